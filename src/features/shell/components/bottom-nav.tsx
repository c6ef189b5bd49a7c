// The phone's bottom navigation: Chat, and Documents and Team for owners and admins, plus the
// account sheet, in reach of a thumb and clear of the home indicator.
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import clsx from 'clsx';
import { CircleUserRound, FileText, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import { hideBottomNavAtom, profileSheetOpenAtom } from '../../../lib/shell-state';
import { useViewer } from '../../../lib/viewer';
import { pendingUploadsAtom } from '../../documents/queue-instance';

const item = 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-500';
const idle = 'text-slate-600 dark:text-slate-400';
const active = 'text-teal-800 dark:text-teal-300';

function Tab({ to, label, icon: Icon, badge = 0 }: { to: '/documents' | '/team' | '/chat/{-$conversationId}'; label: string; icon: LucideIcon; badge?: number }) {
  return (
    <Link
      to={to}
      params={{}}
      className={item}
      activeProps={{ className: active, 'aria-current': 'page' }}
      inactiveProps={{ className: idle }}
    >
      {({ isActive }) => (
        <>
          <span className={clsx('relative grid h-7 w-14 place-items-center rounded-full', isActive && 'bg-teal-100 dark:bg-teal-900/60')}>
            <Icon aria-hidden="true" className="size-5" />
            {badge ? (
              <span className="absolute -top-1 right-2 min-w-5 rounded-full bg-amber-500 px-1 text-[0.7rem] leading-5 font-bold text-slate-950" data-testid={`${label}-badge`}>
                {badge}
              </span>
            ) : null}
          </span>
          {label}
          {badge ? <span className="sr-only">{`, ${badge} waiting to upload`}</span> : null}
        </>
      )}
    </Link>
  );
}

export function BottomNav() {
  const { canManage } = useViewer();
  const openProfile = useSetAtom(profileSheetOpenAtom);
  const pending = useAtomValue(pendingUploadsAtom);
  // Typing in the chat on a phone: the keyboard and the composer need the room.
  const hidden = useAtomValue(hideBottomNavAtom);
  if (hidden) return null;
  return (
    <nav
      aria-label="Main"
      className="flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <Tab to="/chat/{-$conversationId}" label="Chat" icon={MessageSquare} />
      {canManage ? <Tab to="/documents" label="Documents" icon={FileText} badge={pending} /> : null}
      {canManage ? <Tab to="/team" label="Team" icon={Users} /> : null}
      <button type="button" onClick={() => openProfile(true)} className={clsx(item, idle)}>
        <span className="grid h-7 w-14 place-items-center rounded-full">
          <CircleUserRound aria-hidden="true" className="size-5" />
        </span>
        Account
      </button>
    </nav>
  );
}
