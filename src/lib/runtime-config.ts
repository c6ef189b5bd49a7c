// The server writes the runtime configuration into index.html (<meta name="steward-config">),
// so one build of the PWA runs against the embedded provider or Auth0.
import type { RuntimeConfig } from '../../contracts/auth';

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const content = doc.querySelector('meta[name="steward-config"]')?.getAttribute('content');
  if (content) {
    try {
      const parsed = JSON.parse(content) as RuntimeConfig;
      if (parsed?.auth?.domain && parsed.auth.clientId && parsed.auth.audience) return parsed;
    } catch {
      // fall through to the same-origin defaults
    }
  }
  // Served without the server's injection (a static preview): assume the embedded provider.
  const origin = doc.location?.origin ?? 'http://localhost:8080';
  return { auth: { kind: 'embedded', domain: origin, clientId: 'steward-web', audience: `${origin}/api` }, devMailbox: false };
}
