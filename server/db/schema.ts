// The database schema. Product tables (users, organisations, memberships, agents) and the
// embedded identity provider's tables (idp_*) live side by side but never reference each other:
// the product knows a person only by the provider's subject (users.external_id), as with Auth0.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------------------------------------
// Product

export const roleEnum = pgEnum('member_role', ['OWNER', 'ADMIN', 'MEMBER']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalId: text('external_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_external_id_key').on(t.externalId), index('users_email_idx').on(sql`lower(${t.email})`)],
);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id),
  /** When the onboarding questionnaire was first completed; null until then. */
  questionnaireCompletedAt: ts('questionnaire_completed_at'),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    tag: text('tag'),
    isActive: boolean('is_active').notNull().default(true),
    lastActivityAt: ts('last_activity_at'),
    createdAt: createdAt(),
  },
  // A person belongs to one organisation at a time: the token carries a single organisation.
  (t) => [uniqueIndex('memberships_user_key').on(t.userId), index('memberships_org_idx').on(t.organizationId)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    foundryAgentId: text('foundry_agent_id').notNull(),
    createdAt: createdAt(),
  },
  // One agent of each type per organisation: a second initialisation, even a concurrent one,
  // hits this index (and answers agents_exist). It also serves lookups by organisation.
  (t) => [uniqueIndex('agents_org_type_key').on(t.organizationId, t.type)],
);

export const agentAccess = pgTable(
  'agent_access',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.userId] })],
);

/**
 * An organisation's answer to one onboarding question (server/modules/organization/questions.ts).
 * The question's text is kept as it read when answered; `answer` is the stored shape,
 * { value } or { choices, otherValue }. The organisation's name is not stored here.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    question: text('question').notNull(),
    answer: jsonb('answer').notNull(),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_answers_org_question_key').on(t.organizationId, t.questionId)],
);

/** "Notify me" for an assistant that is coming soon: one request per person and assistant. */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantId: text('assistant_id').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notify_requests_user_assistant_key').on(t.userId, t.assistantId)],
);

// ---------------------------------------------------------------------------------------------
// Documents (issue 5): what was uploaded, what its parser found, and the jobs that parse it.

export const documentStatusEnum = pgEnum('document_status', ['processing', 'ready', 'failed']);
const DOCUMENT_KIND_VALUES = ['pdf', 'docx', 'xlsx', 'xlsm', 'xls', 'csv', 'jpg', 'jpeg', 'png'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An uploaded file. `file_name` is the name the person chose (shown, and used by delete-by-name;
 * unique per organisation and agent whatever its case); `blob_name` is the storage key, made of
 * ids and a sanitised name.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    blobName: text('blob_name').notNull(),
    originalFilename: text('original_filename').notNull(),
    kind: text('kind', { enum: DOCUMENT_KIND_VALUES }).notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    category: text('category'),
    subCategory: text('sub_category'),
    fiscalYear: integer('fiscal_year'),
    status: documentStatusEnum('status').notNull().default('processing'),
    /** Why it failed, as a sentence the person can read. */
    error: text('error'),
    /** Fields read from a receipt or letter (merchant, date, total, ...). */
    fields: jsonb('fields').$type<Record<string, string | number>>().notNull().default({}),
    pages: integer('pages'),
    /** What the parser wants the person to know (rows capped, pages without text, ...). */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    ocr: boolean('ocr').notNull().default(false),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
  },
  (t) => [
    uniqueIndex('documents_org_agent_name_key').on(t.organizationId, t.agentId, sql`lower(${t.fileName})`),
    uniqueIndex('documents_blob_name_key').on(t.blobName),
  ],
);

/** A table found in a document, kept as a table: header rows, column labels, and every row's cells. */
export const documentTables = pgTable(
  'document_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    name: text('name').notNull(),
    sheet: text('sheet'),
    page: integer('page'),
    headerRows: jsonb('header_rows').$type<string[][]>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** ParsedRow[]: { rowNumber, label, code?, isSubtotal, cells }. */
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    units: text('units'),
    /** The title printed above the table ('Statement of Financial Position — As of June 30, 2025'). */
    title: text('title'),
  },
  (t) => [index('document_tables_document_idx').on(t.documentId, t.ordinal), index('document_tables_org_idx').on(t.organizationId)],
);

