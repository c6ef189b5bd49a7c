// The table model on small tables made for these tests, one or more per layout the model must read
// whatever it looks like (issue 15): periods down the side, record (long) tables, headers over two
// levels, a category column before the line items, sections repeating 'Total' and 'Other', periods
// inside row labels, cells as statements print them, the scale and unit of each column, and what a
// table is from its own words. Each grid goes through the parsers' grid builder and the library as
// an uploaded file would, and every assertion shows the model (describeTable) when it fails.
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFile } from '../../../documents/parse/parse';
import type { ParsedTable } from '../../../documents/parse/types';
import { describePeriod } from '../periods';
import { buildTable } from './build';
import { describeTable } from './describe';
import { colOf, factOf, readDocument, readGrid, rowOf } from './fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'steward-tables-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The periods of a figure as an answer names them ('FY2025', 'June 30, 2024'). */
const when = (periods: Array<Parameters<typeof describePeriod>[0]>) => periods.map(describePeriod);

describe('periods down the side', () => {
  it('years in the first column, measures across the top: each figure takes its row’s year and its column’s unit', () => {
    const { model, text } = readGrid([
      ['Five-year summary'],
      ['(in thousands of dollars, except staff)'],
      ['Year', 'Revenue', 'Expenses', 'Net assets', 'Staff (FTE)'],
      [2020, 812, 790, 1204, 11],
      [2021, 905, 850, 1259, 12],
      [2022, 990, 1012, 1237, 14],
      [2023, 1104, 1080, 1261, 15],
      [2024, 1187, 1150, 1298, 15],
    ]);
    expect(model.periodAxis, text).toBe('rows');
    expect(model.labelColumn, text).toBe(0);
    expect(model.cols.map((c) => c.label), text).toEqual(['Revenue', 'Expenses', 'Net assets', 'Staff (FTE)']);
    // The columns name measures, not periods.
    expect(model.cols.every((c) => c.period === null), text).toBe(true);
    expect(rowOf(model, '2022').period, text).toMatchObject({ kind: 'year', year: 2022 });

    const expenses = factOf(model, '2022', 'Expenses');
    expect(expenses, text).toMatchObject({ value: 1012, unit: 'money', scale: 1000, scaleStated: true, currency: '$' });
    expect(when(expenses.periods), text).toEqual(['2022']);
    // A head count is not money and the table's 'in thousands' does not scale it.
    expect(factOf(model, '2024', 'Staff (FTE)'), text).toMatchObject({ value: 15, unit: 'count', scale: 1 });
  });

  it('fiscal years down the side of a table in pounds, with a column counted in months', () => {
    const { model, text } = readGrid([
      ['Reserves policy: five-year view'],
      ['', 'Income £', 'Reserves (months)'],
      ['FY2022', '£ 410,200', 3.1],
      ['FY2023', '£ 455,900', 3.4],
      ['FY2024', '£ 470,050', 2.9],
    ]);
    expect(model.periodAxis, text).toBe('rows');
    const income = factOf(model, 'FY2023', 'Income £');
    expect(income, text).toMatchObject({ value: 455900, unit: 'money', currency: '£', printed: '£ 455,900' });
    expect(income.periods[0], text).toMatchObject({ kind: 'year', year: 2023, fiscal: true });
    expect(factOf(model, 'FY2024', 'Reserves (months)'), text).toMatchObject({ value: 2.9, unit: 'months', scale: 1 });
  });

  it('a schedule of payments by year, with later years and totals below the years, has its years down the side', () => {
    const { model, text } = readGrid([
      ['Future payments under leases (in thousands)'],
      ['', 'Premises', 'Vehicles'],
      ['2026', 120, 14],
      ['2027', 118, 12],
      ['2028', 90, 6],
      ['Later years', 240, 0],
      ['Total payments', 568, 32],
      ['Less: interest', -61, -3],
      ['Present value', 507, 29],
      ['Less: due within a year', -104, -12],
      ['Due after a year', 403, 17],
    ]);
    expect(model.periodAxis, text).toBe('rows');
    expect(when(factOf(model, '2027', 'Vehicles').periods), text).toEqual(['2027']);
    expect(factOf(model, 'Total payments', 'Premises').value, text).toBe(568);
  });
});

// A flattened IRS Form 990 extract: one row per line of the form and tax year.
const FORM_LINES: Array<[string, string]> = [
  ['8h', 'Contributions and grants'],
  ['9', 'Program service revenue'],
  ['12', 'Total revenue'],
  ['18', 'Total expenses'],
];
const FORM_VALUES: Record<number, number[]> = { 2022: [412000, 88000, 505000, 470500], 2023: [436500, 91250, 533000, 512750] };
function form990(filer: string | null) {
  const rows: Array<Array<string | number>> = [[...(filer ? ['filer_name'] : []), 'tax_year', 'form', 'line_number', 'description', 'value']];
  for (const year of [2022, 2023]) FORM_LINES.forEach(([line, description], i) => rows.push([...(filer ? [filer] : []), year, 990, line, description, FORM_VALUES[year]![i]!]));
  return rows;
}

describe('quarters down the side under year headings', () => {
  it('each quarter is of the year heading its block, so one year’s quarters are not another’s', () => {
    const { model, text } = readGrid([
      ['Attendance by quarter'],
      ['', 'Visitors', 'Members'],
      ['2025', null, null],
      ['Second quarter', 5120, 610],
      ['First quarter', 4380, 585],
      ['2024', null, null],
      ['Second quarter', 4010, 540],
      ['First quarter', 3990, 520],
    ]);
    expect(model.periodAxis, text).toBe('rows');
    expect(when(factOf(model, 'First quarter', 'Visitors', '2024').periods), text).toEqual(['Q1 FY2024']);
    expect(when(factOf(model, 'Second quarter', 'Members', '2025').periods), text).toEqual(['Q2 FY2025']);
  });
});

