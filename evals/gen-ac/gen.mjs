// Renders set AC's documents and cases from data.mjs.  usage: node gen.mjs
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS, ORGS, view } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';
import * as SW from './lib/render-seawall.mjs';
import * as TS from './lib/render-tsholofelo.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ac');
const V = view();
const dir = (org) => { const d = path.join(SET, 'documents', org); fs.rmSync(d, { recursive: true, force: true }); fs.mkdirSync(d, { recursive: true }); return d; };
const file = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

dir('seawall');
await SW.workbook(file('seawall', 0), V.seawall);
SW.bankCsv(file('seawall', 1), V.seawall);
SW.mmgCsv(file('seawall', 2), V.seawall);
await SW.funDayPdf(file('seawall', 3), V.seawall);
await SW.minutesDocx(file('seawall', 4), V.seawall);
await SW.invoicePhoto(file('seawall', 5), V.seawall);

dir('tsholofelo');
await TS.profitLossPdf(file('tsholofelo', 0), V.tsholofelo);
await TS.balanceSheetXlsx(file('tsholofelo', 1), V.tsholofelo);
TS.orangeCsv(file('tsholofelo', 2), V.tsholofelo);
await TS.registerXlsx(file('tsholofelo', 3), V.tsholofelo);
await TS.treasurerDocx(file('tsholofelo', 4), V.tsholofelo);
await TS.slipPhoto(file('tsholofelo', 5), V.tsholofelo);

const cases = buildCases(V);
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(ORGS).map(([k, v]) => [k, { name: v.name, fiscalYearStart: v.fiscalYearStart }])), null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = {};
for (const c of cases) perOrg[c.org] = (perOrg[c.org] || 0) + 1;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', '), perOrg));
console.log(`wrote ${cases.length} cases and ${Object.values(DOCS).flat().length} documents to ${SET}`);
