import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { Dashboard, Folder, Message, Thread } from '../../../contracts/chat';
import { ApiError } from '../../lib/api-client';
import { appStore } from '../../lib/store';
import { toastsAtom } from '../../ui/toast';
import type { ChatApi } from './api';
import { conversationsAtom, createChatService, dashboardAtom, improvementSummaryAtom, NEW_KEY, suggestionsAtom, type ChatDeps, type ChatIdentity } from './chat-store';
import { mentionsHistory } from './chat-message';
import type { StreamOptions, StreamOutcome } from './stream';

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

function thread(id: string, title: string, folder: { id: string; name: string } | null = null, minute = 0): Thread {
  return {
    id,
    user_id: 'u1',
    f_agent_id: 'a1',
    organization_id: 'o1',
    title,
    folder_id: folder?.id ?? null,
    folder: folder?.name ?? null,
    created_at: at(minute),
    updated_at: at(minute),
    is_active: true,
    azure_thread_id: null,
  };
}

function folder(id: string, name: string, threads: Thread[]): Folder {
  return { id, name, user_id: 'u1', organization_id: 'o1', created_at: at(0), updated_at: at(0), is_active: true, thread_count: threads.length, threads };
}

function message(id: string, role: Message['role'], content: string): Message {
  return {
    id,
    thread_id: 't1',
    role,
    content,
    total_tokens: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    created_at: at(0),
    feedback: null,
    used_for_improvement: false,
  };
}

const grants = { id: 'f1', name: 'Grants' };
function fixture(): Dashboard {
  return {
    threads: [thread('t1', 'Rent budget', null, 3), thread('t2', 'Cash on hand', null, 2)],
    folders: [folder('f1', 'Grants', [thread('t3', 'Lindqvist terms', grants, 1)]), folder('f2', 'Budgets', [])],
  };
}

const fail = () => Promise.reject(new ApiError(500, 'Internal server error', 'internal_error'));

function fakeApi(overrides: Partial<ChatApi> = {}): ChatApi {
  return {
    dashboard: vi.fn(async () => fixture()),
    createThread: vi.fn(async (body) => thread('t-new', body.title)),
    thread: vi.fn(async (id) => ({
      thread: thread(id, 'Rent budget'),
      messages: [message('m1', 'user', 'Rent?'), message('m2', 'assistant', 'Rent is $94,450.')],
    })),
    renameThread: vi.fn(async () => ({})),
    deleteThread: vi.fn(async () => ({})),
    createFolder: vi.fn(async (name) => folder('f-server', name, [])),
    renameFolder: vi.fn(async () => ({})),
    deleteFolder: vi.fn(async () => ({})),
    assignFolder: vi.fn(async () => ({})),
    messageFeedback: vi.fn(async () => ({})),
    documents: vi.fn(async () => ({ documents: [{ id: 'd1', status: 'ready' }] }) as never),
    documentsExist: vi.fn(async () => ({ organization_id: 'o1', exists: true, count: 1, ready: 1, processing: 0, failed: 0 })),
    feedback: vi.fn(async () => ({})),
    improvementSummary: vi.fn(async () => ({ current_version: null, total_improvements: 0 })),
    improveFromFeedback: vi.fn(async () => {
      throw new ApiError(500, 'Internal server error', 'internal_error');
    }),
    suggestions: vi.fn(async () => ({ suggestions: [{ question: 'What is our FY2026 budget for rent?', kind: 'budget' as const }], ready_documents: 1 })),
    ...overrides,
  };
}

type Cache = NonNullable<ChatDeps['cache']>;
const noCache: Cache = {
  readDashboard: vi.fn(async () => null),
  saveDashboard: vi.fn(async () => undefined),
  readConversation: vi.fn(async () => null),
  saveConversation: vi.fn(async () => undefined),
  forgetConversation: vi.fn(async () => undefined),
  readSuggestions: vi.fn(async () => null),
  saveSuggestions: vi.fn(async () => undefined),
};

