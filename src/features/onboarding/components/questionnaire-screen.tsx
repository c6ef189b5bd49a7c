// The onboarding questionnaire (spec part 2, sections 2, 4 and 5): one question per step, the
// organisation's name first (it creates the organisation), each answer saved on Next, and the
// last step's Submit going on to /progress. On phones the question fills the screen and the
// Previous/Next bar stays above the keyboard.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { AlertTriangle, ArrowLeft, ArrowRight, CheckCircle2, LogOut } from 'lucide-react';
import type { AuthClient } from '../../../lib/auth-client';
import { ApiError } from '../../../lib/api-client';
import { currentOrganizationId } from '../../../lib/organization';
import { useAbortSignal } from '../../../lib/use-abort-signal';
import { useKeyboardInset } from '../../../lib/use-keyboard-inset';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { LogoMark } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';
import { fetchQuestionnaire, fetchQuestions, questionnaireApi } from '../api';
import '../history-state';
import {
  buildQuestions,
  chooseSingle,
  isAnswered,
  isFirstStep,
  isLastStep,
  next,
  previous,
  resumeIndex,
  setOtherValue,
  setText,
  stepPosition,
  toggleMultiple,
  type FlowState,
} from '../questionnaire-model';
import { QuestionFields } from './question-fields';
import { QuestionIcon } from './question-icon';

/** How long 'Changes saved' stays (spec: 1.5 seconds). */
export const SAVED_INDICATOR_MS = 1500;

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

async function loadFlow(auth: AuthClient, signal: AbortSignal): Promise<FlowState> {
  const organizationId = currentOrganizationId(auth.claims());
  const [defs, saved] = await Promise.all([
    fetchQuestions(signal),
    organizationId
      ? fetchQuestionnaire(organizationId, signal).catch((err: unknown) => {
          // A stale local id (not this person's organisation): start from the name question.
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        })
      : Promise.resolve(null),
  ]);
  const base = {
    questions: buildQuestions(defs, saved),
    index: 0,
    organizationId: saved ? saved.organization_id : null,
    organizationExisted: !!saved,
    completed: saved?.completed ?? false,
  };
  return { ...base, index: resumeIndex(base) };
}

