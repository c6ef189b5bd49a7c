// Turns data.mjs's question definitions into cases, ideal replies and wrong replies.
import { DEFS } from '../data.mjs';
import { MONTHS } from './office.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dpOf = (v) => { for (let dp = 0; dp <= 4; dp++) if (Math.abs(Math.round(v * 10 ** dp) / 10 ** dp - v) < 1e-9) return dp; return 2; };
export function figure(v, unit) {
  if (unit === '%') return `${f(v, 2)}%`;
  if (unit === 'x') return `${f(v, 2)} times`;
  if (unit === '£') { const dp = Math.max(dpOf(v), Number.isInteger(v) ? 0 : 2); return `£${f(v, Math.min(dp, 3))}`; }
  if (unit === '¥') return `¥${f(Math.round(v * 100) / 100, Number.isInteger(v) ? 0 : 2)}`;
  return f(v, dpOf(v) > 2 ? 2 : dpOf(v));
}
export function dateForms(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Ms = M.slice(0, 3);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const sfx = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${y}-${mm}-${dd}`, `${y}/${mm}/${dd}`, `${d} ${Ms} ${y}`, `${Ms} ${d}, ${y}`, `${d}${sfx} ${M} ${y}`, `${M} ${d}${sfx}, ${y}`, `${M} ${d} ${y}`];
}
const CUR = { ardvaar: '£', hinode: '¥' };

export function buildCases(files) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    defs.forEach(([kind, question, calc, o], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc();
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = `That came to ${CUR[org]}${org === 'hinode' ? f(48000 + i * 1375, 0) : f(2140 + i * 96.5, 2)}, going by the figures in your files.`;
      } else if (r && r.date) {
        answer = { type: 'text', any: dateForms(r.date) };
        ideal = `${answer.any[0]}, according to the documents.`;
        wrong = `${dateForms(o.wrong)[0]}, according to the documents.`;
      } else if (r && r.text) {
        answer = { type: 'text', any: r.text };
        ideal = `${r.text[0]}, according to the documents.`;
        wrong = `${o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: 0.005 };
        if (o.alt) answer.alt = o.alt;
        const w = typeof o.wrong === 'function' ? o.wrong() : o.wrong;
        if (w === undefined || Math.abs(Math.abs(w) - Math.abs(value)) <= 0.006 * Math.abs(value)) throw new Error(`${id}: wrong answer too close (${w} vs ${value})`);
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ case: { id, org, kind, question, answer, documents: files[org].map((x) => `${org}/${x}`) }, ideal, wrong });
    });
  }
  return out;
}
