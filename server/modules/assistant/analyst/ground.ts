// Grounding (DESIGN.md section 6, stage 3): the words of an operand weighed against every line
// of every table (its label, the column's own words, the record's keys, the section above it, the
// table's heading and title, the document's name), with rare words weighing more and words such as
// 'total' little; then the figure of a line for a period: the column or row naming the period, the
// months inside a quarter or year added up, a record's figures in the period added up, or, when no
// period is said, the line's latest figure of the kind asked.
import { wordRank } from './plan/commonness';
import type { Category } from './table/types';
import type { Fact, TableModel } from './table/types';
import type { Line } from './table/lines';
import { fiscalStart, fiscalYearOf, intervalOf, periodMatch, periodWithin, type Period } from './periods';
import type { Plan, Phrase, Token } from './plan/parse';
import { bestMatch, contentStems, stemMatch, type Idf } from './text';
import { inCurrencyAsked } from '../../../lib/currencies';
import { YEAR_TO_DATE } from './table/units';
import { homeAmountColumn } from './table/build';

export interface TableLibrary {
  tables: TableModel[];
  lines: Line[];
  /** A signed log's records, for record questions alone (recordsOnly). */
  recordLines?: Line[];
  /** Stem → lines whose words include it (label, column, keys, section, heading, title). */
  postings: Map<string, Set<Line>>;
  idf: Idf;
  vocabulary: Set<string>;
  /** Per document: its name's stems and every word of its text (weak evidence for its tables). */
  docs: Map<string, { nameStems: string[]; stems: Set<string>; tables: number }>;
  expansions: Map<string, string[]>;
  /** Some figure is a budget or a forecast: budget against actual is a choice worth weighing. */
  plans: boolean;
  /** Initialisms the tables print in capitals ('FC', 'CSR'), lower-cased: a question may spell them out. */
  acronyms?: Set<string>;
  /** Initialisms the documents define ('Portfolio at Risk (PAR)'): the stems they stand for. */
  definitions?: Map<string, string[]>;
  /** The year each document reports on, when its opening says one ('the year ended 31 March 2026'). */
  reportYears?: Map<string, Period>;
}

export interface GroundCtx {
  lib: TableLibrary;
  plan: Plan;
  fyStart: number;
  /** Every naming word of the question (stems), for how much of a line's name it says. */
  allStems: string[];
  /**
   * The words that may name one of parallel sheets or groups, when not the whole question's: the
   * whole of a share is not narrowed to the sheet its part names.
   */
  groupStems?: string[];
}

export interface LineFit {
  line: Line;
  /** The operand's words the evidence is of. */
  tokens: Token[];
  ev: number[];
  recall: number;
  precision: number;
  score: number;
  /** Words of the operand the line does not explain (none of its fields says them). */
  weak: string[];
  /** Share of the operand's naming words said by the line itself (not only its table or document). */
  strong: number;
}

const CATEGORY_STEMS: Record<Category, string[]> = {
  expense: ['expens', 'cost', 'spend', 'expenditur', 'outlay', 'disbursement', 'expense', 'spent'],
  revenue: ['revenu', 'incom', 'support', 'receipt', 'receiv'],
  asset: ['asset'],
  liability: ['liability', 'obligation'],
  netassets: ['netasset', 'equity', 'fundbalanc'],
};

export function expand(lib: TableLibrary, stem: string): string[] {
  let out = lib.expansions.get(stem);
  if (out) return out;
  out = [];
  for (const v of lib.vocabulary) if (stemMatch(stem, v) > 0) out.push(v);
  if (lib.expansions.size > 5000) lib.expansions.clear();
  lib.expansions.set(stem, out);
  return out;
}

/**
 * How much each word counts: rare words more (idf); 'total', 'line' little; an everyday word the
 * documents never use ('buying', 'looking', 'problem') little, a less common one somewhat; a word
 * the documents use, a rare word or a name in full.
 */
export function weights(ctx: GroundCtx, tokens: Token[]): number[] {
  return tokens.map((t) => ctx.lib.idf.weight(t.stem) * tokenFactor(ctx, t));
}

export function tokenFactor(_ctx: GroundCtx, t: Token): number {
  return t.soft ? 0.25 : 1;
}

/** A word the documents use (itself, another form or a synonym of it). */
export function known(ctx: GroundCtx, t: Token): boolean {
  return ctx.lib.vocabulary.has(t.stem) || expand(ctx.lib, t.stem).length > 0;
}

/** A word that must be explained: a name, a rare word, or a word the documents use. */
export function required(ctx: GroundCtx, t: Token): boolean {
  return !t.soft && tokenFactor(ctx, t) >= 1;
}

/** How well each of the operand's words is said by a line, 0 to 1. */
/**
 * The initials a question's word may stand for: 'h&s' → hs; 'dof' → dof and df (its 'of' unprinted
 * in a line's words); a word of two letters only with its ampersand, and no everyday word ('art').
 */
export function initialsOf(word: string): string[] {
  if (!/^[a-z&]{2,6}$/.test(word) || word.startsWith('&') || word.endsWith('&')) return [];
  const bare = word.replace(/&/g, '');
  if (bare.length < 2 || (!word.includes('&') && (bare.length < 3 || wordRank(bare) < 20_000))) return [];
  const keys = [bare];
  if (bare.length >= 3 && /^.+o.+$/.test(bare)) keys.push(bare.replace(/(?<=.)o(?=.)/g, ''));
  return keys;
}

const INITIALS = new WeakMap<TableLibrary, Map<string, Line[]>>();

/** Each run of two to five words of a line's label, by its initials. */
function initialsIndex(lib: TableLibrary): Map<string, Line[]> {
  let map = INITIALS.get(lib);
  if (map) return map;
  map = new Map();
  for (const l of lib.lines) {
    const seen = new Set<string>();
    for (let a = 0; a < l.label.length; a++) {
      let run = '';
      for (let b = a; b < Math.min(l.label.length, a + 5); b++) {
        run += l.label[b]![0];
        if (run.length >= 2 && !seen.has(run)) {
          seen.add(run);
          map.set(run, [...(map.get(run) ?? []), l]);
        }
      }
    }
  }
  INITIALS.set(lib, map);
  return map;
}

/** The word is the initials of a run of these stems ('ywp' of 'young workers programme fees'). */
export function initialsIn(word: string, stems: string[]): boolean {
  const keys = initialsOf(word);
  if (!keys.length || stems.length < 2) return false;
  for (let a = 0; a < stems.length; a++) {
    let run = '';
    for (let b = a; b < Math.min(stems.length, a + 5); b++) {
      run += stems[b]![0];
      if (run.length >= 2 && keys.includes(run)) return true;
    }
  }
  return false;
}

/** Which way money went, as the question's verb says: paid or spent out, received or deposited in. */
export function verbFlow(text: string): 'in' | 'out' | null {
  // (Or sent on to the bank: 'how much did we sweep from M-Pesa to KCB', 'transferred to savings'.)
  const out = /\b(?:pay|paid|spent|spend|withdr[ae]w\w*|withdrawals?|payments?|money out|swept|sweep|sweeps|transferred to|sent to)\b/.test(text);
  const into = /\b(?:received|receive|deposited|deposits?|came in|come in|paid us|paid in|money in|brought in|income)\b/.test(text);
  return out === into ? null : out ? 'out' : 'in';
}

