// Shared helpers for the renderers: number formats, Word documents (docx), and an exceljs workbook writer.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel, BorderStyle } from 'docx';

export const fmt = (v, dp = 0) => (v === null || v === undefined ? '' : Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp }));
// 1234 -> "1,234"; -1234 -> "(1,234)"; 0 -> "–"
export const acct = (v, dp = 0) => (v === 0 ? '–' : v < 0 ? `(${fmt(v, dp)})` : fmt(v, dp));
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MON[m - 1]} ${y}`; };
export const dmy = (iso, sep = '/') => iso.split('-').reverse().join(sep);
export const xlDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return new Date(Date.UTC(y, m - 1, d)); };

// ---- Word
export const P = (text, o = {}) => new Paragraph({ spacing: { after: o.after ?? 120 }, alignment: o.align, heading: o.heading, children: (Array.isArray(text) ? text : [text]).map((t) => (typeof t === 'string' ? new TextRun({ text: t, bold: o.bold, italics: o.italic, size: o.size }) : new TextRun(t))) });
export const H = (text, level = 2) => new Paragraph({ heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, spacing: { before: 200, after: 100 }, children: [new TextRun({ text })] });
export function wordTable(rows, { widths, header = 1, boldRows = [], align } = {}) {
  const total = widths.reduce((a, b) => a + b, 0);
  return new Table({
    width: { size: total, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map((r, ri) => new TableRow({
      tableHeader: ri < header,
      children: r.map((c, ci) => new TableCell({
        width: { size: widths[ci], type: WidthType.DXA },
        borders: { top: { style: BorderStyle.SINGLE, size: 4, color: '999999' }, bottom: { style: BorderStyle.SINGLE, size: 4, color: '999999' }, left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }, right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } },
        children: [new Paragraph({ alignment: ci > 0 && (align ? align[ci] !== 'left' : true) ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: String(c), bold: ri < header || boldRows.includes(ri), size: 19 })] })],
      })),
    })),
  });
}
export async function writeDocx(file, children, { title, creator }) {
  const doc = new Document({ creator, title, styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } }, sections: [{ children }] });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}

// ---- Excel
export function newBook(creator) {
  const wb = new ExcelJS.Workbook();
  wb.creator = creator; wb.lastModifiedBy = creator;
  wb.created = new Date(Date.UTC(2026, 8, 1)); wb.modified = new Date(Date.UTC(2026, 8, 1));
  return wb;
}
export const F = (formula, result) => ({ formula, result });
