// The organisation's tables read into the table model once per set of ready documents (cached
// with the rest of the index, cache.ts): each stored table with the captions printed beside it,
// its lines, the words that find them, and how rare each word is.
import type { StoredTable } from '../../documents';
import { addable, effectiveKind, type TableLibrary } from './ground';
import { splitTwoSided } from './table/two-sided';
import { buildTable } from './table/build';
import { computedLines, linesOf, type Line } from './table/lines';
import type { Category, Fact, TableModel } from './table/types';
import { inCurrencyAsked } from '../../../lib/currencies';
import { scaleOf } from './table/units';
import { contentStems, Idf, isStopword } from './text';
import { findPeriods, intervalOf, type Period } from './periods';

export interface LibraryInput {
  tables: StoredTable[];
  /** Passages by document (captions, headings, notes), for captions beside each table and the document's scale. */
  passages: Array<{ documentId: string; text: string; page: number | null; sheet: string | null }>;
  docs: Array<{ id: string; nameStems: string[]; stems: Set<string> }>;
}

/**
 * The currency most of the tables that state one state, when three in four of them agree; else null.
 * (Tables that say US dollars count for '$': a Cambodian NGO's books in 'US$' beside one donor
 * report in euros are not in euros.)
 */
export function usualCurrency(tables: TableModel[]): string | null {
  const stated = new Map<string, number>();
  for (const t of tables) if (t.currencyStated || t.dollarsStated) stated.set(t.currencyStated ? t.currency : '$', (stated.get(t.currencyStated ? t.currency : '$') ?? 0) + 1);
  const [usual, count] = [...stated].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  const all = [...stated.values()].reduce((a, b) => a + b, 0);
  return usual && count >= all * 0.75 ? usual : null;
}

