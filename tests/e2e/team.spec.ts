// The team, end to end at 390x844 against the real server: the owner invites a colleague, the
// invitation arrives in the dev mailbox, the colleague accepts it in a browser of their own, sets
// a password, signs in and lands in the same organisation as a member; the owner blocks them and
// their next action is refused; unblocking restores it.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PASSWORD, expect, test, tokenClaims, uniqueEmail } from './fixtures';

const OUT = process.env.SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT, `${name}-390x844.png`) });

test('an owner invites a colleague, who joins as a member; blocking and unblocking take effect at once', async ({ page, browser, onboard, mailbox }) => {
  test.setTimeout(150_000);
  const organization = `Harbor Tenants Union ${Date.now().toString(36)}`;
  await onboard(page, organization);
  const ownerClaims = await tokenClaims(page);

  // The team page: the owner alone, one of four places taken.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: organization })).toBeVisible();
  await expect(page.getByText('1/4 members').first()).toBeVisible();

  // The invite dialog: its validation, then the invitation.
  const colleague = uniqueEmail('colleague');
  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByLabel('Member Tag').selectOption('In-House Staff');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(colleague);
  await expect(dialog.getByLabel('Role')).toHaveValue('MEMBER');
  await shot(page, 'team-invite');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('region', { name: 'Pending Invites' });
  await expect(pending.getByText(colleague)).toBeVisible();
  await expect(pending.getByText('Today')).toBeVisible();
  await expect(page.getByText('2/4 members').first()).toBeVisible();
  await shot(page, 'team-pending');

  // The mail names the organisation and the inviter, and links to /invite/accept.
  const mails = await mailbox.list(colleague);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(organization);
  expect(mails[0]!.text).toContain('Olu Owner');
  const link = await mailbox.link(colleague, '/invite/accept');

  // The colleague, in a browser of their own: accept, set a password, sign in.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const other = await context.newPage();
  const otherErrors: string[] = [];
  other.on('pageerror', (e) => otherErrors.push(e.message));
  await other.goto(link);
  await other.waitForURL(/\/u\/reset-password/);
  await expect(other.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await other.getByLabel('Full name').fill('Casey Colleague');
  await other.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await other.getByLabel('Confirm new password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Set password' }).click();
  await expect(other.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await other.getByRole('link', { name: 'Sign in' }).click();
  await other.waitForURL(/\/u\/login/);
  await other.getByLabel('Email address').fill(colleague);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Continue' }).click();
  await other.waitForURL(/\/chat$/, { timeout: 20_000 });

  // Same organisation, as a member: Chat only, no management entries, sent from /team to /chat.
  const claims = await tokenClaims(other);
  expect(claims?.db_organization_id).toBe(ownerClaims?.db_organization_id);
  expect(claims?.db_role).toBe('MEMBER');
  await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Chat']);
  await other.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await expect(other.getByTestId('profile-organization')).toHaveText(organization);
  for (const name of ['Manage Documents', 'Manage Team', 'Agent History']) {
    await expect(other.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  }
  await other.goto('/team');
  await expect(other).toHaveURL(/\/chat$/);

  // The owner sees them as a member with their tag; the pending invite is gone.
  await page.reload();
  const members = page.getByRole('region', { name: 'Members' });
  const row = members.getByRole('listitem').filter({ hasText: 'Casey Colleague' });
  await expect(row).toContainText('Member');
  await expect(row).toContainText('In-House Staff');
  await expect(pending.getByText(colleague)).toHaveCount(0);
  await expect(page.getByText('2/4 members').first()).toBeVisible();

  // Block: on a phone the actions open in a bottom sheet.
  await row.getByRole('button', { name: /Actions for/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Remove Admin' })).toHaveCount(0);
  await shot(page, 'team-member-actions');
  await sheet.getByRole('button', { name: 'Block' }).click();
  await expect(row).toContainText('Blocked');
  await shot(page, 'team-blocked');

  // The colleague's next action is refused, and the app says why.
  const composer = other.getByPlaceholder('What financial info do you need?');
  await composer.fill('What is our cash balance?');
  await composer.press('Enter');
  const notice = other.getByRole('alertdialog', { name: 'Your access is blocked' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(organization);
  await other.screenshot({ path: path.join(OUT, 'team-blocked-member-390x844.png') });

  // Unblock: their next try goes through (the organisation has no document yet, so Tally asks for one).
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(row).toContainText('Active');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await other.waitForURL(/\/chat/);
  await expect(other.getByRole('alertdialog')).toHaveCount(0);
  await composer.fill('What is our cash balance?');
  await composer.press('Enter');
  await expect(other.getByText('You need to upload at least one document before I can help you.')).toBeVisible({ timeout: 15_000 });

  // The owner's Recent Activity shows the colleague joining and signing in.
  await page.reload();
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity).toContainText('Casey Colleague');
  await expect(activity).toContainText('joined the team');
  await shot(page, 'team');
  expect(otherErrors).toEqual([]);
  await context.close();
});
