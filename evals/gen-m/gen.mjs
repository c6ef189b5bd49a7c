// Builds ../set-m from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
// Reproducible output: the Office and PDF writers stamp files with the current time (metadata and zip entries),
// so the generator runs on a fixed clock and a rebuild leaves the committed documents byte for byte the same.
{
  const FIXED = Date.UTC(2026, 10, 20, 9, 0, 0);
  const RealDate = Date;
  globalThis.Date = class extends RealDate { constructor(...a) { super(...(a.length ? a : [FIXED])); } static now() { return FIXED; } };
}
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, SY, HL } from './data.mjs';
import { renderSiyakhula } from './lib/render-sy.mjs';
import { renderHarborlight } from './lib/render-hl.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-m');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderSiyakhula(DOCS);
await renderHarborlight(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(SY.files), ...Object.values(HL.files)].sort();
const written = ['siyakhula', 'harborlight'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  if (a.unit === 'usd') return `${v < 0 ? '-' : ''}US$${f(v, dp)}`;
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
  else t = c.org === 'siyakhula' ? 'It was R4,210 for the year.' : 'It was $4,210 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set M

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`siyakhula\` | ${ORGS.siyakhula.name} (South African community health NGO, rand "R", with a US-dollar donor report; day-first and year-first dates) | April–March (FY2026 = 1 April 2025 – 31 March 2026, with FY2025 comparatives; the cash book covers Q4, January–March 2026; the board pack is dated 19 November 2026) | ${perOrg('siyakhula')} |
| \`harborlight\` | ${ORGS.harborlight.name} (Portland, Maine theatre, US$) | thirteen four-week periods (FY26 = June 30, 2025 – June 28, 2026; the reports run through Period 10, ending April 5, 2026) | ${perOrg('harborlight')} |

Documents (\`documents/<org>/\`):

- siyakhula
${list(SY.files)}
  (audited annual financial statements PDF over four pages: statement of financial position with non-current /
  current sections, statement of comprehensive income with expenditure by programme, notes on cash, foreign donor
  grants, the closing exchange rate, staff, trustees' travel and the vehicle lease, with space as the thousands
  separator; the Ridgeway Foundation financial report workbook with Approved budget (USD), Amount (USD), Amount (ZAR)
  and Balance (USD) columns, the USD column a ROUND(ZAR ÷ rate) formula on an average-rate cell; a Google Sheets
  export of the Q4 bank cash book with a title row, "R1,234.56" amounts in Receipts / Payments / Balance columns,
  a Notes column and blank separator rows between months; the budget revision workbook with Original / Revised /
  Change columns and reasons; the November 2026 board pack in Word with an indicators table, the exchange-rate
  narrative, the donor reporting calendar and the next meeting; a WhatsApp photo of a pharmacy till slip with VAT
  at 15% included in the prices.)
- harborlight
${list(HL.files)}
  (statement of activities workbook with columns P1 … P10 and a "4 weeks ending" date row, YTD formulas and a second
  "FY26 calendar" tab giving the start and end of all thirteen periods; a landscape Finance Committee PDF with FY26
  Budget, Budget P1–P10, Actual P1–P10, Over/(under) and Budget remaining columns, commentary on cash and the line
  of credit; an old-format .xls box office report by production (run dates, performances, seats available, paid
  tickets, comps, gross); a Development Committee update in Word with a grants table (requested, awarded, status,
  report due), staffing, the capital campaign and the gala; a photographed lumber yard receipt with Maine sales tax
  at 5.5%.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Questions are typed the way staff and trustees write on a phone: lower case, abbreviations ("FY26", "ytd", "P10",
"pls", "DoH", "M&E"), a few typos, and periods named as the organisation names them (fiscal years, Q4, periods).
Variances compare the AFS actuals with the revised budget (siyakhula) or actual P1–P10 with budget P1–P10
(harborlight); "how much under/short/behind" answers are given as positive amounts.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-m/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-m/verify.mjs\`);
rebuild and check with \`cd ../gen-m && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
