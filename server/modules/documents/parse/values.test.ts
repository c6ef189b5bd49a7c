// The pure parts of the parsers: amounts, labels, dates, units, the grid → table builder,
// receipt fields and page layout. Fast; no files, no workers.
import { describe, expect, it } from 'vitest';
import { gridToTable } from './grid';
import { buildLines, layoutPage, type TextPiece } from './layout';
import { lineAmount, receiptFields } from './receipt';
import { detectDelimiter } from './csv';
import { formatMark, isColumnSum, isDateFormat } from './sheets';
import { amountMark, detectUnits, documentGroupsByDots, findDate, isSubtotalLabel, parseAmount, splitCodeLabel } from './values';

describe('parseAmount', () => {
  it.each([
    ['(1,200)', -1200],
    ['$445,035', 445035],
    ['$ (1,200.50)', -1200.5],
    ['-3,000', -3000],
    ['12.5%', 12.5],
    ['1,200-', -1200],
    ['+2841.55', 2841.55],
    ['+48,567.89', 48567.89],
    ['+254 712 345 678', undefined],
    ['0.00', 0],
    ['—', null],
    ['-', null],
    ['–', null],
    // Thousands grouped by spaces, and the rand's R, as South African statements print them.
    ['3 406 512', 3406512],
    ['12 345', 12345],
    ['R1,234.56', 1234.56],
    ['R 4 850.00', 4850],
    ['(R 5 000)', -5000],
    ['-R120.50', -120.5],
    // Apostrophes grouping thousands and a dash for no cents, as Switzerland prints them.
    ["1'284.60", 1284.6],
    ["55'877.–", 55877],
    ["-2'429.-", -2429],
    ["CHF 12'500.–", 12500],
    ['CHF 1’800.–', 1800],
    ['12.–', 12],
    // A currency's code or mark beside the figure, as banks and statements print them.
    ['-2 014,55 PLN', -2014.55],
    ['12 345,67 zł', 12345.67],
    ['1,200.50 ILS', 1200.5],
    ['1,250.500 JD', 1250.5],
  ])('%s → %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
  it.each(['Cash', '03/14/2025', '555-1234', '(1,200', '12 34', '2025 2024', '1 2345', 'R&D', 'Finding 2024-001', "1'2", "don't 12", 'PEN 3', '3 PEN', 'ABC 12,50', '12,50 ABC'])('%s is not an amount', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

describe('labels, codes, units and dates', () => {
  it('knows subtotal rows by their words', () => {
    for (const l of ['Total Expenses', 'Subtotal', 'Net Surplus (Deficit)', 'Change in net assets', 'Revenue total', 'Net income']) {
      expect(isSubtotalLabel(l), l).toBe(true);
    }
    for (const l of ['Net assets without donor restrictions', 'Salaries and Wages', 'Property and equipment, net']) {
      expect(isSubtotalLabel(l), l).toBe(false);
    }
  });
  it('splits an account code from a label, but not a year', () => {
    expect(splitCodeLabel('5010 Salaries')).toEqual({ code: '5010', label: 'Salaries' });
    expect(splitCodeLabel('5010-01 - Rent')).toEqual({ code: '5010-01', label: 'Rent' });
    expect(splitCodeLabel('2025 Budget')).toBeUndefined();
  });
  it('reads units from a title', () => {
    expect(detectUnits('Statement of Activities (in USD)')).toBe('USD');
    expect(detectUnits('$ thousands')).toBe('$ in thousands');
    expect(detectUnits('(Dollars in thousands)')).toBe('$ in thousands');
    expect(detectUnits('Operating budget')).toBeUndefined();
  });
  it('finds dates in common formats', () => {
    expect(findDate('DATE 03/14/2025 12:41')?.iso).toBe('2025-03-14');
    expect(findDate('on 2025-03-14')?.iso).toBe('2025-03-14');
    expect(findDate('Mar 14 2025')?.iso).toBe('2025-03-14');
    expect(findDate('March 14, 2025')?.iso).toBe('2025-03-14');
    expect(findDate('14/03/2025')?.iso).toBe('2025-03-14');
    expect(findDate('no date here')).toBeUndefined();
  });
  it('tells date formats and column sums', () => {
    expect(isDateFormat('m/d/yyyy')).toBe(true);
    expect(isDateFormat('#,##0.00')).toBe(false);
    expect(isColumnSum('SUM(C6:C13)', 'C')).toBe(true);
    expect(isColumnSum('SUM(B6:M6)', 'N')).toBe(false);
    expect(isColumnSum('C6+C7+C8', 'C')).toBe(true);
  });
  it('detects the CSV delimiter', () => {
    expect(detectDelimiter('a;b;c\n1;2;3\n')).toBe(';');
    // (A bank's preamble of one field a line, then operations whose amounts carry decimal commas.)
    const preamble = ['mBank S.A.;', 'Skrytka Pocztowa 2108;', '90-959 Łódź 2;', 'www.mBank.pl;', 'mLinia: 801 300 800;', '#Klient;', 'FUNDACJA;', 'Zestawienie operacji;', '#Za okres:;', '#dla rachunków:;', 'mBiznes konto;', '#Lista nie jest dokumentem;', '#Waluta;#Wpływy;#Wydatki;', 'PLN;165 502,70;-163 628,99;'];
    const ops = ['#Data operacji;#Opis operacji;#Kwota;#Saldo po operacji;', ...Array.from({ length: 10 }, (_, i) => `1${i}.12.2025;"PRZELEW ${i}";-2 014,55 PLN;117 758,74 PLN;`)];
    expect(detectDelimiter([...preamble, ...ops].join('\n'))).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1\t2,5\t3\n')).toBe('\t');
    expect(detectDelimiter('"a;x",b,c\n1,2,3\n')).toBe(',');
  });
});

describe('gridToTable', () => {
  it('finds the heading under a long preamble of one or two fields a line, as a mobile-money statement opens', () => {
    const { table, passages } = gridToTable(
      [
        { rowNumber: 1, cells: ['Account Holder:', 'LAKESIDE COMMUNITY GROUP'] },
        { rowNumber: 2, cells: ['Short Code:', '891275'] },
        { rowNumber: 3, cells: ['Account:', 'Utility Account'] },
        { rowNumber: 4, cells: ['Time Period:', '01-03-2026 00:00:00 - 31-03-2026 23:59:59'] },
        { rowNumber: 5, cells: ['Opening Balance:', '212,640.35'] },
        { rowNumber: 6, cells: ['Closing Balance:', '65,526.35'] },
        { rowNumber: 8, cells: ['Receipt No.', 'Completion Time', 'Details', 'Paid In', 'Withdrawn', 'Balance'] },
        { rowNumber: 9, cells: ['UCHV23DJFV', '31-03-2026 18:22:07', 'Pay Bill from 2547******802 - JOSEPH ODUOR Acc. DONATION', '500.00', '', '65,526.35'] },
        { rowNumber: 10, cells: ['UCSA7T8SK7', '31-03-2026 15:10:44', 'Funds Transfer to Bank Charge', '', '-165.00', '65,026.35'] },
        { rowNumber: 11, cells: ['UC5GZ8S3E8', '31-03-2026 08:27:30', 'Pay Bill from 2547******330 - KENNEDY OTIENO Acc. KIOSK-B', '10,300.00', '', '65,191.35'] },
      ],
      { name: 'Table 1' },
    );
    expect(table?.columns).toEqual(['Receipt No.', 'Completion Time', 'Details', 'Paid In', 'Withdrawn', 'Balance']);
    expect(table?.rows.map((r) => r.cells[3])).toEqual([500, null, 10300]);
    expect(passages.map((p) => p.text).join(' ')).toMatch(/Closing Balance/);
    // (Its fields are context, not a title whose dates would date every record.)
    expect(table?.title ?? '').not.toMatch(/Time Period/);
  });

  it('joins multi-row headers, finds labels, codes, units and subtotals', () => {
    const { table, passages } = gridToTable(
      [
        { rowNumber: 1, cells: ['Riverside Shelter — Budget vs Actual ($ thousands)'] },
        { rowNumber: 3, cells: [null, null, 'FY2025', null, 'FY2024', null] },
        { rowNumber: 4, cells: ['Code', 'Line', 'Budget', 'Actual', 'Budget', 'Actual'] },
        { rowNumber: 5, cells: [null, 'EXPENSES'] },
        { rowNumber: 6, cells: [5010, 'Salaries', 100, '(5)', 90, '—'] },
        { rowNumber: 7, cells: [null, '5020 Rent', 20, 21, 19, 18] },
        { rowNumber: 8, cells: [null, 'Other', 1, 2, 3, 4], sumFormula: true },
      ],
      { name: 'Sheet1', sheet: 'Sheet1' },
    );
    expect(table?.columns).toEqual(['Code', 'Line', 'FY2025 Budget', 'FY2025 Actual', 'FY2024 Budget', 'FY2024 Actual']);
    expect(table?.units).toBe('$ in thousands');
    const salaries = table?.rows.find((r) => r.label === 'Salaries');
    expect(salaries).toMatchObject({ rowNumber: 6, code: '5010', cells: ['5010', 'Salaries', 100, -5, 90, null] });
    expect(table?.rows.find((r) => r.label === 'Rent')?.code).toBe('5020');
    expect(table?.rows.find((r) => r.label === 'Other')?.isSubtotal).toBe(true);
    expect(table?.rows[0]?.label).toBe('EXPENSES');
    expect(passages[0]?.text).toContain('Budget vs Actual');
  });
});

describe('receipts', () => {
  it("reads a negative in brackets with its currency after them, as Québec prints it: '(1 234,50) $'", () => {
    expect(parseAmount('(1 234,50) $')).toBe(-1234.5);
    expect(parseAmount('12 345,67 $')).toBe(12345.67);
    expect(parseAmount('(980) €')).toBe(-980);
  });

  it('reads merchant, date, total, subtotal and tax', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const fields = receiptFields([
      line('CORNER HARDWARE #12', 30),
      line('45 Elm Street'),
      line('Mar 3, 2025 10:02'),
      line('Nails 4.99'),
      line('SUBTOTAL 4.99'),
      line('SALES TAX 0.40'),
      line('TOTAL DUE $5.39'),
      line('CASH 10.00'),
    ]);
    expect(fields).toMatchObject({ merchant: 'CORNER HARDWARE', date: '2025-03-03', subtotal: 4.99, tax: 0.4, total: 5.39 });
    expect(lineAmount('TOTAL 1,163.44')).toBe(1163.44);
  });

  it("reads the tax a total says it includes ('Total includes GST 15% $4.20'), not a second total", () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const fields = receiptFields([line('HILLSIDE BAKERY', 30), line('Date 03/05/2026'), line('Loaves 2 @ $7.00 14.00'), line('Scones 18.20'), line('TOTAL $32.20'), line('EFTPOS $32.20'), line('Total includes GST 15% $4.20')]);
    expect(fields).toMatchObject({ total: 32.2, tax: 4.2 });
  });

  it('reads a South African till slip in rand, not pounds, though it charges VAT', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const fields = receiptFields([
      line('UMTHATHI PHARMACY', 30),
      line('VAT No: 4720261843'),
      line('2026/03/12 10:38'),
      line('Gloves x4 R 1,196.00'),
      line('VAT incl. 15% R 156.00'),
      line('TOTAL R 1,196.00'),
    ]);
    expect(fields).toMatchObject({ currency: 'R', total: 1196 });
  });

  it('reads whole amounts in a currency without cents, and a French invoice’s total with and without its taxes', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const cfa = receiptFields([
      line('QUINCAILLERIE DU MARCHE', 30),
      line('FACTURE N. 2026-0412 Kaolack, le 03/02/2026'),
      line('Ciment (sac 50 kg) 12 4250 51 000'),
      line('Total HT 51 000'),
      line('TVA 18 % 9 180'),
      line('Total TTC (FCFA) 60 180'),
      line('Tel. 33 941 22 17'),
    ]);
    expect(cfa).toMatchObject({ currency: 'CFA ', subtotal: 51000, tax: 9180, total: 60180, date: '2026-02-03' });
    // (Rupiah grouped by dots: 62.000 is sixty-two thousand.)
    expect(receiptFields([line('TOKO SUMBER REJEKI', 30), line('12-03-2026'), line('Subtotal Rp 56.364'), line('PPN 11% Rp 5.636'), line('TOTAL Rp 62.000')])).toMatchObject({ currency: 'Rp ', total: 62000, tax: 5636 });
    // (And a currency with cents keeps them: 'Total TTC 60,18 €'.)
    expect(receiptFields([line('BRICO PLUS', 30), line('Total HT 50,15 €'), line('TVA 20 % 10,03 €'), line('Total TTC 60,18 €')])).toMatchObject({ subtotal: 50.15, total: 60.18 });
  });

  it('reads shillings and Singapore dollars by their marks, though VAT or GST is charged', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const ksh = receiptFields([line('LAKESIDE HARDWARE LTD', 30), line('PIN P051234567X'), line('Date 14/08/2026'), line('Cement 2 x KSh 950.00'), line('VAT 16% incl. KSh 262.07'), line('TOTAL KSh 1,900.00')]);
    expect(ksh).toMatchObject({ currency: 'KSh ', total: 1900, date: '2026-08-14' });
    const sgd = receiptFields([line('HARBOUR PRINT PTE LTD', 30), line('GST Reg No: 201912345K'), line('Date: 27/02/2026'), line('Subtotal S$645.00'), line('GST 9% S$58.05'), line('TOTAL S$703.05')]);
    expect(sgd).toMatchObject({ currency: 'S$', total: 703.05 });
    // (VAT and no mark: pounds, said to be a guess the organisation's own currency can correct.)
    expect(receiptFields([line('LAKESIDE HARDWARE LTD', 30), line('VAT 16% incl. 262.07'), line('TOTAL 1,900.00')])).toMatchObject({ currency: '£', currencyGuessed: 1 });
    expect(receiptFields([line('HIGH ST STORES', 30), line('VAT 20% £3.17'), line('TOTAL £19.00')]).currencyGuessed).toBeUndefined();
  });

  it('reads dates day first where GST is charged, and keeps the due date apart', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const fields = receiptFields([
      line('KOWHAI MUSIC SUPPLIES LTD', 30),
      line('GST No: 123-456-789'),
      line('Invoice date: 05/08/2026'),
      line('Due date: 04/09/2026'),
      line('Violin strings 80.00'),
      line('GST 15% 12.00'),
      line('TOTAL 92.00'),
    ]);
    expect(fields).toMatchObject({ date: '2026-08-05', dueDate: '2026-09-04', tax: 12, total: 92 });
    // Without GST or a day that can only be first, a US receipt stays month first.
    expect(receiptFields([line('DINER', 30), line('05/08/2026'), line('TOTAL 9.50')])).toMatchObject({ date: '2026-05-08' });
    // A date whose first number is over 12 says the receipt's order.
    expect(receiptFields([line('CAFE', 30), line('Date 20/09/2026'), line('Printed 03/10/2026'), line('TOTAL 9.50')])).toMatchObject({ date: '2026-09-20' });
  });
});

