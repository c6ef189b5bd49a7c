// A clarifying answer's choices (issue 16) as buttons under it: each names one reading the
// documents hold ('Budget: $38,000', 'Accounts payable'), and a tap asks that reading's question
// as if it had been typed and sent. They wrap onto more lines on a phone; each is at least 44px tall.
import type { MessageChoice } from '../../../../contracts/chat';

export interface ChoiceChipsProps {
  choices: MessageChoice[];
  /** Sending is not possible now (offline, already answering): the chips show but do nothing. */
  disabled: boolean;
  onChoose: (choice: MessageChoice) => void;
}

export function ChoiceChips({ choices, disabled, onChoose }: ChoiceChipsProps) {
  return (
    <div role="group" aria-label="Choices" className="mt-3 flex flex-wrap gap-2" data-testid="choices">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          disabled={disabled}
          onClick={() => onChoose(choice)}
          // rounded-[22px]: a pill on one line (44px), a rounded box if a long line name wraps.
          className="inline-flex min-h-11 max-w-full items-center rounded-[22px] border border-teal-600/70 bg-white px-4 py-2 text-left text-[15px] leading-snug font-semibold break-words text-teal-800 shadow-sm transition-colors hover:border-teal-700 hover:bg-teal-50 active:bg-teal-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white dark:border-teal-400/60 dark:bg-slate-900 dark:text-teal-200 dark:hover:border-teal-300 dark:hover:bg-teal-950/70 dark:active:bg-teal-900/70 dark:disabled:hover:bg-slate-900"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
