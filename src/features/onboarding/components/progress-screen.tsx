// The onboarding progress page (/progress, spec part 2, sections 2 and 4): Tally is set up for the
// new organisation while four steps tick by, then 'Setup Complete!' counts down to /documents.
// Reached only from the questionnaire's last step (history state onBoardingFlow).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import clsx from 'clsx';
import { AlertTriangle, ArrowRight, Check, CheckCircle2, MessageSquareText } from 'lucide-react';
import type { AuthClient } from '../../../lib/auth-client';
import { currentOrganizationId } from '../../../lib/organization';
import { Button } from '../../../ui/button';
import { LogoMark } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';
import { initializeServices } from '../api';
import '../history-state';
import {
  isAgentsExist,
  isComplete,
  progressFor,
  REDIRECT_COUNTDOWN_S,
  SETUP_STEPS,
  setupErrorMessage,
  STEP_INTERVAL_MS,
  stepStatus,
  type SetupState,
} from '../progress-model';
import { MissionVideo } from './mission-video';
import { TestimonialsCard } from './testimonials-card';

const toDocuments = { to: '/documents', replace: true, state: { fromOnboarding: true } } as const;

export function ProgressScreen({ auth }: { auth: AuthClient }) {
  const router = useRouter();
  // Read once: leaving for /documents changes the location before this screen unmounts.
  const [inFlow] = useState(() => router.state.location.state.onBoardingFlow === true);
  const navigate = useNavigate();

  useEffect(() => {
    if (!inFlow) void navigate({ to: '/', replace: true });
  }, [inFlow, navigate]);

  if (!inFlow) {
    return (
      <main className="grid min-h-dvh place-items-center bg-slate-50 dark:bg-slate-950">
        <Spinner className="size-6 text-teal-700 dark:text-teal-400" label="Redirecting..." />
      </main>
    );
  }
  return <SetupProgress auth={auth} />;
}

