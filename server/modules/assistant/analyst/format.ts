// Figures as the answer writes them: money with its currency and the table's scale
// ('$462 million'), counts, percentages ('8.25%', '191%'), percentage points and ratios ('4.91'),
// and the markdown pieces every answer shares (the source line, a small table of the working).
// An organisation's answer-format instructions (instructions.ts) ride on the unit: money in
// thousands or millions, rounded to whole dollars or to the nearest thousand.
import type { DisplayPrefs } from './instructions';

export type UnitKind = 'money' | 'count' | 'percent' | 'points' | 'ratio';

export interface Unit {
  kind: UnitKind;
  currency: string;
  /** 1, 1e3, 1e6, 1e9: the figures are stated in this scale. */
  scale: number;
  /** Decimals the source shows (at most 2). */
  decimals: number;
  /** How the organisation wants money written (its answer-format instructions). */
  display?: DisplayPrefs | null;
}

const SCALE_WORD: Record<number, string> = { 1e3: 'thousand', 1e5: 'lakh', 1e6: 'million', 1e7: 'crore', 1e9: 'billion' };

const formatters = new Map<number, Intl.NumberFormat>();

function group(n: number, decimals: number): string {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f.format(n);
}

/** Decimals to show for a computed figure: what the source shows, more only when needed (to 2). */
function decimalsFor(value: number, source: number): number {
  const abs = Math.abs(value);
  for (let d = source; d <= 2; d++) {
    if (Math.abs(Math.round(abs * 10 ** d) / 10 ** d - abs) < 1e-9) return d;
  }
  return 2;
}

/** A percentage: whole above 100, one decimal above 10, two below. */
export function percent(value: number, decimals?: number): string {
  const abs = Math.abs(value);
  const d = decimals ?? (abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
  const text = group(Math.round(abs * 10 ** d) / 10 ** d, d);
  return `${value < 0 ? '-' : ''}${text}%`;
}

export function formatValue(value: number, unit: Unit, computed = false): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  switch (unit.kind) {
    case 'percent':
      return computed ? percent(value) : `${sign}${group(abs, decimalsFor(abs, unit.decimals))}%`;
    case 'points': {
      const d = decimalsFor(abs, Math.max(unit.decimals, 1));
      return `${sign}${group(abs, d)} percentage points`;
    }
    case 'ratio':
      return `${sign}${group(abs, 2)}`;
    case 'count': {
      const d = computed ? decimalsFor(abs, unit.decimals) : unit.decimals;
      const scale = SCALE_WORD[unit.scale];
      return `${sign}${group(abs, d)}${scale ? ` ${scale}` : ''}`;
    }
    case 'money': {
      if (unit.display && (unit.display.scale || unit.display.roundTo)) return preferredMoney(sign, abs, unit, unit.display);
      // Money shows whole units or cents, never a single decimal ('$97,987.50').
      let d = decimalsFor(abs, unit.decimals);
      if (d === 1) d = 2;
      const scale = SCALE_WORD[unit.scale];
      return `${sign}${unit.currency}${group(abs, d)}${scale ? ` ${scale}` : ''}`;
    }
  }
}

/** Money as the organisation asked: in its currency's units, rounded, then in thousands or millions. */
function preferredMoney(sign: string, abs: number, unit: Unit, display: DisplayPrefs): string {
  let v = abs * unit.scale;
  if (display.roundTo) v = Math.round(v / display.roundTo) * display.roundTo;
  if (!display.scale) {
    const d = display.roundTo ? 0 : decimalsFor(v, 0) === 0 ? 0 : 2;
    return `${sign}${unit.currency}${group(v, d)}`;
  }
  const scaled = v / display.scale;
  // Thousands to one decimal ($86.5 thousand), millions to two ($2.45 million).
  const max = display.scale === 1e3 ? 1 : 2;
  const rounded = Math.round(scaled * 10 ** max) / 10 ** max;
  let d = 0;
  while (d < max && Math.abs(Math.round(rounded * 10 ** d) / 10 ** d - rounded) > 1e-9) d++;
  return `${sign}${unit.currency}${group(rounded, d)} ${SCALE_WORD[display.scale]}`;
}

/** Decimals shown by a set of numbers (0 to 2). */
export function decimalsOf(values: Array<number | null | undefined>): number {
  let d = 0;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    for (let k = d; k <= 2; k++) {
      if (Math.abs(Math.round(v * 10 ** k) / 10 ** k - v) < 1e-9) {
        d = Math.max(d, k);
        break;
      }
      if (k === 2) d = 2;
    }
  }
  return d;
}

/** Makes a first sentence safe for readers that stop at the first full stop ('Inc. ', 'U.S. '). */
export function oneSentence(s: string): string {
  // (A name's own last period too, 'NIKE, INC.': the words after it would start a new sentence.)
  // (Letters with accents as well: 'T3 oct.-déc.', 'févr.'.)
  return s.replace(/([\p{L}\p{N}_])\.(?=\s+\S)/gu, '$1').replace(/([\p{L}\p{N}_]{2,})\.\s*$/u, '$1').replace(/\s+/g, ' ');
}

/** Escapes what markdown would read as formatting in text taken from a document. */
export function md(text: string): string {
  // ('#' only where it would start a heading: 'Claim #12', 'Check #1088' stay as written.)
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1').replace(/^(\s*)#/, '$1\\#');
}

export function quote(text: string): string {
  return `“${text.replace(/\s+/g, ' ').trim()}”`;
}

/** A small markdown table. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
