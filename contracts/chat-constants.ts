// Chat constants shared by the browser and the server (spec part 2, sections 3, 8 and 9; part 1,
// section 9). Plain values, no zod: the PWA imports values only from constants files.

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const MESSAGE_FEEDBACK = ['positive', 'negative'] as const;
export type MessageFeedback = (typeof MESSAGE_FEEDBACK)[number];

/** Questions an organisation may ask per calendar month (UTC). */
export const MONTHLY_QUERY_LIMIT = 1000;
/** The longest question accepted (characters, after trimming). */
export const MAX_QUESTION_LENGTH = 4000;
/** The longest thread title and folder name kept (characters, after trimming). */
export const MAX_TITLE_LENGTH = 200;
export const MAX_FOLDER_NAME_LENGTH = 100;

/** Feedback (POST /feedback): rating 1 to 5, screenshots PNG/JPG/JPEG up to 10 MB each. */
export const FEEDBACK_MIN_RATING = 1;
export const FEEDBACK_MAX_RATING = 5;
export const FEEDBACK_SCREENSHOT_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const MAX_FEEDBACK_SCREENSHOT_BYTES = 10 * 1024 * 1024;
export const MAX_FEEDBACK_SCREENSHOTS = 5;
export const MAX_FEEDBACK_DESCRIPTION_LENGTH = 5000;

/**
 * Codes of the stream's `error` events and of the chat calls' refusals (`code` in the API's error
 * body). The browser maps them to sentences; the server's own `message` is already one.
 */
export const CHAT_ERROR_CODES = {
  /** The organisation used its monthly questions. */
  QUERY_LIMIT_REACHED: 'QUERY_LIMIT_REACHED',
  /** The organisation has no ready document yet. */
  NO_DOCUMENTS: 'NO_DOCUMENTS',
  /** The assistant failed while answering (the partial answer is kept). */
  AGENT_ERROR: 'AGENT_ERROR',
  /** The model provider could not be reached or refused. */
  PROVIDER_ERROR: 'PROVIDER_ERROR',
  /** The question is empty or too long. */
  INVALID_MESSAGE: 'INVALID_MESSAGE',
} as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[keyof typeof CHAT_ERROR_CODES];

/** Client-side stream error codes (spec part 2, section 8). */
export const STREAM_CLIENT_ERROR_CODES = ['AUTH_ERROR', 'MISSING_THREAD_ID', 'HTTP_ERROR', 'NO_BODY', 'ABORTED', 'NETWORK_ERROR', 'UNKNOWN_ERROR', 'PARSE_ERROR'] as const;

/** The untitled thread's display title. */
export const UNTITLED_CHAT = 'Untitled Chat';

/**
 * What a suggested question of the empty chat asks (GET /api/organization/{id}/chat/suggestions):
 * a line's budget for the latest budget year, its actual figure for the latest year, its change
 * between the two latest years, a month of monthly actuals, a balance-sheet figure, budget against
 * actual, the largest expense line, the current ratio, a grant letter's amount, a receipt's total.
 * In this order of preference.
 */
export const SUGGESTION_KINDS = ['budget', 'actual', 'change', 'month', 'balance', 'variance', 'largest', 'ratio', 'grant', 'receipt'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
/** Suggested questions shown at most. */
export const MAX_SUGGESTIONS = 4;
