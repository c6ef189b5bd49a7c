// Re-reads set AD's rendered files (PDF text with pdfjs, workbooks with exceljs, the Word file's XML, the CSVs),
// checks the documents' own arithmetic and the figures that tie between them, then recomputes every expected
// answer from what it read and compares it with cases.jsonl. The two photos are checked against their rendering
// data (their arithmetic is recomputed from the printed lines). Finally the scorer must pass every ideal reply
// and fail every wrong one.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pdfLines, row, allText, workbook, xrow, cellVal, docx, csv, amt } from './lib/read.mjs';
import { RV, MW } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ad');
const D = (org, f) => path.join(SET, 'documents', org, f);
const sum = (a) => a.reduce((s, x) => s + x, 0);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log(`FAIL ${msg}`); } };
const eq = (a, b, msg, tol = 0.5) => ok(Math.abs(a - b) <= tol, `${msg}: ${a} != ${b}`);

// =============================================================================== RAVI
const rFs = await pdfLines(D('ravi', 'Audited Financial Statements FY2024-25.pdf'));
const rRet = await pdfLines(D('ravi', 'PCC Annual Return 2024-25.pdf'));
const rPack = await workbook(D('ravi', 'Board Pack Q3 FY2025-26.xlsx'));
const rAr = await docx(D('ravi', 'Annual Report 2024-25.docx'));
const rGifts = csv(D('ravi', 'Major Donations Register Jul25-Mar26.csv'), 4);
const rText = allText(rFs);
const rN = rText.replace(/\s+/g, ' ');

