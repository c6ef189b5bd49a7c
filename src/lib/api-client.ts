// The one HTTP client every product API call goes through, so that the bearer token, the shared
// silent refresh on 'Invalid token', the retries of transient failures and cancellation behave the
// same on every screen. Errors always surface as ApiError { status, detail, code }.
import { TOKEN_KEY } from './storage-keys';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, Blob and URLSearchParams, which fetch encodes itself. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: no retries of network errors, 5xx and 429 (a POST that creates something and answers
   * a refusal such as a daily limit must not be sent again). The token refresh still applies.
   */
  retry?: boolean;
}

export interface ApiClientConfig {
  /** Obtains a new access token silently; rejects when the session cannot be renewed. */
  refreshToken: () => Promise<string>;
  /** Signs the user out after a failed refresh. */
  signOut: () => Promise<void> | void;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch, looked up at each attempt. */
  fetch?: typeof fetch;
  /** Waits between retries; must reject with an AbortError when the signal aborts. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Prefix of every path. */
  baseUrl?: string;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  configure(config: ApiClientConfig | null): void;
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** Retries after the first attempt for network errors, 5xx, 408 and 429. */
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1000;
export const MAX_RETRY_AFTER_MS = 60_000;

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
const isAbortError = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw abortError();
}

/** setTimeout-based, so vitest fake timers drive it. */
export function abortableWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settles like `promise`, or rejects with an AbortError as soon as the signal aborts. */
function raceAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** Retry-After in seconds or as an HTTP date, capped; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

const isRawBody = (body: unknown) =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);

const isTransientStatus = (status: number) => status >= 500 || status === 408 || status === 429;

type ErrorBody = { detail?: unknown; message?: unknown; error?: unknown; code?: unknown } | null;

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function readErrorBody(res: Response, signal?: AbortSignal): Promise<ErrorBody> {
  try {
    const body = await readJson(res);
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : null;
  } catch (err) {
    if (signal?.aborted || isAbortError(err)) throw abortError();
    return null;
  }
}

function toApiError(res: Response, body: ErrorBody): ApiError {
  const text = [body?.detail, body?.message, body?.error].find((v): v is string => typeof v === 'string' && v !== '');
  const code = typeof body?.code === 'string' ? body.code : 'http_error';
  return new ApiError(res.status, text ?? `HTTP ${res.status}: ${res.statusText}`, code);
}

/** The code of a 403 that means the signed-in person's membership was blocked by an admin. */
export const MEMBERSHIP_INACTIVE = 'membership_inactive';

const blockedListeners = new Set<(detail: string) => void>();

/** Calls `listener` with the server's sentence whenever a request meets a blocked membership. */
export function onMembershipBlocked(listener: (detail: string) => void): () => void {
  blockedListeners.add(listener);
  return () => blockedListeners.delete(listener);
}

/** Tells the listeners; for requests that do not go through the client (the chat's stream). */
export function notifyBlocked(detail: string) {
  for (const listener of blockedListeners) {
    try {
      listener(detail);
    } catch (err) {
      console.error('A blocked-membership listener failed', err);
    }
  }
}

// The stored token, kept in memory too so a refreshed token still works where localStorage throws.
let memoryToken: string | null = null;

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return memoryToken;
  }
}

function storeToken(token: string) {
  memoryToken = token;
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Private modes may refuse storage; the in-memory copy serves this page.
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const wait = options.wait ?? abortableWait;
  const baseUrl = options.baseUrl ?? '/api';
  let config: ApiClientConfig | null = null;
  // The refresh in flight, shared by every request that meets 'Invalid token' meanwhile.
  let refreshing: Promise<string> | null = null;
  // The token whose refresh failed: requests still carrying it fail without a second refresh
  // (and a second sign-out) until a new sign-in stores another token.
  let failedFor: string | null | undefined;

  function refresh(current: ApiClientConfig, stale: string | null): Promise<string> {
    refreshing ??= (async () => {
      try {
        const token = await current.refreshToken();
        if (typeof token !== 'string' || token === '') throw new Error('The refresh gave no token');
        storeToken(token);
        return token;
      } catch (err) {
        try {
          await current.signOut();
        } catch (signOutErr) {
          console.error('Signing out after a failed token refresh failed', signOutErr);
        }
        failedFor = stale;
        throw err;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function request<T>(path: string, { method = 'GET', body, signal, retry = true }: RequestOptions = {}): Promise<T> {
    const raw = isRawBody(body);
    let retries = 0;
    let refreshed = false;

    for (;;) {
      throwIfAborted(signal);
      const token = readToken();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined && !raw) headers['content-type'] = 'application/json';

      let res: Response;
      try {
        const doFetch = options.fetch ?? globalThis.fetch;
        res = await doFetch(`${baseUrl}${path}`, {
          method,
          headers,
          ...(body !== undefined ? { body: raw ? (body as BodyInit) : JSON.stringify(body) } : {}),
          ...(signal ? { signal } : {}),
        });
      } catch (err) {
        if (signal?.aborted || isAbortError(err)) throw abortError();
        if (!retry || retries >= MAX_RETRIES) throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network_error');
        retries++;
        await wait(RETRY_DELAY_MS, signal);
        continue;
      }

      if (res.ok) {
        if (res.status === 204) return undefined as T;
        try {
          return (await readJson(res)) as T;
        } catch (err) {
          if (signal?.aborted || isAbortError(err)) throw abortError();
          throw new ApiError(res.status, 'The server sent a response that is not JSON.', 'invalid_response');
        }
      }

      const errorBody = await readErrorBody(res, signal);
      const error = toApiError(res, errorBody);

      if (res.status === 401 && errorBody?.detail === 'Invalid token' && !refreshed && config && token !== failedFor) {
        refreshed = true;
        // Someone refreshed since this request was sent: retry with their token instead.
        const latest = readToken();
        if (!(latest && latest !== token)) {
          try {
            await raceAbort(refresh(config, token), signal);
          } catch {
            if (signal?.aborted) throw abortError();
            throw error;
          }
        }
        continue;
      }

      if (res.status === 403 && error.code === MEMBERSHIP_INACTIVE) notifyBlocked(error.detail);

      if (retry && isTransientStatus(res.status) && retries < MAX_RETRIES) {
        retries++;
        const delay = res.status === 429 ? parseRetryAfter(res.headers.get('retry-after')) : null;
        await wait(delay ?? RETRY_DELAY_MS, signal);
        continue;
      }

      throw error;
    }
  }

  return {
    request,
    configure(next) {
      config = next;
    },
  };
}

/** The app's client; configureApiClient wires it to the auth client at start. */
export const apiClient = createApiClient();

export function configureApiClient(config: ApiClientConfig | null): void {
  apiClient.configure(config);
}

export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiClient.request<T>(path, options);
}
