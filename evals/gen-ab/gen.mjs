// Writes set AB: the documents of both organisations, cases.jsonl, orgs.json, README.md and the
// ideal / wrong reply files used to check the scorer reads the cases as intended.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODELS, DOCS, ORGS, DEFS, view } from './data.mjs';
import * as C from './lib/render-caroni.mjs';
import * as K from './lib/render-sankofa.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ab');
const docDir = (org) => path.join(SET, 'documents', org);

export function buildCases(V = view()) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    const documents = DOCS[org].map((d) => `${org}/${d}`);
    defs.forEach(([kind, question, calc, o = {}], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      let answer;
      if (r === 'notfound') answer = { type: 'notfound' };
      else if (typeof r === 'object') answer = { type: 'text', any: r.text };
      else {
        const v = Math.abs(r);
        const value = Number.isInteger(Math.round(v * 100) / 100) ? Math.round(v * 100) / 100 : Math.round(v * 1e4) / 1e4;
        answer = { type: 'number', value, tolerance: o.tol ?? 0.005 };
        if (o.alt) answer.alt = o.alt(value).map((x) => Math.round(x * 100) / 100);
      }
      out.push({ id, org, kind, question, answer, documents });
    });
  }
  return out;
}

const f2 = (v) => v.toLocaleString('en-US', { maximumFractionDigits: 4 });
function ideal(c) {
  if (c.answer.type === 'notfound') return "I can't find that in the documents you uploaded, so I won't guess a figure.";
  if (c.answer.type === 'text') return `${c.answer.any[0]}, according to the documents.`;
  return `${c.kind === 'percent' ? `${f2(c.answer.value)}%` : f2(c.answer.value)}, going by the documents.`;
}
function wrong(c, i) {
  if (c.answer.type === 'notfound') return `That came to $${f2(48200 + i * 137)}, according to the records.`;
  if (c.answer.type === 'text') return 'Someone else entirely, according to the documents.';
  return `${f2(c.answer.value * 1.37 + 11)}, going by the documents.`;
}

async function main() {
  fs.rmSync(path.join(SET, 'documents'), { recursive: true, force: true });
  for (const org of Object.keys(ORGS)) fs.mkdirSync(docDir(org), { recursive: true });
  const c = MODELS.caroni, k = MODELS.sankofa;
  const [c1, c2, c3, c4, c5, c6] = DOCS.caroni.map((d) => path.join(docDir('caroni'), d));
  await C.statements(c1, c); await C.npoReturn(c2, c); await C.boardPack(c3, c); await C.annualReport(c4, c); C.giftsCsv(c5, c); await C.invoicePhoto(c6, c);
  const [k1, k2, k3, k4, k5, k6] = DOCS.sankofa.map((d) => path.join(docDir('sankofa'), d));
  await K.statements(k1, k); await K.dswReturn(k2, k); await K.budgetWorkbook(k3, k); await K.annualReport(k4, k); K.distCsv(k5, k); await K.invoicePhoto(k6, k);

  const cases = buildCases();
  const jl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  fs.writeFileSync(path.join(SET, 'cases.jsonl'), jl(cases));
  fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jl(cases.map((x) => ({ id: x.id, answer: ideal(x) }))));
  fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jl(cases.map((x, i) => ({ id: x.id, answer: wrong(x, i) }))));
  fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify(ORGS, null, 2) + '\n');
  const kinds = {};
  for (const x of cases) kinds[x.kind] = (kinds[x.kind] || 0) + 1;
  const order = ['lookup', 'sum', 'difference', 'percent', 'variance', 'ratio', 'average', 'count', 'extreme', 'filter', 'date', 'text', 'notfound'];
  const kindLine = order.filter((x) => kinds[x]).map((x) => `${x} ${kinds[x]}`).join(', ');
  const perOrg = Object.fromEntries(Object.keys(ORGS).map((o) => [o, cases.filter((x) => x.org === o).length]));
  fs.writeFileSync(path.join(SET, 'README.md'), README(DOCS, kindLine, perOrg));
  console.log(`wrote ${cases.length} cases (${kindLine})`);
}
await main();
