// Builds ../set-u: documents, cases.jsonl, orgs.json, README.md, expected-answers.jsonl, wrong-answers.jsonl.
// Runs on a fixed clock (lib/clock.mjs, imported first) so a rebuild is the same.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { P, G } from './data.mjs';
import { PENNINE, GEORGIAN, dateAccept } from './cases.mjs';
import { renderPennine } from './lib/render-p.mjs';
import { renderGeorgian } from './lib/render-g.mjs';
import { README } from './lib/readme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-u');
const DOCS = path.join(SET, 'documents');

// ---- the reader backed by data.mjs
const S = (a) => a.reduce((s, x) => s + x, 0);
const lab = (rows) => Object.fromEntries(rows.filter((r) => r.label && r.v).map((r) => [r.label, r.v]));
const T = {
  pSofa: lab(P.sofa), pBs: lab(P.bs), pCf: lab(P.cf),
  pDon: Object.fromEntries(P.donations.map(([l, a, b]) => [l, [a, b]])),
  pExp: { ...Object.fromEntries(P.expAnalysis.map((e) => [e.label, [e.grant, e.direct, e.support, e.t25, e.t24]])), 'Total expenditure': ['grant', 'direct', 'support', 't25', 't24'].map((k) => S(P.expAnalysis.map((e) => e[k]))) },
  pStaff: Object.fromEntries([...P.staffCosts, ...P.headcount, ...P.bands].map(([l, a, b]) => [l, [a, b]])),
  pPerf: (() => { const p = P.perf; return { 'Opening market value': p.openQ, 'Management fees': p.fees, 'Closing market value': p.close, 'Portfolio return (%)': p.ret, 'Benchmark return (%)': p.bench }; })(),
  pBud: Object.fromEntries([...P.budget.income, ...P.budget.exp].map(([l, b, f, q]) => [l, [b, f, ...q, S(q)]])),
  pFive: Object.fromEntries(P.five),
  gSfp: lab(G.sfp),
  gOps: { ...Object.fromEntries([...G.rev, ...G.expn].map(([l, ...v]) => [l, v])), 'Total revenue': G.ops.rT, 'Total expenses': G.ops.eT, 'Grants to Georgian Shores Regional Hospital (note 8)': G.ops.gr },
  gInv: { ...Object.fromEntries(G.invTypes.map(([l, a, b]) => [l, [a, b]])), 'Total investments': [S(G.invTypes.map((x) => x[1])), S(G.invTypes.map((x) => x[2]))] },
  gT3010: Object.fromEntries(G.t3010.map(([c, , v]) => [c, [v]])),
  gRecon: { 'Ending market value': G.recon.close, 'Management fees': G.recon.fees, 'Interest and dividends': G.recon.inc },
  gRet: Object.fromEntries(G.qret.map((r, i) => [`Q${i + 1}`, r])),
  gFive: Object.fromEntries(G.fiveYr),
};
{
  const B = G.budget;
  const m = (lines) => [...Array(12).keys()].map((i) => S(lines.map((x) => x[3][i])));
  T.gBud = { ...Object.fromEntries([...B.rev, ...B.exp].map(([l, , , mm]) => [l, mm])), 'TOTAL REVENUE': m(B.rev) };
  T.pBud['Total income'] = [S(P.budget.income.map((x) => x[1])), S(P.budget.income.map((x) => x[2])), ...[0, 1, 2, 3].map((q) => S(P.budget.income.map((x) => x[3][q])))];
  T.pBud['Total income'].push(S(T.pBud['Total income'].slice(2)));
}
const L = {
  pGrants: P.grants, pRf: P.rfunds, pHold: P.holdings, pEvents: P.events,
  gGrants: G.grantsDept, gEndow: G.endow, gGifts: G.gifts, gEvents: G.events,
};
const receipts = {
  pennine: { vat: P.receipt.vat, date: P.receipt.date, total: P.receipt.total },
  georgian: { hst: G.receipt.hst, floral: Math.round(G.receipt.items[1][1] * G.receipt.items[1][2] * 100) / 100, total: G.receipt.total },
};
export const dataReader = (org) => ({
  v: (t, label, c) => { const row = T[t]?.[label]; if (!row || row[c] === undefined) throw new Error(`no ${t} / ${label} / ${c}`); return row[c]; },
  l: (k) => L[k],
  f: (n) => (org === 'pennine' ? P.facts : G.facts)[n],
  r: (o, n) => receipts[o][n],
});

