// Builds ../set-p from data.mjs: documents, cases.jsonl, orgs.json, README.md,
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
import { CASES, ORGS, NL, RT } from './data.mjs';
import { renderNordlys } from './lib/render-nl.mjs';
import { renderRisingTide } from './lib/render-rt.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-p');
fs.rmSync(SET, { recursive: true, force: true });
const DOCS = path.join(SET, 'documents');
fs.mkdirSync(DOCS, { recursive: true });

await renderNordlys(DOCS);
await renderRisingTide(DOCS);

// every file named in data.mjs exists, and no other file was written
const named = [...Object.values(NL.files), ...Object.values(RT.files)].sort();
const written = ['nordlys', 'risingtide'].flatMap((o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`)).sort();
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
  if (a.unit === 'thousands') return `${o.currency}${f(v, 3)} thousand`;
  if (a.unit === 'pct') return `${f(v, 2)}%`;
  if (a.unit === 'ratio') return f(v, 2);
  if (a.unit === 'points') return `${f(v, 1)} percentage points`;
  if (a.unit === 'count') return f(v, Number.isInteger(v) ? 0 : 2);
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
  else t = c.org === 'nordlys' ? 'It was NOK 42,100 for the year.' : 'It was $42,100 for the year.';
  return { id: c.id, answer: t };
});
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(wrong));

// README
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => CASES.filter((c) => c.org === o).length;
const list = (files) => Object.values(files).map((d) => `  - \`${d}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set P

${CASES.length} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`nordlys\` | ${ORGS.nordlys.name} (a friends-of-a-folk-high-school association in Leknes, Lofoten, Norway; Norwegian kroner "kr"/"NOK" with space thousands separators and comma decimals, day.month.year dates, Norwegian labels with English beside them) | calendar year (annual accounts for 2025 with 2024 comparatives; dues list and bank export for 2026; summer course 22–28 June 2026) | ${perOrg('nordlys')} |
| \`risingtide\` | ${ORGS.risingtide.name} (a US tenants' union; dollars, month-first dates) | October–September (FY2026 = 1 October 2025 – 30 September 2026; the statement of activities and the grant report run to 30 June 2026; the treasurer's memo is dated 14 April 2026 and covers Q2 = January–March 2026) | ${perOrg('risingtide')} |

Documents (\`documents/<org>/\`):

- nordlys
${list(NL.files)}
  (annual accounts PDF, "Årsregnskap" with English labels beside the Norwegian ones ("Salgsinntekt / Sales revenue"):
  an income statement with a note-number column between the label and the 2025 and 2024 columns, amounts as
  "186 400", and the balance sheet on page 2 with short notes (note 3 splits the grants); a member-dues workbook, one
  row per member with category, status (some "Fritak", exempt, with blank quarters), a column per quarter (Q3 and Q4
  still empty) and SUM formulas; a DNB bank export CSV with a byte-order mark, semicolons, quoted fields,
  "05.03.2026" dates, separate "Ut" and "Inn" columns and comma decimals ("1489,10"); a project budget in Word for a
  summer course, a table of bilingual budget lines with the 2026 budget beside last summer's actual ("–" where there
  was none) and Norwegian prose on the municipal grant (amount, advance share, report deadline); a photographed
  till receipt from a stationery shop with "MVA 25%" included and "Herav MVA".)
- risingtide
${list(RT.files)}
  (a QuickBooks "Statement of Activities by Class" export: a 4-row title block, classes across (Organizing, Legal
  Defense, Admin, TOTAL), numbered accounts indented under Revenue and Expenditures, blank cells for no activity,
  a "Gross Profit" line equal to revenue, QuickBooks-style nested formulas and a basis/time-stamp footer; a dues and
  donations workbook with months across as dates, a total column, a member-count row below the money rows and two
  sheets (FY2025 full year, FY2026 year to date through June 2026); a grant report PDF with annual budget, budget to
  date, actual to date, variance and variance % under two-line headers, "—" cells and negatives in parentheses; the
  treasurer's memo in Word with figures in prose (cash in months of expenses, reserve target, dues by quarter, the
  strike-fund cap); a CSV of rent-strike fund disbursements, one row per payment with MM/DD/YYYY dates and quoted
  "$1,150.00" amounts; a phone photo of a printing invoice with sales tax at 8.875% added.)

Kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}.

Questions are typed the way staff, treasurers and board members write on a phone: lower case, abbreviations ("yr",
"acct", "ytd", "fy25", "q1", "avg", "no.", "mva", "2nd"), missing apostrophes, Norwegian words mixed into English
("kontingent", "gaver", "årsresultat", "forskudd", "fritak"), idioms ("hit the bank", "kick in", "how far off") and
units ("in thousands", "as a %", "as a ratio"). Variances and changes are answered as positive amounts ("over or under
by how much").

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one
(all fail). Every document and every expected answer is generated from one data module
(\`../gen-p/data.mjs\`) and checked by a separate reader of the generated files (\`../gen-p/verify.mjs\`);
rebuild and check with \`cd ../gen-p && npm install && npm run all\`.
`);
const size = written.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
console.log(`wrote ${CASES.length} cases and ${written.length} documents (${(size / 1e6).toFixed(2)} MB) to ${SET}`);
