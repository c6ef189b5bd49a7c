// The documents screen's data: the server's list merged with the upload queue, polled while
// anything is processing, with uploads, deletion and retry. Files in the queue show as the spec's
// client file entries: uploading (with real progress), processing, completed or error.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentListResponse, DocumentRecord } from '../../../contracts/documents';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { AuthClient } from '../../lib/auth-client';
import { currentOrganizationId } from '../../lib/organization';
import { categoryOfExisting, extensionOf } from './naming';
import { requestBackgroundSync, uploadQueue } from './queue-instance';
import type { NewUpload, QueuedUpload } from './upload-queue';

export type EntryStatus = 'queued' | 'uploading' | 'processing' | 'completed' | 'error';

/** A file as the file manager shows it (spec part 2, section 3: client file entry). */
export interface FileEntry {
  key: string;
  name: string;
  size: number;
  type: string;
  category: string;
  subCategory: string | null;
  fiscalYear: number | null;
  status: EntryStatus;
  uploadProgress: number;
  uploadedBy: 'System' | 'You';
  lastModified: string | null;
  errorMessage: string | null;
  url: string | null;
  documentId: string | null;
  queueId: string | null;
}

export const POLL_MS = 3000;
/** How long a completed upload stays in the queue before the list alone shows it. */
export const SETTLED_KEEP_MS = 60_000;

export function contextOf(auth: AuthClient): { organizationId: string | null; agentId: string | null } {
  const claims = auth.claims();
  return { organizationId: currentOrganizationId(claims), agentId: claims?.db_agents_accessible?.[0]?.agent_id ?? null };
}

function fromServer(d: DocumentRecord, mine: boolean): FileEntry {
  return {
    key: `doc-${d.id}`,
    name: d.file_name,
    size: d.size,
    type: d.kind,
    category: d.category ?? categoryOfExisting(d.file_name),
    subCategory: d.sub_category,
    fiscalYear: d.fiscal_year,
    status: d.status === 'ready' ? 'completed' : d.status === 'failed' ? 'error' : 'processing',
    uploadProgress: 100,
    uploadedBy: mine ? 'You' : 'System',
    lastModified: d.last_modified,
    errorMessage: d.error,
    url: d.download_url,
    documentId: d.id,
    queueId: null,
  };
}

function fromQueue(q: QueuedUpload): FileEntry {
  return {
    key: `queue-${q.id}`,
    name: q.fileName,
    size: q.size,
    type: extensionOf(q.fileName).slice(1),
    category: q.category,
    subCategory: q.subCategory,
    fiscalYear: q.fiscalYear,
    status: q.status === 'failed' ? 'error' : q.status === 'completed' ? 'completed' : q.status,
    uploadProgress: q.progress,
    uploadedBy: 'You',
    lastModified: new Date(q.createdAt).toISOString(),
    errorMessage: q.error,
    url: null,
    documentId: q.documentId,
    queueId: q.id,
  };
}

/** Server documents first (a queued file that reached the server shows as its document), then the queue's own. */
export function mergeEntries(server: DocumentRecord[], queued: QueuedUpload[]): FileEntry[] {
  const mine = new Set(queued.map((q) => q.documentId).filter(Boolean));
  const onServer = new Set(server.map((d) => d.id));
  return [
    ...server.map((d) => fromServer(d, mine.has(d.id))),
    ...queued.filter((q) => !(q.documentId && onServer.has(q.documentId)) && q.status !== 'completed').map(fromQueue),
  ];
}

export type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string };

