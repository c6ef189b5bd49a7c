// The improvement history end to end at 390x844 against the real server (issue 8): an owner
// uploads a budget, asks about personnel costs, turns the thumbs-down into an improvement (the
// answer shows '• helped improve agent', the header 'Agent improved 1 time(s)', a system message
// links to the history), asks again, makes a manual improvement with a supporting file (the
// progress and success dialogs, then the daily limit's time left), reads a version's details and
// switches versions with 'Make Active'. Screenshots at phone, tablet and desktop sizes
// (`SCREENSHOTS=1` writes them to docs/screenshots/).
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const OUT = process.env.SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 820, height: 1180 }, { width: 1280, height: 800 }];

/** Personnel costs are two lines: 412,000 + 86,520 = 498,520 in FY2025. */
const BUDGET = [
  'Account,Line Item,FY2024 Actual,FY2025 Budget',
  '4000,Individual Donations,310000,325000',
  '4100,Foundation Grants,240000,260000',
  ',Total Revenue,550000,585000',
  '5000,Salaries and Wages,398000,412000',
  '5100,Payroll Taxes and Benefits,79600,86520',
  '5200,Rent,60000,62400',
  '5300,Utilities,14400,15100',
  ',Total Expenses,552000,576020',
  '',
].join('\n');
const QUESTION = 'What are our personnel costs for FY2025?';
const PERSONNEL = '“Personnel” means Salaries and Wages plus Payroll Taxes and Benefits.';

/** Waits for Headless UI's transitions to finish. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-enter], [data-leave], [data-transition]'));

async function shoot(page: Page, name: string, sizes = SIZES) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await settled(page);
    await page.screenshot({ path: path.join(OUT, `history-${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
}

const answers = (page: Page) => page.locator('[data-testid="message"][data-type="agent"]');
const composer = (page: Page) => page.getByTestId('composer');

async function ask(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count();
  await composer(page).fill(question);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await composer(page).press('Enter');
  await expect(answers(page)).toHaveCount(before + 1);
  const answer = answers(page).last();
  await expect(answer.getByTestId('message-actions')).toBeVisible({ timeout: 60_000 });
  return answer;
}

/** Serious or critical accessibility violations on the page as it is. */
const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const version = (page: Page, v: string) => page.locator(`[data-testid="version-item"][data-version="${v}"]`);

