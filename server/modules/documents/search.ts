// Full-text search over an organisation's ready documents, for the assistant (issue 6). The same
// SQL runs on PGlite and PostgreSQL: `websearch_to_tsquery('english', ...)` against the chunks'
// generated tsvector (GIN-indexed), ranked by ts_rank. Table rows are chunks too ('Sheet Budget |
// Salaries and Wages | FY2025 Budget: 412,000'), each pointing back to its table and row.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, documentTables } from '../../db/schema';
import type { ParsedRow } from './parse/types';

export interface ChunkHit {
  chunkId: string;
  documentId: string;
  fileName: string;
  text: string;
  page: number | null;
  sheet: string | null;
  heading: string | null;
  /** The document_tables row and the row number, for a chunk made from a table row. */
  tableId: string | null;
  rowNumber: number | null;
  rank: number;
}

export interface SearchOptions {
  /** Match chunks with any of the words (ranked by how many), instead of all of them. */
  anyWord?: boolean;
  /** Only these documents. */
  documentIds?: string[];
}

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];

/**
 * The chunks of `organizationId`'s ready documents that match `query` (web-search syntax: words,
 * "quoted phrases", -excluded, or), best first. Never another organisation's.
 */
export async function searchChunks(db: Db, organizationId: string, query: string, limit = 10, options: SearchOptions = {}): Promise<ChunkHit[]> {
  const q = query.trim().slice(0, 1000);
  if (!q) return [];
  const n = Math.max(1, Math.min(100, Math.floor(limit)));
  const tsquery = options.anyWord
    ? sql`to_tsquery('english', replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | '))`
    : sql`websearch_to_tsquery('english', ${q})`;
  const onlyDocuments =
    options.documentIds && options.documentIds.length
      ? sql`and c.document_id in (${sql.join(
          options.documentIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute(sql`
    with query as (select ${tsquery} as q)
    select c.id, c.document_id, d.file_name, c.text, c.page, c.sheet, c.heading, c.table_id, c.row_number,
           ts_rank(c.search_vector, query.q) as rank
      from document_chunks c
      join documents d on d.id = c.document_id
      cross join query
     where c.organization_id = ${organizationId}::uuid
       and d.status = 'ready'
       and c.search_vector @@ query.q
       ${onlyDocuments}
     order by rank desc, d.file_name, c.ordinal
     limit ${n}`);
  return rowsOf(result).map((r) => ({
    chunkId: String(r.id),
    documentId: String(r.document_id),
    fileName: String(r.file_name),
    text: String(r.text),
    page: r.page === null ? null : Number(r.page),
    sheet: (r.sheet as string | null) ?? null,
    heading: (r.heading as string | null) ?? null,
    tableId: (r.table_id as string | null) ?? null,
    rowNumber: r.row_number === null ? null : Number(r.row_number),
    rank: Number(r.rank),
  }));
}

export interface StoredTable {
  id: string;
  documentId: string;
  fileName: string;
  ordinal: number;
  name: string;
  title: string | null;
  sheet: string | null;
  page: number | null;
  /** The last page of a table a PDF printed over a page break (the analyst joins the two). */
  lastPage?: number | null;
  units: string | null;
  headerRows: string[][];
  columns: string[];
  rows: ParsedRow[];
}

/**
 * The tables of `organizationId`'s ready documents, as the parsers found them (row labels,
 * column labels, every cell), for the assistant to compute over and cite. `tableIds` or
 * `documentIds` narrow it (e.g. to the tables searchChunks() pointed at).
 */
export async function readyTables(db: Db, organizationId: string, options: { tableIds?: string[]; documentIds?: string[] } = {}): Promise<StoredTable[]> {
  const filters = [eq(documentTables.organizationId, organizationId), eq(documents.status, 'ready')];
  if (options.tableIds) {
    if (!options.tableIds.length) return [];
    filters.push(inArray(documentTables.id, options.tableIds));
  }
  if (options.documentIds) {
    if (!options.documentIds.length) return [];
    filters.push(inArray(documentTables.documentId, options.documentIds));
  }
  const rows = await db
    .select({ table: documentTables, fileName: documents.fileName })
    .from(documentTables)
    .innerJoin(documents, eq(documents.id, documentTables.documentId))
    .where(and(...filters))
    .orderBy(asc(documents.fileName), asc(documentTables.ordinal));
  return rows.map(({ table, fileName }) => ({
    id: table.id,
    documentId: table.documentId,
    fileName,
    ordinal: table.ordinal,
    name: table.name,
    title: table.title,
    sheet: table.sheet,
    page: table.page,
    units: table.units,
    headerRows: table.headerRows,
    columns: table.columns,
    rows: table.rows as ParsedRow[],
  }));
}