// statement of financial position
const sofp = (l) => row(rFs, l, { anchor: 'STATEMENT OF FINANCIAL POSITION', n: 2 });
const rb = {
  ppe: sofp('Property and equipment'), lt: sofp('Long-term investments'), stock: sofp('Stock of medicines and consumables'),
  rec: sofp('Advances, prepayments and other receivables'), st: sofp('Short-term investments'), cash: sofp('Cash and bank balances'),
  ta: sofp('TOTAL ASSETS'), g: sofp('General fund'), z: sofp('Zakat fund'), r: sofp('Restricted funds'), e: sofp('Endowment fund'),
  grat: sofp('Deferred liability - staff gratuity'), acc: sofp('Accrued and other liabilities'), pay: sofp('Payable to suppliers'), tfl: sofp('TOTAL FUNDS AND LIABILITIES'),
};
for (const i of [0, 1]) {
  eq(rb.ppe[i] + rb.lt[i] + rb.stock[i] + rb.rec[i] + rb.st[i] + rb.cash[i], rb.ta[i], `ravi total assets ${i}`);
  eq(rb.g[i] + rb.z[i] + rb.r[i] + rb.e[i] + rb.grat[i] + rb.acc[i] + rb.pay[i], rb.tfl[i], `ravi funds and liabilities ${i}`);
  eq(rb.ta[i], rb.tfl[i], `ravi balance ${i}`);
}
// statement of income and expenditure
const soa = (l) => row(rFs, l, { anchor: 'STATEMENT OF INCOME AND EXPENDITURE', n: 6 });
const incLabels = ['Zakat donations', 'Donations and Sadaqat', 'Restricted donations', 'Grant from the Government of the Punjab', 'Donations in kind - medicines and consumables', 'Endowment contributions', 'Fundraising events', 'Return on investments and bank deposits', 'Other income'];
const expLabels = ['Patient welfare - free treatment', 'Thalassaemia and Haemophilia Day-Care Centre', 'Paediatric cardiac surgery programme', 'Medical equipment donated to the Hospital', 'Nursing and allied health scholarships', 'Fundraising costs', 'Administrative and general expenses'];
for (const l of [...incLabels, ...expLabels]) { const v = soa(l); eq(v[0] + v[1] + v[2] + v[3], v[4], `ravi soa row ${l}`); }
const rTi = soa('Total income'), rTe = soa('Total expenditure'), rSur = soa('Surplus for the year'), rOpen = soa('Fund balances at beginning of the year'), rClose = soa('Fund balances at end of the year'), rTr = soa('Transfer from endowment fund for scholarships');
for (let c = 0; c < 6; c++) {
  eq(sum(incLabels.map((l) => soa(l)[c])), rTi[c], `ravi total income col ${c}`);
  eq(sum(expLabels.map((l) => soa(l)[c])), rTe[c], `ravi total expenditure col ${c}`);
  eq(rTi[c] - rTe[c], rSur[c], `ravi surplus col ${c}`);
  eq(rOpen[c] + rSur[c] + rTr[c], rClose[c], `ravi fund roll col ${c}`);
}
eq(rClose[0], rb.g[0], 'ravi general fund ties'); eq(rClose[1], rb.z[0], 'ravi zakat ties'); eq(rClose[2], rb.r[0], 'ravi restricted ties'); eq(rClose[3], rb.e[0], 'ravi endowment ties');
eq(rClose[4], rOpen[4] + rSur[4], 'ravi total funds');
// cash flow
const cfr = (l) => row(rFs, l, { anchor: 'STATEMENT OF CASH FLOWS', n: 2 });
const opL = ['Surplus for the year', 'Depreciation', 'Return on investments and bank deposits', 'Provision for staff gratuity', 'Gratuity paid', '(Increase) in stock of medicines and consumables', '(Increase) in advances, deposits and other receivables', 'Increase in accrued and other liabilities', 'Increase in payable to suppliers'];
const invL = ['Purchase of property and equipment', 'Long-term investments made', 'Short-term investments made - net', 'Return on investments and bank deposits received'];
const rOp = cfr('Net cash generated from operating activities'), rInv = cfr('Net cash used in investing activities'), rNet = cfr('Net increase in cash and cash equivalents');
for (const i of [0, 1]) {
  eq(sum(opL.map((l) => cfr(l)[i])), rOp[i], `ravi operating ${i}`);
  eq(sum(invL.map((l) => cfr(l)[i])), rInv[i], `ravi investing ${i}`);
  eq(rOp[i] + rInv[i], rNet[i], `ravi net ${i}`);
  eq(cfr('Cash and cash equivalents at beginning of the year')[i] + rNet[i], cfr('Cash and cash equivalents at end of the year')[i], `ravi cash roll ${i}`);
}
eq(cfr('Cash and cash equivalents at end of the year')[0], rb.cash[0], 'ravi cash ties');
// PPE (over a page break)
const ppe = (l, from) => row(rFs, l, { anchor: from, n: 6 });
const pCost = ppe('Balance as at June 30, 2025', '4. PROPERTY AND EQUIPMENT');
const depAnchor = rFs.findIndex((l) => l.text.startsWith('4. PROPERTY AND EQUIPMENT (continued)'));
ok(depAnchor > 0 && rFs[depAnchor].page > rFs.find((l) => l.text.startsWith('4. PROPERTY AND EQUIPMENT')).page, 'ravi PPE runs over a page break');
const pDep = row(rFs, 'Balance as at June 30, 2025', { from: depAnchor, n: 6 }), pCharge = row(rFs, 'Charge for the year', { from: depAnchor, n: 6 }), pWdv = row(rFs, 'Written down value as at June 30, 2025', { from: depAnchor, n: 6 });
for (let c = 0; c < 6; c++) eq(pCost[c] - pDep[c], pWdv[c], `ravi ppe wdv ${c}`);
eq(pWdv[5], rb.ppe[0], 'ravi ppe ties'); eq(pCharge[5], cfr('Depreciation')[0], 'ravi depreciation ties');
// restricted funds note (over a page break)
const rf = (l) => row(rFs, l, { anchor: '12. RESTRICTED FUNDS', n: 5 });
const rfNames = ['Thalassaemia Centre Fund', 'Paediatric Cardiac Fund', 'Medical Equipment Fund', 'Burns Unit Appeal'];
for (const n of rfNames) { const v = rf(n); eq(v[0] + v[1] + v[2] + v[3], v[4], `ravi restricted ${n}`); }
eq(sum(rfNames.map((n) => rf(n)[4])), rb.r[0], 'ravi restricted total');
// zakat note, admin note, remuneration
const zk = (l) => row(rFs, l, { anchor: '11. ZAKAT FUND', n: 2 });
eq(zk('Balance at end of the year')[0], rb.z[0], 'ravi zakat note');
const remun = (l) => row(rFs, l, { anchor: '20. REMUNERATION', n: 4 });
// six-year summary
const six = rAr.tables[0];
const sixRow = (l) => six.find((r) => r[0] === l).slice(1).map((x) => parseFloat(x.replace(/,/g, '').replace(/^\((.*)\)$/, '-$1')));
eq(sixRow('Total income')[5], Math.round(rTi[4] / 1e5) / 10, 'ravi six-year income 2025', 0.05);
eq(sixRow('Total income')[4], Math.round(rTi[5] / 1e5) / 10, 'ravi six-year income 2024', 0.05);
eq(sixRow('Total funds at 30 June')[5], Math.round(rClose[4] / 1e5) / 10, 'ravi six-year funds', 0.05);
eq(sixRow('of which patient welfare')[5], Math.round(soa('Patient welfare - free treatment')[4] / 1e5) / 10, 'ravi six-year welfare', 0.05);
// return ties to the statements
const ret = (no) => { const l = rRet.find((x) => x.text.startsWith(`${no}  `)); if (!l) throw new Error(`return line ${no}`); return parseFloat(l.text.split(/\s{2,}/).at(-1).replace(/,/g, '')); };
eq(sum(['7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7'].map(ret)), ret('8'), 'ravi return line 8');
eq(ret('8'), rTi[4], 'ravi return income ties'); eq(ret('10'), rTe[4], 'ravi return expenditure ties'); eq(ret('12'), rb.ta[0], 'ravi return assets');
eq(ret('7.2'), row(rFs, 'Overseas Pakistanis and affiliated foundations abroad', { n: 2 })[0], 'ravi return foreign = note 14');
// board pack
const ie = rPack.getWorksheet('I&E Jul-Mar');
const pr = (l) => xrow(ie, l);
const incP = ['Zakat donations', 'Donations and Sadaqat', 'Restricted donations', 'Punjab Government grant', 'Donations in kind', 'Endowment contributions', 'Fundraising events', 'Return on investments', 'Other income'];
const expP = ['Patient welfare - free treatment', 'Thalassaemia Day-Care Centre', 'Paediatric cardiac surgery', 'Equipment donated to the Hospital', 'Nursing scholarships', 'Fundraising costs', 'Administration'];
for (const c of [2, 3, 4, 7, 9]) { eq(sum(incP.map((l) => pr(l)[c])), pr('Total income')[c], `ravi pack income col ${c}`); eq(sum(expP.map((l) => pr(l)[c])), pr('Total expenditure')[c], `ravi pack exp col ${c}`); }
for (const l of incP) eq(pr(l)[5], pr(l)[3] - pr(l)[4], `ravi pack variance ${l}`);
for (const l of expP) eq(pr(l)[5], pr(l)[4] - pr(l)[3], `ravi pack variance ${l}`);
const zs = rPack.getWorksheet('Zakat');
const zOpen = xrow(zs, 'Balance at 1 July 2025 (audited)')[2];
eq(zOpen, rb.z[0], 'ravi pack zakat opening = audited');
const pats = rPack.getWorksheet('Patients');
const patRow = (l) => xrow(pats, l);
const gifts = rGifts.filter((g) => g['Receipt No']);
eq(sum(gifts.map((g) => amt(g['Amount (PKR)']))), amt(rGifts.find((g) => !g['Receipt No'] && g['Payment Mode'] === 'Total of listed receipts')['Amount (PKR)']), 'ravi register footer');
const invs = rPack.getWorksheet('Investments');