test('an owner improves Tally from a thumbs-down and by hand, reads the history and switches versions', async ({ page, onboard }) => {
  test.setTimeout(300_000);

  await test.step('onboard and upload a budget whose personnel costs are two lines', async () => {
    await onboard(page, `Harbor Food Pantry ${Date.now().toString(36)}`);
    await page.getByTestId('file-input').setInputFiles([{ name: 'FY2025 budget.csv', mimeType: 'text/csv', buffer: Buffer.from(BUDGET) }]);
    await expect(page.getByRole('dialog', { name: 'Configure File Upload' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload 1 File(s)' }).click();
    await expect(page.getByTestId('processing-done')).toBeVisible({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Continue Using Steward' }).click();
    await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(1, { timeout: 60_000 });
  });

  await test.step('before any improvement: an empty history and no header line in chat', async () => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: 'Agent History', level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-version')).toHaveText('Original instructions');
    await expect(page.getByTestId('total-improvements')).toHaveText('0 improvements');
    await expect(page.getByTestId('history-empty')).toBeVisible();
    await shoot(page, 'empty', [PHONE]);
    await page.goto('/chat');
    await expect(page.getByTestId('chat-title')).toHaveText('Tally');
    await expect(page.getByTestId('agent-improved')).toHaveCount(0);
  });

  let before = '';
  await test.step('a thumbs-down becomes an improvement', async () => {
    const answer = await ask(page, QUESTION);
    before = await answer.innerText();
    expect(before).not.toContain('498,520');
    await answer.getByRole('button', { name: 'Bad response' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help Improve This Response' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('What was wrong?').fill('Too short');
    await expect(dialog.getByText('Minimum 10 characters required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit Improvement' })).toBeDisabled();
    await dialog.getByLabel('What was wrong?').fill(PERSONNEL);
    await settled(page);
    await page.screenshot({ path: path.join(OUT, 'history-chat-improve-390x844.png') });
    await dialog.getByRole('button', { name: 'Submit Improvement' }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });

    const improved = answers(page).first();
    await expect(improved.getByText('• helped improve agent')).toBeVisible();
    await expect(improved.getByRole('button', { name: 'Bad response' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'View History' })).toBeVisible();
    await expect(page.getByTestId('agent-improved')).toHaveText('Agent improved 1 time(s)');
    await composer(page).blur();
    await shoot(page, 'chat-improved', [PHONE]);

    // From the server after a reload: the mark, the disabled thumbs-down and the system message.
    await page.reload();
    await expect(answers(page).first().getByText('• helped improve agent')).toBeVisible();
    await expect(answers(page).first().getByRole('button', { name: 'Bad response' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'View History' })).toBeVisible();
    await expect(page.getByTestId('agent-improved')).toHaveText('Agent improved 1 time(s)');
  });

  await test.step('asked again, Tally counts both personnel lines', async () => {
    const again = await ask(page, QUESTION);
    await expect.soft(again).toContainText('498,520');
  });

  await test.step("'View History' opens the timeline with the new version", async () => {
    await page.getByRole('link', { name: 'View History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByTestId('current-version')).toHaveText('Version 1.0');
    await expect(page.getByTestId('total-improvements')).toHaveText('1 improvement');
    await expect(page.getByTestId('version-item')).toHaveCount(1);
    const v10 = version(page, '1.0');
    await expect(v10.getByTestId('source-badge')).toHaveText('From response feedback');
    await expect(v10.getByTestId('active-badge')).toBeVisible();
    await expect(v10.getByRole('button', { name: 'Make Active' })).toHaveCount(0);
    await expect(v10.getByTestId('success-rate')).toContainText('recent answer');
  });

  await test.step('a manual improvement with a supporting file: progress, then success', async () => {
    // Not counted by the daily limit: the thumbs-down's improvement was not a manual one.
    await expect(page.getByRole('button', { name: 'Improve Now' })).toBeEnabled();
    await page.getByRole('button', { name: 'Improve Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Improve Tally' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByLabel('Your improvement');
    await text.fill('Fiscal year');
    await expect(dialog.getByText('Minimum 15 characters required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Improve Tally' })).toBeDisabled();
    await text.fill('Our fiscal year runs from July to June. Answer with a table when comparing years.');
    await dialog.getByTestId('improvement-files').setInputFiles([
      { name: 'chart of accounts.csv', mimeType: 'text/csv', buffer: Buffer.from('Account,Name\n5000,Salaries and Wages\n5100,Payroll Taxes and Benefits\n') },
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') },
    ]);
    // The picture is left out silently; the CSV is a chip.
    await expect(dialog.getByTestId('file-chip')).toHaveCount(1);
    await expect(dialog.getByTestId('file-chip')).toContainText('chart of accounts.csv');
    await shoot(page, 'manual', [PHONE, { width: 1280, height: 800 }]);

    // Held a moment on its way, so the progress dialog can be seen (the server is not touched).
    let held = false;
    await page.route('**/api/organization/*/improvements', async (route) => {
      if (route.request().method() === 'POST' && !held) {
        held = true;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Improve Tally' }).click();
    const progress = page.getByRole('dialog', { name: 'Improving Tally' });
    await expect(progress).toBeVisible();
    await expect(progress.getByText('Checking against your recent questions')).toBeVisible();
    await expect(progress.getByText('Activating version 1.1')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: path.join(OUT, 'history-progress-390x844.png') });

    const success = page.getByRole('dialog', { name: 'Tally Improved' });
    await expect(success).toBeVisible({ timeout: 60_000 });
    await expect(success.getByText('Version 1.1 is now active')).toBeVisible();
    await expect(success.getByTestId('success-rate')).toHaveText(/^(\d+ of \d+ recent (answer kept its|answers kept their) figures(; \d+ changed)?|No recent questions to check yet)$/);
    await shoot(page, 'success', [PHONE]);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(success).toBeHidden();
    await page.unroute('**/api/organization/*/improvements');
  });

  await test.step('the daily limit: Improve Now waits, with the time left', async () => {
    await expect(page.getByTestId('current-version')).toHaveText('Version 1.1');
    await expect(page.getByTestId('total-improvements')).toHaveText('2 improvements');
    await expect(page.getByRole('button', { name: 'Improve Now' })).toBeDisabled();
    await expect(page.getByTestId('next-improvement')).toHaveText(/^Next improvement available in (23h 59m|24h 0m)$/);
    await expect(page.getByTestId('version-item')).toHaveCount(2);
    await expect(page.getByTestId('version-item').first()).toHaveAttribute('data-version', '1.1');
    await expect(version(page, '1.1').getByTestId('source-badge')).toHaveText('Manual');
    await expect(version(page, '1.1').getByText('chart of accounts.csv')).toBeVisible();
    await expect(version(page, '1.0').getByRole('button', { name: 'Make Active' })).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await shoot(page, 'timeline');
  });

  await test.step("a version's details: what Tally understood, the check and the file", async () => {
    await version(page, '1.0').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Version 1.0' });
    await expect(details).toBeVisible();
    await expect(details.getByTestId('understood')).toContainText('Applied');
    await expect(details.getByTestId('understood')).toContainText('Salaries and Wages + Payroll Taxes and Benefits');
    await settled(page);
    expect(await serious(page)).toEqual([]);
    await shoot(page, 'details', [PHONE, { width: 1280, height: 800 }]);
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();

    await version(page, '1.1').getByRole('button', { name: 'Details' }).click();
    const manual = page.getByRole('dialog', { name: 'Version 1.1' });
    const link = manual.getByRole('link', { name: /chart of accounts\.csv/ });
    await expect(link).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/chart.of.accounts\.csv/);
    await manual.getByRole('button', { name: 'Close' }).last().click();
    await expect(manual).toBeHidden();
  });

  await test.step("'Make Active' switches back to 1.0 after confirmation", async () => {
    await version(page, '1.0').getByRole('button', { name: 'Make Active' }).click();
    const confirm = page.getByRole('dialog', { name: 'Switch to Version 1.0?' });
    await expect(confirm).toBeVisible();
    await shoot(page, 'switch', [PHONE]);
    await confirm.getByRole('button', { name: 'Make Active' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('current-version')).toHaveText('Version 1.0');
    await expect(version(page, '1.0').getByTestId('active-badge')).toBeVisible();
    await expect(version(page, '1.1').getByTestId('active-badge')).toHaveCount(0);
    await expect(version(page, '1.1').getByRole('button', { name: 'Make Active' })).toBeVisible();
  });

  await test.step('the chat header counts both improvements', async () => {
    await page.goto('/chat');
    await expect(page.getByTestId('agent-improved')).toHaveText('Agent improved 2 time(s)');
  });
});
