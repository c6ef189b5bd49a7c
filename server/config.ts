// Configuration is read once, at start, from the environment. Every setting has an embedded
// default; a bad value stops the process with a message naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithoutTrailingSlash = z
  .url({ protocol: /^https?$/ })
  .transform((v) => v.replace(/\/+$/, ''));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: optionalString.pipe(urlWithoutTrailingSlash.optional()),
    STEWARD_DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: optionalString.transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
    // The dev mailbox on an address other than loopback: only when asked for by name.
    STEWARD_DEV_MAILBOX: optionalString.pipe(z.enum(['on'], { message: 'must be on, or unset' }).optional()),

    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),

    // Embedded identity provider.
    STEWARD_CLIENT_ID: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/).default('steward-web'),
    STEWARD_AUDIENCE: optionalString,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // New accounts a network may create in an hour (sign-ups and password resets count).
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),

    // Production identity provider: all three or none.
    AUTH0_DOMAIN: optionalString,
    AUTH0_CLIENT_ID: optionalString,
    AUTH0_AUDIENCE: optionalString,
    AUTH0_CLAIMS_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    // Auth0's Management API (a machine-to-machine application), for team invitations: both or none.
    AUTH0_MGMT_CLIENT_ID: optionalString,
    AUTH0_MGMT_CLIENT_SECRET: optionalString,
    AUTH0_CONNECTION: z.string().trim().min(1).max(128).default('Username-Password-Authentication'),

    // Mail: the dev mailbox unless SMTP_URL is set.
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.string().min(3).default('Steward <no-reply@steward.local>'),
    // Where requests for a manual review of a nonprofit verification go.
    OPERATOR_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),

    // How long a document being read stays claimed by a process that stopped renewing its claim.
    DOCUMENT_JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(60).default(60),

    // Document storage: files under the data folder unless S3_BUCKET is set.
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)')
        .optional(),
    ),
    S3_REGION: z.string().trim().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1').default('us-east-1'),
    S3_ENDPOINT: optionalString.pipe(urlWithoutTrailingSlash.optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false', '1', '0']).optional()),

    // The model provider (an OpenAI-compatible chat endpoint): all three or none; without them
    // the local analyst answers on its own.
    LLM_BASE_URL: optionalString.pipe(urlWithoutTrailingSlash.optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString.pipe(z.string().max(200).optional()),
  })
  .superRefine((env, ctx) => {
    const auth0 = [env.AUTH0_DOMAIN, env.AUTH0_CLIENT_ID, env.AUTH0_AUDIENCE];
    const set = auth0.filter(Boolean).length;
    if (set !== 0 && set !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH0_DOMAIN'],
        message: 'AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_AUDIENCE must be set together',
      });
    }
    if (set === 3 && !env.AUTH0_CLAIMS_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH0_CLAIMS_SECRET'],
        message: 'is required with AUTH0_DOMAIN (the Auth0 Action uses it to read claims)',
      });
    }
    if (Boolean(env.AUTH0_MGMT_CLIENT_ID) !== Boolean(env.AUTH0_MGMT_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH0_MGMT_CLIENT_ID'],
        message: 'AUTH0_MGMT_CLIENT_ID and AUTH0_MGMT_CLIENT_SECRET must be set together',
      });
    }
    if (env.AUTH0_MGMT_CLIENT_ID && set !== 3) {
      ctx.addIssue({ code: 'custom', path: ['AUTH0_MGMT_CLIENT_ID'], message: 'is only used with AUTH0_DOMAIN' });
    }
    const llm = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].filter(Boolean).length;
    if (llm !== 0 && llm !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'LLM_BASE_URL, LLM_API_KEY and LLM_MODEL must be set together',
      });
    }
    // The dev mailbox shows every mail, password-reset and invitation links included, to whoever
    // can open it: it is served only where nobody else can reach it, unless asked for by name.
    if (!env.SMTP_URL && env.STEWARD_DEV_MAILBOX !== 'on') {
      const reachable = !isLoopbackHost(env.HOST)
        ? `HOST (${env.HOST}) is not a loopback address`
        : env.TRUST_PROXY
          ? 'TRUST_PROXY says requests come through a proxy'
          : null;
      if (reachable) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message:
            `is required because ${reachable}: without it the dev mailbox at /dev/mailbox would show every mail ` +
            '(password-reset and invitation links included) to anyone who can reach Steward. Set SMTP_URL, or set ' +
            'STEWARD_DEV_MAILBOX=on to serve the dev mailbox anyway (only where nobody else can reach it)',
        });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

