// Turns data.mjs's question definitions into cases, ideal replies and wrong replies.
import { DEFS, view, dateForms } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dpOf = (v, unit) => (unit === '%' ? 2 : Number.isInteger(Math.round(v * 1e6) / 1e6) ? 0 : unit === '' && Math.abs(v) < 10 ? 4 : 2);
export const figure = (v, unit) => {
  const dp = dpOf(v, unit);
  if (unit === '%') return `${f(v, dp)}%`;
  if (unit === 'LKR') return `LKR ${f(v, dp)}`;
  return `${unit || ''}${f(v, dp)}`;
};
const TOL = { percent: 0.01, ratio: 0.01 };

export function buildCases(V = view(), files = {}) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    defs.forEach(([kind, question, calc, o], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't give a figure.";
        wrong = `That came to ${org === 'amara' ? '₦' : 'LKR '}${f(4820000 + i * 137500, 0)}, according to the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${kind === 'date' ? dateForms(o.wrong)[0] : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: o.tol ?? TOL[kind] ?? 0.005 };
        if (o.thousands) answer.alt = [Math.round(value / 10) / 100];
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        wrong = `${figure(Math.round(w * 1e6) / 1e6, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents: files[org] ?? [], ideal, wrong });
    });
  }
  return out;
}
