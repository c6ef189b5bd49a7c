import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/u/verify-email?token=abc123', '/u/verify-email?token=[redacted]'],
    ['/authorization?code=xyz&state=s1', '/authorization?code=[redacted]&state=[redacted]'],
    ['/authorize?client_id=steward-web&login_hint=ana%40example.org&nonce=n', '/authorize?client_id=steward-web&login_hint=[redacted]&nonce=[redacted]'],
    ['/signup?email=ana%40example.org', '/signup?email=[redacted]'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
