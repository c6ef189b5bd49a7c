// Nonprofit verification (issue 8; spec part 1, sections 2 to 5, 8 and 9), for real:
//   GET  /api/organization/:id/verification                 the standing (any member)
//   POST /api/organization/:id/verification                 one letter (multipart `file`), read and checked at once (owners, admins)
//   POST /api/organization/:id/verification/manual-review   after 2 failed attempts (owners, admins)
//   GET  /api/verification/reviews/:token                   the operator's page: findings, the letter, Approve / Reject
//   POST /api/verification/reviews/:token                   the decision, once
//   GET  /api/verification/reviews/:token/letter            the uploaded letter, for the operator
// The upload answers when the letter has been read (a few seconds: PDF text, or OCR of a photo or
// scan in the documents' parse workers), with the new standing. See
// docs/decisions/026-nonprofit-verification.md.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  FAILED_ATTEMPTS_BEFORE_REVIEW,
  VERIFICATION_ERROR_CODES as CODES,
  VERIFICATION_EXTENSIONS,
  VERIFICATION_MAX_BYTES,
  VERIFICATION_MESSAGES as MESSAGES,
  verificationStandingSchema,
} from '../../../contracts/verification';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, tooManyRequests } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { closeIfUnread, discardRest, drain, formError, formParts, receiveToTemp, type ReceivedFile } from '../../lib/upload';
import { TemporaryFiles } from '../../lib/temporary';
import type { RequireToken } from '../../plugins/authenticate';
import { contentMismatch, displayName, extensionOf, storageName } from '../documents/checks';
import { attachmentDisposition } from '../documents/links';
import { REASONS as PARSE_REASONS } from '../documents/parse/limits';
import type { ParseOptions } from '../documents/parse/run';
import { ParseFailure, type DocumentKind, type ParsedDocument } from '../documents/parse/types';
import { defaultParse } from '../documents/processor';
import { BlobNotFoundError, type BlobStore } from '../documents/storage';
import type { Mailer } from '../mail/mailer';
import { requireMembership } from '../organization/access';
import { checkLetter, documentText } from './letter';
import { operatorMail, outcomeMail, REVIEW_CSS, REVIEW_CSS_PATH, reviewMessagePage, reviewPage } from './pages';
import {
  createAttempt,
  decideReview,
  finishAttempt,
  ownerOf,
  requestReview,
  reviewByToken,
  standing,
  verificationRow,
  withdrawReview,
  type AttemptOutcome,
} from './service';
import { fromOrigin, sendPage } from '../../lib/html-page';

type LetterKind = 'pdf' | 'jpg' | 'png';
export type ReadLetter = (filePath: string, kind: LetterKind) => Promise<ParsedDocument>;

export interface VerificationRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  store: BlobStore;
  mailer: Mailer;
  publicUrl: string;
  operatorEmail: string;
  /** Letters are received into `${tmpDir}/uploads`. */
  tmpDir: string;
  /** Reads a letter (default: the documents' parse workers, with a letter's limits). */
  read?: ReadLetter;
}

const EDITORS: readonly Role[] = ['OWNER', 'ADMIN'];
const FORBIDDEN = 'Only owners and admins can verify the organization';
/** Letters read per organisation per hour (each one costs a parse worker a few seconds). */
export const VERIFICATION_RATE_LIMIT = { limit: 20, windowSeconds: 3600 };
/** How long reading one letter may take. */
const READ_TIMEOUT_MS = 90_000;
/** A determination letter is a page or a few: more is not read. */
const LETTER_LIMITS = { maxPdfPages: 10, maxOcrPages: 4, maxFileBytes: VERIFICATION_MAX_BYTES };

const CONTENT_TYPES: Record<LetterKind, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

const limits = {
  fieldNameSize: 100,
  fieldSize: 1024,
  fields: 10,
  // One byte over the maximum: a letter over 10 MB is seen and refused, never kept whole.
  fileSize: VERIFICATION_MAX_BYTES + 1,
  files: 1,
  parts: 12,
  headerPairs: 100,
};

