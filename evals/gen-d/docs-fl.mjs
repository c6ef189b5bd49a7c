// Writes Fernleaf Adaptive Sports Society's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import * as D from 'docx';
import { fernleaf as O } from './data.mjs';
import { sum, r2, money, pct } from './fmt.mjs';

export const DIR = path.resolve('../set-d/documents/fernleaf');
export const FILES = {
  budget: 'Fernleaf 2025-26 Budget (approved).xlsx',
  ledger: 'Xero Account Transactions 1 Apr 2025 to 31 Dec 2025.csv',
  bva: 'Budget vs Actual Q3 2025-26.pdf',
  sofp: 'Statement of Financial Position 31 March 2025.docx',
  grant: 'PISF Contribution Agreement 2025-26.pdf',
  minutes: 'Board Minutes 14 January 2026.docx',
  receipt: 'IMG_20251118_receipt.jpg',
};
const rev = O.accounts.filter((a) => a.type === 'rev');
const exp = O.accounts.filter((a) => a.type === 'exp');
const CATS = ['Program Staffing', 'Facilities', 'Equipment', 'Transportation', 'Program Supplies', 'Administration'];
const MON = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

// ----------------------------------------------------------------------------- budget workbook
async function budget() {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tomás Bellweather';
  const fmt = '#,##0;[Red]-#,##0;"–"';
  const bold = { bold: true };

  const s = wb.addWorksheet('Summary');
  s.columns = [{ width: 7 }, { width: 40 }, { width: 15 }, { width: 15 }, { width: 13 }, { width: 60 }];
  s.mergeCells('A1:F1'); s.getCell('A1').value = 'FERNLEAF ADAPTIVE SPORTS SOCIETY'; s.getCell('A1').font = { bold: true, size: 14 };
  s.mergeCells('A2:F2'); s.getCell('A2').value = 'Operating Budget 2025-26  (fiscal year 1 April 2025 to 31 March 2026)';
  s.mergeCells('A3:F3'); s.getCell('A3').value = 'Approved by the Board on 12 March 2025 · all amounts in Canadian dollars';
  s.getCell('A3').font = { italic: true, size: 9 };
  s.getRow(5).values = ['Code', 'Account', '2024-25\nActual', '2025-26\nBudget', 'Increase\n(Decrease)', 'Comment'];
  s.getRow(5).font = bold; s.getRow(5).alignment = { wrapText: true, vertical: 'middle' }; s.getRow(5).height = 30;
  let r = 6;
  const comments = {
    '200': 'Fee held at $180/season; 2 new sledge hockey sessions',
    '235': 'Community Gaming Grant application approved for $60,000',
    '230': 'PISF agreement PISF-2025-118 (see contribution agreement)',
    '420': 'Pool rate up to $145/hour from 1 September 2025',
    '430': 'Replace 2 sledges and 4 sport wheelchairs over two years',
    '450': 'Annual premium paid April',
  };
  const line = (code, label, py, bud, o = {}) => {
    const row = s.getRow(r);
    row.values = [code, label, py, bud, bud - py, comments[code] || ''];
    [3, 4, 5].forEach((c) => { row.getCell(c).numFmt = fmt; });
    if (o.bold) { row.font = bold; [3, 4, 5].forEach((c) => { row.getCell(c).border = { top: { style: 'thin' } }; }); }
    r++;
  };
  s.getRow(r++).values = ['', 'REVENUE']; s.getRow(r - 1).font = bold;
  for (const a of rev) line(a.code, a.name, a.pyActual, a.budget);
  line('', 'Total Revenue', sum(rev.map((a) => a.pyActual)), sum(rev.map((a) => a.budget)), { bold: true });
  r++;
  s.getRow(r++).values = ['', 'EXPENDITURES']; s.getRow(r - 1).font = bold;
  for (const c of CATS) {
    const ls = exp.filter((a) => a.cat === c);
    s.getRow(r++).values = ['', c]; s.getRow(r - 1).font = { italic: true, bold: true };
    for (const a of ls) line(a.code, `   ${a.name}`, a.pyActual, a.budget);
    line('', `Total ${c}`, sum(ls.map((a) => a.pyActual)), sum(ls.map((a) => a.budget)), { bold: true });
  }
  r++;
  line('', 'Total Expenditures', sum(exp.map((a) => a.pyActual)), sum(exp.map((a) => a.budget)), { bold: true });
  r++;
  line('', 'Excess (Deficiency) of Revenue over Expenditures', sum(rev.map((a) => a.pyActual)) - sum(exp.map((a) => a.pyActual)), sum(rev.map((a) => a.budget)) - sum(exp.map((a) => a.budget)), { bold: true });
  r++;
  s.getRow(r++).getCell(2).value = 'The budgeted deficiency is to be funded from unrestricted net assets (Board motion 2025-07).';

  // Budget by Program: category first, then account, then programs beneath
  const p = wb.addWorksheet('Budget by Program');
  p.columns = [{ width: 50 }, { width: 16 }, { width: 12 }];
  p.getCell('A1').value = 'Expenditure budget 2025-26 by category, account and program'; p.getCell('A1').font = { bold: true, size: 12 };
  p.getRow(3).values = ['Category / account / program', '2025-26 Budget', '% of total'];
  p.getRow(3).font = bold;
  const T = sum(exp.map((a) => a.budget));
  let pr = 4;
  for (const c of CATS) {
    const ls = exp.filter((a) => a.cat === c);
    p.getRow(pr++).values = [c.toUpperCase()]; p.getRow(pr - 1).font = bold;
    for (const a of ls) {
      p.getRow(pr++).values = [`  ${a.code} ${a.name}`]; p.getRow(pr - 1).font = { italic: true };
      const first = pr;
      a.prog.forEach((v, i) => { if (v) { p.getRow(pr).values = [`        ${O.programs[i].name}`, v]; p.getRow(pr).getCell(2).numFmt = fmt; pr++; } });
      const row = p.getRow(pr++);
      row.values = [`  Total ${a.code} ${a.name}`, { formula: `SUM(B${first}:B${pr - 2})`, result: a.budget }, a.budget / T];
      row.getCell(2).numFmt = fmt; row.getCell(3).numFmt = '0.0%';
    }
    const row = p.getRow(pr++);
    row.values = [`Total ${c}`, sum(ls.map((a) => a.budget)), sum(ls.map((a) => a.budget)) / T];
    row.font = bold; row.getCell(2).numFmt = fmt; row.getCell(3).numFmt = '0.0%';
    pr++;
  }
  const tr = p.getRow(pr++);
  tr.values = ['TOTAL EXPENDITURES', T, 1]; tr.font = bold; tr.getCell(2).numFmt = fmt; tr.getCell(3).numFmt = '0.0%';
  pr++;
  p.getRow(pr++).values = ['Summary by program'];
  p.getRow(pr - 1).font = bold;
  O.programs.forEach((g, i) => {
    const v = sum(exp.map((a) => a.prog[i]));
    p.getRow(pr).values = [`  ${g.name}`, v, v / T];
    p.getRow(pr).getCell(2).numFmt = fmt; p.getRow(pr).getCell(3).numFmt = '0.0%';
    pr++;
  });

  // Monthly with a two-row header: year over month
  const m = wb.addWorksheet('Monthly');
  m.columns = [{ width: 44 }, ...MON.map(() => ({ width: 9 })), { width: 11 }];
  m.getCell('A1').value = 'Monthly budget 2025-26'; m.getCell('A1').font = { bold: true };
  m.mergeCells('B2:J2'); m.getCell('B2').value = 2025; m.getCell('B2').alignment = { horizontal: 'center' };
  m.mergeCells('K2:M2'); m.getCell('K2').value = 2026; m.getCell('K2').alignment = { horizontal: 'center' };
  m.getRow(3).values = ['Account', ...MON, 'Annual'];
  m.getRow(2).font = bold; m.getRow(3).font = bold;
  let mr = 4;
  const ml = (label, months, b = false) => {
    const row = m.getRow(mr);
    row.values = [label, ...months, { formula: `SUM(B${mr}:M${mr})`, result: sum(months) }];
    for (let c = 2; c <= 14; c++) row.getCell(c).numFmt = fmt;
    if (b) row.font = bold;
    mr++;
  };
  const cs = (ls) => MON.map((_, i) => sum(ls.map((a) => a.months[i])));
  m.getRow(mr++).values = ['Revenue'];
  for (const a of rev) ml(`${a.code} - ${a.name}`, a.months);
  ml('Total revenue', cs(rev), true);
  mr++;
  m.getRow(mr++).values = ['Expenditures'];
  for (const a of exp) ml(`${a.code} - ${a.name}`, a.months);
  ml('Total expenditures', cs(exp), true);
  mr++;
  ml('Surplus (deficit)', MON.map((_, i) => cs(rev)[i] - cs(exp)[i]), true);

  const n = wb.addWorksheet('Notes');
  n.getColumn(1).width = 120;
  [
    'Budget notes 2025-26',
    '• Fiscal year runs 1 April to 31 March. Prior-year column is the 2024-25 actual from the audited statements.',
    '• Sledge hockey ice time at Riverside Arena runs September to March; summer camp runs 7 July to 22 August 2025.',
    '• Pool lane rental at Cedar Flats Aquatic Centre increases to $145 per hour from 1 September 2025.',
    '• Coaching wages assume NCCP-certified coaches at $24-$31 per hour; CPP and EI at roughly 7% of wages.',
    '• Roll-a-thon fundraiser held in June; pledges collected May-June.',
    '• Community Gaming Grant received in one payment in October.',
  ].forEach((t, i) => { n.getRow(i + 1).getCell(1).value = t; });
  n.getCell('A1').font = bold;
  await wb.xlsx.writeFile(path.join(DIR, FILES.budget));
}

