// Statement-style PDF helpers shared by both organisations' renderers: headings, paragraphs, page numbers,
// column headings wrapped over several lines, and rows of a label with right-aligned figures.

export const H = (doc, t, size = 12, x = 40, w = 515) => { doc.font('B').fontSize(size).text(t, x, doc.y, { width: w }); doc.moveDown(0.3); };
export const para = (doc, t, size = 9, x = 40, w = 515) => { doc.font('R').fontSize(size).text(t, x, doc.y, { width: w, lineGap: 2 }); doc.moveDown(0.5); };
export const pageNo = (doc, n, footer, { w = 515, y = 800 } = {}) => {
  const keep = doc.y;
  const mb = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('R').fontSize(7.5);
  if (footer) doc.text(footer, 40, y, { width: w, align: 'left', lineBreak: false });
  doc.text(String(n), 40, y, { width: w, align: 'right', lineBreak: false });
  doc.page.margins.bottom = mb;
  doc.y = keep;
};
// heads: one string per column, lines split by \n; all are bottom-aligned
export function colHead(doc, xs, heads, { colW = 80, noteX, noteLabel = 'Note', size = 8, lineH = 9.5 } = {}) {
  const y = doc.y;
  const n = Math.max(...heads.map((h) => h.split('\n').length));
  doc.font('B').fontSize(size);
  if (noteX) doc.text(noteLabel, noteX - 8, y + (n - 1) * lineH, { lineBreak: false });
  heads.forEach((h, i) => {
    const ls = h.split('\n');
    ls.forEach((l, j) => doc.text(l, xs[i] - colW, y + (n - ls.length + j) * lineH, { width: colW, align: 'right', lineBreak: false }));
  });
  for (const x of xs) doc.moveTo(x - colW + 10, y + n * lineH + 1).lineTo(x, y + n * lineH + 1).lineWidth(0.5).stroke();
  doc.y = y + n * lineH + 6;
}
// list: {label (\n for a wrapped caption; figures sit on its last line), indent, bold, italic, note, vals, rule, double, gap}
export function rows(doc, list, { xs, fmt, noteX, size = 8.5, lineH = 14, labelX = 40, width = 240, colW = 80 } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    const labels = r.label ? String(r.label).split('\n') : [''];
    let y = doc.y;
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    labels.forEach((l, i) => {
      if (i > 0) y += lineH - 3;
      if (l) doc.text(l, labelX + (r.indent || 0) * 10 + (i > 0 ? 8 : 0), y, { lineBreak: false, width });
    });
    if (r.rule) for (const x of xs) doc.moveTo(x - colW + 10, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    if (r.note !== undefined && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? fmt(v) : String(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
    });
    if (r.double) for (const x of xs) { doc.moveTo(x - colW + 10, y + lineH - 4).lineTo(x, y + lineH - 4).stroke(); doc.moveTo(x - colW + 10, y + lineH - 2).lineTo(x, y + lineH - 2).stroke(); }
    doc.x = labelX; doc.y = y + lineH;
  }
}
