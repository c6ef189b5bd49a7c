// Suggested questions for the empty chat (issue 16), drawn from the organisation's own documents
// and kept only when Tally answers them correctly. Static examples do not fit every organisation:
// a budget-only organisation asked about monthly actuals gets a wrong or empty answer on its very
// first tap. So candidates of several kinds are worded from what the documents hold (a budget
// line, a change between years, a month of actuals, a balance, a receipt, a grant letter), each
// with the figure it should be answered with, computed here from the facts on their own; then each
// is asked of the analyst on the same index, and kept only when the answer is found, is not a
// question back, and states that figure. Whatever the analyst would get wrong is never suggested.
import { MAX_SUGGESTIONS, SUGGESTION_KINDS, type SuggestionKind } from '../../../../contracts/chat-constants';
import type { Grounding } from '../agent';
import { analyse } from './answer';
import { NO_RULES, type AnalystRules } from './instructions';
import type { DocModel, OrgIndex } from './model';
import { describePeriod, fyLabel, monthIndex, type Period } from './periods';
import type { Line } from './table/lines';
import type { Fact } from './table/types';
import { commonness } from './plan/commonness';
import { cleanLabel, MONTH_NAMES } from './text';

export interface Suggestion {
  question: string;
  kind: SuggestionKind;
}

/** What the answer must say for a candidate to be kept. */
export type Expectation =
  /** The answer's first figure is this value (the fact's scale applied or not, as the answer states it). */
  | { type: 'figure'; value: number; scale: number }
  /**
   * Answers that carry no figure (the largest line; a sentence of a letter): their first sentence
   * names this and states this amount, and what they quote comes from this document (its name).
   */
  | { type: 'lead'; name: string | null; amount: number; source: string | null };

export interface Candidate extends Suggestion {
  /** The document it was drawn from: suggestions from different documents are shown first. */
  documentId: string;
  /** The line or thing it asks about: the same one is not suggested twice. */
  subject: string;
  expect: Expectation;
}

export interface SuggestOptions {
  rules?: AnalystRules;
  /** At most this many (MAX_SUGGESTIONS). */
  limit?: number;
}

/** Candidates of one kind tried at most (the rest are unlikely to fare better, and each try costs an answer). */
const TRIES_PER_KIND = 3;
/** Answers computed at most for one organisation: a bound on the time a large filing takes. */
const MAX_TRIES = 24;

/**
 * Up to `limit` questions about these documents that the analyst answers with the figure they
 * were made from, varied in kind and in document, in a stable order (the same documents give the
 * same questions). None without documents.
 */