describe('receipts in euros with tax at two rates', () => {
  const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
  it('reads the currency from the euro mark though VAT is charged, and the tax in all', () => {
    const fields = receiptFields([
      line('KILBEGGAN TYRE CENTRE', 30),
      line('VAT No. IE 1234567X'),
      line('Date: 03/02/2026'),
      line('Tyres 2 @ €95.00 190.00'),
      line('VAT on parts @ 23% 43.70'),
      line('Fitting labour 40.00'),
      line('VAT on labour @ 13.5% 5.40'),
      line('Total VAT 49.10'),
      line('INVOICE TOTAL EUR 279.10'),
    ]);
    expect(fields).toMatchObject({ currency: '€', tax: 49.1, total: 279.1, date: '2026-02-03' });
  });

  it('adds up tax lines at different rates when no line gives their total, and keeps pounds where a pound mark is printed', () => {
    const fields = receiptFields([line('HIGH STREET CAFE', 30), line('Food 10.00'), line('VAT @ 20% 2.00'), line('Drinks 5.00'), line('VAT @ 5% 0.25'), line('TOTAL £17.25')]);
    expect(fields).toMatchObject({ currency: '£', tax: 2.25, total: 17.25 });
    // One rate printed twice (the line and a summary) is one tax, not two.
    expect(receiptFields([line('DEPOT', 30), line('Paint 10.00'), line('VAT 20% 2.00'), line('VAT 20% 2.00'), line('TOTAL £12.00')])).toMatchObject({ tax: 2 });
  });
});

