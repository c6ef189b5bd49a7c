// Generic readers of the generated files (no data.mjs): every document becomes a list of rows of cells.
// PDF: pdfjs text items grouped by line; XLSX: exceljs cell values (formula results); DOCX: paragraphs and
// table rows from word/document.xml; CSV: parsed fields; JPG: tesseract.js OCR lines (offline).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';

export async function pdfRows(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, useSystemFonts: false }).promise;
  const out = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    const rows = new Map();
    for (const it of tc.items) {
      if (!it.str || !it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: it.transform[4], s: it.str.trim() });
    }
    for (const [, its] of [...rows.entries()].sort((a, b) => b[0] - a[0])) out.push(its.sort((a, b) => a.x - b.x).map((i) => i.s));
  }
  return out;
}
const cv = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join(''); if (v instanceof Date) return v.toISOString().slice(0, 10); return v; };
export async function xlsxRows(file) {
  const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file);
  const out = [];
  for (const ws of wb.worksheets) {
    out.push([`[sheet ${ws.name}]`]);
    ws.eachRow((row, r) => { const cells = []; for (let c = 1; c <= ws.columnCount; c++) { const v = cv(ws.getCell(r, c)); if (ws.getCell(r, c).isMerged && ws.getCell(r, c).master !== ws.getCell(r, c)) continue; cells.push(v ?? ''); } out.push(cells); });
  }
  return out;
}
export async function docxRows(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const txt = (s) => dec([...s.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join(''));
  const out = [];
  const body = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, (t) => `<TBL>${Buffer.from(t).toString('base64')}</TBL>`);
  for (const m of body.matchAll(/<TBL>([^<]*)<\/TBL>|<w:p[ >][\s\S]*?<\/w:p>/g)) {
    if (m[1] !== undefined) { const t = Buffer.from(m[1], 'base64').toString(); for (const r of t.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)) out.push([...r[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => txt(c[0]))); } else { const s = txt(m[0]); if (s.trim()) out.push([s]); }
  }
  return out;
}
export function csvRows(file) {
  const txt = fs.readFileSync(file, 'utf8').replace(/^\ufeff/, '');
  const delimiter = (txt.match(/;/g) || []).length > (txt.match(/,/g) || []).length ? ';' : ',';
  return parse(txt, { relax_column_count: true, skip_empty_lines: true, delimiter });
}
export async function ocrRows(file) {
  const require = createRequire(import.meta.url);
  const { createWorker } = require('tesseract.js');
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const worker = await createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true });
  const { data } = await worker.recognize(file);
  await worker.terminate();
  return data.text.split('\n').filter((l) => l.trim()).map((l) => [l.trim()]);
}
export async function readAny(file) {
  if (file.endsWith('.pdf')) return pdfRows(file);
  if (file.endsWith('.xlsx')) return xlsxRows(file);
  if (file.endsWith('.docx')) return docxRows(file);
  if (file.endsWith('.csv')) return csvRows(file);
  return ocrRows(file);
}
// a cell that is a number: 1,234 / (1,234) / -1,234.56 / US$ 1,234 / $1,234 / 93.15 % / dashes for zero
export function cellNum(s) {
  if (typeof s === 'number') return s;
  const t = String(s ?? '').trim();
  if (t === '-' || t === '–') return 0;
  const m = t.match(/^\(?(?:US\$|\$)?\s?(-?\d[\d,]*(?:\.\d+)?)\)?\s?%?$/);
  if (!m) return null;
  const v = parseFloat(m[1].replace(/,/g, ''));
  return /^\(/.test(t) ? -v : v;
}

// a Swedish-printed number: 1 234 567 / -1 264 300 / 1 234,50 / 10,42 % (spaces may be no-break); dashes for zero
export function svNum(s) {
  if (typeof s === 'number') return s;
  const t = String(s ?? '').trim().replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');
  if (t === '-' || t === '–') return 0;
  const m = t.match(/^\(?(-?(?:\d{1,3}(?: \d{3})+|\d+)(?:,\d+)?)\)?\s?(?:%|kr)?$/);
  if (!m) return null;
  const v = parseFloat(m[1].replace(/ /g, '').replace(',', '.'));
  return /^\(/.test(t) ? -v : v;
}