const ids: ChatIdentity = { userId: 'u1', organizationId: 'o1', agentId: 'a1' };

function setup({
  api = fakeApi(),
  identity = ids,
  stream = async (o: StreamOptions): Promise<StreamOutcome> => {
    o.onDelta('Rent is ');
    o.onDelta('$94,450.');
    o.onFinal?.({ user_message: message('s-q', 'user', 'q'), message: message('s-a', 'assistant', 'Rent is $94,450.') });
    return { ok: true };
  },
  cache = noCache,
}: { api?: ChatApi; identity?: ChatIdentity; stream?: (o: StreamOptions) => Promise<StreamOutcome>; cache?: Cache } = {}) {
  const store = createStore();
  const service = createChatService({
    api,
    identity: () => identity,
    token: () => 'tok',
    refresh: async () => 'tok',
    store,
    stream,
    schedule: (f) => f(),
    cache,
  });
  const dash = () => store.get(dashboardAtom).data!;
  const conv = (key: string) => store.get(conversationsAtom)[key]!;
  return { store, service, api, dash, conv };
}

const toasts = () => appStore.get(toastsAtom).map((t) => `${t.variant}: ${t.title}`);

beforeEach(() => appStore.set(toastsAtom, []));
afterEach(() => vi.clearAllMocks());

describe('the first question of a new conversation', () => {
  it('needs the user, organisation and agent ids: otherwise the MISSING_CREDENTIALS reply, and nothing is asked', async () => {
    const { service, api, conv } = setup({ identity: { userId: 'u1', organizationId: null, agentId: 'a1' } });
    await service.send(NEW_KEY, 'What is our rent?');
    expect(conv(NEW_KEY).messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'What is our rent?'],
      ['system', 'Missing organization or agent information. Please try again.'],
    ]);
    expect(conv(NEW_KEY).sending).toBe(false);
    expect(api.documentsExist).not.toHaveBeenCalled();
    expect(api.createThread).not.toHaveBeenCalled();
  });

  it('checks for documents: none gives the NO_DOCUMENTS reply, a failed check DOCUMENT_CHECK_FAILED', async () => {
    const none = setup({
      api: fakeApi({ documentsExist: vi.fn(async () => ({ organization_id: 'o1', exists: false, count: 0, ready: 0, processing: 0, failed: 0 })) }),
    });
    await none.service.send(NEW_KEY, 'Rent?');
    expect(none.conv(NEW_KEY).messages.at(-1)).toMatchObject({ type: 'system', content: 'You need to upload at least one document before I can help you.' });
    expect(none.api.createThread).not.toHaveBeenCalled();

    const broken = setup({ api: fakeApi({ documentsExist: vi.fn(fail) }) });
    await broken.service.send(NEW_KEY, 'Rent?');
    expect(broken.conv(NEW_KEY).messages.at(-1)).toMatchObject({ type: 'system', content: 'Unable to check documents. Please try again.' });
  });

  it('a thread that cannot be created says so', async () => {
    const { service, conv } = setup({ api: fakeApi({ createThread: vi.fn(fail) }) });
    await service.send(NEW_KEY, 'Rent?');
    expect(conv(NEW_KEY).messages.at(-1)).toMatchObject({ type: 'system', content: 'Unable to create thread. Please try again.' });
  });

  it('creates the thread titled with the trimmed question, moves to it, then streams the answer', async () => {
    const { service, api, conv, store } = setup();
    await service.loadDashboard();
    const created = vi.fn();
    const seen: string[] = [];
    store.sub(conversationsAtom, () => {
      const answer = store.get(conversationsAtom)['t-new']?.messages.find((m) => m.type === 'agent');
      if (answer) seen.push(answer.content);
    });
    await service.send(NEW_KEY, '  What is our FY2025 budget for rent?  ', { onThreadCreated: created });
    expect(api.createThread).toHaveBeenCalledWith({ user_id: 'u1', f_agent_id: 'a1', organization_id: 'o1', title: 'What is our FY2025 budget for rent?' });
    expect(created).toHaveBeenCalledWith('t-new');
    expect(store.get(conversationsAtom)[NEW_KEY]).toBeUndefined();
    const messages = conv('t-new').messages;
    expect(messages.map((m) => [m.type, m.content, m.serverId])).toEqual([
      ['user', 'What is our FY2025 budget for rent?', 's-q'],
      ['agent', 'Rent is $94,450.', 's-a'],
    ]);
    expect(messages[1]!.streaming).toBe(false);
    expect(seen).toContain('');
    expect(seen).toContain('Rent is ');
    // The list refreshes when the answer ends.
    expect(api.dashboard).toHaveBeenCalledTimes(2);
  });

  it('ignores an empty or whitespace-only question', async () => {
    const { service, conv, store } = setup();
    expect(await service.send(NEW_KEY, '   \n ')).toBe(false);
    expect(store.get(conversationsAtom)[NEW_KEY]).toBeUndefined();
    void conv;
  });
});

