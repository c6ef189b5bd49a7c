// Independent checker for set N. Does NOT import data.mjs or lib/: it re-reads the generated files (exceljs plus
// the sheet XML for cached formula values, csv-parse, `pdftotext -layout`, jszip, `tesseract --psm 6`), checks that
// the documents foot and agree with each other, recomputes every case's answer from the files (A[question]), checks
// date and text phrases, that notfound subjects (NF[question]) appear in no file of the organisation, and the mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/^\s*import[^;]*from\s+['"]\.\/(data\.mjs|lib\/)/m.test(self)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-n');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const sum = (a) => Math.round(a.reduce((s, x) => s + (x || 0), 0) * 100) / 100;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/&apos;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s[0][1] > s[1][1], `unique maximum ${what} ${s[0][0]}`); return s[0][0]; };
const argmin = (pairs, what) => argmax(pairs.map(([k, v]) => [k, -v]), what);
const iso = (d) => d.toISOString().slice(0, 10);

// ------------------------------------------------------------------ readers
// "1,234,567", "(125,310)", "-6,000.00", "–" -> numbers
const toNum = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'object' && 'result' in v) return toNum(v.result);
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  if (/^[-–—]$/.test(s)) return 0;
  if (!/^\(?-?(?:S\$|KSh ?|US\$|\$)?\d[\d,]*(\.\d+)?%?\)?$/.test(s)) return null;
  let x = parseFloat(s.replace(/[^\d.]/g, ''));
  if (s.startsWith('(') || s.startsWith('-')) x = -Math.abs(x);
  return x;
};
const cellText = (x) => (x === null || x === undefined ? '' : x instanceof Date ? iso(x) : typeof x === 'object' ? (x.richText ? x.richText.map((t) => t.text).join('') : String(x.result ?? '')) : String(x));
// every sheet of a workbook as rows of values; formula cells carry the cached value read from the sheet XML
async function xlsx(rel) {
  const file = path.join(DOCS, rel);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const sheets = {};
  let i = 0;
  for (const ws of wb.worksheets) {
    i++;
    const xml = await zip.file(`xl/worksheets/sheet${i}.xml`).async('string');
    const cached = new Map([...xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(<f>[^<]*<\/f>)(?:<v>([^<]*)<\/v>)?<\/c>/g)].map((m) => [m[1], m[3]]));
    for (const [addr, v] of cached) ok(v !== undefined && !Number.isNaN(parseFloat(v)), `${rel} ${ws.name}: formula in ${addr} has a cached value`);
    const rows = [];
    ws.eachRow({ includeEmpty: true }, (r) => {
      const v = [];
      for (let c = 1; c <= ws.columnCount; c++) {
        const cell = r.getCell(c);
        let x = cell.value;
        if (x && typeof x === 'object' && 'formula' in x) x = { formula: x.formula, result: parseFloat(cached.get(cell.address)) };
        v.push(x);
      }
      rows.push(v);
    });
    sheets[ws.name] = rows;
  }
  return sheets;
}
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
// a text line "Label    1,234   (5,678)   –" -> label and numbers (first occurrence of a label wins)
function pdfRows(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s{2,}/);
    if (parts.length < 2) continue;
    const vals = parts.slice(1).map(toNum);
    if (vals.some((v) => v === null)) continue;
    const l = norm(parts[0]);
    if (!out.has(l)) out.set(l, vals);
  }
  return out;
}
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const txt = (s) => s.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => txt(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
const ocrCache = new Map();
const ocr = (rel) => { if (!ocrCache.has(rel)) ocrCache.set(rel, execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })); return ocrCache.get(rel); };
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const Fl = (org, re) => { const f = files(org).find((x) => re.test(x)); if (!f) throw new Error(`no file ${re} in ${org}`); return f; };
const money = (s) => parseFloat(String(s).replace(/[^\d.]/g, ''));
const lastMoney = (line) => { const m = [...line.replace(/(\d), (\d\d\d)/g, '$1,$2').matchAll(/[\d,]+\.\d\d/g)]; return m.length ? money(m.at(-1)[0]) : null; };
const ocrLine = (text, re) => text.split('\n').find((l) => re.test(l)) || '';
const longIso = (s) => { const m = s.match(/(\d{1,2}) ([A-Z][a-z]+) (\d{4})/); return `${m[3]}-${String(MON.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };
const dmyIso = (s) => { const m = s.match(/(\d{1,2})[/-](\d{1,2})[/-](\d{4})/); return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`; };

// ================================================================== Ziwa Safi
const RTXT = pdf(Fl('ziwasafi', /Quarterly management report/));
const RP = pdfRows(RTXT);
const rp = (l) => { const v = RP.get(norm(l)); if (!v) throw new Error(`report line ${l}`); return { q: v.slice(0, 4), fy: v[4], budget: v[5], varc: v[6], all: v }; };
for (const h of ['Q1 FY26', 'Q2 FY26', 'Q3 FY26', 'Q4 FY26', 'Full year', 'Budget', 'Variance', 'fav/(adv)']) ok(RTXT.includes(h), `report header ${h}`);
ok(/continued overleaf/.test(RTXT) && /EXPENDITURE \(continued\)/.test(RTXT) && RTXT.includes('\f'), 'report expenditure table continues over a page break');
const rIncL = ['Water kiosk sales', 'Institutional water contracts', 'Exhauster & sanitation services', 'Wellspring Foundation grant', 'County Government of Kisumu WASH grant', 'Individual & community donations', 'Interest income'];
const rExpL = ['Staff costs', "Kiosk attendants' commission", 'Electricity (borehole pumping)', 'Water treatment & testing', 'Repairs & maintenance', 'Hygiene promotion & outreach', 'Kiosk construction (Kanyakwar)', 'Motorbike & transport', 'Office rent & utilities', 'Audit & professional fees', 'Bank & M-Pesa charges', 'Depreciation'];
for (const l of rIncL) { const r = rp(l); ok(near(sum(r.q), r.fy) && near(r.fy - r.budget, r.varc), `report income line foots: ${l}`); }
for (const l of rExpL) { const r = rp(l); ok(near(sum(r.q), r.fy) && near(r.budget - r.fy, r.varc), `report expense line foots: ${l}`); }
for (let i = 0; i < 6; i++) {
  ok(near(sum(rIncL.map((l) => rp(l).all[i])), rp('Total income').all[i]), `report total income column ${i}`);
  ok(near(sum(rExpL.map((l) => rp(l).all[i])), rp('Total expenditure').all[i]), `report total expenditure column ${i}`);
  ok(near(rp('Total income').all[i] - rp('Total expenditure').all[i], rp('Surplus / (deficit) for the period').all[i]), `report surplus column ${i}`);
}
const cashL = ['KCB current account', 'KCB reserve savings account', 'M-Pesa paybill 512340', 'Petty cash'];
const cashQ = (l) => RP.get(norm(l));
for (let i = 0; i < 4; i++) ok(near(sum(cashL.map((l) => cashQ(l)[i])), cashQ('Total cash and bank')[i]), `report cash total at quarter end ${i + 1}`);
const RFLAT = RTXT.replace(/\s+/g, ' ');

