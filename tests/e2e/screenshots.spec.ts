// Renders each sign-in screen at phone, tablet and desktop sizes. `npm run screenshots` writes
// them to docs/screenshots/; in `npm test` they go to test-results/ so a run changes no files.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, test, uniqueEmail } from './fixtures';

const OUT = process.env.SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function shoot(page: Page, name: string, sizes = SIZES) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(100);
    await page.screenshot({ path: path.join(OUT, `${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('sign-in, sign-up and verify-email screens', async ({ page, signUp }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await shoot(page, 'login');

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await shoot(page, 'auth-login', SIZES.slice(0, 1));

  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up (Currently in Beta)' })).toBeVisible();
  await shoot(page, 'signup', SIZES.slice(0, 1));

  await page.getByRole('button', { name: 'Sign Up (Currently in Beta)' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await shoot(page, 'provider-signup');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill('ana@example.org');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await shoot(page, 'provider-login-error', SIZES.slice(0, 1));

  await page.goto('/authorization?code=forged&state=forged');
  await expect(page.getByRole('heading', { name: 'Authorization failed. Retry or log out.' })).toBeVisible();
  await shoot(page, 'authorization-error', SIZES.slice(0, 1));

  const email = uniqueEmail('shots');
  await page.context().clearCookies();
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await shoot(page, 'verify-email');
});

test('the app shell for an owner and a member, light and dark', async ({ page, signIn }) => {
  const manifestShots = process.env.SCREENSHOTS === '1' ? 'public/screenshots' : 'test-results/screenshots';
  await signIn(page, DEMO.owner);
  await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
  await shoot(page, 'shell-chat', [SIZES[0]!, SIZES[2]!]);
  await page.screenshot({ path: path.join(manifestShots, 'install-narrow.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(manifestShots, 'install-wide.png'), scale: 'css' });

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByTestId('profile-email')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, 'shell-profile-menu-1280x800.png') });
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Assistants' }).getByRole('button', { name: 'Netta - Coming Soon' }).click();
  await expect(page.getByRole('dialog', { name: 'Netta - Coming Soon' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'shell-coming-soon-1280x800.png') });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'shell-drawer-390x844.png') });
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /^Grant/ }).click();
  await expect(page.getByRole('dialog', { name: 'Grant - Coming Soon' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'shell-coming-soon-390x844.png') });
  await page.getByRole('button', { name: 'Get Notified' }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'shell-coming-soon-done-390x844.png') });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('profile-email')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'shell-profile-sheet-390x844.png') });
  await page.getByRole('radio', { name: 'Dark' }).click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(OUT, 'shell-profile-sheet-dark-390x844.png') });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await shoot(page, 'shell-chat-dark', [SIZES[0]!, SIZES[2]!]);
  await page.goto('/coming-soon');
  await shoot(page, 'coming-soon-page-dark', [SIZES[0]!]);
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'system'));
});

test('a member’s shell', async ({ page, signIn }) => {
  await signIn(page, DEMO.member);
  await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('profile-email')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'shell-member-profile-390x844.png') });
});

test('the team page of the demo organisation, and the invite accept page with a bad link', async ({ page, signIn }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: DEMO.organization })).toBeVisible();
  await expect(page.getByRole('region', { name: /Team Members/ }).getByText(DEMO.member)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team Usage Overview' })).toContainText('of 1,000');
  await shoot(page, 'team-demo');
  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite Team Member' })).toBeVisible();
  await page.waitForTimeout(400);
  await shoot(page, 'team-invite-dialog', [SIZES[2]!]);
  await page.keyboard.press('Escape');

  await page.goto('/invite/accept?token=not-a-real-invitation-token-000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid invitation or invitation expired');
  await shoot(page, 'invite-accept-error', [SIZES[0]!]);
});

test('onboarding: the questionnaire, the progress page and the welcome dialog', async ({ page, signUp, mailbox }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('shots-onboard');
  await signUp(page, email);
  await page.goto(await mailbox.link(email, '/u/verify-email'));
  await expect(page.getByRole('heading', { name: 'What is the name of your organization?' })).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'questionnaire-name-empty', [SIZES[0]!]);
  await page.getByRole('textbox').fill('Harbor Light Youth Center');
  await shoot(page, 'questionnaire-name');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Which best describes your organization?' })).toBeVisible();
  await page.getByText('Other', { exact: true }).click();
  await page.waitForTimeout(300);
  await shoot(page, 'questionnaire-single-other');
  await page.getByPlaceholder('Please specify...').fill('Mutual aid network');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('$500K to $2M').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'In which month does your fiscal year start?' })).toBeVisible();
  await page.getByText('July', { exact: true }).click();
  await shoot(page, 'questionnaire-fiscal-year', [SIZES[0]!, SIZES[2]!]);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Xero', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Foundation grants').click();
  await page.getByText('Other', { exact: true }).click();
  await page.waitForTimeout(300);
  await shoot(page, 'questionnaire-multiple', [SIZES[0]!]);
  await page.getByPlaceholder('Please specify...').fill('Thrift store sales');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Annual independent audit').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Cash flow planning').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox').fill('How many months of cash do we have on hand?');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shoot(page, 'questionnaire-last-dark', [SIZES[0]!]);
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'Setting Up Your Account' })).toBeVisible();
  await page.waitForTimeout(2500);
  await shoot(page, 'progress-running', [SIZES[0]!, SIZES[2]!]);
  await expect(page.getByRole('heading', { name: 'Setup Complete!' })).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'progress-complete');
  await page.getByRole('button', { name: 'Continue Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Ready to Upload?' })).toBeVisible({ timeout: 5_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'welcome-dialog-390x844.png') });
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'system'));
});

test('documents: the screen, the configure sheet, the processing window, the file manager and delete', async ({ page, onboard }) => {
  test.setTimeout(240_000);
  const dir = path.resolve('../shared/evals/agent/documents/riverbend');
  test.skip(!existsSync(dir), `no development documents at ${dir}`);
  await onboard(page, 'Riverbend Screenshots');
  await expect(page.getByRole('heading', { name: 'Upload Your Financial Documents' })).toBeVisible();
  await shoot(page, 'documents-empty', SIZES);
  const files = readdirSync(dir).map((f) => path.join(dir, f));
  await page.getByTestId('file-input').setInputFiles(files);
  await expect(page.getByRole('dialog', { name: 'Configure File Upload' })).toBeVisible();
  await page.waitForTimeout(400);
  await shoot(page, 'documents-configure', SIZES);
  await page.getByRole('button', { name: `Upload ${files.length} File(s)` }).click();
  await expect(page.getByRole('dialog', { name: 'Processing Your Documents' })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'documents-processing-390x844.png') });
  await expect(page.getByTestId('processing-done')).toBeVisible({ timeout: 180_000 });
  await page.screenshot({ path: path.join(OUT, 'documents-processing-done-390x844.png') });
  await page.getByRole('button', { name: 'Continue Using Steward' }).click();
  await expect(page.getByRole('dialog', { name: 'Processing Your Documents' })).toBeHidden();
  await page.getByRole('heading', { name: /File Manager/ }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(OUT, 'documents-file-manager-390x844.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('heading', { name: /File Manager/ }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(OUT, 'documents-file-manager-1280x800.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Delete / }).first().click();
  await expect(page.getByRole('dialog', { name: 'Delete Document' })).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'documents-delete-390x844.png') });
});
