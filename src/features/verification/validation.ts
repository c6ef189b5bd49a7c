// The checks a letter passes in the browser before it is sent (spec part 1, section 5), in the
// spec's words. The server checks again, by the file's contents.
import { VERIFICATION_MAX_BYTES, VERIFICATION_MESSAGES } from '../../../contracts/verification-constants';

export type LetterKind = 'pdf' | 'jpg' | 'png';

const BY_EXTENSION: Record<string, LetterKind> = { pdf: 'pdf', jpg: 'jpg', jpeg: 'jpg', png: 'png' };
const BY_TYPE: Record<string, LetterKind> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The letter's type by its name's extension, or by its MIME type when the name has no extension. */
export function letterKind(file: { name: string; type: string }): LetterKind | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (ext) return BY_EXTENSION[ext] ?? null;
  return BY_TYPE[file.type] ?? null;
}

/** Null when the letter may be sent, otherwise the sentence to show. */
export function validateLetter(file: { name: string; type: string; size: number } | null): string | null {
  if (!file || file.size === 0) return VERIFICATION_MESSAGES.noFile;
  if (!letterKind(file)) return VERIFICATION_MESSAGES.wrongType;
  if (file.size > VERIFICATION_MAX_BYTES) return VERIFICATION_MESSAGES.tooLarge;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
