// PDF helpers (pdfkit) used only by the renderers: pages with footers added at the end, wrapped
// paragraphs, and financial-statement tables with wrapped multi-line column headers, optional group
// headers (two-level), wrapped row labels, "$" signs, rules, and page breaks that repeat the header.
import PDFDocument from 'pdfkit';
import fs from 'node:fs';

const FD = '/usr/share/fonts/truetype/liberation';

export function makePdf(file, { size = 'LETTER', title = '', author = '', margins = { top: 56, bottom: 20, left: 64, right: 64 } } = {}) {
  const doc = new PDFDocument({ size, margins, bufferPages: true, autoFirstPage: false, info: { Title: title, Author: author, Producer: 'PDF' } });
  for (const [k, f] of [['R', 'Sans-Regular'], ['B', 'Sans-Bold'], ['I', 'Sans-Italic'], ['SR', 'Serif-Regular'], ['SB', 'Serif-Bold'], ['SI', 'Serif-Italic'], ['N', 'SansNarrow-Regular'], ['NB', 'SansNarrow-Bold']]) {
    doc.registerFont(k, `${FD}/Liberation${f}.ttf`);
  }
  const out = fs.createWriteStream(file);
  doc.pipe(out);
  const done = new Promise((res) => out.on('finish', res));
  const ctx = {
    doc,
    footers: [], // per page: { num: '3' | null, note: string | null }
    font: { r: 'R', b: 'B', i: 'I' },
    page(opts = {}, footer = {}) {
      doc.addPage({ size, margins, ...opts });
      ctx.footers.push(footer);
      doc.x = doc.page.margins.left;
      doc.y = doc.page.margins.top;
    },
    bottom() { return doc.page.height - 72; },
    left() { return doc.page.margins.left; },
    width() { return doc.page.width - doc.page.margins.left - doc.page.margins.right; },
    async end(drawFooter) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const f = ctx.footers[i] || {};
        const mb = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        drawFooter(doc, f, i, range.count);
        doc.page.margins.bottom = mb;
      }
      doc.end();
      return done;
    },
  };
  return ctx;
}

// split text into lines that fit `width` in the current font
export function wrap(doc, text, width) {
  const out = [];
  for (const para of String(text).split('\n')) {
    const words = para.split(' ');
    let line = '';
    for (const w of words) {
      const t = line ? line + ' ' + w : w;
      if (doc.widthOfString(t) <= width || !line) line = t;
      else { out.push(line); line = w; }
    }
    out.push(line);
  }
  return out;
}

// paragraph of body text at the current y; adds a page (via ctx.page with the same options) when needed
export function para(ctx, text, { font = 'R', size = 9.5, gap = 6, indent = 0, width, lineGap = 2, align = 'left', onBreak } = {}) {
  const { doc } = ctx;
  doc.font(font).fontSize(size);
  const w = (width || ctx.width()) - indent;
  const lines = wrap(doc, text, w);
  const lh = size + lineGap + 1;
  for (const l of lines) {
    if (doc.y + lh > ctx.bottom()) { if (onBreak) onBreak(); else ctx.page(); }
    doc.font(font).fontSize(size).text(l, ctx.left() + indent, doc.y, { lineBreak: false, width: w, align });
    doc.y += lh;
  }
  doc.y += gap;
}

export function heading(ctx, text, { size = 10.5, font = 'B', gap = 4, align = 'left', onBreak } = {}) {
  const { doc } = ctx;
  if (doc.y + size * 3 > ctx.bottom()) { if (onBreak) onBreak(); else ctx.page(); }
  doc.font(font).fontSize(size).text(text, ctx.left(), doc.y, { width: ctx.width(), align, lineBreak: false });
  doc.y += size + gap + 2;
}

// centered block of title lines
export function titleBlock(ctx, lines, { size = 10.5, gap = 10 } = {}) {
  const { doc } = ctx;
  for (const [t, f = 'B', s = size] of lines) {
    doc.font(f).fontSize(s).text(t, ctx.left(), doc.y, { width: ctx.width(), align: 'center', lineBreak: false });
    doc.y += s + 3;
  }
  doc.y += gap;
}

