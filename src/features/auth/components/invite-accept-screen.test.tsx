import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { renderAt } from '../../../lib/test-router';
import { acceptErrorMessage, InviteAcceptScreen, type AcceptingViewer } from './invite-accept-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

async function accept(token: string | undefined, fetch?: ReturnType<typeof answer>, viewer?: AcceptingViewer) {
  if (fetch) vi.stubGlobal('fetch', fetch);
  return renderAt('/authorization', () => <InviteAcceptScreen token={token} viewer={viewer} />);
}

describe('invite accept page', () => {
  it("says 'Missing invite token' without a token, with 'Back to Login'", async () => {
    await accept(undefined);
    expect(screen.getByRole('alert').textContent).toBe('Missing invite token');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends the token and goes where the server says', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const fetch = answer(200, { reset_url: 'https://id.example/reset?ticket=1', email: 'a@b.org', organization_name: 'R', existing_account: false });
    await accept('tok-1', fetch);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/reset?ticket=1'));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ invite_token: 'tok-1' });
    expect(screen.getByRole('status').textContent).toContain('Accepting your invitation...');
  });

  it('someone signed in here with the invited address gets a fresh token and goes to the chat', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const refresh = vi.fn(async () => 'new-token');
    const body = { reset_url: 'http://localhost/login', email: 'Ana@Riverbend.org', organization_name: 'R', existing_account: true };
    await accept('tok-2', answer(200, body), { signedInEmail: () => 'ana@riverbend.org', refresh });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/chat'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('someone signed in as another person, or whose refresh fails, goes to sign in', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const body = { reset_url: 'http://localhost/login', email: 'ana@riverbend.org', organization_name: 'R', existing_account: true };
    const refresh = vi.fn(async () => 'new-token');
    await accept('tok-3', answer(200, body), { signedInEmail: () => 'someone.else@riverbend.org', refresh });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/login'));
    expect(refresh).not.toHaveBeenCalled();
    cleanup();
    assign.mockClear();
    const failing = vi.fn(async () => Promise.reject(new Error('login_required')));
    await accept('tok-4', answer(200, body), { signedInEmail: () => 'ana@riverbend.org', refresh: failing });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/login'));
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("says 'No redirect URL provided by server' when the answer has none", async () => {
    await accept('tok-1', answer(200, {}));
    expect((await screen.findByRole('alert')).textContent).toBe('No redirect URL provided by server');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();
  });

  it("shows the server's detail, with 'Back to Login'", async () => {
    await accept('tok-1', answer(400, { detail: 'This invitation has expired. Ask for a new one.', code: 'invalid_invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();
  });

  it("says 'Failed to accept invite' when the server sent no words", async () => {
    await accept('tok-1', answer(404));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to accept invite');
  });

  it("words a network failure as 'Failed to accept invite'", () => {
    expect(acceptErrorMessage(new ApiError(0, 'Network error. Please check your connection and try again.', 'network_error'))).toBe('Failed to accept invite');
    expect(acceptErrorMessage(new Error('x'))).toBe('Failed to accept invite');
  });
});
