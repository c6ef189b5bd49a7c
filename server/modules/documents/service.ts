// The documents' rules that do not depend on HTTP: whose documents a caller may touch, how a
// stored document reads in the API, storing a checked file (blob first, then the row and its
// job in one transaction that enforces the per-organisation limit), and deleting.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_ERROR_CODES as CODES,
  DOCUMENT_LIMIT_MESSAGE,
  MAX_DOCUMENTS,
  type DocumentExtension,
} from '../../../contracts/documents-constants';
import type { DocumentRecord } from '../../../contracts/documents';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agents, documentJobs, documents, organizations } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/authenticate';
import { isUuid, requireMembership, type Membership } from '../organization/access';
import type { LinkSigner } from './links';
import type { BlobStore } from './storage';
import { storageName } from './checks';

export type DocumentRow = typeof documents.$inferSelect;

export const EDITORS: readonly Role[] = ['OWNER', 'ADMIN'];
export const EDITORS_ONLY = 'Only owners and admins can upload or delete documents';

export interface DocumentContext {
  membership: Membership;
  organizationId: string;
  agentId: string;
}

export const agentNotFound = () => notFound('Agent not found', CODES.agentNotFound);
export const documentExists = () => conflict('A document with this name already exists', CODES.documentExists);
export const documentLimit = () => conflict(DOCUMENT_LIMIT_MESSAGE, CODES.documentLimit);

/**
 * The organisation and agent a request names, checked against the caller's membership (never
 * trusted from the form alone): missing → 400, someone else's (or unknown) → 404, a role that
 * may not → 403.
 */
export async function resolveContext(
  db: Db,
  principal: Principal | null,
  organizationId: string | undefined,
  agentId: string | undefined,
  roles?: readonly Role[],
): Promise<DocumentContext> {
  const org = (organizationId ?? '').trim();
  if (!org) throw badRequest('Organization ID missing', CODES.organizationIdMissing);
  const agent = (agentId ?? '').trim();
  if (!agent) throw badRequest('Agent ID missing', CODES.agentIdMissing);
  const membership = await requireMembership(db, principal, org, roles ? { roles, forbiddenDetail: EDITORS_ONLY } : {});
  if (!isUuid(agent)) throw agentNotFound();
  const found = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agent.toLowerCase()), eq(agents.organizationId, membership.organizationId)))
    .limit(1);
  if (!found.length) throw agentNotFound();
  return { membership, organizationId: membership.organizationId, agentId: found[0]!.id };
}

export async function toRecord(doc: DocumentRow, signer: LinkSigner, publicUrl: string): Promise<DocumentRecord> {
  const link = await signer.sign(doc.id);
  return {
    id: doc.id,
    file_name: doc.fileName,
    blob_name: doc.blobName,
    size: doc.size,
    last_modified: doc.createdAt.toISOString(),
    download_url: `${publicUrl}${link.path}`,
    status: doc.status,
    error: doc.error,
    category: doc.category,
    sub_category: doc.subCategory,
    fiscal_year: doc.fiscalYear,
    kind: doc.kind,
    content_type: doc.contentType,
    pages: doc.pages,
    processed_at: doc.processedAt ? doc.processedAt.toISOString() : null,
  };
}

export async function listDocuments(db: Db, ctx: Pick<DocumentContext, 'organizationId' | 'agentId'>) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.organizationId, ctx.organizationId), eq(documents.agentId, ctx.agentId)))
    .orderBy(asc(documents.createdAt), asc(documents.fileName));
}

export async function countDocuments(db: Db, organizationId: string): Promise<number> {
  const row = (await db.select({ n: count() }).from(documents).where(eq(documents.organizationId, organizationId)))[0];
  return Number(row?.n ?? 0);
}

export async function statusCounts(db: Db, organizationId: string) {
  const rows = await db
    .select({ status: documents.status, n: count() })
    .from(documents)
    .where(eq(documents.organizationId, organizationId))
    .groupBy(documents.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<DocumentRow['status'], number>>;
  const ready = by.ready ?? 0;
  const processing = by.processing ?? 0;
  const failed = by.failed ?? 0;
  return { count: ready + processing + failed, ready, processing, failed };
}

export async function findByName(db: Db, ctx: Pick<DocumentContext, 'organizationId' | 'agentId'>, fileName: string) {
  return (
    await db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.organizationId, ctx.organizationId),
          eq(documents.agentId, ctx.agentId),
          sql`lower(${documents.fileName}) = lower(${fileName})`,
        ),
      )
      .limit(1)
  )[0];
}

export interface NewDocument {
  fileName: string;
  originalFilename: string;
  kind: DocumentExtension;
  size: number;
  sha256: string;
  category: string | null;
  subCategory: string | null;
  fiscalYear: number | null;
  /** The checked temporary file; moved into the store. */
  tempPath: string;
}

/**
 * Stores a checked file: quick checks (name taken, limit reached) first so a refused file costs
 * no storage, then the blob, then the row and its job in one transaction that locks the
 * organisation, so concurrent uploads cannot pass the limit. If the row cannot be written the
 * blob is removed again.
 */
export async function storeDocument(
  db: Db,
  store: BlobStore,
  ctx: DocumentContext,
  input: NewDocument,
  log?: { warn(obj: object, msg?: string): void },
): Promise<DocumentRow> {
  if (await findByName(db, ctx, input.fileName)) throw documentExists();
  if ((await countDocuments(db, ctx.organizationId)) >= MAX_DOCUMENTS) throw documentLimit();

  const id = randomUUID();
  const blobName = `${ctx.organizationId}/${id}/${storageName(input.fileName, input.kind)}`;
  const contentType = DOCUMENT_CONTENT_TYPES[input.kind];
  await store.putFile(blobName, input.tempPath, { contentType });
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, ctx.organizationId)).for('update');
      const n = Number((await tx.select({ n: count() }).from(documents).where(eq(documents.organizationId, ctx.organizationId)))[0]?.n ?? 0);
      if (n >= MAX_DOCUMENTS) throw documentLimit();
      const row = (
        await tx
          .insert(documents)
          .values({
            id,
            organizationId: ctx.organizationId,
            agentId: ctx.agentId,
            fileName: input.fileName,
            blobName,
            originalFilename: input.originalFilename,
            kind: input.kind,
            contentType,
            size: input.size,
            sha256: input.sha256,
            category: input.category,
            subCategory: input.subCategory,
            fiscalYear: input.fiscalYear,
            status: 'processing',
            uploadedBy: ctx.membership.userId,
          })
          .returning()
      )[0]!;
      await tx.insert(documentJobs).values({ documentId: id });
      return row;
    });
  } catch (err) {
    await store.delete(blobName).catch((e) => log?.warn({ err: e, blobName }, 'could not remove the blob of a refused upload'));
    if (isUniqueViolation(err)) throw documentExists();
    throw err;
  }
}

/** Deletes the row (its chunks, tables and job go with it) and then its blob. */
export async function deleteDocument(db: Db, store: BlobStore, doc: DocumentRow, log?: { warn(obj: object, msg?: string): void }) {
  const deleted = await db.delete(documents).where(eq(documents.id, doc.id)).returning({ id: documents.id });
  if (!deleted.length) throw notFound('File not found', CODES.documentNotFound);
  await store.delete(doc.blobName).catch((err) => log?.warn({ err, blobName: doc.blobName }, 'could not remove a deleted document\u2019s blob'));
}

/** A failed check of one file: its status, the sentence to show, and its code. */
export class UploadRefusal extends HttpError {}
export const refuse = (status: number, detail: string, code: string) => new UploadRefusal(status, detail, code);
