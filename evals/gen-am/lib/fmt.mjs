// Number and date formats of the two organisations' documents.
export const NB = '\u00a0'; // non-breaking space, the French thousands separator
const grp = (s, sep) => s.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
// French: "12 345,67" (non-breaking space), negatives with a minus, zero as a dash
export const fr = (v, { dash = true, sep = NB } = {}) => {
  if (dash && Math.abs(v) < 0.005) return '–';
  const [i, d] = Math.abs(v).toFixed(2).split('.');
  return `${v < 0 ? '-' : ''}${grp(i, sep)},${d}`;
};
export const fr0 = (v) => grp(String(Math.round(Math.abs(v))), NB);
export const eur = (v) => `${fr(v, { dash: false })}${NB}€`;
// FEC / Crédit Mutuel export: "1716,00" (no thousands separator)
export const plain = (v) => Math.abs(v).toFixed(2).replace('.', ',');
// Zambia / English: "12,345.67"
export const en = (v) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const en0 = (v) => Math.abs(v).toLocaleString('en-US', { maximumFractionDigits: 0 });
export const kw = (v) => `K${en(v)}`;
const parts = (iso) => iso.split('-').map(Number);
export const dmy = (iso) => { const [y, m, d] = parts(iso); return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`; };
export const ymd = (iso) => iso.replace(/-/g, '');
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export const enLong = (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS[m - 1]} ${y}`; };
export const frLong = (iso) => { const [y, m, d] = parts(iso); return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`; };
export const dayName = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
export const jour = (iso) => ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
// Every written form a reader may give for a date (day of month 10 or more only)
export function dateForms(iso) {
  const [y, m, d] = parts(iso);
  if (d < 10) throw new Error(`dateForms: ${iso} has a one-digit day`);
  const M = MONTHS[m - 1], Ms = M.slice(0, 3), f = MOIS[m - 1];
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [...new Set([`${d} ${M}`, `${M} ${d}`, `${d} ${Ms}`, `${Ms} ${d}`, `${Ms}. ${d}`, `${d}th ${M}`, `${d}th of ${M}`, `${M} ${d}th`,
    `${y}-${mm}-${dd}`, `${d} ${f}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${dd}/${mm}`, `${dd}.${mm}.${y}`])];
}
