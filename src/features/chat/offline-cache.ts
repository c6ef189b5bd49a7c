// Conversations already seen, kept in IndexedDB per person so a board member can read them
// offline: the conversation list, each conversation's messages and the empty chat's suggested
// questions, replaced whenever the server answers. Emptied at sign-out (lib/user-data.ts). Never
// throws into the screen.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { ChatSuggestions, Dashboard, Thread } from '../../../contracts/chat';
import { USER_DATABASES } from '../../lib/storage-keys';
import type { ChatMessage } from './chat-message';

let defaultStore: UseStore | null = null;
export const chatCacheStore = () => (defaultStore ??= createStore(USER_DATABASES.chatCache.db, USER_DATABASES.chatCache.store));

export interface CachedConversation {
  thread: Thread | null;
  messages: ChatMessage[];
  savedAt: number;
}

const dashboardKey = (userId: string) => `${userId}:dashboard`;
const conversationKey = (userId: string, threadId: string) => `${userId}:thread:${threadId}`;
const suggestionsKey = (userId: string, organizationId: string) => `${userId}:suggestions:${organizationId}`;

async function safely<T>(what: string, fn: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    console.warn(`Offline copy: could not ${what}`, err);
    return fallback;
  }
}

export const readCachedDashboard = (userId: string, store = chatCacheStore()) =>
  safely('read the conversation list', async () => (await get<Dashboard>(dashboardKey(userId), store)) ?? null, null);

export const cacheDashboard = (userId: string, dashboard: Dashboard, store = chatCacheStore()) =>
  safely('save the conversation list', () => set(dashboardKey(userId), dashboard, store), undefined);

export const readCachedConversation = (userId: string, threadId: string, store = chatCacheStore()) =>
  safely('read a conversation', async () => (await get<CachedConversation>(conversationKey(userId, threadId), store)) ?? null, null);

export const cacheConversation = (userId: string, threadId: string, value: Omit<CachedConversation, 'savedAt'>, store = chatCacheStore()) =>
  safely(
    'save a conversation',
    // Only settled messages: an answer still streaming is saved when it ends.
    () => set(conversationKey(userId, threadId), { ...value, messages: value.messages.map((m) => ({ ...m, streaming: false })), savedAt: Date.now() }, store),
    undefined,
  );

export const forgetConversation = (userId: string, threadId: string, store = chatCacheStore()) =>
  safely('remove a conversation', () => del(conversationKey(userId, threadId), store), undefined);

export const readCachedSuggestions = (userId: string, organizationId: string, store = chatCacheStore()) =>
  safely('read the suggested questions', async () => (await get<ChatSuggestions>(suggestionsKey(userId, organizationId), store)) ?? null, null);

export const cacheSuggestions = (userId: string, organizationId: string, suggestions: ChatSuggestions, store = chatCacheStore()) =>
  safely('save the suggested questions', () => set(suggestionsKey(userId, organizationId), suggestions, store), undefined);
