// Notes of a set of statements read as printed: a column headed 'GH¢' is in cedis whatever the
// caption says of grants in euros, and not in the thousands another note is in; a note counting
// staff counts them; a schedule of fixed assets is of assets, and rolls forward, it logs nothing.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { readGrid } from './table/fixtures';

const statements: DocSpec = {
  fileName: 'Audited Financial Statements 2025.pdf',
  passages: [{ text: 'Amounts in note 7 are stated in thousands of Ghana cedis (GH¢\'000).', page: 8 }],
  tables: [
    {
      page: 3,
      title: 'Statement of income and expenditure. Grants are received in EUR and USD and converted at the rate on the day.',
      columns: ['', 'Unrestricted 2025 GH¢', 'Restricted 2025 GH¢', 'Total 2025 GH¢'],
      rows: [
        ['Grants from international donors', 0, 24615300, 24615300],
        ['Donations', 1284500, 0, 1284500],
      ],
    },
    {
      page: 10,
      title: 'The number of staff employed at 31 December, by location, was:',
      columns: ['', '2025', '2024'],
      rows: [
        ['Head office', 21, 19],
        ['Field office', 34, 28],
        ['Total staff at 31 December', 55, 47],
      ],
    },
  ],
};

describe('notes to the statements', () => {
  const org = organisation(1, statements);
  const table = (re: RegExp) => org.index.lib.tables.find((t) => re.test(t.title))!;

  it('reads a column headed GH¢ in cedis, at the scale it prints', () => {
    const t = table(/income and expenditure/);
    expect(t.currency).toBe('GH₵');
    expect(t.scale).toBe(1);
  });

  it('reads a note counting staff as counts', () => {
    const t = table(/number of staff/);
    expect(t.rows.filter((r) => !r.isHeading).every((r) => r.unit === 'count')).toBe(true);
  });
});

describe('a schedule of fixed assets', () => {
  const { model, lines, text } = readGrid([
    ['10. Property, plant and equipment'],
    ['', 'Buildings GH¢', 'Motor vehicles GH¢', 'Total GH¢'],
    ['Cost', '', '', ''],
    ['Cost at 1 January 2025', 3186400, 5412800, 8599200],
    ['Additions', 0, 1694500, 1694500],
    ['Disposals', 0, -420000, -420000],
    ['Cost at 31 December 2025', 3186400, 6687300, 9873700],
    ['Depreciation at 1 January 2025', 412600, 2318700, 2731300],
    ['Charge for the year', 79660, 846900, 926560],
    ['Depreciation at 31 December 2025', 492260, 3165600, 3657860],
  ]);

  it('is of assets, not of the year’s expenses', () => {
    expect(model.rows.filter((r) => r.category === 'expense'), text).toEqual([]);
  });

  it('is no log of dated records', () => {
    expect(lines.filter((l) => l.byKey?.endsWith(':all')), text).toEqual([]);
  });
});

describe('what a figure is not', () => {
  const report: DocSpec = {
    fileName: 'Annual Report 2025.docx',
    passages: ['Admissions income grew again as visitor numbers recovered after the new otter habitat opened.'],
    tables: [
      {
        title: 'Five-year summary',
        columns: ['', 'FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'],
        rows: [
          ['Total income', 26418, 28110, 30982, 33540, 35102],
          ['Total expenditure', 25102, 27500, 29875, 31990, 33200],
        ],
      },
    ],
  };
  const grants: DocSpec = {
    fileName: 'Grants note 2025.pdf',
    tables: [
      {
        page: 11,
        title: 'Grants from international donors',
        columns: ['Donor', '2025 GH¢', '2024 GH¢'],
        rows: [
          ['Lakeside Churches Mission (Canada)', 1838700, 1502300],
          ['Hope Across Borders Foundation (USA)', 8412600, 6905300],
        ],
      },
    ],
  };
  const org = organisation(10, report, grants);

  it('a total of income is not the part of it only the prose names', () => {
    expect(org.ask('How much admissions income did we take in FY2021?').found).toBe(false);
  });

  it('a grant in cedis is not its amount in Canadian dollars', () => {
    const a = org.ask('What did the Lakeside Churches Mission grant amount to in Canadian dollars?');
    expect(a.found).toBe(false);
    expect(org.ask('What did the Lakeside Churches Mission grant amount to in 2025?').answer).toContain('1,838,700');
  });
});

describe('a name after a title', () => {
  it("is in the answer's first sentence, its title written without a full stop", () => {
    const ret: DocSpec = {
      fileName: 'Charities Annual Return 2025.pdf',
      passages: [
        { text: 'Annual return of a registered charity, Form CR-2', page: 1 },
        { text: '18 Registered office 4 Quay Street, Kingston', page: 2 },
        { text: '19 Name of the trustee signing Dr. Marisol Quashie', page: 2 },
        { text: '20 Date signed 14/03/2026', page: 2 },
      ],
    };
    const a = organisation(1, ret).ask('Who signed the annual return?');
    expect(firstSentence(a.answer)).toContain('Marisol Quashie');
  });
});
