// Renders set AD's documents, cases, ideal and wrong replies and README from data.mjs.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RV, MW, DOCS, ORGS } from './data.mjs';
import * as ravi from './lib/render-ravi.mjs';
import * as mwamba from './lib/render-mwamba.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ad');
const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }

await ravi.statements(doc('ravi', 0), RV);
await ravi.pccReturn(doc('ravi', 1), RV);
await ravi.boardPack(doc('ravi', 2), RV);
await ravi.annualReport(doc('ravi', 3), RV);
ravi.giftsCsv(doc('ravi', 4), RV);
await ravi.invoicePhoto(doc('ravi', 5), RV);

await mwamba.statements(doc('mwamba', 0), MW);
await mwamba.ngoReturn(doc('mwamba', 1), MW);
await mwamba.boardPack(doc('mwamba', 2), MW);
await mwamba.annualReport(doc('mwamba', 3), MW);
mwamba.levyCsv(doc('mwamba', 4), MW);
await mwamba.receiptPhoto(doc('mwamba', 5), MW);

const cases = buildCases();
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`wrote ${cases.length} cases (${kindLine})`);