describe('record (long) tables', () => {
  it('a Form 990 flattened to year, form, line, description, value: the description names the row and the year is its period', () => {
    const { model, text } = readGrid(form990(null), { fileName: '990 extract.csv' });
    expect(model.shape, text).toBe('record');
    expect(model.periodAxis, text).toBe('records');
    expect(model.labelColumn, text).toBe(3);
    // The form and line number are the record's keys, not figures.
    expect(model.cols.map((c) => c.label), text).toEqual(['value']);
    const rows = model.rows.filter((r) => r.label === 'Total revenue');
    expect(rows.map((r) => r.period?.year), text).toEqual([2022, 2023]);
    expect(rows[1]!.keys, text).toEqual(['tax year: 2023', 'form: 990', 'line number: 12']);
    const fact = factOf(model, rows[1]!, 'value');
    expect(fact, text).toMatchObject({ value: 533000, unit: 'money', scale: 1, kind: 'value' });
    expect(when(fact.periods), text).toEqual(['2023']);
  });

  it('a schedule under a title, a note and a one-figure line: its numbering is a key named by the heading row, not a figure', () => {
    const { model, text } = readGrid([
      ['Harbour Youth Trust - capital grant payment schedule'],
      ['Grant ref. CG-2291, approved by the trustees in March 2025'],
      ['Total grant', 150000],
      [],
      ['Instalment #', 'Paid on', 'Stage', 'Amount paid', 'Paid to date'],
      [1, '2025-04-10', 'Design', 30000, 30000],
      [2, '2025-07-02', 'Groundworks', 45000, 75000],
      [3, '2025-10-15', 'Build', 50000, 125000],
      ['Total', null, null, 125000, null],
    ]);
    expect(model.cols.filter((c) => !c.textual).map((c) => c.label), text).toEqual(['Amount paid', 'Paid to date']);
    const build = model.rows.find((r) => r.label === 'Build' || r.keys.includes('Stage: Build'));
    expect(build?.keys, text).toContain('Instalment #: 3');
    // The line above the heading is the table's context, not a row of it.
    expect(model.rows.some((r) => /Total grant/.test(r.label)), text).toBe(false);
    expect(model.title, text).toMatch(/Total grant 150000/);
  });

  it('a chart of accounts under a title and its heading row: a line of one code and one name is a row, not a key figure above the table', () => {
    const { model, text } = readGrid([
      ['Tamarind Arts Center'],
      ['Chart of Accounts - effective July 1, 2025'],
      [],
      ['Acct #', 'Account name', 'Type', 'Description / use'],
      [1000, 'Assets', '', ''],
      [1010, 'Operating checking - First Regional Bank', 'Bank', 'Main operating account'],
      [1020, 'Money market savings', 'Bank', ''],
      [4130, 'Gallery sales commissions', 'Income', 'Commission retained on artwork sales'],
    ]);
    expect(model.rows.map((r) => r.label), text).toContain('Gallery sales commissions');
    expect(model.rows.find((r) => r.label === 'Gallery sales commissions')?.code, text).toBe('4130');
  });

  it('an arrears list by unit number: the unit is which home, a key, not an amount owed', () => {
    const { model, text } = readGrid([
      ['Unit', 'Member', 'Months in arrears', 'Amount owed'],
      [104, 'J.T.', 1, 1185],
      [108, 'M.K.', 3, 3720],
      [207, 'A.L.', 4, 5160],
    ]);
    expect(model.cols.filter((c) => !c.textual).map((c) => c.label), text).toEqual(['Months in arrears', 'Amount owed']);
    expect(model.rows.find((r) => r.keys.includes('Unit: 207')), text).toBeDefined();
  });

  it('a list of cheques by date and payee: the payee names each row, the date says when', () => {
    const { model, text } = readGrid([
      ['Cheque no.', 'Date', 'Payee', '£'],
      [100447, '09/12/2025', 'Yorkshire Linen Services', 412.8],
      [100451, '15/12/2025', 'St Crux Plumbing Ltd', 1236],
      [100452, '18/12/2025', 'Hartley Moss LLP', 2880],
      // (Lines under the list written in the date column, as a reconciliation prints them.)
      [null, 'Total outstanding cheques', null, 4528.8],
    ]);
    expect(model.rows.map((r) => r.label).slice(0, 3), text).toEqual(['Yorkshire Linen Services', 'St Crux Plumbing Ltd', 'Hartley Moss LLP']);
  });

  it('an accounting export by period number, account code and fund number with debits and credits: numbers that name are keys, one amount per record', () => {
    const { model, text } = readGrid(
      [
        ['Per', 'Period End', 'A/C', 'Account', 'Fund', 'Fund Name', 'Debit', 'Credit'],
        [1, '30/04/2025', 4100, 'Course fees', 2, 'Skills Programme', 0, 1820.5],
        [1, '30/04/2025', 6020, 'Room hire', 2, 'Skills Programme', 340, 0],
        [1, '30/04/2025', 6020, 'Room hire', 3, 'Youth Club', 185, 0],
        [2, '31/05/2025', 4100, 'Course fees', 2, 'Skills Programme', 0, 2104.25],
        [2, '31/05/2025', 6020, 'Room hire', 2, 'Skills Programme', 360, 0],
        [2, '31/05/2025', 6020, 'Room hire', 3, 'Youth Club', 0, 40],
      ],
      { fileName: 'Nominal activity.csv' },
    );
    expect(model.shape, text).toBe('record');
    expect(model.codeColumn, text).toBe(2);
    expect(model.keyColumns, text).toEqual(expect.arrayContaining([0, 4, 5]));
    // Debits less credits for spending, credits less debits for income: one figure a record.
    expect(model.cols.map((c) => c.label), text).toEqual(['Amount']);
    const room = model.rows.filter((r) => r.label === 'Room hire');
    expect(room.map((r) => factOf(model, r, 'Amount').value), text).toEqual([340, 185, 360, -40]);
    expect(when(factOf(model, room[2]!, 'Amount').periods), text).toEqual(['May 31, 2025']);
  });

  it("a bank export in Portuguese: 'N° documento' is each record's number, not its money", () => {
    const { model, text } = readGrid(
      [
        ['Data', 'Lançamento', 'Detalhes', 'N° documento', 'Valor', 'Tipo Lançamento'],
        ['01/10/2025', 'Tarifa Pacote de Serviços', 'Cobrança referente 01/10/2025', 100000, -95, 'Saída'],
        ['02/10/2025', 'Pix - Recebido', 'MARIA DA SILVA', 215838, 80, 'Entrada'],
        ['03/10/2025', 'Pix - Recebido', 'JOAO PEREIRA', 0, 120, 'Entrada'],
        ['06/10/2025', 'Pagamento de Boleto', 'COMPANHIA DE AGUA', 339595, -410.35, 'Saída'],
        ['07/10/2025', 'Pix - Recebido', 'ANA COSTA', 0, 60, 'Entrada'],
      ],
      { fileName: 'Extrato conta corrente out 2025.csv' },
    );
    expect(model.shape, text).toBe('record');
    expect(model.keyColumns, text).toContain(3);
    expect(model.cols.map((c) => c.label), text).toEqual(['Valor']);
  });

  it('the same extract with the filer’s name on every row: the name is a key, the description still names the row', () => {
    const { model, text } = readGrid(form990('Harbor Lights Arts Council'), { fileName: '990 extract.csv' });
    expect(model.shape, text).toBe('record');
    expect(model.labelColumn, text).toBe(4);
    expect(model.keyColumns, text).toContain(0);
    const row = model.rows.find((r) => r.label === 'Total expenses' && r.period?.year === 2022);
    expect(row?.keys, text).toContain('filer name: Harbor Lights Arts Council');
    expect(factOf(model, row!, 'value').value, text).toBe(470500);
  });

  it('a ledger export (date, account, memo, amount): dated records named by account, spending read as a positive amount', () => {
    const { model, text } = readGrid(
      [
        ['Date', 'Account', 'Memo', 'Amount'],
        ['07/03/2024', 'Rent', 'July rent - Maple St studio', '-2,150.00'],
        ['07/15/2024', 'Donations', 'Spring appeal gift', '500.00'],
        ['07/22/2024', 'Supplies', 'Paint and brushes', '-184.20'],
        ['08/01/2024', 'Rent', 'August rent - Maple St studio', '-2,150.00'],
        ['08/09/2024', 'Donations', 'Online gift', '75.00'],
        ['08/19/2024', 'Supplies', 'Printer toner', '-96.40'],
        ['09/03/2024', 'Rent', 'September rent - Maple St studio', '-2,150.00'],
        ['09/12/2024', 'Donations', 'Board member gift', '1,000.00'],
      ],
      { fileName: 'GL export Q1.csv', sheet: 'General ledger' },
    );
    expect(model.shape, text).toBe('record');
    expect(model.periodAxis, text).toBe('records');
    expect(model.kind, text).toBe('ledger');
    expect(model.labelColumn, text).toBe(1);
    expect(model.expenseNegative, text).toBe(true);
    const august = model.rows.filter((r) => r.period?.month === 8);
    expect(august.map((r) => r.label), text).toEqual(['Rent', 'Donations', 'Supplies']);
    expect(august[0]!.period, text).toMatchObject({ kind: 'date', year: 2024, month: 8, day: 1 });
    // Spending printed negative reads as spending; a gift stays a gift.
    expect(factOf(model, august[0]!, 'Amount').value, text).toBe(2150);
    expect(factOf(model, august[2]!, 'Amount').value, text).toBe(96.4);
    expect(factOf(model, august[1]!, 'Amount').value, text).toBe(75);
  });

  it('a trial balance by fund (credits negative): income reads positive, and account classes follow the chart’s first digits', () => {
    const { model, text } = readGrid(
      [
        ['Month end', 'Fund', 'Account', 'Net'],
        ['2025-01-31', 'Core', '4010 Box office income', '-3,000.00'],
        ['2025-01-31', 'Core', '4050 Patron gifts', '-500.00'],
        ['2025-01-31', 'Core', '4030 Donations', '-260.00'],
        ['2025-01-31', 'Core', '4080 Workshop takings', '-120.00'],
        ['2025-01-31', 'Core', '5010 Salaries', '2,000.00'],
        ['2025-01-31', 'Core', '5020 Pension contributions', '200.00'],
        ['2025-01-31', 'Core', '5030 Staff travel', '45.00'],
        ['2025-01-31', 'Core', '5040 Membership dues paid', '60.00'],
        ['2025-01-31', 'Core', '6200 Insurance', '50.00'],
        ['2025-01-31', 'Core', '6250 Printing', '35.00'],
        ['2025-01-31', 'Core', '6300 Lighting rental', '100.00'],
        ['2025-01-31', 'Touring', '4010 Box office income', '-1,000.00'],
        ['2025-01-31', 'Touring', '5010 Salaries', '800.00'],
        ['2025-01-31', 'Core', '4060 Hall hire', '-70.00'],
        ['2025-02-28', 'Core', '4060 Hall hire', '-80.00'],
        ['2025-03-31', 'Core', '4060 Hall hire', '-90.00'],
      ],
      { fileName: 'TB by fund Jan 2025.csv' },
    );
    expect(model.shape, text).toBe('record');
    expect(model.revenueNegative, text).toBe(true);
    expect(model.expenseNegative, text).toBe(false);
    const row = (label: string) => model.rows.find((r) => r.label === label)!;
    // No word of theirs says their class; their numbers say it like their neighbours'.
    expect(row('Workshop takings').category, text).toBe('revenue');
    expect(row('Pension contributions').category, text).toBe('expense');
    expect(row('Lighting rental').category, text).toBe('expense');
    // A word that usually means income, on an account numbered with the expenses: the chart's class.
    expect(row('Membership dues paid').category, text).toBe('expense');
    // 'Hire' is mostly spent, but this one is let out: numbered and credited like the income (counted once, not monthly).
    expect(row('Hall hire').category, text).toBe('revenue');
    expect(factOf(model, row('Hall hire'), 'Net').value, text).toBe(70);
    expect(factOf(model, row('Box office income'), 'Net').value, text).toBe(3000);
    expect(factOf(model, row('Workshop takings'), 'Net').value, text).toBe(120);
    expect(factOf(model, row('Salaries'), 'Net').value, text).toBe(2000);
  });

  it('an accounting system’s transactions (date, reference, payee, account, debit, credit): named by account, one amount per record', () => {
    const { model, text } = readGrid([
      ['Date', 'Reference', 'Payee', 'Account', 'Fund', 'Debit', 'Credit'],
      ['02/01/2025', 'BILL-2201', 'Lakeside Hall', 'Venue hire', 'Concerts', '450.00', ''],
      ['09/01/2025', 'DEP-0311', 'Ticket sales online', 'Ticket income', 'Concerts', '', '1,200.00'],
      ['15/01/2025', 'BILL-2207', 'Lakeside Hall', 'Venue hire', 'Rehearsals', '300.00', ''],
      ['20/01/2025', 'CN-0012', 'Lakeside Hall', 'Venue hire', 'Concerts', '', '50.00'],
      ['28/01/2025', 'DEP-0314', 'Ticket sales online', 'Ticket income', 'Concerts', '', '800.00'],
    ]);
    expect(model.shape, text).toBe('record');
    expect(model.rows.map((r) => r.label), text).toEqual(['Venue hire', 'Ticket income', 'Venue hire', 'Venue hire', 'Ticket income']);
    // Debits and credits read as one amount each, by the account's class: the credit note lowers spending.
    expect(model.cols.filter((c) => !c.textual).map((c) => c.label), text).toEqual(['Amount']);
    expect(model.rows.map((r) => factOf(model, r, 'Amount').value), text).toEqual([450, 1200, 300, -50, 800]);
  });

  it('a chart numbered otherwise is not given classes by digit when its digits mix them', () => {
    const { model, text } = readGrid([
      ['Code', 'Line', '2025'],
      ['100', 'Grant income', 5000],
      ['110', 'Salaries', 3000],
      ['120', 'Sundries', 200],
      ['130', 'Donations', 900],
    ]);
    expect(model.rows.find((r) => r.label === 'Sundries')?.category ?? null, text).toBe(null);
  });
});