// =============================================================================== MWAMBA
const mFs = await pdfLines(D('mwamba', 'Audited Financial Statements 2025.pdf'));
const mRet = await pdfLines(D('mwamba', 'NGO Annual Report Form 2025.pdf'));
const mPack = await workbook(D('mwamba', 'Board Pack Q1 2026.xlsx'));
const mAr = await pdfLines(D('mwamba', 'Annual Report 2025.pdf'));
const mLev = csv(D('mwamba', 'Reef Levy Register Jan-Mar 2026.csv'));
const mText = allText(mFs);
const mN = mText.replace(/\s+/g, ' ');
const ms = (l) => row(mFs, l, { anchor: 'STATEMENT OF FINANCIAL POSITION', n: 2 });
const mb = {
  ppe: ms('Property, plant and equipment'), endow: ms('Endowment investments at fair value'), inv: ms('Inventories'), rec: ms('Receivables and prepayments'),
  dep: ms('Short-term deposits'), cash: ms('Cash and cash equivalents'), ta: ms('TOTAL ASSETS'), u: ms('Unrestricted funds'), r: ms('Restricted funds'), e: ms('Endowment fund'),
  tf: ms('Total funds'), pay: ms('Payables and accruals'), def: ms('Deferred grant income'), grat: ms('Gratuity payable'), tfl: ms('TOTAL FUNDS AND LIABILITIES'),
};
for (const i of [0, 1]) {
  eq(mb.ppe[i] + mb.endow[i] + mb.inv[i] + mb.rec[i] + mb.dep[i] + mb.cash[i], mb.ta[i], `mwamba total assets ${i}`);
  eq(mb.u[i] + mb.r[i] + mb.e[i], mb.tf[i], `mwamba funds ${i}`);
  eq(mb.tf[i] + mb.pay[i] + mb.def[i] + mb.grat[i], mb.tfl[i], `mwamba funds and liabilities ${i}`);
  eq(mb.ta[i], mb.tfl[i], `mwamba balance ${i}`);
}
const mi = (l) => row(mFs, l, { anchor: 'STATEMENT OF INCOME, EXPENDITURE', n: 5 });
const mInc = ['Share of park conservation fees', 'Reef levy and mooring fees', 'Grants', 'Donations', 'Sale of blue carbon credits', 'Endowment dividends and interest', 'Net fair value gains on endowment investments', 'Exchange gain on endowment investments', 'Interest on bank deposits', 'Other income'];
const mExp = ['Reef protection and patrols', 'Coral reef restoration and research', 'Mangrove restoration and blue carbon', 'Community livelihoods', 'Education and outreach', 'Fundraising', 'Investment management fees', 'Governance and administration'];
for (const l of [...mInc, ...mExp]) { const v = mi(l); eq(v[0] + v[1] + v[2], v[3], `mwamba soa row ${l}`); }
const mTi = mi('Total income'), mTe = mi('Total expenditure'), mSur = mi('Surplus for the year'), mTr = mi('Transfers between funds'), mOpen = mi('Funds at 1 January'), mClose = mi('Funds at 31 December');
for (let c = 0; c < 5; c++) {
  eq(sum(mInc.map((l) => mi(l)[c])), mTi[c], `mwamba total income ${c}`);
  eq(sum(mExp.map((l) => mi(l)[c])), mTe[c], `mwamba total exp ${c}`);
  eq(mTi[c] - mTe[c], mSur[c], `mwamba surplus ${c}`);
  eq(mOpen[c] + mSur[c] + mTr[c], mClose[c], `mwamba fund roll ${c}`);
}
eq(mClose[0], mb.u[0], 'mwamba unrestricted ties'); eq(mClose[1], mb.r[0], 'mwamba restricted ties'); eq(mClose[2], mb.e[0], 'mwamba endowment ties');
const mc = (l) => row(mFs, l, { anchor: 'STATEMENT OF CASH FLOWS', n: 2 });
const mOpL = ['Surplus for the year', 'Depreciation', 'Gain on disposal of property, plant and equipment', 'Endowment income, gains and exchange differences net of', 'Inventories', 'Receivables and prepayments', 'Payables and accruals', 'Deferred grant income', 'Gratuity payable'];
const mInvL = ['Purchase of property, plant and equipment', 'Proceeds from disposal of property, plant and equipment', 'Placement of short-term deposits (net)', 'Drawdown from endowment portfolio'];
const mOp = mc('Net cash from operating activities'), mInvc = mc('Net cash used in investing activities'), mNet = mc('Net increase in cash and cash equivalents');
for (const i of [0, 1]) {
  eq(sum(mOpL.map((l) => mc(l)[i])), mOp[i], `mwamba operating ${i}`);
  eq(sum(mInvL.map((l) => mc(l)[i])), mInvc[i], `mwamba investing ${i}`);
  eq(mOp[i] + mInvc[i], mNet[i], `mwamba net ${i}`);
  eq(mc('Cash and cash equivalents at 1 January')[i] + mNet[i], mc('Cash and cash equivalents at 31 December')[i], `mwamba cash roll ${i}`);
}
eq(mc('Cash and cash equivalents at 31 December')[0], mb.cash[0], 'mwamba cash ties');
// note 8 over a page break
const n8 = (l) => row(mFs, l, { anchor: '8. Expenditure by programme and nature', n: 6 });
ok(mFs.some((l) => l.text.startsWith('8. Expenditure by programme and nature (continued)')), 'mwamba note 8 continued');
for (const l of mExp) { const v = n8(l); eq(sum(v.slice(0, 5)), v[5], `mwamba note 8 row ${l}`); eq(v[5], mi(l)[3], `mwamba note 8 ties ${l}`); }
const n8t = n8('Total 2025');
for (let c = 0; c < 6; c++) eq(sum(mExp.map((l) => n8(l)[c])), n8t[c], `mwamba note 8 col ${c}`);
eq(n8('Total 2024')[5], mTe[4], 'mwamba note 8 total 2024');
const staffTotal = row(mFs, 'Total staff costs', { anchor: '9. Staff costs', n: 1 })[0];
eq(staffTotal, n8t[0], 'mwamba staff costs tie');
// PPE
const mp = (l, from) => row(mFs, l, { from, n: 6 });
const ppeA = mFs.findIndex((l) => l.text.startsWith('10. Property, plant and equipment'));
const ppeB = mFs.findIndex((l) => l.text.startsWith('10. Property, plant and equipment (continued)'));
ok(ppeB > ppeA && mFs[ppeB].page > mFs[ppeA].page, 'mwamba PPE over a page break');
const mCost = mp('At 31 December 2025', ppeA), mDepC = mp('At 31 December 2025', ppeB), mCarry = mp('Carrying amount at 31 December 2025', ppeB), mCharge = mp('Charge for the year', ppeB);
for (let c = 0; c < 6; c++) eq(mCost[c] - mDepC[c], mCarry[c], `mwamba ppe carrying ${c}`);
eq(mCarry[5], mb.ppe[0], 'mwamba ppe ties'); eq(mCharge[5], mc('Depreciation')[0], 'mwamba depreciation ties'); eq(mCharge[5], n8t[3], 'mwamba depreciation = note 8');
// endowment note
const en = row(mFs, 'Total endowment investments', { anchor: '12. Endowment fund', n: 4 });
eq(en[2], mb.endow[0], 'mwamba endowment TZS ties'); eq(en[3], mb.endow[1], 'mwamba endowment TZS py');
const rate = parseFloat(mN.match(/USD 1 = TZS ([\d,.]+)\)?/)[1].replace(/,/g, ''));
eq(Math.round(en[0] * rate / 1000), en[2], 'mwamba endowment at closing rate', 1);
const enRoll = (l) => row(mFs, l, { anchor: '12. Endowment fund', n: 2 });
eq(enRoll('Endowment fund at 1 January')[0] + enRoll('Dividends and interest')[0] + enRoll('Net fair value gains')[0] + enRoll('Exchange gain')[0] + enRoll('Investment management fees')[0] + enRoll('Drawdown transferred to unrestricted funds')[0], enRoll('Endowment fund at 31 December')[0], 'mwamba endowment roll');
// restricted funds over a page break
const mrf = (l) => row(mFs, l, { anchor: '16. Restricted funds', n: 5 });
const mrfN = ['Reef Ranger Programme', 'Coral Nursery Project', 'Mangrove Blue Carbon Project', 'Seaweed and Livelihoods Fund', 'Ocean Schools Programme'];
for (const n of mrfN) { const v = mrf(n); eq(v[0] + v[1] + v[2] + v[3], v[4], `mwamba restricted ${n}`); }
eq(sum(mrfN.map((n) => mrf(n)[4])), mb.r[0], 'mwamba restricted total');
// grants note ties
const gr = (l) => row(mFs, l, { anchor: '6. Grants', n: 2 });
eq(gr('Total grants')[0], mi('Grants')[3], 'mwamba grants note ties');
// NGO return (full shillings) ties
const mret = (no) => { const l = mRet.find((x) => x.text.startsWith(`${no}  `)); if (!l) throw new Error(`ngo line ${no}`); return parseFloat(l.text.split(/\s{2,}/).at(-1).replace(/,/g, '')); };
eq(mret('7.1') + mret('7.2') + mret('7.3') + mret('7.4'), mret('8'), 'mwamba return 8');
eq(mret('8'), mTi[3] * 1000, 'mwamba return income ties'); eq(mret('10'), mTe[3] * 1000, 'mwamba return expenditure ties');
eq(mret('7.1'), sum(['Blue Horizon Foundation (USA)', 'Western Indian Ocean Reef Fund', 'European Union - Coastal Resilience Programme', 'Nordic Ocean Trust (Norway)'].map((l) => gr(l)[0])) * 1000, 'mwamba return foreign = grants abroad');
// annual report five-year summary
const ar = (l) => row(mAr, l, { anchor: 'Five years at a glance', n: 5 });
eq(ar('Total income')[4], Math.round(mTi[3] / 1000), 'mwamba five-year income 2025'); eq(ar('Total income')[3], Math.round(mTi[4] / 1000), 'mwamba five-year income 2024');
eq(ar('Total funds at 31 December')[4], Math.round(mb.tf[0] / 1000), 'mwamba five-year funds');
eq(ar('Endowment fund at 31 December')[3], Math.round(mb.endow[1] / 1000), 'mwamba five-year endowment 2024');
eq(ar('Paying visitors')[4], row(mFs, 'Total visitors', { anchor: '5. Park conservation fees', n: 2 })[0], 'mwamba visitors tie');
for (let c = 0; c < 5; c++) eq(ar('Total income')[c] - ar('Total expenditure')[c], ar('Surplus')[c], `mwamba five-year surplus ${c}`);
// board pack
const mie = mPack.getWorksheet('Q1 2026 I&E');
const mpr = (l) => xrow(mie, l);
const mIncP = ['Share of park conservation fees', 'Reef levy and mooring fees', 'Restricted grant income', 'Donations', 'Blue carbon credit sales', 'Interest on deposits', 'Endowment drawdown'];
const mExpP = ['Reef protection and patrols', 'Coral restoration and research', 'Mangrove restoration and blue carbon', 'Community livelihoods', 'Education and outreach', 'Fundraising', 'Governance and administration'];
for (const c of [2, 3, 6, 7, 9]) { eq(sum(mIncP.map((l) => mpr(l)[c])), mpr('Total income')[c], `mwamba pack income ${c}`, 0.05); eq(sum(mExpP.map((l) => mpr(l)[c])), mpr('Total expenditure')[c], `mwamba pack exp ${c}`, 0.05); }
const live = mLev.filter((l) => l.Status !== 'Cancelled');
eq(mpr('Reef levy and mooring fees')[2], Math.round(sum(live.map((l) => +l['Amount (TZS)'])) / 1e5) / 10, 'mwamba pack levy = register', 0.05);
for (const l of mLev) { eq(+l['Amount (USD)'], +l.Units * +l['Unit Rate (USD)'], `levy usd ${l['Invoice No.']}`, 0.005); eq(+l['Amount (TZS)'], Math.round(+l['Amount (USD)'] * +l['Exchange Rate (TZS/USD)']), `levy tzs ${l['Invoice No.']}`); }
const vis = mPack.getWorksheet('Visitors');
for (const [mname, mm] of [['January', '01'], ['February', '02'], ['March', '03']]) {
  eq(xrow(vis, mname)[7], sum(live.filter((l) => l['Levy Type'] === 'Dive levy' && l['Invoice Date'].slice(3, 5) === mm).map((l) => +l.Units)), `mwamba diver-days ${mname}`);
}
const endS = mPack.getWorksheet('Endowment');
eq(xrow(endS, 'Total')[2], row(mFs, 'Total endowment investments', { anchor: '12. Endowment fund', n: 4 })[0], 'mwamba pack endowment Dec = note 12');

