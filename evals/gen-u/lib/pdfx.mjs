// PDF statements with multi-line column headings, a note column, rules, and tables carried over page breaks
// with a "(continued)" heading and the column headings repeated. Page footers are written at the end.
import { newPdf } from './pdf.mjs';

export function openPdf(file, o = {}) {
  const h = newPdf(file, { bufferPages: true, margins: { top: 50, bottom: 60, left: 40, right: 40 }, ...o });
  return h;
}
export function footers(doc, left) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bm = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('R').fontSize(7.5).fillColor('#555555');
    doc.text(left, 40, doc.page.height - 38, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - 140, doc.page.height - 38, { width: 100, align: 'right', lineBreak: false });
    doc.fillColor('black');
    doc.page.margins.bottom = bm;
  }
}
export function heading(doc, lines, { size = 12, after = 8 } = {}) {
  lines.forEach((l, i) => { doc.font(i === 0 ? 'B' : 'R').fontSize(i === 0 ? size : size - 2).text(l, 40, doc.y, { width: doc.page.width - 80 }); });
  doc.y += after;
}
export function para(doc, text, { size = 9.5, after = 6, font = 'R', width } = {}) {
  doc.font(font).fontSize(size).text(text, 40, doc.y, { width: width || doc.page.width - 80, align: 'left', lineGap: 1.5 });
  doc.y += after;
}
// spec: { cols: [{ head: [lines], right: x, align? }], labelX, noteX?, size, lineH, title (for "continued"), breakAfter }
// rows: { label, indent, bold, head, note, vals: [strings], rule }
export function stmt(doc, spec, rows) {
  const { cols, labelX = 40, noteX, size = 8.5, lineH = 13, title, breakAfter, labelW = 230, cellW = 70 } = spec;
  const bottom = doc.page.height - 80;
  const drawHead = () => {
    const n = Math.max(...cols.map((c) => c.head.length));
    const y0 = doc.y;
    doc.font('B').fontSize(size - 0.5);
    cols.forEach((c) => c.head.forEach((h, i) => {
      const y = y0 + (n - c.head.length + i) * (size + 1.5);
      if (c.left !== undefined) doc.text(h, c.left, y, { lineBreak: false });
      else doc.text(h, c.right - cellW, y, { width: cellW, align: 'right', lineBreak: false });
    }));
    if (noteX !== undefined) doc.text('Note', noteX, y0 + (n - 1) * (size + 1.5), { lineBreak: false });
    doc.y = y0 + n * (size + 1.5) + 6;
  };
  drawHead();
  let count = 0;
  for (const r of rows) {
    if (doc.y > bottom || (breakAfter && count === breakAfter && !r.noBreak)) {
      doc.addPage();
      doc.font('B').fontSize(10).text(`${title} (continued)`, labelX, doc.y);
      doc.y += 6;
      drawHead();
    }
    count++;
    if (r.gap) { doc.y += r.gap; continue; }
    const y = doc.y;
    const numCols = cols.filter((c) => c.left === undefined);
    if (r.rule === 'above' || r.rule === 'double') for (const c of numCols) doc.moveTo(c.right - 52, y - 2).lineTo(c.right, y - 2).lineWidth(0.5).stroke();
    doc.font(r.bold || r.head ? 'B' : 'R').fontSize(size);
    if (r.label !== undefined || r.head) doc.text(r.label ?? r.head, labelX + (r.indent || 0) * 10, y, { lineBreak: false, width: labelW });
    if (r.note && noteX !== undefined) doc.font('R').text(r.note, noteX, y, { lineBreak: false });
    doc.font(r.bold ? 'B' : 'R');
    (r.vals || []).forEach((v, i) => {
      const c = cols[i + (spec.skip || 0)];
      if (v === undefined || v === null || v === '' || !c) return;
      if (c.left !== undefined) doc.text(String(v), c.left, y, { lineBreak: false });
      else doc.text(String(v), c.right - cellW, y, { width: cellW, align: 'right', lineBreak: false });
    });
    if (r.rule === 'double') for (const c of numCols) { doc.moveTo(c.right - 52, y + lineH - 3).lineTo(c.right, y + lineH - 3).stroke(); doc.moveTo(c.right - 52, y + lineH - 1).lineTo(c.right, y + lineH - 1).stroke(); }
    doc.x = labelX;
    doc.y = y + lineH + (r.rule === 'double' ? 3 : 0);
  }
  doc.y += 8;
}
