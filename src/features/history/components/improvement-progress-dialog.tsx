// While the improvement is made (spec part 1, section 4: the progress dialog). The server does
// the three steps in one request and answers when all are done, so the dialog names them without
// pretending to know which one is under way: an indeterminate bar, no percentages.
import { CircleDashed } from 'lucide-react';
import { IMPROVEMENT_CHECK_QUESTIONS } from '../../../../contracts/improvements-constants';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';

export function ImprovementProgressDialog({ open, version, onClose }: { open: boolean; version: string; onClose: () => void }) {
  const steps = [
    { title: 'Saving your improvement', detail: 'Your words and files, kept with the new version.' },
    { title: 'Checking against your recent questions', detail: `Up to ${IMPROVEMENT_CHECK_QUESTIONS} recent questions, answered again with the new instructions.` },
    { title: `Activating version ${version}`, detail: 'Tally uses it from the next question on.' },
  ];
  return (
    <ResponsiveDialog open={open} onClose={onClose} title="Improving Tally">
      <div className="mt-3" data-testid="improvement-progress">
        <div
          role="progressbar"
          aria-label="Improving Tally"
          aria-busy="true"
          className="relative h-2 overflow-hidden rounded-full bg-teal-100 dark:bg-teal-950"
        >
          <span className="absolute inset-y-0 w-1/3 animate-[indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-teal-600 motion-reduce:animate-none motion-reduce:w-full motion-reduce:opacity-60 dark:bg-teal-400" />
        </div>
        <ol className="mt-5 space-y-4">
          {steps.map((step) => (
            <li key={step.title} className="flex gap-3">
              <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-teal-700 [animation-duration:3s] motion-reduce:animate-none dark:text-teal-400" />
              <div>
                <p className="font-medium">{step.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{step.detail}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-sm text-slate-500 dark:text-slate-400">
          This usually takes a few seconds. You can close this window: the improvement carries on, and the history shows it when it is done.
        </p>
      </div>
    </ResponsiveDialog>
  );
}
