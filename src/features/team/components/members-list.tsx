// The members list (spec part 1, section 2): name, email, role, tag, status and last activity.
// Tablets and desktops: rows under column headings, each with a dropdown of actions. Phones: one
// card per member, whose actions open in a bottom sheet. Which actions show: member-actions.ts.
import { useState } from 'react';
import clsx from 'clsx';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Ban, CircleCheck, Loader2, MoreHorizontal, ShieldCheck, ShieldMinus, UserMinus, type LucideIcon } from 'lucide-react';
import type { Member } from '../../../../contracts/team';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { initials, roleLabel, timeAgo } from '../format';
import { ACTION_LABELS, displayName, isBlocked, memberActions, type MemberAction, type Viewer } from '../member-actions';

const ICONS: Record<MemberAction, LucideIcon> = {
  'make-admin': ShieldCheck,
  'remove-admin': ShieldMinus,
  block: Ban,
  unblock: CircleCheck,
  delete: UserMinus,
};

const ROLE_TONES: Record<string, string> = {
  OWNER: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  ADMIN: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
  MEMBER: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const menuPanel =
  'z-[70] w-52 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl [--anchor-gap:4px] focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const menuItem = 'flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-[15px] data-focus:bg-slate-100 dark:data-focus:bg-slate-800';
const trigger =
  'grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-50 data-open:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-open:bg-slate-800';

export function RoleBadge({ role }: { role: string }) {
  return <span className={clsx(chip, ROLE_TONES[role] ?? ROLE_TONES.MEMBER)}>{roleLabel(role)}</span>;
}

function StatusChip({ blocked }: { blocked: boolean }) {
  return (
    <span
      className={clsx(
        chip,
        'gap-1',
        blocked ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300' : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', blocked ? 'bg-red-600' : 'bg-emerald-600')} />
      {blocked ? 'Blocked' : 'Active'}
    </span>
  );
}

function Avatar({ name, email, dim }: { name: string; email: string; dim?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-sm font-bold text-teal-800 dark:bg-teal-950 dark:text-teal-300',
        dim && 'opacity-60',
      )}
    >
      {initials(name, email)}
    </span>
  );
}

