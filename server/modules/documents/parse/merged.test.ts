// Workbooks whose titles are merged across the columns: exceljs gives every cell of the merge the
// title's text, and it is read once (a title repeated once per column named nothing and pushed the
// year out of the caption the quarters take it from).
import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeParsers, parseDocumentInProcess } from './run';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'steward-merged-'));
});
afterAll(async () => {
  await closeParsers();
  await rm(dir, { recursive: true, force: true });
});

it('a title merged across the columns is read once, with the rest of the caption', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA');
  ws.addRow(['Kestrel Point Watershed Alliance']);
  ws.mergeCells('A1:G1');
  ws.addRow(['Budget vs. Actual by Quarter, Fiscal Year 2025']);
  ws.mergeCells('A2:G2');
  ws.addRow([]);
  ws.addRow(['', 'Q1 Budget', 'Q1 Actual', 'Q2 Budget', 'Q2 Actual', 'FY Budget', 'FY Actual']);
  ws.addRow(['Individual donations', 55.8, 59.1, 62, 56.4, 310, 322.8]);
  ws.addRow(['Other', 3, 3.9, 3, 2.4, 12, 14]);
  const file = path.join(dir, 'bva.xlsx');
  await wb.xlsx.writeFile(file);
  const doc = await parseDocumentInProcess(file, 'xlsx');
  const caption = doc.passages.find((p) => p.sheet === 'BvA')!.text;
  expect(caption.match(/Kestrel Point Watershed Alliance/g)).toHaveLength(1);
  expect(caption).toContain('Fiscal Year 2025');
  expect(doc.tables[0]!.title ?? '').not.toMatch(/Alliance Kestrel/);
});

it('titles merged across the whole sheet straight above the headings are the caption, not headings', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash book');
  ws.addRow(['St Aidan’s Choir - current account (Northfield Savings Bank)']);
  ws.mergeCells('A1:F1');
  ws.addRow(['2025 entries. R = receipt, P = payment.']);
  ws.mergeCells('A2:F2');
  ws.addRow(['Date', 'Ref', 'Details', 'In', 'Out', 'Balance']);
  ws.addRow(['2025-01-06', 'P-01', 'Music hire', null, 120, 880]);
  ws.addRow(['2025-01-20', 'R-01', 'Subscriptions', 400, null, 1280]);
  ws.addRow(['2025-02-02', 'P-02', 'Hall hire', null, 60, 1220]);
  const file = path.join(dir, 'cash-book.xlsx');
  await wb.xlsx.writeFile(file);
  const doc = await parseDocumentInProcess(file, 'xlsx');
  const table = doc.tables[0]!;
  expect(table.headerRows).toEqual([['Date', 'Ref', 'Details', 'In', 'Out', 'Balance']]);
  expect(table.title).toContain('current account (Northfield Savings Bank)');
  expect(table.title).toContain('R = receipt');
});
