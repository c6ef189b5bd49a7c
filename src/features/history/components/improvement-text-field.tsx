// The text of an improvement, as both the history's 'Improve Tally' and the chat's 'Help Improve
// This Response' ask for it: a label with a live length counter, the textarea, and a line under
// it that is the hint or, once there is one to show, the problem in red.
import clsx from 'clsx';
import { IMPROVEMENT_MAX_LENGTH } from '../../../../contracts/improvements-constants';

export function ImprovementTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  rows,
  disabled,
  placeholder,
  problem,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  rows: number;
  disabled?: boolean;
  placeholder: string;
  /** The problem to show now (null while there is none, or it is not yet time to show it). */
  problem: string | null;
  hint: string;
}) {
  const length = value.trim().length;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <span
          className={clsx('text-xs tabular-nums', length > IMPROVEMENT_MAX_LENGTH ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}
          data-testid="improvement-counter"
          aria-hidden="true"
        >
          {length}/{IMPROVEMENT_MAX_LENGTH}
        </span>
      </div>
      <textarea
        id={`${id}-text`}
        rows={rows}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help`}
        className={clsx(
          'mt-1.5 block w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-teal-600 focus:outline-3 focus:outline-teal-500/40 disabled:opacity-60 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500',
          problem ? 'border-red-600 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
        )}
      />
      <p id={`${id}-help`} className={clsx('mt-1.5 text-sm', problem ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}>
        {problem ?? hint}
      </p>
    </div>
  );
}
