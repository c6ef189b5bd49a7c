// Lines: the things a question can name in a table, each with its figures over time. A line of a
// statement is a row (and, when its columns are told apart by words as well as periods, the
// group of columns: 'Without donor restrictions' against 'With donor restrictions'). In a table
// whose periods run down the side it is a column. In a record table it is one named thing
// (a foundation, an account) in one column, its figures the records' periods. Every line knows the
// words that name it, field by field, so a question's words can be weighed against them.
import { factAt, periodOfLabel } from './build';
import { findPeriods } from '../periods';

const isText = (v: unknown, not: RegExp) => typeof v === 'string' && not.test(v.trim());
import { contentStems, foldAccents } from '../text';
import type { Category, Col, Fact, Row, TableModel } from './types';

export interface Line {
  id: string;
  table: TableModel;
  rows: Row[];
  cols: Col[];
  facts: Fact[];
  /** How an answer names it: 'Rent and Occupancy', 'Operating Leases', 'Python Software Foundation — Total Revenue'. */
  name: string;
  /** Stems naming it, for how much of its name a question says. */
  nameStems: string[];
  /** Words by where they come from (each weighed differently). */
  label: string[];
  path: string[];
  keys: string[];
  col: string[];
  category: Category | null;
  isTotal: boolean;
  /** The row is a section's heading line, or the line has no figures. */
  empty: boolean;
  /** One department's (fund's, program's) part of a line kept whole too: not counted beside it. */
  partOf?: string;
  /** All of one section's lines of a class ('Technical', a 'Department'): what its key column calls it. */
  section?: { head: string[]; value: string };
  /** A log's records grouped another way than by label (by donor, all of them): the key column, or 'all'. */
  byKey?: string;
  /**
   * All the records of a log whose one column of amounts is signed, money in and out together: read
   * only record by record (how many, which one, those a word or a way picks out), never as a line
   * whose figure is their net.
   */
  recordsOnly?: boolean;
  /**
   * The same line on parallel sheets of one workbook (a budget with a sheet a programme, every
   * sheet's columns alike): on each sheet's line, the words of its sheet the others do not have;
   * on the line that adds them all up, every sheet's.
   */
  parallel?: { own: string[]; combined: boolean; sheets?: string[] };
}

const stemsOfText = (text: string) => contentStems(text.replace(/^\(?[a-z]\)\s*/i, ''));

const periodKeyOf = (r: Row) => JSON.stringify([r.period, ...r.periods].map((p) => (p ? [p.kind, p.year, p.month, p.day, p.quarter] : null)));

/**
 * A record table's rows sharing a label, told apart by a key column when that column and the
 * period together name each record once, and every value of it recurs in every period: a
 * flattened form's 'Beginning of Current Year' and 'End of Year', or its '(A) Total' and
 * '(B) Program service' columns. Such records are different figures, never to be added up; a
 * ledger's transactions (several an account in a month, payees that come and go) stay one line.
 */
function splitByKey(table: TableModel, rows: Row[]): Array<{ rows: Row[]; value: string | null; additive?: boolean }> {
  if (rows.length < 2) return [{ rows, value: null }];
  const periods = new Set(rows.map(periodKeyOf));
  for (const k of table.keyColumns) {
    const valueOf = (r: Row) => {
      const v = r.cells[k];
      return v === null || v === undefined ? '' : String(v).trim();
    };
    const values = new Set(rows.map(valueOf));
    if (values.size < 2 || values.size === rows.length && periods.size === rows.length) continue;
    if (values.has('')) continue;
    const seen = new Set<string>();
    let unique = true;
    for (const r of rows) {
      const key = `${periodKeyOf(r)}|${valueOf(r)}`;
      if (seen.has(key)) unique = false;
      seen.add(key);
    }
    // Complete: every value in every period (a pivot of label × key × period).
    if (!unique || seen.size !== values.size * periods.size) continue;
    // A key that only renames the row from year to year is not this (one value a period).
    if (values.size === periods.size && rows.length === periods.size) continue;
    if (/^\d+$/.test([...values][0]!) && [...values].every((v) => /^\d+$/.test(v))) continue;
    // Departments, funds or programs add up to the whole; a form's beginning and end of year, its
    // '(A) Total' beside '(B) Program service', or a prior and current column do not.
    const additive = ![...values].some((v) => POSITIONAL_KEY.test(v));
    return [...values].map((value) => ({ rows: rows.filter((r) => valueOf(r) === value), value, additive }));
  }
  return [{ rows, value: null }];
}

/** A bank statement's or a ledger's running balance and its brought-forward line: not records to add up. */
const CARRIED = /\b(?:balance|brought forward|carried forward|b\/fwd|c\/fwd|opening|closing|solde|saldo|report à nouveau)\b/i;
/**
 * A row that is an account's balance ('Balance brought forward', 'Opening balance', 'Balance at
 * 1 April'), not a payment of one ('Tent hire - rental balance', 'Balance of the deposit').
 */
