// Number and date formats of the two organisations' documents.
import { MONTHS, MESES } from '../data.mjs';

export const n2 = (v) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const n0 = (v) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
// "1,234.56" / "(1,234.56)"; with $: "$1,234.56" / "($1,234.56)"
export const mx = (v, cur = false) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${cur ? '$' : ''}${n2(v)})` : `${cur ? '$' : ''}${n2(v)}`);
export const usd = (v) => `$${n2(v)}`;
const parts = (iso) => iso.split('-').map(Number);
export const dmy = (iso) => { const [y, m, d] = parts(iso); return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`; };
export const mdy = (iso) => { const [y, m, d] = parts(iso); return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`; };
export const mdyShort = (iso) => { const [y, m, d] = parts(iso); return `${m}/${d}/${y}`; };
export const esLong = (iso) => { const [y, m, d] = parts(iso); return `${d} de ${MESES[m - 1]} de ${y}`; };
export const enLong = (iso) => { const [y, m, d] = parts(iso); return `${MONTHS[m - 1]} ${d}, ${y}`; };
export const ukLong = (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS[m - 1]} ${y}`; };
export const dayName = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
export const diaNombre = (iso) => ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
// Every written form a reader may give for a date (for text answers)
// (day of month 10 or more only, so that no form is part of another date's; style 'dmy' or 'us' for numeric forms)
export function dateForms(iso, style) {
  const [y, m, d] = parts(iso);
  if (d < 10) throw new Error(`dateForms: ${iso} has a one-digit day`);
  const M = MONTHS[m - 1], Ms = M.slice(0, 3), es = MESES[m - 1];
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [...new Set([
    `${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d} ${Ms} ${y}`, `${Ms} ${d}, ${y}`, `${Ms}. ${d}, ${y}`, `${d}th ${M}`, `${M} ${d}th`,
    `${y}-${mm}-${dd}`, `${d} de ${es} de ${y}`, `${d} de ${es} del ${y}`, `${d} de ${es}`, `${M} ${d}`, `${d} ${M}`,
    ...(style === 'us' ? [`${mm}/${dd}/${y}`, `${m}/${d}/${y}`] : [`${dd}/${mm}/${y}`, `${d}/${m}/${y}`]),
  ])];
}
// 1,234.56 written in Spanish words is not needed; amounts in words for the CFDI:
const UN = ['', 'UN', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISÉIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE', 'VEINTIÚN', 'VEINTIDÓS', 'VEINTITRÉS', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISÉIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const DEC = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const CEN = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];
function below1000(n) {
  if (n === 100) return 'CIEN';
  const c = Math.floor(n / 100), r = n % 100;
  let s = CEN[c];
  if (r) s += (s ? ' ' : '') + (r < 30 ? UN[r] : DEC[Math.floor(r / 10)] + (r % 10 ? ` Y ${UN[r % 10]}` : ''));
  return s;
}
export function pesosEnLetra(v) {
  const ent = Math.floor(v + 1e-9), cts = Math.round((v - ent) * 100);
  const millones = Math.floor(ent / 1e6), miles = Math.floor((ent % 1e6) / 1000), resto = ent % 1000;
  let s = millones ? (millones === 1 ? 'UN MILLÓN' : `${below1000(millones)} MILLONES`) : '';
  if (miles) s += (s ? ' ' : '') + (miles === 1 ? 'MIL' : `${below1000(miles)} MIL`);
  if (resto) s += (s ? ' ' : '') + below1000(resto);
  return `(${s} PESOS ${String(cts).padStart(2, '0')}/100 M.N.)`;
}
