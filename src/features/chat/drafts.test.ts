import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, keys } from 'idb-keyval';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { clearUserData } from '../../lib/user-data';
import { USER_DATABASES } from '../../lib/storage-keys';
import { createDraftSaver, draftKey, draftsStore, readDraft, writeDraft } from './drafts';
import { cacheDashboard, chatCacheStore, readCachedDashboard } from './offline-cache';
import { useDraft } from './use-draft';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('drafts in IndexedDB', () => {
  it('are kept per person and conversation, with one for a new conversation, in their own store', async () => {
    const store = createStore('drafts-test-1', 'drafts');
    await writeDraft(draftKey('u1', 't1'), 'What was rent in March?', store);
    await writeDraft(draftKey('u1', null), 'A new question', store);
    await writeDraft(draftKey('u2', 't1'), 'Someone else', store);
    expect(await readDraft('u1:t1', store)).toBe('What was rent in March?');
    expect(await readDraft('u1:new', store)).toBe('A new question');
    expect(await readDraft('u2:t1', store)).toBe('Someone else');
    expect(USER_DATABASES.drafts.db).toBe('steward-drafts');
  });

  it('an emptied box removes the draft', async () => {
    const store = createStore('drafts-test-2', 'drafts');
    await writeDraft('u1:t1', 'text', store);
    await writeDraft('u1:t1', '   ', store);
    expect(await keys(store)).toEqual([]);
  });

  it('are saved after a pause in typing, the last text winning, and at once on flush', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const saver = createDraftSaver(save, 300);
    saver.update('u1:t1', 'W');
    saver.update('u1:t1', 'Wh');
    saver.update('u1:t1', 'What');
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('u1:t1', 'What');
    saver.update('u1:t2', 'Other');
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith('u1:t2', 'Other');
    saver.update('u1:t2', 'Sent');
    saver.cancel('u1:t2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('survive a reload: the composer reads the stored draft back, and sending clears it', async () => {
    await writeDraft('u7:t1', 'Half-typed question');
    const { result, unmount } = renderHook(() => useDraft('u7', 't1'));
    await waitFor(() => expect(result.current.text).toBe('Half-typed question'));
    act(() => result.current.update('Half-typed question, finished'));
    await act(() => result.current.flush());
    expect(await readDraft('u7:t1')).toBe('Half-typed question, finished');
    act(() => result.current.clear());
    expect(result.current.text).toBe('');
    await waitFor(async () => expect(await readDraft('u7:t1')).toBe(''));
    unmount();
  });

  it('what is typed while a first question creates its thread moves with it', async () => {
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useDraft('u8', id), { initialProps: { id: null as string | null } });
    act(() => result.current.update('Follow-up'));
    act(() => result.current.moveTo('t-new'));
    rerender({ id: 't-new' });
    expect(result.current.text).toBe('Follow-up');
    await waitFor(async () => expect(await readDraft('u8:t-new')).toBe('Follow-up'));
    expect(await readDraft('u8:new')).toBe('');
  });
});

describe('sign-out', () => {
  it('empties the drafts and the offline copy of conversations', async () => {
    await writeDraft('u1:t1', 'Private question', draftsStore());
    await cacheDashboard('u1', { threads: [], folders: [] }, chatCacheStore());
    expect(await readCachedDashboard('u1')).not.toBeNull();
    await clearUserData();
    expect(await readDraft('u1:t1')).toBe('');
    expect(await readCachedDashboard('u1')).toBeNull();
  });
});