// trial balance
const TBS = await xlsx(Fl('ziwasafi', /Trial Balance/));
const TBR = TBS['Trial Balance'];
const tbH = TBR.findIndex((r) => cellText(r[0]) === 'Account Code');
ok(cellText(TBR[tbH][3]) === 'Net Debit' && cellText(TBR[tbH][4]) === 'Net Credit', 'TB has Net Debit / Net Credit columns');
const TB = TBR.slice(tbH + 1).filter((r) => /^\d{4}$/.test(cellText(r[0]))).map((r) => ({ code: cellText(r[0]), name: cellText(r[1]), type: cellText(r[2]), dr: toNum(r[3]) || 0, cr: toNum(r[4]) || 0 }));
const tbTot = TBR.find((r) => cellText(r[1]) === 'Total');
ok(near(sum(TB.map((a) => a.dr)), toNum(tbTot[3])) && near(sum(TB.map((a) => a.cr)), toNum(tbTot[4])) && near(toNum(tbTot[3]), toNum(tbTot[4])), 'TB debits = credits and totals foot');
const acc = (re) => { const a = TB.filter((x) => re.test(x.name)); ok(a.length === 1, `one TB account ${re}`); return a[0]; };
const tbIncome = TB.filter((a) => /Income/.test(a.type)), tbExpense = TB.filter((a) => a.type === 'Expense');
ok(near(sum(tbIncome.map((a) => a.cr)), rp('Total income').fy) && near(sum(tbExpense.map((a) => a.dr)), rp('Total expenditure').fy), 'TB income and expense = report full year');
const tbStaff = sum(['Salaries & Wages', 'NSSF - Employer', 'Housing Levy - Employer'].map((n) => acc(new RegExp(n)).dr));
ok(near(tbStaff, rp('Staff costs').fy), 'TB staff accounts = report staff costs');
ok(near(acc(/Repairs/).dr, rp('Repairs & maintenance').fy) && near(acc(/Water Kiosk Sales/).cr, rp('Water kiosk sales').fy), 'TB lines = report lines');
const tbCash = { kcb: acc(/KCB Current/).dr, sav: acc(/KCB Reserve/).dr, mp: acc(/M-Pesa Paybill/).dr, petty: acc(/Petty Cash/).dr };
ok(near(tbCash.kcb, cashQ('KCB current account')[3]) && near(tbCash.sav, cashQ('KCB reserve savings account')[3]) && near(tbCash.mp, cashQ('M-Pesa paybill 512340')[3]) && near(tbCash.petty, cashQ('Petty cash')[3]), 'TB cash accounts = report cash at 30 June');

// M-Pesa statement
const MP = parse(fs.readFileSync(path.join(DOCS, Fl('ziwasafi', /ORG_512340/)), 'utf8'), { relax_column_count: true });
const mh = MP.findIndex((r) => r[0] === 'Receipt No.');
const mcol = (n) => MP[mh].indexOf(n);
const MR = MP.slice(mh + 1).filter((r) => r[0]).map((r) => {
  const [d, t] = r[mcol('Completion Time')].split(' ');
  return { rec: r[0], date: dmyIso(d), time: t, details: r[mcol('Details')], status: r[mcol('Transaction Status')], in: toNum(r[mcol('Paid In')]) || 0, out: -(toNum(r[mcol('Withdrawn')]) || 0), bal: toNum(r[mcol('Balance')]), reason: r[mcol('Reason Type')], party: r[mcol('Other Party Info')], ac: r[mcol('A/C No.')] };
});
ok(MR.every((r) => r.status === 'Completed'), 'all M-Pesa rows completed');
const chron = [...MR].reverse();
ok(chron.every((r, i) => i === 0 || `${r.date} ${r.time}` >= `${chron[i - 1].date} ${chron[i - 1].time}`), 'M-Pesa statement listed newest first');
const mpOpening = chron[0].bal - chron[0].in + chron[0].out;
{
  let b = mpOpening, good = true;
  for (const r of chron) { b = Math.round((b + r.in - r.out) * 100) / 100; if (!near(b, r.bal)) good = false; }
  ok(good, 'M-Pesa running balance');
}
ok(near(mpOpening, tbCash.mp), 'M-Pesa opening balance = TB M-Pesa account at 30 June');
const mpClosing = MR[0].bal;
const isCharge = (r) => /Charge$/.test(r.details);
ok(MR.filter(isCharge).every((c) => MR.some((r) => r.rec === c.rec && !isCharge(r))), 'each charge shares the receipt number of a payment');
const mpIn = chron.filter((r) => r.in > 0);
const mon = (r, m) => r.date.slice(5, 7) === m;

