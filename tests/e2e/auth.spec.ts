import { expect, PASSWORD, test, tokenClaims, uniqueEmail } from './fixtures';

test('a new person signs up, verifies by mail, lands on the questionnaire, signs out and back in', async ({ page, mailbox, signUp }) => {
  const email = uniqueEmail('journey');

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  await signUp(page, email);
  // Back in the app, the provider refuses the unverified address: 'Verify Your Email'.
  await expect(page).toHaveURL(/\/authorization$/);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

  const mails = await mailbox.list(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Verify your email for Steward');

  await page.goto(await mailbox.link(email, '/u/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  // The page carries on by itself: sign-in completes, the account is registered, onboarding opens.
  await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'What is the name of your organization?' })).toBeVisible();
  expect((await tokenClaims(page))?.email).toBe(email);
  expect(await page.evaluate(() => localStorage.getItem('steward_token'))).toMatch(/^ey/);

  // A reload keeps the session (the refresh token).
  await page.reload();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByRole('heading', { name: 'What is the name of your organization?' })).toBeVisible();
  expect((await tokenClaims(page))?.email).toBe(email);

  // Signed in, /login is not for you: /chat, and onboarding sends a new user on to the questionnaire.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/questionnaire$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('steward_token'))).toBeNull();
  // Signed out means signed out: a protected page sends us back to sign in.
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/login\?returnTo=/);

  await page.getByRole('button', { name: 'Sign In (Currently in Beta)' }).click();
  await expect(page).toHaveURL(/\/u\/login/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Lands by claims: still without an organisation (NEW_USER), so onboarding again.
  await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'What is the name of your organization?' })).toBeVisible();
  expect((await tokenClaims(page))?.email).toBe(email);
});

test('a wrong password is refused on the provider page and nothing is signed in', async ({ page, mailbox, signUp }) => {
  const email = uniqueEmail('wrongpw');
  await signUp(page, email);
  await page.goto(await mailbox.link(email, '/u/verify-email'));
  await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Sign In (Currently in Beta)' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/u\/login/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('the verify-email screen sends a new link, and "I\'ve verified" carries on once verified', async ({ page, mailbox, signUp }) => {
  const email = uniqueEmail('resend');
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status')).toHaveText(`We sent a new link to ${email}.`);
  expect(await mailbox.list(email)).toHaveLength(2);

  // Verify in another tab, as someone would from their mail app; then continue here.
  const other = await page.context().newPage();
  await other.goto(await mailbox.link(email, '/u/verify-email'));
  await expect(other.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: "I've verified my email" }).click();
  await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 15_000 });
});

test('/signup with a valid email opens the provider sign-up with it filled in', async ({ page }) => {
  await page.goto('/signup?email=invitee%40example.org');
  await expect(page).toHaveURL(/\/u\/signup/);
  await expect(page.getByLabel('Email address')).toHaveValue('invitee@example.org');
});

test('/signup with an invalid email says so after the click, then goes on without a hint', async ({ page }) => {
  await page.goto('/signup?email=not-an-email');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address to continue.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Up (Currently in Beta)' }).click();
  await expect(page).toHaveURL(/\/u\/signup/);
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('/auth/login greets a returning person', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
});

test('a provider error at the callback shows the error screen with Try Again and Log In', async ({ page }) => {
  // A callback whose state this browser never issued: spa-js refuses it.
  await page.goto('/authorization?code=forged&state=forged');
  await expect(page.getByRole('heading', { name: 'Authorization failed. Retry or log out.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid state');
  await expect(page).toHaveURL(/\/authorization$/); // the forged code is gone from the address bar
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('a session restored or ended silently', () => {
  test.beforeEach(async ({ page, mailbox, signUp }) => {
    const email = uniqueEmail('silent');
    await signUp(page, email);
    await page.goto(await mailbox.link(email, '/u/verify-email'));
    await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 15_000 });
  });

  const dropSpaJsCache = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('@@auth0spajs@@')) localStorage.removeItem(key);
    });

  test('without its refresh token, the app signs back in through the provider session (silent iframe)', async ({ page }) => {
    await dropSpaJsCache(page);
    const silent = page.waitForRequest((r) => r.url().includes('/authorize?') && r.url().includes('prompt=none') && r.url().includes('response_mode=web_message'));
    await page.reload();
    await silent;
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole('heading', { name: 'What is the name of your organization?' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('steward_token'))).toMatch(/^ey/);
  });

  test('when the provider says login_required, the local session is cleared without a redirect loop', async ({ page, context }) => {
    await dropSpaJsCache(page);
    const cookies = await context.cookies();
    await context.clearCookies();
    // Keep spa-js's own "is authenticated" cookie so it asks the provider, which no longer knows us.
    await context.addCookies(cookies.filter((c) => c.name !== 'steward_idp'));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expect(page.getByRole('button', { name: 'Sign In (Currently in Beta)' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('steward_token'))).toBeNull();
  });
});