// ----------------------------------------------------------------------------- Xero ledger CSV
function ledger() {
  const q = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const a2 = (v) => (v ? money(v, 2) : '');
  const lines = [];
  lines.push(['Account Transactions']);
  lines.push(['Fernleaf Adaptive Sports Society']);
  lines.push(['For the period 1 April 2025 to 31 December 2025']);
  lines.push([]);
  lines.push(['Date', 'Source', 'Contact', 'Description', 'Reference', 'Account Code', 'Account', 'Program', 'Debit (CAD)', 'Credit (CAD)']);
  const src = (t) => (t.code === '400' || t.code === '405' ? 'Payroll' : t.code === '230' ? 'Manual Journal' : t.type === 'rev' ? (t.amount < 0 ? 'Spend Money' : 'Receive Money') : t.amount < 0 ? 'Payable Credit Note' : t.ref.startsWith('CC') ? 'Spend Money' : 'Payable Invoice');
  let dr = 0, cr = 0, lastM = null;
  for (const t of O.txns) {
    if (lastM !== null && t.date[1] !== lastM) lines.push([]);
    lastM = t.date[1];
    const d = `${String(t.date[0]).padStart(2, '0')}/${String(t.date[1]).padStart(2, '0')}/${t.date[2]}`;
    // expenses are debits (credit notes are credits); revenue is credit (refunds are debits)
    let debit = 0, credit = 0;
    if (t.type === 'exp') { if (t.amount >= 0) debit = t.amount; else credit = -t.amount; } else if (t.amount >= 0) credit = t.amount; else debit = -t.amount;
    dr = r2(dr + debit); cr = r2(cr + credit);
    lines.push([d, src(t), t.contact, t.desc, t.ref, t.code, t.account, t.prog, a2(debit), a2(credit)]);
  }
  lines.push([]);
  lines.push(['Total', '', '', '', '', '', '', '', a2(dr), a2(cr)]);
  fs.writeFileSync(path.join(DIR, FILES.ledger), '\ufeff' + lines.map((l) => l.map((c) => q(String(c))).join(',')).join('\n') + '\n');
}

