// Every mail the product sends goes through here: into the dev mailbox (stored, listed at
// /dev/mailbox and printed to the log) by default, or out through SMTP when SMTP_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { devMails } from '../../db/schema';
import { stripBidiControls } from '../../lib/input';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  kind: 'dev' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** A subject on one line, without bidirectional controls (an organisation's name reaches subjects). */
const subjectLine = (subject: string) => stripBidiControls(subject).replace(/[\r\n]+/g, ' ');

export function createDevMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev',
    async send(sent) {
      const mail = { ...sent, subject: subjectLine(sent.subject) };
      await db.insert(devMails).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ mail: { to: mail.to, subject: mail.subject, links } }, `dev mailbox: "${mail.subject}" to ${mail.to}`);
    },
    async close() {},
  };
}

export async function createSmtpMailer(url: string, from: string, log: FastifyBaseLogger): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.default.createTransport(url);
  return {
    kind: 'smtp',
    async send(sent) {
      const mail = { ...sent, subject: subjectLine(sent.subject) };
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      log.info({ mail: { to: mail.to, subject: mail.subject, messageId: info.messageId } }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
