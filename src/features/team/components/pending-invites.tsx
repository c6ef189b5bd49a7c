// Pending invitations (spec part 1, section 2): email, role, tag, who invited, and the age of the
// latest mail ('Today' after a resend), marked 'Expired' once the link no longer works, with
// Resend and Cancel.
import clsx from 'clsx';
import { Loader2, Mail, RotateCw, X } from 'lucide-react';
import type { Invite } from '../../../../contracts/team';
import { inviteAge } from '../format';
import { RoleBadge } from './members-list';

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-50 md:flex-none';

export function PendingInvites({
  invites,
  busy,
  offline,
  onResend,
  onCancel,
}: {
  invites: Invite[];
  /** Invitations (by id) with a resend or cancel in flight. */
  busy: ReadonlySet<string>;
  offline: boolean;
  onResend: (invite: Invite) => void;
  onCancel: (invite: Invite) => void;
}) {
  if (!invites.length) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <Mail aria-hidden="true" className="size-5 shrink-0" />
        No pending invitations
      </div>
    );
  }
  return (
    <ul className="space-y-2">
      {invites.map((invite) => {
        const working = busy.has(invite.id);
        return (
          <li
            key={invite.id}
            data-testid="invite-row"
            data-invite={invite.email}
            className="rounded-2xl border border-slate-200 bg-white p-3 md:flex md:items-center md:gap-4 md:px-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              >
                <Mail className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-semibold">{invite.email}</span>
                  {invite.expired ? (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-300">Expired</span>
                  ) : null}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                  <RoleBadge role={invite.role} />
                  {invite.tag ? (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
                      {invite.tag}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  <span className="break-all">Invited by {invite.invited_by_email}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, sent </span>
                  <span className={clsx(invite.expired && 'text-red-700 dark:text-red-400')}>{inviteAge(invite.sent_at || invite.created_at)}</span>
                </p>
              </div>
            </div>
            <div className="mt-3 flex gap-2 md:mt-0">
              <button
                type="button"
                onClick={() => onResend(invite)}
                disabled={working || offline}
                aria-label={`Resend invitation to ${invite.email}`}
                className={clsx(action, 'border-slate-300 text-teal-800 hover:bg-teal-50 dark:border-slate-700 dark:text-teal-300 dark:hover:bg-slate-800')}
              >
                {working ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RotateCw aria-hidden="true" className="size-4" />}
                Resend
              </button>
              <button
                type="button"
                onClick={() => onCancel(invite)}
                disabled={working || offline}
                aria-label={`Cancel invitation to ${invite.email}`}
                className={clsx(action, 'border-slate-300 text-red-700 hover:bg-red-50 dark:border-slate-700 dark:text-red-400 dark:hover:bg-red-950')}
              >
                <X aria-hidden="true" className="size-4" />
                Cancel
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
