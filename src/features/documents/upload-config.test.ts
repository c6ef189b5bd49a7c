import { describe, expect, it } from 'vitest';
import { applyChange, canUpload, pendingFile, previewName, SCAN_PRESET, uniqueFinalNames } from './upload-config';

const NOW = new Date('2026-11-22T12:00:00Z');
const blob = new Blob(['x']);

describe('configuring a file before upload', () => {
  it('starts from the suggestions and keeps the default name in step until the name is edited', () => {
    let p = pendingFile(blob, 'FY2025 Operating Budget.xlsx', NOW);
    expect(p.config).toEqual({ category: 'budgets', subCategory: null, fiscalYear: 2025, customName: 'Budgets-FY2025' });
    p = applyChange(p, { kind: 'category', value: 'forecasts' });
    expect(p.config.customName).toBe('Forecasts-FY2025');
    p = applyChange(p, { kind: 'fiscalYear', value: null });
    expect(p.config.customName).toBe('Forecasts');
    p = applyChange(p, { kind: 'category', value: 'other' });
    expect(p.config.customName).toBe('FY2025 Operating Budget');
    p = applyChange(p, { kind: 'subCategory', value: 'general-ledger' });
    expect(p.config.customName).toBe('General Ledger');
    p = applyChange(p, { kind: 'name', value: 'Ops budget' });
    p = applyChange(p, { kind: 'category', value: 'budgets' });
    expect(p.config).toMatchObject({ category: 'budgets', subCategory: null, customName: 'Ops budget' });
    expect(previewName(p)).toBe('Ops budget.xlsx');
  });

  it('subcategories apply to Others only', () => {
    let p = pendingFile(blob, 'scan.pdf', NOW);
    p = applyChange(p, { kind: 'subCategory', value: 'bank-statements' });
    expect(p.config.subCategory).toBeNull();
  });

  it("needs a non-blank name for every file: 'Please enter a filename'", () => {
    const a = pendingFile(blob, 'a.pdf', NOW);
    const b = applyChange(pendingFile(blob, 'b.pdf', NOW), { kind: 'name', value: '   ' });
    expect(previewName(b)).toBe('Please enter a filename');
    expect(canUpload([a])).toBe(true);
    expect(canUpload([a, b])).toBe(false);
    expect(canUpload([])).toBe(false);
  });
});

describe('unique names', () => {
  it('gives clashing names -2, -3 among the batch and the documents already there', () => {
    const a = pendingFile(blob, 'cash budget fy2025.csv', NOW);
    const b = pendingFile(blob, 'grant budget fy2025.csv', NOW);
    const c = pendingFile(blob, 'ops budget fy2025.csv', NOW);
    const names = uniqueFinalNames([a, b, c], ['budgets-fy2025.CSV']);
    expect([names.get(a.id), names.get(b.id), names.get(c.id)]).toEqual(['Budgets-FY2025-2.csv', 'Budgets-FY2025-3.csv', 'Budgets-FY2025-4.csv']);
  });

  it('names a scan or photo as Steward named it: Others, no year read from the date in its name', () => {
    const p = pendingFile(new Blob(['x']), 'Receipt-2025-03-14.jpg', NOW, SCAN_PRESET);
    expect(p.config).toEqual({ category: 'other', subCategory: null, fiscalYear: null, customName: 'Receipt-2025-03-14' });
    expect(previewName(p)).toBe('Receipt-2025-03-14.jpg');
    // Choosing a subcategory still renames it, as for any file whose name was not typed.
    expect(applyChange(p, { kind: 'subCategory', value: 'grant-award-letters' }).config.customName).toBe('Grant Award Letters');
  });
});
