// Writes set Y: every document of both organisations, cases.jsonl, expected-answers.jsonl,
// wrong-answers.jsonl, orgs.json and README.md, all from data.mjs.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFS, ORGS, view } from './data.mjs';
import { renderJamuna } from './lib/render-jamuna.mjs';
import { renderLignum } from './lib/render-lignum.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-y');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
await renderJamuna(path.join(DOCS, 'jamuna'));
await renderLignum(path.join(DOCS, 'lignum'));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dpOf = (v, unit) => (unit === '%' ? 2 : Number.isInteger(Math.round(v * 1e6) / 1e6) ? 0 : unit === '' && Math.abs(v) < 10 ? 4 : 2);
const figure = (v, unit) => { const dp = dpOf(v, unit); const s = f(v, dp); return unit === '%' ? `${s}%` : unit === 'Tk' ? `Tk ${s}` : unit === '€' ? `€${s}` : unit === 'B$' ? `B$${s}` : s; };
const longDate = (iso, org) => { const [y, m, d] = iso.split('-').map(Number); return org === 'lignum' ? `${MONTHS[m - 1]} ${d}, ${y}` : `${d} ${MONTHS[m - 1]} ${y}`; };

const V = view();
const docs = Object.fromEntries(Object.keys(DEFS).map((org) => [org, fs.readdirSync(path.join(DOCS, org)).sort().map((x) => `${org}/${x}`)]));
const cases = [], ideal = [], wrong = [];
for (const [org, defs] of Object.entries(DEFS)) {
  defs.forEach(([kind, question, calc, o], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    const r = calc(V);
    let answer, good, bad;
    if (r === 'notfound') {
      answer = { type: 'notfound' };
      good = "I can't find that in the documents you uploaded: none of them covers it, so I won't give a figure.";
      bad = `That was ${org === 'jamuna' ? 'Tk ' : 'B$'}${f(48200 + i * 1375, 0)}, going by the accounts.`;
    } else if (typeof r === 'object') {
      answer = { type: 'text', any: r.text };
      good = `${r.text[0]}, according to the documents.`;
      bad = `${kind === 'date' ? longDate(o.wrong, org) : o.wrong}, according to the documents.`;
    } else {
      const value = Math.round(r * 1e6) / 1e6;
      answer = { type: 'number', value, tolerance: 0.005 };
      if (o.alt) answer.alt = o.alt(value);
      good = `${figure(value, o.unit)}, going by the documents.`;
      bad = `${figure(o.wrong, o.unit)}, going by the documents.`;
    }
    cases.push({ id, org, kind, question, answer, documents: docs[org] });
    ideal.push({ id, answer: good });
    wrong.push({ id, answer: bad });
  });
}
const jl = (rows) => rows.map((x) => JSON.stringify(x)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(ideal));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(wrong));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ');
fs.writeFileSync(path.join(SET, 'README.md'), README(docs, kindLine, cases.length));
console.log(`gen: ${cases.length} cases, ${Object.values(docs).flat().length} documents (${kindLine})`);
