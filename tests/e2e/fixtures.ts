// The e2e `test`, extended with what journeys need: the dev mailbox of the real server, a
// sign-up helper, and a guard that fails a test on any Content-Security-Policy violation or
// uncaught page error.
import { test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** The demo organisation `npm run seed` creates (server/cli/seed.ts). */
export const DEMO = {
  password: 'riverbend-demo-2026',
  organization: 'Riverbend Community Food Bank',
  owner: 'owner@riverbend.example',
  admin: 'admin@riverbend.example',
  member: 'member@riverbend.example',
} as const;

/** The claims of the access token the app has stored. */
export const tokenClaims = (page: Page) =>
  page.evaluate(() => {
    const payload = (localStorage.getItem('steward_token') ?? '').split('.')[1] ?? '';
    return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>) : null;
  });

export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const test = base.extend<{
  pageErrors: string[];
  mailbox: { list(to: string): Promise<Mail[]>; link(to: string, pathPart: string): Promise<string> };
  signUp: (page: Page, email: string, options?: { name?: string }) => Promise<void>;
  signIn: (page: Page, email: string, password?: string) => Promise<void>;
  /** A new person who signed up, verified, answered the questionnaire and has Tally: on /documents. */
  onboard: (page: Page, organization?: string) => Promise<string>;
}>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) errors.push(`csp: ${m.text()}`);
      });
      await use(errors);
      expect(errors, 'page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  mailbox: async ({ request }, use) => {
    const list = async (to: string) => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      return ((await res.json()) as { mails: Mail[] }).mails;
    };
    await use({
      list,
      async link(to, pathPart) {
        for (const mail of await list(to)) {
          const match = mail.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
          if (match) return match[0];
        }
        throw new Error(`no mail to ${to} with ${pathPart}`);
      },
    });
  },
  signUp: async ({}, use) => {
    await use(async (page, email, options = {}) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create account' }).click();
      await page.waitForURL(/\/u\/signup/);
      await page.getByLabel('Full name').fill(options.name ?? 'Ana Rivera');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
    });
  },
  onboard: async ({ mailbox }, use) => {
    await use(async (page, organization = `Test Org ${Date.now().toString(36)}`) => {
      const email = uniqueEmail('owner');
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create account' }).click();
      await page.waitForURL(/\/u\/signup/);
      await page.getByLabel('Full name').fill('Olu Owner');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/authorization/);
      const verify = await mailbox.link(email, '/u/verify-email');
      await page.goto(verify);
      await page.waitForURL(/\/questionnaire$/, { timeout: 15_000 });
      const next = page.getByRole('button', { name: /^(Next|Submit)$/ });
      await page.getByRole('textbox').fill(organization);
      await next.click();
      for (const choice of ['Human services', '$500K to $2M', 'July', 'Xero', 'Foundation grants', 'Annual independent audit', 'Cash flow planning']) {
        await page.getByText(choice, { exact: true }).click();
        await next.click();
      }
      await page.getByRole('textbox').fill('How much cash do we have?');
      await next.click();
      await page.getByRole('button', { name: 'Continue Now' }).click({ timeout: 20_000 });
      await page.waitForURL(/\/documents$/);
      await page.getByRole('button', { name: 'Continue Uploading' }).click({ timeout: 5_000 });
      return email;
    });
  },
  signIn: async ({}, use) => {
    await use(async (page, email, password = DEMO.password) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Sign In (Currently in Beta)' }).click();
      await page.waitForURL(/\/u\/login/);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/(chat|questionnaire)/, { timeout: 15_000 });
    });
  },
});

export { expect };
