// Builds ../set-g from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, AC, LHD } from './data.mjs';
import { renderArdcullen } from './lib/render-ac.mjs';
import { renderLanternHill } from './lib/render-lh.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-g');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderArdcullen(DOCS);
await renderLanternHill(DOCS);

const FILES = { ardcullen: Object.values(AC.files), lanternhill: Object.values(LHD.files) };
for (const [org, files] of Object.entries(FILES)) {
  const onDisk = fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`).sort();
  if (JSON.stringify(onDisk) !== JSON.stringify([...files].sort())) throw new Error(`unexpected files for ${org}: ${onDisk.join(', ')}`);
}

// cases in the shared format (internal fields dropped)
const publicAnswer = (a) => {
  if (a.type === 'number') return { type: 'number', value: a.value, tolerance: a.tolerance, ...(a.alt ? { alt: a.alt } : {}) };
  if (a.type === 'text') return { type: 'text', any: a.any };
  return { type: 'notfound' };
};
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
// Every case lists every file of its organisation: all of them are uploaded when the question is asked.
// The files an answer needs are in data.mjs (c.documents) and checked by verify.mjs.
const orgDocs = (o) => [...FILES[o]].sort();
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
const src = (c) => `Source: ${c.documents.map((d) => d.split('/')[1]).join(' and ')}.`;
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
  else t = `It was ${ORGS[c.org].currency}4,210 for the year.`;
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (o) => orgDocs(o).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set G

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`. Each case lists every file of
its organisation (all are uploaded when it is asked).

| org | organisation | year | questions |
|---|---|---|---|
| \`ardcullen\` | ${ORGS.ardcullen.name} (Irish charity, €, day-first dates) | January–December (2025 actuals, 2026 budget) | ${perOrg('ardcullen')} |
| \`lanternhill\` | ${ORGS.lanternhill.name} (Kansas, US, $) | September–August (FY2025 audited; FY26 year to date = Sep 2025–Feb 2026) | ${perOrg('lanternhill')} |

Documents (\`documents/<org>/\`):

- ardcullen
${list('ardcullen')}
  (a 2026 budget workbook with a summary sheet and one sheet per programme, quarterly columns, a 2025 actual
  column and formulas, the central sheet with a cost-centre column before the account code; Q4 management
  accounts with Quarter 4 and Year to date groups under merged headers, Actual / Budget / Variance
  favourable-(adverse) / Var %, account codes and section subtotals; a Sage 50 nominal activity export by
  department and month with Debit / Credit columns and day-first period-end dates; directors' report extract,
  statement of financial activities by fund with a 2024 column, balance sheet and notes (support-cost
  allocation, restricted funds, state funding) as a text PDF; an HSE Section 39 service arrangement schedule in
  Word with the funding, payment, once-off funding, admin cap and reporting conditions; a photographed garage
  invoice with VAT at 23% and 13.5%.)
- lanternhill
${list('lanternhill')}
  (audited financial statements as a text PDF: statements of financial position for two year ends, a statement
  of activities by donor restriction, a landscape functional-expense matrix, and notes; an operating budget vs.
  actual workbook with February and Year to Date groups under merged headers, a category column before the
  line item and "Other" repeated in three sections; an Aplos transaction export for January–February 2026 with
  signed amounts; a treasurer's report in Word with a cash table; a foundation grant agreement PDF; a
  photographed feed-store till receipt.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-g/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-g/verify.mjs\`);
rebuild and check with \`cd ../gen-g && npm install && npm run all\`.
`);
console.log(`wrote ${CASES.length} cases and ${FILES.ardcullen.length + FILES.lanternhill.length} documents to ${SET}`);
