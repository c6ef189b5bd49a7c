import { describe, expect, it } from 'vitest';
import { isVerificationError, toAuthError } from './auth-client';

describe('toAuthError', () => {
  it('keeps the provider’s error and description', () => {
    expect(toAuthError({ error: 'access_denied', error_description: 'Please verify your email before logging in.' })).toEqual({
      error: 'access_denied',
      description: 'Please verify your email before logging in.',
    });
  });

  it.each([
    [{ error: 'state_mismatch' }, 'Invalid state'],
    [{ error: 'missing_transaction' }, 'Invalid state'],
    [{ error: 'missing_refresh_token' }, 'Missing Refresh Token'],
    [{}, 'Login failed'],
  ])('falls back to the spec’s words for %j', (err, description) => {
    expect(toAuthError(err).description).toBe(description);
  });
});

describe('isVerificationError', () => {
  it('recognises the provider’s verify-your-email refusal and nothing else', () => {
    expect(isVerificationError({ error: 'access_denied', description: 'Please verify your email before logging in.' })).toBe(true);
    expect(isVerificationError({ error: 'access_denied', description: 'Service not found' })).toBe(false);
    expect(isVerificationError(null)).toBe(false);
  });
});