describe('what a title says of every column', () => {
  it("a QuickBooks report for 'October 2025 - March 2026': its figures are of those six months; 'Over Budget' is how far from the budget", () => {
    const { model, text } = readGrid([
      ['High Plains Pantry'],
      ['Budget vs. Actuals: FY26 - October 2025 - March 2026'],
      ['', 'Actual', 'Budget', 'Over Budget', '% of Budget'],
      ['Food purchases', 61000, 58000, 3000, 105.2],
      ['Rent', 12000, 12000, 0, 100],
    ]);
    const actual = factOf(model, 'Food purchases', 'Actual');
    expect(actual.periods[0], text).toMatchObject({ kind: 'span', months: 6, year: 2026, month: 3 });
    expect(colOf(model, 'Over Budget').kind, text).toBe('variance');
    expect(colOf(model, 'Budget').kind, text).toBe('budget');
  });

  it("months written without a year under a title of one year ('por mes, 2025') are that year's", () => {
    const { model, text } = readGrid([
      ['Ingresos y egresos reales por mes, 2025 (pesos)'],
      ['Concepto', 'ene', 'feb', 'mar', 'abr', 'Total 2025'],
      ['Total ingresos', 49145, 376280, 437201, 219165, 1081791],
    ]);
    expect(colOf(model, 'ene').period, text).toMatchObject({ kind: 'month', month: 1, year: 2025 });
    expect(colOf(model, 'abr').period, text).toMatchObject({ kind: 'month', month: 4, year: 2025 });
  });
});