/**
 * A searchable piece of a document: a passage, or one table row rendered as text ('Sheet Budget |
 * Salaries and Wages | FY2025 Budget: 412,000 | ...'), so full-text search finds rows too.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    page: integer('page'),
    sheet: text('sheet'),
    heading: text('heading'),
    /** The table and row a row-chunk came from (null for passages). */
    tableId: uuid('table_id').references(() => documentTables.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, coalesce("heading", '') || ' ' || coalesce("sheet", '') || ' ' || "text")`),
  },
  (t) => [
    index('document_chunks_document_idx').on(t.documentId, t.ordinal),
    index('document_chunks_org_idx').on(t.organizationId),
    index('document_chunks_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * The durable processing queue: one row per document waiting to be parsed. A worker claims a
 * row by setting `locked_until`/`locked_by`; a crashed worker's row is taken again once the lock
 * has expired. The row is deleted when the document is ready or failed.
 */
export const documentJobs = pgTable(
  'document_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    runAfter: ts('run_after').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_jobs_document_key').on(t.documentId), index('document_jobs_run_after_idx').on(t.runAfter)],
);

/**
 * An upload's Idempotency-Key: the same key from the same person and organisation again answers
 * the stored response. `status` is null while the first request is still running, which keeps
 * renewing `lease_until`; a claim whose lease ran out died with its process. `fingerprint` is
 * what the request sent (its fields and files' SHA-256): the key with another request is a 422.
 */
export const uploadIdempotency = pgTable(
  'upload_idempotency',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    fingerprint: text('fingerprint'),
    leaseUntil: ts('lease_until'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.key] })],
);

// ---------------------------------------------------------------------------------------------
// Chat (issue 6): conversations, their messages, folders, the monthly question count, feedback.

const MESSAGE_ROLE_VALUES = ['user', 'assistant', 'system'] as const;
/** One choice of a clarifying answer: what its button says, and the question a tap sends. */
export interface MessageChoiceRow {
  label: string;
  question: string;
}
const MESSAGE_FEEDBACK_VALUES = ['positive', 'negative'] as const;

/** A folder of conversations; it belongs to one person in one organisation. */
export const chatFolders = pgTable(
  'chat_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('chat_folders_owner_idx').on(t.userId, t.organizationId)],
);

/**
 * A conversation with an agent; it belongs to one person in one organisation. Deleting a folder
 * leaves its threads unfiled (`folder_id` set null). `last_message_at` orders the lists.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => chatFolders.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
  },
  (t) => [index('chat_threads_owner_idx').on(t.userId, t.organizationId, t.lastMessageAt), index('chat_threads_folder_idx').on(t.folderId)],
);

/** One message of a thread, in the order `seq` gives; token counts are the agent's usage. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MESSAGE_ROLE_VALUES }).notNull(),
    content: text('content').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    /** An admin's thumbs up or down on an answer. */
    feedback: text('feedback', { enum: MESSAGE_FEEDBACK_VALUES }),
    feedbackBy: uuid('feedback_by').references(() => users.id, { onDelete: 'set null' }),
    feedbackAt: ts('feedback_at'),
    /** The thumbs down became an improvement (issue 8). */
    usedForImprovement: boolean('used_for_improvement').notNull().default(false),
    /**
     * An answer still being streamed is stored as it goes; its process renews this while it
     * streams. Past it, the process died: the answer is kept as far as it got, `interrupted`.
     */
    streamingUntil: ts('streaming_until'),
    interrupted: boolean('interrupted').notNull().default(false),
    /** A clarifying answer's choices (2-4), which the chat shows as buttons; null for any other message. */
    choices: jsonb('choices').$type<MessageChoiceRow[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadId, t.seq)],
);

/** Questions asked per organisation and calendar month (UTC); `period` is the month's first day. */
export const queryUsage = pgTable(
  'query_usage',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.period] })],
);

export interface FeedbackScreenshot {
  /** The key in the BlobStore (`feedback/{feedback id}/{n}.{ext}`). */
  blobName: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The feedback dialog's submissions: a rating, an optional description and screenshots. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The token's subject, kept even for someone without a users row yet. */
    subject: text('subject').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    description: text('description'),
    screenshots: jsonb('screenshots').$type<FeedbackScreenshot[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_organization_idx').on(t.organizationId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Team (issue 7): invitations by email and the members' recent activity.

/**
 * An invitation to join an organisation. Only the SHA-256 of its link's token is kept; a resend
 * replaces it (the old link stops working) and starts a new period. Pending means neither
 * accepted nor cancelled (expired ones included): pending invitations take a place in the team.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    tag: text('tag'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was when invited, so the list still names who invited after they left. */
    invitedByEmail: text('invited_by_email').notNull(),
    createdAt: createdAt(),
    /** When the latest mail went out (the first, or the latest resend). */
    sentAt: ts('sent_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('team_invites_token_hash_key').on(t.tokenHash),
    index('team_invites_org_idx').on(t.organizationId, t.createdAt),
    // One pending invitation per address and organisation, even when two are sent at once.
    uniqueIndex('team_invites_pending_email_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
  ],
);

const ACTIVITY_KIND_VALUES = ['sign_in', 'question', 'upload', 'joined'] as const;

/** What members did lately, for the team page's Recent Activity (the newest few hundred per organisation are kept). */
export const memberActivities = pgTable(
  'member_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACTIVITY_KIND_VALUES }).notNull(),
    /** The document's name for an upload; null for the others. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('member_activities_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------------
// Nonprofit verification (issue 8): the letters uploaded, what reading them found, and manual
// reviews. The organisation's standing is on `organization_verifications` (one row each).

export const VERIFICATION_STATUS_VALUES = ['unverified', 'failed', 'verified', 'manual-review-pending', 'manual-review-rejected'] as const;
export const VERIFICATION_ATTEMPT_STATUS_VALUES = ['verifying', 'verified', 'failed'] as const;
export const VERIFICATION_REVIEW_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

export const organizationVerifications = pgTable('organization_verifications', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  status: text('status', { enum: VERIFICATION_STATUS_VALUES }).notNull().default('unverified'),
  /** Failed automatic attempts (the spec offers manual review after 2). */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  ein: text('ein'),
  /** The determination letter's date as printed (ISO date when it could be read). */
  letterDate: date('letter_date', { mode: 'string' }),
  verifiedAt: ts('verified_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    blobName: text('blob_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    status: text('status', { enum: VERIFICATION_ATTEMPT_STATUS_VALUES }).notNull().default('verifying'),
    /** What reading found: { has501c3, ein, nameMatched, letterDate, ... }. */
    findings: jsonb('findings'),
    /** Why it failed, in words the user understands. */
    reason: text('reason'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('verification_attempts_org_idx').on(t.organizationId, t.createdAt)],
);

export const verificationReviews = pgTable(
  'verification_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => verificationAttempts.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's approve/reject link, stored hashed. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: VERIFICATION_REVIEW_STATUS_VALUES }).notNull().default('pending'),
    decidedAt: ts('decided_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verification_reviews_token_hash_key').on(t.tokenHash), index('verification_reviews_org_idx').on(t.organizationId)],
);

// ---------------------------------------------------------------------------------------------
// Improvement history (issue 8): versions of an organisation's assistant instructions.

export const IMPROVEMENT_SOURCE_VALUES = ['manual', 'response_feedback'] as const;

export const improvementVersions = pgTable(
  'improvement_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The version in tenths: 10 is 1.0, 11 is 1.1 (previous + 0.1). */
    versionTenths: integer('version_tenths').notNull(),
    summary: text('summary').notNull(),
    /** The text the improvement came from: the admin's words. */
    feedback: text('feedback').notNull(),
    source: text('source', { enum: IMPROVEMENT_SOURCE_VALUES }).notNull(),
    /** The answer a thumbs-down improvement came from. */
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    /** The full instruction set of this version (earlier versions' plus this one's), in order. */
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    /** What the analyst made of each instruction: [{ text, kind, status: 'applied' | 'noted' }]. */
    understood: jsonb('understood'),
    isActive: boolean('is_active').notNull().default(false),
    /** Share (0-100) of the recent questions whose answers kept their figures; null when none to check. */
    successRate: integer('success_rate'),
    /** { questionsChecked, answersKept, answersChanged, ... } measured when it was made. */
    metrics: jsonb('metrics'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('improvement_versions_org_version_key').on(t.organizationId, t.versionTenths),
    // At most one active version per organisation.
    uniqueIndex('improvement_versions_active_key').on(t.organizationId).where(sql`${t.isActive}`),
  ],
);

export const improvementFiles = pgTable(
  'improvement_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => improvementVersions.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    blobName: text('blob_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('improvement_files_version_idx').on(t.versionId)],
);

// ---------------------------------------------------------------------------------------------
// Shared infrastructure: kept in the database so several API processes agree.

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Secrets the server makes for itself on first use (e.g. the download-link key), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const devMails = pgTable('dev_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Embedded identity provider

export const idpKeys = pgTable('idp_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
});

export const idpUsers = pgTable(
  'idp_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: ts('email_verified_at'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idp_users_email_key').on(sql`lower(${t.email})`)],
);

export const idpSessions = pgTable(
  'idp_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => idpUsers.id, { onDelete: 'cascade' }),
    authTime: ts('auth_time').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('idp_sessions_user_idx').on(t.userId)],
);

/** An /authorize request parked while the person signs in or signs up. */
export const idpTransactions = pgTable('idp_transactions', {
  id: text('id').primaryKey(),
  params: jsonb('params').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

export const idpCodes = pgTable('idp_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  scope: text('scope').notNull(),
  audience: text('audience'),
  userId: uuid('user_id')
    .notNull()
    .references(() => idpUsers.id, { onDelete: 'cascade' }),
  sessionIdHash: text('session_id_hash'),
  authTime: ts('auth_time').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** The refresh-token family created from this code, revoked if the code is replayed. */
  familyId: uuid('family_id'),
  createdAt: createdAt(),
});

export const idpRefreshFamilies = pgTable(
  'idp_refresh_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => idpUsers.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    audience: text('audience'),
    sessionIdHash: text('session_id_hash'),
    authTime: ts('auth_time').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('idp_refresh_families_user_idx').on(t.userId), index('idp_refresh_families_session_idx').on(t.sessionIdHash)],
);

export const idpRefreshTokens = pgTable(
  'idp_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => idpRefreshFamilies.id, { onDelete: 'cascade' }),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('idp_refresh_tokens_family_idx').on(t.familyId)],
);

export const idpEmailTokens = pgTable(
  'idp_email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => idpUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('idp_email_tokens_user_idx').on(t.userId)],
);
