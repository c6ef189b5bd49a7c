// Questions that pick out the rows of a register by what its columns hold, then count them or add
// one of their figures: 'how many flats are over 3 months behind on rent', 'how many donors
// have given nothing so far', 'the sum still due from associate members', 'plantas sembradas in
// communities with more than 15 familias'. A register is any table of things one row each (a
// pledge tracker, an arrears list, a members' ledger, a list of communities), dated or not.
//
// Each condition is read from the question against the table's own columns:
//   - a number held against a column the words beside it name ('more than 25 beds', 'cost over
//     $1m', 'anything in the 91+ column');
//   - a value of a column of words the question says whole ('junior', 'senior playing', 'pending');
//   - nothing paid, fully paid, fully written down: a column of what was paid, what is still owed
//     or what an asset is still worth, at zero.
// Every naming word of the question must be said by the register (its title, its document, its
// headers), by a condition, by the figure added up, or be the noun for its rows; else this is not
// the register asked about and nothing is stated.
import type { GroundCtx } from './ground';
import type { Col, Fact, Row, TableModel } from './table/types';
import { factAt } from './table/build';
import { withoutPeriods } from './table/lines';
import { findPeriods, intervalOf, periodMatch } from './periods';
import { spansPeriods } from './records';
import { bestMatch, contentStems, isStopword, stem as stemOf, words } from './text';

export interface RegisterCondition {
  /** The column's header, as printed. */
  head: string;
  /** As the answer says it: 'Months in arrears above 2', 'Status is Paid'. */
  said: string;
  test: (r: Row) => boolean;
  /** The column held against a number or zero (its figures are cited). */
  col: Col | null;
  /** An amount of money held against a column of money ('gifts of $1,000 or more'). */
  amount?: boolean;
}

export interface RegisterAnswer {
  kind: 'count' | 'sum' | 'average' | 'share';
  table: TableModel;
  /** Every row of the register, and those the conditions pick out. */
  all: Row[];
  rows: Row[];
  conditions: RegisterCondition[];
  /** The column added up (a sum), or the one cited. */
  col: Col | null;
  facts: Fact[];
  /** What the rows are called ('units', 'members'), from the question. */
  noun: string;
  score: number;
}

interface QWord {
  word: string;
  stem: string;
  at: number;
}

/** What a log's rows are: its records ('payments', 'txns'). */
const RECORD_NOUN = /^(?:payments?|donations?|gifts?|transactions?|txns?|deposits?|withdrawals?|receipts?|purchases?|invoices?|entries|entry|records?|transfers?|charges?|refunds?|repayments?|claims?|contributions?|credits?|debits?|lines?|checks|cheques|remittances?|draws|drawdowns?|disbursements?|reimbursements?|instal?ments?|pledges?|bills|bookings?|postings?|items?|rows?|cfdis?|tranches?)$/;

const PERIOD_NOUN = /^(?:years?|months?|quarters?|weeks?|days?|periods?|times?|fys?)$/;

/** Words that say what is asked, not which rows or figures: 'how many', 'total', 'did we'. */
const ASKING = new Set(['how', 'many', 'much', 'number', 'no', 'count', 'total', 'totals', 'sum', 'add', 'up', 'altogether', 'all', 'combined', 'together', 'what', 'which', 'whose', 'who', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'have', 'has', 'had', 'there', 'in', 'on', 'of', 'the', 'a', 'an', 'our', 'we', 'us', 'by', 'for', 'list', 'listed', 'still', 'so', 'far', 'yet', 'just', 'only', 'currently', 'now', 'right', 'at', 'as', 'with', 'that', 'those', 'these', 'get', 'got', 'give', 'me', 'please', 'tell', 'show', 'amount', 'figure', 'value', 'overall']);

/** The register's cells as text, for a column of words or a key. */
function text(r: Row, i: number): string {
  const v = r.cells[i];
  return v === null || v === undefined ? '' : String(v).trim();
}

function headerOf(t: TableModel, index: number): string {
  const col = t.cols.find((c) => c.index === index);
  if (col) return col.path.join(' ') || col.label;
  const stored = (t.stored.headerRows ?? []).map((h) => h[index] ?? '').filter(Boolean);
  return [...new Set(stored)].join(' ') || String(t.stored.columns?.[index] ?? '');
}

