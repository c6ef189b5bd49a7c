// The improvement history (/history, spec part 1, sections 2 to 5; made real, issue 8): the
// current version and the number of improvements, the improve-now card (disabled with the time
// left while the daily limit applies), the timeline of versions, and the dialogs to improve
// Tally, watch it happen, see the result, read a version's details and switch versions.
// Phones: one column, the dialogs as bottom sheets; larger screens: the cards beside the timeline.
import { useMemo, useRef, useState } from 'react';
import { AlertTriangle, Clock, RotateCw, Sparkles } from 'lucide-react';
import type { ImprovementHistory, ImprovementVersion } from '../../../../contracts/improvements';
import { IMPROVEMENT_ERROR_CODES } from '../../../../contracts/improvements-constants';
import { ApiError } from '../../../lib/api-client';
import type { AuthClient } from '../../../lib/auth-client';
import { currentOrganizationId } from '../../../lib/organization';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { toast } from '../../../ui/toast';
import { activateErrorMessage, createErrorMessage, createHistoryApi, type HistoryApi } from '../api';
import { improvementsCount, nextImprovementText, nextVersion } from '../format';
import { useHistory, useNow } from '../use-history';
import { ImprovementProgressDialog } from './improvement-progress-dialog';
import { ImprovementSuccessDialog } from './improvement-success-dialog';
import { emptyDraft, ManualImprovementDialog, type ManualDraft } from './manual-improvement-dialog';
import { SwitchVersionDialog } from './switch-version-dialog';
import { Timeline } from './timeline';
import { VersionDetailsDialog } from './version-details-dialog';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 md:p-5 dark:border-slate-800 dark:bg-slate-900';

const Skeleton = ({ className }: { className: string }) => (
  <span aria-hidden="true" className={`block animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800 ${className}`} />
);

function Overview({ data }: { data: ImprovementHistory | null }) {
  return (
    <section aria-labelledby="history-current" className={card}>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Current version</p>
      {data ? (
        <>
          <h2 id="history-current" className="mt-0.5 text-2xl font-bold tracking-tight" data-testid="current-version">
            {data.current_version ? `Version ${data.current_version}` : 'Original instructions'}
          </h2>
          <p className="mt-1 text-slate-700 tabular-nums dark:text-slate-300" data-testid="total-improvements">
            {improvementsCount(data.total_improvements)}
          </p>
        </>
      ) : (
        <>
          <h2 id="history-current" className="sr-only">
            Current version
          </h2>
          <Skeleton className="mt-1 h-8 w-36" />
          <Skeleton className="mt-2 h-5 w-28" />
        </>
      )}
    </section>
  );
}

