// PDF helpers (pdfkit) used only by the renderers: pages with running headers and footers, paragraphs,
// and number tables with wrapped multi-line column headers, group headers, "$" signs, wrapped row labels,
// rules, and page breaks that repeat the table's header under a "(continued)" title.
import PDFDocument from 'pdfkit';
import fs from 'node:fs';

const FD = '/usr/share/fonts/truetype/liberation';

export function newPdf(file, { title = '', author = '', header = () => [], footer = () => [], margin = 54 } = {}) {
  const doc = new PDFDocument({ size: 'LETTER', margin, autoFirstPage: false, info: { Title: title, Author: author, CreationDate: new Date(Date.UTC(2025, 9, 14)) } });
  doc.registerFont('R', `${FD}/LiberationSans-Regular.ttf`);
  doc.registerFont('B', `${FD}/LiberationSans-Bold.ttf`);
  doc.registerFont('I', `${FD}/LiberationSans-Italic.ttf`);
  doc.registerFont('SR', `${FD}/LiberationSerif-Regular.ttf`);
  doc.registerFont('SB', `${FD}/LiberationSerif-Bold.ttf`);
  doc.registerFont('SI', `${FD}/LiberationSerif-Italic.ttf`);
  const out = fs.createWriteStream(file);
  doc.pipe(out);
  const done = new Promise((res) => out.on('finish', res));
  let n = 0;
  const api = {
    doc,
    margin,
    page(opts = {}) {
      api.lastOpts = opts;
      doc.addPage({ size: 'LETTER', layout: opts.landscape ? 'landscape' : 'portrait', margin });
      n++;
      const W = doc.page.width, H = doc.page.height;
      if (!opts.bare) {
        const saved = doc.page.margins;
        doc.page.margins = { top: 0, bottom: 0, left: saved.left, right: saved.right };
        const hs = header(n, opts) || [];
        hs.forEach((h, i) => doc.font(h.font || 'R').fontSize(h.size || 8).fillColor('#444').text(h.text, margin, 24 + i * 10, { width: W - 2 * margin, align: h.align || 'center', lineBreak: false }));
        const fs2 = footer(n, opts) || [];
        fs2.forEach((f, i) => doc.font(f.font || 'R').fontSize(f.size || 8).fillColor('#444').text(f.text, margin, H - 40 + i * 10, { width: W - 2 * margin, align: f.align || 'center', lineBreak: false }));
        doc.fillColor('black');
        doc.page.margins = saved;
      }
      doc.x = margin; doc.y = opts.top || margin + 6;
      return n;
    },
    bottom() { return doc.page.height - margin - 14; },
    width() { return doc.page.width - 2 * margin; },
    end: () => { doc.end(); return done; },
  };
  return api;
}

export function heading(P, lines, { size = 11, font = 'B', align = 'center', gap = 2, after = 8 } = {}) {
  const { doc } = P;
  for (const l of [].concat(lines)) {
    const t = typeof l === 'string' ? { text: l } : l;
    doc.font(t.font || font).fontSize(t.size || size).text(t.text, P.margin, doc.y, { width: P.width(), align: t.align || align });
    doc.y += gap;
  }
  doc.y += after;
}

export function para(P, text, { size = 9.5, font = 'R', indent = 0, after = 6, align = 'justify' } = {}) {
  const { doc } = P;
  const h = doc.font(font).fontSize(size).heightOfString(text, { width: P.width() - indent, align });
  if (doc.y + h > P.bottom()) P.page(P.lastOpts || {});
  doc.font(font).fontSize(size).text(text, P.margin + indent, doc.y, { width: P.width() - indent, align });
  doc.y += after;
}

