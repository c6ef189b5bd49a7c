// The improvement history's calls (issue 8; contracts/improvements.ts; decision 027):
//
//   GET  /api/organization/:id/improvements                   owners, admins: every version, newest first
//   GET  /api/organization/:id/improvements/summary           any member: the chat header's figures
//   POST /api/organization/:id/improvements                   owners, admins: a manual improvement
//        (multipart: `text`, 15-500 characters, and up to 3 `files`, pdf/xlsx/csv/txt by content,
//        10 MB each; a file over the size, of another type, empty, or beyond the third is dropped
//        and named in the answer's message); one per organisation per rolling 24 hours (429)
//   POST /api/organization/:id/improvements/from-feedback     owners, admins: { message_id, text }
//        from a thumbs-down answer of the organisation (10-500 characters; each answer once, 409);
//        not limited to one a day, since each needs an answer of its own
//   POST /api/organization/:id/improvements/:versionId/activate  owners, admins: 'Make Active'
//   GET  /api/improvement-files/:id/download?expires&signature  a supporting file, by signed link
//
// A new version is checked against the organisation's recent questions and made active before the
// call answers (201 with the version). Another organisation's ids answer 404.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  activateResponseSchema,
  fromFeedbackRequestSchema,
  improvementCreatedSchema,
  improvementHistorySchema,
  improvementSummarySchema,
} from '../../../contracts/improvements';
import {
  IMPROVEMENT_ERROR_CODES,
  IMPROVEMENT_FILE_EXTENSIONS,
  IMPROVEMENT_MAX_FILE_BYTES,
  IMPROVEMENT_MAX_FILES,
  IMPROVEMENT_MAX_LENGTH,
  IMPROVEMENT_MESSAGES,
  IMPROVEMENT_MIN_LENGTH,
  RESPONSE_IMPROVEMENT_MIN_LENGTH,
} from '../../../contracts/improvements-constants';
import { downloadParamsSchema, downloadQuerySchema } from '../../../contracts/documents';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads, improvementFiles } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { closeIfUnread, discardRest, drain, formError, formParts, receiveToTemp } from '../../lib/upload';
import { TemporaryFiles } from '../../lib/temporary';
import type { RequireToken } from '../../plugins/authenticate';
import type { Analyst } from '../assistant/agent';
import { contentMismatch, displayName, extensionOf, HEAD_BYTES } from '../documents/checks';
import { createLinkSigner, sendStoredFile, verifiedLinkId } from '../documents/links';
import { type BlobStore } from '../documents/storage';
import { isUuid, requireMembership } from '../organization/access';
import {
  activateVersion,
  alreadyUsed,
  assertManualAllowed,
  createVersion,
  fileSigner,
  improvementHistory,
  improvementSummary,
  versionLabel,
  versionNotFound,
  versionWithFiles,
  type StoredFile,
} from './service';

export interface ImprovementRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  store: BlobStore;
  /** The local analyst the check answers with (never the model provider). */
  analyst: Analyst;
  /** Files are received into `${tmpDir}/uploads`. */
  tmpDir: string;
  publicUrl: string;
}

const IMPROVERS: readonly Role[] = ['OWNER', 'ADMIN'];
const IMPROVERS_ONLY = 'Only owners and admins can improve Tally';

const CONTENT_TYPES: Record<(typeof IMPROVEMENT_FILE_EXTENSIONS)[number], string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** Files read from one form before the rest is refused (the first 3 valid ones are kept). */
const MAX_FILE_PARTS = 20;

const limits = {
  fieldNameSize: 100,
  // Room for 500 characters of any script (up to 4 bytes each).
  fieldSize: IMPROVEMENT_MAX_LENGTH * 4 + 1024,
  fields: 10,
  // One byte over the maximum: a file over the limit is seen (truncated) and dropped, never kept whole.
  fileSize: IMPROVEMENT_MAX_FILE_BYTES + 1,
  files: MAX_FILE_PARTS,
  parts: MAX_FILE_PARTS + 10,
  headerPairs: 100,
};

export const improvementErrors = {
  tooShort: (min = IMPROVEMENT_MIN_LENGTH) =>
    badRequest(min === IMPROVEMENT_MIN_LENGTH ? IMPROVEMENT_MESSAGES.tooShort : `Minimum ${min} characters required`, IMPROVEMENT_ERROR_CODES.TOO_SHORT),
  tooLong: () => badRequest(`Maximum ${IMPROVEMENT_MAX_LENGTH} characters allowed`, IMPROVEMENT_ERROR_CODES.TOO_LONG),
  messageNotFound: () => notFound('Message not found', 'message_not_found'),
};

