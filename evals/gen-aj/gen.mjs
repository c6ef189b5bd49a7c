// Renders set AJ's documents and writes its cases, ideal and wrong replies, orgs.json and README.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import * as D from './data.mjs';
import * as RB from './lib/render-beirario.mjs';
import * as RT from './lib/render-tembusu.mjs';
import { README } from './lib/readme.mjs';

const SET = path.resolve(import.meta.dirname, '../set-aj');
const dir = (org) => { const d = path.join(SET, 'documents', org); fs.mkdirSync(d, { recursive: true }); return d; };
const file = (org, i) => path.join(dir(org), D.DOCS[org][i]);

// ------------------------------------------------------------------ documents
await RB.dre(file('beirario', 0), D);
await RB.balancete(file('beirario', 1), D);
await RB.prestacao(file('beirario', 2), D);
RB.extrato(file('beirario', 3), D);
await RB.ata(file('beirario', 4), D);
await RB.nfcePhoto(file('beirario', 5), D);

await RT.statements(file('tembusu', 0), D);
await RT.agedPayables(file('tembusu', 1), D);
await RT.budgetVariance(file('tembusu', 2), D);
await RT.donationsListing(file('tembusu', 3), D);
await RT.gec(file('tembusu', 4), D);
await RT.fairpricePhoto(file('tembusu', 5), D);

// ------------------------------------------------------------------ cases and replies
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export function figure(v, unit) {
  if (unit === 'R$') return `R$ ${f(v, 2)}`;
  if (unit === 'S$') return `S$${f(v, 2)}`;
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 3);
  if (unit === 'months') return `${f(v, 2)} months`;
  if (unit === 'n') return Number.isInteger(v) ? f(v, 0) : f(v, 2);
  throw new Error(`unit ${unit}`);
}
const V = D.view();
const cases = [], ideal = [], wrong = [];
for (const [org, defs] of Object.entries(D.DEFS)) {
  const documents = D.DOCS[org].map((d) => `${org}/${d}`);
  defs.forEach(([kind, question, calc, o], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    const r = calc(V);
    let answer, good, bad;
    if (r === 'notfound') {
      answer = { type: 'notfound' };
      good = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
      bad = org === 'beirario' ? `That came to R$ ${f(12480 + i * 731.5, 2)}, going by the records.` : `That came to S$${f(84200 + i * 1375, 2)}, going by the records.`;
    } else if (typeof r === 'object') {
      answer = { type: 'text', any: [...new Set(r.text)] };
      good = `${r.text[0]}, according to the documents.`;
      bad = `${o.wrong}, according to the documents.`;
    } else {
      const value = Math.round(Math.abs(r) * 1e6) / 1e6;
      const tolerance = ['percent', 'ratio', 'monthly'].includes(kind) && o.unit !== 'R$' && o.unit !== 'S$' ? 0.01 : 0.005;
      answer = { type: 'number', value, tolerance };
      good = `${figure(value, o.unit)}, going by the documents.`;
      bad = `${figure(o.wrong, o.unit)}, going by the documents.`;
    }
    cases.push({ id, org, kind, question, answer, documents });
    ideal.push({ id, answer: good });
    wrong.push({ id, answer: bad });
  });
}
const jl = (a) => a.map((x) => JSON.stringify(x)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(wrong));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(Object.fromEntries(Object.entries(D.ORGS).map(([k, v]) => [k, { name: v.name, fiscalYearStart: v.fiscalYearStart }])), null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
const perOrg = Object.fromEntries(Object.keys(D.DEFS).map((o) => [o, cases.filter((c) => c.org === o).length]));
fs.writeFileSync(path.join(SET, 'README.md'), README(D.DOCS, kindLine, perOrg));
console.log(`wrote ${cases.length} cases (${kindLine})`);
