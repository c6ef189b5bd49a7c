// What the check against recent questions found, in words that do not overstate it: how many
// answers kept their figures out of how many were checked, and how many changed.
import type { ImprovementVersion } from '../../../../contracts/improvements';
import { IMPROVEMENT_CHECK_QUESTIONS } from '../../../../contracts/improvements-constants';
import { changedText, checkLine, durationText } from '../format';

export function SuccessRate({ version, className }: { version: ImprovementVersion; className?: string }) {
  return (
    <p className={className} data-testid="success-rate">
      {checkLine(version.performance_metrics)}
    </p>
  );
}

export function MetricsList({ version }: { version: ImprovementVersion }) {
  const m = version.performance_metrics;
  if (!m || m.questions_checked === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No recent questions to check yet. Tally checks new versions against the last {IMPROVEMENT_CHECK_QUESTIONS} questions asked.</p>;
  }
  const rows: Array<[string, string]> = [
    ['Recent questions checked', String(m.questions_checked)],
    ['Answers that kept their figures', String(m.answers_kept)],
    ['Answers whose figures changed', String(m.answers_changed)],
    ['Check took', durationText(m.duration_ms)],
  ];
  const changed = changedText(m);
  return (
    <>
      <dl className="grid grid-cols-2 gap-2">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {changed ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {changed}: the improvement at work, or something to check.
        </p>
      ) : null}
    </>
  );
}
