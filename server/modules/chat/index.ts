// The chat (issue 6): threads, folders, messages and their stream, the monthly question count,
// feedback and the empty chat's suggested questions. routes.ts, feedback.ts and suggestions.ts are
// the HTTP side; send.ts, service.ts and usage.ts the rules.
export { chatRoutes, KEEP_ALIVE_MS, type ChatRoutesOptions } from './routes';
export { feedbackRoutes, type FeedbackRoutesOptions } from './feedback';
export { suggestionRoutes, type SuggestionRoutesOptions } from './suggestions';
export { countQuestion, readUsage, usagePeriod } from './usage';
export { NO_DOCUMENTS_MESSAGE } from './send';
