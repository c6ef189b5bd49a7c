// Builds ../set-f from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS } from './data.mjs';
import { renderCalderVale } from './lib/render-cv.mjs';
import { renderHighDesert } from './lib/render-hd.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-f');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderCalderVale(DOCS);
await renderHighDesert(DOCS);

// cases in the shared format (internal fields dropped)
const publicAnswer = (a) => {
  if (a.type === 'number') return { type: 'number', value: a.value, tolerance: a.tolerance, ...(a.alt ? { alt: a.alt } : {}) };
  if (a.type === 'text') return { type: 'text', any: a.any };
  return { type: 'notfound' };
};
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
// Each case lists every file of its organisation: all of them are uploaded when the question is asked
// (as in the other sets). The files an answer needs are in data.mjs and checked by verify.mjs.
const orgDocs = (o) => [...new Set(CASES.filter((c) => c.org === o).flatMap((c) => c.documents))].sort();
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: publicAnswer(c.answer), documents: orgDocs(c.org) }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(ORGS).map(([k, o]) => [k, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');

const fmtNum = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
function show(c, v) {
  const a = c.answer, sym = ORGS[c.org].currency;
  const dp = Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2;
  if (a.unit === 'money') return `${v < 0 ? '-' : ''}${sym}${fmtNum(v, dp)}`;
  if (a.unit === 'pct') return `${v < 0 ? '-' : ''}${fmtNum(v, 2)}%`;
  if (a.unit === 'ratio') return fmtNum(v, 2);
  return fmtNum(v, dp);
}
const src = (c) => `Source: ${c.documents.length > 2 ? 'all uploaded files' : c.documents.map((d) => d.split('/')[1]).join(' and ')}.`;
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
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (o) => [...new Set(CASES.filter((c) => c.org === o).flatMap((c) => c.documents))].map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set F

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`caldervale\` | ${ORGS.caldervale.name} (UK charity, £, day-first dates) | April–March (2025/26) | ${perOrg('caldervale')} |
| \`highdesert\` | ${ORGS.highdesert.name} (US food bank, $) | October–September (FY26 year to date = Oct 2025–Mar 2026) | ${perOrg('highdesert')} |

Documents (\`documents/<org>/\`):

- caldervale
${list('caldervale')}
  (a Charities SORP statement of financial activities with fund columns and a prior-year total, the balance
  sheet and the restricted-funds note in one text PDF; quarterly management accounts with a two-row header
  and formulas; a bank statement CSV; a Gift Aid schedule CSV; a photographed electricity bill with VAT at 5%;
  a trustees' report extract in Word with a three-year summary in £'000.)
- highdesert
${list('highdesert')}
  (QuickBooks Profit and Loss by Class and Budget vs. Actuals exports; an in-kind donations log; a grant
  award letter and an auditor's management letter as text PDFs; a photographed till receipt.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-f/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-f/verify.mjs\`);
rebuild and check with \`cd ../gen-f && npm install && npm run all\`.
`);
console.log(`wrote ${CASES.length} cases and ${fs.readdirSync(path.join(DOCS, 'caldervale')).length + fs.readdirSync(path.join(DOCS, 'highdesert')).length} documents to ${SET}`);
