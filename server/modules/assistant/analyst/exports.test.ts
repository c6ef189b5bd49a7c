// A payments service's export, read as people ask about it, and a quarter's report of dated months
// (tables written for these tests): the service named by the export's own columns, its charges
// told from their fees, a day asked read as that day, and a bare 'Quarter 1' read as the months
// the report's title gives.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const payments: DocSpec = {
  fileName: 'balance_history_2027-01-01_to_2027-02-28.csv',
  tables: [
    {
      columns: ['id', 'Type', 'Source', 'Amount', 'Fee', 'Net', 'Currency', 'Created (UTC)', 'Available On (UTC)', 'Description'],
      rows: [
        ['txn_1AB23CD45EF601', 'charge', 'ch_9ZY87XW65VU601', 1500, 52.5, 1447.5, 'nzd', '2027-02-24 21:14:09', '2027-02-26 21:14:09', 'Kayak course - booking KC-601'],
        ['txn_1AB23CD45EF602', 'payout', 'po_9ZY87XW65VU602', -2890.4, 0, -2890.4, 'nzd', '2027-02-22 00:30:00', '2027-02-22 00:30:00', 'PAYOUT'],
        ['txn_1AB23CD45EF603', 'charge', 'ch_9ZY87XW65VU603', 640, 22.4, 617.6, 'nzd', '2027-02-17 03:01:44', '2027-02-19 03:01:44', 'Climbing wall - booking KC-598'],
        ['txn_1AB23CD45EF604', 'refund', 're_9ZY87XW65VU604', -320, 0, -320, 'nzd', '2027-02-11 08:45:12', '2027-02-11 08:45:12', 'Refund - booking KC-590'],
        ['txn_1AB23CD45EF605', 'charge', 'ch_9ZY87XW65VU605', 2400, 84, 2316, 'nzd', '2027-02-03 22:10:31', '2027-02-05 22:10:31', 'Kayak course - booking KC-588'],
        ['txn_1AB23CD45EF606', 'payout', 'po_9ZY87XW65VU606', -1876.2, 0, -1876.2, 'nzd', '2027-01-25 00:30:00', '2027-01-25 00:30:00', 'PAYOUT'],
        ['txn_1AB23CD45EF607', 'charge', 'ch_9ZY87XW65VU607', 980, 34.3, 945.7, 'nzd', '2027-01-19 04:22:18', '2027-01-21 04:22:18', 'Climbing wall - booking KC-581'],
        ['txn_1AB23CD45EF608', 'charge', 'ch_9ZY87XW65VU608', 2400, 84, 2316, 'nzd', '2027-01-08 23:59:02', '2027-01-10 23:59:02', 'Kayak course - booking KC-577'],
      ],
    },
  ],
};

const quarter: DocSpec = {
  fileName: 'Management accounts Q1.xlsx',
  tables: [
    {
      sheet: 'Q1',
      title: 'Harbourside Outdoor Centre - Management Accounts, Quarter 1 2027/28 (1 July - 30 September 2027)',
      columns: ['Line', 'Jul-27', 'Aug-27', 'Sep-27', 'Quarter 1 Actual', 'Quarter 1 Budget', 'Full year Budget 2027/28'],
      headerRows: [
        ['', 'Actual', 'Actual', 'Actual', 'Quarter 1', 'Quarter 1', 'Full year'],
        ['Line', 'Jul-27', 'Aug-27', 'Sep-27', 'Actual', 'Budget', 'Budget 2027/28'],
      ],
      rows: [
        ['Course fees', 18200, 22400, 15100, 55700, 52000, 210000],
        ['Instructor wages', 12100, 12600, 11900, 36600, 36000, 148000],
      ],
    },
  ],
};

