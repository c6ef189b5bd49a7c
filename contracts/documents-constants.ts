// Document constants shared by the browser and the server (spec part 2, sections 5 and 9). Plain
// values, no zod, so the PWA can import them without carrying a schema library (the schemas of
// the document calls are in documents.ts).

/** The extensions Steward accepts, lowercased and without the dot (case-insensitive on input). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'xlsm', 'xls', 'csv', 'jpg', 'jpeg', 'png'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** For `<input type="file" accept>`: the extensions with their dots. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The Content-Type each kind is stored and served with (never the one the client claimed). */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** 50 MB per file (50*1024*1024 bytes); a file of exactly this size is accepted. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** At most 25 documents per organisation, counting those it has. */
export const MAX_DOCUMENTS = 25;
/** The longest file name kept for display (characters, after trimming). */
export const MAX_FILE_NAME_LENGTH = 200;
/** Files in one upload-multiple request. */
export const MAX_FILES_PER_REQUEST = MAX_DOCUMENTS;

/** A document's server-side state: processing until parsed, then ready or failed (with `error`). */
export const DOCUMENT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Per-file result of an upload (spec: 'success', otherwise failure). */
export const UPLOAD_RESULT_STATUSES = ['success', 'failure'] as const;
export type UploadResultStatus = (typeof UPLOAD_RESULT_STATUSES)[number];

/** The header every upload should carry; the same key again returns the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Signed download links last this long. */
export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

/** Fiscal years the server accepts (the spec's year picker: 1950 to this year plus 10). */
export const MIN_FISCAL_YEAR = 1950;
export const FISCAL_YEAR_AHEAD = 10;

/**
 * The `code` of every document error, so the browser can map it to the spec's messages.
 * Statuses: see docs/decisions/017-documents-storage-and-processing.md.
 */
export const DOCUMENT_ERROR_CODES = {
  organizationIdMissing: 'organization_id_missing',
  agentIdMissing: 'agent_id_missing',
  organizationNotFound: 'organization_not_found',
  agentNotFound: 'agent_not_found',
  fileMissing: 'file_missing',
  fileNameMissing: 'file_name_missing',
  fileNameTooLong: 'file_name_too_long',
  unsupportedType: 'unsupported_file_type',
  typeMismatch: 'file_type_mismatch',
  emptyFile: 'empty_file',
  fileTooLarge: 'file_too_large',
  documentLimit: 'document_limit',
  documentExists: 'document_exists',
  documentNotFound: 'document_not_found',
  invalidMetadata: 'invalid_metadata',
  invalidFiscalYear: 'invalid_fiscal_year',
  invalidCategory: 'invalid_category',
  invalidContentType: 'invalid_content_type',
  idempotencyKeyReused: 'idempotency_key_reused',
  uploadFailed: 'upload_failed',
  invalidIdempotencyKey: 'invalid_idempotency_key',
  uploadInProgress: 'upload_in_progress',
  tooManyFiles: 'too_many_files',
  tooManyFields: 'too_many_fields',
  linkExpired: 'link_expired',
  linkInvalid: 'link_invalid',
} as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[keyof typeof DOCUMENT_ERROR_CODES];

/** What the server says when the 26th document is refused (the spec's toast: 'Upload limit exceeded' / 'Maximum 25 files allowed'). */
export const DOCUMENT_LIMIT_MESSAGE = `Upload limit exceeded: maximum ${MAX_DOCUMENTS} files allowed`;
