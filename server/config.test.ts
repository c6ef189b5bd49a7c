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
  ])('stops with a clear message naming the bad value: %j', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });
});
