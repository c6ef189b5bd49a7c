// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS, view } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 3);
  if (unit === 'n') return f(v, 0);
  if (unit === 'CAD') return `$${f(v, 2)}`;
  throw new Error(`unit ${unit}`);
}
const TOL = { CAD: 0.005, '%': 0.01, x: 0.01, n: 0 };

export function buildCases(V = view()) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    const documents = DOCS[org].map((d) => `${org}/${d}`);
    defs.forEach(([kind, question, calc, o = {}], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = `That came to $${f(1840 + i * 137.35, 2)}, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${o.wrong}, according to the documents.`;
        if (r.text.some((p) => wrong.toLowerCase().includes(String(p).toLowerCase()))) throw new Error(`${id}: wrong text contains an accepted phrase`);
      } else {
        if (!Number.isFinite(r)) throw new Error(`${id}: not a number`);
        const value = Math.round(Math.abs(r) * 1e6) / 1e6;
        const tolerance = kind === 'average' || kind === 'ratio' || kind === 'cover' || o.unit === '%' ? 0.01 : TOL[o.unit];
        answer = { type: 'number', value, tolerance };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = Math.abs(typeof o.wrong === 'function' ? o.wrong(V) : o.wrong);
        if (!Number.isFinite(w) || Math.abs(w - value) <= Math.max(tolerance * value, 0.005) * 2) throw new Error(`${id}: wrong ${w} too close to ${value}`);
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