describe('headers over two levels', () => {
  it("a quarter's heading centred over its years, read by position as the next column's, is the years'", () => {
    const { model, text } = readGrid([
      ['Sales to customers by region (in millions)'],
      ['', '2025', '2024', 'SECOND QUARTER Total', 'Percent Change Operations'],
      ['United States', 1165, 1051, 10.9, 10.9],
      ['Europe', 513, 535, -4.2, -5.2],
    ]);
    expect(when(factOf(model, 'Europe', '2024').periods), text).toEqual(['Q2 FY2024']);
    expect(when(factOf(model, 'United States', '2025').periods), text).toEqual(['Q2 FY2025']);
  });

  it('a heading the file put on only some of a run of years (centred, or a period heading on the last two) is the whole run’s', () => {
    const { model, text } = readGrid([
      ['', '', 'Retirement Plan', ''],
      ['', '', 'Years Ended June 30,', 'Years Ended June 30,'],
      ['(in thousands)', '2025', '2024', '2023'],
      ['Service cost', 41, 47, 44],
      ['Interest cost', 212, 198, 205],
    ]);
    expect(model.cols.map((c) => c.path), text).toEqual([
      ['Retirement Plan', 'Years Ended June 30,', '2025'],
      ['Retirement Plan', 'Years Ended June 30,', '2024'],
      ['Retirement Plan', 'Years Ended June 30,', '2023'],
    ]);
    // One line over the three years, not the first year split from the others by the heading's words.
    const lines = readGrid([
      ['', '', 'Retirement Plan', ''],
      ['', '2025', '2024', '2023'],
      ['Service cost', 41, 47, 44],
    ]).lines.filter((l) => l.name.startsWith('Service cost'));
    expect(lines.map((l) => l.facts.length), text).toEqual([3]);
  });

  it('a heading at the edge of a run of years, saying no period, stays over its own columns', () => {
    const { model, text } = readGrid([
      ['', '', 'As restated', ''],
      ['', '2025', '2024', ''],
      ['Grants', 500, 460, null],
    ]);
    expect(colOf(model, '2025').path, text).toEqual(['2025']);
  });

  it('a date that is a header row’s one heading, over some columns while none names another, is the date of them all', () => {
    const { model, text } = readGrid([
      ['', '', 'At 30 June 2025', 'At 30 June 2025'],
      ['', 'As previously reported', 'Restatement', 'As restated'],
      ['Deferred income', 1200, 150, 1350],
      ['Total liabilities', 4100, 150, 4250],
    ]);
    expect(when(factOf(model, 'Deferred income', 'At 30 June 2025 As previously reported').periods), text).toEqual(['June 30, 2025']);
    expect(when(factOf(model, 'Deferred income', 'At 30 June 2025 As restated').periods), text).toEqual(['June 30, 2025']);
  });

  it('years grouped under Consolidated and Unconsolidated', () => {
    const { model, text } = readGrid([
      ['', 'Consolidated', '', 'Unconsolidated', ''],
      ['', '2024', '2023', '2024', '2023'],
      ['Grant revenue', 1200, 1100, 800, 760],
      ['Rental income', 300, 280, 0, 0],
      ['Total revenue', 1500, 1380, 800, 760],
    ]);
    expect(model.periodAxis, text).toBe('columns');
    expect(model.cols.map((c) => c.path), text).toEqual([
      ['Consolidated', '2024'],
      ['Consolidated', '2023'],
      ['Unconsolidated', '2024'],
      ['Unconsolidated', '2023'],
    ]);
    // What tells the groups apart is their words; the year is the period.
    expect(colOf(model, 'Unconsolidated 2023').period, text).toMatchObject({ kind: 'year', year: 2023 });
    expect(colOf(model, 'Unconsolidated 2023').distinct.length, text).toBeGreaterThan(0);
    expect(factOf(model, 'Grant revenue', 'Unconsolidated 2023').value, text).toBe(760);
    expect(rowOf(model, 'Total revenue').isTotal, text).toBe(true);
  });

  it('Actual, Budget and Var % under each fiscal year, from a workbook with merged year cells, in £000s', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BvA');
    sheet.addRow(['Budget versus actual, years ended 30 June']);
    sheet.addRow(['(£000s)']);
    sheet.addRow([]);
    sheet.addRow(['', 'FY2024', null, null, 'FY2025', null, null]);
    sheet.mergeCells('B4:D4');
    sheet.mergeCells('E4:G4');
    sheet.addRow(['Line item', 'Actual', 'Budget', 'Var %', 'Actual', 'Budget', 'Var %']);
    for (const values of [
      ['Tuition', 510, 500, 0.02, 545, 560, -0.0268],
      ['Teacher pay', 380, 375, -0.0133, 401, 400, -0.0025],
    ]) {
      const row = sheet.addRow(values);
      for (const c of [2, 3, 5, 6]) row.getCell(c).numFmt = '"£"#,##0';
      for (const c of [4, 7]) row.getCell(c).numFmt = '0.0%';
    }
    const file = path.join(dir, 'Budget v Actual.xlsx');
    await workbook.xlsx.writeFile(file);
    const [{ model, text }] = readDocument(await parseFile(file, 'xlsx'), 'Budget v Actual.xlsx') as [ReturnType<typeof readGrid>];

    expect(model.kind, text).toBe('variance');
    expect(model.cols.map((c) => `${c.path.join(' › ')}: ${c.kind}`), text).toEqual([
      'FY2024 › Actual: actual',
      'FY2024 › Budget: budget',
      'FY2024 › Var %: pctVariance',
      'FY2025 › Actual: actual',
      'FY2025 › Budget: budget',
      'FY2025 › Var %: pctVariance',
    ]);
    const budget = factOf(model, 'Tuition', 'FY2025 Budget');
    expect(budget, text).toMatchObject({ value: 560, kind: 'budget', unit: 'money', scale: 1000, currency: '£' });
    expect(budget.periods[0], text).toMatchObject({ kind: 'year', year: 2025, fiscal: true });
    // The percentage is not scaled by the table's thousands.
    expect(factOf(model, 'Teacher pay', 'FY2024 Var %'), text).toMatchObject({ value: -1.33, unit: 'percent', scale: 1, kind: 'pctVariance' });
  });

  // A variance column takes the one dated heading above it: 'the FY2025 variance on teacher pay'
  // reads the printed variance, its direction from the actual and budget beside it.
  it('Actual, Budget and Variance under each year, from a parsed table whose year headings span blank cells', () => {
    const table: ParsedTable = {
      name: 'Page 1, table 1',
      page: 1,
      title: 'Westbrook Music School — budget to actual',
      headerRows: [
        ['', 'FY2024', '', '', 'FY2025', '', ''],
        ['Line item', 'Actual', 'Budget', 'Variance', 'Actual', 'Budget', 'Variance'],
      ],
      columns: ['Line item', 'FY2024 Actual', 'FY2024 Budget', 'FY2024 Variance', 'FY2025 Actual', 'FY2025 Budget', 'FY2025 Variance'],
      rows: [
        { rowNumber: 1, label: 'Tuition', isSubtotal: false, cells: ['Tuition', 51000, 50000, 1000, 54500, 56000, -1500] },
        { rowNumber: 2, label: 'Teacher pay', isSubtotal: false, cells: ['Teacher pay', 38000, 37500, -500, 40100, 40000, -100] },
      ],
    };
    const model = buildTable(
      { id: 't1', documentId: 'd1', fileName: 'Budget to actual.pdf', ordinal: 0, name: table.name, title: table.title!, sheet: null, page: 1, units: null, headerRows: table.headerRows, columns: table.columns, rows: table.rows },
      { captions: [], docScale: null },
    )!;
    const text = describeTable(model);
    expect(model.cols.map((c) => c.path), text).toEqual([
      ['FY2024', 'Actual'],
      ['FY2024', 'Budget'],
      ['FY2024', 'Variance'],
      ['FY2025', 'Actual'],
      ['FY2025', 'Budget'],
      ['FY2025', 'Variance'],
    ]);
    expect(factOf(model, 'Tuition', 'FY2025 Actual'), text).toMatchObject({ value: 54500, kind: 'actual' });
    const variance = factOf(model, 'Teacher pay', 'FY2024 Variance');
    expect(variance, text).toMatchObject({ value: -500, kind: 'variance' });
    // The variance is the year's: FY2024 spans it as it spans the year's actual and budget.
    expect(when(variance.periods), text).toEqual(['FY2024']);
  });

  it('months under the year they fall in, on a header row above (a fiscal year across two calendar years): one series', () => {
    const { model, text } = readGrid([
      ['', '2025', '', '', '2026', ''],
      ['Line', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'],
      ['Tuition', 4100, 3900, 2000, 4400, 4300],
      ['Tutors', 2500, 2500, 2500, 2600, 2600],
    ]);
    expect(model.cols.map((c) => c.period && describePeriod(c.period)), text).toEqual(['October 2025', 'November 2025', 'December 2025', 'January 2026', 'February 2026']);
    // The month's name is the period, not a word telling the columns apart.
    expect(model.cols.every((c) => c.distinct.length === 0), text).toBe(true);
  });

  it('a PDF’s centred group headings glued to only the middle columns of each block: the bare Actual and % beside them join the block', () => {
    const head = ['', 'Actual', 'This quarter (Jul – Sep 2025) Budget', 'This quarter (Jul – Sep 2025) Var $', 'Var %', 'Actual', 'Year to date (Jan – Sep 2025) Budget', 'Year to date (Jan – Sep 2025) Var $', 'Var %', 'Annual budget'];
    const table: ParsedTable = {
      name: 'Page 1, table 1',
      page: 1,
      title: 'Hollybush Choir — budget against actual, third quarter 2025',
      headerRows: [head],
      columns: head,
      rows: [
        { rowNumber: 1, label: 'Concert tickets', isSubtotal: false, cells: ['Concert tickets', 5200, 5000, 200, 4, 15100, 15000, 100, 0.7, 20000] },
        { rowNumber: 2, label: 'Hall hire', isSubtotal: false, cells: ['Hall hire', 1900, 2000, -100, -5, 6100, 6000, 100, 1.7, 8000] },
      ],
    };
    const model = buildTable(
      { id: 't1', documentId: 'd1', fileName: 'BvA Q3.pdf', ordinal: 0, name: table.name, title: table.title!, sheet: null, page: 1, units: null, headerRows: table.headerRows, columns: table.columns, rows: table.rows },
      { captions: [], docScale: null },
    )!;
    const text = describeTable(model);
    expect(model.cols.map((c) => c.label).slice(0, 4), text).toEqual(['This quarter (Jul - Sep 2025) Actual', 'This quarter (Jul - Sep 2025) Budget', 'This quarter (Jul - Sep 2025) Var $', 'This quarter (Jul - Sep 2025) Var %']);
    expect(factOf(model, 'Hall hire', 'Year to date (Jan - Sep 2025) Actual').value, text).toBe(6100);
    expect(when(factOf(model, 'Hall hire', 'Year to date (Jan - Sep 2025) Actual').periods), text).toEqual(['January 2025 to September 2025']);
  });

  it('a Word table whose first row is its heading (‘Note | 2025 | 2024’): years are the columns, the notes column no figure', () => {
    // As the Word parser hands it over: no header rows, the heading the first row of the body.
    const body = [
      [null, 'Note', 2025, 2024],
      ['Cash', null, 30100, 28400],
      ['Grants receivable', 3, 12000, 9000],
      ['Prepaid expenses', 4, 1500, 1200],
      ['Total assets', null, 43600, 38600],
    ];
    const model = buildTable(
      { id: 't1', documentId: 'd1', fileName: 'Statement of financial position.docx', ordinal: 0, name: 'Table 1', title: 'Statement of Financial Position', sheet: null, page: null, units: null, headerRows: [], columns: ['', '', '', ''], rows: body.map((cells, i) => ({ rowNumber: i + 1, label: String(cells[0] ?? ''), isSubtotal: false, cells })) },
      { captions: [], docScale: null },
    )!;
    const text = describeTable(model);
    expect(model.cols.filter((c) => !c.textual).map((c) => c.label), text).toEqual(['2025', '2024']);
    expect(factOf(model, 'Grants receivable', '2025').value, text).toBe(12000);
  });

  it('a statement’s notes column headed in Spanish (‘Notas de la memoria’) is no figure', () => {
    const { model, text } = readGrid([
      ['', 'Notas de la memoria', '2025', '2024'],
      ['III. Inmovilizado material', 5, 88000, 91000],
      ['IV. Deudores comerciales', 8, 52000, 47000],
      ['VII. Efectivo y otros activos líquidos equivalentes', null, 99000, 93000],
    ]);
    expect(model.cols.filter((c) => !c.textual).map((c) => c.label), text).toEqual(['2025', '2024']);
  });

  it('a trial balance’s accounts and sub-accounts (‘570’, ‘57000001’) under ‘Cuenta’ are codes, not figures', () => {
    const { model, text } = readGrid([
      ['Cuenta', 'Título', 'Sumas Debe', 'Sumas Haber', 'Saldo Deudor', 'Saldo Acreedor'],
      [570, 'CAJA, EUROS', 4100, 2900, 1200, null],
      [57000001, 'Caja', 4100, 2900, 1200, null],
      [600, 'COMPRAS DE MERCADERÍAS', 98000, 61000, 37000, null],
      [60000001, 'Compras de material escolar', 98000, 61000, 37000, null],
    ]);
    expect(model.codeColumn, text).toBe(0);
  });

  it('a bank export with no heading row: the running balance named by its arithmetic, the amounts beside it', () => {
    // Newest first, as the bank exports it: each balance is the one below it plus its own amount.
    const { model, text } = readGrid([
      ['30/04/2026', -126.5, 'Direct Debit 445566 SOFTWARE SUBSCRIPTION', 40773.5],
      ['29/04/2026', 2841.55, 'Direct Credit 522118 STATE GRANT', 40900],
      ['24/04/2026', -10000, 'Transfer to Online Saver', 38058.45],
      ['23/04/2026', -12400.1, 'NetBank Payroll 23APR26 9 payments', 48058.45],
      ['17/04/2026', 734.9, 'Deposit Cash', 60458.55],
    ]);
    expect(model.cols.filter((c) => !c.textual).map((c) => c.label), text).toEqual(['Amount', 'Balance']);
  });

  it('a budget’s ‘% ejecución’ and ‘% s/ total’ columns are shares, not amounts of the budget', () => {
    const { model, text } = readGrid([
      ['Concepto', 'Presupuestado (€)', 'Ejecutado (€)', '% ejecución', '% s/ total ejecutado'],
      ['1. Gastos de personal', 90000, 94500, 105, 92.2],
      ['2. Material', 10000, 8000, 80, 7.8],
      ['TOTAL', 100000, 102500, 102.5, 100],
    ]);
    expect(model.cols.map((c) => c.kind), text).toEqual(['budget', 'actual', 'percentOf', 'percentOf']);
  });

  it('Amount and % pairs under each year', () => {
    const { model, text } = readGrid([
      ['', '2024', '', '2023', ''],
      ['Expense', 'Amount', '%', 'Amount', '%'],
      ['Programs', '$ 640,000', '80%', '$ 590,000', '79%'],
      ['Management', '$ 96,000', '12%', '$ 93,000', '12.5%'],
      ['Fundraising', '$ 64,000', '8%', '$ 63,000', '8.5%'],
      ['Total', '$ 800,000', '100%', '$ 746,000', '100%'],
    ]);
    expect(model.cols.map((c) => c.path), text).toEqual([
      ['2024', 'Amount'],
      ['2024', '%'],
      ['2023', 'Amount'],
      ['2023', '%'],
    ]);
    const amount = factOf(model, 'Management', '2023 Amount');
    expect(amount, text).toMatchObject({ value: 93000, unit: 'money', currency: '$', printed: '$ 93,000' });
    expect(when(amount.periods), text).toEqual(['2023']);
    const share = factOf(model, 'Management', '2023 %');
    expect(share, text).toMatchObject({ value: 12.5, unit: 'percent', scale: 1 });
    expect(when(share.periods), text).toEqual(['2023']);
    expect(rowOf(model, 'Total').isTotal, text).toBe(true);
  });
});