function ImproveNowCard({ blocked, offline, ready, onImprove }: { blocked: string | null; offline: boolean; ready: boolean; onImprove: () => void }) {
  return (
    <section aria-labelledby="improve-now-title" className={card} data-testid="improve-now">
      <h2 id="improve-now-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-400" />
        Improve Tally now
      </h2>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
        Teach Tally your organisation's words: what an account range means, what a term covers, when your fiscal year starts, or how you like answers.
      </p>
      <Button className="mt-4 w-full" onClick={onImprove} disabled={!ready || !!blocked || offline} aria-describedby={blocked ? 'improve-now-wait' : undefined}>
        Improve Now
      </Button>
      {blocked ? (
        <p id="improve-now-wait" className="mt-2 flex items-center gap-1.5 text-sm font-medium text-amber-900 dark:text-amber-300" data-testid="next-improvement">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {blocked}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{offline ? "You're offline." : 'One manual improvement per day.'}</p>
      )}
    </section>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-700 dark:text-red-400" />
      <p className="mt-3 font-semibold text-red-900 dark:text-red-200">{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        <RotateCw aria-hidden="true" className="size-5" />
        Retry
      </Button>
    </div>
  );
}

export function HistoryScreen({ auth, api: givenApi }: { auth: AuthClient; api?: HistoryApi }) {
  const api = useMemo(() => givenApi ?? createHistoryApi(), [givenApi]);
  const organizationId = currentOrganizationId(auth.claims());
  const { state, reload, retry } = useHistory(api, organizationId);
  const online = useOnline();
  const data = state.kind === 'ready' ? state.data : null;
  const now = useNow(!!data?.next_manual_at);
  const blocked = data ? nextImprovementText(data.next_manual_at, now) : null;

  const [manualOpen, setManualOpen] = useState(false);
  const [draft, setDraft] = useState<ManualDraft>(emptyDraft);
  const [manualError, setManualError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ open: boolean; version: string }>({ open: false, version: '1.0' });
  const progressOpen = useRef(false);
  progressOpen.current = progress.open;
  const [created, setCreated] = useState<ImprovementVersion | null>(null);
  const [createdNote, setCreatedNote] = useState<string | null>(null);
  const [details, setDetails] = useState<ImprovementVersion | null>(null);
  const [switching, setSwitching] = useState<ImprovementVersion | null>(null);
  const [switchBusy, setSwitchBusy] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);

  const improve = async (sent: ManualDraft) => {
    if (!organizationId) return;
    setManualOpen(false);
    setManualError(null);
    setProgress({ open: true, version: nextVersion(data?.current_version ?? null) });
    try {
      const answer = await api.create(organizationId, sent.text, sent.files);
      setDraft(emptyDraft());
      const shown = progressOpen.current;
      setProgress((p) => ({ ...p, open: false }));
      void reload();
      // The server names any file it did not keep, after its first sentence.
      setCreatedNote(answer.message.match(/\d+ files? (?:was|were) not kept:.*$/)?.[0] ?? null);
      if (shown) setCreated(answer.version);
      else toast(`Tally improved: version ${answer.version.version} is active`, { variant: 'success' });
    } catch (err) {
      setProgress((p) => ({ ...p, open: false }));
      setManualError(createErrorMessage(err));
      // Another improvement was made meanwhile (another admin, another tab): show its time left.
      if (err instanceof ApiError && (err.code === IMPROVEMENT_ERROR_CODES.DAILY_LIMIT || err.status === 429)) void reload();
      setManualOpen(true);
    }
  };

  const activate = async (version: ImprovementVersion) => {
    if (!organizationId) return;
    setSwitchBusy(true);
    setSwitchError(null);
    try {
      const answer = await api.activate(organizationId, version.id);
      setSwitching(null);
      toast(`Version ${answer.version.version} is now active`, { variant: 'success' });
      void reload();
    } catch (err) {
      setSwitchError(activateErrorMessage(err));
      if (err instanceof ApiError && err.status === 404) void reload();
    } finally {
      setSwitchBusy(false);
    }
  };

  const askSwitch = (version: ImprovementVersion) => {
    setDetails(null);
    setSwitchError(null);
    setSwitching(version);
  };

  return (
    <>
      <PageHeader title="Agent History" />
      <div className="mx-auto grid max-w-6xl gap-5 px-4 py-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 lg:py-8">
        <div className="grid content-start gap-4 md:grid-cols-2 lg:col-start-2 lg:row-start-1 lg:grid-cols-1">
          <Overview data={data} />
          <ImproveNowCard
            blocked={blocked}
            offline={!online}
            ready={!!data}
            onImprove={() => {
              setManualError(null);
              setManualOpen(true);
            }}
          />
        </div>
        <section aria-labelledby="timeline-title" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2 id="timeline-title" className="mb-3 text-lg font-semibold">
            Improvement Timeline
          </h2>
          {state.kind === 'error' ? (
            <LoadFailed message={state.message} onRetry={retry} />
          ) : data ? (
            <Timeline versions={data.versions} onDetails={setDetails} onMakeActive={askSwitch} offline={!online} />
          ) : (
            <div className="space-y-4" data-testid="history-loading">
              <span role="status" className="sr-only">
                Loading the improvement history...
              </span>
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-40 w-full rounded-2xl" />
              ))}
            </div>
          )}
        </section>
      </div>
      <ManualImprovementDialog
        open={manualOpen}
        draft={draft}
        onDraftChange={(d) => {
          setDraft(d);
          setManualError(null);
        }}
        error={manualError}
        blockedReason={blocked}
        onSubmit={(d) => void improve(d)}
        onClose={() => setManualOpen(false)}
      />
      <ImprovementProgressDialog open={progress.open} version={progress.version} onClose={() => setProgress((p) => ({ ...p, open: false }))} />
      <ImprovementSuccessDialog
        version={created}
        note={createdNote}
        onDetails={(v) => {
          setCreated(null);
          setDetails(data?.versions.find((x) => x.id === v.id) ?? v);
        }}
        onClose={() => setCreated(null)}
      />
      <VersionDetailsDialog version={details} onMakeActive={askSwitch} onClose={() => setDetails(null)} />
      <SwitchVersionDialog
        version={switching}
        current={data?.current_version ?? null}
        busy={switchBusy}
        error={switchError}
        onConfirm={(v) => void activate(v)}
        onCancel={() => setSwitching(null)}
      />
    </>
  );
}
