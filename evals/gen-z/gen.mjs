// Writes set Z: the documents of both organisations, cases.jsonl, the ideal and wrong replies, orgs.json and README.md.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, DOCS, ORGS, DEFS } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import * as M from './lib/render-mirembe.mjs';
import * as K from './lib/render-kinta.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-z');
const V = view();

const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
for (const org of Object.keys(DOCS)) {
  fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true });
  fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true });
}

await M.qboPL(doc('mirembe', 0), V);
await M.qboBvA(doc('mirembe', 1), V);
M.momoCsv(doc('mirembe', 2), V);
await M.traineesWorkbook(doc('mirembe', 3), V);
await M.treasurerReport(doc('mirembe', 4), V);
await M.minutesDocx(doc('mirembe', 5), V);
await M.receiptPhoto(doc('mirembe', 6), V);

await K.odooPL(doc('kinta', 0), V);
K.maybankCsv(doc('kinta', 1), V);
await K.sessionsWorkbook(doc('kinta', 2), V);
K.donorboxCsv(doc('kinta', 3), V);
await K.treasurerDocx(doc('kinta', 4), V);
await K.minutesPdf(doc('kinta', 5), V);
await K.receiptPhoto(doc('kinta', 6), V);

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
