import { describe, expect, it, vi } from 'vitest';
import { onMembershipBlocked } from '../../lib/api-client';
import { createLineSplitter, parseLine, streamAnswer, type StreamOptions } from './stream';

const message = (id: string, role: 'user' | 'assistant', content: string) => ({
  id,
  thread_id: 't1',
  role,
  content,
  total_tokens: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  feedback: null,
  used_for_improvement: false,
});

/** A response whose body arrives in exactly these chunks. */
function sseResponse(chunks: string[], init: ResponseInit = { status: 200 }) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { ...init, headers: { 'content-type': 'text/event-stream' } });
}

function run(fetchImpl: typeof fetch, extra: Partial<StreamOptions> = {}) {
  const deltas: string[] = [];
  const finals: unknown[] = [];
  const promise = streamAnswer({
    threadId: 't1',
    content: 'What is our FY2025 budget for rent?',
    userId: 'u1',
    token: () => 'tok',
    fetch: fetchImpl,
    onDelta: (d) => deltas.push(d),
    onFinal: (f) => finals.push(f),
    ...extra,
  });
  return { promise, deltas, finals };
}

describe('parsing stream lines', () => {
  it('reads delta, error and final events, [DONE], and ignores comments and blank lines', () => {
    expect(parseLine('data: {"type":"delta","delta":"Rent "}')).toEqual({ kind: 'event', event: { type: 'delta', delta: 'Rent ' } });
    expect(parseLine('data:{"type":"delta","delta":"x"}')).toEqual({ kind: 'event', event: { type: 'delta', delta: 'x' } });
    expect(parseLine('data: {"type":"error","error":{"message":"Monthly limit reached","code":"QUERY_LIMIT_REACHED"}}')).toEqual({
      kind: 'event',
      event: { type: 'error', error: { message: 'Monthly limit reached', code: 'QUERY_LIMIT_REACHED' } },
    });
    expect(parseLine('data: [DONE]')).toEqual({ kind: 'done' });
    expect(parseLine(': keep-alive')).toBeNull();
    expect(parseLine('')).toBeNull();
    expect(parseLine('event: message')).toBeNull();
  });

  it('turns bad JSON into PARSE_ERROR ("Failed to parse stream data")', () => {
    expect(parseLine('data: {"type":"delta",')).toEqual({ kind: 'error', error: { code: 'PARSE_ERROR', message: 'Failed to parse stream data' } });
    expect(parseLine('data: 42')).toMatchObject({ kind: 'error', error: { code: 'PARSE_ERROR' } });
  });

  it('only logs unknown event types', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    expect(parseLine('data: {"type":"usage","tokens":3}')).toBeNull();
    expect(debug).toHaveBeenCalled();
    debug.mockRestore();
  });

  it('joins lines split across chunks, with \\n or \\r\\n', () => {
    const lines = createLineSplitter();
    expect(lines.push('data: {"type":"del')).toEqual([]);
    expect(lines.push('ta","delta":"a"}\r\ndata: [DO')).toEqual(['data: {"type":"delta","delta":"a"}']);
    expect(lines.push('NE]\n')).toEqual(['data: [DONE]']);
    expect(lines.push('tail')).toEqual([]);
    expect(lines.end()).toEqual(['tail']);
  });
});

