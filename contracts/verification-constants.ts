// Nonprofit verification constants shared by the browser and the server (spec part 1, sections
// 4, 5, 8 and 9). Plain values, no zod: the PWA imports values only from constants files.

/** The largest letter accepted: 10 MB (10*1024*1024 bytes); a file of exactly this size is accepted. */
export const VERIFICATION_MAX_BYTES = 10 * 1024 * 1024;
/** The letter's types, by extension (the server decides by the file's contents). */
export const VERIFICATION_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type VerificationExtension = (typeof VERIFICATION_EXTENSIONS)[number];
/** For `<input type="file" accept>`. */
export const VERIFICATION_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const VERIFICATION_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Failed attempts after which manual review is offered (and Try Again is not). */
export const FAILED_ATTEMPTS_BEFORE_REVIEW = 2;
/** Failed attempts at which the screen adds its message. */
export const ATTEMPTS_MESSAGE_AT = 3;
/** What the organisation is told to expect from a manual review. */
export const MANUAL_REVIEW_TURNAROUND = 'We\u2019ll get back to you within 1 to 2 business days';

export const VERIFICATION_STATUSES = ['unverified', 'failed', 'verified', 'manual-review-pending', 'manual-review-rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_ATTEMPT_STATUSES = ['verifying', 'verified', 'failed'] as const;
export type VerificationAttemptStatus = (typeof VERIFICATION_ATTEMPT_STATUSES)[number];
export const VERIFICATION_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationReviewStatus = (typeof VERIFICATION_REVIEW_STATUSES)[number];

/** The spec's sentences, word for word (sections 5 and 8). */
export const VERIFICATION_MESSAGES = {
  wrongType: 'Please upload a PDF, JPG, or PNG file',
  tooLarge: 'File size must be less than 10MB',
  noFile: 'Please upload a document first',
  failed: 'Verification failed',
  error: 'An error occurred during verification',
  reviewFailed: 'Failed to submit for manual review',
} as const;

/** The `code` of each refusal of the verification calls. */
export const VERIFICATION_ERROR_CODES = {
  wrongType: 'verification_file_type',
  tooLarge: 'verification_file_too_large',
  noFile: 'verification_no_file',
  tooManyFiles: 'verification_too_many_files',
  alreadyVerified: 'verification_already_verified',
  reviewPending: 'verification_review_pending',
  reviewNotYet: 'verification_review_not_available',
  error: 'verification_error',
} as const;