describe('an answer that fails', () => {
  it("adds the server's own sentence as a system message, keeping what was said before", async () => {
    const { service, conv } = setup({
      stream: async (o) => {
        o.onDelta('Rent is');
        return { ok: false, error: { code: 'AGENT_ERROR', message: 'Sorry, something went wrong while answering. Please try again.' } };
      },
    });
    await service.send('t1', 'Rent?');
    expect(conv('t1').messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'Rent?'],
      ['agent', 'Rent is'],
      ['system', 'Sorry, something went wrong while answering. Please try again.'],
    ]);
  });

  it('with nothing said, the empty answer gives way to the error (here the query limit)', async () => {
    const { service, conv } = setup({
      stream: async () => ({
        ok: false,
        error: { code: 'QUERY_LIMIT_REACHED', message: 'Your organization has used its 1000 questions for this month.', status: 429 },
      }),
    });
    await service.send('t1', 'Rent?');
    expect(conv('t1').messages.map((m) => m.type)).toEqual(['user', 'system']);
    expect(conv('t1').messages[1]!.content).toBe('Your organization has used its 1000 questions for this month.');
    expect(conv('t1').sending).toBe(false);
  });

  it('a stored system reply in the final event is not mistaken for the answer', async () => {
    const { service, conv } = setup({
      stream: async (o) => {
        o.onFinal?.({
          user_message: message('q', 'user', 'Rent?'),
          message: message('sys', 'system', 'You need to upload at least one document before I can help you.'),
        });
        return { ok: false, error: { code: 'NO_DOCUMENTS', message: 'You need to upload at least one document before I can help you.' } };
      },
    });
    await service.send('t1', 'Rent?');
    expect(conv('t1').messages.map((m) => [m.type, m.serverId])).toEqual([
      ['user', 'q'],
      ['system', 'sys'],
    ]);
  });
});

