// Generates evals/set-at: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as it from './lib/render-it.mjs';
import * as za from './lib/render-za.mjs';
import { CASES } from './lib/questions.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-at');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await it.bilancioPdf(out('portici', 0));
await it.verificaXlsx(out('portici', 1));
await it.preventivoXlsx(out('portici', 2));
it.intesaCsv(out('portici', 3));
await it.verbaleDocx(out('portici', 4));
await it.scontrinoPhoto(out('portici', 5));

// the AFS cite their own page numbers: lay out once, then again with the pages found
const refs = await za.afsPdf(out('thekwini', 0));
const refs2 = await za.afsPdf(out('thekwini', 0), refs);
if (JSON.stringify(refs) !== JSON.stringify(refs2)) throw new Error('AFS page references do not settle');
await za.pastelXlsx(out('thekwini', 1));
await za.bvaXlsx(out('thekwini', 2));
za.fnbCsv(out('thekwini', 3));
await za.minutesDocx(out('thekwini', 4));
await za.slipPhoto(out('thekwini', 5));

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
const italian = cases.filter((c) => c.it).length;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg, italian));
console.log(`set-at: ${cases.length} cases (${kindLine}); ${italian} in Italian`);
