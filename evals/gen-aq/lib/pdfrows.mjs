// PDF table helpers shared by the two renderers: rows of a label, an optional note number and right-aligned
// figures; column headings that wrap over several lines; headings and paragraphs; page numbers.
export function rows(doc, list, { xs, noteX, size = 8.5, lineH = 14, labelX = 40, width = 240, colW = 80, fmt } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    const y = doc.y;
    if (r.rule) for (const x of xs) doc.moveTo(x - colW + 8, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(r.size || size);
    if (r.label) doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false, width });
    if (r.note !== undefined && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? fmt(v) : String(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
    });
    if (r.double) for (const x of xs) { doc.moveTo(x - colW + 8, y + lineH - 4).lineTo(x, y + lineH - 4).stroke(); doc.moveTo(x - colW + 8, y + lineH - 2).lineTo(x, y + lineH - 2).stroke(); }
    doc.x = labelX; doc.y = y + lineH;
  }
}
export const H = (doc, t, size = 12, o = {}) => { doc.font('B').fontSize(size).text(t, o.x ?? 40, doc.y, { width: o.w ?? 515, align: o.align || 'left' }); doc.moveDown(0.3); };
export const para = (doc, t, size = 9, o = {}) => { doc.font(o.font || 'R').fontSize(size).text(t, o.x ?? 40, doc.y, { width: o.w ?? 515, lineGap: 2, align: o.align || 'left' }); doc.moveDown(0.5); };
export const pageNo = (doc, t, o = {}) => {
  const y = doc.y, mb = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // a footer below the bottom margin must not start a new page
  doc.font('R').fontSize(8).text(t, o.x ?? 40, o.y ?? 800, { width: o.w ?? 515, align: 'center', lineBreak: false });
  doc.page.margins.bottom = mb; doc.y = y;
};
// headings: each an array of lines (all the same count), drawn right-aligned above their column
export const colHead = (doc, xs, heads, { colW = 80, noteX, noteLabel, size = 8 } = {}) => {
  const y = doc.y;
  const n = Math.max(...heads.map((h) => h.length));
  doc.font('B').fontSize(size);
  if (noteX) doc.text(noteLabel, noteX - 6, y + (n - 1) * (size + 2), { lineBreak: false });
  heads.forEach((h, i) => h.forEach((line, k) => doc.text(line, xs[i] - colW, y + (n - h.length + k) * (size + 2), { width: colW, align: 'right', lineBreak: false })));
  const yl = y + n * (size + 2) + 1;
  for (const x of xs) doc.moveTo(x - colW + 8, yl).lineTo(x, yl).lineWidth(0.5).stroke();
  doc.y = yl + 6;
};
