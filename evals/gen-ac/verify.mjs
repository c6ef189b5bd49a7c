// Re-reads set AC's generated files (CSV, xlsx, docx, PDF) without using data.mjs's figures, checks their
// internal arithmetic and the figures that tie between documents, recomputes every expected answer from what
// it read, and checks the expected and wrong replies against the scorer.  usage: node verify.mjs
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { RAW } from './data.mjs'; // used only for the two photos' printed lines (a photo cannot be parsed back)

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ac');
const DOC = (org, f) => path.join(SET, 'documents', org, f);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.error(`FAIL ${msg}`); } };
const near = (a, b, tol = 0.006) => Math.abs(a - b) <= tol;
const sum = (a) => a.reduce((s, x) => s + x, 0);
const num = (s) => { if (s === null || s === undefined) return 0; if (typeof s === 'number') return s; const t = String(s).trim(); if (t === '' || t === '-' || t === '–') return 0; const neg = /^\(.*\)$/.test(t) || t.startsWith('-'); const v = parseFloat(t.replace(/[^0-9.]/g, '')); return neg ? -v : v; };
const r2 = (v) => Math.round(v * 100) / 100;

// ------------------------------------------------------------------ readers
const csvRows = (file) => parse(fs.readFileSync(file, 'utf8'), { relax_column_count: true, skip_empty_lines: false });
const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'formula' in v) return 0; return v; };
async function sheets(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out = {};
  wb.eachSheet((ws) => {
    const rows = [];
    ws.eachRow({ includeEmpty: true }, (row, rn) => { const a = []; row.eachCell({ includeEmpty: true }, (c, cn) => { a[cn] = cellVal(c); }); rows[rn] = a; });
    const formulas = [];
    ws.eachRow((row, rn) => row.eachCell((c, cn) => { if (c.value && typeof c.value === 'object' && 'formula' in c.value) formulas.push({ r: rn, c: cn, f: c.value.formula, v: c.value.result }); }));
    out[ws.name] = { rows, formulas, ws };
  });
  return out;
}
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''));
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => [...c[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join(''))));
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return { text: dec(paras.join('\n')), paras: paras.map(dec), tables: tables.map((t) => t.map((r) => r.map(dec))) };
}
async function pdfLines(file) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const lines = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.filter((i) => i.str.trim()).map((i) => ({ s: i.str, x: i.transform[4], y: Math.round(i.transform[5]), w: i.width }));
    const byY = new Map();
    for (const it of items) { const k = [...byY.keys()].find((y) => Math.abs(y - it.y) <= 2) ?? it.y; if (!byY.has(k)) byY.set(k, []); byY.get(k).push(it); }
    for (const [y, its] of [...byY].sort((a, b) => b[0] - a[0])) lines.push({ page: p, y, items: its.sort((a, b) => a.x - b.x) });
  }
  return lines;
}
const isNum = (s) => /^\(?-?[\d,]+(\.\d+)?\)?$/.test(s.trim()) || s.trim() === '-';

