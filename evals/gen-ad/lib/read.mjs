// Independent readers of the rendered files, used only by verify.mjs.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// PDF -> [{page, text}] lines; items on one baseline joined, a gap of more than 4pt becomes two spaces
export async function pdfLines(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: true, verbosity: 0 }).promise;
  const out = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const rows = new Map();
    for (const it of tc.items) {
      if (!it.str || !it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 1.5) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: it.transform[4], w: it.width, s: it.str });
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      const items = rows.get(y).sort((a, b) => a.x - b.x);
      let s = '', end = null;
      for (const it of items) { if (end !== null) s += it.x - end > 4 ? '  ' : (it.x - end > 0.8 ? ' ' : ''); s += it.s; end = it.x + it.w; }
      out.push({ page: p, text: s.trim() });
    }
  }
  return out;
}
export const num = (tok) => {
  const t = tok.trim();
  if (t === '–' || t === '-') return 0;
  const m = t.match(/^\(?(-?[\d,]+(?:\.\d+)?)\)?%?$/);
  if (!m) return NaN;
  const v = parseFloat(m[1].replace(/,/g, ''));
  return t.startsWith('(') ? -v : v;
};
// numbers at the end of the first line that starts with label (after the line of anchor, if given)
export function row(lines, label, { anchor, n, from = 0 } = {}) {
  let i = from;
  if (anchor) { i = lines.findIndex((l, k) => k >= from && l.text.startsWith(anchor)); if (i < 0) throw new Error(`anchor ${anchor}`); }
  const j = lines.findIndex((l, k) => k >= i && (l.text === label || l.text.startsWith(`${label}  `)));
  if (j < 0) throw new Error(`row ${label}${anchor ? ` after ${anchor}` : ''}`);
  const toks = lines[j].text.slice(label.length).trim().split(/\s{2,}/).filter(Boolean);
  const vals = toks.map(num);
  return n ? vals.slice(-n) : vals;
}
export const allText = (lines) => lines.map((l) => l.text).join('\n');

export async function workbook(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}
export const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'formula' in v) return undefined; return v; };
// the row of a sheet whose column A equals label: array of cell values (1-based)
export function xrow(ws, label) {
  let found = null;
  ws.eachRow((r) => { if (!found && String(cellVal(r.getCell(1)) ?? '').trim() === label) found = r; });
  if (!found) throw new Error(`xlsx row ${label} in ${ws.name}`);
  const out = [];
  for (let c = 1; c <= ws.columnCount; c++) { const v = cellVal(found.getCell(c)); out[c] = v === '' || v === null ? undefined : v; }
  return out;
}

export async function docx(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const txt = (s) => [...s.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"');
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => txt(c[1]))));
  const paras = [...xml.matchAll(/<w:p[ >]([\s\S]*?)<\/w:p>/g)].map((p) => txt(p[1]));
  return { tables, paras, text: paras.join('\n') };
}

export function csv(file, skip = 0) {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  return parse(lines.slice(skip).join('\n'), { columns: true, skip_empty_lines: true, relax_column_count: true });
}
export const amt = (s) => parseFloat(String(s).replace(/,/g, ''));
