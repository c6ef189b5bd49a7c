// Shapes of the chat calls (spec part 2, sections 3 and 7; part 1, section 3), shared by the server
// and the browser. The browser imports only types from here, and values from chat-constants.ts.
import { z } from 'zod';
import { MAX_FOLDER_NAME_LENGTH, MAX_QUESTION_LENGTH, MAX_TITLE_LENGTH, MESSAGE_FEEDBACK, MESSAGE_ROLES, SUGGESTION_KINDS } from './chat-constants';

export * from './chat-constants';

const id = z.string().max(100);

/** A conversation as lists show it. `title` is '' for an untitled thread ('Untitled Chat' on screen). */
export const threadSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  f_agent_id: z.string(),
  organization_id: z.string(),
  title: z.string(),
  folder_id: z.string().nullable(),
  /** The folder's name (the list view's `folder`), null when unfiled. */
  folder: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
  /** Kept for the spec's shape; Steward has no external thread store, so always null. */
  azure_thread_id: z.string().nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

/** One choice of a clarifying answer: `label` is what its button says, `question` what a tap sends. */
export const messageChoiceSchema = z.object({ label: z.string(), question: z.string() });
export type MessageChoice = z.infer<typeof messageChoiceSchema>;

export const messageSchema = z.object({
  id: z.string(),
  thread_id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  total_tokens: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  created_at: z.string(),
  /** An admin's thumbs up/down on an assistant message. */
  feedback: z.enum(MESSAGE_FEEDBACK).nullable(),
  /** The thumbs down became an improvement (issue 8): '• helped improve agent'. */
  used_for_improvement: z.boolean(),
  /** The answer stopped where it is because the server stopped while streaming it (issue 14). */
  interrupted: z.boolean().optional(),
  /** A clarifying answer's choices (2-4, from the documents), shown as buttons; absent otherwise. */
  choices: z.array(messageChoiceSchema).optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  user_id: z.string(),
  organization_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
  thread_count: z.number().int(),
  threads: z.array(threadSchema),
});
export type Folder = z.infer<typeof folderSchema>;

/** GET /api/chat/dashboard: the caller's unfiled threads (newest first) and folders with theirs. */
export const dashboardSchema = z.object({ threads: z.array(threadSchema), folders: z.array(folderSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** POST /api/chat/ (the ids must be the caller's own; the server checks them). */
export const createThreadBodySchema = z.object({
  user_id: id,
  f_agent_id: id,
  organization_id: id,
  title: z.string().max(10_000).default(''),
});
export type CreateThreadBody = z.infer<typeof createThreadBodySchema>;

/** GET /api/chat?f_agent_id&user_id&organization_id */
export const threadListQuerySchema = z.object({ f_agent_id: id.optional(), user_id: id.optional(), organization_id: id.optional() });
export const threadListSchema = z.object({ threads: z.array(threadSchema) });

/** GET /api/chat/{thread_id} */
export const threadMessagesSchema = z.object({ thread: threadSchema, messages: z.array(messageSchema) });
export type ThreadMessages = z.infer<typeof threadMessagesSchema>;

/** PUT /api/chat/{thread_id} */
export const renameThreadBodySchema = z.object({ title: z.string().max(10_000) });

/** POST /api/chat/{thread_id}/messages and .../messages/stream */
export const sendMessageBodySchema = z.object({ content: z.string().max(MAX_QUESTION_LENGTH * 2), user_id: id.optional() });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** The non-streaming send's answer: the assistant's message and the question's. */
export const sendMessageResultSchema = z.object({
  thread_id: z.string(),
  thread_created: z.boolean(),
  hasDocuments: z.boolean(),
  documentError: z.string().nullable(),
  user_message: messageSchema,
  message: messageSchema,
});
export type SendMessageResult = z.infer<typeof sendMessageResultSchema>;

/**
 * The stream's events, one `data: {json}` line each, then `data: [DONE]`; lines starting with ':'
 * are keep-alive comments. `delta` carries the next piece of the answer; `error` ends the answer
 * with a sentence and a code (CHAT_ERROR_CODES); `final` carries the stored messages.
 */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), delta: z.string() }),
  z.object({ type: z.literal('error'), error: z.object({ message: z.string(), code: z.string() }) }),
  z.object({ type: z.literal('final'), user_message: messageSchema, message: messageSchema }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** POST /api/chat/folders, PUT /api/chat/folders/{id} */
export const folderNameBodySchema = z.object({ name: z.string().max(MAX_FOLDER_NAME_LENGTH * 10) });
/** GET /api/chat/folders/threads */
export const foldersWithThreadsSchema = z.object({ folders: z.array(folderSchema) });
/** GET /api/chat/threads/no-folder */
export const unfiledThreadsSchema = z.object({ threads: z.array(threadSchema) });
/** POST /api/chat/threads/assign-folder (folder_id null: back to unfiled) */
export const assignFolderBodySchema = z.object({ thread_id: id, folder_id: id.nullable() });

/** POST /api/chat/messages/{message_id}/feedback (admins and owners; null clears it) */
export const messageFeedbackBodySchema = z.object({ feedback: z.enum(MESSAGE_FEEDBACK).nullable() });

/** GET /api/organization/{orgId}/usage/queries */
export const queryUsageSchema = z.object({
  query_usage: z.object({
    used: z.number().int(),
    limit: z.number().int(),
    /** The first day of the counted month and of the next (ISO dates, UTC). */
    period_start: z.string(),
    resets_at: z.string(),
    days_to_reset: z.number().int(),
  }),
});
export type QueryUsage = z.infer<typeof queryUsageSchema>;

/**
 * GET /api/organization/{orgId}/chat/suggestions (any member): questions drawn from the
 * organisation's ready documents that Tally answers correctly, at most MAX_SUGGESTIONS, and how
 * many documents are ready (0: the empty chat points to the Documents screen instead).
 */
export const chatSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ question: z.string(), kind: z.enum(SUGGESTION_KINDS) })),
  ready_documents: z.number().int(),
});
export type ChatSuggestions = z.infer<typeof chatSuggestionsSchema>;
export type ChatSuggestion = ChatSuggestions['suggestions'][number];

/** POST /api/feedback answers `{ data: { id, rating, created_at } }`. */
export const feedbackResultSchema = z.object({ data: z.object({ id: z.string(), rating: z.number().int(), created_at: z.string() }) });

export const chatLimits = { MAX_TITLE_LENGTH, MAX_FOLDER_NAME_LENGTH, MAX_QUESTION_LENGTH };
