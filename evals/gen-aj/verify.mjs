// Re-reads set AJ's rendered documents (pdfjs for the PDFs, exceljs for the workbooks, the Word files' XML, the CSV),
// checks their arithmetic and the figures that tie between documents, rebuilds the view the questions read from what
// it read, recomputes every answer and compares it with cases.jsonl. The two photos are checked against their
// rendering data. Exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFS, DOCS, NFCE, FP, view as dataView } from './data.mjs';

const SET = path.resolve(import.meta.dirname, '../set-aj');
const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log(`FAIL ${msg}`); } };
const near = (a, b, tol = 0.005) => Math.abs(a - b) <= tol;
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, v) => s + v, 0));

// ------------------------------------------------------------------ readers
async function pdfLines(file) {
  const data = new Uint8Array(fs.readFileSync(file));
  const pdf = await pdfjs.getDocument({ data, verbosity: 0 }).promise;
  const pages = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const tc = await (await pdf.getPage(p)).getTextContent();
    const items = tc.items.filter((it) => it.str.trim() !== '').map((it) => ({ s: it.str, x: it.transform[4], y: it.transform[5], w: it.width }));
    const rows = [];
    for (const it of items.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const row = rows.find((r) => Math.abs(r.y - it.y) < 2.5);
      if (row) row.items.push(it); else rows.push({ y: it.y, items: [it] });
    }
    for (const r of rows) {
      r.items.sort((a, b) => a.x - b.x);
      // merge fragments of one string (gap under 2.5pt)
      const cells = [];
      for (const it of r.items) {
        const last = cells.at(-1);
        if (last && it.x - (last.x + last.w) < 2.5) { last.s += it.s; last.w = it.x + it.w - last.x; } else cells.push({ ...it });
      }
      r.cells = cells;
      r.text = cells.map((c) => c.s).join(' ');
    }
    pages.push(rows.sort((a, b) => b.y - a.y));
  }
  return pages;
}
const brNum = (s) => { // "(1.234,56)", "1.234,56", "–", "12,3D"
  s = s.trim();
  if (s === '–' || s === '-') return 0;
  const neg = /^\(.*\)$/.test(s) || /^-/.test(s);
  const v = parseFloat(s.replace(/[()\-DC\sR$]/g, '').replace(/\./g, '').replace(',', '.'));
  return neg ? -v : v;
};
const dcNum = (s) => { const v = brNum(s); return /C$/.test(s.trim()) ? -v : v; };
const enNum = (s) => { s = s.trim(); if (s === '–' || s === '-') return 0; const neg = /^\(.*\)$/.test(s) || /^-/.test(s); const v = parseFloat(s.replace(/[()\-,\sS$]/g, '')); return neg ? -v : v; };
const isBr = (s) => /^\(?-?[\d.]+,\d{2}\)?[DC]?$|^–$/.test(s.trim());
const isEn = (s) => /^\(?-?[\d,]+(\.\d+)?\)?$|^–$/.test(s.trim());
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''));
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((tr) => [...tr[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((tc) => [...tc[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join(''))));
  const unx = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  return { text: unx(paras.join('\n')), tables: tables.map((t) => t.map((r) => r.map(unx))) };
}
const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'richText' in v) return v.richText.map((x) => x.text).join(''); return v; };
function parseCsv(text) {
  const rows = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const cells = []; let cur = '', q = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (q) { if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') q = false; else cur += ch; } else if (ch === '"') q = true; else if (ch === ',') { cells.push(cur); cur = ''; } else cur += ch;
    }
    cells.push(cur); rows.push(cells);
  }
  return rows;
}
const isoFromDmy = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };

// ------------------------------------------------------------------ BEIRARIO
async function readBeirario() {
  // DRE
  const drePages = await pdfLines(doc('beirario', 0));
  const dreRows = [];
  for (const r of drePages[0]) {
    const nums = r.cells.filter((c) => c.x > 360 && isBr(c.s));
    const label = r.cells.filter((c) => c.x < 340).map((c) => c.s).join(' ');
    if (nums.length === 2 && label) dreRows.push({ label, v: nums.map((c) => brNum(c.s)) });
  }
  const dreGet = (label) => { const r = dreRows.find((x) => x.label === label); if (!r) throw new Error(`DRE row ${label}`); return r.v; };
  const noteText = drePages[1].map((r) => r.text).join(' ');
  const volHours = brNum(noteText.match(/registradas ([\d.]+) horas/)[1] + ',00');
  // arithmetic of the DRE
  const revLabels = dreRows.slice(0, dreRows.findIndex((r) => r.label === 'Total das receitas operacionais'));
  const expStart = dreRows.findIndex((r) => r.label === 'Total das receitas operacionais') + 1;
  const expLabels = dreRows.slice(expStart, dreRows.findIndex((r) => r.label === 'Total dos custos e despesas operacionais'));
  for (const i of [0, 1]) {
    ok(near(sum(revLabels.map((r) => r.v[i])), dreGet('Total das receitas operacionais')[i]), `DRE revenue total col ${i}`);
    ok(near(sum(expLabels.map((r) => r.v[i])), dreGet('Total dos custos e despesas operacionais')[i]), `DRE expense total col ${i}`);
    ok(near(r2(dreGet('Total das receitas operacionais')[i] + dreGet('Total dos custos e despesas operacionais')[i]), dreGet('RESULTADO OPERACIONAL')[i]), `DRE operating result ${i}`);
    ok(near(r2(dreGet('Receitas financeiras')[i] + dreGet('Despesas financeiras (tarifas bancárias)')[i]), dreGet('Resultado financeiro líquido')[i]), `DRE financial result ${i}`);
    ok(near(r2(dreGet('RESULTADO OPERACIONAL')[i] + dreGet('Resultado financeiro líquido')[i]), dreGet('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO')[i]), `DRE result ${i}`);
  }
  ok(near(volHours * 15, dreGet('Trabalho voluntário')[0]), 'volunteer hours x rate = revenue');

  // balancete
  const balPages = await pdfLines(doc('beirario', 1));
  const bal = [];
  for (const page of balPages) for (const r of page) {
    const clsCell = r.cells.find((c) => c.x > 60 && c.x < 75 && /^\d(\.\d+)*$/.test(c.s));
    const vals = r.cells.filter((c) => c.x > 400 && isBr(c.s));
    if (!clsCell || vals.length !== 4) continue;
    const codeCell = r.cells.find((c) => c.x < 50 && /^\d+$/.test(c.s));
    const name = r.cells.filter((c) => c.x > 150 && c.x < 400).map((c) => c.s).join(' ');
    bal.push({ cls: clsCell.s, code: codeCell ? Number(codeCell.s) : null, leaf: !!codeCell, name, ant: dcNum(vals[0].s), deb: brNum(vals[1].s), cred: brNum(vals[2].s), atual: dcNum(vals[3].s) });
  }
  const leaves = bal.filter((b) => b.leaf);
  ok(near(sum(leaves.map((b) => b.deb)), sum(leaves.map((b) => b.cred))), 'balancete debits = credits');
  ok(near(sum(leaves.map((b) => b.ant)), 0), 'balancete opening balances net to zero');
  ok(near(sum(leaves.map((b) => b.atual)), 0), 'balancete closing balances net to zero');
  for (const b of leaves) ok(near(r2(b.ant + b.deb - b.cred), b.atual), `balancete leaf ${b.cls} roll-forward`);
  for (const g of bal.filter((x) => !x.leaf)) {
    const kids = leaves.filter((x) => x.cls.startsWith(g.cls + '.'));
    for (const f of ['ant', 'deb', 'cred', 'atual']) ok(near(sum(kids.map((k) => k[f])), g[f]), `balancete group ${g.cls} ${f}`);
  }
  const balGet = (cls) => { const r = bal.find((x) => x.cls === cls); if (!r) throw new Error(`bal ${cls}`); return r; };
  // ties DRE <-> balancete
  ok(near(-balGet('3.1.1.01.001').atual, dreGet('Termo de Fomento nº 014/2025 – Prefeitura do Recife')[0]), 'TF revenue DRE = balancete');
  ok(near(-(balGet('3').atual + balGet('4').atual), dreGet('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO')[0]), 'balancete result = DRE result');
  ok(near(balGet('4.2.1').atual, -dreGet('Pessoal e encargos sociais')[0]), 'payroll DRE = balancete group 4.2.1');

  // prestação de contas
  const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(doc('beirario', 2));
  const ws = wb.getWorksheet('Execução Financeira');
  let monthRow = null;
  ws.eachRow((row, n) => { if (!monthRow && row.values.some((v) => v === 'mar/25')) monthRow = n; });
  const mrow = ws.getRow(monthRow);
  const months = []; let c0 = null;
  mrow.eachCell((c, col) => { if (/^[a-z]{3}\/\d\d$/.test(String(c.value))) { months.push(c.value); if (c0 === null) c0 = col; } });
  const items = [], groups = [];
  let totalRow = null;
  for (let r = monthRow + 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const code = cellVal(row.getCell(1)), name = cellVal(row.getCell(2));
    if (name === 'TOTAL GERAL') { totalRow = row; break; }
    if (!code) continue;
    const x = { code: String(code), name, budget: cellVal(row.getCell(3)), exec: months.map((_, i) => cellVal(row.getCell(c0 + i)) || 0), total: cellVal(row.getCell(c0 + months.length)), saldo: cellVal(row.getCell(c0 + months.length + 1)) };
    (String(code).includes('.') ? items : groups).push(x);
  }
  for (const it of items) { ok(near(sum(it.exec), it.total), `prestação item ${it.code} total`); ok(near(r2(it.budget - it.total), it.saldo), `prestação item ${it.code} saldo`); }
  for (const g of groups) {
    const kids = items.filter((i) => i.code.startsWith(g.code + '.'));
    ok(near(sum(kids.map((k) => k.total)), g.total) && near(sum(kids.map((k) => k.budget)), g.budget), `prestação group ${g.code}`);
    g.exec.forEach((v, i) => ok(near(sum(kids.map((k) => k.exec[i])), v), `prestação group ${g.code} month ${i}`));
  }
  const monthTotals = months.map((_, i) => cellVal(totalRow.getCell(c0 + i)));
  monthTotals.forEach((v, i) => ok(near(sum(items.map((it) => it.exec[i])), v), `prestação month total ${months[i]}`));
  const executed = cellVal(totalRow.getCell(c0 + months.length)), value = cellVal(totalRow.getCell(3));
  ok(near(sum(monthTotals), executed), 'prestação grand total');
  let notes = '';
  ws.eachRow((row) => { const v = cellVal(row.getCell(1)); if (typeof v === 'string' && /^Observação/.test(v)) notes += v + '\n'; });
  const oficio = notes.match(/Ofício nº \d+\/\d{4}/)[0];
  const cs = wb.getWorksheet('Conciliação Bancária');
  const repasses = [], rend = [];
  let saldo = null, despesas = null;
  cs.eachRow((row) => {
    const a = String(cellVal(row.getCell(1)) || ''), b = cellVal(row.getCell(2)), v = cellVal(row.getCell(3));
    let m;
    if ((m = a.match(/^Repasse – (.+)$/))) repasses.push({ parcela: m[1], date: isoFromDmy(b), amount: v });
    else if (/^Rendimentos/.test(a)) rend.push(v);
    else if (/^C\) SALDO/.test(a)) saldo = v;
    else if (/^B\) DESPESAS/.test(a)) despesas = v;
  });
  ok(near(despesas, executed), 'conciliação despesas = execução total');
  ok(near(r2(sum(repasses.map((p) => p.amount)) + sum(rend) - despesas), saldo), 'conciliação saldo');
  ok(near(executed, dreGet('Termo de Fomento nº 014/2025 – Prefeitura do Recife')[0]), 'prestação executed = DRE TF revenue');
  ok(near(saldo, balGet('1.1.1.02.002').atual), 'prestação saldo = balancete TF bank account');
  ok(near(saldo, -balGet('2.1.5.01.001').atual), 'prestação saldo = TF liability');
  ok(near(sum(rend) + sum(repasses.map((p) => p.amount)), balGet('1.1.1.02.002').deb), 'TF account debits = repasses + rendimentos');

  // extrato
  const csv = parseCsv(fs.readFileSync(doc('beirario', 3), 'utf8'));
  ok(csv[0].join('|') === 'Data|Lançamento|Detalhes|N° documento|Valor|Tipo Lançamento', 'extrato header');
  let opening = null, closing = null, run = null;
  const tx = [];
  for (const r of csv.slice(1)) {
    const [d, lanc, det, , val] = r;
    if (lanc === 'Saldo Anterior') { opening = brNum(val); run = opening; continue; }
    if (lanc === 'Saldo do dia') { ok(near(run, brNum(val)), `extrato saldo do dia ${d}`); continue; }
    if (lanc === 'S A L D O') { closing = brNum(val); continue; }
    const v = brNum(val);
    run = r2(run + v);
    tx.push({ date: isoFromDmy(d), lanc, det, val: v });
  }
  ok(near(run, closing), 'extrato closing = running balance');
  ok(near(closing, balGet('1.1.1.02.001').atual), 'extrato closing = balancete BB 45.678-9');

  // ata
  const ata = await docxText(doc('beirario', 4));
  const t = ata.text;
  const mDate = t.match(/REALIZADA EM (\d\d\/\d\d\/\d{4})/);
  const ataView = {
    date: isoFromDmy(mDate[1]),
    president: t.match(/presidência dos trabalhos a Presidente da Associação, Sra\. ([^,]+),/)[1],
    favor: Number(t.match(/APROVADAS por (\d+)/)[1]),
    abst: Number(t.match(/e (\d+) \(três\) abstenções/)[1]),
    present: Number(t.match(/Compareceram (\d+)/)[1]),
    contribTo: brNum(t.match(/reajuste para R\$ ([\d.,]+)/)[1]),
    budgetDesp: brNum(t.match(/despesas previstas de R\$ ([\d.,]+)/)[1]),
    budgetRec: brNum(t.match(/receitas previstas de R\$ ([\d.,]+)/)[1]),
  };
  const quadro = ata.tables[0];
  const q = (l) => brNum(quadro.find((r) => r[0].startsWith(l))[1]);
  ok(near(q('Superávit'), dreGet('SUPERÁVIT (DÉFICIT) DO EXERCÍCIO')[0]), 'ata superávit = DRE');
  ok(near(q('Total das receitas'), r2(dreGet('Total das receitas operacionais')[0] + dreGet('Receitas financeiras')[0])), 'ata receitas = DRE');
  ok(near(q('Total das despesas'), -r2(dreGet('Total dos custos e despesas operacionais')[0] + dreGet('Despesas financeiras (tarifas bancárias)')[0])), 'ata despesas = DRE');
  ok(ataView.favor + ataView.abst <= ataView.present, 'ata votes within quorum');

  // NFC-e photo: rendering data
  ok(near(sum(NFCE.items.map((x) => r2(x.qty * x.price))), NFCE.gross) && near(r2(NFCE.gross - NFCE.discount), NFCE.pay), 'NFC-e arithmetic');
  ok(tx.some((x) => /PAO DO PINA/.test(x.det) && near(-x.val, NFCE.pay) && x.date === NFCE.date), 'NFC-e payment on the BB statement');

  return {
    dre: (label, i = 0) => dreGet(label)[i],
    bal: balGet, balRows: bal, volHours,
    tf: { items, groups, months, monthTotals, executed, value, repasses, rend, saldo, oficio },
    bb: { opening, closing, tx },
    ata: ataView,
    nfce: NFCE,
  };
}

