// Builds ../set-k from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, GF, RG } from './data.mjs';
import { renderGreyfriars } from './lib/render-gf.mjs';
import { renderRioGrande } from './lib/render-rg.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-k');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderGreyfriars(DOCS);
await renderRioGrande(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(GF.files), ...Object.values(RG.files)].sort();
const written = ['greyfriars', 'rgvliteracy'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  else t = c.org === 'greyfriars' ? 'It was £4,210 for the year.' : 'It was $4,210 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set K

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`greyfriars\` | ${ORGS.greyfriars.name} (UK homelessness charity in York, £, day-first dates) | January–December (2025) | ${perOrg('greyfriars')} |
| \`rgvliteracy\` | ${ORGS.rgvliteracy.name} (US adult & family literacy nonprofit in South Texas, $) | July–June (FY2026 = July 1, 2025 – June 30, 2026; the budget report runs through Q3, March 31, 2026) | ${perOrg('rgvliteracy')} |

Documents (\`documents/<org>/\`):

- greyfriars
${list(GF.files)}
  (management accounts workbook with one "P&L" sheet of 12 monthly columns and a Total column, income and
  expenditure sections with formula subtotals, net surplus/(deficit) with negatives in brackets; a budget v actual
  workbook with a cost-centre column (Shelter / Outreach / Central) before the line item, the same line name under
  several cost centres, variance favourable/(adverse) and Var %; a month-end bank reconciliation PDF with deposits in
  transit and numbered outstanding cheques; a Word extract of the trustees' report with a restricted funds movement
  note and narrative on reserves, auditors and approval; a CRM gifts export CSV with day-first dates and a Gift Aid
  flag; a photographed supermarket till receipt with a VAT analysis.)
- rgvliteracy
${list(RG.files)}
  (audited statements PDF: statements of financial position for two years and a statement of activities with
  without / with donor restrictions / 2025 total / 2024 total columns, whole dollars, the activities table broken
  across two pages; a quarterly budget-to-actual workbook in the old Excel .xls format with merged quarter headers,
  Q4 actuals blank, YTD and annual budget; a payroll allocation CSV with program / admin / fundraising percentages; an
  AmeriCorps drawdown schedule workbook with cumulative and remaining award formulas; a treasurer's memo in Word with a
  cash-by-account table; a photographed office-supply invoice.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-k/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-k/verify.mjs\`);
rebuild and check with \`cd ../gen-k && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
