// Renders set AG's documents, cases, ideal and wrong replies, orgs.json and README from data.mjs.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS, ORGS, view } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import * as aru from './lib/render-arunodaya.mjs';
import * as sem from './lib/render-semilla.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ag');
const V = view();
const dir = (org) => { const d = path.join(SET, 'documents', org); fs.mkdirSync(d, { recursive: true }); return d; };
const A = dir('arunodaya'), S = dir('semilla');
const f = (d, org, i) => path.join(d, DOCS[org][i]);

await aru.receiptsPayments(f(A, 'arunodaya', 0), V);
await aru.incomeExpenditure(f(A, 'arunodaya', 1), V);
await aru.trialBalance(f(A, 'arunodaya', 2), V);
await aru.fcraStatement(f(A, 'arunodaya', 3), V);
aru.bankCsv(f(A, 'arunodaya', 4), V);
await aru.receiptPhoto(f(A, 'arunodaya', 5), V);
await aru.caLetter(f(A, 'arunodaya', 6), V);

await sem.estadoActividades(f(S, 'semilla', 0), V);
await sem.balanza(f(S, 'semilla', 1), V);
await sem.presupuesto(f(S, 'semilla', 2), V);
await sem.convenio(f(S, 'semilla', 3), V);
await sem.ticketPhoto(f(S, 'semilla', 4), V);

for (const org of Object.keys(DOCS)) {
  const have = fs.readdirSync(path.join(SET, 'documents', org)).sort();
  const want = [...DOCS[org]].sort();
  if (JSON.stringify(have) !== JSON.stringify(want)) throw new Error(`${org}: stray or missing files ${have}`);
}

const cases = buildCases(V);
const line = (o) => JSON.stringify(o);
fs.writeFileSync(path.join(SET, 'cases.jsonl'), cases.map(({ id, org, kind, question, answer, documents }) => line({ id, org, kind, question, answer, documents })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), cases.map((c) => line({ id: c.id, answer: c.ideal })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), cases.map((c) => line({ id: c.id, answer: c.wrong })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(ORGS).map(([k, o]) => [k, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`set-ag: ${cases.length} cases (${kindLine})`);
