// The answer's stream (spec part 2, sections 4 and 8): POST /chat/{id}/messages/stream read with
// fetch and a ReadableStream reader (EventSource cannot send the bearer token). The server sends
// `data: {json}` lines (delta, error, final), then `data: [DONE]`; lines starting with ':' keep the
// connection alive. Failures come back as { code, message } with the spec's codes.
import type { Message, StreamEvent } from '../../../contracts/chat';
import { STREAM_ERROR_MESSAGES } from './messages';
import { MEMBERSHIP_INACTIVE, notifyBlocked } from '../../lib/api-client';

export type StreamClientCode = 'AUTH_ERROR' | 'MISSING_THREAD_ID' | 'HTTP_ERROR' | 'NO_BODY' | 'ABORTED' | 'NETWORK_ERROR' | 'UNKNOWN_ERROR' | 'PARSE_ERROR';

export interface StreamError {
  /** A client code above, or the server's own (QUERY_LIMIT_REACHED, AGENT_ERROR, ...). */
  code: string;
  message: string;
  /** The HTTP status, for HTTP_ERROR. */
  status?: number;
}

export type ParsedLine = { kind: 'event'; event: StreamEvent } | { kind: 'done' } | { kind: 'error'; error: StreamError };

const parseError = (): StreamError => ({ code: 'PARSE_ERROR', message: STREAM_ERROR_MESSAGES.PARSE_ERROR });

/** One complete line of the stream: an event, the end, a parse failure, or nothing (comments, blank lines, other fields). */
export function parseLine(line: string): ParsedLine | null {
  if (line === '' || line.startsWith(':')) return null;
  if (!line.startsWith('data:')) return null;
  const data = line.slice(5).replace(/^ /, '');
  if (data === '[DONE]') return { kind: 'done' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: 'error', error: parseError() };
  }
  if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') return { kind: 'error', error: parseError() };
  const event = value as { type: string; delta?: unknown; error?: { message?: unknown; code?: unknown } };
  switch (event.type) {
    case 'delta':
      return typeof event.delta === 'string' ? { kind: 'event', event: { type: 'delta', delta: event.delta } } : { kind: 'error', error: parseError() };
    case 'error':
      return {
        kind: 'event',
        event: {
          type: 'error',
          error: {
            message: typeof event.error?.message === 'string' ? event.error.message : STREAM_ERROR_MESSAGES.UNKNOWN_ERROR,
            code: typeof event.error?.code === 'string' ? event.error.code : 'UNKNOWN_ERROR',
          },
        },
      };
    case 'final':
      return { kind: 'event', event: value as StreamEvent };
    default:
      // Unknown event types are only logged (spec part 2, section 4).
      console.debug('Ignored a stream event of unknown type', event.type);
      return null;
  }
}

/** Splits text chunks into lines, keeping a partial last line for the next chunk. */
export function createLineSplitter() {
  let rest = '';
  return {
    push(chunk: string): string[] {
      rest += chunk;
      const lines = rest.split(/\r\n|\n|\r/);
      // A chunk ending between \r and \n yields one extra blank line, which is ignored.
      rest = lines.pop() ?? '';
      return lines;
    },
    end(): string[] {
      const last = rest;
      rest = '';
      return last ? [last] : [];
    },
  };
}

export interface StreamOptions {
  threadId: string | null | undefined;
  content: string;
  userId?: string | undefined;
  token: () => string | null;
  /** A new access token after a 401 'Invalid token' (once). */
  refresh?: () => Promise<string>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  baseUrl?: string;
  onDelta: (delta: string) => void;
  onFinal?: (final: { user_message: Message; message: Message }) => void;
}

export type StreamOutcome = { ok: true } | { ok: false; error: StreamError };

const fail = (code: StreamClientCode, message: string = STREAM_ERROR_MESSAGES[code as keyof typeof STREAM_ERROR_MESSAGES], status?: number): StreamOutcome => ({
  ok: false,
  error: status === undefined ? { code, message } : { code, message, status },
});

async function httpError(res: Response): Promise<StreamOutcome> {
  type ErrorBody = { message?: unknown; error?: unknown; detail?: unknown; code?: unknown } | null;
  const body = (await res.json().catch(() => null)) as ErrorBody;
  const nested = body?.error && typeof body.error === 'object' ? (body.error as { message?: unknown }).message : undefined;
  const message = [body?.message, body?.error, nested, body?.detail].find((v): v is string => typeof v === 'string' && v !== '');
  const outcome = fail('HTTP_ERROR', message ?? `HTTP ${res.status}: ${res.statusText}`, res.status);
  if (res.status === 403 && body?.code === MEMBERSHIP_INACTIVE) notifyBlocked(message ?? 'Your access to this organization has been blocked');
  // The server's own code (QUERY_LIMIT_REACHED, NO_DOCUMENTS, ...) lets the screen react to it.
  if (!outcome.ok && typeof body?.code === 'string' && body.code === body.code.toUpperCase()) outcome.error.code = body.code;
  return outcome;
}

const isAbort = (err: unknown, signal?: AbortSignal) => signal?.aborted || (err as { name?: string } | null)?.name === 'AbortError';

/** Streams one answer. Resolves (never rejects) with the outcome once the stream has ended. */
export async function streamAnswer(opts: StreamOptions): Promise<StreamOutcome> {
  const { threadId, signal } = opts;
  if (!threadId) return fail('MISSING_THREAD_ID');
  let token = opts.token();
  if (!token) return fail('AUTH_ERROR');
  const doFetch = opts.fetch ?? globalThis.fetch;
  const url = `${opts.baseUrl ?? '/api'}/chat/${encodeURIComponent(threadId)}/messages/stream`;
  const body = JSON.stringify({ content: opts.content, ...(opts.userId ? { user_id: opts.userId } : {}) });

  let res: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
        ...(signal ? { signal } : {}),
      });
    } catch (err) {
      return isAbort(err, signal) ? fail('ABORTED') : fail('NETWORK_ERROR');
    }
    if (res.status === 401 && attempt === 0 && opts.refresh) {
      const detail = await res
        .clone()
        .json()
        .then((b: { detail?: unknown }) => b?.detail)
        .catch(() => undefined);
      if (detail === 'Invalid token') {
        try {
          token = await opts.refresh();
          continue;
        } catch {
          return fail('AUTH_ERROR');
        }
      }
    }
    break;
  }
  if (!res.ok) return httpError(res);
  if (!res.body) return fail('NO_BODY');

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const lines = createLineSplitter();
  let error: StreamError | null = null;
  let done = false;

  const handle = (line: string) => {
    const parsed = parseLine(line);
    if (!parsed) return;
    if (parsed.kind === 'done') done = true;
    else if (parsed.kind === 'error') error ??= parsed.error;
    else if (parsed.event.type === 'delta') opts.onDelta(parsed.event.delta);
    else if (parsed.event.type === 'error') error ??= parsed.event.error;
    else opts.onFinal?.({ user_message: parsed.event.user_message, message: parsed.event.message });
  };

  try {
    while (!done) {
      const chunk = await reader.read();
      if (chunk.done) {
        for (const line of lines.push(decoder.decode())) handle(line);
        for (const line of lines.end()) handle(line);
        break;
      }
      for (const line of lines.push(decoder.decode(chunk.value, { stream: true }))) {
        handle(line);
        if (done) break;
      }
    }
  } catch (err) {
    if (isAbort(err, signal)) return fail('ABORTED');
    return error ? { ok: false, error } : fail('NETWORK_ERROR');
  } finally {
    if (done) void reader.cancel().catch(() => undefined);
  }
  return error ? { ok: false, error } : { ok: true };
}
