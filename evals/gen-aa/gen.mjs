// Writes set AA: the documents of both organisations, cases.jsonl, the ideal and wrong replies, orgs.json and README.md.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, DOCS, ORGS, DEFS } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import * as Kr from './lib/render-krosa.mjs';
import * as Gl from './lib/render-glanrhyd.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-aa');
const V = view();
const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
for (const org of Object.keys(DOCS)) {
  fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true });
  fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true });
}
await Kr.sagePL(doc('krosa', 0), V);
Kr.paystackCsv(doc('krosa', 1), V);
await Kr.duesWorkbook(doc('krosa', 2), V);
await Kr.projectWorkbook(doc('krosa', 3), V);
await Kr.treasurerDocx(doc('krosa', 4), V);
await Kr.invoicePhoto(doc('krosa', 5));

await Gl.quickfilePL(doc('glanrhyd', 0), V);
Gl.gocardlessCsv(doc('glanrhyd', 1), V);
await Gl.admissionsWorkbook(doc('glanrhyd', 2), V);
await Gl.financeReport(doc('glanrhyd', 3), V);
await Gl.minutesDocx(doc('glanrhyd', 4), V);
await Gl.invoicePhoto(doc('glanrhyd', 5));

const cases = buildCases(V);
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(ORGS).map(([k, o]) => [k, { name: o.name, fiscalYearStart: o.fiscalYearStart }])), null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const order = ['lookup', 'sum', 'difference', 'percent', 'variance', 'ratio', 'average', 'count', 'extreme', 'filter', 'date', 'text', 'notfound'];
const kindLine = order.map((k) => `${k} ${kinds[k] || 0}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DEFS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`gen: wrote ${cases.length} cases (${kindLine}) and ${Object.values(DOCS).flat().length} documents`);
