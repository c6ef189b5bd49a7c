// Fields read from the OCR'd lines of a receipt: merchant (the first prominent line), date
// (ISO), total (the amount on the TOTAL / AMOUNT DUE / BALANCE DUE line, never SUBTOTAL or
// TAX), subtotal and tax.
import type { OcrLine } from './ocr';
import { currenciesNamed, WHOLE_CURRENCY_CODES } from '../../../lib/currencies';
import { findDate } from './values';

/** The amount at the end of an OCR'd line: '163.44', '$163.44', 'S163.44' (a misread $), '163,44'. */
export function lineAmount(text: string): number | undefined {
  // Thousands grouped by a space after a currency, as Nordic and French slips print them: 'kr 1 489,10'.
  const spaced = /(?:^|\s)(-)?\s*(?:kr\.?|NOK|SEK|DKK|€|EUR|CHF|Fr\.?)\s?(\d{1,3}(?:[ \u00a0]\d{3})+)\s?([.,])\s?(\d{2})\s*$/i.exec(text.trim());
  if (spaced) {
    const value = Number(`${spaced[2]!.replace(/[ \u00a0]/g, '')}.${spaced[4]}`);
    if (Number.isFinite(value)) return spaced[1] ? -value : value;
  }
  const m = /(?:^|[\s:=*])(-)?\s*(?:[A-Z]{1,3}\$|[$S€£₹]|Rs\.?)?\s?(\d{1,3}(?:[,.]\d{2,3})*|\d+)\s?([.,])\s?(\d{2})(?:\s*(?:USD|EUR|GBP|INR|€))?\s*[A-Z]?\s*$/i.exec(text.trim());
  if (!m) return undefined;
  const whole = (m[2] ?? '').replace(/[,.]/g, '');
  const value = Number(`${whole}.${m[4] ?? '00'}`);
  if (!Number.isFinite(value)) return undefined;
  return m[1] ? -value : value;
}

/**
 * The whole amount at a line's end, on a slip in a currency without cents: '300 310', 'Rp 62.000',
 * '1,293,600', '45 810 FCFA'; or undefined.
 */
