// iPhone and iPad Safari cannot prompt to install: this sheet shows how to add Steward to the
// Home Screen from the Share menu.
import { Share, SquarePlus } from 'lucide-react';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Button } from '../../../ui/button';

export function InstallHelpSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Install Steward">
      <p className="mt-2 text-slate-600 dark:text-slate-400">Add Steward to your Home Screen to open it like an app, full screen and offline.</p>
      <ol className="mt-5 space-y-4">
        <li className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 dark:bg-slate-800">
            <Share aria-hidden="true" className="size-5" />
          </span>
          <span>
            Tap <strong>Share</strong> in Safari's toolbar.
          </span>
        </li>
        <li className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 dark:bg-slate-800">
            <SquarePlus aria-hidden="true" className="size-5" />
          </span>
          <span>
            Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
          </span>
        </li>
      </ol>
      <Button className="mt-6 w-full" onClick={onClose}>
        Got it
      </Button>
    </ResponsiveDialog>
  );
}
