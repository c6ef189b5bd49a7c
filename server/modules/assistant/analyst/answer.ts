// Decision and answer (DESIGN.md section 6, stages 4 and 5): the question planned, its readings
// from the tables, receipts, chart of accounts and passages weighed, and one of three replies:
// the figure first, with its working and source; a short question with the choices the documents
// offer when two readings are close; or a plain 'I couldn't find', naming the closest lines. A
// figure is stated only when it answers the operation asked.
import type { ConversationTurn, Grounding } from '../agent';
import { missingNames, shorten, smallTalk } from './analyse';
import { termAnswer } from './composite';
import { excluded, execute, lookups, verbCategory, type Reading } from './execute';
import { md, oneSentence } from './format';
import { effectiveKind, keyNumbered, required, type GroundCtx } from './ground';
import { NO_RULES, type AnalystRules } from './instructions';
import { resolveQuestionPeriod, type Ctx } from './match';
import type { OrgIndex } from './model';
import { describePeriod, fiscalYearOf, fyLabel, intervalOf, monthIndex, monthOfIndex, setDatesDayFirst, setFiscalLabels, yearOfIndex, type Period } from './periods';
import { ACTUAL_WORDS, BUDGET_WORDS, glossVariants, parsePlan, phraseOf, type Plan } from './plan/parse';
import { parseQuestion } from './question';
import { figureOf, fmtFact, formatIn, headline, lineName, setDisplay, sourceOf, unitOfFact } from './render';
import { codeAnswer, hierarchyAnswer } from './codes';
import { amountsIn, passageAnswer, WANTS_ID, WANTS_NAME, type PassageReading } from './passages';
import { receiptAnswer } from './receipts';
import { bestMatch, contentStems, MONTH_NAMES, spoken, stem, words } from './text';
import { COMMON_WORDS } from './plan/common-words';
import { CURRENCY_ASKED_WORDS, inCurrencyAsked } from '../../../lib/currencies';

const join = (lead: string, body: string[]) => [lead, ...body].filter(Boolean).join('\n\n');


function fromText(t: PassageReading): Grounding {
  // (A title before a name, 'Dr. Jane Doe', written without its full stop, 'Dr Jane Doe', so the
  // answer's first sentence does not end at it.)
  const lead = t.lead.replace(/\b(Mr|Mrs|Ms|Dr|Prof|Rev|Hon|Sr|Jr)\.(?=\s+[A-Z])/g, '$1');
  return { answer: join(lead, t.body), found: true, clarifying: false, figures: [], passages: t.passages };
}

/** The plan of the previous question in this conversation, for a follow-up. */
function previousPlan(history: ConversationTurn[]): Plan | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i]!;
    if (t.role === 'user') return parsePlan(t.content);
  }
  return null;
}

/**
 * The latest fiscal year the tables report actual figures for (budgets only when nothing else), of
 * periods like the one asked when it says ('Q2': the latest year with a second quarter). The dates
 * of a schedule (a grant's payments, due dates in 2027) report nothing.
 */
const FROM_DATE = /^\s*(?:(?:as |with effect )?from|effective(?: from)?|w\.?e\.?f\.?|starting|new (?:rate|price)s? from)\b/i;

function latestYear(ctx: GroundCtx, like: Period | null = null, plans = false): number | null {
  let actual: number | null = null;
  let any: number | null = null;
  for (const line of ctx.lib.lines) {
    if (line.table.kind === 'schedule') continue;
    for (const f of line.facts) {
      // (Nor a date from which a price applies, 'From <date>', 'effective <date>': it reports nothing yet.)
      if (FROM_DATE.test(f.col.label)) continue;
      for (const p of f.periods) {
        if (like && (p.kind !== like.kind || (like.quarter !== undefined && p.quarter !== like.quarter) || (like.half !== undefined && p.half !== like.half))) continue;
        const i = intervalOf(p, ctx.fyStart, p.year);
        if (!i) continue;
        const fy = fiscalYearOf(i.to, ctx.fyStart);
        any = Math.max(any ?? fy, fy);
        // (An actual column of a report against budget is actual, though the report holds budgets too.)
        const kind = effectiveKind(f);
        if (kind !== 'budget' && kind !== 'forecast') actual = Math.max(actual ?? fy, fy);
      }
    }
  }
  return plans ? any : (actual ?? any);
}

/** Some actual figure of the tables covers the whole of fiscal year `fy` (not its months to date). */
function wholeYearHeld(ctx: GroundCtx, fy: number): boolean {
  for (const line of ctx.lib.lines) {
    if (line.table.kind === 'schedule') continue;
    for (const f of line.facts) {
      const kind = effectiveKind(f);
      if (kind === 'budget' || kind === 'forecast') continue;
      for (const p of f.periods) {
        // (A statement's column for the year to a day: the twelve months to it.)
        const i = p.kind === 'date' && p.ended && p.month && p.year !== undefined ? { from: monthIndex(p.year, p.month) - 11, to: monthIndex(p.year, p.month) } : intervalOf(p, ctx.fyStart, p.year);
        if (i && i.to - i.from >= 11 && fiscalYearOf(i.to, ctx.fyStart) === fy && fiscalYearOf(i.from, ctx.fyStart) === fy) return true;
      }
    }
  }
  return false;
}