// ----------------------------------------------------------------------------- BvA PDF
function bva() {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LEGAL', layout: 'landscape', margin: 28 });
    const out = fs.createWriteStream(path.join(DIR, FILES.bva));
    doc.pipe(out);
    doc.font('Helvetica-Bold').fontSize(13).text('Fernleaf Adaptive Sports Society — Budget vs Actual, Q3 2025-26', 28, 28);
    doc.font('Helvetica').fontSize(9).text('Third quarter (1 October to 31 December 2025) and year to date (9 months to 31 December 2025). Canadian dollars. Variance = Actual - Budget.', 28, 46);
    const L = 28, LW = 230, CW = 66;
    const x = (c) => L + LW + c * CW;
    let y = 74;
    doc.font('Helvetica-Bold').fontSize(8.5);
    doc.text('Q3: Oct – Dec 2025', x(0), y, { width: CW * 4, align: 'center' });
    doc.text('Year to date: Apr – Dec 2025', x(4), y, { width: CW * 4, align: 'center' });
    doc.text('Full year', x(8), y, { width: CW * 2, align: 'center' });
    [0, 4, 8].forEach((c) => doc.moveTo(x(c) + 6, y + 11).lineTo(x(c + (c === 8 ? 2 : 4)) - 6, y + 11).stroke());
    y += 15;
    const hd = [['Actual'], ['Budget'], ['Variance', '$'], ['Variance', '%']];
    [...hd, ...hd, ['2025-26', 'Budget'], ['Budget', 'remaining']].forEach((h, c) => h.forEach((t, k) => doc.text(t, x(c), y + k * 10, { width: CW - 5, align: 'right' })));
    y += 24;
    doc.moveTo(L, y - 3).lineTo(x(10), y - 3).stroke();
    const Q = [6, 7, 8], Y = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const calc = (ls) => {
      const qa = r2(sum(ls.flatMap((a) => Q.map((i) => a.actual[i]))));
      const qb = sum(ls.flatMap((a) => Q.map((i) => a.months[i])));
      const ya = r2(sum(ls.flatMap((a) => Y.map((i) => a.actual[i]))));
      const yb = sum(ls.flatMap((a) => Y.map((i) => a.months[i])));
      const ann = sum(ls.map((a) => a.budget));
      return [qa, qb, qa - qb, null, ya, yb, ya - yb, null, ann, ann - ya];
    };
    const f0 = (v) => money(Math.round(v), 0, { paren: false });
    const row = (label, v, o = {}) => {
      doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      doc.text(label, L + (o.indent ? 10 : 0), y, { width: LW - 10, lineBreak: false });
      v.forEach((n, c) => doc.text(c === 3 ? pct(v[2], v[1]).replace(/\((.*)\)/, '-$1') : c === 7 ? pct(v[6], v[5]).replace(/\((.*)\)/, '-$1') : f0(n), x(c), y, { width: CW - 5, align: 'right', lineBreak: false }));
      if (o.rule) doc.moveTo(x(0), y - 2).lineTo(x(10), y - 2).lineWidth(0.5).stroke();
      y += 12;
    };
    doc.font('Helvetica-Bold').fontSize(9).text('REVENUE', L, y); y += 12;
    for (const a of rev) row(`${a.code} ${a.name}`, calc([a]), { indent: true });
    row('Total revenue', calc(rev), { bold: true, rule: true });
    y += 5;
    doc.font('Helvetica-Bold').fontSize(9).text('EXPENDITURES', L, y); y += 12;
    for (const c of CATS) {
      const ls = exp.filter((a) => a.cat === c);
      for (const a of ls) row(`${a.code} ${a.name}`, calc([a]), { indent: true });
      row(`Total ${c}`, calc(ls), { bold: true, rule: true });
      y += 3;
    }
    row('Total expenditures', calc(exp), { bold: true, rule: true });
    y += 5;
    const tr = calc(rev), te = calc(exp);
    row('Excess (deficiency) of revenue over expenditures', tr.map((v, c) => (v == null ? null : v - te[c])), { bold: true, rule: true });
    y += 8;
    doc.font('Helvetica-Oblique').fontSize(7.5).text('Prepared from Xero by the Treasurer for the Board meeting of 14 January 2026. Unaudited. Budget remaining = 2025-26 budget less year-to-date actual.', L, y);
    doc.end();
    out.on('finish', resolve);
  });
}

