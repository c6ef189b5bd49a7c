import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StewardApp } from './app';
import { createTestApp, PUBLIC_URL, testDatabase } from '../tests/server/harness';
import { devMails } from './db/schema';

let app: StewardApp;
let clientRoot: string;

beforeAll(async () => {
  // A stand-in for dist/client: the shell with the config placeholder, and one hashed asset.
  clientRoot = mkdtempSync(path.join(tmpdir(), 'steward-client-'));
  writeFileSync(path.join(clientRoot, 'index.html'), '<html><head><!--steward-config--></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(clientRoot, 'assets'));
  writeFileSync(path.join(clientRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientRoot, 'sw.js'), 'self.x=1');
  // The real help video and its text track, as the build copies them from public/.
  mkdirSync(path.join(clientRoot, 'videos'));
  for (const file of ['mission.webm', 'mission.vtt']) copyFileSync(new URL(`../public/videos/${file}`, import.meta.url), path.join(clientRoot, 'videos', file));
  app = await createTestApp({ clientRoot });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('answers ok with the database in use', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.STEWARD_TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy with nothing inline and no third parties', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests'); // http://localhost must keep working
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests behind https, and allows Auth0 when configured', async () => {
    const secure = await createTestApp({
      env: {
        PUBLIC_URL: 'https://steward.example.org',
        AUTH0_DOMAIN: 'tenant.eu.auth0.com',
        AUTH0_CLIENT_ID: 'abc',
        AUTH0_AUDIENCE: 'https://api.steward.example.org',
        AUTH0_CLAIMS_SECRET: 'x'.repeat(40),
      },
      clientRoot,
    });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('upgrade-insecure-requests');
      expect(csp).toContain("connect-src 'self' https://tenant.eu.auth0.com");
      expect(csp).toContain("frame-src 'self' https://tenant.eu.auth0.com");
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      // With Auth0 the embedded provider's paths are not served.
      expect((await secure.inject({ method: 'GET', url: '/.well-known/jwks.json' })).statusCode).toBe(404);
      const shell = await secure.inject({ method: 'GET', url: '/chat' });
      expect(shell.body).toContain('&quot;kind&quot;:&quot;auth0&quot;');
      expect(shell.body).toContain('https://tenant.eu.auth0.com');
    } finally {
      await secure.close();
    }
  });
});

describe('serving the PWA', () => {
  it('serves the shell for app routes with the runtime configuration injected', async () => {
    for (const url of ['/', '/login', '/chat', '/chat/123', '/questionnaire?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<meta name="steward-config"');
      expect(res.body, url).toContain(`&quot;domain&quot;:&quot;${PUBLIC_URL}&quot;`);
      expect(res.body, url).toContain('&quot;devMailbox&quot;:true');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('streams the help videos in ranges, as browsers ask for them, with their text tracks', async () => {
    const size = statSync(path.join(clientRoot, 'videos', 'mission.webm')).size;
    const head = await app.inject({ method: 'GET', url: '/videos/mission.webm', headers: { range: 'bytes=0-1023', 'accept-encoding': 'gzip, br' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('video/webm');
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['content-range']).toBe(`bytes 0-1023/${size}`);
    expect(head.headers['content-encoding']).toBeUndefined(); // a video is never recompressed
    expect(head.rawPayload.length).toBe(1024);
    expect(head.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // the WebM (EBML) signature
    const tail = await app.inject({ method: 'GET', url: '/videos/mission.webm', headers: { range: `bytes=${size - 100}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload.length).toBe(100);
    const outside = await app.inject({ method: 'GET', url: '/videos/mission.webm', headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    const track = await app.inject({ method: 'GET', url: '/videos/mission.vtt' });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toMatch(/^text\/vtt/);
    expect(track.body.startsWith('WEBVTT')).toBe(true);
    // Same-origin media is allowed by the Content-Security-Policy.
    expect(String(head.headers['content-security-policy'])).toMatch(/media-src 'self'/);
  });

  it('sends a share that reaches the server (no service worker yet) to /documents, without reading it', async () => {
    const boundary = 'x-share';
    const res = await app.inject({
      method: 'POST',
      url: '/share-target',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/documents?shared=unavailable');
  });

  it('answers a missing file with 404, not the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown API paths with 404 JSON, never the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    const post = await app.inject({ method: 'POST', url: '/chat' });
    expect(post.statusCode).toBe(404);
  });

  it('rate limits probing for missing paths', async () => {
    // The limit is 300 a minute in fixed windows. The loop may cross a window's edge once (its
    // count then starts again), so a second window's worth of probes must reach 429 for certain.
    let last = 0;
    let sent = 0;
    while (last !== 429 && sent < 602) last = (await app.inject({ method: 'GET', url: `/api/probe-${sent++}`, remoteAddress: '10.9.8.7' })).statusCode;
    expect(last).toBe(429);
    expect(sent).toBeGreaterThan(300);
    const other = await app.inject({ method: 'GET', url: '/api/probe', remoteAddress: '10.9.8.6' });
    expect(other.statusCode).toBe(404);
  });

  it('says how to build when the PWA has not been built', async () => {
    const unbuilt = await createTestApp({ clientRoot: mkdtempSync(path.join(tmpdir(), 'steward-empty-')) });
    try {
      const res = await unbuilt.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('the dev mailbox', () => {
  it('is listed at /dev/mailbox in embedded mode, and absent with SMTP', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dev mailbox');
    // Compressed as a browser asks for it, a long page keeps its body (an async handler that sent
    // without returning once made @fastify/compress answer brotli with content-length 0).
    const { db } = await testDatabase();
    await db.insert(devMails).values(Array.from({ length: 30 }, (_, i) => ({ to: `long.${i}@example.org`, subject: `Mail ${i}`, text: 'Line of text. '.repeat(200) })));
    for (const encoding of ['br', 'gzip']) {
      const compressed = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: { 'accept-encoding': encoding } });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(body.toString('utf8')).toContain('Dev mailbox');
    }
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' }, clientRoot });
    try {
      expect((await smtp.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
