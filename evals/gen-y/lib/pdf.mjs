// PDF helpers (pdfkit, its built-in Helvetica and Times, so no font files are needed).
import PDFDocument from 'pdfkit';
import fs from 'node:fs';

export function newPdf(file, opts = {}) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, ...opts, info: { Title: opts.title || '', Author: opts.author || '', CreationDate: new Date(Date.UTC(2026, 6, 20)) } });
  const out = fs.createWriteStream(file);
  doc.pipe(out);
  const done = new Promise((res) => out.on('finish', res));
  return { doc, end: () => { doc.end(); return done; } };
}
export const FONT = { R: 'Helvetica', B: 'Helvetica-Bold', I: 'Helvetica-Oblique', SR: 'Times-Roman', SB: 'Times-Bold', SI: 'Times-Italic' };

// A table of a label column and right-aligned numeric columns.
// cols: right edges of the numeric columns; widths: their widths (default 70)
export function header(doc, cols, heads, { labelHead = '', size = 8, lineH = 9.5, w = 70, x0 = 50, rule = true, labelW = 200 } = {}) {
  const y = doc.y;
  const n = Math.max(1, ...heads.map((h) => h.length));
  doc.font(FONT.B).fontSize(size);
  if (labelHead) doc.text(labelHead, x0, y + (n - 1) * lineH, { lineBreak: false, width: labelW });
  heads.forEach((lines, i) => lines.forEach((t, j) => doc.text(t, cols[i] - w, y + (n - lines.length + j) * lineH, { width: w, align: 'right', lineBreak: false })));
  const yb = y + n * lineH + 2;
  if (rule) doc.moveTo(x0, yb).lineTo(cols[cols.length - 1], yb).lineWidth(0.6).stroke();
  doc.x = x0; doc.y = yb + 5;
}
export function rows(doc, cols, list, { size = 8.5, lineH = 13, w = 70, x0 = 50, labelW = 220, font = 'R' } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    const y = doc.y;
    doc.font(r.bold ? FONT.B : r.italic ? FONT.I : FONT[font]).fontSize(r.size || size);
    if (r.label !== undefined) doc.text(r.label, x0 + (r.indent || 0) * 10, y, { lineBreak: false, width: labelW - (r.indent || 0) * 10 });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.text(String(v), cols[i] - w, y, { width: w, align: 'right', lineBreak: false });
    });
    if (r.rule === 'above' || r.rule === 'total') for (const x of cols) doc.moveTo(x - w + 12, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    if (r.rule === 'total') for (const x of cols) { doc.moveTo(x - w + 12, y + lineH - 3).lineTo(x, y + lineH - 3).stroke(); doc.moveTo(x - w + 12, y + lineH - 1.5).lineTo(x, y + lineH - 1.5).stroke(); }
    doc.x = x0; doc.y = y + lineH;
  }
}
export function para(doc, text, o = {}) {
  doc.font(o.bold ? FONT.B : o.italic ? FONT.I : o.serif ? FONT.SR : FONT.R).fontSize(o.size || 9.5).text(text, o.x ?? 50, o.y ?? doc.y, { width: o.width || 495, align: o.align || 'justify', paragraphGap: o.gap ?? 6, lineGap: 1.5 });
}
export function footer(doc, text, { pageFrom = 0, numberFrom = 1, width = 495, bottom = 800, x = 50 } = {}) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + pageFrom; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const old = doc.page.margins.bottom; doc.page.margins.bottom = 0;
    doc.font(FONT.R).fontSize(7.5).text(text, x, bottom, { width, align: 'left', lineBreak: false });
    doc.text(String(i - pageFrom + numberFrom), x, bottom, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = old;
  }
}