describe('a slip printed in another language', () => {
  it('reads a Norwegian slip: TOTALT in kroner with space thousands, MVA, a dotted day-first date', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const f = receiptFields([
      line('FJORD BOKHANDEL AS', 32),
      line('Org.nr 912 345 678 MVA'),
      line('Dato 04.02.2026 Kl 10:15'),
      line('Notatbok A5'),
      line('3 x 129,00 387,00'),
      line('Kalender 2026 1 095,00'),
      line('TOTALT kr 1 482,00'),
      line('BankAxept 1 482,00'),
      line('MVA 25% grunnlag 1 185,60'),
      line('Herav MVA totalt 296,40'),
    ]);
    expect(f).toMatchObject({ merchant: 'FJORD BOKHANDEL AS', total: 1482, tax: 296.4, date: '2026-02-04', currency: 'kr ' });
  });
});

describe('amounts printed with a decimal comma', () => {
  it('reads the comma as the decimal point when one or two digits follow it', () => {
    expect(parseAmount('3480,00')).toBe(3480);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('kr 12 500,50')).toBe(12500.5);
    expect(parseAmount('-612,40')).toBe(-612.4);
    expect(parseAmount('NOK 950')).toBe(950);
    // (Three digits after the comma are thousands, as before.)
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('12,5 %')).toBe(12.5);
  });
});

describe('dates as tills print them', () => {
  it("reads a day, a month's short name in English or another language, and a year", () => {
    expect(findDate('TICKET 0145-003-004521 12/MAR/2025 10:42 CAJA 03')).toEqual({ iso: '2025-03-12', text: '12/MAR/2025' });
    expect(findDate('01/Ene/2025')?.iso).toBe('2025-01-01');
    expect(findDate('15.mrt.2025')?.iso).toBe('2025-03-15');
    expect(findDate('20-dic-24')?.iso).toBe('2024-12-20');
    expect(findDate('3 for 2 deal 10 apples')).toBeUndefined();
  });
});