export function buildLibrary(input: LibraryInput, log?: (line: string) => void): TableLibrary {
  const tables: TableModel[] = [];
  const docScale = new Map<string, number | null>();
  for (const p of input.passages) {
    if (docScale.get(p.documentId)) continue;
    const s = scaleOf(p.text.slice(0, 800), false);
    if (s) docScale.set(p.documentId, s);
  }
  const tableCount = new Map<string, number>();
  // (A two-sided book's receipts and payments, side by side on one sheet, are two tables.)
  for (const t of input.tables.flatMap(splitTwoSided)) {
    tableCount.set(t.documentId, (tableCount.get(t.documentId) ?? 0) + 1);
    const captions = input.passages
      .filter((p) => p.documentId === t.documentId && ((t.sheet && p.sheet === t.sheet) || (t.page && p.page === t.page)) && p.text.length <= 250 && !/\s—\s[^:]{1,60}:/.test(p.text))
      .map((p) => p.text);
    try {
      const m = buildTable(t, { captions, docScale: docScale.get(t.documentId) ?? null });
      if (m) tables.push(m);
    } catch (e) {
      log?.(`table ${t.fileName} ${t.name} could not be read: ${(e as Error).message}`);
    }
  }
  // A note whose columns say only 'This year | Last year' takes the years its document's
  // statements give columns of the same names.
  const named = new Map<string, NonNullable<TableModel['cols'][number]['period']>>();
  for (const t of tables) for (const c of t.cols) if (c.period && /\b(?:this|current|last|prior|previous)\s+(?:year|period)\b/i.test(c.label)) named.set(`${t.documentId}|${c.label.toLowerCase()}`, c.period);
  for (const t of tables) {
    if (t.cols.some((c) => c.period)) continue;
    for (const c of t.cols) {
      const p = named.get(`${t.documentId}|${c.label.toLowerCase()}`);
      if (p && !c.textual) c.period = { ...p };
    }
    if (t.cols.some((c) => c.period) && t.periodAxis === 'none') t.periodAxis = 'columns';
  }
  // A table that marks no currency (a ledger export) is in the currency the organisation's other
  // tables state, when they agree ('£' throughout a UK charity's statements), else in dollars.
  const usual = usualCurrency(tables);
  if (usual) for (const t of tables) if (!t.currencyStated) t.currency = usual;
  // (A table that says only 'pesos', read as the Philippines', in an organisation whose other
  // tables state another peso by its code or mark: that peso, 'Cifras en pesos' beside 'MXN'.)
  const otherPeso = [...new Set(tables.filter((t) => t.currencyStated && t.currency !== '₱' && inCurrencyAsked(t.currency, 'peso')).map((t) => t.currency))];
  if (otherPeso.length === 1) for (const t of tables) if (t.currency === '₱' && !/₱|\bPHP\b/.test(`${t.title} ${t.cols.map((c) => c.label).join(' ')}`)) t.currency = otherPeso[0]!;
  // A line the same document's balance sheet holds ('Designated fund A' in the allocation of
  // the year's result, a fund the balance sheet lists): what it is there, where nothing else says.
  const held = new Map<string, Category | null>();
  const heldKey = (t: TableModel, label: string) => `${t.documentId}|${label.toLowerCase()}`;
  for (const t of tables) {
    for (const r of t.rows) {
      if (r.isHeading || r.isTotal || (r.category !== 'asset' && r.category !== 'liability' && r.category !== 'netassets')) continue;
      const k = heldKey(t, r.label);
      held.set(k, held.has(k) && held.get(k) !== r.category ? null : r.category);
    }
  }
  for (const t of tables) for (const r of t.rows) if (!r.isHeading && !r.isTotal && r.category === null) r.category = held.get(heldKey(t, r.label)) ?? null;
  const every: Line[] = tables.flatMap(linesOf);
  // (A signed log's records are read one by one, record questions only: lines.ts.)
  const recordLines = every.filter((l) => l.recordsOnly);
  const printed = every.filter((l) => !l.recordsOnly);
  const lines: Line[] = recurringLeaves(parallelGroups(sheetTotals(parallelSheets(acrossSheets([...printed, ...tables.flatMap((t) => computedLines(t, printed))])))));
  const idf = new Idf();
  const postings = new Map<string, Set<Line>>();
  const vocabulary = new Set<string>();
  const post = (stem: string, line: Line) => {
    let set = postings.get(stem);
    if (!set) postings.set(stem, (set = new Set()));
    set.add(line);
    vocabulary.add(stem);
  };
  const docs = new Map<string, { nameStems: string[]; stems: Set<string>; tables: number }>();
  for (const d of input.docs) {
    // The initials of a document's name ('JOHNSON_JOHNSON_2023_8K' → 'jj') name it too.
    const letters = d.nameStems.filter((s) => /^[a-z]/.test(s));
    const initials = letters.length >= 2 && letters.length <= 5 ? [letters.map((s) => s[0]).join('')] : [];
    docs.set(d.id, { nameStems: [...d.nameStems, ...initials], stems: d.stems, tables: tableCount.get(d.id) ?? 0 });
    for (const s of initials) vocabulary.add(s);
    for (const s of d.nameStems) vocabulary.add(s);
    for (const s of d.stems) vocabulary.add(s);
  }
  for (const line of lines) {
    idf.add([...line.label, ...line.col, ...line.keys]);
    for (const s of new Set([...line.label, ...line.col, ...line.keys, ...line.path, ...line.table.headStems, ...line.table.titleStems, ...(docs.get(line.table.documentId)?.nameStems ?? [])])) post(s, line);
    const code = line.rows[0]?.code;
    if (code) post(code, line);
  }
  const plans = lines.some((l) => l.facts.some((f) => { const k = effectiveKind(f); return k === 'budget' || k === 'forecast'; }));
  // (Capitals of two to four letters in a line's name, a table's title or a file's name, not a
  // period's or a currency's: 'FC donations register', 'CSR grant'.)
  const acronyms = new Set<string>();
  for (const text of [...lines.map((l) => l.name), ...tables.flatMap((t) => [t.title, t.fileName])]) {
    for (const m of text.matchAll(/\b[A-Z]{2,4}\b/g)) if (!/^(?:FY|YTD|Q[1-4]|H[12]|USD|GBP|EUR|INR|SEK|CAD|AUD|JPY|CHF|TOTAL|NET|LTD|INC|LLC|THE|AND|OF)$/.test(m[0])) acronyms.add(m[0].toLowerCase());
  }
  const definitions = new Map<string, string[]>();
  for (const text of [...input.passages.map((p) => p.text), ...tables.map((t) => t.title), ...lines.map((l) => l.name)]) {
    for (const [abbr, stems] of definitionsIn(text)) if (!definitions.has(abbr)) definitions.set(abbr, stems);
  }
  const reportYears = new Map<string, Period>();
  const opening = new Map<string, string>();
  for (const p of input.passages) if ((opening.get(p.documentId)?.length ?? 0) < 1500) opening.set(p.documentId, `${opening.get(p.documentId) ?? ''} ${p.text}`);
  for (const [id, text] of opening) {
    const y = reportYearIn(text);
    if (y) reportYears.set(id, y);
  }
  return { tables, lines, recordLines, postings, idf, vocabulary, docs, expansions: new Map(), plans, acronyms, definitions, reportYears };
}

