// Photos from the camera, made small before they are queued: longest side 2000 px, JPEG at
// quality 0.8, turned the right way up (createImageBitmap applies the EXIF orientation), and
// named from when they were taken ('Receipt-2025-03-14').
export const MAX_PHOTO_SIDE = 2000;
export const PHOTO_QUALITY = 0.8;

export function scaledSize(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const k = max / longest;
  return { width: Math.round(width * k), height: Math.round(height * k) };
}

export function photoName(kind: 'Receipt' | 'Letter', when: Date, taken: Set<string> = new Set(), extension = '.jpg'): string {
  const day = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;
  let name = `${kind}-${day}`;
  for (let i = 2; taken.has(`${name}${extension}`); i++) name = `${kind}-${day}-${i}`;
  return `${name}${extension}`;
}

/** The photo as a JPEG no larger than 2000 px on its longest side (the original when that fails). */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return file;
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
  return blob && blob.size < file.size ? blob : file;
}
