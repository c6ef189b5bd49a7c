// The pipeline for one question, on the organisation's documents already in memory:
// understand the question → readings from tables, receipts, the chart of accounts and passages →
// choose (or say plainly that the documents do not hold it, or ask which of two figures) →
// the answer in markdown, figure first.
import type { Grounding, GroundingPassage } from '../agent';
import { termAnswer } from './composite';
import { md, oneSentence } from './format';
import { NO_RULES, type AnalystRules } from './instructions';
import { resolveQuestionPeriod, subjectOf, type Ctx } from './match';
import type { OrgIndex, RowModel } from './model';
import { describePeriod, fiscalYearOfPeriod } from './periods';
import { parseQuestion, relativeYear } from './question';
import { bestMatch, MONTH_NAMES, spoken, words } from './text';
import { lookups, tableReadings, type Reading } from './tables';
import { codeReading, passageReading, receiptReading, type TextReading } from './text-answers';

const join = (lead: string, body: string[]) => [lead, ...body].filter(Boolean).join('\n\n');

function fromReading(r: Reading & { passages?: GroundingPassage[] }): Grounding {
  return { answer: join(r.lead, r.body), found: true, clarifying: false, figures: r.figures, passages: r.passages ?? [] };
}

function fromText(t: TextReading): Grounding {
  return { answer: join(t.lead, t.body), found: true, clarifying: false, figures: [], passages: t.passages };
}

/** 'a budget figure for vehicle leasing for FY2025': what was asked, for a plain 'not found'. */
function askedFor(ctx: Ctx, missing: string[]): string {
  const q = ctx.q;
  if (missing.length) {
    // The name as said: 'the Gates Foundation'.
    const m = q.text.match(new RegExp(`((?:the\\s+)?(?:[A-Z][\\w&'-]*\\s+)*${missing[0]}(?:\\s+[A-Z][\\w&'-]*)*)`));
    return `anything about ${m ? m[1] : missing[0]}`;
  }
  const words = q.tokens.filter((t) => !t.soft || q.tokens.every((x) => x.soft)).map((t) => spoken(t.word));
  const subject = words.length ? words.join(' ') : 'that';
  const when = q.periods.map(describePeriod).join(' and ');
  const kind = q.measure === 'budget' ? 'a budget figure for ' : q.measure === 'actual' ? 'an actual figure for ' : words.length ? 'a figure for ' : '';
  return `${kind}${subject}${when ? ` for ${when}` : ''}`;
}

