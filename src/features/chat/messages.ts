// Every sentence the chat shows that the spec words (part 2, section 8; part 1, section 8), in
// one place, so tests and screens use the same text.

/** Local replies: system messages the browser adds without asking the server. */
export const LOCAL_REPLIES = {
  MISSING_CREDENTIALS: 'Missing organization or agent information. Please try again.',
  NO_DOCUMENTS: 'You need to upload at least one document before I can help you.',
  DOCUMENT_CHECK_FAILED: 'Unable to check documents. Please try again.',
} as const;

export const CHAT_MESSAGES = {
  sendFailed: 'Sorry, there was an error sending your message. Please try again.',
  createThreadFailed: 'Unable to create thread. Please try again.',
  historyFailed: 'Failed to load chat history',
  deleteConversationFailed: 'Failed to delete conversation. Please try again.',
  renameConversationFailed: 'Failed to rename conversation. Please try again.',
  createFolderFailed: 'Failed to create folder. Please try again.',
  deleteFolderFailed: 'Failed to delete folder. Please try again.',
  renameFolderFailed: 'Failed to rename folder. Please try again.',
  moveConversationFailed: 'Failed to move conversation. Please try again.',
  foldersFailed: 'Failed to load folders',
  conversationsFailed: 'Failed to load conversations',
  conversationRenamed: 'Conversation renamed successfully',
  folderRenamed: 'Folder renamed successfully',
  deleted: (title: string) => `${title} deleted successfully`,
  emptyThreadTitle: 'Thread title cannot be empty',
  emptyFolderName: 'Folder name cannot be empty',
} as const;

/** The stream's client-side errors (spec part 2, section 8). */
export const STREAM_ERROR_MESSAGES = {
  AUTH_ERROR: 'Authentication token not found',
  MISSING_THREAD_ID: 'Thread ID is required for streaming. Please create a thread first.',
  NO_BODY: 'No response body received',
  ABORTED: 'Stream was aborted',
  NETWORK_ERROR: 'Network error occurred',
  PARSE_ERROR: 'Failed to parse stream data',
  UNKNOWN_ERROR: CHAT_MESSAGES.sendFailed,
} as const;

export const FEEDBACK_MESSAGES = {
  thanks: 'Thank you for your feedback! We appreciate your input.',
  selectRating: 'Please select a rating',
  ratingTooHigh: 'Rating cannot be more than 5',
  ratingRequired: 'Rating is required',
  badRequest: 'Invalid feedback data. Please check your input.',
  unauthorized: 'You need to be logged in to submit feedback.',
  tooLarge: 'File size too large. Please use smaller screenshots.',
  validation: 'Validation error. Please check your input.',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  other: 'Failed to submit feedback. Please try again.',
} as const;

/** The chat header's line under the title (spec part 2, section 2); null while there are none. */
export const improvedText = (total: number) => (total > 0 ? `Agent improved ${total} time(s)` : null);

/** The response-improvement dialog's sentences (issue 8: the spec's 'Coming Soon' made real). */
export const IMPROVE_MESSAGES = {
  tooShort: (min: number) => `Minimum ${min} characters required`,
  tooLong: (max: number) => `Maximum ${max} characters allowed`,
  alreadyUsed: 'This answer has already helped improve Tally.',
  forbidden: 'Only owners and admins can improve Tally.',
  failed: 'Tally could not be improved. Please try again.',
  /** The system message added after the improvement, when the server's own does not say 'improved'. */
  improved: (version: string) => `Tally improved from your feedback: version ${version} is now active.`,
  toast: (version: string) => `Tally improved: version ${version} is active`,
} as const;

/** The composer's placeholder; the spec's other reading (part 1, section 2) where space is short. */
export const COMPOSER_PLACEHOLDER = 'Ask about budgets, spending, account codes, or financial reports...';
export const COMPOSER_PLACEHOLDER_SHORT = 'What financial info do you need?';
export const COPY_FEEDBACK_MS = 1200;
