// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS, view, MONTHS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 2);
  if (unit === 'months') return `${f(v, 2)} months`;
  if (unit === 'n') return Number.isInteger(Math.round(v * 1e6) / 1e6) ? f(v, 0) : f(v, 1);
  if (unit === 'CHF') return `CHF ${f(v, 2)}`;
  if (unit === 'EUR') return `€${f(v, 2)}`;
  throw new Error(`unit ${unit}`);
}
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const TOL = { '%': 0.01, x: 0.01, months: 0.01 };

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
        wrong = `That came to ${org === 'brueckenschlag' ? `CHF ${f(4820 + i * 137.5, 2)}` : `€${f(3615 + i * 98.25, 2)}`}, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${r.date ? longDate(o.wrong) : o.wrong}, according to the documents.`;
        const w = wrong.toLowerCase();
        if (r.text.some((p) => w.includes(String(p).toLowerCase()))) throw new Error(`${id}: wrong reply contains an accepted phrase`);
      } else {
        if (!Number.isFinite(r)) throw new Error(`${id}: not a number`);
        const value = Math.round(Math.abs(r) * 1e6) / 1e6; // sizes: the scorer ignores the sign
        const tolerance = TOL[o.unit] ?? (kind === 'average' ? 0.01 : 0.005);
        answer = { type: 'number', value, tolerance };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        if (w === undefined || Math.abs(Math.abs(w) - Math.abs(value)) <= Math.max(tolerance * Math.abs(value), 0.005) * 1.5) throw new Error(`${id}: wrong figure ${w} too close to ${value}`);
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
