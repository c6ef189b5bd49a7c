import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createStore } from 'idb-keyval';
import {
  allSettled,
  formatRemaining,
  isActive,
  dismissWindow,
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
    expect(w).toEqual({ startedAt: T, endsAt: T + PROCESSING_WINDOW_MS, documentIds: ['d1'], dismissed: false });
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
});
