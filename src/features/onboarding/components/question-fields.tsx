// The three kinds of question (spec part 2, section 2): free text, single choice (radio cards
// with icons and descriptions) and multiple choice (checkbox cards), each with Other's
// 'Please specify...' box. Cards are at least 56px tall so a thumb finds them.
import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { QuestionChoice } from '../../../../contracts/onboarding';
import { MAX_OTHER_TEXT } from '../../../../contracts/onboarding-constants';
import { isKnownType, otherChoice, otherSelected, visibleError, type QuestionState } from '../questionnaire-model';
import { QuestionIcon } from './question-icon';

export interface FieldHandlers {
  onText: (value: string) => void;
  onChoose: (name: string) => void;
  onToggle: (name: string) => void;
  onOther: (value: string) => void;
  /** Ctrl/Cmd+Enter in a text box moves on. */
  onSubmit: () => void;
}

const fieldBase =
  'w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus-visible:ring-3 focus-visible:ring-teal-500/40 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';
const fieldBorder = (invalid: boolean) =>
  invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 focus:border-teal-600 dark:border-slate-700 dark:focus:border-teal-400';

function ErrorText({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export function QuestionFields({ q, labelledBy, handlers }: { q: QuestionState; labelledBy: string; handlers: FieldHandlers }) {
  const errorId = `${q.def.questionId}-error`;
  const error = visibleError(q);
  const otherOpen = isKnownType(q.def) && !!otherChoice(q.def) && otherSelected(q);
  const otherInput = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(otherOpen);
  useEffect(() => {
    // Choosing Other opens its box: put the cursor there, in view above the bottom bar.
    if (otherOpen && !wasOpen.current) {
      otherInput.current?.focus({ preventScroll: true });
      otherInput.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
    wasOpen.current = otherOpen;
  }, [otherOpen]);
  if (!isKnownType(q.def)) {
    return (
      <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
        Unsupported question type
      </p>
    );
  }
  if (q.def.questionType === 'free-field') {
    return (
      <div>
        <textarea
          aria-labelledby={labelledBy}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          className={clsx(fieldBase, fieldBorder(!!error), 'min-h-32 resize-y leading-relaxed')}
          placeholder={q.def.placeholder}
          maxLength={q.def.maxLength}
          rows={q.def.questionId === 'organization-name' ? 2 : 5}
          value={q.answer as string}
          onChange={(e) => handlers.onText(e.target.value)}
          onKeyDown={(e) => {
            const nameLike = (q.def.maxLength ?? Infinity) <= 200;
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey || (nameLike && !e.shiftKey))) {
              e.preventDefault();
              handlers.onSubmit();
            }
          }}
        />
        <ErrorText id={errorId} message={error} />
      </div>
    );
  }
  const multiple = q.def.questionType === 'multiple-choice';
  const choices = q.def.choices ?? [];
  // Plain options (months) sit in a compact grid; options with icons or descriptions in a list.
  const compact = choices.length > 6 && choices.every((c) => !c.icon && !c.description);
  const other = otherChoice(q.def);
  const showOther = !!other && otherOpen;
  const chosen = (c: QuestionChoice) => (multiple ? (q.answer as string[]).includes(c.name) : q.answer === c.name);
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={error ? errorId : undefined}>
      {multiple ? <p className="mb-3 text-sm font-medium text-slate-600 dark:text-slate-400">Select all that apply</p> : null}
      <div className={compact ? 'grid grid-cols-2 gap-2.5 sm:grid-cols-3' : 'grid gap-2.5 sm:grid-cols-2'}>
        {choices.map((c) => {
          const on = chosen(c);
          return (
            <label
              key={c.name}
              className={clsx(
                'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 shadow-sm transition-colors dark:bg-slate-900',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-teal-500/40',
                on
                  ? 'border-teal-600 bg-teal-50 ring-1 ring-teal-600 dark:border-teal-400 dark:bg-teal-950/60 dark:ring-teal-400'
                  : 'border-slate-300 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-600',
                compact && 'justify-center text-center',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={q.def.questionId}
                value={c.name}
                checked={on}
                onChange={() => (multiple ? handlers.onToggle(c.name) : handlers.onChoose(c.name))}
                className="sr-only"
              />
              {c.icon ? (
                <span
                  className={clsx(
                    'grid size-10 shrink-0 place-items-center rounded-lg',
                    on ? 'bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                  )}
                >
                  <QuestionIcon name={c.icon} className="size-5" />
                </span>
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold leading-snug">{c.name}</span>
                {c.description ? <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">{c.description}</span> : null}
              </span>
              {!compact ? (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid size-6 shrink-0 place-items-center border-2',
                    multiple ? 'rounded-md' : 'rounded-full',
                    on ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950' : 'border-slate-300 dark:border-slate-600',
                  )}
                >
                  {on ? <Check className="size-4" strokeWidth={3} /> : null}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {showOther ? (
        <input
          ref={otherInput}
          type="text"
          aria-label={`${other.name}: please specify`}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          placeholder="Please specify..."
          maxLength={MAX_OTHER_TEXT}
          value={q.otherValue}
          onChange={(e) => handlers.onOther(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              handlers.onSubmit();
            }
          }}
          className={clsx(fieldBase, fieldBorder(!!error), 'mt-3 min-h-12')}
        />
      ) : null}
      <ErrorText id={errorId} message={error} />
    </fieldset>
  );
}
