// Hostile and broken files, built in a temp dir by the test: each ends as a ParseFailure with
// plain words or as a successful parse — never a crash, a hang or an unhandled rejection — and
// the worker pool still reads a good file afterwards.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx-republish';
import { HTML_AS_CSV_REASON } from './csv';
import { withExifOrientation } from './fixtures/exif';
import { entry, makeZip, minimalDocx, minimalPdf, zipBombXlsx } from './fixtures/make';
import { REASONS } from './limits';
import { RIVERBEND } from './fixtures/paths';
import { closeParsers, configureParsers, parseDocument, parseDocumentInProcess } from './run';
import { ParseFailure, type DocumentKind, type ParsedDocument } from './types';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'steward-parse-'));
});
afterAll(async () => {
  await closeParsers();
  await rm(dir, { recursive: true, force: true });
});

async function put(name: string, bytes: Buffer | string): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, bytes);
  return p;
}

/** The reason a parse failed, or the document when it did not. */
async function outcome(promise: Promise<ParsedDocument>): Promise<string | ParsedDocument> {
  try {
    return await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ParseFailure);
    return (e as ParseFailure).reason;
  }
}

describe('files that cannot be read', () => {
  it.each(['pdf', 'docx', 'xlsx', 'xls', 'csv', 'png', 'jpg'] as DocumentKind[])('an empty .%s', async (kind) => {
    expect(await outcome(parseDocument(await put(`empty.${kind}`, ''), kind))).toBe(REASONS.empty);
  });

  it('an encrypted PDF asks for the password to be removed', async () => {
    const p = await put('locked.pdf', minimalPdf(['Confidential'], { encrypted: true }));
    expect(await outcome(parseDocument(p, 'pdf'))).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('a truncated PDF fails plainly or reads what is there, with a warning', async () => {
    const whole = minimalPdf(['Statement of Activities', 'Program revenue 12,000', 'Total expenses 9,500']);
    const p = await put('truncated.pdf', whole.subarray(0, Math.floor(whole.length * 0.55)));
    const result = await outcome(parseDocument(p, 'pdf'));
    if (typeof result === 'string') expect(result).toBe(REASONS.pdfDamaged);
    else expect(result.warnings.join(' ')).toMatch(/incomplete/);
  });

  it('a Windows program renamed .pdf', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0x41)]);
    expect(await outcome(parseDocument(await put('setup.pdf', exe), 'pdf'))).toBe(REASONS.notPdf);
  });

  it('a web page renamed .csv fails with its own words (decision: not read as a table)', async () => {
    const html = '<!DOCTYPE html><html><head><title>Budget</title></head><body><table><tr><td>Rent</td><td>1,200</td></tr></table></body></html>';
    expect(await outcome(parseDocument(await put('page.csv', html), 'csv'))).toBe(HTML_AS_CSV_REASON);
  });

  it('binary bytes renamed .csv', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(await outcome(parseDocument(await put('binary.csv', bytes), 'csv'))).toBe(REASONS.notText);
  });

  it('a CSV in Windows-1252 with semicolons and a BOM-less header still reads', async () => {
    const text = 'Poste;Montant\nCafé;1 200\nLoyer;"3,5"\n';
    const doc = await parseDocument(await put('latin.csv', Buffer.from(text, 'latin1')), 'csv');
    expect(doc.tables[0]?.rows[0]?.label).toBe('Café');
  });

  it('a CSV longer than the row cap stops there with a warning', async () => {
    const lines = ['Date;Vendor;Amount', ...Array.from({ length: 12_000 }, (_, i) => `2025-01-${String((i % 28) + 1).padStart(2, '0')};Vendor ${i};"${i},50"`)];
    const doc = await parseDocumentInProcess(await put('long.csv', `\ufeff${lines.join('\r\n')}`), 'csv');
    expect(doc.tables[0]?.columns).toEqual(['Date', 'Vendor', 'Amount']);
    expect(doc.tables[0]?.rows).toHaveLength(4_999);
    expect(doc.tables[0]?.rows[1]?.cells).toEqual(['2025-01-02', 'Vendor 1', 1.5]);
    expect(doc.warnings).toEqual(['Only the first 5,000 rows were read.']);
  });

  it('a 1 MB .xlsx zip bomb (1 GB of zeros) is refused at once, declared honestly or not', async () => {
    for (const [name, declared] of [
      ['bomb-declared.xlsx', 1024 * 1024 * 1024],
      ['bomb-lying.xlsx', 10_000],
    ] as const) {
      const bomb = zipBombXlsx(1024, declared);
      expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
      const p = await put(name, bomb);
      const started = Date.now();
      expect(await outcome(parseDocument(p, 'xlsx'))).toBe(REASONS.zipUnsafe);
      expect(Date.now() - started).toBeLessThan(5_000);
      // In this thread too, without the memory of what it would inflate to.
      const rss = process.memoryUsage().rss;
      expect(await outcome(parseDocumentInProcess(p, 'xlsx'))).toBe(REASONS.zipUnsafe);
      expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    }
  });

  it('a zip bomb named .docx is refused too', async () => {
    const bomb = makeZip([entry('word/document.xml', '<w:document/>'), ...[0, 1, 2].map((i) => ({ ...zipEntryOfZeros(`word/media/z${i}.bin`) }))]);
    expect(await outcome(parseDocument(await put('bomb.docx', bomb), 'docx'))).toBe(REASONS.zipUnsafe);
  });

  it('corrupt Word documents', async () => {
    const good = minimalDocx({ paragraphs: ['Hello'] });
    const noise = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2048, 0x5a)]);
    const brokenXml = makeZip([entry('word/document.xml', '<w:document><w:body><w:p><w:r><w:t>oops')]);
    const notWord = makeZip([entry('hello.txt', 'hello')]);
    expect(await outcome(parseDocument(await put('noise.docx', noise), 'docx'))).toBe(REASONS.docxDamaged);
    expect(await outcome(parseDocument(await put('truncated.docx', good.subarray(0, good.length - 40)), 'docx'))).toBe(REASONS.docxDamaged);
    const broken = await outcome(parseDocument(await put('broken.docx', brokenXml), 'docx'));
    expect(typeof broken === 'string' ? broken : 'parsed').toMatch(/^(This Word document is damaged|parsed)/);
    expect(await outcome(parseDocument(await put('notword.docx', notWord), 'docx'))).toMatch(/not a Word document/);
  });

  it('an .xlsx with __proto__ / constructor in its strings and comments does not pollute Object.prototype', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('constructor');
    ws.addRow(['__proto__', 'constructor', 'prototype', 'polluted']);
    ws.addRow(['__proto__', 1, 2, 3]);
    ws.addRow(['constructor', 4, 5, 6]);
    ws.getCell('A2').note = '{"__proto__": {"polluted": true}}';
    ws.getCell('B1').note = '__proto__';
    const p = await put('proto.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const inProcess = await parseDocumentInProcess(p, 'xlsx');
    const inWorker = await parseDocument(p, 'xlsx');
    for (const doc of [inProcess, inWorker]) {
      expect(doc.tables[0]?.columns).toEqual(['__proto__', 'constructor', 'prototype', 'polluted']);
      expect(doc.tables[0]?.rows.map((r) => r.label)).toEqual(['__proto__', 'constructor']);
      expect(doc.passages.some((x) => x.text.includes('{"__proto__": {"polluted": true}}'))).toBe(true);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('a 10,000-row workbook stops at the row cap with a warning, whole or streamed', { timeout: 60_000 }, async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Ledger');
    ws.addRow(['Date', 'Account', 'Description', 'Amount']);
    for (let i = 0; i < 10_000; i++) ws.addRow([new Date(Date.UTC(2025, 0, 1 + (i % 365))), 5000 + (i % 50), `Entry ${i}`, (i % 97) * 10.5]);
    const p = await put('ledger.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    for (const limits of [{}, { xlsxStreamAboveBytes: 0 }]) {
      const doc = await parseDocument(p, 'xlsx', { limits });
      const t = doc.tables[0];
      expect(t?.rows.length).toBeLessThanOrEqual(5_000);
      expect(t?.rows.length).toBeGreaterThan(4_990);
      expect(doc.warnings.join(' ')).toMatch(/first 5,000 rows/);
      expect(t?.columns).toEqual(['Date', 'Account', 'Description', 'Amount']);
      expect(t?.rows[0]).toMatchObject({ code: '5000', label: 'Entry 0', cells: ['2025-01-01', '5000', 'Entry 0', 0] });
    }
  });

  it('a legacy .xls (BIFF8) reads into the same table shape', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Westside Youth League', null, null],
        ['Statement of Activities (in USD)', null, null],
        [],
        ['Line', 'FY2024', 'FY2025'],
        ['Program fees', 12000, 13500],
        ['Rent', -4000, -4200],
        ['Change in net assets', 8000, 9300],
      ]),
      'Activities',
    );
    const bytes = XLSX.write(wb, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const doc = await parseDocument(await put('old.xls', bytes), 'xls');
    const t = doc.tables[0];
    expect(t).toMatchObject({ name: 'Activities', columns: ['Line', 'FY2024', 'FY2025'], units: 'USD' });
    expect(t?.rows.find((r) => r.label === 'Rent')?.cells).toEqual(['Rent', -4000, -4200]);
    expect(t?.rows.find((r) => r.label === 'Change in net assets')?.isSubtotal).toBe(true);
    const garbage = await outcome(parseDocument(await put('garbage.xls', Buffer.alloc(3000, 0x01)), 'xls'));
    expect(typeof garbage === 'string' ? garbage : 'parsed').toMatch(/^(This spreadsheet is damaged|parsed)/);
  });
});

