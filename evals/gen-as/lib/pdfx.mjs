// PDF layout helpers shared by the two renderers: statement rows with right-aligned number columns,
// column headings wrapped over several lines, headings, paragraphs and page numbers.
import { fmt } from './office.mjs';

// whole amounts, negatives in brackets, zero as a dash
export const acc0 = (v) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
export const acc2 = (v) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${fmt(-v, 2)})` : fmt(v, 2));

export function mk(doc, { left = 50, width = 495, num = acc0, footY = 776 } = {}) {
  const X = {};
  X.rows = (list, { xs, noteX, size = 9, lineH = 14, labelX = left, width: lw = 260, colW = 78 } = {}) => {
    for (const r of list) {
      if (r.gap) { doc.y += r.gap; continue; }
      const y = doc.y;
      if (r.rule) for (const x of xs) doc.moveTo(x - colW + 14, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
      doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
      if (r.label) doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false, width: lw });
      if (r.note !== undefined && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
      (r.vals || []).forEach((v, i) => {
        if (v === undefined || v === null || v === '') return;
        doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? num(v) : String(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
      });
      if (r.double) for (const x of xs) { doc.moveTo(x - colW + 14, y + lineH - 4).lineTo(x, y + lineH - 4).stroke(); doc.moveTo(x - colW + 14, y + lineH - 2).lineTo(x, y + lineH - 2).stroke(); }
      doc.x = labelX; doc.y = y + lineH;
    }
  };
  // heads: strings with \n, every heading wrapped over the same number of lines (bottom aligned)
  X.colHead = (xs, heads, { colW = 78, noteX, noteLabel = 'Note', size = 8.5, labelHead } = {}) => {
    const y = doc.y;
    const n = Math.max(...heads.map((h) => h.split('\n').length));
    doc.font('B').fontSize(size);
    heads.forEach((h, i) => {
      const lines = h.split('\n');
      lines.forEach((l, j) => doc.text(l, xs[i] - colW, y + (n - lines.length + j) * (size + 2), { width: colW, align: 'right', lineBreak: false }));
    });
    if (noteX) doc.text(noteLabel, noteX - 4, y + (n - 1) * (size + 2), { lineBreak: false });
    if (labelHead) doc.text(labelHead, left, y + (n - 1) * (size + 2), { lineBreak: false });
    doc.y = y + n * (size + 2) + 6;
    doc.x = left;
  };
  X.H = (t, size = 12, o = {}) => { doc.font('B').fontSize(size).text(t, left, doc.y, { width, ...o }); doc.moveDown(0.3); };
  X.para = (t, size = 9, o = {}) => { doc.font(o.font || 'R').fontSize(size).text(t, left, doc.y, { width, lineGap: 2, ...o }); doc.moveDown(0.5); };
  X.pageNo = (t) => { const y = doc.y; doc.font('R').fontSize(8).text(t, left, footY, { width, align: 'center', lineBreak: false }); doc.y = y; };
  X.header = (lines) => { doc.font('R').fontSize(7.5); lines.forEach((l, i) => doc.text(l, left, 22 + i * 9, { width, align: 'right', lineBreak: false })); doc.y = Math.max(doc.y, 60); doc.x = left; };
  return X;
}
