// Questions about the records of a log (a bank statement, donations received in kind, a Gift Aid
// schedule, a ledger export) one by one, not about a line's figure: how many records the question's
// words pick out ('transfers to the printer in June', 'pledges over $250'), the single largest or
// smallest of them ('the smallest single deposit'), and when one of them was dated ('on what day
// did the council transfer arrive', 'the first date on the sign-up sheet').
//
// The log is a table whose lines include one over all its records (table/lines.ts, logLines). Each
// word of the question is said by the log itself (its title, its document's name, its column
// headers) or must be said by every record counted (its description, its keys); a word neither
// says means this is not the log asked about.
import { verbFlow, type GroundCtx } from './ground';
import type { Line } from './table/lines';
import type { Col, Fact, Row, TableModel } from './table/types';
import type { Token } from './plan/parse';
import { findPeriods, intervalOf, type Period } from './periods';
import { factAt, homeAmountColumn } from './table/build';
import { bestMatch, contentStems, stem, stemMatch, words as tokensOf } from './text';

export interface RecordAnswer {
  kind: 'count' | 'max' | 'min' | 'date' | 'sum';
  /** The log's line over all its records, in the column the answer reads. */
  line: Line;
  col: Col;
  /** The records that answer: those counted, or the one chosen. */
  rows: Row[];
  facts: Fact[];
  /** Share of the question's naming words the log and its records say. */
  recall: number;
  /** What the records are called, for the answer ('records', the question's noun). */
  noun: string;
  /** The amount filter said ('of £100 or more'), as words. */
  filter: string | null;
  /** The question's words the chosen records say (not the log's own, nor a column's name). */
  words: string[];
  /** The records are the refunds the question asks about: their amount is money given back. */
  refunds?: boolean;
}

/** A record word for 'single' extremes and counts: the thing each row of a log is. */
const RECORD_NOUN = /\b(payments?|donations?|gifts?|transactions?|deposits?|withdrawals?|receipts?|purchases?|invoices?|entries|entry|records?|transfers?|charges?|refunds?|repayments?|claims?|contributions?|credits?|debits?|lines?|checks|cheques|remittances?|draws|drawdowns?|disbursements?|reimbursements?|instal?ments?|pledges?|bills|settlements?|payouts?)\b/;

/** The same nouns, for the question's misspellings of them ('paymnets'). */
const RECORD_WORDS = ['payments', 'donations', 'transactions', 'deposits', 'withdrawals', 'purchases', 'invoices', 'transfers', 'repayments', 'contributions', 'cheques', 'remittances', 'gifts', 'refunds', 'pledges', 'claims', 'txns'];
const RECORD_STEMS = RECORD_WORDS.map(stem);

/** The record noun the question says, or misspells. */
function recordNoun(ctx: GroundCtx): string | null {
  const said = RECORD_NOUN.exec(ctx.plan.text)?.[1];
  if (said) return said;
  for (const t of ctx.plan.subject.tokens) {
    const i = RECORD_STEMS.findIndex((s) => t.stem.length >= 6 && stemMatch(t.stem, s) >= 0.6);
    if (i >= 0) return RECORD_WORDS[i]!;
  }
  return null;
}

/** 'of £100 or more', 'over $500', 'under 50', 'at least 1,000'. */
function amountFilter(text: string): { test: (v: number) => boolean; words: string } | null {
  // (Any currency's mark: '£', 'R2,500', 'rs 500', 'US$200'; and '5k'.)
  const m = /\b(of|over|above|more than|greater than|at least|exceeding|under|below|less than|at most)\s+(?:[£$€₹]|r(?=\s?\d)|rs\.?|[a-z]{1,2}\$)?\s?(\d[\d,]*(?:\.\d+)?)(k\b)?\s*(or (?:more|over|above|greater|higher|less|under|below|lower))?/i.exec(text);
  if (!m) return null;
  const n = Number(m[2]!.replace(/,/g, '')) * (m[3] ? 1000 : 1);
  if (!Number.isFinite(n)) return null;
  const word = m[1]!.toLowerCase();
  const tail = (m[4] ?? '').toLowerCase();
  const up = /more|over|above|greater|higher/.test(tail) || /^(?:over|above|more than|greater than|at least|exceeding)$/.test(word);
  const down = /less|under|below|lower/.test(tail) || /^(?:under|below|less than|at most)$/.test(word);
  // 'of £100' alone is an amount, not a bound.
  if (!up && !down) return null;
  const inclusive = Boolean(tail) || word === 'at least' || word === 'at most';
  return { test: (v) => (up ? (inclusive ? v >= n : v > n) : inclusive ? v <= n : v < n), words: m[0].trim() };
}

