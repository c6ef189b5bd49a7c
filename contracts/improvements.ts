// Shapes of the improvement-history calls (issue 8), shared by the server and the browser. The
// browser imports only types from here, and values from improvements-constants.ts.
import { z } from 'zod';
import { IMPROVEMENT_SOURCES, INSTRUCTION_KINDS, INSTRUCTION_STATUSES } from './improvements-constants';

export * from './improvements-constants';

export const improvementFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** A signed link for this file only (15 minutes). */
  download_url: z.string(),
});
export type ImprovementFile = z.infer<typeof improvementFileSchema>;

/** One instruction of a version and what the local analyst does with it. */
export const understoodInstructionSchema = z.object({
  text: z.string(),
  kind: z.enum(INSTRUCTION_KINDS),
  status: z.enum(INSTRUCTION_STATUSES),
  /** How it is applied ("“personnel” = Salaries and Wages + Payroll Taxes and Benefits"), or why only noted. */
  detail: z.string(),
});
export type UnderstoodInstruction = z.infer<typeof understoodInstructionSchema>;

export const performanceMetricsSchema = z.object({
  /** Recent questions the version was checked against. */
  questions_checked: z.number().int(),
  /** Of those, answers whose figures stayed the same. */
  answers_kept: z.number().int(),
  /** Answers whose figures changed (the improvement at work, or a regression to look at). */
  answers_changed: z.number().int(),
  /** Milliseconds the check took. */
  duration_ms: z.number().int(),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

export const improvementVersionSchema = z.object({
  id: z.string(),
  /** '1.0', '1.1', ... (previous + 0.1). */
  version: z.string(),
  summary: z.string(),
  /** The admin's words the version came from. */
  feedback: z.string(),
  files: z.array(improvementFileSchema),
  timestamp: z.string(),
  is_active: z.boolean(),
  /** answers_kept / questions_checked as a whole percent; null when there were no questions to check. */
  success_rate: z.number().int().nullable(),
  source: z.enum(IMPROVEMENT_SOURCES),
  performance_metrics: performanceMetricsSchema.nullable(),
  understood: z.array(understoodInstructionSchema),
  /** The answer a thumbs-down improvement came from. */
  message_id: z.string().nullable(),
});
export type ImprovementVersion = z.infer<typeof improvementVersionSchema>;

/**
 * GET /api/organization/{id}/improvements (owners and admins): every version, newest first.
 * `next_manual_at` is when the next manual improvement may be made (null: now).
 */
export const improvementHistorySchema = z.object({
  current_version: z.string().nullable(),
  total_improvements: z.number().int(),
  next_manual_at: z.string().nullable(),
  versions: z.array(improvementVersionSchema),
});
export type ImprovementHistory = z.infer<typeof improvementHistorySchema>;

/** GET /api/organization/{id}/improvements/summary (any member): the chat header's 'Agent improved N time(s)'. */
export const improvementSummarySchema = z.object({
  current_version: z.string().nullable(),
  total_improvements: z.number().int(),
});
export type ImprovementSummary = z.infer<typeof improvementSummarySchema>;

/**
 * POST /api/organization/{id}/improvements: multipart, field `text` (15-500 characters) and up to
 * 3 `files`. POST /api/organization/{id}/improvements/from-feedback: JSON { message_id, text }.
 * Both answer 201 with the new version, already checked and active.
 */
export const fromFeedbackRequestSchema = z.object({ message_id: z.string().max(100), text: z.string().max(2000) });

export const improvementCreatedSchema = z.object({ message: z.string(), version: improvementVersionSchema });
export type ImprovementCreated = z.infer<typeof improvementCreatedSchema>;

/** POST /api/organization/{id}/improvements/{versionId}/activate. */
export const activateResponseSchema = z.object({ message: z.string(), version: improvementVersionSchema });
export type ActivateResponse = z.infer<typeof activateResponseSchema>;