// Wellspring tranche schedule
const GS = await xlsx(Fl('ziwasafi', /Wellspring grant/));
const GT = GS['Tranches'];
const gh = GT.findIndex((r) => cellText(r[0]) === 'Tranche');
const gcol = (n) => GT[gh].findIndex((x) => cellText(x) === n);
const TR = GT.slice(gh + 1).filter((r) => typeof r[0] === 'number').map((r) => ({ n: r[0], due: cellText(r[gcol('Due date')]), usd: toNum(r[gcol('Amount (US$)')]), rec: r[gcol('Date received')] ? cellText(r[gcol('Date received')]) : null, rate: toNum(r[gcol('Rate (KSh per US$)')]), kes: toNum(r[gcol('Received (KSh)')]), late: toNum(r[gcol('Days late')]), status: cellText(r[gcol('Status')]) }));
ok(TR.length === 6, 'six tranches');
ok(TR.filter((t) => t.rec).every((t) => near(Math.round(t.usd * t.rate), t.kes) && t.late === (Date.parse(t.rec) - Date.parse(t.due)) / 864e5 && t.status === 'Received'), 'tranche KSh = ROUND(US$ × rate) and days late');
ok(TR.filter((t) => !t.rec).every((t) => t.status === 'Pending'), 'pending tranches');
const gTot = GT.find((r) => cellText(r[0]) === 'Total');
ok(near(sum(TR.map((t) => t.usd)), toNum(gTot[gcol('Amount (US$)')])) && near(sum(TR.map((t) => t.kes)), toNum(gTot[gcol('Received (KSh)')])), 'tranche totals foot');
ok(near(sum(TR.filter((t) => t.rec && t.rec <= '2026-06-30').map((t) => t.kes)), rp('Wellspring Foundation grant').fy), 'tranches received in FY26 = report Wellspring income');
ok(near(rp('Wellspring Foundation grant').q[0], TR[0].kes) && near(rp('Wellspring Foundation grant').q[2], TR[1].kes), 'tranches in the quarter they arrived');
const GB = GS['Budget (US$)'];
const gbh = GB.findIndex((r) => cellText(r[0]) === 'Budget line');
const GBL = GB.slice(gbh + 1).filter((r) => cellText(r[0]) && cellText(r[0]) !== 'Total').map((r) => ({ line: cellText(r[0]), y: [1, 2, 3].map((i) => toNum(r[i])), tot: toNum(r[4]) }));
const gbTot = GB.find((r) => cellText(r[0]) === 'Total');
ok(GBL.every((b) => near(sum(b.y), b.tot)) && [1, 2, 3, 4].every((i) => near(sum(GBL.map((b) => (i === 4 ? b.tot : b.y[i - 1]))), toNum(gbTot[i]))), 'grant budget foots');
ok(near(toNum(gbTot[4]), sum(TR.map((t) => t.usd))) && [0, 1, 2].every((y) => near(toNum(gbTot[y + 1]), TR[2 * y].usd + TR[2 * y + 1].usd)), 'grant budget by year = tranches');

// AGM report
const AGM = await docx(Fl('ziwasafi', /AGM/));
const AFLAT = AGM.replace(/\s+/g, ' ');
const KIOSK = [...AGM.matchAll(/^(K\d\d) \| (.+?) \| (.+?) \| ([\d,]+) \| ([\d,]+)$/gm)].map((m) => ({ code: m[1], name: m[2], opened: m[3], jer: money(m[4]), sales: money(m[5]) }));
ok(KIOSK.length === 7, 'seven kiosks');
const tariffM = AFLAT.match(/from KSh (\d+) to KSh (\d+) per 20-litre jerrican/);
const kTot = AGM.match(/^Total \| {2}\| {2}\| ([\d,]+) \| ([\d,]+)$/m) || AGM.match(/^Total \|\s*\|\s*\| ([\d,]+) \| ([\d,]+)$/m);
ok(KIOSK.every((k) => k.sales === k.jer * +tariffM[1]) && kTot && near(sum(KIOSK.map((k) => k.jer)), money(kTot[1])) && near(sum(KIOSK.map((k) => k.sales)), money(kTot[2])), 'kiosk sales = jerricans × old tariff, total foots');
ok(near(sum(KIOSK.map((k) => k.sales)), rp('Water kiosk sales').fy), 'kiosk table = report kiosk sales');
const KPI = new Map([...AGM.matchAll(/^([A-Z][A-Za-z ()-]+?) \| ([\d.,%]+) \| ([\d.,%]+) \| ([\d.,%]+)$/gm)].map((m) => [m[1], [m[2], m[3], m[4]].map(toNum)]));
ok(KPI.size === 7, `seven indicators (${KPI.size})`);
{
  const mm = AFLAT.match(/income was KSh ([\d.]+) million against expenditure of KSh ([\d.]+) million, leaving a surplus of KSh ([\d.]+) million/);
  ok(mm && near(+mm[1], Math.round(rp('Total income').fy / 1e4) / 100) && near(+mm[2], Math.round(rp('Total expenditure').fy / 1e4) / 100), 'AGM prose totals = report');
}
ok(near(money(AFLAT.match(/reserve savings account at KCB stood at KSh ([\d,]+)/)[1]), tbCash.sav), 'AGM reserve = TB savings account');
const pumpProse = money(AFLAT.match(/Manyatta borehole failed in March 2026 and was replaced at a cost of KSh ([\d,]+)/)[1]);
ok(near(pumpProse, money(RFLAT.match(/replaced at a cost of KSh ([\d,]+)/)[1])) && pumpProse < rp('Repairs & maintenance').q[2], 'pump cost agrees and sits inside Q3 repairs');
ok(longIso(AFLAT.match(/third tranche of its grant on (\d{1,2} [A-Z][a-z]+ \d{4})/)[1]) === TR[2].rec, 'AGM tranche 3 date = schedule');

// hardware receipt photo
const HW = ocr(Fl('ziwasafi', /IMG-/));
const hwLines = HW.split('\n').map((l) => l.match(/^(\d+) x (.+?) ([\d,]+\.\d\d) ([\d,]+\.\d\d)$/)).filter(Boolean).map((m) => ({ q: +m[1], d: m[2], p: money(m[3]), amt: money(m[4]) }));
const hw = (re) => lastMoney(ocrLine(HW, re));
ok(hwLines.length === 5 && hwLines.every((l) => near(l.q * l.p, l.amt)), 'receipt lines read and extend');
ok(near(sum(hwLines.map((l) => l.amt)), hw(/^TOTAL KSH/)), 'receipt total foots');
ok(near(Math.round((hw(/^TOTAL KSH/) * 16) / 116 * 100) / 100, hw(/^VAT 16%/)) && near(hw(/^TOTAL KSH/) - hw(/^VAT 16%/), hw(/^TOTAL EXCL/)), 'receipt VAT is 16/116 of the total');
const hwDate = dmyIso(ocrLine(HW, /^Date:/));
ok(chron.some((r) => r.date === hwDate && /LAKEVIEW HARDWARE/.test(r.details) && near(r.out, hw(/^TOTAL KSH/))), 'receipt paid through the paybill on its date');

