// Books kept by hand and exports from a card reader: a cash book with month totals, a members'
// sheet of head counts beside one column of money, a till export with many sales on each of a few
// market days; and the words people use of them ('yet to pay', 'paid vs unpaid, as a ratio').
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { parsePlan, sharedHead } from './plan/parse';
import { unitOfLabel } from './table/units';
import { contentStems } from './text';

const choir: DocSpec[] = [
  {
    fileName: 'Choir workbook 2025.xlsx',
    tables: [
      {
        sheet: 'Cash book',
        title: 'St Aidan’s Choir - current account — 2025 entries. R = receipt, P = payment.',
        columns: ['Date', 'Ref', 'Details', 'Budget line', 'In (£)', 'Out (£)', 'Balance (£)'],
        rows: [
          ['2025-01-02', null, 'Balance brought forward', null, null, null, 900],
          ['2025-01-06', 'P-01', 'Music hire (12 copies)', 'Music', null, 120, 780],
          ['2025-01-20', 'R-01', 'Subscriptions - standing orders (18 members)', 'Subscriptions', 540, null, 1320],
          ['2025-01-28', 'P-02', 'Hall hire - deposit', 'Hall', null, 50, 1270],
          [null, null, 'January 2025 total', null, 540, 170, null],
          ['2025-02-03', 'P-03', 'Hall hire - rental balance', 'Hall', null, 150, 1120],
          ['2025-02-14', 'R-02', 'Concert tickets - card reader', 'Concerts', 310, null, 1430],
          ['2025-02-22', 'P-04', 'Accompanist fee', 'Music', null, 200, 1230],
          [null, null, 'February 2025 total', null, 310, 350, null],
          ['2025-03-08', 'P-05', 'Insurance premium (Church Mutual)', 'Insurance', null, 95, 1135],
          ['2025-03-21', 'R-03', 'Subscriptions - late payers (3 members)', 'Subscriptions', 90, null, 1225],
          [null, null, 'March 2025 total', null, 90, 95, null],
        ],
      },
      {
        sheet: 'Members',
        title: 'Subscriptions 2025 - £30 per member',
        columns: ['Voice part', 'Members', 'Paid', 'Unpaid', 'Collected (£)'],
        rows: [
          ['Sopranos', 9, 8, 1, 240],
          ['Altos', 7, 5, 2, 150],
          ['Tenors', 4, 4, 0, 120],
          ['Basses', 5, 4, 1, 120],
          ['Total', 25, 21, 4, 630],
        ],
      },
    ],
  },
];

describe('a cash book kept by hand', () => {
  const org = organisation(1, ...choir);

  it('dates a payment by its row', () => {
    expect(firstSentence(org.ask('When did we pay the insurance premium?').answer)).toMatch(/March 8, 2025/);
  });

  it('adds up the payments of a budget line, a rental balance among them', () => {
    const a = org.ask('How much have we spent on hall hire so far this year?').answer;
    expect(firstSentence(a)).toContain('£200');
  });

  it('counts a members’ sheet in heads, beside its one column of money', () => {
    expect(firstSentence(org.ask('How many members have paid their subscriptions?').answer)).toMatch(/\b21\b/);
    expect(firstSentence(org.ask('How many members have paid their subscriptions?').answer)).not.toContain('£21');
    expect(firstSentence(org.ask('Which voice part has the most members yet to pay?').answer)).toContain('Altos');
  });

  it('reads a ratio of two counts said as one noun', () => {
    expect(firstSentence(org.ask('paid vs unpaid members, as a ratio?').answer)).toContain('5.25');
    expect(firstSentence(org.ask('ratio of paid to unpaid members in 2025').answer)).toContain('5.25');
  });
});

describe('the words for it', () => {
  it('say unpaid for yet to pay', () => {
    expect(parsePlan('Which voice part has the most members yet to pay?').subject.tokens.map((t) => t.word)).toContain('unpaid');
    expect(parsePlan("How many members haven't paid?").subject.tokens.map((t) => t.word)).toContain('unpaid');
  });

  it('give a qualifier the noun it qualifies', () => {
    expect(sharedHead('paid', 'unpaid members this year')).toBe('paid members this year');
    expect(sharedHead('current', 'noncurrent assets')).toBe('current assets');
    expect(sharedHead('income', 'income tax paid')).toBe('income');
    expect(sharedHead('salaries', 'total expenses')).toBe('salaries');
  });

  it('keep a fair-value level whole', () => {
    expect(contentStems('Level 2 investments')).toEqual(contentStems('level two investments'));
    expect(contentStems('Level 2 investments')).not.toEqual(contentStems('Level 3 investments'));
    expect(contentStems('Tier I capital')).toEqual(contentStems('tier 1 capital'));
  });

  it('do not count what an amount was for', () => {
    expect(unitOfLabel('Subscriptions - standing orders (18 members)')).toBeNull();
    expect(unitOfLabel('Members served')).toBe('count');
    // (Nor, in Spanish or Dutch, money given by people: 'Donativos personas físicas' are donations.)
    expect(unitOfLabel('Donativos personas físicas')).toBeNull();
    expect(unitOfLabel('Giften particulieren (personen)')).toBeNull();
    expect(unitOfLabel('Personas atendidas')).toBe('count');
  });
});

const stall: DocSpec[] = [
  {
    fileName: 'items-2025-05-01-2025-07-31.csv',
    tables: [
      {
        columns: ['Date', 'Time', 'Gross Sales', 'Partial Refunds', 'Net Total', 'Card Entry Methods', 'Square Gift Card', 'Description', 'Event Type'],
        rows: [
          ...Array.from({ length: 10 }, (_, i) => ['2025-05-10', `10:${String(10 + i)}:00`, 300 + i * 10, 0, 300 + i * 10, i % 3 ? 'Contactless' : 'EMV', 0, `Seedlings x${i + 1}, ${['herbs', 'tomatoes', 'dahlias'][i % 3]}`, 'Payment']),
          ...Array.from({ length: 8 }, (_, i) => ['2025-06-14', `11:${String(10 + i)}:00`, 500 + i * 20, 0, 500 + i * 20, i % 2 ? 'EMV' : 'Contactless', 0, `Cake box (${i + 2}), ${['scones', 'brownies'][i % 2]}`, 'Payment']),
          ['2025-06-14', '12:30:00', 0, -150, -150, 'EMV', 0, 'Cake box (3), scones', 'Refund'],
          ['2025-06-14', '12:41:00', 0, -50, -50, 'Contactless', 0, 'Cake box (2), brownies', 'Refund'],
          ...Array.from({ length: 6 }, (_, i) => ['2025-07-19', `14:${String(10 + i)}:00`, 250, 0, 250, i % 2 ? 'Contactless' : 'EMV', 0, `Used books, ${i + 3} paperbacks`, 'Payment']),
        ],
      },
    ],
  },
];

describe('a card reader’s export of market days', () => {
  const org = organisation(1, ...stall);

  it('is a log of sales, however many fall on one day', () => {
    expect(firstSentence(org.ask('What was the largest single sale on the card reader?').answer)).toContain('640');
    expect(firstSentence(org.ask('total of the square refunds?').answer)).toContain('200');
  });
});
