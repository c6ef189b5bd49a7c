// Turns data.mjs's question definitions into cases, ideal replies and plausible wrong replies.
import { DEFS, DOCS, MONTHS } from '../data.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const whole = (v) => Number.isInteger(Math.round(v * 100) / 100);
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return f(v, 2);
  if (unit === 'n') return Number.isInteger(Math.round(v * 1e6) / 1e6) ? f(v, 0) : f(v, 2);
  if (['Rs', 'TZS', 'USD', 'EUR'].includes(unit)) return `${unit} ${f(v, whole(v) ? 0 : 2)}`;
  throw new Error(`unit ${unit}`);
}
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const TOL = { percent: 0.01, ratio: 0.01, average: 0.01 };

export function buildCases() {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    const documents = DOCS[org].map((d) => `${org}/${d}`);
    defs.forEach(([kind, question, calc, o = {}], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc();
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = `That came to ${org === 'ravi' ? `Rs ${f(4850000 + i * 137500, 0)}` : `TZS ${f(186400000 + i * 2750000, 0)}`}, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${o.date ? longDate(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        const tolerance = TOL[kind] ?? (o.unit === 'x' || (o.unit === 'n' && !Number.isInteger(value)) ? 0.01 : 0.005);
        answer = { type: 'number', value, tolerance };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        wrong = `${figure(o.wrong, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
