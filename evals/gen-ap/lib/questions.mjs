// The 100 questions of set AP. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how the answer is recomputed from the generated files by verify.mjs (g = generic readings of the files).
import { NR as N, AL as A } from '../data.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const U = {
  kr: (v) => `${en(v, Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2)} kr`,
  krd: (v) => `${en(v, 2)} kr`,
  jd: (v) => `JD ${en(v, 3)}`,
  usd: (v) => `US$${en(v, 2)}`,
  pct: (v) => `${en(v, 2)}%`,
  n: (v) => en(v, Number.isInteger(v) ? 0 : 3),
};
const REFUSE = 'I could not find that in the documents.';

export const CASES = [];
const seq = { norrsken: 0, ammanlink: 0 };
const prefix = { norrsken: 'norrsken', ammanlink: 'ammanlink' };
function C(org, kind, question, o) {
  const id = `${prefix[org]}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, sv: !!o.sv };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = REFUSE;
    c.wrong = o.wrong;
    c.absent = o.absent; // (all text of the org) => true when the subject is not in the documents
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, going by the documents.`;
    c.wrong = `${o.wrong}, going by the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' || (kind === 'receipt' && o.unit === 'n') ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol, ...(o.alt ? { alt: o.alt } : {}) };
    const f = U[o.unit ?? 'n'];
    c.ideal = `${f(o.v)}, going by the documents.`;
    c.wrong = `${f(o.wrong)}, going by the documents.`;
  }
  CASES.push(c);
}
const nr = (kind, q, o) => C('norrsken', kind, q, o);
const al = (kind, q, o) => C('ammanlink', kind, q, o);

// ====================================================================== norrsken
// documents: 0 årsredovisning, 1 Fortnox, 2 Swish, 3 90-konto report, 4 protokoll, 5 kvitto
const RR = 'Resultaträkning', BR = 'Balansräkning';
nr('lookup', 'What were total gifts (gåvor) in the 2025 income statement?', { v: N.gavor[0], unit: 'kr', wrong: N.gavor[1], from: (g) => g.n(0, 'Gåvor', 1, RR) });
nr('lookup', 'Hur stora var ändamålskostnaderna 2024?', { sv: true, v: N.andamal[1], unit: 'kr', wrong: N.andamal[0], from: (g) => g.n(0, 'Ändamålskostnader', 2, RR) });
nr('total', 'How much did we raise in gifts and grants together in 2025?', { v: N.insamlade[0], unit: 'kr', wrong: N.intakter[0], from: (g) => g.n(0, 'Gåvor', 1, RR) + g.n(0, 'Bidrag', 1, RR) });
nr('lookup', 'admin costs last yr?', { v: N.admin[0], unit: 'kr', wrong: N.admin[1], from: (g) => g.n(0, 'Administrationskostnader', 0, RR) });
nr('percent', 'What percentage of our operating income (verksamhetsintäkter) went to ändamålskostnader in 2025?', { v: N.si.pctAndamal, unit: 'pct', wrong: Math.round((10000 * N.andamal[0]) / N.insamlade[0]) / 100, from: (g) => (100 * g.n(0, 'Ändamålskostnader', 1, RR)) / g.n(0, 'Summa verksamhetsintäkter', 0, RR) });
nr('percent', 'Hur stor var insamlingskostnaden i procent av insamlade medel enligt 90-kontorapporten?', { sv: true, v: N.si.pctInsaml, unit: 'pct', wrong: Math.round((10000 * N.insaml[0]) / N.intakter[0]) / 100, from: (g) => { const w = g.n(3, 'Insamlingskostnader i % av insamlade medel (rad 11 / rad 7)', 1); const c = (100 * g.n(3, 'Insamlingskostnader', 1)) / g.n(3, 'Summa insamlade medel (rad 4–6)', 1); return Math.abs(w - c) < 0.01 ? w : NaN; } });
nr('lookup', 'What was our surplus for 2025 (årets resultat)?', { v: N.resultat[0], unit: 'kr', wrong: N.vr[0], from: (g) => g.n(0, 'Årets resultat', 0, RR) });
nr('difference', 'By how much did gift income increase from 2024 to 2025?', { v: N.gavor[0] - N.gavor[1], unit: 'kr', wrong: N.intakter[0] - N.intakter[1], from: (g) => g.n(0, 'Gåvor', 1, RR) - g.n(0, 'Gåvor', 2, RR) });
nr('lookup', 'kassa och bank vid årsskiftet?', { sv: true, v: N.kassa[0], unit: 'kr', wrong: N.kassa[1], from: (g) => g.n(0, 'Kassa och bank', 0, BR) });
nr('lookup', 'What were ändamålskostnader in 2022 according to the five-year overview?', { v: N.fler.andamal[3] * 1000, alt: [N.fler.andamal[3]], unit: 'kr', wrong: N.fler.andamal[2] * 1000, from: (g) => 1000 * g.n(0, 'Ändamålskostnader', 3, 'Flerårsöversikt (tkr)') });
nr('percent', 'In 2021, what share of operating income went to the purpose, per the multi-year overview?', { v: N.fler.andPct[4], unit: 'pct', wrong: N.fler.iaPct[4], from: (g) => { const w = g.n(0, 'Ändamålskostnader / verksamhetsintäkter, %', 4); const c = (100 * g.n(0, 'Ändamålskostnader', 4, 'Flerårsöversikt (tkr)')) / g.n(0, 'Verksamhetsintäkter', 4, 'Flerårsöversikt (tkr)'); return Math.abs(w - c) < 0.05 ? w : NaN; } });
nr('lookup', 'ändamålsbestämda medel vid årets slut?', { sv: true, v: N.ekAndamal[0], unit: 'kr', wrong: N.ekAndamal[1], from: (g) => g.n(0, 'Ändamålsbestämda medel', 0, BR) });
nr('lookup', 'What were our purpose costs (ändamålskostnader) for youth sports in 2025?', { v: N.omr[1][1][0], unit: 'kr', wrong: N.rrAcc[4020].ack, from: (g) => g.n(0, 'Ungdomsidrott', 0) });
nr('percent', 'What percentage of our purpose costs went to elderly care in 2025?', { v: Math.round((10000 * N.omr[0][1][0]) / N.andamal[0]) / 100, unit: 'pct', wrong: Math.round((10000 * N.omr[0][1][0]) / N.intakter[0]) / 100, from: (g) => (100 * g.n(0, 'Äldreomsorg på landsbygden', 0)) / g.n(0, 'Summa ändamålskostnader', 0) });
nr('count', 'How many people did we employ on average in 2025?', { v: N.anstTot[0], wrong: N.anstTot[1], from: (g) => { const a = g.n(0, 'Totalt', 0, 'Medelantal anställda'); return a === g.n(3, 'Medelantal anställda', 1) ? a : NaN; } });
nr('lookup', 'What was the generalsekreterare paid in 2025?', { v: N.lonGS[0], unit: 'kr', wrong: N.lonGS[1], from: (g) => g.n(0, 'Generalsekreterare', 0) });
nr('lookup', 'Vilket marknadsvärde hade värdepappren vid årets slut?', { sv: true, v: N.vpMV[0], unit: 'kr', wrong: N.vpBV[0], from: (g) => g.n(0, 'Marknadsvärde vid årets slut', 0) });
nr('monthly', 'How much came in through Swish in December according to Fortnox?', { v: N.swishNet, unit: 'kr', wrong: N.rrAcc[3010].ack, from: (g) => { const f = g.n(1, 'Gåvor Swish', 1); const s = sum(g.swish().map((r) => r.amt)); return Math.abs(f - s) < 0.01 ? f : NaN; } });
nr('monthly', 'salaries acct 7010 dec 2025?', { v: N.rrAcc[7010].dec, unit: 'kr', wrong: N.rrAcc[7010].ack, from: (g) => g.n(1, 'Löner tjänstemän', 1) });
nr('lookup', 'Vad betalade vi i lokalhyra för hela 2025?', { sv: true, v: N.rrAcc[5010].ack, unit: 'kr', wrong: N.rrAcc[5010].dec, from: (g) => g.n(1, 'Lokalhyra', 2) });
nr('coa', 'which account is porto in fortnox', { text: ['6250'], say: 'Account 6250', wrong: 'Account 6210', from: (g) => String(g.row(1, 'Porto')[0]) });
nr('difference', 'How much came in from monthly donors by autogiro in January–November 2025?', { v: N.rrAcc[3012].ack - N.rrAcc[3012].dec, unit: 'kr', wrong: N.rrAcc[3012].ack, from: (g) => g.n(1, 'Gåvor autogiro månadsgivare', 2) - g.n(1, 'Gåvor autogiro månadsgivare', 1) });
nr('lookup', 'Vad var saldot på PlusGiro-kontot (1920) vid årets slut?', { sv: true, v: N.bank[1][2][0], unit: 'kr', wrong: N.bank[1][2][1], from: (g) => g.n(1, 'PlusGiro 90-konto', 3) });
nr('difference', 'How much did the Handelsbanken business account (1930) grow during 2025?', { v: N.bank[2][2][0] - N.bank[2][2][1], unit: 'kr', wrong: N.bank[2][2][0], from: (g) => g.n(1, 'Företagskonto Handelsbanken', 2) });
nr('count', 'How many Swish gifts are in the December Swish report, not counting refunds?', { v: N.swishGifts.length, wrong: N.swish.length, from: (g) => g.swish().filter((r) => r.amt > 0).length });
nr('total', 'total swish refunds in dec?', { v: -sum(N.swishRefunds.map((r) => r.amt)), unit: 'kr', wrong: 1000, from: (g) => -sum(g.swish().filter((r) => r.amt < 0).map((r) => r.amt)) });
nr('extreme', 'What was the largest single Swish gift in the December report?', { v: 5000, unit: 'kr', wrong: 1000, from: (g) => Math.max(...g.swish().map((r) => r.amt)) });
nr('text', 'Who gave the biggest Swish gift in December?', { text: ['Hägglund', 'Hagglund'], say: 'Gunnel Hägglund', wrong: 'Erik Nordin', from: (g) => [...g.swish()].sort((a, b) => b.amt - a.amt)[0].name });
const avgGift = sum(N.swishGifts.map((r) => r.amt)) / N.swishGifts.length;
nr('average', 'What was the average Swish gift in December, leaving out refunds?', { v: Math.round(avgGift * 100) / 100, unit: 'krd', wrong: Math.round((N.swishNet / N.swish.length) * 100) / 100, from: (g) => { const p = g.swish().filter((r) => r.amt > 0); return sum(p.map((r) => r.amt)) / p.length; } });
const jul = sum(N.swish.filter((r) => r.tdag === '2025-12-24').map((r) => r.amt));
const jul23 = sum(N.swish.filter((r) => r.tdag === '2025-12-23').map((r) => r.amt));
nr('total', 'Hur mycket swishades in på julafton?', { sv: true, v: jul, unit: 'kr', wrong: jul + jul23, from: (g) => sum(g.swish().filter((r) => r.tdag === '2025-12-24').map((r) => r.amt)) });
nr('count', 'Hur många månadsgivare rapporterade vi till Svensk Insamlingskontroll?', { sv: true, v: N.si.manadsgivare, wrong: 4218, from: (g) => g.n(3, 'Antal månadsgivare per 31 december', 1) });
nr('percent', 'Fundraising plus admin costs as a % of operating income, per the 90-konto report?', { v: N.si.pctInsAdm, unit: 'pct', wrong: 25, from: (g) => g.n(3, 'Insamlings- och adm.kostnader i % av verksamhetsintäkter', 1) });
nr('text', 'Who is the auditor who signed off the 90-konto report?', { text: ['Sandström', 'Sandstrom'], say: 'Per-Olof Sandström', wrong: 'Anders Forsberg', from: (g) => g.find(3, /Revisor \| ([^,|]+),/) });
nr('lookup', 'Hur mycket är budgeterat för gåvor 2026?', { sv: true, v: N.bud.gavor[2], unit: 'kr', wrong: N.bud.gavor[1], from: (g) => g.n(4, 'Gåvor', 2) });
nr('variance', "How far off was the board's 2025 forecast for gifts from the actual gifts in the annual report?", { v: N.gavor[0] - N.bud.gavor[1], unit: 'kr', wrong: N.gavor[0] - N.gavor[1], from: (g) => g.n(0, 'Gåvor', 1, RR) - g.n(4, 'Gåvor', 1) });
nr('lookup', 'budgeted surplus 2026?', { v: N.bud.resultat[2], unit: 'kr', wrong: N.bud.resultat[1], from: (g) => g.n(4, 'Resultat', 2) });
nr('difference', 'How much more is budgeted for youth sports in 2026 than we actually spent on it in 2025?', { v: N.bud.idrott[2] - N.omr[1][1][0], unit: 'kr', wrong: N.bud.idrott[2] - N.bud.idrott[1], from: (g) => Math.abs(g.n(4, 'Ändamålskostnader – ungdomsidrott', 2)) - g.n(0, 'Ungdomsidrott', 0) });
nr('date', 'När är nästa styrelsemöte?', { sv: true, text: ['2026-02-19', '19 februari 2026', '19 February 2026', 'February 19, 2026', '19 Feb 2026', 'Feb 19, 2026', '19/02/2026'], say: 'Den 2026-02-19', wrong: '2026-04-08', from: (g) => g.find(4, /Nästa styrelsemöte hålls (\d{4}-\d\d-\d\d)/) });
nr('text', 'Vem var ordförande vid styrelsemötet i november?', { sv: true, text: ['Lundmark'], say: 'Birgitta Lundmark', wrong: 'Maria Nilsson', from: (g) => g.find(4, /Ordföranden (\S+ \S+) hälsade/) });
nr('lookup', 'Up to what amount can the generalsekreterare approve payments alone?', { v: N.mote.attest, unit: 'kr', wrong: 40000, from: (g) => g.num(g.find(4, /attesterar ensam utbetalningar upp till ([\d\s\u00a0]+) kr/)) });
nr('receipt', 'What was the total on the Vasaplan receipt?', { v: N.kv.total, unit: 'krd', wrong: N.kv.netto, from: (g) => g.ocr(5, /Totalt\s+(\d[\d\s]*,\d\d)/) });
nr('receipt', 'Hur mycket moms 12 % var det på kvittot?', { sv: true, v: N.kv.m12, unit: 'krd', wrong: N.kv.m25, from: (g) => { const m = g.ocr(5, /Moms 12%\s+(\d+,\d\d)/), b = g.ocr(5, /Moms 12%\s+\d+,\d\d\s+\d+,\d\d\s+(\d+,\d\d)/); return Math.abs((b * 12) / 112 - m) < 0.006 ? m : NaN; } });
nr('ratio', 'What was the ratio of current assets to current liabilities at 31 Dec 2025?', { v: Math.round((1000 * N.omsT[0]) / N.kortSkulder[0]) / 1000, wrong: Math.round((1000 * N.omsT[1]) / N.kortSkulder[1]) / 1000, from: (g) => g.n(0, 'Summa omsättningstillgångar', 0) / g.n(0, 'Summa kortfristiga skulder', 0) });
const fAvg = sum(N.fler.andamal) / 5;
nr('average', 'What were average ändamålskostnader per year over the five years in the multi-year overview?', { v: fAvg * 1000, alt: [fAvg], unit: 'kr', wrong: N.fler.andamal[2] * 1000, from: (g) => (1000 * sum([0, 1, 2, 3, 4].map((k) => g.n(0, 'Ändamålskostnader', k, 'Flerårsöversikt (tkr)')))) / 5 });
nr('percent', 'Med hur många procent ökade verksamhetsintäkterna 2025 jämfört med 2024?', { sv: true, v: Math.round((10000 * (N.intakter[0] - N.intakter[1])) / N.intakter[1]) / 100, unit: 'pct', wrong: Math.round((10000 * (N.gavor[0] - N.gavor[1])) / N.gavor[1]) / 100, from: (g) => (100 * (g.n(0, 'Summa verksamhetsintäkter', 0) - g.n(0, 'Summa verksamhetsintäkter', 1))) / g.n(0, 'Summa verksamhetsintäkter', 1) });
// not found
nr('notfound', 'What were total operating income (verksamhetsintäkter) in 2020?', { nf: true, wrong: 'Total operating income in 2020 was 15,840,000 kr.', absent: (t) => !/\b2020\b/.test(t) });
nr('notfound', "What's the 2026 budget for Swish gifts?", { nf: true, wrong: 'The 2026 budget for Swish gifts is 380,000 kr.', absent: (t, docs) => !/swish/i.test(docs[4]) });
nr('notfound', 'Hur mycket betalade vi i hyra för kontoret i Skellefteå 2025?', { sv: true, nf: true, wrong: 'Hyran för kontoret i Skellefteå var 228,000 kr under 2025.', absent: (t) => /kontor i Umeå och Skellefteå/.test(t) && !/Skellefteå[^\n]*\d{3} \d{3}/.test(t) && !/hyra[^\n]*Skellefteå/i.test(t) });
nr('notfound', 'What was the PlusGiro balance at 30 June 2025?', { nf: true, wrong: 'The PlusGiro balance at 30 June 2025 was 2,104,500 kr.', absent: (t) => !/2025-06-30|30 juni|30 June|Period 2025-0[1-6]-01 - 2025-06/.test(t) });
nr('notfound', 'Who is our contact person at Handelsbanken?', { nf: true, wrong: 'Your contact at Handelsbanken is Karin Sjöberg.', absent: (t) => !/(kontaktperson|kundansvarig|rådgivare)[^\n]*Handelsbanken|Handelsbanken[^\n]*(kontaktperson|kundansvarig|rådgivare)/i.test(t) });

// ====================================================================== ammanlink
// documents: 0 audited statements, 1 SF-425, 2 budget vs actual, 3 Arab Bank CSV, 4 board minutes, 5 receipt
const SFP = 'STATEMENT OF FINANCIAL POSITION', SOA = 'STATEMENT OF ACTIVITIES AND CHANGES IN NET ASSETS';
const pct2 = (a, b) => Math.round((10000 * a) / b) / 100;
al('lookup', 'What was total revenue and support for the year ended 31 December 2025?', { v: A.revTot[0], unit: 'jd', wrong: A.revU, from: (g) => g.n(0, 'Total revenue and support', 2) });
al('lookup', 'usaid grant revenue 2025 in JD?', { v: A.rev.usaid[1], unit: 'jd', wrong: A.grants[0][2].cash, from: (g) => g.n(0, 'Grants – USAID (Sanad)', 3) });
al('lookup', 'Net assets with donor restrictions at year end 2025?', { v: A.restrTot[0], unit: 'jd', wrong: A.restrTot[1], from: (g) => g.n(0, 'With donor restrictions', 1, SFP) });
al('lookup', 'What did we spend in total in 2024?', { v: A.expTot[1], unit: 'jd', wrong: A.expTot[0], from: (g) => g.n(0, 'Total expenses', 3) });
al('lookup', 'How much cash and cash equivalents did we hold at 31 Dec 2025?', { v: A.cash[0], unit: 'jd', wrong: A.jodAcct[0], from: (g) => g.n(0, 'Cash and cash equivalents', 1) });
al('percent', 'What share of total 2025 expenses went to program services?', { v: pct2(A.progTot[0], A.expTot[0]), unit: 'pct', wrong: pct2(A.progTot[0], A.revTot[0]), from: (g) => (100 * g.n(0, 'Total program services', 2)) / g.n(0, 'Total expenses', 2) });
al('grant', 'How much cash did we actually receive from the EU in 2025?', { v: A.grants[1][2].cash, unit: 'jd', wrong: A.grants[1][2].rev, from: (g) => g.n(0, 'European Union', 1) });
al('grant', 'What was the unspent restricted USAID balance at 31 December 2025?', { v: A.grants[0][2].b1, unit: 'jd', wrong: A.grants[0][2].b0, from: (g) => g.n(0, 'USAID', 4) });
al('total', 'Total grant cash received from all donors in 2025?', { v: A.grantCashTot[0], unit: 'jd', wrong: A.grantCashTot[0] - A.grants[3][2].cash, from: (g) => g.n(0, 'Total 2025', 1) });
al('difference', 'How much bigger was the change in net assets in 2025 than in 2024?', { v: Math.round((A.chg[0] - A.chg[1]) * 1000) / 1000, unit: 'jd', wrong: A.chg[0], from: (g) => g.n(0, 'Change in net assets', 2) - g.n(0, 'Change in net assets', 3) });
al('ratio', 'Current ratio at 31 December 2025 (current assets over current liabilities)?', { v: Math.round((1000 * A.curAssets[0]) / A.curLiab[0]) / 1000, wrong: Math.round((1000 * A.totAssets[0]) / A.liab[0]) / 1000, from: (g) => g.n(0, 'Total current assets', 0) / g.n(0, 'Total current liabilities', 0) });
al('lookup', 'What US dollar rate do the audited statements translate at (JD per US$)?', { v: A.peg, wrong: 1.41, from: (g) => g.num(g.find(0, /translated at JD ([\d.]+) per US\$ 1/)) });
al('ratio', "What's our 2025 total revenue in US dollars at the peg?", { v: Math.round((A.revTot[0] / A.peg) * 100) / 100, unit: 'usd', wrong: Math.round(A.revTot[0] * A.peg * 100) / 100, from: (g) => g.n(0, 'Total revenue and support', 2) / g.num(g.find(0, /translated at JD ([\d.]+) per US\$ 1/)) });
al('lookup', 'total staff costs 2025', { v: A.staffTot[0], unit: 'jd', wrong: A.staff.salaries[0], from: (g) => g.n(0, 'Total staff costs', 0) });
al('lookup', 'Cash receipts reported on line 10a of the SF-425?', { v: A.ffr.a, unit: 'usd', wrong: A.ffr.b, from: (g) => g.n(1, 'a. Cash Receipts', 0) });
al('lookup', 'federal share of expenditures on the FFR', { v: A.ffr.e, unit: 'usd', wrong: A.ffr.g, from: (g) => { const f = g.n(1, 'e. Federal share of expenditures', 0); return Math.abs(f - g.n(2, 'k. TOTAL', 3)) < 0.01 ? f : NaN; } });
al('lookup', 'Unobligated balance of federal funds on the Sanad report?', { v: A.ffr.h, unit: 'usd', wrong: A.totRem, from: (g) => g.n(1, 'h. Unobligated balance of Federal funds (line d minus g)', 0) });
al('percent', 'indirect rate on the SF-425?', { v: A.rate * 100, unit: 'pct', wrong: A.mtg.finalFY24, from: (g) => g.n(1, 'Provisional', 0) });
al('lookup', 'What base has indirect cost been charged on so far, per the FFR?', { v: A.base, unit: 'usd', wrong: A.tdCum, from: (g) => { const b = g.n(1, 'g. Totals:', 0); const amt = g.n(1, 'g. Totals:', 1); return Math.abs(b * 0.184 - amt) < 0.02 ? b : NaN; } });
al('text', 'What type of indirect rate is reported on the SF-425?', { text: ['Provisional'], say: 'Provisional', wrong: 'Final', from: (g) => g.find(1, /(Provisional|Predetermined|Final|Fixed) \| \d+\.\d+%/) });
al('date', 'When does the Sanad award period end?', { text: ['09/30/2027', 'September 30, 2027', '30 September 2027', '30/09/2027', 'Sep 30, 2027', '30 Sep 2027', '2027-09-30'], say: 'September 30, 2027', wrong: 'December 31, 2025', from: (g) => g.find(1, /To: \(Month, Day, Year\) (\d\d\/\d\d\/\d{4})/) });
al('lookup', 'Travel spending in Q4 2025 on Sanad?', { v: A.bva[2].q, unit: 'usd', wrong: A.bva[2].cum, from: (g) => g.n(2, 'c. Travel', 2) });
al('lookup', 'How much personnel budget remains on the USAID project?', { v: A.bva[0].rem, unit: 'usd', wrong: A.bva[0].cum, from: (g) => g.n(2, 'a. Personnel', 4) });
al('percent', 'What % of the contractual budget has been spent to date?', { v: pct2(A.bva[5].cum, A.bva[5][1]), unit: 'pct', wrong: pct2(A.totCum, A.award), from: (g) => 100 * g.n(2, 'f. Contractual', 5) });
al('text', 'Which object class is over budget on Sanad?', { text: ['Equipment'], say: 'Equipment', wrong: 'Supplies', from: (g) => { const r = g.sheet(2, 'Budget vs Actual').filter((x) => /^[a-h]\. /.test(String(x[0])) && g.num(x[5]) < 0); return r.length === 1 ? String(r[0][0]) : ''; } });
al('variance', 'By how much is equipment over its approved budget?', { v: -A.bva[3].rem, unit: 'usd', wrong: A.bva[3].q, from: (g) => -g.n(2, 'd. Equipment', 4) });
al('monthly', 'Personnel costs in November 2025?', { v: A.bva[0][3][1], unit: 'usd', wrong: A.bva[0][3][0], from: (g) => g.n(2, 'a. Personnel', 1, '[sheet Q4 by Month]') });
al('monthly', 'total direct charges in october?', { v: A.tdMonth[0], unit: 'usd', wrong: Math.round((A.tdMonth[0] + A.indMonth[0]) * 100) / 100, from: (g) => g.n(2, 'Total Direct Charges', 0, '[sheet Q4 by Month]') });
al('total', 'How much did the project spend in total through September 2025?', { v: A.totPrior, unit: 'usd', wrong: A.tdPrior, from: (g) => g.n(2, 'k. TOTAL', 1) });
al('lookup', 'indirect charged this quarter', { v: A.indQ, unit: 'usd', wrong: A.indCum, from: (g) => g.n(2, 'j. Indirect Charges (18.4% of MTDC)', 2) });
al('ratio', 'Cumulative fringe benefits spent on Sanad, in JD at the 0.709 peg?', { v: Math.round(A.bva[1].cum * A.peg * 1000) / 1000, unit: 'jd', wrong: A.bva[1].cum, from: (g) => g.n(2, 'b. Fringe Benefits', 3) * 0.709 });
al('lookup', 'Arab Bank JOD closing balance at 31/12/2025?', { v: A.bankClose, unit: 'jd', wrong: A.bankOpen, from: (g) => { const b = g.bank(); const last = g.num(b[b.length - 1][6]); return Math.abs(last - g.n(0, 'Arab Bank – current account (JOD)', 0)) < 0.001 ? last : NaN; } });
al('total', 'Total credits into the Arab Bank account in December?', { v: A.bankCr, unit: 'jd', wrong: A.bankDr, from: (g) => sum(g.bank().map((r) => g.num(r[5]) || 0)) });
al('lookup', 'How many dinars did the USAID advance bring in this December?', { v: 42480, unit: 'jd', wrong: 60000, from: (g) => g.num(g.bank().find((r) => /USAID/.test(r[2]))[5]) });
al('extreme', 'biggest payment out of arab bank in dec?', { v: 38612.375, unit: 'jd', wrong: 8806.615, from: (g) => Math.max(...g.bank().map((r) => g.num(r[4]) || 0)) });
al('total', 'How much did Arab Bank charge us in fees in December?', { v: sum(A.bankCharges.map((b) => b[4])), unit: 'jd', wrong: 15, from: (g) => sum(g.bank().filter((r) => /BANK CHARGES/.test(r[2])).map((r) => g.num(r[4]))) });
al('date', 'What value date did the EU tranche carry on the bank statement?', { text: ['09/12/2025', '9 December 2025', 'December 9, 2025', '9 Dec 2025', 'Dec 9, 2025', '2025-12-09', '9/12/2025'], say: '09/12/2025 (9 December 2025)', wrong: '10/12/2025', from: (g) => g.bank().find((r) => /EU GREEN JOBS/.test(r[2]))[1] });
al('lookup', '2026 budget for the Green Jobs programme?', { v: 410250, unit: 'jd', wrong: 398500, from: (g) => g.n(4, 'Green Jobs for Youth', 1) });
al('difference', 'How much more total expenditure is budgeted for 2026 than was approved for 2025?', { v: A.bud.expTot[1] - A.bud.expTot[0], unit: 'jd', wrong: A.bud.revTot[1] - A.bud.revTot[0], from: (g) => g.n(4, 'Total expenditure', 1) - g.n(4, 'Total expenditure', 0) });
al('percent', 'What is the provisional fringe benefit rate?', { v: A.mtg.fringe, unit: 'pct', wrong: 18.4, from: (g) => g.n(4, 'Fringe benefits', 0) });
al('text', 'Who seconded the motion approving the 2026 budget?', { text: ['Reem Nasser', 'Nasser'], say: 'Reem Nasser', wrong: 'Omar Haddadin', from: (g) => g.find(4, /seconded by ([^;]+);/) });
al('date', "When's the next board meeting?", { text: ['15 March 2026', 'March 15, 2026', '15/03/2026', '2026-03-15', '15 Mar 2026', 'Mar 15, 2026'], say: '15 March 2026', wrong: '21 September 2025', from: (g) => g.find(4, /next meeting of the Board will be held on ([^.]+)\./) });
al('receipt', 'What was the total on the Al Rawnaq receipt?', { v: A.rc.total, unit: 'jd', wrong: A.rc.sub, from: (g) => { const t = g.ocr(5, /TOTAL JD\s+(\d+\.\d{3})/); const s = g.ocr(5, /Subtotal\s+(\d+\.\d{3})/), x = g.ocr(5, /Sales Tax 16%\s+(\d+\.\d{3})/); return Math.abs(s + x - t) < 0.0015 && Math.abs(s * 0.16 - x) < 0.0015 ? t : NaN; } });
al('receipt', 'sales tax on the stationery receipt?', { v: A.rc.tax, unit: 'jd', wrong: A.rc.total, from: (g) => g.ocr(5, /Sales Tax 16%\s+(\d+\.\d{3})/) });
al('receipt', 'How many units in all did we buy on the stationery receipt?', { v: A.rc.count, wrong: A.rc.items.length, from: (g) => g.ocr(5, /Items\s+(\d+)/) });
// not found
al('notfound', 'What was total revenue in 2023?', { nf: true, wrong: 'Total revenue in 2023 was JD 781,240.000.', absent: (t) => !/2023/.test(t) });
al('notfound', "What's the approved 2026 travel budget for Sanad?", { nf: true, wrong: 'The approved 2026 travel budget for Sanad is US$32,000.00.', absent: (t, docs) => !/travel/i.test(docs[4]) && /Approved Budget \(total award\)/.test(docs[2]) && !/2026 budget[^\n]*travel/i.test(t) });
al('notfound', 'How much did we spend on electricity in 2025?', { nf: true, wrong: 'Electricity cost JD 14,260.000 in 2025.', absent: (t) => !/electric|JEPCO/i.test(t) && /Rent, utilities, communications and other office costs are reported together/.test(t) });
al('notfound', 'How much did Arab Bank charge us in fees in November 2025?', { nf: true, wrong: 'Arab Bank charged JD 25.000 in fees in November 2025.', absent: (t, docs) => !/^\d\d\/11\/2025 \| \d\d\/\d\d\/2025 \| BANK/m.test(docs[3]) && !/bank charges[^\n]*November/i.test(t) });
al('notfound', "Who is our USAID Agreement Officer's Representative on Sanad?", { nf: true, wrong: 'Your AOR is Jennifer Collins at USAID/Jordan.', absent: (t) => !/\bAOR\b|Agreement Officer/i.test(t) });
