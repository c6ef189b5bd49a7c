// After an improvement (spec part 1, section 4: the success dialog): the new version, now
// active, and what the check found, phrased as what was measured.
import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { ImprovementVersion } from '../../../../contracts/improvements';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { SuccessRate } from './metrics';

function understoodText(v: ImprovementVersion): string | null {
  if (!v.understood.length) return null;
  const applied = v.understood.filter((i) => i.status === 'applied').length;
  const noted = v.understood.length - applied;
  const parts = [];
  if (applied) parts.push(`${applied} instruction${applied === 1 ? '' : 's'} applied`);
  if (noted) parts.push(`${noted} noted`);
  return parts.join(', ');
}

export function ImprovementSuccessDialog({
  version,
  note,
  onDetails,
  onClose,
}: {
  version: ImprovementVersion | null;
  /** The server's word on files it did not keep (their contents were not what the name said). */
  note?: string | null;
  onDetails: (version: ImprovementVersion) => void;
  onClose: () => void;
}) {
  const [shown, setShown] = useState<ImprovementVersion | null>(version);
  if (version && version !== shown) setShown(version);
  const v = shown;
  const understood = v ? understoodText(v) : null;
  const changed = !!v?.performance_metrics?.answers_changed;
  return (
    <ResponsiveDialog open={version !== null} onClose={onClose} title="Tally Improved">
      {v ? (
        <div className="mt-3" data-testid="improvement-success">
          <div className="flex items-center gap-3 rounded-2xl bg-teal-50 p-4 dark:bg-teal-950/50">
            <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-teal-700 dark:text-teal-400" />
            <div>
              <p className="text-lg font-semibold">Version {v.version} is now active</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">Tally uses it from the next question on.</p>
            </div>
          </div>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{v.summary}</p>
          <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
            <li>
              <SuccessRate version={v} />
            </li>
            {changed ? <li className="text-slate-600 dark:text-slate-400">Changed figures are the improvement at work, or something to check.</li> : null}
            {understood ? <li>{understood}</li> : null}
          </ul>
          {note ? <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">{note}</p> : null}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button onClick={onClose}>Done</Button>
            <Button variant="secondary" onClick={() => onDetails(v)}>
              View Details
            </Button>
          </div>
        </div>
      ) : null}
    </ResponsiveDialog>
  );
}
