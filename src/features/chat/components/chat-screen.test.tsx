// The chat screen's improvement points (issue 8): the header's 'Agent improved N time(s)', and a
// thumbs-down that becomes an improvement, marking the answer. The real screen, store and HTTP
// client, against a fake server behind fetch.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Message, Thread } from '../../../../contracts/chat';
import type { AuthClient } from '../../../lib/auth-client';
import { appStore } from '../../../lib/store';
import { Toaster, toastsAtom } from '../../../ui/toast';
import { conversationsAtom, dashboardAtom, improvementSummaryAtom } from '../chat-store';
import { ChatScreen } from './chat-screen';

const ORG = 'org-1';
const T = '2026-03-04T10:00:00Z';
const thread: Thread = {
  id: 't1',
  user_id: 'auth0|owner',
  f_agent_id: 'agent-1',
  organization_id: ORG,
  title: 'Personnel costs',
  folder_id: null,
  folder: null,
  created_at: T,
  updated_at: T,
  is_active: true,
  azure_thread_id: null,
};
const message = (id: string, role: Message['role'], content: string): Message => ({
  id,
  thread_id: 't1',
  role,
  content,
  total_tokens: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  created_at: T,
  feedback: null,
  used_for_improvement: false,
});

function fakeServer(total: number) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  let improvements = total;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (path === '/chat/dashboard') return json(200, { threads: [thread], folders: [] });
    if (path === '/chat/t1') {
      return json(200, { thread, messages: [message('m1', 'user', 'What are our personnel costs for FY2025?'), message('m2', 'assistant', 'Salaries are $412,000.')] });
    }
    if (path === `/organization/${ORG}/improvements/summary`) return json(200, { current_version: improvements ? '1.0' : null, total_improvements: improvements });
    if (path === '/chat/messages/m2/feedback') return json(200, { id: 'm2', feedback: 'negative' });
    if (method === 'POST' && path === `/organization/${ORG}/improvements/from-feedback`) {
      improvements += 1;
      return json(201, {
        message: 'Tally improved from your feedback: version 1.0 is now active.',
        version: {
          id: 'ver-1',
          version: '1.0',
          summary: 'Personnel means Salaries and Wages plus Payroll Taxes and Benefits',
          feedback: 'x',
          files: [],
          timestamp: T,
          is_active: true,
          success_rate: 100,
          source: 'response_feedback',
          performance_metrics: { questions_checked: 1, answers_kept: 1, answers_changed: 0, duration_ms: 300 },
          understood: [],
          message_id: 'm2',
        },
      });
    }
    if (path.startsWith('/organization/agent/documents/list')) return json(200, { documents: [] });
    return json(404, { detail: 'Not found', code: 'not_found' });
  });
  return { fetch, calls };
}

const auth = {
  claims: () => ({
    sub: 'auth0|owner',
    email: 'owner@riverbend.example',
    db_role: 'OWNER',
    db_organization_id: ORG,
    db_organization_name: 'Riverbend',
    db_agents_accessible: [{ agent_id: 'agent-1', foundry_agent_id: 'f-1' }],
  }),
  token: () => 'token',
  refresh: async () => 'token',
} as unknown as AuthClient;

async function show(total: number) {
  const server = fakeServer(total);
  vi.stubGlobal('fetch', server.fetch);
  const root = createRootRoute();
  const chat = createRoute({ getParentRoute: () => root, path: '/chat/$id', component: () => <ChatScreen auth={auth} conversationId="t1" /> });
  const history = createRoute({ getParentRoute: () => root, path: '/history', component: () => <p>History page</p> });
  const router = createRouter({ routeTree: root.addChildren([chat, history]), history: createMemoryHistory({ initialEntries: ['/chat/t1'] }), context: { auth } });
  await router.load();
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  await screen.findByText('Salaries are $412,000.', { exact: false });
  return server;
}

const answer = () => screen.getAllByTestId('message').find((m) => m.dataset.type === 'agent')!;

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    appStore.set(conversationsAtom, {});
    appStore.set(dashboardAtom, { status: 'loading', data: null, error: null, fromCache: false });
    appStore.set(improvementSummaryAtom, null);
    appStore.set(toastsAtom, []);
  });
});