describe('a category column before the line items', () => {
  it('Revenue and Expense in the first column: the line item names the row, the category is its section', () => {
    const { model, text } = readGrid([
      ['Type', 'Line item', 'FY2024', 'FY2023'],
      ['Revenue', 'Grants', 90000, 85000],
      ['Revenue', 'Fees', 12000, 11000],
      ['Revenue', 'Other', 3000, 2500],
      ['Expense', 'Salaries', 70000, 66000],
      ['Expense', 'Rent', 18000, 18000],
      ['Expense', 'Other', 4000, 3900],
    ]);
    expect(model.shape, text).toBe('grid');
    expect(model.labelColumn, text).toBe(1);
    expect(model.cols.map((c) => c.label), text).toEqual(['FY2024', 'FY2023']);
    const other = model.rows.filter((r) => r.label === 'Other');
    expect(other.map((r) => [r.path, r.category]), text).toEqual([
      [['Revenue'], 'revenue'],
      [['Expense'], 'expense'],
    ]);
    expect(factOf(model, 'Other', 'FY2023', 'Expense').value, text).toBe(3900);
    expect(factOf(model, 'Rent', 'FY2024').periods[0], text).toMatchObject({ kind: 'year', year: 2024, fiscal: true });
  });

  it('many small groups, each on one run of rows (two or three lines a group), are sections too', () => {
    const { model, text } = readGrid([
      ['Group', 'Line', 'FY2026 Budget'],
      ['People', 'Director salary', 82000],
      ['People', 'Tutor wages (0.4 FTE)', 23000],
      ['People', 'Payroll taxes', 9100],
      ['Venue', 'Hall hire', 6000],
      ['Venue', 'Cleaning', 1200],
      ['Outreach', 'Flyers', 700],
      ['Outreach', 'Stalls', 450],
      ['Learning', 'Books', 2100],
      ['Learning', 'Tablets', 3300],
      ['Office', 'Phones', 900],
      ['Office', 'Stationery', 300],
      ['Office', 'Postage', 150],
    ]);
    expect(model.rows.find((r) => r.label === 'Hall hire')?.path, text).toEqual(['Venue']);
    expect(model.rows.find((r) => r.label === 'Stationery')?.path, text).toEqual(['Office']);
    // A post's size beside its pay is no unit: the wages are money.
    expect(factOf(model, 'Tutor wages (0.4 FTE)', 'FY2026 Budget').unit, text).toBe('money');
  });
});

describe('words in the code column', () => {
  it("with the label column empty ('TOTAL INCOME' under 'Code') name the line; numbers stay codes", () => {
    const { model, text } = readGrid([
      ['Code', 'Account', 'Actual', 'Budget'],
      ['INCOME', null, null, null],
      [4000, 'Grants', 81200, 80000],
      [4100, 'Fees', 12050, 13000],
      ['TOTAL INCOME', null, 93250, 93000],
      ['EXPENDITURE', null, null, null],
      [7000, 'Wages', 70100, 71000],
      [7100, 'Rent', 12000, 12000],
      ['TOTAL EXPENDITURE', null, 82100, 83000],
    ]);
    expect(model.codeColumn, text).toBe(0);
    expect(rowOf(model, 'TOTAL EXPENDITURE').code, text).toBeUndefined();
    expect(factOf(model, 'TOTAL EXPENDITURE', 'Actual').value, text).toBe(82100);
    expect(rowOf(model, 'Wages').code, text).toBe('7000');
  });
});

