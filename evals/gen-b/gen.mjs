// Writes set B: the documents of both organisations, cases.jsonl, the ideal and wrong replies,
// orgs.json and the README. Everything comes from data.mjs; the clock is fixed so a rebuild is identical.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORGS, view } from './data.mjs';
import { renderAmara } from './lib/render-amara.mjs';
import { renderSahana } from './lib/render-sahana.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-b');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
const files = {
  amara: (await renderAmara(path.join(DOCS, 'amara'))).map((f) => `amara/${f}`),
  sahana: (await renderSahana(path.join(DOCS, 'sahana'))).map((f) => `sahana/${f}`),
};
const cases = buildCases(view(), files);
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
const order = ['lookup', 'sum', 'difference', 'percent', 'variance', 'ratio', 'average', 'count', 'extreme', 'filter', 'date', 'text', 'notfound'];
const kindLine = order.filter((k) => kinds[k]).map((k) => `${k} ${kinds[k]}`).join(', ');
fs.writeFileSync(path.join(SET, 'README.md'), README(files, kindLine, cases.length));
console.log(`gen: ${cases.length} cases (${kindLine}); ${files.amara.length + files.sahana.length} documents`);
