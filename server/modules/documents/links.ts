// Short-lived signed download links: `/api/documents/{id}/download?expires&signature`, where the
// signature is HMAC-SHA256 over the document id and the expiry with a secret the server makes on
// first use and keeps in the database (server_secrets), so every process signs and verifies
// alike. A link opens that one file only, until it expires; it needs no token, so it works in a
// plain link or a new tab.
import { createHmac } from 'node:crypto';
import { DOWNLOAD_LINK_TTL_SECONDS } from '../../../contracts/documents-constants';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { safeEqual } from '../../lib/crypto';
import { cachedServerSecret } from '../../lib/server-secrets';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../organization/access';
import { BlobNotFoundError, type BlobStore } from './storage';

const SECRET_NAME = 'document_download_links';

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export interface LinkSigner {
  /** A path (with query) that downloads the document until `expires` (seconds since 1970). */
  sign(documentId: string, now?: Date): Promise<{ path: string; expires: number }>;
  verify(documentId: string, expires: string | undefined, signature: string | undefined, now?: Date): Promise<LinkCheck>;
}

export interface LinkSignerOptions {
  /** The server secret it signs with (a signer of its own per kind of file). */
  secretName?: string;
  /** What the signature is for, so one kind's link never opens another's file. */
  purpose?: string;
  /** The download path of an id (without the query). */
  path?: (id: string) => string;
}

export function createLinkSigner(db: Db, ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS, options: LinkSignerOptions = {}): LinkSigner {
  const secretName = options.secretName ?? SECRET_NAME;
  const purpose = options.purpose ?? 'download';
  const pathOf = options.path ?? ((id: string) => `/api/documents/${id}/download`);
  const key = cachedServerSecret(db, secretName);
  const mac = async (id: string, expires: number) =>
    createHmac('sha256', await key())
      .update(`${purpose}\n${id.toLowerCase()}\n${expires}`)
      .digest('base64url');

  return {
    async sign(documentId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const signature = await mac(documentId, expires);
      return { path: `${pathOf(documentId)}?expires=${expires}&signature=${signature}`, expires };
    },
    async verify(documentId, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
      const at = Number(expires);
      if (!safeEqual(await mac(documentId, at), signature)) return 'invalid';
      const nowSeconds = Math.floor(now.getTime() / 1000);
      // A link from the future beyond the lifetime was not made by sign().
      if (at > nowSeconds + ttlSeconds + 60) return 'invalid';
      return at < nowSeconds ? 'expired' : 'ok';
    },
  };
}

/** Content-Disposition for a download: attachment, an ASCII fallback and the exact name (RFC 5987/6266). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;/]/g, '_')
    .trim() || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The id of a download link that checks out, lower-cased; otherwise the 403 a person can act on
 * (`expiredMessage` says where to open the file again).
 */
export async function verifiedLinkId(
  signer: LinkSigner,
  rawId: string,
  query: { expires?: string; signature?: string },
  expiredMessage: string,
  codes: { expired: string; invalid: string },
): Promise<string> {
  const id = rawId.toLowerCase();
  const check = isUuid(id) ? await signer.verify(id, query.expires, query.signature) : 'invalid';
  if (check === 'expired') throw forbidden(expiredMessage, codes.expired);
  if (check !== 'ok') throw forbidden('This download link is not valid', codes.invalid);
  return id;
}

/**
 * Sends a stored file as a download that no browser will render or sniff (its own sandboxing
 * CSP, nosniff, same-origin only), never cached; a blob gone from the store is a 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: BlobStore,
  file: { blobName: string; contentType: string; fileName: string; size: number },
  notFoundCode: string,
) {
  let body;
  try {
    body = await store.get(file.blobName);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound('File not found', notFoundCode);
    throw err;
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(body);
}