describe("the chat header's 'Agent improved N time(s)'", () => {
  it('is hidden before any improvement', async () => {
    const server = await show(0);
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/improvements/summary'))).toBe(true));
    await act(async () => {});
    expect(screen.queryByTestId('agent-improved')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personnel costs');
  });

  it("reads 'Agent improved 1 time(s)' and 'Agent improved 3 time(s)', outside the heading", async () => {
    await show(1);
    expect((await screen.findByTestId('agent-improved')).textContent).toBe('Agent improved 1 time(s)');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personnel costs');
    cleanup();
    act(() => appStore.set(improvementSummaryAtom, null));
    await show(3);
    expect((await screen.findByTestId('agent-improved')).textContent).toBe('Agent improved 3 time(s)');
  });
});

describe('a thumbs-down that improves Tally', () => {
  it("opens 'Help Improve This Response', needs 10 characters, then marks the answer and links to the history", async () => {
    const server = await show(0);
    await userEvent.click(within(answer()).getByRole('button', { name: 'Bad response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help Improve This Response' });
    const box = within(dialog).getByLabelText('What was wrong?');
    const submit = within(dialog).getByRole('button', { name: 'Submit Improvement' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: '123456789' } });
    expect(within(dialog).getByText('Minimum 10 characters required')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Personnel includes payroll taxes and benefits.' } });
    expect(within(dialog).queryByText('Minimum 10 characters required')).toBeNull();
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help Improve This Response' })).toBeNull());
    const post = server.calls.find((c) => c.path.endsWith('/improvements/from-feedback'))!;
    expect(post.body).toEqual({ message_id: 'm2', text: 'Personnel includes payroll taxes and benefits.' });
    expect(within(answer()).getByText('• helped improve agent')).toBeTruthy();
    expect((within(answer()).getByRole('button', { name: 'Bad response' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'View History' }).getAttribute('href')).toBe('/history');
    expect(await screen.findByText('Tally improved: version 1.0 is active', { selector: '[role="status"] p' })).toBeTruthy();
    expect((await screen.findByTestId('agent-improved')).textContent).toBe('Agent improved 1 time(s)');
  });
});

describe('choices under a clarifying answer (issue 16)', () => {
  const CHOICES = [
    { label: 'Budget: $38,000', question: 'What is the budget for Rent in FY2025?' },
    { label: 'Actual: $36,000', question: 'What is the actual spending for Rent in FY2025?' },
  ];
  const ASK = 'Do you mean the budget or the actual figure for Rent in FY2025?';
  const clarifying = (id: string): Message => ({ ...message(id, 'assistant', ASK), choices: CHOICES });

  /** A conversation whose earlier and latest answers both ask, and a stream that answers a tapped choice. */
  async function showClarifying() {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const path = url.replace(/^\/api/, '');
        const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { content?: string }) : undefined;
        calls.push({ method, path, body });
        if (path === '/chat/dashboard') return json(200, { threads: [thread], folders: [] });
        if (path === '/chat/t1') {
          return json(200, {
            thread,
            messages: [message('m1', 'user', 'Rent?'), clarifying('m2'), message('m3', 'user', 'What is our rent for FY2025?'), clarifying('m4')],
          });
        }
        if (method === 'POST' && path === '/chat/t1/messages/stream') {
          const answer = { ...message('m6', 'assistant', 'The FY2025 budget for Rent is **$38,000**.') };
          const lines = [
            `data: ${JSON.stringify({ type: 'delta', delta: answer.content })}`,
            `data: ${JSON.stringify({ type: 'final', user_message: message('m5', 'user', body?.content ?? ''), message: answer })}`,
            'data: [DONE]',
          ];
          return new Response(lines.map((l) => `${l}\n\n`).join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });
        }
        if (path === `/organization/${ORG}/improvements/summary`) return json(200, { current_version: null, total_improvements: 0 });
        if (path.startsWith('/organization/agent/documents/list')) return json(200, { documents: [] });
        return json(404, { detail: 'Not found', code: 'not_found' });
      }),
    );
    const root = createRootRoute();
    const chat = createRoute({ getParentRoute: () => root, path: '/chat/$id', component: () => <ChatScreen auth={auth} conversationId="t1" /> });
    const router = createRouter({ routeTree: root.addChildren([chat]), history: createMemoryHistory({ initialEntries: ['/chat/t1'] }), context: { auth } });
    await router.load();
    render(
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    return calls;
  }

  it('show under the latest answer only; a tap sends its question in this conversation, as if typed, and the chips go', async () => {
    const calls = await showClarifying();
    const answers = () => screen.getAllByTestId('message').filter((m) => m.dataset.type === 'agent');
    expect(within(answers()[0]!).queryByRole('group', { name: 'Choices' })).toBeNull();
    const group = within(answers()[1]!).getByRole('group', { name: 'Choices' });
    expect(screen.getAllByRole('group', { name: 'Choices' })).toHaveLength(1);
    // A half-typed draft stays where it is.
    fireEvent.change(screen.getByTestId('composer'), { target: { value: 'And utilities?' } });

    await userEvent.click(within(group).getByRole('button', { name: 'Budget: $38,000' }));
    await screen.findByText('$38,000', { selector: 'strong' });
    const sent = calls.filter((c) => c.method === 'POST' && c.path === '/chat/t1/messages/stream');
    expect(sent.map((c) => (c.body as { content: string }).content)).toEqual(['What is the budget for Rent in FY2025?']);
    const users = screen.getAllByTestId('message').filter((m) => m.dataset.type === 'user');
    expect(users.at(-1)!.textContent).toContain('What is the budget for Rent in FY2025?');
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
    expect((screen.getByTestId('composer') as HTMLTextAreaElement).value).toBe('And utilities?');
  });

  it('are disabled offline, and a tap sends nothing', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const calls = await showClarifying();
    await act(async () => window.dispatchEvent(new Event('offline')));
    const budget = within(screen.getByRole('group', { name: 'Choices' })).getByRole('button', { name: 'Budget: $38,000' }) as HTMLButtonElement;
    await waitFor(() => expect(budget.disabled).toBe(true));
    await userEvent.click(budget);
    expect(calls.some((c) => c.path.endsWith('/messages/stream'))).toBe(false);
  });
});
