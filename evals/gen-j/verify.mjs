// Independent checker for set J. Does NOT import data.mjs or lib/: it re-reads the generated files
// (exceljs, csv-parse, `pdftotext -layout`, jszip, `tesseract --psm 6`), checks that the documents foot and
// agree with each other, recomputes every case's answer from the files (A[question]), checks date and text
// phrases, that notfound subjects (NF[question]) appear in no file of the organisation, and the mix of kinds.
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
const SET = path.resolve(here, '..', 'set-j');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const sum = (a) => Math.round(a.reduce((s, x) => s + (x || 0), 0) * 100) / 100;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

// ------------------------------------------------------------------ readers
const toNum = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'object' && 'result' in v) return toNum(v.result);
  if (typeof v === 'object' && 'formula' in v) return null;
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  if (/^[-–—]$/.test(s)) return 0;
  const m = s.match(/^\(?-?\$?\s?[\d,]+(\.\d+)?\)?%?$/);
  if (!m) return null;
  let x = parseFloat(s.replace(/[$,()%\s]/g, ''));
  if (s.startsWith('(') || s.startsWith('-')) x = -Math.abs(x);
  return x;
};
async function xlsx(rel) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(DOCS, rel));
  const ws = wb.worksheets[0];
  const rows = [];
  ws.eachRow({ includeEmpty: true }, (r, i) => {
    const v = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      let x = r.getCell(c).value;
      if (x && typeof x === 'object' && x.richText) x = x.richText.map((t) => t.text).join('');
      v.push(x);
    }
    rows[i] = v;
  });
  return rows.filter(Boolean);
}
const cellText = (x) => (x === null || x === undefined ? '' : x instanceof Date ? x.toISOString().slice(0, 10) : typeof x === 'object' ? String(x.result ?? '') : String(x));
function rowBy(rows, label, { from = 0 } = {}) {
  const hits = rows.map((r, i) => [r, i]).filter(([r, i]) => i >= from && norm(cellText(r[0])) === norm(label));
  if (hits.length < 1) throw new Error(`row "${label}" not found`);
  return hits[0][0];
}
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
// a layout line: label, then figures separated from it by 2+ spaces
function splitLine(line) {
  const m = line.match(/^\s*(.*?)(?:\s{2,}|$)((?:\s*(?:\$|\(?-?[\d,]+(?:\.\d+)?\)?%?|[-–—]))*)\s*$/);
  if (!m) return null;
  const vals = m[2].trim() ? m[2].trim().split(/\s+/).filter((t) => t !== '$').map(toNum) : [];
  return { label: m[1].trim(), vals };
}
function pdfRows(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    const s = splitLine(line);
    if (!s || !s.label) continue;
    if (!out.has(norm(s.label))) out.set(norm(s.label), []);
    out.get(norm(s.label)).push(s.vals);
  }
  return out;
}
const pick = (rows, label, n = 0) => {
  const r = rows.get(norm(label));
  if (!r || !r[n]) throw new Error(`pdf line "${label}" not found`);
  return r[n];
};
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const txt = (s) => s.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => txt(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  const text = xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return text;
}
const ocr = (rel) => execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const csv = (rel) => parse(fs.readFileSync(path.join(DOCS, rel), 'utf8'), { columns: true, skip_empty_lines: true });
const money = (s) => parseFloat(String(s).replace(/[₹$,\s]|Rs\.?/g, ''));
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);

