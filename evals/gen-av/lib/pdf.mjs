// Small PDF helpers (pdfkit) used only by the renderers: text blocks and right-aligned number tables.
import PDFDocument from 'pdfkit';
import fs from 'node:fs';

const FD = '/usr/share/fonts/truetype/dejavu';
export function newPdf(file, opts = {}) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, ...opts, info: { Title: opts.title || '', Author: opts.author || '' } });
  doc.registerFont('R', `${FD}/DejaVuSans.ttf`);
  doc.registerFont('B', `${FD}/DejaVuSans-Bold.ttf`);
  doc.registerFont('I', `${FD}/DejaVuSans-Oblique.ttf`);
  doc.registerFont('SR', `${FD}/DejaVuSerif.ttf`);
  doc.registerFont('SB', `${FD}/DejaVuSerif-Bold.ttf`);
  const out = fs.createWriteStream(file);
  doc.pipe(out);
  const done = new Promise((res) => out.on('finish', res));
  return { doc, end: () => { doc.end(); return done; } };
}

// rows: {label, indent, bold, vals: [..strings], rule: 'above'|'below'|'double', gap}
// cols: {labelX, right: [x of each numeric column's right edge], size}
export function table(doc, rows, { labelX = 50, right, size = 9, lineH = 14, width } = {}) {
  for (const r of rows) {
    if (r.gap) { doc.y += r.gap; continue; }
    const y = doc.y;
    if (r.rule === 'above' || r.rule === 'double') {
      for (const x of right) doc.moveTo(x - 62, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    }
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    if (r.label !== undefined) doc.text(r.label, labelX + (r.indent || 0) * 12, y, { lineBreak: false, width: width || 400 });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      const w = 80;
      doc.text(String(v), right[i] - w, y, { width: w, align: 'right', lineBreak: false });
    });
    if (r.rule === 'double') {
      for (const x of right) { doc.moveTo(x - 62, y + lineH - 3).lineTo(x, y + lineH - 3).stroke(); doc.moveTo(x - 62, y + lineH - 1).lineTo(x, y + lineH - 1).stroke(); }
    }
    doc.x = labelX;
    doc.y = y + lineH;
  }
}
