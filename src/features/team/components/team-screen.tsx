// The team page (/team, spec part 1, sections 2 to 9): the organisation with its places taken
// out of 4, Invite Team Member, the members with their actions, the pending invitations, and the
// side cards (usage, recent activity, plan). Phones: one column, the side cards below; larger
// screens: the cards in a right column.
import { useCallback, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import { AlertTriangle, RotateCw, UserPlus, Users } from 'lucide-react';
import { NEW_USER, NO_ORGANIZATION } from '../../../../contracts/roles';
import type { Invite, Member } from '../../../../contracts/team';
import { TEAM_CAPACITY } from '../../../../contracts/team-constants';
import type { AuthClient } from '../../../lib/auth-client';
import { currentOrganizationId } from '../../../lib/organization';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { toast } from '../../../ui/toast';
import { blockErrorMessage, createTeamApi, inviteActionErrorMessage, removeErrorMessage, roleErrorMessage, type NewInvite, type TeamApi } from '../api';
import { membersCount } from '../format';
import { displayName, placesLeft, placesTaken, type MemberAction, type Viewer } from '../member-actions';
import { useTeam } from '../use-team';
import { InviteDialog } from './invite-dialog';
import { MembersList } from './members-list';
import { PendingInvites } from './pending-invites';
import { RemoveMemberDialog } from './remove-member-dialog';
import { ActivityCard, PlanCard, Skeleton, UsageCard } from './side-cards';

const SUCCESS: Record<Exclude<MemberAction, 'delete'>, (name: string) => string> = {
  'make-admin': (n) => `${n} is now an admin`,
  'remove-admin': (n) => `${n} is no longer an admin`,
  block: (n) => `${n} has been blocked`,
  unblock: (n) => `${n} has been unblocked`,
};

const sectionTitle = 'flex items-center gap-2 text-lg font-semibold focus:outline-none';
const countChip = 'rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-300';

function useSet() {
  const [set, setSet] = useState<ReadonlySet<string>>(new Set());
  const add = useCallback((key: string) => setSet((s) => new Set(s).add(key)), []);
  const remove = useCallback(
    (key: string) =>
      setSet((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      }),
    [],
  );
  return [set, add, remove] as const;
}

/** The organisation, its places and the invite button, with why it is disabled. */
function TeamSummary({ name, taken, blockedReason, onInvite }: { name: string; taken: number | null; blockedReason: string | null; onInvite: () => void }) {
  return (
    <section
      aria-labelledby="team-organization"
      className="rounded-2xl border border-slate-200 bg-white p-4 md:flex md:items-center md:gap-6 md:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0 flex-1">
        <h2 id="team-organization" className="text-xl font-bold tracking-tight break-words md:text-2xl">
          {name}
        </h2>
        <div className="mt-1.5 flex items-center gap-3">
          {taken === null ? (
            <Skeleton className="h-5 w-24" />
          ) : (
            <p className="font-medium text-slate-700 tabular-nums dark:text-slate-300" data-testid="team-count">
              {membersCount(taken)}
            </p>
          )}
          <span aria-hidden="true" className="flex gap-1">
            {Array.from({ length: TEAM_CAPACITY }, (_, i) => (
              <span
                key={i}
                className={clsx('h-2 w-6 rounded-full', taken !== null && i < taken ? 'bg-teal-600 dark:bg-teal-500' : 'bg-slate-200 dark:bg-slate-700')}
              />
            ))}
          </span>
        </div>
      </div>
      <div className="mt-4 md:mt-0 md:text-right">
        <Button
          onClick={onInvite}
          disabled={taken === null || blockedReason !== null}
          aria-describedby={blockedReason ? 'invite-blocked-reason' : undefined}
          className="w-full md:w-auto"
        >
          <UserPlus aria-hidden="true" className="size-5" />
          Invite Team Member
        </Button>
        {blockedReason ? (
          <p id="invite-blocked-reason" className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            {blockedReason}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function LoadingList() {
  return (
    <div className="space-y-2" data-testid="members-skeleton">
      <span role="status" className="sr-only">
        Loading team members...
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3.5 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LoadFailed({ message, online, onRetry }: { message: string; online: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-700 dark:text-red-400" />
      <p className="mt-3 font-semibold text-red-900 dark:text-red-200">{message}</p>
      <p className="mt-1 text-sm text-red-800 dark:text-red-300">
        {online ? 'Please try again in a moment.' : "You're offline. The team will load when you're back online."}
      </p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        <RotateCw aria-hidden="true" className="size-5" />
        Retry
      </Button>
    </div>
  );
}

export function TeamScreen({ auth, api: givenApi }: { auth: AuthClient; api?: TeamApi }) {
  const api = useMemo(() => givenApi ?? createTeamApi(), [givenApi]);
  const claims = auth.claims();
  const organizationId = currentOrganizationId(claims);
  const organizationName =
    claims?.db_organization_name && ![NEW_USER, NO_ORGANIZATION].includes(claims.db_organization_name) ? claims.db_organization_name : 'Your organisation';
  const viewer: Viewer = useMemo(() => ({ sub: claims?.sub ?? null, role: claims?.db_role ?? null }), [claims?.sub, claims?.db_role]);
  const online = useOnline();
  const data = useTeam(api, organizationId);
  const [inviting, setInviting] = useState(false);
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const [busyMembers, addBusyMember, dropBusyMember] = useSet();
  const [busyInvites, addBusyInvite, dropBusyInvite] = useSet();
  const membersHeading = useRef<HTMLHeadingElement>(null);

  const ready = data.team.kind === 'ready' ? data.team.data : null;
  const taken = ready ? placesTaken(ready.members.length, ready.invites.length) : null;
  const blockedReason = taken !== null && placesLeft(taken) === 0 ? 'Team is full' : !online ? "You're offline" : null;

  const act = async (member: Member, action: MemberAction) => {
    if (action === 'delete') {
      setToRemove(member);
      return;
    }
    const name = displayName(member);
    addBusyMember(member.auth0_id);
    try {
      await data.updateMember(member, action);
      toast(SUCCESS[action](name), { variant: 'success' });
    } catch (err) {
      const message = action === 'block' || action === 'unblock' ? blockErrorMessage(err, action === 'block') : roleErrorMessage(err);
      toast(message, { variant: 'error' });
    } finally {
      dropBusyMember(member.auth0_id);
    }
  };

  const remove = async (member: Member) => {
    setToRemove(null);
    // The row leaves at once: keep the keyboard's place in the list.
    membersHeading.current?.focus();
    try {
      await data.removeMember(member);
      toast(`${displayName(member)} has been removed from the team`, { variant: 'success' });
    } catch (err) {
      toast(removeErrorMessage(err), { variant: 'error' });
    }
  };

  const invite = async (body: NewInvite) => {
    await data.invite(body);
    setInviting(false);
    toast(`Invitation sent to ${body.email}`, { variant: 'success' });
  };

  const inviteAction = async (target: Invite, action: 'resend' | 'cancel') => {
    addBusyInvite(target.id);
    try {
      if (action === 'resend') await data.resendInvite(target);
      else await data.cancelInvite(target);
      toast(action === 'resend' ? `Invitation resent to ${target.email}` : `Invitation to ${target.email} cancelled`, { variant: 'success' });
    } catch (err) {
      toast(inviteActionErrorMessage(err, action), { variant: 'error' });
    } finally {
      dropBusyInvite(target.id);
    }
  };

  return (
    <>
      <PageHeader title="Manage Team" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-8">
        <div className="min-w-0 space-y-6">
          <TeamSummary
            name={organizationName}
            taken={taken}
            blockedReason={data.team.kind === 'error' ? null : blockedReason}
            onInvite={() => setInviting(true)}
          />
          {data.team.kind === 'error' ? (
            <LoadFailed message={data.team.message} online={online} onRetry={data.retry} />
          ) : (
            <>
              <section aria-labelledby="team-members-title">
                <h2 id="team-members-title" ref={membersHeading} tabIndex={-1} className={clsx(sectionTitle, 'mb-3')}>
                  <Users aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-400" />
                  Team Members
                  {ready ? <span className={countChip}>{ready.members.length}</span> : null}
                </h2>
                {ready ? (
                  <div className="md:rounded-2xl md:border md:border-slate-200 md:bg-white md:pt-3 dark:md:border-slate-800 dark:md:bg-slate-900">
                    <MembersList members={ready.members} viewer={viewer} busy={busyMembers} offline={!online} onAction={(m, a) => void act(m, a)} />
                  </div>
                ) : (
                  <LoadingList />
                )}
              </section>
              <section aria-labelledby="team-invites-title">
                <h2 id="team-invites-title" className={clsx(sectionTitle, 'mb-3')}>
                  Pending Invites
                  {ready ? <span className={countChip}>{ready.invites.length}</span> : null}
                </h2>
                {ready ? (
                  <PendingInvites
                    invites={ready.invites}
                    busy={busyInvites}
                    offline={!online}
                    onResend={(i) => void inviteAction(i, 'resend')}
                    onCancel={(i) => void inviteAction(i, 'cancel')}
                  />
                ) : (
                  <Skeleton className="h-20 w-full rounded-2xl" />
                )}
              </section>
            </>
          )}
        </div>
        <aside aria-label="Team overview" className="grid content-start gap-4 md:grid-cols-2 lg:grid-cols-1">
          <UsageCard usage={data.usage} members={ready?.members ?? []} onRetry={() => void data.loadUsage()} />
          <ActivityCard activities={data.activities} onRetry={() => void data.loadActivities()} />
          <PlanCard taken={taken} />
        </aside>
      </div>
      <InviteDialog open={inviting} organizationName={organizationName} onInvite={invite} onClose={() => setInviting(false)} />
      <RemoveMemberDialog member={toRemove} organizationName={organizationName} onConfirm={(m) => void remove(m)} onCancel={() => setToRemove(null)} />
    </>
  );
}
