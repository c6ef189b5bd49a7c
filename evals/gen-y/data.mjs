// Set Y: the one data module. Every figure lives in figures.mjs (imported here); this file adds the questions.
// Each question: [kind, question, calc(V) -> number | {text: [...]} | 'notfound', {unit, wrong}]
import { J, L, derive } from './figures.mjs';

export const RAW = { J, L };
export const view = () => derive();
export const ORGS = {
  jamuna: { name: 'Jamuna Char Development Society', fiscalYearStart: 'July' },
  lignum: { name: 'Lignum Vitae Community Foundation', fiscalYearStart: 'January' },
};

const sum = (a) => a.reduce((s, x) => s + x, 0);
const row = (rows, label) => rows.find((r) => r.label.startsWith(label));
const dates = (iso) => {
  const M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${d} ${M[m - 1]} ${y}`, `${M[m - 1]} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${iso}`, `${d} ${M[m - 1].slice(0, 3)} ${y}`, `${M[m - 1].slice(0, 3)} ${d}, ${y}`, `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'} ${M[m - 1]} ${y}`, `${mm}/${dd}/${y}`];
};
const dayFirst = (iso) => dates(iso).filter((x, i) => i !== 7);
const monthFirst = (iso) => dates(iso).filter((x, i) => i !== 2);

