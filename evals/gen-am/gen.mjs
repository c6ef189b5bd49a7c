// Generates evals/set-am: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as rp from './lib/render-reparons.mjs';
import * as ch from './lib/render-chipata.mjs';
import { CASES } from './questions.mjs';
import { README } from './readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-am');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await rp.comptes(out('reparons', 0));
rp.fecTxt(out('reparons', 1));
await rp.budget(out('reparons', 2));
rp.cmCsv(out('reparons', 3));
await rp.pvAg(out('reparons', 4));
await rp.ticketPhoto(out('reparons', 5));

await ch.incomeStatement(out('chipata', 0));
await ch.trialBalance(out('chipata', 1));
ch.airtelCsv(out('chipata', 2));
await ch.donorReport(out('chipata', 3));
await ch.boardMinutes(out('chipata', 4));
await ch.slipPhoto(out('chipata', 5));

const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const docsOf = (org) => DOCS[org].map((f) => `${org}/${f}`);
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: c.answer, documents: docsOf(c.org) }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(CASES.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(CASES.map((c) => ({ id: c.id, answer: c.wrong }))));
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, CASES.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(kindLine, perOrg));
console.log(`set-am: ${CASES.length} cases (${kindLine})`);
