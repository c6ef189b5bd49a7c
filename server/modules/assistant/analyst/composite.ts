// Names the organisation defined in its improvement instructions (instructions.ts), answered:
// a question that names a term ('What are our personnel costs for FY2025?') is answered as the
// sum of the lines the term stands for, found with the analyst's own line matching, or of the
// lines whose account numbers fall in its range. Looking up, adding periods, the change between
// two periods and budget against actual are computed over the sum; the working names every line.
// When only some of the lines are in the documents the answer says which are missing and gives no
// total; when none is, the ordinary answer is given with a note saying the definition found nothing.
import type { Grounding } from '../agent';
import { columnPhrase, figureOf, sourceOf, unitFor } from './describe';
import { formatValue, md, oneSentence, percent, table as mdTable, type Unit } from './format';
import { findTerm, type TermRule } from './instructions';
import { subjectOf, valueAt, type Cell, type Ctx, type Val } from './match';
import type { RowModel } from './model';
import { describePeriod, type Period } from './periods';
import { parseQuestion, subjectTokens, type Question } from './question';
import { lookups } from './tables';
import { words } from './text';

/** A line the term stands for, with the rows that may be it (best first). */
interface Part {
  name: string;
  candidates: Array<{ row: RowModel; score: number }>;
}

interface Resolved {
  parts: Part[];
  /** Names of the term's lines that no document has. */
  missing: string[];
}

interface PartValue {
  name: string;
  row: RowModel;
  val: Val;
}

/** The definition applied to a question: its answer, or a note for the ordinary answer. */
export type TermOutcome = { grounding: Grounding } | { note: string } | null;

const rowOfKey = (ctx: Ctx, key: string): RowModel | null => {
  const [tableId, row] = key.split(',')[0]!.split(':');
  return ctx.index.tables.find((t) => t.stored.id === tableId)?.rows[Number(row)] ?? null;
};

/** Rows that are the line `name` names: every word of it on the row itself. */
function rowsNamed(ctx: Ctx, name: string): Part['candidates'] {
  const tokens = subjectTokens(name);
  if (!tokens.length) return [];
  const partCtx: Ctx = { ...ctx, q: parseQuestion(name) };
  const subject = subjectOf(tokens, ctx.index.idf);
  const seen = new Set<RowModel>();
  const out: Part['candidates'] = [];
  for (const r of lookups(partCtx, subject, [], 40).sort((a, b) => b.score - a.score)) {
    if (r.weak.length || r.recall < 0.75 || (r.strong ?? 1) < 0.75 || typeof r.value !== 'number') continue;
    const row = rowOfKey(ctx, r.key);
    if (!row || row.isHeading || seen.has(row)) continue;
    // A 'Total ...' line only when the name says total.
    if (row.isSubtotal && !/\btotal\b/i.test(name)) continue;
    seen.add(row);
    out.push({ row, score: r.score });
  }
  return out;
}

/** The term's lines in the documents: each name as one line, or split at 'and' into lines. */
function resolveNames(ctx: Ctx, names: string[]): Resolved {
  const parts: Part[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const whole = rowsNamed(ctx, name);
    if (whole.length) {
      parts.push({ name, candidates: whole });
      continue;
    }
    const pieces = name.split(/\s+(?:and|&)\s+|\s*,\s*/i).map((p) => p.trim()).filter(Boolean);
    if (pieces.length < 2) {
      missing.push(name);
      continue;
    }
    for (const piece of pieces) {
      const found = rowsNamed(ctx, piece);
      if (found.length) parts.push({ name: piece, candidates: found });
      else missing.push(piece);
    }
  }
  return { parts, missing };
}

const codeNumber = (code: string | undefined): number | null => {
  const m = code?.match(/^(\d{3,6})/);
  return m ? Number(m[1]) : null;
};

/** The lines whose account numbers fall in the term's ranges (each table's own lines). */
function resolveRange(ctx: Ctx, term: TermRule): Resolved {
  const inRange = (code: string | undefined) => {
    const n = codeNumber(code);
    return n !== null && term.ranges.some((r) => n >= r.from && n <= r.to);
  };
  const rows = ctx.index.rows.filter((r) => !r.isHeading && !r.isSubtotal && inRange(r.code));
  const parts: Part[] = [];
  const byName = new Map<string, Part>();
  for (const row of rows) {
    const name = `${row.label} (${row.code})`;
    let part = byName.get(name);
    if (!part) byName.set(name, (part = { name, candidates: [] }));
    part.candidates.push({ row, score: 1 });
  }
  parts.push(...byName.values());
  if (parts.length) return { parts, missing: [] };
  // A chart of accounts names the accounts; the figures are on lines with those names.
  const names = [...ctx.index.accounts].filter(([code]) => inRange(code)).map(([, a]) => a.label);
  return names.length ? resolveNames(ctx, names) : { parts: [], missing: [] };
}

