// The organisation's documents in memory, read once per set of ready documents: a cheap query
// (ids and processed_at of the ready documents) tells whether what is held is still current; when
// not, the tables, passages and receipts' fields are read again and indexed. Concurrent questions
// of one organisation share one load. Organisations not asked about for a while are dropped.
// Only the documents are held here: an organisation's improvement instructions are an input of
// every question (analyseIndex's rules), never part of the index, so switching versions changes
// the next answer at once and no answer computed with other instructions is ever served.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentChunks, documents } from '../../../db/schema';
import { readyTables } from '../../documents';
import { buildIndex, type OrgData, type OrgIndex } from './model';

interface Entry {
  fingerprint: string;
  index: Promise<OrgIndex>;
  usedAt: number;
}

export interface IndexCacheOptions {
  /** Organisations kept (least recently asked dropped first). */
  maxOrganizations?: number;
}

export async function loadOrgData(db: Db, organizationId: string): Promise<OrgData> {
  const [docs, tables, chunks] = await Promise.all([
    db
      .select({ id: documents.id, fileName: documents.fileName, kind: documents.kind, fields: documents.fields })
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), eq(documents.status, 'ready'))),
    readyTables(db, organizationId),
    db
      .select({
        documentId: documentChunks.documentId,
        text: documentChunks.text,
        page: documentChunks.page,
        sheet: documentChunks.sheet,
        heading: documentChunks.heading,
      })
      .from(documentChunks)
      .innerJoin(documents, eq(documents.id, documentChunks.documentId))
      .where(and(eq(documentChunks.organizationId, organizationId), eq(documents.status, 'ready'), isNull(documentChunks.tableId)))
      .orderBy(asc(documentChunks.documentId), asc(documentChunks.ordinal)),
  ]);
  return {
    documents: docs.map((d) => ({ id: d.id, fileName: d.fileName, kind: d.kind, fields: (d.fields ?? {}) as Record<string, string | number> })),
    tables,
    passages: chunks,
  };
}

/** What the ready documents are, cheaply: changes when one is added, reprocessed or removed. */
async function fingerprintOf(db: Db, organizationId: string): Promise<string> {
  const rows = await db
    .select({ id: documents.id, processedAt: documents.processedAt })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.status, 'ready')))
    .orderBy(asc(documents.id));
  return rows.map((r) => `${r.id}@${r.processedAt ? r.processedAt.getTime() : 0}`).join(',');
}

export function createIndexCache(options: IndexCacheOptions = {}) {
  const max = options.maxOrganizations ?? 200;
  const entries = new Map<string, Entry>();

  return {
    async get(db: Db, organizationId: string): Promise<OrgIndex> {
      const fingerprint = await fingerprintOf(db, organizationId);
      const held = entries.get(organizationId);
      if (held && held.fingerprint === fingerprint) {
        held.usedAt = Date.now();
        return held.index;
      }
      const index = loadOrgData(db, organizationId).then(buildIndex);
      const entry: Entry = { fingerprint, index, usedAt: Date.now() };
      entries.set(organizationId, entry);
      // A failed load is not kept.
      index.catch(() => {
        if (entries.get(organizationId) === entry) entries.delete(organizationId);
      });
      if (entries.size > max) {
        const oldest = [...entries].sort((a, b) => a[1].usedAt - b[1].usedAt)[0];
        if (oldest) entries.delete(oldest[0]);
      }
      return index;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