/**
 * Which proxies' X-Forwarded-For is believed: none, the last `hops` addresses (every request
 * comes through that many proxies), or requests from these addresses and ranges only.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const TRUST_PROXY_TRUE =
  'true would believe any X-Forwarded-For a client sends (and let it pick its own rate-limit bucket). ' +
  'Set the number of proxies in front of Steward (1 behind one load balancer) or their addresses (10.0.0.5 or 10.0.0.0/8, comma-separated)';

/** TRUST_PROXY as fastify's trustProxy takes it (a hop count, or addresses and CIDR ranges), or what is wrong with it. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return TRUST_PROXY_TRUE;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? { hops } : 'must be a number of proxies from 1 to 10, or their addresses';
  }
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const address of addresses) {
    const [ip, prefix, extra] = address.split('/');
    const version = isIP(ip ?? '');
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!named.has(address) && (!version || !prefixOk || extra !== undefined)) {
      return `"${address}" is not an IP address or range: set a number of proxies, or their addresses (10.0.0.5 or 10.0.0.0/8, comma-separated)`;
    }
  }
  return addresses.length ? { addresses } : false;
}

/** localhost, 127.0.0.0/8 or ::1: nobody on another machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || (isIP(h) === 4 && h.startsWith('127.'));
}

export type IdentityConfig =
  | {
      kind: 'embedded';
      /** Issuer without the trailing slash; tokens carry `${domainUrl}/` as `iss`. */
      domainUrl: string;
      clientId: string;
      audience: string;
      accessTokenTtlSeconds: number;
      refreshTokenTtlDays: number;
    }
  | {
      kind: 'auth0';
      domainUrl: string;
      clientId: string;
      audience: string;
    };

/** Where documents are kept: files under the data folder, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      /** Null: the SDK's default chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
    };

/** The model provider: an OpenAI-compatible endpoint (`POST {baseUrl}/chat/completions`). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  trustProxy: TrustProxy;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  identity: IdentityConfig;
  /** Shared with the Auth0 Action that reads claims from GET /api/auth/claims. */
  claimsSecret: string | null;
  /** Auth0's Management API (client credentials), for team invitations; null without it. */
  auth0Management: { clientId: string; clientSecret: string; connection: string } | null;
  mail: { kind: 'dev' } | { kind: 'smtp'; url: string };
  mailFrom: string;
  /** The operators' address: manual verification reviews are sent there. */
  operatorEmail: string;
  storage: StorageConfig;
  /** How long a document being read stays claimed without its process renewing the claim (ms). */
  documentJobLeaseMs: number;
  /** Null: the local analyst answers on its own (the default). */
  llm: LlmConfig | null;
  /** Sign-ups (and password resets) one network may make in an hour. */
  signupsPerHour: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Steward cannot start: invalid configuration\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const dataDir = path.resolve(e.STEWARD_DATA_DIR);
  const identity: IdentityConfig =
    e.AUTH0_DOMAIN && e.AUTH0_CLIENT_ID && e.AUTH0_AUDIENCE
      ? {
          kind: 'auth0',
          domainUrl: (/^https?:\/\//.test(e.AUTH0_DOMAIN) ? e.AUTH0_DOMAIN : `https://${e.AUTH0_DOMAIN}`).replace(/\/+$/, ''),
          clientId: e.AUTH0_CLIENT_ID,
          audience: e.AUTH0_AUDIENCE,
        }
      : {
          kind: 'embedded',
          domainUrl: publicUrl,
          clientId: e.STEWARD_CLIENT_ID,
          audience: e.STEWARD_AUDIENCE ?? `${publicUrl}/api`,
          accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
          refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
        };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    identity,
    claimsSecret: e.AUTH0_CLAIMS_SECRET ?? null,
    auth0Management:
      identity.kind === 'auth0' && e.AUTH0_MGMT_CLIENT_ID && e.AUTH0_MGMT_CLIENT_SECRET
        ? { clientId: e.AUTH0_MGMT_CLIENT_ID, clientSecret: e.AUTH0_MGMT_CLIENT_SECRET, connection: e.AUTH0_CONNECTION }
        : null,
    mail: e.SMTP_URL ? { kind: 'smtp', url: e.SMTP_URL } : { kind: 'dev' },
    mailFrom: e.MAIL_FROM,
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    operatorEmail: e.OPERATOR_EMAIL ?? 'operators@steward.local',
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
        }
      : { kind: 'disk', dir: path.join(dataDir, 'documents') },
    documentJobLeaseMs: e.DOCUMENT_JOB_LEASE_SECONDS * 1000,
    llm: e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : null,
  };
}
