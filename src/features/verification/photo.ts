// A photo of the letter from the phone's camera, made small enough to send quickly and still
// sharp enough to read: longest side 2500 px, JPEG at quality 0.85, upright (createImageBitmap
// applies the EXIF orientation). The documents feature's receipt photos are smaller.
import { localDay, photoAsJpeg } from '../../lib/photo';
import { letterKind } from './validation';

export const LETTER_PHOTO_SIDE = 2500;
export const LETTER_PHOTO_QUALITY = 0.85;

export function letterPhotoName(when: Date): string {
  const day = localDay(when);
  return `IRS-letter-${day}.jpg`;
}

/**
 * The photo as a JPEG File no larger than 2500 px on its longest side: the original when that
 * fails, or when the original is a JPG or PNG already smaller (a HEIC photo the browser can
 * decode becomes a JPEG either way).
 */
export async function prepareLetterPhoto(file: File, now = new Date()): Promise<File> {
  const blob = await photoAsJpeg(file, LETTER_PHOTO_SIDE, LETTER_PHOTO_QUALITY);
  if (!blob || (blob.size >= file.size && letterKind(file) !== null)) return file;
  return new File([blob], letterPhotoName(now), { type: 'image/jpeg', lastModified: now.getTime() });
}
