// Number and date formats and Excel (exceljs) helpers shared by the renderers.

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// 1234567.5 -> "1,234,567.50"; dp 0 -> "1,234,568"
export const fmt = (v, dp = 2) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// negatives in brackets, zero as a dash
export const acc = (v, dp = 0) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${fmt(-v, dp)})` : fmt(v, dp));
const parts = (iso) => iso.split('-').map(Number);
export const usLong = (iso) => { const [y, m, d] = parts(iso); return `${MONTHS[m - 1]} ${d}, ${y}`; };
export const usShort = (iso) => { const [y, m, d] = parts(iso); return `${MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`; };
export const usNum = (iso) => { const [y, m, d] = parts(iso); return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`; };
export const ukLong = (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS[m - 1]} ${y}`; };
export const ukNum = (iso) => { const [y, m, d] = parts(iso); return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`; };
export const xDate = (iso) => { const [y, m, d] = parts(iso); return new Date(Date.UTC(y, m - 1, d)); };

// ---------------------------------------------------------------- Excel
export const NUM = '#,##0.00;(#,##0.00);"-"';
export const NUM0 = '#,##0;(#,##0);"-"';
export const PCT = '0.00%';
export function styleHeader(cell) {
  cell.font = { bold: true };
  cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
  cell.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
}
// exceljs leaves out a cached result of 0, so a formula that comes to 0 is written as the value 0
export const F = (formula, result) => (result === 0 ? 0 : { formula, result });
export const colL = (n) => { let s = ''; n++; while (n > 0) { const m = (n - 1) % 26; s = String.fromCharCode(65 + m) + s; n = Math.floor((n - 1) / 26); } return s; }; // 0 -> A
