// OCR with tesseract.js, offline: one long-lived tesseract worker per thread (created on first
// use, reused by every later image or scanned page), the English data from
// @tesseract.js-data/eng on disk. Images are turned upright (EXIF orientation) and scaled down
// before OCR.
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import exifr from 'exifr';
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { imageLooksDecodable } from './image-guard';
import { REASONS, type ParseLimits } from './limits';
import { ParseFailure } from './types';
import { clean } from './values';

export interface OcrLine {
  text: string;
  /** Height of the line's box in pixels (big type: a heading, a merchant's name). */
  height: number;
  confidence: number;
}

export interface OcrWord {
  text: string;
  x0: number;
  x1: number;
  /** Bottom and height of the word's line (pixels, y growing downward). */
  lineBottom: number;
  lineHeight: number;
}

export interface OcrResult {
  text: string;
  paragraphs: string[];
  lines: OcrLine[];
  words: OcrWord[];
  confidence: number;
}

let worker: Promise<Tesseract.Worker> | null = null;

/** Where the English traineddata sits (node_modules/@tesseract.js-data/eng/4.0.0_best_int). */
export function tesseractLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

function ocrWorker(): Promise<Tesseract.Worker> {
  if (!worker) {
    const created = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: tesseractLangPath(),
      gzip: true,
      // Never write eng.traineddata into the working directory; never fetch anything.
      cacheMethod: 'none',
      errorHandler: () => {},
    });
    worker = created;
    created.catch(() => {
      if (worker === created) worker = null;
    });
  }
  return worker;
}

/** Ends this thread's tesseract worker (the next OCR starts a new one). */
export async function terminateOcr(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate().catch(() => {});
}

/** OCR of one image (PNG/JPEG bytes), with lines and paragraphs. */
export async function recognize(image: Buffer): Promise<OcrResult> {
  const w = await ocrWorker();
  const { data } = await w.recognize(image, {}, { text: true, blocks: true });
  const lines: OcrLine[] = [];
  const words: OcrWord[] = [];
  const paragraphs: string[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const texts: string[] = [];
      for (const line of paragraph.lines) {
        const text = clean(line.text);
        if (!text) continue;
        texts.push(text);
        const lineHeight = line.bbox.y1 - line.bbox.y0;
        lines.push({ text, height: lineHeight, confidence: line.confidence });
        for (const word of line.words) {
          if (word.text.trim()) words.push({ text: word.text, x0: word.bbox.x0, x1: word.bbox.x1, lineBottom: line.bbox.y1, lineHeight });
        }
      }
      if (texts.length > 0) paragraphs.push(texts.join('\n'));
    }
  }
  return { text: data.text, paragraphs, lines, words, confidence: data.confidence };
}

/** Width and height from a PNG or JPEG header, without decoding the image. */
export function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) {
        i++;
        continue;
      }
      const marker = bytes[i + 1] ?? 0;
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
        i++;
        continue;
      }
      const length = bytes.readUInt16BE(i + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  return undefined;
}

let decoderOrients: Promise<boolean> | null = null;

/**
 * Whether @napi-rs/canvas already turns JPEGs upright by their EXIF orientation when decoding
 * (0.1.100 does). Found once by decoding a 2×1 JPEG marked "rotate 90°": applying the
 * orientation again would turn the photo sideways.
 */
function decoderAppliesOrientation(): Promise<boolean> {
  decoderOrients ??= (async () => {
    try {
      const probe = createCanvas(2, 1);
      const jpeg = await probe.encode('jpeg', 80);
      const tiff = Buffer.from('4d4d002a000000080001011200030000000100060000' + '00000000', 'hex');
      const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 2 + 6 + tiff.length]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
      const img = await loadImage(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
      return img.width === 1 && img.height === 2;
    } catch {
      return false;
    }
  })();
  return decoderOrients;
}

/** Draws an image upright (EXIF orientation 1-8) and no larger than `maxSide`, as PNG bytes. */
export async function uprightImage(bytes: Buffer, limits: ParseLimits): Promise<{ png: Buffer; width: number; height: number }> {
  // The decoder crashes the process on some damaged images: those are refused before it sees them.
  if (!imageLooksDecodable(bytes)) throw new ParseFailure(REASONS.imageDamaged);
  const size = imageSize(bytes);
  if (size && size.width * size.height > limits.maxImagePixels) throw new ParseFailure(REASONS.imageTooBig);
  let orientation = 1;
  try {
    orientation = (await exifr.orientation(bytes)) ?? 1;
  } catch {
    orientation = 1;
  }
  let img: Image;
  try {
    img = await loadImage(bytes);
  } catch {
    throw new ParseFailure(REASONS.imageDamaged);
  }
  const w = img.width;
  const h = img.height;
  if (!w || !h) throw new ParseFailure(REASONS.imageDamaged);
  if (w * h > limits.maxImagePixels) throw new ParseFailure(REASONS.imageTooBig);
  const scale = Math.min(1, limits.maxOcrSide / Math.max(w, h));
  const sw = Math.max(1, Math.round(w * scale));
  const sh = Math.max(1, Math.round(h * scale));
  if (orientation > 1 && (await decoderAppliesOrientation())) orientation = 1;
  const swap = orientation >= 5 && orientation <= 8;
  const canvas = createCanvas(swap ? sh : sw, swap ? sw : sh);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  switch (orientation) {
    case 2: ctx.transform(-1, 0, 0, 1, sw, 0); break;
    case 3: ctx.transform(-1, 0, 0, -1, sw, sh); break;
    case 4: ctx.transform(1, 0, 0, -1, 0, sh); break;
    case 5: ctx.transform(0, 1, 1, 0, 0, 0); break;
    case 6: ctx.transform(0, 1, -1, 0, sh, 0); break;
    case 7: ctx.transform(0, -1, -1, 0, sh, sw); break;
    case 8: ctx.transform(0, -1, 1, 0, 0, sw); break;
    default: break;
  }
  ctx.drawImage(img, 0, 0, sw, sh);
  const png = await canvas.encode('png');
  return { png, width: canvas.width, height: canvas.height };
}
