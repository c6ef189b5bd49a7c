// One assistant in the rail: a round portrait. The selected one has a ring, a beta one a 'Beta'
// tag; a coming-soon one is greyed with a 'Soon' tag and the tooltip '<name> - Coming Soon'.
import clsx from 'clsx';
import type { Assistant } from '../../../lib/assistants';
import { isSelectable } from '../../../lib/assistants';

export function AssistantButton({ assistant, selected, onSelect }: { assistant: Assistant; selected: boolean; onSelect: () => void }) {
  const soon = !isSelectable(assistant);
  const label = soon ? `${assistant.name} - Coming Soon` : assistant.name;
  return (
    <div className="group relative">
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'page' : undefined}
        className={clsx(
          'relative block size-11 rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
          selected && 'ring-2 ring-teal-600 ring-offset-2 ring-offset-white dark:ring-teal-400 dark:ring-offset-slate-950',
        )}
      >
        <img src={assistant.imagePath} alt="" width={44} height={44} className={clsx('size-11 rounded-full', soon && 'opacity-60 grayscale')} />
        <span className="sr-only">{label}</span>
        {assistant.status === 'beta' || soon ? (
          <span
            aria-hidden="true"
            className={clsx(
              'absolute -bottom-1.5 left-1/2 -translate-x-1/2 rounded-full px-1.5 py-px text-[10px] leading-3.5 font-bold tracking-wide uppercase',
              soon ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200' : 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950',
            )}
          >
            {soon ? 'Soon' : 'Beta'}
          </span>
        ) : null}
      </button>
      <span
        role="tooltip"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-full z-30 ml-3 -translate-y-1/2 rounded-lg bg-slate-900 px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 dark:bg-slate-100 dark:text-slate-900"
      >
        {label}
      </span>
    </div>
  );
}