// ================================================================== SEAWALL
async function seawall() {
  const org = 'seawall';
  const W = await sheets(DOC(org, "Treasurer's Workbook FY2025-26.xlsx"));
  // fund sheets: header row holds Jul-25 … and Q1 … YTD, Budget, Bal.
  const fund = (name) => {
    const { rows, formulas } = W[name];
    const hr = rows.findIndex((r) => r && r.some((v) => v === 'Jul-25'));
    const head = rows[hr];
    const col = {}; head.forEach((v, i) => { if (v) col[String(v)] = i; });
    const months = ['Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26'];
    const lines = {};
    let section = '';
    for (let r = hr + 1; r < rows.length; r++) {
      const row = rows[r]; if (!row || !row[1]) continue;
      const label = String(row[1]);
      if (/^(RECEIPTS|PAYMENTS)$/.test(label)) { section = label; continue; }
      if (/^(SURPLUS|Balance)/.test(label)) section = '';
      if (label.startsWith('Notes')) break;
      lines[label] = { section, m: months.map((m) => num(row[col[m]])), q: ['Q1', 'Q2', 'Q3', 'Q4'].map((k) => num(row[col[k]])), ytd: num(row[col.YTD]), budget: num(row[col['Budget 2025-26']]), bal: num(row[col['Bal. of budget']]), budgetBlank: row[col['Budget 2025-26']] === undefined || row[col['Budget 2025-26']] === null };
    }
    const L = (k) => lines[k];
    const recs = Object.entries(lines).filter(([k, v]) => v.section === 'RECEIPTS' && !/^TOTAL/.test(k));
    const pays = Object.entries(lines).filter(([k, v]) => v.section === 'PAYMENTS' && !/^TOTAL/.test(k));
    for (const [k, v] of [...recs, ...pays]) {
      for (let q = 0; q < 3; q++) ok(near(v.q[q], sum(v.m.slice(q * 3, q * 3 + 3))), `${name} ${k} Q${q + 1}`);
      ok(near(v.ytd, sum(v.q)), `${name} ${k} YTD`);
      ok(near(v.bal, v.budget - v.ytd), `${name} ${k} balance of budget`);
    }
    for (let i = 0; i < 9; i++) {
      ok(near(L('TOTAL RECEIPTS').m[i], sum(recs.map(([, v]) => v.m[i]))), `${name} total receipts ${i}`);
      ok(near(L('TOTAL PAYMENTS').m[i], sum(pays.map(([, v]) => v.m[i]))), `${name} total payments ${i}`);
      ok(near(L('SURPLUS / (DEFICIT)').m[i], L('TOTAL RECEIPTS').m[i] - L('TOTAL PAYMENTS').m[i]), `${name} surplus ${i}`);
      ok(near(L('Balance c/f').m[i], L('Balance b/f').m[i] + L('SURPLUS / (DEFICIT)').m[i]), `${name} c/f ${i}`);
      if (i > 0) ok(near(L('Balance b/f').m[i], L('Balance c/f').m[i - 1]), `${name} b/f ${i}`);
    }
    ok(formulas.length > 100, `${name} has formulas`);
    return { lines, L, recs, pays, months };
  };
  const A = fund('Admin Fund'), B = fund('Activity Fund');
  const adminNotes = W['Admin Fund'].rows.filter(Boolean).map((r) => String(r[1] ?? '')).filter((s) => s.startsWith('LCI'));
  // dues
  const D = W['Dues 2025-26'].rows;
  const dh = D.findIndex((r) => r && r[2] === 'Member');
  const members = [];
  for (let r = dh + 2; r < D.length; r++) { const row = D[r]; if (!row || typeof row[1] !== 'number') continue; members.push({ no: row[1], name: row[2], office: row[3], a1: num(row[5]), a2: row[7], d2: row[8], owing: row[9], remarks: row[10] ?? '' }); }
  ok(members.length === 30, 'dues: 30 members');
  const duesByMonth = {};
  for (const r of D.slice(dh + 2)) { if (!r || typeof r[1] !== 'number') continue; for (const [a, d] of [[r[5], r[6]], [r[7], r[8]]]) if (typeof a === 'number' && d instanceof Date) { const k = `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}`; duesByMonth[k] = (duesByMonth[k] || 0) + a; } }
  ok(near(duesByMonth['2026-1'], A.L("Members' dues").m[6]) && near(duesByMonth['2025-7'], A.L("Members' dues").m[0]), 'dues sheet ties to the admin fund by month');

  // bank (newest first)
  const bank = csvRows(DOC(org, 'Republic Bank Activity Acct Jan-Mar 2026.csv'));
  const bh = bank.findIndex((r) => r[0] === 'Posting Date');
  const MON = { JAN: 1, FEB: 2, MAR: 3 };
  const tx = [];
  let open = null, close = null;
  for (const r of bank.slice(bh + 1)) {
    if (!r[0]) continue;
    if (r[2] === 'BALANCE BROUGHT FORWARD') { open = num(r[6]); continue; }
    if (r[0].startsWith('Closing')) { close = num(r[1]); continue; }
    if (!/^\d\d-[A-Z]{3}-\d{4}$/.test(r[0])) continue;
    tx.push({ d: Number(r[0].slice(0, 2)), m: MON[r[0].slice(3, 6)], desc: r[2], chq: r[3], debit: num(r[4]), credit: num(r[5]), bal: num(r[6]) });
  }
  const chron = [...tx].reverse();
  let run = open;
  for (const t of chron) { run = r2(run + t.credit - t.debit); ok(near(run, t.bal), `bank running balance ${t.desc}`); }
  ok(near(run, close), 'bank closing balance');
  ok(near(open, B.L('Balance c/f').m[5]), 'bank opening = activity fund c/f December');
  ok(near(close, B.L('Balance c/f').m[8]), 'bank closing = activity fund c/f March');

  // MMG
  const mm = csvRows(DOC(org, 'MMG Merchant Statement Feb 2026.csv'));
  const mh = mm.findIndex((r) => r[0] === 'Date');
  const mmg = mm.slice(mh + 1).filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(r[0])).map((r) => ({ date: r[0], type: r[3], who: r[4], ref: r[5], amount: num(r[6]), fee: num(r[7]), bal: num(r[8]), status: r[9] }));
  let mb = 0;
  for (const r of mmg) { if (r.status === 'Successful') mb = r2(mb + r.amount - r.fee); ok(near(mb, r.bal), `mmg running balance ${r.ref}`); }
  const mmgOk = mmg.filter((r) => r.status === 'Successful');
  const mmgIn = mmgOk.filter((r) => r.amount > 0);
  const mmgTickets = mmgIn.filter((r) => !/donation/i.test(r.ref));
  const mmgTransfer = mmgOk.find((r) => r.type === 'Transfer to Bank');
  ok(near(-mmgTransfer.amount, chron.find((t) => t.desc.startsWith('MMG')).credit), 'MMG transfer = bank credit');

  // Fun Day PDF: income on the left half, expenditure on the right
  const fl = await pdfLines(DOC(org, 'Mash Fun Day 2026 - Income and Expenditure.pdf'));
  const half = (left) => fl.map((l) => l.items.filter((i) => (left ? i.x < 297 : i.x >= 297))).filter((its) => its.length).map((its) => { const last = its[its.length - 1]; const has = its.length > 1 && isNum(last.s); return { label: (has ? its.slice(0, -1) : its).map((i) => i.s).join(' ').trim(), v: has ? num(last.s) : null }; });
  const inc = half(true), exp = half(false);
  const iv = (re) => inc.find((l) => re.test(l.label));
  const incItems = inc.filter((l) => l.v !== null && !/TOTAL/.test(l.label) && !/^G\$|^INCOME/.test(l.label));
  const totInc = iv(/TOTAL INCOME/).v;
  ok(near(sum(incItems.map((l) => l.v)), totInc), 'fun day income adds up');
  const expItems = exp.filter((l) => l.v !== null && !/TOTAL/.test(l.label) && !/^EXPENDITURE/.test(l.label));
  const totExp = exp.find((l) => /TOTAL EXPENDITURE/.test(l.label)).v;
  ok(near(sum(expItems.map((l) => l.v)), totExp), 'fun day expenditure adds up');
  const netLine = fl.find((l) => l.items.some((i) => /NET PROCEEDS/.test(i.s)));
  const fdNet = num(netLine.items[netLine.items.length - 1].s.replace('G$', ''));
  ok(near(fdNet, totInc - totExp), 'fun day net');
  ok(near(iv(/MMG tickets/).v, sum(mmgTickets.map((r) => r.amount))), 'fun day MMG line = MMG ticket payments');
  ok(near(totInc, B.L('Fun Day').m[7]), 'fun day income = workbook Feb Fun Day receipts');
  const gateL = inc.filter((l) => /@/.test(l.label));
  const gateAdults = num((gateL[2].label.match(/Adults\s+(\d+)/) || [])[1]), gateKids = num((gateL[3].label.match(/Children\s+(\d+)/) || [])[1]);

  // minutes
  const M = await docxText(DOC(org, 'Board Minutes 14 April 2026.docx'));
  const quotes = M.tables[0].slice(1).map((r) => ({ s: r[0], each: num(r[1]) }));
  const chosen = quotes.find((x) => new RegExp(x.s.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).test(M.text) && M.text.includes(`FROM ${x.s.toUpperCase()}`));
  const duesM = M.text.match(/FROM G\$([\d,]+) TO G\$([\d,]+)/);
  const nextM = M.text.match(/next Board meeting will be held on (\w+) (\d+)\w\w (\w+) (\d{4})/);

  // photo: the invoice's printed lines (from the rendering data) and the cheque that paid it
  const I = RAW.seawall.INVOICE;
  const invSub = sum(I.items.map(([, q, p]) => q * p));
  const invDisc = Math.round(invSub * I.discountPct / 100);
  const invStd = sum(I.items.filter((x) => x[3] === 'S').map(([, q, p]) => q * p)) * (1 - I.discountPct / 100);
  const invVat = Math.round(invStd * I.vatPct / 100);
  const chq446 = chron.find((t) => t.chq === '100446');
  ok(near(chq446.debit, invSub - invDisc + invVat), 'invoice total = cheque 100446');

  const ytd = (F, k) => F.L(k).ytd;
  const ans = {
    1: A.L("Members' dues").m[6],
    2: sum(A.L('TOTAL RECEIPTS').m.slice(0, 3)),
    3: A.L('Balance c/f').m[8],
    4: A.L('LCI international dues').m[7],
    5: num(adminNotes.find((s) => /Feb/.test(s)).match(/@ ([\d.]+)/)[1]),
    6: ytd(A, 'LCI international dues') - A.L('LCI international dues').budget,
    7: (ytd(A, 'Meeting venue & meals') / A.L('Meeting venue & meals').budget) * 100,
    8: ytd(A, 'Dinner meeting contributions') / 9,
    9: ((A.L('Dinner meeting contributions').q[1] - A.L('Dinner meeting contributions').q[0]) / A.L('Dinner meeting contributions').q[0]) * 100,
    10: sum(A.L('SURPLUS / (DEFICIT)').m.slice(6, 9)),
    11: A.L('Balance c/f').m[8] / (A.L('TOTAL PAYMENTS').ytd / 9),
    12: ['July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March'][A.L('Meeting venue & meals').m.indexOf(Math.max(...A.L('Meeting venue & meals').m))],
    13: members.filter((m) => m.d2 === 'OWING').length,
    14: sum(members.map((m) => (typeof m.owing === 'number' ? m.owing : 0))),
    15: members.find((m) => /Dropped/.test(m.remarks)).name,
    16: B.L('TOTAL PAYMENTS').q[1],
    17: B.L('Sight programme').budget,
    18: B.L('Sight programme').bal,
    19: B.pays.sort((a, b) => b[1].ytd - a[1].ytd)[0][0],
    20: ytd(B, 'Christmas raffle') - ytd(B, 'Raffle prizes'),
    21: B.L('TOTAL RECEIPTS').ytd,
    22: (ytd(B, 'Sight programme') / B.L('TOTAL PAYMENTS').ytd) * 100,
    23: ytd(B, 'Fun Day') - B.L('Fun Day').budget,
    24: B.L('Flood relief').m[6],
    25: ytd(B, 'Christmas hampers') - B.L('Christmas hampers').budget,
    26: ytd(B, 'Corporate donations & sponsorship'),
    27: fdNet,
    28: gateAdults + gateKids,
    29: (iv(/^Bar/).v / totInc) * 100,
    30: totExp / totInc,
    31: sum(inc.filter((l) => /@|MMG tickets/.test(l.label)).map((l) => l.v)),
    32: sum(mmgTickets.map((r) => r.amount)),
    33: mmg.filter((r) => r.status === 'Failed').length,
    34: -mmgTransfer.amount,
    35: sum(mmgOk.map((r) => r.fee)),
    36: close,
    37: sum(tx.filter((t) => t.m === 2).map((t) => t.credit)),
    38: tx.filter((t) => t.m === 2 && t.chq).length,
    39: Math.max(...tx.map((t) => t.debit)),
    40: invVat,
    41: invDisc,
    42: I.items.find((x) => /Single vision/.test(x[0]))[1],
    43: chosen.s,
    44: ((num(duesM[2]) - num(duesM[1])) / num(duesM[1])) * 100,
    45: `${nextM[2]} ${nextM[3]} ${nextM[4]}`,
  };
  // the not-found questions: what they ask for is absent
  ok(!W['Admin Fund'].rows.some((r) => r && r.some((v) => /2024-25/.test(String(v)))), 'no 2024-25 figures');
  ok(!mmg.some((r) => r.date.includes('/01/2026')), 'no MMG rows in January');
  ok(!/per delegate/i.test(M.text), 'no per-delegate cost');
  ok(!/2026-27 budget/i.test(M.text), 'no 2026-27 budget');
  return ans;
}