// ---- cases and replies
const CUR = { pennine: '£', georgian: '$' };
const fmt = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const isPct = (c) => c.kind === 'percent' || /%|percent|percentage points|return/.test(c.question);
const isPlain = (c) => c.kind === 'count' || c.kind === 'ratio' || /how many|volunteers/i.test(c.question);
const show = (c, v) => {
  if (isPct(c)) return `${fmt(v, 2)}%`;
  if (isPlain(c)) return fmt(v, Number.isInteger(v) ? 0 : 2);
  return `${CUR[c.org]}${fmt(v, Number.isInteger(v) ? 0 : 2)}`;
};
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso, org) => { const [y, m, d] = iso.split('-').map(Number); return org === 'pennine' ? `${d} ${MON[m - 1]} ${y}` : `${MON[m - 1]} ${d}, ${y}`; };
const shift = (iso) => { const d = new Date(`${iso}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 17); return d.toISOString().slice(0, 10); };
const WRONG_TEXT = { pennine: ['Brewin Dolphin', 'Haysmacintyre LLP', 'University of Oxford'], georgian: ['Deloitte LLP', 'General Endowment Fund', 'an unmodified, clean opinion'] };

export const CASES = [];
for (const [org, list] of [['pennine', PENNINE], ['georgian', GEORGIAN]]) {
  const g = dataReader(org);
  let t = 0;
  list.forEach(([kind, question, calc], i) => {
    const c = { id: `${org}-${String(i + 1).padStart(3, '0')}`, org, kind, question };
    if (kind === 'notfound') {
      c.answer = { type: 'notfound' };
      c.ideal = "That isn't in the documents you uploaded: none of them breaks this figure out for that period or item, so I can't give an amount.";
      c.wrong = `It was ${CUR[org]}${fmt(12480 + i * 311, 0)} according to the statements.`;
    } else {
      const a = calc(g);
      c.calc = calc;
      if (typeof a === 'number') {
        c.answer = { type: 'number', value: a, tolerance: 0.005 };
        c.ideal = `${show(c, a)} — from the documents you uploaded.`;
        c.wrong = `${show(c, Math.abs(a) * 1.37 + (isPct(c) ? 3.1 : 7))} — from the documents you uploaded.`;
      } else if (a.date) {
        c.answer = { type: 'text', any: dateAccept(a.date, org === 'pennine') };
        c.ideal = `${longDate(a.date, org)}, according to the documents.`;
        c.wrong = `${longDate(shift(a.date), org)}, according to the documents.`;
      } else {
        c.answer = { type: 'text', any: a.any };
        c.ideal = `${a.text}, according to the documents.`;
        c.wrong = `${WRONG_TEXT[org][t++ % 3]}, according to the documents.`;
      }
    }
    CASES.push(c);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.rmSync(DOCS, { recursive: true, force: true });
  await renderPennine(path.join(DOCS, 'pennine'));
  await renderGeorgian(path.join(DOCS, 'georgian'));
  const files = (org) => fs.readdirSync(path.join(DOCS, org)).sort().map((f) => `${org}/${f}`);
  const docs = { pennine: files('pennine'), georgian: files('georgian') };
  const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: c.answer, documents: docs[c.org] }))));
  fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.ideal }))));
  fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.wrong }))));
  fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify({
    pennine: { name: P.name, fiscalYearStart: 'January' },
    georgian: { name: G.name, fiscalYearStart: 'April' },
  }, null, 2) + '\n');
  const kinds = {};
  for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
  const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
  fs.writeFileSync(path.join(SET, 'README.md'), README(docs, kindLine));
  console.log(`wrote ${CASES.length} cases, ${docs.pennine.length + docs.georgian.length} documents to ${SET}`);
}
