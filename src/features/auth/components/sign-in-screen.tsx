// The sign-in screen (/login and /auth/login). The form is the provider's: this screen starts
// the hosted flow. 'Create account' starts the same flow with the sign-up hint.
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { AuthLayout } from './auth-layout';
import { Button } from '../../../ui/button';
import type { AuthClient } from '../../../lib/auth-client';

export function SignInScreen({
  auth,
  welcomeBack,
  autoContinue,
  returnTo,
}: {
  auth: AuthClient;
  welcomeBack: boolean;
  autoContinue?: boolean;
  returnTo?: string | undefined;
}) {
  const [loading, setLoading] = useState(false);

  const start = async (signup: boolean) => {
    setLoading(true);
    try {
      await auth.login({ signup, ...(returnTo ? { returnTo } : {}) });
    } catch {
      setLoading(false);
    }
  };

  // Back from the provider's "email verified" page: carry straight on into the app.
  useEffect(() => {
    if (autoContinue) void start(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoContinue]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void start(false);
  };
  const onCreateAccount = (e: MouseEvent) => {
    e.preventDefault();
    void start(true);
  };

  return (
    <AuthLayout>
      <h1 className="text-3xl font-bold tracking-tight">{welcomeBack ? 'Welcome back!' : 'Create an account'}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{welcomeBack ? 'Sign in to your account' : 'Sign up for a new account'}</p>
      <form className="mt-8" onSubmit={onSubmit} noValidate>
        {/* The error banner's place: sign-in errors are shown by the provider's own page. */}
        <div role="alert" aria-live="polite" className="empty:hidden" />
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Redirecting...' : 'Sign In (Currently in Beta)'}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-600 dark:text-slate-400">
        Don't have an account?{' '}
        <a href="/signup" onClick={onCreateAccount} className="font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300">
          Create account
        </a>
      </p>
    </AuthLayout>
  );
}
