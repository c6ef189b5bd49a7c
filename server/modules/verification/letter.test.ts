import { describe, expect, it } from 'vitest';
import { checkLetter, containsName, coreName, documentText, findEin, findLetterDate, has501c3Wording, hasIrsWording, REASONS } from './letter';

const NOW = new Date('2026-05-01T00:00:00Z');
const ORG = 'Riverbend Community Food Bank';

const LETTER = `Department of the Treasury
Internal Revenue Service
P.O. Box 2508, Cincinnati, OH 45201
Date: March 3, 2019
Employer Identification Number: 12-3456789
DLN: 17053123456789
RIVERBEND COMMUNITY FOOD BANK, INC.
123 Main St, Springfield, IL 62701
Dear Applicant:
We are pleased to inform you that upon review of your application for tax exempt status we have
determined that you are exempt from Federal income tax under section 501(c)(3) of the Internal
Revenue Code. Effective date of exemption: 01/05/2018`;

describe('the 501(c)(3) wording', () => {
  it.each(['section 501(c)(3) of the Code', '501 (c) (3)', 'SECTION 501(C)(3)', '501(c)3', '501c3', 'under 5O1(c)(3)', '50l(e)(3)', '501{c}(3)', '501 © (3)'])(
    'finds %j',
    (text) => expect(has501c3Wording(text)).toBe(true),
  );
  it.each(['section 501(c)(8)', '1501(c)(3)0', 'receipt total 501.33', 'Invoice 501 c', 'section 170(c)(3)'])('does not find it in %j', (text) =>
    expect(has501c3Wording(text)).toBe(false),
  );
  it('wants the letterhead of the IRS', () => {
    expect(hasIrsWording('INTERNAL REVENUE SERVICE')).toBe(true);
    expect(hasIrsWording('lnternal Revenue\nService')).toBe(true);
    expect(hasIrsWording('Department of the Treasury')).toBe(true);
    expect(hasIrsWording('under the Internal Revenue Code')).toBe(false);
  });
});

describe('the EIN', () => {
  it.each([
    ['EIN: 12-3456789', '12-3456789'],
    ['Employer Identification Number:\n98-7654321', '98-7654321'],
    ['Employer identification number 12 - 3456789', '12-3456789'],
    ['EIN 123456789', '12-3456789'],
    ['Our number is 45\u20131234567 today', '45-1234567'],
  ])('finds it in %j', (text, ein) => expect(findEin(text)).toBe(ein));
  it.each(['Call 877-829-5500', 'DLN: 17053123456789', 'ZIP 45201-1234', 'Account 123-4567890', 'Total 12,345.67'])('finds none in %j', (text) =>
    expect(findEin(text)).toBeNull(),
  );
  it('prefers the labelled one', () => expect(findEin('Ref 11-1111111\nEIN: 22-2222222')).toBe('22-2222222'));
});

describe("the letter's date", () => {
  it.each([
    ['Date: March 3, 2019', '2019-03-03'],
    ['Dec 12, 2018', '2018-12-12'],
    ['Date of this letter: Sept. 30, 2020', '2020-09-30'],
    ['DATE: 3 June 2021', '2021-06-03'],
    ['Date: 07/04/2017', '2017-07-04'],
  ])('reads %j', (text, iso) => expect(findLetterDate(text, NOW)).toBe(iso));
  it('prefers the labelled date to the effective date', () => {
    expect(findLetterDate('Effective date: 01/05/2018\nDate: March 3, 2019', NOW)).toBe('2019-03-03');
    expect(findLetterDate('Effective date: 01/05/2018 and more', NOW)).toBeNull();
  });
  it('refuses impossible dates', () => {
    expect(findLetterDate('Date: February 30, 2019', NOW)).toBeNull();
    expect(findLetterDate('Date: March 3, 2999', NOW)).toBeNull();
  });
});

describe("the organisation's name", () => {
  it('drops legal-form suffixes and filler words', () => {
    expect(coreName('The Riverbend Community Food Bank, Inc.')).toEqual(['riverbend', 'community', 'food', 'bank']);
    expect(coreName('Arts & Culture Alliance LLC')).toEqual(['arts', 'culture', 'alliance']);
  });
  it.each([
    'RIVERBEND COMMUNITY FOOD BANK, INC.',
    'The Riverbend Community Food-Bank Incorporated',
    'Riverbend Community\nFood Bank',
    'RIVERBEND COMMUNlTY FOOD BANK',
    'RIVERBEND COMMUNITY FOODBANK INC',
  ])('finds it in %j', (text) => expect(containsName(`Dear sirs\n${text}\n123 Main St`, ORG)).toBe(true));
  it.each(['Harbor Tenants Union', 'Riverbend Community Pantry', 'Riverbend Food Bank', 'Community Food Bank of Riverbend'])('does not find it in %j', (text) =>
    expect(containsName(text, ORG)).toBe(false),
  );
  it("matches '&' with 'and', case and punctuation", () => {
    expect(containsName('FRIENDS AND NEIGHBORS OF ST. MARY’S, INC.', 'Friends & Neighbors of St Marys')).toBe(true);
    expect(containsName('Friends of the Park', 'Friends of Park')).toBe(true);
  });
  it('wants short names exactly, as whole words', () => {
    expect(containsName('HOPE CENTER INC', 'Hope Center')).toBe(true);
    expect(containsName('HOPE CENTRE INC', 'Hope Center')).toBe(false);
    expect(containsName('NEWHOPE CENTERVILLE', 'Hope Center')).toBe(false);
  });
});

describe('the verdict', () => {
  it('verifies a determination letter for the organisation', () => {
    const verdict = checkLetter(LETTER, ORG, NOW);
    expect(verdict).toMatchObject({ verified: true, reason: null });
    expect(verdict.findings).toMatchObject({ has501c3: true, irsWording: true, ein: '12-3456789', nameMatched: true, letterDate: '2019-03-03' });
  });
  it("names the organisation when its name is not on the letter", () => {
    const verdict = checkLetter(LETTER.replace('RIVERBEND COMMUNITY FOOD BANK, INC.', 'HARBOR TENANTS UNION'), ORG, NOW);
    expect(verdict.verified).toBe(false);
    expect(verdict.reason).toBe(REASONS.noName(ORG));
  });
  it('says when there is no EIN', () => {
    const verdict = checkLetter(LETTER.replace('Employer Identification Number: 12-3456789', ''), ORG, NOW);
    expect(verdict.reason).toBe(REASONS.noEin);
  });
  it('says a receipt is not a determination letter', () => {
    const verdict = checkLetter('CORNER MARKET\n2 x Apples 3.98\nTOTAL 12.45\nVISA ****1234\nThank you!', ORG, NOW);
    expect(verdict.reason).toBe(`${REASONS.notDetermination} ${REASONS.noEin} ${REASONS.noName(ORG)}`);
  });
  it('says when nothing could be read', () => {
    expect(checkLetter('  \n ~ ', ORG, NOW).reason).toBe(REASONS.noText);
  });
  it('reads tables too', () => {
    const text = documentText({
      passages: [{ text: 'Internal Revenue Service' }],
      tables: [{ name: 'T', headerRows: [['Employer ID', 'EIN: 12-3456789']], columns: [], rows: [{ rowNumber: 1, label: 'Riverbend Community Food Bank', isSubtotal: false, cells: ['501(c)(3)', null] }] }],
    });
    expect(checkLetter(text, ORG, NOW).verified).toBe(true);
  });
});