describe('a section label merged across every column', () => {
  it('under the header is the first section, not the header; among the lines, a heading said once', () => {
    const label = (t: string) => [t, t, t, t, t];
    const { table } = gridToTable(
      [
        { rowNumber: 1, cells: ['Treasurer report - February 2026'] },
        { rowNumber: 3, cells: ['Category', 'Line item', 'Budget', 'Year to Date', 'Remaining'] },
        { rowNumber: 4, cells: label('FUNDRAISERS') },
        { rowNumber: 5, cells: ['Fun Run', 'Income', 18000, 17280, 720] },
        { rowNumber: 6, cells: [null, 'Expenses', -3200, -3082.14, -117.86] },
        { rowNumber: 7, cells: label('PROGRAM EXPENSES') },
        { rowNumber: 8, cells: ['Programs', 'Classroom tech', 6000, 6282.99, -282.99] },
      ],
      { name: 'Feb 2026', sheet: 'Feb 2026' },
    );
    expect(table?.columns).toEqual(['Category', 'Line item', 'Budget', 'Year to Date', 'Remaining']);
    expect(table?.rows.find((r) => r.label === 'PROGRAM EXPENSES')?.cells).toEqual(['PROGRAM EXPENSES', null, null, null, null]);
    expect(table?.rows.find((r) => r.cells[1] === 'Classroom tech')?.cells).toEqual(['Programs', 'Classroom tech', 6000, 6282.99, -282.99]);
  });
});

describe('thousands grouped by dots', () => {
  const cellsOf = (rows: Array<Array<string | null>>, label: string) =>
    gridToTable(
      rows.map((cells, i) => ({ rowNumber: i + 1, cells })),
      { name: 'Staat', page: 4 },
    ).table?.rows.find((r) => r.label === label)?.cells;

  it('reads € 213.782 as two hundred thousand in a table of whole euros grouped by dots', () => {
    const rows = [
      ['', 'Realisatie 2025', 'Begroting 2025', 'Realisatie 2024'],
      ['Subsidie gemeente', '€ 150.000', '€ 150.000', '€ 142.500'],
      ['Giften', '€ 63.782', '€ 53.500', '€ 61.114'],
      ['Som der baten', '€ 213.782', '€ 203.500', '€ 203.614'],
      ['Financiële baten', '€ 312', '€ 150', '€-'],
    ];
    expect(cellsOf(rows, 'Som der baten')).toEqual(['Som der baten', 213782, 203500, 203614]);
    expect(cellsOf(rows, 'Financiële baten')).toEqual(['Financiële baten', 312, 150, null]);
  });

  it('reads dots as decimal points where the table writes decimals with them', () => {
    const rows = [
      ['', '2025', '2024'],
      ['Revenue ($ billions)', '$ 1.234', '$ 1.102'],
      ['Margin', '12.5', '11.75'],
      ['Total', '$ 2.468', '$ 2.204'],
    ];
    expect(cellsOf(rows, 'Total')).toEqual(['Total', 2.468, 2.204]);
    // (Nor, without a euro or a decimal comma, whole figures a dollar table might print in billions.)
    expect(cellsOf([['', '2025'], ['Revenue', '$ 1.234'], ['Total', '$ 2.468']], 'Total')).toEqual(['Total', 2.468]);
  });
});

describe('amounts and invoices in rupees', () => {
  it('reads Indian digit grouping and the rupee mark', () => {
    expect(parseAmount('1,03,45,600')).toBe(10345600);
    expect(parseAmount('(4,12,300)')).toBe(-412300);
    expect(parseAmount('₹ 95,391.00')).toBe(95391);
    expect(parseAmount('Rs. 1,240.00')).toBe(1240);
    expect(parseAmount('1,234,567')).toBe(1234567);
  });

  it('reads a GST invoice: rupees, CGST and SGST at one rate as two taxes, the date after an invoice number with dashes', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const fields = receiptFields([
      line('NARMADA AGRO SUPPLIES', 30),
      line('GSTIN: 24ABCDE1234F1Z5'),
      line('Invoice No.: NAS/25-26/0112 Date: 21/10/2025'),
      line('Sprinkler set 2 Nos 4,500.00 9,000.00'),
      line('Taxable Value 9,000.00'),
      line('CGST @ 9% 810.00'),
      line('SGST @ 9% 810.00'),
      line('GRAND TOTAL (Rs.) 10,620.00'),
    ]);
    expect(fields).toMatchObject({ currency: '₹', date: '2025-10-21', tax: 1620, total: 10620 });
  });

  it('reads the VAT line, not the value before VAT that levies were added to', () => {
    const line = (text: string, height = 20) => ({ text, height, confidence: 90 });
    const fields = receiptFields([
      line('OKYERE HARDWARE LTD', 30),
      line('TAX INVOICE Date: 14/11/2025'),
      line('Roofing sheets 20 120.00 2,400.00'),
      line('Sub-total 2,400.00'),
      line('NHIL 2.5% 60.00'),
      line('GETFund Levy 2.5% 60.00'),
      line('Value before VAT 2,520.00'),
      line('VAT 15% 378.00'),
      line('TOTAL 2,898.00'),
    ]);
    expect(fields).toMatchObject({ tax: 378, total: 2898, subtotal: 2400 });
  });
});

describe('a bank export under its summary line', () => {
  it('heads the table with the operations’ wider heading, the summary above it context', () => {
    const rows = [
      ['#Waluta', '#Wpływy', '#Wydatki', null, null, null],
      ['PLN', 165502.7, -163628.99, null, null, null],
      ['#Data operacji', '#Opis operacji', '#Rachunek', '#Kategoria', '#Kwota', '#Saldo po operacji'],
      ['2025-12-31', 'OPŁATA ZA PROWADZENIE RACHUNKU', 'mBiznes konto', 'Opłaty bankowe', -19, 117758.74],
      ['2025-12-29', 'PRZELEW PRZYCHODZĄCY DAROWIZNA', 'mBiznes konto', 'Wpływy - inne', 2500, 117777.74],
      ['2025-12-23', 'PRZELEW WYCHODZĄCY PGE', 'mBiznes konto', 'Opłaty', -2014.55, 115277.74],
    ].map((cells, i) => ({ rowNumber: i + 1, cells }));
    const { table } = gridToTable(rows, { name: 'Table 1' });
    expect(table?.columns).toEqual(['#Data operacji', '#Opis operacji', '#Rachunek', '#Kategoria', '#Kwota', '#Saldo po operacji']);
    expect(table?.rows).toHaveLength(3);
  });
});

