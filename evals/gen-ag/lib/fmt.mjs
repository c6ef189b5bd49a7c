// Number and date formats of the two countries, and the accepted written forms of a date.
import { MONTHS, MESES, MES3 } from '../data.mjs';

// Indian digit grouping: 1234567.5 -> "12,34,567.50"
export const inr = (v, dp = 2) => Number(v).toLocaleString('en-IN', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// Mexican (and US) grouping with a decimal point: 1234567.5 -> "1,234,567.50"
export const mxn = (v, dp = 2) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const parts = (iso) => iso.split('-').map(Number);
const p2 = (n) => String(n).padStart(2, '0');
export const dmyDash = (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}-${p2(m)}-${y}`; };
export const dmyDot = (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}.${p2(m)}.${y}`; };
export const dmySlash = (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${y}`; };
export const tallyDate = (iso) => { const [y, m, d] = parts(iso); return `${d}-${MONTHS[m - 1].slice(0, 3)}-${String(y).slice(2)}`; };
export const longEn = (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS[m - 1]} ${y}`; };
const ord = (d) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
export const ordEn = (iso) => { const [y, m, d] = parts(iso); return `${ord(d)} ${MONTHS[m - 1]} ${y}`; };
export const longEs = (iso) => { const [y, m, d] = parts(iso); return `${d} de ${MESES[m - 1]} de ${y}`; };
export const mesSlash = (iso) => { const [y, m, d] = parts(iso); return `${p2(d)}/${MES3[m - 1]}/${y}`; };
export const dayNameEs = (iso) => ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'][new Date(`${iso}T12:00:00Z`).getUTCDay()];

// every usual written form of a date (day-first numerics, as both countries write them)
export function dateForms(iso) {
  const [y, m, d] = parts(iso);
  const M = MONTHS[m - 1], Mo = M.slice(0, 3), es = MESES[m - 1];
  return [...new Set([
    `${d} ${M} ${y}`, `${ord(d)} ${M} ${y}`, `${ord(d)} of ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${M} ${ord(d)}, ${y}`,
    `${d} ${Mo} ${y}`, `${Mo} ${d}, ${y}`, `${d}-${Mo}-${y}`, `${d}-${Mo}-${String(y).slice(2)}`,
    `${p2(d)}/${p2(m)}/${y}`, `${d}/${m}/${y}`, `${p2(d)}-${p2(m)}-${y}`, `${p2(d)}.${p2(m)}.${y}`, `${y}-${p2(m)}-${p2(d)}`,
    `${d} de ${es} de ${y}`, `${d} de ${es} del ${y}`, `${p2(d)}/${MES3[m - 1]}/${y}`, `${d} ${MES3[m - 1]} ${y}`,
  ])];
}