/** The admin's words as kept: NFC, line breaks kept, other control characters removed, trimmed. */
export function cleanInstruction(raw: string | undefined): string {
  return (raw ?? '')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim();
}

/** 15-500 characters (10-500 for a thumbs-down's), or the 400. */
export function checkedText(raw: string | undefined, min = IMPROVEMENT_MIN_LENGTH): string {
  const text = cleanInstruction(raw);
  if (text.length < min) throw improvementErrors.tooShort(min);
  if (text.length > IMPROVEMENT_MAX_LENGTH) throw improvementErrors.tooLong();
  return text;
}

interface Staged {
  path: string;
  fileName: string;
  ext: (typeof IMPROVEMENT_FILE_EXTENSIONS)[number];
  size: number;
}

interface Dropped {
  name: string;
  why: string;
}

function droppedSentence(dropped: Dropped[]): string {
  if (!dropped.length) return '';
  const list = dropped.map((d) => `${d.name || 'a file without a name'} (${d.why})`).join(', ');
  return ` ${dropped.length === 1 ? '1 file was' : `${dropped.length} files were`} not kept: ${list}.`;
}

function multipartError(err: unknown): unknown {
  switch ((err as { code?: string } | null)?.code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields or files', 'too_many_fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the improvement as multipart/form-data', 'invalid_content_type');
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid form field name', 'invalid_request');
    default:
      return formError(err);
  }
}

