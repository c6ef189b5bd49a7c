// 'Help Improve This Response' (spec part 2, sections 2 and 9; made real in issue 8): after a
// thumbs-down an owner or admin says what was wrong, in at least 10 characters, and Tally makes
// a new version of its instructions from it, checked against recent questions and made active.
// The call takes words only (JSON), so there is no file picker here: supporting files go with a
// manual improvement on the Agent History page, which the dialog links to.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { IMPROVEMENT_ERROR_CODES, IMPROVEMENT_MAX_LENGTH, RESPONSE_IMPROVEMENT_MIN_LENGTH } from '../../../../contracts/improvements-constants';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Spinner } from '../../../ui/spinner';
import { IMPROVE_MESSAGES } from '../messages';
import { ImprovementTextField } from '../../history/components/improvement-text-field';
import { FormAlert } from '../../../ui/form-alert';

/** The correction's problem, or null when it can be sent (counted without surrounding blanks). */
export function correctionError(text: string): string | null {
  const length = text.trim().length;
  if (length < RESPONSE_IMPROVEMENT_MIN_LENGTH) return IMPROVE_MESSAGES.tooShort(RESPONSE_IMPROVEMENT_MIN_LENGTH);
  if (length > IMPROVEMENT_MAX_LENGTH) return IMPROVE_MESSAGES.tooLong(IMPROVEMENT_MAX_LENGTH);
  return null;
}

const serverWords = (err: ApiError) => (err.detail && !/^HTTP \d{3}:/.test(err.detail) ? err.detail : null);

export function improveErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return IMPROVE_MESSAGES.failed;
  if (err.status === 0) return NETWORK_ERROR_MESSAGE;
  if (err.code === IMPROVEMENT_ERROR_CODES.ALREADY_USED) return IMPROVE_MESSAGES.alreadyUsed;
  if (err.status === 403) return IMPROVE_MESSAGES.forbidden;
  if (err.status === 400 || err.status === 422 || err.status === 429) return serverWords(err) ?? IMPROVE_MESSAGES.failed;
  return IMPROVE_MESSAGES.failed;
}

export function ImproveResponseDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  /** Makes the improvement; rejects with the server's refusal. */
  onSubmit: (text: string) => Promise<unknown>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setText('');
    setError(null);
    setSending(false);
    setUsed(false);
  }, [open]);

  const length = text.trim().length;
  const problem = correctionError(text);
  const shownProblem = problem && length > 0 ? problem : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem || sending || used) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(text);
    } catch (err) {
      setError(improveErrorMessage(err));
      if (err instanceof ApiError && err.code === IMPROVEMENT_ERROR_CODES.ALREADY_USED) setUsed(true);
      setSending(false);
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={() => (sending ? undefined : onClose())} title="Help Improve This Response">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Thank you for rating this answer. Tell Tally what was wrong, or what it should have said, and it will make a new version of its instructions, check it
        against your recent questions and use it from the next question on.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-3">
        <ImprovementTextField
          id={id}
          label="What was wrong?"
          rows={4}
          value={text}
          disabled={sending || used}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
          placeholder={'e.g. "Personnel" means Salaries and Wages plus Payroll Taxes and Benefits.'}
          problem={shownProblem}
          hint={`At least ${RESPONSE_IMPROVEMENT_MIN_LENGTH} characters`}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Supporting files go with a manual improvement on{' '}
          <Link to="/history" className="font-semibold text-teal-800 underline underline-offset-2 dark:text-teal-300">
            Agent History
          </Link>
          .
        </p>
        {sending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner className="size-4 text-teal-700 dark:text-teal-400" />
            Saving, checking against your recent questions and activating...
          </p>
        ) : null}
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse">
          <Button type="submit" disabled={!!problem || sending || used}>
            {sending ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" className="size-5" />}
            {sending ? 'Improving...' : 'Submit Improvement'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {used ? 'Close' : 'Not Now'}
          </Button>
        </div>
      </form>
    </ResponsiveDialog>
  );
}
