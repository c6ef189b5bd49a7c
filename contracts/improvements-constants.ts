// Improvement history constants shared by the browser and the server (spec part 1, sections 3, 5
// and 9; part 2, sections 2 and 9). Plain values, no zod.

export const IMPROVEMENT_MIN_LENGTH = 15;
export const IMPROVEMENT_MAX_LENGTH = 500;
/** A thumbs-down's "what was wrong" (the spec's response-improvement dialog: 10 characters). */
export const RESPONSE_IMPROVEMENT_MIN_LENGTH = 10;
export const IMPROVEMENT_MAX_FILES = 3;
export const IMPROVEMENT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMPROVEMENT_FILE_EXTENSIONS = ['pdf', 'xlsx', 'csv', 'txt'] as const;
/** Manual improvements per organisation per rolling 24 hours. */
export const IMPROVEMENTS_PER_DAY = 1;
export const IMPROVEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many of the organisation's latest questions a new version is checked against. */
export const IMPROVEMENT_CHECK_QUESTIONS = 20;

export const IMPROVEMENT_SOURCES = ['manual', 'response_feedback'] as const;
export type ImprovementSource = (typeof IMPROVEMENT_SOURCES)[number];

/** What the analyst made of an instruction. */
export const INSTRUCTION_STATUSES = ['applied', 'noted'] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];
export const INSTRUCTION_KINDS = ['synonym', 'account_range', 'fiscal_year', 'answer_format', 'other'] as const;
export type InstructionKind = (typeof INSTRUCTION_KINDS)[number];

export const IMPROVEMENT_ERROR_CODES = {
  /** A manual improvement was already made in the last 24 hours. */
  DAILY_LIMIT: 'improvement_daily_limit',
  TOO_SHORT: 'improvement_too_short',
  TOO_LONG: 'improvement_too_long',
  /** The answer was already used for an improvement. */
  ALREADY_USED: 'already_used_for_improvement',
} as const;

export const IMPROVEMENT_MESSAGES = {
  tooShort: 'Minimum 15 characters required',
} as const;
