// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS, view, MONTHS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const whole = (v) => Number.isInteger(Math.round(v * 1e6) / 1e6);
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 3);
  if (unit === 'n') return whole(v) ? f(v, 0) : f(v, 2);
  if (unit === 'G$') return `G$${f(v, whole(v) ? 0 : 2)}`;
  if (unit === 'P') return `P${f(v, 2)}`;
  throw new Error(`unit ${unit}`);
}
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };

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
        wrong = `That came to ${org === 'seawall' ? `G$${f(184500 + i * 3250, 0)}` : `P${f(2140 + i * 87.5, 2)}`}, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${o.date ? longDate(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: 0.005 };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong, absent: o.absent });
    });
  }
  return out;
}
