// The checks a file passes before anything is kept (issue 5, point 2): a name Steward can show,
// an allowed extension, and contents that match that extension by their first bytes (and, for
// Office files, by the zip's entries). Names are kept twice: as the person chose them (for
// display, trimmed, without path parts or control characters) and sanitised for storage keys.
import yauzl from 'yauzl';
import {
  DOCUMENT_EXTENSIONS,
  MAX_FILE_NAME_LENGTH,
  type DocumentExtension,
} from '../../../contracts/documents-constants';

/** How many leading bytes of an upload are kept for the content checks. */
export const HEAD_BYTES = 64 * 1024;

// Control characters, and the invisible characters that can disguise a name (bidirectional
// overrides such as U+202E make 'exe.pdf' read as 'fdp.exe'; zero-width ones hide letters).
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * The name as the person will see it: without control or invisible characters, whitespace
 * collapsed, trimmed; '' when nothing is left. A name that is a path (absolute, or with '.' or
 * '..' segments: '../../etc/passwd.pdf', 'C:\x\a.pdf') shows only its last part ('passwd.pdf');
 * other slashes are kept as text ('Budget 2024/2025.xlsx'). Markup such as '<script>' is kept as
 * text too: the server never renders a name as HTML, storage keys use storageName(), and the
 * browser shows names as text.
 */
export function displayName(raw: string | undefined | null): string {
  if (!raw) return '';
  let name = raw.normalize('NFC').replace(INVISIBLE, ' ');
  const segments = name.split(/[\\/]/);
  const pathLike =
    segments.length > 1 && (/^\s*([\\/~]|[A-Za-z]:[\\/])/.test(name) || segments.some((s) => s.trim() === '.' || s.trim() === '..'));
  if (pathLike) name = segments.pop() ?? '';
  name = name.replace(/\s+/g, ' ').trim();
  return name === '.' || name === '..' ? '' : name;
}

/** Free text from a form (a category, ...): control and invisible characters removed, trimmed. */
export function cleanText(raw: string | undefined | null): string {
  return (raw ?? '').normalize('NFC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
}

/** The lowercased extension after the last dot ('' when there is none or nothing before it). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

export function kindOf(name: string): DocumentExtension | null {
  const ext = extensionOf(name);
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext) ? (ext as DocumentExtension) : null;
}

const sameKind = (a: string, b: string) => a === b || (['jpg', 'jpeg'].includes(a) && ['jpg', 'jpeg'].includes(b));

/**
 * The name a document is kept and shown under: the chosen name, or the file's own name when
 * none was chosen, ending with the file's extension (added when the chosen name lacks it, as the
 * spec's final name is the custom name plus the original extension).
 */
export function settleFileName(chosen: string, original: string, kind: DocumentExtension): string {
  const name = chosen || original;
  if (!name) return '';
  const ext = extensionOf(name);
  if (ext && sameKind(ext, kind)) return name;
  const originalExt = extensionOf(original);
  return `${name}.${originalExt && sameKind(originalExt, kind) ? original.slice(original.lastIndexOf('.') + 1) : kind}`;
}

export const fileNameTooLong = (name: string) => name.length > MAX_FILE_NAME_LENGTH;

const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
const MAX_STORAGE_BASE = 100;

/**
 * A name safe in a storage key and on any file system: ASCII letters, digits, '.', '_' and '-'
 * only, no leading or trailing dots, no reserved Windows device name (CON, NUL, COM1, ...), at
 * most 100 characters before the extension, and the lowercased extension of its kind.
 */
export function storageName(name: string, kind: DocumentExtension): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  let safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_STORAGE_BASE)
    .replace(/[._-]+$/g, '');
  if (!safe) safe = 'document';
  if (RESERVED.test(safe.split('.')[0]!)) safe = `file_${safe}`;
  return `${safe}.${kind}`;
}

// ---------------------------------------------------------------------------------------------
// Contents

const startsWith = (head: Buffer, bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = Buffer.from('%PDF-');
const BINARY_SIGNATURES = [ZIP, OLE2, JPEG, PNG, [0x25, 0x50, 0x44, 0x46, 0x2d], [0x4d, 0x5a], [0x7f, 0x45, 0x4c, 0x46], [0x47, 0x49, 0x46, 0x38], [0x1f, 0x8b], [0x52, 0x61, 0x72, 0x21], [0x37, 0x7a, 0xbc, 0xaf]];

/** The zip's entry names include `wanted` (read from the central directory, never decompressed). */
export function zipHasEntry(filePath: string, wanted: string, maxEntries = 50_000): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return resolve(false);
      let seen = 0;
      let settled = false;
      const finish = (value: boolean) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(value);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        seen += 1;
        if (entry.fileName === wanted) return finish(true);
        if (seen >= maxEntries) return finish(false);
        zip.readEntry();
      });
      zip.on('end', () => finish(false));
      zip.on('error', () => finish(false));
      zip.readEntry();
    });
  });
}

/** Text, as far as the first bytes tell: no NUL, few control characters, no markup or binary signature. */
function looksLikeText(head: Buffer): boolean {
  let start = 0;
  if (startsWith(head, [0xef, 0xbb, 0xbf])) start = 3;
  while (start < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[start]!)) start += 1;
  const body = head.subarray(start);
  if (body.length === 0) return false;
  if (body[0] === 0x3c /* '<': HTML, XML, SVG */) return false;
  if (BINARY_SIGNATURES.some((sig) => startsWith(body, sig) || startsWith(head, sig))) return false;
  let control = 0;
  for (const byte of body) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control <= Math.max(1, body.length / 100);
}

/**
 * Whether the contents match the kind: null when they do, otherwise the sentence to show.
 * `head` is the file's first bytes (up to HEAD_BYTES); `filePath` the whole file, for zips.
 */
export async function contentMismatch(kind: DocumentExtension, head: Buffer, filePath: string, shownExtension: string = kind): Promise<string | null> {
  let ok: boolean;
  switch (kind) {
    case 'pdf':
      // Readers accept the header anywhere in the first kilobyte.
      ok = head.subarray(0, 1024).indexOf(PDF) !== -1;
      break;
    case 'docx':
      ok = startsWith(head, ZIP) && (await zipHasEntry(filePath, 'word/document.xml'));
      break;
    case 'xlsx':
    case 'xlsm':
      ok = startsWith(head, ZIP) && (await zipHasEntry(filePath, 'xl/workbook.xml'));
      break;
    case 'xls':
      ok = startsWith(head, OLE2);
      break;
    case 'csv':
      ok = looksLikeText(head);
      break;
    case 'jpg':
    case 'jpeg':
      ok = startsWith(head, JPEG);
      break;
    case 'png':
      ok = startsWith(head, PNG);
      break;
  }
  return ok ? null : `This file's contents don't match its .${shownExtension} extension.`;
}

export const UNSUPPORTED_TYPE_MESSAGE =
  'Only PDF, Word (DOCX), Excel (XLS, XLSX, XLSM), CSV and image (JPG, PNG) files can be uploaded.';
