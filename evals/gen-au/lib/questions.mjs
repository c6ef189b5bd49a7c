// The 100 questions of set AU. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how verify.mjs recomputes the answer from its own readings of the generated files (g, bound to the org:
// g.n(doc, labelRegex, k, opts) is the k-th figure of the row so labelled (negative k counts from the right),
// g.cell(doc, labelRegex, col, opts) a workbook cell, g.tx(doc) the bank file's records, g.find(doc, re) a
// captured text, g.ocr(doc, re) a figure read from the photo).
import { TB, TM } from '../data.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dpOf = (v) => (Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2);
const U = {
  eur: (v) => `€${en(v, dpOf(v))}`,
  sgd: (v) => `S$${en(v, dpOf(v))}`,
  pct: (v) => `${en(v, 2)}%`,
  n: (v) => en(v, Number.isInteger(v) ? 0 : 2),
};
const REFUSE = 'I could not find that in the documents.';
const r2 = (v) => Math.round(v * 100) / 100;
const pct = (a, b) => r2((100 * a) / b);

export const CASES = [];
const seq = { taalbrug: 0, tembusu: 0 };
function C(org, kind, question, o) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, local: !!o.nl };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = o.say ? `${REFUSE.slice(0, -1)}: ${o.say}` : REFUSE;
    c.wrong = o.wrong;
    c.absent = o.absent;
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, going by the documents.`;
    c.wrong = `${o.wrong}, going by the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol, ...(o.alt ? { alt: o.alt } : {}) };
    const f = U[o.unit ?? 'n'];
    c.ideal = o.v < 0 ? `${f(-o.v)} (a negative figure: ${o.neg ?? 'a decrease'}), going by the documents.` : `${f(o.v)}, going by the documents.`;
    c.wrong = `${f(o.wrong)}, going by the documents.`;
  }
  CASES.push(c);
}
const tb = (kind, q, o) => C('taalbrug', kind, q, o);
const tm = (kind, q, o) => C('tembusu', kind, q, o);
const dates = (d, m, y) => {
  const M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const NLM = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${dd}-${mm}-${y}`, `${dd}/${mm}/${y}`, `${y}-${mm}-${dd}`, `${d} ${M[m - 1]} ${y}`, `${M[m - 1]} ${d}, ${y}`, `${d} ${M[m - 1].slice(0, 3)} ${y}`, `${M[m - 1].slice(0, 3)} ${d}, ${y}`, `${d} ${NLM[m - 1]} ${y}`, `${d}/${m}/${y}`, `${d}-${m}-${y}`];
};

// ====================================================================== taalbrug
// documents: 0 jaarrekening, 1 kolommenbalans, 2 begroting vs realisatie, 3 Rabobank CSV, 4 notulen, 5 kassabon
const fnA = (i) => TB.fnAct[i], fnB = (i) => TB.fnBud[i];
const PN = { after: /^4 Reserves en fondsen \(vervolg\)/ };
tb('lookup', 'Wat waren de baten van particulieren in 2025?', { nl: true, v: TB.baten.part.v[1], unit: 'eur', wrong: TB.baten.part.v[0], from: (g) => g.n(0, /^Baten van particulieren$/, -2) });
tb('lookup', 'What did we budget for wervingskosten in 2025?', { v: fnB(3), unit: 'eur', wrong: fnA(3), from: (g) => g.n(0, /^Wervingskosten$/, -3) });
tb('total', 'How much did we spend on our three objectives together in 2024?', { v: TB.doel[2], unit: 'eur', wrong: TB.doel[1], from: (g) => { const s = sum(['Taalmaatjes', 'Huiswerkbegeleiding', 'Thuisadministratie'].map((l) => g.n(0, new RegExp(`^${l}$`), -1))); return s === g.n(0, /^$/, -1, { after: /^Thuisadministratie/ }) ? s : NaN; } });
tb('lookup', 'saldo van baten en lasten 2025?', { nl: true, v: TB.saldo[1], unit: 'eur', wrong: TB.voorFin[1], from: (g) => g.n(0, /^Saldo van baten en lasten$/, -2) });
tb('variance', 'By how much did Huiswerkbegeleiding come in under its 2025 budget?', { v: fnB(1) - fnA(1), unit: 'eur', wrong: fnA(1) - TB.fn24[1], from: (g) => g.n(0, /^Huiswerkbegeleiding$/, -3) - g.n(0, /^Huiswerkbegeleiding$/, -2) });
tb('percent', 'What percentage of our total income did we spend on the objectives in 2025?', { v: pct(TB.doel[1], TB.somBaten[1]), alt: [TB.keng[0][1][1]], unit: 'pct', wrong: pct(TB.doel[1], TB.somLasten[1]), from: (g) => { const c = (100 * g.n(0, /^$/, -2, { after: /^Thuisadministratie/ })) / g.n(0, /^Som der baten$/, -2); const p = g.n(0, /^Besteed aan doelstellingen in % van de som der baten$/, -2); return Math.abs(c - p) < 0.05 ? c : NaN; } });
tb('percent', 'Hoeveel procent van de geworven baten ging in 2024 op aan wervingskosten?', { nl: true, v: pct(TB.fn24[3], TB.geworven[2]), alt: [TB.keng[2][1][2]], unit: 'pct', wrong: pct(TB.fn24[3], TB.somLasten[2]), from: (g) => (100 * g.n(0, /^Wervingskosten$/, -1)) / g.n(0, /^Som van de geworven baten$/, -1) });
tb('lookup', 'What was the continuïteitsreserve at 31 December 2025 according to the jaarrekening?', { v: TB.res.cont.y25[3], unit: 'eur', wrong: TB.res.cont.y24[3], from: (g) => g.n(0, /^Continuïteitsreserve$/, -2) });
tb('total', 'Hoeveel zat er eind 2025 in de bestemmingsfondsen samen?', { nl: true, v: TB.fondsen[0], unit: 'eur', wrong: TB.fondsen[1], from: (g) => { const b = g.n(0, /^Bestemmingsfondsen$/, -2); return b === g.n(0, /^Totaal bestemmingsfondsen$/, -1) ? b : NaN; } });
tb('lookup', 'liquide middelen per 31-12-2024?', { nl: true, v: TB.liq[1], unit: 'eur', wrong: TB.liq[0], from: (g) => g.n(0, /^Liquide middelen$/, -1) });
tb('ratio', 'What was our current ratio at the end of 2025, i.e. vlottende activa divided by kortlopende schulden?', { v: Math.round((1000 * (TB.vordTot[0] + TB.liq[0])) / TB.kort[0]) / 1000, wrong: Math.round((1000 * (TB.vordTot[1] + TB.liq[1])) / TB.kort[1]) / 1000, from: (g) => (g.n(0, /^Vorderingen en overlopende activa$/, -2) + g.n(0, /^Liquide middelen$/, -2)) / g.n(0, /^Kortlopende schulden$/, -2) });
tb('lookup', 'What were total personnel costs in 2025?', { v: TB.natures[4].tot, unit: 'eur', wrong: TB.natures[4].y24, from: (g) => { const a = g.n(0, /^Personeelskosten$/, -3); return a === g.n(0, /^Totaal personeelskosten$/, -2) ? a : NaN; } });
tb('lookup', 'How much did the directeur earn in total in 2025, pension contributions included?', { v: TB.dir.tot[0], unit: 'eur', wrong: TB.dir.rows[0][1], from: (g) => g.n(0, /^Totaal bezoldiging$/, -2) });
tb('lookup', 'How many FTE did we have on average in 2025?', { v: TB.fte[0], wrong: TB.employees, from: (g) => g.num(g.find(0, /samen (\d+,\d) fte/)) });
tb('coa', 'Welk grootboeknummer heeft Vrijwilligersvergoedingen in Exact?', { nl: true, text: ['4200'], say: 'Grootboekrekening 4200', wrong: 'Grootboekrekening 4210', from: (g) => g.cellText(1, /Vrijwilligersvergoedingen$/, 0) });
tb('lookup', 'What is on 4410 Accountantskosten for the year?', { v: TB.acc['4410'].cents / 100, unit: 'eur', wrong: TB.natures[2].a[4], from: (g) => g.cell(1, /^4410 /, 6) });
tb('lookup', 'How much did periodic gifts (periodieke giften) bring in during 2025 according to the kolommenbalans?', { v: TB.acc['8010'].cents / 100, unit: 'eur', wrong: TB.acc['8010'].mutC / 100, from: (g) => { const m = g.cell(1, /^8010 /, 5) - g.cell(1, /^8010 /, 4); const e = g.cell(1, /^8010 /, 7); return Math.abs(m - e) < 0.005 ? e : NaN; } });
tb('percent', 'What share of baten van particulieren came from periodieke giften in 2025?', { v: pct(TB.acc['8010'].cents / 100, TB.baten.part.v[1]), unit: 'pct', wrong: pct(TB.partBreak.periodiek[1], TB.baten.part.v[2]), from: (g) => (100 * g.cell(1, /^8010 /, 7)) / g.n(0, /^Baten van particulieren$/, -2) });
tb('difference', 'By how much did the balance on the Rabobank Bedrijfsspaarrekening go down during 2025 in Exact?', { v: (TB.spaar[1] - TB.spaar[0]) / 100, unit: 'eur', wrong: TB.acc['1110'].mutD / 100, from: (g) => g.cell(1, /^1110 /, 2) - g.cell(1, /^1110 /, 6) });
tb('lookup', 'Hoeveel was er begroot voor vrijwilligerskosten bij Taalmaatjes?', { nl: true, v: TB.natures[1].b[0], unit: 'eur', wrong: TB.natures[1].a[0], from: (g) => g.cell(2, /^Vrijwilligerskosten$/, 1, { sheet: 'Taalmaatjes' }) });
tb('extreme', 'Which project went furthest over its 2025 budget in euros?', { text: ['Taalmaatjes'], wrong: 'Thuisadministratie', from: (g) => { const p = ['Taalmaatjes', 'Huiswerkbegeleiding', 'Thuisadministratie'].map((l) => [l, g.cell(2, new RegExp(`^${l}$`), 3, { sheet: 'Overzicht' })]); return p.sort((a, b) => a[1] - b[1])[0][0]; } });
tb('percent', 'What percentage of its budget did Thuisadministratie actually spend in 2025?', { v: pct(fnA(2), fnB(2)), unit: 'pct', wrong: pct(fnB(2), fnA(2)), from: (g) => 100 * g.cell(2, /^Thuisadministratie$/, 4, { sheet: 'Overzicht' }) });
tb('variance', 'By how much did volunteer costs at Thuisadministratie exceed their budget?', { v: TB.natures[1].a[2] - TB.natures[1].b[2], unit: 'eur', wrong: TB.natures[1].a[0] - TB.natures[1].b[0], from: (g) => -g.cell(2, /^Vrijwilligerskosten$/, 3, { sheet: 'Thuisadministratie' }) });
tb('lookup', 'How much of the Oranje Fonds money did we actually spend in 2025?', { v: TB.fonds.oranje.y25[2], unit: 'eur', wrong: TB.fonds.oranje.y25[1], from: (g) => g.n(0, /^Bestemmingsfonds Oranje Fonds huiswerkklas$/, 2, PN) });
tb('extreme', 'Wat was de grootste ontvangst op de betaalrekening in december?', { nl: true, v: 41200, unit: 'eur', wrong: 20000, from: (g) => Math.max(...g.tx(3).filter((t) => t.iban === TB.iban).map((t) => t.amt)) });
tb('total', "What did the returned direct debits (storno's) in December add up to?", { v: 50, unit: 'eur', wrong: 25, from: (g) => -sum(g.tx(3).filter((t) => t.retour).map((t) => t.amt)) });
tb('count', 'How many periodic-gift direct debits were returned in December?', { v: 3, wrong: 214, from: (g) => g.tx(3).filter((t) => t.retour).length });
tb('count', 'Hoeveel vrijwilligersvergoedingen zijn er in december uitbetaald?', { nl: true, v: 9, wrong: 7, from: (g) => g.tx(3).filter((t) => /Vrijwilligersvergoeding/.test(t.o1)).length });
tb('total', 'How much did we pay out in volunteer allowances in December?', { v: 1455, unit: 'eur', wrong: 1620, from: (g) => -sum(g.tx(3).filter((t) => /Vrijwilligersvergoeding/.test(t.o1)).map((t) => t.amt)) });
tb('lookup', 'What was the betaalrekening balance at the end of December per the Rabobank export?', { v: TB.betaal[0] / 100, unit: 'eur', wrong: TB.spaar[0] / 100, from: (g) => { const t = g.tx(3).filter((x) => x.iban === TB.iban); const s = t[t.length - 1].saldo; return Math.abs(s - g.cell(1, /^1100 /, 6)) < 0.005 ? s : NaN; } });
tb('date', 'On what date did the Oranje Fonds tranche reach our account?', { text: dates(15, 12, 2025), say: '15-12-2025 (15 December 2025)', wrong: '18-12-2025', from: (g) => g.tx(3).find((t) => /Oranje Fonds/.test(t.naam)).datum });
tb('text', 'Which private donor gave the biggest gift by bank transfer in December?', { text: ['Hoogendoorn'], say: 'Familie Hoogendoorn-de Wit (€2,500 on 17-12-2025)', wrong: 'Bouwbedrijf Van Wijk B.V.', from: (g) => g.tx(3).filter((t) => t.code === 'cb' && t.amt > 0 && !/B\.V\.|Stichting|Fonds|Gemeente|Diaconie/.test(t.naam)).sort((a, b) => b.amt - a.amt)[0].naam });
tb('monthly', 'Hoeveel is er in december aan nettosalarissen overgemaakt?', { nl: true, v: 24316.42, unit: 'eur', wrong: 9842, from: (g) => -g.tx(3).find((t) => t.code === 'sb').amt });
tb('lookup', 'Wat is de begrote som der baten voor 2026?', { nl: true, v: TB.mtg.somBaten[2], unit: 'eur', wrong: TB.mtg.somBaten[1], from: (g) => g.n(4, /^Som der baten$/, 2) });
tb('date', "When's the next board meeting?", { text: dates(17, 3, 2026), say: 'Tuesday 17-03-2026 (17 March 2026) at 19.30', wrong: '16-06-2026', from: (g) => g.find(4, /volgende bestuursvergadering is op \w+ (\d\d-\d\d-\d{4})/) });
tb('text', 'Wie is herbenoemd als penningmeester?', { nl: true, text: ['Demir'], say: 'Hüseyin Demir', wrong: 'Anouk Jansen', from: (g) => g.find(4, /(\S+ \S+) wordt met algemene stemmen herbenoemd als penningmeester/) });
tb('lookup', 'From 2026, above what amount do payments need both the directeur and the penningmeester?', { v: TB.mtg.twoSign, unit: 'eur', wrong: 2500, from: (g) => g.num(g.find(4, /betalingen boven € ([\d.]+) vereisen/)) });
tb('difference', 'How far off was the December prognose for Taalmaatjes from what was actually spent on it in 2025?', { v: fnA(0) - TB.mtg.lasten[0][2], unit: 'eur', wrong: fnA(0) - fnB(0), from: (g) => g.n(0, /^Taalmaatjes$/, -2) - g.n(4, /^Taalmaatjes$/, 1) });
tb('difference', 'How much more is budgeted for Thuisadministratie in 2026 than we actually spent on it in 2025?', { v: TB.mtg.lasten[2][3] - fnA(2), unit: 'eur', wrong: TB.mtg.lasten[2][3] - fnB(2), from: (g) => g.n(4, /^Thuisadministratie$/, 2) - g.n(0, /^Thuisadministratie$/, -2) });
tb('receipt', 'Wat was het totaalbedrag op de kassabon van Albert Heijn?', { nl: true, v: TB.rc.total / 100, unit: 'eur', wrong: TB.rc.over / 100, from: (g) => g.ocr(5, /^TOTAAL (\d+[.,]\d\d)$/) });
tb('receipt', 'How much 9% VAT was on the AH receipt?', { v: TB.rc.byRate[0].btw / 100, unit: 'eur', wrong: TB.rc.byRate[1].btw / 100, from: (g) => g.ocr(5, /^9% \d+[.,]\d\d (\d+[.,]\d\d)$/) });
tb('receipt', 'What did the AH shopping for the kerstborrel cost excluding VAT?', { v: TB.rc.over / 100, unit: 'eur', wrong: TB.rc.total / 100, from: (g) => g.ocr(5, /^TOTAAL (\d+[.,]\d\d) \d+[.,]\d\d$/) });
tb('date', 'On what date was the Albert Heijn card payment booked on the bank account?', { text: dates(15, 12, 2025), say: '15-12-2025 (booked on Monday 15 December 2025, for the purchase of 12-12-2025)', wrong: '12-12-2025', from: (g) => { const amt = g.ocr(5, /^PINNEN (\d+[.,]\d\d)$/); return g.tx(3).find((t) => /Albert Heijn/.test(t.naam) && Math.abs(t.amt + amt) < 0.005).datum; } });
tb('percent', 'Met hoeveel procent veranderden de baten van bedrijven in 2025 ten opzichte van 2024?', { nl: true, v: pct(TB.baten.bedr.v[1] - TB.baten.bedr.v[2], TB.baten.bedr.v[2]), unit: 'pct', wrong: pct(TB.baten.bedr.v[1] - TB.baten.bedr.v[0], TB.baten.bedr.v[0]), from: (g) => (100 * (g.n(0, /^Baten van bedrijven$/, -2) - g.n(0, /^Baten van bedrijven$/, -1))) / g.n(0, /^Baten van bedrijven$/, -1) });
tb('percent', 'kosten beheer en administratie als % van de som der lasten in 2025?', { nl: true, v: pct(fnA(4), TB.somLasten[1]), alt: [TB.keng[3][1][1]], unit: 'pct', wrong: pct(fnA(4), TB.somBaten[1]), from: (g) => (100 * g.n(0, /^Kosten beheer en administratie$/, -2)) / g.n(0, /^Som der lasten$/, -2) });
// not found
tb('notfound', 'Wat was de som der baten in 2022?', { nl: true, nf: true, say: 'de jaarrekening geeft alleen 2025 (met begroting) en 2024.', wrong: 'De som der baten was in 2022 € 431.200.', absent: (t) => !/\b2022\b/.test(t) });
tb('notfound', 'How much did we pay Eneco for energy in November 2025?', { nf: true, say: 'the bank export covers December only and the ledger gives the year.', wrong: 'You paid Eneco €398.14 for November 2025.', absent: (t, docs) => !/Eneco[^\n]*november|november[^\n]*Eneco/i.test(t) && !/"2025-11-\d\d"/.test(docs[3]) });
tb('notfound', 'What is the 2026 budget for publiciteit en communicatie?', { nf: true, say: 'the 2026 budget in the minutes is set out by objective, not by kind of cost.', wrong: 'The 2026 budget for publiciteit en communicatie is €18,500.', absent: (t, docs) => !/publiciteit/i.test(docs[4]) && !/2026[^\n]*publiciteit/i.test(t) });
tb('notfound', 'Welk uurtarief betalen we de externe bijlesdocenten?', { nl: true, nf: true, say: 'alleen de totale inhuur van bijlesdocenten staat in de stukken.', wrong: 'De bijlesdocenten kosten € 42,50 per uur.', absent: (t) => !/uurtarief|per uur|tarief/i.test(t) });
tb('notfound', 'What was the balance of our ING account at the end of 2025?', { nf: true, say: 'the accounts list only the Rabobank betaalrekening, the Rabobank spaarrekening and cash.', wrong: 'Your ING account held €12,480 at the end of 2025.', absent: (t, docs) => !/ING[- ]?(rekening|bank|account)/i.test(docs[0] + docs[1]) });

// ====================================================================== tembusu
// documents: 0 audited statements, 1 Xero P&L, 2 budget vs actual, 3 DBS CSV, 4 minutes, 5 invoice
const I = TM.inc;
const SOFA = { after: /^STATEMENT OF FINANCIAL ACTIVITIES$/ };
tm('lookup', 'What were total tax-deductible donations in FY2025/26?', { v: I.donTD.t, unit: 'sgd', wrong: I.donTD.u, from: (g) => g.n(0, /^Donations – tax-deductible$/, -2) });
tm('lookup', 'Total income for FY2024/25?', { v: TM.incTot.py, unit: 'sgd', wrong: TM.incTot.t, from: (g) => g.n(0, /^Total income$/, -1) });
tm('lookup', 'How much restricted income did we receive this financial year?', { v: TM.incTot.r, unit: 'sgd', wrong: TM.expTot.r, from: (g) => g.n(0, /^Total income$/, 1) });
tm('lookup', 'What did the Reading Intervention Programme cost in FY2025/26 across all funds?', { v: TM.fnAct[2], unit: 'sgd', wrong: TM.fnU[2], from: (g) => g.n(0, /^Reading Intervention Programme$/, -2) });
tm('lookup', 'How much of Caregiver Connect was paid for from unrestricted funds?', { v: TM.fnU[4], unit: 'sgd', wrong: TM.fnR[4], from: (g) => g.n(0, /^Caregiver Connect$/, 0) });
tm('lookup', 'governance costs fy2024/25?', { v: TM.fnPY[5], unit: 'sgd', wrong: TM.fnAct[5], from: (g) => g.n(0, /^Governance costs$/, -1) });
tm('percent', "What's our fund-raising efficiency ratio for FY2025/26?", { v: TM.fre.ratio, unit: 'pct', wrong: TM.fre.ratioPY, from: (g) => { const c = (100 * g.n(0, /^Total fund-raising expenses \(a\)/, 0)) / g.n(0, /^Total gross receipts from fund-raising \(b\)/, 0); return Math.abs(c - g.n(0, /^Fund-raising efficiency ratio/, 0)) < 0.006 ? c : NaN; } });
tm('difference', 'What did the charity gala dinner make after its costs this year?', { v: I.gala.t - TM.fnAct[1], unit: 'sgd', wrong: I.gala.t, from: (g) => g.n(0, /^Charity gala dinner$/, -2) - g.n(0, /^Cost of fund-generating activities \(charity gala dinner\)$/, -2) });
tm('lookup', 'Total funds carried forward at 31 March 2026?', { v: TM.fundsCF, unit: 'sgd', wrong: TM.uCF, from: (g) => { const v = g.n(0, /^Total funds carried forward$/, -2); return v === g.n(0, /^TOTAL FUNDS$/, 0) ? v : NaN; } });
tm('lookup', 'How much is left in the Bursary Fund at year end?', { v: TM.rfunds[1].cf, unit: 'sgd', wrong: TM.rfunds[1].bf, from: (g) => g.n(0, /^Bursary Fund$/, -1) });
tm('ratio', "What's the ratio of our unrestricted reserves to annual operating expenditure?", { v: TM.resv.ratio, wrong: TM.resv.ratioPY, from: (g) => { const c = g.n(0, /^Unrestricted funds \(a\)/, 0) / g.n(0, /^Annual operating expenditure \(d\)/, 0); return Math.abs(c - g.n(0, /^Ratio of reserves to annual operating expenditure/, 0)) < 0.006 ? c : NaN; } });
tm('lookup', 'Fixed deposits at 31 Mar 2026?', { v: TM.bs.fd[0], unit: 'sgd', wrong: TM.bs.fd[1], from: (g) => g.n(0, /^Fixed deposits$/, -2) });
tm('percent', 'By what percentage did total income grow compared with FY2024/25?', { v: pct(TM.incTot.t - TM.incTot.py, TM.incTot.py), unit: 'pct', wrong: pct(TM.expTot.t - TM.expTot.py, TM.expTot.py), from: (g) => (100 * (g.n(0, /^Total income$/, -2) - g.n(0, /^Total income$/, -1))) / g.n(0, /^Total income$/, -1) });
tm('count', 'How many employees did we have at 31 March 2026?', { v: TM.staff.n[0], wrong: TM.staff.n[1], from: (g) => Number(g.find(0, /The Charity had (\d+) employees at 31 March 2026/)) });
tm('monthly', 'What did tax-deductible donations come to in the Oct–Dec 2025 quarter in Xero?', { v: TM.xInc[0].qs[2] / 100, unit: 'sgd', wrong: TM.xInc[0].qs[3] / 100, from: (g) => g.xcol(1, /^Donations - Tax Deductible$/, 'Oct-Dec 2025') });
tm('extreme', 'Which quarter of FY2025/26 had the highest trading income in Xero?', { text: ['Jul-Sep 2025', 'Jul–Sep 2025', 'July to September 2025', 'July–September 2025', 'July-September 2025', 'Jul to Sep 2025'], say: 'Jul-Sep 2025 (the second quarter of FY2025/26, with the gala dinner)', wrong: 'Oct-Dec 2025', from: (g) => { const q = ['Apr-Jun 2025', 'Jul-Sep 2025', 'Oct-Dec 2025', 'Jan-Mar 2026']; return q.map((h) => [h, g.xcol(1, /^Total Trading Income$/, h)]).sort((a, b) => b[1] - a[1])[0][0]; } });
tm('monthly', 'Net profit for Apr–Jun 2025 per Xero?', { v: TM.xNet[0] / 100, neg: 'a net loss for the quarter', unit: 'sgd', wrong: TM.xNet[3] / 100, from: (g) => g.xcol(1, /^Net Profit$/, 'Apr-Jun 2025') });
tm('total', 'CPF contributions for the whole year?', { v: TM.xExp.find((a) => a.name === 'CPF Contributions').cents / 100, unit: 'sgd', wrong: TM.xExp.find((a) => a.name === 'CPF Contributions').qs[3] / 100, from: (g) => g.xcol(1, /^CPF Contributions$/, 'Total') });
tm('monthly', 'How much rent did we pay in Jul–Sep 2025?', { v: 29550, unit: 'sgd', wrong: 118200, from: (g) => g.xcol(1, /^Rental of Premises$/, 'Jul-Sep 2025') });
tm('average', 'What were average quarterly salaries in FY2025/26?', { v: r2(TM.xExp.find((a) => a.name === 'Salaries').cents / 400), unit: 'sgd', wrong: TM.xExp.find((a) => a.name === 'Salaries').qs[3] / 100, from: (g) => sum(['Apr-Jun 2025', 'Jul-Sep 2025', 'Oct-Dec 2025', 'Jan-Mar 2026'].map((h) => g.xcol(1, /^Salaries$/, h))) / 4 });
tm('total', 'bank charges fy25/26 total?', { v: TM.xExp.find((a) => a.name === 'Bank Charges').cents / 100, unit: 'sgd', wrong: 30, from: (g) => g.xcol(1, /^Bank Charges$/, 'Total') });
tm('lookup', 'What was the FY2025/26 budget for Caregiver Connect?', { v: TM.fnBud[4], unit: 'sgd', wrong: TM.fnAct[4], from: (g) => g.cell(2, /^Caregiver Connect$/, 1, { sheet: 'Summary' }) });
tm('extreme', 'Which programme had the biggest unfavourable variance against budget?', { text: ['Caregiver Connect'], wrong: 'Reading Intervention Programme', from: (g) => ['Reading Intervention Programme', 'Bursary Scheme', 'Caregiver Connect'].map((l) => [l, g.cell(2, new RegExp(`^${l}$`), 3, { sheet: 'Summary' })]).sort((a, b) => a[1] - b[1])[0][0] });
tm('variance', 'How far short of budget was the gala dinner income?', { v: 250000 - I.gala.t, unit: 'sgd', wrong: TM.fnBud[1] - TM.fnAct[1], from: (g) => -g.cell(2, /^Charity gala dinner$/, 3, { sheet: 'Summary' }) });
tm('percent', 'What % of the Bursary Scheme budget was used?', { v: pct(TM.fnAct[3], TM.fnBud[3]), unit: 'pct', wrong: pct(106450, 115000), from: (g) => 100 * g.cell(2, /^Total – Bursary Scheme$/, 4, { sheet: 'By Programme' }) });
tm('variance', 'Programme materials for Reading Intervention – how much under budget were we?', { v: 95000 - 84930, unit: 'sgd', wrong: 75000 - 47350, from: (g) => g.cell(2, /^Programme materials and assessments$/, 3, { sheet: 'By Programme' }) });
tm('lookup', "What's the ledger balance on the DBS current account at 31 Mar 2026?", { v: TM.dbsClose / 100, unit: 'sgd', wrong: TM.bs.cash[0], from: (g) => { const v = g.num(g.find(3, /Ledger Balance: \| ([\d.]+)/)); return Math.round(v) === g.n(0, /^DBS current account/, -2) ? v : NaN; } });
tm('total', 'How much came in through PayNow donations in March?', { v: 10168, unit: 'sgd', wrong: 10648, from: (g) => sum(g.tx(3).filter((t) => t.r1 === 'PAYNOW TRANSFER' && t.r2 === 'DONATION').map((t) => t.cr)) });
tm('count', 'How many PayNow donations did we get in March, not counting assessment fees?', { v: 10, wrong: 14, from: (g) => g.tx(3).filter((t) => t.r1 === 'PAYNOW TRANSFER' && t.r2 === 'DONATION').length });
tm('extreme', 'What was the largest single payment out of the DBS account in March?', { v: 78415.6, unit: 'sgd', wrong: 50000, from: (g) => Math.max(...g.tx(3).map((t) => t.dr)) });
tm('lookup', 'How much did we pay the CPF Board in March?', { v: 21936, unit: 'sgd', wrong: TM.xExp.find((a) => a.name === 'CPF Contributions').cents / 100, from: (g) => g.tx(3).find((t) => /CENTRAL PROVIDENT FUND/.test(t.r2)).dr });
tm('total', 'What did we pay out in bursaries through the bank in March?', { v: 1350, unit: 'sgd', wrong: 300, from: (g) => sum(g.tx(3).filter((t) => /BURSARY/.test(t.r2)).map((t) => t.dr)) });
tm('difference', 'What was the DBS current account balance at the start of March 2026?', { v: TM.dbsOpen / 100, unit: 'sgd', wrong: TM.dbsClose / 100, from: (g) => { const close = g.num(g.find(3, /Ledger Balance: \| ([\d.]+)/)); return r2(close - sum(g.tx(3).map((t) => t.cr - t.dr))); } });
tm('lookup', 'Total budgeted expenditure for FY2026/27?', { v: TM.mtg.expTot[2], unit: 'sgd', wrong: TM.mtg.expTot[0], from: (g) => g.n(4, /^Total expenditure$/, 2) });
tm('text', 'Who seconded the FY2026/27 budget resolution?', { text: ['Jennifer Sim'], wrong: 'Priya Raghavan', from: (g) => g.find(4, /approved as presented\. Proposed by [^,]+, seconded by ([^;]+);/) });
tm('date', "When's the next board meeting?", { text: dates(27, 6, 2026), say: 'Saturday 27/06/2026 (27 June 2026)', wrong: '14/03/2026', from: (g) => g.find(4, /next Board meeting will be held on \w+, (\d\d\/\d\d\/\d{4})/) });
tm('percent', 'What interest rate did the board approve for the new fixed deposit?', { v: TM.fdRate, unit: 'pct', wrong: 2.6, from: (g) => g.num(g.find(4, /fixed deposit with DBS Bank at ([\d.]+)% per annum/)) });
tm('text', 'Which director declared a conflict of interest at the March meeting?', { text: ['Marcus Lee'], wrong: 'Lawrence Chua', from: (g) => g.find(4, /1\.2 (\S+ \S+) declared a conflict of interest/) });
tm('difference', 'How much more is budgeted for Reading Intervention in FY2026/27 than we actually spent on it in FY2025/26?', { v: TM.mtg.exp[0][3] - TM.fnAct[2], unit: 'sgd', wrong: TM.mtg.exp[0][3] - TM.mtg.exp[0][1], from: (g) => g.n(4, /^Reading Intervention Programme$/, 2) - g.n(0, /^Reading Intervention Programme$/, -2) });
tm('difference', "How far off was the March forecast of total income from the audited actual?", { v: TM.incTot.t - TM.mtg.incTot[1], unit: 'sgd', wrong: TM.incTot.t - TM.mtg.incTot[0], from: (g) => g.n(0, /^Total income$/, -2) - g.n(4, /^Total income$/, 1) });
tm('receipt', "What's the total on the BrightPrint invoice?", { v: TM.inv.total / 100, unit: 'sgd', wrong: TM.inv.sub / 100, from: (g) => g.ocr(5, /^Total \(S\$\) ([\d,]+\.\d\d)$/) });
tm('receipt', 'GST on the BrightPrint invoice?', { v: TM.inv.gst / 100, unit: 'sgd', wrong: r2((TM.inv.sub * 0.08) / 100), from: (g) => { const s = g.ocr(5, /^Sub-total ([\d,]+\.\d\d)$/), x = g.ocr(5, /^GST 9% ([\d,]+\.\d\d)$/); return Math.abs(s * 0.09 - x) < 0.006 ? x : NaN; } });
tm('date', 'When did we pay the BrightPrint invoice?', { text: dates(10, 3, 2026), say: '10 Mar 2026 (10/03/2026), by FAST payment', wrong: '05/03/2026', from: (g) => { const no = g.ocrText(5, /Invoice No: (INV-\d{4}-\d{4})/); return g.tx(3).find((t) => t.r3 === no).date; } });
tm('text', "What's the invoice number on the BrightPrint tax invoice?", { text: [TM.inv.no], wrong: 'INV-2603-0481', from: (g) => g.ocrText(5, /Invoice No: (INV-\d{4}-\d{4})/) });
tm('count', 'How many assessment booklets were on the BrightPrint invoice?', { v: 200, wrong: 150, from: (g) => Number(g.ocrText(5, /^Assessment booklets (\d+) /)) });
// not found
tm('notfound', 'What were total donations in FY2022/23?', { nf: true, say: 'the statements cover FY2025/26 with FY2024/25 comparatives only.', wrong: 'Total donations in FY2022/23 were S$812,400.', absent: (t) => !/FY2022|2022\/23|2022-23|FY2023\/24|2023\/24/.test(t) });
tm('notfound', 'How much did we spend on catering for the gala dinner?', { nf: true, say: 'the gala costs are one line (Gala Event Costs) with no catering breakdown.', wrong: 'Gala catering cost S$31,240.', absent: (t) => !/cater|food|F&B/i.test(t) });
tm('notfound', "What's the balance of our OCBC account?", { nf: true, say: 'the only bank accounts listed are with DBS and POSB.', wrong: 'The OCBC account held S$56,300 at 31 March 2026.', absent: (t) => !/OCBC|UOB|Maybank/i.test(t) });
tm('notfound', 'What were utilities in January 2026?', { nf: true, say: 'Xero gives utilities by quarter and the bank file covers March only.', wrong: 'Utilities in January 2026 were S$1,402.18.', absent: (t, docs) => !/Jan 2026 \|/.test(docs[3]) && !/UTILITIES JAN/i.test(t) && /Jan-Mar 2026/.test(docs[1]) });
tm('notfound', 'What is the FY2026/27 budget for staff costs?', { nf: true, say: 'the FY2026/27 budget in the minutes is set out by programme, not by type of cost.', wrong: 'The FY2026/27 budget for staff costs is S$1,312,000.', absent: (t, docs) => !/staff cost/i.test(docs[4]) && !/FY2026\/27[^\n]*staff/i.test(t) });
