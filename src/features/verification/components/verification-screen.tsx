// The verification screen (/non-profit-verification, spec part 1, sections 2 to 5, 8 and 9): the
// organisation's IRS determination letter is chosen (or, on phones, photographed), uploaded with
// real progress, read and checked by the server, and the screen shows where the organisation
// stands: success with its EIN and the letter's date, failed with the reason and Try Again (then
// Request Manual Review after 2 failures), or the manual review waiting. Members see the standing
// without the actions.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { AlertTriangle, BadgeCheck, Camera, CheckCircle2, Clock, FileText, Info, RotateCw, ShieldCheck, UploadCloud, X, XCircle } from 'lucide-react';
import { NEW_USER, NO_ORGANIZATION } from '../../../../contracts/roles';
import type { VerificationStanding } from '../../../../contracts/verification';
import { MANUAL_REVIEW_TURNAROUND, VERIFICATION_ACCEPT, VERIFICATION_MESSAGES } from '../../../../contracts/verification-constants';
import type { AuthClient } from '../../../lib/auth-client';
import { ApiError } from '../../../lib/api-client';
import { currentOrganizationId } from '../../../lib/organization';
import { appStore } from '../../../lib/store';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast';
import { fetchStanding, requestManualReview, uploadLetter, type UploadAnswer } from '../api';
import { attemptsMessage, failedActions, initialState, reducer, type VerificationEvent, type VerificationState } from '../machine';
import { prepareLetterPhoto } from '../photo';
import { rememberStanding, standingsAtom } from '../use-verification-status';
import { formatBytes, validateLetter } from '../validation';
import { HiddenFileInput } from '../../../ui/hidden-file-input';
import { useFileDrop } from '../../../ui/use-file-drop';

/** The calls, swappable in tests. */
export interface VerificationApi {
  standing(organizationId: string, signal?: AbortSignal): Promise<VerificationStanding>;
  upload(organizationId: string, file: File, hooks: { onProgress(p: number): void; onSent(): void }): Promise<UploadAnswer>;
  requestReview(organizationId: string): Promise<VerificationStanding>;
}

export function createVerificationApi(auth: Pick<AuthClient, 'token' | 'refresh'>): VerificationApi {
  return {
    standing: fetchStanding,
    upload: (organizationId, file, hooks) => uploadLetter(organizationId, file, file.name, { token: () => auth.token(), refresh: () => auth.refresh() }, hooks),
    requestReview: requestManualReview,
  };
}

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

const longDate = (iso: string | null) =>
  iso ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : null;

function StateHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} tabIndex={-1} className="text-xl font-bold tracking-tight focus:outline-none">
      {children}
    </h3>
  );
}

