// The API's token check in Auth0 mode: keys come from the issuer's JWKS over HTTP. A stand-in
// for Auth0's JWKS endpoint (not our server) serves a key we made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { StewardApp } from '../app';
import { createTestApp, uniqueEmail } from '../../tests/server/harness';

const AUDIENCE = 'https://api.steward.test';
let jwksServer: Server;
let issuer: string;
let privateKey: CryptoKey;
let jwksRequests = 0;
let app: StewardApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'auth0-key-1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      jwksRequests++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/`;
  app = await createTestApp({
    env: { AUTH0_DOMAIN: issuer, AUTH0_CLIENT_ID: 'spa-client', AUTH0_AUDIENCE: AUDIENCE, AUTH0_CLAIMS_SECRET: 's'.repeat(40) },
  });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const auth0Token = (claims: Record<string, unknown>, options: { key?: CryptoKey; iss?: string; aud?: string; kid?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'auth0-key-1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience([options.aud ?? AUDIENCE, `${issuer}userinfo`])
    .setSubject(String(claims.sub))
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(options.key ?? privateKey);

const register = (token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', headers: { authorization: `Bearer ${token}` }, payload: body });

describe('the API with Auth0', () => {
  it('accepts a token verified against the issuer’s JWKS', async () => {
    const email = uniqueEmail('auth0');
    const token = await auth0Token({ sub: 'auth0|6543abc', email });
    const res = await register(token, { email, external_id: 'auth0|6543abc', name: 'Ana' });
    expect(res.statusCode).toBe(201);
    expect(res.json().external_id).toBe('auth0|6543abc');
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('refuses a token signed by another key, from another issuer or for another audience', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    for (const token of [
      await auth0Token({ sub: 'auth0|1' }, { key: otherKey }),
      await auth0Token({ sub: 'auth0|1' }, { iss: 'https://evil.auth0.com/' }),
      await auth0Token({ sub: 'auth0|1' }, { aud: 'https://other.api' }),
      await auth0Token({ sub: 'auth0|1' }, { kid: 'unknown-kid' }),
    ]) {
      expect((await register(token, {})).statusCode).toBe(401);
    }
  });

  it('does not serve the embedded provider', async () => {
    expect((await app.inject({ method: 'GET', url: '/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/oauth/token', payload: {} })).statusCode).toBe(404);
  });
});