describe('a group column written on its first line only', () => {
  it('names each line down to the next group, so a line it names twice is told apart', () => {
    const { model, text } = readGrid([
      ['Site', 'Line', 'Budget 2026', 'Actual 2025'],
      ['EXPENSES', null, null, null],
      ['North hall', 'Caretaker wages', 18200, 17600],
      [null, 'Cleaning', 3100, 2950],
      [null, 'Heating', 4200, 3900],
      [null, 'Water rates', 650, 610],
      ['South hall', 'Caretaker wages', 21400, 20800],
      [null, 'Cleaning', 2700, 2610],
      [null, 'Heating', 3900, 3750],
      [null, 'Insurance', 1250, 1180],
      [null, 'Total expenses', 55400, 53400],
    ]);
    const wages = model.rows.filter((r) => r.label === 'Caretaker wages');
    expect(wages.map((r) => r.path[0]), text).toEqual(['North hall', 'South hall']);
    expect(model.rows.find((r) => r.label === 'Cleaning' && factOf(model, r, 'Budget 2026').value === 2700)?.path[0], text).toBe('South hall');
    // A total closes the group: it is not the last site's line.
    expect(rowOf(model, 'Total expenses').path, text).not.toContain('South hall');
  });
});

describe('sections', () => {
  it('a line of figures with no label that adds up the lines above it is their total, with no section over them', () => {
    const { model, text } = readGrid([
      ['Restructuring costs'],
      ['', '2025', '2024'],
      ['Severance', 7169, 7845],
      ['Consultants', 1286, 0],
      ['Other', 591, 315],
      ['', 9046, 8160],
    ]);
    const total = model.rows.find((r) => r.isTotal);
    expect(total?.label, text).toBe('Total');
    // Figures that do not add up are no total.
    const other = readGrid([['Staff'], ['', '2025', '2024'], ['Coaches', 12, 11], ['Volunteers', 40, 38], ['', 3, 2]]);
    expect(other.model.rows.some((r) => r.isTotal), other.text).toBe(false);
  });

  it('‘Other’ and ‘Total’ under Revenue and again under Expenses: each row knows its section', () => {
    const { model, text } = readGrid([
      ['', '2024', '2023'],
      ['Revenue', null, null],
      ['Grants', 90000, 85000],
      ['Other', 3000, 2500],
      ['Total', 93000, 87500],
      ['Expenses', null, null],
      ['Salaries', 70000, 66000],
      ['Other', 4000, 3900],
      ['Total', 74000, 69900],
    ]);
    expect(rowOf(model, 'Revenue').isHeading, text).toBe(true);
    const totals = model.rows.filter((r) => r.label === 'Total');
    expect(totals.map((r) => [r.path, r.isTotal, r.category]), text).toEqual([
      [['Revenue'], true, 'revenue'],
      [['Expenses'], true, 'expense'],
    ]);
    expect(factOf(model, 'Total', '2023', 'Expenses').value, text).toBe(69900);
    expect(factOf(model, 'Other', '2024', 'Revenue').value, text).toBe(3000);
  });

  it('nested headings, a total closing the inner one, and a heading written like the top', () => {
    const { model, text } = readGrid([
      ['', 'June 30, 2025', 'June 30, 2024'],
      ['ASSETS', null, null],
      ['Current assets', null, null],
      ['Cash', 52000, 48000],
      ['Grants receivable', 21000, 15000],
      ['Total current assets', 73000, 63000],
      ['Equipment, net', 9000, 11000],
      ['Total assets', 82000, 74000],
      ['LIABILITIES', null, null],
      ['Accounts payable', 6000, 7000],
      ['Total liabilities', 6000, 7000],
    ]);
    expect(rowOf(model, 'Cash').path, text).toEqual(['ASSETS', 'Current assets']);
    expect(rowOf(model, 'Total current assets').path, text).toEqual(['ASSETS', 'Current assets']);
    expect(rowOf(model, 'Equipment, net').path, text).toEqual(['ASSETS']);
    expect(rowOf(model, 'Accounts payable').path, text).toEqual(['LIABILITIES']);
    expect(rowOf(model, 'Accounts payable').category, text).toBe('liability');
    expect(factOf(model, 'Cash', 'June 30, 2024').periods[0], text).toMatchObject({ kind: 'date', year: 2024, month: 6, day: 30 });
  });

  it('periods inside row labels (‘Balance at December 31, 2019’): the balance rows are dated, the columns name the funds', () => {
    const { model, text } = readGrid([
      ['Statement of changes in net assets'],
      ['', 'Without donor restrictions', 'With donor restrictions', 'Total'],
      ['Balance at December 31, 2019', 410, 120, 530],
      ['Change in net assets', 35, -12, 23],
      ['Released from restriction', 8, -8, 0],
      ['Balance at December 31, 2020', 453, 100, 553],
      ['Change in net assets', 41, 15, 56],
      ['Balance at December 31, 2021', 494, 115, 609],
    ]);
    expect(rowOf(model, 'Balance at December 31, 2020').period, text).toMatchObject({ kind: 'date', year: 2020, month: 12, day: 31 });
    expect(colOf(model, 'Total').kind, text).toBe('total');
    expect(colOf(model, 'With donor restrictions').period, text).toBeNull();
    const balance = factOf(model, 'Balance at December 31, 2020', 'With donor restrictions');
    expect(balance.value, text).toBe(100);
    expect(when(balance.periods), text).toEqual(['December 31, 2020']);
    expect(model.rows.filter((r) => r.label === 'Change in net assets').every((r) => !r.isHeading && !r.isTotal), text).toBe(true);
  });

  // The change between two dated balances is the year that ends on the second one.
  it('a roll-forward’s movements take the year between the balances around them (‘Change in net assets’ in 2020)', () => {
    const { model, text } = readGrid([
      ['Statement of changes in net assets'],
      ['', 'Without donor restrictions', 'With donor restrictions', 'Total'],
      ['Balance at December 31, 2019', 410, 120, 530],
      ['Change in net assets', 35, -12, 23],
      ['Balance at December 31, 2020', 453, 100, 553],
    ]);
    const change = factOf(model, 'Change in net assets', 'Total');
    expect(change.value, text).toBe(23);
    expect(change.periods.some((p) => p.year === 2020 && (p.kind === 'year' || (p.kind === 'date' && p.ended))), text).toBe(true);
  });
});

describe('scales of India', () => {
  it('a summary in ₹ lakh is in hundred thousands, in rupees', () => {
    const { model, text } = readGrid([['Three-year summary (₹ lakh)'], ['', '2024-25', '2025-26'], ['Total income', 90.52, 95.69]]);
    expect(model.scale, text).toBe(1e5);
    expect(model.currency.trim(), text).toBe('₹');
  });
});

describe('a statement printing its expenses as negatives', () => {
  it('reads spending as positive amounts beside positive revenue, so a rise in spending is a rise', () => {
    const { model, text } = readGrid([
      ['Statement of profit or loss for the year ended 30 June 2025'],
      ['', '2025 $', '2024 $'],
      ['Revenue from contracts with customers', 2790000, 2540000],
      ['Expenses', null, null],
      ['Employee benefits expense', -1827200, -1687000],
      ['Occupancy', -98000, -94000],
      ['Total expenses', -1925200, -1781000],
      ['Surplus for the year', 864800, 759000],
    ]);
    expect(model.expenseNegative, text).toBe(true);
    expect(factOf(model, 'Employee benefits expense', '2025').value, text).toBe(1827200);
    expect(factOf(model, 'Revenue from contracts with customers', '2025').value, text).toBe(2790000);
    // A statement whose expenses are positive is read as printed.
    expect(readGrid([['', '2025', '2024'], ['Grants', 500, 450], ['Expenses', null, null], ['Salaries', 300, 280], ['Rent', 60, 58], ['Total expenses', 360, 338]]).model.expenseNegative).toBe(false);
  });
});