function Outcome({
  tone,
  icon: Icon,
  title,
  children,
  testId,
}: {
  tone: 'success' | 'danger' | 'waiting';
  icon: typeof CheckCircle2;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const tones = {
    success: 'bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
    danger: 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300',
    waiting: 'bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-300',
  };
  return (
    <section aria-labelledby="verification-state" className={clsx(card, 'text-center')} data-testid={testId}>
      <span className={clsx('mx-auto grid size-16 place-items-center rounded-full', tones[tone])}>
        <Icon aria-hidden="true" className="size-9" />
      </span>
      <div className="mt-4">
        <StateHeading id="verification-state">{title}</StateHeading>
      </div>
      <div className="mt-2 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm dark:bg-slate-800/60">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-semibold break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Working({ title, detail, progress }: { title: string; detail: string; progress?: number }) {
  return (
    <section aria-labelledby="verification-state" className={clsx(card, 'text-center')} data-testid="verification-working" aria-busy="true">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
        <Spinner className="size-9" />
      </span>
      <div className="mt-4">
        <StateHeading id="verification-state">{title}</StateHeading>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300" role="status">
        {detail}
      </p>
      {progress !== undefined ? (
        <div className="mx-auto mt-5 max-w-sm">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-teal-600 transition-[width] duration-200 dark:bg-teal-400" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-2 text-sm font-medium text-slate-600 tabular-nums dark:text-slate-400">{progress}%</p>
        </div>
      ) : null}
    </section>
  );
}

function UploadCard({
  state,
  dispatch,
  onVerify,
}: {
  state: VerificationState;
  dispatch: (e: VerificationEvent) => void;
  onVerify: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const failed = state.standing?.failed_attempts ?? 0;

  const choose = (file: File | null) => dispatch({ type: 'choose', file });
  const { dragging, dropHandlers } = useFileDrop((files) => choose(files[0] ?? null));
  const fromCamera = async (file: File | undefined) => {
    if (!file) return;
    // A photo is made smaller (and a JPEG) before its type and size are judged.
    setPreparing(true);
    try {
      choose(await prepareLetterPhoto(file));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <section aria-labelledby="upload-heading" className={card} data-testid="verification-idle">
      <h3 id="upload-heading" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Upload your IRS determination letter
      </h3>
      {failed > 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {failed} failed attempt{failed === 1 ? '' : 's'} so far.
        </p>
      ) : null}
      <div
        {...dropHandlers}
        className={clsx(
          // A drop zone where files can be dropped (larger screens); on phones, the two buttons.
          'mt-4 text-center transition-colors sm:rounded-2xl sm:border-2 sm:border-dashed sm:p-5',
          dragging ? 'border-teal-600 bg-teal-50 dark:bg-teal-950/40' : 'sm:border-slate-300 dark:sm:border-slate-700',
        )}
      >
        <UploadCloud aria-hidden="true" className="mx-auto hidden size-10 text-teal-700 sm:block dark:text-teal-400" />
        <p className="font-semibold sm:mt-2">
          <span className="hidden sm:inline">Drop your letter here or choose a file</span>
          <span className="sm:hidden">Choose your letter or take a photo of it</span>
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">PDF, JPG or PNG, less than 10MB</p>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => picker.current?.click()}>
            <FileText aria-hidden="true" className="size-5" />
            Choose File
          </Button>
          <Button variant="secondary" onClick={() => camera.current?.click()} className="sm:hidden" disabled={preparing}>
            <Camera aria-hidden="true" className="size-5" />
            Take a photo of your letter
          </Button>
        </div>
        <HiddenFileInput ref={picker} accept={VERIFICATION_ACCEPT} testId="verification-file-input" onFiles={(files) => choose(files[0] ?? null)} />
        <HiddenFileInput ref={camera} accept="image/*" camera testId="verification-camera-input" onFiles={(files) => void fromCamera(files[0])} />
      </div>

      {preparing ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-4" label="Preparing your photo..." />
        </p>
      ) : null}
      {state.file ? (
        <div className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700" data-testid="verification-chosen-file">
          <FileText aria-hidden="true" className="size-6 shrink-0 text-teal-700 dark:text-teal-400" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{state.file.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{formatBytes(state.file.size)}</p>
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: 'clear' })}
            aria-label={`Remove ${state.file.name}`}
            className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      {state.fileError ? (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-red-700 dark:text-red-400" data-testid="verification-file-error">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.fileError}
        </p>
      ) : null}
      <Button onClick={onVerify} className="mt-5 w-full" disabled={preparing}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        Verify Document
      </Button>
    </section>
  );
}

export function VerificationScreen({ auth, api: givenApi }: { auth: AuthClient; api?: VerificationApi }) {
  const api = useMemo(() => givenApi ?? createVerificationApi(auth), [givenApi, auth]);
  const claims = auth.claims();
  const organizationId = currentOrganizationId(claims);
  const organizationName =
    claims?.db_organization_name && ![NEW_USER, NO_ORGANIZATION].includes(claims.db_organization_name) ? claims.db_organization_name : 'your organization';
  const canAct = claims?.db_role === 'OWNER' || claims?.db_role === 'ADMIN';
  const [state, dispatch] = useReducer(reducer<File>, organizationId, (id) => initialState<File>(id ? (appStore.get(standingsAtom)[id] ?? null) : null));
  const headingFocus = useRef(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const learn = useCallback(
    (standing: VerificationStanding) => {
      if (organizationId) rememberStanding(organizationId, standing);
    },
    [organizationId],
  );

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!organizationId) return dispatch({ type: 'load-failed' });
      try {
        const standing = await api.standing(organizationId, signal);
        learn(standing);
        dispatch({ type: 'loaded', standing });
      } catch (err) {
        if ((err as { name?: string } | null)?.name === 'AbortError') return;
        dispatch({ type: 'load-failed' });
      }
    },
    [api, organizationId, learn],
  );

  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  // A letter being read elsewhere (another device): look again until it is done.
  const elsewhere = state.phase === 'verifying' && !state.file;
  useEffect(() => {
    if (!elsewhere) return;
    const timer = setInterval(() => void load(), 3000);
    return () => clearInterval(timer);
  }, [elsewhere, load]);

  // Each new state is announced: focus moves to its heading.
  useEffect(() => {
    if (!headingFocus.current) return;
    headingFocus.current = false;
    const target = document.getElementById(state.phase === 'idle' ? 'upload-heading' : 'verification-state');
    target?.focus();
  }, [state.phase]);

  const step = (event: VerificationEvent) => {
    if (!live.current) return;
    headingFocus.current = true;
    dispatch(event);
  };

  async function verify() {
    const problem = validateLetter(state.file);
    if (problem || !state.file || !organizationId) {
      dispatch({ type: 'submit' });
      return;
    }
    const file = state.file;
    step({ type: 'submit' });
    const answer = await api.upload(organizationId, file, {
      onProgress: (percent) => live.current && dispatch({ type: 'progress', percent }),
      onSent: () => live.current && step({ type: 'sent' }),
    });
    switch (answer.kind) {
      case 'result':
        learn(answer.standing);
        step({ type: 'result', standing: answer.standing });
        break;
      case 'refused':
        step({ type: 'refused', message: answer.message });
        break;
      case 'stale':
        headingFocus.current = true;
        await load();
        break;
      case 'error':
        step({ type: 'error', detail: answer.detail });
        break;
    }
  }

  async function askForReview() {
    if (!organizationId || state.requestingReview) return;
    dispatch({ type: 'review-start' });
    try {
      const standing = await api.requestReview(organizationId);
      learn(standing);
      step({ type: 'review-done', standing });
    } catch (err) {
      const detail = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.detail : null;
      toast(VERIFICATION_MESSAGES.reviewFailed, { variant: 'error', ...(detail ? { description: detail } : {}) });
      if (live.current) dispatch({ type: 'review-failed', detail });
    }
  }

  const standing = state.standing;
  // Verified, or waiting for the operators: nothing left to explain about uploading.
  const settled = state.phase === 'success' || state.phase === 'manual-review-pending';

  let body: ReactNode;
  switch (state.phase) {
    case 'loading':
      body = (
        <section className={clsx(card, 'flex justify-center py-10')}>
          <Spinner className="size-8" label="Loading your verification status..." />
        </section>
      );
      break;
    case 'load-error':
      body = (
        <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-700 dark:text-red-400" />
          <p className="mt-3 font-semibold text-red-900 dark:text-red-200">Couldn't load your verification status</p>
          <Button variant="secondary" onClick={() => void load()} className="mt-4">
            <RotateCw aria-hidden="true" className="size-5" />
            Retry
          </Button>
        </section>
      );
      break;
    case 'uploading':
      body = <Working title="Uploading your letter..." detail="Keep this page open while your letter uploads." progress={state.progress} />;
      break;
    case 'verifying':
      body = <Working title="Verifying your document..." detail="We're reading your letter and checking it. This takes a few seconds." />;
      break;
    case 'success':
      body = (
        <Outcome tone="success" icon={BadgeCheck} title="Verification Successful" testId="verification-success">
          <p>{organizationName} is verified as a 501(c)(3) nonprofit.</p>
          <Facts
            rows={[
              ['EIN', standing?.ein ?? 'Not found on the letter'],
              ['Letter date', longDate(standing?.letter_date ?? null) ?? 'Not found on the letter'],
              ...(standing?.verified_at ? ([['Verified on', longDate(standing.verified_at)!]] as Array<[string, string]>) : []),
            ]}
          />
          <Link
            to="/chat/{-$conversationId}"
            params={{}}
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950"
          >
            Continue to Chat
          </Link>
        </Outcome>
      );
      break;
    case 'manual-review-pending':
      body = (
        <Outcome tone="waiting" icon={Clock} title="Manual Review Requested" testId="verification-review-pending">
          <p className="font-medium text-slate-900 dark:text-slate-100">{MANUAL_REVIEW_TURNAROUND}.</p>
          <p>Our team is checking the letter you uploaded. We'll email the owner of {organizationName} with the outcome, and it will show here.</p>
        </Outcome>
      );
      break;
    case 'manual-review-rejected':
      body = (
        <Outcome tone="danger" icon={XCircle} title={VERIFICATION_MESSAGES.failed} testId="verification-review-rejected">
          <p>Our team reviewed your letter and couldn't verify {organizationName} from it.</p>
          {standing?.review?.note ? (
            <p className="rounded-xl bg-slate-50 p-3 text-left text-sm dark:bg-slate-800/60">
              <span className="font-semibold">Their note: </span>
              {standing.review.note}
            </p>
          ) : null}
          {canAct ? (
            <Button onClick={() => step({ type: 'try-again' })} className="w-full">
              <RotateCw aria-hidden="true" className="size-5" />
              Try Again
            </Button>
          ) : null}
        </Outcome>
      );
      break;
    case 'failed': {
      const actions = failedActions(state);
      const failedCount = standing?.failed_attempts ?? 0;
      body = (
        <Outcome tone="danger" icon={XCircle} title={state.error?.title ?? VERIFICATION_MESSAGES.failed} testId="verification-failed">
          {state.error?.detail ? <p data-testid="verification-reason">{state.error.detail}</p> : null}
          {failedCount > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {failedCount} failed attempt{failedCount === 1 ? '' : 's'}
            </p>
          ) : null}
          {actions.attemptsMessage ? (
            <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-left text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200" data-testid="verification-attempts-message">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {attemptsMessage(failedCount)}
            </p>
          ) : null}
          {state.reviewError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {state.reviewError}
            </p>
          ) : null}
          {canAct ? (
            <div className="flex flex-col gap-3">
              {actions.requestReview ? (
                <Button onClick={() => void askForReview()} disabled={state.requestingReview} className="w-full">
                  {state.requestingReview ? <Spinner className="size-5" /> : <Clock aria-hidden="true" className="size-5" />}
                  {state.requestingReview ? 'Submitting...' : 'Request Manual Review'}
                </Button>
              ) : null}
              {actions.tryAgain ? (
                <Button onClick={() => step({ type: 'try-again' })} className="w-full" variant={actions.requestReview ? 'secondary' : 'primary'}>
                  <RotateCw aria-hidden="true" className="size-5" />
                  Try Again
                </Button>
              ) : null}
              {actions.anotherLetter && !actions.tryAgain ? (
                <Button variant="ghost" onClick={() => step({ type: 'try-again' })} className="w-full">
                  Upload a different letter
                </Button>
              ) : null}
            </div>
          ) : (
            <p className="text-sm">Only owners and admins can upload a letter or request a manual review.</p>
          )}
        </Outcome>
      );
      break;
    }
    case 'idle':
      body = canAct ? (
        <UploadCard state={state} dispatch={dispatch} onVerify={() => void verify()} />
      ) : (
        <section className={card} data-testid="verification-members-note">
          <h3 id="upload-heading" className="text-lg font-semibold">
            Not verified yet
          </h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Owners and admins of {organizationName} can verify it by uploading its IRS determination letter.
          </p>
        </section>
      );
      break;
  }

  return (
    <>
      <PageHeader title="Nonprofit Verification" />
      <div className="mx-auto max-w-2xl space-y-5 px-4 py-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] md:px-6">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
            <BadgeCheck aria-hidden="true" className="size-7 shrink-0 text-teal-700 dark:text-teal-400" />
            Verify your 501(c)(3) status
          </h2>
          {settled ? null : (
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Upload the IRS determination letter of {organizationName}. We read it and check for the 501(c)(3) wording, your EIN and your organization's name.
            </p>
          )}
        </div>
        {body}
        {settled ? null : (
          <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/60 dark:text-sky-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              The determination letter is the one the IRS sent when it recognised your organization as tax-exempt under section 501(c)(3). If you can't
              find it, the IRS can send a copy (Form 4506-B). After 2 failed attempts you can ask our team to review your letter.
            </span>
          </p>
        )}
      </div>
    </>
  );
}
