// Turns the question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS } from './questions.mjs';
import { DOCS, MONTHS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 2);
  if (unit === 'mo') return `${f(v, 2)} months`;
  if (unit === 'n') return f(v, 0);
  if (unit === 'MXN' || unit === 'USD') return `$${f(v, 2)}`;
  throw new Error(`unit ${unit}`);
}
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${MONTHS[m - 1]} ${d}, ${y}`; };
const TOL = { MXN: 0.005, USD: 0.005, n: 0, '%': 0.01, x: 0.01, mo: 0.01 };

export function buildCases(V) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    const documents = DOCS[org].map((d) => `${org}/${d}`);
    defs.forEach(([kind, question, calc, o], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = `That came to $${f(4820 + i * 1137.5, 2)}, going by the documents.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${/^\d{4}-\d\d-\d\d$/.test(o.wrong) ? longDate(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: TOL[o.unit] };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
