// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS, view, MONTHS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 3);
  if (unit === 'n') return Number.isInteger(Math.round(v * 1e6) / 1e6) ? f(v, 0) : f(v, 2);
  if (unit === 'GHS') return `GH₵ ${f(v, 2)}`;
  if (unit === '£') return `£${f(v, 2)}`;
  throw new Error(`unit ${unit}`);
}
// tolerance: money and counts 0.5%; a percentage may be rounded to one decimal, a ratio to two
function tolerance(v, unit) {
  if (unit === '%') return Math.round(Math.max(0.005, 0.06 / Math.abs(v)) * 1e4) / 1e4;
  if (unit === 'x') return Math.round(Math.max(0.005, 0.006 / Math.abs(v)) * 1e4) / 1e4;
  if (unit === 'n' && Number.isInteger(v)) return 0;
  return 0.005;
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
        wrong = `That came to ${org === 'krosa' ? `GH₵ ${f(18450 + i * 137.5, 2)}` : `£${f(4820 + i * 137.5, 2)}`}, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${r.date ? longDate(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: tolerance(value, o.unit) };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = o.wrong ?? value * 1.37 + (o.unit === 'n' ? 3 : 11);
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
