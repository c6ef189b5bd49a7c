// A person using the app through its real routes (app.inject): signing up with the embedded
// identity provider (verified through the dev mailbox, tokens by PKCE), creating and onboarding
// an organisation, uploading documents and waiting for them to be processed, and asking the chat.
// Used by `npm run eval:agent`; it needs the embedded provider and the dev mailbox.
import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DocumentRecord } from '../../../../../contracts/documents';
import type { StewardApp } from '../../../../app';
import { ANSWERED_QUESTIONS } from '../../../organization/questions';

const token = (n = 16) => randomBytes(n).toString('base64url');
export const EVAL_PASSWORD = `eval-${token(12)}`;

class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: StewardApp) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string> | undefined) } });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}

function location(res: LightMyRequestResponse, publicUrl: string) {
  const raw = res.headers.location;
  if (typeof raw !== 'string') throw new Error(`expected a redirect, got ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const url = new URL(raw, publicUrl);
  return { path: `${url.pathname}${url.search}`, query: Object.fromEntries(url.searchParams) };
}

export interface Identity {
  clientId: string;
  audience: string;
  publicUrl: string;
}

/** Signs up, verifies the address from the dev mailbox, and returns an access token. */
export async function signUpWithToken(app: StewardApp, idp: Identity, email: string, name: string): Promise<string> {
  const browser = new Browser(app);
  const authorize = (challenge: string, extra: Record<string, string> = {}) =>
    `/authorize?${new URLSearchParams({
      client_id: idp.clientId,
      redirect_uri: `${idp.publicUrl}/authorization`,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email offline_access',
      audience: idp.audience,
      state: token(8),
      nonce: token(8),
      code_challenge_method: 'S256',
      code_challenge: challenge,
      ...extra,
    })}`;
  const pkce = () => {
    const verifier = token(32);
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };
  const first = pkce();
  const start = await browser.request({ method: 'GET', url: authorize(first.challenge, { screen_hint: 'signup' }) });
  const tx = location(start, idp.publicUrl).query.tx;
  if (!tx) throw new Error('the sign-up page did not start');
  const signed = await browser.request({
    method: 'POST',
    url: '/u/signup',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idp.publicUrl },
    payload: new URLSearchParams({ tx, name, email, password: EVAL_PASSWORD }).toString(),
  });
  if (signed.statusCode !== 303) throw new Error(`sign-up failed: ${signed.statusCode} ${signed.body.slice(0, 200)}`);
  const mails = (await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` })).json() as { mails: Array<{ text: string }> };
  const link = mails.mails.map((m) => m.text.match(/https?:\/\/\S*\/u\/verify-email\S*/)?.[0]).find(Boolean);
  if (!link) throw new Error('no verification mail');
  const verified = await browser.request({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode}`);
  const second = pkce();
  const code = location(await browser.request({ method: 'GET', url: authorize(second.challenge) }), idp.publicUrl).query.code;
  if (!code) throw new Error('no authorization code');
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: idp.clientId,
      code,
      code_verifier: second.verifier,
      redirect_uri: `${idp.publicUrl}/authorization`,
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token exchange failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return (res.json() as { access_token: string }).access_token;
}

const subOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')).sub as string;

/** An answer to every onboarding question: the first choice of each (`fiscalYearStart` for the fiscal year), text for free fields. */
function answers(fiscalYearStart: string): Array<{ question: string; answer: string }> {
  return ANSWERED_QUESTIONS.map((q) => {
    if (q.questionType === 'free-field') return { question: q.question, answer: JSON.stringify({ value: 'How are we doing against budget?' }) };
    const names = (q.choices ?? []).map((c) => c.name);
    const pick = q.questionId === 'fiscal-year-start' ? fiscalYearStart : names.find((n) => n !== 'Other') ?? names[0]!;
    return { question: q.question, answer: JSON.stringify({ choices: Object.fromEntries(names.map((n) => [n, n === pick])), otherValue: null }) };
  });
}

export interface Organisation {
  token: string;
  orgId: string;
  agentId: string;
  userId: string;
}

async function call(app: StewardApp, method: 'GET' | 'POST', url: string, accessToken: string, body?: unknown) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${accessToken}` }, ...(body === undefined ? {} : { payload: body as object }) });
}

