// The verification calls. Reading the standing and asking for manual review go through the app's
// one HTTP client; the letter goes with XMLHttpRequest, whose upload events give real progress
// and say when the whole letter has been sent (the server then reads it: 'verifying').
import type { VerificationStanding } from '../../../contracts/verification';
import { VERIFICATION_ERROR_CODES } from '../../../contracts/verification-constants';
import { apiRequest } from '../../lib/api-client';
import { postFormWithRefresh, type UploadAuth } from '../../lib/xhr-upload';

export type { UploadAuth };

export const standingPath = (organizationId: string) => `/organization/${encodeURIComponent(organizationId)}/verification`;

export function fetchStanding(organizationId: string, signal?: AbortSignal): Promise<VerificationStanding> {
  return apiRequest<VerificationStanding>(standingPath(organizationId), signal ? { signal } : {});
}

export function requestManualReview(organizationId: string): Promise<VerificationStanding> {
  return apiRequest<VerificationStanding>(`${standingPath(organizationId)}/manual-review`, { method: 'POST' });
}

export type UploadAnswer =
  | { kind: 'result'; standing: VerificationStanding }
  /** The file itself was refused (type, size, empty), in the spec's words. */
  | { kind: 'refused'; message: string }
  /** The organisation's standing changed elsewhere (verified, or a review pending): reload it. */
  | { kind: 'stale' }
  | { kind: 'error'; detail: string | null };

type Body = { detail?: string; code?: string; status?: string } | null;

const FILE_REFUSALS = new Set<string>([VERIFICATION_ERROR_CODES.wrongType, VERIFICATION_ERROR_CODES.tooLarge, VERIFICATION_ERROR_CODES.noFile, VERIFICATION_ERROR_CODES.tooManyFiles]);

/** What an answer to the upload means for the screen. */
export function answerFor(status: number, body: Body): UploadAnswer {
  if (status === 200 && body && typeof body.status === 'string') return { kind: 'result', standing: body as unknown as VerificationStanding };
  if (body?.code && FILE_REFUSALS.has(body.code) && body.detail) return { kind: 'refused', message: body.detail };
  if (status === 409) return { kind: 'stale' };
  if (status === 0) return { kind: 'error', detail: "You're offline or the connection dropped. Check your connection and try again." };
  if (status >= 400 && status < 500 && body?.detail) return { kind: 'error', detail: body.detail };
  return { kind: 'error', detail: null };
}

export interface UploadHooks {
  onProgress(percent: number): void;
  /** The whole letter has reached the server. */
  onSent(): void;
}

/** Sends the letter; a 401 'Invalid token' gets one silent refresh, as every other call does. */
export async function uploadLetter(organizationId: string, file: Blob, fileName: string, auth: UploadAuth, hooks: UploadHooks): Promise<UploadAnswer> {
  const form = () => {
    const data = new FormData();
    data.append('file', file, fileName);
    return data;
  };
  const answer = await postFormWithRefresh<Body>(`/api${standingPath(organizationId)}`, form, auth, hooks);
  if (answer === 'session-ended') return { kind: 'error', detail: 'Your session has ended. Sign in again to verify your organization.' };
  return answerFor(answer.status, answer.body);
}
