// Builds ../set-h from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, FILES } from './data.mjs';
import { renderAshgrove } from './lib/render-ashgrove.mjs';
import { renderRedWillow } from './lib/render-redwillow.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-h');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderAshgrove(DOCS);
await renderRedWillow(DOCS);

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

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
function show(c, v) {
  const a = c.answer, neg = v < 0 ? '-' : '';
  const dp = Number.isInteger(v) ? 0 : 2;
  switch (a.unit) {
    case 'k': return `${neg}$${f(v, dp)} thousand`;
    case 'm': return `${neg}$${f(v, 1)} million`;
    case 'usd': return `${neg}$${f(v, dp)}`;
    case 'count': return `${neg}${f(v, dp)}`;
    case 'pct': case 'pctratio': return `${neg}${f(v, 2)}%`;
    case 'ratio': return `${neg}${f(v, 2)}`;
    case 'litres': return `${f(v, 1)} million litres`;
    default: throw new Error(`unit ${a.unit}`);
  }
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
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (o) => Object.values(FILES[o]).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set H

${CASES.length} questions about the documents of two fictional organisations, larger and more formal than a
small charity, whose documents look like published filings. Written without reference to how the assistant
works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`ashgrove\` | ${ORGS.ashgrove.name} (US museum, $; statements in thousands) | July–June (FY2025 = July 2024–June 2025) | ${perOrg('ashgrove')} |
| \`redwillow\` | ${ORGS.redwillow.name} (Canadian retail and agricultural co-operative, C$) | September–August (fiscal 2025 = Sept 2024–Aug 2025; Q3 fiscal 2026 = March–May 2026) | ${perOrg('redwillow')} |

Documents (\`documents/<org>/\`):

- ashgrove
${list('ashgrove')}
  (audited financial statements as a 12-page text PDF in the style auditors print: statements of financial
  position with two year-end columns, a statement of activities by donor restriction with a prior-year total
  column and operating / nonoperating sections, a landscape statement of functional expenses with wrapped
  three-line headers, cash flows, and notes with a fair-value hierarchy table that runs over page breaks, a
  bond maturity schedule with "Thereafter", net assets by purpose and a two-year endowment roll-forward whose
  rows repeat; all "(in thousands)", negatives in parentheses, dashes for zero. A flattened Form 990 extract,
  tax year 2024 = the year ended June 30, 2025, as CSV with columns \`part, line, description, column, amount\`
  in whole dollars (Part I with Prior Year / Current Year and Beginning / End of Year columns; Part IX with
  columns A–D). A board dashboard workbook with quarters down the side under fiscal-year section rows, a
  two-row header, $000 money, counts, days and an endowment value in $ millions.)
- redwillow
${list('redwillow')}
  (annual report PDF for the year ended August 31, 2025 with a five-year summary in $ millions with
  percentages, "x" multiples and per-member dollars, a segment table under two-level headers (Fiscal 2025 /
  Fiscal 2024, each Sales / Operating result / Margin %), patronage refund rates, the statement of earnings,
  a condensed balance sheet in $ thousands and a member shares note in dollars with share counts and repeated
  "Balance at August 31, 2024" rows; a third-quarter news release with three-month and nine-month columns,
  % change, percentage-point changes, "Other" rows in two sections and a wrapped row label; the chair's
  letter in Word stating figures in the narrative.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Figures printed "in thousands" (or "$ millions") have the table's figure as \`value\` and the figure in
dollars in \`alt\`, as \`/work/shared/evals/real/README.md\` describes. Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-h/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-h/verify.mjs\`);
rebuild and check with \`cd ../gen-h && npm install && npm run all\`.
`);
console.log(`wrote ${CASES.length} cases and ${fs.readdirSync(path.join(DOCS, 'ashgrove')).length + fs.readdirSync(path.join(DOCS, 'redwillow')).length} documents to ${SET}`);
