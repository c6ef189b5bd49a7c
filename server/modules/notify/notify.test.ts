import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { notifyRequests, users } from '../../db/schema';
import { createTestApp, uniqueEmail } from '../../../tests/server/harness';
import { decodeJwt, signedUpWithTokens } from '../../../tests/server/oauth';

let app: StewardApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function registeredToken() {
  const email = uniqueEmail('notify');
  const { tokens } = await signedUpWithTokens(app, email);
  const sub = decodeJwt(tokens.access_token).sub as string;
  await app.inject({ method: 'POST', url: '/api/auth/register', headers: { authorization: `Bearer ${tokens.access_token}` }, payload: { email, external_id: sub, name: 'N' } });
  return { token: tokens.access_token, email, sub };
}

const notify = (token: string | null, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/notify', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body as object });

describe('POST /api/notify', () => {
  it('stores a request once per person and assistant, updating the address when asked again', async () => {
    const { token, email, sub } = await registeredToken();
    const first = await notify(token, { assistant_id: 'grant', email });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed', assistant_id: 'grant', email });
    const again = await notify(token, { assistant_id: 'grant', email: 'other@example.org' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('already_subscribed');
    const clara = await notify(token, { assistant_id: 'clara', email });
    expect(clara.statusCode).toBe(201);

    const db = app.steward.database.db;
    const user = (await db.select().from(users).where(eq(users.externalId, sub)))[0]!;
    const rows = await db.select().from(notifyRequests).where(eq(notifyRequests.userId, user.id));
    expect(rows).toHaveLength(2);
    const grant = (await db.select().from(notifyRequests).where(and(eq(notifyRequests.userId, user.id), eq(notifyRequests.assistantId, 'grant'))))[0]!;
    expect(grant.email).toBe('other@example.org');
  });

  it('refuses Tally (usable already), unknown assistants and bad addresses with 400', async () => {
    const { token, email } = await registeredToken();
    expect((await notify(token, { assistant_id: 'tally', email })).statusCode).toBe(400);
    expect((await notify(token, { assistant_id: 'nobody', email })).statusCode).toBe(400);
    expect((await notify(token, { assistant_id: 'grant', email: 'not-an-email' })).statusCode).toBe(400);
    expect((await notify(token, { assistant_id: 'grant', email: '' })).statusCode).toBe(400);
  });

  it('needs a signed-in, registered person', async () => {
    expect((await notify(null, { assistant_id: 'grant', email: 'a@b.org' })).statusCode).toBe(401);
    const { tokens } = await signedUpWithTokens(app, uniqueEmail('unregistered'));
    const res = await notify(tokens.access_token, { assistant_id: 'grant', email: 'a@b.org' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_registered');
  });
});