// ================================================================== Sayang
const FTXT = pdf(Fl('sayang', /FS FY2025-26/));
const FP = pdfRows(FTXT);
const fl = (l) => { const v = FP.get(norm(l)); if (!v) throw new Error(`FS line ${l}`); return v; };
const sofa = (l) => fl(l).slice(-4); // unrestricted, restricted, total 2026, total 2025
const sIncL = ['Donations - tax-deductible', 'Donations - non tax-deductible', 'Government grants', 'Foundation grants', 'Fundraising event - Walk With Me', 'Programme fees', 'Interest income'];
const sExpL = ['Fundraising event costs', 'Other fundraising costs', 'Befriending programme', 'Active ageing activities', 'Emergency assistance to seniors', 'Governance & support costs'];
ok(/STATEMENT OF FINANCIAL ACTIVITIES \(continued\)/.test(FTXT) && FTXT.split('\f')[0].includes('Befriending programme') && !FTXT.split('\f')[0].includes('Total expenditure'), 'SOFA continues over a page break');
for (const l of [...sIncL, ...sExpL, 'Total income', 'Total expenditure', 'Net income / (expenditure) before transfers', 'Net movement in funds', 'Total funds brought forward', 'Total funds carried forward']) { const v = sofa(l); ok(near(v[0] + v[1], v[2]), `SOFA row adds across: ${l}`); }
for (let i = 0; i < 4; i++) {
  ok(near(sum(sIncL.map((l) => sofa(l)[i])), sofa('Total income')[i]) && near(sum(sExpL.map((l) => sofa(l)[i])), sofa('Total expenditure')[i]), `SOFA totals foot (${i})`);
  ok(near(sofa('Total income')[i] - sofa('Total expenditure')[i], sofa('Net income / (expenditure) before transfers')[i]), `SOFA net (${i})`);
  ok(near(sofa('Net income / (expenditure) before transfers')[i] + sofa('Transfers between funds')[i], sofa('Net movement in funds')[i]), `SOFA movement (${i})`);
  ok(near(sofa('Total funds brought forward')[i] + sofa('Net movement in funds')[i], sofa('Total funds carried forward')[i]), `SOFA funds roll forward (${i})`);
}
ok(near(sofa('Total funds carried forward')[3], sofa('Total funds brought forward')[2]), 'prior year close = this year opening');
const sp = (l) => fl(l).slice(-2);
{
  const ta = sum(['Plant and equipment', 'Fixed deposits', 'Receivables and prepayments', 'Cash and bank balances'].map((l) => sp(l)[0]));
  const tl = sum(['Payables and accruals', 'Deferred grant income'].map((l) => sp(l)[0]));
  ok(near(ta, sp('Total assets')[0]) && near(tl, sp('Total liabilities')[0]) && near(ta - tl, sp('NET ASSETS')[0]), 'SOFP foots');
  ok(near(sp('Unrestricted funds')[0], sofa('Total funds carried forward')[0]) && near(sp('Restricted funds')[0], sofa('Total funds carried forward')[1]) && near(sp('Total funds')[0], sp('NET ASSETS')[0]), 'SOFP funds = SOFA');
}
const RF = ['Ageing Well Community Grant', 'Straits Foundation - Home Visits', 'Emergency Assistance Fund', 'Festive Hampers Fund'].map((n) => { const v = fl(n); return { name: n, open: v[0], inc: v[1], exp: v[2], tr: v[3], close: v[4] }; });
ok(RF.every((f) => near(f.open + f.inc - f.exp + f.tr, f.close)), 'restricted funds roll forward');
{
  const t = fl('Total restricted funds');
  ok(['open', 'inc', 'exp', 'tr', 'close'].every((k, i) => near(sum(RF.map((f) => f[k])), t[i])), 'restricted funds note foots');
  ok(near(t[0], sofa('Total funds brought forward')[1]) && near(t[1], sofa('Total income')[1]) && near(t[2], sofa('Total expenditure')[1]) && near(t[3], sofa('Transfers between funds')[1]) && near(t[4], sofa('Total funds carried forward')[1]), 'restricted funds note = SOFA restricted column');
}
const staffL = ['Salaries and bonuses', 'CPF contributions', 'Other staff benefits'];
ok(near(sum(staffL.map((l) => sp(l)[0])), sp('Total staff costs')[0]), 'staff costs note foots');
const FFLAT = FTXT.replace(/\s+/g, ' ');
ok(near(money(FFLAT.match(/Unrestricted funds at 31 March 2026 were S\$([\d,]+)/)[1]), sofa('Total funds carried forward')[0]), 'reserves note = SOFA');

// GiveLah export
const GL = parse(fs.readFileSync(path.join(DOCS, Fl('sayang', /givelah/)), 'utf8'), { columns: true });
const GIFTS = GL.map((r) => ({ id: r['Donation ID'], date: dmyIso(r['Donation Date']), donor: r['Donor Name'], campaign: r.Campaign, method: r['Payment Method'], gross: +r['Gross Amount (SGD)'], plat: +r['Platform Fee (SGD)'], proc: +r['Processing Fee (SGD)'], net: +r['Net Amount (SGD)'], tax: r['Tax Deductible'], payout: r['Payout Date'], note: r.Notes }));
ok(GIFTS.every((g) => near(g.gross - g.plat - g.proc, g.net)), 'GiveLah net = gross - fees');
ok(GIFTS.filter((g) => g.gross < 0).length === 1 && GIFTS.filter((g) => g.gross < 0).every((g) => /Refund/.test(g.note) && g.date.slice(5, 7) === '01'), 'one refund, in January');
ok(GIFTS.some((g) => g.payout === 'Pending'), 'pending payouts present');
const gmon = (m) => GIFTS.filter((g) => g.date.slice(5, 7) === m);