describe('optimistic changes to conversations and folders', () => {
  it('moves a conversation into a folder at once, and back where it was when the server refuses', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { service, dash } = setup({ api: fakeApi({ assignFolder: vi.fn(() => new Promise((_, reject) => (release = reject))) }) });
    await service.loadDashboard();
    const moving = service.moveThread('t2', 'f2');
    expect(dash().threads.map((t) => t.id)).toEqual(['t1']);
    expect(dash().folders[1]).toMatchObject({ thread_count: 1, threads: [{ id: 't2', folder_id: 'f2', folder: 'Budgets' }] });
    release(new ApiError(500, 'x', 'y'));
    await moving;
    expect(dash().threads.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(dash().folders[1]!.thread_count).toBe(0);
    expect(toasts()).toContain('error: Failed to move conversation. Please try again.');
  });

  it('moves a conversation out of its folder (back to unfiled)', async () => {
    const { service, api, dash } = setup();
    await service.loadDashboard();
    await service.moveThread('t3', null);
    expect(api.assignFolder).toHaveBeenCalledWith('t3', null);
    expect(dash().threads.map((t) => t.id)).toEqual(['t3', 't1', 't2']);
    expect(dash().folders[0]!.thread_count).toBe(0);
  });

  it('renames a conversation at once, confirms, and reverts on failure; an empty title is refused', async () => {
    const ok = setup();
    await ok.service.loadDashboard();
    await ok.service.renameThread('t1', '  FY2025 rent  ');
    expect(ok.api.renameThread).toHaveBeenCalledWith('t1', 'FY2025 rent');
    expect(ok.dash().threads[0]!.title).toBe('FY2025 rent');
    expect(toasts()).toContain('success: Conversation renamed successfully');

    const bad = setup({ api: fakeApi({ renameThread: vi.fn(fail) }) });
    await bad.service.loadDashboard();
    await bad.service.renameThread('t1', 'New name');
    expect(bad.dash().threads[0]!.title).toBe('Rent budget');
    expect(toasts()).toContain('error: Failed to rename conversation. Please try again.');

    await bad.service.renameThread('t1', '   ');
    expect(toasts()).toContain('error: Thread title cannot be empty');
  });

  it('deletes a conversation at once; on failure it returns to its folder and place', async () => {
    const ok = setup();
    await ok.service.loadDashboard();
    await ok.service.deleteThread('t1');
    expect(ok.api.deleteThread).toHaveBeenCalledWith('t1', 'u1');
    expect(ok.dash().threads.map((t) => t.id)).toEqual(['t2']);
    expect(toasts()).toContain('success: Rent budget deleted successfully');

    const bad = setup({ api: fakeApi({ deleteThread: vi.fn(fail) }) });
    await bad.service.loadDashboard();
    await bad.service.deleteThread('t3');
    expect(bad.dash().folders[0]).toMatchObject({ thread_count: 1, threads: [{ id: 't3' }] });
    expect(toasts()).toContain('error: Failed to delete conversation. Please try again.');
  });

  it("creates a folder at once and swaps in the server's; a refused one disappears", async () => {
    let resolve: (f: Folder) => void = () => undefined;
    const ok = setup({ api: fakeApi({ createFolder: vi.fn(() => new Promise<Folder>((r) => (resolve = r))) }) });
    await ok.service.loadDashboard();
    const creating = ok.service.createFolder('  Reports ');
    expect(ok.dash().folders.map((f) => f.name)).toEqual(['Grants', 'Budgets', 'Reports']);
    expect(ok.dash().folders[2]!.id).toMatch(/^local-/);
    resolve(folder('f9', 'Reports', []));
    await creating;
    expect(ok.dash().folders[2]!.id).toBe('f9');

    const bad = setup({ api: fakeApi({ createFolder: vi.fn(fail) }) });
    await bad.service.loadDashboard();
    await bad.service.createFolder('Reports');
    expect(bad.dash().folders.map((f) => f.name)).toEqual(['Grants', 'Budgets']);
    expect(toasts()).toContain('error: Failed to create folder. Please try again.');
  });

  it('renames a folder, reverting the name when the server refuses', async () => {
    const ok = setup();
    await ok.service.loadDashboard();
    await ok.service.renameFolder('f1', 'Grant agreements');
    expect(ok.dash().folders[0]).toMatchObject({ name: 'Grant agreements', threads: [{ folder: 'Grant agreements' }] });
    expect(toasts()).toContain('success: Folder renamed successfully');

    const bad = setup({ api: fakeApi({ renameFolder: vi.fn(fail) }) });
    await bad.service.loadDashboard();
    await bad.service.renameFolder('f1', 'Grant agreements');
    expect(bad.dash().folders[0]!.name).toBe('Grants');
    expect(toasts()).toContain('error: Failed to rename folder. Please try again.');
    await bad.service.renameFolder('f1', ' ');
    expect(toasts()).toContain('error: Folder name cannot be empty');
  });

  it('deletes a folder, its conversations going back to unfiled; a failure restores both', async () => {
    const ok = setup();
    await ok.service.loadDashboard();
    await ok.service.deleteFolder('f1');
    expect(ok.dash().folders.map((f) => f.id)).toEqual(['f2']);
    expect(ok.dash().threads.map((t) => [t.id, t.folder_id])).toEqual([
      ['t1', null],
      ['t2', null],
      ['t3', null],
    ]);
    expect(toasts()).toContain('success: Grants deleted successfully');

    const bad = setup({ api: fakeApi({ deleteFolder: vi.fn(fail) }) });
    await bad.service.loadDashboard();
    await bad.service.deleteFolder('f1');
    expect(bad.dash()).toEqual(fixture());
    expect(toasts()).toContain('error: Failed to delete folder. Please try again.');
  });

  it('an older list arriving while a change is on its way does not undo it', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi({ assignFolder: vi.fn(() => new Promise<void>((r) => (release = r))) });
    const { service, dash } = setup({ api });
    await service.loadDashboard();
    const moving = service.moveThread('t2', 'f2');
    await service.loadDashboard(); // answers the old placement
    expect(dash().folders[1]!.thread_count).toBe(1);
    (api.dashboard as ReturnType<typeof vi.fn>).mockResolvedValueOnce({
      ...fixture(),
      threads: [fixture().threads[0]!],
      folders: [fixture().folders[0]!, folder('f2', 'Budgets', [thread('t2', 'Cash on hand', { id: 'f2', name: 'Budgets' })])],
    });
    release();
    await moving;
    await vi.waitFor(() => expect(api.dashboard).toHaveBeenCalledTimes(3));
    expect(dash().folders[1]!.thread_count).toBe(1);
  });
});