const CARRIED_ROW = /\b(?:brought forward|carried forward|b\/fwd|c\/fwd|b\/f|c\/f|report à nouveau)\b|^\s*(?:(?:opening|closing|starting|ending|running|bank|account|cash|book)\s+)?(?:balance|solde|saldo)\b(?!\s+(?:of|on|for|payment|due|owing|paid|invoice)\b)|^\s*(?:opening|closing)\b/i;

/**
 * A log of dated records (donations received, a bank statement, a ledger export), grouped two more
 * ways than by label: by each value of a key column that recurs ('Northside Bakery' under Supplier:
 * all it sold us), and all of them together for each figure column ('deposits on the June statement').
 */
function logLines(table: TableModel, value: Col[], push: (rows: Row[], cols: Col[], name: string, extra?: Partial<Line>) => void): void {
  const body = table.rows.filter((r) => !r.isHeading && !r.isTotal && [r.period, ...r.periods].some((p) => p?.kind === 'date' && !p.ended) && !CARRIED_ROW.test(r.label));
  if (body.length < 3) return;
  // (Records of many days, not balances under two or three dated headings.)
  const days = new Set(body.map((r) => JSON.stringify([r.period, ...r.periods].find((p) => p?.kind === 'date'))));
  // (A till's or a card reader's export, many sales on each of a few market days, is records too.)
  if (days.size < 3 || (days.size < body.length * 0.3 && body.length < 20)) return;
  // (Each record dated by a cell of its own: not a roll-forward whose labels carry its dates,
  // 'Balance at 1 July', 'Additions', 'Balance at 30 June'.)
  const datedCell = (r: Row) => r.cells.some((v, i) => i !== table.labelColumn && typeof v === 'string' && findPeriods(v).some((p) => p.kind === 'date'));
  const wordyDated = body.filter((r) => /\b(?:at|as at|as of|to|ended)\s+\d{1,2}\s+[a-z]{3,}|\b(?:at|as at|as of|to|ended)\s+[a-z]{3,}\s+\d{1,2},/i.test(r.label)).length;
  if (wordyDated >= 2 && !body.some(datedCell)) return;
  // (A ledger's one signed column, income and spending together, adds up to nothing that means
  // anything: its accounts and funds are its lines.)
  // (A few negatives, each the amount of an earlier record taken back, are refunds or reversals
  // of gifts, not spending: still one flow.)
  const signed = (c: Col) => {
    const vs = body.map((r) => r.cells[c.index]).filter((v): v is number => typeof v === 'number');
    const neg = vs.filter((v) => v < 0);
    if (!neg.length || !vs.some((v) => v > 0)) return false;
    const refunds = neg.length <= vs.length * 0.25 && neg.every((v) => vs.includes(-v));
    return !refunds;
  };
  const flows = value.filter((c) => !CARRIED.test(c.label) && !signed(c));
  for (const k of table.keyColumns) {
    // (A key column is no figure column: its header is the stored table's.)
    const header = (table.stored.headerRows ?? []).map((h) => h[k] ?? '').filter(Boolean).join(' ') || String(table.stored.columns?.[k] ?? '');
    const valueOf = (r: Row) => String(r.cells[k] ?? '').trim();
    const byValue = new Map<string, Row[]>();
    for (const r of body) {
      const v = valueOf(r);
      // (A value that is a period, 'FY2025', 'March 2026', is when, not a group; 'Year End Appeal
      // 2025' is a campaign that names its year.)
      const when = findPeriods(v);
      if (!v || !/[a-z]{3}/i.test(v) || (when.length && v.replace(/\s+/g, '').length - when.reduce((a, p) => a + p.text.replace(/\s+/g, '').length, 0) < 6)) continue;
      byValue.set(v, [...(byValue.get(v) ?? []), r]);
    }
    // (A key that names each record once, or nearly, is a reference, not a way of grouping them.)
    if (byValue.size < 2 || byValue.size > body.length * 0.7 || ![...byValue.values()].some((rs) => rs.length >= 2)) continue;
    const head = stemsOfText(header);
    for (const [v, rows] of byValue) {
      const stems = stemsOfText(v);
      for (const c of flows) push(rows, [c], flows.length === 1 ? v : `${v} — ${c.label}`, { nameStems: [...new Set([...stems, ...c.own])], label: stems, path: head, keys: [], col: c.own, category: null, isTotal: false, byKey: `${table.id}:${k}` });
    }
  }
  // (The title's first line names the log; the lines under it are notes on how it is kept.)
  const title = stemsOfText(withoutPeriods(table.title.split(' — ')[0]!));
  for (const c of flows) push(body, [c], `${table.title} — ${c.label}`, { nameStems: [...new Set([...title, ...c.own])], label: title, path: [], keys: [], col: c.own, category: null, isTotal: true, byKey: `${table.id}:all` });
  // (A bank account's signed column's records too, for the record questions alone: a statement
  // with its running balance beside them, whose sign is the way the money went. Not a ledger's,
  // whose sign says income or spending; nor a column worked out of debits and credits.)
  const balanced = value.some((x) => CARRIED.test(x.label));
  for (const c of value.filter((x) => balanced && !CARRIED.test(x.label) && signed(x) && (x.unit === null || x.unit === 'money') && table.stored.columns?.[x.index] !== undefined)) push(body, [c], `${table.title} — ${c.label}`, { nameStems: [...new Set([...title, ...c.own])], label: title, path: [], keys: [], col: c.own, category: null, isTotal: true, byKey: `${table.id}:all`, recordsOnly: true });
  // A statement's running balance: the account's balance at each day, the last record's of the day
  // (ground.ts reads it so). Its money in and out beside it make it a bank or cash account's.
  const running = value.find((c) => /^\s*(?:running\s+)?(?:balance|solde|saldo|kontostand)\b/i.test(c.label));
  if (running && flows.length >= 2) {
    const rows = table.rows.filter((r) => !r.isHeading && [r.period, ...r.periods].some((p) => p?.kind === 'date' && !p.ended));
    const stems = [...new Set([...title, 'bank', 'cash', 'account', 'balanc'])];
    push(rows, [running], `${table.title} — ${running.label}`, { nameStems: stems, label: stems, path: [], keys: [], col: [...new Set([...running.own, 'balanc'])], category: 'asset', isTotal: false, byKey: `${table.id}:balance` });
  }
}

