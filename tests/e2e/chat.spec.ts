// Chat on a phone (390x844) against the real server: with the riverbend documents ready, the
// empty chat suggests questions drawn from them, and a tapped one is answered with its figure; a
// question is answered as it streams (the figure in the first sentence); copy; thumbs as an
// owner; folders created, filled, renamed and deleted (the conversation back to unfiled); a
// draft that survives a reload; a conversation read offline; XSS in a question and in a document
// name shown as text; and the processing window blocking a send. Screenshots at phone, tablet
// and desktop sizes (`SCREENSHOTS=1` writes them to docs/screenshots/).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const RIVERBEND = path.resolve('../shared/evals/agent/documents/riverbend');
const riverbend = existsSync(RIVERBEND) ? readdirSync(RIVERBEND).map((f) => path.join(RIVERBEND, f)) : [];

const OUT = process.env.SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
];
const XSS = '<img src=x onerror=alert(1)>';
/**
 * What the empty chat suggests for the riverbend documents (fiscal year from July), in order. The
 * upload dialog names the grant agreement 'Grant Award Letters.docx': the funder comes from the letter.
 */
const RIVERBEND_SUGGESTIONS = [
  'What is our FY2025 budget for salaries and wages?',
  'How much did we spend on payroll taxes and benefits in June 2025?',
  'What was our cash balance at June 30, 2025?',
  'How much is the Lindqvist grant award?',
];
const XSS_DOCUMENT = '<img src=x onerror=alert(document.domain)> pantry lease.csv';

