// Generates the documents of "yarrabee" (Yarrabee Community Radio Inc., Australia, FY July-June).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { Document, Packer, Paragraph, TextRun, AlignmentType, Table, TableRow, TableCell, WidthType } from 'docx';
import { yLines, yTotals, yAssumptions, ySfp, yLetter, yReceipt, MONTHS_FY, PERIOD_END, ACTUAL_MONTHS, rng, sum } from './data.mjs';
import { outDir, cents, csvLine, textRight, textCenter, FONTS } from './lib.mjs';

const DIR = outDir('yarrabee');
export const FILES = {
  budget: '3YCR Budget FY2026 (board approved).xlsx',
  sfp: 'Statement of Financial Position 30 June 2025.pdf',
  gl: 'GL actuals by dept Jul-Dec 2025.csv',
  letter: 'Management letter FY2025 - Pemberton Keogh.docx',
  receipt: 'IMG_20250903_receipt.png',
};
const NUMFMT = '#,##0;(#,##0);"–"';

// ------------------------------------------------------------------ budget workbook (3 sheets)
async function budget() {
  const T = yTotals();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Treasurer, 3YCR';
  // ---- sheet 1: Budget
  const ws = wb.addWorksheet('Budget');
  ws.columns = [{ width: 22 }, { width: 38 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 9 }];
  ws.getCell('A1').value = 'Yarrabee Community Radio Inc. (3YCR)'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Annual Budget 2025–26, as adopted by the Committee of Management on 26/06/2025'; ws.getCell('A2').font = { bold: true, size: 11 };
  ws.getCell('A3').value = 'All figures in Australian dollars, GST exclusive. Financial year runs 1 July to 30 June.'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.getCell('C5').value = 'FY2026';
  ws.mergeCells('D5:E5'); ws.getCell('D5').value = 'FY2025';
  ws.getRow(6).values = ['Category', 'Line item', 'Budget', 'Budget', 'Actual', 'Notes'];
  for (const r of [5, 6]) ws.getRow(r).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3ECF5' } }; });
  ws.getCell('A6').alignment = { horizontal: 'left' }; ws.getCell('B6').alignment = { horizontal: 'left' };
  ws.getRow(6).eachCell((c) => { c.border = { bottom: { style: 'thin' } }; });
  const notes = { 'Equipment repairs & maintenance': '(2)', 'Transmitter power': '(1)', 'Radiothon donations': '(3)', 'Program coordinator wages (0.6 FTE)': '(4)' };
  let r = 7;
  const first = {};
  const writeLine = (l) => {
    const row = ws.getRow(r);
    row.values = [l.cat, l.label, l.b26, l.b25, l.a25, notes[l.label] || null];
    [3, 4, 5].forEach((i) => { row.getCell(i).numFmt = NUMFMT; });
    r++;
  };
  const totalRow = (label, from, to, vals, bold = true) => {
    const row = ws.getRow(r);
    row.getCell(2).value = label;
    ['C', 'D', 'E'].forEach((c, i) => { row.getCell(i + 3).value = { formula: `SUM(${c}${from}:${c}${to})`, result: vals[i] }; row.getCell(i + 3).numFmt = NUMFMT; });
    row.eachCell((c) => { c.font = { bold }; c.border = { top: { style: 'thin' } }; });
    r++;
  };
  first.inc = r;
  yLines.filter((l) => l.type === 'income').forEach(writeLine);
  const incEnd = r - 1;
  totalRow('Total income', first.inc, incEnd, [T.b26.income, T.b25.income, T.a25.income]);
  const incRow = r - 1;
  r++;
  first.exp = r;
  yLines.filter((l) => l.type === 'expense').forEach(writeLine);
  const expEnd = r - 1;
  totalRow('Total expenditure', first.exp, expEnd, [T.b26.expense, T.b25.expense, T.a25.expense]);
  const expRow = r - 1;
  r++;
  {
    const row = ws.getRow(r);
    row.getCell(2).value = 'Net surplus / (deficit)';
    ['C', 'D', 'E'].forEach((c, i) => { row.getCell(i + 3).value = { formula: `${c}${incRow}-${c}${expRow}`, result: [T.b26.net, T.b25.net, T.a25.net][i] }; row.getCell(i + 3).numFmt = NUMFMT; });
    row.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
    r += 2;
  }
  const noteText = [
    'Notes',
    '(1) Transmitter power: network tariff increase from 1 July 2025; FY2025 included a back-billed meter reading.',
    '(2) Equipment repairs FY2025 actual includes the emergency replacement of the studio 1 mixing desk power supply and the STL dish realignment after the April storm.',
    '(3) Radiothon is held in September each year; see Monthly phasing.',
    '(4) Program coordinator position was vacant for five weeks in FY2025.',
    'Depreciation is a non-cash item and is included in total expenditure.',
  ];
  for (const n of noteText) { ws.getCell(`A${r}`).value = n; ws.getCell(`A${r}`).font = { size: 9, italic: n !== 'Notes', bold: n === 'Notes' }; r++; }
  ws.views = [{ state: 'frozen', ySplit: 6 }];

  // ---- sheet 2: Monthly phasing (FY2026 budget by month)
  const ph = wb.addWorksheet('Monthly phasing');
  ph.columns = [{ width: 20 }, { width: 36 }, ...MONTHS_FY.map(() => ({ width: 9 })), { width: 11 }];
  ph.getCell('A1').value = 'FY2026 budget phased by month (AUD, ex GST)'; ph.getCell('A1').font = { bold: true, size: 12 };
  const monthHdr = MONTHS_FY.map((m, i) => `${m}-${i < 6 ? '25' : '26'}`);
  ph.getRow(3).values = ['Category', 'Line item', ...monthHdr, 'Full year'];
  ph.getRow(3).eachCell((c) => { c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  let pr = 4;
  const colL = (i) => String.fromCharCode(67 + i); // C..N
  const phLine = (l) => {
    const row = ph.getRow(pr);
    row.values = [l.cat, l.label, ...l.ph26];
    row.getCell(15).value = { formula: `SUM(C${pr}:N${pr})`, result: l.b26 };
    for (let i = 3; i <= 15; i++) row.getCell(i).numFmt = NUMFMT;
    pr++;
  };
  const phTotal = (label, from, to, lines) => {
    const row = ph.getRow(pr);
    row.getCell(2).value = label;
    for (let m = 0; m < 13; m++) {
      const v = m < 12 ? sum(lines.map((l) => l.ph26[m])) : sum(lines.map((l) => l.b26));
      row.getCell(m + 3).value = { formula: `SUM(${m < 12 ? colL(m) : 'O'}${from}:${m < 12 ? colL(m) : 'O'}${to})`, result: v };
      row.getCell(m + 3).numFmt = NUMFMT;
    }
    row.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' } }; });
    pr++;
  };
  const inc = yLines.filter((l) => l.type === 'income');
  const exp = yLines.filter((l) => l.type === 'expense');
  let s = pr; inc.forEach(phLine); phTotal('Total income', s, pr - 1, inc); pr++;
  s = pr; exp.forEach(phLine); phTotal('Total expenditure', s, pr - 1, exp);
  ph.views = [{ state: 'frozen', xSplit: 2, ySplit: 3 }];

  // ---- sheet 3: Assumptions
  const as = wb.addWorksheet('Assumptions');
  as.columns = [{ width: 36 }, { width: 16 }, { width: 16 }, { width: 12 }];
  as.getCell('A1').value = 'Key assumptions'; as.getCell('A1').font = { bold: true, size: 12 };
  as.getRow(3).values = ['Item', 'FY2025 actual', 'FY2026 budget', 'Unit'];
  as.getRow(3).eachCell((c) => { c.font = { bold: true }; });
  yAssumptions.forEach((a, i) => {
    const row = as.getRow(4 + i); row.values = a;
    if (a[3] === '%') { row.getCell(2).numFmt = '0.0%'; row.getCell(3).numFmt = '0.0%'; }
  });
  await wb.xlsx.writeFile(path.join(DIR, FILES.budget));
}

// ------------------------------------------------------------------ GL actuals CSV (long format)
function gl() {
  const lines = [csvLine(['Period', 'Department', 'Account', 'Amount'])];
  for (let m = 0; m < ACTUAL_MONTHS; m++) {
    const rows = [];
    for (const l of yLines) {
      for (const [dept, c] of Object.entries(l.act[m])) {
        if (!c) continue;
        const signed = l.type === 'income' ? -c : c; // credits negative, as exported
        rows.push([PERIOD_END[m], dept, `${l.gl[0]} ${l.gl[1]}`, (signed / 100).toFixed(2)]);
      }
    }
    rows.sort((a, b) => a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]));
    for (const row of rows) lines.push(csvLine(row));
  }
  fs.writeFileSync(path.join(DIR, FILES.gl), lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ statement of financial position (PDF)
async function sfp() {
  const { rows, tot } = ySfp;
  const doc = await PDFDocument.create();
  doc.setTitle('Yarrabee Community Radio Inc. - Statement of Financial Position as at 30 June 2025');
  const F = await doc.embedFont(StandardFonts.Helvetica);
  const B = await doc.embedFont(StandardFonts.HelveticaBold);
  const I = await doc.embedFont(StandardFonts.HelveticaOblique);
  const p = doc.addPage([595, 842]);
  const cols = [455, 545];
  const noteX = 345;
  let y = 780;
  textCenter(p, 'YARRABEE COMMUNITY RADIO INC.', 297, y, B, 13); y -= 15;
  textCenter(p, 'ABN 27 604 118 930', 297, y, F, 9); y -= 22;
  textCenter(p, 'STATEMENT OF FINANCIAL POSITION', 297, y, B, 11.5); y -= 14;
  textCenter(p, 'AS AT 30 JUNE 2025', 297, y, B, 10); y -= 34;
  // two-line headers
  const hs = 9.5;
  textCenter(p, 'Note', noteX, y - 12, B, hs);
  for (const [i, yr] of [[0, '2025'], [1, '2024']]) {
    textRight(p, '30 June', cols[i], y, B, hs);
    textRight(p, yr, cols[i], y - 12, B, hs);
    textRight(p, '$', cols[i], y - 25, B, hs);
  }
  y -= 30;
  for (const x of cols) p.drawLine({ start: { x: x - 62, y }, end: { x, y }, thickness: 0.6 });
  y -= 18;
  const size = 9.5;
  const fmt = (v) => (v < 0 ? `(${Math.abs(v).toLocaleString('en-AU')})` : v.toLocaleString('en-AU'));
  const line = (label, a, b, { bold = false, indent = 0, note = '', rule = false, dbl = false } = {}) => {
    const f = bold ? B : F;
    p.drawText(label, { x: 56 + indent, y, size, font: f });
    if (note) textCenter(p, note, noteX, y, F, size);
    if (a != null) { textRight(p, fmt(a), cols[0], y, f, size); textRight(p, fmt(b), cols[1], y, f, size); }
    if (rule) for (const x of cols) p.drawLine({ start: { x: x - 58, y: y + 11 }, end: { x, y: y + 11 }, thickness: 0.5 });
    if (dbl) for (const x of cols) for (const d of [4, 6.5]) p.drawLine({ start: { x: x - 58, y: y - d }, end: { x, y: y - d }, thickness: 0.5 });
    y -= 15;
  };
  const head = (t) => { line(t, null, null, { bold: true }); };
  const R = (k, o = {}) => line(rows[k][0], rows[k][1], rows[k][2], { indent: 8, note: rows[k][3], ...o });
  head('CURRENT ASSETS'); R('cash'); R('recv'); R('prepay');
  line('Total current assets', tot[2025].ca, tot[2024].ca, { bold: true, rule: true }); y -= 6;
  head('NON-CURRENT ASSETS'); R('ppe'); R('rou');
  line('Total non-current assets', tot[2025].nca, tot[2024].nca, { bold: true, rule: true }); y -= 4;
  line('TOTAL ASSETS', tot[2025].assets, tot[2024].assets, { bold: true, rule: true }); y -= 12;
  head('CURRENT LIABILITIES'); R('pay'); R('gst'); R('provC'); R('advance'); R('leaseC');
  line('Total current liabilities', tot[2025].cl, tot[2024].cl, { bold: true, rule: true }); y -= 6;
  head('NON-CURRENT LIABILITIES'); R('provN'); R('leaseN');
  line('Total non-current liabilities', tot[2025].ncl, tot[2024].ncl, { bold: true, rule: true }); y -= 4;
  line('TOTAL LIABILITIES', tot[2025].liab, tot[2024].liab, { bold: true, rule: true }); y -= 12;
  line('NET ASSETS', tot[2025].net, tot[2024].net, { bold: true, rule: true, dbl: true }); y -= 14;
  head('EQUITY'); R('reserve'); R('retained');
  line('TOTAL EQUITY', tot[2025].equity, tot[2024].equity, { bold: true, rule: true, dbl: true });
  y -= 30;
  p.drawText('The Committee of Management transferred $5,000 to the transmitter replacement reserve during the year.', { x: 56, y, size: 8.5, font: I }); y -= 12;
  p.drawText('The accompanying notes form part of these financial statements.', { x: 56, y, size: 8.5, font: I });
  textCenter(p, '4', 297, 40, F, 9);
  fs.writeFileSync(path.join(DIR, FILES.sfp), await doc.save());
}

// ------------------------------------------------------------------ auditor's management letter (.docx)
async function letter() {
  const L = yLetter;
  const aud = (n) => `$${n.toLocaleString('en-AU', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
  const P = (text, opts = {}) => new Paragraph({ spacing: { after: 150 }, ...opts, children: [new TextRun({ text, size: 22, font: 'Arial', ...(opts.run || {}) })] });
  const H = (text) => new Paragraph({ spacing: { before: 220, after: 100 }, children: [new TextRun({ text, bold: true, size: 22, font: 'Arial' })] });
  const cell = (t, bold = false) => new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph({ children: [new TextRun({ text: t, bold, size: 20, font: 'Arial' })] })] });
  const ratings = new Table({
    width: { size: 9000, type: WidthType.DXA },
    rows: [
      new TableRow({ children: [cell('Ref', true), cell('Matter', true), cell('Rating', true)] }),
      new TableRow({ children: [cell('2025-1'), cell('Late lodgement of activity statement'), cell('Moderate')] }),
      new TableRow({ children: [cell('2025-2'), cell('Sponsorship agreements not on file'), cell('Moderate')] }),
      new TableRow({ children: [cell('2025-3'), cell('Fixed asset register not reconciled'), cell('Low')] }),
    ],
  });
  const doc = new Document({
    creator: L.firm,
    title: 'Management letter - year ended 30 June 2025',
    sections: [{
      children: [
        new Paragraph({ children: [new TextRun({ text: 'PEMBERTON KEOGH', bold: true, size: 32, font: 'Arial', color: '1F3864' })] }),
        new Paragraph({ spacing: { after: 300 }, children: [new TextRun({ text: 'Chartered Accountants · 2/88 Bay Road, Sale VIC 3850 · (03) 5143 0921', size: 18, font: 'Arial', color: '666666' })] }),
        P(L.date),
        P('The Committee of Management\nYarrabee Community Radio Inc.\n14A Ferry Street\nYarrabee VIC 3971'),
        new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: 'Management letter: audit for the year ended 30 June 2025', bold: true, size: 22, font: 'Arial' })] }),
        P('Dear Committee members,'),
        P(`We have completed our audit of the financial report of Yarrabee Community Radio Inc. for the year ended 30 June 2025 and issued an ${L.opinion} audit opinion, dated ${L.date}. This letter sets out matters that came to our attention during the audit which we believe should be brought to your attention. They do not affect our opinion.`),
        P('The matters below were identified from the procedures we performed for the purpose of expressing an opinion on the financial report. They are not necessarily a complete list of all weaknesses that may exist. Each matter has been given a rating of High, Moderate or Low.'),
        ratings,
        H('2025-1 Late lodgement of activity statement'),
        P(`The Business Activity Statement for the ${L.basQuarter} (January to March 2025) was due on ${L.basDue} but was not lodged with the Australian Taxation Office until ${L.basLodged}, ${L.basDaysLate} days late. The ATO applied a general interest charge of ${aud(L.gic)}, which has been expensed. The delay arose because the bookkeeper was on leave and no other person had access to the accounting file.`),
        P('Recommendation: a second authorised person should have access to the accounting file and the ATO portal, and BAS due dates should be placed in the Committee calendar.'),
        P('Management response: The Treasurer has been given access and the calendar has been updated. (Accepted)', { run: { italics: true } }),
        H('2025-2 Sponsorship agreements not on file'),
        P(`We selected ${L.sponsorTested} sponsorship invoices raised during the year and sought the signed sponsorship agreement for each. For ${L.sponsorMissing} of the ${L.sponsorTested} invoices, with a combined value of ${aud(L.sponsorMissingAmt)} (excluding GST), no signed agreement could be located. In each case the sponsor had paid, and on-air spots had been broadcast, so there is no misstatement; however, without a signed agreement the station has no evidence of the agreed terms or of compliance with the sponsorship time limits in its licence conditions.`),
        P('Recommendation: no sponsorship should be scheduled to air until the signed agreement has been filed.'),
        P('Management response: The station manager will hold the log until agreements are received. (Accepted)', { run: { italics: true } }),
        H('2025-3 Fixed asset register not reconciled'),
        P(`The fixed asset register had not been reconciled to the general ledger during the year. At 30 June 2025 the register was ${aud(L.farDiff)} lower than the ledger balance for property, plant and equipment, mainly because two items of studio equipment written off in the prior year had not been removed from the ledger. An adjustment was processed before the financial report was finalised.`),
        P('Recommendation: reconcile the register to the ledger at each half-year and at year end.'),
        P('Management response: Agreed; the Treasurer will do this from December 2025. (Accepted)', { run: { italics: true } }),
        H('Other matters'),
        P('Matters raised in our prior year letter relating to petty cash and volunteer reimbursements have been satisfactorily resolved.'),
        P(`Our fee for the audit of the year ended 30 June 2025 was ${aud(L.feeThisYear)} plus GST. We have been asked to provide a quotation for the following year; our fee for the audit of the year ending 30 June 2026 will be ${aud(L.feeNextYear)} plus GST.`),
        P('We would like to thank the Treasurer, the station manager and the volunteers for their assistance during the audit.'),
        P('Yours faithfully,', { spacing: { after: 400 } }),
        P(L.partner, { spacing: { after: 0 } }),
        P(`Partner, ${L.firm}`, { spacing: { after: 0 } }),
      ],
    }],
  });
  fs.writeFileSync(path.join(DIR, FILES.letter), await Packer.toBuffer(doc));
}

// ------------------------------------------------------------------ phone photo of the hardware receipt (.png)
async function receipt() {
  GlobalFonts.registerFromPath(path.join(FONTS, 'LiberationMono-Regular.ttf'), 'YMono');
  GlobalFonts.registerFromPath(path.join(FONTS, 'LiberationMono-Bold.ttf'), 'YMonoBold');
  const R = yReceipt;
  const W = 1080; const H = 1900;
  const cv = createCanvas(W, H);
  const ctx = cv.getContext('2d');
  // wooden desk
  const bg = ctx.createLinearGradient(0, 0, W, 0); bg.addColorStop(0, '#8a6543'); bg.addColorStop(0.5, '#9b7450'); bg.addColorStop(1, '#7c5a3b');
  ctx.fillStyle = bg; ctx.fillRect(0, 0, W, H);
  const rand = rng(903);
  for (let i = 0; i < 260; i++) { ctx.strokeStyle = `rgba(60,35,15,${0.05 + rand() * 0.12})`; ctx.lineWidth = 1 + rand() * 3; const yy = rand() * H; ctx.beginPath(); ctx.moveTo(0, yy); ctx.bezierCurveTo(W / 3, yy + (rand() - 0.5) * 30, (2 * W) / 3, yy + (rand() - 0.5) * 30, W, yy + (rand() - 0.5) * 20); ctx.stroke(); }
  ctx.save();
  ctx.translate(W / 2, H / 2); ctx.rotate((-2.2 * Math.PI) / 180); ctx.translate(-W / 2, -H / 2);
  const px = 120; const pw = 840; const py = 70; const ph = 1760;
  ctx.shadowColor = 'rgba(0,0,0,0.5)'; ctx.shadowBlur = 28; ctx.shadowOffsetX = -10; ctx.shadowOffsetY = 16;
  ctx.fillStyle = '#f4f2ec'; ctx.fillRect(px, py, pw, ph);
  ctx.shadowColor = 'transparent';
  const fold = ctx.createLinearGradient(0, py + 700, 0, py + 760); fold.addColorStop(0, 'rgba(0,0,0,0)'); fold.addColorStop(0.5, 'rgba(0,0,0,0.07)'); fold.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = fold; ctx.fillRect(px, py + 700, pw, 60);
  ctx.fillStyle = '#1a1a1a';
  const t = (s, x, y, size = 30, font = 'YMono', align = 'left') => { ctx.font = `${size}px ${font}`; ctx.textAlign = align; ctx.fillText(s, x, y); };
  const cx = px + pw / 2; const L = px + 50; const Rr = px + pw - 50;
  let y = py + 110;
  t('DUNMORE HARDWARE', cx, y, 50, 'YMonoBold', 'center'); y += 56;
  t('& ELECTRICAL', cx, y, 46, 'YMonoBold', 'center'); y += 52;
  t('14 Ferry Street, Yarrabee VIC 3971', cx, y, 27, 'YMono', 'center'); y += 36;
  t(`ABN ${R.abn}   Ph (03) 5148 2210`, cx, y, 27, 'YMono', 'center'); y += 56;
  t('TAX INVOICE', cx, y, 36, 'YMonoBold', 'center'); y += 52;
  t(`Date: ${R.date}  ${R.time}`, L, y, 30); y += 40;
  t(`Inv: ${R.invoiceNo}   Till 2   Op: KERRYN`, L, y, 30); y += 34;
  t('-'.repeat(38), L, y, 30); y += 48;
  for (const [d, q, p] of R.items) {
    t(d, L, y, 30); y += 40;
    t(`  ${q} @ ${cents(p)}`, L, y, 30); t(cents(q * p), Rr, y, 30, 'YMono', 'right'); y += 50;
  }
  t('-'.repeat(38), L, y, 30); y += 52;
  t(`SUBTOTAL ex GST   ${cents(R.subtotalC)}`, Rr, y, 32, 'YMono', 'right'); y += 46;
  t(`GST 10%   ${cents(R.gstC)}`, Rr, y, 32, 'YMono', 'right'); y += 60;
  t(`TOTAL  $${cents(R.totalC)}`, Rr, y, 44, 'YMonoBold', 'right'); y += 62;
  t(`EFTPOS DEBIT   ${cents(R.totalC)}`, L, y, 30); y += 40;
  t('CARD ****4471   APPROVED 00', L, y, 30); y += 66;
  t(`ITEMS: ${sum(R.items.map((i) => i[1]))}`, L, y, 30); y += 66;
  t('Keep receipt for warranty & returns', cx, y, 26, 'YMono', 'center'); y += 36;
  t('Thank you - see you next time!', cx, y, 26, 'YMono', 'center');
  ctx.restore();
  // uneven light and sensor noise
  const lg = ctx.createRadialGradient(W * 0.6, H * 0.25, 80, W * 0.5, H * 0.5, H * 0.85);
  lg.addColorStop(0, 'rgba(255,248,230,0.12)'); lg.addColorStop(1, 'rgba(0,0,0,0.16)');
  ctx.fillStyle = lg; ctx.fillRect(0, 0, W, H);
  const img = ctx.getImageData(0, 0, W, H);
  const nr = rng(4471);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (nr() - 0.5) * 14;
    img.data[i] = Math.max(0, Math.min(255, img.data[i] + n));
    img.data[i + 1] = Math.max(0, Math.min(255, img.data[i + 1] + n));
    img.data[i + 2] = Math.max(0, Math.min(255, img.data[i + 2] + n));
  }
  ctx.putImageData(img, 0, 0);
  fs.writeFileSync(path.join(DIR, FILES.receipt), await cv.encode('png'));
}

await budget();
gl();
await sfp();
await letter();
await receipt();
console.log('yarrabee: wrote', Object.values(FILES).length, 'files to', DIR);