/** Capitalised names in the question ('Gates') that no document mentions. */
export function missingNames(ctx: Ctx): string[] {
  const vocabulary = [...ctx.index.vocabulary];
  const out: string[] = [];
  const text = ctx.q.text;
  for (const m of text.matchAll(/(?<=[a-z0-9,;:'’)]\s+(?:the\s+|a\s+|an\s+)?)([A-Z][a-z]{2,})\b/g)) {
    const word = m[1]!;
    if (MONTH_NAMES.some((n) => n.startsWith(word)) || /^(Total|Fiscal|Budget|Actual|Quarter|Year|Net|Gross)$/.test(word)) continue;
    // (A name spelled out before its letters, 'the Ministry (MWCSP)': the letters name it.)
    if (/^\s*(?:[A-Za-z][\w&'-]*\s+){0,3}\([A-Z][A-Z0-9&]{2,9}\)/.test(text.slice(m.index! + word.length, m.index! + word.length + 60))) continue;
    const stem = words(word)[0]?.stem;
    if (!stem || !ctx.q.tokens.some((t) => t.stem === stem)) continue;
    if (ctx.index.vocabulary.has(stem) || bestMatch(stem, vocabulary) >= 0.6) continue;
    out.push(word);
  }
  return out;
}

function notFound(ctx: Ctx, near: Reading[], missing: string[] = []): Grounding {
  const lead = `I couldn't find ${md(oneSentence(askedFor(ctx, missing)))} in your documents.`;
  const body: string[] = [];
  if (missing.length) body.push(`None of your documents mentions ${missing.map((m) => `“${md(m)}”`).join(' or ')}.`);
  const names = [...new Set(near.filter((r) => r.recall >= 0.3).map((r) => r.brief.split(':')[0]!.trim()))].slice(0, 3);
  if (names.length) body.push(`The closest lines I found are ${names.map((n) => `“${md(n)}”`).join(', ')}, which don't match what you asked, so I haven't used them.`);
  const docs = ctx.index.docs.length;
  body.push(
    docs
      ? `I looked through ${docs} ready ${docs === 1 ? 'document' : 'documents'}. If the figure is in a file that isn't uploaded yet, add it on the Documents screen and ask again.`
      : 'There are no ready documents yet: upload your budget, statements or grant agreements on the Documents screen and ask again.',
  );
  return { answer: join(lead, body), found: false, clarifying: false, figures: [], passages: [] };
}

/** Budget or actual, when the question says neither and both are close: ask which. */
function clarify(ctx: Ctx, readings: Reading[]): Grounding | null {
  if (ctx.q.measure || ctx.q.op !== 'lookup') return null;
  const [a, b] = readings;
  if (!a || !b || a.score - b.score > 0.05 || a.value === b.value || a.weak.length || b.weak.length) return null;
  if (a.tableId === b.tableId || !a.measure === !b.measure || a.measure === b.measure) return null;
  if (a.recall < 0.8 || b.recall < 0.8) return null;
  const budget = a.measure === 'budget' ? a : b;
  const actual = budget === a ? b : a;
  const lead = `Do you mean the budget or the actual figure: ${md(budget.brief)}, or ${md(actual.brief)}?`;
  return {
    answer: join(lead, ['Tell me which one you need and I will show the working and the source.']),
    found: true,
    clarifying: true,
    figures: [...budget.figures, ...actual.figures],
    passages: [],
  };
}

const NUMERIC =
  /\bhow (much|many)\b|\b(total|amount|budget|budgeted|spend|spent|spending|cost|costs|revenue|income|expenses?|balance|percent|percentage|ratio|average|change|difference|increase|decrease|figure|value|worth|owe|paid|pay|fees?|salar(y|ies)|cash|assets?|liabilit(y|ies))\b|\$|%/;

/** The latest fiscal year the documents report actual figures for (budgets only if nothing else). */
export function latestFiscalYear(index: OrgIndex, fyStart: number): number | null {
  let actual: number | null = null;
  let any: number | null = null;
  for (const t of index.tables) {
    for (const b of t.blocks) {
      for (const c of b.columns) {
        const p = c.period;
        if (!p || c.numbers === 0) continue;
        const fy = fiscalYearOfPeriod(p, fyStart) ?? (p.kind === 'year' ? p.year : undefined);
        if (fy === undefined) continue;
        any = Math.max(any ?? fy, fy);
        if (c.kind !== 'budget') actual = Math.max(actual ?? fy, fy);
      }
    }
  }
  return actual ?? any;
}

/** The first row of a reading's key ('tableId:row:column,...'). */
function rowOfKey(index: OrgIndex, key: string): RowModel | null {
  const [tableId, row] = key.split(',')[0]!.split(':');
  return index.tables.find((t) => t.stored.id === tableId)?.rows[Number(row)] ?? null;
}

const THANKS = /^(thanks?|thank you( very much| so much)?|thx|cheers|great|perfect|got it|ok(ay)?|cool)\b[\s!.,]*(tally)?[\s!.]*$/i;
const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.,]*(tally)?[\s!.]*$/i;
const HELP = /^(help|what can you do|what do you do|who are you|what are you|how (do|can|should) (i|we) use (you|this|tally))\b[\s!.?]*$/i;
const EXAMPLES = [
  "- What is our budget for rent this year?",
  '- How did program expenses compare to budget last year?',
  '- What were total contributions in the first quarter?',
  '- How many months of cash do we have?',
  '- When is the final report due for our largest grant?',
].join('\n');

/** Greetings, thanks and 'what can you do?': a short reply, no figures. */
export function smallTalk(question: string): Grounding | null {
  const t = question.trim();
  let answer: string | null = null;
  if (THANKS.test(t)) answer = "You're welcome. Ask me anything about your documents.";
  else if (GREETING.test(t) || HELP.test(t))
    answer = `Hello, I'm Tally. I answer questions about the figures and terms in your documents, and show where each figure comes from. For example:\n\n${EXAMPLES}`;
  return answer ? { answer, found: false, clarifying: false, figures: [], passages: [] } : null;
}

/**
 * The answer to `question` from the organisation's documents. `rules` are its active improvement
 * instructions (instructions.ts): defined terms, its fiscal-year start (over the questionnaire's
 * `fiscalYearStartMonth`) and how answers are written. They are an input of every call, never part
 * of the index, so answers with other instructions never mix.
 */
export function analyseIndex(index: OrgIndex, question: string, fiscalYearStartMonth: number, rules: AnalystRules = NO_RULES): Grounding {
  const chat = smallTalk(question);
  if (chat) return chat;
  const grounding = analyseQuestion(index, question, rules.fiscalYearStartMonth ?? fiscalYearStartMonth, rules);
  return rules.brevity ? shorten(grounding, rules.brevity) : grounding;
}

/** 'Answer in one sentence': the first paragraph; 'be brief': it and the source line. Questions back are kept whole. */
export function shorten(g: Grounding, brevity: NonNullable<AnalystRules['brevity']>): Grounding {
  if (g.clarifying) return g;
  const paragraphs = g.answer.split(/\n{2,}/);
  const kept = [paragraphs[0]!];
  if (brevity === 'brief' && g.found) {
    const source = paragraphs.find((p) => p.startsWith('**Source:**'));
    if (source) kept.push(source);
  }
  return { ...g, answer: kept.join('\n\n') };
}

function analyseQuestion(index: OrgIndex, question: string, fiscalYearStartMonth: number, rules: AnalystRules): Grounding {
  const q = parseQuestion(question);
  const fyStart = fiscalYearStartMonth >= 1 && fiscalYearStartMonth <= 12 ? fiscalYearStartMonth : 1;
  q.periods = q.periods.map((p) => resolveQuestionPeriod(p, fyStart));
  if (q.relative !== null && !q.periods.some((p) => p.kind === 'year')) {
    const latest = latestFiscalYear(index, fyStart);
    if (latest !== null) {
      const year = latest + q.relative;
      const rel = relativeYear(q.lower)!;
      q.periods = [...q.periods, { kind: 'year' as const, year, fiscal: true, start: rel.start, end: rel.end, text: rel.text }].sort((a, b) => a.start - b.start);
    }
  }
  // 'the second quarter', 'March' said without a year: of the latest year of the documents.
  if (q.periods.some((p) => (p.kind === 'quarter' || p.kind === 'half') && p.year === undefined)) {
    const latest = latestFiscalYear(index, fyStart);
    if (latest !== null) q.periods = q.periods.map((p) => ((p.kind === 'quarter' || p.kind === 'half') && p.year === undefined ? { ...p, year: latest, fiscal: true } : p));
  }
  const ctx: Ctx = { index, q, fyStart, display: rules.display };
  if (!index.docs.length) return notFound(ctx, []);

  // A name the organisation defined ('personnel'): the sum of its lines.
  const defined = termAnswer(ctx, rules.terms);
  if (defined && 'grounding' in defined) return defined.grounding;
  if (defined && 'note' in defined) {
    const g = answerFromDocuments(ctx);
    return { ...g, answer: `${g.answer}\n\n${defined.note}` };
  }
  return answerFromDocuments(ctx);
}

/** The answer from the tables, receipts and passages (the pipeline above). */
function answerFromDocuments(ctx: Ctx): Grounding {
  const { index, q } = ctx;

  if (q.op === 'code') {
    const r = codeReading(ctx);
    if (r) return fromReading(r);
  }
  // A name the documents never mention ('the Gates Foundation'): they do not hold the answer.
  const missing = missingNames(ctx);
  if (missing.length) return notFound(ctx, [], missing);

  const receipt = receiptReading(ctx);
  if (receipt) return fromReading(receipt);

  const readings = tableReadings(ctx);
  const best = readings[0];
  const tableOk = Boolean(best && best.recall >= 0.4 && best.weak.length === 0 && best.score >= 0.5);

  // The table line a footnote belongs to ('Audit-Related Fees(2)'), for questions about what it covers.
  let footRow: RowModel | null = null;
  if (q.textual) {
    const subject = subjectOf(q.tokens, index.idf);
    const top = lookups(ctx, subject, [], 5)[0];
    const row = top && top.recall >= 0.6 ? rowOfKey(index, top.key) : null;
    if (row && /(\(\d{1,2}\)|[a-z]\d)\s*$/i.test(row.row.label)) footRow = row;
  }
  const passage = passageReading(ctx, footRow);
  const passageOk = Boolean(passage && passage.recall >= 0.5 && passage.weak.length <= Math.max(0, Math.floor(passage.hard * 0.34)));
  // A question about a figure (amounts, totals, changes), or about words (terms, dates, findings).
  const numeric = !q.textual && (q.op !== 'lookup' || q.periods.length > 0 || NUMERIC.test(q.lower) || (tableOk && best!.recall >= 0.8));

  // 'Why did revenue fall?': the words around the figures.
  if (q.explain && passageOk) return fromText(passage!);
  // Words answer questions about words; a computation ('are we over budget?') is the tables'.
  if (q.textual && passageOk && (!tableOk || (q.op === 'lookup' && (passage!.recall >= best!.recall - 0.1 || q.yesNo)))) return fromText(passage!);
  if (tableOk) {
    // A passage that names the thing asked much better than any table line (a grant in its agreement).
    if (q.op === 'lookup' && passageOk && passage!.recall > best!.recall + 0.15 && (passage!.typed || !numeric)) return fromText(passage!);
    // A sentence stating the amount in the question's own words ('depreciation expense ... $290.2
    // million in 2019') over a line that only partly says them ('Accumulated depreciation').
    if (
      q.op === 'lookup' &&
      passageOk &&
      passage!.amount &&
      passage!.strong >= 0.99 &&
      (best!.strong ?? 1) < 0.99 &&
      q.periods.every((p) => p.year === undefined || passage!.text.includes(String(p.year)))
    ) {
      return fromText(passage!);
    }
    const c = clarify(ctx, readings);
    if (c) return c;
    return fromReading(best!);
  }
  if (passageOk && (passage!.typed || q.textual || !numeric)) return fromText(passage!);
  return notFound(ctx, readings);
}
