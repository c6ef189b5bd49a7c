import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { Activity, Invite, Member } from '../../../../contracts/team';
import type { AuthClient } from '../../../lib/auth-client';
import { appStore } from '../../../lib/store';
import { Toaster, toastsAtom } from '../../../ui/toast';
import { forgetTeamSnapshots } from '../use-team';
import { TeamScreen } from './team-screen';

const ORG = 'org-1';
// Ages read in the person's calendar days ('Today', 'Yesterday'), so the clock starts at a fixed
// hour: an invitation sent an hour ago must not become 'Yesterday' when the suite runs at 00:30.
vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 4, 12, 30).getTime(), shouldAdvanceTime: true });
afterAll(() => {
  vi.useRealTimers();
});
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

function member(auth0_id: string, name: string, role: Member['role'], over: Partial<Member> = {}): Member {
  return {
    id: `id-${auth0_id}`,
    user_id: `id-${auth0_id}`,
    auth0_id,
    name,
    full_name: name,
    email: `${name.split(' ')[0]!.toLowerCase()}@riverbend.example`,
    is_active: true,
    role,
    tag: 'In-House Staff',
    status: 'active',
    last_activity_at: hoursAgo(2),
    created_at: '2026-01-01T00:00:00Z',
    queries_used: 3,
    ...over,
  };
}

function invite(id: string, email: string, over: Partial<Invite> = {}): Invite {
  return {
    id,
    email,
    role: 'MEMBER',
    tag: 'Board Member',
    status: 'PENDING',
    created_at: hoursAgo(1),
    sent_at: hoursAgo(1),
    expires_at: new Date(now + 6 * 86_400_000).toISOString(),
    expired: false,
    invited_by_email: 'olivia@riverbend.example',
    ...over,
  };
}

const OWNER = member('auth0|owner', 'Olivia Owner', 'OWNER', { tag: null });
const ADMIN = member('auth0|admin', 'Adam Admin', 'ADMIN');
const PLAIN = member('auth0|member', 'Mia Member', 'MEMBER', { last_activity_at: null });

interface Failure {
  status: number;
  body?: unknown;
}

/** A fake of the team API behind globalThis.fetch: state, the calls it got, and failures to give. */
function fakeServer(init: { members?: Member[]; invites?: Invite[]; activities?: Activity[] } = {}) {
  const state = {
    members: init.members ?? [OWNER, ADMIN, PLAIN],
    invites: init.invites ?? [],
    activities: init.activities ?? [],
  };
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const failures = new Map<string, Failure>();
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path, body });
    const failure = failures.get(`${method} ${path.split('?')[0]}`);
    if (failure) return json(failure.status, failure.body ?? { detail: 'Refused' });
    const org = `/organization/${ORG}`;
    if (method === 'GET' && path === `${org}/members`) return json(200, { members: state.members });
    if (method === 'GET' && path === '/auth/invites?status=PENDING') return json(200, { invites: state.invites });
    if (method === 'GET' && path === `${org}/usage/queries`)
      return json(200, { query_usage: { used: 847, limit: 1000, period_start: '2026-03-01', resets_at: '2026-04-01', days_to_reset: 12 } });
    if (method === 'GET' && path === `${org}/activities`) return json(200, { activities: state.activities });
    if (method === 'POST' && path === '/auth/invites') {
      const created = invite(`inv-${state.invites.length + 1}`, String(body!.email), { role: body!.role as Invite['role'], tag: body!.tag as string });
      state.invites = [created, ...state.invites];
      return json(201, { message: 'Invitation sent', invite: created });
    }
    if (method === 'POST' && /^\/auth\/invites\/[^/]+\/resend$/.test(path)) return json(200, { message: 'Invitation resent' });
    if (method === 'DELETE' && path.startsWith('/auth/invites/')) {
      state.invites = state.invites.filter((i) => `/auth/invites/${i.id}` !== path);
      return json(200, { message: 'Invitation cancelled' });
    }
    if (method === 'PATCH' && (path === `${org}/members/role` || path === `${org}/members/block`)) {
      const target = state.members.find((m) => m.auth0_id === body!.auth0_user_id)!;
      const updated: Member =
        'role' in body!
          ? { ...target, role: body!.role as Member['role'] }
          : { ...target, is_active: !body!.blocked, status: body!.blocked ? 'blocked' : 'active' };
      state.members = state.members.map((m) => (m === target ? updated : m));
      return json(200, { status: 'success', message: 'Updated', member: updated });
    }
    if (method === 'DELETE' && path.startsWith(`${org}/members/`)) {
      const id = decodeURIComponent(path.slice(`${org}/members/`.length));
      state.members = state.members.filter((m) => m.auth0_id !== id);
      return json(200, { message: 'Removed' });
    }
    return json(404, { detail: 'Not found', code: 'not_found' });
  });

  return {
    state,
    calls,
    fetch,
    fail: (key: string, failure: Failure) => failures.set(key, failure),
    heal: (key: string) => failures.delete(key),
  };
}

