// A screen's header. On phones it carries the button that opens the shell's drawer. An optional
// line under the title (the chat's 'Agent improved N time(s)') sits outside the heading.
import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { Menu } from 'lucide-react';
import { drawerOpenAtom } from '../lib/shell-state';
import { IconButton } from './icon-button';

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  const openDrawer = useSetAtom(drawerOpenAtom);
  const heading = 'min-w-0 truncate text-lg font-semibold tracking-tight md:text-xl';
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-slate-200 bg-white/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur md:px-6 dark:border-slate-800 dark:bg-slate-950/90">
      <IconButton icon={Menu} label="Open menu" onClick={() => openDrawer(true)} tone="text-slate-700 dark:text-slate-200" className="md:hidden" />
      {subtitle ? (
        <div className="flex min-w-0 flex-1 flex-col py-1">
          <h1 className={`${heading} leading-tight`}>{title}</h1>
          <div className="min-w-0 truncate text-xs text-slate-600 dark:text-slate-400">{subtitle}</div>
        </div>
      ) : (
        <h1 className={`${heading} flex-1`}>{title}</h1>
      )}
      {actions}
    </header>
  );
}
