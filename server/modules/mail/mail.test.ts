import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { StewardApp } from '../../app';
import { createTestApp, PUBLIC_URL, uniqueEmail } from '../../../tests/server/harness';
import { PASSWORD, TestBrowser } from '../../../tests/server/oauth';

// A real SMTP server on loopback receives what Steward sends when SMTP_URL is set.

/** Headers and the text/plain body of a raw message (quoted-printable decoded). */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  const textPart = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(body)?.[1] ?? body;
  const text = textPart.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to: header('To'), from: header('From'), subject: header('Subject'), text };
}
const received: Array<{ to: string; subject: string; text: string; from: string }> = [];
let smtp: SMTPServer;
let app: StewardApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parse(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Steward <hello@steward.example.org>' } });
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail through SMTP', () => {
  it('sends the verification mail through the SMTP server, from MAIL_FROM, with a working link', async () => {
    const email = uniqueEmail('smtp');
    const browser = new TestBrowser(app);
    const res = await browser.postForm('/u/signup', { name: 'Sam Smith', email, password: PASSWORD });
    expect(res.statusCode).toBe(303);
    const mail = received.find((m) => m.to === email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Verify your email for Steward');
    expect(mail!.from).toContain('hello@steward.example.org');
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    expect(link.startsWith(`${PUBLIC_URL}/u/verify-email?token=`)).toBe(true);
    const verified = await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(verified.statusCode).toBe(200);
  });

  it('does not keep mail in the dev mailbox when SMTP is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
