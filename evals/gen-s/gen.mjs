// Builds ../set-s: documents, cases.jsonl, orgs.json, README.md, expected-answers.jsonl, wrong-answers.jsonl.
// Runs on a fixed clock (lib/clock.mjs, imported first) so a rebuild is byte for byte the same.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './data.mjs';
import { renderWeserbogen } from './lib/render-ws.mjs';
import { renderMayab } from './lib/render-my.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-s');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
await renderWeserbogen(path.join(DOCS, 'weserbogen'));
await renderMayab(path.join(DOCS, 'mayab'));

const files = (org) => fs.readdirSync(path.join(DOCS, org)).sort().map((f) => `${org}/${f}`);
const docs = { weserbogen: files('weserbogen'), mayab: files('mayab') };
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: c.answer, documents: docs[c.org] }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify({
  weserbogen: { name: 'Hospizverein Weserbogen e.V.', fiscalYearStart: 'January' },
  mayab: { name: 'Semillas del Mayab, A.C.', fiscalYearStart: 'January' },
}, null, 2) + '\n');

const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
fs.writeFileSync(path.join(SET, 'README.md'), README(docs, kindLine));
console.log(`wrote ${CASES.length} cases, ${docs.weserbogen.length + docs.mayab.length} documents to ${SET}`);
