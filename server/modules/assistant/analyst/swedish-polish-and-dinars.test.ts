// A Swedish fundraising foundation's annual report (a 'Not' column of note numbers beside the
// years, a five-year overview in tkr, Swedish compounds and questions asked in Swedish), and a
// Jordanian NGO whose statements are in dinars with a notes column whose heading the PDF ran into
// its neighbour's.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { factOf, readGrid, rowOf } from './table/fixtures';
import { isStopword } from './text';

const report: DocSpec = {
  fileName: 'Årsredovisning 2025.pdf',
  tables: [
    {
      page: 4,
      title: 'Resultaträkning (belopp i kr)',
      columns: ['', 'Not', '2025', '2024'],
      rows: [
        ['Verksamhetsintäkter', null, null, null],
        ['Gåvor', 2, 14862350, 13905120],
        ['Bidrag', 2, 6420000, 5980500],
        ['Summa verksamhetsintäkter', null, 21282350, 19885620],
        ['Verksamhetskostnader', 3, null, null],
        ['Ändamålskostnader', 4, -17684900, -16402300],
        ['Administrationskostnader', null, -1264300, -1198400],
      ],
    },
    {
      page: 2,
      title: 'Flerårsöversikt (tkr)',
      columns: ['', '2025', '2024', '2023'],
      rows: [
        ['Insamlade medel', 21282, 19886, 18540],
        ['Eget kapital', 13805, 12392, 11055],
      ],
    },
  ],
};

describe('a Swedish annual report', () => {
  const org = organisation(1, report);

  it('reads a question asked in Swedish, its words in the definite form', () => {
    const a = firstSentence(org.ask('Hur stora var ändamålskostnaderna 2024?').answer);
    expect(a).toMatch(/16,402,300/);
  });

  it('reads a Swedish compound by its parts', () => {
    const a = firstSentence(org.ask('What were the administration costs in 2025?').answer);
    expect(a).toMatch(/1,264,300/);
  });

  it("never reads a 'Not' column of note numbers as figures", () => {
    const a = firstSentence(org.ask('What were gifts in 2025?').answer);
    expect(a).toMatch(/14,862,350/);
  });

  it('scales an overview headed in tkr to thousands of kronor', () => {
    const a = firstSentence(org.ask('Eget kapital 2024 enligt flerårsöversikten?').answer);
    expect(a).toMatch(/12,392,000|12\.4 million/);
  });
});

const statements: DocSpec = {
  fileName: 'Audited Financial Statements 2025.pdf',
  tables: [
    {
      page: 3,
      title: 'STATEMENT OF FINANCIAL POSITION - As at 31 December 2025 (in Jordanian Dinars)',
      columns: ['', '2025 JD', '2024 JD'],
      rows: [
        ['Cash and cash equivalents', 361167.22, 289372.99],
        ['Grants receivable', 142318.5, 96402.25],
      ],
    },
    {
      page: 5,
      title: 'STATEMENT OF ACTIVITIES - For the year ended 31 December 2025 (in Jordanian Dinars)',
      columns: ['', 'Without donor Notes', 'Without donor restrictions', 'With donor restrictions', 'Total 2025'],
      rows: [
        ['Grants - USAID', 7, null, 612450, 612450],
        ['Grants - European Union', 7, null, 438920.5, 438920.5],
        ['Contributions', null, 182640.25, 22000, 204640.25],
        ['Total revenue and support', null, 182640.25, 1073370.5, 1256010.75],
      ],
    },
  ],
};

describe('statements in Jordanian dinars', () => {
  const org = organisation(1, statements);

  it('prints the figures in dinars', () => {
    const a = firstSentence(org.ask('How much cash did we have at 31 December 2025?').answer);
    expect(a).toMatch(/JD 361,167\.22/);
  });

  it('never reads note numbers under a heading run into its neighbour’s as figures', () => {
    const a = firstSentence(org.ask('What were the USAID grants in 2025?').answer);
    expect(a).toMatch(/612,450/);
    expect(a).not.toMatch(/JD 7\b/);
  });
});