const errors = {
  wrongType: () => new HttpError(415, MESSAGES.wrongType, CODES.wrongType),
  tooLarge: () => new HttpError(413, MESSAGES.tooLarge, CODES.tooLarge),
  noFile: () => badRequest(MESSAGES.noFile, CODES.noFile),
  tooManyFiles: () => badRequest('Please upload one letter at a time', CODES.tooManyFiles),
  alreadyVerified: () => conflict('Your organization is already verified', CODES.alreadyVerified),
  reviewPending: () => conflict("A manual review of your letter is in progress. We'll get back to you within 1 to 2 business days.", CODES.reviewPending),
};

function multipartError(err: unknown): unknown {
  switch ((err as { code?: string } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return errors.tooManyFiles();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields', 'too_many_fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the letter as multipart/form-data', 'invalid_content_type');
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid form field name', 'invalid_request');
    default:
      return formError(err);
  }
}

/** The letter's type by its contents: PDF, JPEG or PNG, or null. */
async function kindByContent(file: ReceivedFile): Promise<LetterKind | null> {
  for (const kind of ['pdf', 'jpg', 'png'] as const) {
    if (!(await contentMismatch(kind, file.head, file.path))) return kind;
  }
  return null;
}

const sameKind = (ext: string, kind: LetterKind) => ext === kind || (kind === 'jpg' && ext === 'jpeg');

// The documents' parse workers, loaded on first use (starting the server loads no pdf.js or OCR);
// defaultParse hands its options to parseDocument as they are, limits included.
const parseLetter = defaultParse as (filePath: string, kind: DocumentKind, options: ParseOptions) => Promise<ParsedDocument>;
const defaultRead: ReadLetter = (filePath, kind) => parseLetter(filePath, kind, { timeoutMs: READ_TIMEOUT_MS, limits: LETTER_LIMITS });

const paramsSchema = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ token: z.string().max(200) });

