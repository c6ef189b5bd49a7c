// Builds set AH: the documents of both organisations, cases.jsonl, the ideal and wrong replies, orgs.json and README.md.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { view, ORGS, DOCS, DEFS } from './data.mjs';
import { renderAspen } from './lib/render-aspen.mjs';
import { renderSchakel } from './lib/render-schakel.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ah');
const V = view();
fs.rmSync(path.join(SET, 'documents'), { recursive: true, force: true });
await renderAspen(path.join(SET, 'documents', 'aspenmeadow'), V.am);
await renderSchakel(path.join(SET, 'documents', 'deschakel'), V.ds);

const cases = buildCases(V);
const line = (o) => JSON.stringify(o);
fs.writeFileSync(path.join(SET, 'cases.jsonl'), cases.map(({ id, org, kind, question, answer, documents }) => line({ id, org, kind, question, answer, documents })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), cases.map((c) => line({ id: c.id, answer: c.ideal })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), cases.map((c) => line({ id: c.id, answer: c.wrong })).join('\n') + '\n');
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, Object.fromEntries(Object.keys(DEFS).map((o) => [o, DEFS[o].length]))));
console.log(`set-ah: ${cases.length} cases (${kindLine})`);
