import { describe, expect, it } from 'vitest';
import { NETWORK_ONLY_NAVIGATIONS } from './rules';

const networkOnly = (path: string) => NETWORK_ONLY_NAVIGATIONS.some((r) => r.test(path));

describe('navigations the service worker leaves to the network', () => {
  it.each(['/api/health', '/authorize', '/authorize/resume', '/oauth/token', '/u/login', '/u/verify-email', '/v2/logout', '/.well-known/jwks.json', '/dev/mailbox', '/userinfo', '/security.html', '/videos/mission.webm', '/videos/how-to-rename.vtt'])(
    '%s goes to the network',
    (path) => expect(networkOnly(path)).toBe(true),
  );
  it.each(['/', '/login', '/auth/login', '/signup', '/chat', '/chat/abc-123', '/documents', '/team', '/authorization', '/invite/accept', '/questionnaire'])(
    '%s gets the app shell',
    (path) => expect(networkOnly(path)).toBe(false),
  );
});

describe('code cached on first use', () => {
  it('is the pdf-lib chunk only', async () => {
    const { LAZY_CODE } = await import('./rules');
    expect(LAZY_CODE.test('/assets/pdf-writer-Bq1x_9aZ.js')).toBe(true);
    expect(LAZY_CODE.test('/assets/documents-BpoHGsri.js')).toBe(false);
    expect(LAZY_CODE.test('/assets/pdf-writer-Bq1x.js.map')).toBe(false);
  });
});
