// The name and content checks on their own (the API tests show them in use).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_EXTENSIONS } from '../../../contracts/documents-constants';
import { samples, zip } from '../../../tests/server/documents';
import { contentMismatch, displayName, kindOf, settleFileName, storageName } from './checks';
import { attachmentDisposition } from './links';
import { DOCUMENT_KINDS } from './parse/types';

const dir = mkdtempSync(path.join(tmpdir(), 'steward-checks-'));
const fileWith = (content: Buffer) => {
  const file = path.join(dir, `f-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, content);
  return file;
};
const mismatch = (kind: Parameters<typeof contentMismatch>[0], content: Buffer) => contentMismatch(kind, content.subarray(0, 65536), fileWith(content));

describe('names', () => {
  it.each([
    ['  Budget FY2025.xlsx  ', 'Budget FY2025.xlsx'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['/etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Desktop\\budget.xlsx', 'budget.xlsx'],
    ['.\\budget.xlsx', 'budget.xlsx'],
    ['Budget 2024/2025.xlsx', 'Budget 2024/2025.xlsx'],
    ['<script>alert(1)</script>.pdf', '<script>alert(1)</script>.pdf'],
    ['tab\there\nnew.pdf', 'tab here new.pdf'],
    ['invoice\u202Efdp.exe', 'invoice fdp.exe'],
    ['zero\u200Bwidth.pdf', 'zero width.pdf'],
    ['e\u0301te\u0301.pdf', '\u00e9t\u00e9.pdf'],
    ['..', ''],
    ['../', ''],
    ['', ''],
  ])('displayName(%j) is %j', (raw, shown) => {
    expect(displayName(raw)).toBe(shown);
  });

  it.each([
    ['Budget FY2025.xlsx', 'xlsx', 'Budget_FY2025.xlsx'],
    ['<script>alert(1)</script>.pdf', 'pdf', 'script_alert_1_script.pdf'],
    ['CON.pdf', 'pdf', 'file_CON.pdf'],
    ['lpt1.csv', 'csv', 'file_lpt1.csv'],
    ['nul.tar.pdf', 'pdf', 'file_nul.tar.pdf'],
    ['...hidden.pdf', 'pdf', 'hidden.pdf'],
    ['Résumé.PDF', 'pdf', 'Resume.pdf'],
    ['日本語.png', 'png', 'document.png'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(100)}.pdf`],
  ] as const)('storageName(%j) is %j', (name, kind, safe) => {
    expect(storageName(name, kind)).toBe(safe);
    expect(safe).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.[a-z]+$/);
  });

  it('keeps the chosen name, or adds the file’s extension to it', () => {
    expect(settleFileName('Budgets-FY2025', 'export.XLSX', 'xlsx')).toBe('Budgets-FY2025.XLSX');
    expect(settleFileName('Budgets.xlsx', 'export.XLSX', 'xlsx')).toBe('Budgets.xlsx');
    expect(settleFileName('', 'export.csv', 'csv')).toBe('export.csv');
    expect(settleFileName('Photo.jpeg', 'IMG_1.jpg', 'jpg')).toBe('Photo.jpeg');
    expect(settleFileName('Report.pdf', 'data.xlsx', 'xlsx')).toBe('Report.pdf.xlsx');
  });

  it('knows the allowed kinds, whatever their case, and agrees with the parsers', () => {
    expect([...DOCUMENT_EXTENSIONS]).toEqual([...DOCUMENT_KINDS]);
    expect(kindOf('a.PDF')).toBe('pdf');
    expect(kindOf('a.XlSm')).toBe('xlsm');
    expect(kindOf('a.pdf.exe')).toBeNull();
    expect(kindOf('.pdf')).toBeNull();
    expect(kindOf('pdf')).toBeNull();
  });

  it('writes Content-Disposition with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Budget.pdf')).toBe(`attachment; filename="Budget.pdf"; filename*=UTF-8''Budget.pdf`);
    expect(attachmentDisposition('a"b;c%d\\e.pdf')).toBe(`attachment; filename="a_b_c_d_e.pdf"; filename*=UTF-8''a%22b%3Bc%25d%5Ce.pdf`);
    expect(attachmentDisposition('€ report\r\n.pdf')).toBe(`attachment; filename="_ report__.pdf"; filename*=UTF-8''%E2%82%AC%20report%0D%0A.pdf`);
  });
});

describe('contents', () => {
  it('accepts files that are what they say', async () => {
    expect(await mismatch('pdf', samples.pdf())).toBeNull();
    expect(await mismatch('pdf', Buffer.concat([Buffer.from('\r\n   '), samples.pdf()]))).toBeNull();
    expect(await mismatch('docx', samples.docx())).toBeNull();
    expect(await mismatch('xlsx', samples.xlsx())).toBeNull();
    expect(await mismatch('xlsm', samples.xlsx())).toBeNull();
    expect(await mismatch('xls', samples.xls())).toBeNull();
    expect(await mismatch('csv', samples.csv())).toBeNull();
    expect(await mismatch('csv', Buffer.from('\ufeffAccount;Amount\r\nRent;1.200,50\r\n'))).toBeNull();
    expect(await mismatch('csv', Buffer.from('Café,Montréal,€12\n'))).toBeNull();
    expect(await mismatch('jpg', samples.jpg())).toBeNull();
    expect(await mismatch('jpeg', samples.jpg())).toBeNull();
    expect(await mismatch('png', samples.png())).toBeNull();
  });

  it('refuses files that are not', async () => {
    expect(await mismatch('pdf', samples.exe())).toBe("This file's contents don't match its .pdf extension.");
    expect(await mismatch('pdf', Buffer.concat([Buffer.alloc(2048, 0x20), samples.pdf()]))).not.toBeNull();
    expect(await mismatch('docx', zip({ 'xl/workbook.xml': '<x/>' }))).not.toBeNull();
    expect(await mismatch('xlsx', zip({ 'word/document.xml': '<x/>' }))).not.toBeNull();
    expect(await mismatch('xlsx', Buffer.from('PK\u0003\u0004 not really a zip'))).not.toBeNull();
    expect(await mismatch('xls', samples.xlsx())).not.toBeNull();
    for (const bad of [samples.html(), Buffer.from('  <?xml version="1.0"?><a/>'), samples.exe(), samples.pdf(), samples.png(), samples.xlsx(), Buffer.from([0x41, 0x00, 0x42]), Buffer.from([0xff, 0xfe, 0x41, 0x00])]) {
      expect(await mismatch('csv', bad)).toBe("This file's contents don't match its .csv extension.");
    }
    expect(await mismatch('jpg', samples.png())).not.toBeNull();
    expect(await mismatch('png', samples.jpg())).not.toBeNull();
  });
});
