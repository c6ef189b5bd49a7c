// Re-reads every generated file of set AP with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic and
// the ties between them, recomputes every case's answer from what was read (each case's `from`), and checks that
// the not-found subjects are absent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, cellNum, svNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ap');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.5) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(abs, 1e-6 * Math.abs(b));

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const text = (rows) => rows.map((r) => r.map((c) => String(c ?? '').trim()).join(' | ')).join('\n');

// the generic reader API the cases' `from` functions use
function api(org) {
  const num = (s) => (org === 'norrsken' ? svNum(s) : cellNum(typeof s === 'string' ? s.replace(/^JD\s?/, '') : s));
  const docs = R[org];
  const rowOf = (d, label, after) => {
    const rows = docs[d];
    let start = 0;
    if (after) { start = rows.findIndex((r) => r.some((c) => String(c ?? '').trim() === after)); if (start < 0) throw new Error(`marker "${after}" not found`); }
    for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => String(c ?? '').trim() === label); if (j >= 0) return { row: rows[i], j }; }
    throw new Error(`row "${label}" not found in document ${d}`);
  };
  const g = {
    num,
    row: (d, label, after) => { const h = rowOf(d, label, after); return h.row.filter((c, k) => k !== h.j); },
    n: (d, label, k, after) => {
      const h = rowOf(d, label, after);
      const nums = h.row.filter((c, i) => i !== h.j).map(num).filter((x) => x !== null && x !== undefined);
      if (nums[k] === undefined) throw new Error(`row "${label}" has no number ${k}`);
      return nums[k];
    },
    text: (d) => text(docs[d]),
    find: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`pattern ${re} not found in document ${d}`); return m[1].trim(); },
    ocr: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`OCR pattern ${re} not found`); return num(m[1].replace(/\s/g, (s) => (org === 'norrsken' ? ' ' : ''))); },
    sheet: (d, name) => { const rows = docs[d]; const i0 = rows.findIndex((r) => r[0] === `[sheet ${name}]`); const i1 = rows.findIndex((r, i) => i > i0 && String(r[0]).startsWith('[sheet ')); return rows.slice(i0 + 1, i1 < 0 ? undefined : i1); },
    swish: () => docs[2].filter((r) => /^\d+$/.test(r[0]) && /^\d{4}-\d\d-\d\d$/.test(r[1])).map((r) => ({ bdag: r[1], tdag: r[2], name: r[5], msg: r[6], amt: svNum(r[7]) })),
    bank: () => docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(r[0])),
  };
  return g;
}
const G = { norrsken: api('norrsken'), ammanlink: api('ammanlink') };