export function QuestionnaireScreen({ auth }: { auth: AuthClient }) {
  const navigate = useNavigate();
  const signal = useAbortSignal();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [flow, setFlow] = useState<FlowState | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedVisible, setSavedVisible] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const keyboard = useKeyboardInset();
  const isMember = (auth.claims()?.db_role ?? '').toUpperCase() === 'MEMBER';

  useEffect(() => {
    // The questionnaire is the organisation's owners' and admins' to answer.
    if (isMember) void navigate({ to: '/chat/{-$conversationId}', replace: true });
  }, [isMember, navigate]);

  useEffect(() => {
    if (isMember) return;
    let live = true;
    setLoad({ kind: 'loading' });
    loadFlow(auth, signal).then(
      (state) => {
        if (!live) return;
        setFlow(state);
        setLoad({ kind: 'ready' });
      },
      (err: unknown) => {
        if (!live || signal.aborted) return;
        setLoad({ kind: 'error', message: err instanceof ApiError ? err.detail : 'Something went wrong.' });
      },
    );
    return () => {
      live = false;
    };
  }, [auth, signal, attempt, isMember]);

  useEffect(() => () => clearTimeout(savedTimer.current), []);

  const stepIndex = flow?.index;
  const focusOnStep = useRef(false);
  useEffect(() => {
    // Screen readers hear the new question; the first load leaves focus where it is.
    if (focusOnStep.current) headingRef.current?.focus({ preventScroll: true });
    focusOnStep.current = true;
    window.scrollTo({ top: 0 });
  }, [stepIndex]);

  const flashSaved = useCallback(() => {
    clearTimeout(savedTimer.current);
    setSavedVisible(true);
    savedTimer.current = setTimeout(() => setSavedVisible(false), SAVED_INDICATOR_MS);
  }, []);

  const goNext = useCallback(async () => {
    if (!flow || saving) return;
    setSaving(true);
    setSavedVisible(false);
    const result = await next(flow, questionnaireApi(auth));
    setSaving(false);
    setFlow(result.state);
    if ((result.kind === 'moved' || result.kind === 'done') && result.saved) flashSaved();
    if (result.kind === 'done') await navigate({ to: '/progress', replace: true, state: { onBoardingFlow: true } });
  }, [auth, flashSaved, flow, navigate, saving]);

  if (isMember) return null;

  if (load.kind === 'loading' || !flow) {
    return (
      <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 dark:bg-slate-950">
        {load.kind === 'error' ? (
          <div className="max-w-sm text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
              <AlertTriangle aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-5 text-xl font-bold">We couldn't load your questionnaire</h1>
            <p role="alert" className="mt-2 text-slate-600 dark:text-slate-400">
              {load.message}
            </p>
            <Button className="mt-6 w-full" onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-5 text-slate-700 dark:text-slate-300">
            <LogoMark className="size-12" />
            <Spinner className="size-6 text-teal-700 dark:text-teal-400" label="Loading your questionnaire..." />
          </div>
        )}
      </main>
    );
  }

  const q = flow.questions[flow.index]!;
  const { step, total } = stepPosition(flow);
  const answered = isAnswered(q);
  const last = isLastStep(flow);
  const footerText = saving ? 'Saving...' : answered ? 'Ready to continue' : 'Please answer to continue';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex h-14 w-full max-w-3xl items-center gap-3 px-4">
          <LogoMark className="size-8" />
          <span className="font-bold tracking-tight max-sm:sr-only">Steward</span>
          <span className="text-sm font-semibold whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300" data-testid="step-indicator">
            Step {step} of {total}
          </span>
          <span aria-live="polite" className="ml-auto flex min-w-0 items-center text-sm whitespace-nowrap">
            {saving ? (
              <span className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
                <Spinner className="size-4" />
                Saving...
              </span>
            ) : savedVisible ? (
              <span className="flex items-center gap-1.5 font-medium text-teal-700 dark:text-teal-400">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Changes saved
              </span>
            ) : null}
          </span>
          <IconButton icon={LogOut} label="Sign Out" onClick={() => void auth.logout()} tone="text-slate-600 dark:text-slate-300" />
        </div>
        <div className="mx-auto w-full max-w-3xl px-4 pb-3">
          <p id={`${headingId}-progress`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Getting to know your organization
          </p>
          <div
            role="progressbar"
            aria-labelledby={`${headingId}-progress`}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={step}
            aria-valuetext={`Step ${step} of ${total}`}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full rounded-full bg-teal-600 transition-[width] duration-300 dark:bg-teal-400" style={{ width: `${(step / total) * 100}%` }} />
          </div>
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-6 pb-6 sm:pt-10">
        <form
          key={q.def.questionId}
          className="motion-safe:animate-[step-in_200ms_ease-out]"
          onSubmit={(e) => {
            e.preventDefault();
            if (answered) void goNext();
          }}
          data-question-id={q.def.questionId}
        >
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950">
              <QuestionIcon name={q.def.icon} className="size-6" />
            </span>
            <p className="text-sm font-semibold text-teal-800 dark:text-teal-300">{q.def.title}</p>
          </div>
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            {q.def.question}
          </h1>
          {q.def.description ? <p className="mt-2 text-slate-600 dark:text-slate-400">{q.def.description}</p> : null}
          <fieldset disabled={saving} className="mt-6">
            <QuestionFields
              q={q}
              labelledBy={headingId}
              handlers={{
                onText: (v) => setFlow((s) => s && setText(s, v)),
                onChoose: (name) => setFlow((s) => s && chooseSingle(s, name)),
                onToggle: (name) => setFlow((s) => s && toggleMultiple(s, name)),
                onOther: (v) => setFlow((s) => s && setOtherValue(s, v)),
                onSubmit: () => {
                  if (answered) void goNext();
                },
              }}
            />
          </fieldset>
        </form>
      </main>

      <footer
        className="sticky bottom-0 z-10 border-t border-slate-200 bg-white/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
        style={keyboard ? { bottom: keyboard, paddingBottom: '0.75rem' } : undefined}
      >
        <div className="mx-auto grid w-full max-w-3xl grid-cols-2 items-center gap-x-3 gap-y-2 px-4 pt-2.5 sm:flex sm:pt-3">
          <p
            className={clsx(
              'col-span-2 text-center text-sm sm:order-2 sm:min-w-0 sm:flex-1',
              answered ? 'text-teal-800 dark:text-teal-300' : 'text-slate-600 dark:text-slate-400',
            )}
            data-testid="footer-text"
          >
            {footerText}
          </p>
          <Button
            variant="secondary"
            className="px-4 sm:order-1"
            disabled={isFirstStep(flow) || saving}
            onClick={() => setFlow((s) => s && previous(s))}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          <Button className="px-5 sm:order-3" disabled={!answered || saving} onClick={() => void goNext()}>
            {last ? 'Submit' : 'Next'}
            {last ? null : <ArrowRight aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </footer>
    </div>
  );
}
