// `kill -9` during a batch of reads and during a streamed answer (issue 14, finding 4), on the
// embedded database with one process: after a restart every document reaches ready or failed
// with a reason within 90 s, nothing is stored twice, no temporary file is left, and the answer
// being streamed is kept as far as it got, marked interrupted. Needs `npm run build` first.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from '../../scripts/server-process.mjs';
import { newThread, organisationOf, receiptImage, settledDocuments, signIn, threadMessages, uploadDocument } from '../../scripts/steward-client.mjs';
import { minimalPdf } from '../../server/modules/documents/parse/fixtures/make';
import { DEMO_OWNER, DEMO_PASSWORD, healthy, keepAsking, kill9, killAll, seed, slowModelProvider, startProcess, until } from './processes';

afterAll(() => killAll());

/** The jobs the killed process left claimed, read from its database folder while nothing runs. */
async function claimedJobs(dataDir: string): Promise<number> {
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    const result = await db.query<{ n: number }>('select count(*)::int as n from document_jobs where locked_by is not null');
    return result.rows[0]!.n;
  } finally {
    await db.close();
  }
}

const leftovers = (dataDir: string) =>
  ['uploads', 'jobs'].flatMap((dir) => {
    try {
      return readdirSync(path.join(dataDir, 'tmp', dir));
    } catch {
      return [];
    }
  });

describe('kill -9', () => {
  it('during a batch of reads and during a streamed answer: after a restart, everything is ready or failed with a reason within 90 s, and the partial answer is kept', async () => {
    const provider = await slowModelProvider(100);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'steward-kill-'));
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const env = { STEWARD_DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, ...provider.env };
    try {
      seed(env);
      let server = startProcess(env);
      await healthy(port, server);
      let token = (await signIn(base, DEMO_OWNER, DEMO_PASSWORD)).access_token;
      const org = organisationOf(token);

      // A batch: a receipt photo first (seconds of OCR), then three quick ones queued behind it.
      const batch: [string, Buffer][] = [
        ['Receipt March.png', await receiptImage(24)],
        ['Budget.csv', Buffer.from('Account,FY2024 Actual,FY2025 Budget\nRent and Occupancy,91200,94450\nSalaries and Wages,398000,412000\n')],
        ['Grants.csv', Buffer.from('Grant,Amount\nCity food security,120000\nLindqvist Family Foundation,75000\n')],
        ['Letter.pdf', minimalPdf(['Management Letter FY2024', 'No material weaknesses were found.'])],
      ];
      for (const [name, bytes] of batch) expect((await uploadDocument(base, token, org, name, bytes)).status).toBe(201);
      await new Promise((r) => setTimeout(r, 400));
      await kill9(server);
      // It died mid-read: the photo's job is still claimed by it, the others wait.
      expect(await claimedJobs(dataDir)).toBe(1);

      const restarted = Date.now();
      server = startProcess(env);
      await healthy(port, server);
      token = (await signIn(base, DEMO_OWNER, DEMO_PASSWORD)).access_token;
      const docs = await settledDocuments(base, token, org, 90_000);
      const settledMs = Date.now() - restarted;
      expect(settledMs).toBeLessThan(90_000);
      // Read again at start, not once the killed process's 60 s lease has run out.
      expect(settledMs).toBeLessThan(40_000);
      expect(docs.map((d) => d.file_name).sort()).toEqual(batch.map(([name]) => name).sort());
      for (const d of docs) {
        if (d.status === 'failed') expect(d.error, d.file_name).toBeTruthy();
        else expect(d.status, d.file_name).toBe('ready');
      }
      // The quick ones do read.
      expect(docs.filter((d) => d.file_name.endsWith('.csv')).map((d) => d.status)).toEqual(['ready', 'ready']);
      expect(leftovers(dataDir)).toEqual([]);

      // A streamed answer, killed after its words have been on screen for over a second.
      const threadId = await newThread(base, token, org, 'Rent');
      const asking = keepAsking(base, token, threadId, 'What is our FY2025 budget for rent?');
      await until(() => asking.words().includes('Part 3. '), 30_000, 'the answer to start');
      await new Promise((r) => setTimeout(r, 1200));
      const shown = asking.words();
      await kill9(server);
      await asking.ended;

      server = startProcess(env);
      await healthy(port, server);
      token = (await signIn(base, DEMO_OWNER, DEMO_PASSWORD)).access_token;
      const messages = await threadMessages(base, token, threadId);
      expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      const kept = messages[1]!;
      expect(kept.interrupted).toBe(true);
      // Kept as far as it got: what was shown, but for at most the last second of it.
      expect(kept.content).toContain('Part 3. ');
      expect(shown.startsWith(kept.content)).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await provider.close();
    }
  }, 180_000);
});
