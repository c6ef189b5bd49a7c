// Builds the Steward server as a Fastify instance: tests build it and call app.inject(), and
// main.ts adds the process around it (listening, the data-folder lock, graceful shutdown).
// Order: external plugins (headers, cookies, forms) → the app's parts → routes → the PWA.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from '../contracts/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import { HttpError } from './lib/errors';
import { refuseControlCharacters } from './lib/input';
import { hit } from './lib/rate-limit';
import type { Agent } from './modules/assistant/agent';
import { createAgent } from './modules/assistant';
import { createLocalAnalyst } from './modules/assistant/analyst';
import { authRoutes } from './modules/auth/routes';
import { chatRoutes, feedbackRoutes, suggestionRoutes } from './modules/chat';
import { markInterruptedAnswers } from './modules/chat/service';
import { claimsFor } from './modules/auth/claims';
import { createLinkSigner } from './modules/documents/links';
import { createDocumentProcessor, type DocumentProcessor, type ParseFunction } from './modules/documents/processor';
import { documentRoutes } from './modules/documents/routes';
import { createBlobStore, diskTemporaryFolder, temporaryFolder, type BlobStore } from './modules/documents/storage';
import { startHeartbeat, sweepStoreTemporary, sweepTemporary } from './lib/temporary';
import { checkSharedStorage } from './modules/documents/storage/identity';
import { healthRoutes } from './modules/health/routes';
import { improvementRoutes } from './modules/improvements';
import { notifyRoutes } from './modules/notify/routes';
import { organizationRoutes } from './modules/organization/routes';
import { createKeyStore, type KeyStore } from './modules/identity/keys';
import { IdentityStore } from './modules/identity/store';
import { identityRoutes, type IdentityRateLimits } from './modules/identity/routes';
import { createDevMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { devMailboxRoutes } from './modules/mail/routes';
import { authenticate, createTokenVerifier } from './plugins/authenticate';
import { pwa } from './plugins/pwa';
import { securityHeaders } from './plugins/security';
import { auth0InviteIdentity, embeddedInviteIdentity, grantDecision, recordSignIn, teamRoutes, type InviteIdentity } from './modules/team';
import { verificationRoutes } from './modules/verification/routes';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the built PWA is; defaults to dist/client at the project root. */
  clientRoot?: string;
  identityRateLimits?: Partial<IdentityRateLimits>;
  /** Overrides the mailer (tests read what was sent). */
  mailer?: Mailer;
  /** The document job runner's settings (tests use a fast poll and, for job mechanics, their own parse). */
  documents?: DocumentOptions;
  /** The chat's settings (tests give their own agent and a short keep-alive). */
  chat?: ChatOptions;
  /**
   * This process is the only one on the database (the embedded PGlite, whose data folder it has
   * locked): whatever was left running at start (a document being read, an answer being
   * streamed) died with the previous process and is taken up or marked at once.
   */
  exclusive?: boolean;
  /**
   * Check at start that the document store is the one the database's other processes use (its
   * storage id), refusing to start otherwise: main.ts asks for it with PostgreSQL.
   */
  checkStorage?: boolean;
}

export interface ChatOptions {
  /** Replaces the agent the configuration asks for (createAgent). */
  agent?: Agent;
  /** How often the stream sends a keep-alive comment (default 15 s). */
  keepAliveMs?: number;
  /** How often an answer is written as it streams (default 1 s). */
  flushMs?: number;
}

export interface DocumentOptions {
  /** Replaces the real parsers (parse/run.ts). */
  parse?: ParseFunction;
  /** Run the job runner in this process (default true). */
  runJobs?: boolean;
  pollMs?: number;
  lockMs?: number;
  backoffMs?: number[];
  parseTimeoutMs?: number;
  stopGraceMs?: number;
  /** Overrides the store the configuration asks for. */
  store?: BlobStore;
}

export interface StewardApp extends FastifyInstance {
  steward: {
    /** Every route as registered (method and URL pattern), for tests that must cover them all. */
    routes: { method: string; url: string }[];
    keys: KeyStore | null;
    mailer: Mailer;
    database: Database;
    documents: { store: BlobStore; processor: DocumentProcessor };
  };
}

/** How often temporary files that no live request holds are looked for. */
const TEMPORARY_SWEEP_MS = 60 * 60_000;

const projectRoot = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // This module is server/app.ts, or bundled into dist/server/main.js.
  return path.basename(here) === 'server' && path.basename(path.dirname(here)) === 'dist'
    ? path.resolve(here, '../..')
    : path.resolve(here, '..');
};

