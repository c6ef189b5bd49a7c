// The chat's state and what changes it, outside React (jotai atoms in the app's store), so the
// sidebar, the phone drawer and the conversation share one copy and an answer keeps streaming
// while the person looks at another conversation. Spec part 2, section 4: sending (ids, document
// check, thread creation, then the streamed answer), and optimistic changes with rollback.
import { atom } from 'jotai';
import type { ChatSuggestions, Dashboard, Folder, MessageFeedback, Thread } from '../../../contracts/chat';
import type { ImprovementCreated, ImprovementSummary } from '../../../contracts/improvements';
import { IMPROVEMENT_ERROR_CODES } from '../../../contracts/improvements-constants';
import { ApiError } from '../../lib/api-client';
import type { AuthClient } from '../../lib/auth-client';
import { currentOrganizationId } from '../../lib/organization';
import { markBusy } from '../../lib/pwa';
import { appStore } from '../../lib/store';
import { toast } from '../../ui/toast';
import { createChatApi, type ChatApi } from './api';
import { fromServer, localId, localMessage, type ChatMessage } from './chat-message';
import * as ops from './dashboard-ops';
import { CHAT_MESSAGES, IMPROVE_MESSAGES, LOCAL_REPLIES } from './messages';
import {
  cacheConversation,
  cacheDashboard,
  cacheSuggestions,
  forgetConversation,
  readCachedConversation,
  readCachedDashboard,
  readCachedSuggestions,
} from './offline-cache';
import { streamAnswer, type StreamOptions, type StreamOutcome } from './stream';

export const NEW_KEY = 'new';

export interface ChatIdentity {
  userId: string | null;
  organizationId: string | null;
  agentId: string | null;
}

export interface DashboardState {
  status: 'loading' | 'ready';
  data: Dashboard | null;
  /** The last load failed: the sentence to show beside the retry icon. */
  error: string | null;
  /** What is shown came from this device (the server has not answered yet, or could not). */
  fromCache: boolean;
}

export interface ConversationState {
  status: 'loading' | 'ready' | 'error';
  thread: Thread | null;
  messages: ChatMessage[];
  /** A question is being answered. */
  sending: boolean;
  fromCache: boolean;
}

export const emptyConversation = (): ConversationState => ({ status: 'ready', thread: null, messages: [], sending: false, fromCache: false });

export const dashboardAtom = atom<DashboardState>({ status: 'loading', data: null, error: null, fromCache: false });
export const conversationsAtom = atom<Record<string, ConversationState>>({});
/** The organisation's improvements, for the header's 'Agent improved N time(s)'; null until read. */
export const improvementSummaryAtom = atom<ImprovementSummary | null>(null);

export interface SuggestionsState {
  status: 'loading' | 'ready';
  /** Whose they are: another organisation's are never shown. */
  organizationId: string | null;
  /** The server's answer, or this device's copy of the last one; null when neither is known. */
  data: ChatSuggestions | null;
  fromCache: boolean;
}

/** The empty chat's suggested questions (issue 16), drawn from the organisation's documents. */
export const suggestionsAtom = atom<SuggestionsState>({ status: 'loading', organizationId: null, data: null, fromCache: false });

export interface ChatDeps {
  api: ChatApi;
  identity: () => ChatIdentity;
  token: () => string | null;
  refresh: () => Promise<string>;
  store?: typeof appStore;
  stream?: (opts: StreamOptions) => Promise<StreamOutcome>;
  /** Called once per frame with buffered deltas; tests pass a synchronous one. */
  schedule?: (flush: () => void) => void;
  cache?: {
    readDashboard: typeof readCachedDashboard;
    saveDashboard: typeof cacheDashboard;
    readConversation: typeof readCachedConversation;
    saveConversation: typeof cacheConversation;
    forgetConversation: typeof forgetConversation;
    readSuggestions: typeof readCachedSuggestions;
    saveSuggestions: typeof cacheSuggestions;
  };
}

