// 'Verify Your Email': shown while the provider refuses an account whose address is not yet
// confirmed. The person can get a new link, continue once verified, or use another account.
import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import type { AuthClient } from '../../../lib/auth-client';
import { Button } from '../../../ui/button';

export function VerifyEmailScreen({ auth }: { auth: AuthClient }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const resend = async () => {
    setSending(true);
    setResult(await auth.resendVerification());
    setSending(false);
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-5 py-10 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="w-full max-w-sm text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
          <MailCheck aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight">Verify Your Email</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          We sent a verification link to your email address. Open it to confirm your account, then continue here.
        </p>
        {result ? (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={
              result.ok
                ? 'mt-5 rounded-xl bg-teal-50 px-4 py-3 text-teal-900 dark:bg-teal-950 dark:text-teal-100'
                : 'mt-5 rounded-xl bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200'
            }
          >
            {result.message}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3">
          <Button onClick={() => void auth.login()}>I've verified my email</Button>
          {auth.config.auth.kind === 'embedded' ? (
            <Button variant="secondary" onClick={() => void resend()} disabled={sending}>
              {sending ? 'Sending...' : 'Resend verification email'}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => void auth.logout()}>
            Use a different account
          </Button>
        </div>
        {auth.config.devMailbox ? (
          <p className="mt-8 text-sm text-slate-500 dark:text-slate-400">
            Running locally? Mail is delivered to the{' '}
            <a className="font-semibold text-teal-800 underline dark:text-teal-300" href="/dev/mailbox">
              dev mailbox
            </a>
            .
          </p>
        ) : null}
      </div>
    </main>
  );
}
