// Photos from the camera, made small before they are queued: longest side 2000 px, JPEG at
// quality 0.8, turned the right way up (createImageBitmap applies the EXIF orientation), and
// named from when they were taken ('Receipt-2025-03-14').
import { localDay, photoAsJpeg, scaledToFit } from '../../lib/photo';

export const MAX_PHOTO_SIDE = 2000;
export const PHOTO_QUALITY = 0.8;

export const scaledSize = (width: number, height: number, max = MAX_PHOTO_SIDE) => scaledToFit(width, height, max);

export function photoName(kind: 'Receipt' | 'Letter', when: Date, taken: Set<string> = new Set(), extension = '.jpg'): string {
  const day = localDay(when);
  let name = `${kind}-${day}`;
  for (let i = 2; taken.has(`${name}${extension}`); i++) name = `${kind}-${day}-${i}`;
  return `${name}${extension}`;
}

/** The photo as a JPEG no larger than 2000 px on its longest side (the original when that fails). */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  const blob = await photoAsJpeg(file, MAX_PHOTO_SIDE, PHOTO_QUALITY);
  return blob && blob.size < file.size ? blob : file;
}
