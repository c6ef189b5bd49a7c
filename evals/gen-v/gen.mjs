// Builds ../set-v: documents, cases.jsonl, orgs.json, README.md, expected-answers.jsonl, wrong-answers.jsonl.
// Runs on a fixed clock (lib/clock.mjs, imported first) so a rebuild is the same each time.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './data.mjs';
import { renderBellbird } from './lib/render-bb.mjs';
import { renderPecanBend } from './lib/render-pb.mjs';
import { README, ORGS } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-v');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
await renderBellbird(path.join(DOCS, 'bellbird'));
await renderPecanBend(path.join(DOCS, 'pecanbend'));

const files = (org) => fs.readdirSync(path.join(DOCS, org)).sort().map((f) => `${org}/${f}`);
const docs = { bellbird: files('bellbird'), pecanbend: files('pecanbend') };
const money = (c) => !['percent', 'ratio', 'count'].includes(c.kind) && !/visit|visitor|staff|fte|items|casual|percentage points|how many/i.test(c.question);
const num = (v, c) => {
  const dp = Number.isInteger(v) ? 0 : 2;
  const s = Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
  if (c.kind === 'percent') return `${s}%`;
  return money(c) ? `$${s}` : s;
};
function ideal(c) {
  const a = c.answer;
  if (a.type === 'number') return `${num(a.value, c)}.\n\nThis is taken from the uploaded documents${a.alt ? ` (shown there as ${a.alt[0].toLocaleString('en-US')} in thousands)` : ''}.`;
  if (a.type === 'text') return `${a.any[0]}.\n\nThis is stated in the uploaded documents.`;
  return 'That figure is not in the documents you uploaded; they do not break it out.';
}
function wrong(c) {
  const a = c.answer;
  if (typeof c.w === 'string') return c.w;
  if (a.type === 'number') return `${num(c.w, c)}.`;
  return 'It was $12,480 according to the documents.';
}
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: c.answer, documents: docs[c.org] }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: ideal(c) }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: wrong(c) }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
fs.writeFileSync(path.join(SET, 'README.md'), README(docs, kindLine));
console.log(`wrote ${CASES.length} cases, ${docs.bellbird.length + docs.pecanbend.length} documents to ${SET}`);