// ----------------------------------------------------------------------------- SOFP DOCX
async function sofp() {
  const b = O.balance;
  const W = [5200, 900, 1500, 1500];
  const c = (t, i, o = {}) => new D.TableCell({
    width: { size: W[i], type: D.WidthType.DXA },
    borders: { top: { style: o.top ? D.BorderStyle.SINGLE : D.BorderStyle.NONE, size: 4, color: '000000' }, bottom: { style: o.dbl ? D.BorderStyle.DOUBLE : D.BorderStyle.NONE, size: 4, color: '000000' }, left: { style: D.BorderStyle.NONE, size: 0, color: 'FFFFFF' }, right: { style: D.BorderStyle.NONE, size: 0, color: 'FFFFFF' } },
    children: [new D.Paragraph({ alignment: i >= 2 ? D.AlignmentType.RIGHT : i === 1 ? D.AlignmentType.CENTER : D.AlignmentType.LEFT, indent: i === 0 && o.ind ? { left: o.ind * 240 } : undefined, children: t.split('\n').map((x, k) => new D.TextRun({ text: x, break: k ? 1 : 0, bold: o.bold })) })],
  });
  const R = (label, k, o = {}) => new D.TableRow({ children: [c(label, 0, o), c(o.note || '', 1), c(k ? money(b[2025][k]) : '', 2, o), c(k ? money(b[2024][k]) : '', 3, o)] });
  const H = (label, o = {}) => new D.TableRow({ children: [c(label, 0, { bold: true, ...o }), c('', 1), c('', 2), c('', 3)] });
  const rows = [
    new D.TableRow({ tableHeader: true, children: [c('', 0), c('Note', 1, { bold: true }), c('2025\n$', 2, { bold: true }), c('2024\n$', 3, { bold: true })] }),
    H('ASSETS'),
    H('Current', { ind: 1 }),
    R('Cash', 'cash', { ind: 2 }),
    R('Term deposits', 'termDeposits', { ind: 2, note: '3' }),
    R('Accounts receivable', 'ar', { ind: 2 }),
    R('GST receivable', 'gstRec', { ind: 2 }),
    R('Prepaid expenses', 'prepaid', { ind: 2 }),
    R('Total current assets', 'totalCurrentAssets', { ind: 1, top: true }),
    R('Capital assets, net', 'capital', { ind: 1, note: '4' }),
    R('Total assets', 'totalAssets', { bold: true, top: true, dbl: true }),
    H('LIABILITIES'),
    H('Current', { ind: 1 }),
    R('Accounts payable and accrued liabilities', 'apAccrued', { ind: 2 }),
    R('Deferred contributions - operating', 'deferredOp', { ind: 2, note: '5' }),
    R('Total current liabilities', 'totalCurrentLiabilities', { ind: 1, top: true }),
    R('Deferred capital contributions', 'deferredCap', { ind: 1, note: '6' }),
    R('Total liabilities', 'totalLiabilities', { bold: true, top: true }),
    H('NET ASSETS'),
    R('Invested in capital assets', 'naInvested', { ind: 1 }),
    R('Internally restricted - equipment replacement reserve', 'naReserve', { ind: 1, note: '7' }),
    R('Unrestricted', 'naUnrestricted', { ind: 1 }),
    R('Total net assets', 'totalNetAssets', { bold: true, top: true }),
    R('Total liabilities and net assets', 'totalLiabilitiesNetAssets', { bold: true, top: true, dbl: true }),
  ];
  const P = (t, o = {}) => new D.Paragraph({ alignment: o.center ? D.AlignmentType.CENTER : undefined, spacing: { after: 100 }, children: [new D.TextRun({ text: t, bold: o.bold, italics: o.italics })] });
  const doc = new D.Document({
    sections: [{
      children: [
        P('Fernleaf Adaptive Sports Society', { bold: true, center: true }),
        P('Statement of Financial Position', { bold: true, center: true }),
        P('As at 31 March 2025, with comparative figures for 2024', { center: true }),
        new D.Table({ width: { size: 9100, type: D.WidthType.DXA }, rows }),
        P(''),
        P('Commitments (note 8): the Society has committed to an arena ice-time contract of $19,800 for the 2025-26 season.', { italics: true }),
        P('Approved on behalf of the Board:   ______________________ Director      ______________________ Director'),
        P('The accompanying notes are an integral part of these financial statements.', { italics: true }),
      ],
    }],
  });
  fs.writeFileSync(path.join(DIR, FILES.sofp), await D.Packer.toBuffer(doc));
}

