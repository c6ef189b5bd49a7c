import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('./data/db') });
    expect(config.identity).toMatchObject({ kind: 'embedded', clientId: 'steward-web', audience: 'http://localhost:8080/api', domainUrl: 'http://localhost:8080' });
    expect(config.mail).toEqual({ kind: 'dev' });
    expect(config.storage).toEqual({ kind: 'disk', dir: path.resolve('./data/documents') });
    expect(config.operatorEmail).toBe('operators@steward.local');
    expect(loadConfig({ OPERATOR_EMAIL: ' review@example.org ' }).operatorEmail).toBe('review@example.org');
  });

  it('keeps documents in an S3-compatible bucket with S3_BUCKET', () => {
    expect(loadConfig({ S3_BUCKET: 'steward-docs' }).storage).toEqual({
      kind: 's3',
      bucket: 'steward-docs',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'steward',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'steward',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'steward', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'steward', S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({ forcePathStyle: true });
  });

  it('limits sign-ups per network to 20 an hour unless SIGNUPS_PER_HOUR says otherwise (1 to 100000)', () => {
    expect(loadConfig({}).signupsPerHour).toBe(20);
    expect(loadConfig({ SIGNUPS_PER_HOUR: '1' }).signupsPerHour).toBe(1);
    expect(loadConfig({ SIGNUPS_PER_HOUR: '100000' }).signupsPerHour).toBe(100_000);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR: '0' })).toThrow(/SIGNUPS_PER_HOUR/);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR: '100001' })).toThrow(/SIGNUPS_PER_HOUR/);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR: 'many' })).toThrow(/SIGNUPS_PER_HOUR/);
  });

  it('derives the public URL from PORT, and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://steward.example.org/' }).publicUrl).toBe('https://steward.example.org');
  });

  it('switches each part to production with one variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/steward',
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
      AUTH0_DOMAIN: 'tenant.us.auth0.com',
      AUTH0_CLIENT_ID: 'client',
      AUTH0_AUDIENCE: 'https://api.example.org',
      AUTH0_CLAIMS_SECRET: 'c'.repeat(32),
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/steward' });
    expect(config.mail).toEqual({ kind: 'smtp', url: 'smtps://u:p@mail.example.org:465' });
    expect(config.identity).toEqual({ kind: 'auth0', domainUrl: 'https://tenant.us.auth0.com', clientId: 'client', audience: 'https://api.example.org' });
  });

  it('reads Auth0’s Management API credentials for invitations, with the default connection', () => {
    const auth0 = { AUTH0_DOMAIN: 'tenant.us.auth0.com', AUTH0_CLIENT_ID: 'client', AUTH0_AUDIENCE: 'https://api.example.org', AUTH0_CLAIMS_SECRET: 'c'.repeat(32) };
    expect(loadConfig(auth0).auth0Management).toBeNull();
    expect(loadConfig({ ...auth0, AUTH0_MGMT_CLIENT_ID: 'm2m', AUTH0_MGMT_CLIENT_SECRET: 'secret' }).auth0Management).toEqual({
      clientId: 'm2m',
      clientSecret: 'secret',
      connection: 'Username-Password-Authentication',
    });
    expect(loadConfig({ ...auth0, AUTH0_MGMT_CLIENT_ID: 'm2m', AUTH0_MGMT_CLIENT_SECRET: 'secret', AUTH0_CONNECTION: 'staff' }).auth0Management?.connection).toBe('staff');
    expect(loadConfig({}).auth0Management).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.org' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ AUTH0_DOMAIN: 'tenant.auth0.com' }, 'AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_AUDIENCE must be set together'],
    [{ AUTH0_DOMAIN: 'tenant.auth0.com', AUTH0_CLIENT_ID: 'c', AUTH0_AUDIENCE: 'a' }, 'AUTH0_CLAIMS_SECRET'],
    [{ AUTH0_CLAIMS_SECRET: 'short' }, 'at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'steward', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'steward', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'steward', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_REGION: 'Europe West' }, 'S3_REGION'],
    [{ AUTH0_MGMT_CLIENT_ID: 'm' }, 'AUTH0_MGMT_CLIENT_ID and AUTH0_MGMT_CLIENT_SECRET must be set together'],
    [{ AUTH0_MGMT_CLIENT_ID: 'm', AUTH0_MGMT_CLIENT_SECRET: 's' }, 'is only used with AUTH0_DOMAIN'],
    [{ OPERATOR_EMAIL: 'operators' }, 'OPERATOR_EMAIL: must be an email address'],
    [{ TRUST_PROXY: 'true' }, 'Set the number of proxies in front of Steward (1 behind one load balancer) or their addresses'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: "10.0.0.0/33" is not an IP address or range'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY: must be a number of proxies from 1 to 10'],
    [{ STEWARD_DEV_MAILBOX: 'yes' }, 'STEWARD_DEV_MAILBOX'],
  ])('stops with a clear message naming the bad value: %j', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  describe('TRUST_PROXY', () => {
    // Behind a proxy the dev mailbox would be reachable through it: these have SMTP.
    const smtp = { SMTP_URL: 'smtp://mail.example.org:25' };

    it('takes a number of proxies or their addresses, as fastify’s trustProxy does, and nothing by default', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ ...smtp, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ ...smtp, TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(loadConfig({ ...smtp, TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
      expect(loadConfig({ ...smtp, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8' }).trustProxy).toEqual({
        addresses: ['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8'],
      });
      expect(loadConfig({ ...smtp, TRUST_PROXY: 'loopback' }).trustProxy).toEqual({ addresses: ['loopback'] });
    });
  });

  describe('the dev mailbox', () => {
    it('is served without SMTP_URL on a loopback HOST', () => {
      for (const HOST of ['localhost', '127.0.0.1', '127.0.1.1', '::1', '[::1]']) expect(loadConfig({ HOST }).mail).toEqual({ kind: 'dev' });
    });

    it.each([{ HOST: '0.0.0.0' }, { HOST: '::' }, { HOST: '192.168.1.20' }, { HOST: 'steward.internal' }, { TRUST_PROXY: '1' }])(
      'stops Steward at start with %j and neither SMTP_URL nor STEWARD_DEV_MAILBOX=on, naming both',
      (env) => {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(/SMTP_URL: is required because .*Set SMTP_URL, or set STEWARD_DEV_MAILBOX=on/s);
      },
    );

    it('is served on any HOST when STEWARD_DEV_MAILBOX=on says so, and not needed with SMTP_URL', () => {
      expect(loadConfig({ HOST: '0.0.0.0', STEWARD_DEV_MAILBOX: 'on' }).mail).toEqual({ kind: 'dev' });
      expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '1', SMTP_URL: 'smtp://mail:25' }).mail).toEqual({ kind: 'smtp', url: 'smtp://mail:25' });
    });
  });
});
