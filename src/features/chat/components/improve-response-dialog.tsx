// 'Help Improve This Response' (spec part 2, section 2): shown after a thumbs down, marked
// 'Coming Soon', every control disabled. Its rules (10 characters, 3 files of PDF, XLSX, CSV or
// TXT up to 10 MB) are shown for when it opens.
import { useId } from 'react';
import { Paperclip } from 'lucide-react';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';

export function ImproveResponseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Help Improve This Response">
      <span className="mt-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
        Coming Soon
      </span>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Soon you will be able to tell Tally what the right answer was, with the documents that show it, and Tally will learn from it. Thank you for rating this
        answer: your rating is saved.
      </p>
      <fieldset disabled className="mt-4 space-y-4 opacity-60">
        <div>
          <label htmlFor={id} className="block text-sm font-medium">
            What should the answer have been?
          </label>
          <textarea
            id={id}
            rows={3}
            placeholder="At least 10 characters"
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-slate-50 px-3.5 py-3 dark:border-slate-700 dark:bg-slate-800"
          />
        </div>
        <div>
          <button
            type="button"
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 text-sm font-semibold dark:border-slate-700"
          >
            <Paperclip aria-hidden="true" className="size-4" />
            Attach supporting files
          </button>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Up to 3 files: PDF, XLSX, CSV or TXT, 10MB each</p>
        </div>
        <Button className="w-full">Submit Improvement</Button>
      </fieldset>
      <Button variant="secondary" className="mt-3 w-full" onClick={onClose}>
        Close
      </Button>
    </ResponsiveDialog>
  );
}