/**
 * TRUST_PROXY for fastify. A hop count trusts that many proxies in front, whoever they are (what
 * Express does with a number; fastify 5 now ignores a bare number): the client's address is the
 * one the outermost of them saw, so whatever a client writes into X-Forwarded-For itself is
 * never used. Addresses are handed over as they are.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (!trust) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

export async function buildApp(opts: AppOptions): Promise<StewardApp> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  // Every route: control characters are refused before a handler stores or counts anything.
  refuseControlCharacters(app);

  // External plugins.
  await securityHeaders(app, { config });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  // The app's parts.
  const mailer =
    opts.mailer ??
    (config.mail.kind === 'smtp' ? await createSmtpMailer(config.mail.url, config.mailFrom, app.log) : createDevMailer(database.db, app.log));
  const keys = config.identity.kind === 'embedded' ? await createKeyStore(database.db) : null;
  const identityStore = new IdentityStore(database.db);
  const requireToken = authenticate(
    createTokenVerifier(config.identity, keys),
    database.db,
    config.identity.kind === 'embedded' ? (sid) => identityStore.sessionEnded(sid) : undefined,
  );
  const documentOptions = opts.documents ?? {};
  const store = documentOptions.store ?? createBlobStore(config);
  const tmpDir = temporaryFolder(config);
  const processor = createDocumentProcessor({
    db: database.db,
    store,
    tmpDir,
    log: app.log,
    ...(documentOptions.parse ? { parse: documentOptions.parse } : {}),
    ...(documentOptions.pollMs !== undefined ? { pollMs: documentOptions.pollMs } : {}),
    lockMs: documentOptions.lockMs ?? config.documentJobLeaseMs,
    ...(documentOptions.backoffMs !== undefined ? { backoffMs: documentOptions.backoffMs } : {}),
    ...(documentOptions.parseTimeoutMs !== undefined ? { parseTimeoutMs: documentOptions.parseTimeoutMs } : {}),
    ...(documentOptions.stopGraceMs !== undefined ? { stopGraceMs: documentOptions.stopGraceMs } : {}),
  });

  // Errors: { detail, code } for the API, OAuth's shape for the token endpoints, never a stack.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const oauth = req.url.startsWith('/oauth/');
    if (err instanceof HttpError) {
      reply.headers(err.headers);
      if (oauth && err.statusCode < 500) return reply.code(err.statusCode).send({ error: 'invalid_request', error_description: err.detail });
      return reply.code(err.statusCode).send({ detail: err.detail, code: err.code });
    }
    let status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    let detail = 'Internal server error';
    let code = 'internal_error';
    if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : err.validationContext;
      detail = `Invalid request: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid value'}`;
      code = 'invalid_request';
    } else if (status === 413) {
      detail = 'Request body is too large';
      code = 'payload_too_large';
    } else if (status === 415) {
      detail = 'Unsupported content type';
      code = 'unsupported_media_type';
    } else if (status < 500) {
      detail = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'Malformed JSON body' : 'Invalid request';
      code = 'invalid_request';
    }
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (oauth) return reply.code(status).send({ error: status >= 500 ? 'server_error' : 'invalid_request', error_description: detail });
    return reply.code(status).send({ detail, code });
  });

  // Routes.
  await app.register(healthRoutes, { db: database.db, databaseKind: database.kind });
  await app.register(authRoutes, {
    db: database.db,
    requireToken,
    claimsSecret: config.claimsSecret,
  });
  await app.register(notifyRoutes, { db: database.db, requireToken });
  await app.register(organizationRoutes, { db: database.db, requireToken });
  await app.register(documentRoutes, {
    db: database.db,
    requireToken,
    store,
    processor,
    signer: createLinkSigner(database.db),
    publicUrl: config.publicUrl,
    tmpDir,
  });
  // The assistant is built once: the local analyst, or the model provider when LLM_* are set.
  // The analyst (and its per-organisation document index) is shared with the improvement check.
  const analyst = createLocalAnalyst();
  const agent = opts.chat?.agent ?? createAgent(config, { analyst });
  await app.register(chatRoutes, {
    db: database.db,
    requireToken,
    agent,
    ...(opts.chat?.keepAliveMs !== undefined ? { keepAliveMs: opts.chat.keepAliveMs } : {}),
    ...(opts.chat?.flushMs !== undefined ? { flushMs: opts.chat.flushMs } : {}),
  });
  // The empty chat's suggested questions: always the local analyst's, whichever agent answers.
  await app.register(suggestionRoutes, { db: database.db, requireToken, analyst });
  await app.register(feedbackRoutes, { db: database.db, requireToken, store, tmpDir });
  await app.register(improvementRoutes, { db: database.db, requireToken, store, analyst, tmpDir, publicUrl: config.publicUrl });
  // Invitations make accounts at the identity provider: the embedded one, or Auth0's Management API.
  let inviteIdentity: InviteIdentity | null = null;
  if (config.identity.kind === 'embedded') inviteIdentity = embeddedInviteIdentity(database.db, config.publicUrl);
  else if (config.auth0Management) {
    inviteIdentity = auth0InviteIdentity({ domainUrl: config.identity.domainUrl, ...config.auth0Management, publicUrl: config.publicUrl, log: app.log });
  } else app.log.warn('team invitations are off: set AUTH0_MGMT_CLIENT_ID and AUTH0_MGMT_CLIENT_SECRET to invite people with Auth0');
  await app.register(teamRoutes, { db: database.db, requireToken, mailer, publicUrl: config.publicUrl, identity: inviteIdentity });
  // Nonprofit verification: letters read with the documents' parsers, manual reviews mailed to the operators.
  await app.register(verificationRoutes, {
    db: database.db,
    requireToken,
    store,
    mailer,
    publicUrl: config.publicUrl,
    operatorEmail: config.operatorEmail,
    tmpDir,
  });
  if (config.identity.kind === 'embedded' && keys) {
    await app.register(identityRoutes, {
      db: database.db,
      keys,
      mailer,
      claims: (sub) => claimsFor(database.db, sub),
      grantAllowed: (sub) => grantDecision(database.db, sub),
      onSignIn: (sub, authTime, profile) => recordSignIn(database.db, sub, authTime, app.log, profile),
      publicUrl: config.publicUrl,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
      accessTokenTtlSeconds: config.identity.accessTokenTtlSeconds,
      refreshTokenTtlDays: config.identity.refreshTokenTtlDays,
      ...(opts.identityRateLimits ? { rateLimits: opts.identityRateLimits } : {}),
    });
  }
  if (mailer.kind === 'dev') await app.register(devMailboxRoutes, { db: database.db });

  // The PWA, and what is left over.
  const runtimeConfig: RuntimeConfig = {
    auth: {
      kind: config.identity.kind,
      domain: config.identity.domainUrl,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
    },
    devMailbox: mailer.kind === 'dev',
  };
  const shell = await pwa(app, { root: opts.clientRoot ?? path.join(projectRoot(), 'dist', 'client'), runtimeConfig });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const answered = shell.fallback(req.url, req.headers.accept, reply);
      if (answered) return answered;
    }
    // Probing for paths is rate limited like any other abuse.
    const limit = await hit(database.db, `404:${req.ip}`, { limit: 300, windowSeconds: 60 });
    if (!limit.allowed) {
      return reply.code(429).header('retry-after', String(limit.retryAfterSeconds)).send({ detail: 'Too many requests', code: 'rate_limited' });
    }
    return reply.code(404).send({ detail: 'Not found', code: 'not_found' });
  });

  // Document jobs run in every server process; they start once the app is ready.
  let heartbeat: Awaited<ReturnType<typeof startHeartbeat>> | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const exclusive = opts.exclusive === true;
    if (opts.checkStorage) {
      await checkSharedStorage(
        database.db,
        store,
        config.storage.kind === 'disk'
          ? `files under ${config.storage.dir}`
          : `S3 bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`,
      );
    }
    // Answers cut off by a process that died: kept as far as they got, marked interrupted.
    const interrupted = await markInterruptedAnswers(database.db, exclusive);
    if (interrupted) app.log.warn({ interrupted }, 'answers cut off by a stopped process were marked interrupted');
    // Temporary files no live request holds: at start, and every hour.
    heartbeat = await startHeartbeat(tmpDir);
    const sweep = async (atStart: boolean) => {
      const removed =
        (await sweepTemporary(tmpDir, { exclusive: atStart && exclusive })) +
        (config.storage.kind === 'disk' ? await sweepStoreTemporary(diskTemporaryFolder(config.storage.dir), { exclusive: atStart && exclusive }) : 0);
      if (removed) app.log.info({ removed }, 'temporary files left by stopped requests removed');
    };
    await sweep(true);
    sweeper = setInterval(() => void sweep(false).catch((err) => app.log.warn({ err }, 'the temporary-file sweep failed')), TEMPORARY_SWEEP_MS);
    sweeper.unref();
    if (documentOptions.runJobs !== false) {
      // A document another process was reading when it died is read again at once.
      if (exclusive) {
        const released = await processor.releaseAbandoned();
        if (released) app.log.warn({ released }, 'documents being read by a stopped process are read again');
      }
      processor.start();
    }
  });

  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    await processor.stop();
    await heartbeat?.stop();
    store.close?.();
    await mailer.close();
  });

  const steward = app as unknown as StewardApp;
  steward.steward = { routes, keys, mailer, database, documents: { store, processor } };
  return steward;
}
