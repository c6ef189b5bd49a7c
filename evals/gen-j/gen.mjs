// Builds ../set-j from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, MV, TV } from './data.mjs';
import { renderMillbrook } from './lib/render-mv.mjs';
import { renderTapiValley } from './lib/render-tv.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-j');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderMillbrook(DOCS);
await renderTapiValley(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(MV.files), ...Object.values(TV.files)].sort();
const written = ['millbrook', 'tapivalley'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  const f = (x, dp) => Math.abs(x).toLocaleString(o.locale, { minimumFractionDigits: dp, maximumFractionDigits: dp });
  const dp = Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2;
  if (a.unit === 'money') return `${v < 0 ? '-' : ''}${o.currency}${f(v, dp)}`;
  if (a.unit === 'pct') return `${v < 0 ? '-' : ''}${f(v, 2)}%`;
  if (a.unit === 'ratio') return f(v, 2);
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
  if (a.type === 'number') t = `The answer is ${show(c, a.value * 1.37 + (a.value < 0 ? -3 : 3))}.`;
  else if (a.type === 'text') t = `The answer is ${a.wrong}.`;
  else t = c.org === 'tapivalley' ? 'It was $4,210 (about ₹3,50,000) for the year.' : 'It was $4,210 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set J

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`millbrook\` | ${ORGS.millbrook.name} (US rural volunteer fire & ambulance company, Pennsylvania, $) | May–April (FY26 = May 1, 2025 – April 30, 2026; January report = 9 months year to date) | ${perOrg('millbrook')} |
| \`tapivalley\` | ${ORGS.tapivalley.name} (Indian public charitable trust with FCRA registration, ₹, Indian digit grouping 1,03,45,600, a summary in ₹ lakh) | April–March (2025-26) | ${perOrg('tapivalley')} |

Documents (\`documents/<org>/\`):

- millbrook
${list(MV.files)}
  (a board-approved budget workbook with Program / Supporting services column groups over four departments, a
  prior-year actual column, group subtotals, formulas with cached results, dashes for zero, a memo block of
  capital and debt items outside the totals; a treasurer's report PDF with the month, year to date, annual budget
  and % of budget, other cash activity, cash position and an ambulance activity table by month; a January bank
  statement CSV with cleared checks and a gap in the check numbers; a gifts and grants tracker with pledges,
  batched small gifts and an awarded-but-unpaid grant; compiled financial statements (accountant's report,
  statements of financial position for two years, a statement of activities by donor restriction with prior-year
  totals, notes on property, the engine loan and restricted net assets); a foundation grant progress report in
  Word with a budget against spending table; a photographed repair invoice.)
- tapivalley
${list(TV.files)}
  (a fund-wise income and expenditure account with General / FC-Watershed / FC-Livelihoods / CSR columns under a
  two-level header and current and previous-year totals, Indian number formats, dashes for zero, a deficit in
  parentheses; a budget workbook phased by quarter (Q1 = Apr–Jun) with the year's actual, variance as actual less
  budget and % utilised, depreciation not budgeted; a two-sided receipts and payments account for foreign
  contribution with opening and closing bank and cash balances; an FC donations register CSV with foreign
  amounts, exchange rates and day-first dates; a trustees' annual report in Word with names, programme figures,
  compliance dates and a three-year summary in ₹ lakh; a photographed GST tax invoice.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Answers
read from the ₹-lakh summary carry \`alt\` values in lakh and millions. Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-j/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-j/verify.mjs\`);
rebuild and check with \`cd ../gen-j && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
