// Runs before any Office parser (DOCX, XLSX, XLSM): reads the zip's central directory and refuses
// files that expand too far (zip bombs) before a library inflates them into memory, then inflates
// each compressed entry once, counting bytes, to catch entries that lie about their size.
import yauzl from 'yauzl';
import { DEFAULT_LIMITS, type ParseLimits, REASONS } from './limits';
import { ParseFailure } from './types';

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** The file is not a zip at all (the caller words the failure for its kind). */
export class NotAZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAZipError';
  }
}

const MB = 1024 * 1024;

function unsafe(): ParseFailure {
  return new ParseFailure(REASONS.zipUnsafe);
}

function open(filePath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      filePath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (err, zip) => (err || !zip ? reject(new NotAZipError(err?.message ?? 'not a zip')) : resolve(zip)),
    );
  });
}

function readEntries(zip: yauzl.ZipFile, limits: ParseLimits): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let total = 0;
    let done = false;
    const fail = (e: Error) => {
      if (done) return;
      done = true;
      reject(e);
    };
    zip.on('error', (e: Error) => fail(e instanceof ParseFailure ? e : new NotAZipError(e.message)));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (done) return;
      const size = entry.uncompressedSize;
      total += size;
      if (entry.isEncrypted()) return fail(new ParseFailure(REASONS.officePassword));
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return fail(new NotAZipError('unsupported compression'));
      if (size > limits.maxZipUncompressedBytes || total > limits.maxZipUncompressedBytes) return fail(unsafe());
      if (size > MB && size / Math.max(1, entry.compressedSize) > limits.maxZipRatio) return fail(unsafe());
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => {
      if (done) return;
      done = true;
      resolve(entries);
    });
    zip.readEntry();
  });
}

/** Inflates one entry and counts its bytes; stops as soon as it passes its declared size. */
function verifyEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(unsafe());
      let count = 0;
      let settled = false;
      const settle = (e?: Error) => {
        if (settled) return;
        settled = true;
        if (e) {
          stream.destroy();
          reject(e);
        } else resolve();
      };
      stream.on('data', (chunk: Buffer) => {
        count += chunk.length;
        if (count > entry.uncompressedSize) settle(unsafe());
      });
      // yauzl also checks the sizes (validateEntrySizes); any inflate error is a damaged file.
      stream.on('error', () => settle(unsafe()));
      stream.on('end', () => (count === entry.uncompressedSize ? settle() : settle(unsafe())));
    });
  });
}

/**
 * Checks an Office file before it is parsed. Resolves with its entries when it is safe; rejects
 * with a ParseFailure when it is not, or with NotAZipError when it is not a zip.
 */
export async function guardZip(filePath: string, limits: ParseLimits = DEFAULT_LIMITS): Promise<ZipEntryInfo[]> {
  const zip = await open(filePath);
  try {
    if (zip.entryCount > limits.maxZipEntries) throw unsafe();
    const entries = await readEntries(zip, limits);
    for (const entry of entries) {
      if (entry.compressionMethod === 8) await verifyEntry(zip, entry);
    }
    return entries.map((e) => ({ name: e.fileName, compressedSize: e.compressedSize, uncompressedSize: e.uncompressedSize }));
  } finally {
    zip.close();
  }
}