describe('a workbook of figures that read as years', () => {
  it('keeps a row of figures such as 2100 | 2049 | 1909 a row, under the headings above it', () => {
    const rows = [
      [null, null, 'Segment totals', null],
      [null, 'Year End', 'Year End', 'Year End'],
      [null, 2019, 2018, 2017],
      [null, null, '(in millions)', null],
      ['Ports', 4781, 4707, 4084],
      ['Rail', 2100, 2049, 1909],
      ['Roads', 849, 959, 951],
      ['Total', 7730, 7715, 6944],
    ].map((cells, i) => ({ rowNumber: i + 1, cells }));
    const { table } = gridToTable(rows, { name: 'Sheet1' });
    expect(table?.rows.map((r) => r.label)).toContain('Rail');
  });
});

describe('page layout', () => {
  it('keeps a statement row together and reads its columns under the years', () => {
    const t = (text: string, x: number, y: number, width: number, size = 10): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('Statement of Activities', 200, 740, 150, 13),
      t('2025', 408, 700, 22),
      t('2024', 518, 700, 22),
      t('Cash and cash equivalents', 60, 680, 120),
      t('412,500', 392, 680, 38),
      t('389,200', 502, 680, 38),
      t('Grants receivable', 60, 664, 80),
      t('(1,200)', 394, 664, 36),
      t('—', 530, 664, 10),
      t('Total assets', 50, 648, 60),
      t('411,300', 392, 648, 38),
      t('389,200', 502, 648, 38),
      t('These statements are unaudited.', 50, 600, 160),
    ]);
    const { tables, passages } = layoutPage(lines, 1, { n: 0 }, 10);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.columns).toEqual(['', '2025', '2024']);
    expect(tables[0]?.rows[0]).toMatchObject({ label: 'Cash and cash equivalents', cells: ['Cash and cash equivalents', 412500, 389200] });
    expect(tables[0]?.rows[1]?.cells).toEqual(['Grants receivable', -1200, null]);
    expect(tables[0]?.rows[2]?.isSubtotal).toBe(true);
    expect(tables[0]?.title).toBe('Statement of Activities');
    expect(passages.map((p) => p.text)).toContain('These statements are unaudited.');
  });

  it('reads a year centred over its three columns as the year of each of them', () => {
    const t = (text: string, x: number, y: number, width: number, size = 10): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('Estado de actividades', 220, 760, 140, 13),
      t('2025', 388, 720, 22),
      t('2024', 548, 720, 22),
      t('Sin', 300, 706, 18),
      t('Con', 380, 706, 20),
      t('Total', 460, 706, 26),
      t('Total', 545, 706, 26),
      t('restricciones', 280, 694, 60),
      t('restricciones', 365, 694, 60),
      t('Donativos', 50, 670, 60),
      t('520,750', 290, 670, 40),
      t('–', 400, 670, 6),
      t('520,750', 450, 670, 40),
      t('398,760', 535, 670, 40),
      t('Donativos del extranjero', 50, 654, 120),
      t('–', 310, 654, 6),
      t('420,500', 370, 654, 40),
      t('420,500', 450, 654, 40),
      t('385,000', 535, 654, 40),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 10);
    expect(tables[0]?.columns).toEqual(['', '2025 Sin restricciones', '2025 Con restricciones', '2025 Total', '2024 Total']);
  });

  it('keeps a dash for nothing in its own column when the next figure is set close after it', () => {
    const t = (text: string, x: number, y: number, width: number, size = 9): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('Statement of activities', 200, 760, 140, 12),
      t('Without', 290, 730, 30),
      t('With', 375, 730, 22),
      t('Total', 452, 730, 24),
      t('Grants', 50, 715, 40),
      t('–', 316, 715, 4),
      t('612,450.000', 344, 715, 54),
      t('612,450.000', 422, 715, 54),
      t('Training fees', 50, 700, 60),
      t('31,480.000', 271, 700, 49),
      t('–', 394, 700, 4),
      t('31,480.000', 407, 700, 69),
      t('Total revenue', 40, 685, 60),
      t('1,412,287.880', 251, 685, 69),
      t('612,450.000', 344, 685, 54),
      t('2,024,737.880', 407, 685, 69),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 9);
    expect(tables[0]?.columns).toEqual(['', 'Without', 'With', 'Total']);
    expect(tables[0]?.rows[1]?.cells).toEqual(['Training fees', 31480, null, 31480]);
  });

  it("names a note's table by its heading above the prose that describes it", () => {
    const t = (text: string, x: number, y: number, width: number, size = 10): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('8. RESTRICTED FUNDS', 50, 740, 110),
      t('Library fund: gifts from the Friends for new books and the reading room in the old school,', 50, 726, 440),
      t('spent as the books arrive. Garden fund: a grant from the county council for the community', 50, 714, 440),
      t('garden and its tools. Minibus appeal: donations towards a new minibus, not yet bought.', 50, 702, 430),
      t('the trustees review each fund every year and report on them at the annual meeting', 50, 690, 420),
      t('At 1 April 2025 £', 300, 670, 70),
      t('At 31 March 2026 £', 420, 670, 80),
      t('Library fund', 60, 650, 60),
      t('12,000', 330, 650, 30),
      t('9,500', 462, 650, 26),
      t('Garden fund', 60, 636, 60),
      t('4,000', 334, 636, 26),
      t('6,200', 462, 636, 26),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 10);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.title).toMatch(/^8\. RESTRICTED FUNDS\b/);
  });

  it("keeps a form's numbered lines whose descriptions wrap below their figures in one table", () => {
    const t = (text: string, x: number, y: number, width: number, size = 9): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('PART C - EXPENDITURE DURING THE YEAR', 50, 700, 250),
      t('9.1', 50, 683, 15),
      t('Spending on the charitable objects (including grants and help to', 85, 683, 290),
      t('members and families)', 85, 673, 100),
      t('412,300', 500, 683, 42),
      t('9.2', 50, 655, 15),
      t('Spending on raising funds', 85, 655, 120),
      t('21,450', 505, 655, 37),
      t('9.3', 50, 636, 15),
      t('Administration and governance, including the costs of the annual', 85, 636, 295),
      t('meeting', 85, 626, 35),
      t('48,760', 505, 636, 37),
      t('10', 50, 608, 10),
      t('TOTAL SPENDING (lines 9.1 to 9.3)', 85, 608, 160),
      t('482,510', 500, 608, 42),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 9);
    expect(tables).toHaveLength(1);
    const labels = tables[0]!.rows.map((r) => r.label);
    expect(labels).toContain('Spending on the charitable objects (including grants and help to members and families)');
    expect(labels).toContain('Administration and governance, including the costs of the annual meeting');
    expect(tables[0]!.rows.find((r) => r.label.startsWith('Spending on raising'))?.cells).toContain(21450);
  });

  it('reads thousands grouped by spaces, and keeps a notes column apart from the figure beside it', () => {
    const t = (text: string, x: number, y: number, width: number, size = 10): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('Notes', 362, 700, 26),
      t('2026 R', 406, 700, 30),
      t('2025 R', 514, 700, 30),
      t('Property, plant and equipment', 60, 680, 130),
      // A note number printed close before the figure, further off than a digit group's space.
      t('5', 378, 680, 6),
      // The figure's digit groups as pdfjs may give them: two pieces a space apart.
      t('573', 392, 680, 16),
      t('410', 411, 680, 16),
      t('619 084', 502, 680, 36),
      t('Cash and cash equivalents', 60, 664, 120),
      t('2', 378, 664, 6),
      t('1 806 275', 391, 664, 44),
      t('1 254 930', 496, 664, 44),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 10);
    expect(tables[0]?.rows[0]?.cells).toEqual(['Property, plant and equipment', 5, 573410, 619084]);
    expect(tables[0]?.rows[1]?.cells).toEqual(['Cash and cash equivalents', 2, 1806275, 1254930]);
  });

  it('cuts a header the PDF joined over two columns back into one heading each, after each currency mark', () => {
    const t = (text: string, x: number, y: number, width: number, size = 9): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('At 1 Apr 2025 £', 300, 700, 60),
      t('Income £', 380, 700, 36),
      // One piece, as pdfjs gives two headings printed close together.
      t('Spent £ At 31 Mar 2026 £', 440, 700, 112),
      t('Library fund', 60, 680, 60),
      t('12,000', 322, 680, 30),
      t('4,000', 388, 680, 26),
      t('(6,500)', 446, 680, 32),
      t('9,500', 524, 680, 26),
      t('Garden fund', 60, 664, 60),
      t('3,100', 326, 664, 26),
      t('1,800', 388, 664, 26),
      t('(900)', 452, 664, 24),
      t('4,000', 524, 664, 26),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 9);
    expect(tables[0]?.columns).toEqual(['', 'At 1 Apr 2025 £', 'Income £', 'Spent £', 'At 31 Mar 2026 £']);
    expect(tables[0]?.rows[0]?.cells).toEqual(['Library fund', 12000, 4000, -6500, 9500]);
  });

  it('reads past a section heading and a label wrapped over two lines to the years above the first figures', () => {
    const t = (text: string, x: number, y: number, width: number, size = 9): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('2025', 402, 720, 20),
      t('2024', 492, 720, 20),
      t('CASH FLOWS FROM OPERATING ACTIVITIES', 50, 700, 190),
      t('Change in net assets', 60, 686, 90),
      t('$', 360, 686, 5),
      t('412,300', 386, 686, 36),
      t('$', 450, 686, 5),
      t('388,100', 476, 686, 36),
      t('Adjustments to reconcile change in net assets to net cash provided by', 60, 674, 300),
      t('operating activities:', 70, 662, 80),
      t('Depreciation', 80, 650, 60),
      t('51,200', 390, 650, 32),
      t('49,800', 480, 650, 32),
      t('Net cash provided by operating activities', 60, 636, 170),
      t('463,500', 386, 636, 36),
      t('437,900', 476, 636, 36),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 9);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.columns).toEqual(['', '2025', '2024']);
    expect(tables[0]?.rows.map((r) => r.label)).toContain('Change in net assets');
    expect(tables[0]?.rows.find((r) => r.label === 'Net cash provided by operating activities')?.cells).toEqual(['Net cash provided by operating activities', 463500, 437900]);
  });

  it("does not take a line of the report's particulars ('Período: … Emissão: …') for the column headings", () => {
    const t = (text: string, x: number, y: number, width: number, size = 8): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('Período: 01/01/2025 - 31/12/2025', 30, 542, 135),
      t('Emissão: 23/02/2026', 659, 542, 85),
      t('Código', 30, 524, 29),
      t('Descrição da conta', 160, 524, 80),
      t('Saldo Anterior', 459, 524, 61),
      t('Saldo Atual', 756, 524, 49),
      t('11', 30, 510, 10),
      t('CAIXA', 160, 510, 30),
      t('1.200,00', 480, 510, 40),
      t('1.850,00', 765, 510, 40),
      t('12', 30, 497, 10),
      t('BANCOS CONTA MOVIMENTO', 160, 497, 110),
      t('41.993,47', 476, 497, 44),
      t('38.120,15', 761, 497, 44),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 8);
    expect(tables[0]?.columns).toEqual(['Código', 'Descrição da conta', 'Saldo Anterior', 'Saldo Atual']);
    expect(tables[0]?.title ?? '').toContain('Período');
  });

  it("keeps two figures each with its sign as two columns, and a date line in larger type as the title's", () => {
    // (A bookkeeping package's comparison: the total's figures, '$1,021,446.10  $1,059,318.25', a
    // narrow gap apart; 'As of December 31, 2025' centred under the name in a larger type.)
    const t = (text: string, x: number, y: number, width: number, size = 7.5): TextPiece => ({ text, x, y, width, size });
    const lines = buildLines([
      t('Maple Row Shelter', 216, 776, 160, 12),
      t('Balance Sheet Comparison', 184, 759, 226, 15),
      t('As of December 31, 2025', 237, 747, 121, 9.5),
      t('Dec 31, 2024', 361, 727, 51, 7),
      t('Dec 31, 2025', 294, 719, 51, 7),
      t('(PY)', 395, 719, 17, 7),
      t('Change', 449, 719, 30, 7),
      t('Bank Accounts', 70, 703, 55),
      t('1000 Operating Chequing', 80, 690, 110),
      t('$142,618.37', 297, 690, 48),
      t('$188,204.91', 364, 690, 48),
      t('-$45,586.54', 433, 690, 46),
      t('1010 Savings', 80, 677, 60),
      t('$878,827.73', 297, 677, 48),
      t('$871,113.34', 364, 677, 48),
      t('$7,714.39', 441, 677, 38),
      t('Total Bank Accounts', 70, 664, 85),
      t('$1,021,446.10', 286, 664, 59),
      t('$1,059,318.25', 353, 664, 59),
      t('-$37,872.15', 433, 664, 46),
    ]);
    const { tables } = layoutPage(lines, 1, { n: 0 }, 7.5);
    expect(tables[0]?.columns).toEqual(['', 'Dec 31, 2025', 'Dec 31, 2024 (PY)', 'Change']);
    expect(tables[0]?.rows.find((r) => r.label === 'Total Bank Accounts')?.cells).toEqual(['Total Bank Accounts', 1021446.1, 1059318.25, -37872.15]);
    expect(tables[0]?.title).toContain('As of December 31, 2025');
  });
});

