// Number formatting helpers used only by the renderers.
export const grp = (v, dp = 0) => Math.abs(v).toLocaleString('en-GB', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// UK accounts style: negatives in parentheses, zero as an em dash
export const acc = (v, dp = 0) => (Math.round(v * 10 ** dp) === 0 ? '—' : v < 0 ? `(${grp(v, dp)})` : grp(v, dp));
export const money = (v, sym, dp = 2) => `${v < 0 ? '-' : ''}${sym}${grp(v, dp)}`;
