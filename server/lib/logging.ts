// Request logs without secrets: one-time tokens, codes and download-link signatures in query
// strings and the operators' review tokens in paths are redacted, and the authorization and
// cookie headers never reach the log.
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|code|state|nonce|code_verifier|refresh_token|login_hint|email|signature)=)[^&#]*/gi;
/** Paths whose segment is itself the secret: a manual review's approve/reject link. */
const SECRET_SEGMENTS = /^(\/api\/verification\/reviews\/)[^/?#]+/i;

export const redactUrl = (url: string) => url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip ?? req.socket?.remoteAddress };
      },
    },
  };
}
