// A clarifying question answered with a tap, on a phone (390x844) against the real server (issue
// 16): an organisation whose documents hold Rent both as actuals (a monthly CSV, 36,000 over
// FY2025) and in its budget (a workbook, 38,000) asks for 'our rent' without saying which; Tally
// asks budget or actual with both as chips; the chips come back with the conversation after a
// reload; a tap on 'Budget: $38,000' asks that question and the answer is $38,000. Screenshots of
// the chips at phone, tablet and desktop sizes, and dark at phone and desktop sizes
// (`SCREENSHOTS=1` writes them to docs/screenshots/).
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OUT = process.env.SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
];

const MONTHS = ['Jul 2024', 'Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025'];
const ACTUALS = {
  name: 'Monthly actuals FY2025.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`Line,${MONTHS.join(',')},Total\nRent,${Array(12).fill(3000).join(',')},36000\n`),
};

async function budgetWorkbook() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow(['Line', 'FY2025 Budget']);
  sheet.addRow(['Rent', 38000]);
  return {
    name: 'Budget FY2025.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

const composer = (page: Page) => page.getByTestId('composer');
const answers = (page: Page) => page.locator('[data-testid="message"][data-type="agent"]');
const choices = (page: Page) => page.getByRole('group', { name: 'Choices' });

/** Waits for the latest answer to finish arriving. */
async function lastAnswer(page: Page): Promise<Locator> {
  const answer = answers(page).last();
  await expect(answer.getByTestId('message-actions')).toBeVisible({ timeout: 60_000 });
  return answer;
}

async function shoot(page: Page, name: string, sizes = SIZES) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await choices(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(OUT, `${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(SIZES[0]!);
  await page.waitForTimeout(150);
}

test('an ambiguous question gets budget and actual as chips, and a tap on one answers it', async ({ page, onboard }) => {
  test.setTimeout(240_000);

  await test.step('upload the monthly actuals and the budget, named as a person would name them', async () => {
    await onboard(page, 'Harbour Choices Pantry');
    await page.getByTestId('file-input').setInputFiles([ACTUALS, await budgetWorkbook()]);
    const dialog = page.getByRole('dialog', { name: 'Configure File Upload' });
    await expect(dialog.getByTestId('configure-file')).toHaveCount(2);
    // Both would be suggested as 'Budgets-FY2025': the actuals would pass for a budget.
    for (const [original, name] of [
      [ACTUALS.name, 'Monthly actuals FY2025'],
      ['Budget FY2025.xlsx', 'Budget FY2025'],
    ] as const) {
      await dialog.getByTestId('configure-file').filter({ hasText: original }).getByLabel('File name').fill(name);
    }
    await page.getByRole('button', { name: 'Upload 2 File(s)' }).click();
    await expect(page.getByTestId('processing-done')).toBeVisible({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Continue Using Steward' }).click();
    await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(2, { timeout: 60_000 });
    await page.getByRole('link', { name: 'Continue to chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  await test.step('the ambiguous question gets a short question with both figures as chips', async () => {
    await composer(page).fill('What is our rent for FY2025?');
    await composer(page).press('Enter');
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const answer = await lastAnswer(page);
    await expect(answer).toContainText('budget or the actual');
    const group = answer.getByRole('group', { name: 'Choices' });
    await expect(group.getByRole('button')).toHaveText(['Budget: $38,000', 'Actual: $36,000']);
    // Touch targets at least 44px tall, inside the phone's width.
    for (const chip of await group.getByRole('button').all()) {
      const box = (await chip.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await composer(page).blur();
  });

  await test.step('the chips come back with the conversation after a reload', async () => {
    await page.reload();
    await expect(choices(page).getByRole('button', { name: 'Budget: $38,000' })).toBeVisible();
    await expect(choices(page)).toHaveCount(1);
  });

  await test.step('screenshots of the chips, light and dark', async () => {
    await shoot(page, 'chat-choices');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await shoot(page, 'chat-choices-dark', [SIZES[0]!, SIZES[2]!]);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('a tap on "Budget: $38,000" asks for the budget, and the answer is $38,000', async () => {
    await choices(page).getByRole('button', { name: 'Budget: $38,000' }).click();
    await expect(page.locator('[data-testid="message"][data-type="user"]').last()).toHaveText(/What is the budget for Rent in FY2025\?/);
    // The chips go with the question: they belonged to it.
    await expect(choices(page)).toHaveCount(0);
    await expect(answers(page)).toHaveCount(2);
    const answer = await lastAnswer(page);
    const text = (await answer.innerText()).replace(/^Tally:\s*/, '');
    expect(text.split(/(?<=[.!?])\s/)[0]).toContain('$38,000');
    await expect(composer(page)).toHaveValue('');
    await page.reload();
    await expect(answers(page)).toHaveCount(2);
    await expect(choices(page)).toHaveCount(0);
  });
});
