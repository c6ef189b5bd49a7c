// Serves the built PWA from dist/client. Hashed assets are cached for a year; the shell, the
// service worker and the manifest are revalidated. Any other GET that is not the API, the
// identity provider or the dev mailbox gets the shell (client-side routes), with the runtime
// configuration injected so one build runs against either identity provider.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '../../contracts/auth';

export const NON_APP_PREFIXES = ['/api/', '/authorize', '/oauth/', '/u/', '/v2/', '/.well-known/', '/dev/', '/userinfo'];

export async function pwa(app: FastifyInstance, opts: { root: string; runtimeConfig: RuntimeConfig }) {
  const indexFile = path.join(opts.root, 'index.html');
  const built = existsSync(indexFile);
  const meta = `<meta name="steward-config" content="${JSON.stringify(opts.runtimeConfig).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  const shell = built ? readFileSync(indexFile, 'utf8').replace('<!--steward-config-->', meta) : null;

  const sendShell = (reply: FastifyReply) => {
    if (!shell) {
      return reply.code(503).type('text/plain').send('Steward has not been built yet: run `npm run build` (or `npm start`).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(opts.root, filePath);
        if (rel.startsWith(`assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.get('/', async (_req, reply) => sendShell(reply));
  app.get('/index.html', async (_req, reply) => sendShell(reply));
  // The manifest's share_target is handled by the service worker; a share that reaches the server
  // (no worker installed yet) cannot be kept: /documents says to open Steward and share again.
  // Answered before the body is read (onRequest), so no multipart parser is needed here.
  app.post('/share-target', {
    onRequest: async (_req, reply) => {
      reply.header('connection', 'close');
      return reply.code(303).redirect('/documents?shared=unavailable');
    },
    handler: async () => undefined,
  });

  return {
    /** Answers a GET nobody else claimed: the shell for app routes, or null to fall through. */
    fallback(url: string, accept: string | undefined, reply: FastifyReply) {
      const pathname = url.split('?')[0] ?? '/';
      if (NON_APP_PREFIXES.some((p) => pathname.startsWith(p))) return null;
      if (path.extname(pathname)) return null; // a missing file is a 404, not the shell
      if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return null;
      return sendShell(reply);
    },
  };
}