// ----------------------------------------------------------------------------- grant PDF
function grant() {
  const g = O.grant;
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 64 });
    const out = fs.createWriteStream(path.join(DIR, FILES.grant));
    doc.pipe(out);
    doc.font('Helvetica-Bold').fontSize(14).text('PACIFIC INCLUSION SPORT FUND');
    doc.font('Helvetica').fontSize(9).text('Suite 400, 1090 West Pender Street, Vancouver, BC V6E 2N7');
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(12).text(`Contribution Agreement ${g.agreementNo}`);
    doc.moveDown(0.5);
    const p = (t, o = {}) => { doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(t, { align: 'left', ...o }); doc.moveDown(0.5); };
    p(`This agreement is made on ${g.signed} between the Pacific Inclusion Sport Fund ("the Fund") and Fernleaf Adaptive Sports Society ("the Recipient"), a society registered in British Columbia.`);
    p('1. Purpose and term', { bold: true });
    p(`The Fund agrees to contribute up to $${money(g.amount)} towards the Recipient's "Play for All" adaptive sport program for youth aged ${g.ageRange} with physical disabilities, for eligible costs incurred between ${g.periodStart} and ${g.periodEnd}.`);
    p('2. Eligible costs', { bold: true });
    p('The contribution may be applied to the following categories, up to the amounts shown:');
    let y = doc.y;
    for (const [k, v] of [...g.categories, ['Total contribution', g.amount]]) {
      doc.font(k.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(k, 90, y, { width: 300, lineBreak: false });
      doc.text(`$${money(v)}`, 400, y, { width: 80, align: 'right', lineBreak: false });
      y += 14;
    }
    doc.x = 64; doc.y = y + 6;
    p(`Administration costs charged to the contribution may not exceed ${g.adminCapPct}% of the total contribution. The Recipient may move funds between categories by up to ${g.reallocPct}% of a category's amount; larger reallocations require the written approval of the Fund.`);
    p('3. Payment', { bold: true });
    p(`The Fund will pay the contribution in three instalments: ${g.instalmentPcts[0]}% ($${money(g.instalments[0])}) on signature of this agreement; ${g.instalmentPcts[1]}% ($${money(g.instalments[1])}) on acceptance of the interim report; and a holdback of ${g.instalmentPcts[2]}% ($${money(g.instalments[2])}) on acceptance of the final report.`);
    p('4. Reporting', { bold: true });
    p(`The Recipient shall submit an interim activity and financial report by ${g.interimDue} and a final report, with a statement of revenue and expenditures for the project, by ${g.finalDue}.`);
    p('5. Conditions', { bold: true });
    p(`(a) The program shall serve at least ${g.participantsTarget} registered participants during the term. (b) All coaches paid from the contribution must hold current National Coaching Certification Program (NCCP) certification and a clear vulnerable-sector check. (c) The Recipient shall acknowledge the Fund in program materials and on its website. (d) Equipment purchased with the contribution must be used for the program for at least ${g.equipmentHoldYears} years. (e) Any unspent contribution over $${money(g.unspentThreshold)} must be returned to the Fund by ${g.unspentReturnBy}. (f) Financial records shall be retained for ${g.retentionYears} years after the end of the term.`);
    p('6. Stacking', { bold: true });
    p('Total government and Fund assistance for the program may not exceed 100% of its eligible costs. The Recipient shall declare all other sources of funding in its reports.');
    p(`Fund contact: ${g.officer}, Program Officer.`);
    p('Signed for the Fund: ______________________        Signed for the Recipient: ______________________');
    doc.end();
    out.on('finish', resolve);
  });
}

