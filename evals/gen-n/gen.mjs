// Builds ../set-n from data.mjs: documents, cases.jsonl, orgs.json, README.md,
// expected-answers.jsonl (an ideal reply per case) and wrong-answers.jsonl (a wrong reply per case).
// Reproducible output: the Office and PDF writers stamp files with the current time (metadata and zip entries),
// so the generator runs on a fixed clock and a rebuild leaves the documents byte for byte the same.
{
  const FIXED = Date.UTC(2026, 9, 1, 9, 0, 0);
  const RealDate = Date;
  globalThis.Date = class extends RealDate { constructor(...a) { super(...(a.length ? a : [FIXED])); } static now() { return FIXED; } };
}
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, ORGS, ZS, SY } from './data.mjs';
import { renderZiwaSafi } from './lib/render-zs.mjs';
import { renderSayang } from './lib/render-sy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-n');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderZiwaSafi(DOCS);
await renderSayang(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(ZS.files), ...Object.values(SY.files)].sort();
const written = ['ziwasafi', 'sayang'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  if (a.unit === 'usd') return `US$${f(v, dp)}`;
  if (a.unit === 'pct') return `${f(v, 2)}%`;
  if (a.unit === 'ratio') return f(v, 2);
  if (a.unit === 'points') return `${f(v, 1)} percentage points`;
  if (a.unit === 'plain') return `${o.currency}${f(v, 1)} thousand`;
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
  if (a.type === 'number') t = `The answer is ${show(c, a.unit === 'count' && a.value < 100 ? a.value + 3 : a.value * 1.37 + (a.value < 0 ? -3 : 3))}.`;
  else if (a.type === 'text') t = `The answer is ${a.wrong}.`;
  else t = c.org === 'ziwasafi' ? 'It was KSh 42,100 for the year.' : 'It was S$4,210 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set N

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`ziwasafi\` | ${ORGS.ziwasafi.name} (community water kiosks and sanitation in Kisumu, Kenya; Kenya shillings "KSh", day-first dates) | July–June (FY26 = 1 July 2025 – 30 June 2026; the M-Pesa statement covers Q1 FY27, July–September 2026; the AGM is on 26 September 2026) | ${perOrg('ziwasafi')} |
| \`sayang\` | ${ORGS.sayang.name} (befriending isolated seniors in Singapore; S$, day-first dates) | April–March (FY2025/26 = 1 April 2025 – 31 March 2026; the budget is for FY2026/27; the board report is dated 21 May 2026) | ${perOrg('sayang')} |

Documents (\`documents/<org>/\`):

- ziwasafi
${list(ZS.files)}
  (a landscape quarterly management report PDF with columns Q1 FY26 … Q4 FY26, Full year, Budget and Variance
  fav/(adv) under three-line headers, the expenditure table continuing over a page break, zeros as dashes and
  adverse variances in brackets, plus cash at quarter ends and commentary; a Zoho-style trial balance with Net Debit /
  Net Credit columns before year-end closing, staff costs split over three accounts; an M-Pesa paybill organisation
  statement CSV listed newest first, with a preamble, Paid In / negative Withdrawn / running Balance columns and the
  tariff charge on each payment out as a second row under the same receipt number; a grant tranche schedule workbook
  in US$ with the KSh received as a ROUND(US$ × rate) formula, days late as a date difference and a second sheet with
  the grant budget by year; the treasurer's AGM report in Word with a kiosk table, indicators mixing counts and
  percentages, and figures stated in prose (reserve, tariff, pump replacement, results in KSh millions); a WhatsApp
  photo of a hardware cash sale with VAT at 16% included, paid by M-Pesa and found in the statement.)
- sayang
${list(SY.files)}
  (audited statements PDF: a statement of financial activities with Unrestricted / Restricted / Total 2026 / Total
  2025 columns under wrapped headers, continued over a page break, the statement of financial position, notes on
  staff costs, restricted funds (a roll-forward with transfers) and the reserves policy in prose; a donation platform
  export with gross, platform fee, processing fee and net per gift, a refund row and pending payouts; a fundraising
  walk reconciliation workbook with quantity × price formulas, budget against actual, a cost-to-income ratio and a
  cash-counted-versus-banked section; a budget workbook with the months down the side and income and cost
  categories across, with total and surplus formulas; a board report in Word with indicators against target, a
  monthly-giving tier table and the lease renewal; a photographed printing invoice with GST at 9% added.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Questions are typed the way staff and board members write on a phone: lower case, abbreviations ("FY26", "Q1 FY27",
"TB", "NBV", "mpesa", "FY25/26", "no."), a few typos, idioms ("bottom line", "what's left of the grant", "how far off
budget") and units ("in KSh '000", "in S$'000"). Periods are named the way each organisation names them. Variances
against budget are answered as positive amounts ("how much short", "how much over").

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-n/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-n/verify.mjs\`);
rebuild and check with \`cd ../gen-n && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
