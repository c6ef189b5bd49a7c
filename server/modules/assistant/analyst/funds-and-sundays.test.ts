// A congregation's fund balance report (funds numbered 10, 20, 30 before their names; receipts,
// disbursements, transfers and an ending balance), its giving summary by month with the number of
// Sundays in each, and a hardware store's receipt: what 'receipts' means on each, and counts and
// months of cover only of the things the question names.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { parsePlan } from './plan/parse';

const fundReport: DocSpec = {
  fileName: 'Fund Balance Report 2025.pdf',
  tables: [
    {
      title: 'Fund Balance Report - Period: 01/01/2025 - 12/31/2025 - Funds: All',
      columns: ['Fund', 'Description', 'Beginning Balance', 'Receipts', 'Disburse- ments', 'Transfers', 'Ending Balance'],
      rows: [
        [10, 'GENERAL FUND', 52318.64, 334364.73, 296996.13, -46000, 43687.24],
        [20, 'BUILDING FUND', 61240, 17064.22, 21310, 12000, 68994.22],
        [30, 'MISSIONS FUND', 8412.5, 15930, 40110, 34000, 18232.5],
        [40, 'BENEVOLENCE FUND', 3980, 6815, 9240, 0, 1555],
        [null, 'Total All Funds', 125951.14, 374173.95, 367656.13, 0, 132468.96],
      ],
    },
  ],
};

const receipt: DocSpec = {
  fileName: 'Hardware receipt.jpg',
  fields: { merchant: 'Stones River Hardware', date: '2025-11-15', total: 297.73, currency: '$' },
  passages: ['STONES RIVER HARDWARE', '11/15/2025 10:14 AM', 'TOTAL 297.73'],
};

const summary: DocSpec = {
  fileName: '2025 Giving Summary.xlsx',
  tables: [
    {
      sheet: 'Summary',
      title: 'Cedar Glade Church - 2025 Giving Summary',
      columns: ['Month', 'Plate', 'Envelope', 'Online', 'Total Received', 'Sundays'],
      // (Monthly totals pulled from each month's sheet.)
      rows: [
        ['January', 855.75, 15990, 7195, 24040.75, 4],
        ['February', 1294.75, 16345, 7330, 24969.75, 4],
        ['March', 2079.5, 23650, 10280, 36009.5, 5],
        ['Quarter 1', 4230, 55985, 24805, 85020, 13],
        ['April', 2755, 19940, 7880, 30575, 4],
        ['May', 1209.5, 18460, 7520, 27189.5, 4],
        ['June', 1890, 21990, 9895, 33775, 5],
        ['Quarter 2', 5854.5, 60390, 25295, 91539.5, 13],
        ['Year 2025', 10084.5, 116375, 50100, 176559.5, 26],
      ],
    },
  ],
};

describe("a fund report's numbered funds", () => {
  const org = organisation(1, fundReport, receipt);

  it('reads the fund numbers as the funds’ numbers, and a heading broken at its hyphen as one word', () => {
    const t = org.index.lib.tables.find((x) => x.fileName === 'Fund Balance Report 2025.pdf')!;
    expect(t.codeColumn).toBe(0);
    expect(t.cols.map((c) => c.label)).toContain('Disbursements');
  });

  it('gives the ending balance, not the fund’s number', () => {
    expect(firstSentence(org.ask('What was the General Fund ending balance at 12/31/2025?').answer)).toMatch(/43,687\.24/);
  });

  it("reads 'total receipts across all funds' as money received, not the hardware store's slip", () => {
    expect(parsePlan('What were total receipts across all funds for 2025?').receipt).toBe(false);
    expect(parsePlan('How much was the hardware store receipt?').receipt).toBe(true);
    expect(firstSentence(org.ask('What were total receipts across all funds for 2025?').answer)).toMatch(/374,173\.95/);
  });

  it('reads months of cover the question defines itself', () => {
    const plan = parsePlan('How many months of General Fund disbursements would the General Fund ending balance cover?');
    expect(plan.op).toBe('ratio');
    expect(plan.namedRatio).toBe('months of cover');
    expect(plan.operands.map((o) => o.text).join(' | ')).toMatch(/disbursements/);
    // (The usual wording keeps its named ratio and its other names.)
    expect(parsePlan('How many months of expenses does our cash cover?').namedRatio).toBe('months of cash');
  });
});

describe('counts of Sundays and months of cover', () => {
  const org = organisation(1, summary, {
    fileName: 'Prima nota cassa 2025.xlsx',
    tables: [
      {
        title: 'Prima nota cassa anno 2025',
        columns: ['Data', 'Descrizione', 'Entrate', 'Uscite'],
        rows: [
          ['2025-01-08', 'Merende doposcuola', null, 31.96],
          ['2025-02-11', 'Prelievo da banca', 300, null],
          ['2025-03-14', 'Cancelleria', null, 22.5],
          ['2025-04-02', 'Merende centro estivo', null, 88.1],
        ],
      },
    ],
  });

  // (A guard: with the weekly sheets beside it a summary's months and quarters were counted for
  // Sundays; this smaller summary alone is not read so.)
  it('never counts a summary’s months for Sundays', () => {
    const a = org.ask('How many Sundays in 2025 had total receipts above $8,000?').answer;
    expect(firstSentence(a)).not.toMatch(/\b4 sundays\b|\b4\b.*sundays/i);
  });

  it('never answers months of cover with a count of records', () => {
    const a = org.ask('How many months of 2025 operating outflows would our cash at 31/12/2025 cover?').answer;
    expect(a).not.toMatch(/\b\d+ records\b/);
  });
});
