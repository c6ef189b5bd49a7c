// The server's own HTML pages (the embedded sign-in, the operator's review page): never cached,
// never framed, and their forms accepted only from the pages themselves.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sendPage = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-frame-options', 'DENY').send(body);

/**
 * Whether a form post came from one of our pages: its Origin (or, without one, its Referer) is
 * ours. Neither header present (some privacy settings drop both) is let through; a cross-site
 * form always sends Origin in today's browsers.
 */
export function fromOrigin(req: FastifyRequest, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin) return origin === publicOrigin;
  const referer = req.headers.referer;
  if (referer) {
    try {
      return new URL(referer).origin === publicOrigin;
    } catch {
      return false;
    }
  }
  return true;
}
