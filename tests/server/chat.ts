// Helpers for the chat tests: the real app with an agent the test controls (a box whose agent a
// test can swap), an organisation with a real uploaded and processed document, thread calls, and
// a reader for the stream's `data:` lines and comments.
import { expect } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StewardApp } from '../../server/app';
import { buildApp } from '../../server/app';
import type { Thread, StreamEvent } from '../../contracts/chat';
import type { Agent } from '../../server/modules/assistant/agent';
import { createAgent } from '../../server/modules/assistant';
import { onboardedOwner, samples, uploadOne, waitForProcessed, type Organisation } from './documents';
import { testConfig, testDatabase } from './harness';

/** An agent whose behaviour a test can replace (`box.agent = ...`); the configured one by default. */
export interface AgentBox {
  agent: Agent;
  readonly initial: Agent;
}

export async function createChatApp(options: { env?: Record<string, string>; keepAliveMs?: number; agent?: Agent | null } = {}) {
  const database = await testDatabase();
  const config = testConfig(options.env);
  const initial = createAgent(config);
  const box: AgentBox = { agent: initial, initial };
  const agent: Agent = { reply: (question, context, usage, extras) => box.agent.reply(question, context, usage, extras) };
  const app = await buildApp({
    config,
    database: { ...database, close: async () => {} },
    identityRateLimits: {
      loginPerIp: { limit: 10_000, windowSeconds: 60 },
      signupPerIp: { limit: 10_000, windowSeconds: 60 },
      tokenPerIp: { limit: 10_000, windowSeconds: 60 },
    },
    documents: { pollMs: 50, backoffMs: [100, 200], stopGraceMs: 200 },
    chat: {
      ...(options.agent === null ? {} : { agent: options.agent ?? agent }),
      ...(options.keepAliveMs !== undefined ? { keepAliveMs: options.keepAliveMs } : {}),
    },
  });
  await app.ready();
  return { app, box };
}

export const BUDGET_CSV = 'Account,FY2024 Actual,FY2025 Budget\nSalaries and Wages,398000,412000\nRent and Occupancy,91200,94450\nTotal Expenses,489200,506450\n';

/** An onboarded organisation with one real CSV uploaded and processed (ready). */
export async function orgWithDocuments(app: StewardApp, name = 'Riverbend Community Food Bank'): Promise<Organisation> {
  const org = await onboardedOwner(app, name);
  await addDocument(app, org, org.token);
  return org;
}

export async function addDocument(app: StewardApp, org: Organisation, token: string, fileName = 'FY2025 Operating Budget.csv') {
  const res = await uploadOne(app, token, org, { name: fileName, content: samples.csv(BUDGET_CSV) });
  expect(res.statusCode, res.body).toBe(201);
  const [doc] = await waitForProcessed(app, token, org, [fileName], 30_000);
  expect(doc?.status, doc?.error ?? '').toBe('ready');
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function call(app: StewardApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export async function newThread(app: StewardApp, who: { token: string; sub: string }, org: { orgId: string; agentId: string }, title = 'A question'): Promise<Thread> {
  const res = await call(app, 'POST', '/api/chat/', who.token, { user_id: who.sub, f_agent_id: org.agentId, organization_id: org.orgId, title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Thread;
}

export interface ParsedStream {
  /** Every non-empty line, as sent. */
  lines: string[];
  events: StreamEvent[];
  comments: string[];
  done: boolean;
}

/**
 * Reads an event stream's text strictly: every block is one line followed by a blank line; a
 * line is a `data: ` line (JSON or [DONE]) or a comment starting with ':'. Anything else fails.
 */
export function parseStream(text: string): ParsedStream {
  expect(text.endsWith('\n\n'), 'the stream ends with a blank line').toBe(true);
  const blocks = text.slice(0, -2).split('\n\n');
  const out: ParsedStream = { lines: [], events: [], comments: [], done: false };
  for (const block of blocks) {
    expect(block.includes('\n'), `one line per block: ${JSON.stringify(block)}`).toBe(false);
    out.lines.push(block);
    if (block.startsWith(':')) {
      out.comments.push(block);
      continue;
    }
    expect(block.startsWith('data: '), `a data line: ${JSON.stringify(block)}`).toBe(true);
    const data = block.slice(6);
    if (data === '[DONE]') {
      expect(out.done, 'one [DONE]').toBe(false);
      out.done = true;
      continue;
    }
    expect(out.done, 'nothing after [DONE]').toBe(false);
    out.events.push(JSON.parse(data) as StreamEvent);
  }
  return out;
}

/** The app's port on loopback, for tests that need a real connection (timing, disconnects). */
export async function listening(app: StewardApp) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface LiveStream {
  status: Promise<number>;
  /** Text received so far, and when each chunk came (ms since the request). */
  chunks: Array<{ at: number; text: string }>;
  text(): string;
  /** Resolves once the received text satisfies `test`. */
  until(test: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  ended: Promise<void>;
  /** Drops the connection (the person leaves). */
  destroy(): void;
}

/** Starts a streamed send over a real connection. */
export function liveStream(port: number, token: string, threadId: string, content: string): LiveStream {
  const started = Date.now();
  const chunks: LiveStream['chunks'] = [];
  const waiters: Array<() => void> = [];
  let resolveStatus!: (n: number) => void;
  let resolveEnded!: () => void;
  const status = new Promise<number>((r) => (resolveStatus = r));
  const ended = new Promise<void>((r) => (resolveEnded = r));
  const body = JSON.stringify({ content });
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/chat/${threadId}/messages/stream`,
      headers: { ...auth(token), 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      resolveStatus(res.statusCode ?? 0);
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        chunks.push({ at: Date.now() - started, text });
        for (const w of waiters.splice(0)) w();
      });
      res.on('end', resolveEnded);
      res.on('close', resolveEnded);
      res.on('error', resolveEnded);
    },
  );
  req.on('error', () => resolveEnded());
  req.end(body);
  const text = () => chunks.map((c) => c.text).join('');
  return {
    status,
    chunks,
    text,
    ended,
    destroy: () => req.destroy(),
    async until(test, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(text())) {
        if (Date.now() > deadline) throw new Error(`timed out; received: ${JSON.stringify(text())}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
      return text();
    },
  };
}

/** An agent that says `pieces`, waiting `delayMs` before each; it records what it was given. */
export function scriptedAgent(pieces: string[], options: { delayMs?: number; firstDelayMs?: number; failAfter?: Error; usage?: { prompt: number; completion: number } } = {}) {
  const seen: Array<{ question: string; history: Array<{ role: string; content: string }>; aborted: () => boolean; profileName: string; instructions: string[] }> = [];
  const agent: Agent = {
    async *reply(question, context, usage) {
      seen.push({
        question,
        history: context.history,
        aborted: () => context.signal.aborted,
        profileName: context.profile.name,
        instructions: context.instructions,
      });
      for (const [i, piece] of pieces.entries()) {
        const wait = i === 0 ? (options.firstDelayMs ?? options.delayMs ?? 0) : (options.delayMs ?? 0);
        if (wait) await new Promise((r) => setTimeout(r, wait));
        if (context.signal.aborted) return;
        if (usage && options.usage) {
          usage.promptTokens = options.usage.prompt;
          usage.completionTokens = options.usage.completion;
        }
        yield piece;
      }
      if (options.failAfter) throw options.failAfter;
    },
  };
  return { agent, seen };
}