function fakeAuth(sub: string, role: string): AuthClient {
  return { claims: () => ({ sub, db_role: role, db_organization_id: ORG, db_organization_name: 'Riverbend Community Food Bank' }) } as unknown as AuthClient;
}

async function show(server: ReturnType<typeof fakeServer>, as: { sub: string; role: string } = { sub: OWNER.auth0_id, role: 'OWNER' }) {
  vi.stubGlobal('fetch', server.fetch);
  const view = render(
    <Provider store={appStore}>
      <TeamScreen auth={fakeAuth(as.sub, as.role)} />
      <Toaster />
    </Provider>,
  );
  await screen.findAllByTestId('member-row');
  return view;
}

/** happy-dom evaluates media queries against its viewport: phones are 390x844. */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height });

const row = (email: string) => screen.getAllByTestId('member-row').find((r) => r.dataset.member === email)!;
const toastAlert = (text: string) => screen.findByText(text, { selector: '[role="alert"] p' });
const toastStatus = (text: string) => screen.findByText(text, { selector: '[role="status"] p' });

beforeEach(() => {
  setViewport(1280, 800);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetTeamSnapshots();
  act(() => appStore.set(toastsAtom, []));
});

describe('the team page header', () => {
  it('names the organisation and counts members and pending invitations out of 4', async () => {
    await show(fakeServer({ invites: [invite('inv-1', 'new@riverbend.example')] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Team' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Riverbend Community Food Bank' })).toBeTruthy();
    expect(screen.getByTestId('team-count').textContent).toBe('4/4 members');
    expect(screen.getByRole('region', { name: /^Team Members/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^Pending Invites/ })).getByText('new@riverbend.example')).toBeTruthy();
  });

  it("disables 'Invite Team Member' at 4/4 and says why", async () => {
    await show(fakeServer({ invites: [invite('inv-1', 'new@riverbend.example')] }));
    const button = screen.getByRole('button', { name: 'Invite Team Member' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Team is full')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe('invite-blocked-reason');
  });

  it('enables it while a place is free, and frees a place when an invitation is cancelled', async () => {
    const server = fakeServer({ invites: [invite('inv-1', 'new@riverbend.example')] });
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation to new@riverbend.example' }));
    await waitFor(() => expect(screen.getByTestId('team-count').textContent).toBe('3/4 members'));
    expect((screen.getByRole('button', { name: 'Invite Team Member' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Team is full')).toBeNull();
    await toastStatus('Invitation to new@riverbend.example cancelled');
  });
});

describe('offline', () => {
  it("keeps the lists but disables inviting and the actions, saying you're offline", async () => {
    await show(fakeServer({ members: [OWNER, PLAIN], invites: [invite('inv-1', 'new@riverbend.example')] }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((screen.getByRole('button', { name: 'Invite Team Member' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("You're offline")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Actions for Mia Member' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Resend invitation to new@riverbend.example' }) as HTMLButtonElement).disabled).toBe(true);
    onLine.mockRestore();
  });
});

describe('the members list', () => {
  it('shows name, email, role, tag, status and last activity', async () => {
    await show(fakeServer({ members: [OWNER, ADMIN, PLAIN, member('auth0|b', 'Ben Blocked', 'MEMBER', { status: 'blocked', is_active: false })] }));
    const admin = within(row('adam@riverbend.example'));
    expect(admin.getByText('Adam Admin')).toBeTruthy();
    expect(admin.getByText('adam@riverbend.example')).toBeTruthy();
    expect(admin.getByText('Admin')).toBeTruthy();
    expect(admin.getByText('In-House Staff')).toBeTruthy();
    expect(admin.getByText('Active')).toBeTruthy();
    expect(admin.getByText('2 hours ago')).toBeTruthy();
    expect(within(row('olivia@riverbend.example')).getByText('Owner')).toBeTruthy();
    expect(within(row('mia@riverbend.example')).getByText('Never')).toBeTruthy();
    expect(within(row('ben@riverbend.example')).getByText('Blocked')).toBeTruthy();
  });

  it("has no actions on the owner's row nor on one's own", async () => {
    await show(fakeServer(), { sub: ADMIN.auth0_id, role: 'ADMIN' });
    expect(screen.queryByRole('button', { name: 'Actions for Olivia Owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Adam Admin' })).toBeNull();
    expect(within(row('adam@riverbend.example')).getByText('You')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Mia Member' })).toBeTruthy();
  });

  it('offers Make Admin, Block and Delete User for a member', async () => {
    await show(fakeServer());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Make Admin', 'Block', 'Delete User']);
  });

  it('offers Remove Admin on an admin to the owner only', async () => {
    await show(fakeServer());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Adam Admin' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Remove Admin', 'Block', 'Delete User']);
    cleanup();
    forgetTeamSnapshots();
    const second = member('auth0|admin2', 'Ada Second', 'ADMIN');
    await show(fakeServer({ members: [OWNER, ADMIN, second] }), { sub: ADMIN.auth0_id, role: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada Second' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Block', 'Delete User']);
  });

  it('makes a member an admin, at once and then as the server says', async () => {
    const server = fakeServer();
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make Admin' }));
    await toastStatus('Mia Member is now an admin');
    expect(within(row('mia@riverbend.example')).getByText('Admin')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/organization/${ORG}/members/role`,
      body: { auth0_user_id: 'auth0|member', role: 'ADMIN' },
    });
  });

  it('puts the role back and says so when the last admin cannot be demoted', async () => {
    const server = fakeServer();
    server.fail('PATCH /organization/org-1/members/role', {
      status: 400,
      body: { detail: 'Cannot remove admin privileges. There must be at least one admin.', code: 'last_admin' },
    });
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Adam Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove Admin' }));
    await toastAlert('Cannot remove admin privileges. There must be at least one admin.');
    expect(within(row('adam@riverbend.example')).getByText('Admin')).toBeTruthy();
  });

  it("blocks and unblocks, and words a refusal in the spec's pattern", async () => {
    const server = fakeServer();
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    await toastStatus('Mia Member has been blocked');
    expect(within(row('mia@riverbend.example')).getByText('Blocked')).toBeTruthy();

    server.fail('PATCH /organization/org-1/members/block', { status: 403, body: { detail: 'Forbidden', code: 'forbidden' } });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    await toastAlert("You don't have permission to unblock members");
    expect(within(row('mia@riverbend.example')).getByText('Blocked')).toBeTruthy();
  });

  it("asks 'Remove Member' before deleting, naming the person; Cancel keeps them", async () => {
    const server = fakeServer();
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Member' });
    expect(dialog.textContent).toContain('Mia Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(row('mia@riverbend.example')).toBeTruthy();
  });

  it('removes the member after Remove', async () => {
    const server = fakeServer();
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Member' })).getByRole('button', { name: 'Remove' }));
    await toastStatus('Mia Member has been removed from the team');
    expect(screen.queryByText('mia@riverbend.example')).toBeNull();
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe(`/organization/${ORG}/members/auth0%7Cmember`);
    expect(screen.getByTestId('team-count').textContent).toBe('2/4 members');
  });

  it('brings the member back when the server refuses the removal', async () => {
    const server = fakeServer();
    server.fail('DELETE /organization/org-1/members/auth0%7Cmember', { status: 403, body: { detail: 'No', code: 'forbidden' } });
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Member' })).getByRole('button', { name: 'Remove' }));
    await toastAlert("You don't have permission to remove members");
    expect(screen.getAllByTestId('member-row').map((r) => r.dataset.member)).toEqual([
      'olivia@riverbend.example',
      'adam@riverbend.example',
      'mia@riverbend.example',
    ]);
  });

  it('opens the actions in a bottom sheet on a phone', async () => {
    setViewport(390, 844);
    await show(fakeServer());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mia Member' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mia Member' });
    expect(
      within(within(sheet).getByRole('group', { name: 'Actions for Mia Member' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make Admin', 'Block', 'Delete User']);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByRole('dialog', { name: 'Remove Member' })).toBeTruthy();
  });
});

describe('the invite dialog', () => {
  async function openDialog(server = fakeServer()) {
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Team Member' }));
    return screen.findByRole('dialog', { name: 'Invite Team Member' });
  }

  it('cannot be sent until a member tag is chosen; Member is the default role', async () => {
    const dialog = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Send Invitation' }) as HTMLButtonElement;
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('MEMBER');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@riverbend.example');
    expect(send.disabled).toBe(true);
    const tags = within(dialog).getByLabelText('Member Tag') as HTMLSelectElement;
    expect([...tags.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(['Outsourced Consultant', 'In-House Staff', 'Board Member', 'Other']);
    await userEvent.selectOptions(tags, 'Board Member');
    expect(send.disabled).toBe(false);
  });

  it("refuses an invalid or empty email with 'Please enter a valid email address'", async () => {
    const server = fakeServer();
    const dialog = await openDialog(server);
    await userEvent.selectOptions(within(dialog).getByLabelText('Member Tag'), 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    const email = within(dialog).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'ana@example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    await userEvent.type(email, '.org');
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the trimmed email with role and tag, closes, says so and lists the invitation', async () => {
    const server = fakeServer();
    const dialog = await openDialog(server);
    await userEvent.type(within(dialog).getByLabelText('Email'), '  new@riverbend.example ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'ADMIN');
    await userEvent.selectOptions(within(dialog).getByLabelText('Member Tag'), 'Outsourced Consultant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await toastStatus('Invitation sent to new@riverbend.example');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'new@riverbend.example', role: 'ADMIN', tag: 'Outsourced Consultant' });
    const invited = screen.getAllByTestId('invite-row').find((r) => r.dataset.invite === 'new@riverbend.example')!;
    expect(within(invited).getByText('Today')).toBeTruthy();
    expect(within(invited).getByText('Outsourced Consultant')).toBeTruthy();
    expect(screen.getByTestId('team-count').textContent).toBe('4/4 members');
  });

  it.each([
    [400, '', 'Invalid email address or user already invited'],
    [403, '', "You don't have permission to invite team members"],
    [409, '', 'User is already a team member or has pending invitation'],
    [422, '', 'Failed to send team invitation. Please try again.'],
    [400, 'team_full', 'Your team is full: every place is taken.'],
  ])('shows a %i %s refusal in the dialog: %s', async (status, code, text) => {
    const server = fakeServer();
    server.fail('POST /auth/invites', { status, body: { detail: code ? text : 'Server words', ...(code ? { code } : {}) } });
    const dialog = await openDialog(server);
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@riverbend.example');
    await userEvent.selectOptions(within(dialog).getByLabelText('Member Tag'), 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('dialog', { name: 'Invite Team Member' })).toBeTruthy();
  });
});

describe('pending invitations', () => {
  it('show email, role, tag, who invited, the age of the last mail and Expired', async () => {
    await show(
      fakeServer({
        members: [OWNER],
        invites: [
          invite('inv-1', 'fresh@riverbend.example'),
          invite('inv-2', 'old@riverbend.example', { role: 'ADMIN', sent_at: new Date(now - 9 * 86_400_000).toISOString(), expired: true }),
        ],
      }),
    );
    const [fresh, old] = screen.getAllByTestId('invite-row');
    expect(within(fresh!).getByText('fresh@riverbend.example')).toBeTruthy();
    expect(within(fresh!).getByText('Member')).toBeTruthy();
    expect(within(fresh!).getByText('Board Member')).toBeTruthy();
    expect(within(fresh!).getByText('Invited by olivia@riverbend.example')).toBeTruthy();
    expect(within(fresh!).getByText('Today')).toBeTruthy();
    expect(within(fresh!).queryByText('Expired')).toBeNull();
    expect(within(old!).getByText('Expired')).toBeTruthy();
    expect(within(old!).getByText('Admin')).toBeTruthy();
    expect(within(old!).getByText('9 days ago')).toBeTruthy();
  });

  it('resend refreshes the list; refusals toast the spec sentences', async () => {
    const server = fakeServer({ members: [OWNER], invites: [invite('inv-1', 'a@riverbend.example')] });
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Resend invitation to a@riverbend.example' }));
    await toastStatus('Invitation resent to a@riverbend.example');
    expect(server.calls.filter((c) => c.path === '/auth/invites?status=PENDING')).toHaveLength(2);

    server.fail('POST /auth/invites/inv-1/resend', { status: 422 });
    await userEvent.click(screen.getByRole('button', { name: 'Resend invitation to a@riverbend.example' }));
    await toastAlert('Failed to resend invitation. Please try again.');

    server.fail('DELETE /auth/invites/inv-1', { status: 400 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation to a@riverbend.example' }));
    await toastAlert('Invalid invitation or invitation expired');
    expect(screen.getByText('a@riverbend.example')).toBeTruthy();
  });

  it("say 'Invitation not found' for one already gone, and drop it", async () => {
    const server = fakeServer({ members: [OWNER], invites: [invite('inv-1', 'a@riverbend.example')] });
    server.fail('DELETE /auth/invites/inv-1', { status: 404 });
    await show(server);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel invitation to a@riverbend.example' }));
    await toastAlert('Invitation not found');
    expect(screen.queryByTestId('invite-row')).toBeNull();
    expect(screen.getByText('No pending invitations')).toBeTruthy();
  });
});

describe('side cards', () => {
  it('show usage, recent activity and the plan', async () => {
    await show(
      fakeServer({
        activities: [
          {
            id: 'a1',
            kind: 'upload',
            detail: 'Budget 2026.xlsx',
            at: hoursAgo(3),
            name: 'Adam Admin',
            email: 'adam@riverbend.example',
            auth0_id: 'auth0|admin',
            last_activity_at: hoursAgo(2),
          },
          {
            id: 'a2',
            kind: 'joined',
            detail: null,
            at: hoursAgo(30),
            name: 'Mia Member',
            email: 'mia@riverbend.example',
            auth0_id: 'auth0|member',
            last_activity_at: null,
          },
        ],
      }),
    );
    const usage = screen.getByRole('region', { name: 'Team Usage Overview' });
    await within(usage).findByText('12 days until reset');
    expect(usage.textContent).toContain('847 of 1,000 queries used');
    expect(within(usage).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('847');
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(activity).getAllByTestId('activity')).toHaveLength(2));
    expect(
      within(activity)
        .getAllByTestId('activity')
        .map((a) => a.querySelector('p')!.textContent),
    ).toEqual(['Adam Admin uploaded Budget 2026.xlsx', 'Mia Member joined the team']);
    expect(within(activity).getByText('3 hours ago')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Plan Details' });
    expect(within(plan).getByText('Beta')).toBeTruthy();
    expect(within(plan).getByText('3/4 members')).toBeTruthy();
  });

  it("says 'Failed to fetch organization query usage' and 'No activity yet'", async () => {
    const server = fakeServer();
    server.fail('GET /organization/org-1/usage/queries', { status: 404 });
    await show(server);
    const usage = screen.getByRole('region', { name: 'Team Usage Overview' });
    expect((await within(usage).findByRole('alert')).textContent).toBe('Failed to fetch organization query usage');
    server.heal('GET /organization/org-1/usage/queries');
    await userEvent.click(within(usage).getByRole('button', { name: 'Retry' }));
    await within(usage).findByText('12 days until reset');
    expect(await within(screen.getByRole('region', { name: 'Recent Activity' })).findByText('No activity yet')).toBeTruthy();
  });
});

describe('loading', () => {
  it("shows 'Failed to load team members' with a Retry that loads them", async () => {
    const server = fakeServer();
    server.fail('GET /organization/org-1/members', { status: 404 });
    vi.stubGlobal('fetch', server.fetch);
    render(
      <Provider store={appStore}>
        <TeamScreen auth={fakeAuth(OWNER.auth0_id, 'OWNER')} />
      </Provider>,
    );
    expect(screen.getByTestId('members-skeleton')).toBeTruthy();
    expect(await screen.findByText('Failed to load team members')).toBeTruthy();
    server.heal('GET /organization/org-1/members');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('member-row')).toHaveLength(3);
  });

  it("shows a blocked person the server's reason", async () => {
    const server = fakeServer();
    const detail = 'Your access to Riverbend Community Food Bank has been blocked. Ask an admin to restore it.';
    server.fail('GET /organization/org-1/members', { status: 403, body: { detail, code: 'membership_inactive' } });
    vi.stubGlobal('fetch', server.fetch);
    render(
      <Provider store={appStore}>
        <TeamScreen auth={fakeAuth(PLAIN.auth0_id, 'ADMIN')} />
      </Provider>,
    );
    expect(await screen.findByText(detail)).toBeTruthy();
  });
});
