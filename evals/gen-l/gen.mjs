// Builds ../set-l from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, SB, MR } from './data.mjs';
import { renderStBrendans } from './lib/render-sb.mjs';
import { renderMapleRidge } from './lib/render-mr.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-l');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderStBrendans(DOCS);
await renderMapleRidge(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(SB.files), ...Object.values(MR.files)].sort();
const written = ['stbrendans', 'mapleridge'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  if (a.unit === 'count') return String(v);
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
  if (a.type === 'number') t = `The answer is ${show(c, a.unit === 'count' ? a.value + 3 : a.value * 1.37 + (a.value < 0 ? -3 : 3))}.`;
  else if (a.type === 'text') t = `The answer is ${a.wrong}.`;
  else t = c.org === 'stbrendans' ? 'It was €4,210 for the year.' : 'It was C$4,210 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set L

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`stbrendans\` | ${ORGS.stbrendans.name} (Irish parish fund, €, day-first dates) | January–December (2025, with 2024 comparatives) | ${perOrg('stbrendans')} |
| \`mapleridge\` | ${ORGS.mapleridge.name} (Ontario housing co-op, C$) | October–September (FY2026 = October 1, 2025 – September 30, 2026; the actual vs budget report runs six months to March 31, 2026) | ${perOrg('mapleridge')} |

Documents (\`documents/<org>/\`):

- stbrendans
${list(SB.files)}
  (income and expenditure account PDF for 2025 with 2024 comparatives, Incoming / Outgoing sections with subtotals
  and "Excess of income over expenditure"; a weekly collections register CSV with day-first week-ending dates and
  envelope / loose / online / total columns; a Roof Fund pledge tracker workbook with a balance formula and a
  Paid / Part-paid / Unpaid status; Finance Committee minutes in Word with a bank balances table, the roof
  contractor's spending cap and the next meeting date; a photographed builders' merchant invoice with VAT at 23% and
  13.5%.)
- mapleridge
${list(MR.files)}
  (FY2026 operating budget workbook with monthly columns Oct-25 … Sep-26 and an Annual formula column, revenue and
  expense sections and a Surplus (Deficit) line; a year-to-date actual vs budget PDF through March 2026 with Actual
  YTD, Budget YTD, Variance $ (favourable / (unfavourable)), Variance % and Annual Budget; a replacement reserve fund
  continuity schedule workbook for FY2023–FY2025 with withdrawals by project; an arrears report CSV; a photographed
  hydro (electricity) bill with time-of-use kWh, HST 13% and a due date.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-l/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-l/verify.mjs\`);
rebuild and check with \`cd ../gen-l && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
