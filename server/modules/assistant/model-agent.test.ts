// The model provider against a small OpenAI-compatible streaming server started here (node:http,
// SSE chunks): the request it receives (model, stream, bearer key, the system prompt, the
// history and the analyst's grounding), the deltas streamed on to the chat client, token usage,
// a clarifying grounding's choices kept with the answer, and its failures (non-2xx, unreachable,
// silent for too long) as PROVIDER_ERROR without the key.
// Also the configuration: LLM_BASE_URL, LLM_API_KEY and LLM_MODEL all or none.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StewardApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import type { Message } from '../../../contracts/chat';
import { call, createChatApp, newThread, orgWithDocuments, parseStream, type AgentBox } from '../../../tests/server/chat';
import { testConfig } from '../../../tests/server/harness';
import type { Organisation } from '../../../tests/server/documents';
import { closeDefaultParsers } from '../documents/processor';
import type { Analyst, Grounding } from './agent';
import { createAgent } from '.';
import { SYSTEM_PROMPT } from './model-agent';

const API_KEY = 'sk-test-0123456789abcdef-never-shown';
const MODEL = 'test-model-1';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }>; [k: string]: unknown };
}

type Behaviour = 'answer' | 'no-usage' | 'refuse' | 'hang' | 'empty';

let behaviour: Behaviour = 'answer';
const received: Received[] = [];
const PIECES = ['The FY2025 budget for rent is ', '**$94,450**', ', from FY2025 Operating Budget.csv.'];

const provider = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => (raw += c));
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as Received['body'] });
    if (behaviour === 'refuse') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}` } }));
      return;
    }
    if (behaviour === 'hang') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`);
      return; // and never another byte
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    chunk({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] });
    if (behaviour !== 'empty') {
      for (const content of PIECES) chunk({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] });
    }
    chunk({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if (behaviour === 'answer') chunk({ id: 'c1', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 812, completion_tokens: 37, total_tokens: 849 } });
    res.write(': a comment the client ignores\n\n');
    res.end('data: [DONE]\n\n');
  });
});

/** A fixed grounding, so the request can be checked word for word. */
const GROUNDING: Grounding = {
  answer: 'The FY2025 budget for Rent and Occupancy is $94,450.\n\nSource: FY2025 Operating Budget.csv, row Rent and Occupancy, column FY2025 Budget.',
  found: true,
  clarifying: false,
  figures: [{ label: 'FY2025 Budget for Rent and Occupancy', value: 94450, formatted: '$94,450', source: 'FY2025 Operating Budget.csv, row Rent and Occupancy, column FY2025 Budget' }],
  passages: [{ text: 'Rent and Occupancy | FY2024 Actual: 91,200 | FY2025 Budget: 94,450', source: 'FY2025 Operating Budget.csv' }],
};
const analyst: Analyst = { analyse: async () => GROUNDING };

