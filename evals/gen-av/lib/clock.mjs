// Fixed clock: every "now" (zip entry times, docx/xlsx core properties, PDF creation date) is this instant,
// so a rebuild is byte for byte the same. Imported first by gen.mjs.
const FIXED = Date.UTC(2026, 4, 20, 12, 0, 0);
const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...a) { if (a.length === 0) super(FIXED); else super(...a); }
  static now() { return FIXED; }
}
globalThis.Date = FixedDate;
export const FIXED_DATE = new RealDate(FIXED);
