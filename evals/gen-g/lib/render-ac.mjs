// Renders Ardcullen Community Care CLG's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel, BorderStyle } from 'docx';
import { AC, ORGS, MONTHS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { grp, acc as accFmt } from './fmt.mjs';
import { photoDocument } from './photo.mjs';

const NAME = ORGS.ardcullen.name;
const NUM = '#,##0;(#,##0);"–"';
const NUM2 = '#,##0.00;(#,##0.00);"–"';
const col = (n) => String.fromCharCode(64 + n);
const eur = (v, dp = 2) => `€${grp(v, dp)}`;

// ------------------------------------------------------------ Budget 2026 workbook
async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Siobhán Kehoe';
  const sumWs = wb.addWorksheet('Summary');
  const refs = {};
  for (const s of AC.b26Sheet) {
    const ws = wb.addWorksheet(s.sheet);
    const central = s.depts.length > 1;
    const off = central ? 1 : 0; // central sheet has a cost-centre column first
    ws.getCell('A1').value = `${s.title || s.sheet} — Budget 2026`;
    ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = central ? 'Cost centres 5 (Fundraising) and 9 (Administration) · amounts in €' : `Cost centre ${AC.DEPTS.find((d) => d.code === s.depts[0]).no} · amounts in €`;
    ws.getCell('A2').font = { italic: true };
    const hdr = [...(central ? ['Cost centre'] : []), 'Code', 'Description', 'Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q3 (Jul–Sep)', 'Q4 (Oct–Dec)', 'Budget 2026', 'Actual 2025', 'Change'];
    ws.getRow(4).values = hdr;
    ws.getRow(4).font = { bold: true };
    const cQ1 = 3 + off, cTot = 7 + off, cAct = 8 + off, cChg = 9 + off;
    let r = 5;
    const block = (title, rows, totalLabel) => {
      ws.getCell(r, 1).value = title; ws.getCell(r, 1).font = { bold: true }; r++;
      const first = r;
      let lastDept = null;
      for (const row of rows) {
        if (central) {
          const dn = row.dept === 'FR' ? '5 Fundraising' : '9 Administration';
          ws.getCell(r, 1).value = dn !== lastDept ? dn : '';
          lastDept = dn;
        }
        ws.getCell(r, 1 + off).value = row.code;
        ws.getCell(r, 2 + off).value = row.name;
        row.q.forEach((v, i) => { ws.getCell(r, cQ1 + i).value = v; });
        ws.getCell(r, cTot).value = { formula: `SUM(${col(cQ1)}${r}:${col(cQ1 + 3)}${r})`, result: row.annual };
        ws.getCell(r, cAct).value = row.actual25 || null;
        ws.getCell(r, cChg).value = { formula: `${col(cTot)}${r}-${col(cAct)}${r}`, result: row.annual - row.actual25 };
        r++;
      }
      const last = r - 1;
      ws.getCell(r, 2 + off).value = totalLabel;
      for (let c = cQ1; c <= cChg; c++) {
        const res = c === cTot ? rows.reduce((a, x) => a + x.annual, 0) : c === cAct ? rows.reduce((a, x) => a + x.actual25, 0) : c === cChg ? rows.reduce((a, x) => a + x.annual - x.actual25, 0) : rows.reduce((a, x) => a + x.q[c - cQ1], 0);
        ws.getCell(r, c).value = { formula: `SUM(${col(c)}${first}:${col(c)}${last})`, result: res };
      }
      ws.getRow(r).font = { bold: true };
      const tr = r;
      r += 2;
      return tr;
    };
    const incRow = block('INCOME', s.rows.filter((x) => x.income), 'Total income');
    const expRow = block('EXPENDITURE', s.rows.filter((x) => !x.income), 'Total expenditure');
    ws.getCell(r, 2 + off).value = 'Surplus / (deficit)';
    for (let c = cQ1; c <= cChg; c++) {
      const res = c === cTot ? s.net : c === cAct ? s.net25 : c === cChg ? s.net - s.net25 : s.netQ[c - cQ1];
      ws.getCell(r, c).value = { formula: `${col(c)}${incRow}-${col(c)}${expRow}`, result: res };
    }
    ws.getRow(r).font = { bold: true };
    refs[s.sheet] = { inc: `'${s.sheet}'!${col(cTot)}${incRow}`, exp: `'${s.sheet}'!${col(cTot)}${expRow}`, net25: `'${s.sheet}'!${col(cAct)}${r}` };
    ws.getColumn(1 + off).width = 8;
    if (central) ws.getColumn(1).width = 17;
    ws.getColumn(2 + off).width = 36;
    for (let c = cQ1; c <= cChg; c++) { ws.getColumn(c).width = 13; ws.getColumn(c).numFmt = NUM; }
    ws.getColumn(1 + off).numFmt = '0';
    ws.views = [{ state: 'frozen', ySplit: 4 }];
  }
  // summary
  const ws = sumWs;
  ws.getCell('A1').value = NAME; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Budget 2026 — summary by programme (€)';
  ws.getCell('A3').value = 'Approved by the Board of Directors on 9 December 2025 (version 3)';
  ws.getCell('A3').font = { italic: true };
  ws.getRow(5).values = ['Programme', 'Income', 'Expenditure', 'Surplus / (deficit)', '2025 actual surplus / (deficit)*'];
  ws.getRow(5).font = { bold: true };
  let r = 6;
  for (const s of AC.b26Sheet) {
    const f = refs[s.sheet];
    ws.getCell(r, 1).value = s.sheet === 'Central' ? 'Central (administration & fundraising)' : s.sheet;
    ws.getCell(r, 2).value = { formula: f.inc, result: s.inc };
    ws.getCell(r, 3).value = { formula: f.exp, result: s.exp };
    ws.getCell(r, 4).value = { formula: `B${r}-C${r}`, result: s.net };
    ws.getCell(r, 5).value = { formula: f.net25, result: s.net25 };
    r++;
  }
  ws.getCell(r, 1).value = 'Total';
  const t = AC.b26Tot;
  const net25 = AC.b26Sheet.reduce((a, s) => a + s.net25, 0);
  [[2, t.inc], [3, t.exp], [4, t.net], [5, net25]].forEach(([c, v]) => { ws.getCell(r, c).value = { formula: `SUM(${col(c)}6:${col(c)}${r - 1})`, result: v }; });
  ws.getRow(r).font = { bold: true };
  ws.getCell(r + 2, 1).value = '* 2025 actual per the Q4 2025 management accounts, before allocation of central costs. Budget includes depreciation.';
  ws.getCell(r + 2, 1).font = { italic: true, size: 9 };
  ws.getColumn(1).width = 38;
  for (let c = 2; c <= 5; c++) { ws.getColumn(c).width = 18; ws.getColumn(c).numFmt = NUM; }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ Management accounts Q4 2025
async function mgmt(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('I&E Q4 2025');
  ws.getCell('A1').value = NAME; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Management Accounts — Income & Expenditure against Budget';
  ws.getCell('A3').value = 'Quarter 4 and year ended 31 December 2025 · all figures in €';
  ws.getCell('A3').font = { italic: true };
  // columns: A code, B account, C spacer, D-G quarter, H spacer, I-L year to date
  ws.mergeCells('D5:G5'); ws.getCell('D5').value = 'Quarter 4 (Oct – Dec 2025)';
  ws.mergeCells('I5:L5'); ws.getCell('I5').value = 'Year to date (Jan – Dec 2025)';
  for (const c of ['D5', 'I5']) { ws.getCell(c).alignment = { horizontal: 'center' }; ws.getCell(c).font = { bold: true }; }
  ws.getRow(6).values = ['Code', 'Account', '', 'Actual', 'Budget', 'Variance fav/(adv)¹', 'Var %', '', 'Actual', 'Budget', 'Variance fav/(adv)¹', 'Var %'];
  ws.getRow(6).font = { bold: true };
  let r = 7;
  const val = (x) => (x && typeof x === 'object' ? x.result : x);
  const put = (row, vals, income) => {
    const [qa, qb, ya, yb] = vals;
    const set = (c, v) => { ws.getCell(row, c).value = v; };
    set(4, qa); set(5, qb); set(9, ya); set(10, yb);
    const vq = income ? val(qa) - val(qb) : val(qb) - val(qa);
    const vy = income ? val(ya) - val(yb) : val(yb) - val(ya);
    set(6, { formula: income ? `D${row}-E${row}` : `E${row}-D${row}`, result: vq });
    set(11, { formula: income ? `I${row}-J${row}` : `J${row}-I${row}`, result: vy });
    set(7, val(qb) ? { formula: `IF(E${row}=0,"",F${row}/E${row})`, result: vq / val(qb) } : null);
    set(12, val(yb) ? { formula: `IF(J${row}=0,"",K${row}/J${row})`, result: vy / val(yb) } : null);
  };
  const sectionTotals = {};
  for (const sec of AC.SECTIONS) {
    ws.getCell(r, 1).value = sec.title; ws.getCell(r, 1).font = { bold: true }; r++;
    const subRows = [];
    for (const g of sec.groups) {
      ws.getCell(r, 2).value = g.name; ws.getCell(r, 2).font = { italic: true }; r++;
      const first = r;
      for (const c of g.codes) {
        const a = AC.acc[c];
        ws.getCell(r, 1).value = c; ws.getCell(r, 2).value = a.name;
        put(r, [a.q[3], a.budgetQ4, a.annual, a.budget], sec.income);
        subRows.push(r);
        r++;
      }
      if (g.codes.length > 1) {
        const last = r - 1;
        ws.getCell(r, 2).value = `Total ${g.name.toLowerCase()}`;
        const tot = (f) => g.codes.reduce((x, c) => x + f(AC.acc[c]), 0);
        const F = (c, v) => ({ formula: `SUM(${c}${first}:${c}${last})`, result: v });
        put(r, [F('D', tot((a) => a.q[3])), F('E', tot((a) => a.budgetQ4)), F('I', tot((a) => a.annual)), F('J', tot((a) => a.budget))], sec.income);
        ws.getRow(r).font = { bold: true };
        r++;
      }
      r++;
    }
    const codes = sec.groups.flatMap((g) => g.codes);
    const tot = (f) => codes.reduce((x, c) => x + f(AC.acc[c]), 0);
    const F = (c, v) => ({ formula: subRows.map((x) => `${c}${x}`).join('+'), result: v });
    ws.getCell(r, 1).value = sec.income ? 'TOTAL INCOME' : 'TOTAL EXPENDITURE';
    put(r, [F('D', tot((a) => a.q[3])), F('E', tot((a) => a.budgetQ4)), F('I', tot((a) => a.annual)), F('J', tot((a) => a.budget))], sec.income);
    ws.getRow(r).font = { bold: true };
    sectionTotals[sec.income ? 'inc' : 'exp'] = { row: r, q: tot((a) => a.q[3]), qb: tot((a) => a.budgetQ4), y: tot((a) => a.annual), yb: tot((a) => a.budget) };
    r += 2;
  }
  const I = sectionTotals.inc, E = sectionTotals.exp;
  ws.getCell(r, 1).value = 'NET SURPLUS / (DEFICIT)';
  const N = (c, v) => ({ formula: `${c}${I.row}-${c}${E.row}`, result: v });
  put(r, [N('D', I.q - E.q), N('E', I.qb - E.qb), N('I', I.y - E.y), N('J', I.yb - E.yb)], true);
  ws.getCell(r, 7).value = null; ws.getCell(r, 12).value = null;
  ws.getRow(r).font = { bold: true };
  r += 2;
  ws.getCell(r, 1).value = '¹ Variances are shown favourable / (adverse): income above budget, or expenditure below budget, is favourable.';
  ws.getCell(r + 1, 1).value = 'Prepared from Sage 50 by the Manager, 21 January 2026. Unaudited; subject to year-end adjustments.';
  for (const rr of [r, r + 1]) ws.getCell(rr, 1).font = { italic: true, size: 9 };
  ws.getColumn(1).width = 8; ws.getColumn(2).width = 38; ws.getColumn(3).width = 2; ws.getColumn(8).width = 2;
  for (const c of [4, 5, 6, 9, 10, 11]) { ws.getColumn(c).width = 13; ws.getColumn(c).numFmt = NUM; }
  for (const c of [7, 12]) { ws.getColumn(c).width = 8; ws.getColumn(c).numFmt = '0.0%;(0.0%)'; }
  ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 2 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ Sage nominal activity CSV
function sage(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const out = ['"Period","Period End","N/C","Nominal Name","Dept","Dept Name","Debit","Credit"'];
  const ends = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  for (const x of AC.sage) {
    const pe = `${ends[x.period - 1]}/${String(x.period).padStart(2, '0')}/2025`;
    const amt = x.amount.toFixed(2);
    out.push([x.period, q(pe), x.code, q(x.name), x.dept, q(x.deptName), x.income ? '0.00' : amt, x.income ? amt : '0.00'].join(','));
  }
  fs.writeFileSync(file, out.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------ Financial statements PDF
async function statements(file) {
  const { doc, end } = newPdf(file, { title: `${NAME} - Financial Statements 2025`, author: 'Keane Dowling & Co' });
  const S = AC.S, SO = AC.SOFA, BS = AC.BS;
  const A = (v) => accFmt(v);
  // page 1: reference details and directors' report extract
  doc.font('SB').fontSize(16).text(NAME, { align: 'center' });
  doc.font('SR').fontSize(11).text('(A company limited by guarantee, not having a share capital)', { align: 'center' });
  doc.moveDown(0.5).font('SB').fontSize(13).text('Directors\' Report and Financial Statements', { align: 'center' });
  doc.font('SR').fontSize(11).text('for the financial year ended 31 December 2025', { align: 'center' });
  doc.moveDown(1.2).font('B').fontSize(10).text('Reference and administrative details');
  doc.font('R').fontSize(9.5);
  const ref = [['Registered charity number (RCN)', '20079518'], ['Company registration number', '412876'], ['CHY number', '17954'], ['Registered office', 'The Old Creamery, Bridge Street, Ardcullen, Co. Laois'],
    ['Auditors', 'Keane Dowling & Co, Chartered Accountants and Statutory Audit Firm, Tullamore, Co. Offaly'], ['Bankers', 'Allied Irish Banks, p.l.c., Main Street, Portlaoise']];
  for (const [k, v] of ref) { const y = doc.y; doc.text(k, 50, y, { width: 180 }); doc.text(v, 240, y, { width: 300 }); doc.moveDown(0.2); }
  doc.moveDown(1).font('B').fontSize(10).text('Directors\' report (extract): achievements and performance', 50);
  doc.font('R').fontSize(9.5).moveDown(0.3);
  const act = AC.ACTIVITY25;
  doc.text(`In 2025 the Meals on Wheels service delivered ${grp(act.meals)} meals to older people living at home across the Ardcullen and Stradbally areas, at a charge of €4.50 per meal. The Day Centre recorded ${grp(act.attendances)} attendances over the year, and the Rural Transport service, operated under contract with the National Transport Authority as part of the Local Link network, provided ${grp(act.journeys)} passenger journeys. The Befriending service supported ${act.befriendingClients} clients through home visits and a telephone befriending line, with the help of ${act.volunteers} volunteers.`, { width: 495, align: 'justify' });
  doc.moveDown(0.5);
  doc.text(`Total income for the year was €${grp(S.inc)} (2024: €${grp(S.incPY)}) and total expenditure was €${grp(S.exp)} (2024: €${grp(S.expPY)}), giving a deficit of €${grp(S.exp - S.inc)} for the year. The directors consider the level of unrestricted reserves to be adequate for the charity's needs. A designated fund for the replacement of the Meals on Wheels van was increased to €${grp(AC.designated[2025])} during the year.`, { width: 495, align: 'justify' });

  // page 2: SOFA
  doc.addPage();
  doc.font('SB').fontSize(12).text('Statement of Financial Activities', 50);
  doc.font('SR').fontSize(10).text('(incorporating an Income and Expenditure Account) for the financial year ended 31 December 2025');
  doc.moveDown(0.8);
  const right = [330, 405, 475, 545];
  doc.font('B').fontSize(8.5);
  const hy = doc.y;
  [['Unrestricted', 'funds 2025'], ['Restricted', 'funds 2025'], ['Total', '2025'], ['Total', '2024']].forEach(([a, b], i) => {
    doc.text(a, right[i] - 70, hy, { width: 70, align: 'right' }); doc.text(b, right[i] - 70, hy + 10, { width: 70, align: 'right' }); doc.text('€', right[i] - 70, hy + 20, { width: 70, align: 'right' });
  });
  doc.y = hy + 36;
  const sofaRow = (x) => ({ label: x.label, indent: x.indent, bold: x.head, vals: x.head ? [] : [A(x.u), A(x.r), A(x.u + x.r), A(x.py)] });
  const rows = [
    { label: 'Income from:', bold: true },
    ...SO.income.map(sofaRow),
    { label: 'Total income', bold: true, rule: 'above', vals: [A(S.incU), A(S.incR), A(S.inc), A(S.incPY)] },
    { gap: 8 },
    { label: 'Expenditure on:', bold: true },
    ...SO.exp.map(sofaRow),
    { label: 'Total expenditure', bold: true, rule: 'above', vals: [A(S.expU), A(S.expR), A(S.exp), A(S.expPY)] },
    { gap: 8 },
    { label: 'Net income / (expenditure) for the year', bold: true, vals: [A(S.incU - S.expU), A(S.incR - S.expR), A(S.inc - S.exp), A(AC.netPY)] },
    { gap: 6 },
    { label: 'Reconciliation of funds', bold: true },
    { label: 'Total funds brought forward', vals: [A(AC.fundsBF25.u), A(AC.fundsBF25.r), A(AC.fundsBF25.total), A(AC.fundsBF24)] },
    { label: 'Total funds carried forward', bold: true, rule: 'double', vals: [A(AC.fundsCF25.u), A(AC.fundsCF25.r), A(AC.fundsCF25.total), A(AC.fundsBF25.total)] },
  ];
  table(doc, rows, { labelX: 50, right, size: 8.5, lineH: 14, width: 200 });
  doc.moveDown(1).font('I').fontSize(8).text('All income and expenditure derive from continuing activities. The charity has no recognised gains or losses other than those shown above. Note 11 analyses the movements on restricted funds.', 50, doc.y, { width: 495 });

  // page 3: balance sheet
  doc.addPage();
  doc.font('SB').fontSize(12).text('Balance Sheet', 50);
  doc.font('SR').fontSize(10).text('as at 31 December 2025');
  doc.moveDown(0.8);
  const rb = [440, 530];
  const by = doc.y;
  doc.font('B').fontSize(9);
  [['2025', '€'], ['2024', '€']].forEach(([a, b], i) => { doc.text(a, rb[i] - 70, by, { width: 70, align: 'right' }); doc.text(b, rb[i] - 70, by + 11, { width: 70, align: 'right' }); });
  doc.y = by + 28;
  const b5 = BS[2025], b4 = BS[2024];
  table(doc, [
    { label: 'Fixed assets', bold: true },
    { label: 'Tangible assets', indent: 1, vals: [A(b5.tangible), A(b4.tangible)] },
    { gap: 6 },
    { label: 'Current assets', bold: true },
    { label: 'Debtors and prepayments', indent: 1, vals: [A(b5.debtors), A(b4.debtors)] },
    { label: 'Cash at bank and in hand', indent: 1, vals: [A(b5.cash), A(b4.cash)] },
    { label: '', rule: 'above', vals: [A(b5.current), A(b4.current)] },
    { label: 'Creditors: amounts falling due within one year', indent: 0, vals: [A(-b5.creditors), A(-b4.creditors)] },
    { gap: 4 },
    { label: 'Net current assets', bold: true, rule: 'above', vals: [A(b5.netCurrent), A(b4.netCurrent)] },
    { gap: 4 },
    { label: 'Net assets', bold: true, rule: 'double', vals: [A(b5.net), A(b4.net)] },
    { gap: 14 },
    { label: 'Funds of the charity', bold: true },
    { label: 'Restricted funds', indent: 1, vals: [A(b5.funds.r), A(b4.funds.r)] },
    { label: 'Unrestricted funds: designated', indent: 1, vals: [A(b5.funds.designated), A(b4.funds.designated)] },
    { label: 'Unrestricted funds: general', indent: 1, vals: [A(b5.funds.general), A(b4.funds.general)] },
    { label: 'Total unrestricted funds', indent: 1, italic: true, vals: [A(b5.funds.designated + b5.funds.general), A(b4.funds.designated + b4.funds.general)] },
    { gap: 4 },
    { label: 'Total funds', bold: true, rule: 'double', vals: [A(b5.net), A(b4.net)] },
  ], { labelX: 50, right: rb, size: 9, lineH: 15, width: 270 });
  doc.moveDown(1.5).font('R').fontSize(9).text('Approved by the Board of Directors on 14 April 2026 and signed on its behalf by:', 50);
  doc.moveDown(0.5).text('Declan Furlong, Director (Chairperson)          Bríd Nolan, Director (Treasurer)');

  // page 4: notes
  doc.addPage();
  doc.font('SB').fontSize(12).text('Notes to the Financial Statements (extract)', 50);
  doc.moveDown(0.6).font('B').fontSize(10).text('4. Analysis of expenditure on charitable activities');
  doc.moveDown(0.3).font('R').fontSize(9).text(`Support costs (administration, finance, governance and premises costs of the central office) totalled €${grp(AC.supportTotal)} in 2025. They are allocated to charitable activities on the basis of estimated staff time: Day Centre ${AC.supportPct.DC}%, Meals on Wheels ${AC.supportPct.MW}%, Rural Transport ${AC.supportPct.RT}% and Befriending ${AC.supportPct.BF}%.`, { width: 495 });
  doc.moveDown(0.5);
  const rn = [330, 420, 510];
  const ny = doc.y;
  doc.font('B').fontSize(8.5);
  ['Direct costs €', 'Support costs €', 'Total 2025 €'].forEach((h, i) => doc.text(h, rn[i] - 80, ny, { width: 80, align: 'right' }));
  doc.y = ny + 14;
  const acts = ['DC', 'MW', 'RT', 'BF'];
  const dn = (d) => AC.DEPTS.find((x) => x.code === d).name;
  table(doc, [
    ...acts.map((d) => ({ label: dn(d), vals: [A(AC.direct[d]), A(AC.support[d]), A(AC.actExp[d])] })),
    { label: 'Total', bold: true, rule: 'above', vals: [A(acts.reduce((a, d) => a + AC.direct[d], 0)), A(AC.supportTotal), A(acts.reduce((a, d) => a + AC.actExp[d], 0))] },
  ], { labelX: 50, right: rn, size: 8.5, lineH: 13, width: 200 });

  doc.moveDown(1).font('B').fontSize(10).text('8. Employees and remuneration', 50);
  doc.moveDown(0.3).font('R').fontSize(9).text(`The average number of persons employed by the company during the year was ${AC.ACTIVITY25.employees} (2024: 16), of whom 5 were employed under the Pobal Community Services Programme. One employee received total employee benefits in the band €60,001 – €70,000 (2024: one). The directors received no remuneration or expenses during the year.`, { width: 495 });

  doc.moveDown(1).font('B').fontSize(10).text('11. Restricted funds', 50);
  doc.moveDown(0.3);
  const rf = [330, 395, 460, 525];
  const fy = doc.y;
  doc.font('B').fontSize(8);
  ['At 1 Jan 2025 €', 'Income €', 'Expenditure €', 'At 31 Dec 2025 €'].forEach((h, i) => doc.text(h, rf[i] - 66, fy, { width: 66, align: 'right' }));
  doc.y = fy + 20;
  const F = AC.RFUNDS;
  table(doc, [
    ...F.map((f) => ({ label: f.label, vals: [A(f.open), A(f.income), A(-f.expTotal), A(f.close)] })),
    { label: 'Total restricted funds', bold: true, rule: 'above', vals: [A(F.reduce((a, f) => a + f.open, 0)), A(F.reduce((a, f) => a + f.income, 0)), A(-F.reduce((a, f) => a + f.expTotal, 0)), A(F.reduce((a, f) => a + f.close, 0))] },
  ], { labelX: 50, right: rf, size: 8, lineH: 13, width: 230 });
  doc.moveDown(0.6).font('R').fontSize(8.5).text('The Dormant Accounts Fund grant was received in 2024 towards the purchase of a wheelchair-accessible minibus; the fund is released in line with depreciation of the vehicle over five years.', 50, doc.y, { width: 495 });

  doc.moveDown(1).font('B').fontSize(10).text('15. Grants from government agencies and other public bodies', 50);
  doc.moveDown(0.3);
  const rg = [430, 510];
  const gy = doc.y;
  doc.font('B').fontSize(8);
  ['Received in 2025 €', 'Income 2025 €'].forEach((h, i) => doc.text(h, rg[i] - 70, gy, { width: 70, align: 'right' }));
  doc.text('Agency / programme / purpose', 50, gy);
  doc.y = gy + 14;
  table(doc, [
    { label: 'HSE Dublin and Midlands: Section 39 Health Act 2004, older persons services', vals: [A(AC.acc[4000].annual), A(AC.acc[4000].annual)] },
    { label: 'Pobal: Community Services Programme, wage contribution (5 posts)', vals: [A(AC.acc[4010].annual), A(AC.acc[4010].annual)] },
  ], { labelX: 50, right: rg, size: 8, lineH: 13, width: 340 });
  doc.moveDown(0.4).font('R').fontSize(8.5).text('Income under the National Transport Authority Local Link contract is a contract for services and is included in charitable activities (Rural Transport) above. The company is tax compliant and complies with Circular 13/2014 of the Department of Public Expenditure.', 50, doc.y, { width: 495 });
  await end();
}

// ------------------------------------------------------------ HSE Service Arrangement (DOCX)
async function hse(file) {
  const H = AC.HSE;
  const P = (t, o = {}) => new Paragraph({ spacing: { after: 120 }, ...o, children: (Array.isArray(t) ? t : [t]).map((x) => (typeof x === 'string' ? new TextRun(x) : x)) });
  const B = (t) => new TextRun({ text: t, bold: true });
  const cell = (t, o = {}) => new TableCell({ width: { size: o.w || 2000, type: WidthType.DXA }, children: [new Paragraph({ alignment: o.right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold: !!o.bold })] })] });
  const svc = [['Day Centre', 'DC'], ['Meals on Wheels', 'MW'], ['Befriending', 'BF']];
  const rows = [
    new TableRow({ children: [cell('Service', { bold: true, w: 3200 }), cell('2025 allocation €', { bold: true, right: true }), cell('2026 allocation €', { bold: true, right: true }), cell('Change €', { bold: true, right: true })] }),
    ...svc.map(([n, d]) => new TableRow({ children: [cell(n, { w: 3200 }), cell(grp(AC.hse25[d]), { right: true }), cell(grp(AC.hse26[d]), { right: true }), cell(grp(AC.hse26[d] - AC.hse25[d]), { right: true })] })),
    new TableRow({ children: [cell('Total Annual Funding', { bold: true, w: 3200 }), cell(grp(H.total25), { bold: true, right: true }), cell(grp(H.total26), { bold: true, right: true }), cell(grp(H.total26 - H.total25), { bold: true, right: true })] }),
  ];
  const doc = new Document({
    creator: 'HSE Dublin and Midlands',
    title: 'Service Arrangement 2026 - Schedule 2',
    sections: [{ children: [
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Health Service Executive — Service Arrangement 2026')] }),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Part 2: Schedules — Schedule 2: Funding and Conditions')] }),
      P([B('Provider: '), `${NAME} (RCN 20079518)`]),
      P([B('Funding type: '), 'Section 39, Health Act 2004 — Older Persons Services, HSE Dublin and Midlands']),
      P([B('Period: '), '1 January 2026 to 31 December 2026']),
      P([B('HSE reference: '), 'SA-DML-OP-2026-0347']),
      P([B('2.1 Annual Funding. '), `The HSE will provide funding of €${grp(H.total26)} (the “Annual Funding”) for the services described in Schedule 1 for the period 1 January 2026 to 31 December 2026. This represents an increase of 5% on the 2025 allocation of €${grp(H.total25)}, and is allocated between services as set out in the table below.`]),
      new Table({ rows }),
      P(''),
      P([B('2.2 Payment. '), `The Annual Funding will be paid in twelve equal monthly instalments of €${grp(H.monthly)}, in advance, on or about the fifth working day of each month, subject to receipt of the returns required under clause 2.6.`]),
      P([B('2.3 Once-off funding. '), `In addition to the Annual Funding, once-off funding of €${grp(H.onceOff)} is approved for the replacement of the Day Centre commercial dishwasher. This amount must be spent by 30 September 2026 and copy invoices submitted with the Quarter 3 return. It will be paid with the April instalment.`]),
      P([B('2.4 Management and administration. '), `Management and administration costs charged to the Annual Funding shall not exceed ${H.adminCapPct}% of the Annual Funding (€${grp(H.adminCap)}).`]),
      P([B('2.5 Annual financial statements. '), 'The Provider shall submit its annual financial statements for the year ending 31 December 2026, audited where required by company law, within six months of the year end, that is no later than 30 June 2027, together with the Annual Compliance Statement.']),
      P([B('2.6 Quarterly returns. '), 'Activity data and a statement of income and expenditure against the Annual Funding are due within 20 working days of the end of each quarter.']),
      P([B('2.7 Unspent funding. '), 'Any unspent Annual Funding in excess of €5,000 at 31 December 2026 must be notified to the HSE and may be recouped or offset against 2027 funding.']),
      P([B('2.8 Service levels 2026. '), `Meals on Wheels: not fewer than ${grp(H.meals26)} meals in the year, at a charge to service users of €${H.mealCharge26.toFixed(2)} per meal (2025: €4.50). Day Centre: open four days a week for 48 weeks. Befriending: a caseload of at least 60 clients.`]),
      P(''),
      P([B('Signed for and on behalf of the HSE: '), 'Áine Brennan, Head of Service, Older Persons, HSE Dublin and Midlands — 19 December 2025']),
      P([B('Signed for and on behalf of the Provider: '), 'Declan Furlong, Chairperson, and Siobhán Kehoe, Manager — 22 December 2025']),
    ] }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}