// ------------------------------------------------------------------ TEMBUSU
async function readTembusu() {
  const pages = await pdfLines(doc('tembusu', 0));
  const pageOf = (title) => pages.find((p) => p.some((r) => r.text === title));
  const numericRows = (page, n, minX = 200) => {
    const out = new Map();
    for (const r of page) {
      const nums = r.cells.filter((c) => c.x > minX && isEn(c.s) && !/^\d{1,2}$/.test(c.s));
      const label = r.cells.filter((c) => c.x < minX).map((c) => c.s).join(' ');
      if (nums.length === n && label && !out.has(label)) out.set(label, nums.map((c) => enNum(c.s)));
    }
    return out;
  };
  const sofa = numericRows(pageOf('STATEMENT OF FINANCIAL ACTIVITIES'), 5);
  const sofp = numericRows(pageOf('STATEMENT OF FINANCIAL POSITION'), 2);
  const g = (m, l) => { const v = m.get(l); if (!v) throw new Error(`row ${l}`); return v; };
  // SOFA arithmetic
  const incLabels = ['Donations – tax-deductible', 'Donations – non tax-deductible', 'Donations to endowment fund', 'Tote Board grant', 'Community Chest grant', 'Charity gala dinner', 'Investment income', 'Programme and therapy fees', 'Government grants – ECDA', 'Other income'];
  const expLabels = ['Cost of generating voluntary income', 'Fund-raising event costs', 'Investment management costs', 'Early intervention and therapy services', 'Audiology and hearing devices', 'Parent and caregiver support', 'Governance costs'];
  for (let i = 0; i < 5; i++) {
    ok(near(sum(incLabels.map((l) => g(sofa, l)[i])), g(sofa, 'Total income')[i]), `SOFA income col ${i}`);
    ok(near(sum(expLabels.map((l) => g(sofa, l)[i])), g(sofa, 'Total expenditure')[i]), `SOFA expenditure col ${i}`);
    ok(near(g(sofa, 'Total income')[i] - g(sofa, 'Total expenditure')[i], g(sofa, 'Net income/(expenditure)')[i]), `SOFA net col ${i}`);
    ok(near(g(sofa, 'Net movement in funds')[i] + g(sofa, 'Total funds brought forward')[i], g(sofa, 'Total funds carried forward')[i]), `SOFA funds c/f col ${i}`);
  }
  for (const l of [...incLabels, ...expLabels]) { const v = g(sofa, l); ok(near(v[0] + v[1] + v[2], v[3]), `SOFA row total ${l}`); }
  // SOFP arithmetic and ties
  for (let i = 0; i < 2; i++) {
    ok(near(g(sofp, 'Total assets')[i] - g(sofp, 'Total liabilities')[i], g(sofp, 'NET ASSETS')[i]), `SOFP net assets ${i}`);
    ok(near(g(sofp, 'NET ASSETS')[i], g(sofp, 'TOTAL FUNDS')[i]), `SOFP funds = net assets ${i}`);
    ok(near(['Grants receivable', 'Other receivables and prepayments', 'Fixed deposits', 'Cash and bank balances'].reduce((s, l) => s + g(sofp, l)[i], 0), g(sofp, 'Total current assets')[i]), `SOFP current assets ${i}`);
  }
  ok(near(g(sofp, 'TOTAL FUNDS')[0], g(sofa, 'Total funds carried forward')[3]), 'SOFP funds = SOFA c/f');
  ok(near(g(sofp, 'TOTAL FUNDS')[1], g(sofa, 'Total funds brought forward')[3]), 'SOFP 2024 funds = SOFA b/f');
  ok(near(g(sofp, 'Endowment fund')[0], g(sofa, 'Total funds carried forward')[2]), 'endowment fund ties');
  // notes
  const all = pages.flat();
  const fullText = pages.map((p) => p.map((r) => r.text).join('\n')).join('\n');
  const resStart = all.findIndex((r) => r.text === '14. Reserves');
  const res = new Map();
  for (const r of all.slice(resStart)) {
    const nums = r.cells.filter((c) => c.x > 250 && isEn(c.s));
    const label = r.cells.filter((c) => c.x < 250).map((c) => c.s).join(' ');
    if (nums.length >= 2 && label && !res.has(label)) res.set(label, nums.map((c) => enNum(c.s)));
    if (r.text.startsWith('15. ')) break;
  }
  const ratioRow = all.slice(resStart).find((r) => /^Ratio of unrestricted funds/.test(r.text));
  const printedRatio = ratioRow.cells.filter((c) => c.x > 250).map((c) => parseFloat(c.s));
  const U = g(res, 'Total unrestricted funds (A)'), B = g(res, 'Total annual operating expenditure (B)');
  ok(near(U[0] / B[0] * 12, printedRatio[0], 0.05) && near(U[1] / B[1] * 12, printedRatio[1], 0.05), 'reserves ratio as printed');
  ok(near(U[0], g(sofp, 'General fund')[0] + g(sofp, 'Designated fund – equipment replacement')[0]), 'unrestricted funds tie');
  ok(near(B[0], g(sofa, 'Total expenditure')[3]), 'operating expenditure ties');
  const kmStart = all.findIndex((r) => r.text === '8. Key management personnel compensation');
  const kmTotal = all.slice(kmStart).find((r) => r.cells[0].s === 'Total');
  const kmp = { total: kmTotal.cells.slice(1).map((c) => enNum(c.s)), bands: all.slice(kmStart).filter((r) => r.cells.length === 3 && /^S\$[\d,]+ to S\$[\d,]+$/.test(r.cells[0].s)).map((r) => [r.cells[0].s, Number(r.cells[1].s), Number(r.cells[2].s)]) };
  const flat = fullText.replace(/\s+/g, ' ');
  const rp = flat.match(/paid S\$([\d,]+) \(2024: S\$([\d,]+)\) to (.+?), a company in which/);
  const fr = flat.match(/amounted to ([\d.]+)% \(2024: ([\d.]+)%\)/);
  const frIn = flat.match(/Fund-raising expenses .*? of S\$([\d,]+) \(2024.*?gross receipts from fund- ?raising of S\$([\d,]+)/);
  ok(near(enNum(frIn[1]) / enNum(frIn[2]) * 100, parseFloat(fr[1]), 0.05), 'fund-raising ratio as printed');
  const auditor = flat.match(/([A-Z][A-Za-z,& ]+ PAC) Public Accountants/)[1];
  const ipc = flat.match(/for the period from (\d+ \w+ \d{4}) to (\d+ \w+ \d{4})/);
  const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const isoLong = (s) => { const [d, m, y] = s.split(' '); return `${y}-${String(MON.indexOf(m) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`; };

  // aged payables
  const wbA = new ExcelJS.Workbook(); await wbA.xlsx.readFile(doc('tembusu', 1));
  const wa = wbA.worksheets[0];
  let hdr = null; wa.eachRow((row, n) => { if (!hdr && cellVal(row.getCell(1)) === 'Contact') hdr = n; });
  const apRows = []; let apTotal = null, apPct = null;
  for (let r = hdr + 1; r <= wa.rowCount; r++) {
    const row = wa.getRow(r); const name = cellVal(row.getCell(1));
    if (!name) continue;
    const v = [2, 3, 4, 5, 6, 7].map((c) => Number(cellVal(row.getCell(c)) || 0));
    const rec = { contact: name, cur: v[0], m1: v[1], m2: v[2], m3: v[3], older: v[4], total: v[5] };
    if (name === 'Total') apTotal = rec; else if (name === 'Percentage of total') apPct = rec; else apRows.push(rec);
  }
  for (const x of apRows) ok(near(sum([x.cur, x.m1, x.m2, x.m3, x.older]), x.total), `AP row ${x.contact}`);
  for (const k of ['cur', 'm1', 'm2', 'm3', 'older', 'total']) ok(near(sum(apRows.map((x) => x[k])), apTotal[k]), `AP total ${k}`);
  ok(near(apPct.cur, apTotal.cur / apTotal.total, 0.0001), 'AP percentage row');

  // budget variance
  const wbB = new ExcelJS.Workbook(); await wbB.xlsx.readFile(doc('tembusu', 2));
  const wv = wbB.worksheets[0];
  const bv = new Map();
  wv.eachRow((row) => {
    const name = cellVal(row.getCell(1));
    const v = [2, 3, 4, 6, 7, 8].map((c) => cellVal(row.getCell(c)));
    if (typeof name === 'string' && typeof v[0] === 'number') bv.set(name, { mA: v[0], mB: v[1], mV: v[2], yA: v[3], yB: v[4], yV: v[5] });
  });
  for (const [n, x] of bv) { ok(near(r2(x.mA - x.mB), x.mV) && near(r2(x.yA - x.yB), x.yV), `BV variance ${n}`); }
  const secOf = (start, end) => { const names = [...bv.keys()]; return names.slice(names.indexOf(start) + 0, names.indexOf(end)); };
  const incNames = [...bv.keys()].slice(0, [...bv.keys()].indexOf('Total Income'));
  const otherNames = secOf('Interest Income', 'Total Other Income');
  const opexNames = secOf('Salaries & Wages', 'Total Operating Expenses');
  const bvT = {};
  for (const f of ['mA', 'mB', 'yA', 'yB']) {
    bvT[f] = { income: bv.get('Total Income')[f], other: bv.get('Total Other Income')[f], opex: bv.get('Total Operating Expenses')[f], net: bv.get('Net Profit')[f] };
    ok(near(sum(incNames.map((n) => bv.get(n)[f])), bvT[f].income), `BV income ${f}`);
    ok(near(sum(otherNames.map((n) => bv.get(n)[f])), bvT[f].other), `BV other ${f}`);
    ok(near(sum(opexNames.map((n) => bv.get(n)[f])), bvT[f].opex), `BV opex ${f}`);
    ok(near(r2(bvT[f].income + bvT[f].other - bvT[f].opex), bvT[f].net), `BV net ${f}`);
  }

  // donations listing
  const wbD = new ExcelJS.Workbook(); await wbD.xlsx.readFile(doc('tembusu', 3));
  const wd = wbD.worksheets[0];
  const don = []; const subs = []; let grand = null;
  wd.eachRow((row, n) => {
    if (n <= 5) return;
    const no = cellVal(row.getCell(1)), label = cellVal(row.getCell(4));
    const gross = cellVal(row.getCell(9)), benefit = cellVal(row.getCell(10)), ded = cellVal(row.getCell(11));
    if (typeof no === 'number') {
      const dt = cellVal(row.getCell(3));
      const date = dt instanceof Date ? dt.toISOString().slice(0, 10) : String(dt);
      don.push({ receipt: cellVal(row.getCell(2)) || '', date, donor: label, type: cellVal(row.getCell(7)), mode: cellVal(row.getCell(8)), gross, benefit, deductible: ded, td: cellVal(row.getCell(12)), remarks: cellVal(row.getCell(14)) || '' });
    } else if (/^Subtotal/.test(label || '')) subs.push({ label, gross, ded, upto: don.length });
    else if (/^TOTAL/.test(label || '')) grand = { gross, ded };
  });
  let from = 0;
  for (const s of subs) { const part = don.slice(from, s.upto); ok(near(sum(part.map((d) => d.gross)), s.gross) && near(sum(part.map((d) => d.deductible)), s.ded), `donations ${s.label}`); from = s.upto; }
  ok(near(sum(don.map((d) => d.deductible)), grand.ded) && near(sum(don.map((d) => d.gross)), grand.gross), 'donations grand total');
  for (const d of don) ok(near(d.td === 'Y' ? r2(d.gross - d.benefit) : 0, d.deductible) && (d.td === 'Y') === /^TH-TDR-/.test(d.receipt), `donation row ${d.date} ${d.donor}`);
  ok(near(grand.ded, bv.get('Donations - Tax Deductible').yA), 'listing = Xero tax-deductible donations YTD');
  ok(near(sum(don.filter((d) => d.date.startsWith('2026-03')).map((d) => d.deductible)), bv.get('Donations - Tax Deductible').mA), 'listing March = Xero March');
  ok(near(sum(don.filter((d) => d.td === 'N' && !/auction/i.test(d.remarks)).map((d) => d.gross)), bv.get('Donations - Non Tax Deductible').yA), 'listing = Xero non-deductible donations');
  ok(near(apRows.find((x) => /Lion City/.test(x.contact)).cur, bv.get('Utilities').mA), 'AP utilities current = March utilities');

  // GEC
  const gecDoc = await docxText(doc('tembusu', 4));
  const tbl = gecDoc.tables.find((t) => t[0][0] === 'S/N');
  const gecItems = tbl.slice(1).filter((r) => /^\d+$/.test(r[0])).map((r) => ({ q: r[1], code: r[2], resp: r[3], expl: r[4] }));
  for (const i of gecItems.filter((x) => x.resp === 'Not complied')) ok(i.expl.length > 20, `GEC explanation for ${i.code}`);
  const meetings = Number(gecDoc.text.match(/the Board met (\d+) times/)[1]);

  // FairPrice photo: rendering data
  ok(near(sum(FP.items.map((x) => x.amount)) - FP.promo.amount, FP.total) && near(r2(FP.total * 9 / 109), FP.gst) && near(r2(FP.total - FP.gst), FP.exGst), 'FairPrice arithmetic');

  return {
    sofa: (l) => g(sofa, l), sofp: (l) => g(sofp, l), reserves: (l) => g(res, l),
    frRatio: [parseFloat(fr[1]), parseFloat(fr[2])],
    kmp, related: { company: rp[3], paid: [enNum(rp[1]), enNum(rp[2])] },
    auditor, ipcTo: isoLong(ipc[2]),
    ap: { rows: apRows, total: apTotal },
    bv: (n) => { const x = bv.get(n); if (!x) throw new Error(`bv ${n}`); return x; }, bvT,
    don, gec: { items: gecItems, meetings }, fp: FP,
  };
}

// ------------------------------------------------------------------ answers
const V = { beirario: await readBeirario(), tembusu: await readTembusu() };
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const byId = new Map(cases.map((c) => [c.id, c]));
const DV = dataView();
for (const [org, defs] of Object.entries(DEFS)) {
  defs.forEach(([kind, question, calc], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    const c = byId.get(id);
    ok(c && c.question === question && c.kind === kind, `${id} case present`);
    ok(JSON.stringify(c.documents) === JSON.stringify(DOCS[org].map((d) => `${org}/${d}`)), `${id} lists every document`);
    for (const d of c.documents) ok(fs.existsSync(path.join(SET, 'documents', d)), `${id} document ${d} exists`);
    let got;
    try { got = calc(V); } catch (e) { ok(false, `${id} cannot be computed from the files: ${e.message}`); return; }
    const want = calc(DV);
    if (got === 'notfound') { ok(c.answer.type === 'notfound', `${id} notfound`); return; }
    if (typeof got === 'object') {
      ok(c.answer.type === 'text' && JSON.stringify([...new Set(got.text)]) === JSON.stringify(c.answer.any), `${id} text ${JSON.stringify(got.text)} vs ${JSON.stringify(c.answer.any)}`);
      return;
    }
    ok(c.answer.type === 'number' && Math.abs(Math.abs(got) - c.answer.value) <= 2e-6, `${id} number read ${got} vs case ${c.answer.value}`);
    ok(Math.abs(got - want) < 1e-6 * Math.max(1, Math.abs(want)), `${id} read ${got} vs data ${want}`);
  });
}
ok(cases.length === 100 && cases.filter((c) => c.answer.type === 'notfound').length === 10, '100 cases, 10 notfound');
for (const org of Object.keys(DEFS)) ok(cases.filter((c) => c.org === org && c.answer.type === 'notfound').length === 5, `${org} has 5 notfound`);
console.log(`${checks - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
