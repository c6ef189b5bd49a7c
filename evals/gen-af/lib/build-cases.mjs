// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS, view, MONTHS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const isInt = (v) => Number.isInteger(Math.round(v * 1e6) / 1e6);
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'pp') return `${f(v, 2)} percentage points`;
  if (unit === 'x') return f(v, 3);
  if (unit === 'mo') return `${f(v, 2)} months`;
  if (unit === 'n') return isInt(v) ? f(v, 0) : f(v, 2);
  if (unit === '$') return `$${f(v, isInt(v) ? 0 : 2)}`;
  if (unit === 'A$') return `$${f(v, isInt(v) ? 0 : 2)}`;
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
        wrong = `That came to $${f(4820 + i * 1375.5, 2)}, going by the documents.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${o.ideal || r.text[0]}, according to the documents.`;
        wrong = `${/^\d{4}-\d\d-\d\d$/.test(o.wrong) ? longDate(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: o.tol ?? (['%', 'pp', 'x', 'mo'].includes(o.unit) ? 0.01 : o.unit === 'n' && isInt(value) ? 0.001 : 0.005) };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong, src: typeof r === 'object' ? r : undefined, absent: o.absent });
    });
  }
  return out;
}
