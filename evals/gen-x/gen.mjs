// Writes every document of set X from data.mjs, then the cases, ideal and wrong replies, orgs.json and README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as D from './data.mjs';
import { renderArdvaar } from './lib/render-ardvaar.mjs';
import { renderHinode } from './lib/render-hinode.mjs';
import { buildCases } from './lib/cases.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-x');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
await renderArdvaar(path.join(DOCS, 'ardvaar'));
await renderHinode(path.join(DOCS, 'hinode'));
const files = Object.fromEntries(['ardvaar', 'hinode'].map((o) => [o, fs.readdirSync(path.join(DOCS, o)).sort()]));

const built = buildCases(files);
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(built.map((b) => b.case)));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(built.map((b) => ({ id: b.case.id, answer: b.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(built.map((b) => ({ id: b.case.id, answer: b.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify({ ardvaar: { name: D.A_ORG, fiscalYearStart: 'October' }, hinode: { name: D.H_ORG, fiscalYearStart: 'April' } }, null, 2) + '\n');
const kinds = {};
for (const b of built) kinds[b.case.kind] = (kinds[b.case.kind] || 0) + 1;
fs.writeFileSync(path.join(SET, 'README.md'), README(files, Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', '), built.length));
// the photos cannot be read back as text: their rendering data goes to out/ for verify.mjs
fs.mkdirSync(path.join(here, 'out'), { recursive: true });
fs.writeFileSync(path.join(here, 'out', 'receipts.json'), JSON.stringify({ ardvaar: D.A_RECEIPT, hinode: D.H_RECEIPT }, null, 2));
console.log(`wrote ${built.length} cases; documents: ${Object.values(files).flat().length}`);
