// The lines of a receipt or invoice as its photo was read: each item with its quantity, unit price
// and amount, whichever of them the receipt prints. Till receipts print an item's name on one line
// and 'qty @ unit price amount' on the next, or the amount beside the name and 'qty @ unit price'
// below it; invoices print a table row ('Description  Qty  Unit price  Amount'); bills print
// 'Energy 5,592 kWh at 24.87p £1,390.73'. What the photo's noise turned into something else
// ('10:63' for 10.63) is read as the figure it was.

export interface ReceiptItem {
  name: string;
  quantity: number | null;
  /** What the quantity counts, when the line says ('kWh', 'm3'). */
  quantityUnit?: string;
  unitPrice: number | null;
  amount: number | null;
  /** The lines it was read from, as printed. */
  text: string;
}

const AMOUNT = String.raw`[$£€]?\s?(\d{1,3}(?:,\d{3})*|\d+)[.:](\d{2})`;
/** 'qty @ unit price [amount]', 'qty x unit price amount' (OCR: '2. x: 2.03 5.26', '1@ 42.99'). */
const QTY_LINE = new RegExp(String.raw`^(\d+(?:\.\d+)?)\s*\.?\s*(?:@|x|×)\s*:?\s*${AMOUNT}(?:\s+${AMOUNT})?\s*$`, 'i');
/** An item's name, then its amount last on the line. */
const NAME_AMOUNT = new RegExp(String.raw`^(.*[a-z].*?)\s+${AMOUNT}\s*$`, 'i');
/** An invoice row: description, quantity, unit price, amount. */
const TABLE_ROW = new RegExp(String.raw`^(.*[a-z].*?)\s+(\d+(?:\.\d+)?)\s+${AMOUNT}\s+${AMOUNT}\s*$`, 'i');
/** Lines that are the receipt's own: totals, tax, payment, header and footer. */
const NOT_AN_ITEM =
  /^(?:sub-?\s*total|total|balance|amount due|tax|sales tax|gst|pst|hst|vat|visa|master\s*card|amex|eftpos|debit|credit|card|cash|change|tendered|auth|approved|items?\b|thank|returns?|payment|paid|direct|acct|account|invoice|inv\b|date|time|tel\b|ph\b|phone|abn|store|reg\b|trans|txn|cashier|clerk|till|bill to|attn|ref\b|description|shipping|postage|delivery|discount|rounding|previous|present|reading|units used|customer|supply address|billing)/i;

const num = (whole: string, cents: string) => Number(`${whole.replace(/,/g, '')}.${cents}`);

/** The items of a receipt's text, in order. */
export function receiptItems(text: string): ReceiptItem[] {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const items: ReceiptItem[] = [];
  let pendingName: { name: string; text: string } | null = null;
  for (const raw of lines) {
    // (A tax code printed after the amount, 'RICE 2KG 3.40 Z', 'FOIL 1.99 A': not part of it.)
    const line = raw.replace(/(\d[.:]\d{2})\s+(?:[A-Z*]|\*[A-Z])$/, '$1');
    const q = line.match(QTY_LINE);
    if (q) {
      const quantity = Number(q[1]);
      const unitPrice = num(q[2]!, q[3]!);
      const printed = q[4] !== undefined ? num(q[4], q[5]!) : null;
      const last = items[items.length - 1];
      if (pendingName) {
        items.push({ name: pendingName.name, quantity, unitPrice, amount: printed ?? round2(quantity * unitPrice), text: `${pendingName.text}\n${line}` });
        pendingName = null;
      } else if (last && last.quantity === null && last.amount !== null && Math.abs(last.amount - quantity * unitPrice) < 0.015) {
        // The amount was beside the name; this line says how it was made up.
        last.quantity = quantity;
        last.unitPrice = unitPrice;
        last.text += `\n${line}`;
      }
      continue;
    }
    pendingName = null;
    if (NOT_AN_ITEM.test(line)) continue;
    const row = line.match(TABLE_ROW);
    if (row && Math.abs(Number(row[2]) * num(row[3]!, row[4]!) - num(row[5]!, row[6]!)) < 0.015) {
      items.push({ name: clean(row[1]!), quantity: Number(row[2]), unitPrice: num(row[3]!, row[4]!), amount: num(row[5]!, row[6]!), text: line });
      continue;
    }
    const m = line.match(NAME_AMOUNT);
    if (m && /[a-z]{3,}/i.test(m[1]!)) {
      // 'Energy 5,592 kWh at 24.87p £1,390.73': a quantity and a rate said in the name.
      const rate = m[1]!.match(/^(.*?)\s+(\d[\d,]*(?:\.\d+)?)\s*([a-z][a-z0-9³]*)\s+at\s+/i);
      // '3 X TINNED TOMATOES 2.40': the quantity before the name, the amount for them all.
      const times = rate ? null : m[1]!.match(/^(\d{1,3})\s*[x×]\s+(.*[a-z].*)$/i);
      const amount = num(m[2]!, m[3]!);
      if (times) {
        const quantity = Number(times[1]);
        items.push({ name: clean(times[2]!), quantity, unitPrice: quantity ? round2(amount / quantity) : null, amount, text: raw });
        continue;
      }
      items.push({ name: clean(rate ? rate[1]! : m[1]!), quantity: rate ? Number(rate[2]!.replace(/,/g, '')) : null, ...(rate ? { quantityUnit: rate[3]! } : {}), unitPrice: null, amount, text: raw });
      continue;
    }
    // A name alone, its quantity and price on the next line.
    if (/[a-z]{3,}/i.test(line)) pendingName = { name: clean(line), text: line };
  }
  return items;
}

/** 'Items sold: 25' as the receipt prints it. */
export function itemCount(text: string): number | null {
  const m = text.match(/^\s*(?:items?|articles?)(?:\s+sold|\s+purchased)?\s*[:#]?\s*(\d{1,4})\s*$/im);
  return m ? Number(m[1]) : null;
}

/** 'Units used 5,592 kWh': a quantity the receipt states in a unit the question names. */
export function quantityIn(text: string, unit: string): { value: number; unit: string } | null {
  const forms: Record<string, string> = { kwh: 'kwh', kilowatt: 'kwh', gallon: 'gal(?:lons?|s)?', gal: 'gal(?:lons?|s)?', litre: 'l(?:itres?|iters?|tr)?', liter: 'l(?:itres?|iters?|tr)?', pound: 'lbs?', lb: 'lbs?', kilo: 'kgs?', kg: 'kgs?', therm: 'therms?', unit: 'units?', hour: '(?:hours?|hrs?)', day: 'days?', minut: '(?:minutes?|mins?)' };
  const key = Object.keys(forms).find((k) => unit.toLowerCase().startsWith(k));
  // A unit of no known spelling is looked for as written ('m3').
  const form = key ? forms[key]! : unit.replace(/[^a-z0-9³]/gi, '');
  if (!form) return null;
  const m = text.match(new RegExp(String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)[ \t]*(${form})(?![a-z0-9])`, 'i'));
  return m ? { value: Number(m[1]!.replace(/,/g, '')), unit: m[2]! } : null;
}

function clean(name: string): string {
  return name.replace(/\s+/g, ' ').replace(/[\s,;:-]+$/, '').trim();
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
