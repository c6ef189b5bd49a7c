// number formatting shared by the renderers (not by the verifier)
export const comma = (n, dp = 0) => Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// accounting style: (1,234) for negatives, en dash for zero
export const acct = (n, { dollar = false, zero = '–', dp = 0 } = {}) => {
  if (n === 0) return zero;
  const s = (dollar ? '$' : '') + comma(n, dp);
  return n < 0 ? `(${s})` : s;
};
// minus style: -1,234
export const minus = (n, { dollar = false, dp = 0 } = {}) => (n < 0 ? '-' : '') + (dollar ? '$' : '') + comma(n, dp);
export const money = (n, dp = 0) => '$' + comma(n, dp);