// Walk reconciliation
const WS = (await xlsx(Fl('sayang', /Walk With Me/)))['Reconciliation'];
const wl = (re) => { const r = WS.find((x) => re.test(cellText(x[0]))); if (!r) throw new Error(`walk line ${re}`); return { qty: toNum(r[1]), price: toNum(r[2]), budget: toNum(r[3]), actual: toNum(r[4]), varc: toNum(r[5]), label: cellText(r[0]) }; };
const wSection = (from, to) => { const a = WS.findIndex((r) => cellText(r[0]) === from), b = WS.findIndex((r) => cellText(r[0]) === to); return WS.slice(a + 1, b).filter((r) => cellText(r[0])).map((r) => wl(new RegExp('^' + cellText(r[0]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'))); };
const WINC = wSection('A. INCOME', 'Total income'), WCOST = wSection('B. COSTS', 'Total costs');
ok([...WINC, ...WCOST].every((l) => (l.qty === null || near(l.qty * l.price, l.actual)) && near(l.actual - l.budget, l.varc)), 'walk lines: qty × price and variance');
for (const [lines, tot] of [[WINC, 'Total income'], [WCOST, 'Total costs']]) { const t = wl(new RegExp(`^${tot}$`)); ok(near(sum(lines.map((l) => l.actual)), t.actual) && near(sum(lines.map((l) => l.budget)), t.budget), `walk ${tot} foots`); }
const wInc = wl(/^Total income$/).actual, wCost = wl(/^Total costs$/).actual;
ok(near(wInc - wCost, wl(/^NET SURPLUS$/).actual) && near(wCost / wInc, wl(/^Cost-to-income ratio$/).actual, 1e-9), 'walk net surplus and ratio');
ok(near(wl(/^Cash counted/).actual + wl(/^PayNow QR/).actual, wl(/^Total donations on the day/).actual) && near(wl(/^Total donations on the day/).actual, wl(/^Donations on the day/).actual), 'walk cash section = income line');
ok(near(wl(/^Online donations via GiveLah/).actual, sum(GIFTS.filter((g) => g.campaign === 'Walk With Me 2026').map((g) => g.net))), 'walk GiveLah line = net of the campaign in the export');
ok(near(Math.round(wInc), sofa('Fundraising event - Walk With Me')[0], 0.5) && near(Math.round(wCost), sofa('Fundraising event costs')[0], 0.5), 'walk totals = SOFA event lines');
const walkDate = longIso(cellText(WS.find((r) => /^Event date/.test(cellText(r[0])))[0]));
ok(FFLAT.includes('Walk With Me 2026, was held on Sunday 8 March 2026') && walkDate === '2026-03-08', 'walk date agrees');

// Budget FY2026/27
const BS = (await xlsx(Fl('sayang', /Budget FY2026-27/)))['Budget FY2026-27'];
const bh = BS.findIndex((r) => cellText(r[0]) === 'Month');
const BH = BS[bh].map(cellText);
const BM = BS.slice(bh + 1).filter((r) => r[0] instanceof Date).map((r) => ({ m: iso(r[0]).slice(0, 7), v: Object.fromEntries(BH.slice(1).map((h, i) => [h, toNum(r[i + 1])])) }));
ok(BM.length === 12 && BM[0].m === '2026-04' && BM[11].m === '2027-03', 'twelve months April 2026 - March 2027 down the side');
const bInc = ['Donations', 'Grants', 'Fundraising events', 'Programme fees'], bExp = ['Staff costs', 'Programme activities', 'Rent & utilities', 'Fundraising costs', 'Admin & IT'];
ok(BM.every((r) => near(sum(bInc.map((c) => r.v[c])), r.v['Total income']) && near(sum(bExp.map((c) => r.v[c])), r.v['Total expenditure']) && near(r.v['Total income'] - r.v['Total expenditure'], r.v['Surplus / (deficit)'])), 'budget months foot');
const bTotRow = BS.find((r) => cellText(r[0]) === 'Total');
ok(BH.slice(1).every((h, i) => near(sum(BM.map((r) => r.v[h])), toNum(bTotRow[i + 1]))), 'budget total row foots');
const bcol = (h) => sum(BM.map((r) => r.v[h]));
const BNOTE = BS.map((r) => cellText(r[0])).join('\n');

// Board report
const BRD = await docx(Fl('sayang', /Board report/));
const BFLAT = BRD.replace(/\s+/g, ' ');
const BK = new Map([...BRD.matchAll(/^([A-Z][A-Za-z0-9 ()$]+?) \| ([\d.,%-]+) \| ([\d.,%-]+) \| ([\d.,%-]+)$/gm)].map((m) => [m[1], [m[2], m[3], m[4]].map(toNum)]));
const bk = (n) => { const v = BK.get(n); if (!v) throw new Error(`board indicator ${n}`); return v; };
const TIERS = [...BRD.matchAll(/^(Bronze|Silver|Gold|Platinum) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+)$/gm)].map((m) => ({ tier: m[1], gift: money(m[2]), d: [money(m[3]), money(m[4])] }));
ok(TIERS.length === 4, 'four giving tiers');
{
  const all = BRD.match(/^All tiers \|\s*\| ([\d,]+) \| ([\d,]+)$/m);
  ok(all && near(sum(TIERS.map((t) => t.d[0])), money(all[1])) && near(sum(TIERS.map((t) => t.d[1])), money(all[2])), 'tier totals foot');
}
ok(near(bk('Cost per senior befriended (S$)')[2], Math.round((sofa('Befriending programme')[2] / bk('Seniors befriended (at 31 March)')[2]) * 100) / 100) && near(bk('Cost per senior befriended (S$)')[0], Math.round((sofa('Befriending programme')[3] / bk('Seniors befriended (at 31 March)')[0]) * 100) / 100), 'cost per senior = SOFA befriending / seniors');
const lease = BFLAT.match(/from (\d{1,2} [A-Z][a-z]+ \d{4}) at S\$([\d,]+) a month, up from S\$([\d,]+)/);
ok(BNOTE.includes('lease renewal from July 2026') && longIso(lease[1]) === '2026-07-01', 'lease renewal month agrees with the budget note');
ok(BM.slice(3).every((r) => r.v['Rent & utilities'] - BM[0].v['Rent & utilities'] === money(lease[2]) - money(lease[3])), 'budget rent rises by the lease increase from July');

// printing invoice photo
const PR = ocr(Fl('sayang', /IMG_/));
const prLines = PR.split('\n').map((l) => l.match(/^(.+?) ([\d,]+) ([\d.]+) ([\d,]+\.\d\d)$/)).filter((m) => m && !/^Description/.test(m[1])).map((m) => ({ d: m[1], q: money(m[2]), p: +m[3], amt: money(m[4]) }));
const pr = (re) => lastMoney(ocrLine(PR, re));
ok(prLines.length === 3 && prLines.every((l) => near(l.q * l.p, l.amt)), 'invoice lines read and extend');
ok(near(sum(prLines.map((l) => l.amt)), pr(/^Subtotal/)) && near(Math.round(pr(/^Subtotal/) * 9) / 100, pr(/^GST 9%/)) && near(pr(/^Subtotal/) + pr(/^GST 9%/), pr(/^TOTAL/)), 'invoice subtotal, GST 9% and total');
ok(near(pr(/^TOTAL/), wl(/^Printing - Kallang/).actual), 'invoice total = walk printing line');
const prDate = dmyIso(PR.match(/Date: (\d\d\/\d\d\/\d{4})/)[1]);

// ================================================================== recomputations, one per question
const rInc = rp('Total income'), rExp = rp('Total expenditure');
const exhR = mpIn.filter((r) => /^EXH-/.test(r.ac));
const pend = TR.filter((t) => t.status === 'Pending');
const kpi = (n) => { const v = KPI.get(n); if (!v) throw new Error(`indicator ${n}`); return v; };
const A = {
  // Ziwa Safi
  'county WASH grant - what did it bring in for the whole of FY26?': () => rp('County Government of Kisumu WASH grant').fy,
  'Q3 FY26 electricity for pumping, how much': () => rp('Electricity (borehole pumping)').q[2],
  'FY26 budget for hygiene promotion & outreach, in KSh?': () => rp('Hygiene promotion & outreach').budget,
  'accumulated depreciation on the trial balance at 30 June 2026?': () => acc(/Accumulated Depreciation/).cr,
  'mpesa paybill balance at close of 30 sept 2026': () => mpClosing,
  'tranche 3 from wellspring - how much was that in shillings': () => TR.find((t) => t.n === 3).kes,
  'how many households did we serve in FY26': () => kpi('Households served')[1],
  'what did the manyatta pump replacement cost us': () => pumpProse,
  'how much VAT is in the lakeview hardware reciept': () => hw(/^VAT 16%/),
  "total expenditure FY26 in KSh '000": () => rExp.fy / 1000,
  'total staff costs FY26 off the trial balance (salaries + NSSF + housing levy)': () => tbStaff,
  'total paid in on the paybill in August 2026': () => sum(mpIn.filter((r) => mon(r, '08')).map((r) => r.in)),
  'how much did we sweep from mpesa to KCB jul-sep 2026?': () => sum(chron.filter((r) => /^Withdraw to Bank/.test(r.details)).map((r) => r.out)),
  'total mpesa transaction charges in Q1 FY27': () => sum(MR.filter(isCharge).map((r) => r.out)),
  'net book value of pumps, equipment & motorbike at 30/6/26': () => acc(/Cost$/).dr - acc(/Accumulated Depreciation/).cr,
  "what's left of the wellspring grant still to come, in USD": () => sum(pend.map((t) => t.usd)),
  'non-revenue water improved by how many percentage points FY25 to FY26?': () => Math.round((kpi('Non-revenue water')[0] - kpi('Non-revenue water')[1]) * 100) / 100,
  'bottom line for FY26?': () => rInc.fy - rExp.fy,
  '% change in households served FY25 vs FY26': () => ((kpi('Households served')[1] - kpi('Households served')[0]) / kpi('Households served')[0]) * 100,
  'kiosk water sales as a share of total FY26 income?': () => (rp('Water kiosk sales').fy / rInc.fy) * 100,
  'by what % did electricity go up from Q1 to Q4 of FY26': () => { const q = rp('Electricity (borehole pumping)').q; return ((q[3] - q[0]) / q[0]) * 100; },
  'the new jerrican price from september is what % increase': () => ((+tariffM[2] - +tariffM[1]) / +tariffM[1]) * 100,
  'current ratio at 30 june 2026 from the TB (current assets over current liabilities)': () => sum(TB.filter((a) => ['Bank', 'Cash', 'Accounts Receivable'].includes(a.type)).map((a) => a.dr)) / sum(TB.filter((a) => ['Accounts Payable', 'Other Current Liability'].includes(a.type)).map((a) => a.cr)),
  'FY26 income to expenditure ratio?': () => rInc.fy / rExp.fy,
  'avg monthly electricity spend in FY26': () => rp('Electricity (borehole pumping)').fy / 12,
  'average exhauster job payment received on the paybill jul–sep 2026': () => sum(exhR.map((r) => r.in)) / exhR.length,
  'how far off budget were repairs & maintenance in FY26': () => rp('Repairs & maintenance').fy - rp('Repairs & maintenance').budget,
  'kiosk sales FY26 - how much short of budget were we': () => rp('Water kiosk sales').budget - rp('Water kiosk sales').fy,
  'total FY26 spending vs budget - over or under, by how much?': () => rExp.fy - rExp.budget,
  'which expense line went furthest over budget in FY26?': () => argmin(rExpL.map((l) => [l, rp(l).varc]), 'adverse variance'),
  'which kiosk sold the most water last FY': () => argmax(KIOSK.map((k) => [k.name, k.jer]), 'kiosk jerricans'),
  'biggest single payment into the paybill jul-sep 2026 - who was it from?': () => argmax(mpIn.map((r) => [r.party.replace(/^.* - /, ''), r.in]), 'receipt'),
  'which wellspring tranche came in the most days after its due date': () => `Tranche ${argmax(TR.filter((t) => t.rec).map((t) => [t.n, t.late]), 'days late')}`,
  'how many exhauster jobs were paid by mpesa in sept 2026': () => exhR.filter((r) => mon(r, '09')).length,
  'how many wellspring tranches are still pending?': () => pend.length,
  'how many kiosks sold more than 280,000 jerricans in FY26': () => KIOSK.filter((k) => k.jer > 280000).length,
  'total of paybill receipts of KSh 20,000 or more in july 2026': () => sum(mpIn.filter((r) => mon(r, '07') && r.in >= 20000).map((r) => r.in)),
  'which quarter of FY26 ran a deficit?': () => { const q = rp('Surplus / (deficit) for the period').q; const d = q.map((v, i) => [i, v]).filter(([, v]) => v < 0); ok(d.length === 1, 'one deficit quarter'); return `Q${d[0][0] + 1}`; },
  'when did wellspring tranche 2 actually land': () => ({ date: TR.find((t) => t.n === 2).rec }),
  "due date of the first wellspring tranche that's still pending?": () => ({ date: pend[0].due }),
  'when did the kanyakwar kiosk open': () => ({ date: longIso(KIOSK.find((k) => k.name === 'Kanyakwar').opened) }),
  'date on the lakeview hardware receipt': () => ({ date: hwDate }),
  'who are our auditors': () => AFLAT.match(/audited by (.+?), Certified Public Accountants/)[1],
  'whos the treasurer': () => AFLAT.match(/([A-Z][a-z]+ [A-Z][a-z]+), Treasurer/)[1],
  "what's the board's target for the reserve account": () => AFLAT.match(/build the reserve to (\w+ months) of running costs/)[1],
  // Sayang
  'total income FY25/26 per the audited accounts': () => sofa('Total income')[2],
  'restricted funds balance at 31 Mar 2026?': () => sofa('Total funds carried forward')[1],
  'befriending programme spend last FY, restricted + unrestricted': () => sofa('Befriending programme')[2],
  'CPF contributions for FY2025/26': () => sp('CPF contributions')[0],
  'how many adult registrations did we get for walk with me': () => wl(/^Registrations - Adult/).qty,
  'budgeted staff costs for dec 2026': () => BM.find((r) => r.m === '2026-12').v['Staff costs'],
  'volunteer hours in FY25/26?': () => bk('Volunteer hours')[2],
  'how much GST on the kallang print hub invoice': () => pr(/^GST 9%/),
  'gold tier monthly donors at 31 mar 2026 - how many': () => TIERS.find((t) => t.tier === 'Gold').d[1],
  "total expenditure FY2025/26 in S$'000, approx": () => sofa('Total expenditure')[2] / 1000,
  'givelah gross donations in feb 2026': () => sum(gmon('02').map((g) => g.gross)),
  'total givelah fees (platform + processing) in march 2026': () => sum(gmon('03').map((g) => g.plat + g.proc)),
  'buget income for Apr-Jun 2026 (total)': () => sum(BM.slice(0, 3).map((r) => r.v['Total income'])),
  'how much a month do the friends of sayang monthly donors pledge in total (as at 31 mar 2026)': () => sum(TIERS.map((t) => t.gift * t.d[1])),
  'walk with me net surplus?': () => wInc - wCost,
  'how much did unrestricted funds grow over FY25/26': () => sofa('Total funds carried forward')[0] - sofa('Total funds brought forward')[0],
  'how much cash went missing between counting and banking at the walk': () => Math.round((wl(/^Cash counted/).actual - wl(/^Cash banked/).actual) * 100) / 100,
  'how many more seniors are we befriending than a year earlier': () => bk('Seniors befriended (at 31 March)')[2] - bk('Seniors befriended (at 31 March)')[0],
  'staff costs: FY26/27 budget vs FY25/26 actual, % increase?': () => ((bcol('Staff costs') - sp('Total staff costs')[0]) / sp('Total staff costs')[0]) * 100,
  'walk cost-to-income ratio as a %': () => (wCost / wInc) * 100,
  'rent going up from july by what percent': () => ((money(lease[2]) - money(lease[3])) / money(lease[3])) * 100,
  'total income % change vs FY24/25': () => ((sofa('Total income')[2] - sofa('Total income')[3]) / sofa('Total income')[3]) * 100,
  'how many months of spending do our unrestricted reserves cover at 31 Mar 2026, going by the reserves policy definition?': () => { ok(/unrestricted funds equal to between 6 and 12 months of total annual expenditure/.test(FFLAT), 'reserves policy defined on total annual expenditure'); return sofa('Total funds carried forward')[0] / (sofa('Total expenditure')[2] / 12); },
  'restricted income per $1 of unrestricted income FY25/26': () => sofa('Total income')[1] / sofa('Total income')[0],
  'average givelah gift in march 2026': () => sum(gmon('03').map((g) => g.gross)) / gmon('03').length,
  'avg home visits per senior befriended last FY': () => bk('Home visits completed')[2] / bk('Seniors befriended (at 31 March)')[2],
  'walk t-shirts vs budget - how much over?': () => wl(/T-shirts/).varc,
  'total walk costs against budget, over or under and by how much': () => wl(/^Total costs$/).varc,
  'seniors befriended vs target for FY25/26 - how many short': () => bk('Seniors befriended (at 31 March)')[1] - bk('Seniors befriended (at 31 March)')[2],
  'largest single givelah donation jan-mar - who gave it': () => argmax(GIFTS.map((g) => [g.donor, g.gross]), 'gift'),
  'which month in the FY26/27 budget has the biggest deficit': () => { const m = argmin(BM.map((r) => [r.m, r.v['Surplus / (deficit)']]), 'monthly surplus'); return `${MON[+m.slice(5) - 1][0].toUpperCase()}${MON[+m.slice(5) - 1].slice(1)} ${m.slice(0, 4)}`; },
  'which walk cost line went most over budget': () => argmax(WCOST.map((l) => [l.label, l.varc]), 'walk overspend'),
  'largest restricted fund at year end (31/3/26)?': () => argmax(RF.map((f) => [f.name, f.close]), 'restricted fund'),
  'how many months in the FY26/27 budget show a deficit': () => BM.filter((r) => r.v['Surplus / (deficit)'] < 0).length,
  'no. of paynow donations on givelah in feb': () => gmon('02').filter((g) => g.method === 'PayNow').length,
  'how many of the walk cost lines came in under budget': () => WCOST.filter((l) => l.varc < 0).length,
  'total of givelah gifts of S$1,000 or more, jan-mar (gross)': () => sum(GIFTS.filter((g) => g.gross >= 1000).map((g) => g.gross)),
  'which restricted fund ended FY25/26 lower than it started': () => { const f = RF.filter((x) => x.close < x.open); ok(f.length === 1, 'one fund fell'); return f[0].name; },
  "when's the AGM": () => ({ date: longIso(BFLAT.match(/Annual General Meeting will be held on \w+, (\d{1,2} [A-Z][a-z]+ \d{4})/)[1]) }),
  'what date was the walk held': () => ({ date: walkDate }),
  'date of the print hub invoice?': () => ({ date: prDate }),
  'when did the board approve the FY26/27 budget': () => ({ date: longIso(BNOTE.match(/Approved by the Board of Directors on (\d{1,2} [A-Z][a-z]+ \d{4})/)[1]) }),
  'who audits us': () => FFLAT.match(/Independent auditor: (.+?) PAC/)[1],
  'what range does the reserves policy set': () => BFLAT.match(/policy range of (\d+ to \d+ months)/)[1],
  "who's the walk's title sponsor": () => wl(/title sponsor/).label.match(/Sponsorship - (.+?) Pte Ltd/)[1],
};
const NF = {
  'how much did Rotary give us in FY26': ['Rotary'],
  'what did we pay for the solar panels at the boreholes': ['solar', 'panel'],
  'motorbike insurance premium last FY?': ['insurance', 'insure', 'premium'],
  'how much did UNICEF put in this year': ['UNICEF'],
  'what are we paying the county in land rates': ['land rate', 'land rent', 'rates to the county'],
  'how much did the Tote Board give us last year': ['Tote Board', 'Tote-Board'],
  'how much did the charity golf day raise': ['golf'],
  'what did we spend on the minibus': ['minibus', 'vehicle', ' van ', 'bus '],
  'staff training costs last FY?': ['training'],
  'overseas travel spend in FY25/26': ['overseas', 'travel'],
};

// all text of an organisation's files
async function orgText(org) {
  let all = '';
  for (const f of files(org)) {
    if (f.endsWith('.pdf')) all += pdf(f);
    else if (f.endsWith('.csv')) all += fs.readFileSync(path.join(DOCS, f), 'utf8');
    else if (f.endsWith('.docx')) all += await docx(f);
    else if (/\.(jpe?g|png)$/.test(f)) all += ocr(f);
    else if (f.endsWith('.xlsx')) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(path.join(DOCS, f)); wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => { all += ' ' + cellText(c.value); }))); all += ' ' + wb.worksheets.map((w) => w.name).join(' '); }
    all += '\n' + f + '\n';
  }
  return all;
}
const TEXT = { ziwasafi: await orgText('ziwasafi'), sayang: await orgText('sayang') };