/** An amount the question names a record by ('the $25,000 bequest', 'the €2,500 gift'): the records of about that amount. */
function amountNamed(text: string): ((v: number) => boolean) | null {
  const m = /(?<!\b(?:of|over|above|than|least|exceeding|under|below|most)\s)(?:[£$€₹]|\bR(?=\s?\d))\s?(\d[\d,]*(?:\.\d+)?)(?!\s*(?:or (?:more|less|over|under)|\+))/.exec(text);
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  // (A round amount said, '$25k', allows the record's cents.)
  const round = n >= 1000 && n % 1000 === 0;
  return (v) => Math.abs(Math.abs(v) - n) <= (round ? n * 0.02 : 0.005);
}

function dateOf(r: Row): Period | null {
  for (const p of [r.period, ...r.periods]) if (p && p.kind === 'date' && !p.ended && p.year !== undefined) return p;
  return null;
}

function inside(ctx: GroundCtx, r: Row, periods: Period[]): boolean {
  if (!periods.length) return true;
  // (A record for the months it covers, 'Period covered: 01/01/2026 - 02/28/2026', made after them:
  // of the period those months are in, unless a day is asked.)
  const cover = [r.period, ...r.periods].find((p) => p && (p.kind === 'span' || p.kind === 'monthRange' || p.kind === 'month') && p.year !== undefined);
  const d = cover && !periods.some((p) => p.kind === 'date') ? cover : dateOf(r);
  if (!d) return false;
  const di = intervalOf(d, ctx.fyStart, d.year);
  return periods.some((p) => {
    // (A month said without its year is the log's: March of the statement.)
    const year = p.year ?? d.year;
    const pi = intervalOf({ ...p, ...(p.year === undefined && p.kind === 'month' ? { year } : {}) }, ctx.fyStart, year);
    return Boolean(di && pi && di.from >= pi.from && di.to <= pi.to);
  });
}

/**
 * The log's rows, dated, span the periods asked, give or take two months: three months of card
 * payments do not answer for the year (true when the rows say no dates: nothing to tell).
 */
export function spansPeriods(ctx: GroundCtx, t: TableModel, rows: Row[], periods: Period[]): boolean {
  if (!periods.length) return true;
  // (The year so far: what there is of it. A log its title or file says is of the period asked: all of it.)
  if (ctx.plan.soFar || ctx.plan.variants.includes('ytd')) return true;
  // (Its dates, 'transactions 01-07-2025 to 30-09-2025', from the first to the last.)
  // (Dates said, the year they are in is no more than they say.)
  const said = [...findPeriods(t.title), ...findPeriods(t.fileName.replace(/[_]+/g, ' '))];
  const dates = said.filter((o) => o.kind === 'date');
  const own = (dates.length >= 2 ? dates : said).map((o) => intervalOf(o, ctx.fyStart, o.year)).filter((i): i is NonNullable<typeof i> => i !== null);
  if (own.length) {
    const [a, b] = [Math.min(...own.map((i) => i.from)), Math.max(...own.map((i) => i.to))];
    if (periods.every((p) => {
      const pi = intervalOf(p, ctx.fyStart, p.year);
      return pi !== null && pi.from >= a && pi.to <= b;
    })) return true;
  }
  const spans = rows.map((r) => {
    const d = [r.period, ...r.periods].find((p) => p && p.year !== undefined);
    return d ? intervalOf(d, ctx.fyStart, d.year) : null;
  });
  const known = spans.filter((s): s is NonNullable<typeof s> => s !== null);
  if (!known.length) return true;
  const from = Math.min(...known.map((s) => s.from));
  const to = Math.max(...known.map((s) => s.to));
  return periods.every((p) => {
    const pi = intervalOf(p, ctx.fyStart, p.year);
    return pi === null || (pi.from >= from - 2 && pi.to <= to + 2);
  });
}

/**
 * A record's words: its label, its keys, and a value of its columns of words the question says
 * whole ('Check', 'Linda Hartwell'; not 'spent' of 'Spend Money').
 */
function recordWords(t: TableModel, r: Row, said: string[]): string[] {
  const texts = t.cols.filter((c) => c.textual).map((c) => r.cells[c.index]).filter((v): v is string => typeof v === 'string');
  const whole = texts.map((x) => contentStems(x)).filter((xs) => xs.length > 0 && xs.every((x) => bestMatch(x, said) >= 0.8));
  return [...r.stems, ...r.keyStems, ...whole.flat()];
}

/** Verbs of money moving ('spent', 'paid'): they say which way, not which records ('Spend Money'). */
const MONEY_VERBS = /^(?:spent|spend|spending|paid|pay|paying|received|receive|earned|earn|raised|raise|brought|collected|collect|got|gave|give|given|came)$/;

