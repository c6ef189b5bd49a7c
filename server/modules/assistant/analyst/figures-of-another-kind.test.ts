// Answers that would state a figure of another kind than the one asked: a receipt's total for its
// discount, a year's balance for one day's, a line over a line of the same name, and a sentence
// naming a role but no one who holds it. Each is refused (or answered from the right line) on
// documents written for these tests.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { holderNamed } from './passages';

// (A refusal, as a reader tells one from an answer.)
const NEG = /\bcould(?: not|n't) find\b|\bcan(?:not|'t) find\b/;

const till: DocSpec = {
  fileName: 'IMG_2207.jpg',
  passages: [
    [
      'HILLTOP CRAFT SUPPLY',
      '04/18/2026 11:05',
      'FELT SHEETS 10PK 12.99',
      'GLUE STICKS 24CT 8.49',
      'POSTER BOARD 6 @ 1.50 9.00',
      'SUBTOTAL 30.48',
      'TEACHER DISC 15% -4.57',
      'SALES TAX 6% 1.55',
      'TOTAL 27.46',
      'CASH 40.00',
      'CHANGE 12.54',
    ].join('\n'),
  ],
  fields: { merchant: 'HILLTOP CRAFT SUPPLY', date: '2026-04-18', dateText: '04/18/2026', subtotal: 30.48, tax: 1.55, total: 27.46 },
};

const plainTill: DocSpec = {
  fileName: 'IMG_2301.jpg',
  passages: [['CORNER HARDWARE', '05/02/2026', 'PADLOCK 14.99', 'TOTAL 14.99', 'VISA 14.99'].join('\n')],
  fields: { merchant: 'CORNER HARDWARE', date: '2026-05-02', dateText: '05/02/2026', total: 14.99 },
};

describe('what a receipt prints beside its total', () => {
  const org = organisation(1, till, plainTill);

  it('answers the discount from the line that prints it, not the total', () => {
    const a = firstSentence(org.ask('How much was the discount on the Hilltop Craft receipt?').answer);
    expect(a).toMatch(/\$4\.57/);
    expect(a).not.toMatch(/27\.46/);
  });

  it('answers the change given from its line', () => {
    expect(firstSentence(org.ask('How much change did we get at Hilltop Craft Supply?').answer)).toMatch(/\$12\.54/);
  });

  it('says it cannot find a discount a receipt does not print, rather than giving its total', () => {
    const a = firstSentence(org.ask('What discount did we get on the Corner Hardware receipt?').answer);
    expect(a).toMatch(NEG);
    expect(a).not.toMatch(/14\.99/);
  });
});

const statements: DocSpec = {
  fileName: 'Audited statements 2025.pdf',
  tables: [
    {
      page: 3,
      title: 'Statement of financial position',
      columns: ['', '2025', '2024'],
      rows: [
        ['Cash at bank - Lakeside Bank current account', 412000, 388000],
        ['Grants receivable', 51000, 47000],
        ['Total assets', 463000, 435000],
      ],
    },
    {
      page: 4,
      title: 'Statement of activities',
      columns: ['', '2025', '2024'],
      rows: [
        ['Grants', 600000, 560000],
        ['Depreciation', 24000, 22000],
        ['Total expenses', 590000, 540000],
      ],
    },
  ],
};

const ledger: DocSpec = {
  fileName: 'Ledgerly P&L 2025.xlsx',
  tables: [
    {
      sheet: 'P&L',
      title: 'Profit and loss, January to December 2025',
      columns: ['', 'Jan-Dec 2025'],
      rows: [['Depreciation', 24100]],
    },
  ],
};

const boardMinutes: DocSpec = {
  fileName: 'Board minutes 2025-11-20.docx',
  passages: ['The treasurer will move $150,000 from the Lakeside Bank current account to a term deposit before year end.'],
};

describe('a figure of another day or of the same line', () => {
  const org = organisation(1, statements, ledger, boardMinutes);

  it("does not give the year's balance for one day of it", () => {
    const a = firstSentence(org.ask('What was the Lakeside Bank balance on 15 October 2025?').answer);
    expect(a).toMatch(NEG);
    expect(a).not.toMatch(/412/);
  });

  it('still gives the balance at the day the year closes', () => {
    expect(firstSentence(org.ask('What was the Lakeside Bank balance on 31 December 2025?').answer)).toMatch(/412,000/);
  });

  it("reads a column headed by a year alone as closing on the calendar year's last day too", () => {
    const july = organisation(7, statements);
    expect(firstSentence(july.ask('What was the Lakeside Bank balance on 31 December 2025?').answer)).toMatch(/412,000/);
  });

  it('does not divide a line by a line of the same name in another document', () => {
    const a = firstSentence(org.ask('Depreciation per Ledgerly?').answer);
    expect(a).not.toMatch(/\b(?:0|1)\.\d{2,4}\b(?!,)/);
  });
});

const minutes: DocSpec = {
  fileName: 'Board minutes 12 November 2025.docx',
  passages: [
    'Present: Dana Whitlock (Chair), Owen Price, Marisol Vega.',
    'The Treasurer reported that income for the year is expected to exceed the budget, mainly thanks to the appeal run by the Friends of Harbor House.',
    'The board approved the audit engagement letter.',
  ],
};

describe('who holds a role', () => {
  const org = organisation(1, minutes);

  it('is not answered by a sentence naming the role and someone else', () => {
    const a = firstSentence(org.ask('Who is the treasurer?').answer);
    expect(a).toMatch(NEG);
    expect(a).not.toMatch(/Friends of Harbor House/);
  });

  it('is answered by a name beside the role', () => {
    expect(firstSentence(org.ask('Who is the chair?').answer)).toMatch(/Dana Whitlock/);
  });

  it('finds a name said within a few words of the role, either side', () => {
    expect(holderNamed('The meeting elected Priya Raman as treasurer for the coming year.', 'treasurer')).toBe(true);
    expect(holderNamed('Treasurer: Ms Okafor presented the accounts.', 'treasurer')).toBe(true);
    expect(holderNamed('Ines Calder-Moss joined as our new Treasurer in May.', 'treasurer')).toBe(true);
    expect(holderNamed('Grant officer Renata Oyelaran-Hicks', 'officer')).toBe(true);
    expect(holderNamed('Name and position NADIA PRESCOD, CPA – TREASURER', 'treasurer')).toBe(true);
    expect(holderNamed('Hall roof contractor: the second payment goes to Dunmore Roofing Ltd on completion.', 'contractor')).toBe(true);
    expect(holderNamed('The Treasurer reported that the Harbor House Friends appeal did well.', 'treasurer')).toBe(false);
  });
});