/**
 * Each line's figure for period `p` and `measure`, from one table where possible: the table where
 * most lines have a figure for it; a line it lacks comes from its best row elsewhere.
 */
function valuesAt(ctx: Ctx, parts: Part[], p: Period | null, measure: Question['measure']): { values: PartValue[]; missing: string[] } {
  const tables = new Map<string, { count: number; score: number }>();
  for (const part of parts) {
    const seen = new Set<string>();
    for (const c of part.candidates) {
      const id = c.row.table.stored.id;
      if (seen.has(id)) continue;
      const v = valueAt(ctx, c.row, p, true, measure);
      if (!v) continue;
      seen.add(id);
      const t = tables.get(id) ?? { count: 0, score: 0 };
      t.count++;
      t.score += c.score + v.match;
      tables.set(id, t);
    }
  }
  const best = [...tables].sort((a, b) => b[1].count - a[1].count || b[1].score - a[1].score)[0]?.[0];
  const values: PartValue[] = [];
  const missing: string[] = [];
  const used = new Set<RowModel>();
  for (const part of parts) {
    const ordered = [...part.candidates.filter((c) => c.row.table.stored.id === best), ...part.candidates.filter((c) => c.row.table.stored.id !== best)];
    let got: PartValue | null = null;
    for (const c of ordered) {
      if (used.has(c.row)) continue;
      const v = valueAt(ctx, c.row, p, true, measure);
      if (v) {
        got = { name: part.name, row: c.row, val: v };
        break;
      }
    }
    if (got) {
      used.add(got.row);
      values.push(got);
    } else missing.push(part.name);
  }
  return { values, missing };
}

/** In the units of the first line's table, so lines stated in thousands add up with lines in dollars. */
function inUnit(v: PartValue, unit: Unit, ctx: Ctx): number {
  const own = unitFor(ctx, v.row, v.val.cells[0]!.col);
  return own.scale === unit.scale ? v.val.value : (v.val.value * own.scale) / unit.scale;
}

interface Total {
  value: number;
  values: PartValue[];
  unit: Unit;
  /** 'in the FY2025 budget'. */
  phrase: string;
  cells: Cell[];
}

