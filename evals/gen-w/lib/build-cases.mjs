// Turns data.mjs's question definitions into cases, ideal replies and wrong replies.
import { DEFS, view, RAW } from '../data.mjs';
import { MONTHS } from './office.mjs';

const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dpOf = (v, unit) => (unit === '%' ? 2 : Number.isInteger(Math.round(v * 1e6) / 1e6) ? 0 : unit === '' && Math.abs(v) < 10 ? 4 : 2);
export const figure = (v, unit) => { const dp = dpOf(v, unit); return unit === '%' ? `${f(v, dp)}%` : unit === 'N$' ? `N$${f(v, dp)}` : unit === '€' ? `€${f(v, dp)}` : f(v, dp); };
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };

function specialWrong(name, V, org) {
  const m = V.marula, s = V.sliema;
  switch (name) {
    case 'opening': return m.bank.opening;
    case 'vat': return m.receipt.vat;
    case 'debits': return -m.bank.rows.filter((r) => r.amount < 0).reduce((a, r) => a + r.amount, 0);
    case 'closing': return m.bank.rows.at(-1).balance;
    case 'totalIncomeVar': return m.bva['Total income'].variance;
    case 'prevBalance': return s.paypal.at(-2).balance;
    case 'vat18': return Math.round(s.receipt.total * 18) / 100;
    case 'feesGross': return -s.paypal.filter((r) => r.fee < 0).reduce((a, r) => a + r.fee, 0);
    default: throw new Error(`unknown wrong ${name} (${org})`);
  }
}

export function buildCases(V = view()) {
  const out = [];
  for (const [org, defs] of Object.entries(DEFS)) {
    defs.forEach(([kind, question, calc, o], i) => {
      const id = `${org}-${String(i + 1).padStart(3, '0')}`;
      const r = calc(V);
      let answer, ideal, wrong;
      if (r === 'notfound') {
        answer = { type: 'notfound' };
        ideal = "I can't find that in the documents you uploaded: none of them covers it, so I won't guess a figure.";
        wrong = `That came to ${org === 'marula' ? 'N$' : '€'}${f(4820 + i * 137.5, 2)}, going by the ledger.`;
      } else if (typeof r === 'object') {
        answer = { type: 'text', any: r.text };
        ideal = `${kind === 'date' ? r.text[0] : r.text[0]}, according to the documents.`;
        wrong = `${kind === 'date' ? longDate(o.wrong) : o.wrong}, according to the documents.`;
      } else {
        const value = Math.round(r * 1e6) / 1e6;
        answer = { type: 'number', value, tolerance: 0.005 };
        ideal = `${figure(value, o.unit)}, going by the documents.`;
        const w = typeof o.wrong === 'string' ? specialWrong(o.wrong, V, org) : o.wrong;
        wrong = `${figure(w, o.unit)}, going by the documents.`;
      }
      out.push({ id, org, kind, question, answer, ideal, wrong, absent: o.absent });
    });
  }
  return out;
}
void RAW;
