// Receipts and photographed invoices: the fields read from them (merchant, date, subtotal, tax,
// total) answer questions cued to a receipt ('the receipt', 'the invoice', a purchase at a shop, a
// shop named by its words), and only those: a grant question that shares one word with a shop's
// name is not a receipt question. A receipt question that names something no receipt shows ('the
// printer toner receipt') is answered plainly: there is no such receipt.
import type { Grounding, GroundingPassage } from '../agent';
import { properNames } from './answer';
import { md, oneSentence } from './format';
import type { DocModel, OrgIndex } from './model';
import type { Plan, Token } from './plan/parse';
import { lineAmount } from '../../documents/parse/receipt';
import { CURRENCIES, currenciesNamed, currencyAsked, currencyFamily, WHOLE_CURRENCY_SIGNS } from '../../../lib/currencies';
import { usualCurrency } from './library';
import { itemCount, quantityIn, receiptItems, type ReceiptItem } from './receipt-lines';
import { bestMatch, MONTH_NAMES, stem, stemMatch, synonyms, words } from './text';

const FIELD_WORDS = new Set(
  'receipt receipts invoice invoices bill till slip purchase purchases purchased buy bought paid pay spent spend total amount date dated day when tax vat gst hst pst qst tps tvq ust mva moms mwst iva tva btw sales subtotal sub merchant vendor store shop supplier seller company where who much cost costs including included incl'.split(
    ' ',
  ),
);

interface Candidate {
  doc: DocModel;
  /** Words of the question its merchant or its text says. */
  named: number;
  merchantNamed: number;
  /** A name the question writes (capitalised) is one of the merchant's own words. */
  nameNamed: boolean;
}

// (A name's own periods, 'Inc.', 'Ltd.', would end the answer's first sentence before its figure.)
const titleCase = (s: string) => oneSentence(s.toLowerCase().replace(/(^|[\s&(/-])([a-z])/g, (_, b: string, c: string) => b + c.toUpperCase())).replace(/\.(?=\s|$)/g, '');

function money(n: number, currency: string): string {
  // (Currencies without cents print none: 'CFA 300,310', 'Rp 62,000'.)
  const digits = WHOLE_CURRENCY_SIGNS.has(currency) && Number.isInteger(n) ? 0 : 2;
  return `${currency}${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

function receiptDate(fields: Record<string, string | number>, which: 'date' | 'dueDate' = 'date'): { text: string; long: string | null; month: number | null; day: number | null } | null {
  const raw = fields[`${which}Text`] ?? fields[which];
  const text = typeof raw === 'string' ? raw : null;
  if (!text) return null;
  const iso = typeof fields[which] === 'string' ? String(fields[which]).match(/^(\d{4})-(\d{2})-(\d{2})/) : null;
  const long = iso ? `${MONTH_NAMES[Number(iso[2]) - 1]} ${Number(iso[3])}, ${iso[1]}` : null;
  return { text, long, month: iso ? Number(iso[2]) : null, day: iso ? Number(iso[3]) : null };
}

function fieldAsked(text: string): 'date' | 'due' | 'subtotal' | 'tax' | 'merchant' | 'total' {
  if (/\bdue\b/.test(text) && /\bwhen\b|\bdate\b|\bby\b|\bday\b/.test(text)) return 'due';
  // (Asked in the receipt's own language: 'en qué fecha', 'cuándo', 'quelle date', 'quand', 'welke datum', 'wanneer', 'wann'.)
  if (/\b(?:what|which) (?:date|day)\b|\bwhen\b|\bdated\b|\bdate (?:on|of)\b|^date\b|\b(?:que|quelle|welke|welche|qual|quale) (?:date|datum|fecha|data)\b|\bfecha\b|\bcu[aá]ndo\b|\bquelle date\b|\bquand\b|\bdatum\b|\bwanneer\b|\bwann\b|\bdata\b|\bquando\b/.test(text)) return 'date';
  // ('The total tax', 'how much VAT in total': the tax, all of it.)
  if (/\btotal (?:sales )?(?:tax|vat|gst|hst|pst|qst|tps|tvq)\b|\b(?:tax|vat|gst|hst|pst|qst|tps|tvq)(?:es)? (?:in total|altogether|all together)\b|\b(?:tax|vat|gst|hst|pst|qst|tps|tvq) total\b/.test(text)) return 'tax';
  // ('The total excl GST', 'before tax', 'net of VAT': what was bought, without the tax.)
  if (/\bsub-?total\b|\b(?:before|excl\.?|excluding|ex|exclusive of|net of|without|less|pre-?)\s*(?:the\s+)?(?:sales\s+)?(?:tax|gst|vat|hst|mva|moms)\b/.test(text)) return 'subtotal';
  if (/\btotal\b/.test(text)) return 'total';
  // (Value added tax by its other names: MVA, moms, MwSt, IVA, TVA, BTW.)
  // (And the provinces' and countries' own: PST, QST and TVQ, TPS, USt, Mehrwertsteuer.)
  if (/\b(?:sales tax|tax|vat|gst|hst|pst|qst|tps|tvq|mva|moms|mwst|ust|mehrwertsteuer|umsatzsteuer|iva|tva|btw)\b/.test(text) && !/\bincluding\b|\bincl\b|\bwith tax\b/.test(text)) return 'tax';
  // ('Which shop', 'who was it from', 'the supplier's name'; not 'the feed store receipt'.)
  if (/\b(?:which|what)\s+(?:\w+\s+)?(?:merchant|vendor|store|shop|supplier|seller|company|business|garage)\b|\bwhere\b|\bwho\b|\bname of the\b|\b(?:merchant|vendor|supplier|seller)(?:'s)?(?: name)?\b/.test(text)) return 'merchant';
  return 'total';
}

/** What kind of shop a receipt is from, by the words of its name and lines: 'the grocery receipt' is Valley Fresh Market's. */
const SHOP_KINDS: Array<[RegExp, string[]]> = [
  [/\b(?:market|fresh|foods?|grocer(?:y|ies)?|supermarket|mart|co-?op|produce|deli|bakery|butcher|safeway|kroger|tesco|sainsbury'?s?|aldi|lidl|whole foods|trader joe'?s?|costco|march[eé]|supermarch[eé]|[eé]picerie|mercado|supermercado|abarrotes|supermarkt|lebensmittel|edeka|rewe)\b/i, ['grocery', 'groceri', 'food', 'supermarket', 'grocer']],
  [/\b(?:oil|gas|fuel|petrol|gasoline|diesel|shell|exxon|chevron|mobil|texaco|esso|bp|station)\b/i, ['fuel', 'gas', 'petrol', 'gasolin', 'diesel']],
  [/\b(?:restaurant|resto|cafe|café|coffee|diner|grill|pizza|bistro|kitchen|bar|pub|tavern|eatery|catering|bakery)\b/i, ['restaurant', 'meal', 'lunch', 'dinner', 'breakfast', 'cafe', 'coffee', 'food', 'catering']],
  [/\b(?:office|staples|depot|officemax|stationer[sy]?|paper)\b/i, ['office', 'stationery', 'supply']],
  [/\b(?:hardware|lumber|chandlery|home depot|lowe'?s|b&q|builders?|tools?|ferreter[ií]a|tlapaler[ií]a|baumarkt|eisenwaren|quincaillerie)\b/i, ['hardware', 'tool', 'repair', 'maintenance', 'ferreteria', 'tlapaleria', 'baumarkt', 'quincailleri']],
  [/\b(?:pharmacy|chemist|drug|cvs|walgreens|boots|rite aid|farmacia|apotheke|pharmacie)\b/i, ['pharmacy', 'chemist', 'medicin', 'drug', 'farmacia', 'apothek', 'pharmaci']],
];
const SHOP_KIND_STEMS = new Set(SHOP_KINDS.flatMap(([, kinds]) => kinds).filter((k) => !['food', 'supply', 'repair', 'maintenance', 'tool', 'office'].includes(k)).map((k) => stem(k)));

function shopKinds(merchant: string): string[] {
  return SHOP_KINDS.filter(([re]) => re.test(merchant)).flatMap(([, kinds]) => kinds);
}

/** The receipts' answer to a receipt question, or null when the question is not about receipts. */
/** A table's figure for words of the question (the whole a receipt is a share of). */
export type FigureOf = (text: string) => { value: number; label: string; source: string } | null;

/** Documents a question may name that are not receipts. */
const OTHER_DOCUMENT = /\b(?:cash ?book|ledger|bank statement|budget|report|statements?|accounts|register|schedule|tracker|spreadsheet|workbook|minutes|gl|forecast|projection|cash ?flow)\b/;

/** A receipt's currency: as printed; else, or when only guessed from VAT, the organisation's own; else dollars. */
/** The last whole amount printed on a line, grouped by commas ('1,293,600'), or undefined. */
function wholeAmount(text: string): number | undefined {
  const m = [...text.matchAll(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{3,})(?![\d.,]*\d)/g)].pop();
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
}

/** The receipt's total, subtotal or tax as printed in another currency it names ('Grand Total (KHR) 3,328,400 KHR'). */
function inCurrencyAsked(d: DocModel, printed: string, name: string, field: 'total' | 'subtotal' | 'tax', family: string, date: ReturnType<typeof receiptDate>): Grounding {
  const fieldRe = field === 'tax' ? /\b(?:vat|tax|gst|hst|tva|iva|mwst)\b/i : field === 'subtotal' ? /\bsub[- ]?total\b/i : /\btotal\b/i;
  const candidates = printed
    .split('\n')
    .filter((t) => fieldRe.test(t) && (field !== 'total' || !/\bsub[- ]?total\b/i.test(t)) && currenciesNamed(t).some((c) => currencyFamily(c.sign) === family))
    // (Currencies without cents print whole amounts: '1,293,600 KHR', '¥22,276'.)
    .map((t) => ({ t, v: lineAmount(t) ?? wholeAmount(t) }))
    .filter((x): x is { t: string; v: number } => x.v !== undefined);
  const sign = CURRENCIES.find((c) => currencyFamily(c.sign) === family)?.sign ?? family;
  const pick = candidates[candidates.length - 1];
  if (!pick) {
    return {
      answer: `I couldn't find the ${field} in ${md(family.trim())} on the ${md(name)} receipt: no line of it prints that currency.\n\nOpen the photo on the Documents screen to check.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: [],
    };
  }
  const v = pick.v;
  return {
    answer: [`The ${md(name)} receipt's ${field} in that currency is **${money(v, sign)}**${date ? ` (dated ${date.text})` : ''}.`, `It prints “${md(pick.t.trim())}”.`, `**Source:** *${md(d.fileName)}* (read from the photo).`].join('\n\n'),
    found: true,
    clarifying: false,
    figures: [{ label: `${name} receipt ${field}`, value: v, formatted: money(v, sign), source: d.fileName }],
    passages: [],
  };
}