/**
 * The year a document reports on, as its opening says it: 'the year ended 31 March 2026', 'the
 * financial year from 1 April 2025 to 31 March 2026', 'FY2025/26' (its last day, as a year of
 * flows ended that day). Not a bare year: '2025' may be any year the text mentions.
 */
export function reportYearIn(text: string): Period | null {
  const ps = findPeriods(text);
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    if (p.kind === 'date' && p.ended && p.year !== undefined && p.month !== undefined) return { ...p, kind: 'date', ended: true };
    // (A financial year written as its two years, 'FY2025/26', '2025-26 financial year'; not 'fiscal 2019', which may be any year mentioned.)
    if (p.kind === 'year' && p.fiscal && p.year !== undefined && /\d\s?[-/–]\s?\d/.test(p.text)) return p;
    const q = ps[i + 1];
    // ('From 1 April 2025 to 31 March 2026': twelve months, from a first day to a last.)
    if (p.kind === 'date' && q?.kind === 'date' && p.day === 1 && p.year !== undefined && p.month !== undefined && q.year !== undefined && q.month !== undefined && q.day !== undefined) {
      const months = (q.year - p.year) * 12 + (q.month - p.month);
      if (months === 11 && q.day >= 28) return { kind: 'date', ended: true, year: q.year, month: q.month, day: q.day, start: q.start, end: q.end, text: q.text };
    }
  }
  return null;
}

/**
 * Initialisms a text defines by spelling them out before them in brackets ('Gross loan portfolio
 * (GLP)', 'Portfolio at Risk (PAR)', 'operational self-sufficiency (OSS)'): the initials in lower
 * case, and the stems of the words they stand for. Only where the words' initials spell the
 * bracketed letters, with or without their little words ('at', 'of', 'and').
 */
