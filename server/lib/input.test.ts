// Hostile input on every route (issue 14, finding 3): a NUL or another control character in a
// path parameter, the query, a JSON or form body, a multipart field or file name answers 400 with
// a sentence, and a malformed multipart body answers 400, never 500. The table is the app's own
// route list, so a route added later is covered without anyone remembering to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { StewardApp } from '../app';
import { documents, feedback, improvementVersions, organizations, queryUsage, teamInvites } from '../db/schema';
import { createTestApp, PUBLIC_URL } from '../../tests/server/harness';
import { onboardedOwner, type Organisation } from '../../tests/server/documents';
import { newThread, orgWithDocuments } from '../../tests/server/chat';
import { mailbox } from '../../tests/server/oauth';
import { cleanName, hasControlCharacter } from './input';

let app: StewardApp;
let org: Organisation;
let threadId: string;

beforeAll(async () => {
  app = await createTestApp();
  org = await orgWithDocuments(app, 'Hostile Input Food Bank');
  threadId = (await newThread(app, org, org)).id;
}, 60_000);
afterAll(async () => {
  await app.close();
});

const auth = () => ({ authorization: `Bearer ${org.token}` });
const BOUNDARY = 'steward-hostile-boundary';
const multipart = (_body: string, boundary: string | null = BOUNDARY) => ({
  'content-type': boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
});
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, fileName: string, content: string, type = 'text/csv') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
const end = `--${BOUNDARY}--\r\n`;

/** A concrete path for a route pattern: each parameter filled with `value`. */
const fill = (url: string, value: (name: string) => string) => url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => value(name));
const idFor = (name: string) => (name === 'thread_id' ? threadId : name === 'id' ? org.orgId : 'x');

function expectRefused(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
  if (res.body) {
    const body = res.json() as { code?: string; error?: string; error_description?: string; detail?: string };
    // The API's { detail, code }, or OAuth's { error, error_description } on /oauth/*.
    expect(body.code ?? body.error, what).toMatch(/^(invalid_characters|malformed_form|invalid_request)$/);
    expect(body.detail ?? body.error_description, what).toMatch(/control character|not well-formed multipart/);
  }
}

/** Routes that answer in onRequest, before a byte of the request is read or anything is kept. */
const READS_NOTHING = ['POST /share-target'];

