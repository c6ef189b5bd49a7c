// The check a new version passes before it becomes active (issue 8, point 7): the organisation's
// most recent distinct questions (IMPROVEMENT_CHECK_QUESTIONS of them) are answered by the local
// analyst twice, with the active version's instructions and with the new version's, and the
// figures of the two answers are compared. `answers_kept` counts the answers whose figures stayed
// the same, `answers_changed` the others (the improvement at work, or a regression to look at);
// the success rate is the share kept, as a whole percent, null when there was nothing to check.
// It measures how much of what Tally already answered stays as it was, not whether answers are
// right. The model provider is never asked: the check is local, deterministic and free.
import { and, desc, eq } from 'drizzle-orm';
import { IMPROVEMENT_CHECK_QUESTIONS } from '../../../contracts/improvements-constants';
import type { PerformanceMetrics } from '../../../contracts/improvements';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import type { AgentContext, Analyst, Grounding } from '../assistant/agent';
import type { OrganizationProfile } from '../organization/profile';

/** How many stored questions are read to find the distinct recent ones. */
const QUESTIONS_SCANNED = 400;

/** The organisation's latest distinct questions (case and spacing ignored), newest first. */
export async function recentQuestions(db: Db, organizationId: string, limit = IMPROVEMENT_CHECK_QUESTIONS): Promise<string[]> {
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(eq(chatThreads.organizationId, organizationId), eq(chatMessages.role, 'user')))
    .orderBy(desc(chatMessages.seq))
    .limit(QUESTIONS_SCANNED);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rows) {
    const question = r.content.trim();
    const key = question.toLowerCase().replace(/\s+/g, ' ');
    if (!question || seen.has(key)) continue;
    seen.add(key);
    out.push(question);
    if (out.length >= limit) break;
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Amounts written in a text: '$412,000', '8.25%', '$462 million' (bare years left out). */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  const re = /(-|−)?(?:(\$|€|£)\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(%|thousand|million|billion|k\b|m\b|bn\b)?/gi;
  for (const m of text.matchAll(re)) {
    const [, minus, currency, whole, fraction, unit] = m;
    const digits = whole!.replace(/,/g, '');
    // A year ('FY2025', 'in 2024') is not a figure.
    if (!currency && !unit && !fraction && /^(19|20)\d{2}$/.test(digits)) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 1), m.index ?? 0);
    if (/[A-Za-z]/.test(before)) continue;
    let value = Number(`${digits}${fraction ?? ''}`);
    const u = (unit ?? '').toLowerCase();
    if (u === 'thousand' || u === 'k') value *= 1e3;
    else if (u === 'million' || u === 'm') value *= 1e6;
    else if (u === 'billion' || u === 'bn') value *= 1e9;
    out.push(round2(minus ? -value : value));
  }
  return out;
}

/**
 * What an answer says, for comparing two answers: 'not found' when it does not answer, otherwise
 * its figures by value (so writing them in thousands or rounding them is not a change of figure),
 * or the amounts of its first paragraph when it has no computed figures (a passage, a date).
 */
export function answerFigures(g: Grounding): string {
  if (!g.found && !g.clarifying) return 'not found';
  let values = g.figures.map((f) => round2(f.value));
  if (!values.length) values = amountsIn(g.answer.split(/\n{2,}/)[0] ?? '');
  return `${g.clarifying ? 'asks ' : ''}${[...values].sort((a, b) => a - b).join('|')}`;
}

/** answers_kept as a whole percent of questions_checked; null when none were checked. */
export function successRate(metrics: Pick<PerformanceMetrics, 'questions_checked' | 'answers_kept'>): number | null {
  if (metrics.questions_checked <= 0) return null;
  return Math.round((100 * metrics.answers_kept) / metrics.questions_checked);
}

export interface CheckInput {
  db: Db;
  analyst: Analyst;
  organizationId: string;
  profile: OrganizationProfile;
  /** The active version's instructions ([] when none is active). */
  before: string[];
  /** The new version's. */
  after: string[];
  questions?: string[];
}

export interface CheckResult {
  metrics: PerformanceMetrics;
  successRate: number | null;
  /** Each question with the figures of both answers (kept for the logs and the tests). */
  results: Array<{ question: string; before: string; after: string; kept: boolean }>;
}

/** Answers the recent questions with both instruction sets and compares their figures. */
export async function checkVersion(input: CheckInput): Promise<CheckResult> {
  const started = performance.now();
  const questions = input.questions ?? (await recentQuestions(input.db, input.organizationId));
  const signal = new AbortController().signal;
  const context = (instructions: string[]): AgentContext => ({
    db: input.db,
    organizationId: input.organizationId,
    agentId: '',
    userId: '',
    profile: input.profile,
    history: [],
    instructions,
    signal,
  });
  const before = context(input.before);
  const after = context(input.after);
  const results: CheckResult['results'] = [];
  for (const question of questions) {
    const a = answerFigures(await input.analyst.analyse(question, before));
    const b = answerFigures(await input.analyst.analyse(question, after));
    results.push({ question, before: a, after: b, kept: a === b });
  }
  const kept = results.filter((r) => r.kept).length;
  const metrics: PerformanceMetrics = {
    questions_checked: results.length,
    answers_kept: kept,
    answers_changed: results.length - kept,
    duration_ms: Math.round(performance.now() - started),
  };
  return { metrics, successRate: successRate(metrics), results };
}
