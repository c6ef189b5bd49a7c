// Files shared into Steward from another app (the manifest's share_target). The service worker
// receives the share, keeps the files here (IndexedDB, its own store) and opens /documents, which
// takes them into the configure sheet; from there they go through the upload queue like any file.
import { createStore, delMany, entries, set, type UseStore } from 'idb-keyval';

export const SHARE_ACTION = '/share-target';
export const SHARED_FLAG = 'shared';

let defaultStore: UseStore | null = null;
export const shareStore = () => (defaultStore ??= createStore('steward-shared', 'inbox'));

export interface SharedFile {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

export async function putSharedFiles(files: SharedFile[], store = shareStore()): Promise<void> {
  const t = Date.now();
  for (const [i, f] of files.entries()) await set(`${t}-${i}`, f, store);
}

/** The shared files, oldest first, removed from the inbox as they are taken. */
export async function takeSharedFiles(store = shareStore()): Promise<File[]> {
  const rows = (await entries<string, SharedFile>(store)).sort(([a], [b]) => a.localeCompare(b));
  // Only what was read: a share arriving between the read and the delete stays for the next take.
  await delMany(rows.map(([k]) => k), store);
  return rows.map(([, f]) => new File([f.blob], f.name, { type: f.type, lastModified: f.lastModified }));
}
