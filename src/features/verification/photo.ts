// A photo of the letter from the phone's camera, made small enough to send quickly and still
// sharp enough to read: longest side 2500 px, JPEG at quality 0.85, upright (createImageBitmap
// applies the EXIF orientation). The documents feature has its own, smaller, receipt photos;
// features do not share code with each other.
import { letterKind } from './validation';

export const LETTER_PHOTO_SIDE = 2500;
export const LETTER_PHOTO_QUALITY = 0.85;

export function scaledTo(width: number, height: number, max = LETTER_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const k = max / longest;
  return { width: Math.round(width * k), height: Math.round(height * k) };
}

export function letterPhotoName(when: Date): string {
  const day = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;
  return `IRS-letter-${day}.jpg`;
}

/**
 * The photo as a JPEG File no larger than 2500 px on its longest side: the original when that
 * fails, or when the original is a JPG or PNG already smaller (a HEIC photo the browser can
 * decode becomes a JPEG either way).
 */
export async function prepareLetterPhoto(file: File, now = new Date()): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = scaledTo(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    bitmap.close();
    return file;
  }
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', LETTER_PHOTO_QUALITY));
  if (!blob || (blob.size >= file.size && letterKind(file) !== null)) return file;
  return new File([blob], letterPhotoName(now), { type: 'image/jpeg', lastModified: now.getTime() });
}
