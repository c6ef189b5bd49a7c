// The manual improvement (spec part 1, sections 2 and 5): what Tally should know or do
// differently, 15 to 500 characters ('Minimum 15 characters required' below 15), and up to 3
// supporting files. What was entered stays while the improvement is sent, so a refusal (the
// daily limit, say) loses nothing; it is cleared once the improvement is made.
import { useId, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { IMPROVEMENT_MAX_LENGTH, IMPROVEMENT_MIN_LENGTH } from '../../../../contracts/improvements-constants';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { improvementLength, improvementTextError } from '../rules';
import { ImprovementTextField } from './improvement-text-field';
import { FilePicker } from './file-chips';
import { FormAlert } from '../../../ui/form-alert';

export interface ManualDraft {
  text: string;
  files: File[];
}

export const emptyDraft = (): ManualDraft => ({ text: '', files: [] });

export function ManualImprovementDialog({
  open,
  draft,
  onDraftChange,
  error,
  blockedReason,
  onSubmit,
  onClose,
}: {
  open: boolean;
  draft: ManualDraft;
  onDraftChange: (draft: ManualDraft) => void;
  /** The server's refusal of the last attempt. */
  error: string | null;
  /** Why no improvement can be made now (the daily limit's time left). */
  blockedReason: string | null;
  onSubmit: (draft: ManualDraft) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const length = improvementLength(draft.text);
  const problem = improvementTextError(draft.text);
  // Under the minimum the sentence shows once something is typed (or a send was tried).
  const shownProblem = problem && (touched || length > 0) ? problem : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || blockedReason) return;
    onSubmit(draft);
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Improve Tally" className="sm:max-w-lg">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Tell Tally what to know or do differently. It applies naming conventions, account ranges, synonyms, your fiscal year and how you like answers; anything
        else is kept as a note.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <ImprovementTextField
          id={id}
          label="Your improvement"
          rows={5}
          value={draft.text}
          onChange={(text) => onDraftChange({ ...draft, text })}
          onBlur={() => length > 0 && setTouched(true)}
          placeholder={'e.g. "Program expenses" means accounts 5000-5999.'}
          problem={shownProblem}
          hint={`${IMPROVEMENT_MIN_LENGTH} to ${IMPROVEMENT_MAX_LENGTH} characters`}
        />
        <FilePicker files={draft.files} onChange={(files) => onDraftChange({ ...draft, files })} />
        {blockedReason ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">{blockedReason}</p>
        ) : null}
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-col gap-3 pt-1 sm:flex-row-reverse">
          <Button type="submit" disabled={!!problem || !!blockedReason}>
            <Sparkles aria-hidden="true" className="size-5" />
            Improve Tally
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">One manual improvement per day.</p>
      </form>
    </ResponsiveDialog>
  );
}
