// The document calls (spec part 2, section 7, under /api): list, upload one, upload many, delete
// by name, whether an organisation has documents, and the signed download link. Every call but
// the download needs a token; organisation and agent are checked against the caller's
// membership (requireMembership: another organisation's ids answer 404). Uploads stream each file
// to a temporary file, check it (size, extension, contents), store it, and queue its processing.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DOCUMENT_ERROR_CODES as CODES,
  FISCAL_YEAR_AHEAD,
  MAX_DOCUMENTS,
  MAX_FILE_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_FILES_PER_REQUEST,
  MIN_FISCAL_YEAR,
  documentDeleteQuerySchema,
  documentDeleteResponseSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentsExistResponseSchema,
  downloadParamsSchema,
  downloadQuerySchema,
  uploadMetadataSchema,
  uploadResponseSchema,
  type UploadMetadataItem,
  type UploadResult,
} from '../../../contracts/documents';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Db } from '../../db/client';
import { documents, memberships } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { assertCleanInput } from '../../lib/input';
import { closeIfUnread, discardRest, drain, formError, formParts, receiveToTemp, type ReceivedFile } from '../../lib/upload';
import { TemporaryFiles } from '../../lib/temporary';
import type { RequireToken } from '../../plugins/authenticate';
import { requireMembership } from '../organization/access';
import { recordActivity } from '../team/activity';
import { cleanText, contentMismatch, displayName, extensionOf, fileNameTooLong, HEAD_BYTES, kindOf, settleFileName, UNSUPPORTED_TYPE_MESSAGE } from './checks';
import { claimIdempotencyKey, idempotencyKeyOf, requestFingerprint } from './idempotency';
import { sendStoredFile, verifiedLinkId, type LinkSigner } from './links';
import type { DocumentProcessor } from './processor';
import {
  EDITORS,
  countDocuments,
  deleteDocument,
  documentLimit,
  findByName,
  listDocuments,
  refuse,
  resolveContext,
  statusCounts,
  storeDocument,
  toRecord,
  type DocumentContext,
} from './service';
import { type BlobStore } from './storage';

export interface DocumentRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  store: BlobStore;
  processor: DocumentProcessor;
  signer: LinkSigner;
  publicUrl: string;
  /** Uploads are received into `${tmpDir}/uploads`. */
  tmpDir: string;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const uploadErrors = { ...errors, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema } as const;

const FILE_TOO_LARGE = 'File is larger than 50 MB';
const FORM_FIELDS = new Set(['organization_id', 'agent_id', 'file_name', 'category', 'sub_category', 'fiscal_year', 'metadata']);

type Mode = 'one' | 'many';

const partLimits = (mode: Mode) => ({
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 20,
  // One byte over the maximum: busboy keeps at most MAX + 1 bytes, so a file over the limit is
  // seen (size > MAX, or `truncated` when longer) and never more than that reaches the disk.
  fileSize: MAX_FILE_BYTES + 1,
  files: mode === 'one' ? 1 : MAX_FILES_PER_REQUEST,
  parts: mode === 'one' ? 21 : MAX_FILES_PER_REQUEST + 20,
  headerPairs: 100,
});

interface Incoming {
  /** The part's file name as sent. */
  originalFilename: string;
  /** Its size and SHA-256, kept or not (the request's fingerprint). */
  digest: { size: number; sha256: string } | null;
  received: ReceivedFile | null;
  /** Refused while receiving (unsupported type, limit reached), before its contents were kept. */
  refusal: HttpError | null;
}

interface Meta {
  fileName: string;
  category: string | null | undefined;
  subCategory: string | null | undefined;
  fiscalYear: string | number | null | undefined;
}

function textValue(value: string | null | undefined, what: string): string | null {
  const text = cleanText(value);
  if (!text) return null;
  if (text.length > 100) throw refuse(400, `The ${what} is too long (at most 100 characters)`, CODES.invalidCategory);
  return text;
}