// Financial table.
// cols: [{ w, head, align }] — col 0 is the label column; numeric columns are right-aligned.
// groups: [{ from, to, text }] header over columns from..to (inclusive), drawn above the column heads.
// rows: { label, vals, indent, bold, italic, rule: 'above'|'below'|'double'|'aboveDouble', dollar, gap, section }
// onBreak(): draws what a continued page needs above the table (title); the header is repeated after it.
export function table(ctx, { cols, rows, groups = [], size = 8.5, headSize, lineH, x, onBreak, headFont = 'B', ruleUnderHead = true }) {
  const { doc } = ctx;
  lineH = lineH || size + 4.5;
  headSize = headSize || size;
  const x0 = x ?? ctx.left();
  const xs = [];
  let cx = x0;
  for (const c of cols) { xs.push(cx); cx += c.w; }
  const pad = 4;

  const drawHead = () => {
    let y = doc.y;
    doc.font(headFont).fontSize(headSize);
    if (groups.length) {
      let gh = 0;
      for (const g of groups) {
        const gw = xs[g.to] + cols[g.to].w - xs[g.from] - pad;
        gh = Math.max(gh, wrap(doc, g.text, gw).length);
      }
      for (const g of groups) {
        const gx = xs[g.from] + pad, gw = xs[g.to] + cols[g.to].w - xs[g.from] - pad;
        const ls = wrap(doc, g.text, gw);
        ls.forEach((l, k) => doc.text(l, gx, y + (gh - ls.length + k) * (headSize + 2), { width: gw, align: 'center', lineBreak: false }));
        const ry = y + gh * (headSize + 2) + 1;
        doc.moveTo(gx + 2, ry).lineTo(gx + gw - 2, ry).lineWidth(0.5).stroke();
      }
      y += gh * (headSize + 2) + 5;
    }
    const heads = cols.map((c, i) => (c.head ? wrap(doc, c.head, c.w - pad - (i === 0 ? 0 : 2)) : []));
    const n = Math.max(...heads.map((h) => h.length));
    heads.forEach((ls, i) => {
      ls.forEach((l, k) => {
        const yy = y + (n - ls.length + k) * (headSize + 2);
        if (i === 0) doc.text(l, xs[0], yy, { width: cols[0].w - pad, lineBreak: false });
        else doc.text(l, xs[i] + pad, yy, { width: cols[i].w - pad, align: cols[i].align || 'center', lineBreak: false });
      });
    });
    y += n * (headSize + 2) + 2;
    if (ruleUnderHead) for (let i = 1; i < cols.length; i++) doc.moveTo(xs[i] + pad + 2, y).lineTo(xs[i] + cols[i].w, y).lineWidth(0.5).stroke();
    doc.y = y + 5;
  };
  drawHead();

  for (const r of rows) {
    if (r.gap) { doc.y += r.gap; continue; }
    if (r.pageBreak) { if (onBreak) onBreak(); drawHead(); continue; }
    doc.font(r.bold || r.section ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    const indent = (r.indent || 0) * 10;
    const labelLines = r.label ? wrap(doc, r.label, cols[0].w - indent - pad - (r.hang ? 10 : 0)) : [''];
    const h = labelLines.length * lineH + (r.rule === 'double' ? 3 : 0);
    if (doc.y + h > ctx.bottom()) {
      if (onBreak) onBreak();
      drawHead();
      doc.font(r.bold || r.section ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    }
    let y = doc.y;
    labelLines.forEach((l, k) => {
      doc.text(l, x0 + indent + (k > 0 && r.hang !== false ? 10 : 0), y + k * lineH, { lineBreak: false, width: cols[0].w - indent });
    });
    const vy = y + (labelLines.length - 1) * lineH;
    if (r.rule === 'above' || r.rule === 'aboveDouble') {
      for (let i = 1; i < cols.length; i++) if (r.vals && r.vals[i - 1] !== undefined && r.vals[i - 1] !== '') doc.moveTo(xs[i] + pad + 10, vy - 2).lineTo(xs[i] + cols[i].w, vy - 2).lineWidth(0.5).stroke();
    }
    (r.vals || []).forEach((v, j) => {
      if (v === undefined || v === null || v === '') return;
      const i = j + 1;
      const s = String(v);
      const neg = s.endsWith(')');
      doc.text(s, xs[i], vy, { width: cols[i].w - (neg ? 0 : 3.5), align: cols[i].align || 'right', lineBreak: false });
      if (r.dollar) doc.text('$', xs[i] + pad + 8, vy, { lineBreak: false });
    });
    if (r.rule === 'double' || r.rule === 'aboveDouble' || r.rule === 'below') {
      for (let i = 1; i < cols.length; i++) {
        if (!r.vals || r.vals[i - 1] === undefined || r.vals[i - 1] === '') continue;
        const yy = vy + lineH - 3;
        doc.moveTo(xs[i] + pad + 10, yy).lineTo(xs[i] + cols[i].w, yy).lineWidth(0.5).stroke();
        if (r.rule !== 'below') doc.moveTo(xs[i] + pad + 10, yy + 2).lineTo(xs[i] + cols[i].w, yy + 2).stroke();
      }
    }
    doc.y = y + h;
    doc.x = x0;
  }
}