// =============================================================================== answers recomputed from the files
const M = 1e6;
const pk = (l, c) => pr(l)[c] * 1000;
const rg = (f) => gifts.filter(f).reduce((s, g) => s + amt(g['Amount (PKR)']), 0);
const inv = (pred) => { let s = 0; invs.eachRow((r, i) => { if (i > 3 && pred(String(cellVal(r.getCell(1))))) s += cellVal(r.getCell(4)); }); return s; };
const dateOf = (s) => { const m = s.match(/(\w+) (\d+), (\d{4})/); return m ? `${m[2]} ${m[1]} ${m[3]}` : s; };
const rvFacts = {
  partner: rN.match(/engagement partner on the audit resulting in this independent auditor's report is ([^.]+)\./)[1],
  opinion: dateOf(rN.match(/Lahore Date: ([A-Za-z]+ \d+, \d{4})/)[1]),
  pccDate: (() => { const [d, m, y] = rRet.find((l) => l.text.startsWith('22  ')).text.split(/\s{2,}/).at(-1).split('-'); return `${+d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][+m - 1]} ${y}`; })(),
  agm: dateOf(rAr.text.match(/was held on ([A-Za-z]+ \d+, \d{4})/)[1]),
};
const months9 = ['Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26'];
const patHeader = []; pats.getRow(3).eachCell((c, i) => { patHeader[i] = cellVal(c); });
const monthIdx = (m) => patHeader.indexOf(m);
const rfClose = Object.fromEntries(rfNames.map((n) => [n, rf(n)[4]]));
const rfBiggest = Object.entries(rfClose).sort((a, b) => b[1] - a[1])[0][0];
const adverse = expP.map((l) => [l, pr(l)[5]]).sort((a, b) => a[1] - b[1])[0][0];
const patientsRow = patRow('Patients assisted (free treatment)');
const bestMonth = months9.map((m) => [m, patientsRow[monthIdx(m)]]).sort((a, b) => b[1] - a[1])[0][0];
const realised = gifts.filter((g) => g.Status === 'Realised');
const biggest = realised.sort((a, b) => amt(b['Amount (PKR)']) - amt(a['Amount (PKR)']))[0];
const ravi = {
  1: () => soa('Total income')[4],
  2: () => soa('Zakat donations')[1],
  3: () => soa('Zakat donations')[4] - soa('Zakat donations')[5],
  4: () => (rTe[4] / rTe[5] - 1) * 100,
  5: () => soa('Patient welfare - free treatment')[4] / rTe[4] * 100,
  6: () => { const m = rN.match(/annual audit fee of Rs ([\d,]+) .*?out-? ?of-pocket expenses of Rs ([\d,]+)/); return amt(m[1]) + amt(m[2]); },
  7: () => ({ text: rvFacts.partner }),
  8: () => ({ text: rvFacts.opinion }),
  9: () => rb.z[0],
  10: () => rb.r[0],
  11: () => ({ text: rfBiggest }),
  12: () => pCharge[4],
  13: () => pWdv[1],
  14: () => rb.cash[0],
  15: () => (rb.stock[0] + rb.rec[0] + rb.st[0] + rb.cash[0]) / (rb.acc[0] + rb.pay[0]),
  16: () => (rb.cash[0] + rb.st[0]) / (rTe[4] / 12),
  17: () => sum(['Managerial remuneration', 'House rent allowance', 'Utilities allowance', 'Medical allowance', 'Bonus'].map((l) => remun(l)[0])),
  18: () => sum(['Managerial remuneration', 'House rent allowance', 'Utilities allowance', 'Medical allowance', 'Bonus'].map((l) => remun(l)[2])) / remun('Number of persons')[2],
  19: () => ret('7.2'),
  20: () => ({ text: rvFacts.pccDate }),
  21: () => ret('9.1'),
  22: () => pk('Zakat donations', 3) - pk('Zakat donations', 4),
  23: () => pk('Patient welfare - free treatment', 3),
  24: () => pk('Patient welfare - free treatment', 3) - pk('Patient welfare - free treatment', 4),
  25: () => (pr('Punjab Government grant')[3] / pr('Punjab Government grant')[4] - 1) * 100,
  26: () => (pr('Total income')[7] - pr('Total expenditure')[7]) * 1000,
  27: () => (pr('Total income')[3] / pr('Total income')[9] - 1) * 100,
  28: () => ({ text: adverse }),
  29: () => sum(['Jan-26', 'Feb-26', 'Mar-26'].map((m) => patRow('Thalassaemia transfusions')[monthIdx(m)])),
  30: () => sum(months9.map((m) => patRow('Paediatric cardiac surgeries')[monthIdx(m)])) / 9,
  31: () => ({ text: `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].find((m) => m.startsWith(bestMonth.slice(0, 3)))} 20${bestMonth.slice(4)}` }),
  32: () => xrow(zs, 'Balance at 31 March 2026')[2],
  33: () => inv((s) => /Treasury Bills/.test(s)),
  34: () => ({ text: (() => { let d; invs.eachRow((r) => { if (/Term deposit receipt/.test(String(cellVal(r.getCell(1))))) d = cellVal(r.getCell(6)); }); return d; })() }),
  35: () => sixRow('Total income')[1] * M,
  36: () => (sixRow('of which patient welfare')[5] / sixRow('of which patient welfare')[0] - 1) * 100,
  37: () => ({ text: rvFacts.agm }),
  38: () => rg((g) => /^Overseas/.test(g['Donor Category']) && g.Status === 'Realised'),
  39: () => gifts.filter((g) => g.Status === 'Bounced' && g['Payment Mode'] === 'Cheque').length,
  40: () => ({ text: `${biggest['Amount (PKR)'].replace(/\.00$/, '')} ${biggest['Donor Name']}` }),
  41: () => rg((g) => g.Date.endsWith('-03-2026') && g.Status === 'Realised'),
  42: () => rg((g) => g['Donor Name'] === 'Crescent Textile Mills Ltd'),
};
// the invoice photo: recomputed from its printed lines
const I = RV.invoice;
const taxable = sum(I.items.filter((x) => x.taxable).map((x) => x.qty * x.price));
const exempt = sum(I.items.filter((x) => !x.taxable).map((x) => x.qty * x.price));
eq(sum(I.items.map((x) => x.st)), Math.round(taxable * 0.18), 'invoice ST lines add up', 1);
ravi[43] = () => taxable + exempt + Math.round(taxable * 0.18) + Math.round(taxable * 0.04);
ravi[44] = () => Math.round(taxable * 0.18);
ravi[45] = () => Math.round(taxable * 0.04);
// not found: the documents must not hold these
const rAll = [rText, allText(rRet), rAr.text, fs.readFileSync(D('ravi', 'Major Donations Register Jul25-Mar26.csv'), 'utf8')].join('\n');
ravi[46] = () => (!/FY2019|2018-19|June 30, 2019/.test(rAll) && sixRow('Total income').length === 6 ? 'notfound' : 'FOUND');
ravi[47] = () => (!/Chief Financial Officer[^.\n]{0,80}\d/.test(rAll) ? 'notfound' : 'FOUND');
ravi[48] = () => (!/Budget FY2026-27|FY2026-27 budget/i.test(rAll) ? 'notfound' : 'FOUND');
ravi[49] = () => (/blood donor bus and two motorcycles/.test(rN) && !/bus[^.]{0,40}Rs [\d,]+/.test(rAll) ? 'notfound' : 'FOUND');
ravi[50] = () => (RV.invoice.date.startsWith('2026-04') ? 'notfound' : 'FOUND');

const mwText = [mText, allText(mRet), allText(mAr), fs.readFileSync(D('mwamba', 'Reef Levy Register Jan-Mar 2026.csv'), 'utf8')].join('\n');
const mq = (l, c) => mpr(l)[c];
const visRows = ['January', 'February', 'March'].map((m) => xrow(vis, m));
const opDays = {};
for (const l of live.filter((x) => x['Levy Type'] === 'Dive levy')) opDays[l.Operator] = (opDays[l.Operator] || 0) + +l.Units;
const topOp = Object.entries(opDays).sort((a, b) => b[1] - a[1])[0][0];
const programmes = mExp.slice(0, 5).map((l) => [l, mi(l)[3]]).sort((a, b) => b[1] - a[1]);
const grants = mPack.getWorksheet('Grants');
const mw = {
  1: () => mTi[3] * 1000,
  2: () => gr('Blue Horizon Foundation (USA)')[0] * 1000,
  3: () => (gr('Western Indian Ocean Reef Fund')[0] - gr('Western Indian Ocean Reef Fund')[1]) * 1000,
  4: () => (mi('Share of park conservation fees')[3] / mi('Share of park conservation fees')[4] - 1) * 100,
  5: () => mi('Grants')[3] / mTi[3] * 100,
  6: () => mCharge[0] * 1000,
  7: () => ({ text: mN.match(/I, ([^,]+), being the Head of Finance/)[1] }),
  8: () => ({ text: mN.match(/Dar es Salaam Date: (\d+ \w+ \d{4})/)[1] }),
  9: () => en[0],
  10: () => mi('Exchange gain on endowment investments')[3] * 1000,
  11: () => ({ text: programmes[0][0] }),
  12: () => n8('Coral reef restoration and research')[0] * 1000,
  13: () => +mN.match(/of whom (\d+) were women/)[1],
  14: () => mrf('Seaweed and Livelihoods Fund')[4] * 1000,
  15: () => mb.r[0] * 1000,
  16: () => (mb.cash[0] + mb.dep[0]) / (mTe[3] / 12),
  17: () => mOp[0] * 1000,
  18: () => (ar('Paying visitors')[4] / ar('Paying visitors')[3] - 1) * 100,
  19: () => amt(mN.match(/([\d,]+) VCUs were sold/)[1]),
  20: () => (mb.inv[0] + mb.rec[0] + mb.dep[0] + mb.cash[0]) / (mb.pay[0] + mb.def[0] + mb.grat[0]),
  21: () => mret('7.1'),
  22: () => mret('12.2'),
  23: () => ({ text: (() => { const [d, m, y] = mRet.find((l) => l.text.startsWith('16  ')).text.split(/\s{2,}/).at(-1).split('/'); return `${+d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][+m - 1]} ${y}`; })() }),
  24: () => mret('7.1') / mret('8') * 100,
  25: () => mq('Share of park conservation fees', 4) * M,
  26: () => -mq('Restricted grant income', 4) * M,
  27: () => mq('Total expenditure', 2) * M,
  28: () => mq('Surplus / (deficit)', 2) * M,
  29: () => mq('Total income', 7) * M,
  30: () => -mq('Community livelihoods', 5) * 100,
  31: () => (mq('Reef protection and patrols', 2) / mq('Reef protection and patrols', 9) - 1) * 100,
  32: () => visRows[1][2],
  33: () => xrow(vis, 'Q1 total')[5],
  34: () => xrow(endS, 'Total')[3] - xrow(endS, 'Total')[2],
  35: () => xrow(endS, 'Total')[3] * xrow(endS, 'Exchange rate 31 Mar 2026 (TZS per USD)')[3],
  36: () => { let v; grants.eachRow((r) => { if (cellVal(r.getCell(1)) === 'European Union') v = cellVal(r.getCell(7)); }); return v; },
  37: () => sum(live.filter((l) => l['Levy Type'] === 'Dive levy' && l['Invoice Date'].slice(3) === '03/2026').map((l) => +l['Amount (TZS)'])),
  38: () => mLev.filter((l) => l.Status === 'Cancelled').length,
  39: () => sum(mLev.filter((l) => l.Status === 'Unpaid').map((l) => +l['Amount (TZS)'])),
  40: () => ({ text: topOp }),
  41: () => ar('Total income')[0] * M,
  42: () => (1 - ar('Illegal fishing incidents recorded')[4] / ar('Illegal fishing incidents recorded')[0]) * 100,
  43: () => ar('Coral fragments outplanted')[2],
};
const Rc = MW.receipt;
const totA = sum(Rc.items.filter((x) => x.code === 'A').map((x) => x.qty * x.price)), totE = sum(Rc.items.filter((x) => x.code === 'E').map((x) => x.qty * x.price));
eq(Math.round((totA - totA / 1.18) * 100) / 100 + Math.round((totA / 1.18 + totE) * 100) / 100, totA + totE, 'receipt tax + excl = total', 0.011);
mw[44] = () => totA + totE;
mw[45] = () => Math.round((totA - totA / 1.18) * 100) / 100;
mw[46] = () => (ar('Paying visitors').length === 5 && !/\b2020\b/.test(allText(mAr)) ? 'notfound' : 'FOUND');
mw[47] = () => (!/Executive Director[^.\n]{0,60}(salary|remuneration) of TZS/.test(mwText) ? 'notfound' : 'FOUND');
mw[48] = () => (!/Quarter 2 2026|Q2 2026 actual/i.test(mwText) ? 'notfound' : 'FOUND');
mw[49] = () => (!/budget 2027|2027 budget/i.test(mwText) ? 'notfound' : 'FOUND');
mw[50] = () => (!/USAID/.test(mwText) ? 'notfound' : 'FOUND');

// compare with the cases
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const calcs = { ravi, mwamba: mw };
const docsText = { ravi: rAll.replace(/\s+/g, ' '), mwamba: mwText.replace(/\s+/g, ' ') };
for (const c of cases) {
  const n = +c.id.split('-')[1];
  const fn = calcs[c.org][n];
  if (!fn) { ok(false, `${c.id} has no check`); continue; }
  let got;
  try { got = fn(); } catch (e) { ok(false, `${c.id} ${e.message}`); continue; }
  if (c.answer.type === 'notfound') ok(got === 'notfound', `${c.id} should be absent`);
  else if (c.answer.type === 'text') {
    const want = c.answer.any.map((s) => s.toLowerCase());
    ok(want.some((w) => String(got.text).toLowerCase().includes(w)), `${c.id} text ${got.text} vs ${c.answer.any[0]}`);
    ok(docsText[c.org].toLowerCase().includes(c.answer.any[0].toLowerCase()) || /\d{4}$/.test(c.answer.any[0]) || c.id === 'ravi-031', `${c.id} phrase in documents`);
  } else ok(Math.abs(got - c.answer.value) <= Math.max(1e-6 * Math.abs(c.answer.value), 0.01), `${c.id} ${got} vs ${c.answer.value}`);
  ok(c.documents.length === 6, `${c.id} documents`);
}
const per = (o) => cases.filter((c) => c.org === o);
ok(per('ravi').length === 50 && per('mwamba').length === 50, 'fifty cases each');
ok(per('ravi').filter((c) => c.answer.type === 'notfound').length === 5 && per('mwamba').filter((c) => c.answer.type === 'notfound').length === 5, 'five notfound each');
for (const o of ['ravi', 'mwamba']) for (const c of per(o)) for (const d of c.documents) ok(fs.existsSync(path.join(SET, 'documents', d)), `document ${d}`);

// the scorer: all ideal replies pass, all wrong ones fail
const scorer = '/work/shared/evals/agent/score.mjs';
if (fs.existsSync(scorer)) {
  const run = (f) => execFileSync('node', [scorer, path.join(SET, 'cases.jsonl'), path.join(SET, f)], { encoding: 'utf8' }).trim().split('\n').at(-1);
  const a = run('expected-answers.jsonl'), b = run('wrong-answers.jsonl');
  ok(a === `${cases.length} passed, 0 failed`, `expected answers: ${a}`);
  ok(b === `0 passed, ${cases.length} failed`, `wrong answers: ${b}`);
}
console.log(`${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