function currencyOfReceipt(index: OrgIndex, f: Record<string, string | number>): string {
  if (f.currency && !f.currencyGuessed) return String(f.currency);
  return usualCurrency(index.lib.tables) ?? String(f.currency ?? '$');
}

export function receiptAnswer(index: OrgIndex, plan: Plan, figureOf?: FigureOf): Grounding | null {
  const receipts = index.docs.filter((d) => d.fields && (d.fields.total !== undefined || d.fields.merchant !== undefined));
  if (!receipts.length) return null;
  const tokens: Token[] = [...plan.subject.tokens, ...plan.operands.flatMap((o) => o.tokens)];
  const descriptors = tokens.filter((t, i) => !FIELD_WORDS.has(t.word) && !t.soft && tokens.findIndex((u) => u.stem === t.stem) === i);
  // (A name every word of which most of the organisation's other documents print, its own name on
  // a photographed page of its accounts, names no shop.)
  const others = index.docs.filter((d) => !receipts.includes(d));
  const everywhere = (stem: string) => others.length >= 2 && others.filter((d) => d.stems.has(stem)).length > others.length / 2;
  const scored: Candidate[] = receipts.map((doc) => {
    const printed = typeof doc.fields.merchant === 'string' ? words(doc.fields.merchant).map((w) => w.stem) : [];
    const merchant = printed.length >= 2 && printed.every(everywhere) ? [] : printed;
    const text = [...doc.stems, ...shopKinds(typeof doc.fields.merchant === 'string' ? doc.fields.merchant : '')];
    let named = 0;
    let merchantNamed = 0;
    let nameNamed = false;
    // A shop is named by its own words (not their synonyms: 'marketing' is not the 'Market').
    for (const t of descriptors) {
      if (bestMatch(t.stem, merchant) >= 1 || merchant.includes(words(t.word)[0]?.stem ?? t.word) || (t.word.length >= 6 && merchant.some((m) => m.length >= 6 && stemMatch(t.stem, m) >= 0.6 && !synonyms(t.stem, m)))) {
        merchantNamed++;
        if (t.name && t.word.length >= 4) nameNamed = true;
      }
      if (bestMatch(t.stem, merchant) >= 1 || bestMatch(t.stem, text) >= 1 || bestMatch(t.stem, doc.nameStems.filter((s) => !/^\d+$/.test(s) && s !== 'receipt')) >= 1) named++;
    }
    return { doc, named, merchantNamed, nameNamed };
  });
  // A receipt or invoice asked by its number ('invoice 1187', 'factura #A-3310'): only one that prints it.
  const numbered = /\b(?:invoice|receipt|bill|folio)\s*(?:#|no\.?|number|num)?\s*([a-z]{0,3}-?\d{3,})\b/i.exec(plan.text)?.[1];
  if (numbered && !/^(?:19|20)\d{2}$/.test(numbered)) {
    const printing = scored.filter((c) => c.doc.sentences.some((x) => x.text.toLowerCase().replace(/\s+/g, '').includes(numbered.toLowerCase().replace(/\s+/g, ''))));
    if (!printing.length) return null;
    for (const c of scored) if (!printing.includes(c)) c.named = 0;
  }
  // Cued: a receipt word, or a shop named by two of its words (or one long, rare enough to be a name).
  // (The name said must be the shop's: 'MoMo' beside 'suppliers' names no 'Supplies Ltd'.)
  const merchantCue = scored.some((s) => s.merchantNamed >= 2 || (s.merchantNamed === 1 && s.nameNamed));
  if (!plan.receipt && !merchantCue) return null;
  // A shop named in a question about another document ('paid to the garden centre in the ledger'):
  // that document's records of it, not the shop's receipt.
  // (A forecast's 'total receipts' is the money coming in, not a slip.)
  // (Nor is 'the single largest receipt in the register': money received, one of its records.)
  if (OTHER_DOCUMENT.test(plan.text) && !/\b(?:receipt|reciept|invoice|slip|bill)s?\b/.test(plan.text.replace(/\b(?:total|cash|gross|net|operating|weekly|monthly|forecast)\s+receipts\b|\b(?:largest|biggest|smallest|highest|lowest|single)\s+(?:single\s+)?receipts?\b(?=.*\b(?:in|on|from) (?:the|our) (?:[\w-]+\s+){0,3}(?:register|ledger|cash ?book|statement|schedule|tracker|export)\b)/g, ' '))) return null;
  const top = Math.max(...scored.map((s) => s.named));
  // A kind of shop named ('the catering invoice', 'the fuel receipt') that no receipt's shop is:
  // there is no such receipt, whatever other word one of them prints.
  const kindsAsked = descriptors.filter((t) => SHOP_KIND_STEMS.has(t.stem));
  if (plan.receipt && kindsAsked.length && !receipts.some((d) => kindsAsked.some((t) => shopKinds(String(d.fields.merchant ?? '')).map((k) => stem(k)).includes(t.stem) || d.stems.has(t.stem)))) {
    const what = descriptors.map((t) => t.word).join(' ');
    return {
      answer: `I couldn't find a receipt for ${md(what)} in your documents.\n\nThe receipts I have are from ${receipts.map((d) => md(titleCase(String(d.fields.merchant ?? d.fileName)))).join(', ')}. If the receipt isn't uploaded yet, take a photo of it on the Documents screen and ask again.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: [],
    };
  }
  // The question names something, and no receipt shows it: there is no such receipt.
  const asksForReceipt = /\b(?:the|a|my|our|that|this)\s+(?:[\w&'-]+\s+){0,3}(?:receipt|reciept|invoice)s?\b|\b(?:receipt|invoice)s? (?:for|from)\b/.test(plan.text);
  if (descriptors.length && top === 0 && plan.receipt && !asksForReceipt) return null;
  if (descriptors.length && top === 0 && plan.receipt) {
    const what = descriptors.map((t) => t.word).join(' ');
    return {
      answer: `I couldn't find a receipt for ${md(what)} in your documents.\n\nThe receipts I have are from ${receipts.map((d) => md(titleCase(String(d.fields.merchant ?? d.fileName)))).join(', ')}. If the receipt isn't uploaded yet, take a photo of it on the Documents screen and ask again.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: [],
    };
  }
  const together = /\b(and|combined|together|both|plus|all)\b/.test(plan.text) && scored.filter((s) => s.named > 0).length > 1;
  // 'The receipt for the minibus tyres': a receipt that says 'minibus' but no tyres, its shop not
  // named, is not that receipt.
  const asked = scored.filter((s) => s.named === top);
  const whetherAny = plan.yesNo || /\b(?:is there|are there|do we have|have we got|did we (?:get|keep|upload|scan))\b/.test(plan.text);
  if (descriptors.length > 1 && top > 0 && !together && asksForReceipt && whetherAny && asked.every((s) => s.merchantNamed === 0 && s.named < descriptors.length)) {
    const unsaid = descriptors.filter((t) => !asked.some((s) => saysWord(s.doc, t))).map((t) => t.word);
    const what = descriptors.map((t) => t.word).join(' ');
    return {
      answer: `I couldn't find a receipt for ${md(what)} in your documents: no receipt mentions ${unsaid.map((w) => `“${md(w)}”`).join(' or ')}.\n\nThe receipts I have are from ${receipts.map((d) => md(titleCase(String(d.fields.merchant ?? d.fileName)))).join(', ')}. If the receipt isn't uploaded yet, take a photo of it on the Documents screen and ask again.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: [],
    };
  }
  // 'The native seed invoice from the co-op': a receipt that says none of the words naming it but
  // a short one ('Co.') is not that receipt.
  if (!together && asksForReceipt && top > 0) {
    // (Words that rank or count what is on it, or 'receipt' mistyped, name no receipt.)
    const telling = descriptors.filter((t) => t.word.length >= 4 && !/^(?:most|least|more|less|expensive|cheapest|cheap|dearest|dear|biggest|largest|smallest|highest|lowest|items?|things?|lines?|much|many|each|every|single|r[ei]{2}c[ei]{1,2}pts?|rec[ie]{1,2}pts?|recipts?)$/.test(t.word));
    const best = asked.filter((s) => s.named === top);
    if (telling.length >= 2 && best.every((s) => telling.filter((t) => saysWord(s.doc, t)).length * 2 < telling.length && s.merchantNamed < 2)) {
      const unsaid = telling.filter((t) => !best.some((s) => saysWord(s.doc, t))).map((t) => t.word);
      return {
        answer: `I couldn't find a receipt for ${md(descriptors.map((t) => t.word).join(' '))} in your documents: no receipt mentions ${unsaid.map((w) => `“${md(w)}”`).join(' or ')}.\n\nThe receipts I have are from ${receipts.map((d) => md(titleCase(String(d.fields.merchant ?? d.fileName)))).join(', ')}. If the receipt isn't uploaded yet, take a photo of it on the Documents screen and ask again.`,
        found: false,
        clarifying: false,
        figures: [],
        passages: [],
      };
    }
  }
  let picks = scored.filter((s) => (together ? s.named > 0 : s.named === top));
  if (!descriptors.length || top === 0) picks = /\breceipts\b|\ball (?:the |our )?receipts\b/.test(plan.text) ? scored : receipts.length === 1 ? scored : [];
  if (!picks.length) return null;
  // A name the question says that the receipt does not ('paid to Nkansah Construction' beside a
  // builders' merchant's invoice): another payee's money, not this slip.
  const names = properNames(plan.question).map((n) => stem(n.word.toLowerCase()));
  if (names.length && picks.every((p) => names.some((n) => !p.doc.stems.has(n) && !p.doc.nameStems.includes(n)))) return null;
  const field = fieldAsked(plan.text);
  const lines: string[] = [];
  const passages: GroundingPassage[] = [];
  const figures: Grounding['figures'] = [];
  let lead: string;
  if (picks.length > 1) {
    if (field !== 'total') return null;
    const missing = picks.filter((p) => typeof p.doc.fields.total !== 'number');
    if (missing.length) {
      // Several receipts are added up only when every total was read.
      lead = `I couldn't find the total of ${missing.map((m) => md(titleCase(String(m.doc.fields.merchant ?? m.doc.fileName)))).join(', ')} in what I could read of the photo, so I can't add up these ${picks.length} receipts.`;
      return { answer: lead, found: false, clarifying: false, figures: [], passages: [] };
    }
    const currency = currencyOfReceipt(index, picks[0]!.doc.fields);
    const sum = picks.reduce((a, p) => a + (p.doc.fields.total as number), 0);
    lead = `${together ? 'These' : 'Your'} ${picks.length} receipts total **${money(sum, currency)}**.`;
    for (const p of picks) lines.push(`- ${md(titleCase(String(p.doc.fields.merchant ?? p.doc.fileName)))}: ${money(p.doc.fields.total as number, currency)} (*${md(p.doc.fileName)}*)`);
    figures.push({ label: 'Total of receipts', value: sum, formatted: money(sum, currency), source: picks.map((p) => p.doc.fileName).join(', ') });
  } else {
    const d = picks[0]!.doc;
    const f = d.fields;
    const currency = currencyOfReceipt(index, f);
    const name = typeof f.merchant === 'string' ? titleCase(f.merchant) : d.fileName;
    const date = receiptDate(f);
    // A receipt of another day asked for ('the receipt from September 14'): not this one.
    const asked = plan.periods.find((p) => (p.kind === 'date' || p.kind === 'month') && p.month !== undefined);
    if (asked && date?.month && (asked.month !== date.month || (asked.kind === 'date' && asked.day !== undefined && date.day !== null && asked.day !== date.day))) {
      return {
        answer: `I couldn't find a ${md(name)} receipt from ${md(asked.text)} in your documents: the ${md(name)} receipt I have is dated ${date.text}${date.long ? ` (${date.long})` : ''}.\n\nIf that receipt isn't uploaded yet, take a photo of it on the Documents screen and ask again.`,
        found: false,
        clarifying: false,
        figures: [],
        passages: [],
      };
    }
    const printed = d.sentences.map((s) => s.text).join('\n');
    // An amount asked in another currency than the receipt's ('the total in riel'): the line that
    // prints it in that currency, else none (the dollar total is not the riel one).
    const amountField = field === 'total' || field === 'subtotal' || field === 'tax';
    const askedIn = amountField ? currencyAsked(plan.text) : null;
    if (amountField && askedIn && askedIn !== currencyFamily(currency)) return inCurrencyAsked(d, printed, name, field, askedIn, date);
    const line = field === 'total' || field === 'subtotal' ? lineAsked(plan, descriptors, d, printed, name, currency) : null;
    if (line) return line;
    // 'How many litres…' is not answered by an amount of money.
    if (/\bhow many\b/.test(plan.text) && !/\bhow many (?:dollars|pounds|euros)\b/.test(plan.text)) return null;
    // 'What % of the programme's supplies budget does it represent?': the receipt's total over the
    // figure the question names.
    const shareOf = plan.text.match(/\bwhat (?:%|percent(?:age)?|share|proportion|fraction|part) of (?:the |our )?(.+?) (?:does|did|is|was|would|will) (?:it|this|that|the receipt|this receipt|the invoice|this invoice|the bill)\b/);
    const whole = shareOf && typeof f.total === 'number' && figureOf ? figureOf(shareOf[1]!) : null;
    if (whole && whole.value > 0 && typeof f.total === 'number') {
      const share = (f.total / whole.value) * 100;
      const pct = `${share.toFixed(2)}%`;
      return {
        answer: [
          `The ${md(name)} receipt's total is **${pct}** of ${md(whole.label)}.`,
          `Working: ${money(f.total, currency)} ÷ ${money(whole.value, currency)} = ${pct}.`,
          `**Source:** *${md(d.fileName)}* (read from the photo); *${md(whole.source)}*.`,
        ].join('\n\n'),
        found: true,
        clarifying: false,
        figures: [{ label: `${name} receipt as a share of ${whole.label}`, value: share, formatted: pct, source: `${d.fileName}, ${whole.source}` }],
        passages: [],
      };
    }
    // A discount, a tip, the change given ('how much was the discount'): the line printing it,
    // never the total.
    const adjustment = adjustmentAsked(plan.text);
    if (adjustment && field === 'total') return adjustmentLine(adjustment, d, printed, name, currency, date);
    // A share, a ratio or a change of one receipt's total is not its total.
    if (shareOf || ['share', 'ratio', 'percentChange', 'difference', 'variance', 'formula'].includes(plan.op)) return null;
    // 'Which line was the dearest', 'the most expensive item': the receipt's lines ranked, never its total.
    const ranked = /\b(?:dearest|most expensive|priciest|costliest|cheapest|least expensive|biggest|largest|smallest)\b/.test(plan.text) && /\b(?:lines?|items?|things?|products?|purchases?)\b|\bwhat did we (?:buy|get)\b/.test(plan.text);
    if (ranked) {
      const items = receiptItems(printed).filter((i) => i.amount !== null);
      const cheapest = /\b(?:cheapest|least expensive|smallest)\b/.test(plan.text);
      if (items.length < 2) {
        return { answer: `I couldn't find the ${md(name)} receipt's lines clearly enough in the photo to say which cost ${cheapest ? 'the least' : 'the most'}.\n\nOpen the photo on the Documents screen to check.`, found: false, clarifying: false, figures: [], passages: [] };
      }
      const pick = items.reduce((a, b) => ((cheapest ? b.amount! < a.amount! : b.amount! > a.amount!) ? b : a));
      const label = titleCaseItem(pick.name);
      return {
        answer: [
          `The ${cheapest ? 'cheapest' : 'dearest'} line on the ${md(name)} receipt is **${md(label)}**, at ${money(pick.amount!, currency)}.`,
          `Lines read: ${items.map((i) => `${md(titleCaseItem(i.name))} ${money(i.amount!, currency)}`).join(' · ')}.`,
          `**Source:** *${md(d.fileName)}* (read from the photo).`,
        ].join('\n\n'),
        found: true,
        clarifying: false,
        figures: [{ label: `${name} receipt, ${pick.name}`, value: pick.amount!, formatted: money(pick.amount!, currency), source: d.fileName }],
        passages: [],
      };
    }
    // How it was paid ('cash or card?', 'paid with what'): the line printing the means of payment.
    if (PAYMENT_ASKED.test(plan.text)) return paidBy(d, printed, name);
    // Something printed that is no amount ('the registration on the invoice', 'the last four
    // digits of the card'): the line that says it, quoted, never the total.
    if (field === 'total' && !AMOUNT_ASKED.test(plan.text)) return printedLine(plan, descriptors, d, printed, name);
    if (field === 'due') {
      const due = receiptDate(f, 'dueDate');
      if (!due) return null;
      lead = `The ${md(name)} invoice is due on **${due.text}**${due.long ? ` (${due.long})` : ''}.`;
    } else if (field === 'date') {
      if (!date) return null;
      lead = `The ${md(name)} receipt is dated **${date.text}**${date.long ? ` (${date.long})` : ''}.`;
    } else if (field === 'merchant') {
      lead = `The receipt is from **${md(name)}**${date ? `, dated ${date.text}` : ''}.`;
    } else {
      let v = f[field];
      // No subtotal printed, but the total and the tax in it: the total less the tax.
      const lessTax = field === 'subtotal' && typeof v !== 'number' && typeof f.total === 'number' && typeof f.tax === 'number' && f.tax < f.total;
      if (lessTax) v = Math.round(((f.total as number) - (f.tax as number)) * 100) / 100;
      // One tax of two named ('how much GST' where GST and PST are charged): that tax's own line.
      // (By either language's name: the GST is the TPS, Québec's QST the TVQ.)
      const named = field === 'tax' ? plan.text.match(/\b(gst|hst|pst|qst|tps|tvq|vat)\b/)?.[1] : undefined;
      if (named) {
        const names = ({ gst: 'gst|tps', tps: 'gst|tps', qst: 'qst|tvq', tvq: 'qst|tvq' } as Record<string, string>)[named] ?? named;
        const ownRe = new RegExp(`\\b(?:${names})\\b`, 'i');
        const own = d.sentences
          .flatMap((x) => x.text.split('\n'))
          .filter((t) => ownRe.test(t) && !/#|\bno\b\.?|\bnumber\b|\breg\b|\btotal\b/i.test(t))
          .map((t) => lineAmount(t))
          .filter((x): x is number => x !== undefined);
        const others = /\b(?:gst|hst|pst|qst|tps|tvq|vat|sales tax)\b/i;
        const mixed = d.sentences.some((x) => x.text.split('\n').some((t) => others.test(t) && !ownRe.test(t) && lineAmount(t) !== undefined));
        if (own.length === 1 && mixed) v = own[0]!;
      }
      if (typeof v !== 'number') {
        lead = `I couldn't find the ${field} on the ${md(name)} receipt in what I could read of the photo.`;
        return { answer: `${lead}\n\nThe photo may be blurred where it is printed; open it on the Documents screen to check.`, found: false, clarifying: false, figures: [], passages: [] };
      }
      const what = field === 'tax' ? (named ? named.toUpperCase() : 'tax') : field;
      lead = lessTax ? `The ${md(name)} receipt's total without tax is **${money(v, currency)}**${date ? ` (dated ${date.text})` : ''}.` : `The ${md(name)} receipt's ${what} is **${money(v, currency)}**${date ? ` (dated ${date.text})` : ''}.`;
      if (lessTax) lines.push(`Working: ${money(f.total as number, currency)} total − ${money(f.tax as number, currency)} tax = ${money(v, currency)}.`);
      figures.push({ label: `${name} receipt ${what}`, value: v, formatted: money(v, currency), source: d.fileName });
    }
    const details = [
      typeof f.subtotal === 'number' ? `subtotal ${money(f.subtotal, currency)}` : null,
      typeof f.tax === 'number' ? `tax ${money(f.tax, currency)}` : null,
      typeof f.total === 'number' ? `total ${money(f.total, currency)}` : null,
    ].filter(Boolean);
    if (details.length) lines.push(`Read from the receipt: ${details.join(', ')}.`);
    lines.push(`**Source:** *${md(d.fileName)}* (read from the photo).`);
    const text = d.sentences.map((s) => s.text).join('\n');
    if (text) passages.push({ text, source: d.fileName });
  }
  return { answer: [lead, ...lines].join('\n\n'), found: true, clarifying: false, figures, passages };
}