/** A column's naming stems: its header's words (what it is, and its period's words too). */
function headStems(t: TableModel, index: number): string[] {
  const col = t.cols.find((c) => c.index === index);
  return [...new Set([...contentStems(headerOf(t, index)), ...(col?.own ?? [])])];
}

/**
 * A register's columns of figures, each once: a table restating its header over a second block of
 * rows (a second pay run) has the same columns again, read for the rows under them.
 */
function columnsOf(t: TableModel, rows: Row[]): Col[] {
  const seen = new Set<string>();
  return t.cols.filter((c) => {
    if (c.textual || c.index === t.labelColumn || !rows.some((r) => typeof r.cells[c.index] === 'number')) return false;
    const key = `${c.index}|${c.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A row's figure in a column, under its own block's header. */
function factOf(t: TableModel, r: Row, c: Col): Fact | null {
  const own = r.block === c.block ? c : (t.cols.find((x) => x.block === r.block && x.index === c.index && x.label === c.label) ?? c);
  return factAt(t, r, own);
}

const numberOf = (s: string) => Number(s.replace(/[,\s]/g, ''));
const MULT: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, bn: 1e9, billion: 1e9, lakh: 1e5 };

interface Comparison {
  from: number;
  to: number;
  cmp: '>' | '>=' | '<' | '<=';
  value: number;
  money: boolean;
  percent: boolean;
}

/** 'more than 40', 'over J$1m', 'at least 15', '$1,000 or more', '2 or fewer'. */
function comparisons(q: string): Comparison[] {
  const out: Comparison[] = [];
  const cur = String.raw`(?:[£$€₹]|[a-z]{1,3}\$|ksh\.?\s?|rs\.?\s?|r(?=\s?\d))?`;
  const num = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(k|m|mn|bn|thousand|million|billion|lakh)?\b\s*(%|percent\b)?`;
  const lead = new RegExp(String.raw`\b(more than|over|above|greater than|at least|exceeding|in excess of|upwards of|under|below|less than|fewer than|at most|no more than|not more than)\s+(${cur})\s?${num}(?:\s+or\s+(more|over|above|greater|higher|less|fewer|under|below|lower))?`, 'g');
  for (const m of q.matchAll(lead)) {
    const w = m[1]!;
    const tail = m[6] ?? '';
    const up = /^(?:more than|over|above|greater than|at least|exceeding|in excess of|upwards of)$/.test(w);
    const inclusive = Boolean(tail) || /^(?:at least|at most|no more than|not more than)$/.test(w);
    out.push({ from: m.index!, to: m.index! + m[0].length, cmp: up ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<', value: numberOf(m[3]!) * (MULT[m[4] ?? ''] ?? 1), money: Boolean(m[2]), percent: Boolean(m[5]) });
  }
  const trail = new RegExp(String.raw`(${cur})\s?${num}\s+or\s+(more|over|above|greater|higher|less|fewer|under|below|lower)\b`, 'g');
  for (const m of q.matchAll(trail)) {
    if (out.some((c) => m.index! >= c.from && m.index! < c.to)) continue;
    const up = /more|over|above|greater|higher/.test(m[5]!);
    out.push({ from: m.index!, to: m.index! + m[0].length, cmp: up ? '>=' : '<=', value: numberOf(m[2]!) * (MULT[m[3] ?? ''] ?? 1), money: Boolean(m[1]), percent: Boolean(m[4]) });
  }
  return out.filter((c) => Number.isFinite(c.value));
}

const passes = (c: Comparison, v: number) => (c.cmp === '>' ? v > c.value : c.cmp === '>=' ? v >= c.value : c.cmp === '<' ? v < c.value : v <= c.value);
const cmpWord = (c: Comparison) => ({ '>': 'above', '>=': 'at least', '<': 'below', '<=': 'at most' })[c.cmp];

/** A question's words with their places, for the words beside a comparison. */
function placed(q: string): QWord[] {
  const out: QWord[] = [];
  const re = /[\p{L}\p{N}&$£€₹%.,'-]+/gu;
  for (const m of q.matchAll(re)) {
    for (const w of words(m[0])) out.push({ ...w, at: m.index! });
  }
  return out;
}

/** Nothing paid: 'have given nothing so far', 'paid nothing', 'not paid a cent'. */
const NOTHING_PAID = /\b(?:ha(?:ve|s)\s?n'?t|have not|has not|not yet|never|did\s?n'?t|did not|yet to|not)\s+(?:paid|pay|made (?:a|any) payments?|contributed)\b(?:\s+(?:anything|a cent|a penny|a dime|a thing|any(?:thing)?|at all|yet|of (?:their|the|his|her) \w+))*|\b(?:paid|contributed) nothing\b|\bnothing (?:paid|received)\b/;
/** Paid in full: a status of that name, else nothing left owing. */
const FULLY_PAID = /\b(?:fully paid(?: up| off)?|paid (?:in full|up|off)|fully settled|settled in full)\b/;
/** An asset worth nothing in the books any more. */
const WRITTEN_DOWN = /\bfully (?:written (?:down|off)|depreciated|amorti[sz]ed)\b/;
/** Something, or nothing, under a column: 'anything in the 91+ column', 'nothing in m&g'. */
const ANYTHING_IN = /\b(anything|something|any amount|an amount|a balance|money|nothing|no amount)\s+(?:in|under|for)\s+(?:the\s+)?((?:[\p{L}\p{N}&+-]+\s*){1,5}?)(?=\s*(?:bucket|column|band|category|$|[?.,;)]|\b(?:and|or|but|on|at|as|of)\b))/u;

/** 'Have a waiting list', 'with a deposit', 'without a deposit', 'has no arrears': a column named as had or not. */
// (An article after 'with' or 'without': 'net assets without donor restrictions' is a kind of net assets.)
const HAVING = /\b(have an?|has an?|have any|has any|with an?|with any|without an?|without any|have no|has no|with no)\s+((?:[\p{L}\p{N}&+-]+\s*){1,3}?)(?=\s*(?:$|[?.,;)]|\b(?:and|or|but|on|at|as|of|in|this|last|for|so far)\b))/u;

const OWED = /^(?:balanc|outstand|due|owe|owed|owing|unpaid|arrear|remain)/;
const PAID = /^(?:paid|pai|pay)(?!abl)/;
const WORTH = /^(?:nbv|net|book|carry|written|wdv)/;

/**
 * The conditions the question sets on a register's columns, and the question's words each used.
 * Null when a condition the question sets cannot be read on this register.
 */
/** A column of words written freely for each row ('Reference', 'Description', 'Memo'): no category, however often a word recurs. */
const FREE_TEXT = /\b(?:ref|reference|description|desc|memo|narration|narrative|details?|particulars|remarks?|notes?|comments?|concept|concepto|libell[eé]|omschrijving|verwendungszweck|causale)\b/i;

function conditionsOn(t: TableModel, body: Row[], q: string, qw: QWord[]): { conds: RegisterCondition[]; used: Set<number> } | null {
  const conds: RegisterCondition[] = [];
  const used = new Set<number>();
  const numeric = columnsOf(t, body);
  const num = (r: Row, c: Col) => (typeof r.cells[c.index] === 'number' ? (r.cells[c.index] as number) : 0);
  const useSpan = (from: number, to: number) => qw.forEach((w, i) => w.at >= from && w.at < to && used.add(i));
  // Columns of words and keys: each value, the rows holding it.
  const wordCols = [...new Set([...t.keyColumns, ...t.cols.filter((c) => c.textual).map((c) => c.index)])].filter((i) => i !== t.labelColumn);
  const valuesOf = (i: number) => {
    const m = new Map<string, Row[]>();
    for (const r of body) {
      const v = text(r, i);
      if (v && /\p{L}/u.test(v)) m.set(v, [...(m.get(v) ?? []), r]);
    }
    return m;
  };
  // (A column that names each row once, a name or a reference, is no category.)
  // (A column of many values, one of them shared by three rows or more, is one: 'Position', where
  // five are 'Literacy Facilitator'.)
  const categories = wordCols
    .map((i) => ({ i, values: valuesOf(i) }))
    .filter(({ i, values }) => values.size >= 2 && (values.size <= Math.max(2, body.length * 0.6) ? [...values.values()].some((rs) => rs.length >= 2) : !FREE_TEXT.test(headerOf(t, i)) && values.size < body.length && [...values.values()].some((rs) => rs.length >= 3)));
  const byHeader = (re: RegExp) => numeric.filter((c) => headStems(t, c.index).some((s) => re.test(s)) && !c.period?.month);

  // Nothing paid.
  const nothing = NOTHING_PAID.exec(q);
  if (nothing) {
    // A status saying so ('Unpaid'), else nothing under what was paid of something owed (a member
    // exempt from paying owes nothing, and has not failed to pay it).
    const UNPAID = /^(?:unpaid|not paid|nothing paid|not yet paid)$/i;
    const status = categories.find(({ values }) => [...values.keys()].some((v) => UNPAID.test(v)));
    const paid = byHeader(PAID).sort((a, b) => Number(/total|date/i.test(headerOf(t, b.index))) - Number(/total|date/i.test(headerOf(t, a.index))))[0];
    const owed = byHeader(OWED)[0];
    if (status) {
      const v = [...status.values.keys()].find((x) => UNPAID.test(x))!;
      conds.push({ head: headerOf(t, status.i), said: `${headerOf(t, status.i)} is ${v}`, test: (r) => text(r, status.i) === v, col: null });
    } else if (paid) {
      conds.push({ head: headerOf(t, paid.index), said: `nothing under ${headerOf(t, paid.index)}`, test: (r) => num(r, paid) === 0 && (!owed || num(r, owed) > 0), col: paid });
    } else return null;
    useSpan(nothing.index, nothing.index + nothing[0].length);
  }
  // Paid in full: a status saying so, else nothing owed.
  const full = FULLY_PAID.exec(q);
  if (full) {
    const status = categories.find(({ values }) => [...values.keys()].some((v) => /^(?:paid|paid in full|fully paid|settled)$/i.test(v)));
    if (status) {
      const v = [...status.values.keys()].find((x) => /^(?:paid|paid in full|fully paid|settled)$/i.test(x))!;
      conds.push({ head: headerOf(t, status.i), said: `${headerOf(t, status.i)} is ${v}`, test: (r) => text(r, status.i) === v, col: null });
    } else {
      const owed = byHeader(OWED)[0];
      if (!owed) return null;
      conds.push({ head: headerOf(t, owed.index), said: `nothing under ${headerOf(t, owed.index)}`, test: (r) => num(r, owed) === 0, col: owed });
    }
    useSpan(full.index, full.index + full[0].length);
  }
  const down = WRITTEN_DOWN.exec(q);
  if (down) {
    const worth = byHeader(WORTH).at(-1);
    if (!worth) return null;
    conds.push({ head: headerOf(t, worth.index), said: `nothing left under ${headerOf(t, worth.index)}`, test: (r) => num(r, worth) === 0, col: worth });
    useSpan(down.index, down.index + down[0].length);
  }
  // Anything (nothing) under a column the words name.
  // ('Which classes have a waiting list', 'how many with no deposit': something, or nothing, under it.)
  const anything = ANYTHING_IN.exec(q);
  const having = anything ? null : HAVING.exec(q);
  const under = anything ? { at: anything.index, whole: anything[0], what: anything[1]!, named: anything[2]! } : having ? { at: having.index, whole: having[0], what: /\b(?:without|no)\b/.test(having[1]!) ? 'nothing' : 'something', named: having[2]! } : null;
  if (under) {
    const named = contentStems(under.named);
    const col = numeric.map((c) => ({ c, n: named.filter((s) => bestMatch(s, headStems(t, c.index)) >= 0.8).length })).filter((x) => x.n === named.length && x.n > 0).sort((a, b) => headStems(t, a.c.index).length - headStems(t, b.c.index).length)[0]?.c;
    if (col) {
      const none = /^(?:nothing|no amount)$/.test(under.what);
      conds.push({ head: headerOf(t, col.index), said: `${none ? 'nothing' : 'something'} under ${headerOf(t, col.index)}`, test: (r) => (none ? num(r, col) === 0 : num(r, col) !== 0), col });
      useSpan(under.at, under.at + under.whole.length);
    }
  }
  // A number held against the column the words beside it name.
  for (const c of comparisons(q)) {
    if (qw.some((w, i) => w.at >= c.from && w.at < c.to && used.has(i))) continue;
    const first = qw.findIndex((w) => w.at >= c.to);
    const last = qw.findLastIndex((w) => w.at < c.from);
    const after = first < 0 ? [] : qw.slice(first, first + 4).map((w, k) => ({ w, i: first + k }));
    const before = last < 0 ? [] : qw.slice(Math.max(0, last - 3), last + 1).map((w, k) => ({ w, i: Math.max(0, last - 3) + k }));
    let best: { col: Col; hits: number[] } | null = null;
    for (const side of [after, before]) {
      for (const col of numeric) {
        const head = headStems(t, col.index);
        const hits = side.filter(({ w }) => !isStopword(w.word) && bestMatch(w.stem, head) >= 0.8).map(({ i }) => i);
        if (hits.length && (!best || hits.length > best.hits.length)) best = { col, hits };
      }
      if (best) break;
    }
    // (An amount of money, 'gifts of $1,000 or more', is held against the one column of money.)
    if (!best && c.money) {
      const money = numeric.filter((col) => body.some((r) => factOf(t, r, col)?.unit === 'money'));
      if (money.length === 1) best = { col: money[0]!, hits: [] };
    }
    if (!best) return null;
    const col = best.col;
    const f = body.map((r) => factOf(t, r, col)).find((x): x is Fact => x !== null);
    // (A percentage asked of a column of percentages stored as fractions: 100% is 1.)
    const scale = c.percent && f?.unit === 'percent' && body.every((r) => Math.abs(num(r, col)) <= 1.5) ? 0.01 : 1;
    const cc = { ...c, value: c.value * scale };
    // (A number far beyond every figure of the column is not held against it: 'employees earning
    // over £60,000' against a column counting employees.)
    const vs = body.map((r) => r.cells[col.index]).filter((v): v is number => typeof v === 'number').map(Math.abs);
    if (vs.length && ((cc.cmp.startsWith('>') && cc.value > 2 * Math.max(...vs)) || (cc.cmp.startsWith('<') && cc.value < 0.5 * Math.min(...vs)))) return null;
    conds.push({ head: headerOf(t, col.index), said: `${headerOf(t, col.index)} ${cmpWord(c)} ${c.value.toLocaleString('en-US')}${c.percent ? '%' : ''}`, test: (r) => typeof r.cells[col.index] === 'number' && passes(cc, num(r, col)), col, amount: f?.unit === 'money' });
    useSpan(c.from, c.to);
    for (const i of best.hits) used.add(i);
  }
  // A value of a column of words, said whole ('senior playing', 'junior', 'pending').
  // (The column whose value says the most of the question's words first: 'literacy facilitators'
  // is a position, 'Literacy Facilitator', before it is a programme, 'Literacy'.)
  const valueStems = (v: string) => contentStems(withoutPeriods(v.replace(/\([^)]*\)/g, ' '))).filter((s) => !/^\d/.test(s));
  const saysWhole = (v: string) => {
    const stems = valueStems(v);
    return stems.length > 0 && stems.every((s) => qw.some((w, k) => !used.has(k) && !ASKING.has(w.word) && w.stem === s)) ? stems.length : 0;
  };
  const longest = new Map(categories.map(({ i, values }) => [i, Math.max(0, ...[...values.keys()].map(saysWhole))]));
  for (const { i, values } of [...categories].sort((a, b) => longest.get(b.i)! - longest.get(a.i)!)) {
    const said: string[] = [];
    const hits = new Map<string, number[]>();
    for (const v of values.keys()) {
      // (Its words as they are, not a synonym's: 'Awarded' is not said by 'grant'; nor its period,
      // 'Payroll - May 2025'.)
      const stems = valueStems(v);
      if (!stems.length) continue;
      const at = stems.map((s) => qw.findIndex((w, k) => !used.has(k) && !ASKING.has(w.word) && w.stem === s));
      if (at.some((k) => k < 0)) continue;
      said.push(v);
      hits.set(v, at);
    }
    // (Of 'Paid' and 'Part paid' both said, the longer: its words include the other's.)
    const kept = said.filter((v) => !said.some((o) => o !== v && o.length > v.length && contentStems(v).every((s) => contentStems(o).includes(s))));
    if (!kept.length) continue;
    const first = Math.min(...kept.flatMap((v) => hits.get(v)!));
    const negated = first > 0 && /^(?:not|non|except|excluding|excl|other|without)$/.test(qw[first - 1]!.word);
    const set = new Set(kept);
    const head = headerOf(t, i);
    conds.push({ head, said: `${head} ${negated ? 'is not' : 'is'} ${kept.join(' or ')}`, test: (r) => set.has(text(r, i)) !== negated, col: null });
    for (const v of kept) for (const k of hits.get(v)!) used.add(k);
    if (negated) used.add(first - 1);
  }
  return { conds, used };
}

/** The register's rows inside the periods asked, when its rows are dated; null when it cannot say. */
function inPeriods(ctx: GroundCtx, t: TableModel, body: Row[], col: Col | null): Row[] | null {
  const periods = ctx.plan.periods;
  if (!periods.length) return body;
  const dated = body.filter((r) => [r.period, ...r.periods].some((p) => p && p.year !== undefined));
  if (dated.length === body.length) {
    // (A register of some months does not answer for a longer period: three months of card
    // payments are not the year's income.)
    if (!spansPeriods(ctx, t, body, periods)) return null;
    return body.filter((r) => {
      const d = [r.period, ...r.periods].find((p) => p && p.year !== undefined)!;
      const di = intervalOf(d, ctx.fyStart, d.year);
      return periods.some((p) => {
        const pi = intervalOf(p, ctx.fyStart, p.year ?? d.year);
        return Boolean(di && pi && di.from >= pi.from && di.to <= pi.to);
      });
    });
  }
  // Undated rows: the period must be the figure's column's, or the register's own (its title's).
  if (col?.period && periods.every((p) => periodMatch(p, col.period!, ctx.fyStart) > 0)) return body;
  const own = findPeriods(t.title);
  if (own.length && periods.every((p) => own.some((o) => periodMatch(p, o, ctx.fyStart) > 0))) return body;
  return null;
}

/** The whole of a list: 'altogether', 'on the waiting list', 'in the register'. */
const WHOLE_LIST = /\b(?:altogether|all told|in total|(?:on|in) the (?:[\p{L}-]+ ){0,2}(?:list|register|ledger|tracker|roll))\b/u;

/** The question asks to count a register's rows, or add up a figure of theirs. */
/** 'What % of our tenants are on the reduced rate', 'what share of the flats': the rows' noun after it. */
const SHARE_OF = /^(?:what|which)\s+(?:%|percent(?:age)?|share|proportion|fraction)\s+of\s+(?:all\s+)?(?:our\s+|the\s+)?([\p{L}-]+)/u;

function askOf(q: string): RegisterAnswer['kind'] | null {
  // (Of things counted, 'members', 'units': not of an amount, 'the amount pledged', 'FY25 expenditure'.)
  const share = SHARE_OF.exec(q)?.[1];
  if (share) return /[^s]s$/.test(share) && !/^(?:costs|expenses|expenditures|funds|assets|sales|revenues|receipts|takings|earnings|fees|grants|donations|gifts|wages|salaries|payments|totals|budgets|years|months|quarters)$/.test(share) ? 'share' : null;
  // ('The mean headcount per booking that went ahead': their mean.)
  if (/\b(?:average|avg|mean)\b/.test(q)) return 'average';
  const many = /\b(?:how many|number of|no\.? of|count of)\s+([\p{L}-]+)/u.exec(q);
  if (many && !PERIOD_NOUN.test(many[1]!)) return 'count';
  if (many) return null;
  if (/^(?:what(?:'s| is| was| are| were)?\s+)?(?:the\s+)?(?:total|sum|combined)\b|\b(?:in total|altogether|add(?:ed)? up|total of|sum of)\b|^how much\b/.test(q)) return 'sum';
  return null;
}

export function registerQuery(ctx: GroundCtx): RegisterAnswer | null {
  const q = ctx.plan.text.toLowerCase();
  const kind = askOf(q);
  // (Refunds netted or left out are the record reading's, records.ts.)
  if (!kind || /\b(?:refund|revers|chargeback)/.test(q)) return null;
  const qw = placed(q);
  // The noun the rows are called: 'how many units', 'which members'.
  const nounAt = (() => {
    const m = SHARE_OF.exec(q) ?? /\b(?:how many|number of|no\.? of|count of)\s+(?:the\s+)?([\p{L}-]+)/u.exec(q);
    return m ? qw.findIndex((w) => w.at >= m.index! + m[0].length - m[1]!.length) : -1;
  })();
  let best: RegisterAnswer | null = null;
  for (const t of ctx.lib.tables) {
    const all = t.rows.filter((r) => !r.isHeading && !r.isTotal && !/^(?:sub-?)?totals?\b|^grand total\b/i.test(r.label) && r.cells.some((v, i) => i !== t.labelColumn && v !== null && v !== undefined && String(v).trim() !== ''));
    if (all.length < 3) continue;
    const read = conditionsOn(t, all, q, qw);
    // (No condition: only every row of a register the question names as a whole, 'how many units
    // are on the arrears list altogether'.)
    if (!read || (!read.conds.length && !(kind === 'count' && WHOLE_LIST.test(q)))) continue;
    if (kind === 'share' && !read.conds.length) continue;
    const { conds, used } = read;
    // (The last word of what follows 'how many' that no condition used: 'how many lapsed members',
    // 'how many funding bids are pending'.)
    // (Its first plural, 'how many outlets sold more than …', else its last word.)
    let nounIndex = -1;
    for (let i = nounAt; i >= 0 && i < qw.length && (used.has(i) || !(ASKING.has(qw[i]!.word) || isStopword(qw[i]!.word))); i++) {
      if (used.has(i)) continue;
      nounIndex = i;
      if (/[^s]s$/.test(qw[i]!.word)) break;
    }
    let noun: string | null = nounIndex >= 0 ? qw[nounIndex]!.word : null;
    // The figure added up: a column of figures the words left name, else the one column of money.
    const numeric = columnsOf(t, all);
    let col: Col | null = null;
    const measureWords: number[] = [];
    let ask = kind;
    // ('How many concerts did we give': a column of the register counts them; its figures added up.)
    if (kind === 'count' && nounIndex >= 0) {
      const counted = numeric.filter((c) => bestMatch(qw[nounIndex]!.stem, headStems(t, c.index)) >= 0.8 && !conds.some((x) => x.col === c));
      if (counted.length === 1) {
        ask = 'sum';
        col = counted[0]!;
        measureWords.push(nounIndex);
      }
    }
    // (A log's rows are its records: 'how many animals were adopted' is no count of its transactions.)
    const dated = all.filter((r) => [r.period, ...r.periods].some((p) => p?.kind === 'date')).length >= all.length * 0.8;
    // (A log's records held only against an amount are the record reading's, records.ts.)
    if (dated && conds.length && conds.every((c) => c.amount)) continue;
    if (ask === 'count' && dated && nounIndex >= 0 && !RECORD_NOUN.test(qw[nounIndex]!.word) && bestMatch(qw[nounIndex]!.stem, [...t.titleStems, ...t.headStems]) < 0.8) continue;
    if ((ask === 'sum' || ask === 'average') && !col) {
      const left = qw.map((w, i) => ({ w, i })).filter(({ w, i }) => !used.has(i) && !ASKING.has(w.word) && !isStopword(w.word));
      // ('Still owed': what is left owing.)
      const owes = /\b(?:still )?(?:owed|owing|outstanding|in arrears|due)\b/.test(q.replace(FULLY_PAID, ' '));
      // (Not a column a condition holds against a number: 'over 3 months behind' is no figure to add.)
      const held = new Set(conds.map((c) => c.col).filter(Boolean));
      const ranked = numeric
        .filter((c) => !held.has(c))
        .map((c) => {
          const head = headStems(t, c.index);
          const hits = left.filter(({ w }) => bestMatch(w.stem, head) >= 0.8).map(({ i }) => i);
          return { c, hits, n: hits.length + (owes && head.some((s) => OWED.test(s)) ? 1 : 0) - (c.period?.month ? 0.5 : 0) };
        })
        .filter((x) => x.n > 0)
        .sort((a, b) => b.n - a.n);
      if (ranked.length && (ranked.length < 2 || ranked[0]!.n > ranked[1]!.n)) {
        col = ranked[0]!.c;
        measureWords.push(...ranked[0]!.hits);
      } else if (!ranked.length) {
        const money = numeric.filter((c) => all.some((r) => factOf(t, r, c)?.unit === 'money'));
        if (money.length === 1) col = money[0]!;
      }
      if (!col) continue;
    }
    // (Rows that are periods are counted only as the periods the question names: 'how many Sundays'
    // are no count of a summary's months and quarters.)
    const rowKind = noun && /^(?:sundays|saturdays|mondays|tuesdays|wednesdays|thursdays|fridays|days|dates|weeks|weekends)$/.test(noun) ? 'date' : noun === 'months' ? 'month' : noun === 'quarters' ? 'quarter' : null;
    if (rowKind && !all.every((r) => r.period?.kind === rowKind)) continue;
    const cited = col ?? conds.find((c) => c.col)?.col ?? numeric[0] ?? null;
    const body = inPeriods(ctx, t, all, cited);
    // (None of its rows in the periods asked: not the register asked about.)
    if (!body?.length) continue;
    // Every naming word of the question said: by the register, a condition, the figure added up,
    // or the noun for its rows.
    const doc = ctx.lib.docs.get(t.documentId);
    const own = [...t.titleStems, ...(doc?.nameStems ?? []), ...t.headStems, ...t.cols.flatMap((c) => headStems(t, c.index)), ...t.keyColumns.flatMap((i) => headStems(t, i))];
    const periodWords = new Set(ctx.plan.periods.flatMap((p) => words(p.text).map((w) => w.word)));
    let unsaid = 0;
    let saidByOwn = 0;
    for (const [i, w] of qw.entries()) {
      if (used.has(i) || measureWords.includes(i) || ASKING.has(w.word) || isStopword(w.word) || /^\d/.test(w.word) || periodWords.has(w.word)) continue;
      if (bestMatch(w.stem, own) >= 0.8) {
        saidByOwn++;
        continue;
      }
      // (The rows' noun: after 'how many', right after a value said, 'junior members', or the
      // one plural the register does not say, 'owed by units'.)
      if (i === nounIndex || (i > 0 && used.has(i - 1) && /s$/.test(w.word))) continue;
      if (nounAt < 0 && noun === null && /[^s]s$/.test(w.word)) {
        noun = w.word;
        continue;
      }
      // (A word no document says, a typo or a verb of the question's own, is no reason either way.)
      if (!ctx.lib.idf.seen(w.stem) && !ctx.lib.vocabulary.has(w.stem)) continue;
      unsaid++;
    }
    if (unsaid) continue;
    // (Every row of a register counted: the register must say what its rows are, 'how many units'
    // of a list with a Unit column.)
    if (!conds.length && !(noun && bestMatch(stemOf(noun), own) >= 0.8)) continue;
    const rows = body.filter((r) => conds.every((c) => c.test(r)));
    const facts = cited ? rows.map((r) => factOf(t, r, cited)).filter((f): f is Fact => f !== null) : [];
    // (Income and spending together add up to nothing asked: 'what has the touring fund spent'
    // is its spending, which its lines of accounts answer.)
    if ((ask === 'sum' || ask === 'average') && new Set(rows.map((r) => r.category).filter((c) => c === 'revenue' || c === 'expense')).size > 1) continue;
    // (A figure added up over every row is the register's total, a line of its own: not this.)
    if ((ask === 'sum' || ask === 'average') && rows.length === body.length) continue;
    if ((ask === 'sum' || ask === 'average') && (!rows.length || !facts.length || facts.some((f) => f.unit !== facts[0]!.unit))) continue;
    const score = 1 + 0.1 * saidByOwn + 0.2 * conds.length;
    if (!best || score > best.score) best = { kind: ask, table: t, all: body, rows, conditions: conds, col: cited, facts, noun: noun ?? 'rows', score };
  }
  return best;
}

