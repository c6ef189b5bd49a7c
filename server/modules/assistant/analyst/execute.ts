// Execution (DESIGN.md section 6, stage 5): the plan's operation carried out exactly on the
// grounded figures — look up, add up, average, change and percentage change between periods,
// budget against actual, ratio and share, a formula the question gives, the largest or smallest
// over periods or over lines, the periods past a threshold — each as a scored reading that keeps
// the figures it used (for the working and the sources) and how well its words and periods matched
// (for the decision to answer, ask or say it is not there).
import { fmtFact, formatIn, lineName, periodPhrase, unitOfFact, type ComputedUnit } from './render';
import { ADDITIVE, addable, factWithin, YEAR_TO_DATE, columnHint, effectiveKind, FULL_YEAR, fitLine, initialsIn, kindFit, matchLines, pickAt, seriesOf, timeKey, variantFit, type GroundCtx, type LineFit, type Pick } from './ground';
import { describePeriod, findPeriods, fiscalYearOf, fiscalYearOfPeriod, intervalOf, periodMatch, periodWithin, type Period } from './periods';
import { ACTUAL_WORDS, andSplits, BUDGET_WORDS, phraseOf, WEIGHTED_AVERAGE, type Expr, type Phrase, type Plan, type Token } from './plan/parse';
import type { Line } from './table/lines';
import type { Fact, Row } from './table/types';
import { factAt, nilFactAt } from './table/build';
import { currencyFamily, inCurrencyAsked } from '../../../lib/currencies';
import { usualCurrency } from './library';
import { bestMatch, contentStems, words } from './text';
import { recordDate, recordQuery, refundsSaid } from './records';
import { registerQuery } from './registers';

export interface Operand {
  fit: LineFit;
  pick: Pick;
  /** The lines an operand defined as a sum adds up. */
  parts?: Operand[];
}

export interface Reading {
  op: Plan['op'];
  /** The answer: a number, or a name (a period, a line) for 'which'. */
  value: number | string;
  unit: ComputedUnit;
  score: number;
  /** The weakest operand's share of words explained. */
  recall: number;
  /** Words of some operand nothing in its line says. */
  weak: string[];
  /** The weakest operand's share of naming words said by the line itself. */
  strong: number;
  /** Every period asked was found (not defaulted). */
  periodsFound: boolean;
  facts: Fact[];
  operands: Operand[];
  /** The working, for the answer: ['Working: ...']. */
  working: string[];
  /** The lead sentence's words before the figure, and after it. */
  subjectText: string;
  phrase: string;
  /** Identity of the figures used. */
  key: string;
  measure: 'budget' | 'actual' | null;
  /** The operation asked was done (false when a lookup stands in for it). */
  exact: boolean;
  /** Two operations nested were done (an average of changes, a change between averages). */
  nested?: boolean;
  /** An extreme ranked the other way than its word says ('the largest loss' is the lowest result). */
  dir?: 'max' | 'min';
  /** Figures shown as a table under the working (a trend's periods, the lines an extreme compared). */
  table?: { head: string[]; rows: string[][]; note?: string };
  /** Read from a register's or a log's rows one by one, not from lines. */
  byRows?: boolean;
}

const keyOf = (facts: Fact[]) =>
  facts
    .map((f) => `${f.table.id}:${f.row.index}:${f.col.index}`)
    .sort()
    .join(',');

const measureOf = (facts: Fact[]): Reading['measure'] => {
  const k = facts.map(effectiveKind);
  if (k.length && k.every((x) => x === 'budget')) return 'budget';
  if (k.length && k.every((x) => x === 'actual')) return 'actual';
  return null;
};

/**
 * A word the line's own name did not say but the column picked does ('revised' for the
 * 'Revised 2024-25' column of a line whose columns were merged across years) is explained.
 */
function byColumns(o: Operand): Operand {
  if (!o.fit.weak.length || !o.pick.facts.length) return o;
  const colStems = o.pick.facts.flatMap((f) => [...f.col.own, ...words(f.col.label).map((w) => w.stem)]);
  if (!colStems.length) return o;
  const ev = o.fit.ev.slice();
  const explained = new Set<string>();
  o.fit.tokens.forEach((t, i) => {
    if (!o.fit.weak.includes(t.word)) return;
    const e = 0.95 * bestMatch(t.stem, colStems);
    if (e >= 0.75) {
      explained.add(t.word);
      ev[i] = Math.max(ev[i]!, e);
    }
  });
  if (!explained.size) return o;
  const n = o.fit.tokens.length || 1;
  const gain = o.fit.tokens.reduce((a, _t, i) => a + (ev[i]! - o.fit.ev[i]!), 0) / n;
  return { ...o, fit: { ...o.fit, ev, weak: o.fit.weak.filter((w) => !explained.has(w)), recall: Math.min(1, o.fit.recall + gain) } };
}

/** A trial balance's columns of what went through an account, and of what is left in it. */
const TURNOVER = /\b(?:sumas?|summen?|mouvements?|movimientos?|movimenti|movements?|turnover|omzet|omsattning)\b/i;
const BALANCE_COL = /\b(?:saldos?|salden|saldi|soldes?|balances?|closing)\b/i;

function base(op: Plan['op'], operandsIn: Operand[], value: number | string, unit: ComputedUnit, score: number, extra: Partial<Reading> = {}): Reading {
  const operands = operandsIn.map(byColumns);
  // A version word one figure's column says ('revised' against 'approved') is said for the reading.
  const explained = new Set(operandsIn.flatMap((o, i) => o.fit.weak.filter((w) => !operands[i]!.fit.weak.includes(w))));
  const facts = operands.flatMap((o) => o.pick.facts);
  return {
    op,
    value,
    unit,
    score,
    recall: Math.min(...operands.map((o) => o.fit.recall)),
    weak: [...new Set(operands.flatMap((o) => o.fit.weak))].filter((w) => !explained.has(w)),
    strong: Math.min(...operands.map((o) => o.fit.strong)),
    periodsFound: true,
    facts,
    operands,
    working: [],
    subjectText: '',
    phrase: '',
    key: keyOf(facts),
    measure: measureOf(facts),
    exact: true,
    ...extra,
  };
}

/**
 * 'Total receipts in the 13-week forecast', no period asked: the line's figures over every one of
 * the periods the question says the document runs over, added up, when the line has exactly that
 * many (not its last week's).
 */
function overHorizon(ctx: GroundCtx, found: Reading[]): Reading | null {
  const n = ctx.plan.horizon;
  if (!n || n < 2 || ctx.plan.periods.length) return null;
  for (const r of found.slice(0, 5)) {
    if (r.operands.length !== 1 || typeof r.value !== 'number') continue;
    const line = r.operands[0]!.fit.line;
    // (A column of that total printed, '13-week total': that.)
    const printed = line.facts.find((f) => /\btotal\b/i.test(f.col.label) && new RegExp(`\\b${n}\\b`).test(f.col.label));
    if (printed) {
      const x = base('lookup', r.operands, printed.value, r.unit, r.score + 0.1);
      x.facts = [printed];
      x.key = keyOf([printed]);
      x.subjectText = lineName(line, printed);
      x.phrase = '';
      return x;
    }
    // (The row's figure in each period column, whether the table made them one line or a line a column.)
    const row = r.facts[0]?.row;
    const seen = new Set<number>();
    const facts = ctx.lib.lines
      .filter((l) => l.table === line.table && l.rows.length === 1 && l.rows[0] === row)
      .flatMap((l) => l.facts)
      .filter((f) => f.periods.length && f.kind !== 'total' && f.kind !== 'ytd' && !SKIP_KINDS_SUM.has(f.kind) && !/\btotal\b/i.test(f.col.label) && !seen.has(f.col.index) && seen.add(f.col.index) !== undefined)
      .sort((a, b) => a.col.index - b.col.index);
    if (facts.length !== n || !addable(facts)) continue;
    const value = facts.reduce((a, f) => a + f.value, 0);
    const x = base('sum', r.operands, value, r.unit, r.score + 0.1);
    x.facts = facts;
    x.key = keyOf(facts);
    x.subjectText = `${row?.label ?? line.name}, all ${n} periods`;
    x.phrase = `(${describePeriod(facts[0]!.periods[0]!)} to ${describePeriod(facts[facts.length - 1]!.periods[0]!)})`;
    x.working = [sumWorking(ctx, facts, value)];
    return x;
  }
  return null;
}

const SKIP_KINDS_SUM = new Set(['variance', 'pctVariance', 'pctChange', 'percentOf', 'change']);

/**
 * 'Expenses excluding salaries and payroll taxes': the total less the lines it leaves out, each
 * read in the total's column among the lines the total closes.
 */
function totalLessExcluded(ctx: GroundCtx, found: Reading[]): Reading | null {
  if (!ctx.plan.exclude?.length) return null;
  const top = found.find((r) => r.operands.length === 1 && r.facts.length === 1 && typeof r.value === 'number');
  if (!top || !top.operands[0]!.fit.line.isTotal) return null;
  const f = top.facts[0]!;
  const rows = f.table.rows;
  const at = rows.indexOf(f.row);
  if (at < 0) return null;
  // (The lines the total closes: after the total before it.)
  let from = at - 1;
  while (from >= 0 && !rows[from]!.isTotal) from--;
  const inside = new Set(rows.slice(from + 1, at));
  const parts: Fact[] = [];
  for (const l of ctx.lib.lines) {
    if (l.table !== f.table || l.isTotal || l.rows.length !== 1 || !inside.has(l.rows[0]!) || !excluded(ctx.plan, l.rows[0]!.label)) continue;
    const g = l.facts.find((x) => x.col.index === f.col.index);
    if (g && !parts.includes(g)) parts.push(g);
  }
  if (!parts.length) return null;
  const value = f.value - parts.reduce((a, g) => a + g.value, 0);
  const r = base('lookup', top.operands, value, top.unit, top.score + 0.1);
  r.facts = [f, ...parts];
  r.key = keyOf(r.facts);
  r.subjectText = `${top.subjectText} excluding ${parts.map((g) => g.row.label).join(' and ')}`;
  r.phrase = top.phrase;
  r.working = [`Working: ${fmtFact(f, f.value)} − ${parts.map((g) => `${fmtFact(g, g.value)} (${g.row.label})`).join(' − ')} = ${fmtFact(f, value, true)}.`];
  return r;
}

/** The roles a person is asked by: chief executive, director, chair, treasurer. */
const ROLE = /^(?:chiefexecutiv|chieffinanci|executivedirector|presid|chair|treasur|secretar|ceo$|cfo$|coo$)/;

/**
 * 'Care wages including KiwiSaver', when the statement prints the KiwiSaver contributions on a line of their
 * own beside the staff costs (and the staff costs' own label does not say them): the two added.
 */
