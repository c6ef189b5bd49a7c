// Generates evals/set-ao: the documents of two organisations, the cases, ideal and wrong replies, orgs.json and the README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, DOCS } from './data.mjs';
import * as wp from './lib/render-wp.mjs';
import * as cb from './lib/render-cb.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ao');
for (const org of Object.keys(DOCS)) { fs.rmSync(path.join(SET, 'documents', org), { recursive: true, force: true }); fs.mkdirSync(path.join(SET, 'documents', org), { recursive: true }); }
const out = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);

await wp.sprawozdanie(out('wislane', 0));
await wp.obrotySalda(out('wislane', 1));
await wp.budzet(out('wislane', 2));
wp.mbankCsv(out('wislane', 3));
await wp.protokol(out('wislane', 4));
await wp.paragonPhoto(out('wislane', 5));

await cb.statements(out('carmelbridge', 0));
await cb.priorityXlsx(out('carmelbridge', 1));
await cb.bvaXlsx(out('carmelbridge', 2));
cb.leumiCsv(out('carmelbridge', 3));
await cb.minutesDocx(out('carmelbridge', 4));
await cb.invoicePhoto(out('carmelbridge', 5));

const { CASES } = await import('./lib/questions.mjs').catch(() => ({ CASES: null }));
if (CASES) {
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
  console.log(`set-ao: ${cases.length} cases (${kindLine})`);
}
