// The onboarding progress page's rules (spec part 2, sections 2, 4 and 9) as pure values and
// functions: four steps every 2 seconds, progress capped at 70 until the steps are done, then 99
// ('Finalizing...'), then 100 once the services are set up; agents_exist counts as success.
import { AGENTS_EXIST } from '../../../contracts/onboarding-constants';
import { ApiError } from '../../lib/api-client';

export const STEP_INTERVAL_MS = 2000;
export const STEP_PROGRESS_CAP = 70;
export const FINALIZING_PROGRESS = 99;
export const REDIRECT_COUNTDOWN_S = 45;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const TESTIMONIAL_FADE_AFTER_MS = 4500;

export const SETUP_STEPS = [
  { id: 'agents', label: 'Your Agent is being Onboarded' },
  { id: 'workspace', label: 'Creating your workspace' },
  { id: 'integration', label: 'Connecting your systems' },
  { id: 'finalization', label: 'Finalizing your setup' },
] as const;

export type SetupState = { kind: 'running' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The percentage shown after `stepsDone` steps (0-4), given whether setup has finished. */
export function progressFor(stepsDone: number, setup: SetupState): number {
  if (stepsDone < SETUP_STEPS.length) return Math.min(STEP_PROGRESS_CAP, (stepsDone * STEP_PROGRESS_CAP) / SETUP_STEPS.length);
  return setup.kind === 'done' ? 100 : FINALIZING_PROGRESS;
}

export const isComplete = (stepsDone: number, setup: SetupState) => stepsDone >= SETUP_STEPS.length && setup.kind === 'done';

/** A 400 whose detail mentions agents_exist: the agent is set up already, which is success. */
export const isAgentsExist = (err: unknown) => err instanceof ApiError && err.status === 400 && err.detail.includes(AGENTS_EXIST);

export const setupErrorMessage = (err: unknown) =>
  err instanceof ApiError && err.detail ? err.detail : err instanceof Error && err.message ? err.message : 'Failed to initialize services';

export type StepStatus = 'done' | 'active' | 'pending';
export const stepStatus = (index: number, stepsDone: number): StepStatus =>
  index < stepsDone ? 'done' : index === stepsDone ? 'active' : 'pending';
