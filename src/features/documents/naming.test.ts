import { describe, expect, it } from 'vitest';
import {
  categoryOfExisting,
  defaultCustomName,
  finalName,
  formatFileSize,
  formatUploadSize,
  initialConfig,
  localCategory,
  normaliseName,
  subcategoryName,
  suggestCategory,
  suggestFiscalYear,
  yearPickerRange,
} from './naming';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('fiscal year from a file name', () => {
  it.each([
    ['FY2025 Operating Budget.xlsx', 2025, 0.95],
    ['budget_fy-2024.xlsx', 2024, 0.95],
    ['Fiscal Year 2023 audit.pdf', 2023, 0.95],
    ['Budget FY25.xlsx', 2025, 0.9],
    ["forecast fy'26.xlsx", 2026, 0.9],
    ['Board packet 2024.pdf', 2024, 0.7],
    ['budget 2023 vs 2024.xlsx', 2024, 0.7],
    ['minutes 24.pdf', 2024, 0.3],
    ['scan 95.pdf', 1995, 0.3],
  ])('%s → %i (%f)', (name, year, confidence) => {
    expect(suggestFiscalYear(name, NOW)).toEqual({ value: year, confidence });
  });

  it('rejects years before 1990 and after this year plus 10, and finds none in plain names', () => {
    expect(suggestFiscalYear('ledger 1989.pdf', NOW)).toBeNull();
    expect(suggestFiscalYear('plan 2036.pdf', NOW)).toEqual({ value: 2036, confidence: 0.7 });
    expect(suggestFiscalYear('plan 2037.pdf', NOW)).toBeNull();
    expect(suggestFiscalYear('Chart of Accounts.csv', NOW)).toBeNull();
    expect(suggestFiscalYear('receipt-office-03142025.png', NOW)).toBeNull();
    // Two-digit years up to 30 are 20xx, others 19xx (and 1989 is too early).
    expect(suggestFiscalYear('fy30.pdf', NOW)).toEqual({ value: 2030, confidence: 0.9 });
    expect(suggestFiscalYear('fy89.pdf', NOW)).toBeNull();
  });

  it('offers 1950 to this year plus 10 in the picker', () => {
    expect(yearPickerRange(NOW)).toEqual({ min: 1950, max: 2036 });
  });
});

describe('category from a file name', () => {
  it('normalises: lowercase, no extension, separators as spaces', () => {
    expect(normaliseName('FY2025_Operating-Budget.v2.xlsx')).toBe('fy2025 operating budget v2');
  });

  it.each([
    ['Audit Report 2024.pdf', 'audits', null],
    ['compliance-review.pdf', 'audits', null],
    ['Balance Sheet June.pdf', 'balance-sheets', null],
    ['Trial Balance Q2.xlsx', 'other', 'trial-balance'],
    ['FY2025 Operating Budget.xlsx', 'budgets', null],
    ['cash-projection.xlsx', 'forecasts', null],
    ['Board Meeting Packet.pdf', 'board-packages', null],
    ['P&L March.pdf', 'profit-loss-statements', null],
    ['pnl_2024.csv', 'profit-loss-statements', null],
    ['Statement of Activities FY2025 monthly.csv', 'profit-loss-statements', null],
    ['Statement of Financial Position FY2025.pdf', 'balance-sheets', null],
    ['Management Letter FY2024.pdf', 'audits', null],
    ['Chart of Accounts.csv', 'other', 'chart-of-accounts'],
    ['receipt-office-03142025.png', 'other', null],
    ['Chase bank statement.pdf', 'other', 'bank-statements'],
    ['GL detail.xlsx', 'other', 'general-ledger'],
    ['Form 990.pdf', 'other', 'tax-returns'],
    ['AP aging payables.xlsx', 'other', 'accounts-payable-aging-reports'],
    ['receivables.xlsx', 'other', 'accounts-receivable-aging-reports'],
    ['depreciation schedule.xlsx', 'other', 'depreciation-schedule'],
    ['Fixed assets.xlsx', 'other', 'fixed-asset-schedule'],
    ['Lindqvist Family Foundation Grant Agreement.docx', 'other', 'grant-award-letters'],
    ['insurance certificate.pdf', 'other', 'insurance-policies'],
    ['SBA loan.pdf', 'other', 'loan-agreements'],
    ['office lease.pdf', 'other', 'lease-agreements'],
    ['IRS determination letter.pdf', 'other', null],
    ['Grant award letter 2025.pdf', 'other', 'grant-award-letters'],
    ['bond indenture.pdf', 'other', 'bond-documents'],
  ])('%s → %s / %s', (name, category, subcategory) => {
    expect(suggestCategory(name)).toEqual({ category: { value: category, confidence: 0.9 }, subcategory });
  });

  it('matches words, not parts of words, and suggests nothing for a plain name', () => {
    expect(suggestCategory('scan0001.pdf')).toBeNull();
    expect(suggestCategory('IMG_2231.jpg')).toBeNull();
    expect(suggestCategory('boardwalk photo.jpg')).toBeNull();
  });

  it('files already on the server are grouped by keywords', () => {
    expect(categoryOfExisting('FY2025 Operating Budget.xlsx')).toBe('budgets');
    expect(categoryOfExisting('revenue projection.xlsx')).toBe('forecasts');
    expect(categoryOfExisting('Management Letter audit.pdf')).toBe('audits');
    expect(categoryOfExisting('Chart of Accounts.csv')).toBe('balance-sheets');
    expect(categoryOfExisting('receipt.png')).toBe('other');
  });
});

