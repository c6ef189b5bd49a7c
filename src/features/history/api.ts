// The history page's calls (contracts/improvements.ts), through the app's one HTTP client, and
// the sentences each failure shows. The POSTs that create a version are sent once: the server
// checks the new version against recent questions before answering, and a retry could make a
// second version or meet the daily limit. Swappable in tests.
import type { ActivateResponse, ImprovementCreated, ImprovementHistory } from '../../../contracts/improvements';
import { IMPROVEMENT_ERROR_CODES, IMPROVEMENT_MESSAGES } from '../../../contracts/improvements-constants';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, type RequestOptions } from '../../lib/api-client';

export interface HistoryApi {
  history(organizationId: string, signal?: AbortSignal): Promise<ImprovementHistory>;
  /** A manual improvement: `text` and up to 3 `files`, as multipart. */
  create(organizationId: string, text: string, files: readonly File[]): Promise<ImprovementCreated>;
  activate(organizationId: string, versionId: string): Promise<ActivateResponse>;
}

type Request = <T>(path: string, options?: RequestOptions) => Promise<T>;

export function createHistoryApi(request: Request = apiRequest): HistoryApi {
  const id = encodeURIComponent;
  const base = (organizationId: string) => `/organization/${id(organizationId)}/improvements`;
  return {
    history: (organizationId, signal) => request<ImprovementHistory>(base(organizationId), signal ? { signal } : {}),
    create: (organizationId, text, files) => {
      const form = new FormData();
      form.append('text', text.trim());
      for (const file of files) form.append('files', file, file.name);
      return request<ImprovementCreated>(base(organizationId), { method: 'POST', body: form, retry: false });
    },
    activate: (organizationId, versionId) => request<ActivateResponse>(`${base(organizationId)}/${id(versionId)}/activate`, { method: 'POST' }),
  };
}

/** The server's own words, when it sent some (not the client's 'HTTP 500: ...' stand-in). */
const serverWords = (err: ApiError) => (err.detail && !/^HTTP \d{3}:/.test(err.detail) ? err.detail : null);

export const HISTORY_MESSAGES = {
  loadFailed: 'Failed to load the improvement history',
  dailyLimit: 'One manual improvement per day: please try again later.',
  tooLarge: 'A file is too large: each may be up to 10 MB.',
  forbidden: 'Only owners and admins can improve Tally.',
  notFound: 'This version no longer exists. The history has been refreshed.',
  createFailed: 'Tally could not be improved. Please try again.',
  activateFailed: 'The version could not be made active. Please try again.',
} as const;

/** What a failed manual improvement says, in the dialog. */
export function createErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return HISTORY_MESSAGES.createFailed;
  if (err.status === 0) return NETWORK_ERROR_MESSAGE;
  if (err.code === IMPROVEMENT_ERROR_CODES.DAILY_LIMIT || err.status === 429) return serverWords(err) ?? HISTORY_MESSAGES.dailyLimit;
  if (err.code === IMPROVEMENT_ERROR_CODES.TOO_SHORT) return IMPROVEMENT_MESSAGES.tooShort;
  if (err.status === 413) return HISTORY_MESSAGES.tooLarge;
  if (err.status === 403) return HISTORY_MESSAGES.forbidden;
  if (err.status === 400 || err.status === 415 || err.status === 422) return serverWords(err) ?? HISTORY_MESSAGES.createFailed;
  return HISTORY_MESSAGES.createFailed;
}

export function activateErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return HISTORY_MESSAGES.activateFailed;
  if (err.status === 0) return NETWORK_ERROR_MESSAGE;
  if (err.status === 403) return HISTORY_MESSAGES.forbidden;
  if (err.status === 404) return HISTORY_MESSAGES.notFound;
  return HISTORY_MESSAGES.activateFailed;
}

export function loadErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return NETWORK_ERROR_MESSAGE;
  if (err instanceof ApiError && err.status === 403) return HISTORY_MESSAGES.forbidden;
  return HISTORY_MESSAGES.loadFailed;
}