function totalOf(ctx: Ctx, values: PartValue[], p: Period | null): Total {
  const first = values[0]!;
  const unit = unitFor(ctx, first.row, first.val.cells[0]!.col);
  const value = values.reduce((a, v) => a + inUnit(v, unit, ctx), 0);
  const phrase = first.val.how === 'sum' && p ? `in ${describePeriod(p)}` : columnPhrase(ctx, first.row, first.val.cells[0]!.col);
  return { value, values, unit, phrase, cells: values.flatMap((v) => v.val.cells) };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function definitionSentence(term: TermRule): string {
  if (term.kind === 'account_range') {
    const ranges = term.ranges.map((r) => (r.from === r.to ? String(r.from) : `${r.from}–${r.to}`)).join(', ');
    return `accounts ${ranges}`;
  }
  return term.parts.join(' + ');
}

function workingLine(ctx: Ctx, name: string, t: Total): string {
  const items = t.values.map((v) => `${md(v.row.label)} ${formatValue(inUnit(v, t.unit, ctx), t.unit)}`);
  return `${md(name)} = ${items.join(' + ')} = ${formatValue(t.value, t.unit, true)}`;
}

function workingTable(ctx: Ctx, name: string, t: Total): string {
  const rows = t.values.map((v) => [`${v.row.label}${v.row.code ? ` (${v.row.code})` : ''}`, formatValue(inUnit(v, t.unit, ctx), t.unit)]);
  rows.push([`**${name}**`, `**${formatValue(t.value, t.unit, true)}**`]);
  return mdTable(['Line', 'Amount'], rows);
}

function figures(ctx: Ctx, name: string, t: Total) {
  const out = t.values.map((v) => figureOf(`${v.row.label} ${t.phrase}`, inUnit(v, t.unit, ctx), formatValue(inUnit(v, t.unit, ctx), t.unit), v.val.cells));
  out.push(figureOf(`${name} ${t.phrase}`, t.value, formatValue(t.value, t.unit, true), t.cells));
  return out;
}

const instructionLine = (term: TermRule) => `This follows your instruction: ${md(term.source)}.`;
const sourceLine = (cells: Cell[]) => `**Source:** ${sourceOf(cells)}.`;

function partialAnswer(ctx: Ctx, name: string, term: TermRule, found: PartValue[], missing: string[], phrase: string): Grounding {
  const lead = `I couldn't find every line of ${md(oneSentence(name.toLowerCase()))} as your instruction defines it (${md(definitionSentence(term))}): ${missing.map((m) => `“${md(m)}”`).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in your documents, so I can't give the total.`;
  const body: string[] = [];
  if (found.length) {
    body.push(`What I did find ${phrase}: ${found.map((v) => `${md(v.row.label)} ${formatValue(v.val.value, unitFor(ctx, v.row, v.val.cells[0]!.col))}`).join(', ')}.`);
    body.push(sourceLine(found.flatMap((v) => v.val.cells)));
  }
  body.push(instructionLine(term));
  return { answer: [lead, ...body].join('\n\n'), found: false, clarifying: false, figures: [], passages: [] };
}

/** The periods of the question in order, the base ('from ...') first. */
function orderedPeriods(q: Question): Period[] {
  const ps = [...q.periods];
  if (q.fromIndex !== null && q.fromIndex > 0) {
    const [base] = ps.splice(q.fromIndex, 1);
    ps.unshift(base!);
  }
  return ps;
}

/** The question answered through the first term it names, or null when it names none. */
export function termAnswer(ctx: Ctx, terms: TermRule[]): TermOutcome {
  if (!terms.length) return null;
  const qStems = words(ctx.q.text).map((w) => w.stem);
  const qWords = words(ctx.q.text).map((w) => w.word);
  let term: TermRule | null = null;
  let at = -1;
  for (const t of terms) {
    at = findTerm(qStems, t);
    if (at >= 0) {
      term = t;
      break;
    }
  }
  if (!term) return null;
  // 'personnel costs': the name as the question says it.
  const after = qWords[at + term.stems.length];
  const name = cap(term.stems.length && after && /^(costs?|expenses?|spending|expenditures?)$/.test(after) && !/\b(costs?|expenses?|spending|expenditures?)$/i.test(term.term) ? `${term.term} ${after}` : term.term);

  const resolved = term.kind === 'account_range' ? resolveRange(ctx, term) : resolveNames(ctx, term.parts);
  if (!resolved.parts.length) {
    return {
      note: `Your instruction defines “${md(term.term)}” as ${md(definitionSentence(term))}, but none of those lines is in your documents, so this answer doesn't use it.`,
    };
  }
  {
    const q = ctx.q;
    const periods = orderedPeriods(q);
    const at1 = (p: Period | null, measure: Question['measure'] = q.measure) => {
      const { values, missing } = valuesAt(ctx, resolved.parts, p, measure);
      return { values, missing: [...resolved.missing, ...missing] };
    };

    if ((q.op === 'difference' || q.op === 'percentChange') && periods.length >= 2) {
      const a = at1(periods[0]!);
      const b = at1(periods[periods.length - 1]!);
      const gap = !a.values.length ? a : !b.values.length ? b : a.missing.length ? a : b.missing.length ? b : null;
      if (gap) return { grounding: partialAnswer(ctx, name, term, gap.values, gap.missing, '') };
      const ta = totalOf(ctx, a.values, periods[0]!);
      const tb = totalOf(ctx, b.values, periods[periods.length - 1]!);
      const valueB = tb.unit.scale === ta.unit.scale ? tb.value : (tb.value * tb.unit.scale) / ta.unit.scale;
      const diff = valueB - ta.value;
      const pct = ta.value !== 0 ? (diff / Math.abs(ta.value)) * 100 : null;
      const dir = diff > 0 ? 'rose' : diff < 0 ? 'fell' : 'did not change';
      const amount = formatValue(Math.abs(diff), ta.unit, true);
      const lead =
        q.op === 'percentChange' && pct !== null
          ? `${md(name)} ${dir === 'did not change' ? dir : `${dir} by **${percent(Math.abs(pct))}**`}, from ${formatValue(ta.value, ta.unit, true)} ${oneSentence(ta.phrase)} to ${formatValue(valueB, ta.unit, true)} ${oneSentence(tb.phrase)}.`
          : `${md(name)} ${dir === 'did not change' ? dir : `${dir} by **${amount}**`}, from ${formatValue(ta.value, ta.unit, true)} ${oneSentence(ta.phrase)} to ${formatValue(valueB, ta.unit, true)} ${oneSentence(tb.phrase)}${pct !== null && diff !== 0 ? ` (${diff < 0 ? '-' : ''}${percent(Math.abs(pct))})` : ''}.`;
      const body = [
        `Working: ${workingLine(ctx, `${name} ${ta.phrase}`, ta)}; ${workingLine(ctx, `${name} ${tb.phrase}`, tb)}; change ${formatValue(valueB, ta.unit, true)} − ${formatValue(ta.value, ta.unit, true)} = ${diff < 0 ? '-' : ''}${amount}${pct !== null ? ` (${diff < 0 ? '-' : ''}${percent(Math.abs(pct))})` : ''}.`,
        instructionLine(term),
        sourceLine([...ta.cells, ...tb.cells]),
      ];
      const figs = [...figures(ctx, name, ta), ...figures(ctx, name, tb), figureOf(`Change in ${name}`, diff, `${diff < 0 ? '-' : ''}${amount}`, [...ta.cells, ...tb.cells])];
      return { grounding: { answer: [lead, ...body].join('\n\n'), found: true, clarifying: false, figures: figs, passages: [] } };
    }

    if (q.op === 'variance') {
      const p = periods[0] ?? null;
      const budget = at1(p, 'budget');
      const actual = at1(p, 'actual');
      const gap = !budget.values.length ? budget : !actual.values.length ? actual : budget.missing.length ? budget : actual.missing.length ? actual : null;
      if (gap) return { grounding: partialAnswer(ctx, name, term, gap.values, gap.missing, '') };
      const tb = totalOf(ctx, budget.values, p);
      const ta = totalOf(ctx, actual.values, p);
      const diff = ta.value - tb.value;
      const amount = formatValue(Math.abs(diff), tb.unit, true);
      const side = diff > 0 ? 'over budget' : diff < 0 ? 'under budget' : 'on budget';
      const lead = `${md(name)}${p ? ` in ${describePeriod(p)}` : ''}: **${amount}** ${side}, with actual ${formatValue(ta.value, tb.unit, true)} against a budget of ${formatValue(tb.value, tb.unit, true)}.`;
      const body = [
        `Working: ${workingLine(ctx, `Actual ${name.toLowerCase()}`, ta)}; ${workingLine(ctx, `Budgeted ${name.toLowerCase()}`, tb)}; actual − budget = ${diff < 0 ? '-' : ''}${amount}.`,
        instructionLine(term),
        sourceLine([...ta.cells, ...tb.cells]),
      ];
      return { grounding: { answer: [lead, ...body].join('\n\n'), found: true, clarifying: false, figures: [...figures(ctx, name, ta), ...figures(ctx, name, tb)], passages: [] } };
    }

    if (q.op === 'lookup' || q.op === 'sum') {
      // One total per period asked (or the latest when none is); 'in total' over several adds them.
      const asked: Array<Period | null> = periods.length ? periods : [null];
      const totals: Total[] = [];
      for (const p of asked) {
        const got = at1(p);
        if (!got.values.length || got.missing.length) return { grounding: partialAnswer(ctx, name, term, got.values, got.missing, p ? `for ${describePeriod(p)}` : '') };
        totals.push(totalOf(ctx, got.values, p));
      }
      const body: string[] = [];
      let lead: string;
      const figs = totals.flatMap((t) => figures(ctx, name, t));
      if (totals.length === 1) {
        const t = totals[0]!;
        lead = `${md(name)}: **${formatValue(t.value, t.unit, true)}** ${oneSentence(t.phrase)} (${md(definitionSentence(term))}).`;
        body.push(`Working: ${workingLine(ctx, name, t)}.`, workingTable(ctx, name, t));
      } else if (q.op === 'sum') {
        const unit = totals[0]!.unit;
        const all = totals.reduce((a, t) => a + (t.unit.scale === unit.scale ? t.value : (t.value * t.unit.scale) / unit.scale), 0);
        lead = `${md(name)}: **${formatValue(all, unit, true)}** in total over ${totals.map((t) => oneSentence(t.phrase.replace(/^in /, ''))).join(' and ')}.`;
        for (const t of totals) body.push(`Working ${t.phrase}: ${workingLine(ctx, name, t)}.`);
        figs.push(figureOf(`${name} in total`, all, formatValue(all, unit, true), totals.flatMap((t) => t.cells)));
      } else {
        lead = `${md(name)}: ${totals.map((t) => `**${formatValue(t.value, t.unit, true)}** ${oneSentence(t.phrase)}`).join(', and ')}.`;
        for (const t of totals) body.push(`Working ${t.phrase}: ${workingLine(ctx, name, t)}.`);
      }
      body.push(instructionLine(term), sourceLine(totals.flatMap((t) => t.cells)));
      return { grounding: { answer: [lead, ...body].join('\n\n'), found: true, clarifying: false, figures: figs, passages: [] } };
    }
    // Shares, ratios, averages and extremes over a defined term are not computed: the ordinary answer, said so.
    return { note: `Your instruction defines “${md(term.term)}” as ${md(definitionSentence(term))}; I can add those lines up, compare them between two periods or with the budget, but not use them for this kind of question yet.` };
  }
}
