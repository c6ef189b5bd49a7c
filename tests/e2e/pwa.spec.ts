// The installable app: offline reload, installability, updates, and accessibility checks.
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { DEMO, expect, test } from './fixtures';

/** Waits until the service worker controls the page (it is registered a second after load). */
async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('after one online visit, an offline reload shows the shell and says it is offline', async ({ page, context, signIn }) => {
  await signIn(page, DEMO.owner);
  await controlledBySw(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByText("You're offline. Steward shows what this device has saved.")).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText("You're offline.", { exact: false })).toHaveCount(0);
});

test('with the service worker in control, the provider, the API and the dev mailbox still come from the server', async ({ page, signIn }) => {
  await signIn(page, DEMO.owner);
  await controlledBySw(page);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  await page.goto('/u/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const health = await page.goto('/api/health');
  expect(await health!.json()).toMatchObject({ status: 'ok' });
});

test('an owner is offered "Install Steward" when the browser can install it', async ({ baseURL }) => {
  // Chromium offers installation (beforeinstallprompt) only to persistent profiles, and only
  // after engagement unless told otherwise.
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'steward-install-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'],
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/auth/login`);
    await page.getByRole('button', { name: 'Sign In (Currently in Beta)' }).click();
    await page.getByLabel('Email address').fill(DEMO.owner);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/chat$/, { timeout: 15_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('button', { name: 'Install Steward' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('an admin gets a sheet explaining Add to Home Screen', async ({ page, signIn }) => {
    await signIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Install Steward' }).click();
    const sheet = page.getByRole('dialog', { name: 'Install Steward' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Add to Home Screen')).toBeVisible();
    await sheet.getByRole('button', { name: 'Got it' }).click();
    await expect(sheet).toBeHidden();
  });

  test('a member is not offered installation', async ({ page, signIn }) => {
    await signIn(page, DEMO.member);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
    await expect(page.getByTestId('profile-email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install Steward' })).toHaveCount(0);
  });
});

test('the browser finds nothing in the way of installing Steward', async ({ baseURL }) => {
  // Installability is not reported for incognito profiles: use a persistent one.
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'steward-install-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Steward', short_name: 'Steward', display: 'standalone', start_url: '/chat' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a new version offers Reload and never reloads by itself', async ({ page, signIn }) => {
  await signIn(page, DEMO.owner);
  await controlledBySw(page);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // Deploy a new version: the service worker file changes on the server.
  const file = path.resolve('dist/client/sw.js');
  const original = readFileSync(file);
  const next = Buffer.concat([original, Buffer.from(`\n// deployed ${Date.now()}\n`)]);
  const write = (body: Buffer) => {
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  };
  write(next);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
  } finally {
    write(original);
  }
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in the shell, its drawer, the profile menu and the coming-soon dialog', async ({ page, signIn }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('[data-enter], [data-transition]'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /^Penny/ }).click();
    await expect(page.getByRole('dialog', { name: 'Penny - Coming Soon' })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('[data-enter], [data-transition]'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
    await expect(page.getByTestId('profile-email')).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('[data-enter], [data-transition]'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in dark mode too', async ({ page, signIn }) => {
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await signIn(page, DEMO.admin);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { name: 'Tally', exact: true, level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/login');
  });
});
