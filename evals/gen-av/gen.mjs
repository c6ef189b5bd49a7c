// Generates evals/set-av: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as nu from './lib/render-nu.mjs';
import * as ch from './lib/render-ch.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-av');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await nu.statements(out('numeco', 0));
await nu.qbXlsx(out('numeco', 1));
await nu.budgetXlsx(out('numeco', 2));
nu.crdbCsv(out('numeco', 3));
await nu.minutesDocx(out('numeco', 4));
await nu.efdPhoto(out('numeco', 5));

await ch.statements(out('cornerstone', 0));
await ch.qboXlsx(out('cornerstone', 1));
await ch.registerXlsx(out('cornerstone', 2));
ch.ncbCsv(out('cornerstone', 3));
await ch.agmDocx(out('cornerstone', 4));
await ch.receiptPhoto(out('cornerstone', 5));

if (process.env.DOCS_ONLY) process.exit(0);
const { CASES } = await import('./lib/questions.mjs');
const { README } = await import('./lib/readme.mjs');
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
const sw = cases.filter((c) => c.sw).length;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg, sw));
console.log(`set-av: ${cases.length} cases (${kindLine}); ${sw} in Swahili`);