const accounts: DocSpec = {
  fileName: 'Annual accounts 2026-27.xlsx',
  tables: [{ sheet: 'SOFA', title: 'Statement of financial activities for the year ended 30 June 2027', columns: ['Line', '2027', '2026'], rows: [['Income', null, null], ['Course fees', 201300, 188450], ['Expenditure', null, null], ['Instructor wages', 141900, 133200], ['Staff costs', 48200, 45100], ['Boat maintenance', 23400, 19800], ['Insurance', 9800, 9100], ['Fuel', 15200, 14300]] }],
};

describe('a payments export', () => {
  const org = organisation(7, payments);

  it('is named by the service its own columns show, and its charges are the Amount of its charge records', () => {
    const a = firstSentence(org.ask('total stripe charges in feb 2027').answer);
    expect(a).toMatch(/NZ\$4,540\b/);
    expect(firstSentence(org.ask('stripe fees jan-feb 2027').answer)).toMatch(/\$277\.20\b/);
  });

  it('reads a day with its time as that day, and a record of a day asked only on that day', () => {
    expect(firstSentence(org.ask('what was the stripe payout on 22 feb 2027').answer)).toMatch(/2,890\.40/);
    expect(firstSentence(org.ask('what was the stripe payout on 1 march 2027').answer)).toMatch(/couldn't find|could not find/);
  });

  it('gives the amount of the largest charge even when two are alike, and counts records between two months', () => {
    expect(firstSentence(org.ask('biggest single stripe charge jan-feb 2027').answer)).toMatch(/\$2,400\b/);
    expect(firstSentence(org.ask('how many charges went through stripe between january and february 2027').answer)).toMatch(/\b5 charges\b/);
  });
});

describe("a quarter's report of dated months", () => {
  const org = organisation(7, quarter, accounts);

  it("reads a bare 'Quarter 1' as the months the title gives, not the year before", () => {
    // The year ended 30 June 2027 is the accounts' 201,300; the report's quarter is July-September 2027.
    expect(firstSentence(org.ask('course fees in 2026/27?').answer)).toMatch(/\$201,300\b/);
    expect(firstSentence(org.ask('how far off budget were course fees in q1 2027/28').answer)).toMatch(/\$3,700\b/);
  });

  it("leaves out what is set aside first, up to its comma ('apart from X and Y, …')", () => {
    const a = firstSentence(org.ask('apart from instructor wages, staff costs and insurance, what was our biggest expense in 2026/27?').answer);
    expect(a).toMatch(/Boat maintenance/);
  });
});

describe('a list whose rows are names the question does not say', () => {
  const receipts: DocSpec = {
    fileName: 'Receipts issued 2027.xlsx',
    tables: [{ sheet: 'Receipts', columns: ['Date', 'Tax number', 'Amount'], rows: [['2027-03-02', 'KLM780412QX1', 4000], ['2027-03-09', 'PRT660918AB3', 2500], ['2027-04-14', 'KLM780412QX1', 1500], ['2027-05-20', 'WXZ900101HJ7', 1200], ['2027-05-28', 'WXZ900101HJ7', 800]] }],
  };
  const org = organisation(1, receipts);

  it('states no figure when any of its rows would answer as well as another', () => {
    expect(firstSentence(org.ask("what's our tax number").answer)).toMatch(/couldn't find|could not find/);
    // (A row the question names is read.)
    expect(firstSentence(org.ask('what was the amount for PRT660918AB3').answer)).toMatch(/\$2,500\b/);
  });
});

describe('a budget analysis that calls its actuals the selected period', () => {
  const analysis: DocSpec = {
    fileName: 'Profit & Loss [Budget Analysis] FY2027.pdf',
    tables: [
      {
        page: 1,
        title: 'Tavua Respite Centre - Profit & Loss [Budget Analysis] - August 2026 To July 2027',
        columns: ['Account', 'Selected Period', 'Budgeted', '$ Difference', '% Difference'],
        rows: [
          ['Income', null, null, null, null],
          ['Respite fees', 84200, 80000, 4200, 5.3],
          ['Grants', 120000, 120000, 0, 0],
          ['Total Income', 204200, 200000, 4200, 2.1],
          ['Expenses', null, null, null, null],
          ['Carer wages', 131400, 135000, -3600, -2.7],
          ['Food', 18900, 17500, 1400, 8],
          ['Vehicle costs', 9100, 9800, -700, -7.1],
          ['Utilities', 12600, 12000, 600, 5],
          ['Total Expenses', 172000, 174300, -2300, -1.3],
        ],
      },
    ],
  };
  const org = organisation(8, analysis);

  it('reads the selected period as the actuals beside the budget, and its difference as their variance', () => {
    expect(firstSentence(org.ask('what was the FY27 budget for food?').answer)).toMatch(/\$17,500\b/);
    expect(firstSentence(org.ask('how far over or under budget were carer wages in FY27').answer)).toMatch(/\$3,600\b.*under budget/);
  });

  it('adds up how far the lines on one side of their budget were from it', () => {
    expect(firstSentence(org.ask('adding up only the expense accounts that came in under budget in FY27, how much under were they in total?').answer)).toMatch(/\$4,300\b/);
  });
});

describe('a German income and expenditure account', () => {
  const eur: DocSpec = {
    fileName: 'EÜR 2027 Kulturverein.pdf',
    tables: [
      {
        page: 1,
        title: 'Einnahmen-Überschuss-Rechnung 2027',
        columns: ['Position', 'Geschäftsjahr 2027 EUR', 'Vorjahr 2026 EUR'],
        rows: [
          ['Einnahmen', null, null],
          ['Mitgliedsbeiträge', 8400, 8100],
          ['Spenden', 21300, 19800],
          ['Zuschüsse der Stadt', 15000, 15000],
          ['Summe Einnahmen', 44700, 42900],
          ['Ausgaben', null, null],
          ['Honorare', 16800, 15900],
          ['Raummiete', 9600, 9600],
          ['Werbung', 2100, 1800],
          ['Summe Ausgaben', 28500, 27300],
        ],
      },
      {
        page: 2,
        title: 'Zusammenstellung aller Bereiche',
        columns: ['Bereich', 'Geschäftsjahr 2027 EUR', 'Vorjahr 2026 EUR'],
        rows: [
          ['Ideeller Bereich', 16200, 15600],
          ['Vermögensverwaltung', 1450, 900],
          ['Zweckbetrieb', 1300, 600],
          ['Gesamtergebnis (Überschuss)', 18950, 17100],
        ],
      },
    ],
  };
  const org = organisation(1, eur);

  it('reads its sums as totals and its Ausgaben as expenses: the biggest expense line is one of them', () => {
    const a = firstSentence(org.ask('biggest ausgaben line in 2027 apart from honorare').answer);
    expect(a).toMatch(/Raummiete/);
  });

  it('reads its own Überschuss, not a surplus worked out beside it', () => {
    expect(firstSentence(org.ask('how much did the overall überschuss change from 2026 to 2027?').answer)).toMatch(/€1,850\b/);
  });
});

describe('a multi-period P&L, a bank export and a statement with its pension line apart', () => {
  const months = ['Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026'];
  const pnl: DocSpec = {
    fileName: 'Profit & Loss [Multi-Period] Sep-Dec 2026.xlsx',
    tables: [
      {
        sheet: 'P&L',
        title: 'Profit & Loss [Multi-Period] - September 2026 To December 2026',
        columns: ['Account', ...months, 'Total'],
        rows: [
          ['Income', null, null, null, null, null],
          ['4-1100 Govt Grant - DSWB', 30000, 0, 30000, 0, 60000],
          ['Expenses', null, null, null, null, null],
          ['6-2100 Rent - Carlton Street', 2400, 2400, 2400, 2400, 9600],
          ['6-3300 Island Outreach Travel', 0, 3120, 0, 2875, 5995],
          ['Total Expenses', 2400, 5520, 2400, 5275, 15595],
        ],
      },
    ],
  };
  const bank: DocSpec = {
    fileName: 'ANZ_0108_01092026-31122026.csv',
    tables: [
      {
        title: 'Statement Period: 01/09/2026 - 31/12/2026',
        columns: ['Date', 'Transaction Details', 'Debit', 'Credit', 'Balance'],
        rows: [
          ['02/09/2026', 'DSWB GRANT Q1', null, 30000, 52000],
          ['15/10/2026', 'RENT CARLTON STREET', 2400, null, 49600],
          ['28/11/2026', 'ANZ SERVICE FEE', 15, null, 49585],
          ['30/12/2026', 'RENT CARLTON STREET', 2400, null, 47185],
        ],
      },
    ],
  };
  const statement: DocSpec = {
    fileName: 'Audited statements 2026.pdf',
    tables: [{ page: 1, title: 'Statement of comprehensive income for the year ended 31 March 2026', columns: ['Line', '2026', '2025'], rows: [['Income', null, null], ['Course fees', 910000, 850000], ['Expenditure', null, null], ['Staff costs', 512000, 480000], ['Contributions to pension scheme', 25600, 24000], ['Food and catering', 88000, 81000]] }],
  };
  const org = organisation(9, pnl, bank);

  it("reads 'st' after a name as its street, and a name spelled out before its letters as named by them", () => {
    expect(firstSentence(org.ask('how much was rent for carlton st in sep 2026').answer)).toMatch(/\$2,400\b/);
    expect(firstSentence(org.ask('What did the Department (DSWB) grant bring in during November 2026?').answer)).toMatch(/\$30,000\b/);
  });

  it("counts the months a line had any figure in, and reads a bank's balance asked at a day from its running balance", () => {
    expect(firstSentence(org.ask('in how many months did we have island outreach travel costs?').answer)).toMatch(/\b2 of 4\b/);
    expect(firstSentence(org.ask('anz balance at 30 dec 2026?').answer)).toMatch(/\$47,185\b/);
  });

  it('adds a line the question says is included when the statement prints it apart', () => {
    const with_ = organisation(4, statement);
    expect(firstSentence(with_.ask('total staff costs including pension for 2025/26?').answer)).toMatch(/\$537,600\b/);
  });
});

describe('guards a formal report needs', () => {
  const capex: DocSpec = {
    fileName: 'FY28 Budget Pack.xlsx',
    tables: [{ sheet: 'Capex FY28', title: 'Capital works FY2028', columns: ['Project', 'FY2028 Budget', 'Spent to 30/09/2027'], rows: [['Wetland boardwalk', 120000, 41800], ['Koala enclosure roof', 64000, 12500], ['Visitor toilets', 90000, 88200]] }],
  };
  const accounts: DocSpec = {
    fileName: 'Financial report 30 June 2027.pdf',
    tables: [{ page: 4, title: 'Note 5 Employee benefits expense for the year ended 30 June 2027', columns: ['Line', '2027 $', '2026 $'], rows: [['Wages and salaries', 1840000, 1712000], ['Superannuation contributions', 211600, 196900]] }],
    passages: ['The Chief Executive Officer leads a team of 38 staff across the park.'],
  };
  const visits: DocSpec = {
    fileName: 'SalesSummary_ByMonth_01072026-30092026.csv',
    tables: [{ columns: ['Period', 'Total Visitors', 'Net Sales (ex GST)'], rows: [['01/07/2026 - 31/07/2026', 12100, 151000], ['01/08/2026 - 31/08/2026', 9400, 118200], ['01/09/2026 - 30/09/2026', 13300, 166700]] }],
  };
  const print: DocSpec = {
    fileName: 'receipt_scan_0311.jpg',
    passages: ['PRAIRIE PRINT & SHIP', '11/03/2027', 'BANNER 3FT 1 @ 89.00 89.00', 'SUBTOTAL 89.00', 'TAX 7.34', 'TOTAL 96.34', 'VISA 96.34'],
    fields: { merchant: 'PRAIRIE PRINT & SHIP', date: '2027-03-11', dateText: '11/03/2027', subtotal: 89, tax: 7.34, total: 96.34 },
  };
  const org = organisation(7, capex, accounts, visits, print);

  it('gives no spending as a budget, and no line of all wages as a role-holder’s pay', () => {
    expect(firstSentence(org.ask('what was the FY2027 capital works budget for the koala enclosure roof?').answer)).toMatch(/couldn't find|could not find/);
    expect(firstSentence(org.ask("What was the CEO's salary in 2026-27?").answer)).toMatch(/couldn't find|could not find/);
  });

  it('reads a month written as its first and last days as that month', () => {
    expect(firstSentence(org.ask('which month in FY27 had the most visitors?').answer)).toMatch(/September 2026/);
    expect(firstSentence(org.ask('average monthly visitors jul-sep 2026?').answer)).toMatch(/11,600\b/);
  });

  it('finds no receipt of a kind of shop no receipt is from', () => {
    expect(firstSentence(org.ask('how much was the catering invoice for the banner?').answer)).toMatch(/couldn't find a receipt/);
  });
});

describe("an auditor's report and its sign-off", () => {
  const report: DocSpec = {
    fileName: 'Financial report 30 June 2027.pdf',
    passages: [
      { text: 'We have audited the financial report of Kestrel Ridge Sanctuary Ltd, which comprises the statement of financial position as at 30 June 2027 and the notes to the financial statements.', page: 7, heading: 'Independent auditor’s report' },
      { text: 'In our report dated 19 September 2026 on the prior year we expressed an unmodified opinion.', page: 7, heading: 'Independent auditor’s report' },
      { text: 'Marlow Venn Partners Chartered Accountants', page: 8, heading: 'Independent auditor’s report' },
      { text: 'A. K. Fenwick, Partner Ballarat, 23 September 2027', page: 8, heading: 'Independent auditor’s report' },
    ],
  };
  const org = organisation(7, report);

  it('dates the report by the day beside the firm that signs it', () => {
    expect(firstSentence(org.ask('When did the auditor sign the FY27 audit report?').answer)).toMatch(/23 September 2027/);
  });
});

describe('a date asked of a fiscal year', () => {
  const letter: DocSpec = {
    fileName: 'Chair letter.docx',
    passages: ['Our volunteers gave 41,200 hours this year.', 'The Annual General Meeting will be held at the Visitor Centre on 19 November 2026 at 6.30 pm.'],
  };
  const org = organisation(7, letter);

  it('is answered by a sentence giving a day inside that fiscal year, though it names the year otherwise', () => {
    expect(firstSentence(org.ask('when is the AGM in FY27?').answer)).toMatch(/19 November 2026/);
  });
});

describe('lines named together', () => {
  const note: DocSpec = {
    fileName: 'Financial report 30 June 2027.pdf',
    tables: [{ page: 5, title: 'Note 4 Employee benefits expense for the year ended 30 June 2027', columns: ['Line', '2027 $', '2026 $'], rows: [['Wages and salaries', 1840000, 1712000], ['Superannuation contributions', 211600, 196900], ['Workers compensation insurance', 48900, 45100], ['Other employee costs (training, uniforms)', 121300, 114800], ['Total employee benefits expense', 2221800, 2068800]] }],
  };
  const review: DocSpec = {
    fileName: 'Annual Review 2026-27.pdf',
    tables: [{ page: 3, title: 'Where the money went, July 2026 to June 2027', columns: ['Line', '$'], rows: [['Employee expenses', 1840000], ['Other employee costs', 405000], ['Animal care', 612000], ['Occupancy', 288000]] }],
  };
  const org = organisation(7, note, review);

  it('come from one table when one table has them all', () => {
    expect(firstSentence(org.ask('Add up the FY27 employee costs other than wages and salaries - super, workers comp and other employee costs.').answer)).toMatch(/\$381,800\b/);
  });
});
