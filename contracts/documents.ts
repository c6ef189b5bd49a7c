// Shapes of the document calls (spec part 2, sections 3 and 7), shared by the server and the
// browser. The browser imports only types from here, and values from documents-constants.ts, so
// it carries no schema library.
import { z } from 'zod';
import { DOCUMENT_EXTENSIONS, DOCUMENT_STATUSES, UPLOAD_RESULT_STATUSES } from './documents-constants';

export * from './documents-constants';

const id = z.string().max(100);

/** A document as the list (and an upload's result) shows it. */
export const documentRecordSchema = z.object({
  id: z.string(),
  /** The name the person chose; shown, searched, and used by delete-by-name. */
  file_name: z.string(),
  /** The storage key (`{organization}/{document}/{safe name}`). */
  blob_name: z.string(),
  size: z.number().int(),
  /** When the file was stored (ISO 8601). */
  last_modified: z.string(),
  /** A signed link to download this file, valid for 15 minutes (absolute URL). */
  download_url: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why the document failed, as a sentence for the person; null otherwise. */
  error: z.string().nullable(),
  category: z.string().nullable(),
  sub_category: z.string().nullable(),
  fiscal_year: z.number().int().nullable(),
  kind: z.enum(DOCUMENT_EXTENSIONS),
  content_type: z.string(),
  /** Pages of a PDF or sheets of a workbook, once read. */
  pages: z.number().int().nullable(),
  processed_at: z.string().nullable(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/** GET /api/organization/agent/documents/list?organization_id&agent_id */
export const documentListQuerySchema = z.object({
  organization_id: id.optional(),
  agent_id: id.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
export const documentListResponseSchema = z.object({ documents: z.array(documentRecordSchema) });
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/**
 * One file's outcome. `original_filename` is the name the file arrived with; `file_name` the
 * name it is kept under (null when refused before one was settled); `code` a
 * DOCUMENT_ERROR_CODES value on failure.
 */
export const uploadResultSchema = z.object({
  original_filename: z.string(),
  file_name: z.string().nullable(),
  status: z.enum(UPLOAD_RESULT_STATUSES),
  error: z.string().nullable(),
  code: z.string().nullable(),
  document: documentRecordSchema.nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Both upload calls answer { results }: upload one with a single result (201), upload many with one per file (200). */
export const uploadResponseSchema = z.object({ results: z.array(uploadResultSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** upload-multiple's optional `metadata` field: a JSON array, matched to files by file name. */
export const uploadMetadataItemSchema = z.object({
  file_name: z.string().max(1000),
  category: z.string().max(200).nullable().optional(),
  sub_category: z.string().max(200).nullable().optional(),
  fiscal_year: z.union([z.number(), z.string().max(20)]).nullable().optional(),
});
export const uploadMetadataSchema = z.array(uploadMetadataItemSchema).max(200);
export type UploadMetadataItem = z.infer<typeof uploadMetadataItemSchema>;

/** DELETE /api/organization/agent/documents/delete?organization_id&agent_id&file_name */
export const documentDeleteQuerySchema = z.object({
  organization_id: id.optional(),
  agent_id: id.optional(),
  file_name: z.string().max(1000).optional(),
});
export type DocumentDeleteQuery = z.infer<typeof documentDeleteQuerySchema>;
export const documentDeleteResponseSchema = z.object({ message: z.string(), id: z.string(), file_name: z.string() });
export type DocumentDeleteResponse = z.infer<typeof documentDeleteResponseSchema>;

/** GET /api/organization/:id/documents/exists */
export const documentsExistResponseSchema = z.object({
  organization_id: z.string(),
  exists: z.boolean(),
  count: z.number().int(),
  ready: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
});
export type DocumentsExistResponse = z.infer<typeof documentsExistResponseSchema>;

/** GET /api/documents/:id/download?expires&signature (the signed link from the list). */
export const downloadParamsSchema = z.object({ id: id });
export const downloadQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
