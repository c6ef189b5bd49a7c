// Generates evals/set-aq: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as kc from './lib/render-kc.mjs';
import * as dw from './lib/render-dw.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-aq');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await kc.statements(out('kalicode', 0));
await kc.jurnalXlsx(out('kalicode', 1));
await kc.rabXlsx(out('kalicode', 2));
kc.bcaCsv(out('kalicode', 3));
await kc.notulen(out('kalicode', 4));
await kc.notaPhoto(out('kalicode', 5));

await dw.statements(out('desertwillow', 0));
await dw.char55(out('desertwillow', 1));
await dw.qbXlsx(out('desertwillow', 2));
dw.ptoCsv(out('desertwillow', 3));
await dw.minutesDocx(out('desertwillow', 4));
await dw.invoicePhoto(out('desertwillow', 5));

if (process.argv.includes('--docs-only')) process.exit(0);
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
const indo = cases.filter((c) => c.id_lang).length;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg, indo));
console.log(`set-aq: ${cases.length} cases (${kindLine}); ${indo} in Indonesian`);
