// Builds ../set-i from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, KINDS } from './data.mjs';
import { renderOspreyBay } from './lib/render-ob.mjs';
import { renderWattleCreek } from './lib/render-wc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-i');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderOspreyBay(DOCS);
await renderWattleCreek(DOCS);

// cases in the shared format (internal fields dropped)
const publicAnswer = (a) => {
  if (a.type === 'number') return { type: 'number', value: a.value, tolerance: a.tolerance, ...(a.alt ? { alt: a.alt } : {}) };
  if (a.type === 'text') return { type: 'text', any: a.any };
  return { type: 'notfound' };
};
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
// Each case lists every file of its organisation: all of them are uploaded when the question is asked.
// The files an answer needs are in data.mjs (`need`) and checked by verify.mjs.
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: publicAnswer(c.answer), documents: c.documents }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(ORGS).map(([k, o]) => [k, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');

const fmtNum = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
function show(c, v) {
  const a = c.answer;
  const dp = Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2;
  const sign = v < 0 ? '-' : '';
  if (a.unit === 'money' && a.thousands) return `${sign}$${fmtNum(v, dp)} thousand`;
  if (a.unit === 'money') return `${sign}$${fmtNum(v, dp)}`;
  if (a.unit === 'pct') return `${sign}${fmtNum(v, 2)}%`;
  if (a.unit === 'ratio') return fmtNum(v, 2);
  if (a.unit === 'days') return `${fmtNum(v, 1)} days`;
  return fmtNum(v, dp);
}
const src = (c) => `Source: ${c.need.map((d) => d.split('/')[1]).join(' and ')}.`;
const ideal = CASES.map((c) => {
  const a = c.answer;
  let t;
  if (a.type === 'number') t = `The answer is ${show(c, a.value)}. ${src(c)}`;
  else if (a.type === 'text') t = `The answer is ${a.any[0]}. ${src(c)}`;
  else t = 'I could not find that in your documents; none of the uploaded files cover it.';
  return { id: c.id, answer: t };
});
const wrong = CASES.map((c) => {
  const a = c.answer;
  let t;
  if (a.type === 'number') t = `The answer is ${show(c, a.value * 1.37 + (a.value < 0 ? -3 : 3))}.`;
  else if (a.type === 'text') t = `The answer is ${a.wrong}.`;
  else t = 'It was $4,210 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const kindsOf = (o) => { const k = {}; for (const c of CASES.filter((x) => x.org === o)) k[c.kind] = (k[c.kind] || 0) + 1; return Object.entries(k).sort().map(([a, n]) => `${a} ${n}`).join(', '); };
const list = (o) => Object.values(ORGS[o].files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set I

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`ospreybay\` | ${ORGS.ospreybay.name} (US public radio and television, $) | October–September (FY2025 = year ended September 30, 2025) | ${perOrg('ospreybay')} |
| \`wattlecreek\` | ${ORGS.wattlecreek.name} (Australian not-for-profit company limited by guarantee, A$) | July–June (2024–25 = FY25 = year ended 30 June 2025) | ${perOrg('wattlecreek')} |

Documents (\`documents/<org>/\`):

- ospreybay
${list('ospreybay')}
  (seventeen pages of audited financial statements in whole dollars, as auditors print them: cover and contents,
  a two-page independent auditor's report, statements of financial position with 2025 and 2024 columns and
  classified current / noncurrent sections, a statement of activities for each year on its own page (Without
  Donor Restrictions / With Donor Restrictions / Total), a landscape statement of functional expenses for each
  year with three program columns, Total Program Services, Management and General, Fundraising and Membership
  Development and Total under "Program Services" / "Supporting Services" group headers that wrap over several
  lines, an indirect-method statement of cash flows that continues over a page break, and twelve notes
  (liquidity, pledges, investments, property and equipment, line of credit, note payable, a lease maturity
  table, net assets, net assets released from restriction, a 403(b) plan, subsequent events) with tables that
  continue over page breaks, parentheses for negatives, dashes for zero, "(a)" footnote markers and page
  numbers; a one-page IRS Form 990 Part IX (the 2024 form, for the tax year ended September 30, 2025) with
  line numbers, columns (A)–(D) and amounts printed with a trailing period; a finance committee workbook in
  $ thousands with month-end cash and investments across the months (Sep-24 audited, then Oct-24 to Sep-25,
  totals as formulas) and a KPI sheet with the months down the side (days cash on hand, current ratio,
  operating margin) and footnoted definitions.)
- wattlecreek
${list('wattlecreek')}
  (an annual report with a five-year summary in $'000 (2020–21 to 2024–25, with a footnote marker), a key
  ratios table with "x" multiples, percentages and parenthesised negatives, and program expenditure against
  budget under a two-level header (${'2024–25'} and 2023–24 over Budget / Actual); a financial report with the
  statement of profit or loss and other comprehensive income, statement of financial position, statement of
  changes in equity (rows "Balance at 1 July 2023" … "Balance at 30 June 2025"), a direct-method statement of
  cash flows, Note 5 Revenue and other income in four parts, a property, plant and equipment roll-forward,
  an employee provisions roll-forward, the responsible persons' declaration and the auditor's report, all in
  whole dollars with a Note column; and a Word chair's and treasurer's report stating figures and names.)

Kinds: ${Object.entries(KINDS).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.
By organisation: ospreybay ${kindsOf('ospreybay')}; wattlecreek ${kindsOf('wattlecreek')}.

Every case lists all of its organisation's files in \`documents\`. Figures read from tables printed in
thousands (the committee workbook, the five-year summary and the program table) have the table's figure as
\`value\` and the figure in dollars in \`alt\`. Percentages survive rounding to one decimal and ratios to two
decimals under the scorer's 0.5% tolerance; the program expense ratio also accepts the fraction in \`alt\`.
The notfound subjects appear in none of the organisation's files.

Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-i/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-i/verify.mjs\`);
rebuild and check with \`cd ../gen-i && npm install && npm run all\`.
`);
const nDocs = Object.keys(ORGS).reduce((n, o) => n + fs.readdirSync(path.join(DOCS, o)).length, 0);
console.log(`wrote ${CASES.length} cases and ${nDocs} documents to ${SET}`);