/** A label with the periods it says taken out: 'Unvested at September 30, 2027' → 'Unvested'. */
export function withoutPeriods(label: string): string {
  let out = label;
  for (const p of findPeriods(label).sort((a, b) => b.start - a.start)) out = out.slice(0, p.start) + out.slice(p.end);
  return out.replace(/\b(?:as of|as at|at|on|for the (?:year|period)s? ended|ended|ending)\s*$/i, '').replace(/[\s,:;(–—-]+$/, '').trim();
}

const POSITIONAL_KEY = /\b(?:begin\w*|end|ending|opening|closing|prior|current|previous|total|year|budget|actual|variance)\b|^\(?[a-z]\)\s/i;

/** A column's period as a key: columns of one period have the same key, a column without one null. */
const periodKey = (c: Col) => (c.period ? `${c.period.kind}${c.period.year}${c.period.month ?? ''}${c.period.day ?? ''}${c.period.quarter ?? ''}${c.period.months ?? ''}` : null);

/** The group of columns a line spans: columns with the same words apart from their period and kind. */
function columnGroups(cols: Col[]): Col[][] {
  const groups = new Map<string, Col[]>();
  for (const c of cols) {
    const key = `${c.block}|${c.textual ? 'text' : ''}|${[...new Set(c.distinct)].sort().join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  // Columns told apart only by notes on different periods ('Estimated at June 30, 2019' and 'Final
  // at December 31, 2019', '2018 Restated'): one series.
  const list = [...groups.values()];
  const merged: Col[][] = [];
  for (const g of list) {
    const keys = new Set(g.map(periodKey));
    const words = new Set(g.flatMap((c) => c.distinct));
    const target = keys.has(null)
      ? undefined
      : merged.find(
          (m) =>
            m[0]!.block === g[0]!.block &&
            !m[0]!.textual &&
            m.every((c) => periodKey(c) !== null && c.kind === g[0]!.kind) &&
            !m.some((c) => keys.has(periodKey(c))) &&
            m.length + g.length <= 6 &&
            new Set([...words, ...m.flatMap((c) => c.distinct)]).size <= 3,
        );
    if (target) target.push(...g);
    else merged.push([...g]);
  }
  return merged;
}

function groupName(cols: Col[]): string {
  if (!cols.length) return '';
  const words = cols[0]!.distinct;
  if (!words.length) return '';
  // The heading over all of the group, when it has one ('Annual total' over its Budget, Actual
  // and Variance), else the shortest label of the group that carries its distinct words: 'With
  // Donor Restrictions'.
  const heads = new Set(cols.map((c) => (c.path.length > 1 ? c.path[0]!.trim() : '')));
  const [head] = [...heads];
  if (cols.length > 1 && heads.size === 1 && head && !/\b(19|20)\d{2}\b/.test(head)) return head;
  const labels = cols.map((c) => c.path.filter((p) => !/\b(19|20)\d{2}\b/.test(p)).join(' ')).filter(Boolean);
  return labels.sort((a, b) => a.length - b.length)[0] ?? cols[0]!.label;
}

export function linesOf(table: TableModel): Line[] {
  const out: Line[] = [];
  const value = table.cols.filter((c) => !c.textual);
  const push = (rows: Row[], cols: Col[], name: string, extra: Partial<Line> = {}) => {
    const facts: Fact[] = [];
    for (const r of rows) for (const c of cols) {
      const f = factAt(table, r, c);
      if (f) facts.push(f);
    }
    const row = rows[0]!;
    const colWords = [...new Set(cols.flatMap((c) => c.own))];
    out.push({
      id: `${table.id}:${out.length}`,
      table,
      rows,
      cols,
      facts,
      name,
      nameStems: extra.nameStems ?? [...new Set([...row.stems, ...cols[0]!.distinct])],
      label: extra.label ?? row.stems,
      path: extra.path ?? row.pathStems,
      keys: extra.keys ?? row.keyStems,
      col: colWords,
      category: row.category,
      isTotal: row.isTotal,
      empty: facts.length === 0,
      ...extra,
    });
  };

  if (table.periodAxis === 'rows') {
    // Years down the side: each column over the period rows is a line; other rows stay lines of their own.
    // (A row named by its period alone is a point of the column's series; a line under a period
    // heading, or a movement between two dated balances, is a line of its own in each period.)
    const named = (r: Row) => withoutPeriods(r.label);
    const own = (r: Row) => r.period !== null && periodOfLabel(r.label) === null && named(r) !== '';
    const periodRows = table.rows.filter((r) => r.period && !r.isHeading && !r.isTotal && !own(r));
    const otherRows = table.rows.filter((r) => !r.period && !r.isHeading);
    const byLabel = new Map<string, Row[]>();
    // (One line per label and section: 'Software and licences' under amortised and under
    // unamortised assets are two, in each period.)
    const keyOf = (r: Row) => [...r.path.filter((p) => periodOfLabel(p) === null), named(r)].join(' › ').toLowerCase();
    for (const r of table.rows) if (!r.isHeading && own(r)) byLabel.set(keyOf(r), [...(byLabel.get(keyOf(r)) ?? []), r]);
    // Periods both ways ('2019' and '2018' down the side, 'First' to 'Fourth' quarter across): a line
    // under the year headings is one line over all its quarters.
    const acrossToo = value.length >= 2 && value.every((c) => c.period && c.period.kind !== 'year');
    if (acrossToo) {
      for (const rows of byLabel.values()) {
        const name = named(rows[0]!);
        const stems = stemsOfText(name);
        push(rows, value, name, { nameStems: stems, label: stems, col: [] });
      }
      byLabel.clear();
    }
    for (const c of value) {
      if (periodRows.length) {
        // A column with no heading of its own ('Column 2' of a maturity schedule): named by the
        // total row below its years ('Total lease payments' names what the years' figures are).
        const total = (!c.path.length || /^Column \d+$/.test(c.label)) && value.length === 1 ? table.rows.find((r) => r.isTotal && !r.period && factAt(table, r, c) !== null && /^total\s+\S/i.test(r.label)) : undefined;
        const totalName = total ? total.label.replace(/^total\s+/i, '') : null;
        const own = totalName ? stemsOfText(totalName) : c.own;
        out.push({
          id: `${table.id}:${out.length}`,
          table,
          rows: periodRows,
          cols: [c],
          facts: periodRows.map((r) => factAt(table, r, c)).filter((f): f is Fact => f !== null),
          name: totalName ? totalName.charAt(0).toUpperCase() + totalName.slice(1) : c.label,
          nameStems: own,
          label: own,
          path: [],
          keys: [],
          col: own,
          category: null,
          isTotal: /^total\b/i.test(c.label),
          empty: false,
        });
      }
      for (const r of otherRows) push([r], [c], `${r.label} — ${c.label}`, { nameStems: [...new Set([...r.stems, ...c.own])], label: [...r.stems], col: c.own });
      for (const rows of byLabel.values()) {
        const name = named(rows[0]!);
        const stems = stemsOfText(name);
        push(rows, [c], value.length === 1 ? name : `${name} — ${c.label}`, { nameStems: [...new Set([...stems, ...c.own])], label: stems, col: c.own });
      }
    }
    // (Days down the side, a schedule of gifts by date: a log of records too.)
    logLines(table, value, push);
    return out.filter((l) => !l.empty);
  }

  if (table.shape === 'record' && table.periodAxis === 'records') {
    // A record table: one line per named thing (the records sharing its label and keys) and column.
    const groups = new Map<string, Row[]>();
    for (const r of table.rows) {
      if (r.isHeading) continue;
      // One thing per label (a foundation's records, whatever its address that year; an account's transactions).
      const key = r.label.toLowerCase();
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const rows of groups.values()) {
      const parts = splitByKey(table, rows);
      // An account kept by department: the departments together are the account too.
      const whole = new Map<Col, string>();
      if (parts.length > 1 && parts[0]!.additive) {
        for (const c of value) {
          whole.set(c, `${table.id}:${out.length}`);
          push(rows, [c], value.length === 1 ? rows[0]!.label : `${rows[0]!.label} — ${c.label}`, { col: c.own });
        }
      }
      for (const part of parts) {
        const label = part.value ? `${rows[0]!.label} (${part.value})` : rows[0]!.label;
        const extraStems = part.value ? stemsOfText(part.value) : [];
        for (const c of value) {
          const partOf = whole.get(c);
          push(part.rows, [c], value.length === 1 ? label : `${label} — ${c.label}`, { nameStems: [...new Set([...rows[0]!.stems, ...extraStems, ...c.own])], col: c.own, ...(part.value ? { label: [...new Set([...rows[0]!.stems, ...extraStems])] } : {}), ...(partOf ? { partOf } : {}) });
        }
      }
    }
    logLines(table, value, push);
    return out.filter((l) => !l.empty);
  }

  const groups = columnGroups(value);
  const textCols = table.cols.filter((c) => c.textual);
  // Quarters or months down the side under years across the top: each group of columns over all of
  // them is a line too ('Low' over four quarters of two years), for sums, averages and extremes.
  const subRows = table.rows.filter((r) => !r.isHeading && !r.isTotal && r.periods.some((p) => (p.kind === 'quarter' || p.kind === 'half' || p.kind === 'month') && p.year === undefined));
  if (subRows.length >= 2 && value.some((c) => c.period?.year !== undefined)) {
    for (const g of groups) {
      const name = groupName(g) || table.title;
      push(subRows, g, name, { nameStems: [...new Set(g[0]!.distinct)], label: [...new Set(g[0]!.distinct)], path: [], keys: [] });
    }
  }
  for (const r of table.rows) {
    if (r.isHeading) continue;
    for (const g of groups) {
      const gName = groupName(g);
      push([r], g, gName && groups.length > 1 ? `${r.label} — ${gName}` : r.label);
    }
    // Words where a figure would be ('Indefinite' under 'Useful life (years)') answer as text.
    for (const c of [...textCols, ...value.filter((c) => typeof r.cells[c.index] === 'string' && /[a-z]{3}/i.test(String(r.cells[c.index])) && !isText(r.cells[c.index], /^(?:n\/?a|nm|none|nil|-+)$/i))]) {
      if (typeof r.cells[c.index] !== 'string') continue;
      out.push({
        id: `${table.id}:${out.length}`,
        table,
        rows: [r],
        cols: [c],
        facts: [],
        name: `${r.label} — ${c.label}`,
        nameStems: [...new Set([...r.stems, ...c.own])],
        label: r.stems,
        path: r.pathStems,
        keys: r.keyStems,
        col: c.own,
        category: r.category,
        isTotal: r.isTotal,
        empty: false,
      });
    }
  }
  return out.filter((l) => !l.empty || l.cols.some((c) => c.textual));
}

// ---------------------------------------------------------------------------------------------
// Lines a statement implies without printing: the total of its revenue or expense lines, the net
// of the two, current assets and liabilities on a balance sheet that does not split them.

const CURRENT_ASSET = /\b(cash|bank|checking|savings|petty|money market|receivables?|pledges? receivable|grants? receivable|prepaid|inventor(?:y|ies)|short[- ]term investments?|marketable securities|deposits?|due from)\b/i;
const NONCURRENT_ASSET = /\b(property|equipment|furniture|vehicles?|buildings?|land|leasehold|right[- ]of[- ]use|long[- ]term|intangible|goodwill|endowment|beneficial interest|restricted cash|investments? held|noncurrent|non-current)\b/i;
const CURRENT_LIABILITY = /\b(accounts payable|payables?|accrued|deferred revenue|unearned|refundable advances?|line of credit|current portion|short[- ]term|due to|credit cards?|payroll liabilit|sales tax)\b/i;
const NONCURRENT_LIABILITY = /\b(long[- ]term|noncurrent|non-current|mortgage|bonds? payable|notes payable(?!.*current)|lease liabilit(?:y|ies)(?!.*current)|deferred rent|pension)\b/i;

let synthetic = 0;
function syntheticRow(base: Row, label: string, category: Category | null): Row {
  return { ...base, index: -1 - (synthetic++ % 1_000_000), label, stems: contentStems(label), path: [], pathStems: [], keys: [], keyStems: [], period: null, periods: [], isTotal: true, isHeading: false, category, unit: null, scale: null };
}

/**
 * Columns under one heading that spans them, of one kind and period, with no total of their own
 * ('Program Services' over 'River Restoration' and 'Water Quality Monitoring'): each row's sum
 * under the heading is a line too ('both programs combined', 'what went to programs').
 */
function columnGroupLines(table: TableModel, own: Line[]): Line[] {
  const value = table.cols.filter((c) => !c.textual && c.path.length >= 2);
  const groups = new Map<string, Col[]>();
  for (const c of value) {
    const key = `${c.block}|${c.path[0]}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const out: Line[] = [];
  let k = 0;
  for (const cols of groups.values()) {
    const heading = cols[0]!.path[0]!.trim();
    if (cols.length < 2 || !/[a-z]{3}/i.test(heading) || findsPeriodWord(heading)) continue;
    // Adjacent, one kind, one period, none of them a total already.
    const indexes = cols.map((c) => c.index);
    if (indexes.some((x, i) => i > 0 && x !== indexes[i - 1]! + 1)) continue;
    if (new Set(cols.map((c) => c.kind)).size !== 1 || cols[0]!.kind !== 'value' || new Set(cols.map(periodKey)).size !== 1) continue;
    if (cols.some((c) => /\btotal\b/i.test(c.path[c.path.length - 1] ?? ''))) continue;
    const headingStems = contentStems(heading);
    const group: Col = { ...cols[0]!, index: -100 - k++, path: [heading], label: heading, own: headingStems, distinct: headingStems, numbers: 0 };
    for (const line of own) {
      if (line.cols.length !== 1 || line.cols[0] !== cols[0]) continue;
      const r = line.rows[0]!;
      const parts = cols.map((c) => factAt(table, r, c)).filter((f): f is Fact => f !== null);
      if (parts.length !== cols.length || parts.some((f) => f.unit !== 'money' && f.unit !== 'count')) continue;
      const sum = Math.round(parts.reduce((a, f) => a + f.value, 0) * 100) / 100;
      const fact: Fact = { ...parts[0]!, col: group, value: sum, printed: null, parts };
      out.push({
        id: `${table.id}:group:${group.index}:${r.index}`,
        table,
        rows: [r],
        cols: [group],
        facts: [fact],
        name: `${r.label} — ${heading}`,
        nameStems: [...new Set([...r.stems, ...headingStems])],
        label: r.stems,
        path: r.pathStems,
        keys: r.keyStems,
        col: headingStems,
        category: r.category,
        isTotal: r.isTotal,
        empty: false,
      });
    }
  }
  return out;
}

const findsPeriodWord = (t: string) => /\b(?:19|20)\d{2}\b|\b(?:q[1-4]|quarter|year|month|fy\d*|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/i.test(t);

function sumLine(table: TableModel, lines: Line[], label: string, category: Category | null, sign: (l: Line) => number, id: string): Line | null {
  if (lines.length < 2) return null;
  const cols = lines[0]!.cols;
  if (!lines.every((l) => l.cols.length === cols.length && l.cols.every((c, i) => c.index === cols[i]!.index))) return null;
  const row = syntheticRow(lines[0]!.rows[0]!, label, category);
  const facts: Fact[] = [];
  for (const c of cols) {
    const parts = lines.map((l) => l.facts.find((f) => f.col === c)).filter((f): f is Fact => Boolean(f));
    if (parts.length < 2 || parts.some((p) => p.unit !== 'money')) continue;
    const value = Math.round(parts.reduce((a, f, i) => a + sign(lines[i]!) * f.value, 0) * 100) / 100;
    facts.push({ ...parts[0]!, row, value, printed: null, parts });
  }
  if (!facts.length) return null;
  return {
    id,
    table,
    rows: [row],
    cols,
    facts,
    name: label,
    nameStems: row.stems,
    label: row.stems,
    path: [],
    keys: [],
    col: [...new Set(cols.flatMap((c) => c.own))],
    category,
    isTotal: true,
    empty: false,
  };
}

/**
 * A ledger's or trial balance's records by class: all its income, all its spending, and each
 * section's (a department's, a fund's) of each, over whatever period is asked ('what did the
 * Technical department spend from July to December', 'total income in the first quarter').
 */
function recordTotals(table: TableModel, lines: Line[]): Line[] {
  const own = lines.filter((l) => l.table === table && !l.empty);
  const rows = table.rows.filter((r) => !r.isHeading && !r.isTotal);
  const value = table.cols.filter((c) => !c.textual);
  if (value.length !== 1 || rows.length < 4) return [];
  const col = value[0]!;
  const out: Line[] = [];
  const make = (rs: Row[], name: string, category: Category, section: string | null) => {
    const key = section ? rs[0]!.keys.find((k) => k.endsWith(`: ${section}`)) : undefined;
    const head = key ? contentStems(key.slice(0, -section!.length - 2)) : [];
    const labels = new Set(rs.map((r) => r.label.toLowerCase()));
    if (labels.size < 2 && !section) return;
    const facts = rs.map((r) => factAt(table, r, col)).filter((f): f is Fact => f !== null && f.unit === 'money');
    if (facts.length < 2) return;
    // Its usual other names too ('revenue' for income, 'expenditure' for expenses): none is the ledger's own word.
    const stems = [...new Set([...contentStems(name), ...contentStems(category === 'revenue' ? 'revenue income' : 'expenses expenditure')])];
    out.push({
      id: `${table.id}:class:${category}:${key ?? ''}`,
      table,
      rows: rs,
      cols: [col],
      facts,
      name,
      nameStems: stems,
      label: stems,
      path: [],
      // The section and what its column calls it ('Technical', a 'Department').
      keys: section ? [...new Set([...contentStems(section), ...head])] : [],
      col: col.own,
      category,
      isTotal: true,
      empty: false,
      ...(section ? { section: { head, value: section } } : {}),
    });
  };
  const printedTotal = (re: RegExp) => own.some((l) => l.isTotal && re.test(l.name));
  const classes: Array<[Category, string, RegExp]> = [
    ['revenue', 'Total income', /\b(revenues?|income|support)\b/i],
    ['expense', 'Total expenses', /\b(expenses?|expenditures?|costs|spending)\b/i],
  ];
  for (const [category, name, re] of classes) {
    if (printedTotal(re)) continue;
    const rs = rows.filter((r) => r.category === category);
    make(rs, name, category, null);
    // Each key that sorts the records into groups (a department, a program, a payee): each group's.
    const dims = new Map<string, Map<string, Row[]>>();
    for (const r of rs) {
      for (const k of r.keys) {
        const m = /^(.+?): (.+)$/.exec(k);
        if (!m || /\b(?:date|period|month|year|ref(?:erence)?|description|memo|notes?|details?|narrative|id|no\.?|number|#)\b/i.test(m[1]!)) continue;
        const groups = dims.get(m[1]!) ?? new Map<string, Row[]>();
        groups.set(m[2]!, [...(groups.get(m[2]!) ?? []), r]);
        dims.set(m[1]!, groups);
      }
    }
    for (const groups of dims.values()) {
      const n = [...groups.values()].reduce((a, g) => a + g.length, 0);
      if (groups.size < 2 || groups.size > 40 || groups.size > n / 2) continue;
      for (const [section, srs] of groups) make(srs, `${section} — ${name.toLowerCase()}`, category, section);
    }
  }
  // The net of the two, over whatever period is asked: income less spending ('the surplus or deficit for August').
  // (Printed in other words too, a total or not: 'Gesamtergebnis (Überschuss)', 'Resultado del
  // ejercicio', 'Årsresultat'.)
  const printedNet = own.some((l) => /\b(?:net|surplus|deficit)\b/i.test(l.name) && l.isTotal) || own.some((l) => /(?:ergebnis|uberschuss|fehlbetrag|resultado|superavit|excedente|resultat|overskudd|underskudd|resultaat)\b/i.test(foldAccents(l.name)));
  if (!printedNet) {
    const income = rows.filter((r) => r.category === 'revenue');
    const spending = rows.filter((r) => r.category === 'expense');
    const facts = [
      ...income.map((r) => factAt(table, r, col)),
      ...spending.map((r) => {
        const f = factAt(table, r, col);
        return f ? { ...f, value: -f.value } : null;
      }),
    ].filter((f): f is Fact => f !== null && f.unit === 'money');
    if (income.length >= 2 && spending.length >= 2) {
      // Named by 'surplus or deficit', and answering to 'net' and 'net income' too.
      out.push({ id: `${table.id}:class:net`, table, rows: [...income, ...spending], cols: [col], facts, name: 'Net surplus (deficit)', nameStems: contentStems('surplus deficit'), label: contentStems('net surplus deficit income'), path: [], keys: [], col: col.own, category: null, isTotal: true, empty: false });
    }
  }
  return out;
}

export function computedLines(table: TableModel, lines: Line[]): Line[] {
  if (table.shape === 'record' && table.periodAxis === 'records') return recordTotals(table, lines);
  if (table.shape !== 'grid' || table.periodAxis === 'rows') return [];
  const out: Line[] = [];
  const own = lines.filter((l) => l.table === table && l.rows.length === 1 && l.facts.length && !l.rows[0]!.isHeading);
  const labelled = (re: RegExp) => own.some((l) => re.test(foldAccents(l.rows[0]!.label)));
  const items = (c: Category) => own.filter((l) => l.category === c && !l.isTotal && !/^(net|less)\b/i.test(l.rows[0]!.label));
  const revenue = items('revenue');
  const expense = items('expense');
  // (In other languages' words too: 'Summe Einnahmen', 'Total ingresos', 'Sum driftskostnader'.)
  const hasRevenueTotal = labelled(/\btotal\b.*\b(revenues?|income|support|receipts|incoming)\b|\b(revenues?|income) total\b|^(?:summe|gesamt\w*|suma|totale?|totaal|sum|som)\b.*\b(?:einnahmen|ertrage|ingresos|produits|recettes|inntekter|opbrengsten|baten)\b/i);
  const hasExpenseTotal = labelled(/\btotal\b.*\b(expenses?|expenditures?|costs|spending|outgoings)\b|\bexpenses? total\b|^(?:summe|gesamt\w*|suma|totale?|totaal|sum|som)\b.*\b(?:ausgaben|aufwendungen|gastos|egresos|charges|depenses|kostnader|utgifter|kosten|lasten)\b/i);
  const rev = hasRevenueTotal ? null : sumLine(table, revenue, 'Total revenue', 'revenue', () => 1, `${table.id}:total-revenue`);
  const exp = hasExpenseTotal ? null : sumLine(table, expense, 'Total expenses', 'expense', () => 1, `${table.id}:total-expenses`);
  if (rev) out.push(rev);
  if (exp) out.push(exp);
  // (Nor when another table of the same document prints it: a statement's page of one part, its
  // 'Zusammenstellung' the whole result.)
  const NET_LABEL = /^(net|change in net assets|surplus|deficit|excess|increase \(decrease\) in net assets)\b|(?:ergebnis|uberschuss|fehlbetrag|resultado|superavit|excedente|resultat|overskudd|underskudd|resultaat)\b/i;
  const printedElsewhere = lines.some((l) => l.table !== table && l.table.documentId === table.documentId && l.rows.length === 1 && NET_LABEL.test(foldAccents(l.rows[0]!.label)) && !/^net\b/i.test(l.rows[0]!.label));
  // (Nor on one half of a page printed in two, 'RECEIPTS' beside 'PROJECTS': the other half holds the rest.)
  const half = table.id.includes('~');
  if (!labelled(NET_LABEL) && !printedElsewhere && !half && revenue.length && expense.length) {
    const net = sumLine(table, [...revenue, ...expense], 'Net surplus (deficit)', null, (l) => (l.category === 'expense' ? -1 : 1), `${table.id}:net`);
    if (net) out.push(net);
  }
  // A section heading with lines under it and no total: 'Total <heading>' is their sum.
  const bySection = new Map<string, Line[]>();
  for (const l of own) {
    const r = l.rows[0]!;
    if (r.isTotal || !r.path.length) continue;
    const key = `${r.path.join('›')}|${l.cols.map((c) => c.index).join(',')}`;
    bySection.set(key, [...(bySection.get(key) ?? []), l]);
  }
  for (const [key, ls] of bySection) {
    const heading = key.split('|')[0]!.split('›').pop()!.replace(/:$/, '').trim();
    if (!heading || ls.length < 2) continue;
    const stems = contentStems(heading).filter((w) => w.length > 2);
    const closed = own.some((l) => l.rows[0]!.isTotal && stems.length > 0 && stems.every((s) => l.nameStems.includes(s)));
    if (closed) continue;
    const line = sumLine(table, ls, `Total ${heading}`, ls[0]!.category, () => 1, `${table.id}:section:${key}`);
    // Its lines' words say what it holds ('staff costs including superannuation'), less than its own name.
    if (line) out.push({ ...line, path: [...new Set(ls.flatMap((l) => l.label))] });
  }
  out.push(...columnGroupLines(table, own));
  if (table.kind === 'balance' || own.some((l) => l.category === 'asset')) {
    if (!labelled(/\bcurrent assets\b/i)) {
      const assets = own.filter((l) => l.category === 'asset' && !l.isTotal && CURRENT_ASSET.test(l.rows[0]!.label) && !NONCURRENT_ASSET.test(l.rows[0]!.label));
      const line = sumLine(table, assets, 'Total current assets', 'asset', () => 1, `${table.id}:current-assets`);
      if (line) out.push(line);
    }
    if (!labelled(/\bcurrent liabilities\b/i)) {
      const liabilities = own.filter((l) => l.category === 'liability' && !l.isTotal && CURRENT_LIABILITY.test(l.rows[0]!.label) && !NONCURRENT_LIABILITY.test(l.rows[0]!.label));
      const line = sumLine(table, liabilities, 'Total current liabilities', 'liability', () => 1, `${table.id}:current-liabilities`);
      if (line) out.push(line);
    }
  }
  return out;
}
