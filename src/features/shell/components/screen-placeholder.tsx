// A signed-in screen that a later issue fills in, inside the shell.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageHeader } from '../../../ui/page-header';

export function ScreenPlaceholder({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{children}</p>
      </div>
    </>
  );
}