/** A new owner with an onboarded organisation and its assistant, through the API as the PWA does it. */
export async function onboardedOrganisation(app: StewardApp, idp: Identity, name: string, fiscalYearStart: string): Promise<Organisation> {
  const email = `eval.${token(6).toLowerCase().replace(/[^a-z0-9]/g, '')}@example.org`;
  const accessToken = await signUpWithToken(app, idp, email, 'Evaluation');
  const created = await call(app, 'POST', '/api/organization', accessToken, { name, owner_user_id: subOf(accessToken) });
  if (created.statusCode !== 201) throw new Error(`creating the organisation failed: ${created.statusCode} ${created.body}`);
  const { organization_id: orgId, owner_user_id: userId } = created.json() as { organization_id: string; owner_user_id: string };
  const list = answers(fiscalYearStart);
  for (const [i, a] of list.entries()) {
    const res = await call(app, 'POST', `/api/organization/${orgId}/questionnaire`, accessToken, { ...a, completed: i === list.length - 1 });
    if (res.statusCode !== 200) throw new Error(`the questionnaire failed: ${res.statusCode} ${res.body}`);
  }
  const init = await call(app, 'POST', `/api/organization/${orgId}/intitialize-services`, accessToken, { agent_name: 'finance' });
  if (init.statusCode !== 201) throw new Error(`initialising the assistant failed: ${init.statusCode} ${init.body}`);
  return { token: accessToken, orgId, userId, agentId: (init.json() as { agent_id: string }).agent_id };
}

/** Uploads one file through the product's upload route. */
export async function upload(app: StewardApp, org: Organisation, fileName: string, content: Buffer): Promise<void> {
  const boundary = `----stewardeval${token(12).replace(/[^A-Za-z0-9]/g, '')}`;
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    field('organization_id', org.orgId),
    field('agent_id', org.agentId),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.replace(/"/g, '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/organization/agent/documents/upload',
    headers: { authorization: `Bearer ${org.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode >= 300) throw new Error(`uploading ${fileName} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

/** Waits until no document of the organisation is processing; returns them. */
export async function waitForDocuments(app: StewardApp, org: Organisation, timeoutMs: number): Promise<DocumentRecord[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(app, 'GET', `/api/organization/agent/documents/list?organization_id=${org.orgId}&agent_id=${org.agentId}`, org.token);
    const docs = (res.json() as { documents: DocumentRecord[] }).documents;
    if (docs.every((d) => d.status !== 'processing') || Date.now() > deadline) return docs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the chat's stream route is there (it is registered by server/app.ts). */
export function hasChatStream(app: StewardApp): boolean {
  return app.hasRoute({ method: 'POST', url: '/api/chat/:thread_id/messages/stream' });
}

/** Asks through the chat: a new thread, then the streamed send; the reply is the deltas joined. */
export async function askChat(app: StewardApp, org: Organisation, question: string): Promise<string> {
  const thread = await call(app, 'POST', '/api/chat/', org.token, { user_id: org.userId, f_agent_id: org.agentId, organization_id: org.orgId, title: question.slice(0, 80) });
  if (thread.statusCode >= 300) throw new Error(`creating a thread failed: ${thread.statusCode} ${thread.body.slice(0, 200)}`);
  const threadId = (thread.json() as { id?: string; thread?: { id: string } }).id ?? (thread.json() as { thread: { id: string } }).thread.id;
  const res = await call(app, 'POST', `/api/chat/${threadId}/messages/stream`, org.token, { content: question });
  if (res.statusCode !== 200) throw new Error(`the stream failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  let reply = '';
  for (const line of res.body.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const event = JSON.parse(line.slice(6)) as { type: string; delta?: string; error?: { message: string; code: string } };
    if (event.type === 'delta') reply += event.delta ?? '';
    if (event.type === 'error') reply += reply ? '' : `ERROR ${event.error?.code}: ${event.error?.message}`;
  }
  return reply;
}
