import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { VerificationStanding } from '../../../../contracts/verification';
import type { AuthClient } from '../../../lib/auth-client';
import { appStore } from '../../../lib/store';
import { renderAt } from '../../../lib/test-router';
import { Toaster, toastsAtom } from '../../../ui/toast';
import type { UploadAnswer } from '../api';
import { forgetStandings, standingsAtom } from '../use-verification-status';
import { VerificationScreen, type VerificationApi } from './verification-screen';

const ORG = 'org-1';

function standing(over: Partial<VerificationStanding> = {}): VerificationStanding {
  return { status: 'unverified', failed_attempts: 0, can_request_review: false, ein: null, letter_date: null, verified_at: null, last_attempt: null, review: null, ...over };
}
const failed = (n: number, reason: string) =>
  standing({
    status: 'failed',
    failed_attempts: n,
    can_request_review: n >= 2,
    last_attempt: { id: `a${n}`, status: 'failed', reason, findings: null, file_name: 'letter.pdf', created_at: '2026-05-01T10:00:00Z' },
  });

function fakeAuth(role = 'OWNER'): AuthClient {
  return {
    claims: () => ({ sub: 'auth0|me', db_role: role, db_organization_id: ORG, db_organization_name: 'Riverbend Community Food Bank' }),
    token: () => 'token',
    refresh: async () => 'token',
  } as unknown as AuthClient;
}

function fakeApi(start: VerificationStanding, answers: UploadAnswer[] = [], review?: () => Promise<VerificationStanding>) {
  const uploads: File[] = [];
  let release: (() => void) | null = null;
  const api: VerificationApi = {
    standing: vi.fn(async () => start),
    upload: vi.fn(async (_org: string, file: File, hooks: { onProgress(p: number): void; onSent(): void }): Promise<UploadAnswer> => {
      uploads.push(file);
      hooks.onProgress(50);
      await new Promise<void>((resolve) => (release = resolve));
      hooks.onSent();
      return answers.shift() ?? ({ kind: 'error', detail: null } as UploadAnswer);
    }),
    requestReview: vi.fn(review ?? (async () => standing({ status: 'manual-review-pending', failed_attempts: 2 }))),
  };
  return { api, uploads, finish: () => act(() => release?.()) };
}

async function show(api: VerificationApi, role = 'OWNER') {
  const view = await renderAt('/chat', () => (
    <Provider store={appStore}>
      <VerificationScreen auth={fakeAuth(role)} api={api} />
      <Toaster />
    </Provider>
  ));
  await waitFor(() => expect(screen.queryByText('Loading your verification status...')).toBeNull());
  return view;
}

const letter = (name = 'IRS letter.pdf', type = 'application/pdf', size = 2000) => new File([new Uint8Array(size)], name, { type });
const choose = async (file: File) => userEvent.upload(screen.getByTestId('verification-file-input'), file, { applyAccept: false });

afterEach(() => {
  cleanup();
  forgetStandings();
  act(() => appStore.set(toastsAtom, []));
});

describe('the verification screen', () => {
  it("says 'Please upload a document first' when Verify is pressed without a letter", async () => {
    const { api } = fakeApi(standing());
    await show(api);
    await userEvent.click(screen.getByRole('button', { name: 'Verify Document' }));
    expect(screen.getByTestId('verification-file-error').textContent).toBe('Please upload a document first');
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('checks the type and the size before uploading', async () => {
    const { api } = fakeApi(standing());
    await show(api);
    await choose(letter('budget.xlsx', 'application/vnd.ms-excel'));
    expect(screen.getByTestId('verification-file-error').textContent).toBe('Please upload a PDF, JPG, or PNG file');
    await choose(letter('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByTestId('verification-file-error').textContent).toBe('File size must be less than 10MB');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Document' }));
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads with progress, verifies, and shows the EIN and the letter date; the verified mark learns it', async () => {
    const verified = standing({ status: 'verified', ein: '12-3456789', letter_date: '2019-03-03', verified_at: '2026-05-01T10:00:00Z' });
    const { api, finish } = fakeApi(standing(), [{ kind: 'result', standing: verified }]);
    await show(api);
    await choose(letter());
    expect(screen.getByTestId('verification-chosen-file').textContent).toContain('IRS letter.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Document' }));
    expect(await screen.findByRole('heading', { name: 'Uploading your letter...' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    finish();
    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeTruthy();
    expect(screen.getByText('12-3456789')).toBeTruthy();
    expect(screen.getByText('March 3, 2019')).toBeTruthy();
    expect(appStore.get(standingsAtom)[ORG]?.status).toBe('verified');
  });

  it('shows the reason of a failed check, Try Again, then Request Manual Review after 2 failures', async () => {
    const { api, finish } = fakeApi(failed(1, "We couldn't find an EIN (a number like 12-3456789)."), [
      { kind: 'result', standing: failed(2, "This doesn't look like an IRS 501(c)(3) determination letter.") },
    ]);
    await show(api);
    expect(screen.getByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByTestId('verification-reason').textContent).toBe("We couldn't find an EIN (a number like 12-3456789).");
    expect(screen.queryByRole('button', { name: 'Request Manual Review' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await choose(letter());
    await userEvent.click(screen.getByRole('button', { name: 'Verify Document' }));
    finish();
    expect(await screen.findByText("This doesn't look like an IRS 501(c)(3) determination letter.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request Manual Review' }));
    expect(await screen.findByRole('heading', { name: 'Manual Review Requested' })).toBeTruthy();
    expect(screen.getByText('We’ll get back to you within 1 to 2 business days.')).toBeTruthy();
  });

  it("shows the message at 3 failed attempts, and 'Failed to submit for manual review' when the request fails", async () => {
    const { api } = fakeApi(failed(3, 'Not a letter'), [], async () => {
      throw new Error('offline');
    });
    await show(api);
    expect(screen.getByTestId('verification-attempts-message').textContent).toContain("You've tried 3 times");
    await userEvent.click(screen.getByRole('button', { name: 'Request Manual Review' }));
    // In the toast and under the buttons.
    await waitFor(() => expect(screen.getAllByText('Failed to submit for manual review')).toHaveLength(2));
  });

  it("says 'An error occurred during verification' when the upload breaks", async () => {
    const { api, finish } = fakeApi(standing(), [{ kind: 'error', detail: null }]);
    await show(api);
    await choose(letter('photo.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify Document' }));
    finish();
    expect(await screen.findByRole('heading', { name: 'An error occurred during verification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows members the standing without the upload', async () => {
    const { api } = fakeApi(standing());
    await show(api, 'MEMBER');
    expect(screen.getByTestId('verification-members-note').textContent).toContain('Owners and admins');
    expect(screen.queryByRole('button', { name: 'Verify Document' })).toBeNull();
  });

  it('offers the camera on phones', async () => {
    const { api } = fakeApi(standing());
    await show(api);
    expect(screen.getByRole('button', { name: 'Take a photo of your letter' })).toBeTruthy();
    const camera = screen.getByTestId('verification-camera-input');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
  });
});