describe('cells as statements print them', () => {
  const grid = [
    ['Metric', 'FY2024', 'FY2023', 'Change'],
    ['Net sales', '$ 1,234', '$ 1,180', '(66)%'],
    ['Interest expense', '—', '–', 'n/a'],
    ['Debt to equity', '1.2x', '0.9x', 'n/a'],
    ['Grants (a)', '2,500(a)', '2,400', '4.2%'],
    ['Shares outstanding', '10,500,000', '10,200,000', '2.9%'],
    ['Gross margin', '41.5%', '40.2%', '1.3 pts'],
  ];

  it('$, %, x, footnote marks and share counts', () => {
    const { model, text } = readGrid(grid);
    expect(model.currency, text).toBe('$');
    expect(factOf(model, 'Net sales', 'FY2024'), text).toMatchObject({ value: 1234, unit: 'money', currency: '$', printed: '$ 1,234' });
    expect(factOf(model, 'Net sales', 'Change'), text).toMatchObject({ value: -66, unit: 'percent', kind: 'change', printed: '(66)%' });
    expect(factOf(model, 'Debt to equity', 'FY2023'), text).toMatchObject({ value: 0.9, unit: 'ratio', scale: 1 });
    // A footnote mark is neither part of the label nor of the figure.
    expect(factOf(model, 'Grants', 'FY2024').value, text).toBe(2500);
    expect(factOf(model, 'Shares outstanding', 'FY2024'), text).toMatchObject({ value: 10_500_000, unit: 'count', scale: 1 });
    expect(factOf(model, 'Gross margin', 'FY2023'), text).toMatchObject({ value: 40.2, unit: 'percent' });
  });

  it('a row of dashes and n/a is a line with nothing in it, not a heading over the rows below', () => {
    const { model, text } = readGrid(grid);
    const interest = rowOf(model, 'Interest expense');
    expect(interest.isHeading, text).toBe(false);
    expect(interest.cells.slice(1), text).toEqual([null, null, null]);
    expect(interest.source.text?.slice(1), text).toEqual(['—', '–', 'n/a']);
    expect(rowOf(model, 'Debt to equity').path, text).toEqual([]);
  });

  it('£ and € amounts: the mark is the currency, for the table when most of its marks say so', () => {
    const pounds = readGrid([
      ['', '2024', '2023'],
      ['Shop sales', '£12,400', '£11,050'],
      ['Legacies', 8000, 4500],
      ['Total income', '£20,400', '£15,550'],
    ]);
    expect(pounds.model.currency, pounds.text).toBe('£');
    expect(factOf(pounds.model, 'Legacies', '2024'), pounds.text).toMatchObject({ value: 8000, currency: '£', unit: 'money' });
    const euros = readGrid([
      ['', '2024', '2023'],
      ['EU grants', '€ 950', '€ 1,010'],
      ['Shop sales', '€ 120', '€ 95'],
    ]);
    expect(factOf(euros.model, 'EU grants', '2023'), euros.text).toMatchObject({ value: 1010, currency: '€' });
  });

  it('a table printed in dollars with one line in euros stays a dollar table', () => {
    const { model, text } = readGrid([
      ['', '2024', '2023'],
      ['US program grants', '$ 40,000', '$ 38,000'],
      ['US donations', '$ 12,000', '$ 9,000'],
      ['EU grant (in euros)', '€ 5,000', '€ 4,000'],
      ['Investment income', 1200, 900],
    ]);
    expect(model.currency, text).toBe('$');
    expect(factOf(model, 'Investment income', '2024').currency, text).toBe('$');
    expect(factOf(model, 'EU grant (in euros)', '2024').currency, text).toBe('€');
  });
});

describe('scale and unit per column', () => {
  it("a margin in amounts is money, a margin the figures show as percentages is a percentage", () => {
    const { model, text } = readGrid([
      ['Results (in thousands)'],
      ['', '2025', '2024'],
      ['Revenue', 125843, 110360],
      ['Gross margin', 82933, 72007],
      ['Operating margin', 34.1, 31.8],
    ]);
    expect(factOf(model, 'Gross margin', '2025'), text).toMatchObject({ unit: 'money', scale: 1000 });
    expect(factOf(model, 'Operating margin', '2025'), text).toMatchObject({ unit: 'percent' });
  });

  it('the table’s scale from its caption, a column’s own from its header, counts and percentages unscaled', () => {
    const { model, text } = readGrid([
      ['Statement of functional expenses'],
      ['(in millions)'],
      ['Function', 'Amount', 'Volunteers (000s)', 'Shares', '% of total'],
      ['Programs', 42.5, 1.2, 1500, '78%'],
      ['Administration', 8.1, 0.3, 400, '15%'],
      ['Fundraising', 3.9, 0.1, 100, '7%'],
    ]);
    expect(model.scale, text).toBe(1e6);
    expect(model.scaleStated, text).toBe(true);
    expect(factOf(model, 'Programs', 'Amount'), text).toMatchObject({ value: 42.5, unit: 'money', scale: 1e6 });
    expect(colOf(model, 'Volunteers (000s)').scale, text).toBe(1000);
    expect(factOf(model, 'Programs', 'Volunteers (000s)'), text).toMatchObject({ value: 1.2, unit: 'count', scale: 1000 });
    expect(factOf(model, 'Programs', 'Shares'), text).toMatchObject({ value: 1500, unit: 'count', scale: 1 });
    expect(factOf(model, 'Administration', '% of total'), text).toMatchObject({ value: 15, unit: 'percent', kind: 'percentOf', scale: 1 });
  });

  it('a scale the document states only in its notes is used but not said', () => {
    const { model, text } = readGrid(
      [
        ['', '2024', '2023'],
        ['Grants', 420, 380],
        ['Donations', 95, 88],
      ],
      { notes: ['Basis of presentation. All amounts in these statements are stated in thousands of dollars.'] },
    );
    expect(model.scale, text).toBe(1000);
    expect(model.scaleStated, text).toBe(false);
    expect(factOf(model, 'Grants', '2024'), text).toMatchObject({ scale: 1000, scaleStated: false });
  });

  // As a filing prints them: the share counts' heading nested under the per-share heading above.
  it('a section headed with its unit and scale (‘Shares used in calculation (000s)’) under a per-share section', () => {
    const { model, text } = readGrid([
      ['Consolidated statement of income'],
      ['(in millions, except per share data)'],
      ['', '2024', '2023'],
      ['Net income', 1302, 1353],
      ['NET INCOME PER SHARE', null, null],
      ['Basic', 2.94, 3.05],
      ['Diluted', 2.93, 3.04],
      ['Shares used in calculation (000s):', null, null],
      ['Basic', 443814, 443700],
      ['Diluted', 444360, 444886],
    ]);
    expect(factOf(model, 'Net income', '2024'), text).toMatchObject({ unit: 'money', scale: 1e6 });
    expect(factOf(model, 'Diluted', '2024', 'NET INCOME PER SHARE'), text).toMatchObject({ value: 2.93, unit: 'perShare', scale: 1 });
    expect(factOf(model, 'Diluted', '2024', 'Shares used in calculation (000s)'), text).toMatchObject({ value: 444360, unit: 'count', scale: 1000 });
  });
});

describe('a part of a table that says no money', () => {
  it('lines under a later heading with no currency or scale count things, when the first part says its money', () => {
    const { model, text } = readGrid([
      ['Five years at a glance'],
      ['Financial figures in millions of shillings (TZS million)'],
      ['', '2023', '2024', '2025'],
      ['Financial (TZS million)', null, null, null],
      ['Total income', 6874, 7467, 8889],
      ['Surplus', 1356, 1631, 1934],
      ['Conservation and people', null, null, null],
      ['Coral fragments outplanted', 14300, 16050, 18400],
      ['Mangroves restored (hectares)', 61, 68, 74],
    ]);
    expect(factOf(model, 'Total income', '2025'), text).toMatchObject({ unit: 'money', scale: 1e6 });
    expect(factOf(model, 'Coral fragments outplanted', '2025'), text).toMatchObject({ value: 18400, unit: 'count', scale: 1 });
    expect(factOf(model, 'Mangroves restored (hectares)', '2023'), text).toMatchObject({ value: 61, unit: 'count', scale: 1 });
  });

  it('a later heading of more money keeps its scale', () => {
    const { model, text } = readGrid([
      ['Statement of activities (in thousands of dollars)'],
      ['', '2025', '2024'],
      ['Revenue ($000)', null, null],
      ['Grants', 420, 380],
      ['Expenses', null, null],
      ['Programs', 300, 280],
      ['Total expenses', 360, 330],
    ]);
    expect(factOf(model, 'Programs', '2025'), text).toMatchObject({ unit: 'money', scale: 1000 });
  });
});

