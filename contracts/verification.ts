// Shapes of the verification calls, shared by the server and the browser. The browser imports
// only types from here, and values from verification-constants.ts.
import { z } from 'zod';
import { VERIFICATION_ATTEMPT_STATUSES, VERIFICATION_REVIEW_STATUSES, VERIFICATION_STATUSES } from './verification-constants';

export * from './verification-constants';

/** What reading a letter found. */
export const verificationFindingsSchema = z.object({
  /** The 501(c)(3) wording ('section 501(c)(3)', '501 (c) (3)', ...). */
  has_501c3: z.boolean(),
  /** Words that say the letter comes from the IRS ('Internal Revenue Service', 'Department of the Treasury', ...). */
  irs_wording: z.boolean(),
  /** The EIN found (NN-NNNNNNN), or null. */
  ein: z.string().nullable(),
  /** The organisation's name was found on the letter. */
  name_matched: z.boolean(),
  /** The letter's date (ISO, YYYY-MM-DD), when one was found. */
  letter_date: z.string().nullable(),
  /** The text came from OCR (a photo or a scanned page). */
  read_by_ocr: z.boolean(),
  /** Characters of text read. */
  text_length: z.number().int(),
});
export type VerificationFindings = z.infer<typeof verificationFindingsSchema>;

export const verificationAttemptSchema = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_ATTEMPT_STATUSES),
  /** Why it failed, in words the person understands; null unless failed. */
  reason: z.string().nullable(),
  findings: verificationFindingsSchema.nullable(),
  file_name: z.string(),
  created_at: z.string(),
});
export type VerificationAttempt = z.infer<typeof verificationAttemptSchema>;

export const verificationReviewSchema = z.object({
  status: z.enum(VERIFICATION_REVIEW_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** The operator's note to the organisation (a rejection's reason), when given. */
  note: z.string().nullable(),
});
export type VerificationReview = z.infer<typeof verificationReviewSchema>;

/**
 * GET /api/organization/{id}/verification, and the answer of the upload and the manual-review
 * request: where the organisation stands.
 */
export const verificationStandingSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Failed automatic attempts, counted by the server. */
  failed_attempts: z.number().int(),
  /** Whether a manual review may be requested now. */
  can_request_review: z.boolean(),
  ein: z.string().nullable(),
  /** The determination letter's date (YYYY-MM-DD), when it could be read. */
  letter_date: z.string().nullable(),
  verified_at: z.string().nullable(),
  last_attempt: verificationAttemptSchema.nullable(),
  /** The latest manual review, when one was requested. */
  review: verificationReviewSchema.nullable(),
});
export type VerificationStanding = z.infer<typeof verificationStandingSchema>;
