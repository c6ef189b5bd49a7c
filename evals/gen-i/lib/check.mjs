// Small assertion helpers used by data.mjs.
export function assert(cond, msg) { if (!cond) throw new Error('data assert failed: ' + msg); }
export const sum = (a) => a.reduce((s, v) => s + v, 0);
export const r0 = (v) => Math.round(v);
export const r1 = (v) => Math.round(v * 10) / 10;
export const r2 = (v) => Math.round(v * 100) / 100;
