import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient, createApiClient, onMembershipBlocked, parseRetryAfter } from './api-client';
import { TOKEN_KEY } from './storage-keys';
import { useAbortSignal } from './use-abort-signal';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const invalidToken = () => json(401, { detail: 'Invalid token', code: 'invalid_token' });

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
const authorizationOf = (call: number) => headersOf(call).get('authorization');

/** Lets a request run until it waits on a timer. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(TOKEN_KEY, 'old-token');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  configureApiClient(null);
  localStorage.clear();
});

describe('apiRequest', () => {
  it('tells the blocked-membership listeners of a 403 membership_inactive, and of no other 403', async () => {
    const heard: string[] = [];
    const stop = onMembershipBlocked((detail) => heard.push(detail));
    fetchMock
      .mockResolvedValueOnce(json(403, { detail: 'Only owners and admins can do this', code: 'forbidden' }))
      .mockResolvedValueOnce(json(403, { detail: 'Your access to Riverbend has been blocked', code: 'membership_inactive' }));
    await expect(apiRequest('/documents')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(heard).toEqual([]);
    await expect(apiRequest('/documents')).rejects.toMatchObject({ status: 403, code: 'membership_inactive' });
    expect(heard).toEqual(['Your access to Riverbend has been blocked']);
    stop();
    fetchMock.mockResolvedValueOnce(json(403, { detail: 'again', code: 'membership_inactive' }));
    await expect(apiRequest('/documents')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveLength(1);
  });

  it('sends to /api{path} with the stored bearer token and reads JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { members: [] }));
    await expect(apiRequest('/organization/o1/members')).resolves.toEqual({ members: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/organization/o1/members');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(authorizationOf(0)).toBe('Bearer old-token');
    expect(headersOf(0).get('accept')).toBe('application/json');
  });

  it('sends a JSON body as JSON', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 'u1' }));
    await apiRequest('/auth/register', { method: 'POST', body: { email: 'a@b.org' } });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@b.org"}');
    expect(headersOf(0).get('content-type')).toBe('application/json');
  });

  it('sends a FormData body as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 'd1' }));
    const form = new FormData();
    form.append('name', 'budget.pdf');
    await apiRequest('/documents', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(0).get('content-type')).toBeNull();
  });

  it('answers undefined for a 204 and for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 })).mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiRequest('/auth/invites/i1', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(apiRequest('/auth/invites/i1/resend', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('token refresh on 401 "Invalid token"', () => {
  it('makes ten concurrent 401s share exactly one refresh, then retries each with the new token', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init?.headers).get('authorization') === 'Bearer new-token' ? json(200, { ok: true }) : invalidToken(),
    );
    const refreshToken = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('new-token'), 20)));
    const signOut = vi.fn();
    configureApiClient({ refreshToken, signOut });

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => apiRequest(`/items/${i}`)));

    expect(results).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(20);
    const retried = fetchMock.mock.calls.slice(10).map((_, i) => authorizationOf(10 + i));
    expect(retried).toEqual(Array.from({ length: 10 }, () => 'Bearer new-token'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });

  it('signs out once when the refresh fails, and every request fails with 401', async () => {
    fetchMock.mockImplementation(async () => invalidToken());
    const refreshToken = vi.fn().mockRejectedValue(new Error('login_required'));
    const signOut = vi.fn();
    const client = createApiClient();
    client.configure({ refreshToken, signOut });

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => client.request('/items')));

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
    }
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);

    // A later request still carrying the token that could not be renewed does not sign out again.
    await expect(client.request('/items')).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again when the retry is answered 401 too', async () => {
    fetchMock.mockImplementation(async () => invalidToken());
    const refreshToken = vi.fn().mockResolvedValue('new-token');
    const client = createApiClient();
    client.configure({ refreshToken, signOut: vi.fn() });

    await expect(client.request('/items')).rejects.toMatchObject({ status: 401, detail: 'Invalid token', code: 'invalid_token' });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorizationOf(1)).toBe('Bearer new-token');
  });

  it('just fails while no refresh is configured', async () => {
    fetchMock.mockImplementation(async () => invalidToken());
    await expect(apiRequest('/items')).rejects.toMatchObject({ status: 401, detail: 'Invalid token' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on another 401', async () => {
    fetchMock.mockImplementation(async () => json(401, { detail: 'Missing token', code: 'unauthorized' }));
    const refreshToken = vi.fn().mockResolvedValue('new-token');
    configureApiClient({ refreshToken, signOut: vi.fn() });
    await expect(apiRequest('/items')).rejects.toMatchObject({ status: 401, detail: 'Missing token' });
    expect(refreshToken).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('retries a 503 three times, 1 second apart, then fails with 503', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(503, { detail: 'Service unavailable', code: 'unavailable' }));
    const outcome = apiRequest('/items').catch((err: unknown) => err);

    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    const err = (await outcome) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, detail: 'Service unavailable', code: 'unavailable' });
  });

  it('does not retry a 400 and surfaces its detail and code', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(400, { detail: 'Invitation already exists', code: 'invite_exists' }));
    const outcome = apiRequest('/auth/invites', { method: 'POST', body: { email: 'a@b.org' } }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await outcome).toMatchObject({ status: 400, detail: 'Invitation already exists', code: 'invite_exists' });
  });

  it('falls back to message, error, then "HTTP {status}: {statusText}" for the detail', async () => {
    fetchMock
      .mockResolvedValueOnce(json(422, { message: 'Validation failed' }))
      .mockResolvedValueOnce(json(403, { error: 'forbidden' }))
      .mockResolvedValueOnce(new Response('not json', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 422, detail: 'Validation failed', code: 'http_error' });
    await expect(apiRequest('/b')).rejects.toMatchObject({ status: 403, detail: 'forbidden', code: 'http_error' });
    await expect(apiRequest('/c')).rejects.toMatchObject({ status: 404, detail: 'HTTP 404: Not Found', code: 'http_error' });
  });

  it('waits 3 s after a 429 with Retry-After: 3', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json(429, { detail: 'Too many requests', code: 'rate_limited' }, { 'retry-after': '3' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const result = apiRequest('/items');

    await settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('with retry: false, sends once: a 429, a 503 and a network error fail at once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(429, { detail: 'One improvement per day', code: 'improvement_daily_limit' }, { 'retry-after': '3' }))
      .mockResolvedValueOnce(json(503, { detail: 'Unavailable' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/a', { method: 'POST', retry: false })).rejects.toMatchObject({ status: 429, code: 'improvement_daily_limit' });
    await expect(apiRequest('/b', { method: 'POST', retry: false })).rejects.toMatchObject({ status: 503 });
    await expect(apiRequest('/c', { method: 'POST', retry: false })).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads Retry-After as seconds or an HTTP date, capped at 60 s', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(parseRetryAfter('3600', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('retries a network error, reading the token again, and then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { ok: true }));
    const result = apiRequest('/items');

    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    localStorage.setItem(TOKEN_KEY, 'rotated-token');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorizationOf(1)).toBe('Bearer rotated-token');
  });

  it('fails with status 0 and the network message after four network errors', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = apiRequest('/items').catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await outcome).toMatchObject({
      status: 0,
      detail: 'Network error. Please check your connection and try again.',
      code: 'network_error',
    });
  });
});

describe('cancellation', () => {
  it('rejects with an AbortError when aborted during a retry wait, and fetches no more', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(503, { detail: 'Service unavailable' }));
    const controller = new AbortController();
    const outcome = apiRequest('/items', { signal: controller.signal }).catch((err: unknown) => err);

    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const err = (await outcome) as DOMException;
    expect(err).toBeInstanceOf(DOMException);
    expect(err.name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the fetch itself and does not retry it', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const outcome = apiRequest('/items', { signal: controller.signal }).catch((err: unknown) => err);

    await settle();
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not fetch at all with an already aborted signal', async () => {
    await expect(apiRequest('/items', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useAbortSignal', () => {
  it('gives a live signal that aborts when the component unmounts', () => {
    const { result, unmount } = renderHook(() => useAbortSignal());
    const signal = result.current;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('survives StrictMode rehearsal unmounts with a live signal', () => {
    const { result, unmount } = renderHook(() => useAbortSignal(), { wrapper: StrictMode });
    const signal = result.current;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
