// Generates evals/set-ar: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as tu from './lib/render-tu.mjs';
import * as ja from './lib/render-ja.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ar');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await tu.cuentasAnuales(out('turia', 0));
await tu.sumasSaldos(out('turia', 1));
await tu.justificacion(out('turia', 2));
tu.caixaCsv(out('turia', 3));
await tu.actaDocx(out('turia', 4));
await tu.ticketPhoto(out('turia', 5));

await ja.etatsFinanciers(out('jappoo', 0));
await ja.grandLivre(out('jappoo', 1));
await ja.budgetProjets(out('jappoo', 2));
ja.waveCsv(out('jappoo', 3));
await ja.pvDocx(out('jappoo', 4));
await ja.facturePhoto(out('jappoo', 5));

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
const local = { turia: cases.filter((c) => c.org === 'turia' && c.local).length, jappoo: cases.filter((c) => c.org === 'jappoo' && c.local).length };
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg, local));
console.log(`set-ar: ${cases.length} cases (${kindLine}); ${local.turia} in Spanish, ${local.jappoo} in French`);
