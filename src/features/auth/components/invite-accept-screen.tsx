// /invite/accept?token=...: accepting a team invitation. The server answers with where to go
// next (set a password for a new account, or sign in), and we go there.
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import type { AcceptInviteResponse } from '../../../../contracts/team';
import { TEAM_MESSAGES } from '../../../../contracts/team-constants';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { LogoMark } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';

/** The server's own words when it sent some (not the client's 'HTTP 500: ...' stand-in), else the spec's. */
export function acceptErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0 && err.detail && err.code !== 'invalid_response' && !/^HTTP \d+:/.test(err.detail)) return err.detail;
  return TEAM_MESSAGES.accept.failed;
}

/** The signed-in person as far as this page needs: whether they are, their address, and a token refresh. */
export interface AcceptingViewer {
  signedInEmail(): string | null;
  refresh(): Promise<unknown>;
}

export function InviteAcceptScreen({ token, viewer }: { token?: string | undefined; viewer?: AcceptingViewer | undefined }) {
  const [error, setError] = useState<string | null>(token ? null : TEAM_MESSAGES.accept.missingToken);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const result = await apiRequest<Partial<AcceptInviteResponse> | undefined>('/auth/invites/accept', { method: 'POST', body: { invite_token: token } });
        if (!result?.reset_url) {
          setError(TEAM_MESSAGES.accept.noRedirect);
          return;
        }
        // Already signed in here with the invited address: a fresh token carries the new
        // organisation, so straight to the chat rather than through sign-in again.
        const signedIn = viewer?.signedInEmail();
        if (result.existing_account && signedIn && result.email && signedIn.toLowerCase() === result.email.toLowerCase()) {
          try {
            await viewer!.refresh();
            window.location.assign('/chat');
            return;
          } catch {
            // The session could not be renewed: sign in as the server says.
          }
        }
        window.location.assign(result.reset_url);
      } catch (err) {
        setError(acceptErrorMessage(err));
      }
    })();
  }, [token, viewer]);

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {error ? (
        <div className="w-full max-w-sm text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
            <AlertTriangle aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight">We couldn't accept this invitation</h1>
          <p role="alert" className="mt-3 text-slate-600 dark:text-slate-400">
            {error}
          </p>
          <Link
            to="/login"
            className="mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950"
          >
            Back to Login
          </Link>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-6 text-center">
          <LogoMark className="size-12" />
          <Spinner className="size-6 text-teal-700 dark:text-teal-400" label="Accepting your invitation..." />
        </div>
      )}
    </main>
  );
}