let app: StewardApp;
let box: AgentBox;
let org: Organisation;
let baseUrl: string;
let env: Record<string, string>;

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  env = { LLM_BASE_URL: `${baseUrl}/`, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL };
  ({ app, box } = await createChatApp({ env }));
  org = await orgWithDocuments(app);
}, 90_000);
afterAll(async () => {
  await app.close();
  await closeDefaultParsers();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
afterEach(() => {
  behaviour = 'answer';
  received.length = 0;
});

const streamed = async (threadId: string, content: string) => {
  const res = await call(app, 'POST', `/api/chat/${threadId}/messages/stream`, org.token, { content });
  expect(res.statusCode, res.body).toBe(200);
  return { res, parsed: parseStream(res.body) };
};

describe('the model provider behind the chat', () => {
  it('is what the app uses when LLM_* are set: the chat question reaches the provider with the analyst’s grounding', async () => {
    // An app that builds its agent from the configuration alone, as in production.
    const { app: configured } = await createChatApp({ env, agent: null });
    const thread = await newThread(configured, org, org, 'Configured');
    const res = await call(configured, 'POST', `/api/chat/${thread.id}/messages/stream`, org.token, { content: 'What is our FY2025 budget for rent?' });
    await configured.close();
    expect(res.statusCode, res.body).toBe(200);
    const parsed = parseStream(res.body);
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({ model: MODEL, stream: true });
    const last = request.body.messages.at(-1)!;
    expect(last.role).toBe('user');
    expect(last.content.startsWith('What is our FY2025 budget for rent?\n\n<grounding>')).toBe(true);
    expect(parsed.events.filter((e) => e.type === 'delta').map((e) => (e as { delta: string }).delta)).toEqual(PIECES);
  });

  it('sends the system prompt, the profile, the history and the grounding; streams the deltas; stores the usage', async () => {
    box.agent = createAgent(testConfig(env), { analyst });
    const thread = await newThread(app, org, org, 'Grounded');
    await streamed(thread.id, 'First question');
    received.length = 0;
    const { parsed } = await streamed(thread.id, 'What is our FY2025 budget for rent?');

    const { body } = received[0]!;
    expect(body.model).toBe(MODEL);
    expect(body.stream).toBe(true);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const [system, firstQuestion, firstAnswer, question] = body.messages as [Received['body']['messages'][number], ...Received['body']['messages']];
    expect(system.content.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(system.content).toContain('You are Tally');
    expect(system.content).toContain('first sentence');
    expect(system.content).toContain('Organisation: Riverbend Community Food Bank.');
    expect(firstQuestion).toEqual({ role: 'user', content: 'First question' });
    expect(firstAnswer).toEqual({ role: 'assistant', content: PIECES.join('') });
    expect(question!.content).toBe(
      [
        'What is our FY2025 budget for rent?',
        '',
        '<grounding>',
        'Found in the documents: yes.',
        '',
        "The analyst's answer (exact; its figures are computed from the documents):",
        GROUNDING.answer,
        '',
        'Figures:',
        '- FY2025 Budget for Rent and Occupancy: $94,450 (source: FY2025 Operating Budget.csv, row Rent and Occupancy, column FY2025 Budget)',
        '',
        'Passages:',
        '[1] FY2025 Operating Budget.csv: Rent and Occupancy | FY2024 Actual: 91,200 | FY2025 Budget: 94,450',
        '</grounding>',
      ].join('\n'),
    );

    expect(parsed.lines.filter((l) => l.startsWith('data: ')).slice(0, 3)).toEqual(PIECES.map((delta) => `data: ${JSON.stringify({ type: 'delta', delta })}`));
    const final = parsed.events.at(-1) as { type: 'final'; message: Message };
    expect(final.type).toBe('final');
    expect(final.message).toMatchObject({ role: 'assistant', content: PIECES.join(''), prompt_tokens: 812, completion_tokens: 37, total_tokens: 849 });
    expect(parsed.done).toBe(true);
  });

  it('estimates the usage when the provider reports none', async () => {
    behaviour = 'no-usage';
    box.agent = createAgent(testConfig(env), { analyst });
    const thread = await newThread(app, org, org, 'No usage');
    const { parsed } = await streamed(thread.id, 'Rent?');
    const final = parsed.events.at(-1) as { type: 'final'; message: Message };
    expect(final.message.completion_tokens).toBe(Math.ceil(PIECES.join('').length / 4));
    expect(final.message.prompt_tokens).toBeGreaterThan(Math.ceil(GROUNDING.answer.length / 4));
  });

  it('keeps a clarifying grounding’s choices: the model is told them, and the answer is stored with them (issue 16)', async () => {
    const choices = [
      { label: 'Budget: $38,000', question: 'What is the budget for Rent in FY2025?' },
      { label: 'Actual: $36,000', question: 'What is the actual spending for Rent in FY2025?' },
    ];
    const clarifying: Grounding = {
      answer: 'Do you mean the budget or the actual figure for Rent in FY2025? The budget is **$38,000**; the actual is **$36,000**.',
      found: false,
      clarifying: true,
      figures: [],
      passages: [],
      choices,
    };
    box.agent = createAgent(testConfig(env), { analyst: { analyse: async () => clarifying } });
    const thread = await newThread(app, org, org, 'Clarifying');
    const { parsed } = await streamed(thread.id, 'What is our rent for FY2025?');
    const question = received[0]!.body.messages.at(-1)!.content;
    expect(question).toContain('The analyst asks a clarifying question');
    expect(question).toContain(['Choices, shown under your reply as buttons the person can tap:', '- Budget: $38,000', '- Actual: $36,000'].join('\n'));
    const final = parsed.events.at(-1) as { type: 'final'; message: Message };
    // The model's words, the analyst's choices.
    expect(final.message.content).toBe(PIECES.join(''));
    expect(final.message.choices).toEqual(choices);
    const loaded = (await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).json() as { messages: Message[] };
    expect(loaded.messages.at(-1)!.choices).toEqual(choices);
  });

  it('falls back to the analyst’s own answer when the provider streams no text', async () => {
    behaviour = 'empty';
    box.agent = createAgent(testConfig(env), { analyst });
    const thread = await newThread(app, org, org, 'Empty');
    const { parsed } = await streamed(thread.id, 'Rent?');
    const final = parsed.events.at(-1) as { type: 'final'; message: Message };
    expect(final.message.content).toBe(GROUNDING.answer);
  });

  it('a refusal (non-2xx) becomes an error event PROVIDER_ERROR; the key never reaches the client', async () => {
    behaviour = 'refuse';
    box.agent = createAgent(testConfig(env), { analyst });
    const thread = await newThread(app, org, org, 'Refused');
    const { res, parsed } = await streamed(thread.id, 'Rent?');
    expect(res.body).not.toContain(API_KEY);
    expect(parsed.events.map((e) => e.type)).toEqual(['error', 'final']);
    expect(parsed.events[0]).toEqual({
      type: 'error',
      error: { message: 'The model provider refused the request (HTTP 401). Please try again later.', code: 'PROVIDER_ERROR' },
    });
    expect(parsed.events[1]).toMatchObject({ message: { role: 'system', content: 'The model provider refused the request (HTTP 401). Please try again later.' } });
    const plain = await call(app, 'POST', `/api/chat/${thread.id}/messages`, org.token, { content: 'Rent?' });
    expect(plain.statusCode).toBe(502);
    expect(plain.json().code).toBe('PROVIDER_ERROR');
    expect(plain.body).not.toContain(API_KEY);
  });

  it('an unreachable provider and a silent one (timeout) become PROVIDER_ERROR with a sentence', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    box.agent = createAgent(testConfig({ ...env, LLM_BASE_URL: `http://127.0.0.1:${deadPort}/v1` }), { analyst });
    const thread = await newThread(app, org, org, 'Unreachable');
    let { parsed } = await streamed(thread.id, 'Rent?');
    expect(parsed.events[0]).toEqual({ type: 'error', error: { message: 'The model provider could not be reached. Please try again in a moment.', code: 'PROVIDER_ERROR' } });

    behaviour = 'hang';
    box.agent = createAgent(testConfig(env), { analyst, timeoutMs: 300 });
    const started = Date.now();
    ({ parsed } = await streamed(thread.id, 'Rent?'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(parsed.events[0]).toEqual({ type: 'error', error: { message: 'The model provider took too long to answer. Please try again.', code: 'PROVIDER_ERROR' } });
    expect(parsed.done).toBe(true);
  });
});

describe('configuration: LLM_BASE_URL, LLM_API_KEY and LLM_MODEL', () => {
  it('all three make the model provider the agent; none leaves the local analyst', () => {
    expect(loadConfig({ LLM_BASE_URL: 'https://api.example.org/v1/', LLM_API_KEY: 'k', LLM_MODEL: 'm' }).llm).toEqual({
      baseUrl: 'https://api.example.org/v1',
      apiKey: 'k',
      model: 'm',
    });
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: ' ', LLM_API_KEY: '', LLM_MODEL: '' }).llm).toBeNull();
  });

  it('refuses one or two of them, or a URL that is not http(s)', () => {
    for (const env of [{ LLM_BASE_URL: 'https://api.example.org/v1' }, { LLM_API_KEY: 'k', LLM_MODEL: 'm' }, { LLM_MODEL: 'm' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/LLM_BASE_URL, LLM_API_KEY and LLM_MODEL must be set together/);
    }
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });
});
