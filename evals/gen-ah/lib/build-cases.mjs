// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const isInt = (v) => Math.abs(Math.round(v * 100) / 100 - Math.round(v)) < 1e-9;
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 2);
  if (unit === 'n') return isInt(v) ? f(v, 0) : f(v, 2);
  if (unit === '$') return `$${f(v, 2)}`;
  if (unit === '€') return `€${f(v, isInt(v) ? 0 : 2)}`;
  throw new Error(`unit ${unit}`);
}

export function buildCases(V) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    const documents = DOCS[org].map((d) => `${org}/${d}`);
    defs.forEach(([kind, question, calc, o = {}], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      let answer, ideal, wrong, doc;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = org === 'aspenmeadow' ? `That came to $${f(1240 + i * 37.5, 2)}, going by the records.` : `Dat was €${f(4820 + i * 137.5, 2)}, volgens de stukken.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        doc = r.doc;
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${o.wrong}, according to the documents.`;
      } else {
        if (!Number.isFinite(r)) throw new Error(`${id}: ${r}`);
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: o.tol ?? 0.005 };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        if (w === undefined || !Number.isFinite(w)) throw new Error(`${id}: no wrong figure`);
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong, doc });
    });
  }
  return out;
}
