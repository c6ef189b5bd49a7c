// Number formatting helpers used only by the renderers.
export const grp = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// accounts style: negatives in parentheses, zero as a dash
export const acc = (v, dp = 0, dash = '—') => (v === null || v === undefined ? '' : Math.round(v * 10 ** dp) === 0 ? dash : v < 0 ? `(${grp(v, dp)})` : grp(v, dp));
export const pct = (v, dp = 1) => (v < 0 ? `(${grp(v, dp)})%` : `${grp(v, dp)}%`);
export const signedPct = (v, dp = 1) => (v === null ? 'n/m' : `${v < 0 ? '(' : ''}${grp(v, dp)}${v < 0 ? ')' : ''}%`);