// ================================================================== MILLBROOK
const mb = {};
{
  const F = (re) => files('millbrook').find((f) => re.test(f));
  // --- budget workbook
  const rows = await xlsx(F(/Operating Budget/));
  const hdr = rows.find((r) => norm(cellText(r[0])) === 'account');
  ok(hdr && /Fire/.test(hdr[1]) && /EMS/.test(hdr[2]) && /General/.test(hdr[3]) && /Fundraising/.test(hdr[4]) && /Budget Total/.test(hdr[5]) && /Actual/.test(hdr[6]), 'budget header');
  const B = (label) => { const r = rowBy(rows, label); return { fire: toNum(r[1]) || 0, ems: toNum(r[2]) || 0, mg: toNum(r[3]) || 0, fr: toNum(r[4]) || 0, total: toNum(r[5]) || 0, fy25: toNum(r[6]) || 0 }; };
  mb.B = B;
  const revStart = rows.findIndex((r) => cellText(r[0]) === 'REVENUE & SUPPORT');
  const revEnd = rows.findIndex((r) => cellText(r[0]) === 'Total Revenue & Support');
  const lineLabels = (a, b) => rows.slice(a + 1, b).filter((r) => cellText(r[0]) && r.slice(1, 7).some((x) => x !== null && x !== undefined)).map((r) => cellText(r[0]));
  const revLabels = lineLabels(revStart, revEnd);
  const expStart = rows.findIndex((r) => cellText(r[0]) === 'EXPENSES');
  const expEnd = rows.findIndex((r) => cellText(r[0]) === 'Total Expenses');
  const expLabels = lineLabels(expStart, expEnd).filter((l) => !/^Total /.test(l));
  const groupLabels = lineLabels(expStart, expEnd).filter((l) => /^Total /.test(l));
  ok(revLabels.length === 12 && expLabels.length === 20 && groupLabels.length === 4, `budget line counts ${revLabels.length}/${expLabels.length}/${groupLabels.length}`);
  const cols = ['fire', 'ems', 'mg', 'fr', 'total', 'fy25'];
  for (const l of [...revLabels, ...expLabels]) { const x = B(l); ok(near(x.fire + x.ems + x.mg + x.fr, x.total), `budget row foots: ${l}`); }
  const revT = B('Total Revenue & Support'), expT = B('Total Expenses');
  for (const c of cols) {
    ok(near(revT[c], sum(revLabels.map((l) => B(l)[c]))), `budget revenue total ${c}`);
    ok(near(expT[c], sum(expLabels.map((l) => B(l)[c]))), `budget expense total ${c}`);
    ok(near(expT[c], sum(groupLabels.map((l) => B(l)[c]))), `budget group subtotals ${c}`);
    ok(near(B('Net Surplus (Deficit)')[c], revT[c] - expT[c]), `budget net ${c}`);
    ok(near(B('Surplus (Deficit) before depreciation')[c], revT[c] - expT[c] + B('Depreciation')[c]), `budget before depreciation ${c}`);
  }
  mb.revLabels = revLabels; mb.expLabels = expLabels; mb.revT = revT; mb.expT = expT;

  // --- treasurer's report
  const trText = pdf(F(/Treasurer/));
  const [p1, p2] = trText.split('\f');
  const tr = pdfRows(p1);
  const T = (label) => { const v = pick(tr, label); return { jan: v[0], ytd: v[1], budget: v[2] ?? null, pct: v[3] ?? null }; };
  mb.T = T;
  const trRev = ['Fire protection - Millbrook Boro', 'Fire protection - Ashby Twp', 'Fire protection - Crane Twp', 'Ambulance collections (net)', 'Ambulance subscriptions', 'Donations - unrestricted', 'Tanker fund gifts (restricted)', 'State fire co./EMS grant', 'Foundation grants', 'Fundraising events (gross)', 'Social hall rental', 'Interest - checking'];
  const trExp = ['Volunteer per-call stipends', 'Paid crew wages (EMS)', 'Office wages', 'Employer payroll taxes', "Workers' comp premium", 'Fuel (WEX)', 'Apparatus/vehicle repairs', 'Medical supplies & O2', 'Turnout gear/PPE', 'Training', 'County radio & dispatch', 'Billing company fees', 'Vehicle & property insurance', 'Utilities (electric, propane)', 'Building upkeep', 'Office, postage, software', 'Accounting (compilation)', 'Event supplies & food', 'Loan interest - Engine 71', 'Depreciation *'];
  // treasurer's report line -> budget workbook line (same order as the workbook)
  [...trRev, ...trExp].forEach((l, i) => {
    const t = T(l), b = B([...revLabels, ...expLabels][i]);
    ok(near(t.budget ?? 0, b.total), `treasurer budget = workbook: ${l}`);
    if (t.budget) ok(Math.abs(t.pct - (t.ytd / t.budget) * 100) <= 0.051, `treasurer % of budget: ${l}`);
  });
  const tRev = T('Total Revenue'), tExp = T('Total Expenses'), tNet = T('Net Operating Surplus (Deficit)');
  for (const k of ['jan', 'ytd']) {
    ok(near(tRev[k], sum(trRev.map((l) => T(l)[k]))), `treasurer revenue total ${k}`);
    ok(near(tExp[k], sum(trExp.map((l) => T(l)[k]))), `treasurer expense total ${k}`);
    ok(near(tNet[k], tRev[k] - tExp[k]), `treasurer net ${k}`);
  }
  ok(near(tRev.budget, revT.total) && near(tExp.budget, expT.total) && near(tNet.budget, revT.total - expT.total), 'treasurer budget totals = workbook');
  const principal = T('Engine 71 loan - principal'), transfer = T('Transfers to apparatus reserve');
  ok(near(principal.budget, B('Engine 71 loan - principal payments').total) && near(transfer.budget, B('Transfer to apparatus replacement reserve').total), 'memo lines = workbook memo');
  const cashOp = pick(tr, 'Operating checking - Laurel Highlands Community Bank (x4471)')[0];
  const cashRes = pick(tr, 'Apparatus reserve money market (x9902)')[0];
  ok(near(pick(tr, 'Total cash')[0], cashOp + cashRes), 'cash position total');
  mb.trRev = trRev; mb.trExp = trExp; mb.cashOp = cashOp; mb.cashRes = cashRes; mb.tRev = tRev; mb.tExp = tExp;
  mb.trText = trText;
  // page 2: ambulance by month
  const months = [];
  for (const line of p2.split('\n')) {
    const m = line.match(/^\s*([A-Z][a-z]{2} 20\d\d)\s+(\d+)\s+(\d+)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s*$/);
    if (m) months.push({ m: m[1], calls: +m[2], transports: +m[3], billed: money(m[4]), collected: money(m[5]) });
  }
  const ytdLine = p2.split('\n').find((l) => /FY26 year to date/.test(l)).trim().split(/\s+/).slice(4).map(money);
  ok(months.length === 9 && months[0].m === 'May 2025' && months[8].m === 'Jan 2026', 'nine months May-Jan');
  ok(ytdLine[0] === sum(months.map((x) => x.calls)) && ytdLine[1] === sum(months.map((x) => x.transports)) && near(ytdLine[2], sum(months.map((x) => x.billed))) && near(ytdLine[3], sum(months.map((x) => x.collected))), 'ambulance table YTD row');
  ok(near(T('Ambulance collections (net)').ytd, ytdLine[3]) && near(T('Ambulance collections (net)').jan, months[8].collected), 'ambulance collections page 1 = page 2');
  mb.months = months; mb.ambYtd = ytdLine;

  // --- bank CSV
  const bank = csv(F(/Checking/));
  ok(bank[0].Description === 'BEGINNING BALANCE', 'bank beginning balance row');
  let bal = money(bank[0].Balance);
  for (const t of bank.slice(1)) { bal = Math.round((bal + (money(t.Credit) || 0) - (money(t.Debit) || 0)) * 100) / 100; ok(near(bal, money(t.Balance)), `bank running balance ${t.Date} ${t.Description}`); }
  const tx = bank.slice(1).map((t) => ({ d: t.Date, desc: t.Description, chk: t['Check #'], dr: money(t.Debit) || 0, cr: money(t.Credit) || 0, bal: money(t.Balance) }));
  const by = (re, f = 'dr') => sum(tx.filter((t) => re.test(t.desc)).map((t) => t[f]));
  ok(near(bal, cashOp), 'bank ending balance = treasurer cash position');
  ok(near(sum(tx.map((t) => t.cr)), tRev.jan), 'bank credits = January revenue');
  const loanPmt = by(/LOAN PMT/), reserveTr = by(/TRANSFER TO MONEY MARKET/);
  ok(near(sum(tx.map((t) => t.dr)), tExp.jan + principal.jan + transfer.jan), 'bank debits = January expenses + principal + reserve transfer');
  ok(near(loanPmt, principal.jan + T('Loan interest - Engine 71').jan), 'loan payment = principal + interest');
  ok(near(reserveTr, transfer.jan), 'reserve transfer');
  ok(near(by(/MEDICLAIM BILLING PTNRS REMIT/, 'cr'), T('Ambulance collections (net)').jan), 'billing remits = January collections');
  ok(near(by(/MEDICLAIM BILLING PTNRS FEE/), T('Billing company fees').jan) && near(T('Billing company fees').jan, Math.round(months[7].collected * 6) / 100), 'billing fee = 6% of December collections');
  ok(near(by(/WEX/), T('Fuel (WEX)').jan), 'fuel');
  ok(near(by(/BOUND TREE|AIRGAS/), T('Medical supplies & O2').jan), 'medical supplies');
  ok(near(by(/ALLEGHENY/), T('Vehicle & property insurance').jan), 'insurance');
  ok(near(by(/DISPATCH/), T('County radio & dispatch').jan), 'dispatch');
  ok(near(by(/STIPENDS/), T('Volunteer per-call stipends').jan), 'stipends');
  ok(near(by(/PAYCHEX INC PAYROLL/), T('Paid crew wages (EMS)').jan + T('Office wages').jan), 'payroll = crew + office wages');
  ok(near(by(/TAXPAY/), T('Employer payroll taxes').jan), 'payroll taxes');
  ok(near(by(/INTEREST PAID/, 'cr'), T('Interest - checking').jan), 'interest');
  ok(near(by(/DEPOSIT MILLBROOK BOROUGH/, 'cr'), T('Fire protection - Millbrook Boro').jan), 'Millbrook borough deposit');
  mb.tx = tx;

  // --- gifts tracker
  const g = await xlsx(F(/Tracker/));
  const hi = g.findIndex((r) => /Donor \/ Funder/.test(cellText(r[1])));
  const gifts = [];
  for (const r of g.slice(hi + 1)) {
    if (!(r[0] instanceof Date)) continue;
    gifts.push({ date: r[0].toISOString().slice(0, 10), donor: cellText(r[1]), type: cellText(r[2]), amount: toNum(r[3]), restriction: cellText(r[4]), purpose: cellText(r[5]), status: cellText(r[6]) });
  }
  const gsum = (f) => sum(gifts.filter(f).map((x) => x.amount));
  const tot = (label) => toNum(g.find((r) => cellText(r[2]) === label)[3]);
  ok(near(tot('Received to date'), gsum((x) => x.status === 'Received')) && near(tot('Open pledges'), gsum((x) => x.status === 'Pledged')) && near(tot('Awarded, not yet received'), gsum((x) => /^Awarded/.test(x.status))), 'tracker totals');
  const rcv = (x) => x.status === 'Received';
  const jan = (x) => x.date.startsWith('2026-01');
  const unrestrictedGift = (x) => rcv(x) && x.restriction === 'Unrestricted' && x.type !== 'Government';
  ok(near(T('Donations - unrestricted').ytd, gsum(unrestrictedGift)) && near(T('Donations - unrestricted').jan, gsum((x) => unrestrictedGift(x) && jan(x))), 'unrestricted gifts = treasurer');
  ok(near(T('Tanker fund gifts (restricted)').ytd, gsum((x) => rcv(x) && /Tanker/.test(x.restriction))) && near(T('Tanker fund gifts (restricted)').jan, gsum((x) => rcv(x) && /Tanker/.test(x.restriction) && jan(x))), 'tanker gifts = treasurer');
  ok(near(T('Foundation grants').ytd, gsum((x) => rcv(x) && x.type === 'Foundation')), 'foundation grants = treasurer');
  ok(near(T('State fire co./EMS grant').ytd, gsum((x) => rcv(x) && x.type === 'Government')), 'state grant = treasurer');
  // every January gift received is a January deposit of the same amount
  for (const x of gifts.filter((y) => rcv(y) && jan(y))) ok(tx.some((t) => t.cr === x.amount && /DEPOSIT/.test(t.desc)), `January gift deposited: ${x.donor}`);
  mb.gifts = gifts;

  // --- compiled statements
  const cs = pdf(F(/Compiled/));
  const pages = cs.split('\f');
  const sfpPage = pages.find((p) => /STATEMENTS OF FINANCIAL POSITION/.test(p));
  const soaPage = pages.find((p) => /STATEMENT OF ACTIVITIES/.test(p));
  const notes = pages.find((p) => /NOTES TO FINANCIAL STATEMENTS/.test(p));
  const S = pdfRows(sfpPage), A = pdfRows(soaPage), N = pdfRows(notes);
  const s = (l) => pick(S, l);
  for (const i of [0, 1]) {
    const ca = ['Cash - operating', 'Cash - board-designated apparatus reserve', 'Accounts receivable - ambulance billing, net', 'Prepaid insurance'].map((l) => s(l)[i]);
    ok(near(s('Total current assets')[i], sum(ca)), `SFP current assets ${i}`);
    ok(near(s('TOTAL ASSETS')[i], s('Total current assets')[i] + s('Property and equipment, net (Note 3)')[i]), `SFP total assets ${i}`);
    ok(near(s('Total current liabilities')[i], sum(['Accounts payable', 'Accrued payroll and payroll taxes', 'Current portion of note payable (Note 4)'].map((l) => s(l)[i]))), `SFP current liabilities ${i}`);
    ok(near(s('Total liabilities')[i], s('Total current liabilities')[i] + s('Note payable, less current portion (Note 4)')[i]), `SFP liabilities ${i}`);
    ok(near(s('Total without donor restrictions')[i], s('Without donor restrictions - undesignated')[i] + s('Without donor restrictions - board-designated apparatus reserve')[i]), `SFP unrestricted ${i}`);
    ok(near(s('Total net assets')[i], s('Total without donor restrictions')[i] + s('With donor restrictions (Note 5)')[i]), `SFP net assets ${i}`);
    ok(near(s('TOTAL LIABILITIES AND NET ASSETS')[i], s('Total liabilities')[i] + s('Total net assets')[i]) && near(s('TOTAL LIABILITIES AND NET ASSETS')[i], s('TOTAL ASSETS')[i]), `SFP balances ${i}`);
  }
  const a = (l) => pick(A, l);
  const soaRev = ['Municipal fire protection contracts', 'Ambulance service revenue, net', 'Ambulance membership subscriptions', 'Contributions', 'Government grants', 'Special events', 'Rental income', 'Interest income', 'Net assets released from restrictions'];
  const soaExp = ['Fire and rescue', 'Emergency medical services', 'Management and general', 'Fundraising'];
  for (const l of [...soaRev, ...soaExp, 'Total revenue and support', 'Total expenses', 'CHANGE IN NET ASSETS', 'Net assets, beginning of year', 'NET ASSETS, END OF YEAR']) ok(near(a(l)[0] + a(l)[1], a(l)[2]), `SOA row foots: ${l}`);
  for (const i of [0, 1, 2, 3]) {
    ok(near(a('Total revenue and support')[i], sum(soaRev.map((l) => a(l)[i]))), `SOA revenue total ${i}`);
    ok(near(a('Total expenses')[i], sum(soaExp.map((l) => a(l)[i]))), `SOA expense total ${i}`);
    ok(near(a('CHANGE IN NET ASSETS')[i], a('Total revenue and support')[i] - a('Total expenses')[i]), `SOA change ${i}`);
    ok(near(a('NET ASSETS, END OF YEAR')[i], a('Net assets, beginning of year')[i] + a('CHANGE IN NET ASSETS')[i]), `SOA roll-forward ${i}`);
  }
  ok(near(a('NET ASSETS, END OF YEAR')[2], s('Total net assets')[0]) && near(a('NET ASSETS, END OF YEAR')[3], s('Total net assets')[1]) && near(a('Net assets, beginning of year')[2], s('Total net assets')[1]), 'SOA net assets = SFP');
  ok(near(a('NET ASSETS, END OF YEAR')[0], s('Total without donor restrictions')[0]) && near(a('NET ASSETS, END OF YEAR')[1], s('With donor restrictions (Note 5)')[0]), 'SOA net asset classes = SFP');
  ok(near(a('Total revenue and support')[2], revT.fy25) && near(a('Total expenses')[2], expT.fy25), 'SOA FY25 totals = budget FY25 actual column');
  ok(near(a('Municipal fire protection contracts')[2], B('Millbrook Borough fire protection contract').fy25 + B('Ashby Township fire protection contract').fy25 + B('Crane Township fire protection contract').fy25), 'municipal contracts FY25');
  ok(near(a('Ambulance service revenue, net')[2], B('Ambulance billing, net (Medicare, Medicaid & insurance)').fy25), 'ambulance FY25');
  ok(near(a('Contributions')[2], B('Contributions - annual fund drive').fy25 + B('Restricted gifts - tanker replacement fund').fy25 + B('Foundation grants').fy25), 'contributions FY25');
  ok(near(pick(N, 'Property and equipment, net')[0], s('Property and equipment, net (Note 3)')[0]), 'note 3 = SFP');
  ok(near(pick(N, 'Total cost')[0], sum(['Land', 'Station building and improvements', 'Fire apparatus', 'Ambulances', 'Rescue, medical and communications equipment'].map((l) => pick(N, l)[0]))), 'note 3 cost foots');
  ok(near(pick(N, 'Property and equipment, net')[0], pick(N, 'Total cost')[0] + pick(N, 'Less accumulated depreciation')[0]), 'note 3 net');
  ok(near(pick(N, 'Total')[0], s('With donor restrictions (Note 5)')[0]) && near(pick(N, 'Total')[1], s('With donor restrictions (Note 5)')[1]), 'note 5 = SFP');
  const flat = notes.replace(/\s+/g, ' ');
  const noteBal = money(flat.match(/balance of the note at April 30, 2025 was \$([\d,]+)/)[1]);
  ok(near(noteBal, s('Current portion of note payable (Note 4)')[0] + s('Note payable, less current portion (Note 4)')[0]), 'note 4 balance = SFP');
  ok(near(money(flat.match(/of which \$([\d,]+) is due within one year/)[1]), s('Current portion of note payable (Note 4)')[0]), 'note 4 current portion');
  ok(near(money(flat.match(/Interest expense for the year was \$([\d,]+)/)[1]), B('Interest - Engine 71 loan').fy25), 'note 4 interest = budget FY25');
  ok(near(money(flat.match(/Depreciation expense for the year ended April 30, 2025 was \$([\d,]+)/)[1]), B('Depreciation').fy25), 'note 3 depreciation = budget FY25');
  ok(near(money(flat.match(/\$([\d,]+) was released from restriction/)[1]), a('Net assets released from restrictions')[0]), 'note 5 release');
  mb.s = s; mb.a = a; mb.csText = cs; mb.flatNotes = flat;

  // --- grant report
  const gt = await docx(F(/Grant Progress/));
  const gl = gt.split('\n').filter((l) => l.includes(' | ')).map((l) => l.split(' | '));
  const glines = gl.slice(1).map((r) => ({ label: r[0], budget: money(r[1]), spent: money(r[2]) }));
  const gtot = glines.pop();
  ok(gtot.label === 'Total' && near(gtot.budget, sum(glines.map((x) => x.budget))) && near(gtot.spent, sum(glines.map((x) => x.spent))), 'grant table foots');
  const award = money(gt.match(/Grant amount: \$([\d,]+)/)[1]);
  ok(near(award, gtot.budget), 'grant budget = award');
  const pays = [...gt.matchAll(/payment of \$([\d,]+) (?:was received )?on ([A-Z][a-z]+ \d+, \d{4})/g)].map((m) => ({ amount: money(m[1]), date: m[2] }));
  ok(pays.length === 2 && near(pays[0].amount + pays[1].amount, award), 'grant payments = award');
  const svhf = gifts.filter((x) => /Susquehanna/.test(x.donor));
  ok(svhf.length === 2 && svhf.every((x, i) => near(x.amount, pays[i].amount) && isoOf(pays[i].date) === x.date), 'grant payments = tracker rows');
  ok(near(B('Foundation grants').total, award), 'FY26 foundation grants budget = award');
  mb.grant = { text: gt, lines: glines, total: gtot, award, pays };

  // --- invoice photo
  const io = ocr(F(/keystone/));
  const il = io.split('\n');
  const item = (re) => { const l = il.find((x) => re.test(x)); if (!l) throw new Error('invoice line ' + re); const n = l.match(/([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s*$/); return { qty: money(n[1]), rate: money(n[2]), amount: money(n[3]) }; };
  const items = [/pump service test/, /Primer pump/, /valve rebuild/, /^Labor/, /Shop supplies/].map(item);
  for (const x of items) ok(near(x.qty * x.rate, x.amount), `invoice line arithmetic ${x.amount}`);
  const subtotal = money(io.match(/Subtotal\s+([\d,]+\.\d\d)/)[1]);
  const total = money(io.match(/TOTAL DUE\s+\$?([\d,]+\.\d\d)/)[1]);
  ok(near(subtotal, sum(items.map((x) => x.amount))) && near(total, subtotal), 'invoice totals (tax exempt)');
  ok(tx.some((t) => t.chk === '4417' && near(t.dr, total)), 'check 4417 = Keystone invoice');
  mb.inv = { items, total, due: io.match(/Due date:\s*(\d\d\/\d\d\/\d{4})/)[1], ocr: io };
}

// ================================================================== TAPI VALLEY
const tv = {};
{
  const F = (re) => files('tapivalley').find((f) => re.test(f));
  // --- income & expenditure account
  const rows = await xlsx(F(/Income & Expenditure/));
  const hdr = rows.find((r) => norm(cellText(r[0])) === 'particulars');
  ok(/General Fund/.test(hdr[2]) && /Watershed/.test(hdr[3]) && /Livelihoods/.test(hdr[4]) && /CSR/.test(hdr[5]) && hdr[6] === '2025-26' && hdr[7] === '2024-25', 'I&E header');
  const I = (label) => { const r = rowBy(rows, label); return { gf: toNum(r[2]), fcw: toNum(r[3]), fcl: toNum(r[4]), csr: toNum(r[5]), total: toNum(r[6]), py: toNum(r[7]) }; };
  const i0 = rows.findIndex((r) => cellText(r[0]) === 'INCOME'), i1 = rows.findIndex((r) => cellText(r[0]) === 'Total Income (A)');
  const e0 = rows.findIndex((r) => cellText(r[0]) === 'EXPENDITURE'), e1 = rows.findIndex((r) => cellText(r[0]) === 'Total Expenditure (B)');
  const incL = rows.slice(i0 + 1, i1).map((r) => cellText(r[0])).filter(Boolean);
  const expL = rows.slice(e0 + 1, e1).map((r) => cellText(r[0])).filter(Boolean);
  const K = ['gf', 'fcw', 'fcl', 'csr', 'total', 'py'];
  for (const l of [...incL, ...expL]) { const x = I(l); ok(near(x.gf + x.fcw + x.fcl + x.csr, x.total), `I&E row foots: ${l}`); }
  const tI = I('Total Income (A)'), tE = I('Total Expenditure (B)'), tN = I('Excess of Income over Expenditure / (Expenditure over Income) (A - B)');
  for (const k of K) {
    ok(near(tI[k], sum(incL.map((l) => I(l)[k]))), `I&E income total ${k}`);
    ok(near(tE[k], sum(expL.map((l) => I(l)[k]))), `I&E expenditure total ${k}`);
    ok(near(tN[k], tI[k] - tE[k]), `I&E excess ${k}`);
  }
  tv.I = I; tv.tI = tI; tv.tE = tE; tv.tN = tN; tv.incL = incL; tv.expL = expL;

  // --- budget
  const b = await xlsx(F(/Budget/));
  const bh = b.find((r) => norm(cellText(r[0])) === 'head of account');
  ok(/Q1 \(Apr-Jun\)/.test(bh[1]) && /Q2/.test(bh[2]) && /Q3/.test(bh[3]) && /Q4 \(Jan-Mar\)/.test(bh[4]) && /Total budget/.test(bh[5]) && /Actual/.test(bh[6]), 'budget header');
  const Bq = (label) => { const r = rowBy(b, label); return { q: [1, 2, 3, 4].map((i) => toNum(r[i])), budget: toNum(r[5]), actual: toNum(r[6]), variance: toNum(r[7]), util: toNum(r[8]) }; };
  const bLabel = (l) => l.replace(' (incl. GST)', '');
  for (const l of [...incL, ...expL.filter((x) => x !== 'Depreciation')]) {
    const x = Bq(bLabel(l));
    ok(near(sum(x.q), x.budget), `budget quarters foot: ${l}`);
    ok(near(x.actual, I(l).total), `budget actual = I&E: ${l}`);
    ok(near(x.variance, x.actual - x.budget), `budget variance: ${l}`);
    ok(Math.abs(x.util - x.actual / x.budget) < 1e-9, `budget utilisation: ${l}`);
  }
  ok(near(Bq('Depreciation (non-cash, not budgeted)').actual, I('Depreciation').total), 'budget depreciation row');
  const bI = Bq('Total income (A)'), bE = Bq('Total expenditure (B)');
  for (let q = 0; q < 4; q++) {
    ok(near(bI.q[q], sum(incL.map((l) => Bq(bLabel(l)).q[q]))), `budget income quarter ${q + 1}`);
    ok(near(bE.q[q], sum(expL.filter((x) => x !== 'Depreciation').map((l) => Bq(bLabel(l)).q[q]))), `budget expenditure quarter ${q + 1}`);
  }
  ok(near(bE.actual, tE.total) && near(bI.actual, tI.total), 'budget actual totals = I&E');
  tv.Bq = Bq; tv.bE = bE; tv.bLabel = bLabel;

  // --- FC receipts & payments (T-form)
  const rpText = pdf(F(/Receipts & Payments/));
  const lines = rpText.split('\n');
  const hl = lines.find((l) => /RECEIPTS\s+Amount/.test(l));
  const cut = hl.indexOf('PAYMENTS') - 3;
  const L = [], R = [];
  let lh = '', rh = '';
  const side = (part, arr, head) => {
    const t = part.replace(/\s+$/, '');
    if (!t.trim()) return head;
    const m = t.match(/^\s*(.*?)\s{2,}([\d,]+)$/);
    if (m) { arr.push({ head, label: m[1].trim(), amount: money(m[2]) }); return head; }
    return t.trim();
  };
  const start = lines.indexOf(hl);
  for (const l of lines.slice(start + 1)) {
    if (/^\s*TOTAL/.test(l)) { tv.rpTotals = [...l.matchAll(/TOTAL\s+([\d,]+)/g)].map((m) => money(m[1])); break; }
    lh = side(l.slice(0, cut), L, lh);
    rh = side(l.slice(cut), R, rh);
  }
  ok(tv.rpTotals.length === 2 && tv.rpTotals[0] === tv.rpTotals[1], 'R&P sides agree');
  ok(near(sum(L.map((x) => x.amount)), tv.rpTotals[0]) && near(sum(R.map((x) => x.amount)), tv.rpTotals[1]), 'R&P sides foot');
  const Lh = (re) => L.filter((x) => re.test(x.head)), Rh = (re) => R.filter((x) => re.test(x.head));
  const fcw = Rh(/Watershed/), fcl = Rh(/Livelihoods/);
  const ieLabelFor = { 'Office rent & utilities (share)': 'Office rent & utilities', 'Administrative salaries (share)': 'Administrative salaries', 'Audit fees (share)': 'Audit & professional fees (incl. GST)' };
  for (const x of fcw) ok(near(x.amount, I(ieLabelFor[x.label] || x.label).fcw), `R&P watershed = I&E FC-Watershed: ${x.label}`);
  for (const x of fcl) ok(near(x.amount, I(ieLabelFor[x.label] || x.label).fcl), `R&P livelihoods = I&E FC-Livelihoods: ${x.label}`);
  ok(near(sum(fcw.map((x) => x.amount)), tE.fcw - I('Depreciation').fcw) && near(sum(fcl.map((x) => x.amount)), tE.fcl - I('Depreciation').fcl), 'FC payments = FC fund expenditure less depreciation');
  const interest = Lh(/Interest/)[0].amount;
  ok(near(interest, I('Interest on savings bank & fixed deposits').fcw), 'FC interest = I&E');
  ok(near(sum(Lh(/Foreign Contributions/).map((x) => x.amount)) + interest, tI.fcw + tI.fcl), 'FC receipts = FC fund income');
  tv.L = L; tv.R = R; tv.Lh = Lh; tv.Rh = Rh; tv.rpText = rpText;

  // --- register
  const reg = csv(F(/register/));
  for (const r of reg) ok(Math.abs(money(r['Foreign Currency Amount']) * money(r['Exchange Rate']) - money(r['Amount Credited (INR)'])) <= 0.5, `register conversion ${r['Receipt No']}`);
  const regSum = (f) => sum(reg.filter(f).map((r) => money(r['Amount Credited (INR)'])));
  for (const x of Lh(/Foreign Contributions/)) { const donor = x.label.replace(/, [^,]+$/, ''); ok(near(x.amount, regSum((r) => r['Donor Name'] === donor)), `R&P donor = register: ${donor}`); }
  ok(near(regSum((r) => /Watershed/.test(r['Purpose / Project'])), I('Grants received - foreign contribution').fcw) && near(regSum((r) => /livelihoods/.test(r['Purpose / Project'])), I('Grants received - foreign contribution').fcl), 'register by project = I&E FC grants');
  tv.reg = reg; tv.regSum = regSum;

  // --- trustees' report
  const rt = await docx(F(/Trustees/));
  const flat = rt.replace(/\s+/g, ' ');
  const row3 = (label) => { const l = rt.split('\n').find((x) => x.startsWith(label + ' | ')); return l.split(' | ').slice(1).map(Number); };
  const lakh = (v) => Math.round(v / 1000) / 100;
  ok(near(row3('Total income')[1], lakh(tI.py)) && near(row3('Total income')[2], lakh(tI.total)), 'three-year income = I&E');
  ok(near(row3('Total expenditure (incl. depreciation)')[1], lakh(tE.py)) && near(row3('Total expenditure (incl. depreciation)')[2], lakh(tE.total)), 'three-year expenditure = I&E');
  for (const i of [0, 1, 2]) ok(near(row3('Surplus for the year')[i], row3('Total income')[i] - row3('Total expenditure (incl. depreciation)')[i]), `three-year surplus ${i}`);
  ok(near(row3('Foreign contribution received')[1], lakh(I('Grants received - foreign contribution').py)) && near(row3('Foreign contribution received')[2], lakh(regSum(() => true))), 'three-year FC = I&E / register');
  ok(near(money(flat.match(/total income was Rs\. ([\d,]+)/)[1]), tI.total) && near(money(flat.match(/total expenditure Rs\. ([\d,]+)/)[1]), tE.total), 'report totals = I&E');
  ok(near(money(flat.match(/Foreign contribution of Rs\. ([\d,]+)/)[1]), regSum(() => true)), 'report FC = register');
  ok(near(-money(flat.match(/General Fund recorded a deficit of Rs\. ([\d,]+)/)[1]), tN.gf), 'report GF deficit = I&E');
  ok(Number(flat.match(/received from (\w+) donors/)[1] === 'five' ? 5 : NaN) === new Set(reg.map((r) => r['Donor Name'])).size, 'report donor count = register');
  tv.rt = rt; tv.flat = flat; tv.row3 = row3;

  // --- invoice photo
  const io = ocr(F(/invoice/));
  const il = io.split('\n');
  const item = (re) => { const l = il.find((x) => re.test(x)); const n = l.match(/(\d+) (?:Nos|Roll|Lot) ([\d,]+\.\d\d) ([\d,]+\.\d\d)\s*$/); return { qty: +n[1], rate: money(n[2]), amount: money(n[3]) }; };
  const items = [/HDPE Pipe/, /Foot Valve/, /Drip Lateral/, /Clamps/].map(item);
  for (const x of items) ok(near(x.qty * x.rate, x.amount), `pipe invoice line ${x.amount}`);
  const g = (re) => money(io.match(re)[1]);
  const taxable = g(/Taxable Value\s+([\d,]+\.\d\d)/), cgst = g(/CGST @ 9%\s+([\d,]+\.\d\d)/), sgst = g(/SGST @ 9%\s+([\d,]+\.\d\d)/), roff = g(/Round off\s+\(-\)\s*([\d,]+\.\d\d)/), grand = g(/GRAND TOTAL \(Rs\.\)\s+([\d,]+\.\d\d)/);
  ok(near(taxable, sum(items.map((x) => x.amount))) && near(cgst, Math.round(taxable * 9) / 100) && near(sgst, cgst) && near(grand, taxable + cgst + sgst - roff), 'pipe invoice totals');
  ok(/Ninety Five Thousand Three Hundred Ninety One/.test(io) && grand === 95391, 'amount in words');
  tv.inv = { items, taxable, cgst, grand, number: io.match(/Invoice No\.:\s*(\S+)/)[1], ocr: io };
}

// ================================================================== answers recomputed from the files
function isoOf(s) { // "November 14, 2025" or "14 December 2025"
  let m = s.match(/^([A-Z][a-z]+) (\d+), (\d{4})$/);
  if (m) return `${m[3]}-${String(MON.indexOf(m[1].toLowerCase()) + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  m = s.match(/^(\d+) ([A-Z][a-z]+) (\d{4})$/);
  if (m) return `${m[3]}-${String(MON.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  m = s.match(/^(\d\d)[-/.](\d\d)[-/.](\d{4})$/); // day first
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  throw new Error('date ' + s);
}
const usIso = (s) => { const m = s.match(/^(\d\d)\/(\d\d)\/(\d{4})$/); return `${m[3]}-${m[1]}-${m[2]}`; };
const B = mb.B, T = mb.T, I = tv.I, Bq = tv.Bq;
const gift = (re) => mb.gifts.find((x) => re.test(x.donor));
const mline = (l) => { const x = B(l); return x; };
const rpL = (re) => tv.L.find((x) => re.test(x.label));
const rpR = (head, re) => tv.R.find((x) => head.test(x.head) && re.test(x.label));
const usd = tv.reg.filter((r) => r.Currency === 'USD');
const A = {
  // ---------------- millbrook
  "What's the FY26 budget for EMS crew wages?": () => B('EMS crew wages').total,
  'how much did ashby twp pay us in FY25': () => B('Ashby Township fire protection contract').fy25,
  'What did we budget for turnout gear on the fire side this year?': () => B('Turnout gear & PPE').fire,
  'ytd ambulance collections thru jan?': () => T('Ambulance collections (net)').ytd,
  'What was the balance in the operating checking account at the end of January?': () => mb.tx.at(-1).bal,
  'What did we still owe on the Engine 71 loan at April 30, 2025?': () => mb.s('Current portion of note payable (Note 4)')[0] + mb.s('Note payable, less current portion (Note 4)')[0],
  "How much is sitting in the apparatus reserve money market per the January treasurer's report?": () => mb.cashRes,
  'Total net assets at the end of FY25?': () => mb.s('Total net assets')[0],
  'How much are we putting into the apparatus replacement reserve in FY26?': () => B('Transfer to apparatus replacement reserve').total,
  'what did we spend on medical suplies + oxygen in january': () => T('Medical supplies & O2').jan,
  'How many residents got CPR training under the health foundation grant?': () => +mb.grant.text.match(/(\d+) residents completed/)[1],
  'What did the LUCAS device cost us?': () => mb.grant.lines.find((x) => /LUCAS/.test(x.label)).spent,
  'What was total revenue for the year ended April 30, 2024?': () => mb.a('Total revenue and support')[3],
  'What do the three municipal fire contracts add up to in the FY26 budget?': () => ['Millbrook Borough', 'Ashby Township', 'Crane Township'].reduce((s, t) => s + B(`${t} fire protection contract`).total, 0),
  'Total FY26 expense budget for G&A plus fundraising?': () => mb.expT.mg + mb.expT.fr,
  'how much is still pledged to the tanker fund and not in yet': () => sum(mb.gifts.filter((x) => x.status === 'Pledged' && /Tanker/.test(x.restriction)).map((x) => x.amount)),
  'Total deposits into checking in January?': () => sum(mb.tx.map((t) => t.cr)),
  'How much more are we budgeting for ambulance billing this year than we actually brought in last year?': () => { const x = B('Ambulance billing, net (Medicare, Medicaid & insurance)'); return x.total - x.fy25; },
  'By how much did total expenses go up from FY24 to FY25?': () => mb.a('Total expenses')[2] - mb.a('Total expenses')[3],
  'how much of the susquehanna valley grant is still unspent': () => mb.grant.award - mb.grant.total.spent,
  'What % of the apparatus maintenance budget have we used through January?': () => (T('Apparatus/vehicle repairs').ytd / B('Apparatus & vehicle maintenance').total) * 100,
  'By what percent did ambulance service revenue grow from FY24 to FY25?': () => { const x = mb.a('Ambulance service revenue, net'); return ((x[2] - x[3]) / x[3]) * 100; },
  'What share of FY26 budgeted revenue is ambulance billing?': () => (B('Ambulance billing, net (Medicare, Medicaid & insurance)').total / mb.revT.total) * 100,
  'How much turnout gear & PPE budget is left for the rest of the year?': () => T('Turnout gear/PPE').budget - T('Turnout gear/PPE').ytd,
  'Have we already gone over the full-year budget on any expense line? Which one?': () => { const over = mb.trExp.filter((l) => T(l).budget && T(l).ytd > T(l).budget); ok(over.length === 1, 'exactly one expense line over its annual budget'); return over[0]; },
  'how far over budget are we on workers comp': () => T("Workers' comp premium").ytd - T("Workers' comp premium").budget,
  'How much of the FY26 fuel budget is left after January?': () => T('Fuel (WEX)').budget - T('Fuel (WEX)').ytd,
  'What was our current ratio at April 30, 2025?': () => mb.s('Total current assets')[0] / mb.s('Total current liabilities')[0],
  'What did the CPR training cost per person trained, counting instructor stipends and manikins/supplies?': () => (mb.grant.lines.find((x) => /instructor/.test(x.label)).spent + mb.grant.lines.find((x) => /manikins/.test(x.label)).spent) / +mb.grant.text.match(/(\d+) residents completed/)[1],
  'Average amount collected per ambulance transport so far this fiscal year?': () => mb.ambYtd[3] / mb.ambYtd[1],
  'Which month this FY had the most ambulance calls?': () => { const s = [...mb.months].sort((x, y) => y.calls - x.calls); ok(s[0].calls > s[1].calls, 'unique busiest month'); return s[0].m; },
  "What's the biggest single gift from an individual donor so far this year?": () => { const s = mb.gifts.filter((x) => x.type === 'Individual').map((x) => x.amount).sort((x, y) => y - x); ok(s[0] > s[1], 'unique largest individual gift'); ok(mb.gifts.filter((x) => /batch/i.test(x.type)).every((x) => x.amount < s[0]), 'batches below largest gift'); return s[0]; },
  'largest single withdrawal from checking in jan?': () => { const s = mb.tx.map((t) => t.dr).sort((x, y) => y - x); ok(s[0] > s[1], 'unique largest withdrawal'); return s[0]; },
  'Which expense line has the biggest FY26 budget?': () => { const s = [...mb.expLabels].sort((x, y) => B(y).total - B(x).total); ok(B(s[0]).total > B(s[1]).total, 'unique largest budget line'); return s[0]; },
  'How much did we collect on ambulance billing in October?': () => mb.months.find((x) => x.m === 'Oct 2025').collected,
  'how many transports did we run in dec': () => mb.months.find((x) => x.m === 'Dec 2025').transports,
  'How many checks cleared the bank in January?': () => mb.tx.filter((t) => t.chk).length,
  'How many pledges are still outstanding on the gifts tracker?': () => mb.gifts.filter((x) => x.status === 'Pledged').length,
  'When did the second payment from the Susquehanna Valley Health Foundation come in?': () => ({ date: isoOf(mb.grant.pays[1].date) }),
  'What date did the state fire commissioner grant money arrive?': () => ({ date: gift(/State Fire Commissioner/).date }),
  'Who compiled our FY25 financial statements?': () => mb.csText.match(/\n\s*([A-Z][a-z]+ & [A-Z][a-z]+, CPAs, LLC)/)[1],
  "What's the interest rate on the engine loan?": () => mb.flatNotes.match(/bears interest at ([\d.]+%)/)[1],
  'Who signed the SVHF grant report as project director?': () => mb.grant.text.match(/\n([A-Z][a-z]+ [A-Z][a-z]+), EMS Captain and Project Director/)[1],
  'What is the total on the Keystone invoice for Engine 71?': () => mb.inv.total,
  'How many labor hours did Keystone charge?': () => mb.inv.items[3].qty,
  'When is the Keystone invoice due?': () => ({ date: usIso(mb.inv.due) }),
  // ---------------- tapivalley
  'How much did the Lindqvist foundation send us this year?': () => rpL(/Lindqvist/).amount,
  'Closing balance in the FCRA designated a/c at SBI on 31.03.2026?': () => rpR(/Closing/, /FCRA Designated/).amount,
  'check dams & farm ponds spend out of the watershed FC fund in 2025-26?': () => I('Check dams, farm ponds & nala deepening').fcw,
  'What was total depreciation for FY 2025-26?': () => I('Depreciation').total,
  'audit fees this year, all funds together?': () => I('Audit & professional fees (incl. GST)').total,
  "What's the Q2 budget for goats and livelihood inputs?": () => Bq('Goats & livelihood inputs').q[1],
  'How much CSR money did Satpura Cements give this year?': () => I('CSR grant - Satpura Cements Ltd.').csr,
  'Interest credited on the FC savings account during 2025-26?': () => rpL(/Interest on FC/).amount,
  'How many farm ponds were dug this year?': () => +tv.flat.match(/(\d+) farm ponds/)[1],
  'How many women are members of our SHGs?': () => money(tv.flat.match(/with ([\d,]+) women members/)[1]),
  'What was total income in 2024-25?': () => tv.tI.py,
  'What did the motorcycle for the field coordinator cost?': () => rpR(/Capital/, /Motorcycle/).amount,
  'What exchange rate did we get on the September Hope Harvest remittance?': () => money(tv.reg.find((r) => /Hope Harvest/.test(r['Donor Name']) && r['Date of Credit'].slice(3) === '09-2025')['Exchange Rate']),
  'annual buget for travel & conveyance?': () => Bq('Travel & conveyance').budget,
  'What was our total income in 2023-24?': () => tv.row3('Total income')[0] * 1e5,
  'Total budget for civil works in the first half of the year (Apr-Sep)?': () => Bq('Check dams, farm ponds & nala deepening').q[0] + Bq('Check dams, farm ponds & nala deepening').q[1],
  'What was the total FC balance across both bank accounts and cash at 31 March 2026?': () => sum(tv.Rh(/Closing/).map((x) => x.amount)),
  'How much did salaries cost us in total this year, programme staff plus admin?': () => I('Programme staff salaries & honorarium').total + I('Administrative salaries').total,
  'How many Swedish kronor did Lindqvist send in all?': () => sum(tv.reg.filter((r) => r.Currency === 'SEK').map((r) => money(r['Foreign Currency Amount']))),
  'How much more income did we have this year compared with last year?': () => tv.tI.total - tv.tI.py,
  'How much more did SHG training cost than in 2024-25?': () => I('SHG training, exposure visits & meetings').total - I('SHG training, exposure visits & meetings').py,
  'By how much did the FCRA designated account balance go up over the year?': () => rpR(/Closing/, /FCRA Designated/).amount - tv.L.find((x) => /Opening/.test(x.head) && /FCRA Designated/.test(x.label)).amount,
  'What share of our total income this year came from foreign grants?': () => (I('Grants received - foreign contribution').total / tv.tI.total) * 100,
  '% increase in total expenditure vs 2024-25?': () => ((tv.tE.total - tv.tE.py) / tv.tE.py) * 100,
  'budget utilisation on civil works for 25-26?': () => Bq('Check dams, farm ponds & nala deepening').util * 100,
  'Did we go over or under budget on SHG training for the year, and by how much?': () => Bq('SHG training, exposure visits & meetings').variance,
  'How far short of budget were local donations?': () => -Bq('Donations - local (Indian sources)').variance,
  'Which expense line overspent its budget by the most rupees?': () => { const s = tv.expL.filter((l) => l !== 'Depreciation').map(tv.bLabel).sort((x, y) => Bq(y).variance - Bq(x).variance); ok(Bq(s[0]).variance > Bq(s[1]).variance, 'unique largest overspend'); return s[0]; },
  'Average USD to INR rate on the Friends of Tapi Valley remittances?': () => sum(usd.map((r) => money(r['Amount Credited (INR)']))) / sum(usd.map((r) => money(r['Foreign Currency Amount']))),
  'What did the check dam / farm pond civil works cost per hectare treated?': () => I('Check dams, farm ponds & nala deepening').total / money(tv.flat.match(/([\d,]+) hectares were treated/)[1]),
  'Ratio of total income to total expenditure for 2025-26?': () => tv.tI.total / tv.tE.total,
  'Which donor sent the single biggest remittance this year?': () => { const s = [...tv.reg].sort((x, y) => money(y['Amount Credited (INR)']) - money(x['Amount Credited (INR)'])); ok(money(s[0]['Amount Credited (INR)']) > money(s[1]['Amount Credited (INR)']), 'unique largest remittance'); return s[0]['Donor Name']; },
  'Which quarter has the biggest expenditure budget?': () => { const q = tv.bE.q; const i = q.indexOf(Math.max(...q)); ok(q.filter((x) => x === q[i]).length === 1, 'unique largest quarter'); return ['Q1 (Apr-Jun)', 'Q2 (Jul-Sep)', 'Q3 (Oct-Dec)', 'Q4 (Jan-Mar)'][i]; },
  'Which fund ran a deficit in 2025-26?': () => { const f = ['gf', 'fcw', 'fcl', 'csr'].filter((k) => tv.tN[k] < 0); ok(f.length === 1, 'one fund in deficit'); return { gf: 'General Fund', fcw: 'FC - Watershed', fcl: "FC - Women's Livelihoods", csr: 'CSR - Satpura Cements' }[f[0]]; },
  'How much foreign contribution came in during September 2025?': () => tv.regSum((r) => r['Date of Credit'].slice(3) === '09-2025'),
  'How many foreign remittances did we recieve during the year?': () => tv.reg.length,
  'When was the FC-4 return for 2024-25 filed?': () => ({ date: isoOf(tv.flat.match(/2024-25 was filed on (\d+ [A-Z][a-z]+ \d{4})/)[1]) }),
  'When did the Stichting Waterbron money arrive?': () => ({ date: isoOf(tv.reg.find((r) => /Waterbron/.test(r['Donor Name']))['Date of Credit']) }),
  'Till when is our FCRA registration valid?': () => ({ date: isoOf(tv.flat.match(/valid up to (\d+ [A-Z][a-z]+ \d{4})/)[1]), year: true }),
  'Who are our statutory auditors?': () => tv.flat.match(/audited by M\/s ([^,]+),/)[1],
  "who's the treasurer of the trust": () => tv.rt.split('\n').find((l) => / \| Treasurer$/.test(l)).split(' | ')[0],
  'Which bank holds the FC utilisation account?': () => rpL(/FC Utilisation/).label.match(/- (.+?),/)[1],
  'Grand total on the Shree Datta Irrigation bill?': () => tv.inv.grand,
  'How much CGST was charged on the pipes invoice?': () => tv.inv.cgst,
  'What rate per HDPE pipe is on the Shree Datta invoice?': () => tv.inv.items[0].rate,
  'invoice no. on the shree datta bill?': () => tv.inv.number,
};
// notfound subjects, each of which must appear in none of the organisation's files
const NF = {
  'How much did we spend on the Memorial Day parade?': ['parade'],
  "What's the budget for the junior firefighter program?": ['junior'],
  'What were our FY23 ambulance revenues?': ['FY23', '2023', "'23"],
  'What did the fire station roof replacement cost?': ['roof'],
  'How much did the bingo nights bring in this year?': ['bingo'],
  'How much did we spend on the solar pump project?': ['solar'],
  'What was our total income in 2022-23?': ['2022', '22-23'],
  'How much came in from donors in Germany?': ['German'],
  'What did tractor hire for nala deepening cost?': ['tractor'],
  'How much did the Tata Trusts grant us?': ['Tata'],
};

// all text of an organisation's files
async function orgText(org) {
  let all = '';
  for (const f of files(org)) {
    if (f.endsWith('.pdf')) all += pdf(f);
    else if (f.endsWith('.csv')) all += fs.readFileSync(path.join(DOCS, f), 'utf8');
    else if (f.endsWith('.docx')) all += await docx(f);
    else if (f.endsWith('.jpg')) all += ocr(f);
    else if (f.endsWith('.xlsx')) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(path.join(DOCS, f)); wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => { all += ' ' + cellText(c.value); }))); all += ' ' + wb.worksheets.map((w) => w.name).join(' '); }
    all += '\n' + f + '\n';
  }
  return all;
}
const TEXT = { millbrook: await orgText('millbrook'), tapivalley: await orgText('tapivalley') };

