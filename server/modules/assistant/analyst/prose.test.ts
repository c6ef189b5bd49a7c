// Figures a memo states in prose, written for these tests: a change asked of a sentence that gives
// both ends of it is worked out from them, and a count asked in its unit is never answered with an
// amount of money from a sentence that does not count it.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation } from './fixtures';

const memo = {
  fileName: 'Treasurer memo - March 2026.docx',
  passages: [
    { text: 'Liquidity', heading: 'Liquidity' },
    { text: 'Weeks of reserves stood at 11 weeks at February 28, 2026, down from 14 weeks at August 31, 2025.', heading: 'Liquidity' },
    { text: 'Operating cash and savings were $412,880.', heading: 'Liquidity' },
    { text: 'The board raised the annual membership fee from $45 to $50 per household, effective 1 July 2026.', heading: 'Membership' },
  ],
};

describe('changes stated in prose', () => {
  const org = organisation(9, memo);

  it('works out a change from the two ends a sentence gives, in their unit', () => {
    const a = firstSentence(org.ask('how much did weeks of reserves drop since aug 31').answer);
    expect(a).toMatch(/\b3 weeks\b/);
    expect(a).not.toMatch(/412,880/);
  });

  it("works out a percentage change from 'from X to Y'", () => {
    expect(firstSentence(org.ask('by what percent is the membership fee going up?').answer)).toMatch(/\b11\.11%/);
  });

  it('never answers a count asked in its unit with an amount of money from another sentence', () => {
    const a = firstSentence(org.ask('how many weeks of reserves do we hold').answer);
    expect(a).not.toMatch(/\$412,880/);
  });
});

const lineMemo = {
  fileName: 'CFO memo to the finance committee - February 2026.docx',
  passages: [
    { text: 'RE: January 2026 results and the line of credit', heading: 'Memo' },
    { text: 'We hold a $500,000 line of credit with Prairie State Bank.', heading: 'Line of credit' },
    { text: 'While the state grant was late we drew $120,000 on November 18, 2025 and repaid it in full on January 9, 2026.', heading: 'Line of credit' },
  ],
};
const minutes = {
  fileName: 'Minutes AGM 2026-05-20.docx',
  passages: [
    { text: 'Minutes of the annual general meeting of members held on Wednesday 20 May 2026 at 7 pm in the parish hall.', heading: 'Minutes' },
    { text: 'The minutes of the meeting of 21 May 2025 were approved.', heading: 'Minutes' },
    { text: 'The board will meet on 3 June 2026 to appoint its officers.', heading: 'Minutes' },
  ],
};

describe('dates said in prose', () => {
  const org = organisation(7, lineMemo, minutes);

  it("reads 'drew' as the draw asked, and a day for 'what day', not a subject line's month", () => {
    const a = firstSentence(org.ask('what day did we draw on the line of credit').answer);
    expect(a).toMatch(/November 18, 2025/);
    expect(a).not.toMatch(/^RE:/);
  });

  it('answers the date of a meeting from the opening of its minutes, not a date they mention', () => {
    expect(firstSentence(org.ask('date of the agm?').answer)).toMatch(/20 May 2026/);
  });
});

describe('what kind of thing a letter says', () => {
  const org = organisation(7, {
    fileName: 'Audit letter FY2025.pdf',
    passages: [{ text: 'We have audited the financial report of Lakeshore Clinic Inc. for the year ended 30 June 2025 and issued a qualified audit opinion, dated 2 October 2025.', heading: 'Letter' }],
  });
  it('leads with the word the sentence puts before the thing asked', () => {
    expect(firstSentence(org.ask('what kind of audit opinion did we get for FY25?').answer)).toMatch(/^qualified\b/);
  });
});