export function wholeLineAmount(text: string): number | undefined {
  const m = /(?:^|[\s:=*(])(-)?\s*(?:Rp\.?|¥|₩|₫|F?\s?CFA|XOF|XAF|USh|IDR)?\s?(\d{1,3}(?:[ \u00a0.,]\d{3})+|\d+)\s*(?:F\s?CFA|CFA|XOF|XAF|IDR|Rp|,-|\.-)?\s*$/i.exec(text.trim());
  if (!m) return undefined;
  const value = Number(m[2]!.replace(/[ \u00a0.,]/g, ''));
  return Number.isFinite(value) ? (m[1] ? -value : value) : undefined;
}

// (A French invoice's total with its taxes, 'Total TTC', 'Net à payer'.)
const TOTAL_STRONG = /\b(?:grand\s*total|total\s*due|amount\s*due|balance\s*due|total\s*amount|amount\s*paid|total\s*paid|total\s*sale|total\s*t\.?t\.?c\.?|net\s*(?:à|a)\s*payer)(?![a-z])/i;
// (And as other languages print it: 'TOTALT', 'Å BETALE', 'SUMME', 'GESAMT', 'MONTANT', 'TOTALE'.)
const TOTAL = /\btotal\b|\btotalt\b|\bå betale\b|\bsumme\b|\bgesamt\b|\bmontant\b|\btotale\b|\bimporte\b/i;
const NOT_TOTAL = /sub\s*-?\s*total|total\s*(?:tax|savings?|discounts?|items?|qty|quantity|tips?\b)|(?:tax|items?)\s*total|you\s*saved/i;
// (And the total before its taxes, 'Total HT', 'Total hors taxes'.)
const SUBTOTAL = /\bsub\s*-?\s*total\b|\btotal\s*(?:h\.?t\.?|hors\s*taxes?)(?![a-z])/i;
// (Value added tax as other countries name it: MVA, moms, MwSt, USt, IVA, TVA, BTW, PPN.)
const TAX = /\b(?:sales\s*)?tax\b|\bvat\b|\b[cs]?gst\b|\bigst\b|\bhst\b|\bpst\b|\bmva\b|\bmoms\b|\bmwst\b|\bust\b|\biva\b|\btva\b|\bbtw\b|\bppn\b/i;
const TAX_TOTAL = /\btotal\s*(?:sales\s*)?(?:tax|vat|gst|hst|mva|moms)\b|\b(?:tax|vat|gst|hst|mva|moms)\s*totalt?\b/i;
// (Nor the amount the tax is worked out on: 'MVA 25% grunnlag', 'VAT base', 'netto'.)
// (Nor the amount before the tax, 'Value before VAT', 'Total excl. GST', after the levies it is charged on.)
const NOT_TAX = /tax\s*(?:id|no|number|exempt|#)|(?:before|excl(?:uding|\.)?|exclusive\s+of|net\s+of)\s*(?:tax|vat|gst|hst|mva|moms)\b|incl(?:uding|\.)?\s*tax|pre-?tax|\b(?:vat|tax)able\b|grunnlag|\bbase\b|\bnetto\b|org\.?\s*nr/i;

function cleanMerchant(text: string): string {
  return text
    .replace(/\s*(?:#|no\.?\s*|store\s*#?\s*)\d+\s*$/i, '')
    .replace(/\s+\d{3,}\s*$/, '')
    .replace(/[|_*~=]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isMerchantCandidate(text: string): boolean {
  const letters = text.replace(/[^a-z]/gi, '').length;
  if (letters < 3) return false;
  if (findDate(text)) return false;
  if (/^\d+\s+\w+/.test(text) && /\b(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|hwy|suite|ste)\b\.?/i.test(text)) return false;
  if (/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/.test(text)) return false;
  if (/^(?:receipt|welcome|thank|customer copy|merchant copy|sale|invoice)\b/i.test(text)) return false;
  return lineAmount(text) === undefined;
}

export function receiptFields(lines: OcrLine[]): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  const texts = lines.map((l) => l.text.trim()).filter(Boolean);

  // Merchant: among the first lines, the one in the biggest type.
  const head = lines.slice(0, 6).filter((l) => isMerchantCandidate(l.text));
  if (head.length > 0) {
    const tallest = Math.max(...head.map((l) => l.height));
    const pick = head.find((l) => l.height >= tallest * 0.85) ?? head[0];
    const merchant = pick ? cleanMerchant(pick.text) : '';
    if (merchant) fields.merchant = merchant;
  }

  // Where the receipt is from: pounds and VAT (day-first dates), euros, or dollars.
  const all = texts.join('\n');
  // (A euro mark or code before VAT: VAT is charged in euros too, as in Ireland.)
  // (Rand: 'R 1,480.00' on the slip, or a total line in R; a VAT slip with neither is read as British.)
  const rand = /\bZAR\b/.test(all) || /(?:^|\s)R\s?\d{1,3}(?:[ ,]\d{3})*\.\d{2}\b/m.test(all);
  // (Shillings and Singapore, New Zealand or Australian dollars by their marks or codes.)
  const marked = /\bKES\b|\bK[Ss]hs?\b\.?\s?\d/.test(all) ? 'KSh ' : /\bS\$|\bSGD\b/.test(all) ? 'S$' : /\bNZ\$|\bNZD\b/.test(all) ? 'NZ$' : /\bA\$|\bAUD\b/.test(all) ? 'A$' : /\bNOK\b|\bkr\.?\s?\d/i.test(all) ? 'kr ' : null;
  // (Else any currency the slip names by code or mark: 'BWP', 'P 1594.19', 'Rs.', 'GH₵'.)
  const named = currenciesNamed(all);
  const other = new Set(named.map((c) => c.sign)).size === 1 && named[0]!.code !== 'USD' ? named[0]!.sign : null;
  const currency = /£|\bGBP\b/i.test(all) ? '£' : /€|\bEUR\b/.test(all) ? '€' : /₹|\bINR\b|\bGSTIN\b/.test(all) ? '₹' : rand ? 'R' : marked ? marked : other ? other : /\bVAT\b/i.test(all) ? '£' : null;
  if (currency) fields.currency = currency;
  // (Pounds guessed from VAT alone: the organisation's own currency says better, where it is known.)
  if (currency === '£' && !/£|\bGBP\b/i.test(all)) fields.currencyGuessed = 1;
  // Day first too where GST is charged without HST (New Zealand, Australia), a New Zealand or
  // Australian mark is printed, or some date on it can only be day first ('20/09/2026').
  const dayFirst = Boolean(currency) || /\bGST\b/i.test(all) && !/\bHST\b|\bPST\b|\bQST\b/i.test(all) || /NZ\$|A\$|AU\$|\bNZD\b|\bAUD\b|\bABN\b|\bGST (?:no|number|reg)/i.test(all) || /\b(?:1[3-9]|2\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-]\d{2,4}\b/.test(all) || /\b\d{1,2}\.\d{1,2}\.\d{4}\b/.test(all);
  const order = dayFirst ? 'dmy' : 'mdy';
  // Date: a line that says DATE first (not the due date), then any line.
  const due = texts.find((t) => /\bdue\b/i.test(t) && findDate(t, order));
  const dated = texts.find((t) => /\bdate\b/i.test(t) && !/\bdue\b/i.test(t) && findDate(t, order)) ?? texts.find((t) => t !== due && findDate(t, order));
  const date = dated ? findDate(dated, order) : undefined;
  if (date) {
    fields.date = date.iso;
    fields.dateText = date.text;
  }
  const dueDate = due ? findDate(due, order) : undefined;
  if (dueDate) {
    fields.dueDate = dueDate.iso;
    fields.dueDateText = dueDate.text;
  }

  let strong: number | undefined;
  let plain: number | undefined;
  let taxTotal: number | undefined;
  const taxes: Array<{ amount: number; rate: string | null }> = [];
  // (Without cents, the amounts are whole: '300 310', not 300.31 nor nothing.)
  const whole = named.length > 0 && named.every((c) => WHOLE_CURRENCY_CODES.has(c.code));
  for (const t of texts) {
    const amount = whole ? (wholeLineAmount(t) ?? lineAmount(t)) : lineAmount(t);
    if (amount === undefined) continue;
    if (SUBTOTAL.test(t)) {
      fields.subtotal ??= amount;
      continue;
    }
    // 'Total includes GST 15% $10.78', 'GST included 10.78': the tax inside the total, not the total
    // ('Total incl. VAT 120.00' is the total).
    if (/\b(?:includes|included)\b/i.test(t) && TAX.test(t) && !/\bincl(?:uding|\.)?\b/i.test(t)) {
      taxTotal ??= amount;
      continue;
    }
    // 'Total VAT 141.70' under 'VAT on parts @ 23%' and 'VAT on labour @ 13.5%': the tax in all.
    if (TAX_TOTAL.test(t) && !NOT_TAX.test(t)) {
      taxTotal ??= amount;
      continue;
    }
    if (TAX.test(t) && !NOT_TAX.test(t) && !TOTAL.test(t)) {
      // (Its name and rate tell one tax from another: CGST @ 9% and SGST @ 9% are two.)
      const name = /\b([cs]gst|igst|hst|pst|qst|gst|vat|sales\s*tax)\b/i.exec(t)?.[1]?.toLowerCase().replace(/\s+/g, ' ') ?? 'tax';
      const rate = /(\d+(?:\.\d+)?)\s*%/.exec(t)?.[1];
      taxes.push({ amount, rate: rate === undefined ? null : `${name} ${rate}` });
      continue;
    }
    if (NOT_TOTAL.test(t)) continue;
    if (TOTAL_STRONG.test(t)) strong = strong === undefined ? amount : Math.max(strong, amount);
    else if (TOTAL.test(t)) plain = plain === undefined ? amount : Math.max(plain, amount);
  }
  // Tax lines at different rates (each printing its rate) add up; otherwise the first is the tax.
  const rates = new Set(taxes.map((x) => x.rate));
  const tax = taxTotal ?? (taxes.length > 1 && taxes.every((x) => x.rate !== null) && rates.size === taxes.length ? Math.round(taxes.reduce((a, x) => a + x.amount, 0) * 100) / 100 : taxes[0]?.amount);
  if (tax !== undefined) fields.tax = tax;
  const total = strong ?? plain;
  if (total !== undefined) fields.total = total;
  return fields;
}
