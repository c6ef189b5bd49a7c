import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'idb-keyval';
import { createUploadQueue, MAX_ATTEMPTS, type NewUpload, type QueuedUpload, type Transport, type UploadOutcome } from './upload-queue';

let n = 0;
const freshStore = () => createStore(`uploads-test-${++n}`, 'queue');

const file = (name: string, text = 'a,b\n1,2\n'): NewUpload => ({
  organizationId: 'org',
  agentId: 'agent',
  file: new NodeBlob([text]) as unknown as Blob,
  originalName: name,
  fileName: name,
  category: 'budgets',
  subCategory: null,
  fiscalYear: 2025,
});

/** A server stand-in: stores each idempotency key once, like the real one. */
function fakeServer(script: (item: QueuedUpload, call: number) => UploadOutcome | null = () => null) {
  const stored = new Map<string, { id: string; name: string }>();
  let calls = 0;
  const transport: Transport = {
    upload: vi.fn(async (item: QueuedUpload, onProgress: (percent: number) => void): Promise<UploadOutcome> => {
      const scripted = script(item, ++calls);
      if (scripted) return scripted;
      onProgress(50);
      await new Promise((resolve) => setTimeout(resolve, 20));
      onProgress(100);
      const existing = stored.get(item.idempotencyKey) ?? { id: `doc-${stored.size + 1}`, name: item.fileName };
      stored.set(item.idempotencyKey, existing);
      return { kind: 'uploaded', document: { id: existing.id, status: 'processing' } };
    }),
  };
  return { transport, stored };
}

describe('the upload queue', () => {
  it('writes files to IndexedDB before uploading, then uploads them one at a time to processing', async () => {
    const server = fakeServer();
    const store = freshStore();
    const queue = createUploadQueue({ transport: server.transport, store, isOnline: () => true });
    const seen: string[][] = [];
    queue.subscribe((items) => seen.push(items.map((i) => `${i.fileName}:${i.status}:${i.progress}`)));
    const added = await queue.add([file('a.csv'), file('b.csv')]);
    expect(added.map((i) => i.status)).toEqual(['queued', 'queued']);
    // A second queue on the same store (a reload) sees them, Blob included.
    const reloaded = createUploadQueue({ transport: server.transport, store, isOnline: () => false });
    const persisted = await reloaded.all();
    expect(persisted.map((i) => i.fileName)).toEqual(['a.csv', 'b.csv']);
    expect(await persisted[0]!.file.text()).toBe('a,b\n1,2\n');

    await queue.flush();
    const items = await queue.all();
    expect(items.map((i) => [i.status, i.documentId, i.progress])).toEqual([
      ['processing', 'doc-1', 100],
      ['processing', 'doc-2', 100],
    ]);
    expect(seen.some((s) => s.includes('a.csv:uploading:50'))).toBe(true);
    expect(server.stored.size).toBe(2);
  });

  it('follows processing files to completed or failed with the server’s reason', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ transport: server.transport, store: freshStore(), isOnline: () => true });
    await queue.add([file('a.csv'), file('b.csv')]);
    await queue.flush();
    await queue.reconcile([
      { id: 'doc-1', status: 'ready' },
      { id: 'doc-2', status: 'failed', error: 'This PDF is password-protected.' },
    ]);
    const items = await queue.all();
    expect(items.map((i) => [i.status, i.error])).toEqual([
      ['completed', null],
      ['failed', 'This PDF is password-protected.'],
    ]);
  });

  it('offline: nothing is sent and nothing is lost; back online, each file is stored exactly once', async () => {
    let online = false;
    const server = fakeServer();
    const store = freshStore();
    const queue = createUploadQueue({ transport: server.transport, store, isOnline: () => online });
    await queue.add([file('a.csv'), file('b.csv')]);
    await queue.flush();
    expect(server.transport.upload).not.toHaveBeenCalled();
    expect((await queue.all()).map((i) => i.status)).toEqual(['queued', 'queued']);
    online = true;
    // Two triggers at once ('online' and visibility) share one run.
    await Promise.all([queue.flush(), queue.flush()]);
    expect(server.transport.upload).toHaveBeenCalledTimes(2);
    expect(server.stored.size).toBe(2);
  });

  it('a connection lost mid-upload keeps the file queued with the same idempotency key, so the retry stores nothing twice', async () => {
    // The first attempt reached the server but the answer was lost.
    const server = fakeServer((item, call) => {
      if (call === 1) {
        server.stored.set(item.idempotencyKey, { id: 'doc-1', name: item.fileName });
        return { kind: 'offline' };
      }
      return null;
    });
    const queue = createUploadQueue({ transport: server.transport, store: freshStore(), isOnline: () => true });
    const [item] = await queue.add([file('a.csv')]);
    await queue.flush();
    expect((await queue.all())[0]!.status).toBe('queued');
    await queue.flush();
    const after = (await queue.all())[0]!;
    expect(after.idempotencyKey).toBe(item!.idempotencyKey);
    expect(after.documentId).toBe('doc-1');
    expect(server.stored.size).toBe(1);
  });

  it('a page closed mid-upload leaves the file to be uploaded again on the next start', async () => {
    const server = fakeServer();
    const store = freshStore();
    const first = createUploadQueue({ transport: { upload: () => new Promise(() => {}) }, store, isOnline: () => true });
    await first.add([file('a.csv')]);
    void first.flush();
    await vi.waitFor(async () => expect((await first.all())[0]!.status).toBe('uploading'));
    const next = createUploadQueue({ transport: server.transport, store, isOnline: () => true });
    await next.flush();
    expect((await next.all())[0]!.status).toBe('processing');
  });

  it('a refusal fails the file with the server’s words; Retry queues it again with a new key', async () => {
    const server = fakeServer((_item, call) => (call === 1 ? { kind: 'refused', message: "This file's contents don't match its .pdf extension." } : null));
    const queue = createUploadQueue({ transport: server.transport, store: freshStore(), isOnline: () => true });
    const [item] = await queue.add([file('fake.pdf')]);
    await queue.flush();
    let row = (await queue.all())[0]!;
    expect([row.status, row.error]).toEqual(['failed', "This file's contents don't match its .pdf extension."]);
    await queue.retry(item!.id);
    row = (await queue.all())[0]!;
    expect(row.status).toBe('queued');
    expect(row.idempotencyKey).not.toBe(item!.idempotencyKey);
    await queue.flush();
    expect((await queue.all())[0]!.status).toBe('processing');
  });

  it('transient server errors keep the file queued, and fail it after repeated attempts', async () => {
    const server = fakeServer(() => ({ kind: 'retry', message: 'Service unavailable' }));
    const queue = createUploadQueue({ transport: server.transport, store: freshStore(), isOnline: () => true });
    await queue.add([file('a.csv')]);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await queue.flush();
      expect((await queue.all())[0]).toMatchObject({ status: 'queued', attempts: i });
    }
    await queue.flush();
    expect((await queue.all())[0]).toMatchObject({ status: 'failed', error: 'Service unavailable' });
  });

  it('counts what is pending and removes only what the person removes', async () => {
    const queue = createUploadQueue({ transport: fakeServer().transport, store: freshStore(), isOnline: () => false });
    const [a] = await queue.add([file('a.csv'), file('b.csv')]);
    expect(queue.pendingCount(await queue.all())).toBe(2);
    await queue.remove(a!.id);
    expect((await queue.all()).map((i) => i.fileName)).toEqual(['b.csv']);
  });
});
