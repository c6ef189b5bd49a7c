// Generates set-e: documents, cases.jsonl, orgs.json, README.md, expected-answers.jsonl, wrong-answers.jsonl
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cases, ORGS, HL, TA, replyUnit, AS_OF } from './data.mjs';
import { renderHarbourlight } from './lib/render-hl.mjs';
import { renderTamarack } from './lib/render-ta.mjs';
import { comma } from './lib/fmt.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-e');
const DOCS = path.join(SET, 'documents');

fs.rmSync(SET, { recursive: true, force: true });
fs.mkdirSync(DOCS, { recursive: true });

await renderHarbourlight(DOCS);
await renderTamarack(DOCS);

// every listed document exists, and nothing else is in the documents folder
const listed = new Set(ORGS.flatMap((o) => Object.values(o.docs)));
for (const f of listed) if (!fs.existsSync(path.join(DOCS, f))) throw new Error('missing document ' + f);
for (const o of ORGS) for (const f of fs.readdirSync(path.join(DOCS, o.id))) if (!listed.has(`${o.id}/${f}`)) throw new Error('unlisted document ' + f);

const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(cases));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(ORGS.map((o) => [o.id, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');

// ---------------------------------------------------------------- ideal and wrong replies
const dp = (v) => (Number.isInteger(v) ? 0 : 2);
function figure(id, v) {
  const u = replyUnit[id];
  const a = Math.abs(v);
  if (u === 'pct') return `${a}%`;
  if (u === 'x' || u === 'count') return String(a);
  return `${u}${comma(a, dp(a))}`;
}
function ideal(c) {
  const a = c.answer;
  if (a.type === 'number') {
    const dir = a.value < 0 ? (c.kind === 'variance' ? ' (unfavourable)' : ' (negative)') : '';
    return `The answer is ${figure(c.id, a.value)}${dir}. That figure is taken or worked out from your uploaded documents.`;
  }
  if (a.type === 'text') return `The answer is ${a.any[0]}. That comes from your uploaded documents.`;
  return "I couldn't find that in your documents. None of the uploaded files cover it, so I can't give a figure.";
}
function wrong(c) {
  const a = c.answer;
  if (a.type === 'number') {
    let w = Math.abs(a.value) * 1.37 + 113;
    if (!Number.isInteger(a.value)) w = Math.round(w * 100) / 100; else w = Math.round(w);
    return `The answer is ${figure(c.id, w)}. (deliberately wrong)`;
  }
  if (a.type === 'text') {
    const p = a.any[0];
    let decoy;
    if (/^\d+$/.test(p)) decoy = String(Number(p) + 7);
    else if (/^(January|February|March|April|May|June|July|August|September|October|November|December)$/.test(p)) decoy = p === 'August' ? 'October' : 'August';
    else if (/January|February|March|April|May|June|July|August|September|October|November|December/.test(p)) decoy = a.any.some((x) => /Mar/.test(x)) ? '15 August 2026' : '15 March 2026';
    else if (/^[A-Z]{2}\d+$/.test(p)) decoy = 'CC10001';
    else decoy = ['Insurance', 'Depreciation', 'Marketing and promotion'].find((d) => !a.any.some((x) => d.toLowerCase().includes(x.toLowerCase())));
    return `The answer is ${decoy}. (deliberately wrong)`;
  }
  return 'It was $4,250 according to your records.';
}
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(cases.map((c) => ({ id: c.id, answer: ideal(c) }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(cases.map((c) => ({ id: c.id, answer: wrong(c) }))));

// ---------------------------------------------------------------- README for the set
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
const byOrg = (o) => cases.filter((c) => c.org === o).length;
const readme = `# Set E: two organisations, ${cases.length} questions

Questions about an organisation's own uploaded financial documents, written without reference to how
the assistant works. Same format as \`../agent/README.md\` (\`cases.jsonl\`: id, org, kind, question,
answer, documents) and scored with the same scorer:

    node ../agent/score.mjs cases.jsonl answers.jsonl --verbose

(or with the copy in \`../gen-e/score.mjs\`). \`documents\` in each case lists all of that organisation's
files (paths relative to \`documents/\`): the assistant is expected to have all of them uploaded.

## Organisations

**harbourlight** — ${HL.name}, a youth orchestra charity in Wellington, New Zealand. NZ$, GST-exclusive
accounts, financial year = calendar year (starts January). ${byOrg('harbourlight')} questions.

${Object.values(HL.docs).map((d) => `- \`${d}\``).join('\n')}

  Management accounts: one sheet per month (Jan 26 … Oct 26, plus an Index sheet), each a statement of
  financial performance with merged "Month" and "Year to date" headers over "Actual"/"Budget" columns,
  grouped lines with subtotals, negatives in parentheses. Budget: quarterly columns (Q1–Q4, Full year)
  under merged headers, formulas with cached values, a notes column, an Assumptions sheet; some line
  names differ from the management accounts ("Wages and salaries", "Venue hire (rehearsals and
  concerts)"). Performance report: NZ Tier 3 (PBE SFR-A) style — entity information, service
  performance, Statement of Financial Performance and Position with "This year"/"Last year" columns and
  note references, notes analysing revenue and expenses. Funding agreement: text PDF with an
  instalment schedule and an approved budget. Payroll: CSV by role (no personal data), title block above
  the header, amounts as quoted strings with thousands separators, a total row and footnotes.
  Invoice: a photographed (rotated, noisy) tax invoice with a GST 15% line.

**tamarack** — ${TA.name}, a US community arts centre. US$, fiscal year July 1 – June 30 (FY2026 =
July 1, 2025 – June 30, 2026). ${byOrg('tamarack')} questions.

${Object.values(TA.docs).map((d) => `- \`${d}\``).join('\n')}

  Statement of activities: US nonprofit columns Without / With Donor Restrictions / 2026 Total /
  2025 Total, "$" on first and total rows, parentheses, em dashes for nil. Functional expenses: merged
  "Program Services" / "Supporting Services" headers, spacer columns, formula totals. Grant report:
  Award / Spent to date / Remaining / % spent with a minus-sign overspend and footnotes. Cash flow
  projection: CSV **in thousands of dollars** (stated in the title block), months as "Jul-26", minus
  signs. Roll-forward: PDF schedule of net assets with donor restrictions. Chart of accounts:
  hierarchy shown only by indentation and numbering. Board minutes: prose facts plus a budget-vs-actual
  table. Receipt: a photographed till receipt with a sales-tax line.

## Dates the questions assume

Questions are asked as of **${AS_OF.date}**. For Harbourlight "this year" / "so far" = 2026 (the
management accounts run to 31 October 2026) and "last year" = 2025 (the performance report's
"This year" column). For Tamarack "last year" = FY2026 (the fiscal year ended June 30, 2026); fiscal
quarters are avoided for Tamarack — questions name months instead. Calendar quarters for Harbourlight
(Q1 = Jan–Mar …) match its financial year.

## Answers

- Numbers: the value as it appears in, or is computed from, the documents, tolerance 0.5%. Figures from
  the thousands-of-dollars CSV are stored in dollars with the figure in thousands as \`alt\`.
  Percentages are stored to two decimals and chosen so that a reply rounded to one decimal also passes;
  ratios asked "to two decimals" likewise. Variances and differences are judged ignoring sign.
- Text: several accepted phrasings (date formats, short and long names).
- notfound: things these documents could plausibly hold but do not (a year not covered, a month not yet
  reported, a line not broken out, a column the payroll report does not have, a receipt or letter not
  uploaded).

Kinds: ${Object.entries(kinds).map(([k, v]) => `${k} ${v}`).join(', ')}.

\`expected-answers.jsonl\` holds an ideal reply per case (all pass the scorer) and
\`wrong-answers.jsonl\` a reply with a wrong figure or a stated figure for a notfound case (all fail).
Everything here is generated by \`../gen-e\` (\`npm install && npm run all\`), which also re-reads the
generated files independently and recomputes every answer.
`;
fs.writeFileSync(path.join(SET, 'README.md'), readme);
console.log(`generated ${cases.length} cases, ${listed.size} documents into ${SET}`);
