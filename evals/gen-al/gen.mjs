// Generates evals/set-al: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, ORGS, DOCS } from './data.mjs';
import * as am from './lib/render-aguamilpa.mjs';
import * as cg from './lib/render-cedarglade.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-al');
const V = view();

for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await am.estados(out('aguamilpa', 0), V);
await am.balanza(out('aguamilpa', 1), V);
await am.presupuesto(out('aguamilpa', 2), V);
am.bbvaCsv(out('aguamilpa', 3), V);
await am.convenio(out('aguamilpa', 4), V);
await am.cfdiPhoto(out('aguamilpa', 5), V);

await cg.fundReport(out('cedarglade', 0), V);
await cg.givingWorkbook(out('cedarglade', 1), V);
await cg.budgetWorkbook(out('cedarglade', 2), V);
cg.bankCsv(out('cedarglade', 3), V);
await cg.minutesDocx(out('cedarglade', 4), V);
await cg.receiptPhoto(out('cedarglade', 5), V);

const cases = buildCases(V);
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`set-al: ${cases.length} cases (${kindLine})`);
