// Renders Harborlight Repertory Theatre's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx-republish';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { HL, MONTHS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const usd = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const n = (v) => (v === 0 ? '—' : v < 0 ? `(${usd(v)})` : usd(v));
const NUM = '#,##0;(#,##0);"-"';
const colL = (i) => String.fromCharCode(65 + i);
const utc = (iso) => new Date(iso + 'T00:00:00Z');
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${MONTHS[m - 1]} ${d}, ${y}`; };
const mdy = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`; };

async function periods(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = HL.reportInfo.by;
  const ws = wb.addWorksheet('Income statement', { views: [{ state: 'frozen', xSplit: 1, ySplit: 6 }] });
  ws.getColumn(1).width = 36;
  for (let c = 2; c <= 12; c++) ws.getColumn(c).width = 11;
  ws.getCell('A1').value = 'Harborlight Repertory Theatre'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Statement of activities by accounting period – FY26 (13 four-week periods; see the "FY26 calendar" tab)';
  ws.getCell('A3').value = 'Unaudited, US dollars. Periods 1–10 closed.'; ws.getCell('A3').font = { italic: true };
  const h1 = ws.getRow(5);
  h1.values = ['Period', ...HL.calendar.slice(0, 10).map((c) => c.p), 'YTD'];
  h1.font = { bold: true };
  const h2 = ws.getRow(6);
  h2.getCell(1).value = '4 weeks ending';
  HL.calendar.slice(0, 10).forEach((c, i) => { h2.getCell(i + 2).value = utc(c.end); h2.getCell(i + 2).numFmt = 'm/d/yy'; });
  h2.font = { italic: true };
  let r = 7;
  const put = (label, vals, ytd) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    vals.forEach((v, i) => { row.getCell(i + 2).value = v; row.getCell(i + 2).numFmt = NUM; });
    row.getCell(12).value = { formula: `SUM(B${r}:K${r})`, result: ytd }; row.getCell(12).numFmt = NUM;
    r++;
  };
  const section = (title, lines, totalLabel, per, ytd) => {
    ws.getRow(r).getCell(1).value = title; ws.getRow(r).font = { bold: true }; r++;
    const first = r;
    for (const l of lines) put(l[0], l[1], l[2]);
    const last = r - 1;
    const row = ws.getRow(r);
    row.getCell(1).value = totalLabel;
    for (let i = 0; i < 11; i++) {
      const c = row.getCell(i + 2);
      c.value = { formula: `SUM(${colL(i + 1)}${first}:${colL(i + 1)}${last})`, result: i < 10 ? per[i] : ytd };
      c.numFmt = NUM; c.border = { top: { style: 'thin' } };
    }
    row.font = { bold: true };
    const at = r; r += 2; return at;
  };
  const tr = section('REVENUE & SUPPORT', HL.revenue, 'Total revenue & support', HL.totRev, HL.ytdRev);
  const te = section('EXPENSES', HL.expenses, 'Total expenses', HL.totExp, HL.ytdExp);
  const row = ws.getRow(r);
  row.getCell(1).value = 'Net operating surplus (deficit)';
  for (let i = 0; i < 11; i++) {
    const c = row.getCell(i + 2);
    c.value = { formula: `${colL(i + 1)}${tr}-${colL(i + 1)}${te}`, result: i < 10 ? HL.net[i] : HL.ytdNet };
    c.numFmt = NUM; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
  row.font = { bold: true };

  const cal = wb.addWorksheet('FY26 calendar');
  cal.getColumn(1).width = 10; cal.getColumn(2).width = 14; cal.getColumn(3).width = 14; cal.getColumn(4).width = 8; cal.getColumn(5).width = 40;
  cal.getCell('A1').value = 'FY26 accounting calendar – 13 periods of four weeks (Monday to Sunday)'; cal.getCell('A1').font = { bold: true };
  cal.getRow(3).values = ['Period', 'Starts', 'Ends', 'Weeks', 'Note'];
  cal.getRow(3).font = { bold: true };
  const notes = { P1: 'Fiscal year begins', P3: 'Season opens (subscriptions on sale)', P6: 'Holiday show', P10: 'Last closed period', P13: 'Fiscal year ends' };
  HL.calendar.forEach((c, i) => {
    const rw = cal.getRow(4 + i);
    rw.getCell(1).value = c.p;
    rw.getCell(2).value = utc(c.start); rw.getCell(2).numFmt = 'mm/dd/yyyy';
    rw.getCell(3).value = utc(c.end); rw.getCell(3).numFmt = 'mm/dd/yyyy';
    rw.getCell(4).value = 4;
    rw.getCell(5).value = notes[c.p] || '';
  });
  await wb.xlsx.writeFile(file);
}