export function suggestQuestions(index: OrgIndex, fiscalYearStartMonth: number, options: SuggestOptions = {}): Suggestion[] {
  const run = suggesting(index, fiscalYearStartMonth, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, giving the event loop a turn after each answer: on a large filing the answers take
 * a second or two in all, and other requests should not wait behind them.
 */
export async function suggestQuestionsInTurns(index: OrgIndex, fiscalYearStartMonth: number, options: SuggestOptions = {}): Promise<Suggestion[]> {
  const run = suggesting(index, fiscalYearStartMonth, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The work, one answer a step. */
function* suggesting(index: OrgIndex, fiscalYearStartMonth: number, options: SuggestOptions): Generator<void, Suggestion[]> {
  const limit = Math.min(options.limit ?? MAX_SUGGESTIONS, MAX_SUGGESTIONS);
  if (!index.docs.length || limit <= 0) return [];
  const rules = options.rules ?? NO_RULES;
  const candidates = candidatesOf(index);
  const verdicts = new Map<string, boolean>();
  let tries = 0;

  const picked: Candidate[] = [];
  const usedDocuments = new Set<string>();
  const usedSubjects = new Set<string>();
  // First one of each kind from a document not yet drawn on (a budget, a statement, a letter each
  // get a turn), then the other kinds from any document.
  for (const fresh of [true, false]) {
    for (const kind of SUGGESTION_KINDS) {
      if (picked.length >= limit) break;
      if (picked.some((p) => p.kind === kind)) continue;
      const ofKind = candidates.filter((c) => c.kind === kind && !usedSubjects.has(subjectKey(c.subject)));
      if (fresh && ofKind[0] && usedDocuments.has(ofKind[0].documentId)) continue;
      for (const c of ofKind.slice(0, TRIES_PER_KIND)) {
        let ok = verdicts.get(c.question);
        if (ok === undefined) {
          if (tries >= MAX_TRIES) break;
          tries++;
          try {
            ok = answersAsExpected(analyse(index, c.question, fiscalYearStartMonth, { rules }), c.expect);
          } catch {
            ok = false;
          }
          verdicts.set(c.question, ok);
          yield;
        }
        if (!ok) continue;
        picked.push(c);
        usedDocuments.add(c.documentId);
        usedSubjects.add(subjectKey(c.subject));
        break;
      }
    }
  }
  const order = (k: SuggestionKind) => SUGGESTION_KINDS.indexOf(k);
  return picked.sort((a, b) => order(a.kind) - order(b.kind)).map((c) => ({ question: c.question, kind: c.kind }));
}

// ---------------------------------------------------------------------------------------------
// Verification: the analyst's answer against the figure the candidate was made from.

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.005, Math.abs(b) * 1e-6);

/** The first sentence as a reader (and the evaluation's scorer) reads it: markdown marks removed. */
function leadOf(answer: string): string {
  const t = answer.replace(/[*_`#>|]/g, ' ').replace(/\s+/g, ' ').trim();
  const m = t.match(/^.*?[.!?](?=\s|$)(?<!\d\.(?=\d))/);
  return m ? m[0] : t;
}

const numbersIn = (text: string) => [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

export function answersAsExpected(g: Grounding, expect: Expectation): boolean {
  if (!g.found || g.clarifying) return false;
  if (expect.type === 'figure') {
    const f = g.figures[0];
    if (!f || !Number.isFinite(f.value)) return false;
    return near(f.value, expect.value) || (expect.scale !== 1 && near(f.value, expect.value * expect.scale));
  }
  const lead = leadOf(g.answer);
  if (expect.name && !lead.toLowerCase().includes(expect.name.toLowerCase())) return false;
  if (!numbersIn(lead).some((n) => near(n, Math.abs(expect.amount)))) return false;
  if (expect.source) {
    const doc = expect.source;
    if (!g.passages.length || !g.passages.every((p) => p.source.startsWith(doc))) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Candidates.

const subjectKey = (s: string) => s.toLowerCase().replace(/^total\s+/, '').trim();

/** A table row kept as a passage ('5300 Rent and Occupancy — Description: ...'), not a sentence of prose. */
const ROW_NOTE = /\s—\s[^:]{1,60}:\s/;

/**
 * Words the documents write capitalised inside their sentences and never in lower case: names
 * ('NIKE', 'Inc', 'Hargrove'), which keep their capitals in a question. Headings and title-case
 * lines (most of their words capitalised) say nothing about a word, and are skipped.
 */
export function namesIn(index: OrgIndex): Map<string, string> {
  const written = new Map<string, string>();
  const lower = new Set<string>();
  for (const s of index.sentences) {
    if (ROW_NOTE.test(s.text)) continue;
    // Web and mail addresses are lower case whatever the name ('investors.nike.com').
    const tokens = s.text.replace(/\S+@\S+|\S*\.(?:com|org|net|gov|edu|io)\b\S*|https?:\S+/gi, ' ').match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
    if (tokens.length < 6 || tokens.filter((t) => /^[A-Z]/.test(t)).length * 2 > tokens.length) continue;
    tokens.forEach((t, i) => {
      const key = t.toLowerCase();
      if (/^[a-z]/.test(t)) lower.add(key);
      else if (i > 0 && !written.has(key)) written.set(key, t);
    });
  }
  for (const key of lower) written.delete(key);
  return written;
}

/**
 * A line's name as a person says it in a question: the document's own words, without codes,
 * footnote marks or a trailing colon, in lower case but for acronyms ('IT', 'PPE') and the names
 * the documents write with capitals.
 */
export function spokenName(label: string, names: Map<string, string> = new Map()): string {
  const clean = cleanLabel(label)
    .replace(/^(?:less|add|plus)\s*:\s*/i, '')
    .replace(/\s*[:–—-]+\s*$/, '')
    .trim();
  const shouting = clean === clean.toUpperCase();
  return clean.replace(/[A-Za-z][A-Za-z'’]*/g, (w) => {
    const name = names.get(w.toLowerCase());
    if (name) return name;
    if (!shouting && w.length >= 2 && w.length <= 5 && w === w.toUpperCase()) return w;
    return w.toLowerCase();
  });
}

/** A line that a question can name by itself: one printed row of figures (no computed total, no column group). */
function plainLine(l: Line, receipts: Set<string>): boolean {
  if (l.empty || l.rows.length !== 1 || !l.facts.length) return false;
  if (l.rows[0]!.index < 0 || l.name.includes(' — ') || receipts.has(l.table.documentId)) return false;
  const name = spokenName(l.rows[0]!.label);
  // Too short or too long to be asked about by name, or not a name at all ('Column 2', '2024').
  return name.length >= 3 && name.length <= 60 && /[a-z]{3}/i.test(name) && !/^column \d+$/i.test(name);
}

const money = (f: Fact) => f.unit === 'money' && Number.isFinite(f.value) && f.value !== 0 && !f.parts;
const isBudget = (f: Fact) => f.kind === 'budget' || (f.kind === 'value' && f.table.kind === 'budget');
const isActual = (f: Fact) => f.kind === 'actual' || (f.kind === 'value' && f.table.kind !== 'budget' && f.table.kind !== 'forecast');

/** The fiscal year a fact covers, when it is one whole year as a column names it ('FY2025 Budget', 'Fiscal 2021'). */
function yearOf(f: Fact): number | null {
  if (f.periods.length !== 1) return null;
  const p = f.periods[0]!;
  return p.kind === 'year' && p.year !== undefined && !p.calendar ? p.year : null;
}

function monthOf(f: Fact): Period | null {
  if (f.periods.length !== 1) return null;
  const p = f.periods[0]!;
  return p.kind === 'month' && p.year !== undefined && p.month ? p : null;
}

/** A balance on a day ('June 30, 2025'), not the close of a year of flows. */
function dayOf(f: Fact): Period | null {
  if (f.periods.length !== 1) return null;
  const p = f.periods[0]!;
  return p.kind === 'date' && p.year !== undefined && p.month && p.day && !p.ended ? p : null;
}

const dayIndex = (p: Period) => monthIndex(p.year!, p.month!) * 31 + (p.day ?? 0);
const fy = (year: number) => `FY${fyLabel(year)}`;
const byValue = (a: { v: number; name: string }, b: { v: number; name: string }) => b.v - a.v || a.name.localeCompare(b.name);

/** Every candidate, unverified, in the order tried (tests and diagnostics). */
export function candidatesOf(index: OrgIndex): Candidate[] {
  const receiptDocs = index.docs.filter((d) => typeof d.fields.total === 'number' || typeof d.fields.merchant === 'string');
  const receiptIds = new Set(receiptDocs.map((d) => d.id));
  const lines = index.lib.lines.filter((l) => plainLine(l, receiptIds));
  const names = namesIn(index);
  const say: Say = (l) => spokenName(l.rows[0]!.label, names);
  const all = [
    ...budgets(lines, say),
    ...actuals(lines, say),
    ...changes(lines, say),
    ...months(lines, say),
    ...balances(lines, say),
    ...variances(lines, say),
    ...largest(lines),
    ...ratios(lines),
    ...grants(index.docs),
    ...receipts(receiptDocs),
  ];
  // The same words asked of two lines with different figures (a 'Salaries' line in each of two
  // programmes' budgets): whichever the analyst picks, the question is open. Neither is asked.
  const open = new Set(all.filter((c) => all.some((o) => o.question === c.question && !sameExpectation(o.expect, c.expect))).map((c) => c.question));
  return all.filter((c) => !open.has(c.question));
}

function sameExpectation(a: Expectation, b: Expectation): boolean {
  if (a.type === 'figure' && b.type === 'figure') return near(a.value * a.scale, b.value * b.scale);
  if (a.type === 'lead' && b.type === 'lead') return a.name === b.name && near(a.amount, b.amount);
  return false;
}

type Say = (line: Line) => string;

interface Scored {
  line: Line;
  name: string;
  v: number;
  facts: Fact[];
}

/** The lines worth asking about first: big expense lines, then revenue lines, then the rest, largest first. */
function ranked<T extends Scored>(items: T[], prefer: Array<(l: Line) => boolean>): T[] {
  const tier = (l: Line) => {
    const i = prefer.findIndex((p) => p(l));
    return i < 0 ? prefer.length : i;
  };
  return [...items].sort((a, b) => tier(a.line) - tier(b.line) || byValue(a, b) || a.line.table.fileName.localeCompare(b.line.table.fileName));
}

const expenseItem = (l: Line) => l.category === 'expense' && !l.isTotal;
const revenueItem = (l: Line) => l.category === 'revenue' && !l.isTotal;
const totalLine = (l: Line) => l.isTotal && /\btotal\b/i.test(l.name) && (l.category === 'expense' || l.category === 'revenue');

/** 'What is our FY<year> budget for <line>?': the latest budget year's lines. */
function budgets(lines: Line[], say: Say): Candidate[] {
  const facts = lines.flatMap((l) => l.facts.filter((f) => money(f) && isBudget(f) && yearOf(f) !== null).map((f) => ({ l, f, y: yearOf(f)! })));
  if (!facts.length) return [];
  const latest = Math.max(...facts.map((x) => x.y));
  const items = facts.filter((x) => x.y === latest && x.f.value > 0).map((x) => ({ line: x.l, name: say(x.l), v: x.f.value, facts: [x.f] }));
  return ranked(items, [expenseItem, revenueItem, totalLine]).map((s) => ({
    kind: 'budget' as const,
    question: `What is our ${fy(latest)} budget for ${s.name}?`,
    documentId: s.line.table.documentId,
    subject: s.name,
    expect: { type: 'figure' as const, value: s.v, scale: s.facts[0]!.scale },
  }));
}

const NET_RESULT = /^(?:net income|net (?:surplus|deficit|loss|earnings)|change in net assets|(?:total )?increase \(decrease\) in net assets)\b/i;
/** 'were' for 'total expenses', 'was' for 'net income'. */
const verb = (name: string) => (/s$/i.test(name) ? 'were' : 'was');

/** 'What were our <line> in FY<year>?': a line's actual figure for the latest year of actuals. */
function actuals(lines: Line[], say: Say): Candidate[] {
  const facts = lines.flatMap((l) => {
    // One actual figure a year on the line, or the question would be open.
    const years = l.facts.filter((f) => money(f) && isActual(f) && yearOf(f) !== null).map((f) => ({ l, f, y: yearOf(f)! }));
    return years.filter((x) => years.filter((o) => o.y === x.y).length === 1);
  });
  if (!facts.length) return [];
  const latest = Math.max(...facts.map((x) => x.y));
  const items = facts.filter((x) => x.y === latest).map((x) => ({ line: x.l, name: say(x.l), v: Math.abs(x.f.value), facts: [x.f] }));
  return ranked(items, [totalLine, (l) => NET_RESULT.test(cleanLabel(l.rows[0]!.label)), expenseItem, revenueItem]).map((s) => ({
    kind: 'actual' as const,
    question: `What ${verb(s.name)} our ${s.name} in ${fy(latest)}?`,
    documentId: s.line.table.documentId,
    subject: s.name,
    expect: { type: 'figure' as const, value: s.facts[0]!.value, scale: s.facts[0]!.scale },
  }));
}

/** 'How much did <line> change from FY<year before> to FY<year>?': the two latest years of one kind. */
function changes(lines: Line[], say: Say): Candidate[] {
  const items: Array<Scored & { from: number; to: number; budget: boolean }> = [];
  for (const l of lines) {
    for (const budget of [true, false]) {
      const byYear = new Map<number, Fact[]>();
      for (const f of l.facts) {
        const y = yearOf(f);
        if (y === null || !money(f) || (budget ? !isBudget(f) : !isActual(f))) continue;
        byYear.set(y, [...(byYear.get(y) ?? []), f]);
      }
      const years = [...byYear.keys()].sort((a, b) => b - a);
      const [to, from] = years;
      // One figure a year (two 'FY2025' columns of one kind would leave the question open), a year apart.
      if (to === undefined || from === undefined || to - from !== 1 || byYear.get(to)!.length !== 1 || byYear.get(from)!.length !== 1) continue;
      const a = byYear.get(from)![0]!;
      const b = byYear.get(to)![0]!;
      if (b.value === a.value) continue;
      items.push({ line: l, name: say(l), v: Math.abs(b.value), facts: [a, b], from, to, budget });
    }
  }
  // Totals first: how the whole moved is what a board asks first.
  return ranked(items, [totalLine, expenseItem, revenueItem]).map((s) => {
    const [a, b] = s.facts as [Fact, Fact];
    const what = s.budget ? `our budget for ${s.name}` : s.name;
    return {
      kind: 'change' as const,
      question: `How much did ${what} change from ${fy(s.from)} to ${fy(s.to)}?`,
      documentId: s.line.table.documentId,
      subject: s.name,
      expect: { type: 'figure' as const, value: b.value - a.value, scale: a.scale },
    };
  });
}

/** 'How much did we spend on <line> in <month> <year>?': the latest month of monthly actuals. */
function months(lines: Line[], say: Say): Candidate[] {
  const facts = lines.flatMap((l) => l.facts.filter((f) => money(f) && monthOf(f) && isActual(f)).map((f) => ({ l, f, p: monthOf(f)! })));
  // Monthly actuals: a table with several months, not a stray dated column.
  const monthsOfTable = new Map<string, Set<number>>();
  for (const x of facts) monthsOfTable.set(x.l.table.id, (monthsOfTable.get(x.l.table.id) ?? new Set()).add(monthIndex(x.p.year!, x.p.month!)));
  const monthly = facts.filter((x) => (monthsOfTable.get(x.l.table.id)?.size ?? 0) >= 3);
  if (!monthly.length) return [];
  const latest = Math.max(...monthly.map((x) => monthIndex(x.p.year!, x.p.month!)));
  const at = monthly.filter((x) => monthIndex(x.p.year!, x.p.month!) === latest && x.f.value > 0);
  const items = at.map((x) => ({ line: x.l, name: say(x.l), v: x.f.value, facts: [x.f], p: x.p }));
  return ranked(items, [expenseItem, revenueItem, totalLine]).map((s) => {
    const when = `${MONTH_NAMES[s.p.month! - 1]} ${s.p.year}`;
    return {
      kind: 'month' as const,
      question: s.line.category === 'expense' && !s.line.isTotal ? `How much did we spend on ${s.name} in ${when}?` : `What ${verb(s.name)} our ${s.name} in ${when}?`,
      documentId: s.line.table.documentId,
      subject: s.name,
      expect: { type: 'figure' as const, value: s.v, scale: s.facts[0]!.scale },
    };
  });
}

const CASH = /^cash\b|\bcash and (?:cash )?equivalents\b/i;
const NET_ASSETS = /^total net assets$|^total (?:shareholders'?|stockholders'?)?\s*equity$|^net assets$/i;
const TOTAL_ASSETS = /^total assets$/i;

/** Facts on the latest day of each statement of financial position. */
function latestBalances(lines: Line[]) {
  const facts = lines.flatMap((l) =>
    l.facts.filter((f) => money(f) && dayOf(f) && (l.table.kind === 'balance' || (l.category !== null && l.category !== 'revenue' && l.category !== 'expense'))).map((f) => ({ l, f, p: dayOf(f)! })),
  );
  if (!facts.length) return [];
  const latest = Math.max(...facts.map((x) => dayIndex(x.p)));
  return facts.filter((x) => dayIndex(x.p) === latest);
}

/** 'What was our cash balance at <date>?', 'What were our total net assets at <date>?' */
function balances(lines: Line[], say: Say): Candidate[] {
  const at = latestBalances(lines);
  const out: Candidate[] = [];
  for (const [re, ask] of [
    [CASH, () => 'What was our cash balance'],
    [NET_ASSETS, (name: string) => `What ${verb(name)} our ${name}`],
    [TOTAL_ASSETS, (name: string) => `What ${verb(name)} our ${name}`],
  ] as const) {
    const hits = at.filter((x) => re.test(cleanLabel(x.l.rows[0]!.label))).sort((a, b) => a.l.table.fileName.localeCompare(b.l.table.fileName) || b.f.value - a.f.value);
    const x = hits[0];
    if (!x) continue;
    const name = say(x.l);
    out.push({
      kind: 'balance',
      question: `${ask(name)} at ${describePeriod(x.p)}?`,
      documentId: x.l.table.documentId,
      subject: name,
      expect: { type: 'figure', value: x.f.value, scale: x.f.scale },
    });
  }
  return out;
}

/** 'Were we over budget on <line> in FY<year>?': budget and actual of one year, the largest overspend first. */
function variances(lines: Line[], say: Say): Candidate[] {
  const items: Array<Scored & { year: number }> = [];
  for (const l of lines) {
    if (l.category !== 'expense') continue;
    const budgetByYear = new Map<number, Fact[]>();
    const actualByYear = new Map<number, Fact[]>();
    for (const f of l.facts) {
      const y = yearOf(f);
      if (y === null || !money(f)) continue;
      if (f.kind === 'budget') budgetByYear.set(y, [...(budgetByYear.get(y) ?? []), f]);
      else if (f.kind === 'actual') actualByYear.set(y, [...(actualByYear.get(y) ?? []), f]);
    }
    const years = [...actualByYear.keys()].filter((y) => budgetByYear.get(y)?.length === 1 && actualByYear.get(y)!.length === 1).sort((a, b) => b - a);
    const year = years[0];
    if (year === undefined) continue;
    const budget = budgetByYear.get(year)![0]!;
    const actual = actualByYear.get(year)![0]!;
    if (actual.value === budget.value) continue;
    items.push({ line: l, name: say(l), v: actual.value - budget.value, facts: [budget, actual], year });
  }
  return ranked(items, [expenseItem, totalLine]).map((s) => ({
    kind: 'variance' as const,
    question: `Were we over budget on ${s.name} in ${fy(s.year)}?`,
    documentId: s.line.table.documentId,
    subject: s.name,
    expect: { type: 'figure' as const, value: s.v, scale: s.facts[0]!.scale },
  }));
}

/** 'Which expense has the biggest FY<year> budget?': the largest expense line of the latest budget year. */
function largest(lines: Line[]): Candidate[] {
  const facts = lines.flatMap((l) => (expenseItem(l) ? l.facts.filter((f) => money(f) && isBudget(f) && yearOf(f) !== null).map((f) => ({ l, f, y: yearOf(f)! })) : []));
  if (!facts.length) return [];
  const latest = Math.max(...facts.map((x) => x.y));
  const out: Candidate[] = [];
  // Per table: the largest of its expense lines that year (a table of one line has no 'largest').
  const byTable = new Map<string, typeof facts>();
  for (const x of facts.filter((x) => x.y === latest)) byTable.set(x.l.table.id, [...(byTable.get(x.l.table.id) ?? []), x]);
  for (const xs of byTable.values()) {
    if (xs.length < 3) continue;
    const top = [...xs].sort((a, b) => b.f.value - a.f.value);
    if (top[0]!.f.value === top[1]!.f.value) continue;
    const best = top[0]!;
    out.push({
      kind: 'largest',
      question: `Which expense has the biggest ${fy(latest)} budget?`,
      documentId: best.l.table.documentId,
      subject: `largest expense ${fy(latest)}`,
      expect: { type: 'lead', name: cleanLabel(best.l.rows[0]!.label), amount: best.f.value, source: null },
    });
  }
  // Two budgets of that year with different largest lines leave the question open (candidatesOf drops both).
  return out.sort((a, b) => a.documentId.localeCompare(b.documentId));
}

/**
 * 'What is our current ratio at June 30, 2025?': only from the statement's own printed 'Total current
 * assets' and 'Total current liabilities' lines. The analyst can add up current assets a statement
 * does not print, but which lines are current is then its guess, and a suggestion must not rest on one.
 */
function ratios(lines: Line[]): Candidate[] {
  const at = latestBalances(lines);
  const assets = at.find((x) => /^total current assets$/i.test(cleanLabel(x.l.rows[0]!.label)));
  const liabilities = at.find((x) => x.l.table === assets?.l.table && /^total current liabilities$/i.test(cleanLabel(x.l.rows[0]!.label)));
  if (!assets || !liabilities || liabilities.f.value <= 0) return [];
  return [
    {
      kind: 'ratio',
      question: `What is our current ratio at ${describePeriod(assets.p)}?`,
      documentId: assets.l.table.documentId,
      subject: 'current ratio',
      expect: { type: 'figure', value: assets.f.value / liabilities.f.value, scale: 1 },
    },
  ];
}

const MONEY_IN_TEXT = /[$€£]\s?(\d[\d,]*(?:\.\d+)?)(?:\s?(million|thousand))?/i;
const GRANT_DOCUMENT = /\b(grant|award)\b/i;
const GRANT_TEXT = /\b(?:grant agreement|award letter|grant award|notice of (?:grant )?award|grant contract)\b/i;
const AWARD_SENTENCE = /\b(?:in the amount of|awards?|awarded|grant of|award of|total (?:grant|award))\b/i;
/** A funder's name as a letter writes it: capitalised words ending in what funders are called. */
const FUNDER_NAME = /\b((?:[A-Z][\w&'’.-]*\s+){1,5}(?:Foundation|Fund|Trust|Endowment|Council|Commission|Agency|Department|Institute|Corporation))\b/g;
const FUNDER_ROLE = /\b(?:funder|grantor|foundation\)|awarding agency)\b|\bfrom the\b/i;

/**
 * The funder a grant letter names: the name its sentences give the funder ('entered into by
 * Hargrove Family Foundation ("the Funder")'), else the one they name most. The upload dialog
 * names documents by their category ('Grant Award Letters.docx'), so the file name rarely says it.
 */
function funderOf(doc: DocModel): string | null {
  const count = new Map<string, { n: number; role: boolean; first: number }>();
  for (const s of doc.sentences) {
    for (const m of s.text.matchAll(FUNDER_NAME)) {
      const name = m[1]!.replace(/^(?:The|This|Our|A|An)\s+/, '').trim();
      if (!/\s/.test(name)) continue;
      const held = count.get(name) ?? { n: 0, role: false, first: s.order };
      held.n++;
      held.role ||= FUNDER_ROLE.test(s.text);
      count.set(name, held);
    }
  }
  const best = [...count].sort((a, b) => Number(b[1].role) - Number(a[1].role) || b[1].n - a[1].n || a[1].first - b[1].first)[0];
  const name = best?.[0] ?? null;
  return name && name.length <= 60 ? name : null;
}

/** 'How much is the <funder> grant?': the amount a grant letter awards. */
function grants(docs: DocModel[]): Candidate[] {
  const out: Candidate[] = [];
  for (const d of [...docs].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    if (!GRANT_DOCUMENT.test(d.fileName) && !d.sentences.some((s) => GRANT_TEXT.test(s.text) || GRANT_TEXT.test(s.heading ?? ''))) continue;
    const funder = funderOf(d);
    if (!funder) continue;
    const sentence = d.sentences.find((s) => AWARD_SENTENCE.test(s.text) && GRANT_DOCUMENT.test(s.text) && MONEY_IN_TEXT.test(s.text));
    const m = sentence?.text.match(MONEY_IN_TEXT);
    if (!m) continue;
    const amount = Number(m[1]!.replace(/,/g, ''));
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const expect = { type: 'lead' as const, name: null, amount, source: d.fileName };
    out.push({ kind: 'grant', question: `How much is the ${funder} grant?`, documentId: d.id, subject: funder, expect });
    // The funder's own word, as people say it ('the Hargrove grant award'): the analyst finds
    // the letter by it when the letter's file name does not carry the funder's full name.
    const own = funder.split(/\s+/)[0]!;
    if (commonness(own) === 'rare') out.push({ kind: 'grant', question: `How much is the ${own} grant award?`, documentId: d.id, subject: funder, expect });
  }
  return out;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** 'How much was the <merchant> receipt?': the latest receipt whose merchant and total were read. */
function receipts(docs: DocModel[]): Candidate[] {
  const read = docs.filter((d) => typeof d.fields.total === 'number' && d.fields.total > 0 && typeof d.fields.merchant === 'string' && /[a-z]{2}/i.test(d.fields.merchant));
  const dated = (d: DocModel) => (typeof d.fields.date === 'string' ? d.fields.date : '');
  return [...read]
    .sort((a, b) => dated(b).localeCompare(dated(a)) || a.fileName.localeCompare(b.fileName))
    .map((d) => {
      const merchant = titleCase(String(d.fields.merchant));
      return {
        kind: 'receipt' as const,
        question: `How much was the ${merchant} receipt?`,
        documentId: d.id,
        subject: merchant,
        expect: { type: 'figure' as const, value: d.fields.total as number, scale: 1 },
      };
    });
}
