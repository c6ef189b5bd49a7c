// Shared formatting and drawing helpers for the set C generators.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const OUT = path.resolve(HERE, '../set-c');
export const FONTS = path.join(HERE, 'fonts');

export function outDir(org) {
  const d = path.join(OUT, 'documents', org);
  fs.mkdirSync(d, { recursive: true });
  return d;
}

const grp = (n) => n.toLocaleString('en-US');
// 1234 -> "1,234"; -1234 -> "(1,234)"; 0 -> "—"
export function acct(n, { dash = '—', dollar = false } = {}) {
  if (n === 0) return dash;
  const s = grp(Math.abs(n));
  const body = dollar ? `$ ${s}` : s;
  return n < 0 ? `(${body})` : body;
}
// cents -> "1,234.56"
export function cents(c, { neg = 'minus' } = {}) {
  const v = Math.abs(c) / 100;
  const s = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (c < 0) return neg === 'paren' ? `(${s})` : `-${s}`;
  return s;
}
export const csvCell = (v) => {
  const s = String(v ?? '');
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csvLine = (arr) => arr.map(csvCell).join(',');

// pdf-lib text helpers
export function textRight(page, s, xRight, y, font, size) {
  page.drawText(s, { x: xRight - font.widthOfTextAtSize(s, size), y, size, font });
}
export function textCenter(page, s, xCenter, y, font, size) {
  page.drawText(s, { x: xCenter - font.widthOfTextAtSize(s, size) / 2, y, size, font });
}
export const usd0 = (n) => `$${n.toLocaleString('en-US')}`;
export function textLeft(page, s, x, y, font, size) { page.drawText(s, { x, y, size, font }); }
