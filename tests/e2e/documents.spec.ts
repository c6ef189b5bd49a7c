// Documents on a phone (390x844) against the real server: the riverbend documents uploaded
// through the screen become ready; files queued offline survive a reload and are uploaded exactly
// once when the network returns; deleting; and the 25-document limit.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const RIVERBEND = path.resolve('../shared/evals/agent/documents/riverbend');
const riverbend = existsSync(RIVERBEND) ? readdirSync(RIVERBEND).map((f) => path.join(RIVERBEND, f)) : [];

const entries = (page: Page) => page.getByTestId('file-entry');
const entry = (page: Page, name: string) => page.getByTestId('file-entry').filter({ has: page.getByTestId('file-name').getByText(name, { exact: true }) });

async function chooseAndUpload(page: Page, files: string[] | { name: string; mimeType: string; buffer: Buffer }[], count: number) {
  await page.getByTestId('file-input').setInputFiles(files as never);
  await expect(page.getByRole('dialog', { name: 'Configure File Upload' })).toBeVisible();
  await page.getByRole('button', { name: `Upload ${count} File(s)` }).click();
}

test('the riverbend documents, uploaded from a phone, all become ready', async ({ page, onboard }) => {
  test.skip(riverbend.length === 0, `no development documents at ${RIVERBEND}`);
  test.setTimeout(240_000);
  await onboard(page, 'Riverbend Test Pantry');
  await expect(page.getByRole('heading', { name: 'Upload Your Financial Documents' })).toBeVisible();
  await expect(page.getByText('No documents uploaded yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to chat' })).toBeDisabled();

  await page.getByTestId('file-input').setInputFiles(riverbend);
  const dialog = page.getByRole('dialog', { name: 'Configure File Upload' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('configure-file')).toHaveCount(riverbend.length);
  // Suggestions from the names: the budget is a budget for FY2025.
  await expect(dialog.getByText('Budgets-FY2025.xlsx')).toBeVisible();
  await page.getByRole('button', { name: `Upload ${riverbend.length} File(s)` }).click();

  await expect(page.getByText(`All ${riverbend.length} file(s) uploaded successfully!`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Processing Your Documents' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('processing-countdown').or(page.getByTestId('processing-done'))).toBeVisible();
  await expect(page.getByTestId('processing-done')).toBeVisible({ timeout: 180_000 });
  await page.getByRole('button', { name: 'Continue Using Steward' }).click();

  await expect(entries(page)).toHaveCount(riverbend.length);
  await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(riverbend.length, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: `File Manager (${riverbend.length} files)` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to chat' })).toBeVisible();

  // Search filters by name.
  await page.getByPlaceholder('Search files...').fill('budget');
  await expect(entries(page)).toHaveCount(1);
  await page.getByPlaceholder('Search files...').fill('');

  // Delete one.
  const budget = entry(page, 'Budgets-FY2025.xlsx');
  await budget.getByRole('button', { name: 'Delete Budgets-FY2025.xlsx' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Document' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Document' }).click();
  await expect(page.getByText('"Budgets-FY2025.xlsx" deleted successfully')).toBeVisible();
  await expect(entries(page)).toHaveCount(riverbend.length - 1);
  await page.reload();
  await expect(entries(page)).toHaveCount(riverbend.length - 1);
});

test('files queued offline survive a reload and upload exactly once when back online', async ({ page, context, onboard }) => {
  test.setTimeout(180_000);
  await onboard(page);
  const csv = (name: string, rows: number) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`Account,Amount\n${Array.from({ length: rows }, (_, i) => `Line ${i + 1},${(i + 1) * 100}`).join('\n')}\n`),
  });
  await context.setOffline(true);
  await chooseAndUpload(page, [csv('cash budget fy2025.csv', 3), csv('grant budget fy2025.csv', 4)], 2);
  await expect(page.getByText('Waiting for the network')).toBeVisible();
  await expect(page.locator('[data-testid="file-entry"][data-status="queued"]')).toHaveCount(2);
  await expect(page.getByTestId('Documents-badge')).toHaveText('2');

  // Still offline, the page reloads from the service worker's precache; the queue is in IndexedDB.
  await page.reload();
  await expect(page.locator('[data-testid="file-entry"][data-status="queued"]')).toHaveCount(2);

  await context.setOffline(false);
  await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('Documents-badge')).toHaveCount(0);

  // The server holds exactly one copy of each.
  const names = await page.evaluate(async () => {
    const token = localStorage.getItem('steward_token');
    const claims = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      db_organization_id: string;
      db_agents_accessible: { agent_id: string }[];
    };
    const q = new URLSearchParams({ organization_id: claims.db_organization_id, agent_id: claims.db_agents_accessible[0]!.agent_id });
    const res = await fetch(`/api/organization/agent/documents/list?${q}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { documents: { file_name: string }[] }).documents.map((d) => d.file_name).sort();
  });
  expect(names).toEqual(['Budgets-FY2025-2.csv', 'Budgets-FY2025.csv']);
});

test('the 26th file is refused: Upload limit exceeded, Maximum 25 files allowed', async ({ page, onboard }) => {
  test.setTimeout(180_000);
  await onboard(page);
  const files = Array.from({ length: 26 }, (_, i) => ({ name: `ledger part ${i + 1}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`a,b\n${i},1\n`) }));
  await page.getByTestId('file-input').setInputFiles(files);
  await expect(page.getByText('Upload limit exceeded')).toBeVisible();
  await expect(page.getByText('Maximum 25 files allowed')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Configure File Upload' })).toBeHidden();
});
