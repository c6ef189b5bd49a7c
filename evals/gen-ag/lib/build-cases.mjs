// Turns the question definitions into cases, ideal replies and plausible wrong replies.
import { DOCS, view } from '../data.mjs';
import { DEFS } from './questions.mjs';
import { inr, mxn, longEn } from './fmt.mjs';

const en = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export function figure(v, unit) {
  const a = Math.abs(v);
  if (unit === '%') return `${en(a, 2)}%`;
  if (unit === 'x') return `${en(a, 2)} to 1`;
  if (unit === 'months') return `${en(a, 2)} months`;
  if (unit === 'rate') return `${en(a, 2)} rupees to the euro`;
  if (unit === 'n') return Number.isInteger(Math.round(a * 1e6) / 1e6) ? en(a, 0) : en(a, 2);
  if (unit === 'INR') return `₹${inr(a, 2)}`;
  if (unit === 'lakh') return `₹${en(a, 2)} lakh`;
  if (unit === 'MXN') return `$${mxn(a, 2)} MXN`;
  throw new Error(`unit ${unit}`);
}
const TOL = { '%': 0.01, x: 0.01, months: 0.01, rate: 0.005, n: 0.005, INR: 0.005, lakh: 0.005, MXN: 0.005 };

export function buildCases(V = view()) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    const documents = DOCS[org].map((d) => `${org}/${d}`);
    defs.forEach(([kind, question, calc, o = {}], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      if (r === null || r === undefined || Number.isNaN(r)) throw new Error(`${id}: no answer`);
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = org === 'arunodaya' ? `It came to ₹${inr(245000 + i * 13750, 2)}, going by the accounts.` : `It came to $${mxn(48250 + i * 1375, 2)} MXN, going by the records.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${r.date ? longEn(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(Math.abs(r) * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: TOL[o.unit] };
        if (o.alt) answer.alt = o.alt(V).map((x) => Math.round(Math.abs(x) * 100) / 100);
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'function' ? o.wrong(V) : o.wrong;
        if (w === undefined) throw new Error(`${id}: no wrong answer`);
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, documents, ideal, wrong });
    });
  }
  return out;
}