function fiscalYearValue(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : /^\s*\d{4}\s*$/.test(value) ? Number(value) : Number.NaN;
  const max = new Date().getUTCFullYear() + FISCAL_YEAR_AHEAD;
  if (!Number.isInteger(n) || n < MIN_FISCAL_YEAR || n > max) {
    throw refuse(400, `The fiscal year must be a year from ${MIN_FISCAL_YEAR} to ${max}`, CODES.invalidFiscalYear);
  }
  return n;
}

/** Multipart errors in the API's words. */
function multipartError(err: unknown, mode: Mode): unknown {
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(
        413,
        mode === 'one' ? 'Send one file here; use upload-multiple for several' : `At most ${MAX_FILES_PER_REQUEST} files can be uploaded at once`,
        CODES.tooManyFiles,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields', CODES.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the files as multipart/form-data', CODES.invalidContentType);
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid form field name', 'invalid_request');
    default:
      return formError(err);
  }
}

const result = (original: string, fileName: string | null, refusal: HttpError): UploadResult => ({
  original_filename: original,
  file_name: fileName,
  status: 'failure',
  error: refusal.detail,
  code: refusal.code,
  document: null,
});

export async function documentRoutes(app: FastifyInstance, opts: DocumentRoutesOptions) {
  const { db, requireToken, store, processor, signer, publicUrl } = opts;
  const uploadsDir = path.join(opts.tmpDir, 'uploads');
  // Scoped to these routes: nothing else accepts multipart bodies.
  await app.register(multipart, { limits: partLimits('many'), throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // --- list -----------------------------------------------------------------------------------
  r.get(
    '/api/organization/agent/documents/list',
    { onRequest: requireToken, schema: { querystring: documentListQuerySchema, response: { 200: documentListResponseSchema, ...errors } } },
    async (req, reply) => {
      const ctx = await resolveContext(db, req.principal, req.query.organization_id, req.query.agent_id);
      const rows = await listDocuments(db, ctx);
      reply.header('cache-control', 'no-store');
      return { documents: await Promise.all(rows.map((row) => toRecord(row, signer, publicUrl))) };
    },
  );

  // --- exists ---------------------------------------------------------------------------------
  r.get(
    '/api/organization/:id/documents/exists',
    {
      onRequest: requireToken,
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: documentsExistResponseSchema, ...errors } },
    },
    async (req, reply) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      const counts = await statusCounts(db, organizationId);
      reply.header('cache-control', 'no-store');
      return { organization_id: organizationId, exists: counts.count > 0, ...counts };
    },
  );

  // --- delete ---------------------------------------------------------------------------------
  r.delete(
    '/api/organization/agent/documents/delete',
    { onRequest: requireToken, schema: { querystring: documentDeleteQuerySchema, response: { 200: documentDeleteResponseSchema, ...errors } } },
    async (req) => {
      const ctx = await resolveContext(db, req.principal, req.query.organization_id, req.query.agent_id, EDITORS);
      const name = displayName(req.query.file_name);
      if (!name) throw badRequest('File name missing', CODES.fileNameMissing);
      const doc = await findByName(db, ctx, name);
      if (!doc) throw notFound('File not found', CODES.documentNotFound);
      await deleteDocument(db, store, doc, req.log);
      return { message: 'Document deleted', id: doc.id, file_name: doc.fileName };
    },
  );

  // --- download (signed link, no token) --------------------------------------------------------
  r.get(
    '/api/documents/:id/download',
    // No response schema: the answer is the file's bytes (errors are { detail, code } as everywhere).
    // No HEAD twin: it would open the file for nothing.
    { exposeHeadRoute: false, schema: { params: downloadParamsSchema, querystring: downloadQuerySchema } },
    async (req, reply) => {
      const id = await verifiedLinkId(signer, req.params.id, req.query, 'This download link has expired. Open the file again from the file manager.', {
        expired: CODES.linkExpired,
        invalid: CODES.linkInvalid,
      });
      const doc = (await db.select().from(documents).where(eq(documents.id, id)).limit(1))[0];
      if (!doc) throw notFound('File not found', CODES.documentNotFound);
      return sendStoredFile(reply, store, doc, CODES.documentNotFound);
    },
  );

  // --- uploads --------------------------------------------------------------------------------

  /** Reads the form: fields, and each file into a temporary file (or refused without keeping it). */
  async function readForm(req: FastifyRequest, mode: Mode, temps: TemporaryFiles) {
    const fields: Record<string, string> = {};
    const files: Incoming[] = [];
    let ctx: DocumentContext | null = null;
    let existing: number | null = null;
    let kept = 0;
    try {
      // preservePath: the name as sent (busboy would cut it at any '/', '<script>…</script>' included); displayName() decides.
      for await (const part of formParts(req, { limits: partLimits(mode), preservePath: true })) {
        if (part.type === 'field') {
          if (FORM_FIELDS.has(part.fieldname) && typeof part.value === 'string' && fields[part.fieldname] === undefined) {
            fields[part.fieldname] = part.value;
          }
          continue;
        }
        // Fields sent before the files are checked before any file is read.
        if (!ctx && fields.organization_id !== undefined && fields.agent_id !== undefined) {
          ctx = await resolveContext(db, req.principal, fields.organization_id, fields.agent_id, EDITORS);
        }
        const incoming: Incoming = { originalFilename: part.filename ?? '', digest: null, received: null, refusal: null };
        files.push(incoming);
        if (mode === 'many') {
          // Refusals that do not need the contents: the file is read past, not kept.
          if (!kindOf(displayName(part.filename))) {
            incoming.refusal = refuse(415, UNSUPPORTED_TYPE_MESSAGE, CODES.unsupportedType);
            incoming.digest = await drain(part.file);
            continue;
          }
          if (ctx) {
            existing ??= await countDocuments(db, ctx.organizationId);
            if (existing + kept >= MAX_DOCUMENTS) {
              incoming.refusal = documentLimit();
              incoming.digest = await drain(part.file);
              continue;
            }
          }
        }
        incoming.received = await receiveToTemp(part.file, uploadsDir, temps, { maxBytes: MAX_FILE_BYTES, headBytes: HEAD_BYTES });
        incoming.digest = { size: incoming.received.size, sha256: incoming.received.sha256 };
        kept += 1;
      }
    } catch (err) {
      throw multipartError(err, mode);
    }
    ctx ??= await resolveContext(db, req.principal, fields.organization_id, fields.agent_id, EDITORS);
    return { fields, files, ctx, fingerprint: fingerprintOf(mode, fields, files) };
  }

  const fingerprintOf = (mode: Mode, fields: Record<string, string>, files: Pick<Incoming, 'originalFilename' | 'digest'>[]) =>
    requestFingerprint({
      route: mode,
      fields,
      files: files.map((f) => ({ name: f.originalFilename, size: f.digest?.size ?? 0, sha256: f.digest?.sha256 ?? '' })),
    });

  /** A repeated request's fingerprint: the form read through (files hashed, nothing kept). */
  async function fingerprintOfRepeat(req: FastifyRequest, mode: Mode): Promise<string> {
    const fields: Record<string, string> = {};
    const files: Pick<Incoming, 'originalFilename' | 'digest'>[] = [];
    try {
      for await (const part of formParts(req, { limits: partLimits(mode), preservePath: true })) {
        if (part.type === 'field') {
          if (FORM_FIELDS.has(part.fieldname) && typeof part.value === 'string' && fields[part.fieldname] === undefined) fields[part.fieldname] = part.value;
          continue;
        }
        files.push({ originalFilename: part.filename ?? '', digest: await drain(part.file) });
      }
    } catch (err) {
      throw multipartError(err, mode);
    }
    return fingerprintOf(mode, fields, files);
  }

  /** Checks one received file and stores it; a refusal is thrown as an HttpError. */
  async function storeOne(req: FastifyRequest, ctx: DocumentContext, incoming: Incoming, meta: Meta, temps: TemporaryFiles): Promise<UploadResult> {
    if (incoming.refusal) throw incoming.refusal;
    const file = incoming.received!;
    if (file.truncated || file.size > MAX_FILE_BYTES) throw refuse(413, FILE_TOO_LARGE, CODES.fileTooLarge);
    const original = displayName(incoming.originalFilename);
    const chosen = displayName(meta.fileName);
    const kind = kindOf(original) ?? kindOf(chosen);
    if (!kind) throw refuse(415, UNSUPPORTED_TYPE_MESSAGE, CODES.unsupportedType);
    if (file.size === 0) throw refuse(400, 'The file is empty', CODES.emptyFile);
    const shown = kindOf(original) ? extensionOf(original) : extensionOf(chosen);
    const mismatch = await contentMismatch(kind, file.head, file.path, shown);
    if (mismatch) throw refuse(415, mismatch, CODES.typeMismatch);
    const fileName = settleFileName(chosen, original, kind);
    if (!fileName) throw refuse(400, 'File name missing', CODES.fileNameMissing);
    if (fileNameTooLong(fileName)) throw refuse(400, `The file name is too long (at most ${MAX_FILE_NAME_LENGTH} characters)`, CODES.fileNameTooLong);
    const doc = await storeDocument(
      db,
      store,
      ctx,
      {
        fileName,
        originalFilename: incoming.originalFilename.slice(0, 1000),
        kind,
        size: file.size,
        sha256: file.sha256,
        category: textValue(meta.category, 'category'),
        subCategory: textValue(meta.subCategory, 'subcategory'),
        fiscalYear: fiscalYearValue(meta.fiscalYear),
        tempPath: file.path,
      },
      req.log,
    );
    temps.delete(file.path);
    processor.wake();
    // The team page's Recent Activity; recording never fails the upload.
    await recordActivity(db, { organizationId: ctx.organizationId, userId: ctx.membership.userId, kind: 'upload', detail: doc.fileName }, req.log);
    return {
      original_filename: incoming.originalFilename,
      file_name: doc.fileName,
      status: 'success',
      error: null,
      code: null,
      document: await toRecord(doc, signer, publicUrl),
    };
  }

  async function runUpload(
    req: FastifyRequest,
    mode: Mode,
    temps: TemporaryFiles,
  ): Promise<{ status: number; body: { results: UploadResult[] }; kept: boolean; fingerprint: string }> {
    const { fields, files, ctx, fingerprint } = await readForm(req, mode, temps);

    if (mode === 'one') {
      const incoming = files[0];
      if (!incoming) throw badRequest('No file was sent', CODES.fileMissing);
      const meta: Meta = { fileName: fields.file_name ?? '', category: fields.category, subCategory: fields.sub_category, fiscalYear: fields.fiscal_year };
      const one = await storeOne(req, ctx, incoming, meta, temps);
      return { status: 201, body: { results: [one] }, kept: true, fingerprint };
    }

    if (!files.length) throw badRequest('No files were sent', CODES.fileMissing);
    const byName = new Map<string, UploadMetadataItem>();
    if (fields.metadata !== undefined && fields.metadata.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(fields.metadata);
      } catch {
        throw badRequest('metadata must be a JSON array', CODES.invalidMetadata);
      }
      // JSON text can spell a NUL ("\u0000") that the form field itself did not hold.
      assertCleanInput(parsed, 'metadata');
      const checked = uploadMetadataSchema.safeParse(parsed);
      if (!checked.success) throw badRequest('metadata must be a JSON array of { file_name, category, sub_category, fiscal_year }', CODES.invalidMetadata);
      for (const item of checked.data) byName.set(displayName(item.file_name).toLowerCase(), item);
    }
    const results: UploadResult[] = [];
    for (const incoming of files) {
      const item = byName.get(displayName(incoming.originalFilename).toLowerCase());
      const meta: Meta = { fileName: incoming.originalFilename, category: item?.category, subCategory: item?.sub_category, fiscalYear: item?.fiscal_year };
      try {
        results.push(await storeOne(req, ctx, incoming, meta, temps));
      } catch (err) {
        if (!(err instanceof HttpError)) req.log.error({ err }, 'upload failed');
        const refusal = err instanceof HttpError ? err : new HttpError(500, 'Upload failed. Please try again.', CODES.uploadFailed);
        results.push(result(incoming.originalFilename, displayName(incoming.originalFilename) || null, refusal));
      }
    }
    return { status: 200, body: { results }, kept: results.some((one) => one.status === 'success'), fingerprint };
  }

  async function upload(req: FastifyRequest, reply: FastifyReply, mode: Mode) {
    const key = idempotencyKeyOf(req.headers['idempotency-key']);
    let owned: Extract<Awaited<ReturnType<typeof claimIdempotencyKey>>, { kind: 'owned' }> | null = null;
    const user = req.principal?.user;
    if (key && user) {
      // The key is scoped by the caller's organisation (a person belongs to one), known before the form is read.
      const membership = (await db.select().from(memberships).where(eq(memberships.userId, user.id)).limit(1))[0];
      if (membership) {
        const claim = await claimIdempotencyKey(db, { organizationId: membership.organizationId, userId: user.id, key, route: mode });
        if (claim.kind === 'replay') {
          // The same key with another file or other fields is not a retry: nothing is replayed, nothing stored.
          const fingerprint = await fingerprintOfRepeat(req, mode).catch((err: unknown) => {
            discardRest(req);
            throw err;
          });
          if (claim.fingerprint !== null && claim.fingerprint !== fingerprint) {
            throw new HttpError(422, 'This upload key was already used for another file', CODES.idempotencyKeyReused);
          }
          return reply.code(claim.status).header('idempotent-replayed', 'true').send(claim.body);
        }
        if (claim.kind === 'in_progress') {
          throw new HttpError(409, 'This upload is still in progress. Try again in a moment.', CODES.uploadInProgress, { 'retry-after': '2' });
        }
        if (claim.kind === 'other_route') throw new HttpError(422, 'This Idempotency-Key was used for a different request', CODES.idempotencyKeyReused);
        owned = claim;
      }
    }
    const temps = new TemporaryFiles();
    // Temporary files go before the answer does: once a client has its answer, nothing of the upload is left over.
    const cleanUp = async () => {
      await temps.removeAll();
    };
    let outcome: Awaited<ReturnType<typeof runUpload>>;
    try {
      outcome = await runUpload(req, mode, temps);
      if (owned) {
        if (outcome.kept) await owned.complete(outcome.status, outcome.body, outcome.fingerprint);
        else await owned.release();
      }
    } catch (err) {
      discardRest(req);
      await owned?.release().catch((e) => req.log.warn({ err: e }, 'could not release an idempotency key'));
      throw err;
    } finally {
      await cleanUp();
    }
    return reply.code(outcome.status).send(outcome.body);
  }

  r.post(
    '/api/organization/agent/documents/upload',
    { onRequest: requireToken, onSend: closeIfUnread, schema: { response: { 201: uploadResponseSchema, ...uploadErrors } } },
    (req, reply) => upload(req, reply, 'one'),
  );

  r.post(
    '/api/organization/agent/documents/upload-multiple',
    { onRequest: requireToken, onSend: closeIfUnread, schema: { response: { 200: uploadResponseSchema, ...uploadErrors } } },
    (req, reply) => upload(req, reply, 'many'),
  );
}
