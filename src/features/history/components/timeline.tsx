// The improvement timeline (spec part 1, section 2): every version, newest first, with its
// number, summary, time, source, the active mark, the check's result, its files, and 'Make
// Active' on the versions that are not active.
import { FileText, History } from 'lucide-react';
import clsx from 'clsx';
import type { ImprovementVersion } from '../../../../contracts/improvements';
import { Button } from '../../../ui/button';
import { versionTime } from '../format';
import { ActiveBadge, SourceBadge } from './badges';
import { SuccessRate } from './metrics';

export function TimelineItem({
  version: v,
  onDetails,
  onMakeActive,
  disabled,
}: {
  version: ImprovementVersion;
  onDetails: (v: ImprovementVersion) => void;
  onMakeActive: (v: ImprovementVersion) => void;
  disabled?: boolean;
}) {
  const headingId = `version-${v.id}`;
  return (
    <li className="relative pl-8" data-testid="version-item" data-version={v.version} data-active={v.is_active || undefined}>
      <span
        aria-hidden="true"
        className={clsx(
          'absolute top-5 left-[5px] size-3.5 rounded-full ring-4 ring-slate-50 dark:ring-slate-950',
          v.is_active ? 'bg-teal-600 dark:bg-teal-400' : 'bg-slate-300 dark:bg-slate-600',
        )}
      />
      <article
        aria-labelledby={headingId}
        className={clsx(
          'rounded-2xl border bg-white p-4 dark:bg-slate-900',
          v.is_active ? 'border-teal-300 shadow-sm dark:border-teal-800' : 'border-slate-200 dark:border-slate-800',
        )}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="text-base font-semibold">
            Version {v.version}
          </h3>
          {v.is_active ? <ActiveBadge /> : null}
          <SourceBadge source={v.source} />
        </div>
        <time dateTime={v.timestamp} className="mt-0.5 block text-sm text-slate-500 dark:text-slate-400">
          {versionTime(v.timestamp)}
        </time>
        <p className="mt-2 line-clamp-3 break-words text-slate-800 dark:text-slate-200">{v.summary}</p>
        <SuccessRate version={v} className="mt-2 text-sm text-slate-600 dark:text-slate-400" />
        {v.files.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Supporting files">
            {v.files.map((f) => (
              <li key={f.id} className="flex max-w-full items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs dark:bg-slate-800">
                <FileText aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                <span className="truncate">{f.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-11 flex-1 px-4 text-sm sm:flex-none" onClick={() => onDetails(v)}>
            Details
          </Button>
          {!v.is_active ? (
            <Button className="min-h-11 flex-1 px-4 text-sm sm:flex-none" onClick={() => onMakeActive(v)} disabled={disabled}>
              Make Active
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export function Timeline({
  versions,
  onDetails,
  onMakeActive,
  offline,
}: {
  versions: ImprovementVersion[];
  onDetails: (v: ImprovementVersion) => void;
  onMakeActive: (v: ImprovementVersion) => void;
  offline?: boolean;
}) {
  if (!versions.length) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900" data-testid="history-empty">
        <History aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 font-semibold">No improvements yet</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Tally is answering with its original instructions. Improve it here, or with a thumbs-down on an answer in chat, and each version will be listed here.
        </p>
      </div>
    );
  }
  return (
    <ol className="relative space-y-4 before:absolute before:top-6 before:bottom-6 before:left-[11px] before:w-0.5 before:bg-slate-200 dark:before:bg-slate-800" aria-label="Improvement timeline">
      {versions.map((v) => (
        <TimelineItem key={v.id} version={v} onDetails={onDetails} onMakeActive={onMakeActive} disabled={offline} />
      ))}
    </ol>
  );
}