describe('what a table is, from its own words', () => {
  it('a pension plan is a scheme, not a budget: its years are what happened; a board plan is a budget', () => {
    const { model, text } = readGrid([
      ['Defined benefit pension plan (in millions)'],
      ['', 'Retirement Plan 2025', 'Retirement Plan 2024'],
      ['Service cost', 56, 66],
      ['Interest cost', 436, 392],
    ]);
    expect(model.cols.map((c) => c.kind), text).toEqual(['value', 'value']);
    const plan = readGrid([['Board plan'], ['', 'Plan 2026', 'Actual 2025'], ['Rent', 12000, 11800], ['Utilities', 3000, 2950]]);
    expect(plan.model.cols.map((c) => c.kind), plan.text).toEqual(['budget', 'actual']);
  });

  it('a monthly actuals workbook named Budgets-FY2025.xlsx is actuals', () => {
    const { model, text } = readGrid(
      [
        ['Monthly actuals, fiscal year 2025'],
        ['Account', 'Jul 2024', 'Aug 2024', 'Sep 2024'],
        ['Donations', 1200, 900, 1500],
        ['Rent', 2000, 2000, 2000],
      ],
      { fileName: 'Budgets-FY2025.xlsx', sheet: 'FY25' },
    );
    expect(model.kind, text).toBe('actual');
    expect(factOf(model, 'Rent', 'Aug 2024').periods[0], text).toMatchObject({ kind: 'month', year: 2024, month: 8 });
  });

  it('a file name alone does not make a table a budget; its headers say what each column is', () => {
    const { model, text } = readGrid(
      [
        ['Account', 'Jul 2024 Actual', 'Aug 2024 Actual', 'Sep 2024 Actual'],
        ['Donations', 1200, 900, 1500],
        ['Rent', 2000, 2000, 2000],
      ],
      { fileName: 'Budgets-FY2025.xlsx' },
    );
    expect(model.kind, text).not.toBe('budget');
    expect(factOf(model, 'Donations', 'Sep 2024 Actual'), text).toMatchObject({ kind: 'actual', value: 1500 });
  });

  it('Budget | Actual | Variance columns take the fiscal year the title names', () => {
    const { model, text } = readGrid([
      ['Budget vs actual — fiscal year 2025'],
      ['', 'Budget', 'Actual', 'Variance'],
      ['Grants', 100000, 104000, 4000],
      ['Salaries', 60000, 61500, -1500],
    ]);
    expect(model.kind, text).toBe('variance');
    expect(colOf(model, 'Budget').period, text).toMatchObject({ kind: 'year', year: 2025, fiscal: true });
    expect(factOf(model, 'Salaries', 'Actual'), text).toMatchObject({ kind: 'actual', value: 61500 });
    expect(factOf(model, 'Salaries', 'Variance').kind, text).toBe('variance');
  });

  it("a total after a run of weeks is the months of the run ('Term total' of a term's weeks)", () => {
    const { model, text } = readGrid([
      ['Visits by week, spring season'],
      ['Week of', '2026-03-02', '2026-03-09', '2026-03-16', '2026-04-06', 'Season total', '10-week total'],
      ['Visits', 40, 42, 38, 45, 165, 300],
    ]);
    expect(colOf(model, 'Season total').period, text).toMatchObject({ kind: 'monthRange', year: 2026, month: 3, endYear: 2026, endMonth: 4 });
    // (One saying its own length is left to it.)
    expect(colOf(model, '10-week total').period, text).toBeNull();
  });

  it('a day a paragraph above the table tells of is not the day of its years', () => {
    const { model, text } = readGrid([
      ['The society held its open day on Saturday 14 June 2025 and welcomed more than four hundred visitors to the new garden beds.'],
      ['9. Volunteer costs'],
      ['', '2025', '2024'],
      ['Volunteer expenses', 3100, 2800],
    ]);
    expect(colOf(model, '2025').period, text).toMatchObject({ kind: 'year', year: 2025 });
  });

  it("a QuickBooks profit and loss by month: labels in a staircase over the first columns, months as 'Jul 25'", () => {
    const { model, text } = readGrid([
      ['', '', '', '', 'Nov 25', 'Dec 25', 'Jan 26', 'TOTAL'],
      ['Ordinary Income/Expense'],
      ['', 'Income'],
      ['', '', '4100 · Memberships'],
      ['', '', '', '4110 · Adult memberships', 800, 820, 900, 2520],
      ['', '', '', '4120 · Youth memberships', 150, 160, 170, 480],
      ['', '', 'Total 4100 · Memberships', '', 950, 980, 1070, 3000],
      ['', 'Total Income', '', '', 950, 980, 1070, 3000],
      ['', 'Expense'],
      ['', '', '7200 · Coaching', '', 400, 400, 420, 1220],
      ['', 'Total Expense', '', '', 400, 400, 420, 1220],
      ['Net Income', '', '', '', 550, 580, 650, 1780],
    ]);
    expect(model.labelColumn, text).toBe(0);
    expect(colOf(model, 'Jan 26').period, text).toMatchObject({ kind: 'month', year: 2026, month: 1 });
    expect(colOf(model, 'Nov 25').period, text).toMatchObject({ kind: 'month', year: 2025, month: 11 });
    expect(rowOf(model, 'Youth memberships'), text).toMatchObject({ code: '4120', category: 'revenue', path: ['Ordinary Income/Expense', 'Income', 'Memberships'] });
    expect(rowOf(model, 'Coaching').category, text).toBe('expense');
  });

  it('a balance sheet as of one day a year: bare year columns take that day', () => {
    const { model, text } = readGrid([
      ['Statement of Financial Position'],
      ['As of June 30, 2025 and 2024'],
      ['', '2025', '2024'],
      ['Cash', 120000, 98000],
      ['Pledges receivable', 45000, 30000],
      ['Total assets', 165000, 128000],
    ]);
    expect(model.kind, text).toBe('balance');
    expect(colOf(model, '2024').period, text).toMatchObject({ kind: 'date', year: 2024, month: 6, day: 30 });
    expect(rowOf(model, 'Pledges receivable').category, text).toBe('asset');
  });
});

describe("a form's line numbers", () => {
  it('reads sub-line numbers before the descriptions as the lines’ numbers, not figures', () => {
    const { model, text } = readGrid([
      ['Annual return - Part B', '', ''],
      ['', 'Description', 'Rupees'],
      [7.1, 'Donations received in the country', 462285200],
      [7.2, 'Donations from abroad', 96842300],
      [7.3, 'Government grants', 40000000],
      [8, 'TOTAL INCOME', 599127500],
    ]);
    expect(model.codeColumn, text).toBe(0);
    expect(model.cols.some((c) => c.index === 0), text).toBe(false);
  });

  it('keeps a column of whole numbers (instalments, draws) as figures that can be asked about', () => {
    const { model, text } = readGrid([
      ['Payment schedule', '', ''],
      ['', 'Condition', 'Amount'],
      [1, 'On signing', 48000],
      [2, 'On the interim report', 42000],
      [3, 'On the final report', 30000],
    ]);
    expect(model.codeColumn, text).toBe(null);
  });

  it('reads whole question numbers going up one a line, past 1, as the lines’ numbers', () => {
    const { model, text } = readGrid([
      ['Annual statement - Section D', '', ''],
      ['', 'Income', 'Amount'],
      [19, 'Revenue from government', 1585100],
      [20, 'Donations and bequests', 281420],
      [21, 'Revenue from goods and services', 23738036],
      [22, 'Total revenue (19 to 21)', 25604556],
    ]);
    expect(model.codeColumn, text).toBe(0);
    expect(factOf(model, 'Donations and bequests', 'Amount').value, text).toBe(281420);
  });
});

describe('a day of the week beside the date', () => {
  it('is when in the week, not what each row is', () => {
    const { model, text } = readGrid([
      ['Date', 'Day', 'Volunteers', 'Hours', 'Households served'],
      ['2025-04-01', 'Tuesday', 15, 57, 86],
      ['2025-04-03', 'Thursday', 11, 42.25, 97],
      ['2025-04-08', 'Tuesday', 13, 48, 107],
      ['2025-04-10', 'Thursday', 13, 47.25, 102],
    ]);
    expect(model.rows.map((r) => r.label), text).not.toContain('Tuesday');
  });
});

describe('a year-to-date group beside the months', () => {
  it('is the months of the year through its month, not that month again', () => {
    const { model, text } = readGrid([
      ['', 'Jul-25', '', 'Aug-25', '', 'Sep-25', '', 'Year to date Sep-25', ''],
      ['', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget'],
      ['Fundraising events', 1500, 1320, 1800, 1980, 9450, 11880, 12750, 15180],
      ['Interest income', 210, 200, 190, 200, 205, 200, 605, 600],
    ]);
    const ytd = model.cols.filter((c) => /Year to date/.test(c.label));
    expect(ytd.length, text).toBe(2);
    expect(ytd.map((c) => c.period && describePeriod(c.period)), text).toEqual(['the year to September 2025', 'the year to September 2025']);
    expect(model.cols.filter((c) => c.period?.kind === 'month' && c.period.month === 9).length, text).toBe(2);
  });
});
