// /dev/mailbox: the embedded mail outbox, for development and the end-to-end tests. Registered
// only when no SMTP server is configured.
import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devMails } from '../../db/schema';
import { html, raw } from '../identity/html';
import { layout } from '../identity/pages';

const linkify = (text: string) =>
  html`${text}`.value.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export async function devMailboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  /** The newest 100 mails, optionally only those to one address (?to=). */
  const recent = async (query: unknown) => {
    const to = typeof (query as { to?: unknown }).to === 'string' ? (query as { to: string }).to : '';
    const rows = await opts.db
      .select()
      .from(devMails)
      .where(to ? sql`lower(${devMails.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(devMails.createdAt))
      .limit(100);
    return { to, rows };
  };

  app.get('/dev/mailbox', async (req, reply) => {
    const { to, rows } = await recent(req.query);
    const items = rows.map(
      (m) => html`<article class="mail">
<h2>${m.subject}</h2>
<p class="hint">To <strong>${m.to}</strong> · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toUTCString()}</time></p>
<pre>${raw(linkify(m.text))}</pre>
</article>`,
    );
    // Returned, not only sent: an async handler that sends without returning lets
    // @fastify/compress 9.2 answer a compressed page with an empty body (content-length 0).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        layout(
          html`<h1>Dev mailbox</h1>
<p class="lead">Every mail Steward sends while no SMTP server is configured. ${to ? html`Showing mail to ${to}.` : ''}</p>
${items.length ? items : html`<p>No mail yet.</p>`}`,
          { title: 'Dev mailbox' },
        ),
      );
  });

  app.get('/dev/mailbox.json', async (req, reply) => {
    const { rows } = await recent(req.query);
    return reply.header('cache-control', 'no-store').send({ mails: rows });
  });
}
