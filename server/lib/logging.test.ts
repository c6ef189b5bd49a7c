import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { redactUrl, loggerOptions } from './logging';
import { buildApp, type StewardApp } from '../app';
import { testConfig, testDatabase } from '../../tests/server/harness';

describe('redactUrl', () => {
  it.each([
    ['/u/verify-email?token=abc123', '/u/verify-email?token=[redacted]'],
    ['/authorization?code=xyz&state=s1', '/authorization?code=[redacted]&state=[redacted]'],
    ['/authorize?client_id=steward-web&login_hint=ana%40example.org&nonce=n', '/authorize?client_id=steward-web&login_hint=[redacted]&nonce=[redacted]'],
    ['/signup?email=ana%40example.org', '/signup?email=[redacted]'],
    ['/api/health', '/api/health'],
    // Download links: the signature is the secret (issue 14, finding 7).
    ['/api/documents/0b6f/download?expires=1790000000&signature=AbC_dEf-123', '/api/documents/0b6f/download?expires=1790000000&signature=[redacted]'],
    ['/api/improvement-files/0b6f/download?signature=AbC&expires=1', '/api/improvement-files/0b6f/download?signature=[redacted]&expires=1'],
    // A manual review's link is its token.
    ['/api/verification/reviews/Zm9vYmFyYmF6', '/api/verification/reviews/[redacted]'],
    ['/api/verification/reviews/Zm9vYmFyYmF6/letter', '/api/verification/reviews/[redacted]/letter'],
    ['/api/verification/reviews/Zm9vYmFyYmF6?decision=approve', '/api/verification/reviews/[redacted]?decision=approve'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let app: StewardApp;
  beforeAll(async () => {
    const database = await testDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database: { ...database, close: async () => {} },
      logger: { ...(loggerOptions('info') as object), stream },
      documents: { runJobs: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('never holds a review token or a download signature in clear', async () => {
    const token = 'review-token-that-must-not-be-logged-0123456789';
    const signature = 'A'.repeat(43);
    await app.inject({ method: 'GET', url: `/api/verification/reviews/${token}` });
    await app.inject({ method: 'GET', url: `/api/documents/00000000-0000-4000-8000-000000000000/download?expires=1&signature=${signature}` });
    const log = lines.join('');
    expect(log).toContain('/api/verification/reviews/[redacted]');
    expect(log).toContain('signature=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(signature);
  });
});
