// Renders set AI's documents, cases, ideal and wrong replies and README from data.mjs.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, DOCS, ORGS } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';
import * as R from './lib/render-relais.mjs';
import * as H from './lib/render-holloway.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ai');
const V = view();
const dir = (org) => { const d = path.join(SET, 'documents', org); fs.mkdirSync(d, { recursive: true }); return d; };
fs.rmSync(path.join(SET, 'documents'), { recursive: true, force: true });

const rd = dir('relais');
const [r1, r2, r3, r4, r5, r6] = DOCS.relais.map((f) => path.join(rd, f));
await R.etatsPdf(r1, V);
await R.grandLivreXlsx(r2, V);
await R.budgetXlsx(r3, V);
R.desjardinsCsv(r4, V);
await R.centraideDocx(r5, V);
await R.depanneurPhoto(r6, V);

const hd = dir('holloway');
const [h1, h2, h3, h4, h5, h6, h7] = DOCS.holloway.map((f) => path.join(hd, f));
await H.t3010Pdf(h1, V);
await H.plByClassXlsx(h2, V);
await H.balanceSheetPdf(h3, V);
await H.hstXlsx(h4, V);
H.giftsCsv(h5, V);
await H.minutesDocx(h6, V);
await H.canadianTirePhoto(h7, V);

for (const org of Object.keys(DOCS)) for (const f of DOCS[org]) if (!fs.existsSync(path.join(SET, 'documents', org, f))) throw new Error(`missing ${org}/${f}`);

const cases = buildCases(V);
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`set-ai: ${cases.length} cases (${kindLine})`);