export function useDocuments(auth: AuthClient) {
  const [server, setServer] = useState<DocumentRecord[]>([]);
  const [queued, setQueued] = useState<QueuedUpload[]>([]);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const queue = uploadQueue(auth);
  const ctx = contextOf(auth);
  const live = useRef(true);

  const refresh = useCallback(async () => {
    const { organizationId, agentId } = contextOf(auth);
    if (!organizationId || !agentId) {
      setLoad({ kind: 'ready' });
      return;
    }
    const q = new URLSearchParams({ organization_id: organizationId, agent_id: agentId });
    const { documents } = await apiRequest<DocumentListResponse>(`/organization/agent/documents/list?${q}`);
    if (!live.current) return;
    setServer(documents);
    await queue.reconcile(documents.map((d) => ({ id: d.id, status: d.status, error: d.error })));
    // Uploaded and settled a while ago: the server's list shows it from now on. (Not at once: the
    // upload that sent it may still be reading its outcome.)
    const settledBefore = Date.now() - SETTLED_KEEP_MS;
    for (const item of await queue.all()) if (item.status === 'completed' && item.updatedAt < settledBefore) await queue.remove(item.id);
    setLoad({ kind: 'ready' });
  }, [auth, queue]);

  useEffect(() => {
    live.current = true;
    const unsubscribe = queue.subscribe((items) => {
      if (live.current) setQueued(items);
    });
    void queue.all().then((items) => live.current && setQueued(items));
    refresh().catch((err: unknown) => {
      if (!live.current) return;
      setServer([]);
      setLoad({ kind: 'error', message: err instanceof ApiError ? err.detail : 'Failed to load documents' });
    });
    return () => {
      live.current = false;
      unsubscribe();
    };
  }, [queue, refresh]);

  const entries = useMemo(() => mergeEntries(server, queued), [server, queued]);
  const busy = entries.some((e) => e.status === 'processing' || e.status === 'uploading' || e.status === 'queued');

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, refresh]);

  // A file just uploaded moves from the queue to processing: fetch its document at once.
  const uploadedCount = queued.filter((q) => q.status === 'processing').length;
  useEffect(() => {
    if (uploadedCount) void refresh().catch(() => undefined);
  }, [uploadedCount, refresh]);

  const enqueue = useCallback(
    async (files: Omit<NewUpload, 'organizationId' | 'agentId'>[]) => {
      const { organizationId, agentId } = contextOf(auth);
      if (!organizationId || !agentId) throw new ApiError(400, !organizationId ? 'Organization ID missing' : 'Agent ID missing', 'context_missing');
      const items = await queue.add(files.map((f) => ({ ...f, organizationId, agentId })));
      if (!navigator.onLine) void requestBackgroundSync();
      void queue.flush();
      return items;
    },
    [auth, queue],
  );

  const deleteOnServer = useCallback(
    async (entry: FileEntry) => {
      const { organizationId, agentId } = contextOf(auth);
      const q = new URLSearchParams({ organization_id: organizationId ?? '', agent_id: agentId ?? '', file_name: entry.name });
      await apiRequest(`/organization/agent/documents/delete?${q}`, { method: 'DELETE' });
      setServer((list) => list.filter((d) => d.id !== entry.documentId));
    },
    [auth],
  );

  const queueIdOf = useCallback(
    (entry: FileEntry) => entry.queueId ?? queued.find((q) => q.documentId && q.documentId === entry.documentId)?.id ?? null,
    [queued],
  );

  const remove = useCallback(
    async (entry: FileEntry) => {
      if (entry.documentId) await deleteOnServer(entry);
      const queueId = queueIdOf(entry);
      if (queueId) await queue.remove(queueId);
    },
    [deleteOnServer, queue, queueIdOf],
  );

  const retry = useCallback(
    async (entry: FileEntry) => {
      const queueId = queueIdOf(entry);
      if (!queueId) return false;
      // A file the server could not read is deleted there first, then sent again.
      if (entry.documentId) await deleteOnServer(entry);
      await queue.retry(queueId);
      void queue.flush();
      return true;
    },
    [deleteOnServer, queue, queueIdOf],
  );

  /** Uploads what can go now; answers each file's state afterwards ('queued' while offline). */
  const settleUploads = useCallback(
    async (ids: string[]) => {
      await queue.flush();
      const items = await queue.all();
      return ids.map((id) => {
        const item = items.find((i) => i.id === id);
        // Gone from the queue: it was uploaded, settled and cleared.
        return { id, status: item?.status ?? 'completed', documentId: item?.documentId ?? null };
      });
    },
    [queue],
  );

  return { entries, load, refresh, enqueue, remove, retry, settleUploads, context: ctx };
}
