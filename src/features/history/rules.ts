// What a manual improvement accepts (spec part 1, sections 5 and 9): text of 15 to 500
// characters, and up to 3 supporting files (pdf, xlsx, csv, txt; 10 MB each) where oversize or
// wrong-type files are dropped silently and nothing is added if the total would pass 3. The
// response-improvement dialog in chat uses the same text rule with its own minimum (10).
import {
  IMPROVEMENT_FILE_EXTENSIONS,
  IMPROVEMENT_MAX_FILE_BYTES,
  IMPROVEMENT_MAX_FILES,
  IMPROVEMENT_MAX_LENGTH,
  IMPROVEMENT_MESSAGES,
  IMPROVEMENT_MIN_LENGTH,
} from '../../../contracts/improvements-constants';

/** The length the server counts: the text without surrounding blanks. */
export const improvementLength = (text: string) => text.trim().length;

/** The text's problem, or null when it can be sent. */
export function improvementTextError(text: string, min = IMPROVEMENT_MIN_LENGTH, max = IMPROVEMENT_MAX_LENGTH): string | null {
  const length = improvementLength(text);
  if (length < min) return min === IMPROVEMENT_MIN_LENGTH ? IMPROVEMENT_MESSAGES.tooShort : `Minimum ${min} characters required`;
  if (length > max) return `Maximum ${max} characters allowed`;
  return null;
}

const extension = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Whether one file may support an improvement by itself (type by extension, size). */
export const isAcceptedFile = (file: File) =>
  (IMPROVEMENT_FILE_EXTENSIONS as readonly string[]).includes(extension(file.name)) && file.size <= IMPROVEMENT_MAX_FILE_BYTES;

/**
 * The files after a choice: wrong-type and oversize ones left out silently; if the acceptable
 * rest would take the total past 3, nothing is added. `overflow` says when that happened.
 */
export function addImprovementFiles(current: readonly File[], chosen: readonly File[]): { files: File[]; overflow: boolean } {
  const accepted = chosen.filter(isAcceptedFile);
  if (current.length + accepted.length > IMPROVEMENT_MAX_FILES) return { files: [...current], overflow: true };
  return { files: [...current, ...accepted], overflow: false };
}

/** The file picker's accept list. */
export const IMPROVEMENT_ACCEPT = IMPROVEMENT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
