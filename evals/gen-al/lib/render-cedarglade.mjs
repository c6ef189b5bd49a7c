// Cedar Glade Presbyterian Church (Murfreesboro, Tennessee, US$, calendar year): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { n2, mdy, mdyShort, enLong, dayName } from './fmt.mjs';
import { MONTHS, CG_RECEIPT } from '../data.mjs';

const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const sgn = (v) => (v < 0 ? `-${n2(v)}` : n2(v));

// ------------------------------------------------------------------ 1. PowerChurch Fund Balance Report (pdf, 2 pages)
export async function fundReport(file, V) {
  const c = V.cg;
  const { doc, end } = newPdf(file, { title: 'Fund Balance Report', author: 'PowerChurch Plus', layout: 'landscape', margin: 40 });
  const page = (funds, tot, from, to, n) => {
    if (n > 1) doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
    doc.font('B').fontSize(12).text('Cedar Glade Presbyterian Church', 40, 40, { lineBreak: false });
    doc.font('R').fontSize(8).text(`Page ${n}`, 700, 40, { width: 100, align: 'right', lineBreak: false });
    doc.font('B').fontSize(11).text('Fund Balance Report', 40, 58, { lineBreak: false });
    doc.font('R').fontSize(8).text(`${mdy(c.printed.split(' ')[0])} ${c.printed.split(' ').slice(1).join(' ')}`, 700, 58, { width: 100, align: 'right', lineBreak: false });
    doc.font('R').fontSize(9).text(`Period: ${from} - ${to}`, 40, 76, { lineBreak: false });
    doc.text('Funds: All    Include inactive: No    Accounting method: Cash', 40, 89, { lineBreak: false });
    const X = [40, 80, 370, 460, 550, 640, 730];
    const W = 90;
    const y0 = 115;
    doc.font('B').fontSize(8.5);
    doc.text('Fund', X[0], y0, { lineBreak: false }); doc.text('Description', X[1], y0, { lineBreak: false });
    ['Beginning', 'Receipts', 'Disburse-', 'Transfers', 'Ending'].forEach((t, i) => doc.text(t, X[i + 2] - W + 10, y0, { width: W - 10, align: 'right', lineBreak: false }));
    ['Balance', '', 'ments', '', 'Balance'].forEach((t, i) => t && doc.text(t, X[i + 2] - W + 10, y0 + 10, { width: W - 10, align: 'right', lineBreak: false }));
    doc.moveTo(40, y0 + 23).lineTo(800, y0 + 23).lineWidth(0.6).stroke();
    let y = y0 + 30;
    doc.font('R').fontSize(9);
    for (const f of funds) {
      doc.text(String(f.no), X[0], y, { lineBreak: false }); doc.text(f.name.toUpperCase(), X[1], y, { lineBreak: false });
      [f.begin, f.receipts, f.disb, f.transfer, f.end].forEach((v, i) => doc.text(Math.abs(v) < 0.005 ? '0.00' : sgn(v), X[i + 2] - W, y, { width: W, align: 'right', lineBreak: false }));
      y += 16;
    }
    doc.moveTo(290, y - 3).lineTo(800, y - 3).lineWidth(0.4).stroke();
    doc.font('B').text('Total All Funds', X[1], y + 2, { lineBreak: false });
    [tot.begin, tot.receipts, tot.disb, tot.transfer, tot.end].forEach((v, i) => doc.text(Math.abs(v) < 0.005 ? '0.00' : sgn(v), X[i + 2] - W, y + 2, { width: W, align: 'right', lineBreak: false }));
    doc.moveTo(290, y + 16).lineTo(800, y + 16).stroke(); doc.moveTo(290, y + 18).lineTo(800, y + 18).stroke();
    doc.font('I').fontSize(7.5).text('PowerChurch Plus 14.0 - Fund Balance Report. Transfers are between funds and net to zero.', 40, 540, { lineBreak: false });
  };
  page(c.funds, c.fundsTot, '01/01/2025', '12/31/2025', 1);
  page(c.q4, c.q4Tot, '10/01/2025', '12/31/2025', 2);
  await end();
}