function ActionsMenu({ name, actions, disabled, onAction }: { name: string; actions: MemberAction[]; disabled: boolean; onAction: (a: MemberAction) => void }) {
  return (
    <Menu>
      <MenuButton className={trigger} aria-label={`Actions for ${name}`} disabled={disabled}>
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuPanel}>
        {actions.map((a) => {
          const Icon = ICONS[a];
          return (
            <MenuItem key={a}>
              <button type="button" className={clsx(menuItem, a === 'delete' && 'text-red-700 dark:text-red-400')} onClick={() => onAction(a)}>
                <Icon aria-hidden="true" className={clsx('size-4', a === 'delete' ? '' : 'text-slate-500 dark:text-slate-400')} />
                {ACTION_LABELS[a]}
              </button>
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}

function MemberRow({
  member,
  viewer,
  wide,
  busy,
  offline,
  onAction,
  onOpenSheet,
}: {
  member: Member;
  viewer: Viewer;
  wide: boolean;
  busy: boolean;
  offline: boolean;
  onAction: (a: MemberAction) => void;
  onOpenSheet: () => void;
}) {
  const name = displayName(member);
  const blocked = isBlocked(member);
  const actions = memberActions(member, viewer);
  const isYou = viewer.sub !== null && member.auth0_id === viewer.sub;
  return (
    <li
      data-testid="member-row"
      data-member={member.email}
      className={clsx(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-3 rounded-2xl border border-slate-200 bg-white p-3 [grid-template-areas:"who_act"_"meta_meta"] dark:border-slate-800 dark:bg-slate-900',
        'md:grid-cols-[minmax(0,3fr)_5rem_minmax(0,1.6fr)_5.5rem_6.5rem_2.75rem] md:items-center md:gap-3 md:rounded-none md:border-0 md:bg-transparent md:px-4 md:py-3 md:[grid-template-areas:"who_role_tag_status_last_act"] dark:md:bg-transparent',
      )}
    >
      <div className="flex min-w-0 items-center gap-3 [grid-area:who]">
        <Avatar name={name} email={member.email} dim={blocked} />
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-1.5 font-semibold">
            <span className="truncate">{name}</span>
            {isYou ? <span className={clsx(chip, 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-300')}>You</span> : null}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 [grid-area:meta] md:contents">
        <span className="md:[grid-area:role]">
          <span className="sr-only">Role: </span>
          <RoleBadge role={member.role} />
        </span>
        <span className="min-w-0 md:[grid-area:tag]">
          <span className="sr-only">Tag: </span>
          {member.tag ? (
            <span
              className={clsx(
                chip,
                'bg-amber-50 font-medium text-amber-900 md:bg-transparent md:px-0 md:text-sm md:font-normal md:whitespace-normal md:text-slate-700 dark:bg-amber-950/60 dark:text-amber-200 md:dark:bg-transparent md:dark:text-slate-300',
              )}
            >
              {member.tag}
            </span>
          ) : (
            <span className="hidden text-sm text-slate-400 md:inline dark:text-slate-500">No tag</span>
          )}
        </span>
        <span className="md:[grid-area:status]">
          <span className="sr-only">Status: </span>
          <StatusChip blocked={blocked} />
        </span>
        <span className="w-full text-sm text-slate-600 md:w-auto md:[grid-area:last] dark:text-slate-400">
          <span className="md:sr-only">Last active </span>
          <span className="text-slate-800 md:text-slate-700 dark:text-slate-200 md:dark:text-slate-300">{timeAgo(member.last_activity_at)}</span>
        </span>
      </div>
      <div className="[grid-area:act] md:justify-self-end">
        {actions.length === 0 ? (
          <span aria-hidden="true" className="block size-11" />
        ) : busy ? (
          <span className="grid size-11 place-items-center text-slate-500" role="status" aria-label={`Updating ${name}`}>
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          </span>
        ) : wide ? (
          <ActionsMenu name={name} actions={actions} disabled={offline} onAction={onAction} />
        ) : (
          <button type="button" className={trigger} aria-label={`Actions for ${name}`} aria-haspopup="dialog" disabled={offline} onClick={onOpenSheet}>
            <MoreHorizontal aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </li>
  );
}

export function MembersList({
  members,
  viewer,
  busy,
  offline,
  onAction,
}: {
  members: Member[];
  viewer: Viewer;
  /** Members (by auth0_id) with an action in flight. */
  busy: ReadonlySet<string>;
  offline: boolean;
  onAction: (member: Member, action: MemberAction) => void;
}) {
  const wide = useMediaQuery('(min-width: 768px)', true);
  const [sheetFor, setSheetFor] = useState<Member | null>(null);
  // Kept while the sheet plays its closing transition.
  const [picked, setShown] = useState<Member | null>(null);
  // The row as it is now (an action may have changed it since the sheet opened).
  const shown = picked ? (members.find((m) => m.auth0_id === picked.auth0_id) ?? picked) : null;
  const sheetActions = shown ? memberActions(shown, viewer) : [];

  return (
    <>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,3fr)_5rem_minmax(0,1.6fr)_5.5rem_6.5rem_2.75rem] gap-3 border-b border-slate-200 px-4 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid dark:border-slate-800 dark:text-slate-400"
      >
        <span>Member</span>
        <span>Role</span>
        <span>Tag</span>
        <span>Status</span>
        <span>Last activity</span>
        <span />
      </div>
      <ul className="space-y-2 md:space-y-0 md:divide-y md:divide-slate-200 dark:md:divide-slate-800">
        {members.map((m) => (
          <MemberRow
            key={m.auth0_id || m.id}
            member={m}
            viewer={viewer}
            wide={wide}
            busy={busy.has(m.auth0_id)}
            offline={offline}
            onAction={(a) => onAction(m, a)}
            onOpenSheet={() => {
              setShown(m);
              setSheetFor(m);
            }}
          />
        ))}
      </ul>
      <ResponsiveDialog open={sheetFor !== null} onClose={() => setSheetFor(null)} title={shown ? displayName(shown) : 'Member actions'}>
        {shown ? (
          <>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{shown.email}</p>
            <div className="mt-4 flex flex-col gap-1" role="group" aria-label={`Actions for ${displayName(shown)}`}>
              {sheetActions.map((a) => {
                const Icon = ICONS[a];
                return (
                  <button
                    key={a}
                    type="button"
                    onClick={() => {
                      setSheetFor(null);
                      onAction(shown, a);
                    }}
                    className={clsx(
                      'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 dark:hover:bg-slate-800',
                      a === 'delete' && 'text-red-700 dark:text-red-400',
                    )}
                  >
                    <Icon aria-hidden="true" className={clsx('size-5', a === 'delete' ? '' : 'text-slate-500 dark:text-slate-400')} />
                    {ACTION_LABELS[a]}
                  </button>
                );
              })}
            </div>
          </>
        ) : null}
      </ResponsiveDialog>
    </>
  );
}