describe('note numbers and thousands in the table model', () => {
  it("keeps a 'Not' column of note numbers out of the figures, and the line under it a heading", () => {
    const r = readGrid([
      ['Resultaträkning', null, null, null],
      ['', 'Not', '2025', '2024'],
      ['Verksamhetsintäkter', null, null, null],
      ['Gåvor', 2, 14862350, 13905120],
      ['Verksamhetskostnader', 3, null, null],
      ['Ändamålskostnader', 4, -17684900, -16402300],
    ]);
    expect(r.model.cols.filter((c) => !c.textual).map((c) => c.label)).toEqual(['2025', '2024']);
    expect(rowOf(r.model, 'Verksamhetskostnader').isHeading).toBe(true);
  });

  it("keeps note numbers out of the figures under a heading the PDF ran into its neighbour's", () => {
    const r = readGrid([
      ['Statement of activities', null, null, null],
      ['', 'Without donor Notes', 'Without donor restrictions', 'With donor restrictions'],
      ['Grants - USAID', 7, null, 612450],
      ['Contributions', null, 182640.25, 22000],
      ['Expenses', 8, null, null],
      ['Salaries', null, 50000, 12000],
    ]);
    expect(r.model.cols.filter((c) => !c.textual).map((c) => c.label)).toEqual(['Without donor restrictions', 'With donor restrictions']);
  });

  it('scales a table headed in tkr to thousands', () => {
    const r = readGrid([
      ['Flerårsöversikt (tkr)', null, null],
      ['', '2025', '2024'],
      ['Eget kapital', 13805, 12392],
    ]);
    const f = factOf(r.model, 'Eget kapital', '2024');
    expect(f.value * f.scale).toBe(12392000);
  });
});

const polishBudget: DocSpec = {
  fileName: 'Budzet 2025 plan i wykonanie.xlsx',
  tables: [
    {
      sheet: 'Budżet 2025',
      title: 'Fundacja - budżet na rok 2025 i jego wykonanie (w zł)',
      columns: ['', 'I kwartał Plan', 'I kwartał Wykonanie', 'II kwartał Plan', 'II kwartał Wykonanie', 'Razem 2025 Plan', 'Razem 2025 Wykonanie'],
      headerRows: [
        ['', 'I kwartał', '', 'II kwartał', '', 'Razem 2025', ''],
        ['', 'Plan', 'Wykonanie', 'Plan', 'Wykonanie', 'Plan', 'Wykonanie'],
      ],
      rows: [
        ['PRZYCHODY', null, null, null, null, null, null],
        ['Darowizny od osób fizycznych', 12500, 9842, 12500, 11318.5, 25000, 21160.5],
        ['Dotacja Gmina Miejska', 20000, 20000, 20000, 20000, 40000, 40000],
        ['Przychody razem', 32500, 29842, 32500, 31318.5, 65000, 61160.5],
        ['KOSZTY', null, null, null, null, null, null],
        ['Transport i wycieczki', 5000, 4380, 8000, 9150, 13000, 13530],
        ['Koszty ogólnego zarządu', 4000, 3900, 4000, 4100, 8000, 8000],
      ],
    },
  ],
};

describe('a Polish budget against its execution', () => {
  const org = organisation(1, polishBudget);

  it("reads 'Wykonanie' as what was spent and 'II kwartał' as the second quarter", () => {
    const a = firstSentence(org.ask('How far over budget were transport and trips in Q2 2025?').answer);
    expect(a).toMatch(/1,150/);
  });

  it('reads a question asked in Polish', () => {
    const a = firstSentence(org.ask('Ile wyniosły koszty ogólnego zarządu w 2025 r.?').answer);
    expect(a).toMatch(/8,000/);
  });
});

describe('little words of other languages that are English words', () => {
  it("keeps 'med', 'till', 'den' and 'od' as words: medium gloves, a shop's till, an overdraft", () => {
    for (const w of ['med', 'till', 'den', 'od']) expect(isStopword(w)).toBe(false);
    for (const w of ['hur', 'vad', 'ile', 'jaki']) expect(isStopword(w)).toBe(true);
  });
});

describe('a budget the question does not ask for', () => {
  const org = organisation(1, polishBudget);

  it('does not state a plan when the same line’s actual is read as closely', () => {
    const a = firstSentence(org.ask('What was total income for 2025 including other operating income and financial income?').answer);
    expect(a).not.toMatch(/65,000/);
  });
});

describe('Norwegian and Swedish operating costs', () => {
  const org = organisation(1, {
    fileName: 'Regnskap 2025.pdf',
    tables: [
      {
        title: 'Resultatregnskap (kr)',
        columns: ['', 'Regnskap 2025'],
        rows: [
          ['Lønn', 250000],
          ['Husleie', 90000],
          ['Sum driftskostnader', 340000],
          ['Finanskostnader', 5000],
          ['Sum kostnader', 345000],
        ],
      },
    ],
  });

  it("reads 'driftskostnader' as operating costs", () => {
    const a = firstSentence(org.ask('total operating costs 2025').answer);
    expect(a).toMatch(/340,000/);
  });
});
