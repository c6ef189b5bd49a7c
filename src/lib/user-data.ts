// What sign-out empties besides the token: the IndexedDB stores that hold one person's data
// (drafts, the offline copy of their conversations). Never throws: a store that cannot be opened
// holds nothing to clear.
import { clear, createStore } from 'idb-keyval';
import { USER_DATABASES } from './storage-keys';

export async function clearUserData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.all(
    Object.values(USER_DATABASES).map(async ({ db, store }) => {
      try {
        await clear(createStore(db, store));
      } catch (err) {
        console.warn(`Could not clear ${db} at sign-out`, err);
      }
    }),
  );
}
