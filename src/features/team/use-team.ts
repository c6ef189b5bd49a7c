// The team page's data: members and pending invitations (together: they share the 4 places),
// the month's query usage and the activity feed, each loaded on its own so one failing card
// does not blank the page. Actions change the list at once and put it back if the server refuses.
// The last lists seen stay in memory, so coming back to the page (or losing the network) shows
// them while they refresh.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssignableRole } from '../../../contracts/team-constants';
import { TEAM_MESSAGES } from '../../../contracts/team-constants';
import type { Activity, Invite, Member } from '../../../contracts/team';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../ui/toast';
import { loadMembersErrorMessage, usageErrorMessage, type NewInvite, type TeamApi, type Usage } from './api';
import { applyAction, type MemberAction } from './member-actions';

export type Loadable<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error'; message: string };

interface Snapshot {
  members: Member[];
  invites: Invite[];
  usage?: Usage;
  activities?: Activity[];
}

const snapshots = new Map<string, Snapshot>();
/** Tests start from nothing. */
export const forgetTeamSnapshots = () => snapshots.clear();

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';
const ready = <T>(data: T): Loadable<T> => ({ kind: 'ready', data });

export function useTeam(api: TeamApi, organizationId: string | null) {
  const cached = organizationId ? snapshots.get(organizationId) : undefined;
  const [team, setTeam] = useState<Loadable<{ members: Member[]; invites: Invite[] }>>(() =>
    cached ? ready({ members: cached.members, invites: cached.invites }) : { kind: 'loading' },
  );
  const [usage, setUsage] = useState<Loadable<Usage>>(() => (cached?.usage ? ready(cached.usage) : { kind: 'loading' }));
  const [activities, setActivities] = useState<Loadable<Activity[]>>(() => (cached?.activities ? ready(cached.activities) : { kind: 'loading' }));
  const live = useRef(true);
  const teamShown = useRef(false);
  teamShown.current = team.kind === 'ready';
  const aborts = useRef(new Set<AbortController>());

  useEffect(() => {
    live.current = true;
    const pending = aborts.current;
    return () => {
      live.current = false;
      for (const a of pending) a.abort();
      pending.clear();
    };
  }, []);

  // Remember what is on screen for the next visit.
  useEffect(() => {
    if (!organizationId) return;
    const prev = snapshots.get(organizationId);
    if (team.kind !== 'ready' && !prev) return;
    snapshots.set(organizationId, {
      members: team.kind === 'ready' ? team.data.members : prev!.members,
      invites: team.kind === 'ready' ? team.data.invites : prev!.invites,
      ...(usage.kind === 'ready' ? { usage: usage.data } : prev?.usage ? { usage: prev.usage } : {}),
      ...(activities.kind === 'ready' ? { activities: activities.data } : prev?.activities ? { activities: prev.activities } : {}),
    });
  }, [organizationId, team, usage, activities]);

  /** Runs a load that ends with the page (its answer is dropped after unmount). */
  const run = useCallback(async <T>(load: (signal: AbortSignal) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | null> => {
    const controller = new AbortController();
    aborts.current.add(controller);
    try {
      const value = await load(controller.signal);
      return live.current ? { ok: true, value } : null;
    } catch (error) {
      return live.current && !isAbort(error) ? { ok: false, error } : null;
    } finally {
      aborts.current.delete(controller);
    }
  }, []);

  const loadTeam = useCallback(async () => {
    if (!organizationId) {
      setTeam({ kind: 'error', message: TEAM_MESSAGES.remove.organizationNotFound });
      return;
    }
    const result = await run((signal) => Promise.all([api.members(organizationId, signal), api.invites(signal)]));
    if (!result) return;
    if (result.ok) setTeam(ready({ members: result.value[0], invites: result.value[1] }));
    // Lists already on screen stay there (offline, say); the person still learns it failed.
    else setTeam((t) => (t.kind === 'ready' ? t : { kind: 'error', message: loadMembersErrorMessage(result.error) }));
    return result.ok ? undefined : result.error;
  }, [api, organizationId, run]);

  const loadUsage = useCallback(async () => {
    if (!organizationId) return;
    setUsage((u) => (u.kind === 'error' ? { kind: 'loading' } : u));
    const result = await run((signal) => api.usage(organizationId, signal));
    if (!result) return;
    if (result.ok) setUsage(ready(result.value));
    else setUsage((u) => (u.kind === 'ready' ? u : { kind: 'error', message: usageErrorMessage(result.error) }));
  }, [api, organizationId, run]);

  const loadActivities = useCallback(async () => {
    if (!organizationId) return;
    setActivities((a) => (a.kind === 'error' ? { kind: 'loading' } : a));
    const result = await run((signal) => api.activities(organizationId, signal));
    if (!result) return;
    if (result.ok) setActivities(ready(result.value));
    else setActivities((a) => (a.kind === 'ready' ? a : { kind: 'error', message: 'Failed to load recent activity' }));
  }, [api, organizationId, run]);

  /** Everything again; answers the team lists' failure, if any. */
  const reload = useCallback(async () => {
    const [teamError] = await Promise.all([loadTeam(), loadUsage(), loadActivities()]);
    return teamError;
  }, [loadTeam, loadUsage, loadActivities]);

  // On arrival, and again whenever the network comes back.
  useEffect(() => {
    const load = () => {
      const showing = teamShown.current;
      void reload().then((error) => {
        // Lists from earlier are still showing: say that they could not be refreshed.
        if (error && showing && navigator.onLine) toast(loadMembersErrorMessage(error), { variant: 'error' });
      });
    };
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [reload]);

  const retry = useCallback(() => {
    setTeam({ kind: 'loading' });
    void reload();
  }, [reload]);

  const setMembers = (change: (list: Member[]) => Member[]) => setTeam((t) => (t.kind === 'ready' ? ready({ ...t.data, members: change(t.data.members) }) : t));
  const setInvites = (change: (list: Invite[]) => Invite[]) => setTeam((t) => (t.kind === 'ready' ? ready({ ...t.data, invites: change(t.data.invites) }) : t));

  const refreshInvites = useCallback(async () => {
    const result = await run((signal) => api.invites(signal));
    if (result?.ok) setInvites(() => result.value);
  }, [api, run]);

  const needOrganization = () => {
    if (!organizationId) throw new ApiError(400, TEAM_MESSAGES.remove.organizationNotFound, 'organization_missing');
    return organizationId;
  };

  const invite = useCallback(
    async (body: NewInvite) => {
      const answer = await api.invite(body);
      // The new invitation takes its place at once; the list then comes from the server.
      if (answer?.invite) setInvites((list) => [answer.invite, ...list.filter((i) => i.id !== answer.invite.id)]);
      void refreshInvites();
      return answer;
    },
    [api, refreshInvites],
  );

  const resendInvite = useCallback(
    async (target: Invite) => {
      await api.resendInvite(target.id);
      await refreshInvites();
    },
    [api, refreshInvites],
  );

  const cancelInvite = useCallback(
    async (target: Invite) => {
      setInvites((list) => list.filter((i) => i.id !== target.id));
      try {
        await api.cancelInvite(target.id);
      } catch (err) {
        // Gone already: the list is right without it.
        if (!(err instanceof ApiError && err.status === 404)) setInvites((list) => (list.some((i) => i.id === target.id) ? list : [...list, target]));
        throw err;
      }
    },
    [api],
  );

  const updateMember = useCallback(
    async (target: Member, action: Exclude<MemberAction, 'delete'>) => {
      const organization = needOrganization();
      const replace = (m: Member) => setMembers((list) => list.map((x) => (x.auth0_id === target.auth0_id ? m : x)));
      replace(applyAction(target, action));
      try {
        const answer =
          action === 'make-admin' || action === 'remove-admin'
            ? await api.setRole(organization, target.auth0_id, (action === 'make-admin' ? 'ADMIN' : 'MEMBER') satisfies AssignableRole)
            : await api.setBlocked(organization, target.auth0_id, action === 'block');
        if (answer?.member) replace(answer.member);
      } catch (err) {
        replace(target);
        throw err;
      }
    },
    [api, organizationId],
  );

  const removeMember = useCallback(
    async (target: Member) => {
      const organization = needOrganization();
      if (!target.auth0_id) throw new ApiError(400, TEAM_MESSAGES.remove.missingUserId, 'missing_user_id');
      const at = team.kind === 'ready' ? team.data.members.findIndex((m) => m.auth0_id === target.auth0_id) : -1;
      setMembers((list) => list.filter((m) => m.auth0_id !== target.auth0_id));
      try {
        await api.removeMember(organization, target.auth0_id);
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) {
          setMembers((list) => {
            if (list.some((m) => m.auth0_id === target.auth0_id)) return list;
            const next = [...list];
            next.splice(at < 0 ? next.length : Math.min(at, next.length), 0, target);
            return next;
          });
        }
        throw err;
      }
    },
    [api, organizationId, team],
  );

  return { team, usage, activities, reload, retry, loadUsage, loadActivities, invite, resendInvite, cancelInvite, updateMember, removeMember };
}