/** 'Q2 (Oct-Dec)', 'Q3 FY26 (Jan–Mar 2026)': one period said twice, once. */
function onceEach(ctx: GroundCtx): void {
  const plan = ctx.plan;
  if (plan.periods.length < 2) return;
  const seen = new Set<string>();
  const once = plan.periods.filter((p) => {
    const i = intervalOf(p, ctx.fyStart, p.year);
    if (!i) return true;
    const k = `${i.from}-${i.to}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (once.length < plan.periods.length) plan.periods = once;
}

function resolvePeriods(ctx: GroundCtx): void {
  const plan = ctx.plan;
  plan.periods = plan.periods.map((p) => resolveQuestionPeriod(p, ctx.fyStart));
  // The next n years after the latest the documents report ('over the next three fiscal years'):
  // each of them, as a schedule of payments by year lists them.
  if (plan.nextYears && !plan.periods.length) {
    // (After the statements' latest year: the years of a schedule of payments are what is asked, not a base.)
    let latest: number | null = null;
    for (const line of ctx.lib.lines) {
      if (line.table.periodAxis !== 'columns') continue;
      for (const f of line.facts) for (const p of f.periods) {
        const i = intervalOf(p, ctx.fyStart, p.year);
        if (i) latest = Math.max(latest ?? -Infinity, fiscalYearOf(i.to, ctx.fyStart));
      }
    }
    if (latest !== null) {
      plan.periods = Array.from({ length: plan.nextYears }, (_, i) => ({ kind: 'year', year: latest + 1 + i, fiscal: true, start: 0, end: 0, text: `FY${fyLabel(latest + 1 + i)}` }) as Period);
      plan.range = true;
    }
    return;
  }
  // 'Actual against budget for the year', 'whole yr': the latest fiscal year's, not its last month's.
  if (plan.op === 'variance' && !plan.periods.length && plan.variants.includes('annual') && plan.relative === null) {
    const y = latestYear(ctx);
    if (y !== null) plan.periods = [{ kind: 'year', year: y, fiscal: true, start: 999, end: 999, text: `FY${fyLabel(y)}` } as Period];
  }
  const bareMonths = (p: Period) => (p.kind === 'monthRange' || (plan.range && p.kind === 'month')) && p.year === undefined;
  const needsLatest = plan.relative !== null || plan.operands.some((o) => o.relative !== undefined) || plan.yearOverYear || plan.periods.some((p) => ((p.kind === 'quarter' || p.kind === 'half') && p.year === undefined) || bareMonths(p));
  if (!needsLatest) return onceEach(ctx);
  const latest = latestYear(ctx);
  if (latest === null) return onceEach(ctx);
  // 'Last year', when the documents hold that year whole and the next year's budget: the year just
  // ended, as an AGM report with next year's budget speaks of it, not the one before.
  // (Said alone: 'this year against last year' keeps its two years.)
  const lastIsLatest = plan.relative === -1 && !plan.operands.some((o) => o.relative === 0) && wholeYearHeld(ctx, latest) && (latestYear(ctx, null, true) ?? latest) > latest;
  // 'This year' of actual figures, while the documents hold only its months to date (a rent
  // asked 'this year' in a year's ninth month): so far this year.
  if (plan.relative === 0 && !lastIsLatest && !plan.soFar && plan.measure !== 'budget' && plan.measure !== 'forecast' && !plan.operands.some((o) => o.relative !== undefined && o.relative !== 0) && !wholeYearHeld(ctx, latest)) plan.soFar = true;
  // 'So far this year (Jul-Dec)', 'the first quarter of last year': the months or quarter said are
  // of that fiscal year, not a second period beside them.
  const yearOf = plan.relative !== null ? latest + plan.relative + (lastIsLatest ? 1 : 0) : null;
  const inRelativeYear = (p: Period) => yearOf !== null && p.year === undefined && (p.kind === 'quarter' || p.kind === 'half' || bareMonths(p) || (p.kind === 'month' && plan.periods.length === 1));
  // Each operand's own year said relative to now ('budgeting this year than we spent last year').
  // ('This year' of a budget is the year the budget is for, though its actuals are not in yet.)
  if (plan.operands.length >= 2 && plan.operands.filter((o) => o.relative !== undefined).length >= 2 && new Set(plan.operands.map((o) => o.relative)).size >= 2) {
    const current = plan.operands.find((o) => o.relative === 0);
    const base = current && BUDGET_WORDS.test(current.raw ?? current.text) && !ACTUAL_WORDS.test(current.raw ?? current.text) ? (latestYear(ctx, null, true) ?? latest) : latest;
    plan.operands = plan.operands.map((o) => (o.relative === undefined || o.periods.length ? o : { ...o, periods: [{ kind: 'year', year: base + o.relative, fiscal: true, start: 0, end: 0, text: `FY${fyLabel(base + o.relative)}` } as Period] }));
  } else if (plan.operands.length === 2 && plan.operands.filter((o) => o.relative !== undefined && !o.periods.length).length === 1 && plan.operands.filter((o) => o.periods.length).length <= 1 && plan.periods.length === 1 && plan.periods[0]!.kind === 'year') {
    // One operand's year said relative to now, the other's named ('next year's budget against what
    // we spent in FY2023'): each its own, not the named year for both.
    const current = plan.operands.find((o) => o.relative !== undefined && !o.periods.length)!;
    const base = BUDGET_WORDS.test(current.raw ?? current.text) && !ACTUAL_WORDS.test(current.raw ?? current.text) ? (latestYear(ctx, null, true) ?? latest) : latest;
    const named = plan.periods[0]!;
    plan.operands = plan.operands.map((o) => ({ ...o, periods: o === current ? [{ kind: 'year', year: base + o.relative!, fiscal: true, start: 0, end: 0, text: `FY${fyLabel(base + o.relative!)}` } as Period] : o.periods.length ? o.periods : [named] }));
  }
  if (plan.relative !== null && !plan.periods.some((p) => p.kind === 'year' || p.kind === 'date' || p.kind === 'month' || p.kind === 'span' || inRelativeYear(p))) {
    const y = yearOf!;
    plan.periods = [...plan.periods, { kind: 'year', year: y, fiscal: true, start: 999, end: 999, text: `FY${fyLabel(y)}` } as Period];
  }
  if (plan.yearOverYear && plan.periods.length < 2 && (plan.op === 'difference' || plan.op === 'percentChange')) {
    const y = plan.periods.find((p) => p.kind === 'year')?.year ?? latest;
    plan.periods = [
      { kind: 'year', year: y - 1, fiscal: true, start: 0, end: 0, text: `FY${fyLabel(y - 1)}` },
      { kind: 'year', year: y, fiscal: true, start: 1, end: 1, text: `FY${fyLabel(y)}` },
    ];
    plan.baseIndex = 0;
  }
  // (Of the latest fiscal year with that quarter in a table, else with figures dated in it: 'the Q4
  // bookings' of an October-December ledger, though a bank export of the next year is uploaded too.)
  const quarterHeld = (p: Period, fy: number): boolean => {
    const i = intervalOf({ ...p, year: fy, fiscal: true } as Period, ctx.fyStart, fy);
    return !!i && ctx.lib.lines.some((line) => line.table.kind !== 'schedule' && line.facts.some((f) => f.periods.some((q) => {
      const j = intervalOf(q, ctx.fyStart, q.year);
      return !!j && j.from >= i.from && j.to <= i.to;
    })));
  };
  plan.periods = plan.periods.map((p) => ((p.kind === 'quarter' || p.kind === 'half') && p.year === undefined ? { ...p, year: yearOf ?? latestYear(ctx, p) ?? [latest, latest - 1, latest - 2].find((y) => quarterHeld(p, y)) ?? latest, fiscal: true } : p));
  // 'July through September', 'Jan-Sep': those months of the latest fiscal year (or the one said).
  // (Of the latest fiscal year whose those months the documents hold: a bank export of January to
  // March is of the last year's January to March, though a later year's budget is uploaded too.)
  const yearIn = (fy: number, month: number) => (ctx.fyStart === 1 || month < ctx.fyStart ? fy : fy - 1);
  const held = (p: Period, fy: number): boolean => {
    const from = monthIndex(yearIn(fy, p.month!), p.month!);
    const to = monthIndex(yearIn(fy, p.endMonth ?? p.month!), p.endMonth ?? p.month!);
    return ctx.lib.lines.some((line) => line.table.kind !== 'schedule' && line.facts.some((f) => f.periods.some((q) => {
      const i = intervalOf(q, ctx.fyStart, q.year);
      return !!i && i.from >= from && i.to <= to;
    })));
  };
  const fyFor = (p: Period) => yearOf ?? [latest, latest - 1, latest - 2].find((y) => held(p, y)) ?? latest;
  plan.periods = plan.periods.map((p) => {
    if (!(bareMonths(p) || (yearOf !== null && p.kind === 'month' && p.year === undefined && plan.periods.length === 1)) || !p.month) return p;
    const fy = fyFor(p);
    return p.kind === 'monthRange' && p.endMonth ? { ...p, year: yearIn(fy, p.month), endYear: yearIn(fy, p.endMonth) } : { ...p, year: yearIn(fy, p.month) };
  });
  onceEach(ctx);
  if (plan.periods.length === 1 && plan.periods[0]!.kind === 'monthRange') plan.range = true;
  // (An operand's own months, 'drug purchases for jul-dec', are the question's, resolved alike.)
  const resolved = new Map(plan.periods.map((p) => [`${p.kind}:${p.text}`, p]));
  plan.operands = plan.operands.map((o) => (o.periods.some((p) => p.year === undefined && resolved.has(`${p.kind}:${p.text}`)) ? { ...o, periods: o.periods.map((p) => (p.year === undefined ? (resolved.get(`${p.kind}:${p.text}`) ?? p) : p)) } : o));
}

/** 'the same 36 weeks a year earlier', 'the prior-year quarter': the period said, a year before. */
function yearEarlier(plan: Plan): void {
  if (plan.periods.length !== 1) return;
  if (!/\b(?:a|one) year (?:earlier|before|ago|prior)\b|\b(?:same|corresponding|comparable) (?:period|quarter|months?|weeks?|half|\d+ (?:weeks|months)|time) (?:of |in )?(?:the )?(?:prior|previous|last|preceding) year\b|\bprior[- ]year (?:period|quarter|half)\b|\b(?:same|corresponding) .{0,20}\blast year\b/.test(plan.text)) return;
  const p = plan.periods[0]!;
  if (p.year === undefined) return;
  // (A range of months moves whole: 'Jul-Dec 2025' a year earlier is Jul-Dec 2024, not Jul 2024-Dec 2025.)
  const earlier: Period = { ...p, year: p.year - 1, ...(p.endYear !== undefined ? { endYear: p.endYear - 1 } : {}), ...(p.fiscalYear !== undefined ? { fiscalYear: p.fiscalYear - 1 } : {}), start: p.end + 1, end: p.end + 1, text: `${p.text} (a year earlier)` };
  plan.periods = [p, earlier];
  plan.baseIndex = 1;
  // (The words that said so, 'same period last year', name no line.)
  plan.subject = { ...plan.subject, tokens: plan.subject.tokens.filter((t) => !(t.soft && /^(?:same|last|prior|previous|preceding|corresponding|comparable|earlier|ago|before)$/.test(t.word))) };
}

/** 'a budget figure for vehicle leasing for FY2025': what was asked, for a plain 'not found'. */
function askedFor(plan: Plan, missing: string[]): string {
  if (missing.length) {
    const m = plan.question.match(new RegExp(`((?:the\\s+)?(?:[A-Z][\\w&'-]*\\s+)*${missing[0]}(?:\\s+[A-Z][\\w&'-]*)*)`));
    return `anything about ${m ? m[1] : missing[0]}`;
  }
  const hard = plan.subject.tokens.filter((t) => !t.soft);
  const words = (hard.length ? hard : plan.subject.tokens).map((t) => spoken(t.word));
  const subject = words.length ? words.join(' ') : 'that';
  const when = plan.periods.map(describePeriod).join(' and ');
  // ('Who is our auditor?': a name was asked, not a figure.)
  if (WANTS_NAME.test(plan.text) && words.length) return `the name of the ${subject}${when ? ` for ${when}` : ''}`;
  const kind = plan.measure === 'budget' ? 'a budget figure for ' : plan.measure === 'actual' ? 'an actual figure for ' : words.length ? 'a figure for ' : '';
  return `${kind}${subject}${when ? ` for ${when}` : ''}`;
}

function notFound(index: OrgIndex, plan: Plan, near: Reading[], missing: string[] = []): Grounding {
  const lead = `I couldn't find ${md(oneSentence(askedFor(plan, missing)))} in your documents.`;
  const body: string[] = [];
  if (missing.length) body.push(`None of your documents mentions ${missing.map((m) => `“${md(m)}”`).join(' or ')}.`);
  const names = [...new Set(near.filter((r) => r.recall >= 0.3 && r.subjectText).map((r) => r.subjectText))].slice(0, 3);
  if (names.length) body.push(`The closest lines I found are ${names.map((n) => `“${md(n)}”`).join(', ')}, which don't match what you asked, so I haven't used them.`);
  const docs = index.docs.length;
  body.push(
    docs
      ? `I looked through ${docs} ready ${docs === 1 ? 'document' : 'documents'}. If the figure is in a file that isn't uploaded yet, add it on the Documents screen and ask again.`
      : 'There are no ready documents yet: upload your budget, statements or grant agreements on the Documents screen and ask again.',
  );
  return { answer: join(lead, body), found: false, clarifying: false, figures: [], passages: [] };
}

const NUMERIC =
  /\bhow (much|many)\b|\b(total|amount|budget|budgeted|spend|spent|spending|cost|costs|revenues?|sales|income|expenses?|balance|percent|percentage|ratio|average|change|difference|increase|decrease|figure|value|worth|owe|paid|pay|fees?|salar(y|ies)|cash|assets?|liabilit(y|ies)|earnings|profit|margin|debt|receipts?|payments?|ytd|to date|so far|donations?|contributions?|dues|collected|raised|received|levy|levies)\b|\$|%/;

const OP_WORD: Partial<Record<Plan['op'], string>> = {
  sum: 'in total',
  average: 'on average',
};

/** A name short enough that the figure after it stays in the first sentence. */
function short(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

function nestedUnsupported(plan: Plan, near: Reading): Grounding {
  const what = md(oneSentence(short(near.subjectText, 80)));
  const answer = [
    `I couldn't find a way to answer that exactly: it asks for an average of changes, or a change between averages, and I only work out one step at a time.`,
    `I can give you the figures it needs: for example, ask “What was ${what} in each year?”, then “What was the average?” or “What was the change?”.`,
  ].join('\n\n');
  void plan;
  return { answer, found: false, clarifying: false, figures: [], passages: [] };
}

/** The reading as an answer: the figure in the first sentence, then the working and the source. */
function render(ctx: GroundCtx, r: Reading): Grounding {
  const name = md(oneSentence(short(r.subjectText, 110)));
  r.phrase = short(r.phrase, 140);
  let lead: string;
  if (r.unit.kind === 'text') {
    if (r.op === 'extreme' || r.op === 'threshold') {
      const ex = ctx.plan.extreme;
      const dir = r.dir ?? ex?.dir;
      const what = ex?.over === 'period' ? (dir === 'max' ? 'highest' : 'lowest') : dir === 'max' ? 'largest' : 'smallest';
      lead =
        r.op === 'threshold'
          ? `${name}: **${md(String(r.value))}**.`
          : ex?.over === 'period'
            ? `${name} was ${what} ${/^(?:as of|as at|at)\b/i.test(String(r.value)) ? '' : /\b\d{1,2}, \d{4}$|^\d{1,2} \w+ \d{4}$/.test(String(r.value)) ? 'on ' : 'in '}**${md(String(r.value))}**${r.phrase ? ` (${md(oneSentence(r.phrase))})` : ''}.`
            : ex?.measure === 'variance'
              ? `**${md(oneSentence(String(r.value)))}** went furthest ${/\bunder budget\b/.test(r.phrase) ? 'under' : 'over'} budget${r.phrase ? ` (${md(oneSentence(r.phrase.replace(/\s+budget\s*$/, '')))})` : ''}.`
              : `**${md(oneSentence(String(r.value)))}** has the ${what} ${ex?.measure === 'value' ? 'figure' : ex?.measure === 'change' ? 'increase' : 'percentage increase'}${r.phrase ? `: ${md(oneSentence(r.phrase))}` : ''}.`;
    } else lead = `${name}: **${md(oneSentence(String(r.value)))}**.`;
  } else {
    const v = r.value as number;
    const shown = ctx.plan.decimals !== null && r.unit.kind !== 'money' ? Number(v.toFixed(ctx.plan.decimals)) : v;
    const formatted = headline(r.unit, shown, r.op !== 'lookup' || r.operands.some((o) => o.pick.how === 'sum'));
    const extra = OP_WORD[r.op] ? ` ${OP_WORD[r.op]}` : '';
    switch (r.op) {
      case 'difference':
      case 'percentChange': {
        // Both measures of a change, the one asked first: 'up $1,580 (+68.1%)', 'up 68.1% (+$1,580)'.
        const [a0, b0] = r.operands.length === 2 ? [r.operands[0]!.pick.value, r.operands[1]!.pick.value] : [NaN, NaN];
        const diff = b0 - a0;
        const pct = a0 ? (diff / Math.abs(a0)) * 100 : NaN;
        const sign = (x: number) => (x < 0 ? '-' : '+');
        const other =
          r.op === 'difference'
            ? r.unit.kind !== 'percent' && r.unit.kind !== 'points' && Number.isFinite(pct) && r.operands[0]!.fit === r.operands[1]!.fit
              ? ` (${sign(pct)}${Math.abs(pct).toFixed(Math.abs(pct) >= 10 ? 1 : 2)}%)`
              : ''
            : Number.isFinite(diff)
              ? ` (${sign(diff)}${fmtFact(r.operands[0]!.pick.facts[0]!, Math.abs(diff), true)})`
              : '';
        lead = `${name}: ${v > 0 ? 'up' : v < 0 ? 'down' : 'unchanged'} **${headline(r.unit, Math.abs(v), true)}**${other}${r.phrase ? `, ${md(oneSentence(r.phrase))}` : ''}.`;
        break;
      }
      case 'variance':
        lead = `${name}: **${headline(r.unit, Math.abs(v), true)}** ${md(oneSentence(r.phrase))}.`;
        break;
      case 'share': {
        // 'How much of the grant budget is for native plants?' asks the amount; its share follows.
        const [part, whole] = r.operands;
        if (/\bhow much of\b/.test(ctx.plan.text) && !ctx.plan.wantsPercent && part && whole && r.operands.length === 2) {
          const fp = part.pick.facts[0]!;
          const partName = md(oneSentence(short(lineName(part.fit.line, fp), 80)));
          const wholeName = md(oneSentence(short(lineName(whole.fit.line, whole.pick.facts[0]!), 60)));
          lead = `${partName}${r.phrase ? ` ${md(oneSentence(r.phrase))}` : ''}: **${headline(unitOfFact(fp), part.pick.value)}**, ${formatted} of ${wholeName} (${fmtFact(whole.pick.facts[0]!, whole.pick.value)}).`;
          break;
        }
        lead = `${name}${r.phrase ? ` ${md(oneSentence(r.phrase))}` : ''}: **${formatted}**${extra}.`;
        break;
      }
      default: {
        // A negative printed in brackets ('$(426)'): as the statement shows it too, so it is found there.
        const f = r.op === 'lookup' && r.facts.length === 1 ? r.facts[0]! : null;
        const printed = f && f.value < 0 && f.printed && /^\s*[-−]?\s*[$€£¥]?\s*\(\s*[$€£¥]?\s*\d[\d,.]*\s*\)\s*%?\s*$|^\s*−\s*[$€£¥]?\d/.test(f.printed) ? f.printed.trim() : null;
        lead = `${name}${r.phrase ? ` ${md(oneSentence(r.phrase))}` : ''}: **${formatted}**${extra}${printed ? `, shown as ${md(printed)}` : ''}.`;
      }
    }
  }
  const body = [...r.working.map((w) => md(w).replace(/\\\*/g, '*'))];
  if (r.table) {
    const cell = (x: string) => md(x).replace(/\\\*/g, '*');
    body.push([`| ${r.table.head.map(cell).join(' | ')} |`, `|${r.table.head.map(() => '---').join('|')}|`, ...r.table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n'));
    if (r.table.note) body.push(md(r.table.note));
  }
  if (r.facts.length) body.push(`**Source:** ${sourceOf(r.facts)}.`);
  const figures = typeof r.value === 'number' && r.facts.length ? [figureOf(r.subjectText, r.value, formatIn(r.unit, r.value, true), r.facts)] : [];
  return { answer: join(lead, body), found: true, clarifying: false, figures, passages: [] };
}

/** Words of a reading's lines that the question does not say ('net' in 'Total net emissions' asked about gross ones). */
function unsaid(ctx: GroundCtx, r: Reading): number {
  let n = 0;
  for (const o of r.operands) for (const s of o.fit.line.nameStems) if (bestMatch(s, ctx.allStems) < 0.6 && !/^(total|amount|valu)$/.test(s)) n++;
  return n;
}

/** Words of a label that name no particular line ('Total', 'Other', 'Net'), or only a class of lines ('Revenue', 'Net sales'). */
const GENERIC_LABEL = /^(?:total|net|other|amount|balanc|subtotal|grand|sum|valu|figur|line|item|revenu|incom|sale|turnover|expens|expenditur|cost|spend|asset|liability|percentag|percent)$/;
const DATED_LABEL = /\b(?:19|20)\d\d\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d/i;

/**
 * A row of the answer's own table that the question names in full and the answer does not use
 * ('debtors within one month' beside all debtors, 'issued' beside the balances): the
 * question asked about that line, and the figure stated is of another. (One line's figures only:
 * a computed line names its parts another way.)
 */
function namesAnotherLine(ctx: GroundCtx, r: Reading): string | null {
  if (r.operands.length !== 1 || r.facts.some((f) => f.parts)) return null;
  const line = r.operands[0]!.fit.line;
  // (Words that say which document, 'the water invoice', name no line of it.)
  const asked = new Set(contentStems(ctx.plan.text.replace(/\b[\w-]+\s+(?=(?:bill|invoice|statement|receipt|report|letter)s?\b)/g, ' ')));
  const said = new Set([...line.label, ...line.path, ...line.keys, ...line.col, ...line.nameStems, ...line.table.titleStems]);
  // (A word the reading explains another way, a synonym or the class of its line, is said.)
  const fit = r.operands[0]!.fit;
  fit.tokens.forEach((t, i) => (fit.ev[i] ?? 0) >= 0.5 && said.add(t.stem));
  const rows = line.table.rows;
  const used = new Set(line.rows);
  for (const [i, row] of rows.entries()) {
    if (used.has(row) || row.period || row.isTotal || row.isHeading || DATED_LABEL.test(row.label) || excluded(ctx.plan, row.label)) continue;
    // (A line told apart by the line above it, 'Percentage of revenue' under each of two products.)
    const next = rows[i + 1];
    if (next && used.has(next) && rows.filter((x) => x.label === next.label).length > 1) continue;
    const s = row.stems.filter((x) => !/^\d/.test(x));
    if (s.length && !s.every((x) => said.has(x) || GENERIC_LABEL.test(x)) && s.every((x) => asked.has(x))) return row.label;
  }
  return null;
}

/**
 * A line that adds two named things ('Balance c/f (Admin Fund + Activity Fund)') when the
 * question names one of them and not the other: the figure is of both, not of the one asked.
 */
function combinedLine(ctx: GroundCtx, r: Reading): boolean {
  if (r.operands.length !== 1) return false;
  const asked = new Set(contentStems(ctx.plan.text));
  const texts = new Set(r.facts.flatMap((f) => [f.row.label, f.col.label]));
  for (const text of texts) {
    if (!/\s\+\s/.test(text)) continue;
    const inner = /\(([^()]*\+[^()]*)\)/.exec(text)?.[1] ?? text;
    const parts = inner.split('+').map((p) => contentStems(p).filter((x) => !/^\d/.test(x) && !GENERIC_LABEL.test(x)));
    if (parts.length < 2 || parts.some((p) => !p.length)) continue;
    // (Words every part says, 'fund' in 'Admin Fund + Activity Fund', tell none apart.)
    const own = parts.map((p) => p.filter((x) => !parts.every((q) => q.includes(x))));
    const named = own.map((p) => p.length > 0 && p.every((x) => asked.has(x)));
    const unnamed = own.map((p) => p.length > 0 && !p.some((x) => asked.has(x)));
    if (named.some(Boolean) && unnamed.some(Boolean)) return true;
  }
  return false;
}

/** How many days apart the two days a reading compares are, when it compares two days of a register. */
function daysApart(r: Reading): number | null {
  if (r.facts.length !== 2) return null;
  const days = r.facts.map((f) => (f.periods.length === 1 && f.periods[0]!.kind === 'date' && f.periods[0]!.day !== undefined && f.periods[0]!.month !== undefined && f.periods[0]!.year !== undefined && !f.periods[0]!.ended ? Date.UTC(f.periods[0]!.year, f.periods[0]!.month - 1, f.periods[0]!.day) : null));
  return days[0] != null && days[1] != null ? Math.abs(days[0] - days[1]) / 86_400_000 : null;
}

/**
 * Proper names the question uses ('gifts from donors in Galway', 'the Whitby appeal'): a word
 * written with a capital inside the sentence that is not an everyday word, a month or a word of
 * finance. A figure that answers must be of something so named.
 */
export function properNames(question: string): Array<{ word: string; initials: string }> {
  const out: Array<{ word: string; initials: string }> = [];
  for (const m of question.matchAll(/(?<=[a-z0-9,;:'’)]\s+(?:the\s+|a\s+|an\s+|our\s+)?)([A-Z][a-z]{4,})\b/g)) {
    const word = m[1]!;
    const lower = word.toLowerCase();
    if (MONTH_WORDS.test(lower) || EVERYDAY.has(lower) || /^non$/.test(lower) || /^(?:total|fiscal|budget|actual|quarter|year|net|gross|grand|level|note|schedule|part|form|line|item|page|table|fund|funds|program|programme|project|grant|grants)$/.test(lower)) continue;
    // (The initials of the capitalised words it stands among, 'Rural Water Initiative' → 'rwi':
    // a document named by them names it.)
    const before = /((?:[A-Z][\w'’-]*\s+)*)$/.exec(question.slice(0, m.index))?.[1] ?? '';
    const after = /^((?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w'’-]*)*)/.exec(question.slice(m.index! + word.length))?.[1] ?? '';
    const run = `${before}${word}${after}`.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
    out.push({ word, initials: run.length >= 2 ? run.map((w) => w[0]!.toLowerCase()).join('') : '' });
  }
  return out;
}

const MONTH_WORDS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
const EVERYDAY = new Set(COMMON_WORDS.flatMap((l) => l.split(' ')));

/** A word three in four of the documents use: the organisation's own name, or its place, not a thing asked apart. */
function orgWide(ctx: GroundCtx, stem: string): boolean {
  const docs = [...ctx.lib.docs.values()];
  return docs.filter((d) => d.stems.has(stem) || d.nameStems.includes(stem)).length >= Math.max(1, 0.75 * docs.length);
}

/**
 * A name the question uses that the reading's lines, their headings, titles and files never say,
 * while other lines of the documents do ('gifts from Galway' read from a line of every county's
 * gifts, when a register's rows say 'County: Galway'): the figure is of something else.
 */
function unsaidName(ctx: GroundCtx, names: Array<{ word: string; initials: string }>, r: Reading): string | null {
  if (!names.length || !r.operands.length) return null;
  const ownOf = (line: Reading['operands'][number]['fit']['line']) => [...line.label, ...line.path, ...line.keys, ...line.col];
  for (const { word: name, initials } of names) {
    const stem = words(name)[0]?.stem;
    if (!stem) continue;
    const rowWords = r.facts.flatMap((f) => [...f.row.stems, ...f.row.pathStems, ...f.row.keyStems, ...words(f.row.cells.filter((c) => typeof c === 'string').join(' ')).map((t) => t.stem)]);
    const said = r.operands.some((o) => bestMatch(stem, [...ownOf(o.fit.line), ...o.fit.line.nameStems, ...o.fit.line.table.titleStems, ...(o.parts ?? []).flatMap((p) => p.fit.line.label), ...rowWords]) >= 0.8);
    const byInitials = initials !== '' && r.operands.some((o) => ctx.lib.docs.get(o.fit.line.table.documentId)?.nameStems.includes(initials));
    if (said || byInitials || orgWide(ctx, stem)) continue;
    if (ctx.lib.lines.some((line) => ownOf(line).includes(stem))) return name;
  }
  return null;
}

const ASKED_IN = new RegExp(`\\b(?:in|into|to|how many)\\s+(?:us\\s+|u\\.s\\.\\s+|sa\\s+|[a-z]+(?:an|ian|ese|ish|a|i)\\s+)?(?:${CURRENCY_ASKED_WORDS})\\b`);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const normName = (n: string) => n.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Two lines of a ratio, of one name (not one line's actual over its own budget). */
function sameName(r: Reading): boolean {
  const [a, b] = r.operands;
  return a!.fit.line.id !== b!.fit.line.id && normName(a!.fit.line.name) === normName(b!.fit.line.name);
}

/** One day asked, and every figure read is of another day or of a span that does not close on it. */
function otherDay(ctx: GroundCtx, r: Reading): boolean {
  const ps = ctx.plan.periods;
  const a = ps[0];
  if (ps.length !== 1 || !a || a.kind !== 'date' || a.ended || a.day === undefined || a.month === undefined || a.year === undefined) return false;
  if (r.op !== 'lookup' || !r.facts.length) return false;
  // (A running balance read at the day asked, from the last record before it: of that day.)
  if (r.operands.some((o) => o.pick.period?.kind === 'date' && o.pick.period.day === a.day && o.pick.period.month === a.month)) return false;
  const lastDay = daysInMonth(a.year, a.month);
  return r.facts.every(
    (f) =>
      f.periods.length > 0 &&
      f.periods.every((q) => {
        if (q.kind === 'date' && q.day !== undefined && q.month !== undefined) return !(q.day === a.day && q.month === a.month && (q.year === undefined || q.year === a.year));
        const i = intervalOf(q, ctx.fyStart, q.year);
        if (!i) return false;
        // (A column headed by a year alone, '2019', closes on the day its year ends, fiscal or
        // calendar: the document does not say which.)
        const closes = (to: number) => to === monthIndex(a.year!, a.month!) && a.day === lastDay;
        return !(closes(i.to) || (q.kind === 'year' && !q.fiscal && q.year === a.year && closes(monthIndex(a.year!, 12))));
      }),
  );
}

/** An amount asked in one currency ('in US dollars') stated only in another (shillings), or not as money at all ('in euro' answered with a percentage). */
function otherCurrency(plan: Plan, r: Reading): boolean {
  if (!plan.currency || !r.facts.length) return false;
  // (Not 'how many dollars of X for every dollar of Y': a ratio asked in its currency's words.)
  if (r.unit.kind === 'percent' || r.unit.kind === 'ratio') return plan.op !== 'ratio' && plan.op !== 'share' && plan.namedRatio === null && ASKED_IN.test(plan.text) && !/%|\bpercent|\bshare\b|\bproportion\b|\bratio\b|\brate\b|\bfor (?:every|each)\b|\bper\b/.test(plan.text);
  if (r.unit.kind !== 'money') return false;
  // (Asked in it, 'in US dollars', 'how many rand': not a line's qualifier, 'USD denominated assets'.)
  // (A country's word before its currency: 'in Kenyan shillings', 'in Australian dollars'.)
  if (!ASKED_IN.test(plan.text)) return false;
  return r.facts.every((f) => f.unit === 'money' && !inCurrencyAsked(f.col.currency ?? f.currency, plan.currency!));
}

/**
 * A line item of a table of several, none of whose own words the question says: the question
 * chose a column ('spent'), nothing chose the row, and any row's figure would have done as well.
 */
function rowUnasked(ctx: GroundCtx, r: Reading): boolean {
  if (r.op !== 'lookup' || r.operands.length !== 1 || r.facts.length !== 1) return false;
  const line = r.operands[0]!.fit.line;
  const t = line.table;
  if (line.isTotal || t.shape !== 'grid' || t.periodAxis === 'records' || line.parallel) return false;
  if (t.rows.filter((x) => !x.isTotal && !x.isHeading && !x.period).length < 3) return false;
  // (A balance named by its date alone, 'At 1 January', is chosen by the day asked.)
  const own = line.label.filter((s) => !/^\d/.test(s) && !GENERIC_LABEL.test(s) && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|^(?:at|as|open\w*|clos\w*|begin\w*|end\w*|brought|carri\w*|forward)$/.test(s));
  if (!own.length) return false;
  const fit = r.operands[0]!.fit;
  // (Nor a record the question names by its number, 'member 14', or by a key it says.)
  if (keyNumbered(fit.tokens, line).length || line.keys.some((k) => !/^\d/.test(k) && bestMatch(k, ctx.allStems) >= 0.95)) return false;
  // (A word the reading explains by a synonym or the line's class is said.)
  const said = [...ctx.allStems, ...fit.tokens.filter((_, i) => (fit.ev[i] ?? 0) >= 0.5).map((x) => x.stem)];
  // (Nor a word the line says strongly that is not its column's, title's or heading's: a synonym of its label.)
  const elsewhere = [...line.col, ...t.titleStems, ...t.headStems];
  return !own.some((s) => bestMatch(s, said) >= 0.6) && !fit.tokens.some((x, i) => !x.soft && (fit.ev[i] ?? 0) >= 0.8 && bestMatch(x.stem, elsewhere) < 0.6);
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, final: -1, last: -1 };

/** Things numbered in a text: 'phase 2', 'the second phase', '3rd instalment' → phas:2. */
function numbered(text: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  const add = (noun: string, n: number) => {
    const k = stem(noun.toLowerCase());
    if (!out.has(k)) out.set(k, new Set());
    out.get(k)!.add(n);
  };
  for (const m of text.matchAll(/\b(tranche|instal(?:l)?ment|payment|phase|stage|year|quarter|milestone|report|round|grant|disbursement)s?\s+(?:no\.?\s*|#\s*)?(\d{1,2})\b(?![,.]?\d)/gi)) add(m[1]!, Number(m[2]));
  for (const m of text.matchAll(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last|(\d{1,2})(?:st|nd|rd|th))\s+(tranche|instal(?:l)?ment|payment|phase|stage|milestone|report|round|disbursement)s?\b/gi)) add(m[3]!, m[2] ? Number(m[2]) : ORDINALS[m[1]!.toLowerCase()]!);
  return out;
}

/** A sentence about another one of numbered things than the question asks ('the fourth instalment' for 'instalment 3'). */
function otherOrdinal(question: string, sentence: string): boolean {
  const asked = numbered(question);
  if (!asked.size) return false;
  const said = numbered(sentence);
  for (const [noun, ns] of asked) {
    const there = said.get(noun);
    if (there && ![...ns].some((n) => there.has(n))) return true;
  }
  return false;
}

/** What the decision weighs about the best reading (and the evaluation's diagnostics print). */
export interface Features {
  op: string;
  recall: number;
  strong: number;
  precision: number;
  score: number;
  /** Score over the best reading with another value of another line. */
  margin: number;
  match: number;
  exact: boolean;
  /** Required words said only in other forms or near spellings (evidence under 0.8). */
  fuzzy: number;
  /** Required words said only by the table's title or the document (not the line or its column). */
  distant: number;
  periodsAsked: number;
  computed: boolean;
}

export function featuresOf(ctx: GroundCtx, readings: Reading[]): Features {
  const r = readings[0]!;
  const other = readings.find((x) => x.subjectText !== r.subjectText && typeof x.value === 'number' && typeof r.value === 'number' && Math.abs(x.value - r.value) > 1e-6 * Math.max(1, Math.abs(r.value)));
  let fuzzy = 0;
  let distant = 0;
  for (const o of r.operands) {
    o.fit.ev.forEach((e, i) => {
      const t = o.fit.tokens[i];
      if (t && !required(ctx, t)) return;
      if (e >= 0.3 && e < 0.8) fuzzy++;
    });
    const line = o.fit.line;
    for (const t of o.fit.tokens) {
      if (!required(ctx, t)) continue;
      const own = Math.max(bestMatch(t.stem, line.label), bestMatch(t.stem, line.col), bestMatch(t.stem, line.keys), bestMatch(t.stem, line.path));
      if (own < 0.6) distant++;
    }
  }
  return {
    op: r.op,
    recall: r.recall,
    strong: r.strong,
    precision: Math.min(...r.operands.map((o) => o.fit.precision)),
    score: r.score,
    margin: other ? r.score - other.score : 1,
    match: Math.min(...r.operands.map((o) => o.pick.match)),
    exact: r.exact,
    fuzzy,
    distant,
    periodsAsked: ctx.plan.periods.length,
    computed: r.facts.some((f) => Boolean(f.parts)),
  };
}

/**
 * The first reading is one row of a table no word of the question names, tied with other rows of
 * it ('what's our RFC' against a list whose rows are RFCs, each with its amount): any of them would
 * do as well, so none answers.
 */
function arbitraryRow(ctx: GroundCtx, readings: Reading[]): boolean {
  const [a] = readings;
  const line = a?.operands.length === 1 ? a.operands[0]!.fit.line : null;
  if (!a || !line) return false;
  const tied = readings.slice(1).filter((r) => Math.abs(r.score - a.score) < 1e-6 && r.value !== a.value && r.operands.length === 1 && r.operands[0]!.fit.line.table === line.table && r.operands[0]!.fit.line.label.join(' ') !== line.label.join(' '));
  if (!tied.length) return false;
  return !line.label.some((s) => ctx.allStems.some((q) => bestMatch(q, [s]) >= 0.8));
}

/** Two close readings of different things: ask which one, with the documents' own names as choices. */
/**
 * The budget and the actual figure of one line, close and different, and the question says
 * neither: ask which, with both figures shown.
 */
function budgetOrActual(ctx: GroundCtx, readings: Reading[]): Grounding | null {
  if (ctx.plan.measure || ctx.plan.op !== 'lookup') return null;
  // (What has happened, 'paid us so far', 'did we spend': the actual, without asking.)
  if (/\b(?:so far|to date|ytd)\b/.test(ctx.plan.text) || verbCategory(ctx.plan.text)) return null;
  const [a] = readings;
  if (!a || a.weak.length || a.recall < 0.8 || typeof a.value !== 'number') return null;
  const name = (r: Reading) => r.operands[0]?.fit.line.name.toLowerCase();
  // Close readings (the actual is preferred by 0.1 where neither is said): asked. A whole year
  // asked and both its budget and its actual read for exactly it ('rent for FY2025'): asked too;
  // months that have happened ('hall hire in February'): their actuals, without asking.
  const yearAsked = ctx.plan.periods.length > 0 && ctx.plan.periods.every((p) => p.kind === 'year') && !ctx.plan.soFar && !ctx.plan.variants.includes('ytd') && !/\b(?:so far|to date|ytd)\b/.test(ctx.plan.text);
  const close = (r: Reading) => a.score - r.score < 0.1 - 1e-6 || (yearAsked && a.score - r.score <= 0.1 + 1e-6);
  const b = readings.slice(1, 6).find(
    (r) => close(r) && !r.weak.length && r.recall >= 0.8 && typeof r.value === 'number' && r.value !== a.value && name(r) === name(a) && r.measure !== a.measure && (r.measure === 'budget' || a.measure === 'budget'),
  );
  if (!b) return null;
  const [budget, actual] = a.measure === 'budget' ? [a, b] : [b, a];
  const figure = (r: Reading) => `**${formatIn(r.unit, r.value as number, false)}**`;
  const doc = (r: Reading) => r.facts[0]?.table.fileName ?? '';
  const line = a.operands[0]!.fit.line.name;
  const when = ctx.plan.periods.length ? ` ${ctx.plan.periods.map(describePeriod).join(' and ')}` : '';
  const lead = `Do you mean the budget or the actual figure for ${md(line)}${when ? ` in${when}` : ''}? The budget is ${figure(budget)}${doc(budget) ? ` (${md(doc(budget))})` : ''}; the actual is ${figure(actual)}${doc(actual) ? ` (${md(doc(actual))})` : ''}.`;
  const ask = (kind: string) => `What is the ${kind} for ${line}${when ? ` in${when}` : ''}?`;
  return {
    answer: join(lead, ['Tap one, or ask again saying budget or actual.']),
    found: false,
    clarifying: true,
    figures: [],
    passages: [],
    choices: [
      { label: `Budget: ${formatIn(budget.unit, budget.value as number, false)}`, question: ask('budget') },
      { label: `Actual: ${formatIn(actual.unit, actual.value as number, false)}`, question: ask('actual spending') },
    ],
  };
}

/** The question a tapped choice sends: the same question, naming the line. */
function choiceQuestion(ctx: GroundCtx, name: string): string {
  const when = ctx.plan.periods.length ? ` in ${ctx.plan.periods.map(describePeriod).join(' and ')}` : '';
  if (ctx.plan.op === 'lookup') return `What was ${name}${when}?`;
  return `${ctx.plan.question.trim().replace(/[?.!]+$/, '')} (${name})?`;
}

/** The two readings state the same amount, once each is in units (to the precision of the rounder one). */
export function sameFigure(a: Pick<Reading, 'value' | 'unit'>, b: Pick<Reading, 'value' | 'unit'>): boolean {
  const inUnits = (r: Pick<Reading, 'value' | 'unit'>) => (r.value as number) * (r.unit.kind === 'money' || r.unit.kind === 'count' ? r.unit.scale || 1 : 1);
  if (a.unit.kind !== b.unit.kind) return false;
  const [x, y] = [inUnits(a), inUnits(b)];
  const coarse = Math.max(a.unit.kind === 'money' || a.unit.kind === 'count' ? a.unit.scale || 1 : 1, b.unit.kind === 'money' || b.unit.kind === 'count' ? b.unit.scale || 1 : 1);
  return Math.abs(x - y) <= Math.max(coarse * 0.05, Math.abs(x) * 1e-6);
}

function clarify(ctx: GroundCtx, readings: Reading[]): Grounding | null {
  const ba = budgetOrActual(ctx, readings);
  if (ba) return ba;
  const [a, b] = readings;
  if (!a || !b) return null;
  if (a.score - b.score > 0.03 || a.value === b.value || a.weak.length || b.weak.length) return null;
  // Two readings of one figure (a statement's $53,733 and a report's $53.73 thousand): no question to ask.
  if (typeof a.value === 'number' && typeof b.value === 'number' && sameFigure(a, b)) return null;
  if (a.recall < 0.8 || b.recall < 0.8 || a.subjectText === b.subjectText) return null;
  if (a.op !== b.op || a.operands.length !== b.operands.length || a.exact !== b.exact) return null;
  // The question's words tell them apart: one line says nothing the question does not.
  if (unsaid(ctx, a) !== unsaid(ctx, b)) return null;
  const choices = [a, b, ...readings.slice(2, 4).filter((r) => a.score - r.score <= 0.03 && r.recall >= 0.8 && r.value !== a.value)].map((r) => r.subjectText);
  const unique = [...new Set(choices)].slice(0, 4);
  if (unique.length < 2) return null;
  // (No figure yet: the first words say so, as a refusal's do, so nothing reads as an answer.)
  const lead = `I could not find a single line for that: did you mean ${unique.map((c) => `**${md(oneSentence(c))}**`).join(' or ')}?`;
  return {
    answer: join(lead, ['Tap one, or ask again with its name, and I will show the figure, the working and the source.']),
    found: false,
    clarifying: true,
    figures: [],
    passages: [],
    choices: unique.map((c) => ({ label: c, question: choiceQuestion(ctx, c) })),
  };
}

export interface AnalyseOptions {
  history?: ConversationTurn[];
  rules?: AnalystRules;
  /** Called with the plan and every reading considered (evaluation diagnostics). */
  trace?: (t: { plan: Plan; readings: Reading[]; features?: Features | null; route?: string }) => void;
}

export function analyse(index: OrgIndex, question: string, fiscalYearStartMonth: number, options: AnalyseOptions = {}): Grounding {
  const rules = options.rules ?? NO_RULES;
  const chat = smallTalk(question);
  if (chat) return chat;
  const fyStart = rules.fiscalYearStartMonth ?? (fiscalYearStartMonth >= 1 && fiscalYearStartMonth <= 12 ? fiscalYearStartMonth : 1);
  setDisplay(rules.display);
  // (Fiscal years named by the year they start in, where the documents name them so.)
  setFiscalLabels(index.fiscalLabelsByStart && fyStart !== 1);
  setDatesDayFirst(index.datesDayFirst ?? false);
  let g: Grounding;
  try {
    g = answerQuestion(index, question, fyStart, rules, options.history ?? [], options.trace);
    // A thing named twice, in the reader's words and in brackets in the document's, that neither
    // name found together: each name alone.
    if (!g.found && !g.clarifying) g = eachNameAlone(index, question, fyStart, rules, options.history ?? [], options.trace) ?? g;
  } finally {
    setDisplay(null);
    setFiscalLabels(false);
    setDatesDayFirst(false);
  }
  return rules.brevity ? shorten(g, rules.brevity) : g;
}

/**
 * The question again with the name it gives in brackets as the name, then with the reader's words
 * alone ('cash at bank (kas en bank)'): the one figure found, or the same figure both ways; none when
 * each finds its own, since the question does not say which it means.
 */
function eachNameAlone(index: OrgIndex, question: string, fyStart: number, rules: AnalystRules, history: ConversationTurn[], trace?: AnalyseOptions['trace']): Grounding | null {
  const found: Grounding[] = [];
  for (const variant of glossVariants(parsePlan(question, previousPlan(history)))) {
    const h = answerQuestion(index, question, fyStart, rules, history, trace, variant.plan);
    // (The document's name asked: the figure stated must be of a line saying it.)
    const said = words(h.answer.split('\n')[0] ?? '').map((t) => t.stem);
    if (h.found && (!variant.names.length || variant.names.some((n) => bestMatch(n, said) >= 0.8))) found.push(h);
  }
  const figure = (x: Grounding) => /\*\*([^*]+)\*\*/.exec(x.answer)?.[1] ?? null;
  if (found.length === 1) return found[0]!;
  if (found.length === 2 && figure(found[0]!) !== null && figure(found[0]!) === figure(found[1]!)) return found[0]!;
  return null;
}

function answerQuestion(index: OrgIndex, question: string, fyStart: number, rules: AnalystRules, history: ConversationTurn[], trace?: AnalyseOptions['trace'], planned?: Plan): Grounding {
  const plan = planned ?? parsePlan(question, previousPlan(history));
  const allStems = [...new Set([...plan.subject.tokens, ...plan.operands.flatMap((o) => o.tokens)].map((t) => t.stem))];
  const ctx: GroundCtx = { lib: index.lib, plan, fyStart, allStems };
  // Documents with no budget or forecast in them: every figure is what happened, and 'what did it
  // bring in' chooses nothing by being about actuals.
  if (plan.measure === 'actual' && !index.lib.plans) plan.measure = null;
  resolvePeriods(ctx);
  yearEarlier(plan);
  if (!index.docs.length) return notFound(index, plan, []);

  // The older reading of the question, for the text answers (receipts, accounts, passages, defined terms).
  const q = parseQuestion(question);
  q.periods = q.periods.map((p) => resolveQuestionPeriod(p, fyStart));
  const old: Ctx = { index, q, fyStart, display: rules.display };

  const defined = termAnswer(old, rules.terms);
  if (defined && 'grounding' in defined) return defined.grounding;

  const place = hierarchyAnswer(index, plan);
  if (place) return place;
  if (plan.op === 'code' || plan.codeQuestion) {
    const g = codeAnswer(index, ctx, plan);
    if (g) return g;
    // Asked for a code: a figure or another column's words would not be one.
    if (plan.codeQuestion) {
      const what = plan.subject.tokens.filter((t) => !t.soft && !/^(?:code|codes|account|accounts|acct|gl|number|use)$/.test(t.word)).map((t) => t.word).join(' ');
      return {
        answer: `I couldn't find an account code for ${md(what || 'that')} in your documents.\n\nIf your chart of accounts isn't uploaded yet, add it on the Documents screen and ask again.`,
        found: false,
        clarifying: false,
        figures: [],
        passages: [],
      };
    }
  }
  const missing = missingNames(old);
  if (missing.length) return notFound(index, plan, [], missing);

  const receipt = receiptAnswer(index, plan, (text) => {
    // The best reading of these words as a line, when it is plainly the one named.
    const phrase = phraseOf(text);
    const [r] = lookups({ ...ctx, allStems: [...new Set([...ctx.allStems, ...phrase.tokens.map((t) => t.stem)])] }, phrase, plan.periods);
    if (!r || r.recall < 0.8 || r.weak.length || typeof r.value !== 'number' || r.unit.kind !== 'money') return null;
    const f = r.operands[0]?.pick.facts[0];
    return { value: r.value, label: `${r.subjectText}${r.phrase ? ` ${r.phrase}` : ''}`, source: f ? f.table.fileName : '' };
  });
  if (receipt) return receipt;

  const moneyLine = (r: Reading) => r.operands.some((o) => /\b(?:expenses?|costs?|spend|spending|income|revenue|salar(?:y|ies)|wages|fees?|grants?|donations?|payments?|amount|value|budget)\b/i.test(o.fit.line.name));
  const wantsCount = /\bhow many\b/.test(plan.text) && !/\bhow many (?:dollars|pounds|euros|rand|shillings|thousands?|millions?)\b/.test(plan.text);
  // ('How many more volunteers ...': a count, not what each one costs.)
  // (Nor a line of two things added, when the question names one of them.)
  const keep = (r: Reading) => !(wantsCount && r.unit.kind === 'money' && r.op !== 'lookup' && r.op !== 'sum' && moneyLine(r)) && !combinedLine(ctx, r);
  const readings = execute(ctx).filter(keep);
  const best = readings[0];
  const features = best ? featuresOf(ctx, readings) : null;
  trace?.({ plan, readings, features });
  if (process.env.STEWARD_TRACE) {
    const show = (r: Reading) => `${r.op} ${r.exact ? '' : '(literal) '}score ${r.score.toFixed(3)} recall ${r.recall.toFixed(2)} strong ${r.strong.toFixed(2)} weak [${r.weak.join(' ')}] found ${r.periodsFound} = ${String(r.value)} · ${r.subjectText} ${r.phrase}`;
    process.stderr.write(`\n# ${question}\nplan ${JSON.stringify({ op: plan.op, subject: plan.subject.tokens.map((t) => (t.soft ? `(${t.word})` : t.word)).join(' '), operands: plan.operands.map((o) => o.text), periods: plan.periods.map(describePeriod), measure: plan.measure, extreme: plan.extreme, literal: plan.literal?.text })}\n${readings.slice(0, 6).map(show).join('\n')}\n`);
  }
  // Two operations nested (an average of changes, a change between averages): no single reading
  // answers it, so none is stated; the figures it needs are offered instead.
  if (plan.nested && best && !best.nested) return nestedUnsupported(plan, best);
  // A date asked ('when is the report due?', 'what's the date on the letter?') is not answered by an amount.
  const wantsDate = /^when\b|\bwhat date\b|\bwhich date\b|\bthe date (?:on|of) (?:the |our |this |that )?\S|\bby when\b/.test(plan.text);
  // Why something happened, what a line includes or represents, how it is derived: words answer, not its amount.
  const wantsWords = plan.explain || /\b(?:represents?|include[sd]?|consists? of|comprises?|composed of|made up of|derived|calculated|computed|determined|defined|mean[st]?)\b\s*[?.]?\s*$|^why\b|^how (?:is|are|was|were) .{0,60}\b(?:derived|calculated|computed|determined|defined|measured)\b/.test(plan.text);
  // Who did something, or which firm or body: a name answers, never an amount.
  const wantsName = WANTS_NAME.test(plan.text);
  const names = properNames(question);
  // A reference ('our charity number'): never an amount of money.
  const wantsId = WANTS_ID.test(plan.text);
  // How many of something ('how many mentors'): a count answers, not an amount of money.
  // (A line that counts people but was read as money, 'Pupils registered', still answers: a line of
  // what they cost, 'Mentor travel expenses', does not.)
  // What is still owed ('what do we owe on the van loan'): a balance owed, never a year's income
  // or expense (the loan's interest paid is not what is owed on it).
  const wantsOwed = /\b(?:owe|owed|owing)\b/.test(plan.text) && !/\b(?:owe|owed|owing)\b/i.test(best?.subjectText ?? '');
  const perWord = /\bper\s+(?!(?:the|our|a|an|each|every|month|year|week|day|quarter|annum|head|capita|cent|share|bank|budget|books|ledger|report|statement|invoice|receipt)\b)([a-z]{3,})/.exec(plan.text);
  const perNoun = perWord ? (words(perWord[1]!)[0]?.stem ?? null) : null;
  // ('Came in under budget' is no money coming in.)
  const verbWants = verbCategory(plan.text.replace(/\b(?:came|come|comes|coming) in (?:under|over|below|above|on|at|within)\b/g, ' '));
  // (Only a line whose own words say the other way: categories read from headings can be wrong.)
  const otherWay = (line: Reading['operands'][number]['fit']['line']) =>
    verbWants !== null && line.category !== null && line.category !== verbWants &&
    line.label.some((x) => (verbWants === 'revenue' ? /^(?:charg|fee|expens|cost|payment|spend|outgo)/ : /^(?:incom|revenu|receipt|donat|sale|taking|earning|proceed)/).test(x)) &&
    !line.label.some((x) => (verbWants === 'revenue' ? /^(?:incom|revenu|receipt|refund|reimburs|rebat|recover)/ : /^(?:cost|expens|expenditur|spend|payment|fee|charg)/).test(x));
  const balanceAtDay = (/\bbalances?\b|\bon hand\b|\bcash (?:in|at) (?:the )?bank\b|\bin (?:the |our )?bank(?: accounts?)?\b|\bcash position\b/.test(plan.text) || /^(?:what|how much) (?:was|is|were|are) (?:the |our )?(?:total )?cash\b/.test(plan.text)) && plan.periods.some((p) => p.kind === 'date' && !p.ended) && !/\b(?:received|paid|spent|deposited|collected|given|donated|gifts?|donations?)\b/.test(plan.text);
  // (A holding on a day, 'held', 'on hand', with a day named: what was there then.)
  // (So is 'what was in the savings account at the end of 2025': what was in it on that day.)
  const atDay = plan.periods.some((p) => p.kind === 'date' && !p.ended) || /\b(?:at|by|on) (?:the )?(?:end|close)\b|\bat (?:the )?year[- ]end\b|\bas (?:of|at)\b/.test(plan.text);
  const wantsHolding = (/\b(?:hold|holds|held|holding|on hand)\b/.test(plan.text) && plan.periods.some((p) => p.kind === 'date' && !p.ended)) || (/^(?:what|how much)(?: money)? (?:was|is|were|are|did we have) (?:there )?(?:left )?in (?:the |our |my )?(?!total\b)[a-z]/.test(plan.text) && atDay);
  const wantsBalance = /\bbalances?\b/.test(plan.text.replace(/\bbalance sheets?\b|\bbalanced\b|\bbalance (?:the|our) (?:budget|books)\b/g, ' ')) && !/\bbalances?\b/i.test(best?.subjectText ?? '');
  // (Nor what was paid on it, 'principal payments', 'interest', unless the question says so.)
  const paid = (o: Reading['operands'][number]) => o.fit.line.label.some((s) => /^(?:payment|interest|repay|repayment|instal|installment|instalment)$/.test(s) && !ctx.allStems.includes(s));
  const flowOnly = (r: Reading) => r.operands.length > 0 && r.operands.every((o) => o.fit.line.category === 'expense' || o.fit.line.category === 'revenue' || paid(o));
  // Which one of several things ('which programme grew'): a name answers, not one line's figure.
  const wantsWhich = /^(?:which|what)\s+(?!(?:is|was|are|were|does|did|do|has|have|had|will|would|can|could|should|percent(?:age)?|proportion|share|portion|fraction|amount|sum|total|number|value|figure|ratio|rate|date|day|time|year|years|month|months|quarter|quarters|period|periods|week|fy|fiscal|kind|type|level)\b)[a-z&'-]+\b/.test(plan.text) && /^which\b/.test(plan.text);
  // Each reason the best reading is not stated, named so a trace can say which one held.
  const vetoes: Array<[string, () => boolean]> = best
    ? [
        ['recall', () => best.recall < 0.5],
        ['weak', () => best.weak.length > 0],
        // (Two figures from two documents, neither line saying the question's words: a register's
        // total divided by another file's spending is no ratio anyone asked.)
        ['two documents', () => best.strong < 0.3 && best.recall < 0.8 && new Set(best.operands.map((o) => o.fit.line.table.documentId)).size >= 2],
        ['score', () => best.score < 0.55],
        ['periods', () => !best.periodsFound],
        ['words wanted', () => (wantsDate || wantsWords || wantsName) && best.unit.kind !== 'text'],
        ['reference wanted', () => wantsId && best.unit.kind === 'money'],
        // (What happened asked, 'actual rent for April-June', and only a forecast or a budget has it:
        // a plan is not what happened.)
        ['plan for actual', () => plan.measure === 'actual' && (best.op === 'lookup' || best.op === 'sum') && best.facts.length > 0 && best.facts.every((f) => effectiveKind(f) === 'forecast' || effectiveKind(f) === 'budget')],
        // (Nor the other way: a plan asked by its name for a year, and only what
        // happened has it, a statement's prior-year column or a bank's records.)
        // (Only where the question says 'budget': a 'plan' may be a membership plan, an amount
        // 'allocated' a cost shared out.)
        ['actual for plan', () => plan.measure === 'budget' && /\bbudget|\bpreventiv|\bpresupuest|\bhaushaltsplan|\bor[cç]amento|\bbegroting/i.test(question) && (best.op === 'lookup' || best.op === 'sum') && best.facts.length > 0 && best.facts.every((f) => effectiveKind(f) === 'actual' || (!planTable(f.table) && (f.table.shape === 'record' || effectiveKind(f) === 'other')))],
        // (Nor a plan when the question says neither and the same line's actual is read as closely:
        // 'income for the year' is what came in, not the budget's column beside it.)
        ['budget unasked', () => !plan.measure && (best.op === 'lookup' || best.op === 'sum') && best.operands.length === 1 && best.facts.length > 0 && best.facts.every((f) => effectiveKind(f) === 'budget') && readings.slice(1, 6).some((r) => best.score - r.score < 0.1 && r.value !== best.value && r.operands.length === 1 && r.operands[0]!.fit.line.rows[0] === best.operands[0]!.fit.line.rows[0] && r.facts.length > 0 && r.facts.every((f) => effectiveKind(f) === 'actual'))],
        ['unsaid name', () => unsaidName(ctx, names, best) !== null],
        ['count wanted', () => wantsCount && best.unit.kind === 'money' && (best.op === 'lookup' || best.op === 'sum') && moneyLine(best)],
        ['owed wanted', () => wantsOwed && best.op === 'lookup' && flowOnly(best)],
        // (Nor is a balance, 'the Orange Money balance at 30 June': the account's charges for the
        // quarter to that day are spending, not what is in it.)
        ['balance wanted', () => (wantsBalance || wantsHolding) && best.op === 'lookup' && flowOnly(best)],
        // (Nor is a cash book's running balance beside one record that names an account, 'Withdrawal
        // from the Acme Bank account', that account's balance: the book's own.)
        ['balance of another book', () => /\bbalances?\b/.test(plan.text) && best.op === 'lookup' && best.operands.length === 1 && best.facts.length > 0 && /^\s*(?:running\s+|closing\s+)?(?:balance|solde|saldo|kontostand)\b/i.test(best.facts[0]!.col.label) && !best.operands[0]!.fit.line.byKey?.endsWith(':balance') && best.operands[0]!.fit.line.table.shape === 'record' && !ownBook(ctx, best.operands[0]!.fit)],
        // (Nor is what was held on a day any figure of a
        // year or a quarter: a budget line for bank charges is no holding.)
        ['holding for a flow', () => wantsHolding && best.op === 'lookup' && best.facts.length > 0 && best.facts.every((f) => f.periods.length > 0 && f.periods.every((p) => p.kind !== 'date'))],
        // (Nor is a sum of a log's records that happen to say its words, 'cash in bank accounts at
        // Dec 31' against gifts paid in cash: a balance is a figure at a day.)
        ['balance from records', () => balanceAtDay && best.byRows === true && best.unit.kind === 'money' && !/\bbalances?\b|\bsaldo\b|\bsolde\b/i.test(best.subjectText)],
        // (Money that came in asked, 'how much came in through MMG', and the one line found is
        // spending, 'Bank & MMG charges': the other way round, whatever the words share.)
        ['other direction', () => (best.op === 'lookup' || best.op === 'sum') && best.operands.length === 1 && otherWay(best.operands[0]!.fit.line)],
        // (Nor is money that moved, 'how much was spent from the emergency fund', a balance the
        // line holds at the year's end.)
        // (Nor is the largest of several things that cost or brought in money a balance: 'which of
        // the projects cost most' is never the equity at the year's start.)
        ['balance for the most', () => verbWants !== null && best.op === 'extreme' && best.operands.length > 0 && (['asset', 'liability', 'netassets'].includes(best.operands[0]!.fit.line.category ?? '') || best.operands[0]!.fit.line.label.some((x) => /^(?:equity|netasset|fundbalanc)$/.test(x)))],
        ['balance for a flow', () => verbWants !== null && best.op === 'lookup' && best.operands.length === 1 && ['asset', 'liability', 'netassets'].includes(best.operands[0]!.fit.line.category ?? '') && !best.operands[0]!.fit.line.label.some((x) => /^(?:spent|spend|paid|receiv|rais|collect|transfer|releas|withdraw|use|utili|addition|movement|onttrek|toevoeg|inflow|outflow)/.test(x))],
        // (Nor is money that moved in a month, 'how much came into the wallet in March', a column of
        // balances on the month's last day, whatever the line is.)
        ['holding for a movement', () => verbWants !== null && best.op === 'lookup' && best.operands.length === 1 && plan.periods.length > 0 && plan.periods.every((p) => p.kind !== 'date' || p.ended === true) && best.facts.length > 0 && best.facts.every((f) => /\b(?:balances?|solde|saldo|kontostand|closing|on hand)\b/i.test(f.col.label) && f.periods.length > 0 && f.periods.every((p) => p.kind === 'date' && !p.ended)) && !best.operands[0]!.fit.line.label.some((x) => /^(?:spent|spend|paid|receiv|rais|collect|transfer|deposit|withdraw|inflow|outflow|movement|credit|debit)/.test(x))],
        // (A part larger than the whole it is asked as a share of, 'the convenio's budget': not that part of it.)
        ['share over its whole', () => best.op === 'share' && typeof best.value === 'number' && best.value > 100.5 && /\b(?:share|percent(?:age)?|proportion|fraction|portion)\s+of\b|\bhow much of\b/.test(plan.text)],
        // ('Pounds of food given out per household served': the households counted are what it is
        // divided by, not the figure asked.)
        ['divisor for figure', () => perNoun !== null && (best.op === 'lookup' || best.op === 'sum') && best.operands.length === 1 && best.operands[0]!.fit.line.label.includes(perNoun) && !/\bper\b|\/\s*(?:hh|household|member|client|person|head|participant|student|visit)\b|\baverage\b|\bmoyenne?\b/i.test(best.operands[0]!.fit.line.name)],
        // ('What % of sales went on commission': a percentage answers, never an amount of money.)
        ['percent wanted', () => best.unit.kind === 'money' && ['lookup', 'sum', 'formula'].includes(best.op) && /\bwhat (?:%|percent(?:age)?|share|proportion|fraction)\b|\bhow many percent\b|\bas an? (?:%|percent(?:age)?|share|proportion|fraction)\b|\bin percent(?:age)?(?: terms)?\b|\bratio\b/.test(plan.text)],
        // ('Which year group paid the most, dues plus levy': a name answers, not the sum worked out.)
        // (Months of cover of things the question names itself, 'the rainy-day fund': each
        // said by its line, not a reserve of another name.)
        ['cover unsaid', () => plan.namedRatio === 'months of cover' && best.operands.some((o) => o.fit.tokens.some((t, i) => !t.soft && (o.fit.ev[i] ?? 0) < 0.8))],
        // ('How many months of outflows would our cash cover': months, never a count of records.)
        ['months asked', () => /\bhow many months (?:of|worth of)\b/.test(plan.text) && best.op === 'count' && (best.byRows === true || /\b(?:cover|last|pay for)\b/.test(plan.text)) && !/\bmonths?\b/i.test(`${(best.unit as { word?: string }).word ?? ''} ${best.subjectText}`)],
        // (What was there at a year's start, 'net assets at the beginning of FY2024': a figure the
        // document says is the opening one, or one dated before the year began; never the year's
        // closing balance nor a flow over it.)
        ['closing for opening', () => openingAsked(ctx, best)],
        ['which for a formula', () => /^which\b/.test(plan.text) && best.op === 'formula' && best.unit.kind !== 'text'],
        ['which wanted', () => wantsWhich && best.unit.kind !== 'text' && best.op !== 'extreme' && best.op !== 'threshold' && best.facts.every((f) => f.table.shape === 'grid')],
        ['names another line', () => namesAnotherLine(ctx, best) !== null],
        ['row unasked', () => rowUnasked(ctx, best)],
        ['arbitrary row', () => arbitraryRow(ctx, readings)],
        // (A change between the last two days of a daily register, when the question named no
        // days: no comparison anyone asked for.)
        ['two days unasked', () => (best.op === 'difference' || best.op === 'percentChange') && plan.periods.length === 0 && best.facts.length === 2 && best.facts[0]!.col === best.facts[1]?.col && (daysApart(best) ?? 0) > 0 && daysApart(best)! < 32],
        ['other currency', () => otherCurrency(plan, best)],
        // ('The balance on 15 October': a figure of that day, or of a span closing on it; not one
        // of another day, nor the year's.)
        ['other day', () => otherDay(ctx, best)],
        // ('Depreciation to Depreciation': a line over a line of the same name for the same time is
        // no ratio anyone asked.)
        ['ratio of a line to itself', () => (best.op === 'share' || best.op === 'ratio') && best.operands.length === 2 && plan.periods.length <= 1 && sameName(best)],
        // ('Which month had the highest ...': a month answers, not a quarter of a quarterly report.)
        ['month wanted', () => best.op === 'extreme' && plan.extreme?.unit === 'month' && best.facts.length > 0 && best.facts.every((f) => f.periods.some((p) => p.kind === 'quarter' || p.kind === 'half') && !f.periods.some((p) => p.kind === 'month'))],
      ]
    : [];
  const veto = best ? vetoes.find(([, held]) => held())?.[0] : 'no reading';
  if (process.env.STEWARD_TRACE && veto) process.stderr.write(`not stated: ${veto}\n`);
  const tableOk = !veto;
  // A year's opening figure asked and only its closing one read: the balance on the day before the
  // year began, which is the year's opening one, when a table has it for that day.
  if (veto === 'closing for opening') {
    const opening = openingDayReading(ctx, keep);
    if (opening) return render(opening.ctx, opening.reading);
  }

  const passage = passageAnswer(index, plan, (t) => required(ctx, t), ctx.fyStart);
  if (process.env.STEWARD_TRACE && passage) process.stderr.write(`passage recall ${passage.recall.toFixed(2)} weak [${passage.weak.join(' ')}] typed ${passage.typed} want ${passage.want} · ${passage.sentence.text.slice(0, 100)}\n`);
  // A question for a figure ('What were Nike's revenues from India?') is not answered by a sentence without one.
  const wantsFigure = !plan.textual && (plan.op !== 'lookup' || plan.periods.length > 0 || NUMERIC.test(plan.text));
  const passageOk = Boolean(
    passage &&
      passage.recall >= 0.55 &&
      passage.weak.length === 0 &&
      (!passage.want || passage.typed || plan.textual) &&
      // (When something happens, a sentence that names no time does not say.)
      !(passage.want === 'date' && !passage.typed) &&
      (!wantsFigure || passage.typed || /[$€£]\s?\d|\d\s?[$€£](?![\w$])|\d\s?%|\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\s?(?:million|billion|thousand)\b/i.test(passage.sentence.text) || (plan.namedRatio !== null && /\b\d+(?:\.\d+)?\s?(?:days|months|weeks|times|x)\b/i.test(passage.sentence.text))) &&
      !otherOrdinal(plan.text, passage.sentence.text),
  );
  if (plan.explain && passageOk) return fromText(passage!);
  if (plan.textual && passageOk && (!tableOk || (plan.op === 'lookup' && (passage!.recall >= best!.recall - 0.1 || plan.yesNo)))) return fromText(passage!);
  // How many of something, and a sentence counts them ('at the year's end the charity had
  // seven staff') better than a line names them (what they cost): the count.
  if (tableOk && wantsCount && plan.op === 'lookup' && best!.unit.kind !== 'percent' && passageOk && passage!.typed && passage!.want === 'number' && (passage!.recall > best!.recall + 0.1 || (best!.operands.every((o) => o.pick.facts.every((f) => f.unit === 'money')) && passage!.recall >= best!.recall))) return fromText(passage!);
  if (tableOk) {
    // (Not when the line itself says every word that must be said: a sentence naming more of the
    // question's softer words, 'Nike' said only by the file, is no better an answer.)
    if (plan.op === 'lookup' && passageOk && best!.recall < 0.75 && best!.strong < 1 && passage!.recall > best!.recall + 0.15 && passage!.typed) return fromText(passage!);
    const c = clarify(ctx, readings);
    if (c) return c;
    const g = render(ctx, best!);
    return defined && 'note' in defined ? { ...g, answer: `${g.answer}\n\n${defined.note}` } : g;
  }
  // A sentence quoted is one figure as written: it does not answer a sum or an average the
  // question asks to work out ('the average interest expense in 2018 and 2019').
  // (A change or a rate a sentence states, 'interest income increased by $2.1 million', is quoted.)
  // (Nor does a sentence giving one of two things compared say how far apart they are, unless it
  // says by how much: 'ahead of the benchmark by 0.25 points'.)
  // (Nor one amount of several a sentence gives, when the question asks for them together: 'the
  // the fee including its expenses'.)
  const together = !plan.textual && !!passage && /\b(?:incl|including|inclusive of|together with|plus)\b/.test(plan.text) && amountsIn(passage.sentence.text) >= 2;
  const computed = together || ((plan.op === 'sum' || plan.op === 'average') && !plan.textual) || (plan.op === 'difference' && plan.operands.length === 2 && !!passage && !/\bby\s+(?:[$€£]\s?)?\d|\d\s*(?:percentage points?|points?|pp|bps|basis points)\b/i.test(passage.sentence.text));
  if (passageOk && !computed && (passage!.typed || plan.textual || !passage!.want)) return fromText(passage!);
  void bestMatch;
  return notFound(index, plan, readings);
}

/** The reading of the question at the day before its year began ('the beginning of FY2024': June 30, 2023), if one is plainly that line's balance then. */
function openingDayReading(ctx: GroundCtx, keep: (r: Reading) => boolean): { ctx: GroundCtx; reading: Reading } | null {
  const asked = ctx.plan.periods[0];
  const year = asked && asked.year !== undefined ? intervalOf(asked, ctx.fyStart, asked.year) : null;
  if (!asked || !year) return null;
  const i = year.from - 1;
  const y = yearOfIndex(i);
  const m = monthOfIndex(i);
  const day = daysInMonth(y, m);
  const period: Period = { kind: 'date', year: y, month: m, day, start: asked.start, end: asked.end, text: `${MONTH_NAMES[m - 1]} ${day}, ${y}` };
  const plan: Plan = { ...ctx.plan, periods: [period] };
  const retry: GroundCtx = { ...ctx, plan };
  const [best] = execute(retry).filter(keep);
  if (!best || best.op !== 'lookup' || best.operands.length !== 1 || best.weak.length || best.recall < 0.5 || best.score < 0.55 || !best.periodsFound) return null;
  const onDay = best.facts.length > 0 && best.facts.every((f) => f.periods.some((q) => q.kind === 'date' && !q.ended && q.year === y && q.month === m));
  return onDay ? { ctx: retry, reading: best } : null;
}

const OPENING_WORDS = /\b(?:beginning|begin|opening|start|starting|anterior|previous|prior|brought forward|b\/f|bfwd|inicial|initial|d[ée]but|ouverture|anfang|er[öo]ffnung|iniziale|precedente)\b/i;

/** A year's start asked ('at the beginning of FY2024') and the reading is neither said to be the opening figure nor dated before that year. */
function openingAsked(ctx: GroundCtx, best: Reading): boolean {
  const plan = ctx.plan;
  if (best.op !== 'lookup' || best.operands.length !== 1 || plan.periods.length !== 1) return false;
  if (!/\b(?:at|as of|on|in) (?:the )?(?:very )?(?:beginning|start) of\b/.test(plan.text)) return false;
  const asked = plan.periods[0]!;
  if (asked.kind !== 'year' || asked.year === undefined) return false;
  const year = intervalOf(asked, ctx.fyStart, asked.year);
  if (!year || !best.facts.length) return false;
  if (OPENING_WORDS.test(best.operands[0]!.fit.line.name) || best.facts.some((f) => OPENING_WORDS.test(f.col.label))) return false;
  // (A balance on the year's first day, 'At 1 Jan 2025', is its opening one.)
  return best.facts.every((f) => f.periods.length > 0 && f.periods.every((q) => {
    const i = intervalOf(q, ctx.fyStart, q.year);
    if (i && q.kind === 'date' && !q.ended && i.to === year.from && q.day === 1) return false;
    return !!i && i.to >= year.from;
  }));
}

/** A table that is a plan: some column a budget or a forecast, or its title, sheet or file says so. */
function planTable(t: Reading['facts'][number]['table']): boolean {
  if (t.cols.some((c) => c.kind === 'budget' || c.kind === 'forecast')) return true;
  return /\bbudget|\bforecast|\bplan\b|\bprojection|\bpreventiv|\bpresupuest|\bor[cç]amento|\bprevisionnel|\bbegroting|\bhaushaltsplan|\bbudsjett/i.test(`${t.title} ${t.where} ${t.fileName}`);
}

/** The table itself (its title or its file's name) says one of the words the line was found by. */
function ownBook(ctx: GroundCtx, fit: Reading['operands'][number]['fit']): boolean {
  const t = fit.line.table;
  const own = [...t.titleStems, ...(ctx.lib.docs.get(t.documentId)?.nameStems ?? [])];
  return fit.tokens.some((tok, i) => !tok.soft && (fit.ev[i] ?? 0) >= 0.8 && bestMatch(tok.stem, own) >= 0.8);
}