describe('dollars with their country’s letters', () => {
  it("reads 'R$ 1.234,56', 'S$80' and 'G$2,000' as amounts, and a spreadsheet format of reais as reais", () => {
    expect(parseAmount('R$ 1.234,56')).toBe(1234.56);
    expect(parseAmount('R$-4200')).toBe(-4200);
    expect(parseAmount('S$80')).toBe(80);
    expect(parseAmount('G$2,000')).toBe(2000);
    expect(formatMark('"R$ "#,##0.00;"R$ -"#,##0.00;"R$ -"')).toBe('R$');
    expect(formatMark('[$S$-4809]#,##0.00')).toBe('S$');
    expect(formatMark('$#,##0')).toBe('$');
  });

  it("reads a balance marked D or C by its letter, with cents, and leaves a class '3C' a name", () => {
    expect(parseAmount('249.807,74D')).toBe(249807.74);
    expect(parseAmount('60,00C')).toBe(-60);
    expect(parseAmount('3C')).toBeUndefined();
  });
});

describe('amounts as printed in real statements', () => {
  it.each([
    ['(4.1)%', -4.1],
    ['(66)%', -66],
    ['1.2x', 1.2],
    ['(16) bps', -16],
    ['63 bps', 63],
    ['$ 1,234', 1234],
    ['1,234(a)', 1234],
    ['1,234 (1)', 1234],
    ['1,234*', 1234],
    ['£12,500', 12500],
    ['€ (3.5)', -3.5],
    ['n/a', null],
    ['NM', null],
    ['£ -', null],
  ])('%s → %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
  it.each(['x', 'Box 5', '(a)', 'Note (1)', '12 months'])('%s is not an amount', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
  it('tells the unit a figure is printed in', () => {
    expect(amountMark('(4.1)%')).toBe('%');
    expect(amountMark('12.5%')).toBe('%');
    expect(amountMark('1.2x')).toBe('x');
    expect(amountMark('(16) bps')).toBe('bps');
    expect(amountMark('£12,500')).toBe('£');
    expect(amountMark('$ 1,234')).toBe('$');
    expect(amountMark('1,234')).toBeNull();
  });
});

describe('a Word table', () => {
  it('takes the heading above it and the short paragraph just before it as its caption', async () => {
    const { htmlToDocument } = await import('./docx');
    const { tables } = htmlToDocument(
      '<h2>3. Treasurer’s report</h2><p>The treasurer presented the year-end results.</p><p>FY2026 (July 1, 2025 – June 30, 2026)</p>' +
        '<table><tr><td></td><td>Budget</td><td>Actual</td></tr><tr><td>Tuition</td><td>470,000</td><td>486,215</td></tr><tr><td>Rentals</td><td>40,000</td><td>42,600</td></tr></table>' +
        '<p>A long paragraph after the table that is not its caption.</p>',
    );
    expect(tables).toHaveLength(1);
    expect(tables[0]!.title).toContain('3. Treasurer’s report');
    expect(tables[0]!.title).toContain('FY2026 (July 1, 2025 – June 30, 2026)');
    expect(tables[0]!.title).not.toContain('year-end results');
  });

  it('keeps a dated title line that another heading follows at once as a passage of its own', async () => {
    const { htmlToDocument } = await import('./docx');
    const { passages } = htmlToDocument('<h1>Chair’s report to the Annual General Meeting, 4 October 2027</h1><h2>1. The year</h2><p>The year closed with a small surplus.</p>');
    expect(passages.map((p) => p.text)).toContain('Chair’s report to the Annual General Meeting, 4 October 2027');
    // (An undated heading is only a heading.)
    const plain = htmlToDocument('<h1>Chair’s report</h1><h2>1. The year</h2><p>The year closed with a small surplus.</p>');
    expect(plain.passages.map((p) => p.text)).toEqual(['The year closed with a small surplus.']);
  });
});

describe('a statement grouping thousands by dots, under side-by-side headings wrapped alike', () => {
  const t = (text: string, x: number, y: number, width: number, size = 8): TextPiece => ({ text, x, y, width, size });
  const lines = buildLines([
    t('Restricted', 285, 720, 40, 7.5),
    t('Not', 385, 720, 16, 7.5),
    // (Each column's heading wrapped alike, the two read as one run of words.)
    t('by the by the', 255, 710, 147, 7.5),
    t('Total', 450, 710, 26, 7.5),
    t('donor donor', 258, 700, 144, 7.5),
    t('2025', 452, 700, 22, 7.5),
    t('Gifts', 50, 680, 30),
    t('986.450.000', 274, 680, 50),
    t('214.600.000', 350, 680, 50),
    t('1.201.050.000', 420, 680, 58),
    t('Grants', 50, 666, 30),
    t('100.000.000', 274, 666, 50),
    t('875.000.000', 350, 666, 50),
    t('975.000.000', 428, 666, 50),
    t('Net assets released from', 50, 652, 100),
    t('2.388.555.000', 266, 652, 58),
    t('(2.388.555.000)', 337, 652, 64),
    t('restrictions', 60, 638, 50),
    // (A total of dot-grouped figures alone: still a line of the table, not a heading of another.)
    t('Total income', 40, 624, 60),
    t('3.475.005.000', 266, 624, 58),
    t('-1.299.955.000', 337, 624, 64),
    t('2.176.050.000', 420, 624, 58),
    t('Expenses', 40, 610, 40),
    t('1.496.630.000', 266, 610, 58),
    t('1.496.630.000', 420, 610, 58),
  ]);
  const { tables } = layoutPage(lines, 1, { n: 0 }, 8);

  it('keeps a line of dot-grouped figures in the table', () => {
    expect(tables).toHaveLength(1);
    expect(tables[0]!.rows.map((r) => r.label)).toContain('Total income');
  });

  it("gives each column its own copy of a heading wrapped alike, not both columns' words", () => {
    expect(tables[0]!.columns[1]).toBe('Restricted by the donor');
    expect(tables[0]!.columns[2]).toBe('Not by the donor');
  });
});

describe('an Italian statement: whole euros grouped by dots, two halves side by side', () => {
  const t = (text: string, x: number, y: number, width: number, size = 9): TextPiece => ({ text, x, y, width, size });

  it('reads the document as grouping thousands with dots when its prose says so, not a table of dollars', () => {
    expect(documentGroupsByDots("Il risultato di € 6.450 (euro 2.910 nel 2024) va per € 4.000 al fondo; le vendite (€ 18.620) sono il 5,81% delle entrate, la quota annua è di euro 15,00.")).toBe(true);
    expect(documentGroupsByDots('Revenue grew to $1,234.56 thousand; margin 12.50; see note 2.1 and 3.4; 1.250 shares at $12.40.')).toBe(false);
    // (Section numbers and dates are neither.)
    expect(documentGroupsByDots('Vedi nota 2.1, 3.4 e 5.6 del 28.04.2026.')).toBe(false);
    // (Nor rates: 'loans at 4.125%, 3.875% and 5.250%' beside a '12,50' that is a page range.)
    expect(documentGroupsByDots('Notes payable bear interest at 4.125%, 3.875% and 5.250% (see pages 12,50).')).toBe(false);
  });

  it("reads '12.340' as twelve thousand in a table whose document groups by dots, and as it is otherwise", () => {
    const lines = () =>
      buildLines([
        t('Esercizio 2025', 380, 700, 50),
        t('Esercizio 2024', 460, 700, 50),
        t('1) Materie prime', 50, 680, 80),
        t('12.340', 400, 680, 28),
        t('11.905', 480, 680, 28),
        t('2) Servizi', 50, 664, 60),
        t('980', 408, 664, 16),
        t('1.060', 484, 664, 24),
      ]);
    expect(layoutPage(lines(), 5, { n: 0 }, 9, true, true).tables[0]?.rows[0]?.cells).toEqual(['1) Materie prime', 12340, 11905]);
    expect(layoutPage(lines(), 5, { n: 0 }, 9, true, false).tables[0]?.rows[0]?.cells).toEqual(['1) Materie prime', 12.34, 11.905]);
  });

  it("gives a section's columns the years of the table above them when its own heading leaves them blank", () => {
    const counter = { n: 0 };
    const first = buildLines([
      t('Costi e oneri', 50, 700, 60),
      t('Esercizio 2025', 190, 700, 50),
      t('Esercizio 2024', 250, 700, 50),
      t('Proventi e ricavi', 320, 700, 70),
      t('Esercizio 2025', 470, 700, 50),
      t('Esercizio 2024', 530, 700, 50),
      t('1) Materie prime', 50, 680, 70),
      t('12.340', 200, 680, 28),
      t('11.905', 260, 680, 28),
      t('1) Quote associative', 320, 680, 90),
      t('6.120', 484, 680, 22),
      t('5.830', 544, 680, 22),
      t('2) Servizi', 50, 664, 50),
      t('33.210', 200, 664, 28),
      t('30.480', 260, 664, 28),
      t('2) Erogazioni liberali', 320, 664, 95),
      t('22.405', 480, 664, 28),
      t('19.760', 540, 664, 28),
    ]);
    layoutPage(first, 5, counter, 9, true, true);
    const second = buildLines([
      t('B) Costi e oneri da attività diverse', 50, 700, 110),
      t('B) Ricavi da attività diverse', 320, 700, 120),
      t('1) Materie prime', 50, 680, 70),
      t('7.415', 204, 680, 22),
      t('6.980', 264, 680, 22),
      t('1) Ricavi da terzi', 320, 680, 80),
      t('16.225', 480, 680, 28),
      t('14.350', 540, 680, 28),
      t('2) Servizi', 50, 664, 50),
      t('3.705', 204, 664, 22),
      t('3.290', 264, 664, 22),
      t('2) Altri ricavi', 320, 664, 60),
      t('1.845', 484, 664, 22),
      t('1.610', 544, 664, 22),
    ]);
    const { tables } = layoutPage(second, 5, counter, 9, true, true);
    expect(tables[0]?.columns).toEqual(['B) Costi e oneri da attività diverse', 'Esercizio 2025', 'Esercizio 2024', 'B) Ricavi da attività diverse', 'Esercizio 2025', 'Esercizio 2024']);
    expect(tables[0]?.rows[0]?.cells).toEqual(['1) Materie prime', 7415, 6980, '1) Ricavi da terzi', 16225, 14350]);
  });
});

describe('a bank export with its balance before the description', () => {
  it("reads 'Balance' figures as amounts, not account codes, though they stand left of the labels", () => {
    const rows = [
      ['Date', 'Amount', 'Balance', 'Description'],
      ['2026/05/04', '-9500.00', '40215.60', 'Hall rent May'],
      ['2026/05/04', '-185.00', '40030.60', 'Monthly account fee'],
      ['2026/05/05', '4350.00', '44380.60', 'Card settlement donations'],
    ].map((cells, i) => ({ rowNumber: i + 1, cells }));
    const { table } = gridToTable(rows, { name: 'Table 1' });
    expect(table?.rows[0]?.cells).toEqual(['2026-05-04', -9500, 40215.6, 'Hall rent May']);
    expect(table?.rows[0]?.code).toBeUndefined();
  });
});
