// A 44px icon-only button (a thumb-sized target) whose name is its label.
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

export function IconButton({
  icon: Icon,
  label,
  onClick,
  className,
  iconClassName = 'size-6',
  round = false,
  tone = 'text-slate-600 dark:text-slate-300',
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** Layout only (position, visibility); shape and colour have their own props. */
  className?: string;
  iconClassName?: string;
  round?: boolean;
  tone?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'grid size-11 place-items-center hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 dark:hover:bg-slate-800',
        round ? 'rounded-full' : 'rounded-xl',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
