// PDF helpers (pdfkit): fonts, a page frame, and tables whose numbers sit right-aligned under
// column headings wrapped over several lines; a table that reaches the foot of a page carries on
// over the next page under its heading again, marked "(continued)".
import PDFDocument from 'pdfkit';
import fs from 'node:fs';

const FD = '/usr/share/fonts/truetype/dejavu';
export function newPdf(file, opts = {}) {
  const { title, author, ...rest } = opts;
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false, ...rest, info: { Title: title || '', Author: author || '' } });
  doc.registerFont('R', `${FD}/DejaVuSans.ttf`);
  doc.registerFont('B', `${FD}/DejaVuSans-Bold.ttf`);
  doc.registerFont('I', `${FD}/DejaVuSans-Oblique.ttf`);
  doc.registerFont('C', `${FD}/DejaVuSansCondensed.ttf`);
  doc.registerFont('CB', `${FD}/DejaVuSansCondensed-Bold.ttf`);
  doc.registerFont('CI', `${FD}/DejaVuSansCondensed-Oblique.ttf`);
  doc.registerFont('SR', `${FD}/DejaVuSerif.ttf`);
  doc.registerFont('SB', `${FD}/DejaVuSerif-Bold.ttf`);
  doc.registerFont('SI', `${FD}/DejaVuSerif-Italic.ttf`);
  const out = fs.createWriteStream(file);
  doc.pipe(out);
  const done = new Promise((res) => out.on('finish', res));
  return { doc, end: () => { doc.end(); return done; } };
}

// Writes a line outside the page margins (running headers, page numbers) without pdfkit starting a new page.
export function atEdge(doc, fn) {
  const m = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  fn();
  doc.page.margins.bottom = m;
}

// Writes wrapped text at the left margin and moves down.
export function para(doc, text, { font = 'SR', size = 10, width, gap = 6, align = 'left', x } = {}) {
  doc.font(font).fontSize(size);
  const left = x ?? doc.page.margins.left;
  doc.text(text, left, doc.y, { width: width ?? doc.page.width - left - doc.page.margins.right, align });
  doc.y += gap;
}

// A table. spec: { cols: [{right, head: ['line1','line2',..]}], labelX, labelHead, size, lineH, font, bold,
//   noteCol: {right, head} (optional), caption (text above header, e.g. "in thousands"), bottom (y limit),
//   onNewPage(doc) (draws the page frame, returns the y to start at), title (for "(continued)") }
// rows: {label, note, vals: [strings], bold, indent, rule: 'above'|'double'|'below', gap, italic}
export function table(doc, spec, rows) {
  const size = spec.size ?? 8.5;
  const lineH = spec.lineH ?? 13;
  const bottom = spec.bottom ?? doc.page.height - 70;
  const labelX = spec.labelX ?? 50;
  const drawHead = (cont) => {
    if (cont && spec.title) {
      doc.font(spec.titleFont ?? 'SB').fontSize(spec.titleSize ?? 10.5).text(`${spec.title} (continued)`, labelX, doc.y, { lineBreak: false });
      doc.y += 18;
    }
    if (spec.caption) { doc.font('CI').fontSize(size).text(spec.caption, labelX, doc.y, { lineBreak: false }); doc.y += lineH; }
    const heads = spec.cols.map((c) => c.head);
    if (spec.noteCol) heads.push(spec.noteCol.head);
    const depth = Math.max(...heads.map((h) => h.length), spec.labelHead ? spec.labelHead.length : 0);
    const y0 = doc.y;
    doc.font(spec.headFont ?? 'CB').fontSize(size);
    const put = (lines, right, w) => {
      const pad = depth - lines.length; // headings sit on the bottom line
      lines.forEach((t, j) => doc.text(t, right - w, y0 + (pad + j) * (lineH - 2), { width: w, align: 'right', lineBreak: false }));
    };
    spec.cols.forEach((c) => put(c.head, c.right, c.width ?? 74));
    if (spec.noteCol) put(spec.noteCol.head, spec.noteCol.right, 34);
    if (spec.labelHead) spec.labelHead.forEach((t, j) => doc.text(t, labelX, y0 + (depth - spec.labelHead.length + j) * (lineH - 2), { lineBreak: false }));
    const yl = y0 + depth * (lineH - 2) + 2;
    doc.moveTo(labelX, yl).lineTo(spec.cols.at(-1).right, yl).lineWidth(0.5).stroke();
    doc.y = yl + 5;
  };
  const headH = (Math.max(...spec.cols.map((c) => c.head.length)) * (lineH - 2)) + 7 + (spec.caption ? lineH : 0);
  if (spec.onNewPage && doc.y + headH + 2 * lineH > bottom) doc.y = spec.onNewPage(doc);
  drawHead(false);
  for (const r of rows) {
    if (r.gap) { doc.y += r.gap; continue; }
    if (doc.y + lineH > bottom) {
      if (spec.onNewPage) doc.y = spec.onNewPage(doc); // draws the page frame on a new page
      else { doc.addPage(); doc.y = 60; }
      drawHead(true);
    }
    const y = doc.y;
    if (r.rule === 'above' || r.rule === 'double') for (const c of spec.cols) doc.moveTo(c.right - 60, y - 2).lineTo(c.right, y - 2).lineWidth(0.4).stroke();
    doc.font(r.bold ? (spec.boldFont ?? 'CB') : r.italic ? 'CI' : (spec.font ?? 'C')).fontSize(size);
    if (r.label !== undefined) doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false });
    if (r.note !== undefined && r.note !== '' && spec.noteCol) doc.text(String(r.note), spec.noteCol.right - 34, y, { width: 34, align: 'right', lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      const c = spec.cols[i];
      const w = c.width ?? 74;
      doc.text(String(v), c.right - w, y, { width: w, align: 'right', lineBreak: false });
    });
    if (r.rule === 'double' || r.rule === 'below') {
      for (const c of spec.cols) {
        doc.moveTo(c.right - 60, y + lineH - 3).lineTo(c.right, y + lineH - 3).lineWidth(0.4).stroke();
        if (r.rule === 'double') doc.moveTo(c.right - 60, y + lineH - 1).lineTo(c.right, y + lineH - 1).stroke();
      }
    }
    doc.x = labelX;
    doc.y = y + lineH;
  }
}
