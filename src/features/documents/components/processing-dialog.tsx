// 'Processing Your Documents' (spec part 2, section 2): the time remaining as mm:ss, ticking
// every second, what is happening, and 'Continue Using Steward'. Steward knows when documents
// are ready, so the dialog also says so the moment they all are.
import { CheckCircle2, Hourglass } from 'lucide-react';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { formatRemaining } from '../processing-window';

export function ProcessingDialog({
  open,
  remainingMs,
  settled,
  failed,
  onContinue,
}: {
  open: boolean;
  remainingMs: number;
  /** Every document of the upload is ready or failed. */
  settled: boolean;
  failed: number;
  onContinue: () => void;
}) {
  return (
    <ResponsiveDialog open={open} onClose={onContinue} title="Processing Your Documents">
      <div className="mt-4 flex flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
          {settled ? <CheckCircle2 aria-hidden="true" className="size-7" /> : <Hourglass aria-hidden="true" className="size-7" />}
        </span>
        {settled ? (
          <p className="mt-4 font-semibold" data-testid="processing-done">
            {failed ? `Your documents are processed. ${failed} could not be read: see the file manager.` : 'Your documents are ready for Tally.'}
          </p>
        ) : (
          <>
            <p className="mt-4 text-sm font-medium text-slate-600 dark:text-slate-400">Time remaining</p>
            <p className="text-4xl font-bold text-teal-700 tabular-nums dark:text-teal-400" data-testid="processing-countdown" aria-live="off">
              {formatRemaining(remainingMs)}
            </p>
          </>
        )}
      </div>
      <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
        <p className="font-semibold">What's happening?</p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Tally is reading your documents: the text of each page, the rows and columns of each table, and the totals on your receipts. Until it has finished,
          it cannot answer questions about them. It can take up to 5 minutes.
        </p>
      </div>
      <Button className="mt-6 w-full" onClick={onContinue}>
        Continue Using Steward
      </Button>
    </ResponsiveDialog>
  );
}