// ---------------------------------------------------------------- norrsken: the documents' own arithmetic and ties
{
  const g = G.norrsken;
  const RR = 'Resultaträkning', BR = 'Balansräkning';
  for (const k of [1, 2]) {
    const inc = ['Gåvor', 'Bidrag'].reduce((s, l) => s + g.n(0, l, k, RR), 0) + ['Nettoomsättning', 'Övriga intäkter'].reduce((s, l) => s + g.n(0, l, k - 1, RR), 0);
    ok(near(inc, g.n(0, 'Summa verksamhetsintäkter', k - 1, RR)), `RR income adds up (${k})`);
    const cost = g.n(0, 'Ändamålskostnader', k, RR) + g.n(0, 'Insamlingskostnader', k - 1, RR) + g.n(0, 'Administrationskostnader', k - 1, RR);
    ok(near(cost, g.n(0, 'Summa verksamhetskostnader', k - 1, RR)), `RR costs add up (${k})`);
    ok(near(inc + cost, g.n(0, 'Verksamhetsresultat', k - 1, RR)), `RR verksamhetsresultat (${k})`);
    ok(near(g.n(0, 'Verksamhetsresultat', k - 1, RR) + g.n(0, 'Summa resultat från finansiella investeringar', k - 1, RR), g.n(0, 'Årets resultat', k - 1, RR)), `RR årets resultat (${k})`);
    ok(near(g.n(0, 'Summa anläggningstillgångar', k - 1, BR) + g.n(0, 'Summa omsättningstillgångar', k - 1, BR), g.n(0, 'SUMMA TILLGÅNGAR', k - 1, BR)), `BR assets add up (${k})`);
    ok(near(g.n(0, 'Summa eget kapital', k - 1, BR) + g.n(0, 'Summa kortfristiga skulder', k - 1, BR), g.n(0, 'SUMMA EGET KAPITAL OCH SKULDER', k - 1, BR)), `BR liabilities add up (${k})`);
    ok(near(g.n(0, 'SUMMA TILLGÅNGAR', k - 1, BR), g.n(0, 'SUMMA EGET KAPITAL OCH SKULDER', k - 1, BR)), `balansräkning balances (${k})`);
    ok(near(g.n(0, 'Summa insamlade medel', k - 1), g.n(0, 'Gåvor', k, RR) + g.n(0, 'Bidrag', k, RR)), `Not 2 = RR (${k})`);
    ok(near(g.n(0, 'Summa ändamålskostnader', k - 1), -g.n(0, 'Ändamålskostnader', k, RR)), `Not 4 = RR (${k})`);
    ok(near(g.n(0, 'Äldreomsorg på landsbygden', k - 1) + g.n(0, 'Ungdomsidrott', k - 1) + g.n(0, 'Information och opinionsbildning', k - 1), g.n(0, 'Summa ändamålskostnader', k - 1)), `Not 4 adds up over the page break (${k})`);
    ok(g.n(0, 'Ändamålskostnader', k - 1, 'Flerårsöversikt (tkr)') === Math.round(-g.n(0, 'Ändamålskostnader', k, RR) / 1000), `flerårsöversikt ändamål = RR in tkr (${k})`);
    ok(g.n(0, 'Eget kapital', k - 1, 'Flerårsöversikt (tkr)') === Math.round(g.n(0, 'Summa eget kapital', k - 1, BR) / 1000), `flerårsöversikt eget kapital = BR in tkr (${k})`);
  }
  ok(near(g.n(0, 'Belopp vid årets utgång', 3), g.n(0, 'Summa eget kapital', 0, BR)), 'EK change table ends at the balance sheet');
  ok(near(g.n(0, 'Belopp vid årets ingång', 3), g.n(0, 'Summa eget kapital', 1, BR)), 'EK change table starts at last year');
  ok(near(g.n(0, 'Belopp vid årets utgång', 0), g.n(0, 'Ändamålsbestämda medel', 0, BR)), 'ändamålsbestämda medel tie');
  // Fortnox to the annual report
  ok(near(g.n(1, 'Summa rörelsens intäkter', 1), g.n(0, 'Summa verksamhetsintäkter', 0, RR)), 'Fortnox income = RR');
  ok(near(g.n(1, 'Summa rörelsens kostnader', 1), g.n(0, 'Summa verksamhetskostnader', 0, RR)), 'Fortnox costs = RR');
  ok(near(g.n(1, 'Beräknat resultat', 1), g.n(0, 'Årets resultat', 0, RR)), 'Fortnox result = RR');
  ok(near(-g.n(1, 'Löner tjänstemän', 2), g.n(0, 'Summa löner och ersättningar', 0)), 'Fortnox 7010 = Not 3 salaries');
  ok(near(-g.n(1, 'Avskrivningar inventarier', 2), -g.n(0, 'Årets avskrivningar', 0)), 'Fortnox depreciation = Not 6');
  const bankUB = ['Kassa', 'PlusGiro 90-konto', 'Företagskonto Handelsbanken', 'Placeringskonto Handelsbanken'].reduce((s, l) => s + g.n(1, l, 3), 0);
  ok(near(bankUB, g.n(0, 'Kassa och bank', 0, BR)), 'Balansrapport bank accounts = kassa och bank');
  ok(near(g.n(1, 'Summa tillgångar', 2), g.n(0, 'SUMMA TILLGÅNGAR', 0, BR)), 'Balansrapport assets = BR');
  ok(near(-g.n(1, 'Summa eget kapital och skulder', 2), g.n(0, 'SUMMA EGET KAPITAL OCH SKULDER', 0, BR)), 'Balansrapport liabilities = BR');
  // Swish
  const sw = g.swish();
  const swTot = sw.reduce((s, r) => s + r.amt, 0);
  ok(near(swTot, svNum(R.norrsken[2].find((r) => r[0] === 'Summa')[7]), 0.001), 'Swish rows = Summa line');
  ok(sw.length === Number(R.norrsken[2].find((r) => r[0] === 'Antal transaktioner')[1]), 'Swish row count');
  ok(near(swTot, g.n(1, 'Gåvor Swish', 1), 0.001), 'Swish December = Fortnox 3010 period');
  ok(sw.every((r) => r.bdag >= '2025-12-01' && r.bdag <= '2025-12-31' && r.tdag <= r.bdag), 'Swish booking days in December');
  // 90-konto form = annual report
  for (const [l, rl, k] of [['Summa gåvor (rad 1–3)', 'Gåvor', 1], ['Summa insamlade medel (rad 4–6)', null], ['Summa verksamhetsintäkter (rad 7–8)', 'Summa verksamhetsintäkter', 0], ['Ändamålskostnader', 'Ändamålskostnader', 1], ['Insamlingskostnader', 'Insamlingskostnader', 0], ['Administrationskostnader', 'Administrationskostnader', 0], ['Verksamhetsresultat (rad 9 – rad 13)', 'Verksamhetsresultat', 0]]) {
    const want = rl ? Math.abs(g.n(0, rl, k, RR)) : g.n(0, 'Summa insamlade medel', 0);
    ok(near(g.n(3, l, 1), want), `90-konto ${l} = årsredovisning`);
  }
  ok(near(g.n(3, 'Gåvor från allmänheten', 1) + g.n(3, 'Gåvor från företag', 1) + g.n(3, 'Testamenten', 1), g.n(3, 'Summa gåvor (rad 1–3)', 1)), '90-konto lines 1-3');
  ok(near(g.n(3, 'Insamlings- och adm.kostnader i % av verksamhetsintäkter', 1), Math.round(10000 * (g.n(3, 'Insamlingskostnader', 1) + g.n(3, 'Administrationskostnader', 1)) / g.n(3, 'Summa verksamhetsintäkter (rad 7–8)', 1)) / 100, 0.001), '90-konto line 17');
  ok(near(g.n(3, 'Eget kapital vid årets utgång (kr)', 1), g.n(0, 'Summa eget kapital', 0, BR)), '90-konto equity = BR');
  // minutes: 2024 actuals = RR, budget arithmetic
  for (const k of [0, 1, 2]) {
    const inc = ['Gåvor', 'Bidrag', 'Nettoomsättning och övriga intäkter'].reduce((s, l) => s + g.n(4, l, k), 0);
    ok(near(inc, g.n(4, 'Summa verksamhetsintäkter', k)), `budget income column ${k}`);
    const cost = ['Ändamålskostnader – äldreomsorg', 'Ändamålskostnader – ungdomsidrott', 'Ändamålskostnader – information', 'Insamlingskostnader', 'Administrationskostnader'].reduce((s, l) => s + g.n(4, l, k), 0);
    ok(near(cost, g.n(4, 'Summa verksamhetskostnader', k)), `budget cost column ${k}`);
    ok(near(inc + cost + g.n(4, 'Finansnetto', k), g.n(4, 'Resultat', k)), `budget result column ${k}`);
  }
  ok(near(g.n(4, 'Summa verksamhetsintäkter', 0), g.n(0, 'Summa verksamhetsintäkter', 1, RR)) && near(g.n(4, 'Resultat', 0), g.n(0, 'Årets resultat', 1, RR)), 'minutes Utfall 2024 = RR 2024');
  // receipt (OCR)
  const o = g.text(5);
  const a = (re) => { const m = o.match(re); return m ? svNum(m[1]) : NaN; };
  const items = [...o.matchAll(/^(?:Kaffe|Kanelbullar|Mjolk|Pappersmuggar|Servetter|Batterier)[^\n]*?(\d+,\d\d)$/gm)].map((m) => svNum(m[1]));
  ok(items.length === 6 && near(items.reduce((s, x) => s + x, 0), a(/Totalt\s+(\d+,\d\d)/), 0.006), 'kvitto items add to the total (OCR)');
  const m25 = a(/Moms 25%\s+(\d+,\d\d)/), b25 = a(/Moms 25%\s+\d+,\d\d\s+\d+,\d\d\s+(\d+,\d\d)/), m12 = a(/Moms 12%\s+(\d+,\d\d)/), b12 = a(/Moms 12%\s+\d+,\d\d\s+\d+,\d\d\s+(\d+,\d\d)/);
  ok(near(b25 * 0.2, m25, 0.006) && near((b12 * 12) / 112, m12, 0.006), 'kvitto VAT arithmetic (OCR)');
  ok(near(b25 + b12, a(/Totalt\s+(\d+,\d\d)/), 0.006) && near(m25 + m12, a(/Summa moms\s+(\d+,\d\d)/), 0.006), 'kvitto VAT table = total (OCR)');
}

