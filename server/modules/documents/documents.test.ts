// The document calls through the real app: uploads and their checks, limits at, under and over,
// names, duplicates, idempotent retries, who may do what, signed links, listing and deleting.
// Parsing is replaced by a quick fake here (the real parsers are exercised in riverbend.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { DOCUMENT_LIMIT_MESSAGE, MAX_DOCUMENTS, MAX_FILE_BYTES, MAX_FILE_NAME_LENGTH } from '../../../contracts/documents-constants';
import { documentChunks, documentJobs, documents, documentTables, uploadIdempotency } from '../../db/schema';
import { createTestApp } from '../../../tests/server/harness';
import {
  addMember,
  deleteByName,
  fakeParsed,
  listDocuments,
  multipart,
  onboardedOwner,
  pathOf,
  resultsOf,
  samples,
  sizedStream,
  until,
  uploadMany,
  uploadOne,
  waitForProcessed,
  zip,
  type Organisation,
} from '../../../tests/server/documents';
import { createLinkSigner } from './links';

let app: StewardApp;
let dataDir: string;
let owner: Organisation;
let other: Organisation;

beforeAll(async () => {
  app = await createTestApp({
    documents: {
      parse: async (_file, kind) => ({
        ...fakeParsed(kind, 'Quarterly narrative'),
        tables: [
          {
            name: 'Budget',
            sheet: 'Budget',
            headerRows: [['Account', 'FY2025 Budget']],
            columns: ['Account', 'FY2025 Budget'],
            rows: [{ rowNumber: 2, label: 'Salaries and Wages', isSubtotal: false, cells: ['Salaries and Wages', 412000] }],
          },
        ],
      }),
    },
  });
  dataDir = (app.steward.documents.store.localPath!('a/b') as string).replace(/[\\/]documents[\\/]a[\\/]b$/, '');
  owner = await onboardedOwner(app);
  other = await onboardedOwner(app, 'Other Org');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const db = () => app.steward.database.db;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const uploadsDir = () => path.join(dataDir, 'tmp', 'uploads');
const leftovers = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const docsOf = (orgId: string) => db().select().from(documents).where(eq(documents.organizationId, orgId));

/** The app's port, listening on loopback for the tests that need a real connection. */
async function listening() {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A fresh onboarded organisation, for tests that count. */
const freshOrg = () => onboardedOwner(app, 'Counting Org');

describe('POST /api/organization/agent/documents/upload', () => {
  it('stores a file, answers 201 with its result, queues processing, and the document becomes ready', async () => {
    const res = await uploadOne(app, owner.token, owner, {
      name: 'Board Report.pdf',
      content: samples.pdf(),
      fields: { category: 'board-packages', fiscal_year: '2025' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [result] = resultsOf(res);
    expect(result).toMatchObject({
      original_filename: 'Board Report.pdf',
      file_name: 'Board Report.pdf',
      status: 'success',
      error: null,
      code: null,
      document: {
        file_name: 'Board Report.pdf',
        status: 'processing',
        kind: 'pdf',
        content_type: 'application/pdf',
        category: 'board-packages',
        fiscal_year: 2025,
        size: samples.pdf().length,
      },
    });
    const doc = result!.document!;
    expect(doc.blob_name).toBe(`${owner.orgId}/${doc.id}/Board_Report.pdf`);
    expect(doc.download_url).toMatch(/^http:\/\/localhost:8080\/api\/documents\/[0-9a-f-]{36}\/download\?expires=\d+&signature=[\w-]{43}$/);
    const row = (await db().select().from(documents).where(eq(documents.id, doc.id)))[0]!;
    expect(row.sha256).toBe((await import('node:crypto')).createHash('sha256').update(samples.pdf()).digest('hex'));
    expect(row.uploadedBy).toBe(owner.userId);
    expect(await app.steward.documents.store.exists(doc.blob_name)).toBe(true);

    const [ready] = await waitForProcessed(app, owner.token, owner, ['Board Report.pdf']);
    expect(ready).toMatchObject({ status: 'ready', error: null, pages: 1 });
    expect(await db().select().from(documentJobs).where(eq(documentJobs.documentId, doc.id))).toEqual([]);
    const chunks = await db().select().from(documentChunks).where(eq(documentChunks.documentId, doc.id));
    expect(chunks.map((c) => c.text)).toEqual(['Quarterly narrative', 'Sheet Budget | Salaries and Wages | FY2025 Budget: 412,000']);
    expect(await db().select().from(documentTables).where(eq(documentTables.documentId, doc.id))).toHaveLength(1);
    expect(leftovers()).toEqual([]);
  });

  it('takes the chosen file_name, adding the file’s extension when it is missing, and reads fields sent after the file', async () => {
    const res = await uploadOne(app, owner.token, owner, { name: 'export (3).CSV', content: samples.csv(), fileName: '  Budgets-FY2025 ', fieldsLast: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(resultsOf(res)[0]).toMatchObject({ original_filename: 'export (3).CSV', file_name: 'Budgets-FY2025.CSV', document: { kind: 'csv', content_type: 'text/csv' } });
  });

  it('accepts every allowed kind, whatever the case of its extension', async () => {
    const org = await freshOrg();
    const files: Array<[string, Buffer]> = [
      ['a.PDF', samples.pdf()],
      ['b.docx', samples.docx()],
      ['c.XLSX', samples.xlsx()],
      ['d.xlsm', samples.xlsx()],
      ['e.xls', samples.xls()],
      ['f.csv', samples.csv()],
      ['g.jpg', samples.jpg()],
      ['h.JPEG', samples.jpg()],
      ['i.png', samples.png()],
    ];
    for (const [name, content] of files) {
      const res = await uploadOne(app, org.token, org, { name, content });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
    expect((await listDocuments(app, org.token, org)).map((d) => d.kind)).toEqual(['pdf', 'docx', 'xlsx', 'xlsm', 'xls', 'csv', 'jpg', 'jpeg', 'png']);
  });

  it('needs organization_id and agent_id (400), the caller’s own (404), and a token (401)', async () => {
    const noOrg = await uploadOne(app, owner.token, owner, { name: 'x.pdf', content: samples.pdf(), orgId: null });
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json()).toEqual({ detail: 'Organization ID missing', code: 'organization_id_missing' });
    const blankOrg = await uploadOne(app, owner.token, owner, { name: 'x.pdf', content: samples.pdf(), orgId: '  ' });
    expect(blankOrg.json().detail).toBe('Organization ID missing');
    const noAgent = await uploadOne(app, owner.token, owner, { name: 'x.pdf', content: samples.pdf(), agentId: null });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json()).toEqual({ detail: 'Agent ID missing', code: 'agent_id_missing' });

    const theirs = await uploadOne(app, owner.token, other, { name: 'x.pdf', content: samples.pdf() });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('organization_not_found');
    const theirAgent = await uploadOne(app, owner.token, { orgId: owner.orgId, agentId: other.agentId }, { name: 'x.pdf', content: samples.pdf() });
    expect(theirAgent.statusCode).toBe(404);
    expect(theirAgent.json().code).toBe('agent_not_found');
    const notUuid = await uploadOne(app, owner.token, { orgId: 'nope', agentId: 'nope' }, { name: 'x.pdf', content: samples.pdf() });
    expect(notUuid.statusCode).toBe(404);

    const { payload, headers } = multipart([{ name: 'file', filename: 'x.pdf', content: samples.pdf() }]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/organization/agent/documents/upload', headers, payload });
    expect(anonymous.statusCode).toBe(401);
    expect(await db().select().from(documents).where(eq(documents.fileName, 'x.pdf'))).toEqual([]);
  });

  it('lets owners and admins upload and refuses members with 403', async () => {
    const admin = await addMember(app, owner.orgId, 'ADMIN');
    const member = await addMember(app, owner.orgId, 'MEMBER');
    const byAdmin = await uploadOne(app, admin.token, owner, { name: 'By Admin.pdf', content: samples.pdf() });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    for (const fieldsLast of [false, true]) {
      const byMember = await uploadOne(app, member.token, owner, { name: 'By Member.pdf', content: samples.pdf(), fieldsLast });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toEqual({ detail: 'Only owners and admins can upload or delete documents', code: 'forbidden' });
    }
    const many = await uploadMany(app, member.token, owner, [{ name: 'By Member.pdf', content: samples.pdf() }]);
    expect(many.statusCode).toBe(403);
    expect((await listDocuments(app, member.token, owner)).map((d) => d.file_name)).not.toContain('By Member.pdf');
    expect(leftovers()).toEqual([]);
  });

  describe('refuses files whose contents or names are wrong, keeping nothing', () => {
    it.each([
      ['an empty file', 'empty.pdf', Buffer.alloc(0), 400, 'empty_file', 'The file is empty'],
      ['a Windows executable renamed .pdf', 'invoice.pdf', samples.exe(), 415, 'file_type_mismatch', "This file's contents don't match its .pdf extension."],
      ['HTML renamed .csv', 'export.csv', samples.html(), 415, 'file_type_mismatch', "This file's contents don't match its .csv extension."],
      ['a PNG renamed .jpg', 'photo.jpg', samples.png(), 415, 'file_type_mismatch', "This file's contents don't match its .jpg extension."],
      ['a JPEG renamed .png', 'photo.png', samples.jpg(), 415, 'file_type_mismatch', "This file's contents don't match its .png extension."],
      ['a PDF renamed .xlsx', 'sheet.xlsx', samples.pdf(), 415, 'file_type_mismatch', "This file's contents don't match its .xlsx extension."],
      ['a workbook renamed .docx', 'letter.docx', samples.xlsx(), 415, 'file_type_mismatch', "This file's contents don't match its .docx extension."],
      ['a plain zip renamed .xlsx', 'data.XLSX', zip({ 'readme.txt': 'hello' }), 415, 'file_type_mismatch', "This file's contents don't match its .xlsx extension."],
      ['a PDF renamed .xls', 'old.xls', samples.pdf(), 415, 'file_type_mismatch', "This file's contents don't match its .xls extension."],
      ['binary renamed .csv', 'data.csv', Buffer.from([0x41, 0x00, 0x42, 0x00]), 415, 'file_type_mismatch', "This file's contents don't match its .csv extension."],
      ['an executable', 'setup.exe', samples.exe(), 415, 'unsupported_file_type', 'Only PDF, Word (DOCX), Excel (XLS, XLSX, XLSM), CSV and image (JPG, PNG) files can be uploaded.'],
      ['a text file', 'notes.txt', Buffer.from('hello'), 415, 'unsupported_file_type', 'Only PDF, Word (DOCX), Excel (XLS, XLSX, XLSM), CSV and image (JPG, PNG) files can be uploaded.'],
      ['a name without extension', 'README', samples.pdf(), 415, 'unsupported_file_type', 'Only PDF, Word (DOCX), Excel (XLS, XLSX, XLSM), CSV and image (JPG, PNG) files can be uploaded.'],
    ])('%s', async (_what, name, content, status, code, detail) => {
      const before = (await docsOf(owner.orgId)).length;
      const res = await uploadOne(app, owner.token, owner, { name, content });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ detail, code });
      expect((await docsOf(owner.orgId)).length).toBe(before);
      expect(leftovers()).toEqual([]);
    });
  });

  it('shows ../../etc/passwd.pdf as passwd.pdf and stores it under a safe key inside the organisation', async () => {
    const res = await uploadOne(app, owner.token, owner, { name: '../../etc/passwd.pdf', content: samples.pdf() });
    expect(res.statusCode, res.body).toBe(201);
    const [result] = resultsOf(res);
    expect(result).toMatchObject({ original_filename: '../../etc/passwd.pdf', file_name: 'passwd.pdf' });
    expect(result!.document!.blob_name).toBe(`${owner.orgId}/${result!.document!.id}/passwd.pdf`);
    const backslashes = await uploadOne(app, owner.token, owner, { name: 'x.pdf', fileName: '..\\..\\windows\\win.ini.pdf', content: samples.pdf() });
    expect(resultsOf(backslashes)[0]!.file_name).toBe('win.ini.pdf');
  });

  it('keeps <script> in a name as text, and serves it only as an attachment', async () => {
    const name = '<script>alert(1)</script> Budget.pdf';
    const res = await uploadOne(app, owner.token, owner, { name, content: samples.pdf() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = resultsOf(res)[0]!.document!;
    expect(doc.file_name).toBe(name);
    expect(doc.blob_name).toBe(`${owner.orgId}/${doc.id}/script_alert_1_script_Budget.pdf`);
    const download = await app.inject({ method: 'GET', url: pathOf(doc.download_url) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="<script>alert(1)<_script> Budget.pdf"; filename*=UTF-8''%3Cscript%3Ealert%281%29%3C%2Fscript%3E%20Budget.pdf`,
    );
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('refuses control characters, removes invisible ones, refuses a name that is only a path, and keeps reserved names out of storage keys', async () => {
    const control = await uploadOne(app, owner.token, owner, { name: 'x.pdf', fileName: 'Re\u0007port.pdf', content: samples.pdf() });
    expect(control.statusCode).toBe(400);
    expect(control.json().code).toBe('invalid_characters');
    const res = await uploadOne(app, owner.token, owner, { name: 'x.pdf', fileName: 'Re\u200bport\u202Egpj.pdf', content: samples.pdf() });
    expect(resultsOf(res)[0]!.file_name).toBe('Re port gpj.pdf');
    const reserved = await uploadOne(app, owner.token, owner, { name: 'CON.pdf', content: samples.pdf() });
    expect(reserved.statusCode).toBe(201);
    const doc = resultsOf(reserved)[0]!.document!;
    expect(doc.file_name).toBe('CON.pdf');
    expect(doc.blob_name.endsWith('/file_CON.pdf')).toBe(true);
    const onlyPath = await uploadOne(app, owner.token, owner, { name: '../', content: samples.pdf() });
    expect(onlyPath.statusCode).toBe(415);
  });

  it('keeps names of up to 200 characters and refuses longer ones', async () => {
    const at = `${'n'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`;
    const ok = await uploadOne(app, owner.token, owner, { name: at, content: samples.pdf() });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(resultsOf(ok)[0]!.document!.blob_name).toMatch(/\/n{100}\.pdf$/);
    const over = await uploadOne(app, owner.token, owner, { name: `${'n'.repeat(MAX_FILE_NAME_LENGTH - 3)}.pdf`, content: samples.pdf() });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('file_name_too_long');
  });

  it('refuses a second document with the same name, whatever its case, with 409', async () => {
    expect((await uploadOne(app, owner.token, owner, { name: 'Duplicate.pdf', content: samples.pdf() })).statusCode).toBe(201);
    for (const name of ['Duplicate.pdf', 'DUPLICATE.PDF', ' duplicate.pdf']) {
      const again = await uploadOne(app, owner.token, owner, { name, content: samples.pdf('other') });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: 'A document with this name already exists', code: 'document_exists' });
    }
    // Another organisation may use the name.
    expect((await uploadOne(app, other.token, other, { name: 'Duplicate.pdf', content: samples.pdf() })).statusCode).toBe(201);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a bad fiscal year or an overlong category with 400', async () => {
    const max = new Date().getUTCFullYear() + 10;
    for (const year of ['1949', String(max + 1), 'soon', '20255']) {
      const res = await uploadOne(app, owner.token, owner, { name: `fy-${year}.pdf`, content: samples.pdf(), fields: { fiscal_year: year } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_fiscal_year');
    }
    for (const year of ['1950', String(max)]) {
      const res = await uploadOne(app, owner.token, owner, { name: `fy-${year}.pdf`, content: samples.pdf(), fields: { fiscal_year: year } });
      expect(res.statusCode).toBe(201);
    }
    const long = await uploadOne(app, owner.token, owner, { name: 'cat.pdf', content: samples.pdf(), fields: { category: 'c'.repeat(101) } });
    expect(long.statusCode).toBe(400);
  });

  it('refuses a body that is not multipart, or with two files, or no file', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/organization/agent/documents/upload',
      headers: auth(owner.token),
      payload: { organization_id: owner.orgId, agent_id: owner.agentId },
    });
    expect(json.statusCode).toBe(415);
    const two = multipart([
      { name: 'organization_id', value: owner.orgId },
      { name: 'agent_id', value: owner.agentId },
      { name: 'file', filename: 'one.pdf', content: samples.pdf() },
      { name: 'file', filename: 'two.pdf', content: samples.pdf() },
    ]);
    const twoRes = await app.inject({ method: 'POST', url: '/api/organization/agent/documents/upload', headers: { ...auth(owner.token), ...two.headers }, payload: two.payload });
    expect(twoRes.statusCode).toBe(413);
    expect(twoRes.json().code).toBe('too_many_files');
    const none = multipart([
      { name: 'organization_id', value: owner.orgId },
      { name: 'agent_id', value: owner.agentId },
    ]);
    const noneRes = await app.inject({ method: 'POST', url: '/api/organization/agent/documents/upload', headers: { ...auth(owner.token), ...none.headers }, payload: none.payload });
    expect(noneRes.statusCode).toBe(400);
    expect(noneRes.json().code).toBe('file_missing');
    expect((await docsOf(owner.orgId)).some((d) => d.fileName === 'one.pdf')).toBe(false);
    expect(leftovers()).toEqual([]);
  });
});

describe('limits', () => {
  it('accepts a file of exactly 50 MB and refuses 50 MB + 1 byte with 413, keeping nothing', async () => {
    const org = await freshOrg();
    const head = samples.pdf();
    const atLimit = await uploadOne(app, org.token, org, { name: 'exactly-50MB.pdf', content: sizedStream(MAX_FILE_BYTES, head) });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(resultsOf(atLimit)[0]!.document!.size).toBe(MAX_FILE_BYTES);

    const under = await uploadOne(app, org.token, org, { name: 'under.pdf', content: sizedStream(MAX_FILE_BYTES - 1, head) });
    expect(under.statusCode).toBe(201);

    const over = await uploadOne(app, org.token, org, { name: 'over.pdf', content: sizedStream(MAX_FILE_BYTES + 1, head) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: 'File is larger than 50 MB', code: 'file_too_large' });
    expect((await docsOf(org.orgId)).map((d) => d.fileName).sort()).toEqual(['exactly-50MB.pdf', 'under.pdf']);
    expect(leftovers()).toEqual([]);

    // In a batch, the oversized file fails and the others are kept.
    const batch = await uploadMany(app, org.token, org, [
      { name: 'big.pdf', content: sizedStream(MAX_FILE_BYTES + 1, head) },
      { name: 'small.pdf', content: samples.pdf() },
    ]);
    expect(batch.statusCode).toBe(200);
    expect(resultsOf(batch).map((r) => [r.original_filename, r.status, r.code])).toEqual([
      ['big.pdf', 'failure', 'file_too_large'],
      ['small.pdf', 'success', null],
    ]);
    expect(leftovers()).toEqual([]);
  }, 120_000);

  it(`keeps the 25th document and refuses the 26th (counting what exists)`, async () => {
    const org = await freshOrg();
    for (let i = 1; i < MAX_DOCUMENTS; i += 1) {
      const res = await uploadOne(app, org.token, org, { name: `doc-${i}.csv`, content: samples.csv() });
      expect(res.statusCode, res.body).toBe(201);
    }
    const twentyFifth = await uploadOne(app, org.token, org, { name: 'doc-25.csv', content: samples.csv() });
    expect(twentyFifth.statusCode).toBe(201);
    const twentySixth = await uploadOne(app, org.token, org, { name: 'doc-26.csv', content: samples.csv() });
    expect(twentySixth.statusCode).toBe(409);
    expect(twentySixth.json()).toEqual({ detail: DOCUMENT_LIMIT_MESSAGE, code: 'document_limit' });
    const many = await uploadMany(app, org.token, org, [{ name: 'doc-27.csv', content: samples.csv() }]);
    expect(resultsOf(many)[0]).toMatchObject({ status: 'failure', code: 'document_limit', error: DOCUMENT_LIMIT_MESSAGE });
    expect((await docsOf(org.orgId)).length).toBe(MAX_DOCUMENTS);
    expect(leftovers()).toEqual([]);

    // Deleting one makes room for one.
    expect((await deleteByName(app, org.token, org, 'doc-1.csv')).statusCode).toBe(200);
    expect((await uploadOne(app, org.token, org, { name: 'doc-26.csv', content: samples.csv() })).statusCode).toBe(201);
  }, 60_000);

  it('counts a batch: files beyond the limit fail with document_limit, the ones before are kept', async () => {
    const org = await freshOrg();
    for (let i = 1; i <= MAX_DOCUMENTS - 2; i += 1) {
      expect((await uploadOne(app, org.token, org, { name: `d${i}.csv`, content: samples.csv() })).statusCode).toBe(201);
    }
    const res = await uploadMany(
      app,
      org.token,
      org,
      ['b1.csv', 'b2.csv', 'b3.csv', 'b4.csv'].map((name) => ({ name, content: samples.csv() })),
    );
    expect(res.statusCode).toBe(200);
    expect(resultsOf(res).map((r) => [r.original_filename, r.status, r.error])).toEqual([
      ['b1.csv', 'success', null],
      ['b2.csv', 'success', null],
      ['b3.csv', 'failure', DOCUMENT_LIMIT_MESSAGE],
      ['b4.csv', 'failure', DOCUMENT_LIMIT_MESSAGE],
    ]);
    expect((await docsOf(org.orgId)).length).toBe(MAX_DOCUMENTS);
  }, 60_000);

  it('never passes 25 when uploads race', async () => {
    const org = await freshOrg();
    for (let i = 1; i <= MAX_DOCUMENTS - 3; i += 1) {
      expect((await uploadOne(app, org.token, org, { name: `r${i}.csv`, content: samples.csv() })).statusCode).toBe(201);
    }
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => uploadOne(app, org.token, org, { name: `race-${i}.csv`, content: samples.csv() })),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(racing.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'document_limit')).toBe(true);
    expect((await docsOf(org.orgId)).length).toBe(MAX_DOCUMENTS);
    // No blob of a refused upload stays behind.
    const kept = new Set((await docsOf(org.orgId)).map((d) => d.id));
    expect(readdirSync(path.join(dataDir, 'documents', org.orgId)).filter((id) => !kept.has(id))).toEqual([]);
  }, 60_000);
});

describe('POST /api/organization/agent/documents/upload-multiple', () => {
  it('stores each file with its metadata and answers a result per file, failures included', async () => {
    const org = await freshOrg();
    const res = await uploadMany(
      app,
      org.token,
      org,
      [
        { name: 'Operating Budget-FY2025.csv', content: samples.csv() },
        { name: 'fake.pdf', content: samples.exe() },
        { name: 'Balance Sheets.xlsx', content: samples.xlsx() },
        { name: 'notes.txt', content: Buffer.from('x') },
        { name: 'Operating Budget-FY2025.csv', content: samples.csv() },
      ],
      {
        metadata: [
          { file_name: 'Operating Budget-FY2025.csv', category: 'budgets', fiscal_year: 2025 },
          { file_name: 'Balance Sheets.xlsx', category: 'other', sub_category: 'trial-balance', fiscal_year: '2024' },
        ],
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const results = resultsOf(res);
    expect(results.map((r) => [r.original_filename, r.status, r.code])).toEqual([
      ['Operating Budget-FY2025.csv', 'success', null],
      ['fake.pdf', 'failure', 'file_type_mismatch'],
      ['Balance Sheets.xlsx', 'success', null],
      ['notes.txt', 'failure', 'unsupported_file_type'],
      ['Operating Budget-FY2025.csv', 'failure', 'document_exists'],
    ]);
    expect(results[1]!.error).toBe("This file's contents don't match its .pdf extension.");
    expect(results[0]!.document).toMatchObject({ category: 'budgets', fiscal_year: 2025, sub_category: null });
    expect(results[2]!.document).toMatchObject({ category: 'other', sub_category: 'trial-balance', fiscal_year: 2024 });
    expect((await docsOf(org.orgId)).length).toBe(2);
    expect(leftovers()).toEqual([]);
  });

  it('refuses malformed metadata, no files, and more than 25 files at once', async () => {
    const bad = await uploadMany(app, owner.token, owner, [{ name: 'm.pdf', content: samples.pdf() }], { metadata: { not: 'an array' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_metadata');
    const none = await uploadMany(app, owner.token, owner, []);
    expect(none.statusCode).toBe(400);
    const tooMany = await uploadMany(
      app,
      owner.token,
      owner,
      Array.from({ length: MAX_DOCUMENTS + 1 }, (_, i) => ({ name: `many-${i}.csv`, content: samples.csv() })),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('too_many_files');
    expect((await docsOf(owner.orgId)).some((d) => d.fileName.startsWith('many-') || d.fileName === 'm.pdf')).toBe(false);
    expect(leftovers()).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first response and stores nothing twice', async () => {
    const org = await freshOrg();
    const key = 'upload-0001-abcdef';
    const first = await uploadOne(app, org.token, org, { name: 'Once.pdf', content: samples.pdf(), key });
    expect(first.statusCode).toBe(201);
    const again = await uploadOne(app, org.token, org, { name: 'Once.pdf', content: samples.pdf(), key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await docsOf(org.orgId);
    expect(rows).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'documents', org.orgId))).toEqual([rows[0]!.id]);

    // A batch too.
    const batchKey = 'batch-0001-abcdef';
    const files = [
      { name: 'One.csv', content: samples.csv() },
      { name: 'Two.csv', content: samples.csv() },
    ];
    const batch = await uploadMany(app, org.token, org, files, { key: batchKey });
    const batchAgain = await uploadMany(app, org.token, org, files, { key: batchKey });
    expect(batchAgain.json()).toEqual(batch.json());
    expect(await docsOf(org.orgId)).toHaveLength(3);

    // The same key is another person's own key.
    const admin = await addMember(app, org.orgId, 'ADMIN');
    const byAdmin = await uploadOne(app, admin.token, org, { name: 'Once.pdf', content: samples.pdf(), key });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().code).toBe('document_exists');
  });

  it('answers 409 upload_in_progress while the first request runs, and lets a retry run again after an error', async () => {
    const org = await freshOrg();
    await db().insert(uploadIdempotency).values({ organizationId: org.orgId, userId: org.userId, key: 'running-key-1', route: 'one' });
    const during = await uploadOne(app, org.token, org, { name: 'Later.pdf', content: samples.pdf(), key: 'running-key-1' });
    expect(during.statusCode).toBe(409);
    expect(during.json().code).toBe('upload_in_progress');
    expect(during.headers['retry-after']).toBe('2');

    const refused = await uploadOne(app, org.token, org, { name: 'Later.pdf', content: samples.exe(), key: 'retry-key-01' });
    expect(refused.statusCode).toBe(415);
    const fixed = await uploadOne(app, org.token, org, { name: 'Later.pdf', content: samples.pdf(), key: 'retry-key-01' });
    expect(fixed.statusCode).toBe(201);
    expect(await docsOf(org.orgId)).toHaveLength(1);

    const otherRoute = await uploadMany(app, org.token, org, [{ name: 'x.pdf', content: samples.pdf() }], { key: 'retry-key-01' });
    expect(otherRoute.statusCode).toBe(422);
  });

  it('takes over a claim whose process died within a minute: its lease (45 s) is no longer renewed', async () => {
    const org = await freshOrg();
    // Claimed 50 s ago by a process that was killed: its last lease ran out 5 s ago.
    await db()
      .insert(uploadIdempotency)
      .values({
        organizationId: org.orgId,
        userId: org.userId,
        key: 'crashed-key-1',
        route: 'one',
        createdAt: new Date(Date.now() - 50_000),
        leaseUntil: new Date(Date.now() - 5_000),
      });
    const res = await uploadOne(app, org.token, org, { name: 'After crash.pdf', content: samples.pdf(), key: 'crashed-key-1' });
    expect(res.statusCode).toBe(201);
    // A claim still being renewed is not.
    await db()
      .insert(uploadIdempotency)
      .values({ organizationId: org.orgId, userId: org.userId, key: 'live-key-0001', route: 'one', leaseUntil: new Date(Date.now() + 30_000) });
    expect((await uploadOne(app, org.token, org, { name: 'Live.pdf', content: samples.pdf(), key: 'live-key-0001' })).statusCode).toBe(409);
  });

  it('answers 422 when a key is used again for another file or other fields, and keeps nothing of it', async () => {
    const org = await freshOrg();
    const key = 'reused-key-0001';
    const first = await uploadOne(app, org.token, org, { name: 'Budget.pdf', content: samples.pdf('first'), key });
    expect(first.statusCode).toBe(201);
    const otherFile = await uploadOne(app, org.token, org, { name: 'Budget.pdf', content: samples.pdf('second'), key });
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json()).toEqual({ detail: 'This upload key was already used for another file', code: 'idempotency_key_reused' });
    const otherName = await uploadOne(app, org.token, org, { name: 'Receipts.pdf', content: samples.pdf('first'), key });
    expect(otherName.statusCode).toBe(422);
    expect(await docsOf(org.orgId)).toHaveLength(1);
    // The very same request is still a retry.
    const same = await uploadOne(app, org.token, org, { name: 'Budget.pdf', content: samples.pdf('first'), key });
    expect(same.statusCode).toBe(201);
    expect(same.headers['idempotent-replayed']).toBe('true');

    const batchKey = 'reused-batch-0001';
    const files = [
      { name: 'One.csv', content: samples.csv() },
      { name: 'Two.csv', content: samples.csv('Account,FY2025 Budget\nRent,94450\n') },
    ];
    expect((await uploadMany(app, org.token, org, files, { key: batchKey })).statusCode).toBe(200);
    const fewer = await uploadMany(app, org.token, org, files.slice(0, 1), { key: batchKey });
    expect(fewer.statusCode).toBe(422);
    expect(await docsOf(org.orgId)).toHaveLength(3);
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['short', 'x'.repeat(201), 'has space in it']) {
      const res = await uploadOne(app, owner.token, owner, { name: 'k.pdf', content: samples.pdf(), key });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_idempotency_key');
    }
    expect((await uploadOne(app, owner.token, owner, { name: 'k.pdf', content: samples.pdf(), key: 'x'.repeat(200) })).statusCode).toBe(201);
  });
});

describe('an aborted upload', () => {
  it('leaves nothing behind when the client disconnects mid-file', async () => {
    const port = await listening();
    const org = await freshOrg();
    const boundary = 'steward-abort-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="organization_id"\r\n\r\n${org.orgId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="agent_id"\r\n\r\n${org.agentId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aborted.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/organization/agent/documents/upload',
      headers: {
        authorization: `Bearer ${org.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 10 * 1024 * 1024),
        'idempotency-key': 'aborted-key-1',
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(2 * 1024 * 1024));
    // The server has started a temporary file for it...
    await until(async () => leftovers().length > 0);
    req.destroy();
    // ...and removes it once the client is gone; no document, no blob, no key kept.
    await until(async () => leftovers().length === 0);
    expect(await docsOf(org.orgId)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'documents', org.orgId))).toBe(false);
    await until(async () => (await db().select().from(uploadIdempotency).where(eq(uploadIdempotency.key, 'aborted-key-1'))).length === 0);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers a refused caller over the network before reading the file, without hanging', async () => {
    const port = await listening();
    const member = await addMember(app, owner.orgId, 'MEMBER');
    const { payload, headers } = multipart([
      { name: 'organization_id', value: owner.orgId },
      { name: 'agent_id', value: owner.agentId },
      { name: 'file', filename: 'member.pdf', content: sizedStream(8 * 1024 * 1024, samples.pdf()) },
    ]);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/organization/agent/documents/upload', headers: { authorization: `Bearer ${member.token}`, ...headers } },
        (res) => {
          res.resume();
          // The connection is not kept for another request: the rest of this body is not wanted.
          expect(res.headers.connection).toBe('close');
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      payload.pipe(req);
    });
    expect(status).toBe(403);
    expect(leftovers()).toEqual([]);
  });
});

describe('GET /api/organization/agent/documents/list', () => {
  it('lists the agent’s documents with status and a download link, for any member', async () => {
    const org = await freshOrg();
    await uploadOne(app, org.token, org, { name: 'Listed.pdf', content: samples.pdf() });
    const member = await addMember(app, org.orgId, 'MEMBER');
    const docs = await listDocuments(app, member.token, org);
    expect(docs).toHaveLength(1);
    expect(Object.keys(docs[0]!).sort()).toEqual(
      [
        'blob_name',
        'category',
        'content_type',
        'download_url',
        'error',
        'file_name',
        'fiscal_year',
        'id',
        'kind',
        'last_modified',
        'pages',
        'processed_at',
        'size',
        'status',
        'sub_category',
      ].sort(),
    );
    expect(new Date(docs[0]!.last_modified).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 400 without ids and 404 for another organisation’s ids', async () => {
    const list = (q: string, token = owner.token) => app.inject({ method: 'GET', url: `/api/organization/agent/documents/list?${q}`, headers: auth(token) });
    expect((await list(`agent_id=${owner.agentId}`)).json()).toEqual({ detail: 'Organization ID missing', code: 'organization_id_missing' });
    expect((await list(`organization_id=${owner.orgId}`)).json()).toEqual({ detail: 'Agent ID missing', code: 'agent_id_missing' });
    const theirs = await list(`organization_id=${other.orgId}&agent_id=${other.agentId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Duplicate.pdf');
    expect((await list(`organization_id=${owner.orgId}&agent_id=${other.agentId}`)).statusCode).toBe(404);
    expect((await list(`organization_id=${owner.orgId}&agent_id=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/organization/agent/documents/list?organization_id=${owner.orgId}&agent_id=${owner.agentId}` })).statusCode).toBe(401);
  });
});

describe('GET /api/organization/:id/documents/exists', () => {
  it('says whether the organisation has documents, with counts by status', async () => {
    const org = await freshOrg();
    const exists = () => app.inject({ method: 'GET', url: `/api/organization/${org.orgId}/documents/exists`, headers: auth(org.token) });
    expect((await exists()).json()).toEqual({ organization_id: org.orgId, exists: false, count: 0, ready: 0, processing: 0, failed: 0 });
    await uploadOne(app, org.token, org, { name: 'E.pdf', content: samples.pdf() });
    await waitForProcessed(app, org.token, org, ['E.pdf']);
    expect((await exists()).json()).toEqual({ organization_id: org.orgId, exists: true, count: 1, ready: 1, processing: 0, failed: 0 });
    const member = await addMember(app, org.orgId, 'MEMBER');
    expect((await app.inject({ method: 'GET', url: `/api/organization/${org.orgId}/documents/exists`, headers: auth(member.token) })).statusCode).toBe(200);
    const theirs = await app.inject({ method: 'GET', url: `/api/organization/${other.orgId}/documents/exists`, headers: auth(org.token) });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('DELETE /api/organization/agent/documents/delete', () => {
  it('deletes the document by name with its chunks, tables, job and blob', async () => {
    const org = await freshOrg();
    const up = await uploadOne(app, org.token, org, { name: 'Gone Soon.pdf', content: samples.pdf() });
    const doc = resultsOf(up)[0]!.document!;
    await waitForProcessed(app, org.token, org, ['Gone Soon.pdf']);
    expect((await db().select().from(documentChunks).where(eq(documentChunks.documentId, doc.id))).length).toBeGreaterThan(0);

    const res = await deleteByName(app, org.token, org, 'gone soon.PDF');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Document deleted', id: doc.id, file_name: 'Gone Soon.pdf' });
    expect(await db().select().from(documents).where(eq(documents.id, doc.id))).toEqual([]);
    expect(await db().select().from(documentChunks).where(eq(documentChunks.documentId, doc.id))).toEqual([]);
    expect(await db().select().from(documentTables).where(eq(documentTables.documentId, doc.id))).toEqual([]);
    expect(await app.steward.documents.store.exists(doc.blob_name)).toBe(false);
    expect(existsSync(path.join(dataDir, 'documents', org.orgId, doc.id))).toBe(false);
    const download = await app.inject({ method: 'GET', url: pathOf(doc.download_url) });
    expect(download.statusCode).toBe(404);

    const again = await deleteByName(app, org.token, org, 'Gone Soon.pdf');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'File not found', code: 'document_not_found' });
  });

  it('deletes a document that is still processing, job included', async () => {
    const org = await freshOrg();
    await app.steward.documents.processor.stop();
    try {
      const up = await uploadOne(app, org.token, org, { name: 'Unprocessed.pdf', content: samples.pdf() });
      const doc = resultsOf(up)[0]!.document!;
      expect(await db().select().from(documentJobs).where(eq(documentJobs.documentId, doc.id))).toHaveLength(1);
      expect((await deleteByName(app, org.token, org, 'Unprocessed.pdf')).statusCode).toBe(200);
      expect(await db().select().from(documentJobs).where(eq(documentJobs.documentId, doc.id))).toEqual([]);
    } finally {
      app.steward.documents.processor.start();
    }
  });

  it('is for owners and admins of the organisation: members 403, others 404, missing name 400', async () => {
    const org = await freshOrg();
    await uploadOne(app, org.token, org, { name: 'Kept.pdf', content: samples.pdf() });
    const member = await addMember(app, org.orgId, 'MEMBER');
    const byMember = await deleteByName(app, member.token, org, 'Kept.pdf');
    expect(byMember.statusCode).toBe(403);
    const byOther = await deleteByName(app, other.token, org, 'Kept.pdf');
    expect(byOther.statusCode).toBe(404);
    const crossAgent = await deleteByName(app, other.token, { orgId: other.orgId, agentId: org.agentId }, 'Kept.pdf');
    expect(crossAgent.statusCode).toBe(404);
    const noName = await app.inject({
      method: 'DELETE',
      url: `/api/organization/agent/documents/delete?organization_id=${org.orgId}&agent_id=${org.agentId}`,
      headers: auth(org.token),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().code).toBe('file_name_missing');
    expect((await listDocuments(app, org.token, org)).map((d) => d.file_name)).toEqual(['Kept.pdf']);
    const admin = await addMember(app, org.orgId, 'ADMIN');
    expect((await deleteByName(app, admin.token, org, 'Kept.pdf')).statusCode).toBe(200);
  });
});

describe('signed download links', () => {
  let doc: { id: string; download_url: string };
  let second: { id: string; download_url: string };
  beforeAll(async () => {
    const a = await uploadOne(app, owner.token, owner, { name: 'Résumé 2025 “final”.csv', content: samples.csv() });
    doc = resultsOf(a)[0]!.document!;
    const b = await uploadOne(app, owner.token, owner, { name: 'Second.pdf', content: samples.pdf() });
    second = resultsOf(b)[0]!.document!;
  });

  it('downloads the file as an attachment with its name, type and safe headers, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: pathOf(doc.download_url) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(samples.csv().toString());
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Resume 2025 _final_.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9%202025%20%E2%80%9Cfinal%E2%80%9D.csv`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an expired, tampered, or borrowed link with 403', async () => {
    const url = new URL(doc.download_url);
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const get = (p: string) => app.inject({ method: 'GET', url: p });

    const signer = createLinkSigner(db());
    const old = await signer.sign(doc.id, new Date(Date.now() - 16 * 60_000));
    const expired = await get(old.path);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('link_expired');

    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const p of [
      `/api/documents/${doc.id}/download?expires=${expires}&signature=${flipped}`,
      `/api/documents/${doc.id}/download?expires=${Number(expires) + 60}&signature=${signature}`,
      `/api/documents/${second.id}/download?expires=${expires}&signature=${signature}`,
      `/api/documents/${doc.id}/download`,
      `/api/documents/${doc.id}/download?expires=${expires}`,
      `/api/documents/not-a-uuid/download?expires=${expires}&signature=${signature}`,
    ]) {
      const res = await get(p);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().code).toBe('link_invalid');
    }
    // The second document's own link works.
    expect((await get(pathOf(second.download_url))).statusCode).toBe(200);
  });

  it('verifies links made by another process on the same database (the secret is shared)', async () => {
    const signer = createLinkSigner(db());
    const { path: p } = await signer.sign(second.id);
    expect((await app.inject({ method: 'GET', url: p })).statusCode).toBe(200);
  });
});

describe('the organisation boundary', () => {
  it('never shows or touches another organisation’s files', async () => {
    const mine = (await listDocuments(app, owner.token, owner)).map((d) => d.id);
    const theirs = (await listDocuments(app, other.token, other)).map((d) => d.id);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    const rows = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.organizationId, other.orgId), eq(documents.fileName, 'Duplicate.pdf')));
    expect(rows).toHaveLength(1);
    expect((await deleteByName(app, owner.token, { orgId: other.orgId, agentId: other.agentId }, 'Duplicate.pdf')).statusCode).toBe(404);
    expect((await deleteByName(app, owner.token, { orgId: owner.orgId, agentId: other.agentId }, 'Duplicate.pdf')).statusCode).toBe(404);
    expect(await db().select().from(documents).where(eq(documents.id, rows[0]!.id))).toHaveLength(1);
  });
});
