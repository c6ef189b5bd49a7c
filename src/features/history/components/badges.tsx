// The small marks the timeline and the dialogs share: a version's source, the active mark, and
// what the analyst made of an instruction.
import clsx from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import type { ImprovementSource, InstructionStatus } from '../../../../contracts/improvements-constants';
import { SOURCE_LABELS } from '../format';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function SourceBadge({ source }: { source: ImprovementSource }) {
  return (
    <span
      className={clsx(
        pill,
        source === 'manual'
          ? 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-200'
          : 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-200',
      )}
      data-testid="source-badge"
    >
      {SOURCE_LABELS[source]}
    </span>
  );
}

export function ActiveBadge() {
  return (
    <span className={clsx(pill, 'bg-teal-100 text-teal-900 dark:bg-teal-900/60 dark:text-teal-200')} data-testid="active-badge">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      Active
    </span>
  );
}

export function StatusBadge({ status }: { status: InstructionStatus }) {
  return (
    <span
      className={clsx(
        pill,
        status === 'applied' ? 'bg-teal-100 text-teal-900 dark:bg-teal-900/60 dark:text-teal-200' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-200',
      )}
    >
      {status === 'applied' ? 'Applied' : 'Noted'}
    </span>
  );
}
