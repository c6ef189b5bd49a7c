// Turns data.mjs's question definitions into cases, ideal replies and wrong replies.
import { DEFS, DOCS, view } from '../data.mjs';

const en = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const inr = (v, dp) => Math.abs(v).toLocaleString('en-IN', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const whole = (v) => Math.abs(v - Math.round(v)) < 1e-9;
export function figure(v, unit) {
  switch (unit) {
    case 'NPR': return `NPR ${inr(v, whole(v) ? 0 : 2)}`;
    case 'C$': return `$${en(v, 2)}`;
    case '%': return `${en(v, 2)}%`;
    case 'x': return en(v, 3);
    case 'months': return `${en(v, 2)} months`;
    case 'cft': return `${en(v, whole(v) ? 0 : 2)} cubic feet`;
    case 'lb': return `${en(v, whole(v) ? 0 : 2)} lb`;
    case 'h': return `${en(v, whole(v) ? 0 : 2)} hours`;
    case 'n': return en(v, whole(v) ? 0 : 2);
    default: throw new Error(`unit ${unit}`);
  }
}

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
        wrong = `That came to ${org === 'deurali' ? `NPR ${inr(45820 + i * 1375, 0)}` : `$${en(4820 + i * 137.5, 2)}`}, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        wrong = `${w}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: o.tol ?? 0.005 };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
