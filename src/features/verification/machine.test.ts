import { describe, expect, it } from 'vitest';
import type { VerificationStanding } from '../../../contracts/verification';
import { answerFor } from './api';
import { attemptsMessage, failedActions, fromStanding, initialState, reducer, type FileLike, type VerificationEvent, type VerificationState } from './machine';
import { letterKind, validateLetter } from './validation';

const MB = 1024 * 1024;
const pdf = (size = 200_000): FileLike => ({ name: 'IRS letter.pdf', type: 'application/pdf', size });

function standing(over: Partial<VerificationStanding> = {}): VerificationStanding {
  return {
    status: 'unverified',
    failed_attempts: 0,
    can_request_review: false,
    ein: null,
    letter_date: null,
    verified_at: null,
    last_attempt: null,
    review: null,
    ...over,
  };
}

const failedAttempt = (reason: string) => ({ id: 'a1', status: 'failed' as const, reason, findings: null, file_name: 'letter.pdf', created_at: '2026-05-01T10:00:00Z' });
const failedStanding = (n: number, reason = "We couldn't find an EIN (a number like 12-3456789).") =>
  standing({ status: 'failed', failed_attempts: n, can_request_review: n >= 2, last_attempt: failedAttempt(reason) });

const run = (events: Array<VerificationEvent<FileLike>>, from: VerificationState<FileLike> = initialState<FileLike>()) => events.reduce(reducer<FileLike>, from);

describe('validation, in the spec words', () => {
  it.each([
    [null, 'Please upload a document first'],
    [{ name: 'letter.pdf', type: 'application/pdf', size: 0 }, 'Please upload a document first'],
    [{ name: 'letter.docx', type: 'application/msword', size: 10 }, 'Please upload a PDF, JPG, or PNG file'],
    [{ name: 'photo.heic', type: 'image/heic', size: 10 }, 'Please upload a PDF, JPG, or PNG file'],
    [{ name: 'scan.pdf', type: 'application/pdf', size: 10 * MB + 1 }, 'File size must be less than 10MB'],
    [{ name: 'big.docx', type: '', size: 20 * MB }, 'Please upload a PDF, JPG, or PNG file'],
  ])('%j → %s', (file, message) => expect(validateLetter(file)).toBe(message));

  it.each([
    { name: 'scan.pdf', type: 'application/pdf', size: 10 * MB },
    { name: 'photo.JPG', type: 'image/jpeg', size: 1 },
    { name: 'photo.jpeg', type: '', size: 1 },
    { name: 'letter.png', type: 'image/png', size: 5 * MB },
    { name: 'image', type: 'image/jpeg', size: 1 },
  ])('accepts %j', (file) => expect(validateLetter(file)).toBeNull());

  it('judges by extension first, by MIME type when there is none', () => {
    expect(letterKind({ name: 'a.pdf', type: 'image/png' })).toBe('pdf');
    expect(letterKind({ name: 'camera', type: 'image/png' })).toBe('png');
    expect(letterKind({ name: 'a.exe', type: 'application/pdf' })).toBeNull();
  });
});