// ------------------------------------------------------------------ 2. Weekly giving workbook: Summary + one sheet a month
export async function givingWorkbook(file, V) {
  const c = V.cg;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Linda Pruitt';
  const NUMF = '#,##0.00;-#,##0.00;"-"';
  const summary = wb.addWorksheet('Summary');
  const monthRefs = [];
  for (const [mi, m] of c.byMonth.entries()) {
    const ws = wb.addWorksheet(MONTHS[mi].slice(0, 3));
    ws.columns = [{ width: 12 }, { width: 11 }, { width: 11 }, { width: 11 }, { width: 13 }, { width: 3 }, { width: 14 }, { width: 11 }, { width: 11 }, { width: 12 }, { width: 34 }];
    ws.mergeCells('A1:K1'); ws.getCell('A1').value = 'Cedar Glade Presbyterian Church - Weekly Offering Summary'; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.mergeCells('A2:K2'); ws.getCell('A2').value = `${MONTHS[mi]} 2025`; ws.getCell('A2').font = { bold: true, size: 12 };
    ws.mergeCells('A4:A5'); ws.getCell('A4').value = 'Date';
    ws.mergeCells('B4:D4'); ws.getCell('B4').value = 'Received by method';
    ws.getCell('B5').value = 'Plate'; ws.getCell('C5').value = 'Envelope'; ws.getCell('D5').value = 'Online';
    ws.mergeCells('E4:E5'); ws.getCell('E4').value = 'Total Received';
    ws.mergeCells('G4:J4'); ws.getCell('G4').value = 'Credited to fund';
    ws.getCell('G5').value = 'General (Tithes & Offerings)'; ws.getCell('H5').value = 'Building'; ws.getCell('I5').value = 'Missions'; ws.getCell('J5').value = 'Benevolence';
    ws.mergeCells('K4:K5'); ws.getCell('K4').value = 'Notes';
    for (let r = 4; r <= 5; r++) for (const col of [1, 2, 3, 4, 5, 7, 8, 9, 10, 11]) styleHeader(ws.getCell(r, col));
    ws.getRow(5).height = 30;
    let r = 6;
    for (const g of m.rows) {
      const [y, mo, d] = g.date.split('-').map(Number);
      ws.getCell(r, 1).value = new Date(Date.UTC(y, mo - 1, d)); ws.getCell(r, 1).numFmt = 'm/d/yyyy';
      ws.getCell(r, 2).value = g.plate; ws.getCell(r, 3).value = g.envelope; ws.getCell(r, 4).value = g.online;
      ws.getCell(r, 5).value = F(`SUM(B${r}:D${r})`, g.total);
      ws.getCell(r, 7).value = F(`E${r}-SUM(H${r}:J${r})`, g.general);
      ws.getCell(r, 8).value = g.building; ws.getCell(r, 9).value = g.missions; ws.getCell(r, 10).value = g.benevolence;
      ws.getCell(r, 11).value = g.note;
      for (const col of [2, 3, 4, 5, 7, 8, 9, 10]) ws.getCell(r, col).numFmt = NUMF;
      r++;
    }
    const first = 6, last = r - 1;
    ws.getCell(r, 1).value = `${MONTHS[mi]} Total`;
    const tot = { 2: m.plate, 3: m.envelope, 4: m.online, 5: m.total, 7: m.general, 8: m.building, 9: m.missions, 10: m.benevolence };
    for (const [col, v] of Object.entries(tot)) { const L = 'ABCDEFGHIJK'[col - 1]; ws.getCell(r, Number(col)).value = F(`SUM(${L}${first}:${L}${last})`, v); ws.getCell(r, Number(col)).numFmt = NUMF; }
    for (let col = 1; col <= 11; col++) { ws.getCell(r, col).font = { bold: true }; ws.getCell(r, col).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
    ws.getCell(r + 2, 1).value = 'Counted by two unrelated counters each Sunday; deposited at Stones River Community Bank the next business day. Online = Tithe.ly gross gifts for the week ending that Sunday.';
    ws.getCell(r + 2, 1).font = { italic: true, size: 9 };
    monthRefs.push({ sheet: MONTHS[mi].slice(0, 3), row: r });
  }
  // summary: months down the side with quarter subtotals and a year total
  const ws = summary;
  ws.columns = [{ width: 16 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 13 }, { width: 14 }, { width: 11 }, { width: 11 }, { width: 12 }, { width: 9 }];
  ws.mergeCells('A1:J1'); ws.getCell('A1').value = 'Cedar Glade Presbyterian Church - 2025 Giving Summary'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Prepared by Linda Pruitt, Financial Secretary. Monthly totals pulled from each month\'s sheet.'; ws.getCell('A2').font = { italic: true, size: 9 };
  ws.getRow(4).values = ['Month', 'Plate', 'Envelope', 'Online', 'Total Received', 'General (T&O)', 'Building', 'Missions', 'Benevolence', 'Sundays'];
  for (let col = 1; col <= 10; col++) styleHeader(ws.getCell(4, col));
  const map = [[2, 'B', 'plate'], [3, 'C', 'envelope'], [4, 'D', 'online'], [5, 'E', 'total'], [6, 'G', 'general'], [7, 'H', 'building'], [8, 'I', 'missions'], [9, 'J', 'benevolence']];
  let r = 5;
  const qRows = [];
  for (let qi = 0; qi < 4; qi++) {
    const first = r;
    for (let k = 0; k < 3; k++) {
      const mi = qi * 3 + k; const m = c.byMonth[mi]; const ref = monthRefs[mi];
      ws.getCell(r, 1).value = MONTHS[mi];
      for (const [col, src, f] of map) { ws.getCell(r, col).value = F(`'${ref.sheet}'!${src}${ref.row}`, m[f]); ws.getCell(r, col).numFmt = NUMF; }
      ws.getCell(r, 10).value = m.rows.filter((g) => g.date && new Date(`${g.date}T12:00:00Z`).getUTCDay() === 0).length;
      r++;
    }
    ws.getCell(r, 1).value = `Quarter ${qi + 1}`;
    for (const [col, , f] of map) { const L = 'ABCDEFGHIJ'[col - 1]; ws.getCell(r, col).value = F(`SUM(${L}${first}:${L}${r - 1})`, c.quarter[qi][f]); ws.getCell(r, col).numFmt = NUMF; }
    for (let col = 1; col <= 10; col++) { ws.getCell(r, col).font = { bold: true, italic: true }; ws.getCell(r, col).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }; }
    qRows.push(r); r++;
  }
  ws.getCell(r, 1).value = 'Year 2025';
  for (const [col, , f] of map) { const L = 'ABCDEFGHIJ'[col - 1]; ws.getCell(r, col).value = F(qRows.map((x) => `${L}${x}`).join('+'), c.year[f]); ws.getCell(r, col).numFmt = NUMF; }
  for (let col = 1; col <= 10; col++) { ws.getCell(r, col).font = { bold: true }; ws.getCell(r, col).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  ws.getCell(r + 2, 1).value = 'Christmas Eve (Wed 12/24) is on the December sheet. 1/5 service cancelled for ice (online gifts only).'; ws.getCell(r + 2, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Budget vs actual (General Fund) with a Pledges sheet
export async function budgetWorkbook(file, V) {
  const c = V.cg; const B = c.bva;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tom Bradley';
  const ws = wb.addWorksheet('Budget vs Actual');
  const NUMF = '#,##0.00;(#,##0.00);"-"';
  ws.columns = [{ width: 8 }, { width: 44 }, { width: 15 }, { width: 15 }, { width: 16 }, { width: 11 }, { width: 15 }];
  ws.getCell('A1').value = 'Cedar Glade Presbyterian Church'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'General Fund - Budget vs. Actual'; ws.getCell('A2').font = { bold: true, size: 12 };
  ws.getCell('A3').value = 'For the Twelve Months Ending December 31, 2025'; ws.getCell('A3').font = { italic: true };
  ws.getRow(5).values = ['Acct #', 'Description', '2025 Budget', '2025 Actual', 'Over (Under) Budget', '% of Budget', '2024 Actual'];
  for (let col = 1; col <= 7; col++) styleHeader(ws.getCell(5, col));
  let r = 6;
  const line = (l) => {
    ws.getCell(r, 1).value = Number(l.acct); ws.getCell(r, 2).value = l.desc; ws.getCell(r, 2).alignment = { indent: 1 };
    ws.getCell(r, 3).value = l.budget; ws.getCell(r, 4).value = l.actual;
    ws.getCell(r, 5).value = F(`D${r}-C${r}`, l.diff); ws.getCell(r, 6).value = F(`IF(C${r}=0,"",D${r}/C${r})`, l.pct);
    ws.getCell(r, 7).value = l.a24;
    r++;
  };
  const totalRow = (label, first, last, vals, o = {}) => {
    ws.getCell(r, 2).value = label;
    ['C', 'D', 'G'].forEach((L, i) => { ws.getCell(r, [3, 4, 7][i]).value = F(o.formula ? o.formula(L) : `SUM(${L}${first}:${L}${last})`, vals[i]); });
    ws.getCell(r, 5).value = F(`D${r}-C${r}`, Math.round((vals[1] - vals[0]) * 100) / 100); ws.getCell(r, 6).value = { formula: `IF(C${r}=0,"",D${r}/C${r})`, result: vals[0] === 0 ? '' : vals[1] / vals[0] };
    for (let col = 1; col <= 7; col++) { ws.getCell(r, col).font = { bold: true }; ws.getCell(r, col).border = { top: { style: 'thin' } }; }
    const at = r; r++; return at;
  };
  ws.getCell(r, 1).value = 'INCOME'; ws.getCell(r, 1).font = { bold: true }; r++;
  const i0 = r; for (const l of B.inc) line(l);
  const incRow = totalRow('Total Income', i0, r - 1, [B.incBudget, B.incActual, B.inc24]);
  r++;
  ws.getCell(r, 1).value = 'EXPENSES'; ws.getCell(r, 1).font = { bold: true }; r++;
  const groupRows = [];
  for (const g of B.expGroups) {
    ws.getCell(r, 1).value = g.group; ws.getCell(r, 1).font = { bold: true, italic: true }; r++;
    const g0 = r; for (const l of g.lines) line(l);
    groupRows.push(totalRow(`Total ${g.group}`, g0, r - 1, [g.budget, g.actual, g.a24]));
  }
  r++;
  const expRow = totalRow('Total Expenses', 0, 0, [B.expBudget, B.expActual, B.exp24], { formula: (L) => groupRows.map((x) => `${L}${x}`).join('+') });
  r++;
  totalRow('Net Income (Expense)', 0, 0, [B.netBudget, B.netActual, B.net24], { formula: (L) => `${L}${incRow}-${L}${expRow}` });
  for (let k = 6; k < r; k++) { for (const col of [3, 4, 5, 7]) ws.getCell(k, col).numFmt = NUMF; ws.getCell(k, 6).numFmt = '0.0%'; }
  ws.getCell(r + 1, 1).value = 'Accounts 5020 and 5270 are transfers to the Missions and Building Funds; they appear as transfers, not disbursements, on the Fund Balance Report.';
  ws.getCell(r + 1, 1).font = { italic: true, size: 9 };
  ws.getCell(r + 2, 1).value = 'Approved by Session 12/08/2024. Prepared by the Treasurer from PowerChurch.'; ws.getCell(r + 2, 1).font = { italic: true, size: 9 };

  // Pledges
  const wp = wb.addWorksheet('Pledges');
  wp.columns = [{ width: 10 }, { width: 12 }, { width: 14 }, { width: 18 }, { width: 14 }, { width: 12 }];
  wp.getCell('A1').value = '2025 Stewardship Campaign - Pledged vs. Received'; wp.getCell('A1').font = { bold: true, size: 13 };
  wp.getCell('A2').value = 'Pledging units listed by offering envelope number (names are kept by the Financial Secretary only).'; wp.getCell('A2').font = { italic: true, size: 9 };
  wp.getRow(4).values = ['Env #', 'Frequency', '2025 Pledge', 'Received thru 12/31', 'Balance', '% Fulfilled'];
  for (let col = 1; col <= 6; col++) styleHeader(wp.getCell(4, col));
  let k = 5;
  for (const p of c.pledges) {
    wp.getCell(k, 1).value = p.env; wp.getCell(k, 2).value = p.freq; wp.getCell(k, 3).value = p.pledge; wp.getCell(k, 4).value = p.received;
    wp.getCell(k, 5).value = F(`C${k}-D${k}`, p.balance); wp.getCell(k, 6).value = F(`D${k}/C${k}`, p.received / p.pledge);
    for (const col of [3, 4, 5]) wp.getCell(k, col).numFmt = NUMF; wp.getCell(k, 6).numFmt = '0%';
    k++;
  }
  wp.getCell(k, 1).value = 'TOTAL';
  wp.getCell(k, 3).value = F(`SUM(C5:C${k - 1})`, c.pledged); wp.getCell(k, 4).value = F(`SUM(D5:D${k - 1})`, c.pledgeRecv);
  wp.getCell(k, 5).value = F(`C${k}-D${k}`, Math.round((c.pledged - c.pledgeRecv) * 100) / 100); wp.getCell(k, 6).value = F(`D${k}/C${k}`, c.pledgeRecv / c.pledged);
  for (const col of [3, 4, 5]) wp.getCell(k, col).numFmt = NUMF; wp.getCell(k, 6).numFmt = '0%';
  for (let col = 1; col <= 6; col++) { wp.getCell(k, col).font = { bold: true }; wp.getCell(k, col).border = { top: { style: 'thin' } }; }
  wp.getCell(k + 2, 1).value = 'Balance is negative where a household gave more than it pledged. Received = gifts coded to the pledge in PowerChurch; it is account 4010 on the Budget vs Actual.';
  wp.getCell(k + 2, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. Bank CSV (checking, December)
export function bankCsv(file, V) {
  const c = V.cg;
  const lines = ['"Account","Stones River Community Bank - Business Checking XXXXXX4471"', `"Date Range","12/01/2025 - 12/31/2025"`, `"Beginning Balance","${n2(c.bankOpening)}"`, '',
    '"Post Date","Description","Check Number","Amount","Balance"'];
  for (const b of c.bank) {
    const desc = b.check ? `CHECK ${b.check}` : b.desc;
    lines.push([mdy(b.date), desc, b.check ?? '', b.amount < 0 ? `-${n2(b.amount)}` : n2(b.amount), n2(b.balance)].map((x) => `"${x}"`).join(','));
  }
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ 5. Session minutes (docx)
export async function minutesDocx(file, V) {
  const m = V.cg.minutes;
  const c = V.cg;
  const salary = c.bva.allExp.find((l) => l.acct === '5110').actual;
  const salary26 = Math.round(salary * (1 + m.salary2026Pct / 100));
  const nov = c.byMonth.slice(0, 11).reduce((s, x) => s + x.general, 0);
  const budgetNov = c.bva.inc.filter((l) => ['4010', '4020'].includes(l.acct)).reduce((s, l) => s + l.budget, 0) * 11 / 12;
  const bids = [...m.bids];
  const kids = [
    P('CEDAR GLADE PRESBYTERIAN CHURCH', { bold: true, align: 'center', size: 14, after: 40 }),
    P('Murfreesboro, Tennessee', { align: 'center', size: 10, after: 40 }),
    P('Minutes of the Stated Meeting of Session', { bold: true, align: 'center', size: 12, after: 200 }),
    P(`The Session met in stated meeting on ${dayName(m.date)}, ${enLong(m.date)}, in the ${m.place} at ${m.start} The moderator, ${m.moderator}, opened the meeting with prayer.`),
    P(`Present: Elders ${m.present.join(', ')}. Absent: Elders ${m.absent.join(', ')}. A quorum was present. Also present: Mrs. ${m.finsec}, Financial Secretary.`),
    P('1. Minutes. The minutes of the stated meeting of November 9, 2025 were approved as distributed.', { before: 120 }),
    P(`2. Treasurer's report. Elder ${m.treasurer} reported that tithes and offerings to the General Fund through November totaled $${n2(nov)}, against a year-to-date budget of $${n2(budgetNov)} for pledged and non-pledged giving. Utilities are running over budget because of the cold spell in February. The report was received with thanks.`),
    P(`3. 2026 budget. On motion by Elder Sarah Kimbrough, seconded by Elder Marcus Reed, the Session APPROVED the 2026 General Fund budget of $${n2(m.budget2026)} in income and expense, as recommended by the Stewardship & Finance Committee. The vote was 8 in favor and 1 opposed.`),
    P(`4. Pastor's terms of call. The Session APPROVED a ${m.salary2026Pct}% increase in the pastor's cash salary for 2026, to $${n2(salary26)}, with the housing allowance unchanged at $${n2(m.housing2026)}, to be recommended to the congregation at its annual meeting.`),
    P('5. Sanctuary roof. The Property Committee presented three bids for replacing the sanctuary roof:'),
    T([['Contractor', 'Bid'], ...bids.map(([n, v]) => [n, `$${n2(v)}`])], { widths: [6000, 2500], numCols: [1] }),
    P(`After discussion, on motion by Elder Denise Mercer, seconded by Elder Wes Durham, the Session APPROVED the bid of ${bids[0][0]} for $${n2(bids[0][1])}, to be paid from the Building Fund, with work to begin in ${m.roofStart}. The other two bids included the same scope of work.`, { before: 120 }),
    P(`6. Benevolence. The Session ADOPTED a revised benevolence policy: assistance from the Benevolence Fund is limited to $${m.benevolenceCap} per household in any twelve months, and the Deacons may approve requests up to $${m.deaconLimit} without consulting the moderator.`),
    P('7. Christmas Joy Offering. The Christmas Joy Offering will be received on December 21 and at the Christmas Eve service and remitted to the Presbytery in January.'),
    P(`8. Financial Secretary. The Session thanked Mrs. ${m.finsec} for her service and reappointed her as Financial Secretary for 2026. Counters for the first quarter will be scheduled by the Stewardship & Finance Committee.`),
    P(`9. Annual Congregational Meeting. The annual meeting of the congregation will be held on ${dayName(m.congMeeting)}, ${enLong(m.congMeeting)}, immediately following worship, to receive annual reports and approve the pastor's terms of call.`),
    P(`10. Next meeting. The next stated meeting of Session will be ${dayName(m.nextMeeting)}, ${enLong(m.nextMeeting)}, at 12:15 p.m.`),
    P(`There being no further business, the meeting was adjourned at ${m.end} with prayer by the moderator.`, { before: 120 }),
    P(`${m.clerk}, Clerk of Session`, { italic: true, before: 240 }),
  ];
  await writeDocx(file, kids, { title: 'Session Minutes December 14 2025', creator: m.clerk });
}

// ------------------------------------------------------------------ 6. Hardware receipt (photo)
export async function receiptPhoto(file, V) {
  const R = CG_RECEIPT; const t = V.cg.receipt;
  const L = [
    { t: R.store, size: 26, bold: true, center: true },
    { t: R.addr, size: 18, center: true },
    { t: R.city, size: 18, center: true },
    { t: R.phone, size: 18, center: true },
    { gap: 10 },
    { cols: [`${mdyShort(R.date)}  ${R.time}`, `TRANS# ${R.trans}`], size: 17 },
    { cols: [`CASHIER: ${R.cashier}`, 'REG 02'], size: 17 },
    { rule: true },
    ...R.items.map(([d, qty, p], i) => [
      { cols: [d, n2(t.lines[i])], size: 17 },
      ...(qty > 1 ? [{ t: `   ${qty} @ ${n2(p)}`, size: 16 }] : []),
    ]).flat(),
    { rule: true },
    { cols: ['SUBTOTAL', n2(t.subtotal)], size: 18 },
    { cols: [`TN STATE TAX ${(R.stateRate * 100).toFixed(2)}%`, n2(t.state)], size: 17 },
    { cols: [`RUTHERFORD CO TAX ${(R.localRate * 100).toFixed(2)}%`, n2(t.local)], size: 17 },
    { cols: ['TOTAL', n2(t.total)], size: 22, bold: true },
    { gap: 6 },
    { cols: [`${R.card} ************${R.last4}`, n2(t.total)], size: 17 },
    { t: `AUTH ${R.auth}   CHIP READ`, size: 16 },
    { t: `ITEMS SOLD: ${R.items.reduce((s, x) => s + x[1], 0)}`, size: 16 },
    { gap: 10 },
    { t: 'RETURNS WITHIN 30 DAYS WITH RECEIPT', size: 15, center: true },
    { t: 'THANK YOU FOR SHOPPING LOCAL!', size: 15, center: true },
    { gap: 14 },
    { t: R.note, size: 20, bold: true },
  ];
  await photoDocument(file, L, { width: 620, height: 960, angle: 0.9, seed: 4471, format: 'jpeg', mono: true, margin: 40 });
}
