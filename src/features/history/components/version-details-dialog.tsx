// Everything about one version: its number, source, time and summary, the words it came from,
// what the analyst understood of each instruction ('Applied' or 'Noted', and how), the check
// against recent questions, and the supporting files to download.
import { useState } from 'react';
import { Download, FileText, Quote } from 'lucide-react';
import type { ImprovementVersion } from '../../../../contracts/improvements';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { fileSize, versionTime } from '../format';
import { ActiveBadge, SourceBadge, StatusBadge } from './badges';
import { MetricsList, SuccessRate } from './metrics';

const heading = 'text-sm font-semibold text-slate-900 dark:text-slate-100';

export function VersionDetailsDialog({
  version,
  onMakeActive,
  onClose,
}: {
  version: ImprovementVersion | null;
  onMakeActive: (version: ImprovementVersion) => void;
  onClose: () => void;
}) {
  const [shown, setShown] = useState<ImprovementVersion | null>(version);
  if (version && version !== shown) setShown(version);
  const v = shown;
  return (
    <ResponsiveDialog open={version !== null} onClose={onClose} title={v ? `Version ${v.version}` : 'Version'} className="sm:max-w-xl">
      {v ? (
        <div className="mt-2 space-y-5" data-testid="version-details">
          <div className="flex flex-wrap items-center gap-2">
            {v.is_active ? <ActiveBadge /> : null}
            <SourceBadge source={v.source} />
            <time dateTime={v.timestamp} className="text-sm text-slate-600 dark:text-slate-400">
              {versionTime(v.timestamp)}
            </time>
          </div>
          <section>
            <h3 className={heading}>Summary</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{v.summary}</p>
          </section>
          <section>
            <h3 className={heading}>{v.source === 'manual' ? 'What you asked for' : 'What was wrong with the answer'}</h3>
            <blockquote className="mt-1.5 flex gap-2 rounded-xl bg-slate-100 p-3 text-sm break-words whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              <Quote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span className="min-w-0">{v.feedback}</span>
            </blockquote>
          </section>
          <section>
            <h3 className={heading}>What Tally understood</h3>
            {v.understood.length ? (
              <ul className="mt-2 space-y-2" data-testid="understood">
                {v.understood.map((item, i) => (
                  <li key={i} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                    <div className="flex items-start justify-between gap-3">
                      <p className="min-w-0 font-medium break-words">{item.text}</p>
                      <StatusBadge status={item.status} />
                    </div>
                    <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{item.detail}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No instructions were found in this improvement.</p>
            )}
          </section>
          <section>
            <h3 className={heading}>Check against recent questions</h3>
            <SuccessRate version={v} className="mt-1 mb-2 text-sm text-slate-700 dark:text-slate-300" />
            <MetricsList version={v} />
          </section>
          <section>
            <h3 className={heading}>Supporting files</h3>
            {v.files.length ? (
              <ul className="mt-2 space-y-2">
                {v.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={file.download_url}
                      download={file.name}
                      className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-3 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-teal-500 dark:border-slate-700 dark:hover:bg-slate-800"
                    >
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                      <span className="min-w-0 flex-1 truncate text-sm font-medium">{file.name}</span>
                      <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{fileSize(file.size)}</span>
                      <Download aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-400" />
                      <span className="sr-only">Download</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">None</p>
            )}
          </section>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            {!v.is_active ? <Button onClick={() => onMakeActive(v)}>Make Active</Button> : null}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </ResponsiveDialog>
  );
}
