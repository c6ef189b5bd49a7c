// The login callback (/authorization): processing, then a redirect by the new token's claims,
// the 'Verify Your Email' screen, or an error with Try Again and Log In.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { authStateAtom, isVerificationError, type AuthClient } from '../../../lib/auth-client';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { landingFor } from '../../../lib/claims';
import { Button } from '../../../ui/button';
import { LogoMark } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';
import { VerifyEmailScreen } from './verify-email-screen';

type Phase = { kind: 'processing' } | { kind: 'verify-email' } | { kind: 'error'; message: string };

/** Only same-app paths are honoured as a return target. */
const safeReturnTo = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : null);

export function AuthorizationScreen({ auth }: { auth: AuthClient }) {
  const state = useAtomValue(authStateAtom);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'processing' });
  const handled = useRef(false);

  useEffect(() => {
    if (state.isLoading || handled.current) return;
    handled.current = true;
    if (state.error) {
      setPhase(isVerificationError(state.error) ? { kind: 'verify-email' } : { kind: 'error', message: state.error.description });
      return;
    }
    if (!state.isAuthenticated) {
      void navigate({ to: '/login', replace: true });
      return;
    }
    void (async () => {
      const claims = auth.claims();
      const landing = landingFor(claims);
      if (landing.register) {
        try {
          await apiRequest('/auth/register', {
            method: 'POST',
            body: { email: state.user?.email ?? claims?.email ?? '', external_id: claims?.sub ?? state.user?.sub ?? '', name: state.user?.name ?? '' },
          });
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 409)) {
            setPhase({ kind: 'error', message: err instanceof ApiError ? err.detail : 'Authorization failed. Retry or log out.' });
            return;
          }
        }
      }
      const returnTo = landing.to === '/chat' ? safeReturnTo(auth.returnTo) : null;
      await navigate({ to: returnTo ?? landing.to, replace: true });
    })();
  }, [state, auth, navigate]);

  if (phase.kind === 'verify-email') return <VerifyEmailScreen auth={auth} />;

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {phase.kind === 'processing' ? (
        <div className="flex flex-col items-center gap-6 text-center">
          <LogoMark className="size-12" />
          <Spinner className="size-6 text-teal-700 dark:text-teal-400" label="Signing you in..." />
        </div>
      ) : (
        <div className="w-full max-w-sm text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
            <AlertTriangle aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight">Authorization failed. Retry or log out.</h1>
          <p role="alert" className="mt-3 text-slate-600 dark:text-slate-400">
            {phase.message}
          </p>
          <div className="mt-8 flex flex-col gap-3">
            <Button onClick={() => void auth.login()}>Try Again</Button>
            <Button variant="secondary" onClick={() => void navigate({ to: '/login', replace: true })}>
              Log In
            </Button>
          </div>
        </div>
      )}
    </main>
  );
}