// ------------------------------------------------------------ Murphy's Garage invoice (photo)
async function garage(file) {
  const G = AC.GARAGE;
  const L = [
    { t: "MURPHY'S GARAGE LTD", size: 30, bold: true },
    { t: 'Commercial & Fleet Repairs  ·  Kilminchy Road, Ardcullen, Co. Laois', size: 17 },
    { t: 'Tel 057 862 4417  ·  VAT No. IE 6388214K', size: 17 },
    { gap: 14 },
    { t: 'INVOICE', size: 26, bold: true },
    { cols: ['Invoice No: ' + G.no, 'Date: ' + G.date], size: 19 },
    { cols: ['Customer: Ardcullen Community Care CLG', 'Due: ' + G.due], size: 19 },
    { cols: ['Vehicle: ' + G.vehicle, 'Reg: ' + G.reg], size: 19 },
    { cols: ['Odometer: 148,362 km', 'Acct: ACC014'], size: 19 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit €', 'Net €'], size: 19, bold: true },
    { rule: true },
    ...G.partsLines.map((l) => ({ table: true, cols: [l.d, String(l.q), l.u.toFixed(2), l.net.toFixed(2)], size: 19 })),
    { table: true, cols: [`Labour (hours @ €${G.labourRate.toFixed(2)})`, String(G.labourHours), G.labourRate.toFixed(2), G.labourNet.toFixed(2)], size: 19 },
    { rule: true },
    { table: true, cols: ['Parts net', '', '', G.partsNet.toFixed(2)], size: 19 },
    { table: true, cols: [`VAT on parts @ ${G.vatParts}%`, '', '', G.vatP.toFixed(2)], size: 19 },
    { table: true, cols: ['Labour net', '', '', G.labourNet.toFixed(2)], size: 19 },
    { table: true, cols: [`VAT on labour @ ${G.vatLabour}%`, '', '', G.vatL.toFixed(2)], size: 19 },
    { rule: true },
    { table: true, cols: ['Total net', '', '', G.net.toFixed(2)], size: 20 },
    { table: true, cols: ['Total VAT', '', '', G.vat.toFixed(2)], size: 20 },
    { table: true, cols: ['INVOICE TOTAL EUR', '', '', G.total.toFixed(2)], size: 23, bold: true },
    { gap: 16 },
    { t: 'Work done: replaced front pads and discs, oil and filter service.', size: 17 },
    { t: 'Payment by EFT within 30 days. IBAN IE29 AIBK 9311 5212 3456 78', size: 17 },
    { t: 'Thank you for your custom.', size: 17 },
  ];
  await photoDocument(file, L, { width: 900, height: 1000, angle: -1.2, seed: 2411, format: 'jpeg', tableX: [60, 560, 700, 840], margin: 60, noise: 22 });
}

export async function renderArdcullen(DOCS) {
  const dir = path.join(DOCS, 'ardcullen');
  fs.mkdirSync(dir, { recursive: true });
  const F = AC.files;
  const p = (f) => path.join(DOCS, f);
  await budget(p(F.budget));
  await mgmt(p(F.mgmt));
  sage(p(F.sage));
  await statements(p(F.fs));
  await hse(p(F.hse));
  await garage(p(F.garage));
}