export async function improvementRoutes(app: FastifyInstance, opts: ImprovementRoutesOptions) {
  const { db, requireToken, store, analyst, publicUrl } = opts;
  const uploadsDir = path.join(opts.tmpDir, 'uploads');
  const signer = createLinkSigner(db, undefined, {
    secretName: 'improvement_file_links',
    purpose: 'improvement-file',
    path: (id) => `/api/improvement-files/${id}/download`,
  });
  const sign = fileSigner(signer, publicUrl);
  // Scoped to this plugin: only the manual improvement here accepts multipart bodies.
  await app.register(multipart, { limits, throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const orgParams = z.object({ id: z.string().max(100) });
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  const improver = (req: FastifyRequest, id: string) => requireMembership(db, req.principal, id, { roles: IMPROVERS, forbiddenDetail: IMPROVERS_ONLY });

  r.get(
    '/api/organization/:id/improvements',
    { onRequest: requireToken, schema: { params: orgParams, response: { 200: improvementHistorySchema, ...errors } } },
    async (req, reply) => {
      const { organizationId } = await improver(req, req.params.id);
      reply.header('cache-control', 'no-store');
      return improvementHistory(db, organizationId, sign);
    },
  );

  r.get(
    '/api/organization/:id/improvements/summary',
    { onRequest: requireToken, schema: { params: orgParams, response: { 200: improvementSummarySchema, ...errors } } },
    async (req, reply) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      reply.header('cache-control', 'no-store');
      return improvementSummary(db, organizationId);
    },
  );

  r.post(
    '/api/organization/:id/improvements',
    {
      onRequest: requireToken,
      onSend: closeIfUnread,
      schema: {
        params: orgParams,
        response: { 201: improvementCreatedSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      let membership;
      try {
        membership = await improver(req, req.params.id);
        // Refused before a byte of the files is read.
        await assertManualAllowed(db, membership.organizationId);
      } catch (err) {
        discardRest(req);
        throw err;
      }
      const organizationId = membership.organizationId;
      const temps = new TemporaryFiles();
      const staged: Staged[] = [];
      const dropped: Dropped[] = [];
      let stored: string[] = [];
      let text: string | undefined;
      try {
        try {
          for await (const part of formParts(req, { limits })) {
            if (part.type === 'field') {
              if (part.fieldname === 'text' && text === undefined) {
                if (part.valueTruncated) throw improvementErrors.tooLong();
                text = typeof part.value === 'string' ? part.value : String(part.value);
              }
              continue;
            }
            const fileName = displayName(part.filename).slice(0, 255);
            const ext = extensionOf(fileName) as Staged['ext'];
            if (staged.length >= IMPROVEMENT_MAX_FILES) {
              await drain(part.file);
              dropped.push({ name: fileName, why: `only ${IMPROVEMENT_MAX_FILES} files can be added` });
              continue;
            }
            if (!(IMPROVEMENT_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
              await drain(part.file);
              dropped.push({ name: fileName, why: 'only PDF, XLSX, CSV and TXT files can be added' });
              continue;
            }
            const file = await receiveToTemp(part.file, uploadsDir, temps, { maxBytes: IMPROVEMENT_MAX_FILE_BYTES, headBytes: HEAD_BYTES });
            if (file.truncated) {
              dropped.push({ name: fileName, why: 'over 10 MB' });
              continue;
            }
            // TXT is checked as text, like CSV.
            const mismatch = file.size === 0 ? 'empty' : await contentMismatch(ext === 'txt' ? 'csv' : ext, file.head, file.path, ext);
            if (mismatch) {
              await rm(file.path, { force: true });
              temps.delete(file.path);
              dropped.push({ name: fileName, why: file.size === 0 ? 'empty' : `its contents are not a ${ext.toUpperCase()} file` });
              continue;
            }
            staged.push({ path: file.path, fileName: fileName || `file.${ext}`, ext, size: file.size });
          }
        } catch (err) {
          throw multipartError(err);
        }
        const instruction = checkedText(text);

        const versionId = randomUUID();
        const files: StoredFile[] = [];
        for (const [i, f] of staged.entries()) {
          const blobName = `improvements/${organizationId}/${versionId}/${i + 1}.${f.ext}`;
          stored.push(blobName);
          await store.putFile(blobName, f.path, { contentType: CONTENT_TYPES[f.ext] });
          temps.delete(f.path);
          files.push({ id: randomUUID(), fileName: f.fileName, blobName, contentType: CONTENT_TYPES[f.ext], size: f.size });
        }
        const { row } = await createVersion(
          { db, analyst, log: req.log },
          { organizationId, userId: membership.userId, text: instruction, source: 'manual', versionId, files },
        );
        stored = [];
        const version = await versionWithFiles(db, row, sign);
        return reply.code(201).send({ message: `Tally improved to version ${version.version}.${droppedSentence(dropped)}`, version });
      } catch (err) {
        discardRest(req);
        throw err;
      } finally {
        await temps.removeAll();
        for (const key of stored) await store.delete(key).catch((e) => req.log.warn({ err: e, key }, 'could not remove an improvement file'));
      }
    },
  );

  r.post(
    '/api/organization/:id/improvements/from-feedback',
    {
      onRequest: requireToken,
      schema: { params: orgParams, body: fromFeedbackRequestSchema, response: { 201: improvementCreatedSchema, ...errors, 409: apiErrorSchema } },
    },
    async (req, reply) => {
      const membership = await improver(req, req.params.id);
      const organizationId = membership.organizationId;
      const messageId = req.body.message_id.trim().toLowerCase();
      if (!isUuid(messageId)) throw improvementErrors.messageNotFound();
      const message = (
        await db
          .select({ id: chatMessages.id, role: chatMessages.role, used: chatMessages.usedForImprovement })
          .from(chatMessages)
          .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
          .where(and(eq(chatMessages.id, messageId), eq(chatThreads.organizationId, organizationId)))
          .limit(1)
      )[0];
      if (!message || message.role !== 'assistant') throw improvementErrors.messageNotFound();
      if (message.used) throw alreadyUsed();
      const text = checkedText(req.body.text, RESPONSE_IMPROVEMENT_MIN_LENGTH);
      const { row } = await createVersion(
        { db, analyst, log: req.log },
        { organizationId, userId: membership.userId, text, source: 'response_feedback', messageId: message.id },
      );
      const version = await versionWithFiles(db, row, sign);
      return reply.code(201).send({ message: `Tally improved to version ${version.version} from your feedback.`, version });
    },
  );

  r.post(
    '/api/organization/:id/improvements/:versionId/activate',
    {
      onRequest: requireToken,
      schema: { params: z.object({ id: z.string().max(100), versionId: z.string().max(100) }), response: { 200: activateResponseSchema, ...errors } },
    },
    async (req) => {
      const { organizationId } = await improver(req, req.params.id);
      if (!isUuid(req.params.versionId)) throw versionNotFound();
      const row = await activateVersion(db, organizationId, req.params.versionId.toLowerCase());
      return { message: `Switched to version ${versionLabel(row.versionTenths)}.`, version: await versionWithFiles(db, row, sign) };
    },
  );

  r.get(
    '/api/improvement-files/:id/download',
    // No response schema: the answer is the file's bytes. No HEAD twin.
    { exposeHeadRoute: false, schema: { params: downloadParamsSchema, querystring: downloadQuerySchema } },
    async (req, reply) => {
      const id = await verifiedLinkId(signer, req.params.id, req.query, 'This download link has expired. Open the file again from the history.', {
        expired: 'link_expired',
        invalid: 'link_invalid',
      });
      const file = (await db.select().from(improvementFiles).where(eq(improvementFiles.id, id)).limit(1))[0];
      if (!file) throw notFound('File not found', 'file_not_found');
      return sendStoredFile(reply, store, file, 'file_not_found');
    },
  );
}