const jamuna = [
  // ---- lookup (7)
  ['lookup', 'What was the cash and bank balance at 30 June 2025 per the audited statement of financial position?', (V) => V.jamuna.cash[2], { unit: 'Tk', wrong: 12684471 }],
  ['lookup', 'how much did aqua fund switzerland give us in 2024-25?', () => J.restricted.WASH[5], { unit: 'Tk', wrong: 27300000 }],
  ['lookup', 'What is the FY2025-26 annual budget for the Nirapad Pani WASH project in the board pack?', () => J.pack.expense[1][1], { unit: 'Tk', wrong: 35100000 }],
  ['lookup', 'whats the euro budget for personnel over the whole three years of the delta partners grant', () => J.crlp.lines[0][1] + J.crlp.lines[0][2] + J.crlp.lines[0][3], { unit: '€', wrong: 140000 }],
  ['lookup', 'What depreciation was charged on motorcycles in FY25?', () => J.ppe[3][6], { unit: 'Tk', wrong: 498200 }],
  ['lookup', 'What exchange rate did we use for Year 2 in the CRLP financial report to Stichting Delta Partners?', () => J.crlp.rateY2, { unit: '', wrong: 117.6 }],
  ['lookup', 'how much vat was charged on the nahar printers cash memo', (V) => V.jamuna.receipt.vat, { unit: 'Tk', wrong: 1173.75 }],
  // ---- sum (5)
  ['sum', 'What was our total income for FY2024-25, restricted and unrestricted together?', (V) => V.jamuna.incTotal25, { unit: 'Tk', wrong: 139658000 }],
  ['sum', 'How much did we disburse to partner organisations in total during 2024-25?', (V) => sum(V.jamuna.partners.map((p) => p.disbursed)), { unit: 'Tk', wrong: 28740000 }],
  ['sum', 'What was the total of our fixed deposits (FDRs) at 31 December 2025?', () => sum(J.pack.fdrs.map((f) => f[2])), { unit: 'Tk', wrong: 30000000 }],
  ['sum', 'how much in euros had delta partners sent us altogether by the end of year 2', (V) => V.jamuna.crlp.recvEur, { unit: '€', wrong: 620000 }],
  ['sum', 'What was the combined year-to-date actual spend on CRLP, Nirapad Pani and Shikkha Setu at the end of December?', () => J.pack.expense[0][3] + J.pack.expense[1][3] + J.pack.expense[2][3], { unit: 'Tk', wrong: 64500000 }],
  // ---- difference (4)
  ['difference', 'By how much did grant income from foreign donors increase between 2023-24 and 2024-25?', (V) => V.jamuna.Rr.inc25 - V.jamuna.Rr.inc24, { unit: 'Tk', wrong: 40127071 }],
  ['difference', 'How much more did we spend on CRLP in Year 2 than in Year 1, in euros?', (V) => V.jamuna.crlp.total.a2eur - V.jamuna.crlp.total.a1eur, { unit: '€', wrong: 102720 }],
  ['difference', 'how much did the written down value of our fixed assets go down over FY25', (V) => V.jamuna.P.wdv0 - V.jamuna.P.wdv1, { unit: 'Tk', wrong: 2765050 }],
  ['difference', 'How much more did we hold in FDRs at 30 June 2025 than at the prior year end?', () => J.bs.fdr[2] - J.bs.fdr[1], { unit: 'Tk', wrong: 2500000 }],
  // ---- percent (4)
  ['percent', 'What was our programme ratio for FY2024-25, i.e. programme expenditure as a percentage of total expenditure?', (V) => ((V.jamuna.Rr.exp25 + V.jamuna.uExp[0].y25) / V.jamuna.totalExp25) * 100, { unit: '%', wrong: 89.45 }],
  ['percent', 'What share of the Year 2 CRLP budget did we actually spend?', (V) => (V.jamuna.crlp.total.a2eur / V.jamuna.crlp.total.b2) * 100, { unit: '%', wrong: 35.6 }],
  ['percent', 'local donations ytd as a % of the ytd budget at dec?', () => (J.pack.income[1][3] / J.pack.income[1][2]) * 100, { unit: '%', wrong: 47.07 }],
  ['percent', 'What percentage of the total three-year CRLP budget is still unspent after Year 2?', (V) => (V.jamuna.crlp.total.remaining / V.jamuna.crlp.total.total) * 100, { unit: '%', wrong: 33.45 }],
  // ---- variance (3)
  ['variance', 'At the end of December 2025, how far under or over budget was total expenditure year to date?', (V) => V.jamuna.pack.te.ytdVar, { unit: 'Tk', wrong: 1426810 }],
  ['variance', 'did we go over budget on nirapad pani in q2? by how much', (V) => row(V.jamuna.pack.exp, 'Nirapad').qVar, { unit: 'Tk', wrong: 826900 }],
  ['variance', 'In the CRLP Year 2 report, what was the variance on flood-resilient plinths and housing, in euros?', (V) => V.jamuna.crlp.lines[3].var2, { unit: '€', wrong: 10000 }],
  // ---- ratio (2)
  ['ratio', 'What was the current ratio at 30 June 2025 (current assets to current liabilities)?', (V) => (V.jamuna.totalAssets[2] - V.jamuna.ppeB[2]) / J.bs.payables[2], { unit: '', wrong: 10.06 }],
  ['ratio', 'Ratio of the general fund to restricted funds at 30 June 2025?', (V) => V.jamuna.gf[2] / V.jamuna.rf[2], { unit: '', wrong: 4.32 }],
  // ---- average (3)
  ['average', 'What was the average amount agreed per partner agreement in the sub-grant register?', (V) => sum(V.jamuna.partners.map((p) => p.agreed)) / V.jamuna.partners.length, { unit: 'Tk', wrong: 2210769.23 }],
  ['average', 'whats the simple average interest rate across our fdrs', () => sum(J.pack.fdrs.map((f) => f[3])) / J.pack.fdrs.length, { unit: '%', wrong: 9.92 }],
  ['average', 'On average, how much did head office staff costs run per month in the first half of FY2025-26?', () => J.pack.expense[5][3] / 6, { unit: 'Tk', wrong: 624916.67 }],
  // ---- count (3)
  ['count', 'How many partner agreements in the sub-grant register are still active?', (V) => V.jamuna.partners.filter((p) => p.status === 'Active').length, { unit: '', wrong: 9 }],
  ['count', 'how many of the fdrs mature before the end of june 2026', () => J.pack.fdrs.filter((f) => f[5] <= '2026-06-30').length, { unit: '', wrong: 3 }],
  ['count', 'How many different partner organisations received sub-grants in 2024-25?', (V) => new Set(V.jamuna.partners.map((p) => p.partner)).size, { unit: '', wrong: 14 }],
  // ---- extreme (4)
  ['extreme', 'Which CRLP budget line had the largest overspend against the Year 2 budget?', () => ({ text: ['Flood-resilient plinths and housing', 'plinths'] }), { wrong: 'Travel and transport' }],
  ['extreme', 'which partner got the biggest single disbursement in 24-25', () => ({ text: ['Char Jagoron Sangstha', 'Char Jagoron'] }), { wrong: 'Teesta Manob Kalyan Samity' }],
  ['extreme', 'Which expenditure line has the largest adverse year-to-date variance in the Q2 board pack?', () => ({ text: ['Nirapad Pani'] }), { wrong: 'Travel and vehicles' }],
  ['extreme', 'Which class of fixed assets had the highest written-down value at 30 June 2025?', () => ({ text: ['Buildings', 'training centre'] }), { wrong: 'Land' }],
  // ---- filter (3)
  ['filter', 'How much did we disburse to partners in Kurigram district in 2024-25?', (V) => sum(V.jamuna.partners.filter((p) => p.district === 'Kurigram').map((p) => p.disbursed)), { unit: 'Tk', wrong: 2650000 }],
  ['filter', 'total fdrs held with sonali bank?', () => sum(J.pack.fdrs.filter((f) => f[0].startsWith('Sonali')).map((f) => f[2])), { unit: 'Tk', wrong: 5000000 }],
  ['filter', 'What is the total undisbursed balance on the Shikkha Setu education sub-grants?', (V) => sum(V.jamuna.partners.filter((p) => p.project === 'Education').map((p) => p.undisbursed)), { unit: 'Tk', wrong: 5350000 }],
  // ---- date (4)
  ['date', 'When did the auditors sign their opinion on the FY25 accounts?', () => ({ text: dayFirst(J.report.opinionDate) }), { wrong: '2025-12-20' }],
  ['date', 'when does the brac bank fdr mature', () => ({ text: dayFirst(J.pack.fdrs[3][5]) }), { wrong: '2026-07-01' }],
  ['date', 'whats the date on the nahar printers cash memo', () => ({ text: dayFirst(J.receipt.date) }), { wrong: '2026-11-01' }],
  ['date', 'On what date was the second Year 2 transfer from Stichting Delta Partners received?', () => ({ text: dayFirst(J.crlp.tranches[3][0]) }), { wrong: '2024-08-06' }],
  // ---- text (3)
  ['text', 'Who chairs the board of JCDS?', () => ({ text: ['Nasreen Akhter'] }), { wrong: 'Shahana Parvin' }],
  ['text', 'Which audit firm audited the 2024-25 financial statements?', () => ({ text: ['Hossain Karim'] }), { wrong: 'Rahman Siddique & Co.' }],
  ['text', 'who is our executive director', () => ({ text: ['Rafiqul Islam'] }), { wrong: 'Farhana Yasmin' }],
  // ---- notfound (5)
  ['notfound', 'What was our total income in FY2019-20?', () => 'notfound', {}],
  ['notfound', 'How much did we spend on vehicle fuel in FY25?', () => 'notfound', {}],
  ['notfound', 'What is the CRLP budget for Year 4 of the Delta Partners grant?', () => 'notfound', {}],
  ['notfound', 'what were actual local donations for jan-mar 2026', () => 'notfound', {}],
  ['notfound', 'How much was the executive director paid in 2024-25?', () => 'notfound', {}],
];

