import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createStore } from 'idb-keyval';
import {
  allSettled,
  formatRemaining,
  isActive,
  dismissWindow,
  noteUploads,
  onWindowChange,
  PROCESSING_WINDOW_MS,
  readWindow,
  startProcessingWindow,
  startWindow,
  writeWindow,
  type DocumentState,
  type ProcessingWindow,
} from './processing-window';

const T = 1_700_000_000_000;

describe('the processing window', () => {
  it('lasts five minutes from an upload and restarts when another upload comes', () => {
    const w = startWindow(null, ['d1'], T);
    expect(w).toEqual({ startedAt: T, endsAt: T + PROCESSING_WINDOW_MS, documentIds: ['d1'], uploadIds: [], dismissed: false });
    expect(isActive(w, T + PROCESSING_WINDOW_MS - 1)).toBe(true);
    expect(isActive(w, T + PROCESSING_WINDOW_MS)).toBe(false);
    const again = startWindow({ ...w, dismissed: true }, ['d2'], T + 60_000);
    expect(again.endsAt).toBe(T + 60_000 + PROCESSING_WINDOW_MS);
    expect(again.documentIds).toEqual(['d1', 'd2']);
    expect(again.dismissed).toBe(false);
    // An expired window is not carried over.
    expect(startWindow(w, ['d3'], T + PROCESSING_WINDOW_MS + 1).documentIds).toEqual(['d3']);
  });

  it('ends as soon as every document is ready or failed', () => {
    const w = startWindow(null, ['d1', 'd2'], T);
    const states = new Map<string, DocumentState>([['d1', 'ready'], ['d2', 'processing']]);
    expect(isActive(w, T + 1000, states)).toBe(true);
    states.set('d2', 'failed');
    expect(allSettled(w, states)).toBe(true);
    expect(isActive(w, T + 1000, states)).toBe(false);
  });

  it('counts down as mm:ss', () => {
    expect(formatRemaining(PROCESSING_WINDOW_MS)).toBe('05:00');
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(999)).toBe('00:01');
    expect(formatRemaining(-5)).toBe('00:00');
  });

  it('is kept in IndexedDB', async () => {
    const store = createStore('processing-test', 'window');
    expect(await readWindow(store)).toBeNull();
    const w = startWindow(null, ['d1'], T);
    await writeWindow(w, store);
    expect(await readWindow(store)).toEqual(w);
    await writeWindow(null, store);
    expect(await readWindow(store)).toBeNull();
  });

  it('can be started from anywhere in the app (the upload queue), and the screen hears of it', async () => {
    const store = createStore('processing-test-2', 'window');
    const heard: (ProcessingWindow | null)[] = [];
    const off = onWindowChange((w) => heard.push(w));
    await startProcessingWindow(['d1'], store, T);
    await startProcessingWindow(['d2'], store, T + 10_000);
    off();
    await startProcessingWindow(['d3'], store, T + 20_000);
    expect(heard.map((w) => w?.documentIds)).toEqual([['d1'], ['d1', 'd2']]);
    expect((await readWindow(store))?.documentIds).toEqual(['d1', 'd2', 'd3']);
    expect((await readWindow(store))?.endsAt).toBe(T + 20_000 + PROCESSING_WINDOW_MS);
  });

  it('is not restarted or reopened by the same upload told twice', async () => {
    const store = createStore('processing-test-3', 'window');
    await startProcessingWindow(['d1', 'd2'], store, T);
    await writeWindow({ ...(await readWindow(store))!, dismissed: true }, store);
    const heard: (ProcessingWindow | null)[] = [];
    const off = onWindowChange((w) => heard.push(w));
    const again = await startProcessingWindow(['d2', 'd1'], store, T + 30_000);
    expect(again).toMatchObject({ endsAt: T + PROCESSING_WINDOW_MS, dismissed: true });
    expect(heard).toEqual([]);
    // A new document is a new upload: it restarts and shows again.
    expect(await startProcessingWindow(['d3'], store, T + 40_000)).toMatchObject({ endsAt: T + 40_000 + PROCESSING_WINDOW_MS, dismissed: false });
    off();
  });

  it('once dismissed, is hidden while documents are being read and ends when they are all settled', async () => {
    const store = createStore('processing-test-4', 'window');
    const w = (await startProcessingWindow(['d1'], store, T))!;
    expect(await dismissWindow(w, false, store)).toMatchObject({ dismissed: true, endsAt: w.endsAt });
    expect(await readWindow(store)).toMatchObject({ dismissed: true });
    expect(await dismissWindow(w, true, store)).toBeNull();
    expect(await readWindow(store)).toBeNull();
    // The queue telling of the same documents again, after the window ended, does not reopen it.
    expect(await startProcessingWindow(['d1'], store, T + 60_000)).toBeNull();
    expect(await readWindow(store)).toBeNull();
  });

  it('waits for every file of an upload, not only those that reached the server first', async () => {
    const store = createStore('processing-test-5', 'window');
    const heard: (ProcessingWindow | null)[] = [];
    const off = onWindowChange((w) => heard.push(w));
    // Three files sent one after another: the first lands while q2 and q3 still wait.
    const first = (await noteUploads([{ queueId: 'q1', documentId: 'n1' }], ['q2', 'q3'], store, T))!;
    expect(first).toMatchObject({ documentIds: ['n1'], uploadIds: ['q2', 'q3'], dismissed: false });
    const ready = new Map<string, DocumentState>([['n1', 'ready']]);
    expect(allSettled(first, ready)).toBe(false);
    // 'Continue Using Steward' now only hides it.
    expect(await dismissWindow(first, allSettled(first, ready), store)).toMatchObject({ dismissed: true });
    // The next files join the same window: no restart, and it stays hidden.
    const second = (await noteUploads([{ queueId: 'q2', documentId: 'n2' }], ['q3'], store, T + 5_000))!;
    expect(second).toMatchObject({ startedAt: T, documentIds: ['n1', 'n2'], uploadIds: ['q3'], dismissed: true });
    const third = (await noteUploads([{ queueId: 'q3', documentId: 'n3' }], [], store, T + 9_000))!;
    expect(third).toMatchObject({ startedAt: T, documentIds: ['n1', 'n2', 'n3'], uploadIds: [], dismissed: true });
    expect(allSettled(third, new Map([['n1', 'ready'], ['n2', 'ready'], ['n3', 'processing']]))).toBe(false);
    expect(allSettled(third, new Map([['n1', 'ready'], ['n2', 'ready'], ['n3', 'failed']]))).toBe(true);
    expect(heard.map((w) => w?.dismissed)).toEqual([false, true, true]);
    off();
  });

  it('stops waiting for a file that could not be sent', async () => {
    const store = createStore('processing-test-6', 'window');
    await noteUploads([{ queueId: 'q1', documentId: 'n1' }], ['q2'], store, T);
    // q2 failed to upload (it is no longer pending, and has no document).
    const w = (await noteUploads([], [], store, T + 1_000))!;
    expect(w.uploadIds).toEqual([]);
    expect(allSettled(w, new Map([['n1', 'ready']]))).toBe(true);
  });

  it('keeps every document when files land at the same moment', async () => {
    const store = createStore('processing-test-7', 'window');
    await Promise.all([
      noteUploads([{ queueId: 'q1', documentId: 'n1' }], [], store, T),
      noteUploads([{ queueId: 'q2', documentId: 'n2' }], [], store, T),
      startProcessingWindow(['n3'], store, T),
    ]);
    expect((await readWindow(store))?.documentIds.sort()).toEqual(['n1', 'n2', 'n3']);
  });

  it('is not ended by a Continue that did not see a document that has just landed', async () => {
    const store = createStore('processing-test-8', 'window');
    const seen = (await noteUploads([{ queueId: 'q1', documentId: 'n1' }], ['q2'], store, T))!;
    await noteUploads([{ queueId: 'q2', documentId: 'n2' }], [], store, T + 1_000);
    // The screen still holds the window without d2 and thinks it is settled.
    expect(await dismissWindow({ ...seen, uploadIds: [] }, true, store)).toMatchObject({ documentIds: ['n1', 'n2'], dismissed: true });
    expect(await readWindow(store)).toMatchObject({ documentIds: ['n1', 'n2'] });
  });
});
