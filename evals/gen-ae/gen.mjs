// Generates set AE: documents, cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, DOCS, ORGS } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';
import * as deurali from './lib/render-deurali.mjs';
import * as saules from './lib/render-saules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ae');
const V = view();

const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
for (const org of Object.keys(DOCS)) {
  fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true });
  fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true });
}
await deurali.cashBook(doc('deurali', 0), V);
deurali.bankCsv(doc('deurali', 1), V);
await deurali.salesRegister(doc('deurali', 2), V);
await deurali.agmPhoto(doc('deurali', 3), V);
await deurali.billPhoto(doc('deurali', 4), V);
await saules.qboPL(doc('saules', 0), V);
await saules.bvaPdf(doc('saules', 1), V);
saules.registerCsv(doc('saules', 2), V);
await saules.grantDocx(doc('saules', 3), V);
await saules.receiptPhoto(doc('saules', 4), V);

const cases = buildCases(V);
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`set-ae: ${cases.length} cases (${kindLine})`);
