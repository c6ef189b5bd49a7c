// The app shell, at phone size (390x844) and desktop size (1280x800): navigation, the drawer,
// the rail, roles, the coming-soon dialog, the profile menu and the theme.
import type { Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO, expect, test } from './fixtures';

const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** Waits for Headless UI's enter and leave transitions (300 ms for the drawer) to finish. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-enter], [data-leave], [data-transition]'));

async function openProfileMenu(page: Page, info: TestInfo) {
  if (isPhone(info)) await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  else await page.getByRole('button', { name: 'Profile menu' }).click();
}

test.describe('as an owner', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('phones get the bottom navigation and the drawer; larger screens the rail', async ({ page }, info) => {
    const bottomNav = page.getByRole('navigation', { name: 'Main' });
    const rail = page.getByRole('navigation', { name: 'Assistants' });
    if (isPhone(info)) {
      await expect(bottomNav).toBeVisible();
      await expect(rail).toBeHidden();
      await expect(bottomNav.getByRole('link')).toHaveText(['Chat', 'Documents', 'Team']);
      // The bar sits at the very bottom of the screen.
      const box = (await bottomNav.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);

      await bottomNav.getByRole('link', { name: 'Documents' }).click();
      await expect(page).toHaveURL(/\/documents$/);
      await expect(page.getByRole('heading', { name: 'Manage Documents' })).toBeVisible();

      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: /Soon - Coming Soon$/ })).toHaveCount(4);
      await expect(drawer.getByRole('button', { name: /^Tally/ })).toHaveAttribute('aria-current', 'page');
      await expect(drawer.getByText(DEMO.owner)).toBeVisible();
      await settled(page);
      // A tap on the dimmed overlay closes it.
      await page.touchscreen.tap(370, 420);
      await expect(drawer).toBeHidden();

      // Any route change closes it too.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(drawer).toBeVisible();
      await settled(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(drawer).toBeHidden();
    } else {
      await expect(rail).toBeVisible();
      await expect(bottomNav).toBeHidden();
      expect((await rail.boundingBox())!.width).toBe(64);
      await expect(rail.getByRole('button', { name: 'Tally' })).toHaveAttribute('aria-current', 'page');
      await expect(rail.getByText('Beta', { exact: true })).toBeVisible();
      await expect(rail.getByText('Soon', { exact: true })).toHaveCount(4);
      await rail.getByRole('button', { name: 'Grant - Coming Soon' }).hover();
      await expect(rail.locator('[role=tooltip]', { hasText: 'Grant - Coming Soon' })).toBeVisible();
      await rail.getByRole('link', { name: 'Steward: go to Chat' }).click();
      await expect(page).toHaveURL(/\/chat$/);
    }
  });

  test('the coming-soon dialog confirms, and starts afresh when reopened', async ({ page }, info) => {
    const openGrant = async () => {
      if (isPhone(info)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /^Grant/ }).click();
      } else {
        await page.getByRole('navigation', { name: 'Assistants' }).getByRole('button', { name: 'Grant - Coming Soon' }).click();
      }
    };
    await openGrant();
    const dialog = page.getByRole('dialog', { name: 'Grant - Coming Soon' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('In Training')).toBeVisible();
    await expect(dialog.getByText('Key Features:')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByText("We're working hard to bring this to you soon!")).toBeVisible();
    const email = dialog.getByLabel('Email Address');
    await expect(email).toHaveValue(DEMO.owner);
    const submit = dialog.getByRole('button', { name: isPhone(info) ? 'Get Notified' : 'Notify Me' });
    await email.fill('');
    await expect(submit).toBeDisabled();
    await email.fill('finance@riverbend.example');
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/notify') && r.request().method() === 'POST');
    await submit.click();
    expect([200, 201]).toContain((await stored).status());
    await expect(dialog.getByText("You're on the list!")).toBeVisible();
    await expect(dialog.getByText("We'll email you when Grant is ready.")).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await openGrant();
    await expect(dialog.getByLabel('Email Address')).toHaveValue(DEMO.owner);
    await expect(dialog.getByText("You're on the list!")).toHaveCount(0);
  });

  test('the profile menu has the organisation, the theme switch and every entry', async ({ page }, info) => {
    await openProfileMenu(page, info);
    await expect(page.getByTestId('profile-organization')).toHaveText(DEMO.organization);
    await expect(page.getByTestId('profile-email')).toHaveText(DEMO.owner);
    for (const name of ['Manage Documents', 'Manage Team', 'Agent History', 'About data security']) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    // The history is real now (issue 8): no 'Coming soon' tag, and the entry opens /history.
    await expect(page.getByRole('link', { name: 'Agent History' })).not.toContainText('Coming soon');
    await expect(page.getByRole('link', { name: 'Agent History' })).toHaveAttribute('href', '/history');
    await expect(page.getByRole('link', { name: 'About data security' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
  });

  test('the theme choice applies at once and survives a reload without a flash', async ({ page }, info) => {
    await openProfileMenu(page, info);
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.goto('/chat', { waitUntil: 'commit' });
    // theme-boot.js runs in <head>: the class is there before the app's script has run.
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await openProfileMenu(page, info);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.getByRole('radio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('with the System theme, the app follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('owners reach the improvement history at /history, from the profile menu too', async ({ page }, info) => {
    await page.goto('/history');
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { name: 'Agent History', level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-version')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Improvement Timeline' })).toBeVisible();
    await page.goto('/chat');
    await openProfileMenu(page, info);
    await page.getByRole('link', { name: 'Agent History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { name: 'Agent History', level: 1 })).toBeVisible();
  });

  test('every placeholder screen is reachable through its guard', async ({ page }) => {
    for (const [path, heading] of [
      ['/documents', 'Manage Documents'],
      ['/team', 'Manage Team'],
      ['/non-profit-verification', 'Nonprofit Verification'],
      ['/chat/some-conversation', 'Tally'],
      // The demo organisation has answered every question: the questionnaire opens at the last.
      ['/questionnaire', 'What financial question would you most like answered right now?'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });
});

test('the shell and the profile menu have no serious or critical accessibility violations', async ({ page, signIn }, info) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  await openProfileMenu(page, info);
  await expect(page.getByTestId('profile-email')).toBeVisible();
  await settled(page);
  expect(await serious()).toEqual([]);
});

test.describe('as a member', () => {
  test('sees no Documents, Team or Agent History, and is sent from them to /chat', async ({ page, signIn }, info) => {
    await signIn(page, DEMO.member);
    await expect(page).toHaveURL(/\/chat$/);
    if (isPhone(info)) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Chat']);
    }
    await openProfileMenu(page, info);
    await expect(page.getByTestId('profile-email')).toHaveText(DEMO.member);
    for (const name of ['Manage Documents', 'Manage Team', 'Agent History']) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    for (const path of ['/team', '/documents', '/history']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/chat$/);
    }
  });
});

test('the sign-in page, a new user and a signed-out visitor are kept out of the shell', async ({ page }) => {
  await page.goto('/team');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fteam$/);
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  await page.goto('/invite/accept');
  await expect(page.getByRole('alert')).toHaveText('Missing invite token');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in returns a person to where the guard stopped them', async ({ page }) => {
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdocuments$/);
  await page.getByRole('button', { name: 'Sign In (Currently in Beta)' }).click();
  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/documents$/, { timeout: 15_000 });
});
