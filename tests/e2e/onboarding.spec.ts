// Onboarding on a phone (390x844) against the real server: a new person answers every question,
// reloads in the middle and resumes at the right step, submits, watches Tally being set up, and
// arrives at /documents with a token that carries the new organisation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, test, tokenClaims, uniqueEmail } from './fixtures';


async function newPersonOnQuestionnaire(page: Page, signUp: (p: Page, e: string) => Promise<void>, mailbox: { link(to: string, part: string): Promise<string> }) {
  const email = uniqueEmail('onboard');
  await signUp(page, email);
  await page.goto(await mailbox.link(email, '/u/verify-email'));
  await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 15_000 });
  return email;
}

/** Serious or critical accessibility violations on the page as it is. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const step = (page: Page) => page.getByTestId('step-indicator');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const footer = (page: Page) => page.getByTestId('footer-text');

test('a new person answers the questionnaire, resumes after a reload, and Tally is set up', async ({ page, signUp, mailbox }) => {
  test.setTimeout(120_000);
  const email = await newPersonOnQuestionnaire(page, signUp, mailbox);
  const organization = `Harbor Light Youth Center ${Date.now().toString(36)}`;

  // Step 1: the organisation's name. Nothing to send until it is answered.
  await expect(page.getByRole('heading', { name: 'What is the name of your organization?' })).toBeVisible();
  await expect(step(page)).toHaveText('Step 1 of 9');
  await expect(page.getByText('Getting to know your organization')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(footer(page)).toHaveText('Please answer to continue');
  const name = page.getByRole('textbox', { name: 'What is the name of your organization?' });
  await name.fill('   ');
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await name.fill(`  ${organization} `);
  await expect(footer(page)).toHaveText('Ready to continue');
  // The Previous/Next bar sits inside the phone's screen.
  const bar = await next(page).boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);
  await next(page).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(step(page)).toHaveText('Step 2 of 9');
  // The organisation exists now: the name question is behind us for good.
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Step 2: single choice with Other and its 'Please specify...' box.
  await expect(page.getByRole('heading', { name: 'Which best describes your organization?' })).toBeVisible();
  const card = page.locator('label', { hasText: 'Human services' });
  expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await page.getByText('Other', { exact: true }).click();
  await expect(page.getByPlaceholder('Please specify...')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByPlaceholder('Please specify...').fill('Mutual aid network');
  expect(await seriousViolations(page)).toEqual([]);
  await next(page).click();
  await expect(step(page)).toHaveText('Step 3 of 9');

  await page.getByText('$500K to $2M').click();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'In which month does your fiscal year start?' })).toBeVisible();
  await page.getByText('July', { exact: true }).click();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Which accounting system do you use?' })).toBeVisible();
  await page.getByText('Xero', { exact: true }).click();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'What are your main sources of revenue?' })).toBeVisible();
  await expect(step(page)).toHaveText('Step 6 of 9');

  // A reload in the middle: the organisation exists, so the name question leaves the count, and
  // the questionnaire opens at the first unanswered question.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What are your main sources of revenue?' })).toBeVisible();
  await expect(step(page)).toHaveText('Step 5 of 8');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(step(page)).toHaveText('Step 4 of 8');
  await expect(page.getByRole('radio', { name: 'Xero' })).toBeChecked();
  await next(page).click();
  await expect(step(page)).toHaveText('Step 5 of 8');

  // Multiple choice: 'Select all that apply', with Other's box.
  await expect(page.getByText('Select all that apply')).toBeVisible();
  await page.getByText('Foundation grants').click();
  await page.getByText('Individual donations').click();
  await next(page).click();
  await page.getByText('Annual independent audit').click();
  await next(page).click();
  await page.getByText('Budget versus actual tracking').click();
  await next(page).click();
  await expect(step(page)).toHaveText('Step 8 of 8');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByRole('textbox').fill('Are program expenses on track against the budget this year?');
  await page.getByRole('button', { name: 'Submit' }).click();

  // The progress page sets Tally up.
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { name: 'Creating Your Agent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setting Up Your Account' })).toBeVisible();
  await expect(page.getByText('Your Agent is being Onboarded')).toBeVisible();
  await expect(page.getByTestId('testimonial')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Setup Complete!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('progress-percent')).toHaveText('100%');
  await expect(page.getByTestId('redirect-countdown')).toContainText(/in 4\d seconds/);
  await expect(page.getByRole('link', { name: 'Test Your Agent' })).toBeVisible();

  // The token now carries the organisation, the OWNER role and Tally.
  const c = (await tokenClaims(page))!;
  expect(c.email).toBe(email);
  expect(c.db_organization_name).toBe(organization);
  expect(c.db_role).toBe('OWNER');
  expect(c.db_organization_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(c.db_agents_accessible).toHaveLength(1);

  await page.getByRole('button', { name: 'Continue Now' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('dialog', { name: 'Ready to Upload?' })).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Continue Uploading' }).click();
  await expect(page.getByRole('dialog', { name: 'Ready to Upload?' })).toBeHidden();
  // Arriving from onboarding is a one-off: a reload does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Documents' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'Ready to Upload?' })).toBeHidden();

  // The answers stay editable: the questionnaire opens at its last question, filled in.
  await page.goto('/questionnaire');
  await expect(step(page)).toHaveText('Step 8 of 8');
  await expect(page.getByRole('textbox')).toHaveValue('Are program expenses on track against the budget this year?');
});

test('setup fails with the reason when the questionnaire is not finished, with Try Again and Go to Home', async ({ page, signUp, mailbox }) => {
  await newPersonOnQuestionnaire(page, signUp, mailbox);
  await page.getByRole('textbox', { name: 'What is the name of your organization?' }).fill('Unfinished Org');
  await next(page).click();
  await expect(step(page)).toHaveText('Step 2 of 9');
  // Straight to /progress in the onboarding flow, with eight questions unanswered.
  await page.evaluate(() => window.history.replaceState({ ...window.history.state, onBoardingFlow: true }, '', '/progress'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Setup Failed' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert')).toHaveText('Please finish the questionnaire first');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Setup Failed' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Go to Home' }).click();
  // Home for someone without Tally yet is the questionnaire, where they left off.
  await expect(page).toHaveURL(/\/questionnaire$/, { timeout: 10_000 });
  await expect(step(page)).toHaveText('Step 1 of 8');
});

test('/progress without the onboarding flow says Redirecting... and goes home', async ({ page, signIn }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/chat$/, { timeout: 10_000 });
});

test('a member cannot answer the questionnaire and is sent to chat', async ({ page, signIn }) => {
  await signIn(page, DEMO.member);
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/chat$/, { timeout: 10_000 });
});