describe('loading', () => {
  it("shows this device's copy of the list at once; offline it stays, and a failure without a copy says 'Failed to load conversations'", async () => {
    const cached = fixture();
    cached.threads = [thread('t-old', 'Seen offline')];
    const offline = vi.fn(() => Promise.reject(new ApiError(0, 'Network error', 'network_error')));
    const withCopy = setup({ api: fakeApi({ dashboard: offline }), cache: { ...noCache, readDashboard: vi.fn(async () => cached) } });
    await withCopy.service.loadDashboard();
    expect(withCopy.store.get(dashboardAtom)).toMatchObject({ fromCache: true, error: null, data: { threads: [{ id: 't-old' }] } });

    const without = setup({ api: fakeApi({ dashboard: offline }) });
    await without.service.loadDashboard();
    expect(without.store.get(dashboardAtom)).toMatchObject({ data: null, error: 'Failed to load conversations' });
  });

  it("a failed list shows the server's sentence when there is one", async () => {
    const { service, store } = setup({
      api: fakeApi({ dashboard: vi.fn(() => Promise.reject(new ApiError(403, 'Your access to this organization has been blocked', 'membership_inactive'))) }),
    });
    await service.loadDashboard();
    expect(store.get(dashboardAtom).error).toBe('Your access to this organization has been blocked');
  });

  it("opens a conversation from the server and keeps a copy; a failure says 'Failed to load chat history'", async () => {
    const { service, conv } = setup();
    await service.openConversation('t1');
    expect(conv('t1')).toMatchObject({ status: 'ready', fromCache: false });
    expect(conv('t1').messages.map((m) => m.type)).toEqual(['user', 'agent']);
    expect(noCache.saveConversation).toHaveBeenCalledWith('u1', 't1', expect.objectContaining({ messages: expect.any(Array) }));

    const bad = setup({ api: fakeApi({ thread: vi.fn(() => Promise.reject(new ApiError(404, 'Thread not found', 'thread_not_found'))) }) });
    await bad.service.openConversation('nope');
    expect(bad.conv('nope').status).toBe('error');
    expect(toasts()).toContain('error: Failed to load chat history');
  });

  it('offline, a conversation seen before opens from this device', async () => {
    const cache = {
      ...noCache,
      readConversation: vi.fn(async () => ({
        thread: thread('t1', 'Rent budget'),
        messages: [{ id: 'm1', serverId: 'm1', type: 'user' as const, content: 'Rent?', feedback: null, usedForImprovement: false }],
        savedAt: 1,
      })),
    };
    const { service, conv } = setup({ api: fakeApi({ thread: vi.fn(() => Promise.reject(new ApiError(0, 'Network error', 'network_error'))) }), cache });
    await service.openConversation('t1');
    expect(conv('t1')).toMatchObject({ status: 'ready', fromCache: true, messages: [{ content: 'Rent?' }] });
  });
});

