// small helpers around pdfkit: text PDFs with embedded Liberation fonts and right-aligned columns
import PDFDocument from 'pdfkit';
import fs from 'node:fs';

const FONT_DIR = '/usr/share/fonts/truetype/liberation';
export function newPdf(path, { layout = 'portrait', margin = 54, title = '', serif = false } = {}) {
  const doc = new PDFDocument({ size: 'LETTER', layout, margin, info: { Title: title, Author: '', Producer: 'pdfkit', Creator: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 10, 20)) } });
  const fam = serif ? 'LiberationSerif' : 'LiberationSans';
  doc.registerFont('R', `${FONT_DIR}/${fam}-Regular.ttf`);
  doc.registerFont('B', `${FONT_DIR}/${fam}-Bold.ttf`);
  doc.registerFont('I', `${FONT_DIR}/${fam}-Italic.ttf`);
  doc.font('R');
  const out = fs.createWriteStream(path);
  doc.pipe(out);
  const done = new Promise((res, rej) => { out.on('finish', res); out.on('error', rej); });
  return { doc, done };
}

// cols: [{x, w, align}] ; cells: strings (or null to skip)
export function row(doc, y, cols, cells, { font = 'R', size = 9.5 } = {}) {
  doc.font(font).fontSize(size);
  cells.forEach((c, i) => {
    if (c === null || c === undefined || c === '') return;
    const col = cols[i];
    doc.text(String(c), col.x, y, { width: col.w, align: col.align ?? 'left', lineBreak: false });
  });
}

export function rule(doc, x1, x2, y, width = 0.6) {
  doc.save().lineWidth(width).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

// paragraph helper returning new y
export function para(doc, text, x, y, { width = 500, font = 'R', size = 10, gap = 6, align = 'left' } = {}) {
  doc.font(font).fontSize(size);
  doc.text(text, x, y, { width, align });
  return doc.y + gap;
}