/** Where the words name the line's record by its number under its column's heading ('tranche 3'): the number's places. */
export function keyNumbered(tokens: Token[], line: Line): number[] {
  const rowKeys = line.rows.length === 1 ? line.rows[0]!.keys : [];
  const out: number[] = [];
  for (let i = 1; i < tokens.length && rowKeys.length; i++) {
    if (!/^\d{1,4}$/.test(tokens[i]!.word)) continue;
    const noun = tokens[i - 1]!.stem;
    const n = Number(tokens[i]!.word);
    if (rowKeys.some((k) => { const m = /^(.+?):\s*#?0*(\d+)\s*$/.exec(k); return m !== null && Number(m[2]) === n && bestMatch(noun, contentStems(m[1]!)) >= 0.8; })) out.push(i);
  }
  return out;
}

export function evidence(ctx: GroundCtx, tokens: Token[], line: Line, withText = true): number[] {
  const t = line.table;
  const doc = ctx.lib.docs.get(t.documentId);
  const categoryStems = line.category ? CATEGORY_STEMS[line.category] : [];
  const code = line.rows[0]?.code;
  const ev = tokens.map((tok) => one(tok.stem));
  // Words spelled out that the tables print as initials ('foreign contribution' for FC): as good
  // as the initials where the line says them.
  const acr = ctx.lib.acronyms;
  if (acr?.size) {
    for (let i = 0; i < tokens.length; i++) {
      for (let n = 2; n <= 4 && i + n <= tokens.length; n++) {
        const run = tokens.slice(i, i + n);
        // (Initials stand for naming words: a run with a word that need not be said, 'wage bill',
        // is not the 'SB' of an 'SB A/c'.)
        if (run.some((x) => !/^[a-z]/.test(x.word) || x.soft)) break;
        const initials = run.map((x) => x.word[0]).join('');
        if (!acr.has(initials)) continue;
        // (Said by the line itself, its label, column, keys or section: not a file's name alone.)
        const e = one(initials);
        if (e >= 0.75) for (let k = i; k < i + n; k++) ev[k] = Math.max(ev[k]!, e);
      }
    }
  }
  // A 'Total' column beside categories under one heading, months down the side ('Visitors' over
  // Adults and Children, then 'Total'): the heading's words are the total's too.
  if (t.periodAxis === 'rows' && line.cols.length > 0 && line.cols.every((c) => c.kind === 'total')) {
    const group = groupWords(t);
    tokens.forEach((tok, i) => {
      if (group.some((w) => bestMatch(tok.stem, [w]) >= 0.95)) ev[i] = Math.max(ev[i]!, 0.9);
    });
  }
  // A record named by its number under the column's heading ('instalment 4' of a schedule whose
  // 'Instalment' column says 4): the heading and the number are both the record's own.
  for (const i of keyNumbered(tokens, line)) ev[i - 1] = ev[i] = 1;
  // Initials the documents define ('Portfolio at Risk (PAR)'): said by a line that says every
  // word they stand for.
  const defs = ctx.lib.definitions;
  if (defs?.size) {
    for (let i = 0; i < tokens.length; i++) {
      const stems = defs.get(tokens[i]!.word);
      if (stems?.length) ev[i] = Math.max(ev[i]!, Math.min(...stems.map(one)));
    }
  }
  // Initials a question types for words the line spells out ('H&S' for 'Health & safety',
  // 'YWP' for 'Young workers programme', 'DoF' for 'Department of Finance'): as good as the words.
  // (Less so where the documents print the initials themselves: 'KLT' in a file's name is that file.)
  for (let i = 0; i < tokens.length; i++) {
    if (ev[i]! >= 0.8 || !initialsIn(tokens[i]!.word, line.label)) continue;
    const printed = ctx.lib.vocabulary.has(tokens[i]!.stem) || [...ctx.lib.docs.values()].some((d) => d.nameStems.includes(tokens[i]!.stem));
    ev[i] = Math.max(ev[i]!, printed ? 0.6 : 0.9);
  }
  // Initials with an ampersand for the name of the document's filer ('J&J' of 'JOHNSON_JOHNSON_…'):
  // said of each of its tables, as the name would be.
  if (doc)
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.word;
      if (ev[i]! < 0.6 && w.includes('&') && initialsIn(w, doc.nameStems)) ev[i] = 0.6;
    }
  // Initials a question types for a name the line spells out with its little words, an everyday
  // word though they are ('MoE' for 'Ministry of Education', 'BoT' for 'Board of Trustees').
  const nameWords = line.name.toLowerCase().split(/[^a-z&]+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.word;
    if (ev[i]! >= 0.8 || !/^[a-z]{3,5}$/.test(w)) continue;
    for (let a = 0; a + w.length <= nameWords.length; a++) {
      const run = nameWords.slice(a, a + w.length);
      if (run.map((x) => x[0]).join('') === w && run.slice(1, -1).some((x) => /^(?:of|and|for|the|&)$/.test(x))) {
        ev[i] = Math.max(ev[i]!, 0.9);
        break;
      }
    }
  }
  return ev;

  function one(stem: string): number {
    const tok = { stem };
    if (code && tok.stem === code) return 1;
    let e = Math.max(bestMatch(tok.stem, line.label), 0.95 * bestMatch(tok.stem, line.col), 0.9 * bestMatch(tok.stem, line.keys));
    if (e >= 0.95) return e;
    e = Math.max(e, 0.75 * bestMatch(tok.stem, line.path), categoryStems.includes(tok.stem) ? 0.7 : 0);
    if (e >= 0.75) return e;
    // A bare 'Total' closing the whole table is the total of what the table is: its title says what.
    // So is a roll-forward's balance named by its date alone ('At 31 December', 'Closing balance'):
    // the balance of what the table is about.
    const bareTotal = !line.path.length && line.isTotal && line.label.every((s) => s === 'total' || s === 'grand');
    const dated = !line.path.length && line.label.length > 0 && line.label.every((s) => DATED_BALANCE.test(s)) && line.label.some((s) => /^(?:\d+|balanc|clos\w*|open\w*)$/.test(s) || MONTH_STEM.test(s));
    const bare = bareTotal || dated;
    // (Its own title and heading, and the document's name: not the text around the table.)
    if (bare) e = Math.max(e, (dated ? 0.9 : 0.75) * bestMatch(tok.stem, ownTitle(t)), doc ? (dated ? 0.85 : 0.7) * bestMatch(tok.stem, doc.nameStems) : 0);
    e = Math.max(e, 0.6 * bestMatch(tok.stem, t.headStems), 0.5 * bestMatch(tok.stem, t.titleStems), doc ? 0.6 * bestMatch(tok.stem, doc.nameStems) : 0, t.service?.length ? 0.9 * bestMatch(tok.stem, t.service) : 0);
    // (Not a word that names another row or column of this very table: that names another line.)
    if (withText && e < 0.4 && doc?.stems.has(tok.stem) && !namesSibling(t, tok.stem, doc.nameStems)) e = Math.max(e, doc.tables <= 2 ? 0.45 : 0.35);
    return e;
  }
}

/**
 * A word that names one or two other line items of the table, and not what the whole table or
 * document is about (its title, its name): a word of another line ('forfeited', 'leased').
 */
function namesSibling(t: TableModel, stem: string, docName: string[]): boolean {
  if (!namesInTable(t).has(stem) || t.titleStems.includes(stem) || docName.includes(stem)) return false;
  return t.rows.filter((r) => !r.isTotal && !r.isHeading && r.stems.includes(stem)).length + t.cols.filter((c) => c.own.includes(stem)).length <= 2;
}

const tableNames = new WeakMap<TableModel, Set<string>>();
/** The stems of a table's row labels and column headers' own words. */
function namesInTable(t: TableModel): Set<string> {
  let out = tableNames.get(t);
  // (Of its line items and columns: not its totals and headings, nor words for a kind of figure, 'sales', 'costs'.)
  const telling = (s: string) => !/^\d/.test(s) && !GENERIC_KIND.test(s) && !/^(?:total|net|other|gross|amount|balanc|valu|year|month|period|number)$/.test(s);
  if (!out) tableNames.set(t, (out = new Set([...t.rows.filter((r) => !r.isTotal && !r.isHeading).flatMap((r) => r.stems), ...t.cols.flatMap((c) => c.own)].filter(telling))));
  return out;
}

const MONTH_STEM = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
/** The words of a balance named by its date alone: 'At 31 December', 'Balance at end of year', 'Closing balance'. */
const DATED_BALANCE = /^(?:\d+|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|balanc|clos\w*|open\w*|end\w*|begin\w*|year|period|total)$/;

const titles = new WeakMap<TableModel, string[]>();
/** The stems of a table's own title and its label column's heading. */
function ownTitle(t: TableModel): string[] {
  let out = titles.get(t);
  // (A key figure written above the table, 'Grant total 120,000', is a figure
  // of its own beside the table, not what the table's total is a total of.)
  const said = t.title.split(/\s+[-–—·]\s+|\n/).filter((part) => !/\b[A-Za-z][^0-9]*\s\(?[$€£R]?\d[\d,. ]*\)?%?\s*$/.test(part.trim()) || /\b(?:19|20)\d{2}\)?\s*$/.test(part.trim()));
  if (!out) titles.set(t, (out = [...contentStems(said.join(' ')), ...t.headStems]));
  return out;
}

export function precisionOf(ctx: GroundCtx, stems: string[]): number {
  if (!stems.length) return 0.5;
  const said = saidStems(ctx);
  let num = 0;
  let den = 0;
  for (const s of stems) {
    const w = ctx.lib.idf.weight(s);
    den += w;
    num += w * bestMatch(s, said);
  }
  return den ? num / den : 0;
}

const SAID = new WeakMap<string[], string[]>();

/** The question's stems, with the words of the initials the documents define ('PAR': portfolio, risk). */
function saidStems(ctx: GroundCtx): string[] {
  const defs = ctx.lib.definitions;
  if (!defs?.size) return ctx.allStems;
  let out = SAID.get(ctx.allStems);
  if (!out) {
    out = [...new Set([...ctx.allStems, ...ctx.allStems.flatMap((s) => defs.get(s) ?? [])])];
    SAID.set(ctx.allStems, out);
  }
  return out;
}

/** The words of a heading over several value columns ('Visitors this year' over the categories). */
function groupWords(t: Line['table']): string[] {
  const count = new Map<string, number>();
  for (const c of t.cols) if (c.kind !== 'total' && !c.textual && c.path.length > 1) for (const w of new Set(contentStems(c.path.slice(0, -1).join(' ')))) count.set(w, (count.get(w) ?? 0) + 1);
  return [...count].filter(([, n]) => n >= 2).map(([w]) => w);
}

/** A word of the question that a heading over several value columns says. */
function namesGroup(t: Line['table'], phrase: Phrase): boolean {
  const group = groupWords(t);
  return phrase.tokens.some((tok) => !tok.soft && group.some((w) => bestMatch(tok.stem, [w]) >= 0.95));
}

/** Words only one of a table's value columns says ('Lessons', 'Adults'), not those a heading over several says ('Visitors'). */
function categoryWords(t: Line['table']): string[] {
  const count = new Map<string, number>();
  for (const c of t.cols) if (c.kind !== 'total' && !c.textual) for (const w of new Set(c.own)) count.set(w, (count.get(w) ?? 0) + 1);
  return [...count].filter(([, n]) => n === 1).map(([w]) => w);
}

export function fitLine(ctx: GroundCtx, phrase: Phrase, line: Line, wAll = weights(ctx, phrase.tokens)): LineFit {
  const ev = evidence(ctx, phrase.tokens, line);
  // A common word said beside a name with it, as the line's own label says them ('conservation
  // land', 'part time'): a word of the name, weighed as one.
  const inLabel = (i: number) => bestMatch(phrase.tokens[i]!.stem, line.label) >= 0.95;
  const beside = (i: number) => [i - 1, i + 1].some((k) => k >= 0 && k < phrase.tokens.length && !phrase.tokens[k]!.soft && inLabel(k));
  const w = wAll.map((x, i) => (phrase.tokens[i]!.soft && inLabel(i) && beside(i) ? ctx.lib.idf.weight(phrase.tokens[i]!.stem) : x));
  // What the line and its table say, without the document's running text: a name or a rare word
  // found only somewhere in the document ('India' in a 10-K's prose) does not make this line it.
  const own = evidence(ctx, phrase.tokens, line, false);
  const sum = w.reduce((a, b) => a + b, 0);
  let num = 0;
  let strongNum = 0;
  let strongDen = 0;
  const weak: string[] = [];
  phrase.tokens.forEach((t, i) => {
    num += w[i]! * ev[i]!;
    if (!required(ctx, t)) return;
    strongDen += w[i]!;
    if (ev[i]! >= 0.6) strongNum += w[i]!;
    // In a document of many tables (a 10-K), a name must be said by the line's own table, not just its prose.
    const bigDocument = (ctx.lib.docs.get(line.table.documentId)?.tables ?? 0) > 2;
    // (Nor a total, 'Total income', of what a word only the document's prose says picks a part
    // of: 'raffle income' is not all the income.)
    if (ev[i]! < 0.3 || (bigDocument && own[i]! < 0.3) || (line.isTotal && own[i]! < 0.3 && GENERIC_KIND.test(labelHead(line.label)))) weak.push(t.word);
  });
  // A record table's line is a thing and a column ('Python Software Foundation' × 'Total Revenue'):
  // some word must choose the column when there are several.
  let colUnsaid = false;
  if (line.table.periodAxis === 'records' && line.table.cols.filter((c) => !c.textual).length > 1) {
    // (Or by the currency asked: 'in shillings' of 'Amount (US$)' beside 'Received (KSh)'.)
    const inCurrency = Boolean(ctx.plan.currency) && Boolean(line.cols[0]?.currency) && inCurrencyAsked(line.cols[0]!.currency!, ctx.plan.currency!);
    // (Or by the question's verb: 'what did we pay X' is the money-out column, 'what came in' the money-in one.)
    const verb = verbFlow(ctx.plan.text);
    const byVerb = verb !== null && line.col.some((s) => (verb === 'out' ? /^(?:moneyout|withdrawal|withdrawn|debit|payment|paid)$/ : /^(?:moneyin|deposit|credit|receipt|receiv)$/).test(s));
    // (Not by a word the line's label says already, through a word of like meaning: 'charges' of a
    // Stripe log's 'charge' records names them, not their 'Fee' column.)
    const saysCol = (t: Token) => {
      const m = bestMatch(t.stem, line.col);
      return m >= 0.95 || (m >= 0.6 && bestMatch(t.stem, line.label) < 0.95);
    };
    const colSaid = phrase.tokens.some(saysCol) || homeAmountColumn(line.table) === line.cols[0] || inCurrency || byVerb;
    if (!colSaid) weak.push(`(${line.cols[0]?.label ?? 'which figure'})`);
    colUnsaid = !colSaid;
  }
  const recall = sum ? num / sum : 0;
  // Only a column named ('fundraising' on a statement of functional expenses): its total row is
  // named by the column alone, its label only saying it is the total.
  // (Not a section's sum whose part the question names: 'gifts to the Alder Street appeal' are
  // that appeal's line, not the total of the section it sits in.)
  const namesPart = line.id.includes(':section:') && phrase.tokens.some((t) => !t.soft && bestMatch(t.stem, line.path) >= 0.95 && bestMatch(t.stem, line.label) < 0.8);
  // (Not a total whose label says more than that, none of it asked: 'Total (line RC of the
  // statement)' is a note's own total, named by its words too.)
  // (A log's total by column is labelled by the log's title: no words of its own.)
  const unsaidInLabel = line.byKey?.endsWith(':all') ? 0 : line.label.filter((w) => w !== 'total' && w !== 'subtotal' && !phrase.tokens.some((t) => bestMatch(t.stem, [w]) >= 0.8)).length;
  const columnOnly = line.isTotal && !namesPart && line.col.length > 0 && unsaidInLabel <= 2 && !phrase.tokens.some((t) => !t.soft && bestMatch(t.stem, line.label) >= 0.95) && phrase.tokens.some((t) => !t.soft && bestMatch(t.stem, line.col) >= 0.8);
  // ('Full year 2025 actual' asked as '2025': a whole year asked says 'full year' of what
  // happened; of a budget, 'full year' tells the year's budget from the budget to date.)
  const wholeYear = ctx.plan.periods.some((p) => p.kind === 'year') && !ctx.plan.soFar && !/\b(?:ytd|year to date|so far|to date)\b/.test(ctx.plan.text) && line.cols.length > 0 && line.cols.every((c) => c.kind !== 'budget' && c.kind !== 'forecast');
  // (A record named by its number, 'tranche 3', is named by that, not by its description: which
  // of its columns is asked is weighed apart, below.)
  const byNumber = keyNumbered(phrase.tokens, line).map((i) => phrase.tokens[i - 1]!.stem);
  const named = (byNumber.length ? byNumber : columnOnly ? line.col : line.nameStems).filter((s) => !(wholeYear && (s === 'full' || s === 'whol')));
  const precision = precisionOf(ctx, named);
  // (A column unsaid, beside a log's own column of amounts, is less likely still.)
  const home = colUnsaid && line.table.periodAxis === 'records' ? homeAmountColumn(line.table) : null;
  let score = 0.6 * recall + 0.4 * precision - (colUnsaid ? (home && home !== line.cols[0] ? 0.08 : 0.03) : 0);
  // 'Total' said or not: a total line when asked for a total, a line item otherwise.
  // ('Revenue against costs', 'what were our costs': a kind of figure alone is all of it, its total.)
  const hard = phrase.tokens.filter((t) => !t.soft);
  const bareKind = hard.length > 0 && hard.every((t) => GENERIC_KIND.test(t.stem));
  // ('For the whole portfolio', 'across the entire organisation': all of it, its total.)
  const saysTotal = phrase.tokens.some((t) => t.word === 'total') || /\btotal\b|\b(?:whole|entire)\b(?!\s+(?:\w+\s+)?(?:years?|months?|quarters?|periods?|fy|term|life))/.test(ctx.plan.text) || bareKind;
  // (So is a 'Total' column beside the categories where the months run down the side: the total
  // of visitors, not the adults'.)
  // (Unless the question names one of the categories, 'lessons and parties': those, not all.)
  const totalColumn =
    line.table.periodAxis === 'rows' &&
    line.cols.length > 0 &&
    line.cols.every((c) => c.kind === 'total') &&
    !phrase.tokens.some((t) => !t.soft && categoryWords(line.table).some((w) => bestMatch(t.stem, [w]) >= 0.95));
  // (Said by the column alone, 'Total' beside 'Visitors this year' over the categories: the word
  // asked is all that names it, and weighs as much as the category's words.)
  // ('Which month had the most visitors': the heading over all the categories names their total.)
  if ((saysTotal || namesGroup(line.table, phrase)) && totalColumn) score += 0.1;
  else if (saysTotal && line.isTotal && !columnOnly) score += 0.05;
  // 'The total costs': a line item sharing only the word for its kind ('Staff training
  // costs') is not the total asked.
  if (saysTotal && !line.isTotal) {
    const said = phrase.tokens.filter((t, i) => !t.soft && ev[i]! >= 0.8);
    if (said.length && said.every((t) => GENERIC_KIND.test(t.stem)) && line.label.some((w) => !GENERIC_KIND.test(w) && !phrase.tokens.some((t) => t.stem === w))) score -= 0.1;
  }
  // (Unless the question names what it totals, word for word, and nothing more: 'visits' of
  // 'Total visits' beside 'Medical visits' and 'Dental visits' is all the visits.)
  const totalsSaid = line.label.filter((w) => w !== 'total').length > 0 && line.label.filter((w) => w !== 'total').every((w) => phrase.tokens.some((t) => !t.soft && bestMatch(t.stem, [w]) >= 0.95)) && phrase.tokens.filter((t) => !t.soft).every((t) => bestMatch(t.stem, line.label) >= 0.95);
  if (line.isTotal && !saysTotal && /^total\b/i.test(line.rows[0]?.label ?? '')) score += totalsSaid ? 0.02 : -0.04;
  if (namesPart) score -= 0.1;
  // The question's last word names one kind of figure ('total assets') and the line says it only
  // before its own last word, another kind ('Intangible asset amortization expense'): a line of
  // another kind.
  // (So is a total of something else, 'Total pre-tax adjustments' for 'total assets', whose
  // items say the kind asked.)
  // (Of the other kind outright, the word is not said by it.)
  const naming = phrase.tokens.filter((t) => !t.soft);
  if (otherKindHead(naming, line.label)) {
    score -= 0.2;
    if (!weak.includes(naming[naming.length - 1]!.word)) weak.push(naming[naming.length - 1]!.word);
  } else if (otherTotal(naming, line)) score -= 0.2;
  // (A statement's balance asked, 'the BSP balance at 31 Oct': its running balance, not a record's
  // figure in the Balance column beside a payee that shares the bank's name.)
  if (line.byKey?.endsWith(':balance') && /\bbalances?\b/.test(ctx.plan.text)) score += 0.25;
  // (A log's records of one value of a key, 'Budget line: Bake sales', not a word of which is
  // said: some of what was asked, not all of it.)
  if (line.byKey && !/:(?:all|balance)$/.test(line.byKey) && line.label.length && !line.label.some((w) => phrase.tokens.some((t) => bestMatch(t.stem, [w]) >= 0.95))) score -= 0.05;
  // A line under a heading the question says whole, whose own label it says only by a word of like
  // meaning ('occupancy costs' of 'Occupancy › Rent'): the heading is named, its total meant, not
  // this one line of it.
  const hardTokens = phrase.tokens.filter((t) => !t.soft);
  if (!line.isTotal && line.path.length && hardTokens.some((t) => bestMatch(t.stem, line.path) >= 0.95 && bestMatch(t.stem, line.label) >= 0.6 && bestMatch(t.stem, line.label) < 0.95) && !phrase.tokens.some((t) => bestMatch(t.stem, line.label) >= 0.95)) score -= 0.1;
  // A residual line ('Other employee costs') only when the question says 'other'.
  if (/^(?:all\s+)?other\b/i.test(line.rows[0]?.label ?? '') && !/\bother\b/.test(ctx.plan.text)) score -= 0.05;
  // A balance asked at a year is its closing one: 'Goodwill, beginning of the year' only when the
  // question says the beginning.
  if (/\b(?:beginning|start|opening)\s+(?:of\s+(?:the\s+)?(?:year|period)|balance)\b/i.test(line.name) && !/\b(?:begin\w*|start\w*|open\w*)\b/.test(ctx.plan.text)) score -= 0.03;
  if (ctx.plan.code && line.rows.some((r) => r.code === ctx.plan.code)) score += 0.5;
  // The same line on parallel sheets (a sheet a programme): a question naming a sheet asks about
  // that sheet's line; one naming none, about them all added up.
  if (line.parallel) {
    // (Said anywhere in the question: 'wages plus PRSI in the Day Centre' names the sheet of both.)
    const said = ctx.groupStems ?? [...ctx.allStems, ...ctx.plan.subject.tokens.map((t) => t.stem)];
    // (A sheet a term, 'Term 3': named by its name said whole, 'term 3', not by a number alone.)
    const named = line.parallel.own.some((s) => bestMatch(s, said) >= 0.8) || (line.parallel.sheets ?? []).some((n) => saysName(ctx.plan.text, n));
    if (line.parallel.combined ? named : !named) score -= 0.08;
  }
  return { line, tokens: phrase.tokens, ev, recall, precision, score, weak, strong: strongDen ? strongNum / strongDen : 1 };
}

/** The question says a name whole, its words and numbers in a row ('term 3', 'FY2025' as 'fy 2025'). */
function saysName(text: string, name: string): boolean {
  const words = (x: string) => x.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  const n = words(name);
  const q = words(text);
  return n.length > 0 && q.some((_, i) => n.every((w, k) => q[i + k] === w));
}

/** The stems of the five kinds of figure, for the last word of a name. */
const KIND_HEADS: Array<[string, RegExp]> = [
  ['asset', /^(?:asset|assets)$/],
  ['liability', /^(?:liability|liabiliti|obligation)$/],
  ['expense', /^(?:expens|expense|cost|expenditur|spend)$/],
  ['revenue', /^(?:revenu|incom|sale)$/],
  ['netassets', /^(?:netasset|equity)$/],
];
const kindOf = (stem: string | undefined) => (stem ? (KIND_HEADS.find(([, re]) => re.test(stem))?.[0] ?? null) : null);

/**
 * The question's last naming word is a kind of figure ('assets') that the label says only before
 * its own last word, another kind ('Intangible asset amortization expense'). (A thing there
 * instead, 'Asset impairment', is not told apart this way: 'Other income (expense), net' ends in a
 * word the question need not say.)
 */
export function otherKindHead(tokens: Token[], label: string[]): boolean {
  const q = tokens[tokens.length - 1];
  const head = label[label.length - 1];
  const [qk, lk] = [kindOf(q?.stem), kindOf(head)];
  if (!q || !qk || !lk || qk === lk) return false;
  if (tokens.some((t) => bestMatch(t.stem, [head!]) >= 0.8)) return false;
  return bestMatch(q.stem, label.slice(0, -1)) >= 0.95;
}

/**
 * A total line whose label names what it totals, not said by the question, and not the kind of
 * balance the question's last word names (said only by its items).
 */
function otherTotal(tokens: Token[], line: Line): boolean {
  const q = tokens[tokens.length - 1];
  const kind = kindOf(q?.stem);
  if (!line.isTotal || !q || (kind !== 'asset' && kind !== 'liability' && kind !== 'netassets')) return false;
  const own = line.label.filter((w) => !/^(?:total|grand|in|thousands?|millions?|inthousand|inmillion)$/.test(w));
  const head = own[own.length - 1];
  if (!head || tokens.some((t) => bestMatch(t.stem, [head]) >= 0.8)) return false;
  return bestMatch(q.stem, line.label) < 0.8;
}

/** A label's last word, past any scale or currency said after it ('Total income (US$'000)'). */
function labelHead(label: string[]): string {
  return [...label].reverse().find((w) => /^[a-z]{3,}$/.test(w) && !/^(?:inthousand|inmillion|thousand|million|usd|eur|gbp|ttd|ghs)$/.test(w)) ?? '';
}

/** Words that say only a kind of figure ('costs', 'revenue'), not which line. */
const GENERIC_KIND = /^(?:cost|expens|expense|expenditur|spend|revenu|incom|sale|fee|charg|amount)$/;

/** Lines that may be what `phrase` names, best first. */
export function matchLines(ctx: GroundCtx, phrase: Phrase, options: { limit?: number; filter?: (l: Line) => boolean } = {}): LineFit[] {
  const lines = new Set<Line>();
  for (const t of phrase.tokens) for (const x of expand(ctx.lib, t.stem)) for (const l of ctx.lib.postings.get(x) ?? []) lines.add(l);
  // (And the lines spelling out the words of initials the question types: 'H&S', 'YWP'.)
  for (const t of phrase.tokens) {
    const keys = initialsOf(t.word);
    if (!keys.length) continue;
    const byInitials = initialsIndex(ctx.lib);
    for (const k of keys) for (const l of byInitials.get(k) ?? []) lines.add(l);
  }
  // (And the lines printing the initials of words the question spells out.)
  const acr = ctx.lib.acronyms;
  if (acr?.size)
    for (let i = 0; i < phrase.tokens.length; i++)
      for (let n = 2; n <= 4 && i + n <= phrase.tokens.length; n++) {
        const initials = phrase.tokens.slice(i, i + n).map((x) => x.word[0]).join('');
        if (acr.has(initials)) for (const l of ctx.lib.postings.get(initials) ?? []) lines.add(l);
      }
  const w = weights(ctx, phrase.tokens);
  const out: LineFit[] = [];
  for (const line of lines) {
    if (options.filter && !options.filter(line)) continue;
    out.push(fitLine(ctx, phrase, line, w));
  }
  // A total, against a line of its table that says a name the question says and the total lacks
  // ('the Alder Street appeal's gifts' against the total of all gifts; one supplier's against the
  // whole log): that line is the one named. (A title or the text around the table saying the name
  // does not make it the total's.)
  const saying = new Map<TableModel, Set<number>>();
  for (const f of out) {
    if (f.line.isTotal) continue;
    const said = saying.get(f.line.table) ?? new Set<number>();
    f.ev.forEach((e, i) => e >= 0.95 && !phrase.tokens[i]!.soft && said.add(i));
    saying.set(f.line.table, said);
  }
  for (const f of out) {
    if (!f.line.isTotal) continue;
    const said = saying.get(f.line.table);
    if (said) for (const i of said) if (f.ev[i]! < 0.6) f.score -= 0.15;
  }
  // 'Net revenue' beside 'Total revenue' in one table, 'net' unsaid: what came in, not what was
  // left after costs.
  if (!/\bnet\b/.test(ctx.plan.text)) {
    const bare = (l: Line) => l.label.filter((x) => x !== 'total' && x !== 'net').join(' ');
    for (const f of out) {
      if (!f.line.label.includes('net')) continue;
      const b = bare(f.line);
      if (b && out.some((g) => g.line.table === f.line.table && g !== f && !g.line.label.includes('net') && bare(g.line) === b && g.line.cols[0] === f.line.cols[0])) f.score -= 0.06;
    }
  }
  // A record named by its number ('tranche 3'): not the records of its table added up.
  const numbered = new Set(out.filter((f) => keyNumbered(phrase.tokens, f.line).length).map((f) => f.line.table));
  for (const f of out) if (numbered.has(f.line.table) && f.line.isTotal && f.line.rows.length !== 1) f.score -= 0.2;
  out.sort((a, b) => b.score - a.score);
  return out.slice(0, options.limit ?? 60);
}

// ---------------------------------------------------------------------------------------------
// The figure of a line for a period.

export type Measure = Plan['measure'];

/** What a fact reports: its column's kind, or the table's when the column does not say. */
export function effectiveKind(f: Fact): 'budget' | 'actual' | 'forecast' | 'derived' | 'other' {
  switch (f.kind) {
    case 'budget':
      return 'budget';
    case 'actual':
    case 'ytd':
      return 'actual';
    case 'forecast':
      return 'forecast';
    case 'change':
    case 'pctChange':
    case 'variance':
    case 'pctVariance':
    case 'percentOf':
      return 'derived';
    default: {
      const k = f.table.kind;
      if (k === 'budget') return 'budget';
      if (k === 'forecast') return 'forecast';
      return k === 'actual' || k === 'balance' || k === 'ledger' ? 'actual' : 'other';
    }
  }
}

export function kindFit(measure: Measure, f: Fact): number {
  const k = effectiveKind(f);
  if (k === 'derived') return -0.6;
  // A balance (cash at a date) is nobody's budget: 'the budget' in the question is about the flow beside it.
  const balance = f.table.kind === 'balance' || f.row.category === 'asset' || f.row.category === 'liability' || f.row.category === 'netassets';
  if (measure === 'budget') return k === 'budget' ? 0.3 : balance ? -0.05 : k === 'actual' ? -0.5 : k === 'forecast' ? -0.3 : -0.15;
  // (A figure no word calls budget or forecast is what happened, mostly: near an actual.)
  if (measure === 'actual') return k === 'actual' ? 0.2 : k === 'budget' ? -0.5 : k === 'forecast' ? -0.4 : 0.12;
  if (measure === 'forecast') return k === 'forecast' ? 0.3 : k === 'budget' ? -0.1 : -0.3;
  // Neither said: what happened, when the documents have it, before what was planned.
  return k === 'budget' ? -0.1 : k === 'forecast' ? -0.1 : 0;
}

export { YEAR_TO_DATE } from './table/units';
/** A column of a whole year ('Full year FY Actual', 'Annual Budget', 'Year total'). */
export const FULL_YEAR = /\bfull[- ]?year\b|\bannual\b|\bwhole year\b|\byear total\b|\bfy (?:total|budget|actual)\b/i;

/** Versions of a figure asked by name ('revised', 'approved', 'adjusted'), and 'revised' over 'original' when none is. */
export function variantFit(plan: Plan, f: Fact): number {
  const label = f.col.label.toLowerCase();
  let s = 0;
  for (const v of plan.variants) if (label.includes(v) || (v === 'ytd' && YEAR_TO_DATE.test(label))) s += 0.25;
  // 'So far', neither budget nor actual said: what has happened, not the plan for the whole year.
  if (plan.variants.includes('ytd') && !plan.measure && effectiveKind(f) === 'budget' && !YEAR_TO_DATE.test(label)) s -= 0.2;
  // 'For the full year': a year's column ('Full year FY Actual'), not a quarter's.
  if (plan.variants.includes('annual') && !label.includes('annual')) {
    if (FULL_YEAR.test(label) || f.periods.some((x) => x.kind === 'year')) s += 0.25;
    else if (f.periods.some((x) => x.kind === 'quarter' || x.kind === 'month' || x.kind === 'half' || (x.kind === 'span' && (x.months ?? 12) < 12) || (x.kind === 'span' && x.fromStart && !x.months)) || f.kind === 'ytd' || YEAR_TO_DATE.test(label)) s -= 0.1;
  }
  if (!plan.variants.length && /\b(revised|amended|updated|latest|reforecast)\b/.test(label)) s += 0.04;
  if (!plan.variants.length && /\b(adjusted|normali[sz]ed|non-gaap|pro forma|constant currency)\b/.test(label)) s -= 0.04;
  return s;
}

/** How much of a column's own words the question says (0-1): 'Revised', 'Level 2', 'With donor restrictions'. */
export function columnHint(ctx: GroundCtx, f: Fact): number {
  const own = f.col.distinct.length ? f.col.distinct : f.col.own;
  if (!own.length) return 0;
  let n = 0;
  for (const s of own) n += bestMatch(s, ctx.allStems) >= 0.8 ? 1 : 0;
  return n / own.length;
}

/** Units whose figures add up (money, counts, days); percentages, ratios and per-share figures do not. */
export const ADDITIVE = new Set<Fact['unit']>(['money', 'count', 'days', 'months', 'years']);

/** A statement's running balance column: each record's balance after it, never added up. */
const RUNNING = /^\s*(?:running\s+|closing\s+|ledger\s+|available\s+)?(?:balance|solde|saldo|kontostand)\b/i;

/** Figures that add up: amounts and counts, not a log's running balances. */
export function addable(fs: Fact[]): boolean {
  // (Nor amounts in different currencies, a register of gifts in kronor, pounds and dollars.)
  return fs.every((f) => ADDITIVE.has(f.unit) && !(f.table.periodAxis === 'records' && RUNNING.test(f.col.label)) && f.currency === fs[0]!.currency);
}

export interface Pick {
  value: number;
  facts: Fact[];
  /** How well the period matched (1 exact; lower for a year told as a date; 0.5 when none was said). */
  match: number;
  how: 'cell' | 'sum' | 'latest';
  /** The period asked, when the figure adds up several. */
  period: Period | null;
  score: number;
}

function factPeriodMatch(ctx: GroundCtx, p: Period, f: Fact): number {
  let best = 0;
  // A ledger's posting date is a day's flow, not the year's or the quarter's figure: the year
  // asked is the postings inside it (factWithin), by its fiscal months, never one day's amount.
  const posting = f.table.periodAxis === 'records' && f.row.category !== 'asset' && f.row.category !== 'liability' && f.row.category !== 'netassets';
  // (A record for the months it covers, made on a day after them: a month or quarter asked is the months covered.)
  const covers = posting && f.periods.some((x) => x.kind === 'span' || x.kind === 'monthRange');
  for (const fp of f.periods) {
    if (posting && fp.kind === 'date' && !fp.ended && p.kind !== 'date' && (p.kind !== 'month' || covers)) continue;
    // (Nor is a week's: a month or a year asked is its weeks added up.)
    if (fp.week && p.kind !== 'date') continue;
    // (Nor a record's second day, 'Payout date': it happened on its first.)
    if (fp.secondary) continue;
    best = Math.max(best, periodMatch(p, fp, ctx.fyStart));
    // The year so far asked ('so far this year', 'FY2025 to date'): months from its start to a
    // month inside it ('Actual Apr-Dec 2025') are that.
    if (p.kind === 'year' && (fp.kind === 'monthRange' || fp.kind === 'span') && (ctx.plan.soFar || ctx.plan.variants.includes('ytd'))) {
      const qi = intervalOf(p, ctx.fyStart, p.year);
      const fi = intervalOf(fp, ctx.fyStart, fp.year);
      if (qi && fi && fi.from === qi.from && fi.to < qi.to) best = Math.max(best, 0.9);
    }
    // The year to date at a day or month ('the YTD variance at 31 March'): the months from the
    // fiscal year's start to that month ('Year to date (Oct-Mar)').
    if ((p.kind === 'date' || p.kind === 'month') && p.year !== undefined && (fp.kind === 'monthRange' || fp.kind === 'span') && (ctx.plan.soFar || ctx.plan.variants.includes('ytd'))) {
      const qi = intervalOf(p, ctx.fyStart, p.year);
      const fi = intervalOf(fp, ctx.fyStart, fp.year);
      if (qi && fi && fi.to === qi.to && fi.from === fiscalStart(fiscalYearOf(qi.to, ctx.fyStart), ctx.fyStart)) best = Math.max(best, 0.95);
    }
  }
  return best;
}

export function factWithin(ctx: GroundCtx, p: Period, f: Fact): boolean {
  // (A record for the months it covers, made after them: within the period its months are in.)
  // (Or the one month it covers, '12/01/2025 – 12/31/2025': December's, though asked for in January.)
  const covering = (x: Period) => x.kind === 'span' || x.kind === 'monthRange' || (x.kind === 'month' && f.periods.some((y) => y.kind === 'date' && !y.ended));
  const covers = f.table.periodAxis === 'records' && p.kind !== 'date' && f.periods.some(covering);
  for (const fp of f.periods) {
    if (covers && fp.kind === 'date' && !fp.ended) continue;
    if (fp.secondary) continue;
    if (covers && covering(fp)) {
      const qi = intervalOf(p, ctx.fyStart, p.year);
      const fi = intervalOf(fp, ctx.fyStart, fp.year);
      if (qi && fi && fi.from >= qi.from && fi.to <= qi.to) return true;
      continue;
    }
    if (periodWithin(p, fp, ctx.fyStart, p.year)) return true;
    if (fp.kind === 'date' && !fp.ended) {
      // A transaction's date inside the month, quarter or year asked.
      const qi = intervalOf(p, ctx.fyStart, p.year);
      const fi = intervalOf(fp, ctx.fyStart);
      if (qi && fi && fi.from >= qi.from && fi.to <= qi.to && (p.kind !== 'date' || qi.to - qi.from > 0)) return true;
    }
  }
  return false;
}

/** Chronological position of a fact (the month index its period ends in). */
export function timeKey(ctx: GroundCtx, f: Fact): number {
  let key = -Infinity;
  for (const p of f.periods) {
    const i = intervalOf(p, ctx.fyStart, p.year);
    if (i) key = Math.max(key, i.to + (p.day ?? 0) / 100);
    else if (p.year !== undefined) key = Math.max(key, p.year * 12 + 11);
  }
  return key;
}

const SKIP_KINDS = new Set(['change', 'pctChange', 'variance', 'pctVariance', 'percentOf']);

/**
 * The line's figure for period `p` (or, with no period, the one to show: its total beside months,
 * else its latest of the kind asked). Months inside the period are added up when no column names it.
 */
const DAILY = new WeakMap<TableModel, boolean>();
/**
 * Days down the side, several in a month (a schedule of gifts by date, a cash book): records, each
 * a day's gift or payment, added up for a month or a span asked, not one day read for it.
 */
function dailyLog(table: TableModel): boolean {
  let v = DAILY.get(table);
  if (v === undefined) {
    const days = table.periodAxis === 'rows' ? table.rows.flatMap((r) => (r.period?.kind === 'date' && !r.period.ended && r.period.day !== undefined && !r.isTotal ? [r.period] : [])) : [];
    const months = new Map<string, Set<number>>();
    for (const d of days) months.set(`${d.year}-${d.month}`, (months.get(`${d.year}-${d.month}`) ?? new Set()).add(d.day!));
    v = days.length >= 3 && [...months.values()].some((s) => s.size >= 2);
    DAILY.set(table, v);
  }
  return v;
}

export function pickAt(ctx: GroundCtx, line: Line, p: Period | null, measure: Measure = ctx.plan.measure, options: { allowSum?: boolean; kinds?: string[] } = {}): Pick | null {
  const facts = line.facts.filter((f) => (options.kinds ? options.kinds.includes(f.kind) : !SKIP_KINDS.has(f.kind) || line.facts.every((x) => SKIP_KINDS.has(x.kind))));
  if (!facts.length) return null;
  const record = line.table.periodAxis === 'records' || dailyLog(line.table);
  if (!p) {
    let best: { f: Fact; s: number } | null = null;
    const asksEnd = /\b(?:end|ending|closing|close)\b/.test(ctx.plan.text);
    const asksOpen = /\b(?:begin\w*|start\w*|open\w*)\b/.test(ctx.plan.text);
    const hasMonths = facts.some((f) => f.periods.some((x) => x.kind === 'month'));
    const keys = facts.map((f) => timeKey(ctx, f)).filter((k) => Number.isFinite(k));
    const max = Math.max(...keys);
    const min = Math.min(...keys);
    for (const f of facts) {
      const k = timeKey(ctx, f);
      const recency = Number.isFinite(k) && max > min ? (k - min) / (max - min) : 0;
      let s = kindFit(measure, f) + 0.3 * columnHint(ctx, f) + 0.1 * recency + variantFit(ctx.plan, f);
      // (So is a total beside its parts at one day or period, 'Total' after the ageing bands of an
      // aged payables summary, or the funds of a statement's year.)
      const partsBeside = f.kind === 'total' && f.periods.length > 0 && facts.filter((x) => x !== f && x.kind !== 'total' && x.periods.length > 0 && x.periods[0]!.text === f.periods[0]!.text).length >= 2;
      if ((f.kind === 'total' || f.kind === 'ytd') && (hasMonths || partsBeside)) s += 0.2;
      if (f.kind === 'total' && /\btotal\b/.test(ctx.plan.text)) s += 0.15;
      // 'For the full year': the year's column, not a quarter's or a month's.
      if (ctx.plan.variants.includes('annual')) {
        // (Twelve months however told, 'Jan - Dec 2025' or 'year to date' at the year's end, are the year.)
        const twelve = f.periods.some((x) => {
          const i = (x.kind === 'monthRange' || x.kind === 'span') && intervalOf(x, ctx.fyStart, x.year);
          return i && i.to - i.from === 11;
        });
        if (FULL_YEAR.test(f.col.label) || f.periods.some((x) => x.kind === 'year') || twelve) s += 0.3;
        if (f.periods.some((x) => x.kind === 'quarter' || x.kind === 'month' || x.kind === 'half')) s -= 0.2;
      }
      if (f.unit === 'percent' && !ctx.plan.wantsPercent && line.facts.some((x) => x.unit !== 'percent')) s -= 0.1;
      // A balance asked at the close ('closing', 'ending'): a column of balances at the end ('Balance at End of Period'),
      // not at the beginning, unless the beginning is asked.
      const inner = f.col.path.at(-1) ?? f.col.label;
      const colEnd = /\b(?:end|ending|closing|close)\b/i.test(inner);
      const colBegin = /\b(?:beginning|begin|opening|start)\b/i.test(inner);
      if (colEnd !== colBegin) s += colEnd ? (asksEnd ? 0.2 : 0) : asksOpen ? 0.2 : asksEnd ? -0.2 : 0;
      if (!best || s > best.s) best = { f, s };
    }
    const f = best!.f;
    // A record line with several records in that period (a ledger's transactions): their sum.
    if (record) {
      // (A log's records grouped by a key, or all of them, no period asked: every record, the
      // whole log's; not the latest day's.)
      // (Records dated by the day: a schedule by year of expiry is no log.)
      const daily = facts.every((x) => x.periods[0]?.kind === 'date' && !x.periods[0].ended && x.periods[0].day !== undefined);
      const grouped = line.table.periodAxis === 'records' && daily && !line.byKey?.endsWith(':balance') && line.category !== 'asset' && line.category !== 'liability' && line.category !== 'netassets';
      // (Nor a day's register, no day asked, 'the food we received': every day's, unless a balance
      // carried day to day or the latest is asked.)
      const wholeLog =
        !grouped && daily && dailyLog(line.table) && !['average', 'extreme', 'count'].includes(ctx.plan.op) &&
        line.category !== 'asset' && line.category !== 'liability' && line.category !== 'netassets' &&
        !/\b(?:balances?|bal|solde|saldo|saldi|closing|opening|running|cumulative|to date|stock|on hand)\b/i.test(`${line.name} ${f.col.label}`) &&
        !/\b(?:latest|last|most recent|recent|newest|final|today|yesterday|balance|on hand|left|remaining)\b/.test(ctx.plan.text);
      const same = facts.filter((x) => x.col === f.col && (grouped || wholeLog || (x.periods.length && f.periods.length && periodMatch(f.periods[0]!, x.periods[0]!, ctx.fyStart) >= 1)));
      if (same.length > 1 && addable(same)) return { value: same.reduce((a, x) => a + x.value, 0), facts: same, match: 0.5, how: 'sum', period: grouped || wholeLog ? null : (f.periods[0] ?? null), score: best!.s };
    }
    return { value: f.value, facts: [f], match: 0.5, how: f.periods.length ? 'latest' : 'cell', period: null, score: best!.s };
  }
  // A running balance at a day: the last record's on or before it.
  if (line.byKey?.endsWith(':balance')) {
    // (A day or a month said without its year, '31/03', 'the end of January': the statement's.)
    const years = facts.map((f) => f.periods.find((x) => x.kind === 'date')?.year).filter((y): y is number => y !== undefined);
    if (p.year === undefined && (p.kind === 'date' || p.kind === 'month') && years.length) p = { ...p, year: Math.max(...years) };
    const asked = intervalOf(p, ctx.fyStart, p.year);
    if (!asked) return null;
    // (Days as timeKey orders them: the month, then the day in hundredths.)
    const day = (f: Fact) => timeKey(ctx, f);
    const limit = asked.to + (p.kind === 'date' && p.day !== undefined ? p.day : 99) / 100;
    const before = facts.filter((f) => day(f) <= limit);
    if (!before.length) return null;
    const last = before.reduce((a, f) => (day(f) > day(a) || (day(f) === day(a) && f.row.index > a.row.index) ? f : a));
    // (Only a balance the statement reaches: a day past its last record is not read from it.)
    if (Math.floor(day(last)) !== asked.to && !facts.some((f) => day(f) > limit)) return null;
    return { value: last.value, facts: [last], match: 1, how: 'cell', period: p, score: 1 };
  }
  // The year so far asked ('so far this year'), and the line has a 'YTD' column naming no period
  // beside the year's months: that column, of the year its months are in.
  if (p.kind === 'year' && (ctx.plan.variants.includes('ytd') || /\bso far\b|\bto date\b/.test(ctx.plan.text))) {
    const toDate = facts.filter((f) => YEAR_TO_DATE.test(f.col.label) && !f.periods.length && (measure ? kindFit(measure, f) > 0 : effectiveKind(f) === 'actual'));
    const ofYear = facts.some((f) => f.periods.length > 0 && factWithin(ctx, p, f));
    if (toDate.length === 1 && ofYear) return { value: toDate[0]!.value, facts: toDate, match: 1, how: 'cell', period: p, score: 1 + kindFit(measure, toDate[0]!) };
  }
  let best: { f: Fact; m: number; s: number } | null = null;
  const hinted = facts.some((f) => columnHint(ctx, f) > 0);
  // A balance asked at a year, dated twice in it ('At 1 Jan 2025', 'At 31 Dec 2025'): the closing
  // one, unless the question says the opening.
  const opening = /\b(?:begin\w*|start\w*|open\w*)\b/.test(ctx.plan.text);
  const dayIn = (f: Fact) => {
    const d = p.kind === 'year' ? f.periods.find((x) => x.kind === 'date' && !x.ended && x.month !== undefined && x.year === p.year) : undefined;
    return d ? (opening ? -1 : 1) * 0.004 * (d.month! + (d.day ?? 0) / 31) : 0;
  };
  // (A log's records of a day asked: that day's, not the nearest before it; a payout on 1 September
  // is none when the last was on 25 August.)
  const oneDay = record && p.kind === 'date' && p.day !== undefined && !p.ended && facts.length > 0 && facts.every((x) => x.periods[0]?.kind === 'date' && !x.periods[0].ended && x.periods[0].day !== undefined);
  for (const f of facts) {
    const m = factPeriodMatch(ctx, p, f);
    if (m <= 0) continue;
    if (oneDay) {
      const d = f.periods[0]!;
      if (d.day !== p.day || d.month !== p.month || (p.year !== undefined && d.year !== p.year)) continue;
    }
    const s = m + kindFit(measure, f) + 0.3 * columnHint(ctx, f) + variantFit(ctx.plan, f) + (f.kind === 'total' && !hinted ? 0.05 : 0) + dayIn(f);
    if (!best || s > best.s) best = { f, m, s };
  }
  if (best) {
    if (record) {
      // Several records in the period (transactions on that day): their sum.
      const same = facts.filter((x) => x.col === best!.f.col && factPeriodMatch(ctx, p, x) >= best!.m);
      // Postings dated inside the month asked are that month's, exactly.
      const inside = p.kind === 'month' && same.every((x) => factWithin(ctx, p, x)) ? 1 : best.m;
      // (Running balances of several records add up to nothing.)
      if (same.length > 1 && !addable(same)) return null;
      if (same.length > 1) return { value: same.reduce((a, x) => a + x.value, 0), facts: same, match: inside, how: 'sum', period: p, score: best.s };
      // (One posting in the month: the month's figure, said as the month, not the posting's day.)
      if (inside === 1) return { value: best.f.value, facts: [best.f], match: 1, how: 'sum', period: p, score: best.s };
    }
    return { value: best.f.value, facts: [best.f], match: best.m, how: 'cell', period: null, score: best.s };
  }
  if (options.allowSum === false || line.table.kind === 'balance') return null;
  // The months (or transactions) inside the period asked, added up: one kind, one group of columns.
  const inside = facts.filter((f) => factWithin(ctx, p, f));
  if (!inside.length) return null;
  const groups = new Map<string, Fact[]>();
  for (const f of inside) {
    const key = `${effectiveKind(f)}|${f.col.distinct.join(' ')}|${record ? f.col.index : f.periods[0]?.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  let chosen: Fact[] | null = null;
  let chosenScore = -Infinity;
  for (const g of groups.values()) {
    const s = kindFit(measure, g[0]!) + 0.3 * columnHint(ctx, g[0]!) + 0.01 * g.length;
    if (s > chosenScore) {
      chosen = g;
      chosenScore = s;
    }
  }
  // A balance is not added up over months: only flows are; nor are percentages, ratios or per-share figures.
  if (!chosen || chosen.some((f) => f.periods.some((x) => x.kind === 'date' && !x.ended && !x.week && !record))) return null;
  if (chosen.length > 1 && !addable(chosen)) return null;
  // Months of a statement that stop short of the period asked (July to October of a second half):
  // a part of it, not its figure.
  const match = 0.9;
  if (!record && !ctx.plan.soFar && !ctx.plan.variants.includes('ytd')) {
    const asked = intervalOf(p, ctx.fyStart, p.year);
    // (The months the statement has columns for, a blank month included: February with nothing
    // in it is a month of nothing, not a month missing.)
    const covered = new Set<number>();
    const kinds = new Set(chosen.map((f) => f.col.kind));
    for (const c of line.cols) {
      if (!c.period || !kinds.has(c.kind)) continue;
      const i = intervalOf(c.period, ctx.fyStart, c.period.year);
      if (i && i.from === i.to && asked && i.from >= asked.from && i.from <= asked.to) covered.add(i.from);
    }
    if (asked && covered.size && covered.size < asked.to - asked.from + 1) return null;
  }
  return { value: chosen.reduce((a, f) => a + f.value, 0), facts: chosen, match, how: 'sum', period: p, score: match + chosenScore };
}

/**
 * The line's figures over time, oldest first: facts of one kind and one group of columns that
 * name periods, `inside` a period when given (the months of a fiscal year).
 */
export function seriesOf(ctx: GroundCtx, line: Line, inside: Period | null = null, measure: Measure = ctx.plan.measure): Fact[] {
  // (A total column is the year's, beside its months; where the months run down the side, a
  // 'Total' column is each month's total of the categories beside it, a line like the others.)
  let facts = line.facts.filter((f) => f.periods.length && !SKIP_KINDS.has(f.kind) && (f.kind !== 'total' || line.table.periodAxis === 'rows'));
  // A ledger's transactions by day: their months, each the sum of its transactions.
  if (line.table.periodAxis === 'records' && facts.length && facts.every((f) => f.periods[0]!.kind === 'date' && !f.periods[0]!.ended)) {
    const byMonth = new Map<string, Fact[]>();
    for (const f of facts) {
      const p = f.periods[0]!;
      const k = `${p.year}-${p.month}`;
      byMonth.set(k, [...(byMonth.get(k) ?? []), f]);
    }
    facts = [...byMonth.values()].map((fs) => {
      const p = fs[0]!.periods[0]!;
      const month: Period = { kind: 'month', year: p.year, month: p.month, start: 0, end: 0, text: '' };
      // (A running balance's month is its last record's balance.)
      if (!addable(fs)) {
        const last = fs.reduce((a, f) => ((f.periods[0]!.day ?? 0) > (a.periods[0]!.day ?? 0) || ((f.periods[0]!.day ?? 0) === (a.periods[0]!.day ?? 0) && f.row.index > a.row.index) ? f : a));
        return { ...last, periods: [month], parts: [last] };
      }
      return { ...fs[0]!, value: Math.round(fs.reduce((a, f) => a + f.value, 0) * 100) / 100, periods: [month], parts: fs };
    });
  }
  const groups = new Map<string, Fact[]>();
  for (const f of facts) {
    if (inside && !factWithin(ctx, inside, f) && factPeriodMatch(ctx, inside, f) <= 0) continue;
    const p = f.periods[0]!;
    // A year said as a date ('December 27, 2019' beside 'Year Ended December 28, 2018') is a year.
    const gran = p.kind === 'date' || p.kind === 'year' ? 'year' : p.kind === 'span' ? `span${p.months ?? p.weeks}` : p.kind;
    const key = `${effectiveKind(f)}|${gran}|${f.col.distinct.join(' ')}|${f.unit}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  // A series is one figure a period: columns of one period told apart by words ('Paid to date',
  // '% paid') are not points of it.
  for (const [key, g] of groups) if (new Set(g.map((f) => `${f.row.index}|${timeKey(ctx, f)}`)).size < g.length) groups.delete(key);
  let chosen: Fact[] = [];
  let chosenScore = -Infinity;
  for (const g of groups.values()) {
    // One figure per period (a record line's transactions in one month are added up by the caller).
    const s = kindFit(measure, g[0]!) + 0.3 * Math.max(...g.map((f) => columnHint(ctx, f))) + 0.05 * Math.min(g.length, 12);
    if (s > chosenScore) {
      chosen = g;
      chosenScore = s;
    }
  }
  return [...chosen].sort((a, b) => timeKey(ctx, a) - timeKey(ctx, b));
}