function zipEntryOfZeros(name: string) {
  // 600 MB declared per entry, three of them: over the 200 MB total.
  return { name, data: Buffer.alloc(16), method: 8 as const, uncompressedSize: 600 * 1024 * 1024 };
}

describe('the worker pool', () => {
  it('a parse that hangs is ended at its timeout, and the pool goes on', async () => {
    const p = await put('hang.csv', 'a,b\n1,2\n');
    const started = Date.now();
    expect(await outcome(parseDocument(p, 'csv', { simulate: 'hang', timeoutMs: 500 }))).toBe(REASONS.tooLong);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await parseDocument(p, 'csv')).tables[0]?.rows[0]?.cells).toEqual([1, 2]);
  });

  it('a crash in the worker is a failure for that file only', async () => {
    const p = await put('crash.csv', 'a,b\n1,2\n');
    expect(await outcome(parseDocument(p, 'csv', { simulate: 'crash' }))).toBe(REASONS.tooComplex);
    expect((await parseDocument(p, 'csv')).tables).toHaveLength(1);
  });

  it('running out of memory is a failure for that file only', { timeout: 60_000 }, async () => {
    await closeParsers();
    configureParsers({ maxOldGenerationSizeMb: 48 });
    try {
      const p = await put('oom.csv', 'a,b\n1,2\n');
      expect(await outcome(parseDocument(p, 'csv', { simulate: 'oom' }))).toBe(REASONS.tooComplex);
    } finally {
      await closeParsers();
      configureParsers({ maxOldGenerationSizeMb: 512 });
    }
  });

  it('still reads a good file after all of the above', async () => {
    const docx = minimalDocx({
      heading: 'Board report',
      paragraphs: ['Reserves cover four months of expenses.'],
      table: [['Fund', '2025', '2024'], ['Operating', '$120,000', '$98,500'], ['Total funds', '120,000', '98,500']],
    });
    const doc = await parseDocument(await put('good.docx', docx), 'docx');
    expect(doc.passages[0]).toEqual({ text: 'Reserves cover four months of expenses.', heading: 'Board report' });
    expect(doc.tables[0]).toMatchObject({ name: 'Table 1', columns: ['Fund', '2025', '2024'] });
    expect(doc.tables[0]?.rows[0]?.cells).toEqual(['Operating', 120000, 98500]);
    expect(doc.tables[0]?.rows[1]?.isSubtotal).toBe(true);
  });
});

