// Nonprofit verification, end to end at 390x844 against the real server: an owner verifies the
// organisation with a photo of its IRS determination letter (read by OCR on the server), through
// the validation messages, a failed letter and Try Again; another owner fails twice, requests a
// manual review, and the operator approves it from the link in the dev mailbox.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { letterPdf, letterPhoto } from '../server/letters';
import { expect, test } from './fixtures';

const OUT = process.env.SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT, `${name}-390x844.png`) });
const OPERATORS = 'operators@steward.local';

async function uploadPdf(page: Page, buffer: Buffer, name = 'letter.pdf') {
  await page.getByTestId('verification-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await page.getByRole('button', { name: 'Verify Document' }).click();
}

test('an owner verifies the organisation with a photo of its IRS letter', async ({ page, onboard }) => {
  test.setTimeout(240_000);
  const organization = 'Lakeside Community Pantry';
  await onboard(page, organization);
  await page.goto('/non-profit-verification');
  await expect(page.getByRole('heading', { name: 'Verify your 501(c)(3) status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take a photo of your letter' })).toBeVisible();
  await shot(page, 'verification-idle');

  // Validation in the spec's words, before anything is sent.
  await page.getByRole('button', { name: 'Verify Document' }).click();
  await expect(page.getByText('Please upload a document first')).toBeVisible();
  await page.getByTestId('verification-file-input').setInputFiles({ name: 'budget.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
  await expect(page.getByText('Please upload a PDF, JPG, or PNG file')).toBeVisible();
  await shot(page, 'verification-validation');

  // Another organisation's letter: failed, with the reason, and Try Again.
  await uploadPdf(page, await letterPdf({ name: 'HARBOR TENANTS UNION, INC.' }));
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("We couldn't find your organization's name (Lakeside Community Pantry) on this letter.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Manual Review' })).toHaveCount(0);
  await shot(page, 'verification-failed');
  await page.getByRole('button', { name: 'Try Again' }).click();

  // The photo, from the camera, sent slowly enough to watch its progress.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 96 * 1024 });
  const photo = letterPhoto({ name: 'LAKESIDE COMMUNITY PANTRY, INC.', ein: '47-1234567', date: 'Date: June 14, 2016', format: 'png', degrees: -1.2 });
  await page.getByTestId('verification-camera-input').setInputFiles({ name: 'IMG_3021.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId('verification-chosen-file')).toContainText(/IRS-letter-\d{4}-\d{2}-\d{2}\.jpg/);
  await page.getByRole('button', { name: 'Verify Document' }).click();
  await expect(page.getByRole('heading', { name: 'Uploading your letter...' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect.poll(async () => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(10);
  await shot(page, 'verification-uploading');
  await expect(page.getByRole('heading', { name: 'Verifying your document...' })).toBeVisible({ timeout: 60_000 });
  await shot(page, 'verification-verifying');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('47-1234567')).toBeVisible();
  await expect(page.getByText('June 14, 2016')).toBeVisible();
  await shot(page, 'verification-success');

  // It stays verified (and looks right on a larger screen too).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(OUT, 'verification-success-1280x800.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  const standing = await page.evaluate(async () => {
    const token = localStorage.getItem('steward_token');
    const claims = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { db_organization_id: string };
    const res = await fetch(`/api/organization/${claims.db_organization_id}/verification`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { status: string; ein: string; letter_date: string; failed_attempts: number };
  });
  expect(standing).toMatchObject({ status: 'verified', ein: '47-1234567', letter_date: '2016-06-14', failed_attempts: 1 });

  // The profile menu marks the organisation verified.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('verified-mark')).toContainText('Verified');
  await page.waitForTimeout(400);
  await shot(page, 'verification-profile-mark');
});

test('after two failed letters an owner asks for manual review, and an operator approves it', async ({ page, browser, onboard, mailbox }) => {
  test.setTimeout(240_000);
  const organization = 'Maple Street Arts Collective';
  const owner = await onboard(page, organization);
  await page.goto('/non-profit-verification');

  await uploadPdf(page, await letterPdf({ name: organization, ein: null }), 'first.pdf');
  await expect(page.getByText("We couldn't find an EIN (a number like 12-3456789).")).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await uploadPdf(page, await letterPdf({ name: organization, irs: false }), 'second.pdf');
  await expect(page.getByText("This doesn't look like an IRS 501(c)(3) determination letter.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('2 failed attempts', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await shot(page, 'verification-failed-review');

  await page.getByRole('button', { name: 'Request Manual Review' }).click();
  await expect(page.getByRole('heading', { name: 'Manual Review Requested' })).toBeVisible();
  await expect(page.getByText('We’ll get back to you within 1 to 2 business days.')).toBeVisible();
  await shot(page, 'verification-review-pending');

  // The operators' mail links to the review page; the operator approves.
  const mail = (await mailbox.list(OPERATORS)).find((m) => m.subject === `Verification review: ${organization}`);
  expect(mail, 'the operators got a mail').toBeTruthy();
  expect(mail!.text).toContain(owner);
  const approve = mail!.text.match(/https?:\/\/\S*\/api\/verification\/reviews\/\S*decision=approve/)![0];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const operator = await context.newPage();
  await operator.goto(approve);
  await expect(operator.getByRole('heading', { name: 'Verification review' })).toBeVisible();
  await expect(operator.getByText('second.pdf', { exact: false })).toBeVisible();
  await shot(operator, 'verification-operator-review');
  await operator.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText(`Approved: ${organization} is now verified.`, { exact: false })).toBeVisible();
  await context.close();

  // The owner sees it, and is told by mail.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible();
  await shot(page, 'verification-approved');
  expect((await mailbox.list(owner)).map((m) => m.subject)).toContain(`${organization} is verified on Steward`);
});
