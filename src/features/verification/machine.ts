// The verification screen's states (spec part 1, section 4): idle, uploading, verifying, success
// or failed, then manual review. The server keeps the truth (the status and the failed attempts
// it counted); this reducer follows it and adds what only the screen knows: the chosen file, the
// upload's progress, and which error to show.
import {
  ATTEMPTS_MESSAGE_AT,
  FAILED_ATTEMPTS_BEFORE_REVIEW,
  VERIFICATION_MESSAGES,
} from '../../../contracts/verification-constants';
import type { VerificationStanding } from '../../../contracts/verification';
import { validateLetter } from './validation';

export type Phase =
  | 'loading'
  | 'load-error'
  | 'idle'
  | 'uploading'
  | 'verifying'
  | 'success'
  | 'failed'
  | 'manual-review-pending'
  | 'manual-review-rejected';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface VerificationState<F extends FileLike = File> {
  phase: Phase;
  standing: VerificationStanding | null;
  file: F | null;
  /** A validation sentence under the file picker. */
  fileError: string | null;
  /** Upload progress, 0 to 100. */
  progress: number;
  /** In the failed phase: the title ('Verification failed' or 'An error occurred during verification') and the reason. */
  error: { title: string; detail: string | null } | null;
  /** A manual-review request is on its way. */
  requestingReview: boolean;
  reviewError: string | null;
}

export type VerificationEvent<F extends FileLike = File> =
  | { type: 'loaded'; standing: VerificationStanding }
  | { type: 'load-failed' }
  | { type: 'choose'; file: F | null }
  | { type: 'clear' }
  | { type: 'submit' }
  | { type: 'progress'; percent: number }
  | { type: 'sent' }
  | { type: 'result'; standing: VerificationStanding }
  /** The server refused the file itself (type, size, nothing sent): back to the picker, with its words. */
  | { type: 'refused'; message: string }
  /** Anything else went wrong (network, server): nothing was counted. */
  | { type: 'error'; detail?: string | null }
  | { type: 'try-again' }
  | { type: 'review-start' }
  | { type: 'review-done'; standing: VerificationStanding }
  | { type: 'review-failed'; detail?: string | null };

export function initialState<F extends FileLike = File>(standing: VerificationStanding | null = null): VerificationState<F> {
  const base: VerificationState<F> = {
    phase: 'loading',
    standing: null,
    file: null,
    fileError: null,
    progress: 0,
    error: null,
    requestingReview: false,
    reviewError: null,
  };
  return standing ? { ...base, ...fromStanding(standing) } : base;
}

/** Where the server's standing puts the screen. */
export function fromStanding(standing: VerificationStanding): Pick<VerificationState, 'phase' | 'standing' | 'error'> {
  switch (standing.status) {
    case 'verified':
      return { phase: 'success', standing, error: null };
    case 'manual-review-pending':
      return { phase: 'manual-review-pending', standing, error: null };
    case 'manual-review-rejected':
      return { phase: 'manual-review-rejected', standing, error: null };
    default:
      break;
  }
  const attempt = standing.last_attempt;
  if (attempt?.status === 'verifying') return { phase: 'verifying', standing, error: null };
  if (standing.status === 'failed' && attempt?.status === 'failed') {
    return { phase: 'failed', standing, error: { title: VERIFICATION_MESSAGES.failed, detail: attempt.reason } };
  }
  return { phase: 'idle', standing, error: null };
}

export function reducer<F extends FileLike>(state: VerificationState<F>, event: VerificationEvent<F>): VerificationState<F> {
  switch (event.type) {
    case 'loaded':
      // A standing that arrives mid-upload (a refresh) does not interrupt it.
      if (state.phase === 'uploading' || (state.phase === 'verifying' && state.file)) return { ...state, standing: event.standing };
      return { ...state, ...fromStanding(event.standing) };
    case 'load-failed':
      return state.standing ? state : { ...state, phase: 'load-error' };
    case 'choose':
      if (state.phase !== 'idle' && state.phase !== 'failed' && state.phase !== 'manual-review-rejected') return state;
      return { ...state, phase: 'idle', file: event.file, fileError: event.file ? validateLetter(event.file) : null, error: null };
    case 'clear':
      return state.phase === 'idle' ? { ...state, file: null, fileError: null } : state;
    case 'submit': {
      if (state.phase !== 'idle') return state;
      const problem = validateLetter(state.file);
      if (problem) return { ...state, fileError: problem };
      return { ...state, phase: 'uploading', progress: 0, fileError: null, error: null, reviewError: null };
    }
    case 'progress':
      return state.phase === 'uploading' ? { ...state, progress: Math.max(state.progress, Math.min(100, Math.round(event.percent))) } : state;
    case 'sent':
      return state.phase === 'uploading' ? { ...state, phase: 'verifying', progress: 100 } : state;
    case 'result':
      return { ...state, ...fromStanding(event.standing), file: null, progress: 0 };
    case 'refused':
      return { ...state, phase: 'idle', fileError: event.message, progress: 0 };
    case 'error':
      return {
        ...state,
        phase: 'failed',
        progress: 0,
        error: { title: VERIFICATION_MESSAGES.error, detail: event.detail ?? null },
      };
    case 'try-again':
      return { ...state, phase: 'idle', file: null, fileError: null, error: null, reviewError: null, progress: 0 };
    case 'review-start':
      return { ...state, requestingReview: true, reviewError: null };
    case 'review-done':
      return { ...state, ...fromStanding(event.standing), requestingReview: false, reviewError: null };
    case 'review-failed':
      return { ...state, requestingReview: false, reviewError: event.detail ? `${VERIFICATION_MESSAGES.reviewFailed}: ${event.detail}` : VERIFICATION_MESSAGES.reviewFailed };
  }
}

export interface FailedActions {
  /** 'Try Again': while fewer than 2 attempts have failed (and always after an error that counted nothing). */
  tryAgain: boolean;
  /** 'Request Manual Review': once 2 attempts have failed. */
  requestReview: boolean;
  /** After 2 failures, another letter may still be tried (quietly offered beside the review). */
  anotherLetter: boolean;
  /** The message at 3 failed attempts. */
  attemptsMessage: boolean;
}

export function failedActions(state: Pick<VerificationState<FileLike>, 'standing' | 'error'>): FailedActions {
  const failed = state.standing?.failed_attempts ?? 0;
  const counted = state.error?.title !== VERIFICATION_MESSAGES.error;
  const reviewReady = failed >= FAILED_ATTEMPTS_BEFORE_REVIEW;
  return {
    tryAgain: !reviewReady || !counted,
    requestReview: reviewReady && Boolean(state.standing?.can_request_review),
    anotherLetter: reviewReady && counted,
    attemptsMessage: failed >= ATTEMPTS_MESSAGE_AT,
  };
}

/** The message shown at 3 failed attempts. */
export const attemptsMessage = (failed: number) =>
  `You've tried ${failed} times without success. Request a manual review and our team will check your letter.`;
