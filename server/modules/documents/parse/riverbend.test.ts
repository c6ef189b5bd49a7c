// The development documents of the evaluation set (shared/evals/agent/documents/riverbend),
// read through the worker pool as the server reads them. Skipped when shared/ is not beside the
// repository (it is at /work/shared for both /work/main and the CI clone /work/ci-check).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RIVERBEND } from './fixtures/paths';
import { closeParsers, parseDocument } from './run';
import type { ParsedDocument, ParsedTable } from './types';
const present = existsSync(RIVERBEND);
if (!present) console.warn(`riverbend documents not found at ${RIVERBEND}: skipping the tests that read them`);

const file = (name: string) => path.join(RIVERBEND, name);

/** The cell of a table found by its row label and column label. */
function cell(table: ParsedTable | undefined, rowLabel: string, column: string) {
  const col = table?.columns.indexOf(column) ?? -1;
  const row = table?.rows.find((r) => r.label === rowLabel);
  return col >= 0 ? row?.cells[col] : undefined;
}

const text = (doc: ParsedDocument) => doc.passages.map((p) => p.text).join('\n');

describe.skipIf(!present)('riverbend documents', () => {
  afterAll(async () => {
    await closeParsers();
  });

  it('FY2025 Operating Budget.xlsx: one table, cells by row and column label, codes and subtotals', async () => {
    const doc = await parseDocument(file('FY2025 Operating Budget.xlsx'), 'xlsx');
    expect(doc.kind).toBe('xlsx');
    expect(doc.tables).toHaveLength(1);
    const budget = doc.tables[0];
    expect(budget?.name).toBe('Budget');
    expect(budget?.columns).toEqual(['Account', 'Description', 'FY2024 Budget', 'FY2024 Actual', 'FY2025 Budget', 'Notes']);
    expect(cell(budget, 'Rent and Occupancy', 'FY2025 Budget')).toBe(94450);
    expect(cell(budget, 'Food Purchases', 'FY2025 Budget')).toBe(111000);
    expect(cell(budget, 'Insurance', 'FY2024 Actual')).toBe(20473);
    expect(cell(budget, 'Net Surplus (Deficit)', 'FY2025 Budget')).toBe(-77650);
    expect(budget?.rows.find((r) => r.label === 'Program Supplies')?.code).toBe('5200');
    expect(budget?.rows.find((r) => r.label === 'Total Revenue')).toMatchObject({ isSubtotal: true, rowNumber: 14 });
    expect(budget?.rows.find((r) => r.label === 'Salaries and Wages')?.isSubtotal).toBe(false);
    expect(budget?.title).toContain('Operating Budget, Fiscal Year 2025');
    expect(text(doc)).toContain('New lease from October');
    expect(doc.warnings).toEqual([]);
  });

  it('the same workbook read by streaming gives the same table', async () => {
    const whole = await parseDocument(file('FY2025 Operating Budget.xlsx'), 'xlsx');
    const streamed = await parseDocument(file('FY2025 Operating Budget.xlsx'), 'xlsx', { limits: { xlsxStreamAboveBytes: 0 } });
    expect(streamed.tables[0]?.rows).toEqual(whole.tables[0]?.rows);
  });

  it('Statement of Activities FY2025 monthly.csv: month columns and a Total', async () => {
    const doc = await parseDocument(file('Statement of Activities FY2025 monthly.csv'), 'csv', { fileName: 'Statement of Activities FY2025 monthly.csv' });
    const t = doc.tables[0];
    expect(t?.name).toBe('Statement of Activities FY2025 monthly');
    expect(t?.columns[0]).toBe('Line Item');
    expect(t?.columns.slice(1, 4)).toEqual(['Jul 2024', 'Aug 2024', 'Sep 2024']);
    expect(t?.columns.at(-1)).toBe('Total');
    expect(t?.rows).toHaveLength(22);
    expect(cell(t, 'Program Supplies', 'Mar 2025')).toBe(5130.62);
    expect(cell(t, 'Utilities', 'Total')).toBe(23804.45);
  });

  it('Chart of Accounts.csv: codes, names and descriptions', async () => {
    const doc = await parseDocument(file('Chart of Accounts.csv'), 'csv');
    const t = doc.tables[0];
    expect(t?.columns).toEqual(['Account Number', 'Account Name', 'Type', 'Description']);
    expect(t?.rows.find((r) => r.code === '5850')?.label).toBe('Staff Training');
    expect(cell(t, 'Staff Training', 'Description')).toBe('Conferences, courses and professional development');
    expect(text(doc)).toContain('5200 Program Supplies');
  });

  it('Statement of Financial Position FY2025.pdf: rows kept together under the year columns', async () => {
    const doc = await parseDocument(file('Statement of Financial Position FY2025.pdf'), 'pdf');
    expect(doc).toMatchObject({ kind: 'pdf', pages: 1, ocr: false });
    const t = doc.tables[0];
    expect(t?.name).toBe('Page 1, table 1');
    expect(t?.columns).toEqual(['', '2025', '2024']);
    expect(t?.rows.find((r) => r.label === 'Cash and cash equivalents')?.cells).toEqual(['Cash and cash equivalents', 445035, 356035]);
    expect(cell(t, 'Total net assets', '2025')).toBe(862214);
    expect(cell(t, 'Net assets with donor restrictions', '2024')).toBe(183235);
    expect(t?.rows.find((r) => r.label === 'Total liabilities')?.isSubtotal).toBe(true);
    expect(t?.rows.find((r) => r.label === 'Net assets without donor restrictions')?.isSubtotal).toBe(false);
    expect(t?.title).toContain('Statement of Financial Position');
    expect(text(doc)).toContain('As of June 30, 2025 and June 30, 2024');
  });

  it('Management Letter FY2024.pdf: paragraphs of prose', async () => {
    const doc = await parseDocument(file('Management Letter FY2024.pdf'), 'pdf');
    expect(doc.tables).toEqual([]);
    const finding = doc.passages.find((p) => p.text.includes('Finding 2024-001'));
    expect(finding?.text).toContain('bank reconciliations for three months were not completed within 30 days of month end');
    expect(finding?.page).toBe(1);
    expect(doc.passages.some((p) => p.text.startsWith('We did not identify any deficiencies'))).toBe(true);
  });

  it('Lindqvist Family Foundation Grant Agreement.docx: passages under headings, with the report dates', async () => {
    const doc = await parseDocument(file('Lindqvist Family Foundation Grant Agreement.docx'), 'docx');
    const reporting = doc.passages.find((p) => p.heading === '4. Reporting Requirements');
    expect(reporting?.text).toContain('by July 15, 2025');
    expect(reporting?.text).toContain('final narrative and financial report by January 31, 2026');
    expect(doc.passages.find((p) => p.heading === '1. Grant Award')?.text).toContain('$75,000');
    expect(text(doc)).toContain('may not exceed 10% of total direct costs');
  });

  it('receipt photos: OCR passages and receipt fields', { timeout: 60_000 }, async () => {
    const office = await parseDocument(file('receipt-office-03142025.png'), 'png');
    expect(office.ocr).toBe(true);
    expect(office.fields).toMatchObject({ merchant: 'OFFICE DEPOT', date: '2025-03-14', total: 163.44, subtotal: 150.98, tax: 12.46 });
    expect(text(office)).toContain('Toner HP 58A');
    const shell = await parseDocument(file('receipt-shell-04022025.jpg'), 'jpg');
    expect(shell.fields).toMatchObject({ merchant: 'SHELL OIL', date: '2025-04-02', dateText: '04/02/2025', total: 63.85, tax: 0 });
  });
});
