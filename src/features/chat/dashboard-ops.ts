// The conversation list's changes as pure functions of the dashboard (unfiled threads and folders
// with theirs), so every optimistic change has an exact undo (spec part 2, section 4: moves,
// renames, deletes and folder creation happen at once and roll back on failure).
import type { Dashboard, Folder, Thread } from '../../../contracts/chat';

export interface ThreadPlace {
  thread: Thread;
  /** null: unfiled. */
  folderId: string | null;
  index: number;
}

const withCounts = (folder: Folder, threads: Thread[]): Folder => ({ ...folder, threads, thread_count: threads.length });

export function findThread(d: Dashboard, threadId: string): ThreadPlace | null {
  const unfiled = d.threads.findIndex((t) => t.id === threadId);
  if (unfiled !== -1) return { thread: d.threads[unfiled]!, folderId: null, index: unfiled };
  for (const folder of d.folders) {
    const index = folder.threads.findIndex((t) => t.id === threadId);
    if (index !== -1) return { thread: folder.threads[index]!, folderId: folder.id, index };
  }
  return null;
}

export function removeThread(d: Dashboard, threadId: string): Dashboard {
  return {
    threads: d.threads.filter((t) => t.id !== threadId),
    folders: d.folders.map((f) =>
      f.threads.some((t) => t.id === threadId)
        ? withCounts(
            f,
            f.threads.filter((t) => t.id !== threadId),
          )
        : f,
    ),
  };
}

/** Puts a thread into a folder (or unfiled) at `index` (default: first, as the newest). */
export function insertThread(d: Dashboard, thread: Thread, folderId: string | null, index = 0): Dashboard {
  const folder = folderId ? d.folders.find((f) => f.id === folderId) : undefined;
  const placed: Thread = { ...thread, folder_id: folder ? folder.id : null, folder: folder ? folder.name : null };
  const put = (list: Thread[]) => {
    const next = list.filter((t) => t.id !== thread.id);
    next.splice(Math.max(0, Math.min(index, next.length)), 0, placed);
    return next;
  };
  if (!folder) return { ...d, threads: put(d.threads) };
  return { ...d, folders: d.folders.map((f) => (f.id === folder.id ? withCounts(f, put(f.threads)) : f)) };
}

export function moveThread(d: Dashboard, threadId: string, folderId: string | null, index = 0): Dashboard {
  const place = findThread(d, threadId);
  if (!place) return d;
  return insertThread(removeThread(d, threadId), place.thread, folderId, index);
}

export function renameThread(d: Dashboard, threadId: string, title: string): Dashboard {
  const rename = (t: Thread) => (t.id === threadId ? { ...t, title } : t);
  return { threads: d.threads.map(rename), folders: d.folders.map((f) => ({ ...f, threads: f.threads.map(rename) })) };
}

export function addFolder(d: Dashboard, folder: Folder): Dashboard {
  return { ...d, folders: [...d.folders.filter((f) => f.id !== folder.id), folder] };
}

/** Swaps a folder (the optimistic one) for another (the server's), keeping its threads. */
export function replaceFolder(d: Dashboard, oldId: string, folder: Folder): Dashboard {
  return {
    threads: d.threads,
    folders: d.folders.map((f) =>
      f.id === oldId
        ? withCounts(
            { ...folder, threads: f.threads },
            f.threads.map((t) => ({ ...t, folder_id: folder.id, folder: folder.name })),
          )
        : f,
    ),
  };
}

export function renameFolder(d: Dashboard, folderId: string, name: string): Dashboard {
  return {
    threads: d.threads,
    folders: d.folders.map((f) => (f.id === folderId ? { ...f, name, threads: f.threads.map((t) => ({ ...t, folder: name })) } : f)),
  };
}

export interface RemovedFolder {
  folder: Folder;
  index: number;
}

/** Deletes a folder; its threads go back to the unfiled list (newest first). */
export function deleteFolder(d: Dashboard, folderId: string): { dashboard: Dashboard; removed: RemovedFolder | null } {
  const index = d.folders.findIndex((f) => f.id === folderId);
  if (index === -1) return { dashboard: d, removed: null };
  const folder = d.folders[index]!;
  const freed = folder.threads.map((t) => ({ ...t, folder_id: null, folder: null }));
  const threads = [...freed, ...d.threads.filter((t) => !freed.some((f) => f.id === t.id))].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { dashboard: { threads, folders: d.folders.filter((f) => f.id !== folderId) }, removed: { folder, index } };
}

/** Undoes deleteFolder: the folder comes back where it was, with its threads taken out of the unfiled list. */
export function restoreFolder(d: Dashboard, removed: RemovedFolder): Dashboard {
  const ids = new Set(removed.folder.threads.map((t) => t.id));
  const folders = d.folders.filter((f) => f.id !== removed.folder.id);
  folders.splice(Math.min(removed.index, folders.length), 0, removed.folder);
  return { threads: d.threads.filter((t) => !ids.has(t.id)), folders };
}

export const allThreads = (d: Dashboard): Thread[] => [...d.threads, ...d.folders.flatMap((f) => f.threads)];
