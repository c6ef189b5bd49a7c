// Reads set Y's GENERATED FILES back (PDF text with pdfjs-dist, workbooks with exceljs, the CSVs, the Word XML),
// checks that they tie, and recomputes every expected answer from what they contain. It does not use data.mjs's
// figures, except for the two photographed receipts, which are checked against their rendering data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { RAW } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-y');
const D = (org, f) => path.join(SET, 'documents', org, f);
const sum = (a) => a.reduce((s, x) => s + x, 0);
let failures = 0, checks = 0;
const check = (ok, msg) => { checks++; if (!ok) { failures++; console.error(`FAIL ${msg}`); } };
const near = (a, b, tol = 0.5) => Math.abs(a - b) <= tol;

// ------------------------------------------------------------ readers
const NUMRE = /^\$?\(?\$?-?[\d,]+(\.\d+)?\)?%?$/;
const isNum = (s) => s.trim() === '–' || NUMRE.test(s.trim());
const num = (s) => {
  const t = s.trim();
  if (t === '–') return 0;
  const neg = t.includes('(') || t.startsWith('-');
  const v = parseFloat(t.replace(/[$(),%\s-]/g, ''));
  return neg ? -v : v;
};
async function readPdf(file) {
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const lines = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.filter((i) => i.str.trim() !== '').map((i) => ({ x: i.transform[4], y: i.transform[5], s: i.str }));
    const groups = [];
    for (const it of items.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const g = groups.find((x) => Math.abs(x.y - it.y) < 2.5);
      if (g) g.items.push(it); else groups.push({ page: p, y: it.y, items: [it] });
    }
    for (const g of groups.sort((a, b) => b.y - a.y)) {
      g.items.sort((a, b) => a.x - b.x);
      g.label = g.items.filter((i) => !isNum(i.s)).map((i) => i.s).join(' ').replace(/\s+/g, ' ').trim();
      g.nums = g.items.filter((i) => isNum(i.s)).map((i) => num(i.s));
      g.text = g.items.map((i) => i.s).join(' ');
      lines.push(g);
    }
  }
  return { lines, text: lines.map((l) => l.text).join('\n'), pages: pdf.numPages };
}
// first line matching re (after a heading, and on pages where a title appears); last n numbers
function line(pdf, re, { after, n } = {}) {
  let start = 0;
  if (after) { start = pdf.lines.findIndex((l) => after.test(l.text)); if (start < 0) throw new Error(`heading ${after}`); }
  const l = pdf.lines.slice(start + (after ? 1 : 0)).find((x) => re.test(x.label));
  if (!l) throw new Error(`line ${re}`);
  return n ? l.nums.slice(-n) : l.nums;
}
async function readXlsx(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheets = {};
  wb.eachSheet((ws) => {
    const rows = [];
    ws.eachRow({ includeEmpty: true }, (r, rn) => {
      const vals = [];
      for (let c = 1; c <= ws.columnCount; c++) {
        let v = r.getCell(c).value;
        if (v && typeof v === 'object' && !(v instanceof Date) && 'result' in v) v = v.result;
        if (v && typeof v === 'object' && !(v instanceof Date) && 'richText' in v) v = v.richText.map((t) => t.text).join('');
        vals.push(v ?? null);
      }
      rows[rn - 1] = vals;
    });
    sheets[ws.name] = { rows: rows.map((r) => r || []), merges: ws.model.merges || [] };
  });
  return sheets;
}
const xrow = (sheet, re) => { const r = sheet.rows.find((x) => typeof x[0] === 'string' && re.test(x[0])); if (!r) throw new Error(`xlsx row ${re}`); return r; };
const COL = (L) => L.charCodeAt(0) - 65;
function readCsv(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const rows = [];
  for (const lineTxt of text.split(/\r?\n/)) {
    if (!lineTxt) continue;
    const out = []; let cur = '', q = false;
    for (let i = 0; i < lineTxt.length; i++) {
      const ch = lineTxt[i];
      if (q) { if (ch === '"' && lineTxt[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') q = false; else cur += ch; }
      else if (ch === '"') q = true; else if (ch === ',') { out.push(cur); cur = ''; } else cur += ch;
    }
    out.push(cur); rows.push(out);
  }
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}
async function readDocx(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => dec([...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join('')));
  const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((m) => [...m[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => dec([...c[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join(''))));
  return { paras, rows, text: paras.join('\n') };
}
const dmy = (d) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const n = (s) => parseFloat(String(s).replace(/,/g, ''));

// ------------------------------------------------------------ Jamuna
const jfs = await readPdf(D('jamuna', 'JCDS Audited Financial Statements 2024-25.pdf'));
const jdr = await readPdf(D('jamuna', 'CRLP Interim Financial Report Year 2 - Stichting Delta Partners.pdf'));
const jpk = await readXlsx(D('jamuna', 'Board Finance Pack Q2 FY2025-26.xlsx'));
const jcsv = readCsv(D('jamuna', 'Partner sub-grant register FY2024-25.csv'));
const jar = await readDocx(D('jamuna', 'JCDS Annual Report 2024-25.docx'));
const SFP = /^Statement of Financial Position$/, IE = /^Statement of Income and Expenditure$/, CF = /^Statement of Cash Flows$/;
const sfp = (re) => line(jfs, re, { after: SFP, n: 2 });
const ie = (re) => line(jfs, re, { after: IE, n: 4 });
const sum3 = jpk['Summary I&E'];
const prow = (re) => xrow(sum3, re);
const partnersRows = jcsv.filter((r) => r.SL !== '');
const fdrSheet = jpk['Cash & FDR'];
const fdrStart = fdrSheet.rows.findIndex((r) => r[1] === 'FDR no.');
const fdrs = [];
for (let i = fdrStart + 1; i < fdrSheet.rows.length && fdrSheet.rows[i][1]; i++) fdrs.push(fdrSheet.rows[i]);
const drl = (re) => line(jdr, re, { n: 9 });
const drLines = jdr.lines.filter((l) => /^\d\. /.test(l.label) && l.nums.length >= 9);

// ties
try {
  const ta = sfp(/^TOTAL ASSETS/), tf = sfp(/^TOTAL FUNDS AND LIABILITIES/);
  check(ta[0] === tf[0] && ta[1] === tf[1], 'jamuna SoFP balances');
  const parts = [/^Property, plant/, /^Advances/, /^Other receivables/, /^Prepayments/, /^Fixed deposit receipts/, /^Cash and bank balances/].map((re) => sfp(re));
  check(sum(parts.map((p) => p[0])) === ta[0] && sum(parts.map((p) => p[1])) === ta[1], 'jamuna SoFP assets add up');
  for (const re of [/^Total income/, /^Total expenditure/, /^Net movement in funds/, /^Fund balances at 30 June/]) { const r = ie(re); check(r[0] + r[1] === r[2], `jamuna I&E columns ${re}`); }
  const close = ie(/^Fund balances at 30 June/); const tfunds = sfp(/^Total funds/);
  check(close[2] === tfunds[0] && close[3] === tfunds[1], 'jamuna I&E closes to SoFP');
  const cfl = line(jfs, /^Cash and bank balances at 30 June/, { after: CF, n: 2 });
  check(cfl[0] === sfp(/^Cash and bank balances/)[0], 'jamuna cash flow closes to SoFP');
  const chg = line(jfs, /^Net increase/, { after: CF, n: 2 }), op = line(jfs, /^Cash and bank balances at 1 July/, { after: CF, n: 2 });
  check(op[0] + chg[0] === cfl[0] && op[1] + chg[1] === cfl[1], 'jamuna cash flow reconciles');
  const tr = drl(/^Total$/); const crlpNote = line(jfs, /^CRLP/, { after: /^7\. Restricted funds/, n: 5 });
  check(-crlpNote[2] - crlpNote[3] === tr[3], 'jamuna donor report BDT = restricted fund spend + transfer');
  const natT = line(jfs, /^Total expenditure/, { after: /^6\. Expenditure by nature/, n: 2 });
  check(near(natT[0], ie(/^Total expenditure/)[2] / 1000), 'jamuna nature note total in thousands');
  const sub = line(jfs, /^Sub-grants to partner/, { after: /^6\. Expenditure by nature/, n: 2 });
  check(near(sub[0], sum(partnersRows.map((r) => n(r['Disbursed FY2024-25 (Tk)']))) / 1000), 'jamuna sub-grants agree with the register');
  const total = jcsv.find((r) => r['Partner organisation'] === 'Total');
  check(n(total['Disbursed FY2024-25 (Tk)']) === sum(partnersRows.map((r) => n(r['Disbursed FY2024-25 (Tk)']))), 'jamuna register total row');
  for (const r of [...sum3.rows]) if (typeof r[0] === 'string' && typeof r[1] === 'number' && typeof r[2] === 'number') check(Math.abs(r[3]) === Math.abs(r[2] - r[1]) && Math.abs(r[6]) === Math.abs(r[5] - r[4]), `jamuna pack variance ${r[0]}`);
  const fc = jpk.Forecast.rows.filter((r) => typeof r[1] === 'number');
  for (const r of fc) check(r[1] + r[2] + r[3] === r[4], `jamuna forecast adds ${r[0]}`);
  const fy = prow(/^Total expenditure/), fct = xrow(jpk.Forecast, /^Total expenditure/);
  check(fy[9] === fct[4], 'jamuna forecast ties to summary');
  const five = jar.rows.find((r) => r[0] === 'Total income');
  check(near(n(five[5]) * 1000, ie(/^Total income/)[2], 500), 'jamuna five-year summary ties to the statements');
} catch (e) { check(false, `jamuna ties: ${e.message}`); }

const J = {
  1: () => sfp(/^Cash and bank balances/)[0],
  2: () => line(jfs, /^Aqua Fund Switzerland/, { n: 2 })[0],
  3: () => prow(/^Nirapad Pani/)[COL('I')],
  4: () => drl(/^1\. Personnel/)[0],
  5: () => line(jfs, /^Motorcycles/, { after: /^\(b\) Depreciation/, n: 5 })[1],
  6: () => parseFloat(jdr.text.match(/converted at ([\d.]+) BDT per EUR/)[1]),
  7: () => { const R = RAW.J.receipt; return Math.round(sum(R.items.map(([, q, p]) => q * p)) * R.vatRate * 100) / 100; },
  8: () => { const r = ie(/^Total income/); return r[0] + r[1]; },
  9: () => sum(partnersRows.map((r) => n(r['Disbursed FY2024-25 (Tk)']))),
  10: () => sum(fdrs.map((r) => r[2])),
  11: () => line(jdr, /^Total received/, { n: 2 })[0],
  12: () => sum([/^CRLP/, /^Nirapad/, /^Shikkha/].map((re) => prow(re)[COL('F')])),
  13: () => { const r = line(jfs, /^Total grants from foreign donors/, { n: 2 }); return r[0] - r[1]; },
  14: () => { const t = drl(/^Total$/); return t[4] - t[2]; },
  15: () => line(jfs, /^Written-down value at 30 June 2024/, { n: 1 })[0] - line(jfs, /^Total 30 June 2025/, { n: 5 })[4],
  16: () => { const r = sfp(/^Fixed deposit receipts/); return r[0] - r[1]; },
  17: () => (ie(/^Total programme expenditure/)[2] / ie(/^Total expenditure/)[2]) * 100,
  18: () => { const t = drl(/^Total$/); return (t[4] / t[1]) * 100; },
  19: () => { const r = prow(/^Local donations/); return (r[COL('F')] / r[COL('E')]) * 100; },
  20: () => { const t = drl(/^Total$/); return (t[8] / t[0]) * 100; },
  21: () => prow(/^Total expenditure/)[COL('G')],
  22: () => prow(/^Nirapad Pani/)[COL('D')],
  23: () => drl(/^4\. Flood-resilient/)[5],
  24: () => sfp(/^Total current assets/)[0] / sfp(/^Total current liabilities/)[0],
  25: () => sfp(/^General fund/)[0] / sfp(/^Restricted funds/)[0],
  26: () => sum(partnersRows.map((r) => n(r['Amount agreed (Tk)']))) / partnersRows.length,
  27: () => sum(fdrs.map((r) => r[3])) / fdrs.length,
  28: () => prow(/^Staff costs/)[COL('F')] / 6,
  29: () => partnersRows.filter((r) => r.Status === 'Active').length,
  30: () => fdrs.filter((r) => r[5] <= new Date(Date.UTC(2026, 5, 30))).length,
  31: () => new Set(partnersRows.map((r) => r['Partner organisation'])).size,
  32: () => drLines.reduce((m, l) => (l.nums[5] < m.nums[5] ? l : m)).label,
  33: () => partnersRows.reduce((m, r) => (n(r['Disbursed FY2024-25 (Tk)']) > n(m['Disbursed FY2024-25 (Tk)']) ? r : m))['Partner organisation'],
  34: () => { const i0 = sum3.rows.findIndex((r) => r[0] === 'EXPENDITURE'); const rs = sum3.rows.slice(i0 + 1).filter((r) => typeof r[COL('G')] === 'number' && !/^Total/.test(r[0])); return rs.reduce((m, r) => (r[COL('G')] < m[COL('G')] ? r : m))[0]; },
  35: () => { const i0 = jfs.lines.findIndex((l) => /^\(b\) Depreciation/.test(l.text)); const rs = jfs.lines.slice(i0 + 1, i0 + 12).filter((l) => l.nums.length === 5 && !/^Total/.test(l.label)); return rs.reduce((m, l) => (l.nums[4] > m.nums[4] ? l : m)).label; },
  36: () => sum(partnersRows.filter((r) => r.District === 'Kurigram').map((r) => n(r['Disbursed FY2024-25 (Tk)']))),
  37: () => sum(fdrs.filter((r) => /^Sonali/.test(r[0])).map((r) => r[2])),
  38: () => sum(partnersRows.filter((r) => /Shikkha Setu/.test(r.Project)).map((r) => n(r['Undisbursed balance (Tk)']))),
  39: () => { const i = jfs.lines.findIndex((l) => l.text.trim() === 'Dhaka'); return jfs.lines[i + 1].text.trim(); },
  40: () => dmy(fdrs.find((r) => /^BRAC/.test(r[0]))[5]),
  41: () => RAW.J.receipt.date.split('-').reverse().join('/'),
  42: () => jdr.lines.find((l) => /^Tranche 4/.test(l.label)).items.find((i) => /\d\d\/\d\d\/\d{4}/.test(i.s)).s,
  43: () => { const i = jar.paras.findIndex((p) => p === 'Chair, Governing Body'); return jar.paras[i - 1]; },
  44: () => { const i = jfs.lines.findIndex((l) => l.text.trim() === 'Chartered Accountants'); return jfs.lines[i - 1].text; },
  45: () => { const i = jar.paras.findIndex((p) => p === 'Executive Director'); return jar.paras[i - 1]; },
};
const jAll = [jfs.text, jdr.text, jar.text, fs.readFileSync(D('jamuna', 'Partner sub-grant register FY2024-25.csv'), 'utf8'), JSON.stringify(jpk)].join('\n');
const JNF = {
  46: () => !/2019-20/.test(jAll) && jar.rows[0].includes('2020-21'),
  47: () => !/fuel/i.test(jAll),
  48: () => !/Year 4/i.test(jdr.text) && /three years/.test(jdr.text),
  49: () => !JSON.stringify(jpk).match(/Actual[^"]*(Jan|Mar)[^"]*2026/),
  50: () => !/remuneration|salary of|paid to the executive/i.test(jAll),
};

// ------------------------------------------------------------ Lignum
const lfs = await readPdf(D('lignum', 'LVCF Financial Statements 2025 (Audited).pdf'));
const lrt = await readPdf(D('lignum', 'NPO Annual Return 2025 - LVCF.pdf'));
const lpk = await readXlsx(D('lignum', 'Finance Committee Pack - June 2026.xlsx'));
const lcsv = readCsv(D('lignum', 'Grants_Approved_2025_export.csv'));
const lar = await readDocx(D('lignum', 'LVCF 2025 Annual Report.docx'));
const LSFP = /^Statements of Financial Position$/, LSOA = /^Statement of Activities$/;
const lsfp = (re) => line(lfs, re, { after: LSFP, n: 2 });
const lsoa = (re) => line(lfs, re, { after: LSOA, n: 4 });
const ob = lpk['Operating budget'];
const orow = (re) => xrow(ob, re);
const amt = (r) => n(r.Amount);
const mdy = (s) => { const [m, d2, y] = s.split('/'); return `${y}-${m}-${d2}`; };
const invLines = (() => { const i0 = lfs.lines.findIndex((l) => /^Asset class/.test(l.text)); return lfs.lines.slice(i0 + 1).filter((l) => /Level|NAV/.test(l.text) && l.nums.length >= 2).slice(0, 7); })();
const rbox = (re) => { const l = lrt.lines.find((x) => re.test(x.label)); return l.nums.at(-1); };
try {
  const ta = lsfp(/^Total assets/), tl = lsfp(/^Total liabilities and net assets/);
  check(ta[0] === tl[0] && ta[1] === tl[1], 'lignum SoFP balances');
  for (const re of [/^Total revenue/, /^Change in net assets/, /^Net assets, end of year/]) { const r = lsoa(re); check(r[0] + r[1] === r[2], `lignum SoA columns ${re}`); }
  check(lsoa(/^Net assets, end of year/)[2] === lsfp(/^Total net assets/)[0], 'lignum SoA closes to SoFP');
  check(sum(lcsv.map(amt)) === lsoa(/^Grants and scholarships/)[2], 'lignum grants list = grants expense');
  check(sum(lcsv.map((r) => n(r.Balance))) === lsfp(/^Grants payable/)[0], 'lignum grants list = grants payable');
  check(sum(invLines.map((l) => l.nums.at(-2))) === lsfp(/^Investments, at fair value/)[0], 'lignum investments by class add up');
  const n8 = line(lfs, /^Balance, December 31, 2025/, { after: /^8\. Net assets by fund type/, n: 7 });
  check(n8[6] === lsfp(/^Total net assets/)[0] && n8[2] === lsfp(/^Donor-advised funds/)[0], 'lignum fund note ties to SoFP');
  check(rbox(/^B6/) === ta[0] && rbox(/^B8/) === lsfp(/^Total net assets/)[0] && rbox(/^B3/) === lsoa(/^Total expenses/)[2], 'lignum annual return ties to the statements');
  check(rbox(/^B4/) + rbox(/^B5/) === lsoa(/^Grants and scholarships/)[2], 'lignum return grants split');
  const fb = lpk['Fund balances'].rows.find((r) => r[0] === 'Donor-advised funds');
  check(fb[1] === lsfp(/^Donor-advised funds/)[0], 'lignum pack fund balances open at the audited figure');
  for (const r of lpk.Forecast.rows.filter((x) => typeof x[1] === 'number')) check(r[1] + r[2] + r[3] === r[4], `lignum forecast adds ${r[0]}`);
  const ga = lpk['Grants by area H1'].rows.find((r) => r[0] === 'Total');
  check(ga[5] === -sum(lpk['Fund balances'].rows.filter((r) => typeof r[3] === 'number' && r[0] !== 'Total net assets').map((r) => r[3])), 'lignum H1 grants by area = fund balance grants');
  const ctr = lar.rows.find((r) => r[0] === 'Contributions');
  check(near(n(ctr[5]) * 1000, lsoa(/^Contributions/)[2], 500), 'lignum five-year summary ties to the statements');
} catch (e) { check(false, `lignum ties: ${e.message}`); }
const LQ = {
  1: () => lsfp(/^Total net assets/)[0],
  2: () => lsfp(/^Grants payable/)[0],
  3: () => orow(/^Salaries and benefits/)[COL('I')],
  4: () => lsfp(/^Funds held as agency endowments/)[0],
  5: () => invLines.find((l) => /^Bahamas Government/.test(l.label)).nums.at(-2),
  6: () => { const R = RAW.L.receipt; return Math.round(sum(R.items.map(([, q, p]) => q * p)) * R.vatRate * 100) / 100; },
  7: () => sum(invLines.filter((l) => /Level 1/.test(l.text)).map((l) => l.nums.at(-2))),
  8: () => sum(lcsv.filter((r) => r['Fund Type'] === 'Scholarship').map(amt)),
  9: () => orow(/component funds/)[COL('F')] + orow(/agency funds/)[COL('F')],
  10: () => sum(lcsv.filter((r) => mdy(r['Approved Date']) <= '2025-06-30').map(amt)),
  11: () => { const r = xrow(lpk.Forecast, /^Salaries and benefits/); return r[2] + r[3]; },
  12: () => { const r = lsfp(/^Investments, at fair value/); return r[0] - r[1]; },
  13: () => { const r = lsoa(/^Contributions/); return r[2] - r[3]; },
  14: () => { const r = lpk['Fund balances'].rows.find((x) => x[0] === 'Donor-advised funds'); return r[7] - r[1]; },
  15: () => { const r = lsoa(/^Grants and scholarships/); return r[3] - r[2]; },
  16: () => (invLines.find((l) => /^Global equity/.test(l.label)).nums.at(-2) / lsfp(/^Investments, at fair value/)[0]) * 100,
  17: () => (sum(lcsv.filter((r) => ['United States', 'Canada'].includes(r.Location)).map(amt)) / sum(lcsv.map(amt))) * 100,
  18: () => { const r = orow(/^Annual fund/); return (r[COL('F')] / r[COL('I')]) * 100; },
  19: () => ((lsoa(/^Grants and scholarships/)[2] + lsoa(/^Other program services/)[2]) / lsoa(/^Total expenses/)[2]) * 100,
  20: () => orow(/^Total expenses/)[COL('G')],
  21: () => orow(/^Professional fees/)[COL('D')],
  22: () => orow(/^Operating surplus/)[COL('K')],
  23: () => lsfp(/^Total assets/)[0] / lsfp(/^Total liabilities$/)[0],
  24: () => line(lfs, /^Grants approved/, { after: /^8\. Net assets by fund type/, n: 7 })[2] / line(lfs, /^Contributions/, { after: /^8\. Net assets by fund type/, n: 7 })[2],
  25: () => lsoa(/^Management and general/)[2] / lsoa(/^Fundraising/)[2],
  26: () => sum(lcsv.map(amt)) / lcsv.length,
  27: () => { const s = lcsv.filter((r) => r['Fund Type'] === 'Scholarship'); return sum(s.map(amt)) / s.length; },
  28: () => 1000 * sum(lar.rows.find((r) => r[0] === 'Contributions').slice(1).map(n)) / 5,
  29: () => lcsv.length,
  30: () => lcsv.filter((r) => n(r.Balance) > 0).length,
  31: () => { const a0 = lrt.lines.findIndex((l) => /^PART D/.test(l.text)); const a1 = lrt.lines.findIndex((l) => /^PART E/.test(l.text)); return lrt.lines.slice(a0 + 2, a1).length; },
  32: () => lcsv.reduce((m, r) => (amt(r) > amt(m) ? r : m)).Grantee,
  33: () => { const rs = lpk['Grants by area H1'].rows.filter((r) => typeof r[5] === 'number' && r[0] !== 'Total'); return rs.reduce((m, r) => (r[5] > m[5] ? r : m))[0]; },
  34: () => { const i0 = ob.rows.findIndex((r) => r[0] === 'Revenue'); const i1 = ob.rows.findIndex((r) => r[0] === 'Total revenue'); return ob.rows.slice(i0 + 1, i1).reduce((m, r) => (r[COL('G')] < m[COL('G')] ? r : m))[0]; },
  35: () => lcsv.filter((r) => r['Fund Type'] === 'Donor-advised').reduce((m, r) => (amt(r) < amt(m) ? r : m)).Grantee,
  36: () => sum(lcsv.filter((r) => r.Location === 'Abaco').map(amt)),
  37: () => sum(lcsv.filter((r) => r['Program Area'] === 'Health').map(amt)),
  38: () => sum(lcsv.filter((r) => r.Fund === 'Sandpiper Fund').map(amt)),
  39: () => { const i = lfs.lines.findIndex((l) => l.text.trim() === 'Nassau, The Bahamas'); return lfs.lines[i + 1].text.trim(); },
  40: () => { const [y, m, d2] = RAW.L.receipt.date.split('-'); return `${m}/${d2}/${y}`; },
  41: () => lcsv.find((r) => r.Grantee === 'Exuma Foundation Clinic')['Approved Date'],
  42: () => lrt.lines.find((l) => /^Date \(MM\/DD\/YYYY\)/.test(l.label)).text.match(/\d\d\/\d\d\/\d{4}/)[0],
  43: () => lar.paras.find((p) => /, Treasurer$/.test(p)),
  44: () => lar.paras.find((p) => /^[^,]+, President & CEO$/.test(p)),
  45: () => lrt.lines.find((l) => /^A2/.test(l.text)).text,
};
const lAll = [lfs.text, lrt.text, lar.text, fs.readFileSync(D('lignum', 'Grants_Approved_2025_export.csv'), 'utf8'), JSON.stringify(lpk)].join('\n');
const LNF = {
  46: () => !lar.rows[0].includes('2020') && !/December 31, 2020/.test(lAll),
  47: () => !/Albury Family Fund/.test(lfs.text + lrt.text + lar.text + JSON.stringify(lpk)) && /Albury Family Fund/.test(lAll),
  48: () => !/Jul(y)? 2026/.test(JSON.stringify(lpk).replace(/Forecast Q3 \(Jul/g, '')),
  49: () => !/salary|compensation of the|CEO.{0,30}paid/i.test(lfs.text + lar.text + lrt.text),
  50: () => !/gross proceeds|gross revenue|direct costs of special events were/i.test(lAll),
};

// ------------------------------------------------------------ compare with cases.jsonl
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const calcs = { jamuna: [J, JNF], lignum: [LQ, LNF] };
for (const c of cases) {
  const i = Number(c.id.split('-')[1]);
  const [Q, NF] = calcs[c.org];
  try {
    if (c.answer.type === 'notfound') { check(NF[i] && NF[i](), `${c.id} notfound: the documents hold it`); continue; }
    const got = Q[i]();
    if (c.answer.type === 'number') check(typeof got === 'number' && Math.abs(Math.abs(got) - Math.abs(c.answer.value)) <= Math.max(0.005 * Math.abs(c.answer.value), 0.005), `${c.id} expected ${c.answer.value}, read ${got}`);
    else check(typeof got === 'string' && c.answer.any.some((p) => got.toLowerCase().includes(p.toLowerCase())), `${c.id} expected one of ${JSON.stringify(c.answer.any)}, read ${JSON.stringify(got)}`);
    if (c.answer.type === 'text') check(c.answer.any.some((p) => (c.org === 'jamuna' ? jAll : lAll).toLowerCase().includes(p.toLowerCase())) || c.kind === 'date' || /receipt|memo|invoice/.test(c.question), `${c.id} answer text not in the documents`);
  } catch (e) { check(false, `${c.id} ${e.message}`); }
}
console.log(`verify: ${checks - failures}/${checks} checks passed`);
if (failures) process.exit(1);
