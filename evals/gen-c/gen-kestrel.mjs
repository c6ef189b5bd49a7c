// Generates the documents of "kestrel" (Kestrel Point Watershed Alliance, US, calendar fiscal year).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { kLines, kTotals, kSfe, kFunctions, kGrant, kCoa, sum } from './data.mjs';
import { outDir, csvLine, textRight, textCenter } from './lib.mjs';

const DIR = outDir('kestrel');
export const FILES = {
  bva: 'KPWA BvA by Quarter CY2025.xlsx',
  sfe: 'Statement of Functional Expenses 2025.csv',
  grant: 'Harrow & Wilde Grant Agreement HWF-2025-0412.pdf',
  coa: 'KPWA Chart of Accounts.csv',
};

// ------------------------------------------------------------------ quarterly BvA workbook ($000)
async function bva() {
  const T = kTotals();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'KPWA Finance';
  const ws = wb.addWorksheet('BvA by Quarter');
  ws.columns = [{ width: 36 }, ...Array(15).fill({ width: 10.5 })];
  const FMT = '#,##0.0;(#,##0.0);"-"';
  ws.mergeCells('A1:P1'); ws.getCell('A1').value = 'Kestrel Point Watershed Alliance'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.mergeCells('A2:P2'); ws.getCell('A2').value = 'Budget vs. Actual by Quarter, Fiscal Year 2025 (January 1 – December 31, 2025)'; ws.getCell('A2').font = { bold: true, size: 11 };
  ws.mergeCells('A3:P3'); ws.getCell('A3').value = '($ in thousands. Variance = Actual − Budget: a positive variance is more revenue, or more expense, than budgeted.)'; ws.getCell('A3').font = { italic: true, size: 9 };
  const groups = ['Jan – Mar', 'Apr – Jun', 'Jul – Sep', 'Oct – Dec', 'Full year'];
  const qn = ['Q1', 'Q2', 'Q3', 'Q4', 'FY'];
  const col = (i) => String.fromCharCode(66 + i); // B..P
  groups.forEach((g, i) => {
    ws.mergeCells(`${col(i * 3)}5:${col(i * 3 + 2)}5`);
    ws.getCell(`${col(i * 3)}5`).value = g;
    ['Budget', 'Actual', 'Variance'].forEach((k, j) => { ws.getCell(`${col(i * 3 + j)}6`).value = `${qn[i]} ${k}`; });
  });
  ws.getCell('A6').value = '';
  for (const r of [5, 6]) ws.getRow(r).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6D5' } }; c.border = { bottom: { style: 'thin' } }; });
  ws.getRow(6).height = 30;
  let r = 7;
  const k = (u) => Math.round(u) / 10;
  const put = (row, c, v, formula) => {
    const cell = row.getCell(c);
    // exceljs drops a cached result of 0, so a zero is stored as a value
    cell.value = formula && v !== 0 ? { formula, result: v } : v;
    cell.numFmt = FMT;
  };
  const lineRow = (label, bud, act) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    for (let q = 0; q < 4; q++) {
      put(row, 2 + q * 3, k(bud[q]));
      put(row, 3 + q * 3, k(act[q]));
      put(row, 4 + q * 3, k(act[q] - bud[q]), `${col(q * 3 + 1)}${r}-${col(q * 3)}${r}`);
    }
    put(row, 14, k(sum(bud)), `B${r}+E${r}+H${r}+K${r}`);
    put(row, 15, k(sum(act)), `C${r}+F${r}+I${r}+L${r}`);
    put(row, 16, k(sum(act) - sum(bud)), `O${r}-N${r}`);
    r++;
    return row;
  };
  const totalRow = (label, from, to, bud, act) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    const all = [];
    for (let q = 0; q < 4; q++) all.push(bud[q], act[q], act[q] - bud[q]);
    all.push(sum(bud), sum(act), sum(act) - sum(bud));
    all.forEach((v, i) => put(row, 2 + i, k(v), `SUM(${col(i)}${from}:${col(i)}${to})`));
    row.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' } }; });
    r++;
  };
  const section = (title, sec) => {
    ws.getCell(`A${r}`).value = title; ws.getCell(`A${r}`).font = { bold: true }; r++;
    const from = r;
    for (const l of kLines.filter((x) => x.sec === sec)) lineRow(l.label, l.bud, l.actual);
    totalRow('Total', from, r - 1, T[sec].bud, T[sec].actual);
    return r - 1;
  };
  const revTot = section('REVENUE', 'rev'); r++;
  const expTot = section('EXPENSES', 'exp'); r++;
  {
    const row = ws.getRow(r);
    row.getCell(1).value = 'Net surplus (deficit)';
    for (let i = 0; i < 15; i++) {
      const q = Math.floor(i / 3); const j = i % 3;
      const pick = (o) => (q < 4 ? o[q] : sum(o));
      const v = j === 0 ? pick(T.net.bud) : j === 1 ? pick(T.net.actual) : pick(T.net.actual) - pick(T.net.bud);
      put(row, 2 + i, k(v), `${col(i)}${revTot}-${col(i)}${expTot}`);
    }
    row.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
  }
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];

  const nt = wb.addWorksheet('Notes');
  nt.columns = [{ width: 110 }];
  [
    'Notes to the quarterly budget vs. actual (all amounts $ in thousands)',
    '',
    '1. Budget is the board-approved 2025 operating budget (December 10, 2024), phased by quarter by the finance committee.',
    '2. Q1 government contracts: the state DEQ monitoring contract renewal was signed late, so January-February billing slipped to Q2.',
    `3. Special events: the Spring River Gala was held May 17, 2025. The Q1 budget assumed $${(kLines.find((l) => l.label.startsWith('Special events')).bud[0] / 10).toFixed(1)}k of early ticket sales; ticket sales opened in April instead.`,
    '4. Q3 lab analysis fees include 41 additional cyanotoxin samples during the August algal bloom on Kestrel Reservoir.',
    '5. Native plant stock is purchased for the spring and fall planting windows (Q1 and Q4).',
    '6. Depreciation is excluded from the operating budget; see the statement of functional expenses.',
    '7. "Other" revenue is interest and workshop fees; "Other" expenses are bank fees, dues and miscellaneous.',
  ].forEach((t, i) => { nt.getCell(`A${i + 1}`).value = t; if (i === 0) nt.getCell('A1').font = { bold: true }; });
  await wb.xlsx.writeFile(path.join(DIR, FILES.bva));
}

