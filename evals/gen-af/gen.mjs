// Renders set AF: documents, cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, DOCS, ORGS } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';
import * as stroud from './lib/render-stroud.mjs';
import * as ironbark from './lib/render-ironbark.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-af');
const V = view();
const dir = (org) => { const d = path.join(SET, 'documents', org); fs.mkdirSync(d, { recursive: true }); return d; };
fs.rmSync(path.join(SET, 'documents'), { recursive: true, force: true });

const s = dir('stroud'), b = dir('ironbark');
const [s1, s2, s3, s4] = DOCS.stroud.map((f) => path.join(s, f));
const [b1, b2, b3, b4] = DOCS.ironbark.map((f) => path.join(b, f));
await stroud.statements(s1, V);
await stroud.form990(s2, V);
await stroud.grantsWorkbook(s3, V);
await stroud.managerReview(s4, V);
await ironbark.financialReport(b1, V);
await ironbark.ais(b2, V);
await ironbark.managementAccounts(b3, V);
await ironbark.cafeInvoice(b4, V);

const cases = buildCases(V);
const line = (o) => JSON.stringify(o);
fs.writeFileSync(path.join(SET, 'cases.jsonl'), cases.map(({ id, org, kind, question, answer, documents }) => line({ id, org, kind, question, answer, documents })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), cases.map((c) => line({ id: c.id, answer: c.ideal })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), cases.map((c) => line({ id: c.id, answer: c.wrong })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(DOCS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`wrote ${cases.length} cases (${kindLine})`);