async function report(file) {
  const I = HL.reportInfo, T = HL.repTot;
  const { doc, end } = newPdf(file, { title: 'Finance Committee report - Period 10 FY26', author: I.by, layout: 'landscape' });
  doc.font('B').fontSize(14).text('Harborlight Repertory Theatre', { align: 'center' });
  doc.font('R').fontSize(11).text('Finance Committee report – budget vs actual through Period 10 (June 30, 2025 – April 5, 2026)', { align: 'center' });
  doc.font('R').fontSize(9.5).text('FY26 runs June 30, 2025 – June 28, 2026 in thirteen four-week periods · US dollars', { align: 'center' });
  doc.moveDown(1.2);
  const right = [410, 500, 590, 680, 780];
  const row = (x) => ({ label: x.label, indent: 1, vals: [n(x.fy), n(x.budget), n(x.actual), n(x.over), n(x.remaining)] });
  const tot = (label, k, extra = {}) => ({ label, bold: true, vals: ['fy', 'budget', 'actual', 'over', 'remaining'].map((c) => n(T[`${k}_${c}`])), ...extra });
  const net = (c) => T[`rev_${c}`] - T[`exp_${c}`];
  table(doc, [
    { label: '', vals: ['FY26 Budget', 'Budget P1–P10', 'Actual P1–P10', 'Over/(under)', 'Budget remaining'], bold: true },
    { gap: 4 },
    { label: 'REVENUE & SUPPORT', bold: true },
    ...HL.rep.filter((x) => x.sec === 'rev').map(row),
    tot('Total revenue & support', 'rev', { rule: 'above' }),
    { gap: 6 },
    { label: 'EXPENSES', bold: true },
    ...HL.rep.filter((x) => x.sec === 'exp').map(row),
    tot('Total expenses', 'exp', { rule: 'above' }),
    { gap: 6 },
    { label: 'Net operating surplus (deficit)', bold: true, vals: [n(net('fy')), n(net('budget')), n(net('actual')), n(T.rev_actual - T.rev_budget - (T.exp_actual - T.exp_budget)), ''], rule: 'double' },
  ], { right, size: 9, lineH: 14.5, labelX: 50, width: 280 });
  doc.moveDown(1);
  doc.font('I').fontSize(8.5).text('Over/(under) is actual less budget for the periods to date, for revenue and expenses alike. Budget remaining is the FY26 budget less actual to date.', 50, doc.y, { width: 740 });
  doc.moveDown(0.6);
  doc.font('R').fontSize(9).text(`Commentary. Single-ticket sales are behind budget because the summer production of Much Ado About Nothing played to small houses; A Christmas Carol again carried the holiday periods. Production is over budget after the set for The Lighthouse Keeper's Daughter was rebuilt. Cash at April 5, 2026: operating account $${usd(I.operating)}; board-designated reserve $${usd(I.reserve)}. The $${usd(I.loc)} line of credit with ${I.bank} was undrawn at period end.`, 50, doc.y, { width: 740 });
  doc.moveDown(0.6);
  doc.text(`Prepared by ${I.by}, ${I.role}, ${I.date}, for the Finance Committee meeting of ${I.meeting}.`, 50, doc.y, { width: 740 });
  await end();
}

function tickets(file) {
  const aoa = [['Harborlight Repertory Theatre - box office by production, FY26 season to date'], ['From the ticketing system. Gross = single-ticket receipts before card fees; subscriber seats are paid through season subscriptions and carry no gross here.'], [],
    ['Production', 'Opened', 'Closed', 'Perfs', 'Seats available', 'Single tickets', 'Subscriber seats', 'Comps', 'Single-ticket gross ($)']];
  for (const s of HL.shows) aoa.push([s.name, utc(s.open), utc(s.close), s.perfs, s.capacity, s.single, s.subs, s.comps, s.gross]);
  const ws = XLSX.utils.aoa_to_sheet(aoa, { cellDates: true, dateNF: 'm/d/yyyy' });
  ws['!cols'] = [{ wch: 34 }, { wch: 11 }, { wch: 11 }, { wch: 7 }, { wch: 14 }, { wch: 13 }, { wch: 15 }, { wch: 8 }, { wch: 20 }];
  for (let r = 5; r < 5 + HL.shows.length; r++) { ws[`I${r}`].z = '#,##0.00'; for (const c of ['E', 'F', 'G']) ws[`${c}${r}`].z = '#,##0'; }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Productions');
  fs.writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }));
}

