// A signed-in screen that a later part of Steward fills in: who is signed in, and Sign Out.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { LogOut } from 'lucide-react';
import { authStateAtom, type AuthClient } from '../lib/auth-client';
import { Button } from './button';
import { Logo } from './logo';

export function OnboardingPlaceholder({ auth, title, children }: { auth: AuthClient; title: string; children: ReactNode }) {
  const { user } = useAtomValue(authStateAtom);
  const claims = auth.claims();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex items-center justify-between border-b border-slate-200 px-5 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 dark:border-slate-800">
        <Logo />
        <Button variant="ghost" onClick={() => void auth.logout()} className="text-red-700 dark:text-red-400">
          <LogOut aria-hidden="true" className="size-5" />
          Sign Out
        </Button>
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-5 py-10">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{children}</p>
        <dl className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-slate-500 dark:text-slate-400">Signed in as</dt>
          <dd className="mt-1 font-semibold" data-testid="signed-in-email">
            {user?.email ?? claims?.email}
          </dd>
          {claims?.db_organization_name && !['NEW_USER', 'null'].includes(claims.db_organization_name) ? (
            <>
              <dt className="mt-4 text-slate-500 dark:text-slate-400">Organisation</dt>
              <dd className="mt-1 font-semibold">{claims.db_organization_name}</dd>
            </>
          ) : null}
        </dl>
      </main>
    </div>
  );
}
