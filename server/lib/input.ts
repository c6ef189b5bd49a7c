// What text may hold, decided in one place (issue 14, finding 3). NUL and the other C0 control
// characters are refused with a 400 and a plain sentence before anything is stored or counted:
// PostgreSQL text and jsonb cannot hold NUL at all, and the others have no business in a form.
// Tab, line feed and carriage return are allowed in request bodies (a question or a description
// has lines); names and file names (and query strings and path parameters) take none of them.
// Bidirectional controls (U+202E makes 'exe.pdf' read as 'fdp.exe') are stripped from names.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const INVALID_CHARACTERS_CODE = 'invalid_characters';

/** The 400 for text with a control character; `where` names the field when it is known. */
export function invalidCharacters(where?: string): HttpError {
  const field = where ? ` (${where})` : '';
  return new HttpError(
    400,
    `The request contains a control character${field}, such as NUL, which text cannot hold. Remove it and try again.`,
    INVALID_CHARACTERS_CODE,
  );
}

/** Whether `value` holds a character text may not (names: not even tab or line breaks). */
export function hasControlCharacter(value: string, kind: 'text' | 'name' = 'text'): boolean {
  return (kind === 'name' ? CONTROL_IN_NAME : CONTROL_IN_TEXT).test(value);
}

/**
 * Refuses a value (a string, or every key and string inside arrays and objects, as JSON gives
 * them) holding a control character; `where` names it in the sentence.
 */
export function assertCleanInput(value: unknown, where: string, kind: 'text' | 'name' = 'text', depth = 0): void {
  if (typeof value === 'string') {
    if (hasControlCharacter(value, kind)) throw invalidCharacters(where);
    return;
  }
  if (!value || typeof value !== 'object' || depth > 64) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertCleanInput(item, `${where}[${i}]`, kind, depth + 1));
    return;
  }
  if (Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (hasControlCharacter(key, 'name')) throw invalidCharacters(where);
    assertCleanInput(item, where ? `${where}.${key}` : key, kind, depth + 1);
  }
}

/** A name without bidirectional controls, its whitespace (tabs, line breaks) collapsed, trimmed. */
export function cleanName(raw: string | null | undefined): string {
  return (raw ?? '').normalize('NFC').replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/** Just the bidirectional controls removed (mail subjects, for names stored before they were cleaned). */
export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/**
 * The check for every route: path parameters and the query string take no control character,
 * JSON and form bodies none but tab and line breaks. Multipart bodies are read by the routes
 * that take them, through formParts() (lib/upload.ts), which applies the same rules per part.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    assertCleanInput(req.params, '', 'name');
    assertCleanInput(req.query, '', 'name');
    if (req.body !== undefined && req.body !== null) assertCleanInput(req.body, '', 'text');
  });
}