async function dev(file) {
  const V = HL.dev;
  const P = (t) => new Paragraph({ spacing: { after: 140 }, children: [new TextRun({ text: t, size: 22 })] });
  const H = (t) => new Paragraph({ spacing: { before: 160, after: 80 }, children: [new TextRun({ text: t, bold: true, size: 24 })] });
  const cell = (t, { bold = false, right = false, w = 1500 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 18 })] })] });
  const W = [2300, 2500, 1200, 1200, 1100, 1500];
  const d = new Document({ creator: V.director, sections: [{ children: [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Harborlight Repertory Theatre')] }),
    new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: `Development Committee update – ${longDate(V.date)}`, bold: true, size: 26 })] }),
    H('Staffing'),
    P(`${V.director} joined us as Director of Development on ${V.started}, after six years at a regional arts center. Maya now leads institutional giving and the capital campaign; the box office manager continues to run individual membership renewals.`),
    H('Institutional grants – FY26 applications'),
    new Table({ width: { size: 9800, type: WidthType.DXA }, rows: [
      new TableRow({ children: ['Funder', 'Purpose', 'Requested', 'Awarded', 'Status', 'Report due'].map((t, i) => cell(t, { bold: true, right: i === 2 || i === 3, w: W[i] })) }),
      ...V.grants.map((g) => new TableRow({ children: [
        cell(g.funder, { w: W[0] }), cell(g.purpose, { w: W[1] }), cell(`$${usd(g.asked)}`, { right: true, w: W[2] }),
        cell(g.awarded ? `$${usd(g.awarded)}` : '—', { right: true, w: W[3] }), cell(g.status, { w: W[4] }), cell(g.due ? mdy(g.due) : '—', { w: W[5] }),
      ] })),
    ] }),
    P(''),
    P('Seacoast Federal Credit Union declined season sponsorship this year but invited us to reapply in the fall. Decisions on the two pending requests are expected by early summer.'),
    H('Capital campaign – auditorium seating'),
    P(`The quiet phase of the campaign to replace the auditorium's 312 seats has a goal of $${usd(V.campaignGoal)}. Board and lead gifts pledged to date total $${usd(V.pledged)}. The Morrow Charitable Trust request above would be the campaign's first foundation gift.`),
    H('Spring gala'),
    P(`The Harborlight Gala will be held on ${V.gala} at the theatre. The committee set a goal of 180 guests; sponsorship packages went out on March 2.`),
  ] }] });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

async function receipt(file) {
  const R = HL.receipt;
  const lines = [
    { t: 'FORE RIVER LUMBER & SUPPLY', size: 34, bold: true, center: true },
    { t: '418 Warren Ave, Portland ME 04103', size: 20, center: true },
    { t: '(207) 555-0148', size: 20, center: true },
    { gap: 10 },
    { cols: [`Date: ${mdy(R.date)}`, R.time], size: 21 },
    { cols: [`Receipt # ${R.number}`, 'Cashier: DEB'], size: 21 },
    { cols: ['Acct: HARBORLIGHT REP THEATRE', ''], size: 21 },
    { rule: true },
    { table: true, cols: ['QTY DESCRIPTION', 'PRICE', 'AMOUNT'], size: 20, bold: true },
    ...R.lines.map((l) => ({ table: true, cols: [`${l.q} ${l.d}`, l.p.toFixed(2), usd(l.amt, 2)], size: 20 })),
    { rule: true },
    { cols: ['SUBTOTAL', usd(R.subtotal, 2)], size: 22 },
    { cols: ['ME SALES TAX 5.5%', usd(R.tax, 2)], size: 22 },
    { cols: ['TOTAL', `$${usd(R.total, 2)}`], size: 28, bold: true },
    { gap: 6 },
    { cols: [`VISA ************${R.card}`, usd(R.total, 2)], size: 21 },
    { gap: 12 },
    { t: 'Returns within 30 days with receipt', size: 18, center: true },
    { t: 'THANK YOU', size: 22, bold: true, center: true },
  ];
  await photoDocument(file, lines, { width: 820, height: 860, angle: -1.4, seed: 22626, format: 'jpeg', margin: 50, tableX: [50, 620, 770], noise: 22 });
}

export async function renderHarborlight(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'harborlight'), { recursive: true });
  const F = (k) => path.join(DOCS, HL.files[k]);
  await periods(F('periods'));
  await report(F('report'));
  tickets(F('tickets'));
  await dev(F('dev'));
  await receipt(F('receipt'));
}