// ---------------------------------------------------------------- ammanlink: the documents' own arithmetic and ties
{
  const g = G.ammanlink;
  const SFP = 'STATEMENT OF FINANCIAL POSITION';
  for (const k of [1, 2]) {
    const ca = ['Cash and cash equivalents', 'Grants receivable'].reduce((s, l) => s + g.n(0, l, k, SFP), 0) + g.n(0, 'Prepaid expenses and other receivables', k - 1, SFP);
    ok(near(ca, g.n(0, 'Total current assets', k - 1), 0.001), `current assets add up (${k})`);
    ok(near(ca + g.n(0, 'Property and equipment, net', k, SFP), g.n(0, 'TOTAL ASSETS', k - 1), 0.001), `total assets (${k})`);
    ok(near(g.n(0, 'Total liabilities', k - 1) + g.n(0, 'Total net assets', k - 1), g.n(0, 'TOTAL LIABILITIES AND NET ASSETS', k - 1), 0.001), `liabilities and net assets (${k})`);
    ok(near(g.n(0, 'TOTAL ASSETS', k - 1), g.n(0, 'TOTAL LIABILITIES AND NET ASSETS', k - 1), 0.001), `statement of financial position balances (${k})`);
  }
  for (const k of [0, 1, 2, 3]) {
    const rev = ['Grants – USAID (Sanad)', 'Grants – European Union', 'Grants – Netherlands'].reduce((s, l) => s + g.n(0, l, k + 1), 0) + ['Contributions', 'Training and service fees', 'Interest income', 'Net assets released from restrictions'].reduce((s, l) => s + g.n(0, l, k), 0);
    ok(near(rev, g.n(0, 'Total revenue and support', k), 0.001), `activities revenue column ${k}`);
    ok(near(g.n(0, 'Total revenue and support', k) - g.n(0, 'Total expenses', k), g.n(0, 'Change in net assets', k), 0.001), `activities change column ${k}`);
    ok(near(g.n(0, 'Net assets, beginning of year', k) + g.n(0, 'Change in net assets', k), g.n(0, 'Net assets, end of year', k), 0.001), `net assets roll column ${k}`);
    ok(near(['Sanad Livelihoods', 'Green Jobs for Youth', 'Community Centre'].reduce((s, l) => s + g.n(0, l, k), 0), g.n(0, 'Total program services', k), 0.001), `program services column ${k}`);
  }
  ok(near(g.n(0, 'Net assets, end of year', 2), g.n(0, 'Total net assets', 0), 0.001), 'activities end = financial position');
  ok(near(g.n(0, 'Net assets, end of year', 1), g.n(0, 'With donor restrictions', 1, SFP), 0.001), 'restricted end = financial position');
  ok(near(g.n(0, 'Total', 0, '3. Cash and cash equivalents'), g.n(0, 'Cash and cash equivalents', 1, SFP), 0.001), 'cash note = financial position');
  for (const [label, t] of [['Total 2025', '7. Grants by donor and net assets with donor restrictions'], ['Total 2024', '7. Grants by donor and net assets with donor restrictions (continued)']]) {
    const rows = [];
    for (const d of ['USAID', 'European Union', 'Kingdom of the Netherlands', 'Private donors']) rows.push([0, 1, 2, 3, 4].map((k) => g.n(0, d, k, t)));
    rows.forEach((r, i) => ok(near(r[0] + r[2] + r[3], r[4], 0.001), `${label} grants row ${i} rolls`));
    [0, 1, 2, 3, 4].forEach((k) => ok(near(rows.reduce((s, r) => s + r[k], 0), g.n(0, label, k), 0.001), `${label} grants column ${k}`));
  }
  ok(near(-g.n(0, 'Total 2025', 3), g.n(0, 'Net assets released from restrictions', 0), 0.001), 'releases = activities');
  ok(near(g.n(0, 'Total 2025', 4), g.n(0, 'With donor restrictions', 1, SFP), 0.001) && near(g.n(0, 'Total 2024', 4), g.n(0, 'Total 2025', 0), 0.001), 'grants schedule = restricted net assets, 2024 end = 2025 start');
  const usdLine = g.text(0).match(/Arab Bank – US\$ account \(US\$ ([\d,.]+);[^|]*\| ([\d,.]+)/);
  ok(usdLine && near(cellNum(usdLine[1]) * 0.709, cellNum(usdLine[2]), 0.001), 'US$ account at the peg');
  // bank
  const b = g.bank();
  let bal = cellNum(R.ammanlink[3].find((r) => r[0] === 'Opening Balance')[1]);
  for (const r of b) { bal = Math.round((bal - (cellNum(r[4]) || 0) + (cellNum(r[5]) || 0)) * 1000) / 1000; ok(near(bal, cellNum(r[6]), 0.0005), `bank running balance ${r[0]} ${r[2]}`); }
  ok(near(bal, cellNum(R.ammanlink[3].find((r) => r[0] === 'Closing Balance')[1]), 0.0005), 'bank closing line');
  ok(near(bal, g.n(0, 'Arab Bank – current account (JOD)', 0), 0.0005), 'bank closing = cash note');
  const usaid = b.find((r) => /USAID/.test(r[2]));
  ok(near(60000 * 0.708, cellNum(usaid[5]), 0.0005), 'USAID transfer converted at the stated rate');
  // budget vs actual and SF-425
  const bva = g.sheet(2, 'Budget vs Actual').filter((r) => /^[a-k]\. /.test(String(r[0])));
  for (const r of bva) { ok(near(r[2] + r[3], r[4], 0.005), `BvA cumulative ${r[0]}`); ok(near(r[1] - r[4], r[5], 0.005), `BvA remaining ${r[0]}`); }
  const direct = bva.filter((r) => /^[a-h]\. /.test(r[0]));
  for (const k of [1, 2, 3, 4]) ok(near(direct.reduce((s, r) => s + r[k], 0), g.n(2, 'i. Total Direct Charges', k - 1), 0.005), `BvA total direct column ${k}`);
  ok(near(0.184 * (g.n(2, 'i. Total Direct Charges', 1) - g.n(2, 'd. Equipment', 1)), g.n(2, 'j. Indirect Charges (18.4% of MTDC)', 1), 0.006), 'BvA indirect prior at the rate');
  ok(near(g.n(2, 'i. Total Direct Charges', 0) + g.n(2, 'j. Indirect Charges (18.4% of MTDC)', 0), g.n(2, 'k. TOTAL', 0), 0.005) && near(g.n(2, 'k. TOTAL', 0), g.n(1, 'd. Total Federal funds authorized', 0), 0.005), 'budget = federal funds authorized');
  const month = g.sheet(2, 'Q4 by Month').filter((r) => /^[a-h]\. /.test(String(r[0])));
  for (const r of month) ok(near(r[1] + r[2] + r[3], r[4], 0.005) && near(r[4], g.n(2, r[0], 2), 0.005), `monthly sheet ${r[0]} = this quarter`);
  ok(near(g.n(2, 'Indirect Charges (18.4% of MTDC)', 3, '[sheet Q4 by Month]'), g.n(2, 'j. Indirect Charges (18.4% of MTDC)', 2), 0.005), 'monthly indirect = quarter');
  const f = (l) => g.n(1, l, 0);
  ok(near(f('a. Cash Receipts') - f('b. Cash Disbursements'), f('c. Cash on Hand (line a minus b)'), 0.005), 'SF-425 line c');
  ok(near(f('e. Federal share of expenditures') + f('f. Federal share of unliquidated obligations'), f('g. Total Federal share (sum of lines e and f)'), 0.005), 'SF-425 line g');
  ok(near(f('d. Total Federal funds authorized') - f('g. Total Federal share (sum of lines e and f)'), f('h. Unobligated balance of Federal funds (line d minus g)'), 0.005), 'SF-425 line h');
  ok(near(f('i. Total recipient share required') - f('j. Recipient share of expenditures'), f('k. Remaining recipient share to be provided (line i minus j)'), 0.005), 'SF-425 line k');
  ok(near(f('e. Federal share of expenditures'), g.n(2, 'k. TOTAL', 3), 0.005), 'SF-425 line e = BvA cumulative');
  ok(near(g.n(1, 'g. Totals:', 1), g.n(2, 'j. Indirect Charges (18.4% of MTDC)', 3), 0.005), 'SF-425 11e = BvA indirect cumulative');
  ok(near(g.n(1, 'g. Totals:', 0), g.n(2, 'i. Total Direct Charges', 3) - g.n(2, 'd. Equipment', 3), 0.005), 'SF-425 base = MTDC');
  // minutes
  const revL = ['USAID - Sanad Livelihoods', 'European Union - Green Jobs', 'Netherlands - Community Centre', 'Contributions', 'Training fees', 'Interest'];
  const expL = ['Sanad Livelihoods', 'Green Jobs for Youth', 'Community Centre', 'Management and general', 'Fundraising'];
  for (const k of [0, 1]) {
    ok(near(revL.reduce((s, l) => s + g.n(4, l, k), 0), g.n(4, 'Total revenue', k)), `minutes revenue column ${k}`);
    ok(near(expL.reduce((s, l) => s + g.n(4, l, k), 0), g.n(4, 'Total expenditure', k)), `minutes expenditure column ${k}`);
    ok(near(g.n(4, 'Total revenue', k) - g.n(4, 'Total expenditure', k), g.n(4, 'Surplus', k)), `minutes surplus column ${k}`);
  }
  // receipt (OCR) and its payment
  const o = g.text(5);
  const items = [...o.matchAll(/^(.+?)\s+(\d+) x (\d+\.\d{3})\s+(\d+\.\d{3})$/gm)];
  ok(items.length === 5 && items.every((m) => near(Number(m[2]) * Number(m[3]), Number(m[4]), 0.0005)), 'receipt lines: qty x price (OCR)');
  const sub = Number(o.match(/Subtotal\s+(\d+\.\d{3})/)[1]), tax = Number(o.match(/Sales Tax 16%\s+(\d+\.\d{3})/)[1]), tot = Number(o.match(/TOTAL JD\s+(\d+\.\d{3})/)[1]);
  ok(near(items.reduce((s, m) => s + Number(m[4]), 0), sub, 0.0005) && near(sub * 0.16, tax, 0.0006) && near(sub + tax, tot, 0.0005), 'receipt arithmetic (OCR)');
  ok(items.reduce((s, m) => s + Number(m[2]), 0) === Number(o.match(/Items\s+(\d+)/)[1]), 'receipt item count (OCR)');
  ok(b.some((r) => /AL RAWNAQ/.test(r[2]) && near(cellNum(r[4]), tot, 0.0005) && r[0] === o.match(/(\d\d\/\d\d\/\d{4}) \d\d:\d\d/)[1]), 'receipt paid through Arab Bank on its date');
}

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids are unique');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  ok(oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: every case lists every file`);
}
const byId = new Map(CASES.map((c) => [c.id, c]));
const orgText = Object.fromEntries(Object.keys(R).map((o) => [o, R[o].map(text)]));
for (const c of cases) {
  const src = byId.get(c.id);
  const g = G[c.org];
  if (c.answer.type === 'notfound') {
    ok(src.absent(orgText[c.org].join('\n'), orgText[c.org]), `${c.id}: not-found subject is absent`);
    continue;
  }
  let got;
  try { got = src.from(g); } catch (e) { ok(false, `${c.id}: ${e.message}`); continue; }
  if (c.answer.type === 'number') {
    const want = c.answer.value;
    ok(Number.isFinite(got) && Math.abs(Math.abs(got) - Math.abs(want)) <= Math.max(Math.abs(want) * 1e-4, 0.0006, ['percent', 'ratio', 'average'].includes(c.kind) ? 0.005 : 0), `${c.id} [${c.kind}] answer ${want}, documents give ${got}`);
  } else {
    const v = String(got ?? '').trim().toLowerCase();
    ok(v && c.answer.any.some((p) => v.includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(v)), `${c.id} [${c.kind}]: read "${got}", accepted ${JSON.stringify(c.answer.any)}`);
  }
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
