// Security headers for every answer. The Content-Security-Policy allows exactly what Steward
// needs: its own scripts, styles, images and API; the identity provider (itself, or Auth0 in
// production) for silent sign-in frames and token calls; nothing inline.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const idp = config.identity.kind === 'auth0' ? [new URL(config.identity.domainUrl).origin] : [];
  const https = config.publicUrl.startsWith('https://');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...idp],
    'frame-src': ["'self'", ...idp],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...idp],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

export async function securityHeaders(app: FastifyInstance, opts: { config: Config }) {
  const https = opts.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.config) },
    // Same-origin pages may frame the provider's silent sign-in answer; nothing else may frame us.
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
