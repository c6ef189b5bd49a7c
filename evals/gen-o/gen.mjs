// Builds ../set-o from data.mjs: documents, cases.jsonl, orgs.json, README.md,
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
import { CASES, ORGS, KB, MS } from './data.mjs';
import { renderKabuhayan } from './lib/render-kb.mjs';
import { renderMountSalem } from './lib/render-ms.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-o');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderKabuhayan(DOCS);
await renderMountSalem(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(KB.files), ...Object.values(MS.files)].sort();
const written = ['kabuhayan', 'mountsalem'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  if (a.unit === 'eur') return `EUR ${f(v, dp)}`;
  if (a.unit === 'millions') return `${o.currency}${f(v, 2)} million`;
  if (a.unit === 'pct') return `${f(v, 2)}%`;
  if (a.unit === 'ratio') return f(v, 2);
  if (a.unit === 'points') return `${f(v, 1)} percentage points`;
  if (a.unit === 'count') return String(Math.round(v));
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
  else t = c.org === 'kabuhayan' ? 'It was ₱42,100.00 for the quarter.' : 'It was J$421,000 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set O

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`kabuhayan\` | ${ORGS.kabuhayan.name} (microfinance for women micro-entrepreneurs in Iloilo, Philippines; pesos "₱"/"PHP", month-first dates) | calendar year (Q1 2026 = January–March 2026; the board met on 18 April 2026) | ${perOrg('kabuhayan')} |
| \`mountsalem\` | ${ORGS.mountsalem.name} (a members' sports club in Montego Bay, Jamaica; Jamaican dollars "J$", day-first dates) | April–March (FY2025/26 = 1 April 2025 – 31 March 2026; subscriptions for 2026/27; the forecast covers July–September 2026; the AGM is on 25 July 2026) | ${perOrg('mountsalem')} |

Documents (\`documents/<org>/\`):

- kabuhayan
${list(KB.files)}
  (a portfolio-at-risk aging workbook, an aged-receivables shape: Current / 1-30 / 31-60 / 61-90 / 91-180 / Over 180
  days under a merged "Days past due" header, PAR30 amount and % under another merged header, by branch on one sheet
  and by loan product on a second, with a provisioning block of rates and ROUND formulas; a bank's loan amortization
  schedule in PDF, 36 monthly installments with two-line headers, the table continuing on a second page with its
  header repeated, month-first due dates, Paid status and totals; a semi-monthly payroll register CSV with a
  preamble, names as "Last, First", Philippine statutory deductions (SSS, PhilHealth, Pag-IBIG, withholding tax) and
  a PERIOD TOTAL row after each cut-off that a naive sum double counts; a multi-currency grant report workbook:
  budget in EUR, spending in PHP by period under a merged header, converted at a weighted average rate that is a
  formula on a second sheet of tranches received; board minutes in Word with a dashboard mixing counts, percentages
  and pesos over four columns (three quarters and a target) and resolutions in prose; a photographed sales invoice
  with VAT at 12% included.)
- mountsalem
${list(MS.files)}
  (a membership subscriptions ledger with VLOOKUP to a rates sheet, payments by month under a merged header, blank
  cells for nothing paid, balance and status formulas; a 13-week cash-flow forecast with weeks across under merged
  month headers, opening = previous week's closing as formulas, a buffer and headroom row, assumptions on a second
  sheet; a fixed-asset register PDF in landscape with two-line headers (cost b/f, additions, cost c/f, accumulated
  depreciation b/f, charge, c/f, NBV), category subtotals and the table continued on a second page; an Excel pivot
  table saved as CSV (category shown only on its first row, "<category> Total" subtotal rows, blank cells for zero,
  quoted thousands); the treasurer's AGM report in Word with a budget table in three versions (original, revision 1,
  revision 2) beside the actual, and an appeal "thermometer" in prose; a photographed till receipt with GCT at 15% added.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Questions are typed the way staff, treasurers and board members write on a phone: lower case, abbreviations ("GLP",
"PAR30", "OSS", "NBV", "FY25/26", "w/c", "OT", "avg", "no."), missing apostrophes, idioms ("how far off the final
budget", "what's left to raise", "take home pay") and units ("in millions", "in EUR", "as a ratio"). Variances and
changes are answered as positive amounts ("how much short", "over or under by how much").

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-o/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-o/verify.mjs\`);
rebuild and check with \`cd ../gen-o && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