// date phrase -> {y, m, d} (day-first for numeric dates)
function phraseDate(p) {
  const s = p.toLowerCase().replace(/(\d+)(st|nd|rd|th)/, '$1').replace(/ of /, ' ').replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+)\.? (\d+)(?: (\d{4}))?$/))) return { m: mon(m[1]), d: +m[2], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d+) ([a-z]+)(?: (\d{4}))?$/))) return { m: mon(m[2]), d: +m[1], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
  if ((m = s.match(/^(\d+)\/(\d+)\/(\d{4})$/))) return { d: +m[1], m: +m[2], y: +m[3] };
  return null;
}

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const seen = new Set();
for (const c of cases) {
  ok(!seen.has(c.id), `unique id ${c.id}`); seen.add(c.id);
  ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(files(c.org).sort()), `${c.id} lists all of its organisation's files`);
  const a = c.answer;
  if (a.type === 'notfound') {
    const subj = NF[c.question];
    ok(subj, `${c.id} has notfound subjects`);
    for (const w of subj || []) ok(!TEXT[c.org].toLowerCase().includes(w.toLowerCase()), `${c.id} notfound subject "${w}" appears in no file`);
    continue;
  }
  const fn = A[c.question];
  if (!fn) { ok(false, `${c.id} has a recomputation: ${c.question}`); continue; }
  let got;
  try { got = fn(); } catch (e) { ok(false, `${c.id} recompute threw: ${e.message}`); continue; }
  if (a.type === 'number') {
    ok(a.tolerance === 0.005, `${c.id} tolerance`);
    ok(typeof got === 'number' && Math.abs(Math.abs(got) - Math.abs(a.value)) <= Math.max(1e-6 * Math.abs(a.value), 0.006), `${c.id} ${c.question}: files say ${got}, case says ${a.value}`);
    if (a.alt) ok(a.alt.every((x) => near(x, a.value * 1000, 0.01)), `${c.id} alt is the same figure in units`);
    if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; ok(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
    if (c.kind === 'ratio') { const r2 = Math.round(a.value * 100) / 100; ok(Math.abs(r2 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp`); }
  } else if (got && typeof got === 'object' && got.date) {
    const [y, m, d] = got.date.split('-').map(Number);
    ok(a.any.length >= 4, `${c.id} several date phrasings`);
    for (const p of a.any) { const pd = phraseDate(p); ok(pd && pd.m === m && pd.d === d && pd.y === y, `${c.id} date phrase "${p}" = ${got.date}`); }
  } else {
    ok(typeof got === 'string' && a.any.some((p) => norm(got).includes(norm(p))), `${c.id} text "${got}" matches an accepted phrase ${JSON.stringify(a.any)}`);
    if (c.kind === 'text') ok(norm(TEXT[c.org]).includes(norm(got)), `${c.id} text "${got}" is in the documents`);
    ok(a.any.every((p) => !/[.!?]\s/.test(p)), `${c.id} accepted phrases hold no sentence break`);
  }
}
for (const q of Object.keys(A)) ok(cases.some((c) => c.question === q), `recomputation used: ${q}`);
for (const q of Object.keys(NF)) ok(cases.some((c) => c.question === q && c.answer.type === 'notfound'), `notfound used: ${q}`);

// mix of kinds
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length >= 95 && cases.length <= 110, `about 100 cases (${cases.length})`);
ok(perOrg('ziwasafi') >= 45 && perOrg('sayang') >= 45, 'about 50 per organisation');
ok(kinds.notfound >= 8 && kinds.notfound <= 10, `8-10% notfound (${kinds.notfound})`);
for (const k of ['lookup', 'sum', 'difference', 'percent', 'ratio', 'average', 'variance', 'extreme', 'count', 'filter', 'date', 'text']) ok((kinds[k] || 0) >= 3, `kind ${k} present (${kinds[k] || 0})`);
for (const o of ['ziwasafi', 'sayang']) {
  const photoQ = { ziwasafi: /lakeview/i, sayang: /print hub/i }[o];
  ok(cases.filter((c) => c.org === o && photoQ.test(c.question)).length >= 2, `${o} has questions on its photo`);
}
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.ziwasafi?.fiscalYearStart === 'July' && orgs.sayang?.fiscalYearStart === 'April', 'orgs.json fiscal years');
const all = ['ziwasafi', 'sayang'].flatMap(files);
ok(['ziwasafi', 'sayang'].every((o) => files(o).length >= 5 && files(o).length <= 7), '5-7 files per organisation');
for (const o of ['ziwasafi', 'sayang']) { const ex = new Set(files(o).map((f) => f.split('.').at(-1))); ok(['xlsx', 'csv', 'pdf', 'docx', 'jpg'].every((e) => ex.has(e)), `${o} has xlsx, csv, pdf, docx and jpg`); }
const size = all.reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