// ================================================================== TSHOLOFELO
async function tsholofelo() {
  const org = 'tsholofelo';
  // Manager P&L: each account line has six figures (four quarters, 2025, 2024)
  const pl = await pdfLines(DOC(org, 'Manager - Profit and Loss Statement 2025.pdf'));
  const P = {};
  for (const l of pl) {
    const nums = l.items.filter((i) => isNum(i.s) && i.x > 250);
    const label = l.items.filter((i) => i.x < 250).map((i) => i.s).join(' ').trim();
    if (nums.length === 6 && label) P[label] = nums.map((i) => num(i.s));
  }
  const acctInc = ["Members' contributions", 'Joining fees', 'Tent & chair hire', 'Interest - Absa fixed deposit', 'Interest - Absa current account'];
  const acctBen = ['Benefit - member', 'Benefit - spouse', 'Benefit - child', 'Benefit - parent'];
  const acctExp = Object.keys(P).filter((k) => !acctInc.includes(k) && !acctBen.includes(k) && !/^Total|^Net/.test(k));
  for (let c = 0; c < 6; c++) {
    ok(near(P['Total Income'][c], sum(acctInc.map((k) => P[k][c]))), `P&L total income col ${c}`);
    ok(near(P['Total Funeral benefits'][c], sum(acctBen.map((k) => P[k][c]))), `P&L benefits col ${c}`);
    ok(near(P['Total Expenses'][c], P['Total Funeral benefits'][c] + sum(acctExp.map((k) => P[k][c]))), `P&L total expenses col ${c}`);
    ok(near(P['Net profit (loss)'][c], P['Total Income'][c] - P['Total Expenses'][c]), `P&L net col ${c}`);
  }
  for (const k of Object.keys(P)) ok(near(P[k][4], sum(P[k].slice(0, 4))), `P&L year = quarters ${k}`);

  // balance sheet
  const BSx = (await sheets(DOC(org, 'Manager - Balance Sheet 31-12-2025.xlsx')))['Balance Sheet'].rows;
  const bs = {};
  for (const r of BSx) { if (!r) continue; const label = r[2] || r[1]; if (label && typeof r[3] === 'number') bs[label] = [r[3], r[4]]; }
  const assets = ['Cash at bank - Absa current account', 'Absa fixed deposit (12 months)', 'Orange Money wallet', 'Cash on hand', 'Fixed assets, at cost', 'Fixed assets, accumulated depreciation'];
  const liabs = ['Contributions received in advance', 'Funeral benefit payable', 'Accrued expenses - independent review'];
  for (const c of [0, 1]) {
    ok(near(bs['Total assets'][c], sum(assets.map((k) => bs[k][c]))), `BS assets ${c}`);
    ok(near(bs['Total liabilities'][c], sum(liabs.map((k) => bs[k][c]))), `BS liabilities ${c}`);
    ok(near(bs['Total equity'][c], bs['Total assets'][c] - bs['Total liabilities'][c]), `BS equity ${c}`);
  }
  ok(near(bs['Total equity'][0] - bs['Total equity'][1], P['Net profit (loss)'][4]), 'equity movement = 2025 profit');

  // Orange Money
  const omr = csvRows(DOC(org, 'Orange Money statement Oct-Dec 2025.csv'));
  const oh = omr.findIndex((r) => r[0] === 'Date');
  const omOpen = num(omr.find((r) => r[0] === 'Opening Balance')[1]);
  const omClose = num(omr.find((r) => r[0] === 'Closing Balance')[1]);
  const om = omr.slice(oh + 1).filter((r) => /^\d\d \w{3} \d{4}$/.test(r[0])).map((r) => ({ date: r[0], type: r[3], party: r[4], ref: r[5], debit: num(r[6]), credit: num(r[7]), fee: num(r[8]), bal: num(r[9]) }));
  let b = omOpen;
  for (const r of om) { b = r2(b - r.debit - r.fee + r.credit); ok(near(b, r.bal), `OM running balance ${r.date} ${r.ref}`); }
  ok(near(b, omClose), 'OM closing');
  ok(near(omClose, bs['Orange Money wallet'][0]), 'OM closing = balance sheet wallet');
  ok(near(sum(om.map((r) => r.fee)), P['Orange Money charges'][3]), 'OM fees = Q4 Orange Money charges');

  // register
  const RG = await sheets(DOC(org, 'Contributions Register 2025.xlsx'));
  const C = RG['Contributions 2025'].rows;
  const members = C.filter((r) => r && /^T\d{3}$/.test(String(r[1]))).map((r) => ({ code: r[1], name: r[2], months: r.slice(5, 17), paid: num(r[17]), due: num(r[18]), arrears: num(r[19]), advance: num(r[20]), remarks: String(r[21] ?? '') }));
  const MONTH_COLS = 12;
  for (const m of members) { ok(near(m.paid, sum(m.months.map((x) => (typeof x === 'number' ? x : 0)))), `register ${m.code} total`); ok(near(m.arrears, m.due - m.paid), `register ${m.code} arrears`); }
  const qContrib = [0, 1, 2, 3].map((q) => sum(members.map((m) => sum(m.months.slice(q * 3, q * 3 + 3).map((x) => (typeof x === 'number' ? x : 0))))));
  for (let q = 0; q < 4; q++) ok(near(qContrib[q], P["Members' contributions"][q]), `register Q${q + 1} = P&L contributions`);
  ok(near(sum(members.map((m) => m.advance)), bs['Contributions received in advance'][0]), 'register advance = balance sheet');
  void MONTH_COLS;
  const CL = RG['Claims 2025'].rows;
  const claims = CL.filter((r) => r && typeof r[1] === 'number').map((r) => ({ reported: r[2], member: r[3], memberName: r[4], rel: r[6], benefit: r[8], paid: r[9], groceries: r[10], remarks: String(r[12] ?? '') }));
  const q = (d) => Math.floor(d.getUTCMonth() / 3);
  const benPaid25 = claims.filter((c) => c.paid.getUTCFullYear() === 2025);
  for (let i = 0; i < 4; i++) ok(near(sum(benPaid25.filter((c) => q(c.paid) === i).map((c) => c.benefit)), P['Total Funeral benefits'][i]), `claims Q${i + 1} = P&L benefits`);
  ok(near(sum(claims.map((c) => c.groceries)), P['Funeral groceries'][4]), 'claims groceries = P&L groceries');
  const TH = RG['Tent hire 2025'].rows;
  const hires = TH.filter((r) => r && r[1] instanceof Date).map((r) => ({ date: r[1], who: r[2], occ: r[3], amt: r[6] }));
  const paidHires = hires.filter((h) => typeof h.amt === 'number');
  for (let i = 0; i < 4; i++) ok(near(sum(paidHires.filter((h) => q(h.date) === i).map((h) => h.amt)), P['Tent & chair hire'][i]), `tent hire Q${i + 1} = P&L`);

  // treasurer's report
  const TR = await docxText(DOC(org, "Treasurer's Report to AGM 28 March 2026.docx"));
  const tbl = TR.tables[0];
  const trow = (label) => tbl.find((r) => r[0] === label).slice(1).map(num);
  ok(near(trow('Total income')[1], P['Total Income'][4]) && near(trow('Total income')[2], P['Total Income'][5]), 'report income ties to the P&L');
  ok(near(trow('SURPLUS FOR THE YEAR')[1], P['Net profit (loss)'][4]), 'report surplus ties to the P&L');
  const adminAccts = ['Stationery & printing', 'Secretary airtime & data', 'AGM expenses', 'Independent review fee', 'Bank charges - Absa', 'Orange Money charges'];
  ok(near(trow('Administration')[1], sum(adminAccts.map((k) => P[k][4]))), 'report administration = six Manager accounts');
  const cashT = TR.tables[1];
  const cashTotal = num(cashT.find((r) => /^Total/.test(r[0]))[1]);
  const contribM = TR.text.match(/raised from P(\d+) to P(\d+)/);
  const reviewer = TR.text.match(/reviewed by (.+?) of /)[1];

  // till slip (photo): printed lines from the rendering data, and the Orange Money payment it matches
  const S = RAW.tsholofelo.SLIP;
  const amt = (x) => r2(x[1] * x[2]);
  const slipTotal = r2(sum(S.items.map(amt)));
  const vatable = r2(sum(S.items.filter((x) => x[3] === 'S').map(amt)));
  const zero = r2(sum(S.items.filter((x) => x[3] === 'Z').map(amt)));
  ok(near(slipTotal, om.find((r) => r.type === 'Merchant Payment').debit), 'slip total = Orange Money merchant payment');
  ok(near(slipTotal, claims.find((c) => /Mokgosi/.test(c.remarks)).groceries), 'slip total = claims register groceries');

  const depr = P['Depreciation - tents & chairs'][4];
  const ans = {
    1: P["Members' contributions"][4],
    2: P["Members' contributions"][2],
    3: ((P["Members' contributions"][4] - P["Members' contributions"][5]) / P["Members' contributions"][5]) * 100,
    4: P['Total Funeral benefits'][4],
    5: P['Benefit - parent'][4],
    6: P['Net profit (loss)'][4],
    7: P['Net profit (loss)'][1],
    8: ['Q1', 'Q2', 'Q3', 'Q4'][P['Net profit (loss)'].slice(0, 4).indexOf(Math.max(...P['Net profit (loss)'].slice(0, 4)))],
    9: P['Total Expenses'][4],
    10: P['Funeral groceries'][4] - P['Funeral groceries'][5],
    11: (P["Members' contributions"][4] / P['Total Income'][4]) * 100,
    12: P["Members' contributions"][4] / 12,
    13: P['Interest - Absa fixed deposit'][4] + P['Interest - Absa current account'][4],
    14: sum(members.map((m) => m.arrears)),
    15: members.filter((m) => m.arrears > 0).length,
    16: [...members].sort((a, b) => b.arrears - a.arrears)[0].name,
    17: sum(members.map((m) => m.advance)),
    18: members.filter((m) => !/DECEASED|RESIGNED/.test(m.remarks)).length,
    19: claims.filter((c) => c.reported.getUTCFullYear() === 2025).length,
    20: benPaid25.length,
    21: (() => { const d = claims.find((c) => c.member === 'T003').paid; return `${d.getUTCDate()} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][d.getUTCMonth()]} ${d.getUTCFullYear()}`; })(),
    22: claims.find((c) => c.memberName === 'Kagiso Seretse').groceries,
    23: sum(paidHires.map((h) => h.amt)),
    24: paidHires.length,
    25: sum(paidHires.map((h) => h.amt)) / paidHires.length,
    26: paidHires.find((h) => /Independence/.test(h.occ)).who,
    27: bs['Orange Money wallet'][0],
    28: bs['Fixed assets, at cost'][0] + bs['Fixed assets, accumulated depreciation'][0],
    29: bs['Total assets'][0],
    30: bs['Cash at bank - Absa current account'][1],
    31: bs['Total liabilities'][0],
    32: cashTotal / ((P['Total Expenses'][4] - depr) / 12),
    33: sum(om.filter((r) => / Nov /.test(r.date)).map((r) => r.credit)),
    34: sum(om.map((r) => r.fee)),
    35: om.filter((r) => r.type === 'Transfer to Bank').length,
    36: sum(om.filter((r) => r.type === 'Transfer to Bank').map((r) => r.debit)),
    37: [...om].sort((a, b) => b.credit - a.credit)[0].party,
    38: r2(vatable * S.vatPct / (100 + S.vatPct)),
    39: slipTotal,
    40: zero,
    41: ((num(contribM[2]) - num(contribM[1])) / num(contribM[1])) * 100,
    42: reviewer,
    43: trow('Funeral benefits')[1] - trow('Funeral benefits')[0],
    44: trow('Administration')[1] - trow('Administration')[0],
    45: trow('Total income')[3],
  };
  ok(near(cashTotal, sum(['Cash at bank - Absa current account', 'Absa fixed deposit (12 months)', 'Orange Money wallet', 'Cash on hand'].map((k) => bs[k][0]))), 'report cash table = balance sheet');
  ok(!Object.keys(P).some((k) => /2023/.test(k)) && !pl.some((l) => l.items.some((i) => /2023/.test(i.s))), 'no 2023 figures');
  ok(!om.some((r) => / (Jun|Jul) /.test(r.date)), 'no June Orange Money rows');
  ok(!/coffin/i.test(TR.text) && !/2027 budget|Budget 2027/i.test(TR.text), 'no coffin cost or 2027 budget');
  return ans;
}