const lignum = [
  // ---- lookup (6)
  ['lookup', 'What were total net assets at December 31, 2025?', (V) => V.lignum.na[2], { unit: 'B$', wrong: 41667250 }],
  ['lookup', 'What was the grants payable balance at year-end 2025?', (V) => V.lignum.grantsPayable[2], { unit: 'B$', wrong: 1068500 }],
  ['lookup', 'what did we budget for salaries and benefits for the full year 2026', () => L.pack.expense[0][1], { unit: 'B$', wrong: 1165000 }],
  ['lookup', 'How much were we holding for agency endowment funds at 31 Dec 2025?', (V) => V.lignum.agency.close, { unit: 'B$', wrong: 5212300 }],
  ['lookup', 'What was the fair value of our Bahamas Government Registered Stock at the end of 2025?', (V) => V.lignum.invClasses[1].y25, { unit: 'B$', wrong: 6818662 }],
  ['lookup', 'how much vat on the bay street office & print invoice', (V) => V.lignum.receipt.vat, { unit: 'B$', wrong: 484.22 }],
  // ---- sum (5)
  ['sum', 'What was the total of Level 1 investments at December 31, 2025?', (V) => V.lignum.levels['Level 1'], { unit: 'B$', wrong: 27300956 }],
  ['sum', 'What were total scholarship grants approved in 2025?', (V) => V.lignum.grantsOut.SCH, { unit: 'B$', wrong: 612500 }],
  ['sum', 'Combined YTD actual for both administrative fee lines at June 30, 2026?', () => L.pack.revenue[0][3] + L.pack.revenue[1][3], { unit: 'B$', wrong: 437000 }],
  ['sum', 'How much did we approve in grants in the first half of 2025 (January to June)?', (V) => sum(V.lignum.grants.filter((g) => g.date <= '2025-06-30').map((g) => g.amount)), { unit: 'B$', wrong: 3029000 }],
  ['sum', 'whats the q3 plus q4 forecast for salaries & benefits', (V) => V.lignum.pack.exp[0].q3 + V.lignum.pack.exp[0].q4, { unit: 'B$', wrong: 603580 }],
  // ---- difference (4)
  ['difference', 'By how much did investments grow between the end of 2024 and the end of 2025?', (V) => V.lignum.inv[2] - V.lignum.inv[1], { unit: 'B$', wrong: 2528900 }],
  ['difference', 'How much more did we receive in contributions in 2025 compared with 2024?', (V) => V.lignum.soa.contribWo + V.lignum.soa.contribW - L.y2024.contribWo - L.y2024.contribW, { unit: 'B$', wrong: 360700 }],
  ['difference', 'how much did the donor-advised funds balance change in H1 2026', (V) => V.lignum.pack.fundsH1.DAF.close - V.lignum.pack.fundsH1.DAF.open, { unit: 'B$', wrong: 793200 }],
  ['difference', 'How much lower was grants expense in 2025 than in the prior year?', (V) => L.y2024.grants - V.lignum.soa.grants, { unit: 'B$', wrong: 320300 }],
  // ---- percent (4)
  ['percent', 'What percentage of the investment portfolio was in global equity funds at year-end 2025?', (V) => (V.lignum.invClasses[3].y25 / V.lignum.inv[2]) * 100, { unit: '%', wrong: 39.8 }],
  ['percent', 'What share of 2025 grant dollars went to recipients outside The Bahamas?', (V) => (sum(V.lignum.grants.filter((g) => g.location === 'United States' || g.location === 'Canada').map((g) => g.amount)) / V.lignum.soa.grants) * 100, { unit: '%', wrong: 5.82 }],
  ['percent', 'what % of the full year budget for annual fund contributions had come in by june', () => (L.pack.revenue[2][3] / L.pack.revenue[2][1]) * 100, { unit: '%', wrong: 107.03 }],
  ['percent', 'What was the program ratio for 2025 (grants plus program services as a share of total expenses)?', (V) => ((V.lignum.soa.grants + V.lignum.soa.program) / V.lignum.soa.expTotal) * 100, { unit: '%', wrong: 76.92 }],
  // ---- variance (3)
  ['variance', 'What was the YTD variance on total operating expenses at June 30, 2026?', (V) => V.lignum.pack.te.ytdVar, { unit: 'B$', wrong: 11130 }],
  ['variance', 'how far off budget were professional fees for the month of june', (V) => V.lignum.pack.exp[1].mVar, { unit: 'B$', wrong: 13600 }],
  ['variance', 'What is the full-year 2026 forecast variance on the operating surplus/(deficit)?', (V) => V.lignum.pack.sur.fyVar, { unit: 'B$', wrong: 32210 }],
  // ---- ratio (3)
  ['ratio', 'What was the ratio of total assets to total liabilities at December 31, 2025?', (V) => V.lignum.totalAssets[2] / V.lignum.totalLiab[2], { unit: '', wrong: 7.45 }],
  ['ratio', 'What was the ratio of grants to contributions for the donor-advised funds in 2025?', (V) => V.lignum.grantsOut.DAF / L.funds.DAF[3], { unit: '', wrong: 0.88 }],
  ['ratio', 'ratio of management & general to fundraising expenses 2025?', (V) => V.lignum.soa.mg / V.lignum.soa.fund, { unit: '', wrong: 2.75 + 0.2 }],
  // ---- average (3)
  ['average', 'What was the average grant size in 2025, going by the grants list?', (V) => V.lignum.soa.grants / V.lignum.grants.length, { unit: 'B$', wrong: 158405.26 }],
  ['average', 'average scholarship grant in 2025?', (V) => V.lignum.grantsOut.SCH / V.lignum.grants.filter((g) => g.type === 'Scholarship').length, { unit: 'B$', wrong: 178125 }],
  ['average', 'What were average annual contributions over the five years in the annual report summary?', (V) => 1000 * (sum(L.report.fiveYear.contributions) + Math.round((L.y2024.contribWo + L.y2024.contribW) / 1000) + Math.round((V.lignum.soa.contribWo + V.lignum.soa.contribW) / 1000)) / 5, { unit: 'B$', wrong: 7466000, alt: (v) => [v / 1000] }],
  // ---- count (3)
  ['count', 'How many grants were approved in 2025?', (V) => V.lignum.grants.length, { unit: '', wrong: 36 }],
  ['count', 'how many 2025 grants still had a balance payable at year end', (V) => V.lignum.grants.filter((g) => g.balance > 0).length, { unit: '', wrong: 6 }],
  ['count', 'How many directors are listed on the NPO annual return?', () => L.returnForm.directors.length, { unit: '', wrong: 6 }],
  // ---- extreme (4)
  ['extreme', 'Which grantee received the largest single grant in 2025?', () => ({ text: ['Princess Margaret Hospital Foundation', 'Princess Margaret Hospital'] }), { wrong: 'Bahamas Feeding Network' }],
  ['extreme', 'Which program area had the highest total grants in H1 2026?', () => ({ text: ['Education'] }), { wrong: 'Health' }],
  ['extreme', 'which revenue line had the biggest unfavorable ytd variance at june', () => ({ text: ['Special events'] }), { wrong: 'Investment income \u2013 operating' }],
  ['extreme', 'What was the smallest grant made from a donor-advised fund in 2025 — which grantee?', () => ({ text: ['Grand Bahama Humane Society'] }), { wrong: 'Toronto Caribbean Heritage Society' }],
  // ---- filter (3)
  ['filter', 'How much was granted to organisations on Abaco in 2025?', (V) => sum(V.lignum.grants.filter((g) => g.location === 'Abaco').map((g) => g.amount)), { unit: 'B$', wrong: 358000 }],
  ['filter', 'total 2025 grants in the health area?', (V) => sum(V.lignum.grants.filter((g) => g.area === 'Health').map((g) => g.amount)), { unit: 'B$', wrong: 807300 }],
  ['filter', 'How much did the Sandpiper Fund grant out in 2025?', (V) => sum(V.lignum.grants.filter((g) => g.fund === 'Sandpiper Fund').map((g) => g.amount)), { unit: 'B$', wrong: 585000 }],
  // ---- date (4)
  ['date', 'What date is on the auditor\u2019s report for the 2025 financial statements?', () => ({ text: monthFirst(L.report.opinionDate) }), { wrong: '2026-04-24' }],
  ['date', 'whats the date on the bay street office & print invoice', () => ({ text: monthFirst(L.receipt.date) }), { wrong: '2026-03-09' }],
  ['date', 'When was the grant to the Exuma Foundation Clinic approved?', () => ({ text: monthFirst('2025-06-25') }), { wrong: '2025-11-12' }],
  ['date', 'When was the 2025 NPO annual return signed?', () => ({ text: monthFirst(L.returnForm.signed) }), { wrong: '2026-06-30' }],
  // ---- text (3)
  ['text', 'Who is the foundation\u2019s treasurer?', () => ({ text: ['Kendrick Rolle'] }), { wrong: 'Patrick Albury' }],
  ['text', 'who is the president & ceo', () => ({ text: ['Marcus Pinder'] }), { wrong: 'Adrienne Knowles-Ferguson' }],
  ['text', 'What is our registration number under the Non-Profit Organisations Act?', () => ({ text: ['NPO/2020/0187'] }), { wrong: 'NPO/2019/0187' }],
  // ---- notfound (5)
  ['notfound', 'What were total net assets at December 31, 2020?', () => 'notfound', {}],
  ['notfound', 'How much did the Albury Family Fund hold at year-end 2025?', () => 'notfound', {}],
  ['notfound', 'what were actual salaries & benefits for july 2026', () => 'notfound', {}],
  ['notfound', 'What was the CEO\u2019s salary in 2025?', () => 'notfound', {}],
  ['notfound', 'What were the gross proceeds of the 2025 special events before direct costs?', () => 'notfound', {}],
];

export const DEFS = { jamuna, lignum };
