// The feedback dialog (spec part 2, sections 2, 5 and 8): a rating from 1 to 5, an optional
// description and optional screenshots. Submit waits for a rating; closing with anything entered
// asks 'Discard feedback?'; success thanks the person, closes and resets; each failure status
// reads as the spec's sentence and keeps what was entered.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Radio, RadioGroup } from '@headlessui/react';
import clsx from 'clsx';
import { ImagePlus, Star, X } from 'lucide-react';
import { FEEDBACK_MAX_RATING } from '../../../../contracts/chat-constants';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast';
import { acceptScreenshots, emptyFeedback, feedbackErrorMessage, feedbackForm, hasInput, ratingError, type FeedbackDraft } from '../feedback';
import { FEEDBACK_MESSAGES } from '../messages';
import { HiddenFileInput } from '../../../ui/hidden-file-input';

const RATING_WORDS = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'];

export function FeedbackDialog({ open, onClose, submit }: { open: boolean; onClose: () => void; submit: (form: FormData) => Promise<unknown> }) {
  const [draft, setDraft] = useState<FeedbackDraft>(emptyFeedback);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const descriptionId = useId();

  const reset = () => {
    setDraft(emptyFeedback());
    setNote(null);
    setError(null);
    setConfirming(false);
  };

  const requestClose = () => {
    if (sending) return;
    if (hasInput(draft)) setConfirming(true);
    else {
      reset();
      onClose();
    }
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = ratingError(draft.rating);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await submit(feedbackForm(draft));
      toast(FEEDBACK_MESSAGES.thanks, { variant: 'success' });
      reset();
      onClose();
    } catch (err) {
      setError(feedbackErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <ResponsiveDialog open={open} onClose={requestClose} title="Share Your Feedback">
        <form onSubmit={(e) => void send(e)} className="mt-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Tell us how Steward is working for you. Tally is in beta and learns from what you tell us.
          </p>
          <RadioGroup
            value={draft.rating ?? 0}
            onChange={(rating: number) => {
              setDraft((d) => ({ ...d, rating }));
              setError(null);
            }}
            aria-label="Rating"
            className="mt-4"
          >
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-hidden="true">
              How would you rate your experience?
            </p>
            <div className="mt-2 flex gap-1">
              {Array.from({ length: FEEDBACK_MAX_RATING }, (_, i) => i + 1).map((n) => (
                <Radio
                  key={n}
                  value={n}
                  aria-label={`${n} of 5: ${RATING_WORDS[n - 1]}`}
                  className="group grid size-12 cursor-pointer place-items-center rounded-xl focus-visible:outline-3 focus-visible:outline-teal-500"
                >
                  <Star
                    aria-hidden="true"
                    className={clsx(
                      'size-8 transition-colors',
                      draft.rating !== null && n <= draft.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300 dark:text-slate-600',
                    )}
                  />
                </Radio>
              ))}
            </div>
            <p className="mt-1 h-5 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {draft.rating ? RATING_WORDS[draft.rating - 1] : ''}
            </p>
          </RadioGroup>

          <label htmlFor={descriptionId} className="mt-3 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Description <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </label>
          <textarea
            id={descriptionId}
            rows={4}
            value={draft.description}
            onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
            placeholder="What worked well, or what could be better?"
            className="mt-1.5 block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-teal-600 focus:outline-3 focus:outline-teal-500/40 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />

          <p className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-300">
            Screenshots <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </p>
          <button
            type="button"
            onClick={() => picker.current?.click()}
            className="mt-1.5 flex min-h-14 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-3 text-sm font-semibold text-teal-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-teal-500 dark:border-slate-700 dark:text-teal-300 dark:hover:bg-slate-800"
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            Add screenshots
          </button>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">PNG, JPG, and JPEG up to 10MB each</p>
          <HiddenFileInput
            ref={picker}
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            multiple
            testId="feedback-screenshots"
            onFiles={(chosen) => {
              const { files, note: refused } = acceptScreenshots(draft.screenshots, chosen);
              setDraft((d) => ({ ...d, screenshots: files }));
              setNote(refused);
            }}
          />
          {note ? <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{note}</p> : null}
          {draft.screenshots.length ? (
            <ul className="mt-2 space-y-1">
              {draft.screenshots.map((file, i) => (
                <li key={`${file.name}-${i}`} className="flex items-center gap-2 rounded-lg bg-slate-100 pl-3 text-sm dark:bg-slate-800">
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${file.name}`}
                    className="grid size-11 place-items-center rounded-lg text-slate-500 hover:bg-slate-200 dark:hover:bg-slate-700"
                    onClick={() => setDraft((d) => ({ ...d, screenshots: d.screenshots.filter((_, j) => j !== i) }))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}

          {error ? (
            <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {error}
            </p>
          ) : null}

          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button type="submit" disabled={draft.rating === null || sending}>
              {sending ? <Spinner className="size-5" /> : null}
              Submit Feedback
            </Button>
            <Button variant="secondary" onClick={requestClose} disabled={sending}>
              Cancel
            </Button>
          </div>
        </form>
      </ResponsiveDialog>

      <Dialog open={confirming} onClose={() => setConfirming(false)} className="fixed inset-0 z-[60]" role="alertdialog">
        <DialogBackdrop className="fixed inset-0 bg-slate-950/40" />
        <div className="fixed inset-0 grid place-items-center p-6">
          <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
            <DialogTitle className="text-lg font-semibold">Discard feedback?</DialogTitle>
            <p className="mt-2 text-slate-600 dark:text-slate-400">What you entered will be lost.</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
              <Button
                variant="danger"
                onClick={() => {
                  reset();
                  onClose();
                }}
              >
                Discard
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep Editing
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
