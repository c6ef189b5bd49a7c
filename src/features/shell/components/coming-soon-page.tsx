// /coming-soon: a part of Steward that is not ready yet (the spec's placeholder page, public).
import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import { LogoMark } from '../../../ui/logo';

export function ComingSoonPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-5 py-10 text-center text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LogoMark className="size-12" />
      <span className="mt-8 grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Coming soon</h1>
      <p className="mt-3 max-w-sm text-slate-600 dark:text-slate-400">This part of Steward is not ready yet. We're working hard to bring it to you soon!</p>
      <Link
        to="/chat/{-$conversationId}"
        params={{}}
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-xl bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950"
      >
        Back to Chat
      </Link>
    </main>
  );
}
