// Documents on a phone (390x844) against the real server: the riverbend documents uploaded
// through the screen become ready; files queued offline survive a reload and are uploaded exactly
// once when the network returns; deleting; and the 25-document limit.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const RIVERBEND = path.resolve('../shared/evals/agent/documents/riverbend');
const riverbend = existsSync(RIVERBEND) ? readdirSync(RIVERBEND).map((f) => path.join(RIVERBEND, f)) : [];

/** The organisation's documents as the server lists them, asked with the page's own session. */
const serverDocuments = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('steward_token');
    const claims = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      db_organization_id: string;
      db_agents_accessible: { agent_id: string }[];
    };
    const q = new URLSearchParams({ organization_id: claims.db_organization_id, agent_id: claims.db_agents_accessible[0]!.agent_id });
    const res = await fetch(`/api/organization/agent/documents/list?${q}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { documents: { file_name: string; download_url: string }[] }).documents;
  });

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
  // A toast shows for 2 seconds: what the page announces is recorded as it appears, so a busy
  // machine's slow polling cannot miss it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const region = document.querySelector('[aria-live="polite"]')!;
    new MutationObserver(() => region.querySelectorAll('[role="status"], [role="alert"]').forEach((t) => seen.includes(t.textContent ?? '') || seen.push(t.textContent ?? ''))).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: `Upload ${riverbend.length} File(s)` }).click();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.join('\n')), { timeout: 30_000 })
    .toContain(`All ${riverbend.length} file(s) uploaded successfully!`);
  await expect(page.getByRole('dialog', { name: 'Processing Your Documents' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('processing-countdown').or(page.getByTestId('processing-done'))).toBeVisible();
  await expect(page.getByTestId('processing-done')).toBeVisible({ timeout: 180_000 });
  // 'Ready' only once every file of the upload reached the server, not when the first few have.
  await expect(page.locator('[data-testid="file-entry"]:is([data-status="queued"], [data-status="uploading"])')).toHaveCount(0, { timeout: 1_000 });
  await page.getByRole('button', { name: 'Continue Using Steward' }).click();
  await expect(page.getByRole('dialog', { name: 'Processing Your Documents' })).toBeHidden();

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
  // Sent by the queue, not the screen: the processing window still starts for them.
  await expect(page.getByRole('dialog', { name: 'Processing Your Documents' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue Using Steward' }).click();
  await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('Documents-badge')).toHaveCount(0);

  // The server holds exactly one copy of each.
  const names = (await serverDocuments(page)).map((d) => d.file_name).sort();
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

test('a file shared from another app (share_target) opens in the configure sheet and uploads', async ({ page, onboard }) => {
  test.setTimeout(180_000);
  await onboard(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Away from /documents, as when the user is in another app: the share arrives as a navigation.
  await page.goto('/chat');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // What the phone does when someone shares into Steward: a multipart form POST to the share action.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share-target';
    form.enctype = 'multipart/form-data';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'files';
    const files = new DataTransfer();
    files.items.add(new File(['Account,Amount\nRent,1200\n'], 'shared budget fy2024.csv', { type: 'text/csv' }));
    input.files = files.files;
    const title = Object.assign(document.createElement('input'), { name: 'title', value: 'Shared' });
    form.append(input, title);
    document.body.append(form);
    form.submit();
  });
  await page.waitForURL((url) => url.pathname === '/documents');
  const dialog = page.getByRole('dialog', { name: 'Configure File Upload' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('shared budget fy2024.csv')).toBeVisible();
  await expect(dialog.getByText('Budgets-FY2024.csv')).toBeVisible();
  // The flag is taken off the address, and the inbox is empty once the sheet has the file.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('steward-shared');
        open.onsuccess = () => {
          const req = open.result.transaction('inbox').objectStore('inbox').count();
          req.onsuccess = () => resolve(req.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
  expect(left).toBe(0);
  await page.getByRole('button', { name: 'Upload 1 File(s)' }).click();
  await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(1, { timeout: 60_000 });
  // Taken once: a reload does not offer it again.
  await page.reload();
  await expect(entries(page)).toHaveCount(1);
  await expect(dialog).toBeHidden();
});

test('two photos of a letter, scanned one page at a time, become one PDF document', async ({ page, onboard }) => {
  test.setTimeout(180_000);
  await onboard(page);
  const { createCanvas } = await import('@napi-rs/canvas');
  const photo = (name: string, lines: string[]) => {
    const canvas = createCanvas(1200, 1600);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1200, 1600);
    ctx.fillStyle = '#111';
    ctx.font = '56px sans-serif';
    lines.forEach((line, i) => ctx.fillText(line, 80, 200 + i * 90));
    return { name, mimeType: 'image/jpeg', buffer: canvas.toBuffer('image/jpeg', 85) };
  };
  await page.getByTestId('camera-input').setInputFiles([photo('IMG_0001.jpg', ['Riverbend Community Pantry', 'Grant award letter'])]);
  const dialog = page.getByRole('dialog', { name: 'Configure File Upload' });
  await expect(dialog.getByTestId('configure-file')).toHaveCount(1);
  await expect(dialog.getByText('A letter with more than one page?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Scan another page' })).toBeVisible();
  await page.getByTestId('camera-input').setInputFiles([photo('IMG_0002.jpg', ['Award amount 25,000', 'Report due 2025-09-30'])]);
  await expect(dialog.getByTestId('configure-file')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('two-photos-390.png') });
  await dialog.getByRole('button', { name: 'Combine 2 photos into one PDF' }).click();
  await expect(dialog.getByTestId('configure-file')).toHaveCount(1);
  const card = dialog.getByTestId('configure-file');
  await expect(card.getByText(/^Letter-\d{4}-\d{2}-\d{2}\.pdf$/)).toHaveCount(2); // its name, and the name it will be uploaded under
  await expect(dialog.getByTestId('photo-pages')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('combined-letter-390.png') });
  await page.getByRole('button', { name: 'Upload 1 File(s)' }).click();
  await page.getByRole('button', { name: 'Continue Using Steward' }).click({ timeout: 60_000 });
  await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(1, { timeout: 90_000 });

  // The server holds one PDF with both pages.
  const list = await serverDocuments(page);
  const docs = { names: list.map((d) => d.file_name), pdf: await (await page.request.get(list[0]!.download_url)).body() };
  expect(docs.names).toHaveLength(1);
  expect(docs.names[0]).toMatch(/^Letter-\d{4}-\d{2}-\d{2}\.pdf$/);
  const { PDFDocument } = await import('pdf-lib');
  expect((await PDFDocument.load(docs.pdf)).getPageCount()).toBe(2);
});
