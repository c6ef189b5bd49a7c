// Number formatting shared by the document writers.
export const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (x) => Math.round(x * 100) / 100;
export const r1 = (x) => Math.round(x * 10) / 10;

export function money(n, dec = 0, { paren = true, dollar = false, dash = false } = {}) {
  if (dash && Math.abs(n) < 0.005) return '–';
  const s = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: dec, maximumFractionDigits: dec });
  const d = dollar ? '$' : '';
  if (n < 0 && Math.round(Math.abs(n) * 10 ** dec) !== 0) return paren ? `(${d}${s})` : `-${d}${s}`;
  return d + s;
}
export const thousands = (n) => money(r1(n / 1000), 1, { dash: true });
export function pct(v, b) {
  if (!b) return 'n/m';
  const p = r1((v / Math.abs(b)) * 100);
  return p < 0 ? `(${Math.abs(p).toFixed(1)}%)` : `${p.toFixed(1)}%`;
}