async function shoot(page: Page, name: string, sizes = SIZES, settle?: (page: Page) => Promise<void>) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await settle?.(page);
    await page.screenshot({ path: path.join(OUT, `chat-${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150);
}

const composer = (page: Page) => page.getByTestId('composer');
const answers = (page: Page) => page.locator('[data-testid="message"][data-type="agent"]');
const title = (page: Page) => page.getByTestId('chat-title');
const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Waits for the answer to finish streaming; returns its text. */
async function lastAnswer(page: Page): Promise<Locator> {
  const answer = answers(page).last();
  await expect(answer.getByTestId('message-actions')).toBeVisible({ timeout: 60_000 });
  return answer;
}

/** Asks a follow-up once the composer can send, and waits for its answer to finish. */
async function askFollowUp(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count();
  await composer(page).fill(question);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await composer(page).press('Enter');
  await expect(answers(page)).toHaveCount(before + 1);
  return lastAnswer(page);
}

/** Closes the menu drawer, pressing Escape again if a busy machine swallowed the first press. */
async function closeDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(async () => {
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'New Conversation' })).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('[data-enter], [data-transition]'));
  return drawer;
}

test('with the riverbend documents ready, a phone asks, reads the streamed answer, rates it, files it and keeps drafts', async ({
  page,
  context: browser,
  onboard,
}) => {
  test.skip(riverbend.length === 0, `no development documents at ${RIVERBEND}`);
  test.setTimeout(420_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await browser.grantPermissions(['clipboard-read', 'clipboard-write']);

  await test.step('upload the riverbend documents and one whose name is an XSS attempt', async () => {
    await onboard(page, 'Riverbend Chat Pantry');
    await page.getByTestId('file-input').setInputFiles(riverbend);
    await page.getByRole('button', { name: `Upload ${riverbend.length} File(s)` }).click();
    await expect(page.getByTestId('processing-done')).toBeVisible({ timeout: 240_000 });
    await page.getByRole('button', { name: 'Continue Using Steward' }).click();
    // The XSS-named document goes straight to the API, under exactly that name.
    const uploaded = await page.evaluate(async (name) => {
      const token = localStorage.getItem('steward_token')!;
      const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        db_organization_id: string;
        db_agents_accessible: { agent_id: string }[];
      };
      const form = new FormData();
      form.append('organization_id', claims.db_organization_id);
      form.append('agent_id', claims.db_agents_accessible[0]!.agent_id);
      form.append('file_name', name);
      form.append('category', 'other');
      form.append('file', new File(['Item,Amount\nPantry lease deposit,4321\n'], name, { type: 'text/csv' }));
      const res = await fetch('/api/organization/agent/documents/upload', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return res.status;
    }, XSS_DOCUMENT);
    expect(uploaded).toBeLessThan(300);
    await page.reload();
    await expect(page.getByTestId('file-name').getByText(XSS_DOCUMENT, { exact: true })).toBeVisible();
    await expect(page.locator('[data-testid="file-entry"][data-status="completed"]')).toHaveCount(riverbend.length + 1, { timeout: 60_000 });
    await page.getByRole('link', { name: 'Continue to chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  await test.step('the empty chat: Tally, the Beta badge, the welcome and questions drawn from the documents', async () => {
    await expect(title(page)).toHaveText('Tally');
    await expect(page.getByRole('heading', { name: "Hi, I'm Tally" })).toBeVisible();
    await expect(page.getByTestId('empty-chat').getByText('Beta', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Try asking about your documents' }).getByRole('button')).toHaveText(RIVERBEND_SUGGESTIONS, { timeout: 30_000 });
    await expect(page.getByTestId('empty-chat').getByRole('button')).toHaveCount(RIVERBEND_SUGGESTIONS.length);
    await expect(composer(page)).toHaveAttribute(
      'placeholder',
      /^(Ask about budgets, spending, account codes, or financial reports\.\.\.|What financial info do you need\?)$/,
    );
    await shoot(page, 'empty');
  });

  await test.step('a draft of a new conversation survives a reload', async () => {
    await composer(page).fill('A question I will finish later');
    await page.waitForTimeout(600);
    await page.reload();
    await expect(composer(page)).toHaveValue('A question I will finish later');
    await composer(page).fill('');
    await page.waitForTimeout(600);
  });

  let conversationUrl = '';
  await test.step('ask: the URL moves to the new thread and the answer streams in, the figure in its first sentence', async () => {
    await composer(page).fill('What is our FY2025 budget for rent?');
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    await expect(page.locator('[data-testid="message"][data-type="user"]')).toHaveText(/What is our FY2025 budget for rent\?/);
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    conversationUrl = page.url();
    await expect(title(page)).toHaveText('What is our FY2025 budget for rent?');
    const answer = await lastAnswer(page);
    const text = (await answer.innerText()).replace(/^Tally:\s*/, '');
    const firstSentence = text.split(/(?<=[.!?])\s/)[0] ?? '';
    expect(firstSentence).toContain('94,450');
    await expect(answer.locator('script, img[src="x"], [onerror]')).toHaveCount(0);
  });

  await test.step('copy gives 1.2 seconds of "Copied" and puts the answer on the clipboard', async () => {
    const answer = answers(page).last();
    await answer.getByRole('button', { name: 'Copy' }).click();
    await expect(answer.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('94,450');
    await expect(answer.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3000 });
  });

  await test.step('thumbs (an owner): stored with the answer; a thumbs down opens the response-improvement dialog', async () => {
    const answer = answers(page).last();
    await answer.getByRole('button', { name: 'Good response' }).click();
    await expect(answer.getByRole('button', { name: 'Good response' })).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(300);
    await page.reload();
    await expect(answers(page).last().getByRole('button', { name: 'Good response' })).toHaveAttribute('aria-pressed', 'true');
    await answers(page).last().getByRole('button', { name: 'Bad response' }).click();
    const improve = page.getByRole('dialog', { name: 'Help Improve This Response' });
    await expect(improve).toBeVisible();
    // Real since issue 8 (tests/e2e/history.spec.ts makes one): nothing is sent under 10 characters.
    await expect(improve.getByRole('button', { name: 'Submit Improvement' })).toBeDisabled();
    await improve.getByLabel('What was wrong?').fill('Too short');
    await expect(improve.getByText('Minimum 10 characters required')).toBeVisible();
    await expect(improve.getByRole('button', { name: 'Submit Improvement' })).toBeDisabled();
    await improve.getByRole('button', { name: 'Not Now' }).click();
    await expect(improve).toBeHidden();
    await expect(answers(page).last().getByRole('button', { name: 'Bad response' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('a follow-up answered with a table, which scrolls sideways on a phone if it must', async () => {
    // A trend is answered with its months as a table (since decision 035; the largest line no longer is).
    const answer = await askFollowUp(page, 'What is the trend in food purchases in FY2025?');
    await expect(answer.locator('table')).toBeVisible();
    await expect(answer.locator('table th').first()).toHaveText('Period');
    await expect(answer.getByRole('region', { name: 'Table' })).toHaveCSS('overflow-x', 'auto');
    await expect(answer.locator('table tbody tr')).not.toHaveCount(0);
    await composer(page).blur();
  });

  await test.step('screenshots of the answer and of the drawer', async () => {
    await shoot(page, 'answer');
    await openDrawer(page);
    await page.screenshot({ path: path.join(OUT, 'chat-drawer-390x844.png') });
    await page.keyboard.press('Escape');
  });

  await test.step('folders: create, move the conversation in, rename, delete (the conversation goes back to unfiled)', async () => {
    let drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Create New Folder' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Folder' });
    await expect(create.getByPlaceholder('e.g. Grants, Budgets, Reports')).toBeVisible();
    await expect(create.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
    await create.getByLabel('Folder name').fill('  Budgets  ');
    await create.getByLabel('Folder name').press('Enter');
    const folder = drawer.getByTestId('folder').filter({ hasText: 'Budgets' });
    await expect(folder.getByTestId('folder-count')).toHaveText(/^0/);

    const question = 'What is our FY2025 budget for rent?';
    await drawer.getByRole('button', { name: `Conversation options: ${question}` }).click();
    await page.getByRole('menuitem', { name: 'Budgets' }).click();
    await expect(folder.getByTestId('folder-count')).toHaveText(/^1/);
    await expect(drawer.getByTestId('recent-conversations').getByTestId('conversation')).toHaveCount(0);
    // The folder it went into opens to show it.
    await expect(folder.getByRole('button', { name: /^Budgets/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(folder.getByRole('link', { name: question })).toBeVisible();

    await drawer.getByRole('button', { name: 'Folder options: Budgets' }).click();
    await page.getByRole('menuitem', { name: 'Rename Folder' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Folder' });
    await expect(rename.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await rename.getByLabel('Folder name').fill('Budget questions');
    await rename.getByLabel('Folder name').press('Enter');
    await expect(toastWith(page, 'Folder renamed successfully')).toBeVisible();
    const renamed = drawer.getByTestId('folder').filter({ hasText: 'Budget questions' });
    await expect(renamed).toBeVisible();
    await page.screenshot({ path: path.join(OUT, 'chat-drawer-folders-390x844.png') });

    // The server kept all of it.
    await page.keyboard.press('Escape');
    await page.reload();
    drawer = await openDrawer(page);
    await expect(drawer.getByTestId('folder').filter({ hasText: 'Budget questions' }).getByTestId('folder-count')).toHaveText(/^1/);

    await drawer.getByRole('button', { name: 'Folder options: Budget questions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Folder' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Folder' });
    await confirm.getByRole('button', { name: 'Delete Folder' }).click();
    await expect(toastWith(page, 'Budget questions deleted successfully')).toBeVisible();
    await expect(drawer.getByTestId('folder')).toHaveCount(0);
    await expect(drawer.getByTestId('recent-conversations').getByRole('link', { name: question })).toBeVisible();

    // Rename the conversation itself: the header follows.
    await drawer.getByRole('button', { name: `Conversation options: ${question}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const renameThread = page.getByRole('dialog', { name: 'Rename Conversation' });
    await renameThread.getByLabel('Conversation name').fill('FY2025 rent');
    await renameThread.getByRole('button', { name: 'Rename' }).click();
    await expect(toastWith(page, 'Conversation renamed successfully')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(title(page)).toHaveText('FY2025 rent');
    await page.reload();
    await expect(title(page)).toHaveText('FY2025 rent');
    drawer = await openDrawer(page);
    await expect(drawer.getByTestId('folder')).toHaveCount(0);
    await expect(drawer.getByTestId('recent-conversations').getByRole('link', { name: 'FY2025 rent' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('a draft in a conversation survives a reload too', async () => {
    await composer(page).fill('And what about utilities?');
    await page.waitForTimeout(600);
    await page.reload();
    await expect(composer(page)).toHaveValue('And what about utilities?');
  });

  await test.step('offline: the conversation is read from this device, and a question waits as a draft', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await browser.setOffline(true);
    await page.reload();
    await expect(answers(page).first()).toContainText('94,450');
    await expect(answers(page)).toHaveCount(2);
    await expect(page.getByTestId('composer-offline')).toContainText("You're offline");
    await expect(composer(page)).toHaveValue('And what about utilities?');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer(page).press('Enter');
    await expect(page.locator('[data-testid="message"][data-type="user"]')).toHaveCount(2);
    await browser.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('composer-offline')).toHaveCount(0);
    await composer(page).fill('');
    await page.waitForTimeout(600);
  });

  await test.step('XSS in a question and in a document name is shown as text', async () => {
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    const question = `${XSS} What was spent on food purchases in FY2024?`;
    await composer(page).fill(question);
    await composer(page).press('Enter');
    await expect(page.locator('[data-testid="message"][data-type="user"]')).toContainText(question);
    await lastAnswer(page);
    // The answer cites the document by its name, which is shown as the text it is.
    const answer = await askFollowUp(page, 'What is the pantry lease deposit amount?');
    await expect(answer).toContainText('4,321');
    await expect(answer).toContainText(XSS_DOCUMENT);
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    await expect(page.getByTestId('messages').locator('img:not([src^="/assistants/"])')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  await test.step('a suggested question, tapped in a new conversation, is answered with its figure', async () => {
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    const question = 'What was our cash balance at June 30, 2025?';
    await page.getByTestId('suggested-questions').getByRole('button', { name: question }).click();
    await expect(page.locator('[data-testid="message"][data-type="user"]')).toContainText(question);
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const answer = await lastAnswer(page);
    const text = (await answer.innerText()).replace(/^Tally:\s*/, '');
    expect(text.split(/(?<=[.!?])\s/)[0] ?? '').toContain('445,035');
  });

  await test.step('the feedback dialog', async () => {
    await page.goto(conversationUrl);
    await lastAnswer(page);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect(feedback.getByText('PNG, JPG, and JPEG up to 10MB each')).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
    await feedback.getByRole('radio', { name: '4 of 5: Good' }).click();
    await feedback.getByLabel(/Description/).fill('The rent figure matched our budget.');
    await page.waitForTimeout(300);
    await shoot(page, 'feedback');
    await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toastWith(page, 'Thank you for your feedback! We appreciate your input.')).toBeVisible();
    await expect(feedback).toBeHidden();
  });
});

test('the processing window blocks sending while documents are still being read', async ({ page, signIn }) => {
  await signIn(page, DEMO.admin);
  await expect(title(page)).toHaveText('Tally');
  // The demo organisation has no document on the server: the empty chat points an admin to the Documents screen.
  await expect(page.getByTestId('suggestions-need-documents').getByRole('link', { name: 'Upload Documents' })).toHaveAttribute('href', '/documents');
  await shoot(page, 'empty-no-documents', SIZES.slice(0, 1));
  // A window from an upload a moment ago, waiting for one document that the server still reads.
  let status = 'processing';
  await page.route('**/api/organization/agent/documents/list?*', async (route) => {
    const now = new Date().toISOString();
    await route.fulfill({
      json: {
        documents: [
          {
            id: 'doc-being-read',
            file_name: 'FY2025 Operating Budget.xlsx',
            blob_name: 'x',
            size: 1,
            last_modified: now,
            download_url: 'http://localhost/x',
            status,
            error: null,
            category: 'budgets',
            sub_category: null,
            fiscal_year: 2025,
            kind: 'xlsx',
            content_type: 'application/octet-stream',
            pages: null,
            processed_at: null,
          },
        ],
      },
    });
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('steward-processing');
        open.onupgradeneeded = () => open.result.createObjectStore('window');
        open.onsuccess = () => {
          const tx = open.result.transaction('window', 'readwrite');
          const now = Date.now();
          tx.objectStore('window').put({ startedAt: now, endsAt: now + 5 * 60_000, documentIds: ['doc-being-read'], dismissed: true }, 'window');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.reload();
  const processing = page.getByRole('dialog', { name: 'Processing Your Documents' });
  // Shown again when the chat loads while the window is active.
  await expect(processing).toBeVisible();
  await expect(processing.getByTestId('processing-countdown')).toHaveText(/^0[45]:\d\d$/);
  await shoot(page, 'processing', SIZES.slice(0, 1));
  await processing.getByRole('button', { name: 'Continue Using Steward' }).click();
  await expect(processing).toBeHidden();

  await composer(page).fill('What is our FY2025 budget for rent?');
  await composer(page).press('Enter');
  await expect(processing).toBeVisible();
  await expect(page.locator('[data-testid="message"]')).toHaveCount(0);
  await expect(composer(page)).toHaveValue('What is our FY2025 budget for rent?');
  await processing.getByRole('button', { name: 'Continue Using Steward' }).click();

  // Once the document is read, the question goes on to the document check: the demo
  // organisation has no document on the server, so the NO_DOCUMENTS reply and its upload box show.
  status = 'ready';
  await composer(page).press('Enter');
  await expect(page.locator('[data-testid="message"][data-type="user"]')).toHaveText(/What is our FY2025 budget for rent\?/);
  await expect(page.getByText('Documents required to continue')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute('href', '/documents');
  await expect(processing).toBeHidden();
});

test('a new conversation without documents gets the NO_DOCUMENTS reply, and the empty sidebar says so', async ({ page, signIn }) => {
  await signIn(page, DEMO.member);
  await expect(title(page)).toHaveText('Tally');
  const drawer = await openDrawer(page);
  await expect(drawer.getByText('No conversations yet')).toBeVisible();
  await expect(drawer.getByText('Start a new conversation to get started')).toBeVisible();
  await closeDrawer(page);
  // No document, so no question to suggest: a member is told who uploads them (no link to a
  // screen a member cannot use), and no static example is offered.
  await expect(page.getByTestId('suggestions-need-documents')).toContainText('Once an owner or admin of your organization uploads its documents');
  await expect(page.getByTestId('empty-chat').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('empty-chat').getByRole('link')).toHaveCount(0);
  await composer(page).fill('What is our FY2025 budget for rent?');
  await composer(page).press('Enter');
  await expect(page.getByText('You need to upload at least one document before I can help you.')).toBeVisible();
  await expect(page.getByText('Documents required to continue')).toBeVisible();
  // Members get copy only, never thumbs (none here: no answer was given).
  await expect(page.getByRole('button', { name: 'Good response' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
});