describe.skipIf(!existsSync(RIVERBEND))('OCR of scans (riverbend receipts)', () => {
  it('a scanned PDF page (an image, no text layer) is rendered and OCR\'d', { timeout: 60_000 }, async () => {
    const png = await readFile(path.join(RIVERBEND, 'receipt-office-03142025.png'));
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(png);
    const page = pdf.addPage([image.width, image.height]);
    page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    const p = await put('scan.pdf', Buffer.from(await pdf.save()));
    const doc = await parseDocument(p, 'pdf');
    expect(doc.ocr).toBe(true);
    expect(doc.passages.map((x) => x.text).join('\n')).toContain('OFFICE DEPOT');
    expect(doc.fields).toMatchObject({ total: 163.44, date: '2025-03-14' });
    expect(doc.warnings.join(' ')).toMatch(/OCR/);
  });

  it('a photo taken sideways (EXIF orientation 6) is turned upright before OCR', { timeout: 60_000 }, async () => {
    const img = await loadImage(await readFile(path.join(RIVERBEND, 'receipt-shell-04022025.jpg')));
    const canvas = createCanvas(img.height, img.width);
    const ctx = canvas.getContext('2d');
    ctx.translate(0, img.width);
    ctx.rotate(-Math.PI / 2);
    ctx.drawImage(img, 0, 0);
    const p = await put('sideways.jpg', withExifOrientation(await canvas.encode('jpeg', 92), 6));
    const doc = await parseDocument(p, 'jpg');
    expect(doc.fields).toMatchObject({ total: 63.85, date: '2025-04-02' });
  });
});
