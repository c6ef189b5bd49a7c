// How the history page words its figures: the time left before the next manual improvement,
// the next version number, the success rate (honestly: what was checked and what stayed), the
// source of a version and its time. Pure, so the tests pin the edges.
import type { ImprovementSource } from '../../../contracts/improvements-constants';
import type { PerformanceMetrics } from '../../../contracts/improvements';

const MINUTE_MS = 60_000;

/**
 * '23h 59m', '3h 12m', '1m'; null once nothing is left. Whole minutes (just after an improvement
 * it reads '23h 59m'), and never '0m' while something is left: the last minute reads '1m'.
 */
export function formatTimeLeft(ms: number): string | null {
  if (!(ms > 0)) return null;
  const minutes = Math.max(1, Math.floor(ms / MINUTE_MS));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** 'Next improvement available in 3h 12m', or null when one may be made now. */
export function nextImprovementText(nextManualAt: string | null, now: number): string | null {
  if (!nextManualAt) return null;
  const at = Date.parse(nextManualAt);
  if (Number.isNaN(at)) return null;
  const left = formatTimeLeft(at - now);
  return left ? `Next improvement available in ${left}` : null;
}

/** The number the server gives the next version: the first is 1.0, then previous + 0.1. */
export function nextVersion(current: string | null): string {
  if (!current) return '1.0';
  const tenths = Math.round(Number.parseFloat(current) * 10);
  return Number.isFinite(tenths) ? ((tenths + 1) / 10).toFixed(1) : '1.0';
}

export const SOURCE_LABELS: Record<ImprovementSource, string> = {
  manual: 'Manual',
  response_feedback: 'From response feedback',
};

/** 'N of M recent answers kept their figures' ('1 of 1 recent answer kept its figures'), or 'No recent questions to check yet'. */
export function successRateText(metrics: PerformanceMetrics | null): string {
  if (!metrics || metrics.questions_checked === 0) return 'No recent questions to check yet';
  const one = metrics.questions_checked === 1;
  return `${metrics.answers_kept} of ${metrics.questions_checked} recent ${one ? 'answer kept its' : 'answers kept their'} figures`;
}

/**
 * The timeline's line: '11 of 12 recent answers kept their figures; 1 changed'. No percentage on
 * its own: an improvement meant to change answers would read as '0%' where it worked.
 */
export function checkLine(metrics: PerformanceMetrics | null): string {
  const kept = successRateText(metrics);
  return metrics && metrics.questions_checked > 0 && metrics.answers_changed > 0 ? `${kept}; ${metrics.answers_changed} changed` : kept;
}

/** '2 answers changed their figures', for the improvement at work (or a regression to look at); null when none. */
export function changedText(metrics: PerformanceMetrics | null): string | null {
  if (!metrics || metrics.answers_changed === 0) return null;
  return metrics.answers_changed === 1 ? '1 answer changed its figures' : `${metrics.answers_changed} answers changed their figures`;
}

/** '1 improvement', '3 improvements'. */
export const improvementsCount = (n: number) => `${n} improvement${n === 1 ? '' : 's'}`;

/** A version's time in the person's own words and zone: 'Mar 4, 2026, 3:12 PM'. */
export function versionTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** '2.4 s', '850 ms'. */
export const durationText = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`);

/** '1.2 MB', '56 KB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