// date phrase -> {y?, m, d}
function phraseDate(p, dayFirst) {
  const s = p.toLowerCase().replace(/(\d+)(st|nd|rd|th)/, '$1').replace(/ of /, ' ').replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+)\.? (\d+)(?: (\d{4}))?$/))) return { m: mon(m[1]), d: +m[2], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d+) ([a-z]+)(?: (\d{4}))?$/))) return { m: mon(m[2]), d: +m[1], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
  if ((m = s.match(/^(\d+)[/.-](\d+)[/.-](\d{2,4})$/))) { const y = +m[3] < 100 ? 2000 + +m[3] : +m[3]; return dayFirst ? { d: +m[1], m: +m[2], y } : { m: +m[1], d: +m[2], y }; }
  return null;
}

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const seen = new Set();
for (const c of cases) {
  ok(!seen.has(c.id), `unique id ${c.id}`); seen.add(c.id);
  const orgFiles = files(c.org).sort();
  ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(orgFiles), `${c.id} lists all of its organisation's files`);
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
    ok(Math.abs(got - a.value) <= Math.max(1e-6 * Math.abs(a.value), 0.006), `${c.id} ${c.question}: file says ${got}, case says ${a.value}`);
    if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; ok(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
    if (c.kind === 'ratio') { const r2 = Math.round(a.value * 100) / 100; ok(Math.abs(r2 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp`); }
    for (const x of a.alt || []) ok([1e5, 1e6].some((u) => Math.abs(x * u - a.value) <= 0.005 * a.value), `${c.id} alt ${x} is the value in lakh or millions`);
  } else if (got && typeof got === 'object' && got.date) {
    const [y, m, d] = got.date.split('-').map(Number);
    for (const p of a.any) {
      const pd = phraseDate(p, c.org === 'tapivalley');
      ok(pd && pd.m === m && pd.d === d && (pd.y === null ? !got.year : pd.y === y), `${c.id} date phrase "${p}" = ${got.date}`);
    }
  } else {
    ok(typeof got === 'string' && a.any.some((p) => norm(got).includes(norm(p))), `${c.id} text "${got}" matches an accepted phrase ${JSON.stringify(a.any)}`);
    ok(norm(TEXT[c.org]).includes(norm(got)), `${c.id} text "${got}" is in the documents`);
  }
}
for (const q of Object.keys(A)) ok(cases.some((c) => c.question === q), `recomputation used: ${q}`);
for (const q of Object.keys(NF)) ok(cases.some((c) => c.question === q && c.answer.type === 'notfound'), `notfound used: ${q}`);

// mix of kinds
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const per = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length >= 95 && cases.length <= 110, `about 100 cases (${cases.length})`);
ok(per('millbrook') >= 45 && per('tapivalley') >= 45, 'about 50 per organisation');
ok(kinds.lookup >= 25 && kinds.lookup <= 35, `about 30 lookups (${kinds.lookup})`);
ok(kinds.notfound >= 8 && kinds.notfound <= 10, `8-10 notfound (${kinds.notfound})`);
for (const k of ['total', 'difference', 'percent', 'variance', 'ratio', 'extreme', 'monthly', 'count', 'date', 'text', 'receipt']) ok((kinds[k] || 0) >= 3, `kind ${k} present (${kinds[k] || 0})`);
for (const o of ['millbrook', 'tapivalley']) ok(cases.some((c) => c.org === o && c.kind === 'receipt'), `${o} has photo questions`);
// answers files
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
const size = ['millbrook', 'tapivalley'].flatMap(files).reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
