// The sign-up screen (/signup). An email in the query (from an invitation, say) starts the
// provider's sign-up at once with that address as the hint; an invalid one is reported only
// when the button is pressed, and the sign-up goes ahead without a hint.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from './auth-layout';
import { Button } from '../../../ui/button';
import type { AuthClient } from '../../../lib/auth-client';
import { validSignUpEmail } from '../validation';

export function SignUpScreen({ auth, email }: { auth: AuthClient; email?: string | undefined }) {
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);
  const hint = validSignUpEmail(email);

  const start = async (loginHint: string | null) => {
    setLoading(true);
    try {
      await auth.login({ signup: true, ...(loginHint ? { email: loginHint } : {}) });
    } catch {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (hint && !started.current) {
      started.current = true;
      void start(hint);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hint]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (email !== undefined && !hint) setMessage('Please enter a valid email address to continue.');
    void start(hint);
  };

  return (
    <AuthLayout>
      <h1 className="text-3xl font-bold tracking-tight">Create an account</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Sign up for a new account</p>
      <form className="mt-8" onSubmit={onSubmit} noValidate>
        {message ? (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200">
            {message}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Redirecting...' : 'Sign Up (Currently in Beta)'}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to="/auth/login" className="font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
