// Generates set AK: documents, cases, ideal and wrong replies, orgs.json and the README.
// usage: node gen.mjs   (writes ../set-ak)
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS, ORGS } from './data.mjs';
import * as BS from './lib/render-brueckenschlag.mjs';
import * as IT from './lib/render-portico.mjs';
import { buildCases } from './lib/build-cases.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ak');
const dir = (org) => { const d = path.join(SET, 'documents', org); fs.mkdirSync(d, { recursive: true }); return d; };

const render = {
  brueckenschlag: [BS.jahresrechnung, BS.bexio, BS.budget, BS.postfinance, BS.revisionsbericht, BS.receipt],
  portico: [IT.rendiconto, IT.preventivo, IT.primaNota, IT.intesa, IT.verbale, IT.scontrino],
};

fs.rmSync(path.join(SET, 'documents'), { recursive: true, force: true });
for (const [org, files] of Object.entries(DOCS)) {
  const d = dir(org);
  for (const [i, f] of files.entries()) await render[org][i](path.join(d, f));
}

const cases = buildCases();
const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases.map(({ id, org, kind, question, answer, documents }) => ({ id, org, kind, question, answer, documents }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');

const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = {};
for (const c of cases) perOrg[c.org] = (perOrg[c.org] || 0) + 1;
fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
console.log(`set-ak: ${cases.length} cases (${kindLine})`);
