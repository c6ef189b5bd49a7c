// Builds ../set-w: documents, cases.jsonl, orgs.json, README.md, expected-answers.jsonl, wrong-answers.jsonl.
// Runs on a fixed clock (lib/clock.mjs, imported first) so a rebuild is the same each time.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCases } from './lib/build-cases.mjs';
import { renderMarula } from './lib/render-marula.mjs';
import { renderSliema } from './lib/render-sliema.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-w');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
await renderMarula(path.join(DOCS, 'marula'));
await renderSliema(path.join(DOCS, 'sliema'));

const CASES = buildCases();
const files = (org) => fs.readdirSync(path.join(DOCS, org)).sort().map((f) => `${org}/${f}`);
const docs = { marula: files('marula'), sliema: files('sliema') };
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: c.answer, documents: docs[c.org] }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify({
  marula: { name: "Marula House Women's Shelter Trust", fiscalYearStart: 'April' },
  sliema: { name: 'Sliema Chamber Music Society', fiscalYearStart: 'September' },
}, null, 2) + '\n');
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
fs.writeFileSync(path.join(SET, 'README.md'), README(docs, kindLine, CASES.length));
console.log(`wrote ${CASES.length} cases (${kindLine}), ${docs.marula.length + docs.sliema.length} documents to ${SET}`);