/** Words for the records that take money back: refunds, reversals, chargebacks. */
const REFUND = /^(?:refund|revers|chargeback|return|void)/;

/**
 * Refunds as the question says them: left out ('excluding refunds', 'don't count refunds'),
 * netted ('net of refunds', 'after refunds': every record added), or asked about ('how many gifts
 * got refunded': the refunds).
 */
export function refundsSaid(text: string): 'left' | 'net' | 'only' | null {
  if (!/\b(?:refund\w*|revers\w*|chargebacks?)\b/.test(text)) return null;
  if (/\b(?:excluding|excl\.?|not counting|(?:do ?n[o']?t|dont) count(?:ing)?|without|except|leaving out|ignoring|other than|minus the)\s+(?:the\s+)?(?:refund|revers|chargeback)/.test(text)) return 'left';
  if (/\b(?:net of|after|less|including|incl\.?)\s+(?:the\s+)?(?:refund|revers|chargeback)/.test(text)) return 'net';
  return 'only';
}

/** What a bank account's signed log is called, whatever its records say ('the bank', 'the account'). */
const ACCOUNT_WORDS = ['bank', 'account', 'statement'].map(stem);

/** The log's own words: its title, its document's name, its column headers. */
function logStems(ctx: GroundCtx, t: TableModel): string[] {
  const doc = ctx.lib.docs.get(t.documentId);
  // (A statement with a running balance is a bank account's: its balance line says so.)
  const account = ctx.lib.lines.find((l) => l.table === t && l.byKey?.endsWith(':balance'))?.label ?? [];
  return [...new Set([...contentStems(t.title), ...(doc?.nameStems ?? []), ...(t.service ?? []), ...t.cols.flatMap((c) => c.own), ...account])];
}

/** A column's header as printed (a key column's too). */
function headerOf(t: TableModel, index: number): string {
  const col = t.cols.find((c) => c.index === index);
  if (col) return col.path.join(' ') || col.label;
  return (t.stored.headerRows ?? []).map((h) => h[index] ?? '').filter(Boolean).join(' ') || String(t.stored.columns?.[index] ?? '');
}

/**
 * The records a word picks out by naming a column only some of them fill: 'checks' are the records
 * with a number under 'Check #', 'deposits' those with a figure under 'Deposits'.
 */
function filledUnder(t: TableModel, stem: string, rows: Row[]): Row[] | null {
  const width = Math.max(0, ...rows.map((r) => r.cells.length));
  for (let i = 0; i < width; i++) {
    if (i === t.labelColumn) continue;
    const head = contentStems(headerOf(t, i));
    if (!head.length || bestMatch(stem, head) < 0.8) continue;
    const filled = rows.filter((r) => r.cells[i] !== null && r.cells[i] !== undefined && String(r.cells[i]).trim() !== '');
    if (filled.length && filled.length < rows.length) return filled;
  }
  return null;
}

/** The question asks about the records of a log one by one: a count, a single record's extreme, a record's date. */
export function recordKind(ctx: GroundCtx): RecordAnswer['kind'] | null {
  const text = ctx.plan.text;
  // (Records named as records: 'how many transfers', not 'how many mentors', a line's figure.)
  const records = recordNoun(ctx) !== null;
  if (ctx.plan.op === 'count' || (records && /^(?:how many|no\.? of|number of)\b/.test(text))) return 'count';
  if (/\b(?:earliest|first|latest|last|most recent)\b.*\bdate\b|\bdate of the (?:earliest|first|latest|last)\b/.test(text)) return /\b(?:latest|last|most recent)\b/.test(text) ? 'max' : 'min';
  if (records && /^when\b|\bwhat date\b|\bwhich date\b|\bon what day\b/.test(text)) return 'date';
  // ('When did the Waterbron money arrive?': a record the words pick out, though not called one.)
  if (/^(?:when|(?:on )?what (?:date|day)|which date) (?:did|was|were|does)\b/.test(text)) return 'date';
  // (Not the line furthest over or under its budget, nor the one that grew most: no record's size.)
  const compared = ctx.plan.op === 'extreme' && ctx.plan.extreme !== null && ctx.plan.extreme !== undefined && ctx.plan.extreme.measure !== 'value';
  const single = /\b(?:largest|biggest|smallest|highest|lowest)\s+(?:one|single)\b|\bsingle\s+(?:largest|biggest|smallest|highest|lowest)\b/.exec(text);
  if (compared) return null;
  if (single) return /smallest|lowest/.test(single[0]) ? 'min' : 'max';
  if (ctx.plan.op === 'extreme' && ctx.plan.extreme?.over === 'row' && /\bsingle\b/.test(text)) return ctx.plan.extreme.dir === 'max' ? 'max' : 'min';
  // ('The biggest withdrawal in March', 'largest donation': a log's records, named as such, one by one.)
  if (ctx.plan.op === 'extreme' && ctx.plan.extreme?.over === 'row' && records) return ctx.plan.extreme.dir === 'max' ? 'max' : 'min';
  // An amount over the records two or more of the question's words pick out together ('still
  // pledged to the roof fund': the records both pledged and for the roof), which no one key's line has.
  // (Not a comparison, 'how much larger is the overall plan than the year before'.)
  // (Not what is held at a moment, 'how much did the fund hold at year-end': a balance, no sum of records.)
  // (Nor need it say 'how much' or 'total' when, typed as a phone's note without a question word,
  // it names money moving over a span of time: 'insurance paid from the bank jul-sep?' is every
  // payment of those months.)
  const overSpan = !/^(?:what|how|which|who|when|where|why)\b/.test(text) && ctx.plan.periods.length > 0 && ctx.plan.periods.every((p) => p.kind !== 'date') && /\b(?:paid|spent|received|raised|collected|donated|deposited|withdrawn|transferred)\b/.test(text);
  if ((ctx.plan.op === 'lookup' || ctx.plan.op === 'sum') && !ctx.plan.operands.length && (/^how much\b|\b(?:total|sum|amount)\b/.test(text) || overSpan) && !/\b(?:hold|holds|held|holding|on hand|balances?)\b/.test(text) && !/\b(?:bigger|smaller|larger|higher|lower|more|less|fewer)\s+(?:\w+\s+){0,6}than\b|\bthan\b.*\b(?:fy\s?\d|\d{4})|\b(?:difference|change|increase|decrease|grew|growth)\b/.test(text)) return 'sum';
  return null;
}

const YES = /^(?:y|yes|true|✓|✔)$/i;
const NO = /^(?:n|no|false)$/i;

/**
 * A yes/no column the question names ('how many invoices are approved', 'which claims were not
 * restricted'): the records it says yes of (no of, when the question says not).
 */
export function yesNoRows(rows: Row[], text: string, tokens: Token[]): { rows: Row[]; said: string | null } {
  const values = new Map<string, string[]>();
  for (const r of rows) {
    for (const k of r.keys) {
      const m = /^(.+?):\s*(.+)$/.exec(k);
      if (m) values.set(m[1]!, [...(values.get(m[1]!) ?? []), m[2]!.trim()]);
    }
  }
  const said = tokens.filter((t) => !t.soft).map((t) => t.stem);
  for (const [head, vs] of values) {
    if (vs.length < rows.length * 0.8 || !vs.every((v) => YES.test(v) || NO.test(v)) || !vs.some((v) => YES.test(v)) || !vs.some((v) => NO.test(v))) continue;
    const stems = contentStems(head);
    if (!stems.length || !stems.every((s) => bestMatch(s, said) >= 0.8)) continue;
    const negated = new RegExp(`\\b(?:not|n't|non)\\b[^.?]{0,20}\\b${head.split(/\s+/)[0]!.toLowerCase().replace(/[^a-z]/g, '')}|\\b(?:not|n't|non|in)[- ]?${head.split(/\s+/).at(-1)!.toLowerCase().replace(/[^a-z]/g, '')}`).test(text);
    const wanted = negated ? NO : YES;
    return { rows: rows.filter((r) => r.keys.some((k) => k.startsWith(`${head}:`) && wanted.test(k.slice(head.length + 1).trim()))), said: `where ${head} is ${negated ? 'no' : 'yes'}` };
  }
  return { rows, said: null };
}

/** A column's own words for money coming in, and going out. */
// (Not 'received' nor 'payment': a donations export's 'Benefit received', 'Payment method'.)
const IN_COL = /^(?:moneyin|deposit|credit|abono)$/;
const OUT_COL = /^(?:moneyout|withdrawal|withdrawn|debit|cargo)$/;

export function recordQuery(ctx: GroundCtx): RecordAnswer | null {
  const kind = recordKind(ctx);
  if (!kind) return null;
  const plan = ctx.plan;
  const text = plan.text;
  const filter = kind === 'count' || kind === 'sum' ? amountFilter(text) : null;
  // The words that name: not the operation's, not the amount of a filter.
  // ('The second payment from the foundation': the second of its records by date.)
  const nth = kind === 'date' ? /\b(first|second|third|fourth|fifth|last|latest|most recent)\b/.exec(text)?.[1] ?? null : null;
  // (Nor a month the question is of, 'the june reconciliation': a period, not a word records say.)
  const words = plan.subject.tokens.filter((t) => !t.soft && !/^\d/.test(t.stem) && !(plan.periods.length && findPeriods(t.word).some((p) => p.kind === 'month')) && !/^(?:many|number|no|single|earliest|latest|first|second|third|fourth|fifth|last|date|largest|biggest|smallest|highest|lowest|most|least|count|counting)$/.test(t.word) && !MONEY_VERBS.test(t.word));
  const noun = recordNoun(ctx) ?? 'records';
  const dateAsked = kind === 'date' || /\bdate\b/.test(text);
  // (The account a question names, 'on the ABA account', 'into the BBVA account': the log, when its
  // title says it, not those of its records that happen to say it too, 'VIA ABA PAY'.)
  const accountNamed = [...text.matchAll(/\b(?:on|in|into|from|to|through|of) (?:the|our|its) ((?:[\w&'-]+ ){1,2})(?:bank )?(?:account|statement|export|card)\b/g)].flatMap((m) => tokensOf(m[1]!).map((x) => x.stem));
  let best: (RecordAnswer & { score: number }) | null = null;
  // (With a signed log's records, which only questions of records read.)
  const pool = [...ctx.lib.lines, ...(ctx.lib.recordLines ?? [])];
  for (const line of pool) {
    if (!line.byKey?.endsWith(':all')) continue;
    // (Money in and out in one signed column: a record's sign is its way.)
    const signed = line.recordsOnly === true;
    const t = line.table;
    // (A bank's signed log, with its running balance, is the bank account's: 'bank fees' are its fees.)
    const own = [...logStems(ctx, t), ...(signed ? ACCOUNT_WORDS : [])];
    // (A column's header says a word itself, not a word of like meaning: 'charges' are not the
    // log's 'Fee' column, they are its 'charge' records.)
    const colOwn = new Set(t.cols.flatMap((c) => c.own));
    const ownSays = (x: string) => own.some((o) => (colOwn.has(o) && !contentStems(t.title).includes(o) ? stemMatch(x, o) >= 0.95 : stemMatch(x, o) >= 0.8));
    const body = line.rows.filter((r) => inside(ctx, r, plan.periods));
    if (!body.length || !spansPeriods(ctx, t, line.rows, plan.periods)) continue;
    // Each word: the log's own, or one every chosen record says.
    const yesNo = yesNoRows(body, text, plan.subject.tokens);
    // ('The largest payment that wasn't a refund': not the records that say it.)
    // (Said by its keys or by a column of words: 'Gift type: Legacy'.)
    const textOf = (r: Row) => t.cols.filter((c) => c.textual).flatMap((c) => (typeof r.cells[c.index] === 'string' ? contentStems(String(r.cells[c.index])) : []));
    const left = plan.exclude?.length ? yesNo.rows.filter((r) => !plan.exclude!.every((x) => bestMatch(x, [...r.stems, ...r.keyStems, ...textOf(r)]) >= 0.8)) : yesNo.rows;
    let rows = left;
    let said = 0;
    let loose = 0;
    let ownSaid = 0;
    let weight = 0;
    const rowWords: Token[] = [];
    // How many records each word picks out alone.
    const alone: number[] = [];
    let byColumn = false;
    // Records a rule of their own picks out (refunds, a column of words): no line answers them.
    let byOwnRule = false;
    const textWords: Token[] = [];
    const saidStems = plan.subject.tokens.map((tok) => tok.stem);
    // The records' amounts, the first column of money's.
    const moneyLine = pool.find((l) => l.table === t && l.byKey?.endsWith(':all') && l.facts.some((f) => f.unit === 'money'));
    // (As printed: a log read as spending may have turned its signs.)
    const moneyCol = moneyLine?.cols[0];
    const moneyOf = (r: Row) => (moneyCol && typeof r.cells[moneyCol.index] === 'number' ? (r.cells[moneyCol.index] as number) : undefined);
    const refunds = refundsSaid(text);
    // (The refunds themselves: the gifts they took back were given, and stay.)
    if (refunds === 'left') rows = rows.filter((r) => (moneyOf(r) ?? 0) >= 0);
    // (A common word that is a whole value of the records' columns, 'by check' of 'Payment
    // method: Check', picks them out like any name.)
    const isValue = (tok: Token) => body.some((r) => t.cols.some((c) => c.textual && typeof r.cells[c.index] === 'string' && [tok.word, tok.word.replace(/s$/, '')].includes(String(r.cells[c.index]).trim().toLowerCase())));
    const valueWords = plan.subject.tokens.filter((tok) => tok.soft && tok.word.length >= 3 && !words.some((w) => w.stem === tok.stem) && isValue(tok));
    // (A bank's signed log's own name last: 'Westpac' of 'fees Westpac charged in May' names the
    // bank's log, though some of its records say it too, once the fees are picked out by their own
    // word. Not a column's name, 'debits', which picks out records of its own.)
    const ordered = [...words, ...valueWords].map((w, i) => ({ w, i, own: signed && ownSays(w.stem) && !colOwn.has(w.stem) ? 1 : 0 })).sort((a, b) => a.own - b.own || a.i - b.i).map((x) => x.w);
    for (const w of ordered) {
      const idf = ctx.lib.idf.weight(w.stem);
      // (Of a sum, a word some records say picks those out, though a header says it too: 'pledged'
      // is the status of some gifts, under a 'Date received / pledged' column.)
      // (In its own word: 'sales' is like 'income', but records of sales do not say the log's 'Income'.)
      const some = kind === 'sum' ? rows.filter((r) => bestMatch(w.stem, recordWords(t, r, saidStems)) >= (colOwn.has(w.stem) ? 0.95 : 0.8)).length : 0;
      // (Only the record noun, 'checks', picks out records so when the log's title says the word:
      // 'checking' in 'the largest withdrawal from checking' names the account, not its checks.)
      const under = w.word === noun || !ownSays(w.stem) ? filledUnder(t, w.stem, rows) : null;
      if (under) {
        said += idf;
        weight += idf;
        rowWords.push(w);
        alone.push(filledUnder(t, w.stem, body)?.length ?? under.length);
        rows = under;
        byColumn = true;
        continue;
      }
      // (The record noun the log itself says, 'gifts' of a gifts export, is every record: not those
      // of its records that happen to say 'gift'.)
      if (ownSays(w.stem) && (!(some > 0 && some < rows.length) || w.word === noun || accountNamed.includes(w.stem) || (signed && ACCOUNT_WORDS.includes(w.stem)))) {
        said += idf;
        ownSaid += idf;
        weight += idf;
        continue;
      }
      // ('Deposits/credits', 'debits' of a log with columns of money in and out: those columns' records.)
      const flow = /^(?:debit|withdrawal|moneyout)$/.test(w.stem) ? -1 : /^(?:credit|deposit|moneyin)$/.test(w.stem) ? 1 : 0;
      const flowCol = flow && !signed ? t.cols.filter((c) => !c.textual && c.own.some((o) => (flow > 0 ? IN_COL : OUT_COL).test(o))) : [];
      // ('Deposits', 'debits' of a signed log: its records of that sign, whatever their descriptions say.)
      if (flow && signed) {
        const bySign = rows.filter((r) => Math.sign(moneyOf(r) ?? 0) === flow);
        said += idf;
        weight += idf;
        if (!bySign.length) continue;
        byOwnRule = true;
        rowWords.push(w);
        alone.push(body.filter((r) => Math.sign(moneyOf(r) ?? 0) === flow).length);
        rows = bySign;
        continue;
      }
      if (flowCol.length === 1) {
        const under = rows.filter((r) => typeof r.cells[flowCol[0]!.index] === 'number' && r.cells[flowCol[0]!.index] !== 0);
        said += idf;
        weight += idf;
        if (!under.length) continue;
        byColumn = true;
        rowWords.push(w);
        alone.push(body.filter((r) => typeof r.cells[flowCol[0]!.index] === 'number' && r.cells[flowCol[0]!.index] !== 0).length);
        rows = under;
        continue;
      }
      let hit = rows.filter((r) => bestMatch(w.stem, recordWords(t, r, saidStems)) >= 0.8);
      // ('Refunded', 'refunds': the records that take money back, printed as negative amounts.)
      if (!hit.length && REFUND.test(w.stem)) {
        if (refunds !== 'only') {
          said += idf;
          weight += idf;
          continue;
        }
        hit = rows.filter((r) => (moneyOf(r) ?? 0) < 0);
        if (hit.length) byOwnRule = true;
      }
      // (Said only in a column of words, 'Soft credit: Linda Hartwell': no line of its own answers it.)
      // (Only a value said whole, 'Linda Hartwell', not a word of a description.)
      const saidWhole = (r: Row) => t.cols.some((c) => c.textual && typeof r.cells[c.index] === 'string' && contentStems(String(r.cells[c.index])).every((x) => plan.subject.tokens.some((tok) => bestMatch(tok.stem, [x]) >= 0.8)));
      if (hit.length && !REFUND.test(w.stem) && !rows.some((r) => bestMatch(w.stem, [...r.stems, ...r.keyStems]) >= 0.8) && hit.every(saidWhole)) byOwnRule = true;
      // (A word no document uses, a typo or a verb of the question's own, is no reason either way.)
      if (!hit.length && !ctx.lib.idf.seen(w.stem) && !ctx.lib.vocabulary.has(w.stem) && !t.rows.some((r) => bestMatch(w.stem, recordWords(t, r, saidStems)) >= 0.8)) continue;
      // (The record noun itself, 'how many draws', is what each row is: no word that picks rows.)
      if (!hit.length && w.word === noun) continue;
      weight += idf;
      if (!hit.length) continue;
      // (Records that say it only by a word of like meaning, 'Point of Sale' for 'income', are less
      // surely those asked.)
      const literal = hit.some((r) => bestMatch(w.stem, recordWords(t, r, saidStems)) >= 0.95) || REFUND.test(w.stem);
      said += idf;
      if (!literal) loose += 0.4 * idf;
      rowWords.push(w);
      textWords.push(w);
      alone.push(body.filter((r) => bestMatch(w.stem, recordWords(t, r, saidStems)) >= 0.8 || (REFUND.test(w.stem) && (moneyOf(r) ?? 0) < 0)).length);
      rows = hit;
    }
    // A sum: every word said, and the records fewer than any one word picks out (one word's records
    // are its own line's, which answers it).
    // (Or the records a column's name picks out, 'deposits' those under Credit: that column's sum.)
    // (Or every record of the log it names, refunds netted: 'the net total of the gifts export after refunds'.)
    const wholeLog = refunds === 'net' && !rowWords.length && ownSaid > 0;
    // (Or the records an amount picks out, 'the deposits over $5,000': theirs.)
    // (Or the records one word picks out under labels of their own, 'Spende Familie Brandes',
    // 'Spende Kirchengemeinde': no one line of the log is theirs.)
    // (Or several words that pick out the same records, 'hall hire' of 'Hall hire - deposit' and
    // 'Hall hire - balance': theirs, though no word picks out fewer than another.)
    // (Not words a key says of them all, 'Fund: Albury Family Fund': that key's own line is theirs.)
    const byLabels = rowWords.some((w) => rows.some((r) => bestMatch(w.stem, r.keyStems) < 0.8));
    const ownLabels = (rowWords.length === 1 || (rowWords.length >= 2 && rows.length <= Math.min(...alone) && byLabels)) && rows.length >= 2 && new Set(rows.map((r) => r.label)).size >= 2;
    // (Or every record of a signed log that went the way the verb says, the log named by its own
    // words: 'money received into the cheque account in March'.)
    const byWayOnly = signed && !rowWords.length && ownSaid > 0 && verbFlow(text) !== null;
    if (kind === 'sum' && (said < weight || !((rowWords.length >= 2 && rows.length < Math.min(...alone)) || byColumn || byOwnRule || wholeLog || filter || ownLabels || byWayOnly))) continue;
    const recall = weight ? (said - loose) / weight : 0;
    // The column read: the one the question names, else the first of money (the first at all).
    const cols = [...new Set(pool.filter((l) => l.table === t && l.byKey?.endsWith(':all')).map((l) => l.cols[0]!))];
    // (Not by a word that picked the records, through a word of like meaning: 'charge' records are
    // not named a 'Fee' column by it.)
    const named = cols.filter((c) => plan.subject.tokens.some((tok) => {
      const m = bestMatch(tok.stem, c.own);
      return m >= 0.95 || (m >= 0.8 && !rowWords.some((w) => w.stem === tok.stem));
    }));
    // (None named: the column the chosen records have figures in, money first.)
    const having = (c: Col) => {
      const l = pool.find((x) => x.table === t && x.byKey?.endsWith(':all') && x.cols[0] === c);
      return l ? rows.filter((r) => l.facts.some((f) => f.row === r)).length + (l.facts.some((f) => f.unit === 'money') ? 0.5 : 0) : 0;
    };
    // (A log's own column of amounts beside its fee and net, 'Amount', when none is named.)
    // (Its amounts signed, charges beside refunds and payouts, it has no line over all its records:
    // the records a word picks out, 'the charges', still read it.)
    const home = homeAmountColumn(t);
    // (Or the way the money went, by the question's verb: 'transfers we received' are under the
    // money-in column, 'Abono', not the money-out one beside it.)
    const way = verbFlow(text);
    const byWay = way ? cols.filter((c) => c.own.some((o) => (way === 'in' ? IN_COL : OUT_COL).test(o))) : [];
    // (Only when some of the records chosen have figures there: 'charges the bank took' are not
    // money in, however the verb is read.)
    const col = named[0] ?? (byWay.length === 1 && rows.some((r) => typeof r.cells[byWay[0]!.index] === 'number') ? byWay[0]! : home && (cols.includes(home) || rowWords.length) ? home : [...cols].sort((a, b) => having(b) - having(a))[0]!);
    const ownLine = pool.find((l) => l.table === t && l.byKey?.endsWith(':all') && l.cols[0] === col);
    const colLine = ownLine ?? line;
    const factOf = (r: Row) => (ownLine ? ownLine.facts.find((f) => f.row === r) ?? null : factAt(t, r, col));
    // Records of the column read (a payment out has no figure under money in).
    if (kind !== 'date' && !dateAsked) rows = rows.filter((r) => factOf(r) !== null);
    if (filter) rows = rows.filter((r) => {
      const f = factOf(r);
      return f !== null && filter.test(Math.abs(f.value));
    });
    // (A record named by its amount, when some records are of it: those.)
    const ofAmount = kind === 'date' || kind === 'max' || kind === 'min' ? amountNamed(text) : null;
    if (ofAmount) {
      const of = rows.filter((r) => {
        const f = factOf(r);
        return f !== null && ofAmount(f.value);
      });
      if (of.length) rows = of;
    }
    // A signed log's records of both ways: the way the question's verb says ('received', 'paid'),
    // before one is chosen; none of that way, no answer ('received from the council' of payments made to it).
    const signedWay = signed && kind !== 'date' ? way : null;
    if (signedWay) {
      const sign = signedWay === 'in' ? 1 : -1;
      const mixed = rows.some((r) => (factOf(r)?.value ?? 0) < 0) && rows.some((r) => (factOf(r)?.value ?? 0) > 0);
      if (mixed) rows = rows.filter((r) => Math.sign(factOf(r)?.value ?? 0) === sign);
      else if (rows.length && rows.every((r) => Math.sign(factOf(r)?.value ?? 0) === -sign)) continue;
    }
    // A date or a single record asked needs the words to pick records out, or the log to be named.
    if (!rows.length && kind !== 'count') continue;
    let chosen: Row[] = rows;
    if (kind === 'max' || kind === 'min') {
      const key = (r: Row) => (dateAsked ? (intervalOf(dateOf(r)!, ctx.fyStart)?.from ?? 0) * 100 + (dateOf(r)?.day ?? 0) : Math.abs(factOf(r)?.value ?? NaN));
      const scored = rows.filter((r) => Number.isFinite(key(r)));
      if (!scored.length) continue;
      const top = scored.reduce((a, r) => ((kind === 'max' ? key(r) > key(a) : key(r) < key(a)) ? r : a));
      // (A tie is no single record: unless only the amount is asked, which is the same for each.)
      const amountOnly = !dateAsked && !/^(?:who|which|when|what (?:date|day)|from whom)\b/.test(text);
      if (scored.filter((r) => key(r) === key(top)).length > 1 && !amountOnly) continue;
      chosen = [top];
    } else if (kind === 'date') {
      // The record the words name, one of them: the question must pick it out (or say which of them).
      if (!rowWords.length) continue;
      if (rows.length !== 1) {
        const dated = rows.filter((r) => dateOf(r) !== null);
        const order = ['first', 'second', 'third', 'fourth', 'fifth'];
        if (!nth || dated.length !== rows.length) continue;
        const key = (r: Row) => (intervalOf(dateOf(r)!, ctx.fyStart)?.from ?? 0) * 100 + (dateOf(r)?.day ?? 0);
        const sorted = [...dated].sort((a, b) => key(a) - key(b));
        const i = order.indexOf(nth);
        const pick = i >= 0 ? sorted[i] : sorted.at(-1);
        if (!pick || (i >= 0 && sorted.length < i + 1)) continue;
        chosen = [pick];
      }
    }
    const facts = chosen.map(factOf).filter((f): f is Fact => f !== null);
    // (A sum of a signed log's records going both ways, no verb saying which: their net is no flow
    // anyone asks for. Money out is given as the amount that went out.)
    if (signed && kind === 'sum' && facts.some((f) => f.value < 0) && facts.some((f) => f.value > 0)) continue;
    const outflow = signed && kind === 'sum' && facts.length > 0 && facts.every((f) => f.value < 0);
    // (Of two logs saying the words, the one whose own title says them: 'the pledge register', not a
    // bank line about a pledge.)
    const score = recall + 0.1 * (weight ? ownSaid / weight : 0) + (named.length ? 0.05 : 0);
    if (kind === 'sum' && (!facts.length || facts.some((f) => f.unit !== facts[0]!.unit))) continue;
    if (!best || score > best.score) best = { kind, line: colLine, col, rows: chosen, facts, recall, noun, filter: filter?.words ?? yesNo.said, words: textWords.map((w) => w.word), refunds: (refunds === 'only' && rowWords.some((w) => REFUND.test(w.stem))) || outflow, score };
  }
  // Every naming word said by the log or its records.
  if (!best || best.recall < 0.75) return null;
  return best;
}

export { dateOf as recordDate };
