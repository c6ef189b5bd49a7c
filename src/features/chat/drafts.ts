// The composer's unsent text, kept in IndexedDB (its own store) per person and conversation, and
// one for a new conversation: saved as typed (debounced), read back after a reload or offline,
// and removed when the question is sent. Storage failures are logged, never shown as errors.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { USER_DATABASES } from '../../lib/storage-keys';

export const NEW_CONVERSATION = 'new';
export const DRAFT_SAVE_MS = 300;

let defaultStore: UseStore | null = null;
export const draftsStore = () => (defaultStore ??= createStore(USER_DATABASES.drafts.db, USER_DATABASES.drafts.store));

export const draftKey = (userId: string, conversationId: string | null | undefined) => `${userId}:${conversationId || NEW_CONVERSATION}`;

export interface Draft {
  text: string;
  updatedAt: number;
}

export async function readDraft(key: string, store = draftsStore()): Promise<string> {
  try {
    return (await get<Draft>(key, store))?.text ?? '';
  } catch (err) {
    console.warn('Could not read a draft', err);
    return '';
  }
}

export async function writeDraft(key: string, text: string, store = draftsStore()): Promise<void> {
  try {
    if (text.trim()) await set(key, { text, updatedAt: Date.now() } satisfies Draft, store);
    else await del(key, store);
  } catch (err) {
    console.warn('Could not save a draft', err);
  }
}

export const clearDraft = (key: string, store = draftsStore()) => writeDraft(key, '', store);

/**
 * Saves the latest text for a key after a pause in typing; `flush` saves at once (on blur, when
 * the page hides, when the conversation changes).
 */
export function createDraftSaver(save: (key: string, text: string) => Promise<void> = writeDraft, delay = DRAFT_SAVE_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { key: string; text: string } | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const job = pending;
    pending = null;
    if (job) await save(job.key, job.text);
  };
  return {
    update(key: string, text: string) {
      if (pending && pending.key !== key) void flush();
      pending = { key, text };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delay);
    },
    /** Forgets a pending save for this key (the text was just sent). */
    cancel(key: string) {
      if (pending?.key === key) {
        pending = null;
        if (timer) clearTimeout(timer);
        timer = null;
      }
    },
    flush,
  };
}