// ------------------------------------------------------------------ statement of functional expenses (CSV)
function sfe() {
  const money = (v, dollar) => (v === 0 ? '-' : `${dollar ? '$' : ''}${v.toLocaleString('en-US')}`);
  const lines = [
    csvLine(['Kestrel Point Watershed Alliance']),
    csvLine(['Statement of Functional Expenses']),
    csvLine(['For the Year Ended December 31, 2025']),
    '',
    csvLine(['', 'Program Services', '', 'Supporting Services', '', '']),
    csvLine(['Expense', ...kFunctions, 'Total Expenses']),
  ];
  kSfe.rows.forEach((row, i) => lines.push(csvLine([row.label, ...row.vals.map((v) => money(v, i === 0)), money(row.total, i === 0)])));
  lines.push(csvLine(['Total functional expenses', ...kSfe.totals.map((v) => money(v, true)), money(kSfe.total, true)]));
  lines.push('');
  lines.push(csvLine(['Salaries, benefits and occupancy are allocated on the basis of staff time records; depreciation on equipment use.']));
  lines.push(csvLine(['Depreciation is not part of the operating budget.']));
  fs.writeFileSync(path.join(DIR, FILES.sfe), lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ chart of accounts (CSV)
function coa() {
  const lines = [csvLine(['Code', 'Name', 'Type', 'Description'])];
  for (const a of kCoa) lines.push(csvLine(a));
  fs.writeFileSync(path.join(DIR, FILES.coa), lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ grant agreement (PDF)
async function grant() {
  const g = kGrant;
  const usd = (n) => `$${n.toLocaleString('en-US')}`;
  const doc = await PDFDocument.create();
  doc.setTitle(`Grant Agreement ${g.number}`);
  const F = await doc.embedFont(StandardFonts.TimesRoman);
  const B = await doc.embedFont(StandardFonts.TimesRomanBold);
  const I = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const size = 11; const lead = 14.5; const left = 72; const right = 540;
  let page; let y; let pageNo = 0;
  const newPage = () => {
    page = doc.addPage([612, 792]); pageNo++; y = 720;
    textCenter(page, `Grant Agreement ${g.number} · Page ${pageNo}`, 306, 40, I, 9);
  };
  const need = (h) => { if (y - h < 70) newPage(); };
  const para = (text, { font = F, indent = 0, gap = 7 } = {}) => {
    const words = text.split(' ');
    let line = '';
    const lines = [];
    for (const w of words) {
      const t = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(t, size) > right - left - indent) { lines.push(line); line = w; } else line = t;
    }
    if (line) lines.push(line);
    need(lines.length * lead);
    for (const l of lines) { page.drawText(l, { x: left + indent, y, size, font }); y -= lead; }
    y -= gap;
  };
  const heading = (t, min = 70) => { need(min); y -= 4; page.drawText(t, { x: left, y, size: 11.5, font: B }); y -= lead + 2; };
  newPage();
  textCenter(page, 'THE HARROW & WILDE FOUNDATION', 306, y, B, 15); y -= 17;
  textCenter(page, '1200 Larkspur Avenue, Suite 610 · Baltimore, MD 21201', 306, y, F, 10); y -= 34;
  textCenter(page, 'GRANT AGREEMENT', 306, y, B, 14); y -= 16;
  textCenter(page, `Grant No. ${g.number}`, 306, y, F, 11); y -= 30;
  para(`This Grant Agreement ("Agreement") is entered into as of ${g.executed} between ${g.funder} (the "Foundation") and Kestrel Point Watershed Alliance, a Maryland nonprofit corporation exempt under section 501(c)(3) of the Internal Revenue Code (the "Grantee").`);
  heading('1. Grant award');
  para(`The Foundation awards the Grantee a grant of ${usd(g.award)} (one hundred eighty-six thousand dollars) (the "Grant") for the project entitled "${g.project}" (the "Project"), as described in the Grantee's proposal dated January 9, 2025.`);
  heading('2. Grant period');
  para(`The grant period begins ${g.periodStart} and ends ${g.periodEnd}. Costs incurred outside the grant period may not be charged to the Grant without the Foundation's prior written approval.`);
  heading('3. Purpose');
  para('The Grant shall be used to re-establish a forested riparian buffer along 2.4 miles of the lower Kestrel Creek, including site preparation, planting of native trees and shrubs, invasive species control and three years of survival monitoring.');
  heading('4. Payment schedule');
  para('Subject to the Grantee\'s compliance with this Agreement, the Foundation will pay the Grant in four installments:');
  // table
  {
    const cx = [left, left + 70, left + 300, right];
    const rowH = 18;
    need(rowH * 7);
    const hdr = ['Installment', 'Condition', 'Scheduled date', 'Amount'];
    page.drawRectangle({ x: left - 4, y: y - 5, width: right - left + 8, height: rowH, color: rgb(0.88, 0.9, 0.93) });
    hdr.forEach((h, i) => (i === 3 ? textRight(page, h, cx[3], y, B, 10.5) : page.drawText(h, { x: cx[i], y, size: 10.5, font: B })));
    y -= rowH;
    for (const s of g.schedule) {
      page.drawText(s.n, { x: cx[0] + 20, y, size: 10.5, font: F });
      page.drawText(s.cond, { x: cx[1], y, size: 10.5, font: F });
      page.drawText(s.date, { x: cx[2], y, size: 10.5, font: F });
      textRight(page, usd(s.amount), cx[3], y, F, 10.5);
      y -= rowH;
    }
    page.drawLine({ start: { x: left - 4, y: y + rowH - 5 }, end: { x: right + 4, y: y + rowH - 5 }, thickness: 0.6 });
    page.drawText('Total', { x: cx[1], y, size: 10.5, font: B });
    textRight(page, usd(sum(g.schedule.map((s) => s.amount))), cx[3], y, B, 10.5);
    y -= rowH + 8;
  }
  para('Installments 2 through 4 are conditioned on the Foundation\'s approval of the report named. If a report is approved after the scheduled date, the installment will be paid within 30 days of approval.');
  heading('5. Approved budget', 16 * 9);
  {
    const rowH = 16;
    need(rowH * (g.budget.length + 3));
    page.drawText('Budget category', { x: left, y, size: 10.5, font: B }); textRight(page, 'Grant funds', right, y, B, 10.5); y -= rowH;
    for (const [lbl, v] of g.budget) { page.drawText(lbl, { x: left + 8, y, size: 10.5, font: F }); textRight(page, usd(v), right, y, F, 10.5); y -= rowH; }
    page.drawLine({ start: { x: right - 80, y: y + rowH - 4 }, end: { x: right, y: y + rowH - 4 }, thickness: 0.6 });
    page.drawText('Total', { x: left + 8, y, size: 10.5, font: B }); textRight(page, usd(sum(g.budget.map((b) => b[1]))), right, y, B, 10.5);
    y -= rowH + 8;
  }
  para('The Grantee may move up to 10% of the Grant between direct-cost categories without prior approval. Larger changes require a written budget modification.');
  heading('6. Indirect costs');
  para(`Indirect (administrative and overhead) costs charged to the Grant may not exceed ${g.indirectPct * 100}% of the total Grant award. Indirect costs above this cap must be met from other sources.`);
  heading('7. Reporting requirements');
  para('The Grantee shall submit the following narrative and financial reports through the Foundation\'s online portal:');
  para(`(a) Interim report covering April 1 through August 31, 2025, due ${g.interimDue};`, { indent: 18, gap: 2 });
  para(`(b) Year-one report covering April 1, 2025 through March 31, 2026, due ${g.yearOneDue}; and`, { indent: 18, gap: 2 });
  para(`(c) Final report covering the full grant period, due ${g.finalDue}.`, { indent: 18 });
  para('Each financial report shall compare expenditures with the approved budget in section 5, including indirect costs charged.');
  heading('8. Unexpended funds');
  para(`Any portion of the Grant not expended or committed for the Project at the end of the grant period shall be returned to the Foundation within 60 days, unless the unexpended balance is ${usd(g.refundThreshold)} or less or the Foundation has approved a no-cost extension in writing.`);
  heading('9. Other conditions');
  para('Grant funds may not be used to influence legislation, to support any candidate for public office, or for capital construction. The Grantee shall acknowledge the Foundation in publications and signage about the Project. The Foundation may suspend payments if reports are more than 60 days overdue.');
  para(`Program officer: ${g.officer}, pvenkataraman@harrowwilde.org, (410) 555-0163.`);
  heading('10. Signatures', 150);
  const sy = y - 10;
  page.drawText('THE HARROW & WILDE FOUNDATION', { x: left, y: sy, size: 10.5, font: B });
  page.drawText('KESTREL POINT WATERSHED ALLIANCE', { x: 320, y: sy, size: 10.5, font: B });
  page.drawLine({ start: { x: left, y: sy - 38 }, end: { x: left + 200, y: sy - 38 }, thickness: 0.5 });
  page.drawLine({ start: { x: 320, y: sy - 38 }, end: { x: 520, y: sy - 38 }, thickness: 0.5 });
  page.drawText(`${g.signer}, Executive Director`, { x: left, y: sy - 52, size: 10.5, font: F });
  page.drawText('Daniel Reyes, Executive Director', { x: 320, y: sy - 52, size: 10.5, font: F });
  page.drawText(`Date: ${g.executed}`, { x: left, y: sy - 68, size: 10.5, font: F });
  page.drawText(`Date: ${g.executed}`, { x: 320, y: sy - 68, size: 10.5, font: F });
  fs.writeFileSync(path.join(DIR, FILES.grant), await doc.save());
}

await bva();
sfe();
coa();
await grant();
console.log('kestrel: wrote', Object.values(FILES).length, 'files to', DIR);
