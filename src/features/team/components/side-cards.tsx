// The team page's side cards (spec part 1, sections 2 and 9): Team Usage Overview (the month's
// questions against the organisation's limit), Recent Activity and Plan Details.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Activity as ActivityIcon, BarChart3, RotateCw, Sparkles } from 'lucide-react';
import type { Activity, Member } from '../../../../contracts/team';
import { TEAM_CAPACITY } from '../../../../contracts/team-constants';
import type { Usage } from '../api';
import { activityText, initials, membersCount, resetText, timeAgo } from '../format';
import { displayName } from '../member-actions';
import type { Loadable } from '../use-team';

/** How many of the feed's latest entries the card shows. */
export const RECENT_ACTIVITY_SHOWN = 6;

const numbers = new Intl.NumberFormat('en-US');

function Card({ id, title, icon: Icon, children }: { id: string; title: string; icon: typeof BarChart3; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-400" />
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={clsx('block animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800', className)} />;
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <p role="alert" className="min-w-0 flex-1 text-sm text-red-700 dark:text-red-400">
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-3 focus-visible:outline-teal-500 dark:text-teal-300 dark:hover:bg-slate-800"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        Retry
      </button>
    </div>
  );
}

export function UsageCard({ usage, members, onRetry }: { usage: Loadable<Usage>; members: Member[]; onRetry: () => void }) {
  let body: ReactNode;
  if (usage.kind === 'loading') {
    body = (
      <div className="space-y-3" data-testid="usage-skeleton">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-2.5 w-full" />
        <Skeleton className="h-4 w-24" />
      </div>
    );
  } else if (usage.kind === 'error') {
    body = <Failed message={usage.message} onRetry={onRetry} />;
  } else {
    const { used, limit, days_to_reset } = usage.data;
    const share = limit > 0 ? Math.min(1, used / limit) : 0;
    const top = members.filter((m) => m.queries_used > 0).sort((a, b) => b.queries_used - a.queries_used);
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">{numbers.format(used)}</span> of {numbers.format(limit)} queries
          used
        </p>
        <div
          role="progressbar"
          aria-label="Queries used this month"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={`${numbers.format(used)} of ${numbers.format(limit)}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className={clsx(
              'h-full rounded-full transition-[width]',
              share >= 1 ? 'bg-red-600' : share >= 0.8 ? 'bg-amber-500' : 'bg-teal-600 dark:bg-teal-500',
            )}
            style={{ width: `${share * 100}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{resetText(days_to_reset)}</p>
        {top.length ? (
          <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800" aria-label="Queries by member">
            {top.map((m) => (
              <li key={m.auth0_id} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate">{displayName(m)}</span>
                <span className="text-slate-600 tabular-nums dark:text-slate-400">{numbers.format(m.queries_used)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }
  return (
    <Card id="team-usage-title" title="Team Usage Overview" icon={BarChart3}>
      {body}
    </Card>
  );
}

export function ActivityCard({ activities, onRetry }: { activities: Loadable<Activity[]>; onRetry: () => void }) {
  let body: ReactNode;
  if (activities.kind === 'loading') {
    body = (
      <div className="space-y-3" data-testid="activity-skeleton">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  } else if (activities.kind === 'error') {
    body = <Failed message={activities.message} onRetry={onRetry} />;
  } else if (!activities.data.length) {
    body = (
      <div className="text-sm text-slate-600 dark:text-slate-400">
        <p className="font-medium text-slate-800 dark:text-slate-200">No activity yet</p>
        <p className="mt-0.5">Sign-ins, questions and uploads will show here.</p>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {activities.data.slice(0, RECENT_ACTIVITY_SHOWN).map((a) => (
          <li key={a.id} className="flex items-start gap-3" data-testid="activity">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {initials(a.name, a.email)}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="break-words">
                <span className="font-semibold">{a.name || a.email}</span> {activityText(a.kind, a.detail)}
              </p>
              <p className="text-slate-500 dark:text-slate-400">{timeAgo(a.at)}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card id="team-activity-title" title="Recent Activity" icon={ActivityIcon}>
      {body}
    </Card>
  );
}

export function PlanCard({ taken }: { taken: number | null }) {
  return (
    <Card id="team-plan-title" title="Plan Details" icon={Sparkles}>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">Plan</dt>
          <dd>
            <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-100">Beta</span>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">Team size</dt>
          <dd className="font-medium tabular-nums">{taken === null ? <Skeleton className="h-4 w-20" /> : membersCount(taken)}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">Places</dt>
          <dd className="font-medium">{TEAM_CAPACITY} including pending invitations</dd>
        </div>
      </dl>
    </Card>
  );
}