describe('thumbs', () => {
  it('stores an admin rating with the message, reverting when the server refuses', async () => {
    const ok = setup();
    await ok.service.openConversation('t1');
    const answer = ok.conv('t1').messages[1]!;
    await ok.service.rateMessage('t1', answer.id, 'positive');
    expect(ok.api.messageFeedback).toHaveBeenCalledWith('m2', 'positive');
    expect(ok.conv('t1').messages[1]!.feedback).toBe('positive');

    const bad = setup({ api: fakeApi({ messageFeedback: vi.fn(fail) }) });
    await bad.service.openConversation('t1');
    await bad.service.rateMessage('t1', bad.conv('t1').messages[1]!.id, 'negative');
    expect(bad.conv('t1').messages[1]!.feedback).toBeNull();
  });
});

describe('improving Tally from a thumbs-down', () => {
  const created = (v: string) => ({
    message: `Tally improved to version ${v}`,
    version: {
      id: `ver-${v}`,
      version: v,
      summary: 'Personnel means Salaries and Wages plus Payroll Taxes and Benefits',
      feedback: 'Personnel includes payroll taxes and benefits.',
      files: [],
      timestamp: at(5),
      is_active: true,
      success_rate: null,
      source: 'response_feedback' as const,
      performance_metrics: null,
      understood: [],
      message_id: 'm2',
    },
  });

  it("sends the correction, marks the answer, adds a system message with 'View History' and reads the count again", async () => {
    const api = fakeApi({
      improveFromFeedback: vi.fn(async () => created('1.0')),
      improvementSummary: vi.fn(async () => ({ current_version: '1.0', total_improvements: 1 })),
    });
    const { service, conv, store } = setup({ api, cache: { ...noCache, saveConversation: vi.fn(async () => undefined) } });
    await service.openConversation('t1');
    const answer = conv('t1').messages[1]!;
    await service.improveFromFeedback('t1', answer.id, '  Personnel includes payroll taxes and benefits.  ');
    expect(api.improveFromFeedback).toHaveBeenCalledWith('o1', 'm2', 'Personnel includes payroll taxes and benefits.');
    expect(conv('t1').messages[1]!.usedForImprovement).toBe(true);
    const system = conv('t1').messages.at(-1)!;
    expect(system).toMatchObject({ type: 'system', content: 'Tally improved to version 1.0' });
    expect(mentionsHistory(system)).toBe(true);
    await vi.waitFor(() => expect(store.get(improvementSummaryAtom)).toEqual({ current_version: '1.0', total_improvements: 1 }));
  });

  it("words the system message itself when the server's does not say 'improved'", async () => {
    const api = fakeApi({ improveFromFeedback: vi.fn(async () => ({ ...created('1.3'), message: 'Created' })) });
    const { service, conv } = setup({ api });
    await service.openConversation('t1');
    await service.improveFromFeedback('t1', conv('t1').messages[1]!.id, 'Personnel includes benefits.');
    expect(conv('t1').messages.at(-1)!.content).toBe('Tally improved from your feedback: version 1.3 is now active.');
  });

  it('marks an answer already used all the same, and leaves it unmarked on other refusals', async () => {
    const used = setup({ api: fakeApi({ improveFromFeedback: vi.fn(async () => Promise.reject(new ApiError(409, 'Already used', 'already_used_for_improvement'))) }) });
    await used.service.openConversation('t1');
    await expect(used.service.improveFromFeedback('t1', used.conv('t1').messages[1]!.id, 'Personnel includes benefits.')).rejects.toMatchObject({ status: 409 });
    expect(used.conv('t1').messages[1]!.usedForImprovement).toBe(true);
    expect(used.conv('t1').messages).toHaveLength(2);

    const refused = setup();
    await refused.service.openConversation('t1');
    await expect(refused.service.improveFromFeedback('t1', refused.conv('t1').messages[1]!.id, 'Personnel includes benefits.')).rejects.toMatchObject({ status: 500 });
    expect(refused.conv('t1').messages[1]!.usedForImprovement).toBe(false);
    expect(refused.conv('t1').messages).toHaveLength(2);
  });

  it('reads the improvement count for the header, keeping the last one when it cannot', async () => {
    const summary = vi.fn(async () => ({ current_version: '1.2', total_improvements: 3 }));
    const { service, store, api } = setup({ api: fakeApi({ improvementSummary: summary }) });
    await service.loadImprovementSummary();
    expect(api.improvementSummary).toHaveBeenCalledWith('o1');
    expect(store.get(improvementSummaryAtom)).toEqual({ current_version: '1.2', total_improvements: 3 });
    summary.mockImplementationOnce(fail);
    await service.loadImprovementSummary();
    expect(store.get(improvementSummaryAtom)).toEqual({ current_version: '1.2', total_improvements: 3 });
  });
});