describe('the states', () => {
  it('starts from where the server says the organisation stands', () => {
    expect(fromStanding(standing()).phase).toBe('idle');
    expect(fromStanding(standing({ status: 'verified', ein: '12-3456789' })).phase).toBe('success');
    expect(fromStanding(standing({ status: 'manual-review-pending' })).phase).toBe('manual-review-pending');
    expect(fromStanding(standing({ status: 'manual-review-rejected' })).phase).toBe('manual-review-rejected');
    const failed = fromStanding(failedStanding(1, 'Not a letter'));
    expect(failed).toMatchObject({ phase: 'failed', error: { title: 'Verification failed', detail: 'Not a letter' } });
    const elsewhere = standing({ last_attempt: { ...failedAttempt(''), status: 'verifying', reason: null } });
    expect(fromStanding(elsewhere).phase).toBe('verifying');
  });

  it("submitting without a file says 'Please upload a document first' and stays idle", () => {
    const s = run([{ type: 'loaded', standing: standing() }, { type: 'submit' }]);
    expect(s).toMatchObject({ phase: 'idle', fileError: 'Please upload a document first' });
  });

  it('shows a validation message as soon as a wrong file is chosen, and refuses to send it', () => {
    const s = run([{ type: 'loaded', standing: standing() }, { type: 'choose', file: { name: 'letter.docx', type: '', size: 10 } }, { type: 'submit' }]);
    expect(s).toMatchObject({ phase: 'idle', fileError: 'Please upload a PDF, JPG, or PNG file' });
  });

  it('goes idle → uploading (with progress) → verifying → success', () => {
    let s = run([{ type: 'loaded', standing: standing() }, { type: 'choose', file: pdf() }, { type: 'submit' }]);
    expect(s.phase).toBe('uploading');
    s = run([{ type: 'progress', percent: 42.4 }, { type: 'progress', percent: 10 }], s);
    expect(s.progress).toBe(42);
    s = run([{ type: 'sent' }], s);
    expect(s).toMatchObject({ phase: 'verifying', progress: 100 });
    s = run([{ type: 'result', standing: standing({ status: 'verified', ein: '12-3456789', letter_date: '2019-03-03' }) }], s);
    expect(s).toMatchObject({ phase: 'success', file: null, standing: { ein: '12-3456789' } });
  });

  it('a failed check shows "Verification failed" with the server reason; Try Again goes back to idle', () => {
    let s = run([{ type: 'loaded', standing: standing() }, { type: 'choose', file: pdf() }, { type: 'submit' }, { type: 'sent' }]);
    s = run([{ type: 'result', standing: failedStanding(1) }], s);
    expect(s).toMatchObject({ phase: 'failed', error: { title: 'Verification failed', detail: "We couldn't find an EIN (a number like 12-3456789)." } });
    s = run([{ type: 'try-again' }], s);
    expect(s).toMatchObject({ phase: 'idle', file: null, error: null });
  });

  it('a server refusal of the file itself goes back to the picker with its words', () => {
    const s = run([{ type: 'loaded', standing: standing() }, { type: 'choose', file: pdf() }, { type: 'submit' }, { type: 'refused', message: 'Please upload a PDF, JPG, or PNG file' }]);
    expect(s).toMatchObject({ phase: 'idle', fileError: 'Please upload a PDF, JPG, or PNG file' });
  });

  it("anything else is 'An error occurred during verification', and Try Again stays offered", () => {
    const s = run([{ type: 'loaded', standing: failedStanding(2) }, { type: 'try-again' }, { type: 'choose', file: pdf() }, { type: 'submit' }, { type: 'error' }]);
    expect(s).toMatchObject({ phase: 'failed', error: { title: 'An error occurred during verification', detail: null } });
    expect(failedActions(s)).toMatchObject({ tryAgain: true, requestReview: true });
  });

  it('manual review: pending on success, "Failed to submit for manual review" on failure', () => {
    let s = run([{ type: 'loaded', standing: failedStanding(2) }, { type: 'review-start' }]);
    expect(s.requestingReview).toBe(true);
    s = run([{ type: 'review-failed' }], s);
    expect(s).toMatchObject({ phase: 'failed', requestingReview: false, reviewError: 'Failed to submit for manual review' });
    s = run([{ type: 'review-start' }, { type: 'review-done', standing: standing({ status: 'manual-review-pending', failed_attempts: 2 }) }], s);
    expect(s.phase).toBe('manual-review-pending');
  });

  it('ignores a refreshed standing while uploading', () => {
    const s = run([{ type: 'loaded', standing: standing() }, { type: 'choose', file: pdf() }, { type: 'submit' }, { type: 'loaded', standing: failedStanding(1) }]);
    expect(s.phase).toBe('uploading');
  });
});

describe('what a failure offers', () => {
  const after = (n: number) => failedActions(fromStanding(failedStanding(n)));

  it('Try Again while fewer than 2 attempts have failed', () => {
    expect(after(1)).toEqual({ tryAgain: true, requestReview: false, anotherLetter: false, attemptsMessage: false });
  });
  it('then Request Manual Review (another letter quietly still possible)', () => {
    expect(after(2)).toEqual({ tryAgain: false, requestReview: true, anotherLetter: true, attemptsMessage: false });
  });
  it('and a message at 3 attempts', () => {
    expect(after(3)).toMatchObject({ requestReview: true, attemptsMessage: true });
    expect(attemptsMessage(3)).toBe("You've tried 3 times without success. Request a manual review and our team will check your letter.");
  });
});

describe('what an upload answer means', () => {
  it('reads the standing, the file refusals, conflicts and errors', () => {
    expect(answerFor(200, standing() as never)).toMatchObject({ kind: 'result' });
    expect(answerFor(413, { detail: 'File size must be less than 10MB', code: 'verification_file_too_large' })).toEqual({ kind: 'refused', message: 'File size must be less than 10MB' });
    expect(answerFor(415, { detail: 'Please upload a PDF, JPG, or PNG file', code: 'verification_file_type' })).toMatchObject({ kind: 'refused' });
    expect(answerFor(409, { detail: 'Your organization is already verified', code: 'verification_already_verified' })).toEqual({ kind: 'stale' });
    expect(answerFor(403, { detail: 'Only owners and admins can verify the organization', code: 'forbidden' })).toEqual({ kind: 'error', detail: 'Only owners and admins can verify the organization' });
    expect(answerFor(500, { detail: 'An error occurred during verification', code: 'verification_error' })).toEqual({ kind: 'error', detail: null });
    expect(answerFor(0, null)).toMatchObject({ kind: 'error' });
  });
});
