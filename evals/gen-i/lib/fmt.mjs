// Number formatting helpers used only by the renderers.
export const grp = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// auditors' style: negatives in parentheses, zero as a dash
export const acc = (v, dash = '\u2014', dp = 0) => (v === null || v === undefined ? '' : Math.round(v * 10 ** dp) === 0 ? dash : v < 0 ? `(${grp(v, dp)})` : grp(v, dp));
export const usd = (v) => acc(v, '\u2014');
export const aud = (v) => acc(v, '-');
// Form 990 print style: whole dollars with a trailing period, blank for zero
export const irs = (v) => (!v ? '' : `${grp(v)}.`);
