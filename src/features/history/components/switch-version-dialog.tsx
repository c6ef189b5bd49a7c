// 'Make Active' asks first (spec part 1, section 4): the assistant uses the chosen version's
// instructions from the next question on. A refusal shows in the dialog.
import { useState } from 'react';
import type { ImprovementVersion } from '../../../../contracts/improvements';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Spinner } from '../../../ui/spinner';

export function SwitchVersionDialog({
  version,
  current,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  version: ImprovementVersion | null;
  current: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: (version: ImprovementVersion) => void;
  onCancel: () => void;
}) {
  // Kept while the dialog plays its closing transition.
  const [shown, setShown] = useState<ImprovementVersion | null>(version);
  if (version && version !== shown) setShown(version);
  const name = shown?.version ?? '';
  return (
    <ResponsiveDialog open={version !== null} onClose={() => (busy ? undefined : onCancel())} title={`Switch to Version ${name}?`}>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Tally will answer with version {name}'s instructions from the next question on
        {current ? <>, instead of version {current}'s</> : null}. Earlier answers stay as they are, and you can switch back at any time.
      </p>
      {shown?.summary ? (
        <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{shown.summary}</p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button onClick={() => version && onConfirm(version)} disabled={busy}>
          {busy ? <Spinner className="size-5" /> : null}
          {busy ? 'Switching...' : 'Make Active'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </ResponsiveDialog>
  );
}
