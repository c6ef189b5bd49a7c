// The generic reader API that verify.mjs hands to each case's `from`: it knows nothing of data.mjs, only the
// rows read from the generated files (pdfjs lines, exceljs cells, Word paragraphs and table rows, CSV fields,
// tesseract lines).

// a printed amount: 1,234,567 / (1,234) / -5,000.00 / +48567.89 / KSh 1,234 / Kshs 1,234 / $342.75 / -16.4% / dashes for zero
export function num(s) {
  if (typeof s === 'number') return s;
  const t = String(s ?? '').trim().replace(/\u00a0/g, ' ').replace(/^(?:KSh|Kshs|Ksh|A\$|AUD)\s?/i, '');
  if (t === '-' || t === '–') return 0;
  const m = t.match(/^([+-]?)\(?\$?(\d[\d,]*(?:\.\d+)?)\)?\s?%?$/);
  if (!m) return null;
  const v = parseFloat(m[2].replace(/,/g, ''));
  return m[1] === '-' || /^\(/.test(t) ? -v : v;
}
export const text = (rows) => rows.map((r) => r.map((c) => String(c ?? '').trim()).join(' | ')).join('\n');

export function api(docs) {
  const rowOf = (d, label, after) => {
    const rows = docs[d];
    let start = 0;
    if (after) { start = rows.findIndex((r) => r.some((c) => String(c ?? '').trim() === after)); if (start < 0) throw new Error(`marker "${after}" not found in document ${d}`); }
    for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => String(c ?? '').trim() === label); if (j >= 0) return { row: rows[i], j }; }
    throw new Error(`row "${label}" not found in document ${d}`);
  };
  const g = {
    num,
    rows: (d) => docs[d],
    row: (d, label, after) => rowOf(d, label, after).row,
    // the k-th number on a row after its label (k < 0 counts from the end)
    n: (d, label, k, after) => {
      const h = rowOf(d, label, after);
      const nums = h.row.slice(h.j + 1).map(num).filter((x) => x !== null && x !== undefined);
      const v = k < 0 ? nums[nums.length + k] : nums[k];
      if (v === undefined) throw new Error(`row "${label}" has no number ${k} in document ${d}`);
      return v;
    },
    // the cell in column `col` of a row (spreadsheets and Word tables, where blank cells keep their place)
    cell: (d, label, col, after) => { const v = num(rowOf(d, label, after).row[col]); if (v === null) throw new Error(`row "${label}" column ${col} is not a number`); return v; },
    raw: (d, label, col, after) => rowOf(d, label, after).row[col],
    text: (d) => text(docs[d]),
    find: (d, re) => { const m = text(docs[d]).match(re) || text(docs[d]).replace(/\s*\n\s*/g, ' ').match(re); if (!m) throw new Error(`pattern ${re} not found in document ${d}`); return m[1].trim(); },
    ocr: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`OCR pattern ${re} not found`); return num(m[1].replace(/\s/g, '')); },
    // M-Pesa statement rows (receipt numbers of ten capitals and digits)
    mp: () => docs[2].filter((r) => /^[A-Z0-9]{10}$/.test(r[0]) && /^\d\d-\d\d-\d{4} /.test(r[1])).map((r) => ({ rc: r[0], when: r[1], details: r[3], paid: num(r[5]) || 0, wd: num(r[6]) || 0, bal: num(r[7]), reason: r[9], other: r[10], acc: r[12] })),
    // CommBank rows: date, amount, description, balance
    cba: () => docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(r[0])).map((r) => ({ date: r[0], amt: num(r[1]), desc: r[2], bal: num(r[3]) })),
  };
  return g;
}