// ================================================================== compare with the cases
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const got = { seawall: await seawall(), tsholofelo: await tsholofelo() };
const DOCS = { seawall: fs.readdirSync(path.join(SET, 'documents', 'seawall')), tsholofelo: fs.readdirSync(path.join(SET, 'documents', 'tsholofelo')) };
const kinds = {};
for (const c of cases) {
  const n = Number(c.id.split('-')[1]);
  ok(c.documents.length === DOCS[c.org].length && c.documents.every((d) => DOCS[c.org].includes(d.split('/')[1])), `${c.id} lists every document`);
  kinds[c.org] = kinds[c.org] || {}; kinds[c.org][c.kind] = (kinds[c.org][c.kind] || 0) + 1;
  if (c.answer.type === 'notfound') { ok(got[c.org][n] === undefined, `${c.id} is a not-found question`); continue; }
  const v = got[c.org][n];
  if (c.answer.type === 'number') ok(typeof v === 'number' && Math.abs(v - c.answer.value) <= Math.max(1e-6, 1e-6 * Math.abs(v)), `${c.id} expected ${c.answer.value}, documents give ${v}`);
  else ok(c.answer.any.some((p) => String(v).toLowerCase().includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(String(v).toLowerCase())), `${c.id} expected one of ${c.answer.any.slice(0, 3)}, documents give ${v}`);
}
for (const org of ['seawall', 'tsholofelo']) {
  ok(cases.filter((c) => c.org === org).length === 50, `${org} has 50 cases`);
  ok(kinds[org].notfound === 5, `${org} has 5 notfound`);
}
// the scorer: expected replies all pass, wrong replies all fail
const scorer = '/work/shared/evals/agent/score.mjs';
const score = (f) => execFileSync('node', [scorer, path.join(SET, 'cases.jsonl'), path.join(SET, f)], { encoding: 'utf8' }).trim().split('\n').at(-1);
ok(score('expected-answers.jsonl') === '100 passed, 0 failed', `expected answers: ${score('expected-answers.jsonl')}`);
ok(score('wrong-answers.jsonl') === '0 passed, 100 failed', `wrong answers: ${score('wrong-answers.jsonl')}`);
console.log(`${checks} checks, ${failures} failed`);
process.exit(failures ? 1 : 0);