describe('names in the upload dialog', () => {
  it('defaults to the category, the subcategory for other, or the file name, plus -FY{year}', () => {
    expect(defaultCustomName('x.xlsx', 'budgets', null, 2025)).toBe('Budgets-FY2025');
    expect(defaultCustomName('x.xlsx', 'profit-loss-statements', null, null)).toBe('Profit & Loss Statements');
    expect(defaultCustomName('Chase May.pdf', 'other', 'bank-statements', null)).toBe('Bank Statements');
    expect(defaultCustomName('Chase May.pdf', 'other', null, 2024)).toBe('Chase May-FY2024');
    expect(defaultCustomName('Chase May.pdf', 'other', 'none', null)).toBe('Chase May');
  });

  it('the final name is the trimmed custom name (or Document) plus the original extension', () => {
    expect(finalName('budget.XLSX', '  Budgets-FY2025 ')).toBe('Budgets-FY2025.xlsx');
    expect(finalName('budget.xlsx', '   ')).toBe('Document.xlsx');
    expect(finalName('noext', 'Name')).toBe('Name');
  });

  it('starts each file with the suggestions at or above 0.5, else budgets', () => {
    expect(initialConfig('FY2025 Operating Budget.xlsx', NOW)).toEqual({ category: 'budgets', subCategory: null, fiscalYear: 2025, customName: 'Budgets-FY2025' });
    expect(initialConfig('minutes 24.pdf', NOW)).toEqual({ category: 'budgets', subCategory: null, fiscalYear: null, customName: 'Budgets' });
    expect(initialConfig('Grant Agreement 2025.docx', NOW)).toEqual({ category: 'other', subCategory: 'grant-award-letters', fiscalYear: 2025, customName: 'Grant Award Letters-FY2025' });
  });

  it('names subcategories and local categories', () => {
    expect(subcategoryName('tax-returns')).toBe('Tax Returns (990)');
    expect(subcategoryName('vendor-contracts-and-agreements')).toBe('Vendor Contracts and Agreements');
    expect(localCategory('  Donor Reports ')).toEqual({ id: 'donor-reports', name: 'Donor Reports', description: 'Custom category', fileCount: 0 });
  });
});

describe('file sizes (base 1024)', () => {
  it('upload dialog: two decimals', () => {
    expect(formatUploadSize(512)).toBe('512 B');
    expect(formatUploadSize(1536)).toBe('1.50 KB');
    expect(formatUploadSize(50 * 1024 * 1024)).toBe('50.00 MB');
    expect(formatUploadSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('file manager: 3 decimals under 10, 2 under 100, else 1', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(10_000)).toBe('9.766 KB');
    expect(formatFileSize(100_000)).toBe('97.66 KB');
    expect(formatFileSize(1_000_000)).toBe('976.6 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.000 MB');
  });
});
