// The feedback form's rules and its call (spec part 2, sections 2, 5 and 8): a rating from 1 to
// 5 is required, the description and screenshots (PNG, JPG, JPEG) are optional, and each failure
// status reads as the spec's sentence.
import {
  FEEDBACK_MAX_RATING,
  FEEDBACK_MIN_RATING,
  FEEDBACK_SCREENSHOT_EXTENSIONS,
  MAX_FEEDBACK_DESCRIPTION_LENGTH,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  MAX_FEEDBACK_SCREENSHOTS,
} from '../../../contracts/chat-constants';
import { ApiError } from '../../lib/api-client';
import { FEEDBACK_MESSAGES } from './messages';

export interface FeedbackDraft {
  rating: number | null;
  description: string;
  screenshots: File[];
}

export const emptyFeedback = (): FeedbackDraft => ({ rating: null, description: '', screenshots: [] });

/** The rating's error, or null when it can be sent. */
export function ratingError(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined) return FEEDBACK_MESSAGES.ratingRequired;
  if (!Number.isInteger(rating) || rating < FEEDBACK_MIN_RATING) return FEEDBACK_MESSAGES.selectRating;
  if (rating > FEEDBACK_MAX_RATING) return FEEDBACK_MESSAGES.ratingTooHigh;
  return null;
}

/** Whether closing the dialog would lose something ('Discard feedback?'). */
export const hasInput = (d: FeedbackDraft) => d.rating !== null || d.description.trim() !== '' || d.screenshots.length > 0;

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Splits chosen files into those that can be attached and a sentence about the rest. */
export function acceptScreenshots(current: File[], chosen: File[]): { files: File[]; note: string | null } {
  const files = [...current];
  const refused: string[] = [];
  for (const file of chosen) {
    const okType = (FEEDBACK_SCREENSHOT_EXTENSIONS as readonly string[]).includes(extension(file.name));
    if (!okType || file.size > MAX_FEEDBACK_SCREENSHOT_BYTES || files.length >= MAX_FEEDBACK_SCREENSHOTS) refused.push(file.name);
    else files.push(file);
  }
  return {
    files,
    note: refused.length
      ? `Not attached: ${refused.join(', ')}. Attach up to ${MAX_FEEDBACK_SCREENSHOTS} PNG, JPG or JPEG screenshots of up to 10MB each.`
      : null,
  };
}

export function feedbackForm(d: FeedbackDraft): FormData {
  const form = new FormData();
  form.append('rating', String(d.rating ?? ''));
  const description = d.description.trim().slice(0, MAX_FEEDBACK_DESCRIPTION_LENGTH);
  if (description) form.append('description', description);
  for (const file of d.screenshots) form.append('screenshots', file, file.name);
  return form;
}

/** The server's own sentence, when it sent one (not the client's 'HTTP 400: ...' fallback). */
const serverSentence = (err: ApiError) => (err.detail && !/^HTTP \d{3}:/.test(err.detail) ? err.detail : null);

/** The spec's sentence for a failed submission (part 2, section 8). */
export function feedbackErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return FEEDBACK_MESSAGES.other;
  const { status } = err;
  if (status === 0) return FEEDBACK_MESSAGES.network;
  if (status === 400) return serverSentence(err) ?? FEEDBACK_MESSAGES.badRequest;
  if (status === 401) return FEEDBACK_MESSAGES.unauthorized;
  if (status === 413) return FEEDBACK_MESSAGES.tooLarge;
  if (status === 422) return serverSentence(err) ?? FEEDBACK_MESSAGES.validation;
  if (status >= 500) return FEEDBACK_MESSAGES.server;
  return FEEDBACK_MESSAGES.other;
}
