// The client address that per-network rate limits count by (issue 14, finding 2): behind the
// proxies TRUST_PROXY names, a client cannot pick its own bucket by writing X-Forwarded-For.
import { afterAll, describe, expect, it } from 'vitest';
import type { StewardApp } from '../../app';
import { createTestApp, PUBLIC_URL, uniqueEmail } from '../../../tests/server/harness';

const apps: StewardApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Password-reset requests are limited per network (3 here); each asks for a new address. */
async function resetApp(env: Record<string, string>) {
  const app = await createTestApp({ env: { STEWARD_DEV_MAILBOX: 'on', ...env }, identityRateLimits: { signupPerIp: { limit: 3, windowSeconds: 3600 } } });
  apps.push(app);
  return (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/u/forgot-password',
      remoteAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC_URL,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: new URLSearchParams({ email: uniqueEmail('reset') }).toString(),
    });
}

const statuses = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).statusCode);
  return out;
};

describe('the client address behind TRUST_PROXY', () => {
  it('with a hop count (1): a forged X-Forwarded-For in front of the proxy’s own entry does not move the bucket', async () => {
    const send = await resetApp({ TRUST_PROXY: '1' });
    // What the load balancer (10.0.0.2) passes on: the client's forged value, then the address it saw.
    const forged = await statuses(5, (i) => send('10.0.0.2', `198.51.100.${i + 1}, 203.0.113.7`));
    expect(forged).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy has its own bucket.
    expect((await send('10.0.0.2', '203.0.113.8')).statusCode).toBe(200);
  });

  it('with proxy addresses: only those proxies are believed; a client that reaches Steward directly is counted by its own address', async () => {
    const send = await resetApp({ TRUST_PROXY: '10.0.0.0/8' });
    const direct = await statuses(4, (i) => send('198.51.100.9', `192.0.2.${i + 1}`));
    expect(direct).toEqual([200, 200, 200, 429]);
    const proxied = await statuses(4, (i) => send('10.1.2.3', `192.0.2.${i + 50}, 10.9.9.9, 203.0.113.20`));
    expect(proxied).toEqual([200, 200, 200, 429]);
  });

  it('without TRUST_PROXY: X-Forwarded-For is ignored', async () => {
    const send = await resetApp({});
    expect(await statuses(4, (i) => send('127.0.0.1', `192.0.2.${i + 1}`))).toEqual([200, 200, 200, 429]);
  });
});
