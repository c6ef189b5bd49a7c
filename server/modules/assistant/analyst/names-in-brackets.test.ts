// A Dutch foundation's statements (Staat van baten en lasten with 'Som der lasten' and the result
// after it, a balance sheet with 'Liquide middelen', the allocation of the year's result to its
// funds, a printed web page stamped with the day and time it was printed), asked in English with
// the document's own words in brackets; and an English organisation whose bracketed words name
// another line than the words before them.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { glossVariants, parsePlan } from './plan/parse';

// (A refusal, as a reader tells one from an answer.)
const NEG = /\bcould(?: not|n't) find\b|\bcan(?:not|'t) find\b/;

const statements: DocSpec = {
  fileName: 'Jaarrekening 2025 Stichting Het Anker.pdf',
  tables: [
    {
      page: 4,
      title: 'Staat van baten en lasten over 2025',
      columns: ['', 'Realisatie 2025', 'Begroting 2025', 'Realisatie 2024'],
      rows: [
        ['BATEN', null, null, null],
        ['Baten van particulieren', 52000, 50000, 40000],
        ['Subsidies van overheden', 110000, 112000, 88000],
        ['Som der baten', 162000, 162000, 128000],
        ['LASTEN', null, null, null],
        ['Maaltijden', 61000, 60000, 57000],
        ['Wervingskosten', 7000, 8000, 6500],
        ['Kosten beheer en administratie', 20000, 21000, 19000],
        ['Som der lasten', 88000, 89000, 82500],
        ['Saldo van baten en lasten', 74000, 73000, 45500],
      ],
    },
    {
      page: 3,
      title: 'Balans per 31 december 2025',
      columns: ['', '31-12-2025', '31-12-2024'],
      rows: [
        ['ACTIVA', null, null],
        ['Liquide middelen', 66000, 51000],
        ['Totaal activa', 66000, 51000],
        ['PASSIVA', null, null],
        ['Continuïteitsreserve', 58000, 47000],
        ['Bestemmingsfonds Maaltijden', 8000, 4000],
        ['Totaal passiva', 66000, 51000],
      ],
    },
    {
      page: 5,
      title: 'Resultaatbestemming 2025 - Het saldo van baten en lasten is als volgt verdeeld',
      columns: ['', '2025'],
      rows: [
        ['Continuïteitsreserve', 11000],
        ['Bestemmingsfonds Maaltijden', 4000],
        ['Totaal', 15000],
      ],
    },
  ],
};

const webPage: DocSpec = {
  fileName: 'ANBI-publicatie Het Anker.pdf',
  tables: [
    {
      page: 2,
      title: '26-03-2026 15:04 ANBI-gegevens | Stichting Het Anker',
      columns: ['', '2025', '2024'],
      rows: [
        ['Giften van bedrijven', 12600, 9800],
        ['Giften van kerken', 8400, 8100],
      ],
    },
  ],
};

describe('a Dutch foundation asked in English, its own words in brackets', () => {
  const org = organisation(1, statements, webPage);

  it('reads the line by the name in brackets when the words before them are not the document’s', () => {
    const a = firstSentence(org.ask('By what percentage did gifts from private individuals (baten van particulieren) grow from 2024 to 2025?').answer);
    expect(a).toMatch(/30(?:\.0+)?%/);
  });

  it("takes 'Som der lasten' as the total expenses, not a sum of the lines with the result after them", () => {
    const a = firstSentence(org.ask('What were total expenses in 2025?').answer);
    expect(a).toMatch(/88,000/);
  });

  it("reads 'Realisatie' against 'Begroting' as actual against budget", () => {
    const a = firstSentence(org.ask('How far were total expenses from the 2025 budget?').answer);
    expect(a).toMatch(/1,000/);
    expect(a).toMatch(/under budget/);
  });

  it('never counts the year’s result printed after the expenses’ total as an expense line', () => {
    const a = firstSentence(org.ask('Which expense line was the largest in 2025?').answer);
    expect(a).toMatch(/Maaltijden/);
    expect(a).not.toMatch(/Saldo/);
  });

  it("reads 'liquide middelen' as the cash", () => {
    const a = firstSentence(org.ask('How much cash did we have at 31 December 2025?').answer);
    expect(a).toMatch(/66,000/);
  });

  it('does not take the addition to a fund the balance sheet holds as money spent on it', () => {
    const a = org.ask('How much did we spend on the Bestemmingsfonds Maaltijden in 2025?').answer;
    expect(a).not.toMatch(/4,000/);
  });

  it('does not date a printed page’s year columns by the day and time it was printed', () => {
    const a = firstSentence(org.ask('How much did we get in gifts from companies (giften van bedrijven) in 2025?').answer);
    expect(a).toMatch(/12,600/);
    expect(a).not.toMatch(/March 26/);
  });
});

const events: DocSpec = {
  fileName: 'Income statement 2025.xlsx',
  tables: [
    {
      title: 'Statement of activities, year ended December 31, 2025',
      columns: ['', 'FY2025'],
      rows: [
        ['Ticket sales', 20000],
        ['Donations', 15000],
        ['Total revenue', 35000],
      ],
    },
  ],
};

const gala: DocSpec = {
  fileName: 'Gala dinner report.docx',
  tables: [
    {
      title: 'Gala dinner, November 2025',
      columns: ['', 'Amount'],
      rows: [
        ['Gala dinner income', 8000],
        ['Gala dinner costs', 3000],
      ],
    },
  ],
};

describe('bracketed words naming another line than the words before them', () => {
  const org = organisation(1, events, gala);

  it('says neither figure when each name alone finds its own line', () => {
    const a = firstSentence(org.ask('how much did the gala dinner (ticket sales) bring in?').answer);
    expect(a).toMatch(NEG);
  });

  it('reads the line by the words before the brackets when the bracketed name is nowhere in the documents', () => {
    const a = firstSentence(org.ask('What were donations (giften) in FY2025?').answer);
    expect(a).toMatch(/15,000/);
  });

  it('takes a month in brackets as a month, not another name', () => {
    const a = firstSentence(org.ask('What were donations in FY2025 (Dec)?').answer);
    expect(a).not.toMatch(/15,000/);
  });
});

describe('what in brackets is another name', () => {
  it('takes words in brackets after a name as another name of it', () => {
    const [asNamed, withoutThem] = glossVariants(parsePlan('How much more did food aid (voedselhulp) cost in 2025 than in 2024?'));
    expect(asNamed!.plan.subject.tokens.map((t) => (t.soft ? `(${t.word})` : t.word))).toEqual(['(food)', '(aid)', 'voedselhulp', 'cost']);
    expect(asNamed!.names).toEqual(['voedselhulp']);
    expect(withoutThem!.plan.subject.tokens.map((t) => t.word)).toEqual(['food', 'aid', 'cost']);
  });

  it('does not take a period, a sum, a qualifier or a leaving-out in brackets for a name', () => {
    for (const q of [
      'how far off the final (Jan) budget was bar sales?',
      'What were staff costs (salaries + pension) in 2025?',
      'What were program fees (gross) in 2025?',
      'add up the expense lines that are fully program (nothing in admin or fundraising)',
      'What did we spend on operations (everything except grants) in 2025?',
      'What was the total stock-based compensation expense (recognized and unrecognized) in 2019?',
    ])
      expect(glossVariants(parsePlan(q))).toEqual([]);
  });
});