// ----------------------------------------------------------------------------- minutes DOCX
export function minutesFigures() {
  const ytd = (ls) => r2(sum(ls.flatMap((a) => a.actual)));
  const revY = ytd(rev), expY = ytd(exp);
  return { revY, expY, net: r2(revY - expY) };
}
async function minutes() {
  const m = O.minutes;
  const f = minutesFigures();
  const P = (t, o = {}) => new D.Paragraph({ spacing: { after: 120 }, heading: o.h, children: [new D.TextRun({ text: t, bold: o.bold, italics: o.italics })] });
  const doc = new D.Document({
    sections: [{
      children: [
        P('Fernleaf Adaptive Sports Society', { bold: true }),
        P(`Minutes of the Board of Directors meeting held ${m.date} at 6:30 p.m., Cedar Flats Community Centre, Room B (and by video)`, { bold: true }),
        P(`Present: ${m.chair} (Chair), ${m.treasurer} (Treasurer), Ana Sato (Secretary), Devinder Gill, Rae Whitehorse, Colin Fraser. Staff: ${m.ed} (Executive Director). Regrets: Hélène Morin.`),
        P('1. Call to order and agenda', { bold: true }),
        P('The Chair called the meeting to order at 6:34 p.m. The agenda was approved as circulated. The minutes of 12 November 2025 were approved with one correction to the spelling of a volunteer\'s name.'),
        P('2. Treasurer\'s report', { bold: true }),
        P(`The Treasurer presented the Q3 budget-versus-actual report. For the nine months to 31 December 2025 revenue was $${money(f.revY, 2)} and expenditures were $${money(f.expY, 2)}, leaving an excess of revenue over expenditures of $${money(f.net, 2)}. He noted that the Community Gaming Grant of $60,000 was received in October as budgeted and that arena ice time is tracking close to budget. Pool rental is below budget for the year to date, mainly because summer camp used fewer pool hours than planned.`),
        P('MOTION: to receive the Q3 financial report. Moved Gill, seconded Whitehorse. CARRIED.', { italics: true }),
        P('3. Equipment purchase', { bold: true }),
        P(`The Executive Director presented quotes for sport wheelchairs for the basketball program. MOTION: to purchase ${m.chairs === 3 ? 'three' : m.chairs} sport wheelchairs from Spinergy Adaptive Canada at $${money(m.chairPrice)} each plus applicable taxes, funded from the equipment replacement reserve. Moved Fraser, seconded Sato. CARRIED.`),
        P('4. Registration fees for 2026-27', { bold: true }),
        P(`After discussion of rising pool and ice costs, MOTION: to increase the seasonal registration fee from $${m.feeOld} to $${m.feeNew} per athlete, effective ${m.feeEffective}, with the hardship subsidy fund to remain available to any family on request. Moved Bellweather, seconded Gill. CARRIED (one abstention).`),
        P('5. Audit engagement', { bold: true }),
        P(`The board accepted the engagement quote from Lindqvist Mah Chartered Professional Accountants of $${money(m.auditQuote)} for the audit of the year ending 31 March 2026.`),
        P('6. Executive Director\'s report', { bold: true }),
        P(`Para swim has a waitlist of ${m.waitlist} athletes. The accessible van has now passed ${money(m.vanKm)} km; the Executive Director will bring replacement options and quotes to the board by 28 February 2026. The Roll-a-thon is confirmed for ${m.rollathonDate}.`),
        P('7. Action items', { bold: true }),
        P(`• Treasurer to present the draft 2026-27 budget at the next meeting.  • Executive Director to place the wheelchair order by 31 January 2026.  • Secretary to update the fee schedule on the website after 1 March 2026.`),
        P('8. Next meeting and adjournment', { bold: true }),
        P(`The next meeting will be held on ${m.nextMeeting}. The meeting adjourned at 8:12 p.m.`),
        P('Recorded by Ana Sato, Secretary', { italics: true }),
      ],
    }],
  });
  fs.writeFileSync(path.join(DIR, FILES.minutes), await D.Packer.toBuffer(doc));
}

export async function writeAll() {
  fs.mkdirSync(DIR, { recursive: true });
  await budget();
  ledger();
  await bva();
  await sofp();
  await grant();
  await minutes();
  const { receipt } = await import('./receipt.mjs');
  await receipt(path.join(DIR, FILES.receipt));
}
if (import.meta.url === `file://${process.argv[1]}`) writeAll().then(() => console.log('fernleaf written'));
