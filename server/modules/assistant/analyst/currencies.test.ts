// Figures in a currency other than dollars, pounds or euros, as a small society's books and a
// till slip print them: the answer says the document's currency, and an amount in it is no count.
import { describe, expect, it } from 'vitest';
import { receiptFields } from '../../documents/parse/receipt';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const books: DocSpec = {
  fileName: 'Society accounts 2025.xlsx',
  tables: [
    {
      sheet: 'Income & Expenditure',
      title: 'Income and expenditure for the year ended 31 December 2025',
      columns: ['', 'Amount (P)'],
      rows: [
        ['Members\u2019 subscriptions', 84_600],
        ['Hall hire', 9_250],
        ['Total income', 93_850],
        ['Bereavement benefits paid', 36_000],
        ['Transport for mourners', 7_400],
        ['Total expenditure', 43_400],
      ],
    },
  ],
};

describe('a society whose books are in pula', () => {
  const org = organisation(1, books);

  it('prints the pula sign the books use, not dollars', () => {
    const a = firstSentence(org.ask('How much did hall hire bring in during 2025?').answer);
    expect(a).toMatch(/P9,250/);
    expect(a).not.toMatch(/\$/);
  });

  it('does not answer how many with an amount of pula', () => {
    const a = org.ask('how many bereavement benefits were paid in 2025');
    expect(a.answer).not.toMatch(/36,000/);
  });
});

describe('a till slip in pula', () => {
  const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
  const fields = receiptFields([
    line('KGALAGADI TRADERS', 30),
    line('VAT NO: P01234567890'),
    line('03/10/2025 09:12'),
    line('FLOUR 12.5KG 179.90'),
    line('COOKING OIL 5LT 219.90'),
    line('TOTAL P 399.80'),
    line('VATABLE (* INCL VAT) 219.90'),
    line('VAT @ 14% 27.01'),
  ]);

  it('reads the tax, not the amount it is charged on, in pula', () => {
    expect(fields).toMatchObject({ currency: 'P', total: 399.8, tax: 27.01, date: '2025-10-03' });
  });

  it('answers the tax in pula', () => {
    const slip: DocSpec = { fileName: 'IMG_2031.jpg', passages: ['KGALAGADI TRADERS\nTOTAL P 399.80\nVAT @ 14% 27.01'], fields };
    const org = organisation(1, books, slip);
    expect(firstSentence(org.ask('How much VAT was on the Kgalagadi Traders slip?').answer)).toMatch(/P27\.01/);
  });
});

describe("a sheet that says only 'pesos' beside one that says MXN", () => {
  const org = organisation(1, {
    fileName: 'Presupuesto vs Real 2025.xlsx',
    tables: [
      { sheet: 'Trimestral', title: 'Presupuesto vs real 2025 (MXN)', columns: ['Concepto', 'Presupuesto', 'Real'], rows: [['Gas LP', 114000, 116370]] },
      { sheet: 'Mensual', title: 'Ingresos y egresos reales por mes, 2025 (pesos)', columns: ['Concepto', 'ene', 'feb', 'mar'], rows: [['Renta', 12000, 12000, 12500]] },
    ],
  });

  it("prints the Mexican peso the workbook names, not the Philippines'", () => {
    const a = firstSentence(org.ask('How much was rent in March 2025?').answer);
    expect(a).toMatch(/MX\$12,500/);
    expect(a).not.toMatch(/₱/);
  });
});