const routeList = () => {
  const seen = new Set<string>();
  return app.steward.routes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key) || READS_NOTHING.includes(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Routes that read multipart bodies; every other route has no multipart parser (415). */
const MULTIPART_ROUTES = [
  'POST /api/organization/agent/documents/upload',
  'POST /api/organization/agent/documents/upload-multiple',
  'POST /api/feedback',
  'POST /api/organization/:id/improvements',
  'POST /api/organization/:id/verification',
];

describe('every route', () => {
  it('has a list to go through', () => {
    const keys = routeList().map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(60);
    for (const route of MULTIPART_ROUTES) expect(keys).toContain(route);
  });

  it('(but the share target, which redirects before reading anything)', async () => {
    const res = await app.inject({ method: 'POST', url: '/share-target?q=%00', headers: { ...multipart('') }, payload: `${field('title', 'a\u0000')}${end}` });
    expect(res.statusCode).toBe(303);
  });

  it('refuses a NUL or another control character in the query string with 400', async () => {
    for (const route of routeList()) {
      if (route.method === 'OPTIONS') continue;
      const url = fill(route.url, idFor).replace(/\*$/, 'x');
      for (const bad of ['%00', '%1B', '%0A']) {
        const res = await app.inject({ method: route.method as 'GET', url: `${url}?q=a${bad}b`, headers: auth() });
        expectRefused(res, `${route.method} ${route.url} ?q=a${bad}b`);
      }
    }
  });

  it('refuses a NUL in a path parameter with 400', async () => {
    for (const route of routeList()) {
      if (!route.url.includes(':') || route.method === 'OPTIONS') continue;
      const res = await app.inject({ method: route.method as 'GET', url: fill(route.url, () => 'a%00b'), headers: auth() });
      expectRefused(res, `${route.method} ${route.url} with a NUL parameter`);
    }
  });

  it('refuses a NUL or another control character in a JSON or form body with 400 (tab and line breaks are text)', async () => {
    for (const route of routeList()) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
      const url = fill(route.url, idFor);
      for (const bad of ['\u0000', '\u0007', '\u001f']) {
        const json = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...auth(), origin: PUBLIC_URL },
          payload: { name: `a${bad}b`, nested: { list: ['ok', `x${bad}`] } },
        });
        if (json.statusCode !== 415) expectRefused(json, `${route.method} ${route.url} JSON with U+${bad.charCodeAt(0).toString(16).padStart(4, '0')}`);
        const form = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...auth(), origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ email: `a${bad}@example.org`, text: 'fine' }).toString(),
        });
        if (form.statusCode !== 415) expectRefused(form, `${route.method} ${route.url} form with U+${bad.charCodeAt(0).toString(16).padStart(4, '0')}`);
        // At least one of the two kinds of body is taken by every such route.
        expect([json.statusCode, form.statusCode], `${route.method} ${route.url}`).toContain(400);
      }
    }
  });

  it('answers a malformed multipart body, or a NUL in a multipart field or file name, with 400 where multipart is taken, and never a 500 elsewhere', async () => {
    const bodies: [string, Record<string, string>, string][] = [
      ['no boundary', multipart('', null), `${field('organization_id', org.orgId)}${end}`],
      ['cut short', multipart(''), `${field('organization_id', org.orgId)}${file('file', 'shot.png', 'a,b\n1,2\n', 'image/png')}`.slice(0, -2)],
      ['no closing boundary', multipart(''), `${field('text', 'x'.repeat(40))}--${BOUNDARY}`],
      ['a NUL in a field', multipart(''), `${field('organization_id', org.orgId)}${field('text', 'Personnel means\u0000 salaries')}${field('description', 'a\u0000b')}${end}`],
      ['a NUL in a file name', multipart(''), `${field('organization_id', org.orgId)}${field('agent_id', org.agentId)}${file('file', 'bud\u0000get.csv', 'a,b\n1,2\n')}${end}`],
    ];
    for (const route of routeList()) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
      const key = `${route.method} ${route.url}`;
      for (const [what, headers, payload] of bodies) {
        const res = await app.inject({ method: route.method as 'POST', url: fill(route.url, idFor), headers: { ...auth(), origin: PUBLIC_URL, ...headers }, payload });
        if (MULTIPART_ROUTES.includes(key)) expectRefused(res, `${key} with ${what}`);
        else {
          // Not a form this route reads: refused or ignored, never a 500.
          expect(res.statusCode, `${key} with ${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${key} with ${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
      // A part whose header cannot be read is skipped by the parser: the form then lacks what it needs (a 400 all the same).
      const broken = await app.inject({
        method: route.method as 'POST',
        url: fill(route.url, idFor),
        headers: { ...auth(), origin: PUBLIC_URL, ...multipart('') },
        payload: `--${BOUNDARY}\r\nContent-Disposition form-data name\r\n\r\nxx\r\n${end}`,
      });
      expect(broken.statusCode, `${key} with a broken part header: ${broken.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode, `${key} with a broken part header: ${broken.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

describe('the findings, one by one', () => {
  const usage = async () => (await app.steward.database.db.select({ n: queryUsage.count }).from(queryUsage).where(eq(queryUsage.organizationId, org.orgId)))[0]?.n ?? 0;

  it('a question with a NUL is refused and not counted against the month', async () => {
    const before = await usage();
    for (const url of [`/api/chat/${threadId}/messages`, `/api/chat/${threadId}/messages/stream`]) {
      const res = await app.inject({ method: 'POST', url, headers: auth(), payload: { content: 'What is the\u0000 budget?', user_id: org.sub } });
      expectRefused(res, url);
    }
    expect(await usage()).toBe(before);
  });

  it('feedback text, an invitation email, an organisation name and an improvement with a NUL store nothing', async () => {
    const db = app.steward.database.db;
    const counts = async () => ({
      feedback: (await db.select({ n: count() }).from(feedback))[0]!.n,
      invites: (await db.select({ n: count() }).from(teamInvites))[0]!.n,
      versions: (await db.select({ n: count() }).from(improvementVersions))[0]!.n,
      documents: (await db.select({ n: count() }).from(documents))[0]!.n,
    });
    const before = await counts();
    expectRefused(
      await app.inject({ method: 'POST', url: '/api/feedback', headers: { ...auth(), ...multipart('') }, payload: `${field('rating', '4')}${field('description', 'Great\u0000')}${end}` }),
      'feedback',
    );
    expectRefused(await app.inject({ method: 'POST', url: '/api/auth/invites', headers: auth(), payload: { email: 'ana\u0000@example.org', role: 'MEMBER' } }), 'invite');
    expectRefused(await app.inject({ method: 'POST', url: '/api/organization', headers: auth(), payload: { name: 'Evil\u0000 Org', owner_user_id: org.sub } }), 'organisation');
    expectRefused(
      await app.inject({
        method: 'POST',
        url: `/api/organization/${org.orgId}/improvements`,
        headers: { ...auth(), ...multipart('') },
        payload: `${field('text', 'Personnel means salaries\u0000 and wages plus benefits')}${end}`,
      }),
      'improvement',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/organization/agent/documents/upload',
        headers: { ...auth(), ...multipart(''), 'idempotency-key': 'hostile-upload-key-0001' },
        payload: `${field('organization_id', org.orgId)}${field('agent_id', org.agentId)}${file('file', 'budget\u0000.csv', 'a,b\n1,2\n')}${end}`,
      }),
      'file name',
    );
    // JSON text inside a field spells NUL too.
    expectRefused(
      await app.inject({
        method: 'POST',
        url: `/api/organization/${org.orgId}/questionnaire`,
        headers: auth(),
        payload: { question: 'What is the name of your organization?', answer: '{"value":"Evil\\u0000 Org"}', completed: false },
      }),
      'questionnaire answer as JSON text',
    );
    expect(await counts()).toEqual(before);
    // The same upload without the NUL is kept: the key was not used up by the refusal.
    const ok = await app.inject({
      method: 'POST',
      url: '/api/organization/agent/documents/upload',
      headers: { ...auth(), ...multipart(''), 'idempotency-key': 'hostile-upload-key-0001' },
      payload: `${field('organization_id', org.orgId)}${field('agent_id', org.agentId)}${file('file', 'budget.csv', 'a,b\n1,2\n')}${end}`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('an organisation name loses its bidirectional controls, and so do mail subjects', async () => {
    const owner = await onboardedOwner(app, 'Riverbend \u202eknaB dooF\u202c Pantry');
    const row = (await app.steward.database.db.select().from(organizations).where(eq(organizations.id, owner.orgId)))[0]!;
    expect(row.name).toBe('Riverbend knaB dooF Pantry');
    // A name kept before names were cleaned still reaches mail subjects without them.
    await app.steward.database.db.update(organizations).set({ name: 'Old \u202eevil\u202c Name' }).where(eq(organizations.id, owner.orgId));
    const to = `invitee.${Date.now()}@example.org`;
    const invited = await app.inject({ method: 'POST', url: '/api/auth/invites', headers: { authorization: `Bearer ${owner.token}` }, payload: { email: to, role: 'MEMBER' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await mailbox(app, to);
    expect(mail?.subject).toContain('join Old evil Name on Steward');
    expect(cleanName('Ana\u2067 \u200fLópez\n\tSmith ')).toBe('Ana López Smith');
  });
});

describe('hasControlCharacter', () => {
  it('allows tab and line breaks in text, not in names, and never NUL, ESC or DEL', () => {
    expect(hasControlCharacter('two\nlines\tand\r\n')).toBe(false);
    expect(hasControlCharacter('two\nlines', 'name')).toBe(true);
    for (const c of ['\u0000', '\u001b', '\u007f', '\u000b']) expect(hasControlCharacter(`a${c}`)).toBe(true);
    expect(hasControlCharacter('Ünïcödé — “quotes” ✓')).toBe(false);
  });
});