describe('streaming an answer', () => {
  it('hands each delta over in order, even when events and UTF-8 characters are split between chunks, and passes the final event', async () => {
    const final = { type: 'final', user_message: message('m1', 'user', 'q'), message: message('m2', 'assistant', 'Rent is $94,450 — FY2025.') };
    const text = `: ping\n\ndata: {"type":"delta","delta":"Rent is "}\n\ndata: {"type":"delta","delta":"$94,450 — FY2025."}\n\ndata: ${JSON.stringify(final)}\n\ndata: [DONE]\n\n`;
    const bytes = new TextEncoder().encode(text);
    const dash = text.indexOf('—');
    const cut = new TextEncoder().encode(text.slice(0, dash)).length + 1; // inside the 3-byte dash
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 30));
        c.enqueue(bytes.slice(30, cut));
        c.enqueue(bytes.slice(cut));
        c.close();
      },
    });
    const fetchImpl = vi.fn(async () => new Response(body, { status: 200 }));
    const { promise, deltas, finals } = run(fetchImpl as unknown as typeof fetch);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(deltas.join('')).toBe('Rent is $94,450 — FY2025.');
    expect(finals).toHaveLength(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/t1/messages/stream');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ accept: 'text/event-stream', authorization: 'Bearer tok' });
    expect(JSON.parse(String(init.body))).toEqual({ content: 'What is our FY2025 budget for rent?', user_id: 'u1' });
  });

  it('passes a server error event through with its own message and code, keeping the deltas before it', async () => {
    const { promise, deltas } = run(async () =>
      sseResponse([
        'data: {"type":"delta","delta":"Partial"}\n',
        'data: {"type":"error","error":{"message":"The assistant stopped.","code":"AGENT_ERROR"}}\n',
        'data: [DONE]\n',
      ]),
    );
    await expect(promise).resolves.toEqual({ ok: false, error: { code: 'AGENT_ERROR', message: 'The assistant stopped.' } });
    expect(deltas).toEqual(['Partial']);
  });

  it('reports PARSE_ERROR for a line it cannot read', async () => {
    const { promise } = run(async () => sseResponse(['data: {oops}\n', 'data: [DONE]\n']));
    await expect(promise).resolves.toEqual({ ok: false, error: { code: 'PARSE_ERROR', message: 'Failed to parse stream data' } });
  });

  it('stops reading at [DONE]', async () => {
    const { promise, deltas } = run(async () => sseResponse(['data: {"type":"delta","delta":"a"}\ndata: [DONE]\ndata: {"type":"delta","delta":"b"}\n']));
    await expect(promise).resolves.toEqual({ ok: true });
    expect(deltas).toEqual(['a']);
  });

  it('maps its own failures to the spec codes', async () => {
    const neverCalled = vi.fn();
    await expect(run(neverCalled as unknown as typeof fetch, { threadId: null }).promise).resolves.toEqual({
      ok: false,
      error: { code: 'MISSING_THREAD_ID', message: 'Thread ID is required for streaming. Please create a thread first.' },
    });
    await expect(run(neverCalled as unknown as typeof fetch, { token: () => null }).promise).resolves.toEqual({
      ok: false,
      error: { code: 'AUTH_ERROR', message: 'Authentication token not found' },
    });
    expect(neverCalled).not.toHaveBeenCalled();
    await expect(run(async () => Promise.reject(new TypeError('Failed to fetch'))).promise).resolves.toEqual({
      ok: false,
      error: { code: 'NETWORK_ERROR', message: 'Network error occurred' },
    });
    await expect(run(async () => new Response(null, { status: 200 })).promise).resolves.toEqual({
      ok: false,
      error: { code: 'NO_BODY', message: 'No response body received' },
    });
    const controller = new AbortController();
    controller.abort();
    await expect(run(async () => Promise.reject(new DOMException('aborted', 'AbortError')), { signal: controller.signal }).promise).resolves.toEqual({
      ok: false,
      error: { code: 'ABORTED', message: 'Stream was aborted' },
    });
  });

  it('HTTP errors carry the body message, else "HTTP {status}: {text}", and the server code when there is one', async () => {
    await expect(
      run(async () => Response.json({ detail: 'Your organisation has used its 1000 questions this month.', code: 'QUERY_LIMIT_REACHED' }, { status: 429 }))
        .promise,
    ).resolves.toEqual({
      ok: false,
      error: { code: 'QUERY_LIMIT_REACHED', message: 'Your organisation has used its 1000 questions this month.', status: 429 },
    });
    await expect(run(async () => Response.json({ message: 'Bad thing' }, { status: 400 })).promise).resolves.toEqual({
      ok: false,
      error: { code: 'HTTP_ERROR', message: 'Bad thing', status: 400 },
    });
    await expect(run(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })).promise).resolves.toEqual({
      ok: false,
      error: { code: 'HTTP_ERROR', message: 'HTTP 502: Bad Gateway', status: 502 },
    });
  });

  it('a 403 membership_inactive tells the blocked-membership listeners (the shell says it once)', async () => {
    const heard: string[] = [];
    const stop = onMembershipBlocked((d) => heard.push(d));
    const outcome = await run(async () => Response.json({ detail: 'Your access to Riverbend has been blocked.', code: 'membership_inactive' }, { status: 403 })).promise;
    stop();
    expect(outcome).toEqual({ ok: false, error: { code: 'HTTP_ERROR', message: 'Your access to Riverbend has been blocked.', status: 403 } });
    expect(heard).toEqual(['Your access to Riverbend has been blocked.']);
  });

  it('refreshes the token once after 401 "Invalid token" and asks again', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ detail: 'Invalid token', code: 'invalid_token' }, { status: 401 }))
      .mockResolvedValueOnce(sseResponse(['data: {"type":"delta","delta":"ok"}\n', 'data: [DONE]\n']));
    const refresh = vi.fn(async () => 'fresh');
    const { promise, deltas } = run(fetchImpl as unknown as typeof fetch, { refresh });
    await expect(promise).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[1]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer fresh' });
    expect(deltas).toEqual(['ok']);
  });

  it('a connection lost mid-answer is a NETWORK_ERROR, keeping what arrived', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (!sent) {
          sent = true;
          c.enqueue(new TextEncoder().encode('data: {"type":"delta","delta":"Half"}\n'));
        } else c.error(new TypeError('network'));
      },
    });
    const { promise, deltas } = run(async () => new Response(body));
    await expect(promise).resolves.toEqual({ ok: false, error: { code: 'NETWORK_ERROR', message: 'Network error occurred' } });
    expect(deltas).toEqual(['Half']);
  });
});