function SetupProgress({ auth }: { auth: AuthClient }) {
  const navigate = useNavigate();
  const [stepsDone, setStepsDone] = useState(0);
  const [setup, setSetup] = useState<SetupState>({ kind: 'running' });
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_COUNTDOWN_S);
  const started = useRef(false);
  const complete = isComplete(stepsDone, setup);
  const failed = setup.kind === 'failed';
  const progress = progressFor(stepsDone, setup);

  // The services, once (StrictMode's rehearsal must not set them up twice).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const organizationId = currentOrganizationId(auth.claims());
      if (!organizationId) {
        setSetup({ kind: 'done' });
        return;
      }
      try {
        await initializeServices(organizationId);
      } catch (err) {
        if (isAgentsExist(err)) {
          await auth.refresh().catch(() => undefined);
          await navigate(toDocuments);
          return;
        }
        setSetup({ kind: 'failed', message: setupErrorMessage(err) });
        return;
      }
      // The new token names Tally among the agents this person may use.
      await auth.refresh().catch(() => undefined);
      setSetup({ kind: 'done' });
    })();
  }, [auth, navigate]);

  // The four steps, one every 2 seconds.
  useEffect(() => {
    if (failed || stepsDone >= SETUP_STEPS.length) return;
    const timer = setTimeout(() => setStepsDone((n) => n + 1), STEP_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [stepsDone, failed]);

  // The countdown to /documents once complete.
  useEffect(() => {
    if (!complete) return;
    if (secondsLeft <= 0) {
      void navigate(toDocuments);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [complete, secondsLeft, navigate]);

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white pt-[env(safe-area-inset-top)] dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
          <LogoMark className="size-8" />
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold tracking-tight">Creating Your Agent</h1>
          {complete ? (
            <Link
              to="/chat/{-$conversationId}"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-3 focus-visible:outline-teal-500 dark:text-teal-300 dark:hover:bg-slate-800"
            >
              <MessageSquareText aria-hidden="true" className="size-5" />
              Test Your Agent
            </Link>
          ) : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-5 px-4 py-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-10">
        <section
          aria-labelledby="setup-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:row-span-2 lg:self-start dark:border-slate-800 dark:bg-slate-900"
        >
          {failed ? (
            <SetupFailed message={setup.message} onHome={() => void navigate({ to: '/', replace: true })} />
          ) : complete ? (
            <SetupComplete secondsLeft={secondsLeft} onContinue={() => void navigate(toDocuments)} />
          ) : (
            <>
              <h2 id="setup-title" className="text-xl font-bold tracking-tight sm:text-2xl">
                Setting Up Your Account
              </h2>
              <p className="mt-1 text-slate-600 dark:text-slate-400">Tally is getting ready to read your organization's documents.</p>
              <div className="mt-6 flex items-end justify-between">
                <span className="text-4xl font-bold text-teal-700 tabular-nums dark:text-teal-400" data-testid="progress-percent">
                  {Math.round(progress)}%
                </span>
                {progress === 99 ? <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">Finalizing...</span> : null}
              </div>
              <div
                role="progressbar"
                aria-labelledby="setup-title"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress)}
                className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div className="h-full rounded-full bg-teal-600 transition-[width] duration-700 dark:bg-teal-400" style={{ width: `${progress}%` }} />
              </div>
              <ol className="mt-7 space-y-3">
                {SETUP_STEPS.map((step, i) => {
                  const status = stepStatus(i, stepsDone);
                  return (
                    <li
                      key={step.id}
                      data-status={status}
                      className={clsx(
                        'flex min-h-14 items-center gap-3 rounded-xl border px-4 py-3',
                        status === 'active'
                          ? 'border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-950/60'
                          : 'border-slate-200 dark:border-slate-800',
                      )}
                    >
                      <span
                        className={clsx(
                          'grid size-8 shrink-0 place-items-center rounded-full',
                          status === 'done' && 'bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950',
                          status === 'active' && 'text-teal-700 dark:text-teal-300',
                          status === 'pending' && 'border-2 border-slate-300 dark:border-slate-700',
                        )}
                      >
                        {status === 'done' ? <Check aria-hidden="true" className="size-5" strokeWidth={3} /> : null}
                        {status === 'active' ? <Spinner className="size-6" /> : null}
                      </span>
                      <span className={clsx('font-medium', status === 'pending' && 'text-slate-500 dark:text-slate-400')}>{step.label}</span>
                      <span className="sr-only">{status === 'done' ? '(done)' : status === 'active' ? '(in progress)' : '(waiting)'}</span>
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </section>
        <MissionVideo />
        <TestimonialsCard />
      </div>
    </div>
  );
}

function SetupComplete({ secondsLeft, onContinue }: { secondsLeft: number; onContinue: () => void }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h2 id="setup-title" className="mt-5 text-2xl font-bold tracking-tight">
        Setup Complete!
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Tally is ready. Next, upload your financial documents so it has something to read.</p>
      <div role="progressbar" aria-label="Setup progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={100} className="mt-6 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full w-full rounded-full bg-teal-600 dark:bg-teal-400" />
      </div>
      <p className="mt-2 text-sm font-semibold text-teal-700 dark:text-teal-400" data-testid="progress-percent">
        100%
      </p>
      <p className="mt-5 text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="off" data-testid="redirect-countdown">
        Taking you to your documents in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
      </p>
      <Button className="mt-4 w-full sm:w-auto" onClick={onContinue}>
        Continue Now
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

function SetupFailed({ message, onHome }: { message: string; onHome: () => void }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-8" />
      </span>
      <h2 id="setup-title" className="mt-5 text-2xl font-bold tracking-tight">
        Setup Failed
      </h2>
      <p role="alert" className="mt-2 text-slate-600 dark:text-slate-400">
        {message}
      </p>
      <div className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button variant="secondary" onClick={onHome}>
          Go to Home
        </Button>
      </div>
    </div>
  );
}