export async function verificationRoutes(app: FastifyInstance, opts: VerificationRoutesOptions) {
  const { db, requireToken, store, mailer, publicUrl } = opts;
  const read = opts.read ?? defaultRead;
  const uploadsDir = path.join(opts.tmpDir, 'uploads');
  const publicOrigin = new URL(publicUrl).origin;
  // Scoped to these routes.
  await app.register(multipart, { limits, throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // --- the standing ---------------------------------------------------------------------------
  r.get(
    '/api/organization/:id/verification',
    {
      onRequest: requireToken,
      schema: { params: paramsSchema, response: { 200: verificationStandingSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (req, reply) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      reply.header('cache-control', 'no-store');
      return standing(db, organizationId);
    },
  );

  // --- a letter -------------------------------------------------------------------------------
  r.post(
    '/api/organization/:id/verification',
    {
      onRequest: requireToken,
      onSend: closeIfUnread,
      schema: {
        params: paramsSchema,
        response: {
          200: verificationStandingSchema,
          ...Object.fromEntries([400, 401, 403, 404, 409, 413, 415, 429, 500].map((s) => [s, apiErrorSchema])),
        },
      },
    },
    async (req, reply) => {
      const temps = new TemporaryFiles();
      let storedKey: string | null = null;
      try {
        const membership = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: FORBIDDEN });
        const organizationId = membership.organizationId;
        const current = await verificationRow(db, organizationId);
        if (current.status === 'verified') throw errors.alreadyVerified();
        if (current.status === 'manual-review-pending') throw errors.reviewPending();
        const limit = await hit(db, `verification:org:${organizationId}`, VERIFICATION_RATE_LIMIT);
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);

        let received: { file: ReceivedFile; name: string; ext: string } | null = null;
        try {
          // preservePath: the name as sent; displayName() decides what is shown.
          for await (const part of formParts(req, { limits, preservePath: true })) {
            if (part.type === 'field') continue;
            if (part.fieldname !== 'file') {
              await drain(part.file);
              continue;
            }
            const name = displayName(part.filename);
            const ext = extensionOf(name);
            // A name that says another type is refused before its contents are read.
            if (ext && !(VERIFICATION_EXTENSIONS as readonly string[]).includes(ext)) throw errors.wrongType();
            const file = await receiveToTemp(part.file, uploadsDir, temps, { maxBytes: VERIFICATION_MAX_BYTES, headBytes: 1024 });
            received = { file, name, ext };
          }
        } catch (err) {
          throw multipartError(err);
        }
        if (!received) throw errors.noFile();
        const { file } = received;
        if (file.truncated) throw errors.tooLarge();
        if (file.size === 0) throw errors.noFile();
        const kind = await kindByContent(file);
        // By contents; and a name that says another of the three (a PNG called .pdf) is refused too.
        if (!kind || (received.ext && !sameKind(received.ext, kind))) throw errors.wrongType();
        let fileName = received.name || `letter.${kind}`;
        if (!received.ext) fileName = `${fileName}.${kind}`;
        if (fileName.length > 200) fileName = `${fileName.slice(0, 190).trim()}.${received.ext || kind}`;

        const id = randomUUID();
        const key = `verification/${organizationId}/${id}/${storageName(fileName, kind)}`;
        await store.put(key, createReadStream(file.path), { contentType: CONTENT_TYPES[kind] });
        storedKey = key;
        const attempt = await createAttempt(db, {
          id,
          organizationId,
          userId: membership.userId,
          fileName,
          blobName: key,
          contentType: CONTENT_TYPES[kind],
          size: file.size,
        });
        storedKey = null;

        // Read it now: the answer carries the result.
        const organization = await ownerOf(db, organizationId);
        let outcome: AttemptOutcome;
        let broke = false;
        const started = Date.now();
        try {
          const doc = await read(file.path, kind);
          const verdict = checkLetter(documentText(doc), organization?.organizationName ?? '');
          outcome = { verified: verdict.verified, reason: verdict.reason, findings: { ...verdict.findings, ocr: doc.ocr }, counts: true };
        } catch (err) {
          if (err instanceof ParseFailure) {
            // A letter that cannot be read is a failed attempt, with the reader's words; one cut short by a shutdown is not.
            outcome = { verified: false, reason: err.reason, findings: null, counts: err.reason !== PARSE_REASONS.shutDown };
          } else {
            req.log.error({ err }, 'reading a verification letter failed');
            outcome = { verified: false, reason: MESSAGES.error, findings: null, counts: false };
            broke = true;
          }
        }
        req.log.info({ attempt: attempt.id, kind, ms: Date.now() - started, verified: outcome.verified }, 'verification letter read');
        await finishAttempt(db, attempt, outcome);
        if (broke) throw new HttpError(500, MESSAGES.error, CODES.error);
        reply.header('cache-control', 'no-store');
        return standing(db, organizationId);
      } catch (err) {
        discardRest(req);
        throw err;
      } finally {
        await temps.removeAll();
        if (storedKey) await store.delete(storedKey).catch((e) => req.log.warn({ err: e, key: storedKey }, 'could not remove a verification letter'));
      }
    },
  );

  // --- manual review --------------------------------------------------------------------------
  r.post(
    '/api/organization/:id/verification/manual-review',
    {
      onRequest: requireToken,
      schema: {
        params: paramsSchema,
        response: { 200: verificationStandingSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const membership = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: FORBIDDEN });
      const organizationId = membership.organizationId;
      const request = await requestReview(db, organizationId, membership.userId);
      if (!request) {
        const now = await standing(db, organizationId);
        if (now.status === 'verified') throw errors.alreadyVerified();
        if (now.failed_attempts < FAILED_ATTEMPTS_BEFORE_REVIEW) {
          throw badRequest(
            `Manual review is available after ${FAILED_ATTEMPTS_BEFORE_REVIEW} failed verification attempts (${now.failed_attempts} so far)`,
            CODES.reviewNotYet,
          );
        }
        throw badRequest('Upload your letter again before asking for another review', CODES.reviewNotYet);
      }
      if (request.token) {
        const [organization, requester] = await Promise.all([
          ownerOf(db, organizationId),
          Promise.resolve(req.principal?.user ? { name: req.principal.user.name, email: req.principal.user.email } : null),
        ]);
        try {
          await mailer.send(
            operatorMail({
              to: opts.operatorEmail,
              organizationName: organization?.organizationName ?? 'An organization',
              requester,
              failedAttempts: request.failedAttempts,
              attempt: request.attempt,
              publicUrl,
              token: request.token,
            }),
          );
        } catch (err) {
          req.log.error({ err }, 'the manual review mail could not be sent');
          await withdrawReview(db, request);
          throw new HttpError(502, MESSAGES.reviewFailed, 'mail_failed');
        }
      }
      reply.header('cache-control', 'no-store');
      return standing(db, organizationId);
    },
  );

  // --- the operator's page --------------------------------------------------------------------
  const page = sendPage;
  const unknownReview = (reply: FastifyReply) =>
    page(reply, reviewMessagePage('Review not found', 'This review link is not valid. Check that the whole link from the mail was opened.'), 404);

  /** Form posts must come from the review page itself (no other site can decide a review). */
  const fromOurPages = (req: FastifyRequest) => fromOrigin(req, publicOrigin);

  app.get(REVIEW_CSS_PATH, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(REVIEW_CSS),
  );

  r.get(
    '/api/verification/reviews/:token',
    { schema: { params: tokenParams, querystring: z.object({ decision: z.string().max(20).optional() }) } },
    async (req, reply) => {
      const view = await reviewByToken(db, req.params.token);
      if (!view) return unknownReview(reply);
      const suggested = req.query.decision === 'reject' ? 'reject' : req.query.decision === 'approve' ? 'approve' : undefined;
      return page(reply, reviewPage(view, req.params.token, suggested ? { suggested } : {}));
    },
  );

  r.post('/api/verification/reviews/:token', { schema: { params: tokenParams } }, async (req, reply) => {
    if (!fromOurPages(req)) return page(reply, reviewMessagePage('Request refused', 'This form did not come from Steward.'), 403);
    const view = await reviewByToken(db, req.params.token);
    if (!view) return unknownReview(reply);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const decision = body.decision === 'approve' || body.decision === 'reject' ? body.decision : null;
    if (!decision) return page(reply, reviewPage(view, req.params.token, { error: 'Choose Approve or Reject.' }), 400);
    const rawNote = typeof body.note === 'string' ? body.note : '';
    const note = rawNote.replace(/\s+/g, ' ').trim().slice(0, 1000) || null;
    const decided = await decideReview(db, view.review.id, decision, note);
    if (!decided) {
      const latest = (await reviewByToken(db, req.params.token)) ?? view;
      return page(reply, reviewPage(latest, req.params.token, { error: 'This review was already decided; it was not changed.' }), 409);
    }
    const owner = await ownerOf(db, decided.organizationId);
    if (owner) {
      try {
        await mailer.send(outcomeMail({ to: owner.email, organizationName: owner.organizationName, approved: decision === 'approve', note, publicUrl }));
      } catch (err) {
        // The decision stands; the organisation sees it in Steward.
        req.log.error({ err }, 'the verification outcome mail could not be sent');
      }
    }
    const after = { ...view, review: decided };
    const notice =
      decision === 'approve'
        ? `Approved: ${view.organizationName} is now verified. Its owner has been told.`
        : `Rejected: ${view.organizationName} is not verified. Its owner has been told.`;
    return page(reply, reviewPage(after, req.params.token, { notice }));
  });

  r.get('/api/verification/reviews/:token/letter', { exposeHeadRoute: false, schema: { params: tokenParams } }, async (req, reply) => {
    const view = await reviewByToken(db, req.params.token);
    if (!view?.attempt) return unknownReview(reply);
    let body;
    try {
      body = await store.get(view.attempt.blobName);
    } catch (err) {
      if (err instanceof BlobNotFoundError) return page(reply, reviewMessagePage('Letter not found', 'The uploaded letter is no longer stored.'), 404);
      throw err;
    }
    return reply
      .header('content-type', view.attempt.contentType)
      .header('content-disposition', attachmentDisposition(view.attempt.fileName))
      .header('content-length', String(view.attempt.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(body);
  });
}
