// Generates evals/set-ap: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as nr from './lib/render-nr.mjs';
import * as al from './lib/render-al.mjs';
import { CASES } from './lib/questions.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ap');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await nr.arsredovisning(out('norrsken', 0));
await nr.fortnox(out('norrsken', 1));
nr.swishCsv(out('norrsken', 2));
await nr.insamlingskontroll(out('norrsken', 3));
await nr.protokoll(out('norrsken', 4));
await nr.kvittoPhoto(out('norrsken', 5));

await al.statements(out('ammanlink', 0));
await al.sf425(out('ammanlink', 1));
await al.bvaXlsx(out('ammanlink', 2));
al.bankCsv(out('ammanlink', 3));
await al.minutesDocx(out('ammanlink', 4));
await al.receiptPhoto(out('ammanlink', 5));

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
const swedish = cases.filter((c) => c.sv).length;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg, swedish));
console.log(`set-ap: ${cases.length} cases (${kindLine}); ${swedish} in Swedish`);
