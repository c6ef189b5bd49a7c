import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isAgentsExist, isComplete, progressFor, setupErrorMessage, stepStatus } from './progress-model';

describe('onboarding progress', () => {
  const running = { kind: 'running' } as const;
  const done = { kind: 'done' } as const;

  it('rises by 70/4 per step, capped at 70, then 99 until setup finishes, then 100', () => {
    expect([0, 1, 2, 3].map((n) => progressFor(n, running))).toEqual([0, 17.5, 35, 52.5]);
    expect(progressFor(3, done)).toBe(52.5);
    expect(progressFor(4, running)).toBe(99);
    expect(progressFor(4, done)).toBe(100);
    expect(progressFor(9, running)).toBe(99);
  });

  it('is complete only when the four steps are done and setup has finished', () => {
    expect(isComplete(3, done)).toBe(false);
    expect(isComplete(4, running)).toBe(false);
    expect(isComplete(4, done)).toBe(true);
  });

  it('treats a 400 mentioning agents_exist as success, nothing else', () => {
    expect(isAgentsExist(new ApiError(400, 'agents_exist: Tally is already set up', 'agents_exist'))).toBe(true);
    expect(isAgentsExist(new ApiError(409, 'agents_exist', 'agents_exist'))).toBe(false);
    expect(isAgentsExist(new ApiError(400, 'Unknown agent', 'unknown_agent'))).toBe(false);
    expect(isAgentsExist(new Error('agents_exist'))).toBe(false);
  });

  it("shows the error's detail, or 'Failed to initialize services'", () => {
    expect(setupErrorMessage(new ApiError(500, 'Database unavailable', 'x'))).toBe('Database unavailable');
    expect(setupErrorMessage(new ApiError(500, '', 'x'))).toBe('Failed to initialize services');
    expect(setupErrorMessage('boom')).toBe('Failed to initialize services');
  });

  it('marks steps done, active and pending', () => {
    expect([0, 1, 2, 3].map((i) => stepStatus(i, 2))).toEqual(['done', 'done', 'active', 'pending']);
  });
});
