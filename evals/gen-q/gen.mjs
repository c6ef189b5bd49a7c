// Builds ../set-q from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
// Reproducible output: the Office and PDF writers stamp files with the current time (metadata and zip entries),
// so the generator runs on a fixed clock and a rebuild leaves the documents byte for byte the same.
{
  const FIXED = Date.UTC(2026, 6, 20, 9, 0, 0);
  const RealDate = Date;
  globalThis.Date = class extends RealDate { constructor(...a) { super(...(a.length ? a : [FIXED])); } static now() { return FIXED; } };
}
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, KW, BS } from './data.mjs';
import { renderKowhai } from './lib/render-kw.mjs';
import { renderBluestem } from './lib/render-bs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-q');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderKowhai(DOCS);
await renderBluestem(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(KW.files), ...Object.values(BS.files)].sort();
const written = ['kowhai', 'bluestem'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
if (JSON.stringify(named) !== JSON.stringify(written)) throw new Error(`documents written ${written} differ from those named ${named}`);

// cases in the shared format (internal fields dropped)
const publicAnswer = (a) => {
  if (a.type === 'number') return { type: 'number', value: a.value, tolerance: a.tolerance, ...(a.alt ? { alt: a.alt } : {}) };
  if (a.type === 'text') return { type: 'text', any: a.any };
  return { type: 'notfound' };
};
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: publicAnswer(c.answer), documents: c.documents }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(ORGS).map(([k, o]) => [k, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');

function show(c, v) {
  const a = c.answer, o = ORGS[c.org];
  const f = (x, dp) => Math.abs(x).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
  const dp = Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2;
  if (a.unit === 'money') return `${o.currency}${f(v, dp)}`;
  if (a.unit === 'thousands') return `${o.currency}${f(v, 3)} thousand`;
  if (a.unit === 'pct') return `${f(v, 2)}%`;
  if (a.unit === 'ratio') return f(v, 2);
  if (a.unit === 'points') return `${f(v, 1)} percentage points`;
  if (a.unit === 'count') return f(v, Number.isInteger(v) ? 0 : 2);
  return f(v, dp);
}
const ideal = CASES.map((c) => {
  const a = c.answer;
  let t;
  if (a.type === 'number') t = `The answer is ${show(c, a.value)}. That figure is taken from your uploaded documents.`;
  else if (a.type === 'text') t = `The answer is ${a.any[0]}. That is what your uploaded documents say.`;
  else t = 'I could not find that in your documents; none of the uploaded files cover it.';
  return { id: c.id, answer: t };
});
const wrong = CASES.map((c) => {
  const a = c.answer;
  let t;
  if (a.type === 'number') t = `The answer is ${show(c, a.unit === 'count' && a.value < 100 ? a.value + 3 : a.value * 1.37 + 3)}.`;
  else if (a.type === 'text') t = `The answer is ${a.wrong}.`;
  else t = c.org === 'kowhai' ? 'It was NZ$42,100 for the year.' : 'It was $42,100 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set Q

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`kowhai\` | ${ORGS.kowhai.name} (a community early-childhood trust in Te Awamutu, New Zealand; New Zealand dollars "$"/"NZ$", GST at 15%, day/month/year dates, te reo Māori words in the minutes and the Ministry letter) | April–March (FY2026 = 1 April 2025 – 31 March 2026; the Xero profit and loss compares the years ended 31 March 2026 and 2025; the attendance workbook covers the four school terms of calendar 2025; the board minutes of 18 February 2026 hold a snapshot for the ten months to 31 January 2026; the bank reconciliation covers February 2026) | ${perOrg('kowhai')} |
| \`bluestem\` | ${ORGS.bluestem.name} (a US land trust in the Nebraska Sandhills; dollars, month-first dates) | calendar year (audited statements for 2025 with 2024 comparatives on the balance sheet; endowment roll-forward 2021–2025; gift export and state grant report for 2025; the land acquisition budget is dated February 2026) | ${perOrg('bluestem')} |

Documents (\`documents/<org>/\`):

- kowhai
${list(KW.files)}
  (a Xero "Profit and Loss" export with "Year ended 31 Mar 2026" and "Year ended 31 Mar 2025" columns, a Trading
  Income group and an Operating Expenses group with SUM subtotals, a Gross Profit line and Net Profit; an attendance
  and fees workbook with a sheet per school term (Term 1 to Term 4), week-commencing dates across as real dates,
  enrolment rows for under-threes and three-and-over, a formula row of total enrolled, child-hours and fee income with
  a "Term total" column; a Ministry of Education letter in prose with a table of funding rates per child-hour by
  category and certificated-teacher band, the rate band the service is funded at, the advance instalment dates and the
  RS7 due date; board minutes in Word with a Budget YTD / Actual YTD / Variance snapshot (brackets below budget),
  reasons in prose, the term deposit decision and action items with owners and dates; an ASB bank reconciliation CSV
  with "13/02/2026" dates, Debit and Credit columns, account codes and Xero GST codes ("GST on Expenses", "GST on
  Income", "No GST", "Exempt"); a photographed supermarket till receipt, slightly rotated, with "Total includes GST
  15%".)
- bluestem
${list(BS.files)}
  (audited financial statements over three pages: statements of financial position for two years with "$" on the
  first and total lines, a statement of activities with Without Donor Restrictions / With Donor Restrictions / Total
  columns and releases from restriction as a negative in the restricted column, and a statement of functional expenses
  (Program Services / Management & General / Fundraising / Total) that starts at the foot of page 2 and is continued,
  with its header repeated, on page 3, where the totals are; a stewardship endowment roll-forward with the years
  2021–2025 across, beginning balances carried by formula from the prior year's ending balance and appropriations as
  negatives; a donor CRM export CSV, one row per gift with month/day/year dates, campaign, payment method and soft
  credit, and refunds as negative amounts; a land acquisition budget in Word for one ranch with a cost table and a
  funding-source table and prose on the pending state grant (decision date, match, line-of-credit fallback, option
  expiry); a state wildlife agency grant report with two header rows (quarters merged across Budget and Actual, then
  an annual Budget / Actual / Variance block); a phone photo of a fencing contractor's invoice with sales tax at
  5.5%, a deposit and a balance due.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Questions are typed the way staff, treasurers and board members write on a phone: lower case, abbreviations ("yr",
"fy26", "ye", "ytd", "avg", "no.", "w/c", "txns", "r&m", "m&g", "q3", "2nd"), missing apostrophes, New Zealand words
("kai", "docket"), idioms ("hit the bank", "all up", "riding on", "plan b", "how far off") and units ("in thousands",
"as a %", "as a ratio", "per acre"). Variances and changes are answered as positive amounts ("over or under by how
much"). The ten \`notfound\` questions ask for things these documents plausibly could hold but do not: a year outside
the files (FY2024, fundraising in 2024, gifts in January 2026, term 1 2026), a budget not set out (electricity for
FY2027), a figure that is not disclosed (the term deposit balance at 31 March, the note payable's interest rate, the
ranch's appraised value, where only the appraisal fee is given), a grant or an invoice that was not uploaded.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-q/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-q/verify.mjs\`);
rebuild and check with \`cd ../gen-q && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
