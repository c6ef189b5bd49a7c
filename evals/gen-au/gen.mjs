// Generates evals/set-au: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as tb from './lib/render-tb.mjs';
import * as tm from './lib/render-tm.mjs';
import { CASES } from './lib/questions.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-au');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await tb.jaarrekening(out('taalbrug', 0));
await tb.kolommenbalans(out('taalbrug', 1));
await tb.projectWorkbook(out('taalbrug', 2));
tb.raboCsv(out('taalbrug', 3));
await tb.notulen(out('taalbrug', 4));
await tb.kassabonPhoto(out('taalbrug', 5));

await tm.statements(out('tembusu', 0));
await tm.xeroPL(out('tembusu', 1));
await tm.bvaXlsx(out('tembusu', 2));
tm.dbsCsv(out('tembusu', 3));
await tm.minutesDocx(out('tembusu', 4));
await tm.invoicePhoto(out('tembusu', 5));

const cases = CASES.map((c) => ({ ...c, documents: DOCS[c.org].map((f) => `${c.org}/${f}`) }));
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
const dutch = cases.filter((c) => c.local).length;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg, dutch));
console.log(`set-au: ${cases.length} cases (${kindLine}); ${dutch} in Dutch`);
