// Statement tables for pdfkit whose labels may wrap: the figures stand on the label's last line, as in
// printed annual accounts. Page breaks are placed by the renderers, never by pdfkit.
export function tableRows(doc, list, { xs, labelX = 50, labelW = 230, size = 9, colW = 72, refX, gap = 3, fmt = (v) => String(v) } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(r.size || size);
    const lx = labelX + (r.indent || 0) * 10;
    const w = labelW - (r.indent || 0) * 10;
    const lineH = doc.currentLineHeight(true);
    const h = r.label ? doc.heightOfString(r.label, { width: w }) : lineH;
    const y = doc.y;
    if (r.rule) for (const x of xs) doc.moveTo(x - colW + 10, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    if (r.label) doc.text(r.label, lx, y, { width: w });
    const yl = y + h - lineH;
    if (r.ref !== undefined && refX) doc.font('R').text(String(r.ref), refX, yl, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').fontSize(r.size || size).text(typeof v === 'number' ? fmt(v) : String(v), xs[i] - colW, yl, { width: colW, align: 'right', lineBreak: false });
    });
    if (r.double) for (const x of xs) { doc.moveTo(x - colW + 10, yl + lineH).lineTo(x, yl + lineH).stroke(); doc.moveTo(x - colW + 10, yl + lineH + 2).lineTo(x, yl + lineH + 2).stroke(); }
    doc.x = labelX; doc.y = y + h + gap;
  }
}
// column headings over several lines, right-aligned over each column
export function heads(doc, xs, list, { colW = 72, size = 8.5, labelX, label } = {}) {
  const y = doc.y;
  doc.font('B').fontSize(size);
  const lines = Math.max(...list.map((h) => h.split('\n').length));
  const lh = doc.currentLineHeight(true);
  list.forEach((h, i) => { const n = h.split('\n').length; doc.text(h, xs[i] - colW, y + (lines - n) * lh, { width: colW, align: 'right' }); });
  if (label) doc.text(label, labelX, y + (lines - 1) * lh, { lineBreak: false });
  doc.y = y + lines * lh + 6;
  doc.moveTo(labelX ?? 50, doc.y - 3).lineTo(xs[xs.length - 1], doc.y - 3).lineWidth(0.5).stroke();
}
export const H = (doc, t, { size = 12, x = 50, width = 495 } = {}) => { doc.font('B').fontSize(size).text(t, x, doc.y, { width }); doc.moveDown(0.35); };
export const para = (doc, t, { size = 9, x = 50, width = 495 } = {}) => { doc.font('R').fontSize(size).text(t, x, doc.y, { width, lineGap: 2 }); doc.moveDown(0.5); };
export function footer(doc, left, n, { width = 495, x = 50, y = 788 } = {}) {
  const keep = doc.y;
  doc.font('R').fontSize(7.5).text(left, x, y, { lineBreak: false });
  doc.text(String(n), x, y, { width, align: 'right', lineBreak: false });
  doc.y = keep;
}
