// An auditor's report as audited statements print it, written for these tests: the firm and the
// day in one sign-off line, the opinion in the auditor's own words ('In our opinion, ...') with its
// kind, a figure given for several people in total never stated as one person's, and a share
// bigger than the total it is asked of never stated.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const statements = (opinion: string[]): DocSpec => ({
  fileName: 'Financial Statements 2025.pdf',
  passages: [
    { text: "INDEPENDENT AUDITOR'S REPORT", heading: "INDEPENDENT AUDITOR'S REPORT", page: 3 },
    { text: 'We have audited the accompanying financial statements of Harrow Lane Trust, which comprise the statement of financial position as of December 31, 2025.', heading: 'Opinion', page: 3 },
    ...opinion.map((text) => ({ text, heading: 'Opinion', page: 3 })),
    { text: 'Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, and to issue an auditor’s report that includes our opinion.', heading: "Auditor's Responsibilities", page: 4 },
    { text: 'We are required to communicate with those charged with governance regarding the planned scope and timing of the audit.', heading: "Auditor's Responsibilities", page: 4 },
    { text: 'Pell & Garrow LLP Certified Public Accountants Columbus, Ohio April 14, 2026', page: 4 },
    { text: 'The directors declare that, in the directors’ opinion, the Trust is able to pay its debts as they fall due.', heading: "Directors' declaration", page: 12 },
    {
      text: 'The remuneration of key management personnel (the Executive Director, the Head of Finance, the Programme Manager and the Fundraising Lead) was $486,200 in total (2024: $441,800).',
      heading: 'Note 9 Related parties',
      page: 11,
    },
    { text: 'Management has evaluated subsequent events through April 14, 2026, the date the financial statements were available to be issued.', heading: 'Note 12 Subsequent events', page: 12 },
  ],
  tables: [
    {
      page: 5,
      title: 'Statement of activities for the year ended December 31, 2025',
      columns: ['', '2025', '2024'],
      rows: [
        ['Grants', 912400, 850100],
        ['Donations', 210300, 198000],
        ['Total income', 1122700, 1048100],
      ],
    },
  ],
});

const grants: DocSpec = {
  fileName: 'Grants approved and paid 2025.xlsx',
  // (A workbook's lines kept as text, as a sheet's words are.)
  passages: [
    { text: 'Paid amounts agree to the audited financial statements.', sheet: 'Grants' },
    { text: 'Subtotal - Health & Human Services — Subtotal - Health & Human Services', sheet: 'Grants' },
    { text: 'Subtotal - Arts & Culture — Subtotal - Arts & Culture', sheet: 'Grants' },
  ],
  tables: [
    {
      sheet: 'Grants',
      title: 'Grants approved and paid 2025',
      columns: ['Grantee', 'Approved', 'Paid'],
      rows: [
        ['HEALTH & HUMAN SERVICES', null, null],
        ['Fairborn Pantry', 40000, 40000],
        ['Subtotal - Health & Human Services', 40000, 40000],
        ['ARTS & CULTURE', null, null],
        ['Riverside Theatre', 25000, 20000],
        ['Subtotal - Arts & Culture', 25000, 20000],
      ],
    },
  ],
};

const form: DocSpec = {
  fileName: 'Annual return form 2025.pdf',
  passages: [{ text: 'Amounts in full, not in thousands.', page: 1 }],
  tables: [{ page: 1, title: 'Part II - Sources of funds', columns: ['', 'Amount'], rows: [['Funds from foreign sources', 4015530000]] }],
};

const unmodified = ['In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of Harrow Lane Trust as of December 31, 2025, in accordance with accounting principles generally accepted in the United States of America.'];

describe("an auditor's report", () => {
  const org = organisation(1, statements(unmodified), grants);

  it('names the firm from a sign-off that says it is accountants, not two names joined by ‘&’ in a grants table', () => {
    const a = firstSentence(org.ask('Which firm audited the 2025 financial statements?').answer);
    expect(a).toMatch(/Pell & Garrow LLP/);
    expect(a).not.toMatch(/Health & Human/);
  });

  it('dates the report by the day beside the firm, when both are one line', () => {
    expect(firstSentence(org.ask("What date is the independent auditor's report dated?").answer)).toMatch(/April 14, 2026/);
  });

  it('dates the report by the line under a long sign-off, ‘For and on behalf of … Certified Public Accountants (Kenya) Kisumu’', () => {
    const longSignOff: DocSpec = {
      fileName: 'Audited Financial Statements FY2024-25.pdf',
      passages: [
        { text: 'REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF LAKESIDE COMMUNITY INITIATIVE', page: 3 },
        { text: 'We have audited the accompanying financial statements of Lakeside Community Initiative for the year ended 30 June 2025.', page: 3 },
        { text: 'The engagement partner responsible for the audit resulting in this independent auditor’s report is CPA Daniel Oloo.', page: 4 },
        { text: 'For and on behalf of Oloo Kiprono & Associates Certified Public Accountants (Kenya) Kisumu', page: 4 },
        { text: 'Date: 26/09/2025', page: 4 },
        { text: 'The financial statements were approved by the Board of Directors on 20 September 2025.', page: 5 },
      ],
    };
    expect(firstSentence(organisation(7, longSignOff).ask("What date is on the auditor's report?").answer)).toMatch(/26\/09\/2025|September 26, 2025|26 September 2025/);
  });

  it("gives the auditor's opinion and its kind, not the directors' opinion", () => {
    const a = org.ask('What opinion did the auditor give on the 2025 financial statements?').answer;
    expect(firstSentence(a)).toMatch(/unmodified/i);
    expect(a).toMatch(/present fairly/);
    expect(a).not.toMatch(/able to pay its debts/);
  });

  it('reads an opinion listed over its next lines, and a qualified one by its words', () => {
    const fair = organisation(7, statements(['In our opinion, the accompanying financial report of Harrow Lane Trust is in accordance with the Act, including:', "(a) giving a true and fair view of the Trust's financial position as at 30 June 2025; and", '(b) complying with Australian Accounting Standards.']));
    const a = fair.ask('what opinion did the auditors give on the financial report?').answer;
    expect(firstSentence(a)).toMatch(/unmodified/i);
    expect(a).toMatch(/true and fair/);
    const qualified = organisation(1, statements(['In our opinion, except for the effects of the matter described in the Basis for Qualified Opinion section, the financial statements present fairly, in all material respects, the financial position of Harrow Lane Trust.']));
    expect(firstSentence(qualified.ask('What kind of audit opinion did we get?').answer)).toMatch(/qualified/i);
  });

  it("does not state a total for several people as one person's pay", () => {
    expect(firstSentence(org.ask("What is the Executive Director's salary?").answer)).toMatch(/^I couldn't find/);
    expect(org.ask('How much was key management personnel paid in total in 2025?').answer).toMatch(/486,200/);
  });

  it('never states a share bigger than the total it is asked of', () => {
    const two = organisation(1, statements(unmodified), form);
    const a = firstSentence(two.ask('What share of total income came from foreign sources?').answer);
    expect(a).not.toMatch(/\d{3,}(?:\.\d+)?%/);
  });
});
