// A small client of a running Steward over HTTP, for the bench and the process tests: signing in
// with a password (the embedded provider's page, then the code exchange), uploading documents,
// listing them, and asking a question on the stream. Plus a receipt photo to read (OCR).
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = 'steward-web';

/** The claims of an access token (not verified: the server it came from is ours). */
export const claimsOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** Signs in with a password as the PWA does and answers the tokens. */
export async function signIn(base, email, password) {
  const login = await fetch(`${base}/u/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password }),
  });
  if (login.status !== 303) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const verifier = randomBytes(32).toString('base64url');
  const q = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${base}/authorization`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    audience: `${base}/api`,
    state: 's',
    nonce: 'n',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = await fetch(`${base}/authorize?${q}`, { redirect: 'manual', headers: { cookie } });
  const code = new URL(authorize.headers.get('location')).searchParams.get('code');
  if (!code) throw new Error(`no code: ${authorize.headers.get('location')}`);
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, code, code_verifier: verifier, redirect_uri: `${base}/authorization` }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The organisation and agent an access token is for. */
export function organisationOf(token) {
  const claims = claimsOf(token);
  return { orgId: claims.db_organization_id, agentId: claims.db_agents_accessible[0].agent_id, sub: claims.sub };
}

/** POST .../documents/upload of one file; answers the Response. */
export function uploadDocument(base, token, org, name, bytes, key = `client-${randomBytes(8).toString('hex')}`) {
  const form = new FormData();
  form.append('organization_id', org.orgId);
  form.append('agent_id', org.agentId);
  form.append('file_name', name);
  form.append('file', new Blob([bytes]), name);
  return fetch(`${base}/api/organization/agent/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: form,
  });
}

export async function listDocuments(base, token, org) {
  const q = new URLSearchParams({ organization_id: org.orgId, agent_id: org.agentId });
  const res = await fetch(`${base}/api/organization/agent/documents/list?${q}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`list: ${res.status} ${await res.text()}`);
  return (await res.json()).documents;
}

/** Polls the list until every document is ready or failed; answers them, or throws after `timeoutMs`. */
export async function settledDocuments(base, token, org, timeoutMs, pollMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const docs = await listDocuments(base, token, org);
    if (docs.every((d) => d.status !== 'processing')) return docs;
    if (Date.now() > deadline) throw new Error(`still processing after ${timeoutMs} ms: ${docs.filter((d) => d.status === 'processing').map((d) => d.file_name).join(', ')}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export async function newThread(base, token, org, title) {
  const res = await fetch(`${base}/api/chat/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: org.sub, f_agent_id: org.agentId, organization_id: org.orgId, title }),
  });
  if (!res.ok) throw new Error(`thread: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

export async function threadMessages(base, token, threadId) {
  const res = await fetch(`${base}/api/chat/${threadId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`thread ${threadId}: ${res.status} ${await res.text()}`);
  return (await res.json()).messages;
}

/**
 * Asks on the stream. `until(text)` may end it early (answers then); otherwise it runs to [DONE].
 * Answers the text received, the deltas' words, and when the first delta came (ms).
 */
export async function ask(base, token, threadId, question, { until } = {}) {
  const t = performance.now();
  const res = await fetch(`${base}/api/chat/${threadId}/messages/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ content: question }),
  });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let words = '';
  let firstDeltaMs = NaN;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      words = [...text.matchAll(/^data: (\{.*\})$/gm)]
        .map((m) => JSON.parse(m[1]))
        .filter((e) => e.type === 'delta')
        .map((e) => e.delta)
        .join('');
      if (Number.isNaN(firstDeltaMs) && words) firstDeltaMs = performance.now() - t;
      if (text.includes('data: [DONE]') || (until && until(words))) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return { text, words, firstDeltaMs };
}

/** A photographed receipt (PNG) that the server reads by OCR: a few seconds of work. */
export async function receiptImage(lines = 18) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(1200, 1700);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 1200, 1700);
  ctx.fillStyle = '#111111';
  ctx.font = '44px sans-serif';
  ctx.fillText('RIVERSIDE OFFICE SUPPLY', 200, 120);
  ctx.font = '34px sans-serif';
  ctx.fillText('Date: 03/14/2025', 120, 200);
  for (let i = 0; i < lines; i++) ctx.fillText(`Item ${i + 1} paper and toner ..... ${(12.5 + i * 3.25).toFixed(2)}`, 120, 290 + i * 62);
  ctx.font = '40px sans-serif';
  ctx.fillText('TOTAL 612.75', 120, 290 + lines * 62 + 40);
  return canvas.toBuffer('image/png');
}