/**
 * A line of the receipt asked about ('what did each kickboard cost', 'how many pull buoys did we
 * buy', 'how many kWh were we billed for', 'how many items in all'): that line's amount, unit price
 * or quantity, or a quantity the receipt states in the unit asked. Null when the question names
 * no line of it.
 */
function lineAsked(plan: Plan, descriptors: Token[], d: DocModel, printed: string, name: string, currency: string): Grounding | null {
  const merchant = typeof d.fields.merchant === 'string' ? words(d.fields.merchant).map((w) => w.stem) : [];
  const source = `**Source:** *${md(d.fileName)}* (read from the photo).`;
  const passages: GroundingPassage[] = [{ text: printed, source: d.fileName }];
  const found = (lead: string, rest: string[], label: string, value: number, formatted: string): Grounding => ({
    answer: [lead, ...rest, source].join('\n\n'),
    found: true,
    clarifying: false,
    figures: [{ label, value, formatted, source: d.fileName }],
    passages,
  });
  const howMany = plan.question.toLowerCase().match(/\bhow many ([a-z][a-z0-9³]*)/);
  const items = receiptItems(printed);
  const paper = /\bbill\b/.test(plan.text) ? 'bill' : /\binvoice\b/.test(plan.text) ? 'invoice' : 'receipt';
  // 'How many kWh', 'how many m3': a quantity printed in the unit asked.
  const counted = /^(?:items?|things?|articles?|products?|pieces?|units?)$/;
  // Words that name a line, not the shop.
  // (Nor a word of the shop's name read another way: 'Súper' of 'Súper Bodega' is no 'superannuation'.)
  const wanted = descriptors.filter((t) => bestMatch(t.stem, merchant) < 1 && !merchant.includes(words(t.word)[0]?.stem ?? t.word) && !/^(?:item|thing|articl|product|piec|line|unit)s?$/.test(t.stem));
  // (A word cut short names the line too, 'med' of 'medium', and sizes as they are written short.)
  const says = (t: Token, item: ReceiptItem) => {
    const ws = words(item.name);
    const word = SIZES[t.word] ?? t.word;
    return bestMatch(t.stem, ws.map((w) => w.stem)) >= 0.8 || ws.some((w) => w.word === word) || (word.length >= 3 && ws.some((w) => w.word.length > word.length && w.word.startsWith(word)));
  };
  const scored = items
    .map((item) => ({ item, n: wanted.filter((t) => says(t, item)).length, by: wanted.filter((t) => says(t, item)) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  const best = scored[0];
  // Two or more lines named together ('gloves, med + large', 'the syringes and the prep pads'): each
  // picked out by a word of its own, added up.
  const together = /\+|\band\b|&|\bboth\b|\bcombined\b|\btogether\b/.test(plan.question.toLowerCase());
  const ownWord = (x: (typeof scored)[number]) => x.by.some((t) => scored.every((y) => y === x || !y.by.includes(t)));
  const tied = scored.filter(ownWord);
  if (together && tied.length >= 2 && tied.length <= 4) {
    const lines = tied.map((x) => x.item);
    const value = (i: ReceiptItem) => (howMany ? i.quantity : i.amount);
    if (lines.every((i) => value(i) !== null)) {
      const total = Math.round(lines.reduce((a, i) => a + value(i)!, 0) * 100) / 100;
      const shown = (n: number) => (howMany ? fmtQty(n) : money(n, currency));
      const named = lines.map((i) => md(titleCaseItem(i.name)));
      return found(
        `${howMany ? `The ${md(name)} ${paper} shows **${shown(total)}** in all of` : `On the ${md(name)} ${paper},`} ${named.join(' and ')}${howMany ? '' : ` came to **${shown(total)}** together`}.`,
        [`Working: ${lines.map((i) => `${shown(value(i)!)} (${md(titleCaseItem(i.name))})`).join(' + ')} = ${shown(total)}.`],
        `${lines.map((i) => i.name).join(' + ')}${howMany ? ' quantity' : ''}`,
        total,
        shown(total),
      );
    }
  }
  // (Unless the words asked name no line of it.)
  const q = howMany && !counted.test(howMany[1]!) && !best ? quantityIn(printed, howMany[1]!) : null;
  if (q) return found(`The ${md(name)} ${paper} shows **${fmtQty(q.value)}** ${md(q.unit)}.`, [], `${q.unit} on the ${paper}`, q.value, fmtQty(q.value));
  if (best && !(scored[1] && scored[1].n === best.n)) {
    const item = best.item;
    const itemName = md(titleCaseItem(item.name));
    const detail = (i: ReceiptItem) => [i.quantity !== null ? `${fmtQty(i.quantity)} ${i.quantityUnit ?? 'bought'}` : null, i.unitPrice !== null ? `${money(i.unitPrice, currency)} each` : null, i.amount !== null ? `${money(i.amount, currency)} in all` : null].filter(Boolean).join(', ');
    const read = `Read from the line “${md(item.text.replace(/\n/g, ' · '))}”${detail(item) ? `: ${detail(item)}` : ''}.`;
    if (howMany && item.quantity !== null) return found(`The ${md(name)} ${paper} shows **${fmtQty(item.quantity)}** × ${itemName}.`, [read], `${item.name} quantity`, item.quantity, fmtQty(item.quantity));
    const each = /\beach\b|\bper (?:unit|item|piece|one|pack|box)\b|\bapiece\b|\bunit (?:price|cost)\b|\ba piece\b|\bprice per\b|\bsingle\b|\bone of\b/.test(plan.text);
    if (each && item.unitPrice !== null) return found(`Each ${itemName} on the ${md(name)} ${paper} cost **${money(item.unitPrice, currency)}**.`, [read], `${item.name} unit price`, item.unitPrice, money(item.unitPrice, currency));
    if ((each || howMany) && item.amount !== null) {
      // Asked for a unit price or a count the receipt does not print: say what it does print.
      return { answer: [`The ${md(name)} ${paper} doesn't print ${each ? 'a unit price' : 'a quantity'} for ${itemName}; its line comes to ${money(item.amount, currency)}.`, read, source].join('\n\n'), found: false, clarifying: false, figures: [], passages };
    }
    if (item.amount !== null) return found(`${itemName} on the ${md(name)} ${paper} came to **${money(item.amount, currency)}**.`, [read], item.name, item.amount, money(item.amount, currency));
  }
  if (best && scored[1] && scored[1].n === best.n && !(howMany && !counted.test(howMany[1]!))) {
    const same = scored.filter((x) => x.n === best.n).map((x) => x.item);
    return {
      answer: [`The ${md(name)} ${paper} has ${same.length} lines that fit: ${same.map((i) => `${md(titleCaseItem(i.name))} (${i.amount !== null ? money(i.amount, currency) : 'amount not read'})`).join('; ')}. Which one do you mean?`, source].join('\n\n'),
      found: false,
      clarifying: true,
      figures: [],
      passages,
    };
  }
  if (!howMany) return null;
  if (counted.test(howMany[1]!)) {
    const printedCount = itemCount(printed);
    const counted = items.length && items.every((i) => i.quantity !== null) ? items.reduce((a, i) => a + i.quantity!, 0) : null;
    const n = printedCount ?? counted;
    if (n === null) return null;
    const how = printedCount !== null ? 'as the receipt prints it' : `the quantities of its ${items.length} lines added up`;
    return found(`The ${md(name)} ${paper} shows **${fmtQty(n)}** items in all.`, [`Read ${how}.`], 'Items on the receipt', n, fmtQty(n));
  }
  return null;
}

const SIZES: Record<string, string> = { xs: 'extra', sm: 'small', sml: 'small', md: 'medium', med: 'medium', lg: 'large', lrg: 'large', xl: 'extra' };

/** Words of a question that ask for an amount of money (else a receipt question asks for something printed). */
const AMOUNT_ASKED =
  /\bhow much\b|\btotal\b|\bcosts?\b|\bspen[dt]\b|\bpaid\b|\bpay\b|\bamount\b|\bprices?d?\b|\bcharged?\b|\bvalue\b|\bworth\b|\bsub-?total\b|\btax\b|\bvat\b|\bgst\b|\bhst\b|\bmva\b|\bmoms\b|\bmwst\b|\biva\b|\btva\b|\btps\b|\btvq\b|\bqst\b|\bpst\b|\bust\b|\bbilled\b|\bexpensive\b|\bcheap\b|\bowe[ds]?\b|\bdue\b|[$€£%]|\bpercent(?:age)?\b|\bshare\b|\bproportion\b|\bhow many\b|\b(?:dollars?|euros?|pounds?)\b/;

/** Amounts a receipt prints beside its lines and total, by the question's word and the words receipts print them by. */
const ADJUSTMENTS: Array<{ asked: RegExp; printed: RegExp; what: string }> = [
  { asked: /\b(?:discounts?|discounted|savings?|saved|coupons?|vouchers?|markdowns?|promo(?:tion)?s?)\b/, printed: /\b(?:disc(?:ount)?s?|discnt|dscnt|savings?|saved|coupons?|vouchers?|markdowns?|promo(?:tion)?|rabatt|remise|r[eé]duction|descuento|desc|sconto|korting|aktion|rea)\b/i, what: 'discount' },
  { asked: /\b(?:tips?|gratuity|gratuities)\b/, printed: /\b(?:tips?|gratuity|pourboire|propina|trinkgeld|mancia|fooi)\b/i, what: 'tip' },
  { asked: /\bchange (?:given|due|back|returned)\b|\bhow much change\b|\bthe change\b(?! (?:in|from|between|of)\b)/, printed: /\b(?:change|cambio|rendu|monnaie|r[üu]ckgeld|wisselgeld|vuelto|resto|troco)\b/i, what: 'change given' },
  { asked: /\b(?:delivery|shipping|freight|postage) (?:fee|charge|cost)s?\b|\bfor (?:delivery|shipping|freight|postage)\b/, printed: /\b(?:delivery|shipping|freight|postage|livraison|env[ií]o|versand|lieferung|consegna|bezorg\w*)\b/i, what: 'delivery charge' },
  { asked: /\b(?:deposits?|bottle deposit)\b/, printed: /\b(?:deposit|pfand|caution|consigne|statiegeld|dep)\b/i, what: 'deposit' },
  { asked: /\brounding\b|\brounded\b/, printed: /\b(?:rounding|round(?:ed|ing)?|arrondi|redondeo|rundung|afronding)\b/i, what: 'rounding' },
];

function adjustmentAsked(text: string): (typeof ADJUSTMENTS)[number] | null {
  return ADJUSTMENTS.find((a) => a.asked.test(text)) ?? null;
}

/** The receipt's lines printing a discount, a tip or the change (added up if several), or a plain 'not found': never its total. */
function adjustmentLine(a: (typeof ADJUSTMENTS)[number], d: DocModel, printed: string, name: string, currency: string, date: ReturnType<typeof receiptDate>): Grounding {
  const source = `**Source:** *${md(d.fileName)}* (read from the photo).`;
  const lines = printed
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => a.printed.test(t))
    .map((t) => ({ t, v: lineAmount(t) }))
    .filter((x): x is { t: string; v: number } => x.v !== undefined && x.v !== 0);
  if (!lines.length) {
    return { answer: `I couldn't find a ${a.what} on the ${md(name)} receipt in what I could read of the photo.\n\nOpen the photo on the Documents screen to check.`, found: false, clarifying: false, figures: [], passages: [] };
  }
  const value = Math.round(lines.reduce((s, x) => s + Math.abs(x.v), 0) * 100) / 100;
  const formatted = money(value, currency);
  const rest = [`Read from ${lines.length === 1 ? 'the line' : 'the lines'} ${lines.map((x) => `“${md(x.t)}”`).join(' and ')}.`];
  if (typeof d.fields.total === 'number') rest.push(`The receipt's total is ${money(d.fields.total, currency)}.`);
  return {
    answer: [`The ${a.what} on the ${md(name)} receipt is **${formatted}**${date ? ` (dated ${date.text})` : ''}.`, ...rest, source].join('\n\n'),
    found: true,
    clarifying: false,
    figures: [{ label: `${name} receipt ${a.what}`, value, formatted, source: d.fileName }],
    passages: [{ text: printed, source: d.fileName }],
  };
}

/** 'How was it paid', 'cash or card', 'paid by what', 'the payment method'. */
const PAYMENT_ASKED = /\bhow (?:did|do|was|were|is) (?:we |it |they |this |that |the [\w ]{1,30}?)?(?:pay|paid|settled)\b|\bpaid (?:by|with|in) (?:what|which|cash|card)\b|\bpayment (?:method|type|mode)\b|\bmethod of payment\b|\b(?:cash|card) or (?:card|cash|eftpos)\b|\bwhat (?:card|payment)\b/;

/** The means of payment a receipt prints, most particular first (a card's scheme before 'card'). */
const MEANS = /\b(eftpos|visa(?: debit)?|master ?card|maestro|amex|american express|discover|interac|octopus|alipay|wechat ?pay|apple ?pay|google ?pay|samsung ?pay|paypal|m-?pesa|gcash|paynow|twint|girocard|ec-?karte|cheque|check|bank transfer|direct debit|debit card|credit card|contactless|cash)\b/i;

function paidBy(d: DocModel, printed: string, name: string): Grounding {
  const lines = printed.split('\n').map((x) => x.trim()).filter(Boolean);
  // (Not the change given back, nor a cash-back line, nor the shop's own card offers.)
  const paid = lines.filter((x) => MEANS.test(x) && !/\bchange\b|\bcash ?back\b|\bwe accept\b|\bmember(?:ship)? card\b/i.test(x));
  const ranked = paid.map((x) => ({ x, m: MEANS.exec(x)![1]!, amount: /\d[\d,]*\.\d{2}\b/.test(x) })).sort((a, b) => Number(b.amount) - Number(a.amount) || Number(/^cash$/i.test(a.m)) - Number(/^cash$/i.test(b.m)));
  const top = ranked[0];
  if (!top) {
    return {
      answer: `I couldn't find how the ${md(name)} receipt was paid: no line of it names cash, a card or another way of paying.\n\nOpen the photo on the Documents screen to check.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: [{ text: printed, source: d.fileName }],
    };
  }
  const means = /^(?:eftpos|amex|m-?pesa|gcash)$/i.test(top.m) ? top.m.toUpperCase() : top.m.replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    answer: [`The ${md(name)} receipt was paid by **${md(means)}**: it prints “${md(top.x)}”.`, `**Source:** *${md(d.fileName)}* (read from the photo).`].join('\n\n'),
    found: true,
    clarifying: false,
    figures: [],
    passages: [{ text: printed, source: d.fileName }],
  };
}

/** Other words a receipt prints for what a question names ('registration' is 'Reg', a card is its scheme). */
const PRINTED_AS: Array<[RegExp, RegExp]> = [
  [/^registration|^reg$|^plate|^vehicle$/, /\breg(?:istration)?\b|\bplate\b/i],
  [/^card$|^cards$|^digits?$/, /\b(?:visa|mastercard|master card|amex|american express|debit|credit|card)\b|x{4}|\*{4}/i],
  [/^phone$|^telephone$|^number$/, /\btel\b|\bphone\b/i],
  [/^cashier$|^served$|^clerk$/, /\bcashier\b|\bserved by\b|\bclerk\b/i],
  [/^odometer$|^mileage$|^km$|^miles$/, /\bodometer\b|\bmileage\b|\bkm\b/i],
  [/^vat$|^tax$/, /\bvat (?:no|number|reg)|\btax id\b/i],
];

/** The receipt's printed words say this word of the question (itself, another form, or as receipts print it). */
function saysWord(doc: DocModel, t: Token): boolean {
  return doc.stems.has(t.stem) || bestMatch(t.stem, [...doc.stems]) >= 0.8;
}

/**
 * A question about something a receipt prints that is no amount: the printed line that says most
 * of its words, quoted as read, or a plain 'not on it'.
 */
function printedLine(plan: Plan, descriptors: Token[], d: DocModel, printed: string, name: string): Grounding {
  const merchant = typeof d.fields.merchant === 'string' ? words(d.fields.merchant).map((w) => w.stem) : [];
  const paper = /\bbill\b/.test(plan.text) ? 'bill' : /\binvoice\b/.test(plan.text) ? 'invoice' : 'receipt';
  // 'The invoice no.', 'the receipt number': the line printing the document's own number.
  // (Of the kind asked: a purchase order's number is not the invoice's.)
  const kind = /\b(invoice|receipt|bill|order|reference|ref|transaction)\s*(?:no\.?|number|num|#)(?=\W|$)/i.exec(plan.question)?.[1]?.toLowerCase().replace(/^reference$/, 'ref').replace(/^transaction$/, 'trans');
  const numberLine = kind ? printed.split('\n').map((x) => x.trim()).find((x) => new RegExp(`\\b${kind}(?:erence|action)?\\s*(?:no\\.?|number|num|#)\\s*:?\\s*[A-Z0-9]`, 'i').test(x)) : undefined;
  if (numberLine) {
    // (The number itself first, then the line as printed: 'No.' would end the first sentence.)
    const value = new RegExp(`\\b${kind}(?:erence|action)?\\s*(?:no\\.?|number|num|#)\\s*:?\\s*([A-Z0-9][A-Z0-9/-]*)`, 'i').exec(numberLine)?.[1];
    const lead = value ? `The ${md(name)} ${paper}'s ${kind === 'ref' ? 'reference' : kind} number is **${md(value)}**, printed as “${md(numberLine)}”.` : `The ${md(name)} ${paper} shows “**${md(numberLine)}**”.`;
    return {
      answer: [lead, `**Source:** *${md(d.fileName)}* (read from the photo).`].join('\n\n'),
      found: true,
      clarifying: false,
      figures: [],
      passages: [{ text: printed, source: d.fileName }],
    };
  }
  const wanted = descriptors.filter((t) => bestMatch(t.stem, merchant) < 1 && !/^(?:last|first|four|number|used|show|print|written)$/.test(t.word));
  let best: { text: string; n: number } | null = null;
  for (const raw of printed.split('\n')) {
    const text = raw.trim();
    if (!text) continue;
    const stems = words(text).map((w) => w.stem);
    const n = wanted.filter((t) => bestMatch(t.stem, stems) >= 0.8 || PRINTED_AS.some(([q, p]) => q.test(t.word) && p.test(text))).length;
    if (n > 0 && (!best || n > best.n)) best = { text, n };
  }
  const what = wanted.map((t) => t.word).join(' ') || 'that';
  if (!best || best.n < Math.ceil(wanted.length / 2)) {
    return {
      answer: `I couldn't find the ${md(what)} on the ${md(name)} ${paper}.\n\nThe photo may not show it clearly; open it on the Documents screen to check.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: [],
    };
  }
  return {
    answer: [`The ${md(name)} ${paper} shows “**${md(best.text)}**”.`, `**Source:** *${md(d.fileName)}* (read from the photo).`].join('\n\n'),
    found: true,
    clarifying: false,
    figures: [],
    passages: [{ text: printed, source: d.fileName }],
  };
}

const fmtQty = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });
const titleCaseItem = (s: string) => (s === s.toUpperCase() ? titleCase(s) : s);
