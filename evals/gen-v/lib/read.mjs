// Independent readers used only by verify.mjs: they know nothing of data.mjs and read the files as a user's
// tools would (pdf.js text positions, Excel cell values, CSV text).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// a line: {text, nums: [numbers in order, brackets negative, dashes zero]}
const NUMTOK = /^\(?-?\$?\d[\d,]*(\.\d+)?\)?%?$/;
const DASH = /^[–—-]$/;
export function lineOf(text) {
  const nums = [];
  for (const t of text.split(/\s+/)) {
    if (DASH.test(t)) nums.push(0);
    else if (NUMTOK.test(t) && !/^\d{1,2}\/\d/.test(t)) {
      let v = parseFloat(t.replace(/[$,()%]/g, ''));
      if (t.startsWith('(') && t.endsWith(')')) v = -Math.abs(v);
      nums.push(v);
    }
  }
  return { text, nums };
}

export async function readPdf(file) {
  const data = new Uint8Array(fs.readFileSync(file));
  const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const lines = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.filter((i) => i.str.trim()).map((i) => ({ s: i.str, x: i.transform[4], y: i.transform[5] }));
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    const groups = [];
    for (const it of items) {
      const g = groups.find((gr) => Math.abs(gr.y - it.y) < 2.5);
      if (g) g.items.push(it); else groups.push({ y: it.y, items: [it] });
    }
    groups.sort((a, b) => b.y - a.y);
    for (const g of groups) lines.push({ ...lineOf(g.items.sort((a, b) => a.x - b.x).map((i) => i.s).join('  ')), page: p });
  }
  return { kind: 'pdf', lines, text: lines.map((l) => l.text).join('\n') };
}

const cellVal = (v) => (v && typeof v === 'object' ? ('result' in v ? v.result : 'richText' in v ? v.richText.map((r) => r.text).join('') : v instanceof Date ? v : v.text ?? '') : v);
export async function readXlsx(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheets = {};
  for (const ws of wb.worksheets) {
    const lines = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const vals = [];
      row.eachCell({ includeEmpty: false }, (c) => vals.push(cellVal(c.value)));
      const text = vals.filter((v) => typeof v === 'string').join('  ');
      const nums = vals.filter((v) => typeof v === 'number');
      const dates = vals.filter((v) => v instanceof Date);
      lines.push({ text, nums, dates });
    });
    sheets[ws.name] = lines;
  }
  return { kind: 'xlsx', sheets, text: Object.values(sheets).flat().map((l) => l.text).join('\n') };
}

export function readCsv(file) {
  const raw = fs.readFileSync(file, 'utf8');
  const recs = parse(raw, { columns: true, skip_empty_lines: true });
  return { kind: 'csv', recs, text: raw };
}