// cols: [{right, width=64}] ; header: array of column header strings ("\n" = forced wrap), groups: [{from, to, text}]
// rows: {label, vals, bold, italic, indent, dollar, rule:'above'|'double'|'both', gap, section}
export function table(P, { cols, header, groups = [], rows, size = 8.5, lineH = 12.5, labelW = 230, headerSize, cont, breakAt = [], colW = 60 }) {
  const { doc } = P;
  const x0 = P.margin;
  const drawHeader = () => {
    const hs = headerSize || size;
    let y = doc.y;
    if (groups.length) {
      for (const g of groups) {
        const l = cols[g.from].right - (cols[g.from].width || colW), r = cols[g.to].right;
        doc.font('B').fontSize(hs).text(g.text, l, y, { width: r - l, align: 'center', lineBreak: false });
        doc.moveTo(l + 2, y + hs + 2).lineTo(r, y + hs + 2).lineWidth(0.5).stroke();
      }
      y += hs + 6;
    }
    const lines = header.map((h) => (h || '').split('\n'));
    const nl = Math.max(...lines.map((l) => l.length));
    lines.forEach((ls, i) => {
      const c = cols[i], w = c.width || colW;
      ls.forEach((t, j) => doc.font('B').fontSize(hs).text(t, c.right - w, y + (nl - ls.length + j) * (hs + 1.5), { width: w, align: 'right', lineBreak: false }));
      doc.moveTo(c.right - w + 6, y + nl * (hs + 1.5) + 1).lineTo(c.right, y + nl * (hs + 1.5) + 1).lineWidth(0.5).stroke();
    });
    doc.y = y + nl * (hs + 1.5) + 6;
  };
  {
    const nl = Math.max(...header.map((h) => (h || '').split('\n').length));
    const need = (groups.length ? 20 : 0) + nl * ((headerSize || size) + 1.5) + 8 + lineH * 3;
    if (doc.y + need > P.bottom()) { P.page(P.lastOpts || {}); if (cont) heading(P, cont, { size: 10, after: 6 }); }
  }
  drawHeader();
  rows.forEach((r, idx) => {
    if (breakAt.includes(idx) || doc.y + lineH * 2 > P.bottom()) {
      P.page(P.lastOpts || {});
      if (cont) heading(P, cont, { size: 10, after: 6 });
      drawHeader();
    }
    if (r.gap) { doc.y += r.gap; return; }
    const font = r.bold ? 'B' : r.italic ? 'I' : 'R';
    doc.font(font).fontSize(size);
    const lx = x0 + (r.indent || 0) * 10;
    const lw = labelW - (r.indent || 0) * 10;
    let y = doc.y;
    if (r.rule === 'above' || r.rule === 'both') for (const c of cols) doc.moveTo(c.right - (c.width || colW) + 10, y - 2).lineTo(c.right, y - 2).lineWidth(0.5).stroke();
    let lastY = y;
    if (r.label !== undefined) {
      const h = doc.heightOfString(r.label, { width: lw });
      doc.text(r.label, lx, y, { width: lw });
      const nLines = Math.max(1, Math.round(h / doc.currentLineHeight(true)));
      lastY = y + (nLines - 1) * doc.currentLineHeight(true);
    }
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      const c = cols[i], w = c.width || colW;
      doc.font(font).fontSize(size).text(String(v), c.right - w, lastY, { width: w, align: 'right', lineBreak: false });
      if (r.dollar && v !== '') doc.text('$', c.right - w + 8, lastY, { lineBreak: false });
    });
    const yEnd = lastY + lineH;
    if (r.rule === 'double' || r.rule === 'both') {
      for (const c of cols) {
        const l = c.right - (c.width || colW) + 10;
        if (r.rule === 'double') { doc.moveTo(l, yEnd - 3).lineTo(c.right, yEnd - 3).lineWidth(0.5).stroke(); doc.moveTo(l, yEnd - 1).lineTo(c.right, yEnd - 1).stroke(); }
        else doc.moveTo(l, yEnd - 2).lineTo(c.right, yEnd - 2).lineWidth(0.5).stroke();
      }
    }
    doc.x = x0;
    doc.y = yEnd;
  });
  doc.y += 6;
}
