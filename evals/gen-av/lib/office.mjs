// Number and date formats, Word (docx) and Excel (exceljs) helpers shared by the renderers.
import fs from 'node:fs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, BorderStyle, ShadingType } from 'docx';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// 1234567.5 -> "1,234,567.50"; dp 0 -> "1,234,568"
export const fmt = (v, dp = 2) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// negatives in brackets, zero as a dash
export const acc = (v, dp = 0) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${fmt(-v, dp)})` : fmt(v, dp));
const parts = (iso) => iso.split('-').map(Number);
export const usLong = (iso) => { const [y, m, d] = parts(iso); return `${MONTHS[m - 1]} ${d}, ${y}`; };
export const usShort = (iso) => { const [y, m, d] = parts(iso); return `${MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`; };
export const usNum = (iso) => { const [y, m, d] = parts(iso); return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`; };
export const ukLong = (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS[m - 1]} ${y}`; };
export const ukNum = (iso) => { const [y, m, d] = parts(iso); return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`; };
export const xDate = (iso) => { const [y, m, d] = parts(iso); return new Date(Date.UTC(y, m - 1, d)); };

// ---------------------------------------------------------------- Word
const FONT = 'Calibri';
export function P(text, o = {}) {
  const runs = (Array.isArray(text) ? text : [text]).map((t) => (typeof t === 'string' ? { text: t } : t));
  return new Paragraph({
    alignment: o.align === 'center' ? AlignmentType.CENTER : o.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { after: o.after ?? 120, before: o.before ?? 0 },
    indent: o.indent ? { left: o.indent } : undefined,
    children: runs.map((r) => new TextRun({ text: r.text, bold: r.bold ?? o.bold, italics: r.italic ?? o.italic, size: (r.size ?? o.size ?? 11) * 2, font: FONT })),
  });
}
// rows: arrays of strings; header rows first (bold, shaded); numeric columns right-aligned
export function T(rows, { header = 1, widths, numCols = [], boldRows = [], size = 10 } = {}) {
  const total = widths.reduce((s, w) => s + w, 0);
  const border = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  return new Table({
    width: { size: total, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map((r, ri) => new TableRow({
      tableHeader: ri < header,
      children: r.map((c, ci) => new TableCell({
        width: { size: widths[ci], type: WidthType.DXA },
        borders: { top: border, bottom: border, left: border, right: border },
        shading: ri < header ? { type: ShadingType.CLEAR, color: 'auto', fill: 'DCE6F1' } : undefined,
        children: [new Paragraph({
          alignment: ci > 0 && (ri < header || numCols.includes(ci)) ? AlignmentType.RIGHT : AlignmentType.LEFT,
          spacing: { after: 0 },
          children: [new TextRun({ text: String(c ?? ''), bold: ri < header || boldRows.includes(ri), size: size * 2, font: FONT })],
        })],
      })),
    })),
  });
}
export async function writeDocx(file, children, { title, creator } = {}) {
  const doc = new Document({ creator: creator || 'Microsoft Office User', title: title || '', styles: { default: { document: { run: { font: FONT, size: 22 } } } }, sections: [{ properties: {}, children }] });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}

// ---------------------------------------------------------------- Excel
export const NUM = '#,##0.00;(#,##0.00);"-"';
export const NUM0 = '#,##0;(#,##0);"-"';
export const PCT = '0.00%';
export function styleHeader(cell) {
  cell.font = { bold: true };
  cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
  cell.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
}
// exceljs leaves out a cached result of 0, so a formula that comes to 0 is written as the value 0
export const F = (formula, result) => (result === 0 ? 0 : { formula, result });
export const colL = (n) => { let s = ''; n++; while (n > 0) { const m = (n - 1) % 26; s = String.fromCharCode(65 + m) + s; n = Math.floor((n - 1) / 26); } return s; }; // 0 -> A
