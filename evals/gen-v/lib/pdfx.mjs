// Table and text helpers on top of lib/pdf.mjs (pdfkit): numeric columns right-aligned at given x edges,
// headers wrapped over several lines, rules above totals, and a page-break hook.
export { newPdf } from './pdf.mjs';

export function heading(doc, text, { size = 13, font = 'B', gap = 6, x = 50, align = 'left', width } = {}) {
  doc.font(font).fontSize(size).text(text, x, doc.y, { align, width: width ?? doc.page.width - 2 * x });
  doc.y += gap;
}
export function para(doc, text, { size = 9.5, font = 'R', x = 50, width, gap = 6 } = {}) {
  doc.font(font).fontSize(size).text(text, x, doc.y, { width: width ?? doc.page.width - 2 * x, align: 'left' });
  doc.y += gap;
}
// header: array of column headings (strings with \n for wrapped lines), drawn right-aligned over each column
export function colHeads(doc, heads, right, { w = 70, size = 8, font = 'B', labelHead, labelX = 50 } = {}) {
  const y = doc.y;
  let maxLines = 1;
  heads.forEach((h, i) => {
    if (!h) return;
    const lines = h.split('\n');
    maxLines = Math.max(maxLines, lines.length);
    lines.forEach((ln, j) => doc.font(font).fontSize(size).text(ln, right[i] - w, y + j * (size + 2), { width: w, align: 'right', lineBreak: false }));
  });
  if (labelHead) doc.font(font).fontSize(size).text(labelHead, labelX, y + (maxLines - 1) * (size + 2), { lineBreak: false });
  doc.y = y + maxLines * (size + 2) + 4;
  doc.x = labelX;
}
// rows: {label, indent, bold, italic, vals, rule: 'above'|'double'|'both', gap}
export function rows(doc, list, { labelX = 50, right, size = 8.5, lineH = 13, w = 70, ruleW = 58, bottom = 780, onBreak } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    if (onBreak && doc.y + lineH > bottom) onBreak();
    const y = doc.y;
    const cols = r.vals ? r.vals.map((v, i) => (v === null || v === undefined || v === '' ? null : i)).filter((i) => i !== null) : [];
    if (r.rule === 'above' || r.rule === 'both') for (const i of cols) doc.moveTo(right[i] - ruleW, y - 2).lineTo(right[i], y - 2).lineWidth(0.5).stroke();
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(r.size || size);
    if (r.label !== undefined) doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.text(String(v), right[i] - w, y, { width: w, align: 'right', lineBreak: false });
    });
    if (r.rule === 'double' || r.rule === 'both') for (const i of cols) { doc.moveTo(right[i] - ruleW, y + lineH - 3).lineTo(right[i], y + lineH - 3).stroke(); doc.moveTo(right[i] - ruleW, y + lineH - 1).lineTo(right[i], y + lineH - 1).stroke(); }
    doc.x = labelX;
    doc.y = y + lineH;
  }
}
export function footer(doc, text, { size = 7.5 } = {}) {
  const y = doc.page.height - 40;
  const keep = doc.y, mb = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('I').fontSize(size).text(text, 50, y, { width: doc.page.width - 100, align: 'center', lineBreak: false });
  doc.page.margins.bottom = mb;
  doc.y = keep;
}