function lineIncluding(ctx: GroundCtx, found: Reading[]): Reading | null {
  const m = /\b(?:including|incl\.?|inclusive of)\s+(?:the\s+|our\s+)?([a-z][a-z &'-]*?)(?=\s+(?:for|in|during|at|over|of|from)\b|\s*[?.,;)]|\s*$)/.exec(ctx.plan.text);
  if (!m) return null;
  const said = contentStems(m[1]!);
  const top = found.find((r) => r.operands.length === 1 && r.facts.length === 1 && typeof r.value === 'number');
  if (!said.length || !top) return null;
  const f = top.facts[0]!;
  const line = top.operands[0]!.fit.line;
  // (Its own label says them already: 'Staff costs (incl. MPF)'.)
  if (said.every((x) => bestMatch(x, line.label) >= 0.8)) return null;
  const parts = ctx.lib.lines.filter((l) => l !== line && l.table === line.table && !l.isTotal && l.rows.length === 1 && l.category === line.category && said.every((x) => bestMatch(x, l.label) >= 0.8));
  if (parts.length !== 1) return null;
  const g = parts[0]!.facts.find((x) => x.col.index === f.col.index && x.col.block === f.col.block);
  if (!g || g.unit !== f.unit) return null;
  const value = f.value + g.value;
  const r = base('lookup', top.operands, value, top.unit, top.score + 0.1);
  r.facts = [f, g];
  r.key = keyOf(r.facts);
  r.subjectText = `${top.subjectText} including ${g.row.label}`;
  r.phrase = top.phrase;
  r.working = [`Working: ${fmtFact(f, f.value)} (${f.row.label}) + ${fmtFact(g, g.value)} (${g.row.label}) = ${fmtFact(f, value, true)}.`];
  return r;
}

/**
 * 'The monthly repayment', 'what is the rent each month', no month asked: the figure a schedule
 * repeats month after month (most of its dated rows, or month columns, the same), not their
 * total nor any one month chosen. Nothing when the months differ: no one monthly figure is printed.
 */
function eachMonth(ctx: GroundCtx, found: Reading[]): Reading | null {
  if (ctx.plan.periods.length || !/\bmonthly\b|\bper month\b|\ba month\b|\beach month\b|\bevery month\b/.test(ctx.plan.text) || ctx.plan.monthly) return null;
  const top = found[0];
  if (!top) return null;
  const monthOf = (f: Fact) => f.periods.find((p) => p.kind === 'month' || p.kind === 'date');
  const table = top.operands[0]?.fit.line.table;
  // (The reading's own month must be one of them: a figure for a month the question matched well.)
  const first = found.find((r) => r.operands.length === 1 && r.facts.length === 1 && r.operands[0]!.fit.line.table === table && !r.operands[0]!.fit.line.isTotal && monthOf(r.facts[0]!) && typeof r.value === 'number' && r.recall >= top.recall - 0.15);
  if (!first) return null;
  // (A line of months, 'Repayment' with a figure a month, or a column down a record a month.)
  const own = first.operands[0]!.fit.line.facts.filter(monthOf);
  const facts = own.length >= 3 ? own : ctx.lib.lines.filter((l) => l.table === table && !l.isTotal).flatMap((l) => l.facts.filter((f) => f.col === first.facts[0]!.col && monthOf(f)));
  if (facts.length < 3) return null;
  const counts = new Map<number, Fact[]>();
  for (const f of facts) counts.set(f.value, [...(counts.get(f.value) ?? []), f]);
  const [value, same] = [...counts].sort((a, b) => b[1].length - a[1].length)[0]!;
  if (same.length < facts.length * 0.8) return null;
  const r = base('lookup', first.operands, value, first.unit, Math.max(...found.map((x) => x.score)) + 0.05);
  r.facts = same;
  r.key = keyOf(same);
  r.subjectText = `${own.length >= 3 ? first.operands[0]!.fit.line.name : same[0]!.col.label}, each month`;
  r.phrase = '';
  r.working = [`${same.length} of the ${facts.length} months show ${fmtFact(same[0]!, value)}.`];
  return r;
}

/** The periods a plan asks about, resolved: relative years, 'year over year', quarters without a year. */
export function planPeriods(ctx: GroundCtx): Period[] {
  return ctx.plan.periods;
}

// ---------------------------------------------------------------------------------------------
// Look up.

function periodScore(match: number, asked: boolean): number {
  return 0.35 * (asked ? match : 0.5);
}

/** Readings of one figure: each candidate line at the period asked (or its default figure). */
/**
 * The kind of line a verb of the question says: money that came in ('received', 'brought in',
 * 'paid us') is income, money that went out ('spent', 'paid', 'cost us') spending.
 */
export function verbCategory(text: string): 'revenue' | 'expense' | null {
  const t = text.toLowerCase();
  const income = /\b(?:received|receive|raised|raise|earned|earn|brought in|bring in|collected|collect|took in|take in|came in|come in|gave us|give us|granted us|paid us|pay us|sent us|send us|donated)\b/.test(t);
  // ('Grant cost' is a noun: only 'did it cost', 'cost us' say money went out.)
  // ('Which site costs the most': a verb too.)
  const out = /\b(?:spent|spend|spending|paid(?! us\b)|pay(?! us\b)|costs? us)\b|\b(?:did|does|do|will)\b.{1,40}\bcost\b|\bcosts? (?:the )?(?:most|least|more|less)\b/.test(t);
  return income === out ? null : income ? 'revenue' : 'expense';
}

/** The kind of flow an operand's nouns say ('solar income', 'gala costs'), when they say one kind only. */
export function nounCategory(text: string): 'revenue' | 'expense' | null {
  const t = text.toLowerCase();
  const income = /\b(?:income|incomes|revenues?|receipts|sales|takings|earnings|proceeds)\b/.test(t);
  const out = /\b(?:costs?|expenses?|expenditures?|spending|outgoings)\b/.test(t);
  return income === out ? null : income ? 'revenue' : 'expense';
}

/** A line of the other kind than the operand's nouns say ('solar income' against 'Solar panel cleaning'), not naming that noun itself. */
function nounMiss(want: 'revenue' | 'expense' | null, line: Line): number {
  if (!want || !line.category || (line.category !== 'revenue' && line.category !== 'expense') || line.category === want) return 0;
  return line.label.some((s) => /^(?:incom|revenu|receipt|sale|taking|earning|proceed|cost|expens|expenditur|spend|outgo)/.test(s)) ? 0 : 0.15;
}

/** A line of the other kind than the verb says ('brought in' against the billing service's fee): less likely. */
function verbMiss(want: 'revenue' | 'expense' | null, line: Line): number {
  return want && line.category && (line.category === 'revenue' || line.category === 'expense') && line.category !== want ? 0.15 : 0;
}

export function lookups(ctx: GroundCtx, phrase: Phrase, asked: Period[], limit = 40, op: Plan['op'] = 'lookup'): Reading[] {
  const out: Reading[] = [];
  const periods = withoutParts(ctx, asked);
  const namesCurrency = /[$€£¥₹]|\b(?:[A-Z]{3})\b|\b(?:dollars?|pounds?|euros?|kronor|krona|yen|rupees?|francs?|currency|currencies|foreign currency)\b/.test(ctx.plan.text.replace(/\b(?:FY|YTD|CSR|FCRA|GST|VAT|PPE|EMS)\b/g, ''));
  const asksBalance = /\b(?:balance|owe|owed|owing|on hand|sitting in)\b/.test(ctx.plan.text) && !/\b(?:balance|owe|owed|owing)\b.{0,40}\b(?:revenue|income|expenses?|spending|costs?)\b/.test(ctx.plan.text);
  // What stood at a moment ('the balance at year-end', 'held for others at 30 June'): a figure dated
  // that day before one for the year ended on it (a year's change in the same line).
  const atMoment =
    !/\b(?:during|over|throughout|in the (?:year|period|quarter|month)|for the (?:year|period|quarter|month)|change|changed|increase|decrease|movement|paid|received|spent|granted|raised)\b/.test(ctx.plan.text) &&
    (asksBalance || /\b(?:held|holding|outstanding|as at|as of|at (?:the )?(?:year[- ]?end|end of))\b/.test(ctx.plan.text) || periods.some((p) => p.kind === 'date' && !p.ended && p.day !== undefined));
  const flowAsked = /\b(?:came in|come in|comes in|went out|go out|paid|pay|received|receive|spent|spend|spending|raised|collected|deposited|withdrawn|transferred|income|expenses?|costs?|fees?)\b/.test(ctx.plan.text);
  const flowOfPeriod = (f: Fact) => f.periods.length > 0 && f.periods.every((x) => (x.kind === 'date' && x.ended) || x.kind === 'span' || x.kind === 'monthRange' || x.kind === 'quarter');
  for (const fit of matchLines(ctx, phrase, { limit })) {
    const line = fit.line;
    // (A line the question leaves out is never its answer: 'excluding payroll taxes'.)
    if (excluded(ctx.plan, line.rows[0]?.label ?? line.name)) continue;
    // (What came in or went out, 'how much came in from the council', is never a statement's
    // running balance after it, unless a balance is asked.)
    if (!asksBalance && line.table.periodAxis === 'records' && flowAsked && line.cols.length === 1 && /^\s*(?:running\s+|statement\s+|account\s+|ledger\s+|book\s+)?(?:balance|solde|saldo)\b/i.test(line.cols[0]!.label)) continue;
    if (!line.facts.length) {
      const text = textOf(line);
      if (text && !periods.length) {
        const r = base(op, [{ fit, pick: { value: NaN, facts: [], match: 0.5, how: 'cell', period: null, score: 0 } }], text, { kind: 'text' }, fit.score + periodScore(0.5, false));
        r.subjectText = line.name;
        r.key = `${line.id}:text`;
        out.push(r);
      }
      continue;
    }
    let pick: Pick | null;
    let found = true;
    let reportYearOnly = false;
    if (ctx.plan.ordinal && !periods.length) {
      const series = seriesOf(ctx, line);
      const n = ctx.plan.ordinal.n;
      const f = n > 0 ? series[n - 1] : series[series.length + n];
      pick = f ? { value: f.value, facts: [f], match: 0.9, how: 'cell', period: null, score: 0 } : null;
    } else if (periods.length <= 1) {
      pick = figureAt(ctx, line, periods[0] ?? null);
      if (!pick && periods[0]) {
        pick = ofReportYear(ctx, line, periods[0]);
        // (Only where no line of a table giving years has the year: a note's figures with no
        // year do not outrank the statement's line for the year.)
        if (pick) reportYearOnly = true;
      }
      if (!pick && periods[0]) found = false;
    } else {
      // Several periods naming one figure ('tax year 2023, the period ending June 2023'): the fact matching all.
      const picks = periods.map((p) => pickAt(ctx, line, p));
      const first = picks[0];
      pick = first && picks.every((x) => x && x.facts.length === 1 && x.facts[0] === first.facts[0]) ? first : null;
    }
    if (!pick) continue;
    const f0 = pick.facts[0]!;
    // A percentage where an amount is asked ('worldwide sales' read from a '% change' column).
    // (Even from a column of percentages, when the question names a currency: 'in pesos'.)
    const unitMiss = f0.unit === 'percent' && !ctx.plan.wantsPercent && ((!line.rows.some((r) => r.unit === 'percent') && !line.cols.some((c) => /%|percent|margin|rate/i.test(c.label) && c.kind === 'value')) || Boolean(ctx.plan.currency)) ? 0.15 : 0;
    // A balance asked ('the balance in the checking account', 'what we owe on the loan'): a year's
    // income or expense is none ('Interest - checking' is what the account earned).
    const flowMiss =
      (asksBalance && (line.category === 'revenue' || line.category === 'expense') && !line.label.some((s) => /^(?:balanc|ow|owe|owed|outstand|payabl)$/.test(s)) ? 0.15 : 0) +
      (atMoment && flowOfPeriod(f0) && !line.label.some((s) => /^(?:balanc|end|clos|closing)$/.test(s)) ? 0.1 : 0);
    // An amount in another currency than its table's (a gift's kronor beside the rupees credited),
    // no currency asked: the table's own is meant.
    const foreignMiss = f0.unit === 'money' && f0.currency !== f0.table.currency && !namesCurrency ? 0.2 : 0;
    // No period asked of a line by month beside its year's total ('Oct-25 … Sep-26 | Annual'): the
    // year's figure, not the last month's.
    // (Nor, a budget asked with no period, the months so far of it: 'Budget YTD' beside 'Annual Budget'.)
    const soFar = ctx.plan.soFar || ctx.plan.variants.includes('ytd');
    // (Or the last week's beside the term's total: 'Week of 3 Feb … | Term total'.)
    const partOfYear = (pick.how === 'latest' && f0.periods.some((x) => x.kind === 'month' || (x.kind === 'date' && !x.ended))) || (ctx.plan.measure === 'budget' && !soFar && (f0.kind === 'ytd' || YEAR_TO_DATE.test(f0.col.label)));
    const lastMonth = !periods.length && partOfYear && ctx.lib.lines.some((l) => l !== line && l.table === line.table && l.rows[0] === line.rows[0] && l.facts.some((f) => f.kind === 'total' || FULL_YEAR.test(f.col.label) || (/\btotal\b/i.test(f.col.label) && f.periods.some((x) => x.kind === 'monthRange')))) ? 0.2 : 0;
    // 'How much does unit 7 owe': an amount, before the months it is behind.
    const howMuchMiss = (f0.unit === 'months' || f0.unit === 'days' || f0.unit === 'years' || /^(?:no\.? of |number of )?(?:months?|days|weeks|years)\b/i.test(f0.col.label)) && /\bhow much\b(?!\s+(?:time|longer|later|earlier|sooner))/.test(ctx.plan.text) ? 0.1 : 0;
    // A trial balance's sums beside its balances ('Sumas Debe | Sumas Haber | Saldo Deudor', 'Summe
    // Soll | Saldo'), no column asked: an account's figure is its balance, not what went through it.
    const turnoverMiss = TURNOVER.test(f0.col.label) && !BALANCE_COL.test(f0.col.label) && line.table.cols.some((c) => !c.textual && BALANCE_COL.test(c.label)) && columnHint(ctx, f0) === 0 ? 0.1 : 0;
    const score = fit.score + 0.1 * fit.strong - turnoverMiss + periodScore(pick.match, periods.length > 0 || Boolean(ctx.plan.ordinal)) + kindFit(ctx.plan.measure, f0) + 0.1 * columnHint(ctx, f0) + (ctx.plan.variants.length ? variantFit(ctx.plan, f0) : 0) - unitMiss - flowMiss - foreignMiss - lastMonth - howMuchMiss - (reportYearOnly ? 0.3 : 0);
    const r = base(op, [{ fit, pick }], pick.value, unitOfFact(pick.facts[0]!, pick.how === 'sum'), score, { periodsFound: found });
    r.subjectText = lineName(line, pick.facts[0]!);
    r.phrase = periodPhrase(ctx, pick, line);
    if (pick.how === 'sum' && pick.facts.length > 1) r.working = [sumWorking(ctx, pick.facts, pick.value)];
    out.push(r);
  }
  return out;
}

/**
 * A year asked of a table that gives no period ('Budget | Actual'), in a document whose opening
 * says the year it reports on ('the financial year from 1 April 2025 to 31 March 2026'): the
 * table's figure is that year's when the year asked is it.
 */
function ofReportYear(ctx: GroundCtx, line: Line, p: Period): Pick | null {
  if (p.kind !== 'year') return null;
  const year = ctx.lib.reportYears?.get(line.table.documentId);
  if (!year || periodMatch(p, year, ctx.fyStart) < 0.85) return null;
  const pick = pickAt(ctx, line, null);
  if (!pick || pick.facts.length !== 1 || pick.facts[0]!.periods.length) return null;
  return { ...pick, match: 0.8, how: 'cell', period: p };
}

/** The line's figure for one period asked (or none): a year-to-date one when asked so, else the period's. */
function figureAt(ctx: GroundCtx, line: Line, p: Period | null): Pick | null {
  return yearToDate(ctx, line, p) ?? throughPeriod(ctx, line, p) ?? pickAt(ctx, line, p);
}

/**
 * 'So far this year', 'year to date': the line's year-to-date column of the kind asked, when the
 * report has one and it is not of another year than the one asked.
 */
function yearToDate(ctx: GroundCtx, line: Line, p: Period | null): Pick | null {
  if (!ctx.plan.variants.includes('ytd')) return null;
  const ytd = line.facts.filter((f) => (f.kind === 'ytd' || YEAR_TO_DATE.test(f.col.label)) && kindFit(ctx.plan.measure ?? 'actual', f) >= 0);
  // 'Through September, the year-to-date budget': a year-to-date column of the year that month is in.
  const monthOfYear = (fp: Period) => p?.kind === 'month' && fp.kind === 'year' && (p.year === undefined || periodMatch(fp, p, ctx.fyStart) > 0);
  // ('Year to date through February': the year-to-date column that runs to February, 'Sep 2025 - Feb 2026'.)
  const endsIn = (fp: Period) => {
    if (p?.kind !== 'month' || !p.month || (fp.kind !== 'monthRange' && fp.kind !== 'span')) return false;
    const i = intervalOf(fp, ctx.fyStart, fp.year);
    return Boolean(i) && ((i!.to % 12) + 1 === p.month) && (p.year === undefined || Math.floor(i!.to / 12) === p.year);
  };
  const ok = ytd.filter((f) => !p || !f.periods.length || f.periods.some((fp) => periodMatch(p, fp, ctx.fyStart) > 0 || monthOfYear(fp) || endsIn(fp)));
  const f = ok.sort((a, b) => kindFit(ctx.plan.measure ?? 'actual', b) - kindFit(ctx.plan.measure ?? 'actual', a))[0];
  if (f) return { value: f.value, facts: [f], match: 0.9, how: 'cell', period: p, score: 0 };
  return p ? null : monthsSoFar(ctx, line);
}

/**
 * 'Year to date' with no year-to-date column and no period said: the months of the line's latest
 * fiscal year reported so far (a ledger's July to December), added up.
 */
function monthsSoFar(ctx: GroundCtx, line: Line): Pick | null {
  const series = seriesOf(ctx, line, null, ctx.plan.measure ?? 'actual').filter((f) => f.periods[0]!.kind === 'month' && f.periods[0]!.year !== undefined && f.periods[0]!.month);
  if (series.length < 2 || !series.every((f) => ADDITIVE.has(f.unit))) return null;
  const fyOf = (f: Fact) => fiscalYearOfPeriod(f.periods[0]!, ctx.fyStart)!;
  const fy = fyOf(series[series.length - 1]!);
  const inYear = series.filter((f) => fyOf(f) === fy);
  if (inYear.length < 2 || inYear.length >= 12) return null;
  const facts = inYear.flatMap((f) => f.parts ?? [f]);
  const value = Math.round(inYear.reduce((a, f) => a + f.value, 0) * 100) / 100;
  const last = inYear[inYear.length - 1]!.periods[0]!;
  return { value, facts, match: 0.9, how: 'sum', period: { ...last, kind: 'month' }, score: 0 };
}

/**
 * 'Year to date through Q3', 'YTD thru August' with no year-to-date column: the quarters or months
 * of that fiscal year up to and including the one said, added up.
 */
function throughPeriod(ctx: GroundCtx, line: Line, p: Period | null): Pick | null {
  if (!ctx.plan.variants.includes('ytd') || !p || p.year === undefined) return null;
  let list: Period[] = [];
  if (p.kind === 'quarter' && p.quarter) {
    for (let q = 1; q <= p.quarter; q++) list.push({ ...p, quarter: q });
  } else if (p.kind === 'month' && p.month) {
    const start = ctx.fyStart;
    const startYear = ctx.fyStart === 1 || p.month >= start ? p.year : p.year - 1;
    for (let i = startYear * 12 + start - 1; i <= p.year * 12 + p.month - 1 && list.length < 12; i++) list.push({ kind: 'month', year: Math.floor(i / 12), month: (i % 12) + 1, start: p.start, end: p.end, text: '' });
  }
  if (list.length < 2) return null;
  const picks = picksAt(ctx, line, list);
  // (Only amounts add up: a margin, a ratio or days of cash 'to date' is the month's own figure.)
  if (!picks || picks.some((x) => x.facts.some((f) => !ADDITIVE.has(f.unit) || f.unit === 'days'))) return null;
  const value = picks.reduce((a, x) => a + x.value, 0);
  return { value, facts: picks.flatMap((x) => x.facts), match: Math.min(...picks.map((x) => x.match)), how: 'sum', period: p, score: 0 };
}

function textOf(line: Line): string | null {
  const c = line.cols[0];
  const r = line.rows[0];
  if (!c || !r) return null;
  const v = r.cells[c.index];
  // As printed ('January 31, 2026'), where the parser read a date into its ISO form.
  const printed = r.source.text?.[c.index];
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && printed && printed.trim()) return printed.trim();
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

function sumWorking(ctx: GroundCtx, facts: Fact[], total: number): string {
  const parts = facts.slice(0, 14).map((f) => `${fmtFact(f)} (${factWhen(ctx, f)})`);
  return `Working: ${parts.join(' + ')}${facts.length > 14 ? ' + …' : ''} = ${fmtFact(facts[0]!, total, true)}.`;
}

export function factWhen(_ctx: GroundCtx, f: Fact): string {
  // (The row's own label when it says the period; a line under a period's heading, 'Freehold' under
  // 'Year ended 31 March 2024', is named by that period.)
  // (Not a month written as its two days, '01/01/2025 - 31/01/2025': 'January 2025'.)
  // (A month down the side shortened, 'Aug 2025' or 'Aug-25', is named in full too; 'septembre
  // 2025' stays as the document writes it.)
  const shortMonth = f.row.period?.kind === 'month' && (/^\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?(?:[\s'-]|$)/i.test(f.row.label) || /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/.test(f.row.label));
  if (f.table.periodAxis === 'rows' && f.row.period && findPeriods(f.row.label).length && !shortMonth) return f.row.label;
  const p = f.periods[0];
  // A month is named in full ('June 2025'), whatever the column says ('Jun-25'); a year as a year.
  if (p && (p.kind === 'month' || p.kind === 'quarter' || p.kind === 'year' || (p.kind === 'date' && p.ended))) return p.kind === 'date' ? String(p.year) : describePeriod(p);
  if (f.col.period) return f.col.label;
  return p ? describePeriod(p) : f.col.label;
}

// ---------------------------------------------------------------------------------------------
// Two figures of one line at two periods (changes), or several (sums, averages).

/** The base and target of a change: the one after 'from' is the base, else the earlier. */
function orderPair(ctx: GroundCtx, a: { pick: Pick; p: Period }, b: { pick: Pick; p: Period }): [typeof a, typeof a] {
  const plan = ctx.plan;
  if (plan.baseIndex !== null) {
    const basePeriod = plan.periods[plan.baseIndex];
    if (basePeriod === b.p) return [b, a];
    if (basePeriod === a.p) return [a, b];
  }
  return timeKey(ctx, a.pick.facts[0]!) <= timeKey(ctx, b.pick.facts[0]!) ? [a, b] : [b, a];
}

/** The line's figures at each period asked, like for like (the same kind and group of columns). */
function picksAt(ctx: GroundCtx, line: Line, periods: Period[]): Pick[] | null {
  const plan = ctx.plan;
  const tries: Array<Plan['measure']> = [plan.measure, 'actual', 'budget', 'forecast'].filter((m, i, a) => m !== null && a.indexOf(m) === i) as Array<Plan['measure']>;
  const distinct = (picks: Pick[]) => new Set(picks.map((p) => keyOf(p.facts))).size === picks.length;
  for (const m of tries) {
    const picks = periods.map((p) => pickAt(ctx, line, p, m));
    if (picks.some((p) => !p) || !distinct(picks as Pick[])) continue;
    const kinds = new Set(picks.map((p) => effectiveKind(p!.facts[0]!)));
    // Like for like: every figure of the kind tried, or all of one other kind (a table that says neither).
    if (kinds.size === 1 && ([...kinds][0] === m || [...kinds][0] === 'other' || [...kinds][0] === 'derived')) return picks as Pick[];
  }
  // Different kinds only when the question names both ('FY24 actual against the FY25 budget').
  if (/\bactual/.test(plan.text) && /\bbudget/.test(plan.text)) {
    const picks = periods.map((p) => pickAt(ctx, line, p, null));
    if (picks.every(Boolean) && distinct(picks as Pick[])) return picks as Pick[];
  }
  return null;
}

/** The latest two figures of a line ('year over year', 'the change in X' with one or no period). */
function lastTwo(ctx: GroundCtx, line: Line, at: Period | null): [Pick, Pick] | null {
  let series = seriesOf(ctx, line).filter((f) => f.kind !== 'ytd');
  // A change over time of a line with targets or a budget beside its actual figures, when the
  // question says neither: what happened, year on year.
  if (!ctx.plan.measure) {
    const done = series.filter((f) => !['budget', 'forecast'].includes(effectiveKind(f)));
    if (done.length >= 2 && done.length < series.length) series = done;
  }
  if (series.length < 2) return null;
  // A change with no period said is of years; one month against the one before only when the
  // question speaks of months ('since last month', 'month over month').
  const monthly = (f: Fact) => f.periods[0]?.kind === 'month';
  if (!at && monthly(series[series.length - 1]!) && !/\bmonths?\b|\bmonthly\b|\bmom\b/.test(ctx.plan.text)) return null;
  let i = series.length - 1;
  let h = i - 1;
  if (at) {
    const j = series.findIndex((f) => f.periods.some((p) => periodMatch(at, p, ctx.fyStart) > 0));
    // 'Rent against 2023', 'grown since 2023': from that year to the latest.
    const escaped = at.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const base = at.text && new RegExp(`\\b(?:compared (?:with|to)|vs\\.?|versus|against|since|relative to)\\s+(?:the\\s+|fy\\s?|fiscal\\s+)?${escaped}\\s*[?.]?$`).test(ctx.plan.text.toLowerCase());
    // (Years of flows, both: not a balance on the day a year began.)
    const yearly = (f: Fact) => f.periods.some((p) => p.kind === 'year' || (p.kind === 'date' && p.ended));
    if (base && j >= 0 && j < series.length - 1 && yearly(series[j]!) && yearly(series[series.length - 1]!)) {
      h = j;
      i = series.length - 1;
    } else {
      if (j < 1) return null;
      i = j;
      h = j - 1;
    }
  }
  const a = series[h]!;
  const b = series[i]!;
  const pk = (f: Fact): Pick => ({ value: f.value, facts: [f], match: at ? 0.9 : 0.6, how: 'cell', period: null, score: 0 });
  return [pk(a), pk(b)];
}

/**
 * Two versions of one figure named ('the revised budget against the approved budget in 2024-25'):
 * the line's figures in the columns so named, at the period asked (or the latest both have).
 * The version said second is the base.
 */
function versionPair(ctx: GroundCtx, line: Line, at: Period | null): [Pick, Pick] | null {
  const said = ctx.plan.variants.filter((v) => v !== 'ytd' && v !== 'annual');
  if (said.length < 2 || ctx.plan.periods.length > 1) return null;
  const order = said.map((v) => ({ v, i: ctx.plan.text.toLowerCase().indexOf(v) })).sort((a, b) => a.i - b.i);
  const inPeriod = (f: Fact) => !at || f.periods.some((p) => periodMatch(at, p, ctx.fyStart) > 0);
  const find = (v: string) =>
    line.facts.filter((f) => f.col.label.toLowerCase().includes(v) && inPeriod(f)).sort((a, b) => timeKey(ctx, b) - timeKey(ctx, a))[0];
  const target = find(order[0]!.v);
  const baseFact = find(order[1]!.v);
  if (!target || !baseFact || target === baseFact) return null;
  const pk = (f: Fact): Pick => ({ value: f.value, facts: [f], match: at ? 1 : 0.7, how: 'cell', period: at, score: 0 });
  return [pk(baseFact), pk(target)];
}

export interface Change {
  base: Pick;
  target: Pick;
  fit: LineFit;
  match: number;
  /** A trend's figures, first to last. */
  between?: Fact[];
}

function changes(ctx: GroundCtx, phrase: Phrase, periods: Period[]): Change[] {
  const out: Change[] = [];
  const ord = ctx.plan.ordinal;
  for (const fit of matchLines(ctx, phrase, { limit: 30 })) {
    const line = fit.line;
    // (A line the question leaves out changes nothing asked: 'investments (not the endowment)'.)
    if (excluded(ctx.plan, line.rows[0]?.label ?? line.name)) continue;
    if (ord && ord.all.length === 2 && !periods.length) {
      // 'between the first and second month': the line's nth periods.
      const series = seriesOf(ctx, line);
      const at = (n: number) => (n > 0 ? series[n - 1] : series[series.length + n]);
      const a = at(ord.all[0]!);
      const b = at(ord.all[1]!);
      if (!a || !b || a === b) continue;
      const pk = (f: Fact): Pick => ({ value: f.value, facts: [f], match: 0.9, how: 'cell', period: null, score: 0 });
      out.push({ base: pk(a), target: pk(b), fit, match: 0.9 });
      continue;
    }
    const versions = versionPair(ctx, line, periods[0] ?? null);
    if (versions) {
      out.push({ base: versions[0], target: versions[1], fit, match: Math.min(versions[0].match, versions[1].match) });
      continue;
    }
    if (periods.length >= 2) {
      const ps = periods.slice(0, 2);
      const picks = picksAt(ctx, line, ps);
      if (!picks) continue;
      const [x, y] = orderPair(ctx, { pick: picks[0]!, p: ps[0]! }, { pick: picks[1]!, p: ps[1]! });
      out.push({ base: x.pick, target: y.pick, fit, match: Math.min(x.pick.match, y.pick.match) });
    } else if (ctx.plan.trend) {
      const series = seriesOf(ctx, line, periods[0] ?? null).filter((f) => f.kind !== 'ytd');
      if (series.length < 3) continue;
      const pk = (f: Fact): Pick => ({ value: f.value, facts: [f], match: 0.8, how: 'cell', period: null, score: 0 });
      out.push({ base: pk(series[0]!), target: pk(series[series.length - 1]!), fit, match: 0.8, between: series });
    } else {
      const two = lastTwo(ctx, line, periods[0] ?? null);
      if (two) out.push({ base: two[0], target: two[1], fit, match: Math.min(two[0].match, two[1].match) });
    }
  }
  return out;
}

function changeReading(ctx: GroundCtx, c: Change, percent: boolean): Reading {
  const f0 = c.base.facts[0]!;
  const f1 = c.target.facts[0]!;
  // Two figures stated in different scales ('£541.1 thousand' in a five-year summary, '£334,900' in
  // a budget): both in units first.
  const rescale = (f0.scale || 1) !== (f1.scale || 1) && (f0.unit === 'money' || f0.unit === 'count') && (f1.unit === 'money' || f1.unit === 'count');
  const [bv, tv] = rescale ? [c.base.value * (f0.scale || 1), c.target.value * (f1.scale || 1)] : [c.base.value, c.target.value];
  const diff = tv - bv;
  const pct = bv !== 0 ? (diff / Math.abs(bv)) * 100 : NaN;
  const unitOf = unitOfFact(f0, true);
  const unit: ComputedUnit = rescale && unitOf.kind === 'money' ? { ...unitOf, scale: 1 } : rescale && unitOf.kind === 'count' ? { ...unitOf, scale: 1 } : unitOf;
  const fmtDiff = (v: number) => (rescale ? formatIn(unit, v, true) : fmtFact(f0, v, true));
  const value = percent ? pct : diff;
  const score = c.fit.score + 0.35 * c.match + kindFit(ctx.plan.measure, f0) + 0.05;
  const op = percent ? 'percentChange' : 'difference';
  const r = base(op, [{ fit: c.fit, pick: c.base }, { fit: c.fit, pick: c.target }], value, percent ? { kind: 'percent' } : unit.kind === 'percent' ? { ...unit, kind: 'points' } : unit, score);
  r.subjectText = lineName(c.fit.line, f0);
  let whenFrom = periodPhrase(ctx, c.base, c.fit.line);
  let whenTo = periodPhrase(ctx, c.target, c.fit.line);
  if (whenFrom === whenTo && c.target.facts[0]!.col !== f0.col) {
    // Two columns of one period (two versions of a budget): say which.
    whenFrom = `(${f0.col.label})`;
    whenTo = `(${c.target.facts[0]!.col.label})`;
  }
  // (Figures added up, 'Retail and Online together', a year's budget from its months: the sums,
  // not the first of each.)
  const fmtPick = (p: Pick) => (p.facts.length > 1 && p.how === 'sum' ? fmtFact(p.facts[0]!, p.value, true) : fmtFact(p.facts[0]!));
  r.phrase = `from ${fmtPick(c.base)} ${whenFrom} to ${fmtPick(c.target)} ${whenTo}`;
  r.working = [
    `Working: ${fmtPick(c.target)} − ${fmtPick(c.base)} = ${fmtDiff(diff)}` +
      (Number.isFinite(pct) && unit.kind !== 'percent' ? `; ${fmtDiff(diff)} ÷ ${rescale ? formatIn(unit, Math.abs(bv)) : fmtFact(f0, Math.abs(c.base.value))} = ${pct.toFixed(2)}%.` : '.'),
  ];
  if (!Number.isFinite(pct) && percent) r.score -= 1;
  if (c.between) {
    r.table = { head: ['Period', lineName(c.fit.line, f0)], rows: c.between.map((f) => [factWhen(ctx, f), fmtFact(f)]) };
    const values = c.between.map((f) => f.value);
    const hi = c.between[values.indexOf(Math.max(...values))]!;
    const lo = c.between[values.indexOf(Math.min(...values))]!;
    r.working.push(`Highest ${factWhen(ctx, hi)} (${fmtFact(hi)}), lowest ${factWhen(ctx, lo)} (${fmtFact(lo)}).`);
  }
  return r;
}

// ---------------------------------------------------------------------------------------------
// Two things combined: ratio, share, sum or difference of two lines, a formula.

/** The best line and figure for one operand (at the operand's own periods, else the plan's). */
function bestOperand(
  ctx: GroundCtx,
  phrase: Phrase,
  periods: Period[],
  exclude: Set<string> = new Set(),
  sameTable: string | null = null,
  sameColumn: number | null = null,
  sameRows: Line['rows'] | null = null,
  onlySameTable = false,
  category: Line['category'] = null,
): Operand | null {
  const ps = phrase.periods.length ? phrase.periods : periods;
  let best: { op: Operand; s: number } | null = null;
  const candidates: Array<{ op: Operand; s: number; t: number }> = [];
  // Each side of 'what we are budgeting ... than we actually paid' is its own kind of figure.
  const raw = (phrase.raw ?? phrase.text).toLowerCase();
  // (So when the question as a whole says both: 'budgeting this year than we spent last year'.)
  const own = (!ctx.plan.measure || ctx.plan.operands.length >= 2) && BUDGET_WORDS.test(raw) !== ACTUAL_WORDS.test(raw) ? (BUDGET_WORDS.test(raw) ? 'budget' : 'actual') : null;
  const plan = own ? { ...ctx.plan, measure: own as Plan['measure'] } : ctx.plan;
  // (The operand's own verb, or the question's when the operand says none.)
  // (Two operands of one thing, 'budgeting for X than we brought in': the question's verbs say it for both.)
  const wantKind = verbCategory(raw) ?? (ctx.plan.operands.length >= 2 && !ctx.plan.operands.some((o) => o.same) ? null : verbCategory(ctx.plan.text));
  const nounKind = nounCategory(phrase.text);
  const opCtx: GroundCtx = { ...ctx, plan, allStems: [...new Set([...phrase.tokens.map((t) => t.stem), ...ctx.allStems.filter((s) => /^\d/.test(s))])] };
  // (No currency asked: an amount in the organisation's own, before a donor report's dollars.)
  const home = ctx.plan.currency ? null : usualCurrency(ctx.lib.tables);
  for (const fit of matchLines(opCtx, phrase, { limit: 30, ...(onlySameTable && sameTable ? { filter: (l: Line) => l.table.id === sameTable } : {}) })) {
    // Several periods said for operands of different kinds ('the March 2025 cash balance and FY25
    // spending'): each operand at the period its line has.
    let pick = ps.length <= 1 ? figureAt(opCtx, fit.line, ps[0] ?? null) : null;
    // (A table of no period in a document reporting on the year asked: that year's, as a lookup reads it.)
    if (!pick && ps.length === 1) pick = ofReportYear(opCtx, fit.line, ps[0]!);
    if (ps.length > 1 && phrase.periods.length > 1) {
      // The operand's own periods ('granted between 2017 and 2018'): one figure of them all, or none.
      const picks = ps.map((p) => pickAt(opCtx, fit.line, p));
      const first = picks[0];
      pick = first && picks.every((k) => k && k.facts.length === 1 && k.facts[0] === first.facts[0]) ? first : null;
    } else if (ps.length > 1) for (const p of ps) {
      const k = pickAt(opCtx, fit.line, p);
      if (k && (!pick || k.match > pick.match)) pick = k;
    }
    if (!pick || exclude.has(keyOf(pick.facts))) continue;
    // The second of two figures from the same table, and the same column (a share of a column's total).
    const together =
      sameTable && fit.line.table.id === sameTable
        ? 0.05 +
          (sameColumn !== null && pick.facts[0]!.col.index === sameColumn ? 0.08 : 0) +
          (sameRows && fit.line.rows.some((r) => sameRows.includes(r)) ? 0.4 : 0) +
          // The same description under another of the form's columns ('Total functional expenses',
          // (B) Program services of (A) Total): a part of that whole.
          (sameRows && sameRows[0] && fit.line.rows[0]!.label === sameRows[0].label && !fit.line.rows.some((r) => sameRows.includes(r)) ? 0.2 : 0) +
          // A part of the whole's own kind ('ambulance billing' as a share of revenue is the billing
          // income, not the billing service's fee among the expenses).
          (category && fit.line.category && fit.line.category !== category ? -0.2 : 0)
        : 0;
    const f0 = pick.facts[0]!;
    const foreign = home && f0.unit === 'money' && currencyFamily(f0.currency) !== currencyFamily(home) ? 0.1 : 0;
    const s = fit.score + periodScore(pick.match, ps.length > 0) + kindFit(plan.measure, f0) + together + (ctx.plan.variants.length ? variantFit(ctx.plan, f0) : 0) - verbMiss(wantKind, fit.line) - nounMiss(nounKind, fit.line) - foreign;
    candidates.push({ op: { fit, pick }, s, t: Math.max(...pick.facts.map((f) => timeKey(ctx, f))) });
    // (STEWARD_TRACE_OPERANDS=1: each line weighed for an operand, and why, as eval-offline runs.)
    if (process.env.STEWARD_TRACE_OPERANDS) {
      const words = phrase.tokens.map((t) => t.stem + (t.soft ? '?' : '')).join(',');
      process.stderr.write(`operand [${words}] ${s.toFixed(3)} · fit ${fit.score.toFixed(3)} recall ${fit.recall.toFixed(2)} precision ${fit.precision.toFixed(2)} · ${fit.line.name} = ${pick.value}\n`);
    }
  }
  // A month of a year's flow ('months of cash'), no period said: of figures as good, the latest year's.
  const times = candidates.map((c) => c.t).filter((t) => Number.isFinite(t));
  const [lo, hi] = [Math.min(...times), Math.max(...times)];
  for (const c of candidates) {
    const s = c.s + (ctx.plan.namedPer && !ps.length && hi > lo && Number.isFinite(c.t) ? (0.03 * (c.t - lo)) / (hi - lo) : 0);
    if (!best || s > best.s) best = { op: c.op, s };
  }
  return best?.op ?? null;
}

function operandPair(ctx: GroundCtx, a: Phrase, b: Phrase, periods: Period[]): [Operand, Operand] | null {
  // A named ratio's operands have other usual names ('Net sales', 'Total revenues'): the best of them.
  const alts = ctx.plan.alternatives;
  // (A named ratio's operand is found by its own words, 'gross profit', not only by those the
  // question said for both, 'bar': 'Bar stock' is no gross profit.)
  const own = (o: Operand): boolean => !alts || Boolean(o.parts?.length) || o.fit.tokens.some((t, i) => !t.soft && !t.shared && (o.fit.ev[i] ?? 0) >= 0.8);
  const first = (alts?.[0] ?? [a]).map((p) => operandAt(ctx, 0, p, periods)).filter((o): o is Operand => o !== null && own(o));
  const x = first.sort((p, q) => q.fit.score - p.fit.score)[0];
  if (!x) return null;
  const record = x.fit.line.table.periodAxis === 'records';
  // (The same thing said again by a verb only: its line, at another period or measure.)
  const second = (alts?.[1] ?? [b])
    .map((p) => operandAt(ctx, 1, p, periods, new Set([keyOf(x.pick.facts)]), x.fit.line.table.id, record ? null : x.pick.facts[0]!.col.index, record || p.same ? x.fit.line.rows : null))
    .filter((o): o is Operand => o !== null && own(o));
  const y = second.sort((p, q) => q.fit.score - p.fit.score)[0];
  if (!y) return null;
  return [x, y];
}

/** An operand the question defines as a sum of lines ('salaries + NI & pension'): each line found, then added. */
function exprOperand(ctx: GroundCtx, expr: Expr, periods: Period[], sameTable: string | null = null, sameColumn: number | null = null): Operand | null {
  const terms = termPhrases(expr);
  const ops: Operand[] = [];
  const used = new Set<string>();
  let table = sameTable;
  for (const t of terms) {
    const o = bestOperand(ctx, t, periods, used, table, sameColumn);
    if (!o) return null;
    used.add(keyOf(o.pick.facts));
    table ??= o.fit.line.table.id;
    ops.push(o);
  }
  if (saysEveryPart(ops, terms)) return null;
  const values = new Map<Phrase, number>(terms.map((t, i) => [t, ops[i]!.pick.value]));
  const value = evalExpr(expr, values);
  if (!Number.isFinite(value)) return null;
  const worst = ops.reduce((a, o) => (o.fit.recall < a.fit.recall ? o : a), ops[0]!);
  const fit: LineFit = { ...worst.fit, weak: [...new Set(ops.flatMap((o) => o.fit.weak))], score: ops.reduce((a, o) => a + o.fit.score, 0) / ops.length };
  const facts = ops.flatMap((o) => o.pick.facts);
  return { fit, pick: { value, facts, match: Math.min(...ops.map((o) => o.pick.match)), how: 'sum', period: null, score: 0 }, parts: ops } as Operand;
}

function termPhrases(e: Expr): Phrase[] {
  if (e.kind === 'term') return [e.phrase];
  if (e.kind === 'num') return [];
  return [...termPhrases(e.left), ...termPhrases(e.right)];
}

/**
 * One of the lines found for several parts says every part ('Total liabilities and net assets';
 * 'Rent and rates' beside 'Rent'): the parts are that one line, and
 * adding its figure to another's counts one twice. Each part is known by the words the others do
 * not have ('in-game net bookings' does not name 'net bookings' too).
 */
function saysEveryPart(ops: Operand[], parts: Phrase[], least = 0.9): boolean {
  const own = parts.map((p, i) => p.tokens.filter((t) => !t.soft && !parts.some((q, j) => j !== i && q.tokens.some((u) => u.stem === t.stem))));
  // (Said in its words, not a synonym's: 'Payroll taxes' does not say 'salaries'.)
  const says = (o: Operand, ts: Phrase['tokens']) => ts.length > 0 && ts.every((t) => bestMatch(t.stem, o.fit.line.label) >= least || bestMatch(t.stem, o.fit.line.col) >= least || initialsIn(t.word, o.fit.line.label));
  return ops.some((o) => own.every((ts) => says(o, ts)));
}

/** Two things each found at both of two periods, in one table: for the change of the two added up. */
function bothOver(ctx: GroundCtx, a: Phrase, b: Phrase, periods: Period[]): [Operand, Operand] | null {
  if (periods.length !== 2 || periods[0]!.text === periods[1]!.text) return null;
  // (Said to be taken together, and no one line named by all the words: 'Repairs, cleaning and
  // maintenance' is one line.)
  if (!/\b(?:total|combined|together|both|sum|aggregate)\b/.test(ctx.plan.text)) return null;
  const whole = bestOperand(ctx, { ...ctx.plan.subject, periods: [] }, periods.slice(1));
  if (whole && whole.fit.recall >= 0.9 && !whole.fit.weak.length) return null;
  const x = bestOperand(ctx, { ...a, periods: [] }, periods.slice(1));
  if (!x || x.fit.recall < 0.8 || x.fit.weak.length) return null;
  const y = bestOperand(ctx, { ...b, periods: [] }, periods.slice(1), new Set([keyOf(x.pick.facts)]), x.fit.line.table.id);
  if (!y || y.fit.recall < 0.8 || y.fit.weak.length || y.fit.line === x.fit.line) return null;
  return [x, y];
}

/** An operand: its line, or the sum the question defines for it. */
function operandAt(ctx: GroundCtx, i: number, phrase: Phrase, periods: Period[], exclude: Set<string> = new Set(), sameTable: string | null = null, sameColumn: number | null = null, sameRows: Line['rows'] | null = null, category: Line['category'] = null): Operand | null {
  const expr = ctx.plan.operandExprs?.[i];
  if (expr) return exprOperand(ctx, expr, periods, sameTable, sameColumn);
  return bestOperand(ctx, phrase, periods, exclude, sameTable, sameColumn, sameRows, false, category);
}

/** A whole named only by its kind ('what percent of our budget goes to rent'): the total of the part's own kind of line in its table. */
const KIND_ONLY = /^(?:budget|budgets|budgeted|actual|actuals|spending|spend|spent|total|overall|all|whole|entire)$/;

function wholeOfPart(ctx: GroundCtx, part: Phrase, periods: Period[], wanted: Line['category'] = null): [Operand, Operand] | null {
  let x = operandAt(ctx, 0, part, periods);
  if (!x || !x.fit.line.category) return null;
  // 'What share of our spending is the Technical department': the department's spending, not its income.
  const section = x.fit.line.section;
  if (wanted && x.fit.line.category !== wanted && section) {
    const sibling = ctx.lib.lines.find((l) => l.table === x!.fit.line.table && l.category === wanted && l.section?.value === section.value && l.section.head.join(' ') === section.head.join(' '));
    const pick = sibling ? figureAt(ctx, sibling, periods[0] ?? null) : null;
    if (sibling && pick) x = { fit: { ...fitLine(ctx, part, sibling), score: x.fit.score }, pick };
  }
  const col = x.pick.facts[0]!.col.index;
  const totals = ctx.lib.lines.filter((l) => l.table === x.fit.line.table && l.category === x.fit.line.category && l.isTotal && l !== x.fit.line && !/^net\b/i.test(l.name));
  let best: Operand | null = null;
  const record = x.fit.line.table.periodAxis === 'records';
  for (const line of totals) {
    // A ledger's whole over the same months as its part; a statement's in the part's column.
    const pick = record ? figureAt(ctx, line, periods[0] ?? null) : null;
    const f = record ? null : line.facts.find((g) => g.col.index === col);
    const value = pick ? pick.value : f?.value;
    if (value === undefined || (best && Math.abs(value) <= Math.abs(best.pick.value))) continue;
    best = { fit: fitLine(ctx, phraseOf(line.name), line), pick: pick ?? { value: f!.value, facts: [f!], match: x.pick.match, how: 'cell', period: x.pick.period, score: 0 } };
  }
  if (!best) return null;
  best.fit = { ...best.fit, recall: 1, weak: [], strong: 1, score: Math.max(best.fit.score, x.fit.score) };
  return [x, best];
}

function sharePair(ctx: GroundCtx, part: Phrase, whole: Phrase, periods: Period[]): [Operand, Operand] | null {
  const wholeWords = whole.text.toLowerCase().split(/[^a-z]+/).filter((w) => w && !/^(?:the|our|its|their|of|for|year|to|date|ytd|so|far|this|fiscal|financial)$/.test(w));
  if (wholeWords.length && wholeWords.every((w) => KIND_ONLY.test(w))) {
    const wanted = wholeWords.some((w) => /^(?:spending|spend|spent)$/.test(w)) ? 'expense' : null;
    const pair = wholeOfPart(ctx, part, periods, wanted);
    if (pair) return pair;
  }
  // A part of two things ('grants and donations over total income'),
  // when no one line is named by both: the two added up.
  const two = !ctx.plan.operandExprs?.[0] ? pairedPart(ctx, part, periods) : null;
  if (two) {
    const yy = operandAt(ctx, 1, whole, periods);
    const xx = yy ? exprOperand(ctx, two, periods, yy.fit.line.table.id, yy.fit.line.table.periodAxis === 'records' ? null : yy.pick.facts[0]!.col.index) : null;
    if (xx && yy) return [xx, yy];
  }
  // (The whole named without the part's words: 'what share of budgeted income does the youth club
  // bring in' is of all the sheets' income, not the youth club's own.)
  const partOnly = new Set(part.tokens.filter((t) => !whole.tokens.some((u) => u.stem === t.stem)).map((t) => t.stem));
  const y = operandAt({ ...ctx, groupStems: [...ctx.allStems, ...whole.tokens.map((t) => t.stem)].filter((s) => !partOnly.has(s)) }, 1, whole, periods);
  if (!y) return null;
  // A whole over parallel sheets or groups (every programme's income): the part is the member its
  // words name (the youth club's income).
  const member = memberOf(ctx, y, part);
  if (member) return [member, y];
  // The part: in the whole's column, or in a record table the whole's own record ('Django ... contributions').
  const columnOf = (w: Operand) => (w.fit.line.table.periodAxis === 'records' ? null : w.pick.facts[0]!.col.index);
  const partIn = (w: Operand) => operandAt(ctx, 0, part, periods, new Set([keyOf(w.pick.facts)]), w.fit.line.table.id, columnOf(w), columnOf(w) === null ? w.fit.line.rows : null, w.fit.line.isTotal ? w.fit.line.category : null);
  // (The whole's column words said of the part too, softly: 'salaries' of the workshops programme
  // is the salaries line in the workshops column.)
  const withColumn = (w: Operand): Operand | null => {
    const said = new Set([...part.tokens, ...whole.tokens].map((t) => t.stem));
    const own = whole.tokens.filter((t) => !part.tokens.some((u) => u.stem === t.stem) && bestMatch(t.stem, w.pick.facts[0]!.col.own) >= 0.8);
    if (!own.length) return null;
    const extra = [...own, ...words(w.pick.facts[0]!.col.label).filter((t) => !said.has(t.stem))].map((t) => ({ ...t, soft: true }));
    const more = (ph: Phrase): Phrase => ({ ...ph, tokens: [...ph.tokens, ...extra] });
    const withWords = (e: Expr): Expr => (e.kind === 'term' ? { ...e, phrase: more(e.phrase) } : e.kind === 'num' ? e : { ...e, left: withWords(e.left), right: withWords(e.right) });
    const expr = ctx.plan.operandExprs?.[0];
    return expr ? exprOperand(ctx, withWords(expr), periods, w.fit.line.table.id, columnOf(w)) : bestOperand(ctx, more(part), periods, new Set([keyOf(w.pick.facts)]), w.fit.line.table.id, columnOf(w));
  };
  // The part named by a column only ('fundraising' as a share of total expenses, on a statement of
  // functional expenses): the whole's row in that column, not another row of it.
  const inRow = (w: Operand): Operand | null => {
    const row = w.pick.facts[0]!.row;
    if (w.pick.facts.length !== 1 || w.fit.line.table.periodAxis === 'records') return null;
    // (Only a whole named by its row: 'total expenses' is the TOTAL EXPENSES row, not 'Other' under a 'Total Expenses' column.)
    if (!w.fit.line.label.length || !w.fit.line.label.every((s) => s === 'total' || bestMatch(s, whole.tokens.map((t) => t.stem)) >= 0.8)) return null;
    let best: Operand | null = null;
    for (const fit of matchLines(ctx, part, { limit: 30, filter: (l) => l.table === w.fit.line.table && l.rows.includes(row) && l !== w.fit.line })) {
      if (fit.recall < 0.8 || fit.weak.length) continue;
      if (!part.tokens.some((t) => !t.soft && bestMatch(t.stem, fit.line.col) >= 0.8 && bestMatch(t.stem, fit.line.label) < 0.8)) continue;
      const pick = pickAt(ctx, fit.line, w.pick.period ?? periods[0] ?? null) ?? figureAt(ctx, fit.line, periods[0] ?? null);
      if (!pick || pick.facts[0]!.row !== row) continue;
      if (!best || fit.score > best.fit.score) best = { fit, pick };
    }
    return best;
  };
  const partLabelSays = (o: Operand) => part.tokens.some((t) => !t.soft && bestMatch(t.stem, o.fit.line.label) >= 0.6);
  const candidate = partIn(y);
  const rowPart = candidate && partLabelSays(candidate) ? null : inRow(y);
  // (A part named by a column alone, read in another row whose own words the question never says,
  // 'Total Contributions' for 'what % of opex is G&A': not the part asked.)
  const strayRow = (o: Operand) => !partLabelSays(o) && o.pick.facts[0]!.row !== y.pick.facts[0]!.row && o.fit.line.label.some((s) => s !== 'total' && bestMatch(s, ctx.allStems) < 0.6);
  const x = rowPart ?? (candidate && !strayRow(candidate) ? candidate : null);
  if (!x) return null;
  // The part found only in another statement ('salaries' in the functional expenses, the whole
  // 'education programme costs' in the statement of activities): the whole as that statement has
  // it, when it says it as well, so both are of one column.
  if (x.fit.line.table !== y.fit.line.table) {
    const y2 = ctx.plan.operandExprs?.[1] ? null : bestOperand(ctx, whole, periods, new Set(), x.fit.line.table.id, null, null, true);
    const ok2 = y2 && y2.fit.recall >= y.fit.recall - 0.05 && !y2.fit.weak.length;
    const cand2 = ok2 ? (withColumn(y2!) ?? partIn(y2!)) : null;
    const x2 = ok2 ? ((cand2 && partLabelSays(cand2) ? null : inRow(y2!)) ?? cand2) : null;
    if (x2 && x2.fit.line.table === y2!.fit.line.table) {
      // (The part in another row than the whole, its row's words unsaid: no part asked.)
      const stray = !partLabelSays(x2) && x2.pick.facts[0]!.row !== y2!.pick.facts[0]!.row && x2.fit.line.label.some((s) => s !== 'total' && bestMatch(s, ctx.allStems) < 0.6);
      return stray ? null : [x2, y2!];
    }
  }
  return [x, wholeInPartColumn(ctx, x, y, part, whole)];
}

/** 'A and B' as a sum, when each is a line of its own and no line is named by both. */
function pairedPart(ctx: GroundCtx, part: Phrase, periods: Period[]): Expr | null {
  const splits = andSplits(part.text).filter(([a, b]) => !/\b(?:and|&)\b/.test(`${a} ${b}`) && /\band\b/.test(part.text));
  if (splits.length !== 1) return null;
  const one = bestOperand(ctx, part, periods);
  if (one && one.fit.recall >= 0.9 && !one.fit.weak.length) return null;
  const [a, b] = splits[0]!.map((t) => phraseOf(t));
  const x = bestOperand(ctx, a!, periods);
  const y = x ? bestOperand(ctx, b!, periods, new Set([keyOf(x.pick.facts)]), x.fit.line.table.id) : null;
  if (!x || !y || x.fit.recall < 0.9 || y.fit.recall < 0.9 || x.fit.weak.length || y.fit.weak.length || x.fit.line === y.fit.line) return null;
  return { kind: 'op', op: '+', left: { kind: 'term', phrase: a! }, right: { kind: 'term', phrase: b! } };
}

/** The member of a line added up over parallel sheets or groups that `part` names, at the whole's figure. */
function memberOf(ctx: GroundCtx, w: Operand, part: Phrase): Operand | null {
  if (!w.fit.line.parallel?.combined || w.pick.facts.length !== 1) return null;
  const said = part.tokens.filter((t) => !t.soft).map((t) => t.stem);
  const named = (l: Line) => l.parallel!.own.some((s) => bestMatch(s, said) >= 0.8);
  for (const f of w.pick.facts[0]!.parts ?? []) {
    const line = ctx.lib.lines.find((l) => l.parallel && !l.parallel.combined && l.facts.includes(f));
    if (!line || !named(line)) continue;
    return { fit: { ...fitLine(ctx, part, line), score: w.fit.score }, pick: { value: f.value, facts: [f], match: w.pick.match, how: 'cell', period: w.pick.period, score: 0 } };
  }
  return null;
}

/**
 * The part read in a column its own words name ('payable within 12 months'), the whole in another
 * column the question never names (the table's Total): the whole in the part's column, so both
 * figures are of one column.
 */
function wholeInPartColumn(ctx: GroundCtx, x: Operand, y: Operand, part: Phrase, whole: Phrase): Operand {
  if (x.fit.line.table !== y.fit.line.table || x.fit.line.table.periodAxis === 'records') return y;
  if (x.pick.facts.length !== 1 || y.pick.facts.length !== 1) return y;
  const cx = x.pick.facts[0]!.col;
  const cy = y.pick.facts[0]!.col;
  if (cx.index === cy.index) return y;
  const names = (own: string[], ph: Phrase) => ph.tokens.some((t) => !t.soft && bestMatch(t.stem, own) >= 0.8);
  if (!names(cx.own, part) || names(cy.own, whole)) return y;
  const row = y.pick.facts[0]!.row;
  // (The part in the whole's own row, 'restricted income' of 'total income': a column's share of the row.)
  if (x.pick.facts[0]!.row === row) return y;
  for (const line of ctx.lib.lines) {
    if (line.table !== y.fit.line.table) continue;
    const f = line.facts.find((g) => g.row === row && g.col.index === cx.index);
    if (f) return { fit: { ...fitLine(ctx, whole, line), score: y.fit.score }, pick: { ...y.pick, value: f.value, facts: [f] } };
  }
  return y;
}

/** A figure in its currency's units when two figures are stated in different scales ('£88,417' against '£593.4 thousand'). */
function inUnits(o: Operand): number {
  const f = o.pick.facts[0]!;
  return f.unit === 'money' || f.unit === 'count' ? o.pick.value * (f.scale || 1) : o.pick.value;
}

function sameScale(a: Operand, b: Operand): boolean {
  return (a.pick.facts[0]!.scale || 1) === (b.pick.facts[0]!.scale || 1);
}

function ratioReading(ctx: GroundCtx, x: Operand, y: Operand, share: boolean, percentWanted: boolean): Reading | null {
  if (y.pick.value === 0) return null;
  // 'Cost per client', 'expenses divided by clients': the clients are counted, and an amount of
  // money read for them ('Client support and program costs') is no count of clients.
  if (!share && !ctx.plan.namedRatio && y.pick.facts[0]!.unit === 'money' && perCountable(ctx.plan.operands[1]?.text ?? '')) return null;
  // (Nor are days of something a count of the things: 'per clinic' over 'clinic days'.)
  const yText0 = (ctx.plan.operands[1]?.text ?? '').toLowerCase();
  if (!share && ['days', 'months', 'years'].includes(y.pick.facts[0]!.unit) && perCountable(yText0) && !/\b(?:days?|nights?|hours?|months?|years?)\b/.test(yText0)) return null;
  // A share is of like things: an amount of money is no share of a count ('sessions'), nor a count of money.
  const ux = x.pick.facts[0]!.unit;
  const uy = y.pick.facts[0]!.unit;
  if (share && ((ux === 'money' && uy === 'count') || (ux === 'count' && uy === 'money'))) return null;
  // A line is not a share of itself, nor a figure a ratio to itself.
  if (keyOf(x.pick.facts) === keyOf(y.pick.facts) || (share && x.fit.line.id === y.fit.line.id)) return null;
  // (Nor a line's figure in one column a share of its own figure in another, when the whole asked
  // is a total: 'food purchases as a % of total expenses' is not food purchases over food purchases.)
  const yText = ctx.plan.operands[1]?.text ?? '';
  const yKinds = contentStems(yText).filter((k) => /^(?:expens|expenditur|cost|spend|revenu|incom)$/.test(k));
  const yOwn = [...y.fit.line.label, ...y.fit.line.col];
  if (share && /\btotal\b/i.test(yText) && !y.fit.line.isTotal && x.pick.facts.every((f) => y.pick.facts.some((g) => g.row === f.row)) && yKinds.some((k) => bestMatch(k, yOwn) < 0.8)) return null;
  let [vx, vy] = sameScale(x, y) ? [x.pick.value, y.pick.value] : [inUnits(x), inUnits(y)];
  // Costs printed as negatives beside income ('Gala costs (12,400)'): a ratio of income to costs
  // or a share of costs in income is of their sizes, not negative.
  const spending = (o: Operand) => o.fit.line.category === 'expense' || o.fit.line.label.some((s) => /^(?:cost|costs|expens|expenditur)$/.test(s));
  const sizes = (vx < 0) !== (vy < 0) && (vx < 0 ? spending(x) && !spending(y) : spending(y) && !spending(x));
  if (sizes) [vx, vy] = [Math.abs(vx), Math.abs(vy)];
  // A part of a whole in one statement is not bigger than it: such a pair is two unrelated lines.
  if (share && x.fit.line.table === y.fit.line.table && vx > 0 && vy > 0 && vx > vy * 1.0001) return null;
  // Nor is a total a share of one line item, bigger than it, wherever the two are printed.
  if (share && x.fit.line.isTotal && !y.fit.line.isTotal && vx > 0 && vy > 0 && vx > vy * 1.0001) return null;
  // Nor is a part bigger than the total the question names as its whole ('of total income'), nor
  // ten times any whole: two figures read at two scales, or two unrelated lines.
  if (share && vx > 0 && vy > 0 && ((y.fit.line.isTotal && /\btotal\b/i.test(yText) && !x.fit.line.isTotal && vx > vy * 1.0001) || vx > vy * 10)) return null;
  let value = (vx / vy) * (share || percentWanted ? 100 : 1);
  // The table prints the share itself ('% of Total' beside each figure): as printed, when it is
  // this share to its rounding (a '% of' another whole would not agree), so a change of shares is
  // the change of the printed ones.
  const stated = share ? statedShare(x, y, value) : null;
  if (stated) value = stated.value;
  const score = (x.fit.score + y.fit.score) / 2 + 0.35 * Math.min(x.pick.match, y.pick.match) + 0.05;
  const r = base(share ? 'share' : 'ratio', [x, y], value, share || percentWanted ? { kind: 'percent' } : { kind: 'ratio' }, score);
  const fx = x.pick.facts[0]!;
  const fy = y.pick.facts[0]!;
  // An operand the question adds up ('salaries + payroll taxes') is named by its parts.
  const nameOf = (o: Operand, f: Fact) => (o.parts?.length ? o.parts.map((p) => p.pick.facts[0]!.row.label).join(' + ') + (f.col.distinct.length ? ` (${f.col.label})` : '') : lineName(o.fit.line, f));
  const sumOf = (o: Operand, f: Fact) => (o.parts && o.parts.length > 1 ? `(${o.parts.map((p) => fmtFact(p.pick.facts[0]!, p.pick.value)).join(' + ')} = ${fmtFact(f, o.pick.value)})` : fmtFact(f, sizes ? Math.abs(o.pick.value) : o.pick.value));
  r.subjectText = share ? `${nameOf(x, fx)} as a share of ${nameOf(y, fy)}` : `${nameOf(x, fx)} to ${nameOf(y, fy)}`;
  // A named ratio is called by its name, its parts said after it: 'Current ratio (Total current assets ÷ Total current liabilities)'.
  if (ctx.plan.namedRatio && !share) r.subjectText = `${ctx.plan.namedRatio[0]!.toUpperCase()}${ctx.plan.namedRatio.slice(1)} (${lineName(x.fit.line, fx)} ÷ ${lineName(y.fit.line, fy)})`;
  r.phrase = periodPhrase(ctx, x.pick, x.fit.line);
  r.working = [`Working: ${sumOf(x, fx)} ÷ ${sumOf(y, fy)} = ${(vx / vy).toFixed(4)}${share || percentWanted ? ` = ${((vx / vy) * 100).toFixed(2)}%` : ''}.`];
  if (stated) {
    r.working.push(`The table prints it as ${stated.printed?.trim() || `${stated.value}%`} (column “${stated.col.label}”).`);
    r.facts = [...r.facts, stated];
    r.key = keyOf(r.facts);
  }
  // A named ratio per month or day of a year's flow ('months of cash': cash ÷ a month of expenses).
  const named = ctx.plan.namedPer;
  if (named && !share) {
    const flow = flowOfYear(ctx, y);
    if (!flow) return null;
    const months = flow.months;
    const perUnit = named === 12 ? flow.value / months : (flow.value / months) * (12 / 365);
    const vyUnit = sameScale(x, y) ? perUnit : perUnit * (inUnits(y) / y.pick.value || 1);
    r.value = vx / vyUnit;
    r.operands = [x, { fit: y.fit, pick: { ...y.pick, value: flow.value, facts: flow.facts, how: flow.facts.length > 1 ? 'sum' : y.pick.how } }];
    r.facts = [...x.pick.facts, ...flow.facts];
    r.key = keyOf(r.facts);
    r.unit = { kind: 'count', scale: 1, decimals: 1, word: named === 12 ? 'months' : 'days' };
    const fyOf = flow.facts[0]!;
    const what = months === 12 ? fmtFact(fyOf, flow.value) : `${fmtFact(fyOf, flow.value)} over ${months} months`;
    const per = named === 12 ? `${fmtFact(fyOf, perUnit, true)} a month` : `${fmtFact(fyOf, perUnit, true)} a day`;
    r.working = [`Working: ${what} = ${per}; ${fmtFact(fx, x.pick.value)} ÷ ${fmtFact(fyOf, perUnit, true)} = ${(r.value as number).toFixed(2)}.`];
    r.subjectText = `${ctx.plan.namedRatio ? `${ctx.plan.namedRatio[0]!.toUpperCase()}${ctx.plan.namedRatio.slice(1)}: ` : ''}${lineName(x.fit.line, fx)} against a ${named === 12 ? 'month' : 'day'} of ${lineName(y.fit.line, fy)}`;
  }
  return r;
}

/** A denominator that counts things ('clients', 'meals delivered', 'members'), saying no amount of money. */
function perCountable(text: string): boolean {
  const t = text.toLowerCase();
  if (!/[a-z]{3}/.test(t) || /\b(?:costs?|expenses?|expenditures?|revenues?|income|assets?|liabilit(?:y|ies)|cash|debt|equity|salar(?:y|ies)|wages|grants?|fees?|payments?|sales|funds?|budget|spend(?:ing)?|contributions?|donations?|support|gifts?|amount|value|total|net|dollars?|pounds?|euros?|reserves?|deposits?|balance|payable|receivable|profit|surplus|deficit|loss|margin|received|raised|earned|collected|brought in|took in|taken in|generated|takings)\b/.test(t)) return false;
  return /\b(?:clients?|members?|participants?|students?|patients?|visits?|visitors?|meals?|households?|families|people|persons?|individuals|volunteers?|employees?|staff|fte|beds?|nights?|days?|hours?|surger(?:y|ies)|children|youth|seniors|animals?|adoptions?|sessions?|trips?|rides?|calls?|cases?|units?|items?|tickets?|attendees|learners|users|subscribers|households)\b/.test(t);
}

/**
 * The share a table prints beside the part's figure ('% of Total', '% of net sales' in the same
 * period's group of columns), when it is the share worked out to the print's rounding.
 */
function statedShare(x: Operand, y: Operand, computed: number): Fact | null {
  if (x.pick.facts.length !== 1 || y.pick.facts.length !== 1 || x.parts?.length || y.parts?.length) return null;
  const fx = x.pick.facts[0]!;
  if (fx.table !== y.pick.facts[0]!.table) return null;
  const samePeriod = (a: Fact['col'], b: Fact['col']) => (a.period && b.period ? a.period.text === b.period.text : a.path[0] === b.path[0] && a.path.length > 1);
  for (const c of fx.table.cols) {
    if (c.kind !== 'percentOf' || c.block !== fx.col.block || !samePeriod(c, fx.col)) continue;
    const f = factAt(fx.table, fx.row, c);
    if (!f || f.unit !== 'percent') continue;
    const decimals = (f.printed ?? String(f.value)).match(/\.(\d+)/)?.[1]?.length ?? 0;
    if (Math.abs(f.value - computed) <= 0.5 * 10 ** -decimals + 1e-9) return f;
  }
  return null;
}

/**
 * The flow a per-month ratio divides by: the figure itself when it covers a year or more, else the
 * line's latest months (up to twelve, at least three), each once.
 */
function flowOfYear(ctx: GroundCtx, o: Operand): { value: number; facts: Fact[]; months: number } | null {
  const monthsOf = (f: Fact): number | null => {
    const p = f.periods[0];
    const i = p ? intervalOf(p, ctx.fyStart, p.year) : null;
    return i ? i.to - i.from + 1 : null;
  };
  const f = o.pick.facts[0];
  if (!f) return null;
  const own = o.pick.facts.length === 1 ? monthsOf(f) : null;
  if (own === null || own >= 12) return own !== null && own > 12 ? { value: o.pick.value, facts: o.pick.facts, months: own } : { value: o.pick.value, facts: o.pick.facts, months: 12 };
  const series = seriesOf(ctx, o.fit.line).filter((x) => x.kind !== 'ytd' && monthsOf(x) === 1);
  const seen = new Set<number>();
  const latest: Fact[] = [];
  for (const x of [...series].reverse()) {
    const p = x.periods[0]!;
    const i = intervalOf(p, ctx.fyStart, p.year)!;
    if (seen.has(i.from)) continue;
    seen.add(i.from);
    latest.unshift(x);
    if (latest.length === 12) break;
  }
  if (latest.length < 3) return null;
  return { value: latest.reduce((a, x) => a + x.value, 0), facts: latest, months: latest.length };
}

function evalExpr(e: Expr, values: Map<Phrase, number>): number {
  if (e.kind === 'num') return e.value;
  if (e.kind === 'term') return values.get(e.phrase) ?? NaN;
  const l = evalExpr(e.left, values);
  const r = evalExpr(e.right, values);
  return e.op === '+' ? l + r : e.op === '-' ? l - r : e.op === '*' ? l * r : l / r;
}

function exprText(e: Expr, names: Map<Phrase, string>): string {
  if (e.kind === 'num') return String(e.value);
  if (e.kind === 'term') return names.get(e.phrase) ?? e.phrase.text;
  const sym = { '+': '+', '-': '−', '*': '×', '/': '÷' }[e.op];
  const wrap = (x: Expr) => (x.kind === 'op' && (x.op === '+' || x.op === '-') && (e.op === '*' || e.op === '/') ? `(${exprText(x, names)})` : exprText(x, names));
  return `${wrap(e.left)} ${sym} ${wrap(e.right)}`;
}

function divisorsOf(e: Expr): Phrase[] {
  return e.kind === 'op' ? [...(e.op === '/' ? termPhrases(e.right) : []), ...divisorsOf(e.left), ...divisorsOf(e.right)] : [];
}

/** The best line that counts what a phrase names ('clients' → 'Clients supported'), at the periods asked. */
function countedOperand(ctx: GroundCtx, phrase: Phrase, periods: Period[]): Operand | null {
  for (const fit of matchLines(ctx, phrase, { limit: 30 })) {
    if (fit.recall < 0.6 || fit.weak.length) continue;
    const pick = periods.length <= 1 ? figureAt(ctx, fit.line, periods[0] ?? null) : pickAt(ctx, fit.line, periods[0]!);
    if (pick && pick.facts[0]!.unit === 'count') return { fit, pick };
  }
  return null;
}

function formulaReading(ctx: GroundCtx, expr: Expr, terms: Phrase[], periods: Period[]): Reading | null {
  const operands: Operand[] = [];
  const values = new Map<Phrase, number>();
  const names = new Map<Phrase, string>();
  const used = new Set<string>();
  let table: string | null = null;
  // The plan's operands carry the words they share ('Nike'); the formula names its own terms, in the same order.
  const own = termPhrases(expr);
  const countedTerms = new Set(divisorsOf(expr).filter((d) => perCountable(d.text)));
  for (const [i, t] of terms.entries()) {
    // (A term of two things, 'grants and donations': the two added up.)
    const two = pairedPart(ctx, t, periods);
    let o: Operand | null = (two ? exprOperand(ctx, two, periods, table) : null) ?? bestOperand(ctx, t, periods, used, table);
    // A divisor that counts things: the best line counting them ('Clients supported'), not an amount.
    if (o && countedTerms.has(own[i] ?? t) && o.pick.facts[0]!.unit === 'money') o = countedOperand(ctx, own[i] ?? t, periods) ?? o;
    if (!o) return null;
    used.add(keyOf(o.pick.facts));
    table ??= o.fit.line.table.id;
    operands.push(o);
    const key = own[i] ?? t;
    values.set(key, o.pick.value);
    names.set(key, `${fmtFact(o.pick.facts[0]!, o.pick.value)} (${o.parts?.length ? o.parts.map((p) => `${lineName(p.fit.line, p.pick.facts[0]!)} ${fmtFact(p.pick.facts[0]!, p.pick.value)}`).join(' + ') : lineName(o.fit.line, o.pick.facts[0]!)})`);
  }
  // (Amounts of other scales, '$24,039 thousand' of expenses over 5,412 clients: each in units, so
  // the answer is $4,441.76 a client, and a sum of thousands and units adds like with like.)
  if (operands.length >= 2 && saysEveryPart(operands, terms)) return null;
  const scales = new Set(operands.map((o) => (o.pick.facts[0]!.unit === 'money' || o.pick.facts[0]!.unit === 'count' ? o.pick.facts[0]!.scale || 1 : 1)));
  const inUnitsAll = scales.size > 1;
  if (inUnitsAll) terms.forEach((t, i) => values.set(own[i] ?? t, inUnits(operands[i]!)));
  const value = evalExpr(expr, values);
  if (!Number.isFinite(value)) return null;
  const division = JSON.stringify(expr).includes('"op":"/"');
  // (A divisor that counts things, 'clients', read as an amount of money: no such formula.)
  for (const d of divisorsOf(expr)) {
    const i = own.indexOf(d);
    const o = i >= 0 ? operands[i] : undefined;
    if (o && o.pick.facts[0]!.unit === 'money' && perCountable(d.text)) return null;
  }
  const f0 = operands[0]!.pick.facts[0]!;
  // An amount over a count ('total expenses divided by clients') is an amount for each one.
  const perThing = division && f0.unit === 'money' && divisorsOf(expr).length > 0 && divisorsOf(expr).every((d) => { const k = own.indexOf(d); return k >= 0 && operands[k]?.pick.facts[0]!.unit === 'count'; });
  const base0 = unitOfFact(f0, true);
  const unit: ComputedUnit = perThing ? ({ ...base0, scale: inUnitsAll ? 1 : (base0 as { scale?: number }).scale ?? 1 } as ComputedUnit) : division ? (ctx.plan.wantsPercent ? { kind: 'percent' } : { kind: 'ratio' }) : inUnitsAll && 'scale' in base0 ? ({ ...base0, scale: 1 } as ComputedUnit) : base0;
  const shown = division && ctx.plan.wantsPercent ? value * 100 : value;
  const score = operands.reduce((a, o) => a + o.fit.score, 0) / operands.length + 0.35 * Math.min(...operands.map((o) => o.pick.match)) + 0.05;
  const r = base('formula', operands, shown, unit, score);
  r.subjectText = ctx.plan.namedRatio ? `${ctx.plan.namedRatio[0]!.toUpperCase()}${ctx.plan.namedRatio.slice(1)}` : terms.map((t) => t.text).join(', ');
  r.phrase = periodPhrase(ctx, operands[0]!.pick, operands[0]!.fit.line);
  r.working = [`Working: ${exprText(expr, names)} = ${division && !perThing ? value.toFixed(4) : formatIn(unit, value, true)}.`];
  return r;
}

// ---------------------------------------------------------------------------------------------
// Sums and averages.

/** 'the first half of FY2028 (Q1 and Q2)': quarters inside a half also asked are the half said again, not more periods. */
function withoutParts(ctx: GroundCtx, periods: Period[]): Period[] {
  return periods.filter((p) => !periods.some((o) => o !== p && periodWithin(o, p, ctx.fyStart, o.year)));
}

/**
 * 'Gifts given to the roof appeal and the bursary fund': what comes before the last preposition of
 * the first part (the gifts) is said of the second part too. Both readings are tried.
 */
function withHead(a: string, b: string): Array<[string, string]> {
  const m = a.match(/^(.*\S)\s+(?:to|for|on|of|in|from|towards|into|under|by)\s+(?:the\s+|our\s+)?\S.*$/);
  const head = m?.[1]?.replace(/\s+(?:went|go|goes|gone|spent|paid|given|raised|received|allocated)$/, '').trim();
  return head && !/\b(?:and|or)\b/.test(head) ? [[a, b], [a, `${head} ${b}`]] : [[a, b]];
}

function aggregate(ctx: GroundCtx, mode: 'sum' | 'average'): Reading[] {
  const plan = ctx.plan;
  const out: Reading[] = [];
  const periods = withoutParts(ctx, plan.periods);
  // Two or more things together ('A and B combined'), at one period.
  if (periods.length <= 1 || plan.operands.length >= 2) {
    const pairs: Phrase[][] = plan.operands.length >= 2 ? [plan.operands] : [...listOf(plan.question.toLowerCase()), ...andSplits(plan.subject.text).flatMap(([a, b]) => withHead(a, b).map(([x, y]) => [phraseOf(x), phraseOf(y)]))];
    for (const parts of pairs) {
      // The things named together, from one table when one table has them all (a note's four
      // employee costs, not three of them and another document's line).
      const assemble = (oneTable: boolean): Operand[] | null => {
        const ops: Operand[] = [];
        const used = new Set<string>();
        let table: string | null = null;
        for (const p of parts) {
          const o = bestOperand(ctx, p, periods, used, table, null, null, oneTable && table !== null);
          if (!o || (oneTable && table !== null && o.fit.line.table.id !== table)) return null;
          used.add(keyOf(o.pick.facts));
          table ??= o.fit.line.table.id;
          ops.push(o);
        }
        return ops.length === parts.length && !ops.some((o) => o.fit.recall < 0.6) ? ops : null;
      };
      // (Parts said in brackets are of one statement: a part is not another file's column.)
      const ops = assemble(true) ?? (BRACKETED.has(parts) ? null : assemble(false));
      if (!ops) continue;
      // 'Total liabilities and net assets' is one line's name, when a line says both parts.
      if (saysEveryPart(ops, parts, 0.8)) continue;
      const total = ops.reduce((a, o) => a + o.pick.value, 0);
      const value = mode === 'sum' ? total : total / ops.length;
      const f0 = ops[0]!.pick.facts[0]!;
      // Things added up from one table are read in one column (gifts to each fund, not one fund's
      // gifts and another's balance), or along one row (one line's figure for two programmes).
      const single = ops.every((o) => o.pick.facts.length === 1 && o.pick.facts[0]!.table === f0.table);
      const oneColumn = single && (ops.every((o) => o.pick.facts[0]!.col === f0.col) || ops.every((o) => o.pick.facts[0]!.row === f0.row)) ? 0.06 : 0;
      // (Two lines of one table each read in another column, 'membership' in the total column and
      // 'major gifts' in the restricted one: no sum anyone asks.)
      if (single && !oneColumn && ops.every((o) => o.pick.facts[0]!.col.period === null || o.pick.facts[0]!.col.period?.text === f0.col.period?.text)) continue;
      const r = base(mode, ops, value, unitOfFact(f0, true), ops.reduce((a, o) => a + o.fit.score, 0) / ops.length + 0.35 * Math.min(...ops.map((o) => o.pick.match)) + 0.1 + oneColumn + Math.min(...ops.map((o) => kindFit(plan.measure, o.pick.facts[0]!))));
      r.subjectText = ops.map((o) => lineName(o.fit.line, o.pick.facts[0]!)).join(' and ');
      r.phrase = periodPhrase(ctx, ops[0]!.pick, ops[0]!.fit.line);
      r.working = [`Working: ${ops.map((o) => fmtFact(o.pick.facts[0]!, o.pick.value)).join(' + ')} = ${fmtFact(f0, total, true)}${mode === 'average' ? `; ÷ ${ops.length} = ${fmtFact(f0, value, true)}` : ''}.`];
      out.push(r);
    }
  }
  for (const fit of matchLines(ctx, plan.subject, { limit: 30 })) {
    const line = fit.line;
    let picks: Pick[] = [];
    let match = 0.5;
    if (plan.range && periods.length >= 1) {
      // Every period of the range, one by one ('2017 to 2019' is 2017, 2018 and 2019).
      const each = expandRange(periods);
      const got = each ? picksAt(ctx, line, each) : null;
      if (got) {
        picks = got;
        match = Math.min(...got.map((p) => p.match));
      } else if (each) continue;
    }
    if (!picks.length && periods.length >= 2) {
      const ps = picksAt(ctx, line, periods);
      if (!ps) continue;
      picks = ps;
      match = Math.min(...ps.map((p) => p.match));
    } else if (!picks.length) {
      const inside = periods[0] ?? null;
      const series = seriesOf(ctx, line, inside);
      // The average balance of a year ('the 2019 average'): its opening and closing figures, the
      // year's and the year before's, when the line has no figures inside the year.
      // (A balance's, or 'the 2019 average' said so: a rate or a measure whose name says average
      // — 'the current average life expectancy in 2019' — is the year's own figure.)
      const balance = line.category === 'asset' || line.category === 'liability' || line.category === 'netassets' || line.table.kind === 'balance';
      if (mode === 'average' && inside && inside.kind === 'year' && inside.year !== undefined && series.length < 2 && (balance || /\b(?:19|20)\d{2}\s+average\b|\baverage\s+(?:balance|level)\b/.test(plan.text))) {
        const prev = { ...inside, year: inside.year - 1, text: String(inside.year - 1) };
        const two = picksAt(ctx, line, [prev, inside]);
        if (two) {
          picks = two;
          match = Math.min(...two.map((p) => p.match)) * 0.95;
        }
      }
    }
    if (!picks.length && !(plan.range && periods.length >= 1) && periods.length < 2) {
      const inside = periods[0] ?? null;
      let series = seriesOf(ctx, line, inside);
      // 'The average grant paid', 'avg disbursement': of a log's records, one by one, not of its
      // months (unless the question says a month: 'average paid out a month').
      if (mode === 'average' && line.table.periodAxis === 'records' && !plan.monthly && !/\b(?:months?|monthly|weeks?|weekly|quarters?|quarterly|years?|yearly|annual)\b/.test(plan.text.replace(/\bthis (?:fiscal )?year\b|\blast (?:fiscal )?year\b/g, ''))) {
        const records = line.facts.filter((f) => f.periods[0]?.kind === 'date' && !f.periods[0].ended && (!inside || factWithin(ctx, inside, f)));
        if (records.length >= 2 && records.length > series.length && addable(records)) series = records;
        // ('Excluding refunds': the records that gave money back left out.)
        if (refundsSaid(plan.text) === 'left') series = series.filter((f) => !(typeof f.row.cells[f.col.index] === 'number' && (f.row.cells[f.col.index] as number) < 0));
      }
      if (series.length >= 2 && (mode === 'average' || !inside || plan.soFar)) {
        picks = series.map((f) => ({ value: f.value, facts: [f], match: 1, how: 'cell', period: null, score: 0 }));
        match = inside ? 0.95 : plan.soFar ? 0.85 : 0.6;
      } else if (inside) {
        const p = pickAt(ctx, line, inside);
        if (!p) continue;
        picks = [p];
        match = p.match;
      } else if (mode === 'sum' && line.isTotal) {
        // 'How much is left in total?': a total line's one figure is the sum asked.
        const p = pickAt(ctx, line, null);
        if (!p) continue;
        picks = [p];
      } else continue;
    }
    if (!picks.length) continue;
    const facts = picks.flatMap((p) => p.facts);
    // Percentages, ratios and per-share figures of several periods add up to nothing ('the total
    // net revenue for 2024 and 2025' is not two years' 'percentage of net revenues' added).
    if (mode === 'sum' && facts.length > 1 && facts.some((f) => !ADDITIVE.has(f.unit)) && !plan.wantsPercent) continue;
    const total = picks.reduce((a, p) => a + p.value, 0);
    // 'Average monthly' over quarters or years: the months they cover, not how many figures there are.
    const months = mode === 'average' && plan.monthly ? picks.reduce((a, p) => a + monthsOf(p), 0) : 0;
    const perMonth = months > picks.length && picks.every((p) => monthsOf(p) > 1);
    // One figure 'averaged' is the answer only when it is a measure that is an average itself ('the
    // average wait in 2024'), named in full; not a line that shares some of the words, nor a total
    // asked per something the table does not count ('the average cost per employee').
    // (Nor a figure that is a total: the line or its column must say it is an average, a rate or a figure per something.)
    const averageItself = (p: Pick) => /\b(?:average|avg|mean|median|typical|per)\b|\/\s*(?:head|person|member|visit|day|month)\b/i.test(`${line.name} ${p.facts[0]?.col.label ?? ''}`) || ['perShare', 'percent', 'ratio', 'days', 'months', 'years', 'count'].includes(f0Unit(p) ?? '');
    if (mode === 'average' && picks.length === 1 && !perMonth && (fit.recall < 0.9 || !averageItself(picks[0]!) || (PER_NOUN.test(plan.text) && !line.label.includes('per') && f0Unit(picks[0]!) !== 'perShare'))) continue;
    const value = mode === 'sum' ? total : perMonth ? total / months : total / picks.length;
    const f0 = facts[0]!;
    // 'Altogether, what did the appeals raise?': one figure of one line item adds nothing up; a total line's does.
    const single = mode === 'sum' && facts.length === 1 && !line.isTotal ? 0.15 : 0;
    const score = fit.score + 0.35 * match + kindFit(plan.measure, f0) - single;
    const r = base(mode, [{ fit, pick: { value, facts, match, how: 'sum', period: null, score: 0 } }], value, unitOfFact(f0, true), score);
    r.subjectText = lineName(line, f0);
    // Each period as asked ('July 2025'), not the date of the record read for it ('July 11, 2025').
    const names = picks.map((p) => (p.period && p.facts.every((f) => f.table.periodAxis === 'records') ? describePeriod(p.period) : factWhen(ctx, p.facts[0]!)));
    r.phrase =
      periods.length === 1 && picks.length > 1
        ? `in ${describePeriod(periods[0]!)}`
        : picks.length > 3
          ? `over the ${picks.length} periods from ${names[0]} to ${names.at(-1)}`
          : picks.length > 1
            ? `over ${names.join(', ')}`
            : periodPhrase(ctx, picks[0]!, line);
    // (One figure that is lines added up, a programme's rows under every cost line: those lines.)
    const shown = picks.length === 1 && f0.parts && f0.parts.length > 1 ? f0.parts.map((f) => ({ facts: [f], value: f.value })) : picks;
    r.working = [
      `Working: ${shown.map((p) => fmtFact(p.facts[0]!, p.value)).join(' + ')} = ${fmtFact(f0, total, true)}${mode === 'average' ? `; ÷ ${perMonth ? `${months} months` : picks.length} = ${fmtFact(f0, value, true)}` : ''}.`,
    ];
    if (perMonth) r.subjectText = `${r.subjectText}, a month`;
    out.push(r);
  }
  return out;
}

/** 'per employee', 'per visit': a divisor a question names (not 'per cent', 'per year'). */
const PER_NOUN = /\bper\s+(?!cent\b|annum\b|year\b|month\b|week\b|day\b|quarter\b)[a-z]/;
const f0Unit = (p: Pick) => p.facts[0]?.unit;

/** The months a figure covers: a quarter 3, a half 6, a year 12, a span its months; else 1. */
function monthsOf(p: Pick): number {
  const x = p.facts[0]?.periods[0];
  // (A quarter's months added up: as many months as were added.)
  if (p.facts.length > 1 && p.facts.every((f) => f.periods.length === 1 && f.periods[0]!.kind === 'month')) return new Set(p.facts.map((f) => `${f.periods[0]!.year}-${f.periods[0]!.month}`)).size;
  if (!x || p.facts.length > 1) return 1;
  if (x.kind === 'quarter') return 3;
  if (x.kind === 'half') return 6;
  if (x.kind === 'year' || (x.kind === 'date' && x.ended)) return 12;
  if (x.kind === 'span' && x.months) return x.months;
  return 1;
}

/** The periods of a range said by its ends: years, months or quarters between them. */
export function expandRange(periods: Period[]): Period[] | null {
  const one = periods.length === 1 ? periods[0]! : null;
  const [a, b] =
    periods.length === 2
      ? [periods[0]!, periods[1]!]
      : one?.kind === 'range'
        ? [{ ...one, kind: 'year' as const }, { ...one, kind: 'year' as const, year: one.endYear }]
        : one?.kind === 'monthRange'
          ? [{ ...one, kind: 'month' as const }, { ...one, kind: 'month' as const, year: one.endYear, month: one.endMonth }]
          : [null, null];
  if (!a || !b) return null;
  if (a.kind === 'year' && b.kind === 'year' && a.year !== undefined && b.year !== undefined) {
    const [lo, hi] = a.year <= b.year ? [a.year, b.year] : [b.year, a.year];
    if (hi - lo > 30) return null;
    const out: Period[] = [];
    for (let y = lo; y <= hi; y++) out.push({ kind: 'year', year: y, ...(a.fiscal ? { fiscal: true } : {}), start: a.start, end: b.end, text: String(y) });
    return out;
  }
  if (a.kind === 'month' && b.kind === 'month' && a.year !== undefined && b.year !== undefined && a.month && b.month) {
    const out: Period[] = [];
    for (let i = a.year * 12 + a.month - 1; i <= b.year * 12 + b.month - 1 && out.length < 60; i++) out.push({ kind: 'month', year: Math.floor(i / 12), month: (i % 12) + 1, start: a.start, end: b.end, text: '' });
    return out.length >= 2 ? out : null;
  }
  if (a.kind === 'quarter' && b.kind === 'quarter' && a.quarter && b.quarter && a.year === b.year) {
    const out: Period[] = [];
    for (let q = Math.min(a.quarter, b.quarter); q <= Math.max(a.quarter, b.quarter); q++) out.push({ ...a, quarter: q });
    return out;
  }
  return null;
}


// ---------------------------------------------------------------------------------------------
// Budget against actual.

/**
 * A line's budget and actual at a period, like for like: a year-to-date actual against the
 * year-to-date budget (not the year's), whichever the question or the actual column says.
 */
export function budgetActual(ctxIn: GroundCtx, line: Line, p: Period | null, siblingsToo = true): { budget: Pick; actual: Pick } | null {
  // No period said, and the report has a year-to-date block beside the quarter's: the year so far.
  const hasYtd = !p && line.facts.some((f) => effectiveKind(f) === 'actual' && YEAR_TO_DATE.test(f.col.label));
  const ctx: GroundCtx = hasYtd && !ctxIn.plan.variants.includes('ytd') ? { ...ctxIn, plan: { ...ctxIn.plan, variants: [...ctxIn.plan.variants, 'ytd'] } } : ctxIn;
  // (The same row's figures under another group of columns, 'Réel par trimestre' beside 'Budget':
  // one line each, and the actual in one, the budget in the other.)
  // (Only for the kind the line has none of: a block of its own, 'Year to date', keeps to itself.)
  // (And only from a line of that kind alone: a block with both, 'Year to date Actual | Budget',
  // answers for itself.)
  const others = !siblingsToo ? [] : ctx.lib.lines.filter((l) => l !== line && l.table === line.table && l.rows.length === line.rows.length && l.rows.every((r, i) => r === line.rows[i]));
  const has = (l: Line, kind: string) => l.facts.some((f) => effectiveKind(f) === kind);
  const lacks = (kind: string) => !has(line, kind);
  const isActual = (k: Pick | null): k is Pick => k !== null && effectiveKind(k.facts[0]!) === 'actual';
  const candidates = [line, ...(lacks('actual') ? others.filter((l) => !has(l, 'budget')) : [])].map((l) => pickAt(ctx, l, p, 'actual')).filter(isActual);
  // (Of several columns of actuals each a line, no period asked, 'Réalisé T1' to 'T4' and 'Total
  // réalisé 2025': the one that says it is their total, not the first.)
  const picked = (!p && candidates.length > 1 ? candidates.find((k) => /\btotal\b/i.test(k.facts[0]!.col.label)) : null) ?? candidates[0] ?? null;
  const actual = picked ?? nilActual(ctx, line, p);
  if (!actual || effectiveKind(actual.facts[0]!) !== 'actual') return null;
  const ytd = /\b(?:ytd|year to date|year-to-date)\b/i.test(actual.facts[0]!.col.label) || ctx.plan.variants.includes('ytd');
  const bctx: GroundCtx = ytd && !ctx.plan.variants.includes('ytd') ? { ...ctx, plan: { ...ctx.plan, variants: [...ctx.plan.variants, 'ytd'] } } : ctx;
  // The budget of the actual's own period ('FY2025 Actual' against 'FY2025 Budget', never FY2026's).
  const at = p ?? actual.facts[0]!.periods[0] ?? null;
  const isBudget = (k: Pick | null): k is Pick => k !== null && effectiveKind(k.facts[0]!) === 'budget';
  const siblings = [line, ...(lacks('budget') ? others.filter((l) => !has(l, 'actual')) : [])];
  const budget = siblings.map((l) => pickAt(bctx, l, at, 'budget') ?? (p ? null : pickAt(bctx, l, null, 'budget'))).find(isBudget) ?? null;
  if (!budget || effectiveKind(budget.facts[0]!) !== 'budget') return null;
  // (Of one currency: a budget in euros against what was spent in pesos is no variance.)
  if (budget.facts[0]!.unit === 'money' && actual.facts[0]!.unit === 'money' && budget.facts[0]!.currency !== actual.facts[0]!.currency) return null;
  if (!p && at && budget.facts[0]!.periods.length && !budget.facts[0]!.periods.some((x) => periodMatch(at, x, ctx.fyStart) > 0)) return null;
  return { budget, actual };
}

/**
 * Nothing spent, printed as a dash beside a budget ('Budget to date 1,875 | Actual to date —'):
 * an actual of 0, when one actual column of the period asked has the dash.
 */
function nilActual(ctx: GroundCtx, line: Line, p: Period | null): Pick | null {
  if (line.rows.length !== 1 || !line.facts.some((f) => effectiveKind(f) === 'budget')) return null;
  const nils = line.table.cols
    .filter((c) => c.kind === 'actual' && (!p || (c.period !== null && periodMatch(p, c.period, ctx.fyStart) > 0)))
    .flatMap((c) => nilFactAt(line.table, line.rows[0]!, c) ?? []);
  return nils.length === 1 ? { value: 0, facts: nils, match: 1, how: 'cell', period: null, score: 0 } : null;
}

/**
 * The budget in one document and the actuals in another ('Budget.xlsx' and the monthly actuals):
 * the line of the same name in another table, at the same period.
 */
function acrossTables(ctx: GroundCtx, line: Line, asked: Period | null): { budget: Pick; actual: Pick } | null {
  // A table that says neither budget nor actual holds actuals when the other is a budget.
  const own = (l: Line, m: 'budget' | 'actual', p: Period | null) => {
    const k = pickAt(ctx, l, p, m);
    const kind = k ? effectiveKind(k.facts[0]!) : null;
    return k && (kind === m || (m === 'actual' && kind === 'other')) && (k.match >= 0.8 || !p) ? k : null;
  };
  const name = line.name.toLowerCase();
  const budget = own(line, 'budget', asked);
  const actual = budget ? null : own(line, 'actual', asked);
  if (!budget && !actual) return null;
  // No period said: the other's figure of the period the first one is of (a budget for the year
  // ended 30 June 2027 against that year's statement), and only when it has one.
  const p = asked ?? (budget ?? actual)!.facts[0]!.periods[0] ?? null;
  if (!p) return null;
  // (The same line in other words' order: 'Local authority grants' and 'Grants from local authorities'.)
  const words = new Set(line.label);
  const same = (o: Line) => o.name.toLowerCase() === name || (o.label.length >= 2 && o.label.length === words.size && o.label.every((w) => words.has(w)) && new Set(o.label).size === words.size);
  // (Figures of one scale and currency; without a period said, only a budget-only document against
  // an actuals-only one, the year's figure of the very same period.)
  const kinds = (l: Line) => new Set(l.facts.map((f) => effectiveKind(f)));
  const alike = (x: Pick, y: Pick) => x.facts[0]!.scale === y.facts[0]!.scale && x.facts[0]!.currency === y.facts[0]!.currency && (asked !== null || y.match >= 0.95);
  for (const other of ctx.lib.lines) {
    if (other.table === line.table || !same(other)) continue;
    if (!asked && (kinds(line).has(budget ? 'actual' : 'budget') || kinds(other).has(budget ? 'budget' : 'actual'))) continue;
    if (budget) {
      const a = own(other, 'actual', p);
      if (a && alike(budget, a)) return { budget, actual: a };
    } else {
      const b = own(other, 'budget', p);
      if (b && alike(actual!, b)) return { budget: b, actual: actual! };
    }
  }
  return null;
}

/** One figure-reading for each line item (no total) of the first reading's table, as `keep` allows. */
/** '100 million' against a table in millions: 100; against one in units: 100,000,000. */
function thresholdIn(th: NonNullable<Plan['threshold']>, f: Fact, sample: number): number {
  return th.raw !== undefined && th.unit !== undefined && (f.scale === th.unit || (f.scale === 1 && th.unit > 1 && Math.abs(sample) < th.value / 1000)) ? th.raw * (f.scale === th.unit ? 1 : th.unit) : th.value / (f.scale || 1);
}

/**
 * 'How many shops sold more than 900 loaves?', 'which donors gave over $1,000?': the lines of
 * the one table and column the question names best, whose figure passes the number, counted or
 * named. Nothing is stated when no table has several such lines.
 */
function rowFiltered(ctx: GroundCtx): Reading | null {
  const th = ctx.plan.threshold;
  if (!th) return null;
  const found = lookups(ctx, ctx.plan.subject, ctx.plan.periods, 200);
  const top = found[0];
  const col = top?.facts.length === 1 ? top.facts[0]!.col : null;
  if (!top || !col || top.operands.length !== 1) return null;
  const lines = lineItems(found, (r, l) => r.operands.length === 1 && r.facts.length === 1 && r.facts[0]!.col === col && !r.facts[0]!.parts && !l.empty && !isDerivedLine(l)).sort((a, b) => a.facts[0]!.row.index - b.facts[0]!.row.index);
  if (lines.length < 3) return null;
  const hits = lines.filter((r) => {
    const f = r.facts[0]!;
    const lim = thresholdIn(th, f, r.value as number);
    return th.cmp === '<' ? (r.value as number) < lim : (r.value as number) > lim;
  });
  const name = (r: Reading) => r.operands[0]!.fit.line.rows[0]?.label ?? r.operands[0]!.fit.line.name;
  const facts = lines.flatMap((r) => r.facts);
  const limitText = fmtFact(top.facts[0]!, thresholdIn(th, top.facts[0]!, top.value as number));
  const what = `${col.label.toLowerCase()} ${th.cmp === '<' ? 'below' : 'above'} ${limitText}`;
  // What the question counts ('how many shops'), else lines.
  const nouns = /^(?:how many|which|what)\s+((?:[\w&'-]+\s+){0,2}?[\w&'-]+s)\b/.exec(ctx.plan.text)?.[1] ?? 'lines';
  const noun = hits.length === 1 ? nouns.replace(/ies$/, 'y').replace(/s$/, '') : nouns;
  const r =
    ctx.plan.op === 'count'
      ? base('count', top.operands, hits.length, { kind: 'count', scale: 1, decimals: 0, word: noun }, top.score + 0.3)
      : base('threshold', top.operands, hits.length ? hits.map(name).join(', ') : 'none', { kind: 'text' }, top.score + 0.3);
  if (ctx.plan.op !== 'count' && !hits.length) return null;
  r.recall = top.recall;
  r.weak = top.weak;
  r.facts = facts;
  r.key = keyOf(facts);
  r.subjectText = `${nouns[0]!.toUpperCase()}${nouns.slice(1)} with ${what}`;
  r.phrase = '';
  r.working = [
    `${hits.length} of the ${lines.length} ${nouns} ${hits.length === 1 ? 'has' : 'have'} ${what}${ctx.plan.op === 'count' && hits.length ? `: ${hits.map(name).join(', ')}` : ''}.`,
    `${lines.map((x) => `${name(x)}: ${fmtFact(x.facts[0]!, x.value as number)}`).join(' · ')}.`,
  ];
  return r;
}

function lineItems(readings: Reading[], keep: (r: Reading, line: Line) => boolean): Reading[] {
  const table = readings[0]?.operands[0]?.fit.line.table;
  const seen = new Set<string>();
  return readings.filter((r) => {
    const l = r.operands[0]?.fit.line;
    if (!l || l.table !== table || l.isTotal || typeof r.value !== 'number' || seen.has(l.name) || !keep(r, l)) return false;
    seen.add(l.name);
    return true;
  });
}

/** 'Which line is overspent?', 'which programmes came in under budget?': a filter, not a ranking. */
const WHICH_OVER = /^(?:which|what)\s+(?:[\w&'-]+\s+){0,4}?(?:lines?|items?|programmes?|programs?|expenses?|costs?|departments?|funds?|grants?|accounts?|categor(?:y|ies)|budget lines?)\b.*\b(overspen[dt]|underspen[dt]|over (?:the |its |their )?budget|under (?:the |its |their )?budget)\b/;

function overWhich(ctx: GroundCtx, found: Reading[]): Reading | null {
  const m = WHICH_OVER.exec(ctx.plan.text);
  if (!m || /\b(?:most|least|furthest|farthest|biggest|largest|highest|lowest|smallest)\b/.test(ctx.plan.text) || !found.length) return null;
  const over = /over/.test(m[1]!);
  const lines = lineItems(found, (r) => r.operands.length === 2);
  if (lines.length < 2) return null;
  const hits = lines.filter((r) => (over ? (r.value as number) > 0 : (r.value as number) < 0));
  if (!hits.length) return null;
  const names = hits.map((r) => r.operands[0]!.fit.line.rows[0]?.label ?? r.operands[0]!.fit.line.name);
  const top = hits[0]!;
  const r = base('threshold', top.operands, names.join(', '), { kind: 'text' }, Math.max(...lines.map((x) => x.score)) + 0.05);
  r.subjectText = over ? `Over budget` : `Under budget`;
  r.facts = hits.flatMap((x) => x.facts);
  r.working = [`${hits.map((x) => `${x.operands[0]!.fit.line.rows[0]?.label ?? x.operands[0]!.fit.line.name}: ${x.working[0]?.replace(/^Working: /, '') ?? ''}`).join(' · ')}`, `${lines.length - hits.length} of the ${lines.length} lines are not ${over ? 'over' : 'under'} budget.`];
  return r;
}

function variances(ctx: GroundCtx, percent: boolean): Reading[] {
  const out: Reading[] = [];
  const p = ctx.plan.periods[0] ?? null;
  for (const fit of matchLines(ctx, ctx.plan.subject, { limit: 30 })) {
    const line = fit.line;
    const own = budgetActual(ctx, line, p);
    const pair = own ?? acrossTables(ctx, line, p);
    // (A budget whose own table sets its actuals beside it, 'Preventivo | Consuntivo', is compared
    // with those: not with a statement's line of the same name in another document.)
    const b0 = pair?.budget.facts[0];
    const across = !own && b0 && b0.table.documentId !== pair!.actual.facts[0]!.table.documentId && b0.table.cols.some((c) => c.kind === 'actual') ? 0.2 : 0;
    // The variance the report prints ('$ Var', '% Var'), when it has one for the line.
    const printedHere = pickAt(ctx, line, p, null, { kinds: percent ? ['pctVariance'] : ['variance'] });
    // (Not one printed in another block of columns than the budget and actual it would stand for:
    // the year to date's 'Variance %' is not the quarter's.)
    const blockOf = (k: Pick) => k.facts[0]!.col.block;
    const printed = printedHere && pair && blockOf(printedHere) !== blockOf(pair.actual) && blockOf(printedHere) !== blockOf(pair.budget) ? null : printedHere;
    if (!pair && !printed) continue;
    const expense = line.category === 'expense' || /\b(expense|cost|spend)/i.test(ctx.plan.text);
    // A printed variance's sign follows the report's own convention (actual − budget, or budget −
    // actual, or favourable positive): beside the budget and actual, the direction is theirs.
    const computed = pair ? pair.actual.value - pair.budget.value : null;
    const agrees = printed && computed !== null && Math.abs(Math.abs(printed.value) - Math.abs(computed)) <= Math.max(0.01 * Math.abs(computed), 0.5);
    if (printed && (!pair || agrees || percent)) {
      const f = printed.facts[0]!;
      const v = pair && agrees && !percent ? Math.sign(computed!) * Math.abs(printed.value) : printed.value;
      const unit: ComputedUnit = percent ? { kind: 'percent' } : unitOfFact(f, true);
      const ops = pair ? [{ fit, pick: pair.budget }, { fit, pick: pair.actual }] : [{ fit, pick: printed }];
      // (A version or span asked, 'for the full year', 'revised', weighs as for a computed one.)
      const r = base('variance', ops, v, unit, fit.score + 0.35 * printed.match + 0.25 + (ctx.plan.variants.length ? variantFit(ctx.plan, pair?.actual.facts[0] ?? f) : 0));
      r.facts = pair ? [...pair.budget.facts, ...pair.actual.facts, f] : [f];
      r.key = keyOf([f]);
      r.subjectText = lineName(line, f);
      // Without the budget and actual beside it, the sign's meaning is the report's: say the figure, not a direction.
      const direction = pair && (agrees || (percent && computed !== null))
        ? (pair.actual.value - pair.budget.value === 0 ? 'on budget' : `${pair.actual.value > pair.budget.value ? (expense ? 'over' : 'above') : expense ? 'under' : 'below'} budget`)
        : 'variance';
      r.phrase = `${direction}${pair ? `: actual ${fmtFact(pair.actual.facts[0]!)} against a budget of ${fmtFact(pair.budget.facts[0]!)}` : ''} (“${f.col.label}” in the report)`;
      r.working = [`The report prints the variance: ${fmtFact(f)} in “${f.col.label}”.`];
      r.measure = null;
      out.push(r);
      continue;
    }
    const { budget, actual } = pair!;
    const diff = actual.value - budget.value;
    const pct = budget.value !== 0 ? (diff / Math.abs(budget.value)) * 100 : NaN;
    const f0 = actual.facts[0]!;
    const unit = unitOfFact(f0, true);
    // (A version or span asked, 'year to date', 'revised', weighs as in a lookup.)
    const score = fit.score + 0.35 * Math.min(budget.match, actual.match) + 0.2 - across + (ctx.plan.variants.length ? variantFit(ctx.plan, f0) : 0);
    const r = base('variance', [{ fit, pick: budget }, { fit, pick: actual }], percent ? pct : diff, percent ? { kind: 'percent' } : unit, score);
    r.subjectText = lineName(line, f0);
    const over = diff > 0;
    const actualText = fmtFact(f0, actual.value, actual.facts.length > 1);
    const budgetText = fmtFact(budget.facts[0]!, budget.value, budget.facts.length > 1);
    // (A target set for a count or a rate, 'FY2025 target', is said as a target.)
    const goal = /\btargets?\b/i.test(budget.facts[0]!.col.label) ? 'target' : 'budget';
    r.phrase = `${diff === 0 ? `on ${goal}` : expense ? (over ? `over ${goal}` : `under ${goal}`) : over ? `above ${goal}` : `below ${goal}`}: actual ${actualText} against a ${goal} of ${budgetText}${p ? ` ${periodPhrase(ctx, actual, line)}` : ''}`;
    r.working = [`Working: ${actualText} − ${budgetText} = ${fmtFact(f0, diff, true)}${Number.isFinite(pct) ? ` (${pct.toFixed(2)}% of budget)` : ''}.`];
    r.measure = null;
    out.push(r);
  }
  return out;
}

/**
 * 'What % of the fuel budget have we used through January', 'budget utilisation on civil works':
 * the actual so far (the year to date through the month said, or the year's) as a share of the
 * whole year's budget, not of the months' budget; as printed when the report has a '% of budget'
 * column.
 */
/** 'Contributions as a % of budget', '% of budget': the actual over its own budget (not a variance as a percent of it). */
const PERCENT_OF_BUDGET = /\bas an? (?:%|percent(?:age)?) of (?:the |its |their )?budget\b|(?:%|\bpercent(?:age)?) of budget\b(?! (?:total|overall))/;
const usesBudget = (text: string) => UTILISATION.test(text) || (PERCENT_OF_BUDGET.test(text) && !/\b(?:variance|difference|over|under|change|increase|decrease)\b/.test(text));

export const UTILISATION = /\bbudget utili[sz]ation\b|\butili[sz]ation of (?:the |our |its )?(?:[\w&'-]+ ){0,4}budget\b|(?:%|\b(?:percent(?:age)?|share|proportion|how much)) of (?:the |our |its |this year'?s? )?(?:[\w&'/-]+ ){0,6}budget (?:(?:have|has|had|did|do|is|was) )?(?:we |they |it )?(?:(?:actually|really|already|so far) )?(?:been )?(?:used|spent|used up|gone through|burned through|consumed|utili[sz]ed|drawn down|spend|use|use up|go through|burn through|raised?|brought in|bring in|collected|collect|received|receive|achieved|achieve|reached|reach|met)\b/;

/**
 * 'How much of the fuel budget is left after January', 'budget remaining for the rest of the year':
 * the whole year's budget less the actual so far; as printed when the report has a 'Remaining'
 * column.
 */
export const REMAINING = /\bbudget\b.{0,40}\b(?:left|remaining|unspent|still available)\b|\b(?:left|remaining|unspent)\b.{0,12}\b(?:in|of|on) (?:the |our |its )?(?:[\w&'/-]+ ){0,5}budget\b/;

/** A line's whole-year budget and its actual so far (the year to date through the period said, or the year's). */
function yearBudgetUse(ctx: GroundCtx, line: Line, p: Period | null): { facts: Fact[]; budget: Fact | null; actual: Pick | null } {
  const ytd: GroundCtx = { ...ctx, plan: { ...ctx.plan, measure: 'actual', variants: [...new Set([...ctx.plan.variants, 'ytd' as const])] } };
  // (The line's figures in every group of columns: the year's budget is often a block of its own.)
  const siblings = ctx.lib.lines.filter((l) => l.table === line.table && l.rows.length === line.rows.length && l.rows.every((r, i) => r === line.rows[i]));
  const facts = siblings.flatMap((l) => l.facts);
  const twelve = (x: Period) => {
    const i = (x.kind === 'monthRange' || x.kind === 'span') && intervalOf(x, ctx.fyStart, x.year);
    return Boolean(i && i.to - i.from === 11);
  };
  const year = facts.filter((f) => effectiveKind(f) === 'budget' && (FULL_YEAR.test(f.col.label) || f.periods.some((x) => x.kind === 'year' || twelve(x))));
  const budget = year.length === 1 ? year[0]! : (year.find((f) => !p || f.periods.some((x) => periodMatch(p, x, ctx.fyStart) > 0)) ?? null);
  let actual: Pick | null = null;
  for (const l of siblings) {
    actual = p && p.kind === 'year' ? pickAt(ctx, l, p, 'actual') : (figureAt(ytd, l, p) ?? null);
    if (actual && effectiveKind(actual.facts[0]!) === 'actual') break;
    actual = null;
  }
  // (Spent in the budget's own year: last year's actual beside this year's budget, as an approved
  // budget prints it, is no part of this year's spending.)
  const span = (f: Fact) => f.periods.map((x) => intervalOf(x, ctx.fyStart, x.year)).find((i) => i);
  const b = budget ? span(budget) : undefined;
  const a = actual ? span(actual.facts[0]!) : undefined;
  if (b && a && (a.to < b.from || a.from > b.to)) actual = null;
  return { facts, budget, actual };
}

/** The question's words less the idiom's own ('utilisation', 'used', 'left'), which name nothing. */
function idiomSubject(ctx: GroundCtx): Phrase {
  return { ...ctx.plan.subject, tokens: ctx.plan.subject.tokens.filter((t) => !/^(?:utili[sz]\w*|used|spent|budget|budgeted|left|remaining|unspent|rest|available|after)$/.test(t.word)) };
}

function printedPick(f: Fact): Pick {
  return { value: f.value, facts: [f], match: 1, how: 'cell', period: null, score: 0 };
}

function utilisation(ctx: GroundCtx): Reading[] {
  const out: Reading[] = [];
  const p = ctx.plan.periods[0] ?? null;
  const subject = idiomSubject(ctx);
  if (!subject.tokens.length) return out;
  for (const fit of matchLines(ctx, subject, { limit: 30 })) {
    const line = fit.line;
    const { facts, budget: budgetFact, actual } = yearBudgetUse(ctx, line, p);
    const printed = facts.find((f) => f.kind === 'percentOf' && /budget/i.test(f.col.label) && (!p || !f.periods.length || f.periods.some((x) => periodMatch(p, x, ctx.fyStart) > 0)));
    if (printed && (!actual || !budgetFact)) {
      const r = base('share', [{ fit, pick: printedPick(printed) }], printed.value, { kind: 'percent' }, fit.score + 0.6);
      r.subjectText = `${lineName(line, printed)}: ${printed.col.label}`;
      r.working = [`The report prints it: ${fmtFact(printed)} in “${printed.col.label}”.`];
      out.push(r);
      continue;
    }
    if (!actual || !budgetFact || budgetFact.value === 0) continue;
    const value = (actual.value / budgetFact.value) * 100;
    const r = base('share', [{ fit, pick: actual }, { fit, pick: printedPick(budgetFact) }], value, { kind: 'percent' }, fit.score + 0.35 * actual.match + 0.6);
    r.subjectText = `Full-year budget used by ${lineName(line, actual.facts[0]!)}`;
    r.phrase = periodPhrase(ctx, actual, line);
    r.working = [`Working: ${fmtFact(actual.facts[0]!, actual.value, actual.facts.length > 1)} ÷ ${fmtFact(budgetFact)} = ${(actual.value / budgetFact.value).toFixed(4)} = ${value.toFixed(2)}%.`];
    r.measure = null;
    out.push(r);
  }
  return out;
}

function rankedLeft(ctx: GroundCtx, left: Reading[]): Reading | null {
  const ex = ctx.plan.extreme!;
  const kind = /expens|cost|spend/.test(`${ex.noun ?? ''} ${ctx.plan.text}`) ? 'expense' : /revenu|income/.test(`${ex.noun ?? ''}`) ? 'revenue' : null;
  const lines = lineItems(left, (_, l) => !kind || !l.category || l.category === kind);
  if (lines.length < 2) return null;
  const sorted = [...lines].sort((a, b) => (ex.dir === 'max' ? (b.value as number) - (a.value as number) : (a.value as number) - (b.value as number)));
  const best = sorted[0]!;
  const name = best.operands[0]!.fit.line.rows[0]?.label ?? best.subjectText;
  const r = base('extreme', best.operands, name, { kind: 'text' }, best.score + 0.1);
  r.subjectText = name;
  r.phrase = `${fmtFact(best.facts.at(-1) ?? best.operands[0]!.pick.facts[0]!, best.value as number, true)} left`;
  r.facts = best.facts;
  r.table = { head: ['Line', 'Budget left'], rows: sorted.slice(0, 8).map((x) => [x.operands[0]!.fit.line.rows[0]?.label ?? x.subjectText, fmtFact(x.facts.at(-1) ?? x.operands[0]!.pick.facts[0]!, x.value as number, true)]) };
  r.working = [];
  return r;
}

function remaining(ctx: GroundCtx): Reading[] {
  const out: Reading[] = [];
  const p = ctx.plan.periods[0] ?? null;
  const subject = idiomSubject(ctx);
  if (!subject.tokens.length) return out;
  for (const fit of matchLines(ctx, subject, { limit: 30 })) {
    const line = fit.line;
    const { facts, budget: budgetFact, actual } = yearBudgetUse(ctx, line, p);
    // (A 'Remaining' column printed, no period asked: as printed.)
    const printed = p ? null : facts.find((f) => /\b(?:remaining|left|unspent|available)\b/i.test(f.col.label) && f.unit === 'money');
    if (printed) {
      const r = base('lookup', [{ fit, pick: printedPick(printed) }], printed.value, unitOfFact(printed, true), fit.score + 0.6);
      r.subjectText = lineName(line, printed);
      r.working = [`The report prints it: ${fmtFact(printed)} in “${printed.col.label}”.`];
      out.push(r);
      continue;
    }
    if (!actual || !budgetFact) continue;
    const value = budgetFact.value - actual.value;
    const f0 = actual.facts[0]!;
    const r = base('lookup', [{ fit, pick: printedPick(budgetFact) }, { fit, pick: actual }], value, unitOfFact(f0, true), fit.score + 0.35 * actual.match + 0.6);
    r.subjectText = `Full-year budget left for ${lineName(line, f0)}`;
    r.phrase = p ? `after ${describePeriod(p)}` : 'after the year to date';
    r.working = [`Working: ${fmtFact(budgetFact)} − ${fmtFact(f0, actual.value, actual.facts.length > 1)} = ${fmtFact(f0, value, true)}.`];
    r.measure = null;
    out.push(r);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Largest and smallest.

/**
 * 'How many expense lines came in over budget for the year?': in the report that has budget and
 * actual figures for most lines at the period asked, its line items (not totals) of the kind asked,
 * each one's actual against its budget, counted, and listed in the working.
 */
/**
 * 'How many months of 2025 did we run at a deficit?', 'in how many months did income go over
 * £50,000?': the periods of one line's series that meet the condition, counted.
 */
function countedPeriods(ctx: GroundCtx): Reading | null {
  const text = ctx.plan.text.trim();
  const m = /^(?:in\s+)?how many (months|quarters|years)\b/.exec(text);
  if (!m) return null;
  const unit = m[1]!.replace(/s$/, '') as 'month' | 'quarter' | 'year';
  const neg = /\b(?:at|in|ran|run|running|made|make|had|have|with|show(?:ed|ing)?)\s+an?\s+(?:deficit|loss|net loss|shortfall)\b|\bin deficit\b|\bnegative\b|\bin the red\b|\blost money\b/.test(text);
  const pos = /\b(?:at|in|ran|run|running|made|make|had|have|with|show(?:ed|ing)?)\s+an?\s+(?:surplus|profit|net income)\b|\bin surplus\b|\bpositive\b|\bin the black\b|\bmade money\b/.test(text);
  const thr = /\b(over|above|more than|greater than|exceed(?:ed|ing|s)?|under|below|less than)\s+[£$€₹]?\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|thousand|million)?\b/.exec(text);
  let test: ((v: number) => boolean) | null = null;
  let said = '';
  if (neg !== pos) {
    test = neg ? (v) => v < 0 : (v) => v > 0;
    said = neg ? 'below zero' : 'above zero';
  } else if (thr) {
    const n = Number(thr[2]!.replace(/,/g, '')) * (/^(?:k|thousand)$/.test(thr[3] ?? '') ? 1e3 : /^(?:m|million)$/.test(thr[3] ?? '') ? 1e6 : 1);
    const up = /over|above|more|greater|exceed/.test(thr[1]!);
    test = (v) => (up ? v > n : v < n);
    said = `${up ? 'over' : 'under'} ${thr[0]!.replace(/^\S+(?:\s+than)?\s+/, '')}`;
  }
  if (!test) return null;
  const signed = /\b(?:surplus|deficit|profit|loss|net|result)\b/i;
  let best: { fit: LineFit; series: Fact[] } | null = null;
  // (The amount of the condition names no line.)
  const subject: Phrase = { ...ctx.plan.subject, tokens: ctx.plan.subject.tokens.filter((t) => !/^\d/.test(t.stem)) };
  for (const fit of matchLines(ctx, subject, { limit: 15 })) {
    if (fit.recall < 0.6 || fit.weak.length) continue;
    if ((neg || pos) && !signed.test(fit.line.name)) continue;
    const series = seriesOf(ctx, fit.line, ctx.plan.periods[0] ?? null).filter((f) => f.periods.some((x) => (unit === 'month' ? x.kind === 'month' || (x.kind === 'span' && x.months === 1) : unit === 'quarter' ? x.kind === 'quarter' || (x.kind === 'span' && x.months === 3) : x.kind === 'year')));
    if (series.length < 2) continue;
    if (!best || fit.score > best.fit.score) best = { fit, series };
  }
  if (!best) return null;
  const inUnits = (f: Fact) => f.value * (f.unit === 'money' || f.unit === 'count' ? f.scale || 1 : 1);
  const hits = best.series.filter((f) => test!(neg || pos ? f.value : inUnits(f)));
  const pick: Pick = { value: hits.length, facts: best.series, match: 1, how: 'sum', period: ctx.plan.periods[0] ?? null, score: 0 };
  const word = `${unit}${hits.length === 1 ? '' : 's'}`;
  const r = base('count', [{ fit: best.fit, pick }], hits.length, { kind: 'count', scale: 1, decimals: 0, word }, best.fit.score + 0.6);
  r.facts = best.series;
  r.key = keyOf(best.series);
  r.subjectText = `${unit[0]!.toUpperCase()}${unit.slice(1)}s with ${best.fit.line.name} ${said}`;
  r.phrase = ctx.plan.periods.length ? `in ${ctx.plan.periods.map(describePeriod).join(' and ')}` : '';
  r.working = [`${best.series.map((f) => `${factWhen(ctx, f)}: ${fmtFact(f, f.value)}`).join(' · ')}.`];
  return r;
}

function countedLines(ctx: GroundCtx): Reading | null {
  const want = ctx.plan.countOf;
  if (!want) return null;
  const p = ctx.plan.periods[0] ?? null;
  let best: { lines: Array<{ line: Line; diff: number; pair: { budget: Pick; actual: Pick } }>; score: number } | null = null;
  for (const table of ctx.lib.tables) {
    // (Less the lines or sections the question leaves out: 'not cogs'.)
    const items = ctx.lib.lines.filter((l) => l.table === table && !l.isTotal && !l.empty && !l.parallel?.combined && !isDerivedLine(l) && !l.facts.some((f) => f.parts) && (!want.category || l.category === want.category) && !excluded(ctx.plan, l.name) && !(l.rows[0]?.path ?? []).some((h) => excluded(ctx.plan, h)));
    // (Each budget against its actual once: the row's lines of other blocks find the same pair.)
    const seenPairs = new Set<string>();
    const paired = items.flatMap((line) => {
      const pair = budgetActual(ctx, line, p);
      if (!pair) return [];
      const key = `${pair.actual.facts.map((f) => `${f.row.index}:${f.col.index}`).join(',')}|${pair.budget.facts.map((f) => `${f.row.index}:${f.col.index}`).join(',')}`;
      if (seenPairs.has(key)) return [];
      seenPairs.add(key);
      return [{ line, pair, diff: pair.actual.value - pair.budget.value }];
    });
    if (paired.length < 3) continue;
    // (The report the question's words name best, of those with the most lines paired.)
    const fit = fitLine(ctx, ctx.plan.subject, paired[0]!.line);
    const score = paired.length + fit.score;
    if (!best || score > best.score) best = { lines: paired, score };
  }
  if (!best) return null;
  const over = best.lines.filter((x) => (want.dir === 'over' ? x.diff > 0 : x.diff < 0));
  const first = best.lines[0]!;
  const fit = { ...fitLine(ctx, ctx.plan.subject, first.line), recall: 1, weak: [], strong: 1 };
  const facts = over.flatMap((x) => [...x.pair.actual.facts, ...x.pair.budget.facts]);
  const pick: Pick = { value: over.length, facts, match: Math.min(first.pair.actual.match, first.pair.budget.match), how: 'sum', period: p, score: 0 };
  const noun = want.category === 'expense' ? 'expense lines' : want.category === 'revenue' ? 'income lines' : 'lines';
  // (How far they were from their budgets, added up, when that is asked.)
  const total = Math.round(over.reduce((a, x) => a + Math.abs(x.diff), 0) * 100) / 100;
  const r = want.sum
    ? base('sum', [{ fit, pick: { ...pick, value: total } }], total, unitOfFact(first.pair.actual.facts[0]!), 1.3 + 0.35 * pick.match)
    : base('count', [{ fit, pick }], over.length, { kind: 'count', scale: 1, decimals: 0, word: over.length === 1 ? noun.replace(/s$/, '') : noun }, 1.3 + 0.35 * pick.match);
  if (want.sum && !over.length) return null;
  r.facts = facts;
  r.key = keyOf(facts.length ? facts : first.pair.actual.facts);
  r.subjectText = want.sum ? `How far the ${over.length} ${noun} ${want.dir} budget were ${want.dir} it, added up` : `${noun[0]!.toUpperCase()}${noun.slice(1)} ${want.dir} budget`;
  r.phrase = periodPhrase(ctx, first.pair.actual, first.line);
  r.working = [
    `Of ${best.lines.length} ${noun} with a budget and an actual figure, ${over.length} ${want.dir === 'over' ? 'came in over' : 'came in under'} budget${over.length ? `: ${over.map((x) => `${x.line.name} (${fmtFact(x.pair.actual.facts[0]!, x.pair.actual.value)} against ${fmtFact(x.pair.budget.facts[0]!, x.pair.budget.value)})`).join('; ')}` : ''}.`,
  ];
  return r;
}

/**
 * Monthly figures added up by fiscal quarter or year ('which quarter had the highest donations'
 * from twelve monthly columns); only whole quarters and years count.
 */
function monthsInto(ctx: GroundCtx, series: Fact[], unit: 'quarter' | 'year'): Fact[] {
  const groups = new Map<string, { fy: number; q: number; facts: Fact[]; months: Set<number> }>();
  for (const f of series) {
    const p = f.periods[0];
    const i = p && p.kind === 'month' ? intervalOf(p, ctx.fyStart, p.year) : null;
    if (!i || i.from !== i.to) return series;
    const fy = fiscalYearOf(i.from, ctx.fyStart);
    const pos = (((i.from % 12) - (ctx.fyStart - 1) + 12) % 12);
    const q = unit === 'quarter' ? Math.floor(pos / 3) + 1 : 0;
    const key = `${fy}:${q}`;
    const g = groups.get(key) ?? { fy, q, facts: [], months: new Set<number>() };
    if (!g.months.has(i.from)) {
      g.months.add(i.from);
      g.facts.push(f);
    }
    groups.set(key, g);
  }
  const whole = [...groups.values()].filter((g) => g.months.size === (unit === 'quarter' ? 3 : 12));
  return whole.map((g) => {
    const first = g.facts[0]!;
    const period: Period = unit === 'quarter' ? { kind: 'quarter', quarter: g.q, year: g.fy, fiscal: true, start: 0, end: 0, text: '' } : { kind: 'year', year: g.fy, fiscal: ctx.fyStart !== 1, start: 0, end: 0, text: '' };
    return { ...first, value: g.facts.reduce((a, f) => a + f.value, 0), periods: [period], parts: g.facts };
  });
}

/** A figure that is said to be the other kind than asked: an actual when a budget is asked, or a budget when an actual is. */
function otherKind(plan: Plan, f: Fact): boolean {
  const k = effectiveKind(f);
  return (plan.measure === 'budget' && k === 'actual') || (plan.measure === 'actual' && k === 'budget');
}

/** A name the question leaves out ('not counting administration'). */
export function excluded(plan: Plan, name: string): boolean {
  if (!plan.exclude?.length) return false;
  const stems = words(name).map((w) => w.stem);
  // ('Excluding staff costs': 'staff' says which; 'costs' is every expense line's kind.)
  // (Nor 'job', 'work', 'bill': 'leaving out the roof job' leaves out the roofer.)
  const generic = /^(?:cost|expens|expenditur|spend|spending|line|item|amount|total|job|work|bill|payment|invoic|thing|stuff|one|project|contract|purchas|money|sum|figur)$/;
  const all = (group: string[]) => {
    const telling = group.filter((x) => !generic.test(x));
    return (telling.length ? telling : group).every((x) => stems.some((s) => bestMatch(x, [s]) >= 0.8));
  };
  return all(plan.exclude) || (plan.excludeEach ?? []).some(all);
}

/**
 * The thing of several that ranks first by the figure picked for each (the question's noun and
 * direction): its name as the answer, the ranking under it.
 */
function rankedReading(ctx: GroundCtx, scored: Array<{ line: Line; pick: Pick }>, nameOf: (l: Line) => string, figureHead: string, bonus: number, named: boolean): Reading {
  const ex = ctx.plan.extreme!;
  let best = scored[0]!;
  for (const x of scored) if (ex.dir === 'max' ? x.pick.value > best.pick.value : x.pick.value < best.pick.value) best = x;
  const fit = fitLine(ctx, phraseOf(`${ex.noun ?? ''} ${ctx.plan.subject.text}`), best.line);
  const r = base('extreme', [{ fit, pick: best.pick }], nameOf(best.line), { kind: 'text' }, fit.score + bonus);
  r.recall = Math.max(fit.recall, 0.8);
  r.weak = [];
  r.strong = 1;
  if (named) r.subjectText = nameOf(best.line);
  r.phrase = fmtFact(best.pick.facts[0]!, best.pick.value, false);
  const ranked = [...scored].sort((a, b) => (ex.dir === 'max' ? b.pick.value - a.pick.value : a.pick.value - b.pick.value));
  r.table = { head: [(ex.noun ?? 'Line').replace(/^\w/, (c) => c.toUpperCase()), figureHead], rows: ranked.slice(0, 8).map((x) => [nameOf(x.line), fmtFact(x.pick.facts[0]!, x.pick.value, false)]) };
  r.working = [];
  return r;
}

/**
 * 'Which program cost the most?' on a statement of functional expenses: the programs are columns,
 * the ones before the column totalling them ('Total program services'), or under a heading that
 * names them; each read in the row the question measures ('Total expenses' when it says costs).
 */
function columnExtremes(ctx: GroundCtx): Reading | null {
  const plan = ctx.plan;
  const ex = plan.extreme!;
  if (ex.measure !== 'value') return null;
  // (No noun, 'which one cost the least of our program services': the subject's words name them.)
  const nounStems = (ex.noun ? phraseOf(ex.noun).tokens : plan.subject.tokens.filter((t) => !t.soft)).map((t) => t.stem).filter((s) => !/^(?:line|item|one|area|categor|cost|expens|spend|spent|expenditur)$/.test(s));
  if (!nounStems.length) return null;
  const says = (stems: string[]) => nounStems.some((n) => bestMatch(n, stems) >= 0.8);
  const measureTokens = plan.subject.tokens.filter((t) => !nounStems.includes(t.stem));
  let best: { scored: Array<{ line: Line; pick: Pick }>; score: number } | null = null;
  for (const table of ctx.lib.tables) {
    if (table.periodAxis === 'rows' || table.periodAxis === 'records') continue;
    const value = table.cols.filter((c) => !c.textual && (c.kind === 'value' || c.kind === 'actual'));
    const totalAt = value.findIndex((c) => /\btotal\b/i.test(c.label) && says(c.own));
    let members: typeof value = [];
    if (totalAt > 0) {
      for (let i = totalAt - 1; i >= 0 && !/\btotal\b/i.test(value[i]!.label) && value[i]!.index === value[totalAt]!.index - (totalAt - i); i--) members.unshift(value[i]!);
    } else members = value.filter((c) => c.path.length > 1 && says(contentStems(c.path[0]!)) && !/\btotal\b/i.test(c.label));
    if (members.length < 2) continue;
    // The row measured: the line the question's other words name, else the table's last total of the kind.
    // (A line may run over pages printing the same statement for each year: its columns include the member.)
    const rowLines = ctx.lib.lines.filter((l) => l.cols.includes(members[0]!) && l.facts.length && l.cols.every((c) => c.label === members[0]!.label));
    let row: Line | null = null;
    const kindWord = (t: Token) => /^(?:cost|costs|expens|spend|spent|expenditur)$/.test(t.stem);
    if (measureTokens.some((t) => !t.soft && !kindWord(t))) {
      const tokens = measureTokens.filter((t) => !kindWord(t));
      const fits = rowLines.map((l) => fitLine(ctx, { text: '', tokens, periods: [] }, l)).filter((f) => f.recall >= 0.8 && !f.weak.length).sort((a, b) => b.score - a.score);
      row = fits[0]?.line ?? null;
    } else row = [...rowLines].reverse().find((l) => l.isTotal && (l.category === 'expense' || /\bexpens|\bcost/i.test(l.name))) ?? null;
    if (!row) continue;
    const scored: Array<{ line: Line; pick: Pick }> = [];
    for (const c of members) {
      const line = ctx.lib.lines.find((l) => l.cols.includes(c) && l.cols.every((x) => x.label === c.label) && l.rows.some((r) => r.label === row!.rows[0]!.label));
      const pick = line ? pickAt(ctx, line, plan.periods[0] ?? null) : null;
      if (!line || !pick) break;
      scored.push({ line, pick });
    }
    if (scored.length !== members.length) continue;
    const score = scored.length + (plan.periods.length ? Math.min(...scored.map((x) => x.pick.match)) : 0);
    if (!best || score > best.score) best = { scored, score };
  }
  if (!best) return null;
  return rankedReading(ctx, best.scored, (l) => l.cols[0]!.label, lineName(best.scored[0]!.line, best.scored[0]!.pick.facts[0]), 0.5, true);
}

/**
 * 'Which supplier sold us the most by volume': the noun is a log's key column (Supplier); each one's
 * records added up over the period asked, in the column the question names (the first otherwise).
 */
function keyExtremes(ctx: GroundCtx): Reading | null {
  const plan = ctx.plan;
  const ex = plan.extreme!;
  if (ex.measure !== 'value' || !ex.noun) return null;
  const nounStems = phraseOf(ex.noun).tokens.map((t) => t.stem);
  const keyed = ctx.lib.lines.filter((l) => l.byKey && /:\d+$/.test(l.byKey) && nounStems.some((s) => bestMatch(s, l.path) >= 0.8));
  if (!keyed.length) return null;
  const groups = new Map<string, Line[]>();
  for (const l of keyed) groups.set(`${l.byKey}|${l.cols[0]!.index}`, [...(groups.get(`${l.byKey}|${l.cols[0]!.index}`) ?? []), l]);
  let result: Reading | null = null;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const col = group[0]!.cols[0]!;
    const named = plan.subject.tokens.some((t) => bestMatch(t.stem, col.own) >= 0.8);
    const scored: Array<{ line: Line; pick: Pick }> = [];
    for (const l of group) {
      // (No period said: all of its records.)
      const all: Pick | null = l.facts.length ? { value: l.facts.reduce((a, f) => a + f.value, 0), facts: l.facts, match: 0.8, how: 'sum', period: null, score: 0 } : null;
      const pick = plan.periods[0] ? pickAt(ctx, l, plan.periods[0]) : all;
      if (pick) scored.push({ line: l, pick });
    }
    if (scored.length < 2) continue;
    const r = rankedReading(ctx, scored, (l) => l.name.split(' — ')[0]!, col.label, named ? 0.5 : 0.3, false);
    if (!result || r.score > result.score) result = r;
  }
  return result;
}

/**
 * 'Which department spent the least', 'which fund raised the most': the noun is what a ledger's
 * key column calls its sections; each section's spending (or income) over the period asked.
 */
function sectionExtremes(ctx: GroundCtx): Reading | null {
  const plan = ctx.plan;
  const ex = plan.extreme!;
  if (ex.measure !== 'value' || !ex.noun) return null;
  const nounStems = phraseOf(ex.noun).tokens.map((t) => t.stem);
  if (!nounStems.length) return null;
  const text = plan.text;
  const category = /\b(spen[dt]|spending|cost|costs|expens\w*|expenditure|outgoings?)\b/.test(text) ? 'expense' : /\b(income|revenue|raised?|brought in|earned|received|receipts?)\b/.test(text) ? 'revenue' : null;
  if (!category) return null;
  const lines = ctx.lib.lines.filter((l) => l.section && l.category === category && nounStems.some((s) => bestMatch(s, l.section!.head) >= 0.6) && !excluded(plan, l.section!.value));
  const byTable = new Map<string, Line[]>();
  for (const l of lines) byTable.set(l.table.id, [...(byTable.get(l.table.id) ?? []), l]);
  let result: Reading | null = null;
  for (const group of byTable.values()) {
    if (group.length < 2) continue;
    const scored: Array<{ line: Line; pick: Pick }> = [];
    for (const l of group) {
      // No period said: the latest fiscal year's months reported, not only the latest month.
      const pick = plan.periods[0] ? figureAt(ctx, l, plan.periods[0]) : (monthsSoFar(ctx, l) ?? figureAt(ctx, l, null));
      // A budget asked is not answered from what was spent.
      if (pick && !otherKind(plan, pick.facts[0]!)) scored.push({ line: l, pick });
    }
    if (scored.length < 2) continue;
    const r = rankedReading(ctx, scored, (l) => l.section!.value, category === 'expense' ? 'Spending' : 'Income', 0.4, true);
    if (!result || r.score > result.score) result = r;
  }
  return result;
}

/** The question asks for the negative side of a line that is signed either way ('deficit' of 'Surplus/(deficit)', 'loss' of 'Profit (loss)'). */
function negativeSide(text: string, lineName: string): boolean {
  const m = /\b(deficits?|loss(?:es)?|shortfalls?)\b/.exec(text);
  if (!m) return false;
  const word = m[1]!.replace(/s$|es$/, '').replace(/^shortfall$/, 'shortfall');
  return new RegExp(`\\b${word.slice(0, 4)}`, 'i').test(lineName) && /\b(?:surplus|profit|income|gain|result|net)\b/i.test(lineName);
}

/**
 * A line of one column ('Reef patrols — Staff costs') whose table has a total column the question
 * does not tell from it ('which programme did we spend the most on', costs by nature across the
 * top): the line of the total column, what each row spent in all.
 */
function totalColumn(ctx: GroundCtx, line: Line): Line | null {
  // (A total column however its unit is written, 'Total', 'Total TZS'000', 'Total 2025 Rs'.)
  const isTotal = (c: Line['cols'][number]) => c.kind === 'total' || (/^\s*total\b/i.test(c.label) && !/[a-z]{4,}/i.test(c.label.replace(/^\s*total\b/i, '').replace(/\b(?:rupees|thousands?|millions?|dollars|pounds|euros|shillings)\b/gi, '')));
  if (line.cols.length !== 1 || isTotal(line.cols[0]!) || line.rows.length !== 1) return null;
  const row = line.rows[0]!;
  const peers = ctx.lib.lines.filter((l) => l.table === line.table && l.cols.length === 1 && l.rows.length === 1 && l.rows[0] === row && l.facts.length);
  const total = peers.find((l) => isTotal(l.cols[0]!));
  if (!total) return null;
  const hint = (l: Line) => columnHint(ctx, l.facts[0]!);
  const own = hint(line);
  return peers.some((l) => l !== line && l !== total && hint(l) >= own) || own === 0 ? total : null;
}

/** One line of each other set of columns of a line's table that the question names, best named first. */
function otherColumns(ctx: GroundCtx, line: Line): Line[] {
  const plan = ctx.plan;
  const sig = (l: Line) => l.cols.map((c) => c.index).join(',');
  const fit = (l: Line) =>
    l.cols.reduce((n, c) => n + c.own.filter((x) => ctx.allStems.includes(x)).length + (plan.measure && c.kind === plan.measure ? 1 : 0) + (plan.periods[0] && c.period && periodMatch(plan.periods[0], c.period, ctx.fyStart) > 0 ? 1 : 0), 0);
  const bySig = new Map<string, { line: Line; fit: number }>();
  for (const l of ctx.lib.lines) {
    if (l.table !== line.table || l.isTotal || !l.facts.length || sig(l) === sig(line) || bySig.has(sig(l))) continue;
    const f = fit(l);
    if (f > 0) bySig.set(sig(l), { line: l, fit: f });
  }
  return [...bySig.values()].sort((a, b) => b.fit - a.fit).map((x) => x.line);
}

/**
 * How a table's lines are the class 'which' asks about ('which restricted fund'): 1 when the
 * table says it of them (its title, their section's heading, the total under them: 'Total
 * restricted funds'), 0 when it does not, −1 when one of them is the class itself beside others
 * ('General fund', 'Restricted funds') or one of its columns: that table holds the class as one
 * line, not its members.
 */
function classFit(ctx: GroundCtx, t: Line['table'], siblings: Line[]): number {
  const cls = ctx.plan.extreme?.cls;
  if (!cls) return 0;
  // (Words of what kind of figure, 'budget line', 'expense line', name no class of things.)
  const want = [...new Set(contentStems(cls.join(' ')))].filter((w) => !/^(?:budget|actual|forecast|expens|expenditur|cost|spend|spent|incom|revenu|sale)$/.test(w));
  if (!want.length) return 0;
  const own = (l: Line) => new Set(l.label.filter((x) => !/^(?:total|all|\d.*)$/.test(x)));
  // (Of a class of two words or more, a line saying them among lines that do not, 'English and IT
  // learning centres' beside 'Scholarships'; of one word, a line saying only it.)
  const holders = siblings.filter((l) => { const o = own(l); return want.every((w) => o.has(w)) && (want.length >= 2 || o.size === 1); });
  if (holders.length && holders.length * 2 < siblings.length) return -1;
  // (The title's headings, not its prose or the captions: a page's notes say many words of other
  // things, 'Ocean Schools Programme (donations): marine clubs' above a table of funds.)
  const headings = t.title.split(/\s+[-·]\s+/).filter((h) => h.split(/\s+/).length <= 8 && !/[.:;]\s*$/.test(h.trim()) && !/[a-z][.:;]\s+\S/.test(h));
  const said = new Set<string>(contentStems(headings.join(' ')));
  const paths = siblings.map((l) => l.path.join(' '));
  if (paths.every((p) => p === paths[0])) siblings[0]!.path.forEach((x) => said.add(x));
  // (The total under them: a line of the same table and section that adds them up.)
  for (const l of ctx.lib.lines) if (l.table === t && l.isTotal && l.path.join(' ') === paths[0]) l.label.forEach((x) => said.add(x));
  t.headStems.forEach((x) => said.add(x));
  if (want.every((w) => said.has(w))) return 1;
  // (Nor a table with the class as one of its columns, 'Restricted funds' beside 'Unrestricted'.)
  return t.cols.some((c) => want.every((w) => c.own.includes(w))) ? -1 : 0;
}

function extremes(ctx: GroundCtx): Reading[] {
  const plan = ctx.plan;
  const ex = plan.extreme!;
  const out: Reading[] = [];
  const better = (a: number, b: number) => (ex.dir === 'max' ? a > b : a < b);
  if (plan.operands.length >= 2) {
    // Among named things: each at the period asked, measured by the subject's words.
    const picks: Operand[] = [];
    for (const cand of plan.operands) {
      const phrase: Phrase = { text: `${cand.text} ${plan.subject.text}`, tokens: [...cand.tokens, ...plan.subject.tokens.filter((t) => !cand.tokens.some((c) => c.stem === t.stem))], periods: [] };
      const o = bestOperand(ctx, phrase, plan.periods);
      if (!o || fitLine(ctx, cand, o.fit.line).recall < 0.6) return [];
      picks.push(o);
    }
    let best = picks[0]!;
    for (const o of picks) if (better(o.pick.value, best.pick.value)) best = o;
    const idx = picks.indexOf(best);
    const r = base('extreme', picks, plan.operands[idx]!.text, { kind: 'text' }, picks.reduce((a, o) => a + o.fit.score, 0) / picks.length + 0.3);
    r.subjectText = best.fit.line.rows[0]?.label ?? plan.operands[idx]!.text;
    r.working = [picks.map((o) => `${lineName(o.fit.line, o.pick.facts[0]!)}: ${fmtFact(o.pick.facts[0]!, o.pick.value)}`).join(' · ')];
    out.push(r);
    return out;
  }
  if (ex.over === 'period') {
    for (const fit of matchLines(ctx, plan.subject, { limit: 20 })) {
      const inside = plan.periods.length === 1 ? plan.periods[0]! : null;
      // 'So far this year': the months that have happened, the actuals, not the budget's twelve.
      const soFar = !plan.measure && (plan.soFar || plan.variants.includes('ytd')) ? 'actual' : plan.measure;
      let series = seriesOf(ctx, fit.line, inside, soFar);
      // 'On what date', 'which day': a log's records day by day, not its months.
      if (/\b(?:dates?|days?)\b/.test(plan.text) && fit.line.table.periodAxis === 'records') {
        const days = fit.line.facts.filter((f) => f.periods[0]?.kind === 'date' && !f.periods[0].ended && f.periods[0].day !== undefined && (!inside || factWithin(ctx, inside, f)));
        if (days.length > series.length) series = days;
      }
      if (soFar === 'actual' && !plan.measure && series.some((f) => effectiveKind(f) === 'budget')) continue;
      if (plan.periods.length >= 2) series = series.filter((f) => plan.periods.some((p) => f.periods.some((fp) => periodMatch(p, fp, ctx.fyStart) > 0)));
      if (ex.unit !== 'period') {
        const want = ex.unit;
        const unitOk = (f: Fact) => f.periods.some((p) => (want === 'month' ? p.kind === 'month' || (p.kind === 'span' && (p.months ?? 0) <= 1) : want === 'quarter' ? p.kind === 'quarter' || (p.kind === 'span' && p.months === 3) : p.kind === 'year' || p.kind === 'date' || (p.kind === 'span' && p.months === 12)));
        if (series.some(unitOk)) series = series.filter(unitOk);
        else if (want === 'quarter' || want === 'year') series = monthsInto(ctx, series, want);
      }
      if (series.length < 2) continue;
      let values = series.map((f) => ({ f, v: f.value }));
      if (ex.measure !== 'value') {
        values = series.slice(1).map((f, i) => {
          const prev = series[i]!.value;
          return { f, v: ex.measure === 'change' ? f.value - prev : prev ? (f.value - prev) / Math.abs(prev) : NaN };
        });
      }
      if (plan.threshold) {
        const th = plan.threshold;
        // '100 million' against a table in millions: 100; against one in units: 100,000,000.
        const limit = (f: Fact) => thresholdIn(th, f, values[0]!.v);
        const hits = values.filter(({ f, v }) => (th.cmp === '<' ? v < limit(f) : v > limit(f)));
        if (!hits.length || hits.length === values.length) continue;
        const names = hits.map(({ f }) => factWhen(ctx, f));
        const pick: Pick = { value: hits[0]!.v, facts: hits.map((h) => h.f), match: 1, how: 'cell', period: null, score: 0 };
        const unitWord = `${plan.threshold.cmp === '<' ? 'below' : 'above'} ${fmtFact(series[0]!, limit(series[0]!))}`;
        const r = plan.countPeriods
          ? base('count', [{ fit, pick }], hits.length, { kind: 'count', scale: 1, decimals: 0, word: `of ${values.length} periods` }, fit.score + 0.3)
          : base('threshold', [{ fit, pick }], names.join(', '), { kind: 'text' }, fit.score + 0.3);
        r.subjectText = plan.countPeriods ? `Periods with ${lineName(fit.line, series[0]!)} ${unitWord}` : lineName(fit.line, series[0]!);
        r.working = [...(plan.countPeriods ? [`${names.join(', ')}.`] : []), values.map(({ f, v }) => `${factWhen(ctx, f)}: ${fmtFact(f, v)}`).join(' · ')];
        out.push(r);
        continue;
      }
      // 'The worst loss', 'the largest shortfall' of a signed line ('Net income (loss)'): its lowest figure.
      const flip = ex.measure === 'value' && values.some((x) => x.v < 0) && negativeSide(plan.text, fit.line.name);
      const dir: 'max' | 'min' = flip ? (ex.dir === 'max' ? 'min' : 'max') : ex.dir;
      let best = values[0]!;
      for (const x of values) if (Number.isFinite(x.v) && (dir === 'max' ? x.v > best.v : x.v < best.v)) best = x;
      const r = base('extreme', [{ fit, pick: { value: best.v, facts: series, match: 1, how: 'cell', period: null, score: 0 } }], factWhen(ctx, best.f), { kind: 'text' }, fit.score + 0.3 + (inside ? 0.05 : 0));
      if (flip) r.dir = dir;
      r.subjectText = lineName(fit.line, best.f);
      r.facts = [best.f];
      r.key = keyOf([best.f]);
      r.working = [`${values.map(({ f, v }) => `${factWhen(ctx, f)}: ${ex.measure === 'percentChange' ? `${(v * 100).toFixed(1)}%` : fmtFact(f, v, ex.measure !== 'value')}`).join(' · ')}.`];
      r.phrase = `${fmtFact(best.f, ex.measure === 'percentChange' ? best.v * 100 : best.v, ex.measure !== 'value')}`;
      out.push(r);
    }
    return out;
  }
  const byKey = keyExtremes(ctx);
  if (byKey) return [byKey];
  const byColumn = columnExtremes(ctx);
  if (byColumn) return [byColumn];
  const sections = sectionExtremes(ctx);
  if (sections) return [sections];
  const pctOver = ex.measure === 'variance' && /\bin (?:percent(?:age)?|%) terms\b|\b(?:by|as a|in) (?:percent(?:age)?|%)\b|\bpercentage[- ]wise\b|\bproportionally\b|\brelative to (?:its|their) budget\b/.test(plan.text);
  // Over lines: the lines of the best-matching table's group that the noun names (expense lines, programs).
  const nounPhrase = phraseOf(`${ex.noun ?? ''} ${plan.subject.text}`);
  // (Many lines of one table, a ledger's groups, must not crowd out the other tables.)
  let seeds = matchLines(ctx, nounPhrase, { limit: 40 });
  // ('Which line is the most underspent?': no words of what the lines are; every table of a
  // budget against what was spent is a place to look.)
  if (ex.measure === 'variance' && !plan.subject.tokens.some((t) => !t.soft)) {
    for (const t of ctx.lib.tables) {
      if (!t.cols.some((c) => c.kind === 'budget') || !t.cols.some((c) => c.kind === 'actual')) continue;
      const line = ctx.lib.lines.find((l) => l.table === t && !l.isTotal && l.facts.some((f) => effectiveKind(f) === 'budget') && l.facts.some((f) => effectiveKind(f) === 'actual'));
      if (line && !seeds.some((x) => x.line.table === t)) seeds.push({ ...fitLine(ctx, nounPhrase, line), score: 0.3, recall: 0.5 });
    }
  }
  // 'For the full year': the lines of the year's columns first, not a quarter's.
  const yearly = (l: Line) => plan.variants.includes('annual') && !plan.periods.length && l.cols.some((c) => FULL_YEAR.test(c.label));
  seeds.sort((a, b) => Number(yearly(b.line)) - Number(yearly(a.line)));
  seeds = seeds.filter((s, i, all) => all.findIndex((x) => x.line.table === s.line.table) === i).slice(0, 10);
  const seen = new Set<string>();
  for (const seed of seeds) {
    const t = seed.line.table;
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    // (The lines of the seed's columns first; then, where those have no figure to compare and the
    // table lists the class asked, the lines of its other columns the question names: a sheet of
    // centres with 'Students' and 'Total budget' columns, asked for the smallest budget.)
    const whole = totalColumn(ctx, seed.line);
    for (const head of [...(whole ? [whole] : []), seed.line, ...otherColumns(ctx, seed.line)]) {
      // (Only in a table that says it lists the class asked: elsewhere another column is another question.)
      if (head !== seed.line && head !== whole && classFit(ctx, t, [head]) <= 0) break;
      const noun = ex.noun ?? '';
      // The class from the noun ('which expense line'), else from what is measured ('which program has the largest expenditure budget').
      // (Or its other languages' words: 'Ausgaben', 'gastos', 'dépenses'; 'Einnahmen', 'ingresos'.)
      const classOf = (t: string) => (/expens|cost|spend|expenditure|ausgab|aufwend|gasto|egreso|depens|kostnad|utgift/.test(t) ? 'expense' : /revenue|income|source|donor|grant|einnahm|ertrag|ingreso|recette|produit|inntekt/.test(t) ? 'revenue' : null);
      const category = classOf(noun) ?? classOf(plan.subject.text);
      const all = ctx.lib.lines.filter(
        (l) =>
          l.table === t &&
          !l.isTotal &&
          !l.partOf &&
          // (A log's records by donor are siblings of each other, not of its records by category.)
          l.byKey === head.byKey &&
          !excluded(plan, l.name) &&
          l.facts.length &&
          l.cols.length === head.cols.length &&
          l.cols.every((c, i) => c.index === head.cols[i]!.index) &&
          // The bottom line ('Net surplus (deficit)', 'Change in net assets') is no expense or income line.
          // (Nor is 'Gross Profit', what is left of income after the cost of goods.)
          !/^(?:net\b|surplus|deficit|excess\b|change in net|increase \(decrease\) in net|gross (?:profit|margin|loss)\b)/i.test(l.name) &&
          (!category || l.category === category || (l.category === null && !/\btotal\b/i.test(l.name))),
      );
      // (Where the table sorts its lines into that class, its lines: not 'Gross profit' left unsorted beside the expense lines.)
      const sorted = category ? all.filter((l) => l.category === category) : [];
      const siblings = sorted.length >= 2 ? sorted : all;
      if (siblings.length < 2) continue;
      const kin = classFit(ctx, t, siblings);
      if (kin < 0) continue;
      const scored: Array<{ line: Line; v: number; facts: Fact[] }> = [];
      for (const l of siblings) {
        if (ex.measure === 'variance') {
          // (Each line by its own columns: which line went furthest is read block by block.)
          const pair = budgetActual(ctx, l, plan.periods[0] ?? null, false);
          // ('In percentage terms': how far over as a share of the line's own budget.)
          if (pair) scored.push({ line: l, v: pctOver ? (pair.budget.value ? (pair.actual.value - pair.budget.value) / Math.abs(pair.budget.value) : NaN) : pair.actual.value - pair.budget.value, facts: [...pair.budget.facts, ...pair.actual.facts] });
        } else if (ex.measure === 'value') {
          const p = pickAt(ctx, l, plan.periods[0] ?? null);
          // (The largest budget is not read from what was spent.)
          if (p && !otherKind(plan, p.facts[0]!)) scored.push({ line: l, v: p.value, facts: p.facts });
        } else {
          const ps = plan.periods.length >= 2 ? picksAt(ctx, l, plan.periods.slice(0, 2)) : lastTwo(ctx, l, null);
          if (!ps) continue;
          const [a, b] = plan.periods.length >= 2 ? orderPair(ctx, { pick: ps[0]!, p: plan.periods[0]! }, { pick: ps[1]!, p: plan.periods[1]! }).map((x) => x.pick) : ps;
          const d = b!.value - a!.value;
          scored.push({ line: l, v: ex.measure === 'change' ? d : a!.value ? d / Math.abs(a!.value) : NaN, facts: [...a!.facts, ...b!.facts] });
        }
      }
      if (scored.length < 2) continue;
      let best = scored[0]!;
      // A column of outflows printed negative ('Grants paid out  (12,400)'): the biggest
      // is the largest amount, not the one nearest zero.
      const outflows = ex.measure === 'value' && scored.every((x) => x.v <= 0) && scored.some((x) => x.v < 0);
      const size = (v: number) => (outflows ? -v : v);
      for (const s of scored) if (Number.isFinite(s.v) && better(size(s.v), size(best.v))) best = s;
      // (The line the question's words name is what is measured, not one of the things compared:
      // 'which stall sold the most raffle tickets' is not answered 'Raffle tickets'.)
      const said = plan.subject.tokens.filter((t) => !t.soft).map((t) => t.stem);
      if (said.length && best.line.label.length && best.line.label.every((w) => bestMatch(w, said) >= 0.95)) continue;
      const fit = fitLine(ctx, nounPhrase, best.line);
      const r = base('extreme', [{ fit, pick: { value: best.v, facts: best.facts, match: 1, how: 'cell', period: null, score: 0 } }], best.line.rows[0]!.label, { kind: 'text' }, seed.score + 0.3 + (yearly(seed.line) ? 0.15 : 0) + 0.2 * kin);
      r.recall = seed.recall;
      r.weak = seed.weak;
      r.strong = seed.strong;
      r.subjectText = best.line.rows[0]!.label;
      const asPercent = ex.measure === 'percentChange' || (ex.measure === 'variance' && pctOver);
      r.phrase = asPercent ? `${(Math.abs(best.v) * 100).toFixed(1)}%${ex.measure === 'variance' ? (best.v >= 0 ? ' over budget' : ' under budget') : ''}` : `${fmtFact(best.facts.at(-1)!, best.v, ex.measure !== 'value')}${ex.measure === 'variance' ? (best.v >= 0 ? ' over budget' : ' under budget') : ''}`;
      // The lines compared, largest first (smallest first for a minimum), up to eight: a table the reader can check.
      const shown = (x: { v: number; facts: Fact[] }) => (asPercent ? `${(x.v * 100).toFixed(1)}%` : fmtFact(x.facts.at(-1)!, x.v, ex.measure !== 'value'));
      const ranked = [...scored].filter((x) => Number.isFinite(x.v)).sort((a, b) => (ex.dir === 'max' ? b.v - a.v : a.v - b.v));
      const heading = ex.measure === 'variance' ? (pctOver ? '(Actual − budget) ÷ budget' : 'Actual − budget') : ex.measure === 'change' ? 'Change' : ex.measure === 'percentChange' ? 'Change (%)' : (best.facts.at(-1)?.col.label ?? 'Amount');
      r.table = { head: ['Line', heading], rows: ranked.slice(0, 8).map((x) => [x.line.rows[0]!.label, shown(x)]), ...(ranked.length > 8 ? { note: `${ranked.length - 8} more lines not shown.` } : {}) };
      r.working = [];
      out.push(r);
      break;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** Every reading of the plan, best first. */
/** Periods of a group said as a range ('2017-2018') or a single period, one by one. */
function groupPeriods(p: Period): Period[] {
  // '2017-2018' between two such groups is two years, not the fiscal year 2017-18.
  if (p.kind === 'year' && p.year !== undefined && /^\d{4}\s*[-–]\s*\d{4}$/.test(p.text.trim())) {
    return [{ ...p, kind: 'year', year: p.year - 1, fiscal: false, text: String(p.year - 1) }, { ...p, kind: 'year', year: p.year, fiscal: false, text: String(p.year) }];
  }
  return expandRange([p]) ?? [p];
}

/**
 * Two operations nested, on figures each of the kind asked:
 * - the change between two averages ('the change in the average current tax expense between 2017-2018 and 2018-2019');
 * - the average change of a line over its periods ('the average annual increase in donations from 2021 to 2024');
 * - the difference between two lines' averages, the same as their average difference ('the average difference between EBITDA and underlying EBITDA').
 */
function nestedReadings(ctx: GroundCtx): Reading[] {
  const plan = ctx.plan;
  const out: Reading[] = [];
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const reading = (fit: LineFit, picks: Pick[], value: number, subject: string, working: string, score: number): Reading => {
    const facts = picks.flatMap((p) => p.facts);
    const f0 = facts[0]!;
    const r = base('difference', [{ fit, pick: { value, facts, match: Math.min(...picks.map((p) => p.match)), how: 'sum', period: null, score: 0 } }], value, unitOfFact(f0, true), score);
    r.subjectText = subject;
    r.phrase = '';
    r.working = [working];
    r.nested = true;
    return r;
  };
  const averageChange = /\b(?:average|mean)\s+(?:annual\s+|yearly\s+|monthly\s+|quarterly\s+)?(?:change|increase|decrease|growth)\b/.test(plan.text);
  if (plan.operands.length >= 2) {
    // The difference between two lines' averages over the periods asked (or both lines' shared periods).
    // 'the average donations': the line is 'Donations', the average is the operation.
    const [a, b] = plan.operands.map((o) => phraseOf(o.text.replace(/\b(?:average|mean|from|between)\b/g, ' ')));
    const pair = operandPair(ctx, a!, b!, plan.periods.slice(0, 1));
    if (!pair) return out;
    const [x, y] = pair;
    const periodsOf = (line: Line) => seriesOf(ctx, line).flatMap((f) => f.periods.slice(0, 1));
    const asked = plan.periods.length ? (expandRange(plan.periods) ?? plan.periods) : periodsOf(x.fit.line);
    const px = picksAt(ctx, x.fit.line, asked);
    const py = picksAt(ctx, y.fit.line, asked);
    if (!px || !py || px.length < 2) return out;
    const ax = avg(px.map((p) => p.value));
    const ay = avg(py.map((p) => p.value));
    const fx = px[0]!.facts[0]!;
    const r = reading(x.fit, [...px, ...py], ax - ay, `The difference between the averages of ${lineName(x.fit.line, fx)} and ${lineName(y.fit.line, py[0]!.facts[0]!)}`, `Working: average of ${lineName(x.fit.line, fx)} (${px.map((p) => fmtFact(p.facts[0]!, p.value)).join(', ')}) = ${fmtFact(fx, ax, true)}; average of ${lineName(y.fit.line, py[0]!.facts[0]!)} (${py.map((p) => fmtFact(p.facts[0]!, p.value)).join(', ')}) = ${fmtFact(fx, ay, true)}; ${fmtFact(fx, ax, true)} − ${fmtFact(fx, ay, true)} = ${fmtFact(fx, ax - ay, true)}.`, (x.fit.score + y.fit.score) / 2 + 0.35);
    r.operands = [x, y];
    r.recall = Math.min(x.fit.recall, y.fit.recall);
    out.push(r);
    return out;
  }
  for (const fit of matchLines(ctx, plan.subject, { limit: 20 })) {
    if (averageChange) {
      // The average of the changes from one period to the next: (last − first) ÷ (number of steps).
      const each = plan.periods.length ? ((plan.range || plan.periods.length === 1 ? expandRange(plan.periods.length === 1 ? plan.periods : plan.periods.slice(0, 2)) : null) ?? plan.periods) : null;
      const picks = each ? picksAt(ctx, fit.line, each) : seriesOf(ctx, fit.line).map((f) => ({ value: f.value, facts: [f], match: 0.8, how: 'cell' as const, period: null, score: 0 }));
      if (!picks || picks.length < 2) continue;
      const steps = picks.slice(1).map((p, i) => p.value - picks[i]!.value);
      const f0 = picks[0]!.facts[0]!;
      out.push(reading(fit, picks, avg(steps), `The average change in ${lineName(fit.line, f0)}`, `Working: changes ${steps.map((d) => fmtFact(f0, d, true)).join(', ')}; average = ${fmtFact(f0, avg(steps), true)}.`, fit.score + 0.35 * Math.min(...picks.map((p) => p.match))));
    } else if (plan.periods.length === 2) {
      // The change between the averages of two groups of periods.
      const [g1, g2] = plan.periods.map(groupPeriods) as [Period[], Period[]];
      if (g1.length < 2 && g2.length < 2) {
        // A line that is itself an average ('Average life expectancy'): its change between the two periods.
        if (!fit.line.label.some((w) => w === 'averag' || w === 'average' || w === 'mean')) continue;
        const two = picksAt(ctx, fit.line, [g1[0]!, g2[0]!]);
        if (!two) continue;
        const [early, late] = [...two].sort((a, b) => (a.period?.year ?? 0) - (b.period?.year ?? 0));
        const f0 = early!.facts[0]!;
        const d = late!.value - early!.value;
        const r = reading(fit, [early!, late!], d, lineName(fit.line, f0), `Working: ${fmtFact(f0, late!.value)} − ${fmtFact(f0, early!.value)} = ${fmtFact(f0, d, true)}.`, fit.score + 0.35 * Math.min(early!.match, late!.match));
        r.phrase = `from ${factWhen(ctx, f0)} to ${factWhen(ctx, late!.facts[0]!)}`;
        out.push(r);
        continue;
      }
      const p1 = picksAt(ctx, fit.line, g1);
      const p2 = picksAt(ctx, fit.line, g2);
      if (!p1 || !p2) continue;
      const a1 = avg(p1.map((p) => p.value));
      const a2 = avg(p2.map((p) => p.value));
      const f0 = p1[0]!.facts[0]!;
      out.push(reading(fit, [...p1, ...p2], a2 - a1, `The change in the average ${lineName(fit.line, f0)}`, `Working: average over ${g1.map(describePeriod).join(', ')} = ${fmtFact(f0, a1, true)}; over ${g2.map(describePeriod).join(', ')} = ${fmtFact(f0, a2, true)}; ${fmtFact(f0, a2, true)} − ${fmtFact(f0, a1, true)} = ${fmtFact(f0, a2 - a1, true)}.`, fit.score + 0.35 * Math.min(...[...p1, ...p2].map((p) => p.match))));
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** A log's records one by one: how many, the single largest or smallest, when one was dated (records.ts). */
function recordReading(ctx: GroundCtx): Reading | null {
  const a = recordQuery(ctx);
  if (!a) return null;
  const fit = fitLine(ctx, ctx.plan.subject, a.line);
  const f0 = a.facts[0];
  const when = (r: (typeof a.rows)[number]) => {
    const d = recordDate(r);
    return d ? describePeriod(d) : '';
  };
  const describe = (r: (typeof a.rows)[number]) => [when(r), r.label, ...r.keys.filter((k) => !/^date\b/i.test(k))].filter(Boolean).join(' · ');
  const table = a.line.table;
  let value: number | string;
  let unit: ComputedUnit;
  let subjectText: string;
  if (a.kind === 'count') {
    value = a.rows.length;
    unit = { kind: 'count', scale: 1, decimals: 0, word: a.rows.length === 1 ? a.noun.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '') : a.noun };
    const period = ctx.plan.periods.length ? ` in ${ctx.plan.periods.map(describePeriod).join(' and ')}` : '';
    subjectText = `${a.noun[0]!.toUpperCase()}${a.noun.slice(1)} on ${table.title}${a.filter ? ` ${a.filter}` : ''}${period}`;
  } else if (a.kind === 'sum') {
    value = Math.round(a.facts.reduce((s, f) => s + f.value, 0) * 100) / 100;
    // (Refunds asked, 'how much did we refund': the money given back, as an amount.)
    if (a.refunds) value = Math.abs(value);
    unit = unitOfFact(f0!);
    const period = ctx.plan.periods.length ? ` in ${ctx.plan.periods.map(describePeriod).join(' and ')}` : '';
    subjectText = `${a.col.label}, ${a.rows.length} records on ${table.title}${a.words.length ? ` that say ${a.words.join(', ')}` : ''}${a.filter ? ` ${a.filter}` : ''}${period}`;
  } else if (a.kind === 'date' || !f0 || /\bdate\b/.test(ctx.plan.text)) {
    value = when(a.rows[0]!);
    unit = { kind: 'text' };
    subjectText = a.rows[0]!.label;
    if (!value) return null;
  } else if ((a.kind === 'max' || a.kind === 'min') && askedKey(ctx.plan, a.rows[0]!)) {
    // 'The largest single payment - which invoice no.?': the key asked, with the figure.
    value = `${askedKey(ctx.plan, a.rows[0]!)} (${fmtFact(f0, f0.value)})`;
    unit = { kind: 'text' };
    subjectText = `The ${a.kind === 'max' ? 'largest' : 'smallest'} single ${a.noun.replace(/s$/, '')} (${a.col.label})`;
  } else if (/^(?:who|which (?:donor|payee|supplier|vendor|company|organi[sz]ation|customer|member|person))\b/.test(ctx.plan.text)) {
    // 'Who sent the biggest single order?': the record, said in words, with its figure.
    value = `${describe(a.rows[0]!)} (${fmtFact(f0, f0.value)})`;
    unit = { kind: 'text' };
    subjectText = `The ${a.kind === 'max' ? 'largest' : 'smallest'} single ${a.noun.replace(/s$/, '')} (${a.col.label})`;
  } else {
    value = f0.value;
    unit = unitOfFact(f0);
    subjectText = `The ${a.kind === 'max' ? 'largest' : 'smallest'} single ${a.noun.replace(/s$/, '')} (${a.col.label}): ${describe(a.rows[0]!)}`;
  }
  const pick: Pick = { value: typeof value === 'number' ? value : NaN, facts: a.facts, match: 1, how: a.kind === 'count' || a.kind === 'sum' ? 'sum' : 'cell', period: null, score: 0 };
  // (A count of records is what 'how many transfers' asks, a record's date what 'on what day did
  // the deposit clear' asks: no line's figure answers either.)
  const r = base(a.kind === 'count' ? 'count' : ctx.plan.op, [{ fit, pick }], value, unit, fit.score + 0.5 * a.recall + (a.kind === 'count' || a.kind === 'sum' || unit.kind === 'text' ? 1 : 0.2), { byRows: true });
  r.recall = Math.max(r.recall, a.recall);
  r.weak = [];
  r.strong = 1;
  r.subjectText = subjectText;
  r.phrase = '';
  if (a.kind === 'count' || a.kind === 'sum') {
    const shown = a.rows.slice(0, 12).map((row) => {
      const f = a.facts.find((x) => x.row === row);
      return [describe(row), f ? fmtFact(f, f.value) : ''];
    });
    r.table = { head: ['Record', a.col.label], rows: shown, ...(a.rows.length > shown.length ? { note: `and ${a.rows.length - shown.length} more` } : {}) };
  }
  return r;
}

/**
 * The rows of a register the question picks out by what its columns hold, counted or one of their
 * figures added up ('how many donors have given nothing so far', 'total still owed by senior
 * playing members'): registers.ts.
 */
function registerReading(ctx: GroundCtx): Reading | null {
  const a = registerQuery(ctx);
  if (!a) return null;
  const t = a.table;
  const line = ctx.lib.lines.find((l) => l.table === t && (!a.col || l.cols[0] === a.col) && l.rows.some((r) => a.rows.includes(r))) ?? ctx.lib.lines.find((l) => l.table === t);
  if (!line) return null;
  const fit = fitLine(ctx, ctx.plan.subject, line);
  const conds = a.conditions.map((c) => c.said).join(' and ');
  const period = ctx.plan.periods.length ? ` in ${ctx.plan.periods.map(describePeriod).join(' and ')}` : '';
  let value: number;
  let unit: ComputedUnit;
  let subjectText: string;
  if (a.kind === 'count') {
    value = a.rows.length;
    unit = { kind: 'count', scale: 1, decimals: 0, word: a.rows.length === 1 ? a.noun.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '') : a.noun };
    subjectText = `${a.noun[0]!.toUpperCase()}${a.noun.slice(1)} on ${t.title}${conds ? ` with ${conds}` : ''}${period}`;
  } else if (a.kind === 'share') {
    value = a.all.length ? (a.rows.length / a.all.length) * 100 : NaN;
    unit = { kind: 'percent' };
    subjectText = `Share of the ${a.all.length} ${a.noun} on ${t.title}${conds ? ` with ${conds}` : ''}${period}`;
  } else if (a.kind === 'average') {
    value = a.facts.reduce((s, f) => s + f.value, 0) / a.facts.length;
    const u = unitOfFact(a.facts[0]!);
    unit = u.kind === 'money' || u.kind === 'count' ? { ...u, decimals: 2 } : u;
    subjectText = `Average ${a.col!.label} of ${a.facts.length} rows of ${t.title}${conds ? ` with ${conds}` : ''}${period}`;
  } else {
    value = Math.round(a.facts.reduce((s, f) => s + f.value, 0) * 100) / 100;
    unit = unitOfFact(a.facts[0]!);
    subjectText = `${a.col!.label}, ${a.rows.length} of ${a.all.length} rows of ${t.title}${conds ? ` with ${conds}` : ''}${period}`;
  }
  const pick: Pick = { value, facts: a.facts, match: 1, how: 'sum', period: null, score: 0 };
  const r = base(a.kind === 'count' ? 'count' : a.kind === 'average' ? 'average' : a.kind === 'share' ? 'share' : ctx.plan.op === 'sum' ? 'sum' : ctx.plan.op, [{ fit, pick }], value, unit, fit.score + 0.5 + a.score, { byRows: true });
  r.recall = Math.max(r.recall, 0.9);
  r.weak = [];
  r.strong = 1;
  r.facts = a.facts;
  r.key = keyOf(a.facts.length ? a.facts : line.facts);
  r.subjectText = subjectText;
  r.phrase = '';
  const name = (row: Row) => [row.label, ...row.keys.filter((k) => !/^date\b/i.test(k))].filter(Boolean).join(' · ');
  r.working = [conds ? `${a.rows.length} of the ${a.all.length} rows of ${t.title} have ${conds}${a.rows.length && a.rows.length <= 12 ? ` (${a.rows.map((x) => x.label).join(', ')})` : ''}${a.kind === 'sum' && a.col ? `; their ${a.col.label} added up` : a.kind === 'average' && a.col ? `; their ${a.col.label} added up and divided by ${a.facts.length}` : ''}.` : `${t.title} lists ${a.all.length} rows.`];
  const shown = a.rows.slice(0, 12).map((row) => {
    const f = a.facts.find((x) => x.row === row);
    return [name(row), f ? fmtFact(f, f.value) : ''];
  });
  r.table = { head: [a.noun === 'rows' ? 'Row' : `${a.noun[0]!.toUpperCase()}${a.noun.slice(1)}`, a.col?.label ?? ''], rows: shown, ...(a.rows.length > shown.length ? { note: `and ${a.rows.length - shown.length} more` } : {}) };
  return r;
}

export function execute(ctx: GroundCtx): Reading[] {
  const plan = ctx.plan;
  const out: Reading[] = [];
  const periods = plan.periods;
  const record = recordReading(ctx);
  if (record) out.push(record);
  const register = registerReading(ctx);
  if (register) out.push(register);
  if (usesBudget(plan.text)) out.push(...utilisation(ctx));
  else if (REMAINING.test(plan.text)) {
    const left = remaining(ctx);
    // 'Which expense line has the most budget remaining?': the lines ranked by what is left.
    const ranked = plan.op === 'extreme' && plan.extreme?.over === 'row' ? rankedLeft(ctx, left) : null;
    if (ranked) return [ranked];
    out.push(...left);
  }
  if (plan.nested) {
    const nested = nestedReadings(ctx);
    if (nested.length) return nested;
  }
  switch (plan.op) {
    case 'lookup':
    case 'code': {
      const found = lookups(ctx, plan.subject, periods);
      const whole = plan.op === 'lookup' ? totalOfParts(ctx, found) : null;
      if (whole) out.push(whole);
      const monthly = plan.op === 'lookup' ? eachMonth(ctx, found) : null;
      if (monthly) out.push(monthly);
      const with_ = plan.op === 'lookup' ? lineIncluding(ctx, found) : null;
      if (with_) out.push(with_);
      const less = plan.op === 'lookup' ? totalLessExcluded(ctx, found) : null;
      if (less) out.push(less);
      const horizon = plan.op === 'lookup' ? overHorizon(ctx, found) : null;
      if (horizon) out.push(horizon);
      out.push(...found);
      break;
    }
    case 'sum':
      out.push(...aggregate(ctx, 'sum'));
      break;
    case 'average':
      // 'The change between the 2022 and 2023 average rent': a change of averages, which the
      // nested readings did not find; an average alone is not what was asked.
      if (/\b(?:change|difference)\s+between\b/.test(plan.text)) break;
      out.push(...aggregate(ctx, 'average'));
      break;
    case 'difference':
    case 'percentChange': {
      const percent = plan.op === 'percentChange';
      if (plan.operands.length >= 2) {
        const pair = operandPair(ctx, plan.operands[0]!, plan.operands[1]!, periods);
        // Two periods asked ('from 2018 to 2019') and both figures of one: a change over time was
        // asked, of one line whose name says 'and' ('Rent and utilities'), not two lines.
        const oneTime = pair && periods.length >= 2 && new Set(periods.map((p) => p.text)).size >= 2 && pair[0].pick.facts.length === 1 && pair[1].pick.facts.length === 1 && timeKey(ctx, pair[0].pick.facts[0]!) === timeKey(ctx, pair[1].pick.facts[0]!);
        if (pair && !oneTime) {
          const [x, y] = pair;
          const c: Change = { base: y.pick, target: x.pick, fit: x.fit.recall <= y.fit.recall ? x.fit : y.fit, match: Math.min(x.pick.match, y.pick.match) };
          const r = changeReading(ctx, c, percent);
          r.operands = [y, x]; // base first, as changeReading orders them
          r.recall = Math.min(x.fit.recall, y.fit.recall);
          r.weak = [...new Set([...x.fit.weak, ...y.fit.weak])];
          const [nx, ny] = [lineName(x.fit.line, x.pick.facts[0]!), lineName(y.fit.line, y.pick.facts[0]!)];
          // (One row read in two columns, 'FY26 Budget' and 'FY25 Actual': one thing.)
          const oneRow = x.fit.line.rows.length === y.fit.line.rows.length && x.fit.line.rows.every((row, i) => row === y.fit.line.rows[i]);
          r.subjectText = nx === ny || oneRow ? lineName(y.fit.line.rows.length === 1 ? { ...y.fit.line, name: y.fit.line.rows[0]!.label } : y.fit.line, y.pick.facts[0]!) : `${nx} against ${ny}`;
          out.push(r);
        }
        // Two things over two periods ('total sales of Retail and Online from 2022
        // to 2023'): the change of the two added up, not of one of them.
        const xs = !pair || oneTime ? bothOver(ctx, plan.operands[0]!, plan.operands[1]!, periods) : null;
        if (xs) {
          const [x, y] = xs;
          const px = picksAt(ctx, x.fit.line, periods);
          const py = picksAt(ctx, y.fit.line, periods);
          if (px && py && x.pick.facts[0]!.scale === y.pick.facts[0]!.scale) {
            const both = (i: number): Pick => ({ value: px[i]!.value + py[i]!.value, facts: [...px[i]!.facts, ...py[i]!.facts], match: Math.min(px[i]!.match, py[i]!.match), how: 'sum', period: px[i]!.period, score: 0 });
            const [a, b] = orderPair(ctx, { pick: both(0), p: periods[0]! }, { pick: both(1), p: periods[1]! });
            const fit = x.fit.recall <= y.fit.recall ? x.fit : y.fit;
            const r = changeReading(ctx, { base: a.pick, target: b.pick, fit, match: Math.min(a.pick.match, b.pick.match) }, percent);
            r.recall = Math.min(x.fit.recall, y.fit.recall);
            r.weak = [...new Set([...x.fit.weak, ...y.fit.weak])];
            r.subjectText = `${lineName(x.fit.line, x.pick.facts[0]!)} and ${lineName(y.fit.line, y.pick.facts[0]!)} together`;
            r.working = [`Working: ${fmtFact(a.pick.facts[0]!, a.pick.value, true)} (${a.pick.facts.map((f) => fmtFact(f)).join(' + ')}) to ${fmtFact(b.pick.facts[0]!, b.pick.value, true)} (${b.pick.facts.map((f) => fmtFact(f)).join(' + ')}); ${percent ? `change ${fmtFact(a.pick.facts[0]!, b.pick.value - a.pick.value, true)} ÷ ${fmtFact(a.pick.facts[0]!, a.pick.value, true)} = ${(((b.pick.value - a.pick.value) / Math.abs(a.pick.value)) * 100).toFixed(2)}%` : `${fmtFact(b.pick.facts[0]!, b.pick.value, true)} − ${fmtFact(a.pick.facts[0]!, a.pick.value, true)} = ${fmtFact(a.pick.facts[0]!, b.pick.value - a.pick.value, true)}`}.`];
            out.push(r);
          }
        }
      }
      // Two things named: a change of one of them over time is not what was asked.
      const named = out.length > 0 && out[0]!.recall >= 0.8;
      for (const c of changes(ctx, plan.subject, periods)) {
        const r = changeReading(ctx, c, percent);
        if (named) r.score -= 0.3;
        out.push(r);
      }
      break;
    }
    case 'variance': {
      const found = variances(ctx, plan.wantsPercent);
      const which = overWhich(ctx, found);
      if (which) out.push(which);
      out.push(...found);
      break;
    }
    case 'ratio':
    case 'share': {
      if (plan.operands.length >= 2 && plan.outer && periods.length >= 2) {
        // The share at each period, then averaged, added or compared.
        const each = (plan.range ? expandRange(periods) : null) ?? periods;
        const per: Reading[] = [];
        for (const p of each) {
          const pair = operandPair(ctx, { ...plan.operands[0]!, periods: [] }, { ...plan.operands[1]!, periods: [] }, [p]);
          const r = pair ? ratioReading(ctx, pair[0], pair[1], plan.op === 'share', plan.wantsPercent) : null;
          if (!r) break;
          per.push(r);
        }
        if (per.length === each.length && per.length >= 2) {
          const values = per.map((r) => r.value as number);
          const value = plan.outer === 'average' ? values.reduce((a, b) => a + b, 0) / values.length : plan.outer === 'sum' ? values.reduce((a, b) => a + b, 0) : values[values.length - 1]! - values[0]!;
          const first = per[0]!;
          const r = base(plan.op, per.flatMap((x) => x.operands), value, plan.outer === 'difference' && first.unit.kind === 'percent' ? { kind: 'points' } : first.unit, per.reduce((a, x) => a + x.score, 0) / per.length);
          r.subjectText = `${plan.outer === 'average' ? 'Average of ' : plan.outer === 'sum' ? 'Sum of ' : 'Change in '}${first.subjectText}`;
          r.phrase = `over ${each.map(describePeriod).join(', ')}`;
          r.working = per.map((x, i) => `${describePeriod(each[i]!)}: ${x.working.join(' ')}`);
          out.push(r);
        }
      }
      if (plan.operands.length >= 2) {
        // A share: the whole first, then the part in the whole's column ('U.S. government
        // obligations' among the 'Unrealized gains' whose total is asked).
        const pair = plan.op === 'share' ? sharePair(ctx, plan.operands[0]!, plan.operands[1]!, periods) : operandPair(ctx, plan.operands[0]!, plan.operands[1]!, periods);
        // (A part that is itself a percentage, a branch's 'at risk %', is no share of an amount.)
        const percentOfAmount = pair && plan.op === 'share' && pair[0].pick.facts[0]!.unit === 'percent' && pair[1].pick.facts[0]!.unit !== 'percent';
        if (pair && !percentOfAmount) {
          const r = ratioReading(ctx, pair[0], pair[1], plan.op === 'share', plan.wantsPercent);
          if (r) out.push(r);
        }
      }
      // Read otherwise when that found nothing: 'the average percentage of net revenues of OEM' is an
      // average of a line of percentages.
      // So is 'the average gross margin' over the years a table shows: an average of the line
      // that names the ratio, not the latest year's figure.
      const averaged = saysAverage(plan) && periods.length !== 1;
      if ((!out.length || averaged) && plan.literal) {
        const alt: Plan = { ...plan, op: averaged || /\b(?:average|mean)\b/.test(plan.text) ? 'average' : 'lookup', subject: plan.literal, operands: [] };
        const altCtx: GroundCtx = { ...ctx, plan: alt, allStems: [...new Set([...ctx.allStems, ...plan.literal.tokens.map((t) => t.stem)])] };
        // Only a line of percentages answers a share read this way, or an amount when one is asked
        // ('how much of the grant budget is for native plants').
        out.push(...(alt.op === 'average' ? aggregate(altCtx, 'average') : lookups(altCtx, plan.literal, periods)).filter((r) => plan.op !== 'share' || r.unit.kind === 'percent' || (/\bhow much\b/.test(plan.text) && !plan.wantsPercent)).map((r) => ({ ...r, exact: false })));
      }
      break;
    }
    case 'formula':
      if (plan.formula) {
        const r = formulaReading(ctx, plan.formula, plan.operands, periods);
        if (r) out.push(r);
      } else if (plan.operands.length >= 2) {
        const pair = operandPair(ctx, plan.operands[0]!, plan.operands[1]!, periods);
        if (pair) {
          const [x, y] = pair;
          const c: Change = { base: y.pick, target: x.pick, fit: x.fit, match: Math.min(x.pick.match, y.pick.match) };
          const r = changeReading(ctx, c, false);
          r.op = 'formula';
          r.value = x.pick.value - y.pick.value;
          r.operands = [x, y];
          out.push(r);
        }
      }
      break;
    case 'extreme':
    case 'threshold':
      if (plan.rowFilter) {
        // (Records filtered by an amount are the record reading's, above.)
        const r = rowFiltered(ctx);
        return r ? [...out, r] : out;
      }
      out.push(...extremes(ctx));
      break;
    case 'compare':
      break;
    case 'count': {
      if (plan.rowFilter) {
        const f = rowFiltered(ctx);
        return f ? [...out, f] : out;
      }
      const r = countedLines(ctx);
      if (r) out.push(r);
      break;
    }
  }
  // The question read as a lookup of a line named with the operation's words ('Change in net
  // assets', 'Weighted-average fair value', 'Sales per square metre'): when the line's own name
  // carries the word, that is what was asked.
  // (Not of periods held against a threshold: 'which quarters made a loss' names the line it reads.)
  if (plan.op !== 'lookup' && plan.op !== 'code' && plan.op !== 'threshold' && plan.literal) {
    const literalCtx: GroundCtx = { ...ctx, allStems: [...new Set([...ctx.allStems, ...plan.literal.tokens.map((t) => t.stem)])] };
    for (const r of lookups(literalCtx, plan.literal, periods, 10, plan.op)) {
      if (r.recall < 0.9 || r.strong < 0.9) continue;
      const label = r.operands[0]?.fit.line.label ?? [];
      // The word that made the operation ('average' for an average) is in the line's own name.
      const opStems: Record<string, RegExp> = {
        average: /^(averag|mean)$/,
        difference: /^(chang|increas|decreas|differenc|growth|grow|movement)$/,
        percentChange: /^(chang|increas|decreas|growth|grow|percent|percentag)$/,
        sum: /^(total|sum|combin)$/,
        ratio: /^(ratio|per|margin)$/,
        share: /^(percent|percentag|share|proportion)$/,
        variance: /^(varianc)$/,
      };
      const re = opStems[plan.op];
      // (Or in a name read as one word, 'changeinnetasset'.)
      const joined = (s: string) => (plan.op === 'difference' || plan.op === 'percentChange') && /^(?:chang|increas|decreas)\w{4,}/.test(s);
      const named = Boolean(re) && label.some((s) => (re!.test(s) || joined(s)) && plan.literal!.tokens.some((t) => t.stem === s));
      // An average asked of a ratio is not one period's figure of it, unless the line is itself an average.
      if ((plan.op === 'ratio' || plan.op === 'share') && saysAverage(plan) && periods.length !== 1 && !label.some((s) => /^(averag|mean)$/.test(s))) continue;
      // (A comparison asked, 'how far over budget', is answered by a figure of one only when it is a
      // comparison itself: a variance or change column's, not the actual spent.)
      const kinds = r.operands[0]?.pick.facts.map((f) => f.col.kind) ?? [];
      const compares = kinds.length > 0 && kinds.every((k) => (plan.op === 'variance' ? k === 'variance' || k === 'pctVariance' : k === 'change' || k === 'pctChange'));
      if (!named && (plan.op === 'variance' || plan.op === 'difference' || plan.op === 'percentChange') && !compares) continue;
      r.exact = false;
      // Not named with the operation's word: only a fallback when the operation finds nothing.
      r.score += named || compares ? 0.12 : -0.3;
      if (!named && (r.recall < 0.95 || r.strong < 0.95)) continue;
      out.push(r);
    }
  }
  const periodCount = countedPeriods(ctx);
  if (periodCount) out.push(periodCount);
  preferDatedBalances(periods, out);
  for (const r of out) if (r.op === 'extreme') nameByKey(plan, r);
  // 'How much of the grant is still to come?' asks what remains: a line's figure that says nothing of
  // what remains (the instalments already paid) does not answer it.
  if (/\bstill (?:to come|to be (?:paid|received|drawn)|due|owed|outstanding|to receive)\b|\byet to (?:come|be (?:paid|received|drawn)|receive)\b/.test(plan.text)) {
    const remains = /^(?:remain\w*|left|outstand\w*|balanc\w*|due|owe|owed|owing|unpaid|receivabl\w*|payabl\w*|undrawn|unspent)$/;
    for (let i = out.length - 1; i >= 0; i--) {
      const line = out[i]!.operands[0]?.fit.line;
      if (out[i]!.unit.kind === 'money' && out[i]!.op !== 'count' && out[i]!.operands.length === 1 && line && ![...line.label, ...line.col, ...line.path].some((x) => remains.test(x))) out.splice(i, 1);
    }
  }
  // 'What % of the award have we drawn?' asks a percentage: an amount of money does not answer it.
  if (/^(?:what|which)\s+(?:%|percent(?:age)?\b|per cent\b|share\b|proportion\b|fraction\b)|\bas (?:a |an )?(?:%|percent(?:age)?\b|per cent\b|share\b|proportion\b)|^how much of\b.*(?:%|\bpercent)/.test(plan.text.trim())) {
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.unit.kind === 'money' && out[i]!.op !== 'percentChange' && (out[i]!.operands.length === 1 || out[i]!.op === 'lookup' || out[i]!.op === 'sum')) out.splice(i, 1);
  }
  // 'How many cheques were outstanding?' asks a number of things: an amount of money or a percentage
  // does not answer it, unless its own line or column names the things ('Visits' read as dollars
  // by a table that said no unit: a count).
  const many = /^(?:how many|the number of|number of|what number of)\s+(?!(?:\S+\s+){0,2}(?:dollars|pounds|euros|rupees|thousands?|millions?|billions?|lakhs?|crores?|[a-z]{0,2}\$|£|€|₹|usd|cad|aud|nzd|gbp|eur|inr)\b)([a-z][a-z-]*)/.exec(plan.text.trim());
  if (many) {
    const noun = words(many[1]!)[0]?.stem ?? '';
    for (let i = out.length - 1; i >= 0; i--) {
      const r = out[i]!;
      const line = r.operands[0]?.fit.line;
      // (A ratio read as printed, 'Quick ratio', for 'how many months of expenses': not the months.)
      if (r.unit.kind === 'ratio' && r.operands.length === 1 && line && bestMatch(noun, [...line.label, ...line.col]) < 0.8) {
        out.splice(i, 1);
        continue;
      }
      if (r.unit.kind === 'percent') {
        if (!/\bpercent|\bpoints?\b|%/.test(plan.text)) out.splice(i, 1);
        continue;
      }
      // (Days, months or years of something are no count of the things: 'machine days' for 'how many machines'.)
      if (r.facts.length > 0 && r.facts.every((f) => f.unit === 'days' || f.unit === 'months' || f.unit === 'years') && !/^(?:days?|weeks?|months?|years?|nights?)$/.test(many[1]!)) {
        out.splice(i, 1);
        continue;
      }
      if (r.unit.kind !== 'money' || !line) continue;
      // (An amount its own words say is money, 'Balance per cash book', is no count; a column the
      // table gave no unit, 'Visits', named by the question, is the count asked.)
      const money = /\b(?:expenses?|expenditures?|fees?|costs?|income|revenues?|salar(?:y|ies)|wages?|grants?|donations?|gifts?|amounts?|payments?|balances?|sales|spend(?:ing)?|deposits?|funds?|cash)\b|[$£€₹]/i;
      const said = `${line.name} ${r.facts.map((f) => `${(f.col.path.at(-1) ?? f.col.label).split(/[.;:]\s+/).at(-1)} ${f.printed ?? ''}`).join(' ')}`;
      // (Not an account of income or spending, '6-1300 Staff Training', unless its column counts:
      // 'Registrations - Adult' under 'Qty'.)
      const counts = /\b(?:qty|quantity|number|no\.?|count|units?|headcount|participants|people|attendance|attendees|visits)\b/i.test(r.facts.map((f) => f.col.label).join(' '));
      const names = r.operands.length === 1 && bestMatch(noun, [...line.label, ...line.col]) >= 0.8 && (counts || (line.category !== 'expense' && line.category !== 'revenue' && !line.rows.some((x) => x.code)));
      // (A count is whole: '1,753.10' is an amount, whatever its column says.)
      const whole = r.facts.every((f) => Number.isInteger(Math.round(f.value * 1e6) / 1e6));
      if (names && whole && !money.test(said)) r.unit = { kind: 'count', scale: r.unit.scale, decimals: r.unit.decimals };
      else if (r.operands.length === 1) out.splice(i, 1);
    }
  }
  // Two kinds of figure set against each other ('the gap between the forecast and the budget'): a
  // difference of two figures of one kind (this year's budget and last year's) is not it.
  if ((plan.op === 'difference' || plan.op === 'percentChange') && /\bforecast/.test(plan.text) && /\bbudget/.test(plan.text)) {
    for (let i = out.length - 1; i >= 0; i--) {
      const kinds = new Set(out[i]!.facts.map((f) => (f.kind === 'forecast' || /forecast|projected|outlook/i.test(f.col.label) ? 'forecast' : f.kind === 'budget' ? 'budget' : 'other')));
      if (!(kinds.has('forecast') && kinds.has('budget'))) out.splice(i, 1);
    }
  }
  // An amount of money asked in a currency ('in rupees, how much did the trust send'): a count is
  // no answer, whatever its row names.
  // (So is one asked with a verb of money: 'how much did we take from the raffle' is takings,
  // not the tickets counted.)
  const moneyVerb = /\bhow much (?:\w+ ){0,3}(?:take|took|taken|raise|raised|earn|earned|spend|spent|pay|paid|cost|charge|charged|owe|owed)\b/.test(plan.text);
  // (When some figure of money is there to answer instead: a table that printed no currency may
  // have been read as counts.)
  if ((plan.currency || (moneyVerb && out.some((r) => r.unit.kind === 'money'))) && /\bhow much\b/.test(plan.text) && !/\bhow many\b/.test(plan.text)) {
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.unit.kind === 'count') out.splice(i, 1);
  }
  // (Nor one asked by a word that only ever means money, 'cash on hand at March 31': pounds of food
  // counted on a line that does not say it is cash are not it.)
  const moneyNoun = /\b(?:cash|revenues?|income|expenses?|expenditures?|spending|salar(?:y|ies)|wages|payroll|surplus|deficit|profit|net assets|reserves)\b/.exec(plan.text);
  if (moneyNoun && !/\bhow many\b|\bnumber of\b|\bcount\b|\bweigh|\bpounds of\b|\blbs?\b|\bkgs?\b|\bhours\b|\bdays\b|\bmonths\b|\bweeks\b|\byears\b|\btimes\b|\bratio\b/.test(plan.text)) {
    const stem = words(moneyNoun[0])[0]?.stem ?? moneyNoun[0];
    for (let i = out.length - 1; i >= 0; i--) {
      const r = out[i]!;
      if (r.unit.kind !== 'count') continue;
      if (r.operands.some((o) => [...o.fit.line.label, ...o.fit.line.col, ...o.fit.line.path].some((x) => x === stem))) continue;
      // (Other than cash, only things weighed or measured: a count of people may be a column of
      // money the table printed no sign for.)
      if (stem !== 'cash' && !r.operands.every((o) => /\((?:lbs?|kgs?|pounds|kilos?|tonnes?|tons|litres?|liters?|gallons?|hours?|hrs)\)|\b(?:lbs?|kgs?|tonnes|litres|liters|gallons)\b/i.test(`${o.fit.line.name} ${o.pick.facts[0]?.col.label ?? ''}`))) continue;
      out.splice(i, 1);
    }
  }
  // A currency asked ('in USD'): figures in it before figures in another ('Spent (EUR)' beside
  // 'Spent (USD)'), when a document has both.
  if (plan.currency) {
    for (const r of out) {
      if (r.unit.kind !== 'money' || !r.facts.length) continue;
      const cs = new Set(r.facts.map((f) => f.col.currency ?? f.currency));
      if (cs.size === 1 && !inCurrencyAsked([...cs][0]!, plan.currency)) r.score -= 0.15;
    }
  }
  // A line printed again in another block of its table under the same name and column (a second
  // pay run below the first): one of the two is not the figure asked, nor is their sum without
  // asking; no reading of either stands.
  const twinned = (l: Line) =>
    ctx.lib.lines.some((o) => o !== l && o.table === l.table && o.name === l.name && o.cols[0] && l.cols[0] && o.cols[0].label === l.cols[0].label && o.cols[0].block !== l.cols[0].block && o.facts.length > 0 && l.facts.length > 0 && o.facts.every((f) => l.facts.every((g) => f.row !== g.row)));
  for (let i = out.length - 1; i >= 0; i--) if (!out[i]!.byRows && out[i]!.operands.some((o) => twinned(o.fit.line))) out.splice(i, 1);
  // A budget asked ('the FY2030 works budget for the new aviary'): a figure of what was spent
  // beside it is no budget.
  if (plan.measure === 'budget') {
    for (let i = out.length - 1; i >= 0; i--) {
      const r = out[i]!;
      if (r.op === 'lookup' && r.facts.length && r.facts.every((f) => effectiveKind(f) === 'actual' || f.kind === 'variance' || f.kind === 'pctVariance')) out.splice(i, 1);
    }
  }
  // A person by their role ('the CEO's salary'): a line that does not say the role is not theirs,
  // though the document names the role elsewhere.
  // (Asked what the person is paid: not 'according to the treasurer's note', a document by its author.)
  const roles = plan.subject.tokens.filter((t) => ROLE.test(t.stem));
  if (roles.length && /\b(?:salary|salaries|pay|paid|compensation|remuneration|wages?|bonus|stipend|fees?)\b/.test(plan.text)) {
    for (let i = out.length - 1; i >= 0; i--) {
      const r = out[i]!;
      if (r.unit.kind === 'text' || r.byRows) continue;
      const says = (l: Line) => roles.every((t) => bestMatch(t.stem, [...l.label, ...l.keys, ...l.path, ...l.col]) >= 0.8);
      if (!r.operands.some((o) => says(o.fit.line))) out.splice(i, 1);
    }
  }
  out.sort((a, b) => b.score - a.score);
  return out;
}

/**
 * 'Which claim number?', 'which invoice ref?': the record ranked first named by the key the question
 * asks for ('Claim #12', 'Invoice Ref A-2291'), not by its label column.
 */
function nameByKey(plan: Plan, r: Reading): void {
  if (typeof r.value !== 'string' || r.operands.length !== 1) return;
  const row = r.operands[0]!.fit.line.rows[0];
  if (!row) return;
  const named = askedKey(plan, row);
  if (!named) return;
  if (r.subjectText === row.label) r.subjectText = named;
  r.value = named;
}

/** The key of a record the question asks for by its heading ('which claim number', 'which invoice ref'): 'Claim #12', 'Invoice Ref A-2291'. */
function askedKey(plan: Plan, row: Line['rows'][number]): string | null {
  if (!row.keys.length) return null;
  const asked = [...plan.text.matchAll(/\b(?:which|what)\s+((?:[a-z#.'-]+\s*){1,3})/g)].map((m) => words(m[1]!).map((t) => t.stem));
  if (!asked.length) return null;
  const ID = /^(?:#|no|number|num|ref|refer|id|code)$/;
  const PLACE = /^(?:unit|apt|apartment|suit|suite|lot|plot|room|flat|stall|pitch)$/;
  for (const key of row.keys) {
    const m = key.match(/^(.+?):\s*(.+)$/);
    if (!m) continue;
    const head = words(m[1]!).map((t) => t.stem);
    const named = head.filter((s) => !ID.test(s));
    const idWord = /#|\b(?:no\.?|number|num|ref|reference|id|code)\b/i.test(m[1]!) || head.every((h) => PLACE.test(h));
    // Every word of the key's heading is said after 'which', and it is an identifier ('#', 'No.', 'Ref').
    if (!idWord || !named.length || !asked.some((a) => named.every((s) => bestMatch(s, a) >= 0.8) && a.some((s) => ID.test(s) || named.includes(s)))) continue;
    const label = m[1]!.trim();
    return /#$/.test(label) ? `${label}${m[2]!.trim()}` : `${label} ${m[2]!.trim()}`;
  }
  return null;
}

/**
 * Days asked ('between 30 June 2024 and 30 June 2025'): where a table dates a balance on those
 * days ('At 30 June' closing a roll-forward), a flow of the years beside it ('Gifts received
 * in the year') is not what was asked.
 */
function preferDatedBalances(periods: Period[], out: Reading[]): void {
  if (!periods.length || !periods.every((p) => p.kind === 'date' && !p.ended && p.day !== undefined && p.month !== undefined)) return;
  const onDay = (f: Fact) => f.periods.some((x) => x.kind === 'date' && !x.ended && periods.some((d) => d.day === x.day && d.month === x.month));
  const dated = out.filter((r) => r.facts.length > 0 && r.facts.every(onDay));
  if (!dated.length) return;
  const tables = new Set(dated.flatMap((r) => r.facts.map((f) => f.table)));
  // (Nor a balance of another day near it, 'At 30 June' for '1 July'.)
  for (const r of out) if (!dated.includes(r) && r.facts.some((f) => tables.has(f.table) && !onDay(f))) r.score -= 0.3;
}

/**
 * A list the question adds up ('salaries, payroll taxes and benefits together'): each thing, and the
 * last two as one when a line's name says both ('Payroll taxes and benefits').
 */
/** Lists of parts said in brackets after their whole. */
const BRACKETED = new WeakSet<Phrase[]>();

function listOf(text: string): Phrase[][] {
  // The parts said in brackets after the whole, 'the vehicle costs (fuel, tyres and insurance)':
  // those parts, two or more.
  const bracket = text.match(/\(\s*([a-z][\w&'/ -]*?(?:,\s+[a-z][\w&'/ -]*?)*,?\s+(?:and|&|plus)\s+[a-z][\w&'/ -]*?)\s*\)/);
  if (bracket) {
    const items = bracket[1]!.split(/,\s+|,?\s+(?:and|&|plus)\s+/).map((x) => x.replace(/^(?:the|our)\s+/, '').trim()).filter(Boolean);
    if (items.length >= 2 && items.length <= 8 && items.every((x) => x.split(/\s+/).length <= 4)) {
      const parts = items.map((x) => phraseOf(x));
      BRACKETED.add(parts);
      return [parts];
    }
  }
  // (What follows a dash or a colon: 'Total personnel FY26 - salaries, taxes and benefits'.)
  const tail = text.split(/\s[-–—]\s|:\s/).pop()!;
  const list = String.raw`((?:[a-z][\w&'/ -]*?,\s+)+[a-z][\w&'/ -]*?,?\s+(?:and|&|plus)\s+[a-z][\w&'/ -]*?)(?=\s+(?:together|combined|altogether|in total|added up|summed|for|in|during|at|as of|over)\b|\s*[?.!]*\s*$)`;
  const m = tail.match(new RegExp(String.raw`\b(?:of|for|on)\s+(?:the\s+|our\s+)?${list}`)) ?? tail.match(new RegExp(`^${list}`));
  if (!m) return [];
  const items = m[1]!.split(/,\s+|,?\s+(?:and|&|plus)\s+(?=[^,]*$)/).map((x) => x.replace(/^(?:the|our)\s+/, '').trim()).filter(Boolean);
  if (items.length < 3 || items.some((x) => x.split(/\s+/).length > 5)) return [];
  const out = [items.map((x) => phraseOf(x))];
  out.push([...items.slice(0, -2).map((x) => phraseOf(x)), phraseOf(items.slice(-2).join(' and '))]);
  return out;
}

/** The question asks for an average ('the mean margin'), not a line named a weighted average. */
function saysAverage(plan: Plan): boolean {
  return /\b(?:average|mean)\b/.test(plan.text.replace(WEIGHTED_AVERAGE, ' '));
}

/**
 * 'The total investments' where the table has 'Investments, current' and 'Investments,
 * non-current' and no line adding them: the lines the question's words fit equally well,
 * in one column and period, added up. Only when 'total' is said and none of them is a total.
 */
function totalOfParts(ctx: GroundCtx, found: Reading[]): Reading | null {
  if (!/\btotal\b/.test(ctx.plan.text)) return null;
  const a = found[0];
  const o = a?.operands[0];
  if (!a || !o || a.operands.length !== 1 || typeof a.value !== 'number' || a.weak.length || o.fit.line.isTotal || o.pick.facts.length !== 1) return null;
  const f0 = o.pick.facts[0]!;
  if (!ADDITIVE.has(f0.unit)) return null;
  const same = (r: Reading) => {
    const x = r.operands[0];
    if (!x || r.operands.length !== 1 || r.weak.length || x.pick.facts.length !== 1 || typeof r.value !== 'number') return false;
    const f = x.pick.facts[0]!;
    if (f.table !== f0.table || f.col !== f0.col || f.row === f0.row || x.pick.match !== o.pick.match) return false;
    return a.score - r.score <= 0.05 && x.fit.ev.every((e, i) => Math.abs(e - o.fit.ev[i]!) < 0.05);
  };
  const parts = [a, ...found.slice(1, 12).filter(same)];
  if (parts.length < 2) return null;
  // A total line of the table the words fit as well is the answer itself.
  if (found.some((r) => r.operands[0]?.fit.line.isTotal && r.operands[0].pick.facts[0]?.table === f0.table && a.score - r.score <= 0.05)) return null;
  const rows = new Set(parts.map((r) => r.operands[0]!.pick.facts[0]!.row));
  if (rows.size !== parts.length || parts.some((r) => r.operands[0]!.fit.line.isTotal)) return null;
  const value = parts.reduce((n, r) => n + (r.value as number), 0);
  const r = base('sum', parts.map((x) => x.operands[0]!), value, unitOfFact(f0, true), a.score + 0.02);
  const labels = parts.map((x) => x.operands[0]!.pick.facts[0]!.row.label);
  r.subjectText = new Set(labels).size === labels.length ? `${labels.join(' and ')}${f0.col.distinct.length ? ` (${f0.col.label})` : ''}` : parts.map((x) => x.subjectText).join(' and ');
  r.phrase = a.phrase;
  r.working = [`Working: ${parts.map((x) => fmtFact(x.operands[0]!.pick.facts[0]!, x.value as number)).join(' + ')} = ${fmtFact(f0, value, true)}.`];
  return r;
}

export function isDerivedLine(line: Line): boolean {
  return line.cols.every((c) => c.kind === 'change' || c.kind === 'pctChange' || c.kind === 'variance' || c.kind === 'pctVariance');
}

export { bestMatch, words };