const defaultCache = {
  readDashboard: readCachedDashboard,
  saveDashboard: cacheDashboard,
  readConversation: readCachedConversation,
  saveConversation: cacheConversation,
  forgetConversation,
  readSuggestions: readCachedSuggestions,
  saveSuggestions: cacheSuggestions,
};

const frame = (flush: () => void) => {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : fallback);

export interface SendHooks {
  /** The new conversation got its thread: move the address to it (replace). */
  onThreadCreated?: (threadId: string) => void;
}

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(deps: ChatDeps) {
  const store = deps.store ?? appStore;
  const stream = deps.stream ?? streamAnswer;
  const schedule = deps.schedule ?? frame;
  const cache = deps.cache ?? defaultCache;
  const { api } = deps;
  let pendingOps = 0;
  let reloadAfterOps = false;
  let loading: Promise<void> | null = null;
  let suggesting: Promise<void> | null = null;

  const getDashboard = () => store.get(dashboardAtom);
  const setData = (fn: (d: Dashboard) => Dashboard) => {
    const current = getDashboard();
    if (!current.data) return;
    const data = fn(current.data);
    store.set(dashboardAtom, { ...current, data });
    const { userId } = deps.identity();
    if (userId) void cache.saveDashboard(userId, data);
  };

  const getConversation = (key: string): ConversationState | undefined => store.get(conversationsAtom)[key];
  const setConversation = (key: string, fn: (c: ConversationState) => ConversationState) =>
    store.set(conversationsAtom, (all) => ({ ...all, [key]: fn(all[key] ?? emptyConversation()) }));
  const updateMessage = (key: string, id: string, fn: (m: ChatMessage) => ChatMessage) =>
    setConversation(key, (c) => ({ ...c, messages: c.messages.map((m) => (m.id === id ? fn(m) : m)) }));

  function saveConversation(key: string) {
    const { userId } = deps.identity();
    const c = getConversation(key);
    if (!userId || key === NEW_KEY || !c || c.status !== 'ready') return;
    void cache.saveConversation(userId, key, { thread: c.thread, messages: c.messages });
  }

  /** Runs an optimistic change: `apply` at once, `call` on the server, `undo` if it fails. */
  async function optimistic(apply: () => void, call: () => Promise<unknown>, undo: () => void, failure: string, success?: string): Promise<boolean> {
    pendingOps++;
    apply();
    try {
      await call();
      if (success) toast(success, { variant: 'success' });
      return true;
    } catch {
      undo();
      toast(failure, { variant: 'error' });
      return false;
    } finally {
      pendingOps--;
      if (pendingOps === 0 && reloadAfterOps) {
        reloadAfterOps = false;
        void loadDashboard();
      }
    }
  }

  async function fetchDashboard() {
    const { userId } = deps.identity();
    if (userId && !getDashboard().data) {
      const cached = await cache.readDashboard(userId);
      if (cached && !getDashboard().data) store.set(dashboardAtom, { status: 'ready', data: cached, error: null, fromCache: true });
    }
    try {
      const data = await api.dashboard();
      // A change still on its way to the server would be undone by this older answer: ask again after.
      if (pendingOps > 0) {
        reloadAfterOps = true;
        return;
      }
      store.set(dashboardAtom, { status: 'ready', data, error: null, fromCache: false });
      if (userId) void cache.saveDashboard(userId, data);
    } catch (err) {
      const current = getDashboard();
      // Offline with this device's copy on screen: the offline banner says enough.
      const offlineWithCopy = err instanceof ApiError && err.status === 0 && current.fromCache;
      store.set(dashboardAtom, { ...current, status: 'ready', error: offlineWithCopy ? null : errorText(err, CHAT_MESSAGES.conversationsFailed) });
    }
  }

  /** Loads (or refreshes) the conversation list; concurrent calls share one request. */
  function loadDashboard(): Promise<void> {
    loading ??= fetchDashboard().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** Opens a conversation: this device's copy at once if it has one, then the server's. */
  async function openConversation(threadId: string, { force = false } = {}): Promise<void> {
    const existing = getConversation(threadId);
    if (existing && !force && (existing.status === 'loading' || existing.sending || (existing.status === 'ready' && !existing.fromCache))) return;
    const { userId } = deps.identity();
    if (!existing || existing.status === 'error') setConversation(threadId, () => ({ ...emptyConversation(), status: 'loading' }));
    if (userId && !existing) {
      const cached = await cache.readConversation(userId, threadId);
      if (cached && getConversation(threadId)?.status === 'loading') {
        setConversation(threadId, (c) => ({ ...c, status: 'ready', thread: cached.thread, messages: cached.messages, fromCache: true }));
      }
    }
    try {
      const { thread, messages } = await api.thread(threadId);
      // A question asked meanwhile owns the messages now.
      if (getConversation(threadId)?.sending) return;
      setConversation(threadId, (c) => ({ ...c, status: 'ready', thread, messages: messages.map(fromServer), fromCache: false }));
      saveConversation(threadId);
    } catch (err) {
      const current = getConversation(threadId);
      if (current?.status === 'ready' && current.fromCache) return; // Offline: the saved copy stays.
      setConversation(threadId, (c) => ({ ...c, status: 'error' }));
      if (!(err instanceof ApiError && err.status === 0)) toast(CHAT_MESSAGES.historyFailed, { variant: 'error' });
      else toast(CHAT_MESSAGES.historyFailed, { description: 'This conversation is not saved on this device yet.', variant: 'error' });
    }
  }

  /** Replaces the answer being written with a system message (local replies and errors). */
  function settleWithSystem(key: string, agentId: string, text: string, serverId: string | null = null) {
    setConversation(key, (c) => {
      const agent = c.messages.find((m) => m.id === agentId);
      const kept =
        agent && agent.content.trim() ? c.messages.map((m) => (m.id === agentId ? { ...m, streaming: false } : m)) : c.messages.filter((m) => m.id !== agentId);
      const system = localMessage('system', text);
      return { ...c, sending: false, messages: [...kept, serverId ? { ...system, serverId } : system] };
    });
  }

  /**
   * Sends a question in a conversation (`key` is a thread id, or NEW_KEY). Resolves once the
   * answer has ended; false when nothing was sent (empty, or already answering).
   */
  async function send(key: string, text: string, hooks: SendHooks = {}): Promise<boolean> {
    const content = text.trim();
    if (!content) return false;
    if (getConversation(key)?.sending) return false;
    const question = localMessage('user', content);
    const answer: ChatMessage = { ...localMessage('agent', ''), streaming: true };
    setConversation(key, (c) => ({ ...c, status: c.status === 'error' ? 'ready' : c.status, sending: true, messages: [...c.messages, question, answer] }));

    let threadId = key === NEW_KEY ? null : key;
    let convKey = key;
    if (!threadId) {
      const { userId, organizationId, agentId } = deps.identity();
      if (!userId || !organizationId || !agentId) {
        settleWithSystem(key, answer.id, LOCAL_REPLIES.MISSING_CREDENTIALS);
        return true;
      }
      try {
        const { exists } = await api.documentsExist(organizationId);
        if (!exists) {
          settleWithSystem(key, answer.id, LOCAL_REPLIES.NO_DOCUMENTS);
          return true;
        }
      } catch {
        settleWithSystem(key, answer.id, LOCAL_REPLIES.DOCUMENT_CHECK_FAILED);
        return true;
      }
      let thread: Thread;
      try {
        thread = await api.createThread({ user_id: userId, f_agent_id: agentId, organization_id: organizationId, title: content });
      } catch {
        settleWithSystem(key, answer.id, CHAT_MESSAGES.createThreadFailed);
        return true;
      }
      threadId = thread.id;
      convKey = thread.id;
      // The new conversation's messages move to the thread; the next new conversation starts empty.
      store.set(conversationsAtom, (all) => {
        const { [NEW_KEY]: started, ...rest } = all;
        return { ...rest, [thread.id]: { ...(started ?? emptyConversation()), thread, status: 'ready', fromCache: false } };
      });
      setData((d) => ops.insertThread(d, thread, null, 0));
      hooks.onThreadCreated?.(thread.id);
    }

    const release = markBusy();
    let finalSystemId: string | null = null;
    let buffer = '';
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      if (!buffer) return;
      const more = buffer;
      buffer = '';
      updateMessage(convKey, answer.id, (m) => ({ ...m, content: m.content + more }));
    };
    const { userId } = deps.identity();
    const outcome = await stream({
      threadId,
      content,
      userId: userId ?? undefined,
      token: deps.token,
      refresh: deps.refresh,
      onDelta: (delta) => {
        buffer += delta;
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      },
      onFinal: ({ user_message, message }) => {
        flush();
        updateMessage(convKey, question.id, (m) => ({ ...m, serverId: user_message.id }));
        // A stored system reply (no documents, a failure before any answer) comes with an error event.
        if (message.role === 'assistant') {
          updateMessage(convKey, answer.id, (m) => ({
            ...m,
            serverId: message.id,
            content: message.content || m.content,
            ...(message.choices?.length ? { choices: message.choices } : {}),
          }));
        }
        else finalSystemId = message.id;
      },
    });
    flush();
    release();
    if (outcome.ok) {
      updateMessage(convKey, answer.id, (m) => ({ ...m, streaming: false }));
      setConversation(convKey, (c) => ({ ...c, sending: false }));
    } else {
      settleWithSystem(convKey, answer.id, outcome.error.message || CHAT_MESSAGES.sendFailed, finalSystemId);
    }
    saveConversation(convKey);
    void loadDashboard();
    return true;
  }

  /** A new conversation: forget whatever the unsent one held (local replies). */
  function startNew() {
    const started = getConversation(NEW_KEY);
    if (started && !started.sending) setConversation(NEW_KEY, () => emptyConversation());
  }

  function moveThread(threadId: string, folderId: string | null) {
    const data = getDashboard().data;
    const place = data && ops.findThread(data, threadId);
    if (!place || place.folderId === folderId) return Promise.resolve(false);
    return optimistic(
      () => setData((d) => ops.moveThread(d, threadId, folderId)),
      () => api.assignFolder(threadId, folderId),
      () => setData((d) => ops.moveThread(d, threadId, place.folderId, place.index)),
      CHAT_MESSAGES.moveConversationFailed,
    );
  }

  function setThreadTitle(threadId: string, title: string) {
    setData((d) => ops.renameThread(d, threadId, title));
    if (getConversation(threadId)?.thread) setConversation(threadId, (c) => ({ ...c, thread: c.thread ? { ...c.thread, title } : c.thread }));
  }

  function renameThread(threadId: string, title: string) {
    const next = title.trim();
    if (!next) {
      toast(CHAT_MESSAGES.emptyThreadTitle, { variant: 'error' });
      return Promise.resolve(false);
    }
    const data = getDashboard().data;
    const place = data && ops.findThread(data, threadId);
    const before = place?.thread.title ?? getConversation(threadId)?.thread?.title ?? '';
    if (before === next) return Promise.resolve(false);
    return optimistic(
      () => setThreadTitle(threadId, next),
      () => api.renameThread(threadId, next),
      () => setThreadTitle(threadId, before),
      CHAT_MESSAGES.renameConversationFailed,
      CHAT_MESSAGES.conversationRenamed,
    );
  }

  function deleteThread(threadId: string) {
    const data = getDashboard().data;
    const place = data && ops.findThread(data, threadId);
    const title = place?.thread.title || getConversation(threadId)?.thread?.title || 'Untitled Chat';
    const { userId } = deps.identity();
    return optimistic(
      () => setData((d) => ops.removeThread(d, threadId)),
      async () => {
        await api.deleteThread(threadId, userId ?? '');
        store.set(conversationsAtom, ({ [threadId]: _gone, ...rest }) => rest);
        if (userId) void cache.forgetConversation(userId, threadId);
      },
      () => {
        if (place) setData((d) => ops.insertThread(d, place.thread, place.folderId, place.index));
      },
      CHAT_MESSAGES.deleteConversationFailed,
      CHAT_MESSAGES.deleted(title),
    );
  }

  async function createFolder(name: string): Promise<boolean> {
    const next = name.trim();
    if (!next) return false;
    const { userId, organizationId } = deps.identity();
    const now = new Date().toISOString();
    const temp: Folder = {
      id: localId(next),
      name: next,
      user_id: userId ?? '',
      organization_id: organizationId ?? '',
      created_at: now,
      updated_at: now,
      is_active: true,
      thread_count: 0,
      threads: [],
    };
    return optimistic(
      () => setData((d) => ops.addFolder(d, temp)),
      async () => {
        const folder = await api.createFolder(next);
        setData((d) => ops.replaceFolder(d, temp.id, { ...folder, threads: folder.threads ?? [] }));
      },
      () => setData((d) => ({ ...d, folders: d.folders.filter((f) => f.id !== temp.id) })),
      CHAT_MESSAGES.createFolderFailed,
    );
  }

  function renameFolder(folderId: string, name: string) {
    const next = name.trim();
    if (!next) {
      toast(CHAT_MESSAGES.emptyFolderName, { variant: 'error' });
      return Promise.resolve(false);
    }
    const before = getDashboard().data?.folders.find((f) => f.id === folderId)?.name;
    if (before === undefined || before === next) return Promise.resolve(false);
    return optimistic(
      () => setData((d) => ops.renameFolder(d, folderId, next)),
      () => api.renameFolder(folderId, next),
      () => setData((d) => ops.renameFolder(d, folderId, before)),
      CHAT_MESSAGES.renameFolderFailed,
      CHAT_MESSAGES.folderRenamed,
    );
  }

  function deleteFolder(folderId: string) {
    const folder = getDashboard().data?.folders.find((f) => f.id === folderId);
    if (!folder) return Promise.resolve(false);
    let removed: ops.RemovedFolder | null = null;
    return optimistic(
      () =>
        setData((d) => {
          const result = ops.deleteFolder(d, folderId);
          removed = result.removed;
          return result.dashboard;
        }),
      () => api.deleteFolder(folderId),
      () => {
        if (removed) {
          const back = removed;
          setData((d) => ops.restoreFolder(d, back));
        }
      },
      CHAT_MESSAGES.deleteFolderFailed,
      CHAT_MESSAGES.deleted(folder.name),
    );
  }

  /** An admin's thumbs up or down (null clears it), stored with the message. */
  async function rateMessage(key: string, messageId: string, feedback: MessageFeedback | null): Promise<boolean> {
    const message = getConversation(key)?.messages.find((m) => m.id === messageId);
    if (!message?.serverId) return false;
    const before = message.feedback;
    updateMessage(key, messageId, (m) => ({ ...m, feedback }));
    try {
      await api.messageFeedback(message.serverId, feedback);
      saveConversation(key);
      return true;
    } catch {
      updateMessage(key, messageId, (m) => ({ ...m, feedback: before }));
      toast("Couldn't save your rating", { description: 'Please try again.', variant: 'error' });
      return false;
    }
  }

  /** Reads the improvement count again; a failure leaves what is shown. */
  async function loadImprovementSummary(): Promise<void> {
    const { organizationId } = deps.identity();
    if (!organizationId) return;
    try {
      store.set(improvementSummaryAtom, await api.improvementSummary(organizationId));
    } catch {
      // Offline or refused: the header keeps the count it had (or shows none).
    }
  }

  /**
   * The empty chat's suggested questions: this device's last copy at once (offline, that is all),
   * then the server's. A failure keeps what is shown; with nothing known the empty chat shows no
   * question to tap rather than one that may not fit these documents.
   */
  function loadSuggestions(): Promise<void> {
    suggesting ??= fetchSuggestions().finally(() => {
      suggesting = null;
    });
    return suggesting;
  }

  async function fetchSuggestions(): Promise<void> {
    const { userId, organizationId } = deps.identity();
    if (store.get(suggestionsAtom).organizationId !== organizationId) {
      store.set(suggestionsAtom, { status: 'loading', organizationId, data: null, fromCache: false });
    }
    if (!organizationId) {
      store.set(suggestionsAtom, (s) => ({ ...s, status: 'ready' }));
      return;
    }
    if (userId && !store.get(suggestionsAtom).data) {
      const cached = await cache.readSuggestions(userId, organizationId);
      if (cached && !store.get(suggestionsAtom).data) store.set(suggestionsAtom, { status: 'loading', organizationId, data: cached, fromCache: true });
    }
    try {
      const data = await api.suggestions(organizationId);
      store.set(suggestionsAtom, { status: 'ready', organizationId, data, fromCache: false });
      if (userId) void cache.saveSuggestions(userId, organizationId, data);
    } catch {
      store.set(suggestionsAtom, (s) => ({ ...s, status: 'ready' }));
    }
  }

  /**
   * An admin's correction of an answer becomes a new version of Tally's instructions. The answer
   * is then marked (its thumbs-down disabled, '• helped improve agent'), a system message with
   * 'View History' follows, and the header's count is read again. Rejects with the server's
   * refusal; an answer already used is marked all the same.
   */
  async function improveFromFeedback(key: string, messageId: string, text: string): Promise<ImprovementCreated> {
    const message = getConversation(key)?.messages.find((m) => m.id === messageId);
    if (!message?.serverId) throw new ApiError(400, IMPROVE_MESSAGES.failed, 'message_not_saved');
    const { organizationId } = deps.identity();
    if (!organizationId) throw new ApiError(400, 'Organization not found', 'organization_missing');
    const markUsed = () => updateMessage(key, messageId, (m) => ({ ...m, usedForImprovement: true }));
    try {
      const answer = await api.improveFromFeedback(organizationId, message.serverId, text.trim());
      markUsed();
      const words = /improved|switched/i.test(answer.message) ? answer.message : IMPROVE_MESSAGES.improved(answer.version.version);
      setConversation(key, (c) => ({ ...c, messages: [...c.messages, localMessage('system', words)] }));
      saveConversation(key);
      void loadImprovementSummary();
      return answer;
    } catch (err) {
      if (err instanceof ApiError && err.code === IMPROVEMENT_ERROR_CODES.ALREADY_USED) {
        markUsed();
        saveConversation(key);
      }
      throw err;
    }
  }

  return {
    loadDashboard,
    loadImprovementSummary,
    loadSuggestions,
    improveFromFeedback,
    openConversation,
    send,
    startNew,
    moveThread,
    renameThread,
    deleteThread,
    createFolder,
    renameFolder,
    deleteFolder,
    rateMessage,
  };
}

let service: ChatService | null = null;

/** Who is asking: the user, organisation and agent ids from the token's claims. */
export function identityOf(auth: AuthClient): ChatIdentity {
  const claims = auth.claims();
  return {
    userId: claims?.sub ?? null,
    organizationId: currentOrganizationId(claims),
    agentId: claims?.db_agents_accessible?.[0]?.agent_id ?? null,
  };
}

/** The app's chat service, bound to the signed-in person's auth client. */
export function chatService(auth: AuthClient): ChatService {
  service ??= createChatService({ api: createChatApi(), identity: () => identityOf(auth), token: () => auth.token(), refresh: () => auth.refresh() });
  return service;
}
