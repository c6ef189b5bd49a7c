// A flowing PDF writer for long formal documents: headings, paragraphs and number tables whose
// column headings wrap over several lines and whose rows run over page breaks (the heading is repeated
// with "(continued)"). Page header and footer on every page.
import { newPdf } from './pdf.mjs';
import { fmt } from './office.mjs';

export const acc = (v, dp = 0) => (Math.abs(v) < 0.5 * 10 ** -dp ? '–' : v < 0 ? `(${fmt(-v, dp)})` : fmt(v, dp));

export function flow(file, { title, author, running, serif = false, landscape = false }) {
  const { doc, end } = newPdf(file, { title, author, margin: undefined, size: 'A4', layout: landscape ? 'landscape' : 'portrait', margins: { top: 60, bottom: 20, left: 50, right: 50 }, autoFirstPage: true });
  const R = serif ? 'SR' : 'R', Bf = serif ? 'SB' : 'B';
  let page = 1;
  let layout = landscape ? 'landscape' : 'portrait';
  const W = () => doc.page.width, H = () => doc.page.height;
  const bottom = () => H() - 70;
  const furniture = () => {

    doc.font('I').fontSize(7.5).fillColor('#555555');
    doc.text(running, 50, 30, { lineBreak: false });
    doc.text(`Page ${page}`, W() - 110, H() - 40, { width: 60, align: 'right', lineBreak: false });
    doc.fillColor('black');

    doc.x = 50; doc.y = 60;
  };
  furniture();
  const api = {
    doc,
    page(o = {}) {
      if (o.layout) layout = o.layout;
      doc.addPage({ size: 'A4', layout, margins: { top: 60, bottom: 20, left: 50, right: 50 } });
      page++;
      furniture();
    },
    ensure(h) { if (doc.y + h > bottom()) api.page(); },
    title(text, size = 16) { api.ensure(40); doc.font(Bf).fontSize(size).text(text, 50, doc.y, { width: W() - 100 }); doc.moveDown(0.4); },
    h(text, size = 11) { api.ensure(50); doc.moveDown(0.4); doc.font(Bf).fontSize(size).text(text, 50, doc.y, { width: W() - 100 }); doc.moveDown(0.3); },
    p(text, o = {}) {
      doc.font(o.bold ? Bf : o.italic ? 'I' : R).fontSize(o.size || 9.5);
      const h = doc.heightOfString(text, { width: W() - 100 });
      if (doc.y + h > bottom()) api.page();
      doc.font(o.bold ? Bf : o.italic ? 'I' : R).fontSize(o.size || 9.5);
      doc.text(text, 50, doc.y, { width: W() - 100, align: o.align || 'justify', lineGap: 1.5 });
      doc.moveDown(0.5);
    },
    gap(n = 8) { doc.y += n; },
    // t: { cols: [header texts], rows: [{label, vals, bold, head, indent, note}], labelW, colW, note: bool, size, title (for continued), unit }
    table(t) {
      const size = t.size || 8.5, lineH = size + 5.5;
      const labelX = 50, labelW = t.labelW || 200, noteW = t.note ? 32 : 0, colW = t.colW || 78;
      const right = t.cols.map((_, i) => labelX + labelW + noteW + colW * (i + 1));
      const header = (cont) => {
        if (cont && t.title) { doc.font('I').fontSize(8).text(`${t.title} (continued)`, labelX, doc.y, { lineBreak: false }); doc.y += 13; }
        doc.font('B').fontSize(size - 0.5);
        const hs = t.cols.map((c) => doc.heightOfString(c, { width: colW - 8 }));
        const hh = Math.max(...hs, 10);
        const y0 = doc.y;
        if (t.note) doc.text('Note', labelX + labelW, y0 + hh - size - 2, { width: noteW, align: 'center', lineBreak: false });
        t.cols.forEach((c, i) => { doc.text(c, right[i] - colW + 8, y0 + (hh - hs[i]), { width: colW - 8, align: 'right' }); });
        doc.y = y0 + hh + 3;
        doc.moveTo(labelX, doc.y).lineTo(right.at(-1), doc.y).lineWidth(0.5).stroke();
        doc.y += 4;
      };
      if (doc.y + 60 > bottom()) api.page();
      header(false);
      for (const [ri, r] of t.rows.entries()) {
        if (doc.y + lineH > bottom() || ri === t.splitAt) { api.page(); header(true); }
        const y = doc.y;
        if (r.rule) { for (const x of right) doc.moveTo(x - colW + 14, y - 1).lineTo(x, y - 1).lineWidth(0.4).stroke(); }
        doc.font(r.bold || r.head ? 'B' : R).fontSize(size);
        doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false, width: labelW - 4 - (r.indent || 0) * 10 });
        if (t.note && r.note) doc.font(R).text(String(r.note), labelX + labelW, y, { width: noteW, align: 'center', lineBreak: false });
        doc.font(r.bold ? 'B' : R);
        (r.vals || []).forEach((v, i) => {
          const s = typeof v === 'string' ? v : acc(v, t.dp || 0);
          doc.text(s, right[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
        });
        if (r.bold && r.vals && r.vals.length) for (const x of right) { doc.moveTo(x - colW + 14, y + lineH - 3).lineTo(x, y + lineH - 3).lineWidth(0.4).stroke(); }
        doc.x = labelX;
        doc.y = y + lineH;
      }
      doc.y += 8;
    },
    // numbered form line: number, description, answer box
    formLine(no, desc, answer) {
      doc.font(R).fontSize(8.5);
      const h = Math.max(doc.heightOfString(desc, { width: 300 }), 11) + 8;
      if (doc.y + h > bottom()) api.page();
      const y = doc.y;
      doc.font('B').text(no, 50, y + 3, { lineBreak: false });
      doc.font(R).text(desc, 85, y + 3, { width: 300 });
      doc.rect(395, y, 150, 16).lineWidth(0.5).stroke();
      doc.font('R').text(String(answer), 398, y + 3, { width: 144, align: 'right', lineBreak: false });
      doc.y = y + h;
      doc.x = 50;
    },
    end,
  };
  return api;
}
