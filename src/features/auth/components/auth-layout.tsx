// The frame of the sign-in and sign-up screens: a branded panel on large screens, a logo header
// on small ones, and the form column.
import type { ReactNode } from 'react';
import { BrainCircuit, FileText, ShieldCheck } from 'lucide-react';
import { Logo, LogoMark } from '../../../ui/logo';

const POINTS = [
  {
    icon: BrainCircuit,
    title: 'AI-powered finance agents',
    text: 'Tally answers questions about your budgets, actuals and grants, and shows its working.',
  },
  {
    icon: FileText,
    title: 'Automated document processing',
    text: 'Upload budgets, statements and photographed receipts; Steward reads the tables and text for you.',
  },
  {
    icon: ShieldCheck,
    title: 'SOC 2 compliant infrastructure',
    text: 'Steward runs on a cloud provider with SOC 2 compliance, and your documents stay with your organisation.',
    link: { href: '/security.html', label: 'Learn more' },
  },
];

/** The three selling points: on the branded panel (large screens) or under the form (small ones). */
function SellingPoints({ variant }: { variant: 'panel' | 'compact' }) {
  const panel = variant === 'panel';
  return (
    <ul className={panel ? 'mt-10 space-y-7' : 'mt-12 space-y-5 border-t border-slate-200 pt-8 lg:hidden dark:border-slate-800'}>
      {POINTS.map(({ icon: Icon, title, text, link }) => (
        <li key={title} className={panel ? 'flex gap-4' : 'flex gap-3.5'}>
          <span
            className={
              panel
                ? 'grid size-11 shrink-0 place-items-center rounded-xl bg-white/10'
                : 'grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-300'
            }
          >
            <Icon aria-hidden="true" className={panel ? 'size-6' : 'size-5'} />
          </span>
          <div className={panel ? undefined : 'text-sm'}>
            <p className="font-semibold">{title}</p>
            <p className={panel ? 'mt-1 text-teal-50/85' : 'mt-0.5 text-slate-600 dark:text-slate-400'}>
              {text}{' '}
              {link ? (
                <a
                  className={panel ? 'font-semibold text-white underline underline-offset-4' : 'font-semibold text-teal-800 underline underline-offset-4 dark:text-teal-300'}
                  href={link.href}
                >
                  {link.label}
                </a>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-slate-50 text-slate-900 lg:grid-cols-2 dark:bg-slate-950 dark:text-slate-100">
      <aside className="hidden flex-col justify-between bg-gradient-to-br from-teal-800 via-teal-900 to-slate-950 p-12 text-white lg:flex">
        <span className="inline-flex items-center gap-3 text-2xl font-bold tracking-tight">
          <LogoMark className="size-10" />
          Steward
        </span>
        <div className="max-w-md">
          <h2 className="text-3xl leading-tight font-bold tracking-tight">Finance help for mission-driven teams</h2>
          <p className="mt-3 text-lg text-teal-50/90">Work with Tally on your organisation's own budgets, statements and grants.</p>
          <SellingPoints variant="panel" />
        </div>
        <p className="text-sm text-teal-50/70">Steward is in beta. Tally is not perfect and can make mistakes.</p>
      </aside>
      <main className="flex flex-col px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:px-8">
        <header className="lg:hidden">
          <Logo />
        </header>
        <div className="mx-auto my-auto w-full max-w-sm py-10">
          {children}
          <SellingPoints variant="compact" />
        </div>
      </main>
    </div>
  );
}