export function definitionsIn(text: string): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const m of text.matchAll(/([A-Za-z][A-Za-z'&\s-]{2,120}?)\s*\(\s*([A-Z][A-Za-z&]{1,7})\s*\)/g)) {
    const abbr = m[2]!.replace(/&/g, '').toLowerCase();
    if (abbr.length < 2 || m[2]!.replace(/[^A-Z]/g, '').length < 2) continue;
    const ws = m[1]!.split(/[\s-]+/).filter(Boolean).slice(-8);
    for (let k = 1; k <= ws.length; k++) {
      const run = ws.slice(-k);
      const all = run.map((w) => (w === '&' ? '' : w[0]!.toLowerCase())).join('');
      const content = run.filter((w) => w !== '&' && !isStopword(w.toLowerCase()));
      if (all !== abbr && content.map((w) => w[0]!.toLowerCase()).join('') !== abbr) continue;
      if (content.length < 2) break;
      out.push([abbr, contentStems(content.join(' '))]);
      break;
    }
  }
  return out;
}

/**
 * One statement printed again for each period on sheets of its own (a workbook of monthly
 * management accounts, a sheet a month): a line of every sheet with the same name, section and
 * columns is one line over the sheets' periods, so a quarter adds up its months and a question
 * about the months compares them. Only when no two sheets give the line the same period.
 */
export function acrossSheets(lines: Line[]): Line[] {
  const groups = new Map<string, Line[]>();
  for (const l of lines) {
    const t = l.table;
    // (A workbook's sheets, or a PDF's pages: a statement of activities printed for each year on a page of its own.)
    if (t.shape !== 'grid' || t.periodAxis !== 'columns' || (!t.stored.sheet && !t.stored.page) || l.empty) continue;
    const cols = [...new Set(l.cols.flatMap((c) => c.distinct))].sort().join(' ');
    const key = `${t.documentId}|${l.name.toLowerCase()}|${l.path.join(' ')}|${cols}|${l.isTotal}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const merged = new Map<Line, Line | null>();
  // (The same statement: every sheet's columns are headed alike, only the period differs.)
  const layout = (t: Line['table']) => t.cols.map((c) => c.path.join(' › ').toLowerCase()).join(' | ');
  for (const group of groups.values()) {
    const tables = new Set(group.map((l) => l.table));
    if (tables.size < 2 || tables.size !== group.length || new Set([...tables].map(layout)).size !== 1) continue;
    const seen = new Set<string>();
    let clash = false;
    for (const f of group.flatMap((l) => l.facts)) {
      const key = `${f.col.kind}|${JSON.stringify(f.periods.map((p) => [p.kind, p.year, p.month, p.day, p.quarter, p.fromStart]))}`;
      if (seen.has(key)) clash = true;
      seen.add(key);
    }
    if (clash) continue;
    const first = group[0]!;
    const line: Line = { ...first, id: `${first.id}+`, rows: group.flatMap((l) => l.rows), cols: group.flatMap((l) => l.cols), facts: group.flatMap((l) => l.facts) };
    merged.set(first, line);
    for (const l of group.slice(1)) merged.set(l, null);
  }
  if (!merged.size) return lines;
  return lines.flatMap((l) => {
    const m = merged.get(l);
    return m === undefined ? [l] : m === null ? [] : [m];
  });
}

/**
 * The first line's figures, each added up with the figure of every other line in the same column
 * (`same`): amounts and counts only, and only where every line has one.
 */
function addedUp(group: Line[], same: (f: Fact, g: Fact) => boolean): Fact[] {
  const facts: Fact[] = [];
  for (const f of group[0]!.facts) {
    const parts = group.map((l) => l.facts.find((g) => same(f, g)));
    if (parts.some((p) => !p) || parts.some((p) => p!.unit !== 'money' && p!.unit !== 'count')) continue;
    const value = Math.round((parts as Fact[]).reduce((a, p) => a + p.value, 0) * 100) / 100;
    facts.push({ ...f, value, printed: null, parts: parts as Fact[] });
  }
  return facts;
}

/**
 * One sheet kept by a category column ('Site': North, South, Head office) with the same line
 * under several of its values ('Staff costs' in each): like parallel sheets, a question naming
 * none asks about them all added up, one naming a value about its own. Each value's lines of a
 * kind are its total too ('what does the North site spend in all').
 */
export function parallelGroups(lines: Line[]): Line[] {
  const keyOf = (l: Line): [string, string] | null => {
    const k = l.rows[0]?.keys.find((x) => /^[^:]{2,40}:\s*\S/.test(x));
    if (!k) return null;
    const i = k.indexOf(':');
    return [k.slice(0, i).trim(), k.slice(i + 1).trim()];
  };
  const colsOf = (l: Line) => l.cols.map((c) => c.index).join(',');
  const byTable = new Map<Line['table'], Line[]>();
  for (const l of lines) {
    const t = l.table;
    if (t.shape !== 'grid' || t.periodAxis === 'records' || l.rows.length !== 1 || l.empty || !l.facts.length || l.isTotal || l.parallel || l.byKey || l.partOf || l.facts.some((f) => f.parts)) continue;
    if (!keyOf(l)) continue;
    byTable.set(t, [...(byTable.get(t) ?? []), l]);
  }
  const out: Line[] = [];
  const combine = (group: Line[], name: string, id: string, extra: Partial<Line>): Line | null => {
    const first = group[0]!;
    const facts = addedUp(group, (f, g) => g.col.index === f.col.index);
    if (!facts.length) return null;
    // (A total of one value's lines is said by its own name, not its first line's.)
    if (extra.isTotal) {
      const row = { ...first.rows[0]!, label: name, stems: extra.label ?? first.rows[0]!.stems, path: [], pathStems: [], keys: [], keyStems: [], isTotal: true };
      for (let i = 0; i < facts.length; i++) facts[i] = { ...facts[i]!, row };
      return { ...first, id, facts, rows: [row], name, path: [], keys: [], ...extra };
    }
    return { ...first, id, facts, name, path: [], keys: [], ...extra };
  };
  for (const [t, own] of byTable) {
    const heads = new Set(own.map((l) => keyOf(l)![0]));
    if (heads.size !== 1) continue;
    const head = [...heads][0]!;
    const values = new Set(own.map((l) => keyOf(l)![1]));
    if (values.size < 2) continue;
    // The same line under several values.
    const byLabel = new Map<string, Line[]>();
    for (const l of own) {
      const key = `${l.rows[0]!.label.toLowerCase()}|${colsOf(l)}`;
      byLabel.set(key, [...(byLabel.get(key) ?? []), l]);
    }
    for (const group of byLabel.values()) {
      const vals = group.map((l) => keyOf(l)![1]);
      // (Lines of one kind only: 'Other' income and 'Other' spending are two things, never added.)
      if (group.length < 2 || new Set(vals).size !== group.length || new Set(group.map((l) => l.category)).size !== 1) continue;
      const owns = vals.map((v) => contentStems(v));
      if (owns.some((o) => !o.length)) continue;
      group.forEach((l, i) => {
        l.parallel = { own: owns[i]!, combined: false };
        l.name = `${l.name} — ${vals[i]}`;
      });
      const label = group[0]!.rows[0]!.label;
      const line = combine(group, `${label} (${vals.join(' + ')})`, `${group[0]!.id}:groups`, { parallel: { own: [...new Set(owns.flat())], combined: true } });
      if (line) out.push(line);
    }
    // Each value's lines of one kind, added up.
    const byValue = new Map<string, Line[]>();
    for (const l of own) {
      if (l.category !== 'revenue' && l.category !== 'expense') continue;
      const key = `${keyOf(l)![1]}|${l.category}|${colsOf(l)}`;
      byValue.set(key, [...(byValue.get(key) ?? []), l]);
    }
    for (const [key, group] of byValue) {
      if (group.length < 2) continue;
      const [value, category] = key.split('|') as [string, 'revenue' | 'expense'];
      const what = category === 'expense' ? 'expenditure' : 'income';
      const stems = [...new Set([...contentStems(`total ${what}`), ...contentStems(value), ...contentStems(head)])];
      const line = combine(group, `${value} — total ${what}`, `${t.id}:group:${key}`, { isTotal: true, category, label: [...new Set([...contentStems(`total ${what}`), ...contentStems(value)])], nameStems: stems, keys: contentStems(head), path: [...new Set(group.flatMap((l) => l.label))] });
      if (line) out.push(line);
    }
  }
  return out.length ? [...lines, ...out] : lines;
}

/**
 * A table whose line items are broken down by the same values under each ('Tutor pay' with a
 * row for each programme under it, 'Venue hire' with a row for some of them): the values are a
 * second dimension down the side. A question naming a value and no line ('the holiday camp's
 * share of spending') asks about all its rows added up; one naming the line too, about that row.
 * Only where at least two values recur under at least two lines: one 'Other' under two sections
 * is two things.
 */
export function recurringLeaves(lines: Line[]): Line[] {
  const parentOf = (l: Line) => l.rows[0]!.path.at(-1) ?? '';
  const byTable = new Map<Line['table'], Line[]>();
  for (const l of lines) {
    const t = l.table;
    if (t.shape !== 'grid' || t.periodAxis === 'records' || l.rows.length !== 1 || l.empty || !l.facts.length || l.isTotal || l.parallel || l.byKey || l.partOf || l.section || l.facts.some((f) => f.parts)) continue;
    if (!parentOf(l) || l.facts.some((f) => f.unit !== 'money' && f.unit !== 'count')) continue;
    byTable.set(t, [...(byTable.get(t) ?? []), l]);
  }
  const out: Line[] = [];
  const colsOf = (l: Line) => l.cols.map((c) => c.index).join(',');
  for (const own of byTable.values()) {
    const byLabel = new Map<string, Line[]>();
    for (const l of own) {
      const key = `${l.rows[0]!.label.toLowerCase().trim()}|${colsOf(l)}`;
      byLabel.set(key, [...(byLabel.get(key) ?? []), l]);
    }
    // Values under two or more different lines, each line once.
    const recurring = [...byLabel.values()].filter((g) => g.length >= 2 && new Set(g.map(parentOf)).size === g.length);
    if (recurring.length < 2) continue;
    const parents = new Map<string, number>();
    for (const g of recurring) for (const l of g) parents.set(parentOf(l), (parents.get(parentOf(l)) ?? 0) + 1);
    if ([...parents.values()].filter((n) => n >= 2).length < 2) continue;
    // A summary by value among the lines ('Totals by programme', each programme's rows added up): under
    // it every value's row is the value's other rows added up. It is not added again.
    const sumOfOthers = (l: Line, found: Line[]) => l.facts.every((f) => Math.abs(found.filter((o) => o !== l).reduce((a, o) => a + (o.facts.find((g) => g.col.index === f.col.index)?.value ?? 0), 0) - f.value) <= Math.max(0.5, Math.abs(f.value) * 0.0005));
    const summaries = new Set([...parents.keys()].filter((p) => recurring.every((g) => g.some((l) => parentOf(l) === p && sumOfOthers(l, g)))));
    for (const found of recurring) {
      const group = found.filter((l) => !summaries.has(parentOf(l)));
      if (group.length < 2) continue;
      const value = group[0]!.rows[0]!.label;
      const category = new Set(group.map((l) => l.category)).size === 1 ? group[0]!.category : null;
      group.forEach((l) => {
        l.parallel = { own: contentStems(parentOf(l)), combined: false };
        l.name = `${parentOf(l)} — ${value}`;
      });
      const facts = addedUp(group, (f, g) => g.col.index === f.col.index);
      if (!facts.length) continue;
      const name = `${value} (all lines)`;
      const row = { ...group[0]!.rows[0]!, label: name, path: [], pathStems: [], isTotal: true };
      for (let i = 0; i < facts.length; i++) facts[i] = { ...facts[i]!, row };
      const first = group[0]!;
      out.push({ ...first, id: `${first.id}:values`, rows: [row], facts, name, path: [], keys: [], isTotal: true, category, parallel: { own: [...new Set(group.flatMap((l) => contentStems(parentOf(l))))], combined: true } });
    }
  }
  return out.length ? [...lines, ...out] : lines;
}

/**
 * A sheet a term (a season, a quarter, an event) of one workbook, each with its own weeks or
 * months across and its total at the end ('Term 1': 3 Feb ... 7 Apr | Term total): the same line
 * on every sheet, over all of them, is the sheets' totals added up ('child-hours across all four
 * terms'). A question naming one sheet ('term 3') is that sheet's.
 */
export function sheetTotals(lines: Line[]): Line[] {
  const groups = new Map<string, Line[]>();
  const totalOf = (l: Line) => {
    const totals = l.facts.filter((f) => /\btotal\b/i.test(f.col.label) && f.periods.length === 1 && (f.periods[0]!.kind === 'monthRange' || f.periods[0]!.kind === 'month'));
    return totals.length === 1 ? totals[0]! : null;
  };
  for (const l of lines) {
    const t = l.table;
    if (t.shape !== 'grid' || !t.stored.sheet || l.empty || l.parallel || l.byKey || !totalOf(l)) continue;
    const key = `${t.documentId}|${l.name.toLowerCase()}|${l.path.join(' ').toLowerCase()}|${l.isTotal}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const out: Line[] = [];
  for (const group of groups.values()) {
    const tables = [...new Set(group.map((l) => l.table))];
    if (tables.length < 2 || tables.length !== group.length) continue;
    const facts = group.map(totalOf) as Fact[];
    if (!addable(facts)) continue;
    // (Sheets of different months: terms one after another, not the same months twice.)
    const spans = facts.map((f) => intervalOf(f.periods[0]!, 1, f.periods[0]!.year));
    if (spans.some((x) => !x)) continue;
    const sorted = [...spans].sort((a, b) => a!.from - b!.from);
    if (sorted.some((x, i) => i > 0 && x!.from === sorted[i - 1]!.from)) continue;
    const from = sorted[0]!.from;
    const to = Math.max(...sorted.map((x) => x!.to));
    const period: Period = { kind: 'monthRange', year: Math.floor(from / 12), month: (from % 12) + 1, endYear: Math.floor(to / 12), endMonth: (to % 12) + 1, start: 0, end: 0, text: '' };
    const first = group[0]!;
    const sheets = tables.map((t) => t.stored.sheet ?? t.stored.name);
    const tableCommon = [...new Set(tables[0]!.titleStems)].filter((s) => tables.every((t) => t.titleStems.includes(s)));
    const table = { ...first.table, id: `${first.table.id}:totals`, title: `${first.table.fileName}: ${sheets.join(', ')}`, titleStems: tableCommon, where: `${first.table.fileName}, sheets ${sheets.join(', ')}` };
    const col = { ...facts[0]!.col, label: `${sheets.join(' + ')} totals`, period };
    const value = Math.round(facts.reduce((a, f) => a + f.value, 0) * 100) / 100;
    const fact: Fact = { ...facts[0]!, table, col, value, printed: null, periods: [period], parts: facts };
    out.push({ ...first, id: `${first.id}:totals`, table, cols: [col], facts: [fact], name: `${first.name} (${sheets.join(' + ')})`, parallel: { own: [], combined: true, sheets } });
    // (Each sheet's own total is the one its name asks for.)
    group.forEach((l, i) => (l.parallel = { own: [], combined: false, sheets: [sheets[i]!] }));
  }
  return out.length ? [...lines, ...out] : lines;
}

/**
 * One line on parallel sheets of a workbook: a budget with a sheet a programme (or a department,
 * a site), every sheet's columns headed alike and of the same periods, 'Gross Wages' on each. A
 * question that names no sheet asks about the organisation, so the line over all the sheets is
 * made too, each figure the sheets' figures added up; each sheet's own line keeps the words that
 * tell its sheet apart, so a question naming one ('Day Centre wages') is answered from it.
 */
export function parallelSheets(lines: Line[]): Line[] {
  // (Alike in their figures' columns: a sheet with a column of words more, 'Cost centre', is alike.)
  const layout = (t: Line['table']) => t.cols.filter((c) => !c.textual).map((c) => `${c.path.join(' › ').toLowerCase()}|${c.kind}`).join(' | ');
  const colsOf = (l: Line) => l.cols.map((c) => c.path.join(' › ').toLowerCase()).join(' | ');
  const groups = new Map<string, Line[]>();
  for (const l of lines) {
    const t = l.table;
    if (t.shape !== 'grid' || !t.stored.sheet || l.empty || !l.facts.length || l.parallel || l.byKey || l.facts.some((f) => f.parts)) continue;
    const key = `${t.documentId}|${l.name.toLowerCase()}|${l.isTotal}|${layout(t)}|${colsOf(l)}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const out: Line[] = [];
  const sheetOf = (t: Line['table']) => t.stored.sheet ?? t.stored.name;
  // Sheets whose totals are the same figures (a portfolio by branch and by product) are two
  // breakdowns of one whole, not parts of a larger one: nothing of theirs is added up.
  const totalsOf = (t: Line['table']) =>
    group0(lines.filter((l) => l.table === t && l.isTotal && !l.path.length && l.facts.length).map((l) => l.facts.map((f) => `${f.col.path.join('›')}=${f.value}`).join(';')));
  const group0 = (xs: string[]) => xs.sort().join('|');
  const views = (ts: Array<Line['table']>) => {
    const first = totalsOf(ts[0]!);
    return first !== '' && ts.every((t) => totalsOf(t) === first);
  };
  for (const group of groups.values()) {
    const tables = [...new Set(group.map((l) => l.table))];
    if (tables.length < 2) continue;
    // Every figure of one column on every sheet is of one period: parallel, not a sheet a period.
    const periodsOf = (l: Line) => l.facts.map((f) => `${f.col.path.join('›')}:${JSON.stringify(f.periods.map((p) => [p.kind, p.year, p.month, p.day, p.quarter]))}`).sort().join(';');
    if (new Set(group.map(periodsOf)).size !== 1) continue;
    // What tells each apart: its sheet's title and name, and (twice on one sheet) its group there.
    // (Numbers, 'Cost centre 1', tell nothing a question would say.)
    const twice = (l: Line) => group.filter((x) => x.table === l.table).length > 1;
    const titles = group.map((l) => new Set([...l.table.titleStems, ...contentStems(sheetOf(l.table) ?? ''), ...(twice(l) ? [...l.path, ...l.keys] : [])].filter((s) => !/^\d+$/.test(s))));
    const common = [...titles[0]!].filter((s) => titles.every((x) => x.has(s)));
    const owns = titles.map((x) => [...x].filter((s) => !common.includes(s)));
    if (owns.some((o) => !o.length)) continue;
    const first = group[0]!;
    // Each named by where it is, as the answer says it ('Gross Wages — Day Centre', '— Central, 9 Administration').
    const baseName = first.name;
    group.forEach((l, i) => {
      l.parallel = { own: owns[i]!, combined: false };
      const twice = group.filter((x) => x.table === l.table).length > 1;
      const where = [sheetOf(l.table), ...(twice ? [l.rows[0]?.keys.find((k) => !/^\s*$/.test(k))?.replace(/^[^:]*:\s*/, '') ?? l.rows[0]?.path[0] ?? ''] : [])].filter(Boolean);
      l.name = `${l.name} — ${where.join(', ')}`;
    });
    if (views(tables)) continue;
    const sheets = tables.map(sheetOf);
    const tableCommon = [...new Set(tables[0]!.titleStems)].filter((s) => tables.every((t) => t.titleStems.includes(s)));
    const table = { ...first.table, id: `${first.table.id}:sheets`, title: `${first.table.fileName}: ${sheets.join(', ')}`, titleStems: tableCommon, where: `${first.table.fileName}, sheets ${sheets.join(', ')}` };
    const facts = addedUp(group, (f, g) => g.col.path.join('›') === f.col.path.join('›')).map((f) => ({ ...f, table }));
    if (!facts.length) continue;
    out.push({ ...first, id: `${first.id}:sheets`, table, facts, path: [], keys: [], name: `${baseName} (${sheets.join(' + ')})`, parallel: { own: [...new Set(owns.flat())], combined: true } });
  }
  return out.length ? [...lines, ...out] : lines;
}
