// PDF table and text helpers on top of pdf.mjs (pdfkit): wrapped cells, right-aligned number columns, page breaks
// with repeated headings, and page footers written after the whole document is laid out.

// split text into lines that fit width (explicit \n forces a break)
export function wrap(doc, text, width, font, size) {
  doc.font(font).fontSize(size);
  const out = [];
  for (const para of String(text).split('\n')) {
    const words = para.split(' ');
    let cur = '';
    for (const w of words) {
      const t = cur ? `${cur} ${w}` : w;
      if (cur && doc.widthOfString(t) > width) { out.push(cur); cur = w; } else cur = t;
    }
    out.push(cur);
  }
  return out;
}

// rows: {cells: [..], bold, italic, rule: 'above'|'below'|'double'|'top', gap, indent (col 0, in steps), size, shade}
// cols: [{x, w, align}] - x is the left edge; right-aligned text ends at x + w.
// opts: {size, lineH, bottom, onNewPage(doc) -> sets doc.y}
export function ptable(doc, rows, cols, opts = {}) {
  const size = opts.size ?? 8.5;
  const lineH = opts.lineH ?? size * 1.45;
  const bottom = opts.bottom ?? doc.page.height - 60;
  for (const r of rows) {
    if (r.gap) { doc.y += r.gap; continue; }
    if (r.pageBreak) { opts.onNewPage(doc); continue; }
    const font = r.bold ? 'B' : r.italic ? 'I' : 'R';
    const sz = r.size ?? size;
    const lines = r.cells.map((c, i) => {
      if (c === undefined || c === null || c === '') return [];
      const col = cols[i];
      const ind = i === 0 ? (r.indent || 0) * 10 : 0;
      return wrap(doc, c, col.w - ind - 2, font, sz);
    });
    const n = Math.max(1, ...lines.map((l) => l.length));
    const h = n * lineH;
    if (doc.y + h > bottom && opts.onNewPage) opts.onNewPage(doc);
    const y = doc.y;
    if (r.shade) { doc.save().rect(cols[0].x - 2, y - 2, cols[cols.length - 1].x + cols[cols.length - 1].w - cols[0].x + 4, h).fill(r.shade).restore(); doc.fillColor('black'); }
    const numCols = cols.map((c, i) => i).filter((i) => cols[i].align === 'right');
    const ruleAt = (yy) => { for (const i of r.ruleCols ?? numCols) doc.moveTo(cols[i].x + cols[i].w - 58, yy).lineTo(cols[i].x + cols[i].w, yy).lineWidth(0.5).stroke(); };
    if (r.rule === 'above' || r.rule === 'double') ruleAt(y - 2);
    if (r.rule === 'top') doc.moveTo(cols[0].x, y - 2).lineTo(cols[cols.length - 1].x + cols[cols.length - 1].w, y - 2).lineWidth(0.6).stroke();
    doc.font(font).fontSize(sz);
    lines.forEach((ls, i) => {
      const col = cols[i];
      const ind = i === 0 ? (r.indent || 0) * 10 : 0;
      ls.forEach((t, k) => {
        const yy = y + k * lineH;
        if (col.align === 'right') doc.text(t, col.x, yy, { width: col.w, align: 'right', lineBreak: false });
        else if (col.align === 'center') doc.text(t, col.x, yy, { width: col.w, align: 'center', lineBreak: false });
        else doc.text(t, col.x + ind, yy, { lineBreak: false });
      });
    });
    if (r.rule === 'below') ruleAt(y + h - 2);
    if (r.rule === 'double') { ruleAt(y + h - 3); ruleAt(y + h - 1); }
    doc.x = cols[0].x;
    doc.y = y + h;
  }
}

// a paragraph of running text at the left margin, wrapped to width; breaks pages with onNewPage
export function para(doc, text, { x = 56, width = 483, size = 9.5, font = 'R', gap = 6, lineH, bottom, onNewPage } = {}) {
  const lh = lineH ?? size * 1.4;
  const lines = wrap(doc, text, width, font, size);
  const bot = bottom ?? doc.page.height - 60;
  doc.font(font).fontSize(size);
  for (const l of lines) {
    if (doc.y + lh > bot && onNewPage) onNewPage(doc);
    doc.text(l, x, doc.y, { lineBreak: false });
    doc.y += lh;
  }
  doc.y += gap;
}

// writes footer text on every page (doc must have been created with bufferPages: true)
export function footers(doc, fn) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const m = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    fn(doc, i + 1, range.count);
    doc.page.margins.bottom = m;
  }
}
