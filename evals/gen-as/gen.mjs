// Generates evals/set-as: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as ke from './lib/render-ke.mjs';
import * as au from './lib/render-au.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-as');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await ke.statements(out('tumaini', 0));
await ke.qboXlsx(out('tumaini', 1));
ke.mpesaCsv(out('tumaini', 2));
await ke.minutesDocx(out('tumaini', 3));
await ke.donorReport(out('tumaini', 4));
await ke.receiptPhoto(out('tumaini', 5));

await au.financialReport(out('yarrowee', 0));
await au.xeroPL(out('yarrowee', 1));
await au.budgetVariance(out('yarrowee', 2));
au.commbankCsv(out('yarrowee', 3));
await au.agmDocx(out('yarrowee', 4));
await au.invoicePhoto(out('yarrowee', 5));

const CASES_MOD = path.join(here, 'lib/questions.mjs');
if (fs.existsSync(CASES_MOD)) {
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
  fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
  console.log(`set-as: ${cases.length} cases (${kindLine})`);
} else console.log('documents written (no questions yet)');