describe("the empty chat's suggested questions", () => {
  const mine = { suggestions: [{ question: 'What was our cash balance at June 30, 2025?', kind: 'balance' as const }], ready_documents: 3 };
  const seen = { suggestions: [{ question: 'What is our FY2025 budget for rent?', kind: 'budget' as const }], ready_documents: 2 };

  it("reads the organisation's from the server and keeps a copy on this device", async () => {
    const saveSuggestions = vi.fn(async () => undefined);
    const { service, store, api } = setup({ api: fakeApi({ suggestions: vi.fn(async () => mine) }), cache: { ...noCache, saveSuggestions } });
    expect(store.get(suggestionsAtom).status).toBe('loading');
    await service.loadSuggestions();
    expect(api.suggestions).toHaveBeenCalledWith('o1');
    expect(store.get(suggestionsAtom)).toEqual({ status: 'ready', organizationId: 'o1', data: mine, fromCache: false });
    expect(saveSuggestions).toHaveBeenCalledWith('u1', 'o1', mine);
  });

  it('shows the last ones seen at once, and keeps them offline', async () => {
    let answer: (v: typeof mine) => void = () => {};
    const later = new Promise<typeof mine>((resolve) => (answer = resolve));
    const online = setup({ api: fakeApi({ suggestions: vi.fn(() => later) }), cache: { ...noCache, readSuggestions: vi.fn(async () => seen) } });
    const loading = online.service.loadSuggestions();
    await vi.waitFor(() => expect(online.store.get(suggestionsAtom)).toMatchObject({ data: seen, fromCache: true }));
    answer(mine);
    await loading;
    expect(online.store.get(suggestionsAtom)).toMatchObject({ status: 'ready', data: mine, fromCache: false });

    const offline = setup({ api: fakeApi({ suggestions: vi.fn(() => Promise.reject(new ApiError(0, 'Network error', 'network_error'))) }), cache: { ...noCache, readSuggestions: vi.fn(async () => seen) } });
    await offline.service.loadSuggestions();
    expect(offline.store.get(suggestionsAtom)).toEqual({ status: 'ready', organizationId: 'o1', data: seen, fromCache: true });
  });

  it('knows none offline on a first visit, and asks once while a load is under way', async () => {
    const suggestions = vi.fn(() => Promise.reject(new ApiError(0, 'Network error', 'network_error')));
    const { service, store } = setup({ api: fakeApi({ suggestions }) });
    await Promise.all([service.loadSuggestions(), service.loadSuggestions()]);
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(store.get(suggestionsAtom)).toEqual({ status: 'ready', organizationId: 'o1', data: null, fromCache: false });
  });
});
