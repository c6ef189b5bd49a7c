// The real thing: the riverbend documents uploaded through the API and read by the real parsers
// (parse/run.ts, in worker threads) all become ready and searchable; then the bad-file corpus,
// each file refused with the right status or marked failed with a reason, and the server still
// healthy. Skipped, with a message, when the documents folder is not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { documents } from '../../db/schema';
import { createTestApp } from '../../../tests/server/harness';
import { bigWorkbook, onePagePdf, protoCommentXlsx, truncatedPdf, zipBombXlsx } from '../../../tests/server/bad-files';
import { listDocuments, onboardedOwner, resultsOf, samples, uploadMany, uploadOne, waitForProcessed, type Organisation } from '../../../tests/server/documents';
import { closeDefaultParsers } from './processor';
import { searchChunks } from './search';

const here = path.dirname(fileURLToPath(import.meta.url));
const RIVERBEND = path.resolve(here, '../../../../shared/evals/agent/documents/riverbend');
const haveDocuments = existsSync(RIVERBEND);
if (!haveDocuments) console.warn(`riverbend documents not found at ${RIVERBEND}: skipping the upload-and-parse tests`);

describe.skipIf(!haveDocuments)('the riverbend documents through the API, read by the real parsers', () => {
  let app: StewardApp;
  let org: Organisation;
  beforeAll(async () => {
    app = await createTestApp({ documents: { pollMs: 50 } });
    org = await onboardedOwner(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await closeDefaultParsers();
  });

  it('all become ready, and a budget row is found by its words', async () => {
    const names = readdirSync(RIVERBEND).filter((n) => !n.startsWith('.')).sort();
    expect(names.length).toBeGreaterThanOrEqual(8);
    const files = await Promise.all(names.map(async (name) => ({ name, content: await readFile(path.join(RIVERBEND, name)) })));
    const res = await uploadMany(app, org.token, org, files, {
      metadata: [{ file_name: 'FY2025 Operating Budget.xlsx', category: 'budgets', fiscal_year: 2025 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(resultsOf(res).map((r) => [r.original_filename, r.status, r.error])).toEqual(names.map((n) => [n, 'success', null]));

    const done = await waitForProcessed(app, org.token, org, names, 150_000);
    expect(Object.fromEntries(done.map((d) => [d.file_name, d.error ?? d.status]))).toEqual(Object.fromEntries(names.map((n) => [n, 'ready'])));
    for (const doc of done) expect(doc.processed_at).not.toBeNull();

    const db = app.steward.database.db;
    const hits = await searchChunks(db, org.orgId, 'rent occupancy budget');
    const row = hits.find((h) => h.fileName === 'FY2025 Operating Budget.xlsx' && h.tableId);
    expect(row, JSON.stringify(hits.slice(0, 3))).toBeDefined();
    expect(row!.text).toContain('Rent and Occupancy');
    expect(row!.text).toContain('FY2025 Budget: 94,450');
    const salaries = await searchChunks(db, org.orgId, 'salaries and wages');
    expect(salaries.some((h) => h.fileName === 'FY2025 Operating Budget.xlsx' && h.text.includes('Salaries and Wages'))).toBe(true);
    // Words from a photographed receipt are found too (OCR), and its fields are kept.
    const receipt = await searchChunks(db, org.orgId, 'toner paper');
    expect(receipt[0]?.fileName).toBe('receipt-office-03142025.png');
    const stored = (await db.select().from(documents).where(eq(documents.organizationId, org.orgId))).find((d) => d.fileName === 'receipt-office-03142025.png');
    expect(stored).toMatchObject({ ocr: true, fields: expect.objectContaining({ total: 163.44 }) });
  }, 180_000);

  it('refuses or fails each bad file with a reason, and stays healthy', async () => {
    const bad = await onboardedOwner(app, 'Bad Files Org');
    const refused: Array<[string, Buffer, number, string]> = [
      ['empty.pdf', Buffer.alloc(0), 400, 'empty_file'],
      ['invoice.pdf', samples.exe(), 415, 'file_type_mismatch'],
      ['export.csv', samples.html(), 415, 'file_type_mismatch'],
      ['setup.exe', samples.exe(), 415, 'unsupported_file_type'],
    ];
    for (const [name, content, status, code] of refused) {
      const r = await uploadOne(app, bad.token, bad, { name, content });
      expect(r.statusCode, `${name}: ${r.body}`).toBe(status);
      expect(r.json().code).toBe(code);
    }

    const stored: Array<[string, Buffer]> = [
      ['truncated.pdf', truncatedPdf()],
      ['encrypted.pdf', onePagePdf(['Secret'], { encrypted: true })],
      ['bomb.xlsx', zipBombXlsx(1024)],
      ['proto.xlsx', await protoCommentXlsx()],
      ['ten-thousand-rows.xlsx', await bigWorkbook(10_000)],
      ['../../etc/passwd.pdf', onePagePdf(['root:x:0:0'])],
      ['<script>alert(1)</script>.pdf', onePagePdf(['<b>not html</b>'])],
    ];
    const names: string[] = [];
    for (const [name, content] of stored) {
      const r = await uploadOne(app, bad.token, bad, { name, content });
      expect(r.statusCode, `${name}: ${r.body}`).toBe(201);
      names.push(resultsOf(r)[0]!.file_name!);
    }
    expect(names).toContain('passwd.pdf');
    expect(names).toContain('<script>alert(1)</script>.pdf');

    const done = await waitForProcessed(app, bad.token, bad, names, 120_000);
    const by = Object.fromEntries(done.map((d) => [d.file_name, d]));
    expect(done.every((d) => d.status === 'ready' || (d.status === 'failed' && typeof d.error === 'string' && d.error.length > 10))).toBe(true);
    expect(by['encrypted.pdf']).toMatchObject({ status: 'failed', error: expect.stringMatching(/password/i) });
    expect(by['bomb.xlsx']!.status).toBe('failed');
    expect(by['truncated.pdf']!.status).toBe('failed');
    expect(by['ten-thousand-rows.xlsx']!.status).toBe('ready');
    expect(by['passwd.pdf']!.status).toBe('ready');
    expect(by['<script>alert(1)</script>.pdf']!.status).toBe('ready');
    // A workbook's `__proto__` is data, never a prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Failed files keep their stored bytes.
    for (const d of done.filter((x) => x.status === 'failed')) expect(await app.steward.documents.store.exists(d.blob_name)).toBe(true);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    // And it still reads a good file afterwards.
    const after = await uploadOne(app, bad.token, bad, { name: 'After.csv', content: samples.csv() });
    expect(after.statusCode).toBe(201);
    const [last] = await waitForProcessed(app, bad.token, bad, ['After.csv'], 60_000);
    expect(last!.status).toBe('ready');
    expect((await listDocuments(app, bad.token, bad)).length).toBe(stored.length + 1);
  }, 180_000);
});
