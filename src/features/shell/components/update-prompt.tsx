// 'Update available': a new version is ready. It never reloads by itself; Reload waits until no
// answer is streaming and no upload is running.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { applyUpdate, busyCountAtom, updateAvailableAtom } from '../../../lib/pwa';
import { Button } from '../../../ui/button';

export function UpdatePrompt() {
  const available = useAtomValue(updateAvailableAtom);
  const busy = useAtomValue(busyCountAtom) > 0;
  const [waiting, setWaiting] = useState(false);
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 dark:bg-slate-100 dark:text-slate-900"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Update available</p>
        <p className="text-sm opacity-80">{waiting && busy ? 'Reloading when the current work finishes.' : 'A new version of Steward is ready.'}</p>
      </div>
      <Button
        variant="secondary"
        className="min-h-10 px-4"
        disabled={waiting}
        onClick={() => {
          setWaiting(true);
          void applyUpdate();
        }}
      >
        Reload
      </Button>
    </div>
  );
}
