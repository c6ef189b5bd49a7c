import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { AuthClient } from '../../../lib/auth-client';
import { appStore } from '../../../lib/store';
import { forgetStandings, rememberStanding } from '../use-verification-status';
import { VerifiedMark } from './verified-mark';

const ORG = 'org-1';
const auth = { claims: () => ({ sub: 'auth0|me', db_role: 'MEMBER', db_organization_id: ORG, db_organization_name: 'Riverbend' }), token: () => 'token' } as unknown as AuthClient;

function standingResponse(status: string) {
  const body = { status, failed_attempts: 0, can_request_review: false, ein: null, letter_date: null, verified_at: null, last_attempt: null, review: null };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

async function show() {
  const root = createRootRoute({ component: () => <VerifiedMark withLabel /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }), context: { auth } });
  await router.load();
  return render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetStandings();
});

describe('VerifiedMark', () => {
  it('reads the standing once and shows the mark for a verified organisation', async () => {
    const fetch = vi.fn(async () => standingResponse('verified'));
    vi.stubGlobal('fetch', fetch);
    await show();
    expect(await screen.findByTestId('verified-mark')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`/api/organization/${ORG}/verification`);
  });

  it('shows nothing until verified, and appears when the screen learns it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => standingResponse('failed')));
    await show();
    await waitFor(() => expect(screen.queryByTestId('verified-mark')).toBeNull());
    act(() =>
      rememberStanding(ORG, { status: 'verified', failed_attempts: 1, can_request_review: false, ein: '12-3456789', letter_date: null, verified_at: null, last_attempt: null, review: null }),
    );
    expect(await screen.findByTestId('verified-mark')).toBeTruthy();
  });
});
