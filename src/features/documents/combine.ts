// Several photos of one letter become one PDF document before upload: one page per photo, in the
// order shown, each photo fitted to a US Letter page (portrait or landscape, as the photo is).
// pdf-lib is loaded only when someone combines (./pdf-writer), so it stays out of the screen's bundle.
import { extensionOf } from './naming';

const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);
/** US Letter in PDF points; the photo keeps its proportions inside a 0.25 in margin. */
const PAGE = { short: 612, long: 792, margin: 18 };

export const isPhotoName = (name: string) => PHOTO_EXTENSIONS.has(extensionOf(name).toLowerCase());

type ImageKind = 'jpg' | 'png';

/** JPEG or PNG by the file's first bytes (a renamed file is not trusted by its name). */
export async function imageKind(photo: Blob): Promise<ImageKind | null> {
  const head = new Uint8Array(await photo.slice(0, 8).arrayBuffer());
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png';
  return null;
}

export class CombineError extends Error {}

export function fitToPage(width: number, height: number): { page: [number, number]; x: number; y: number; width: number; height: number } {
  const landscape = width > height;
  const [pw, ph] = landscape ? [PAGE.long, PAGE.short] : [PAGE.short, PAGE.long];
  const k = Math.min((pw - 2 * PAGE.margin) / width, (ph - 2 * PAGE.margin) / height);
  const w = width * k;
  const h = height * k;
  return { page: [pw, ph], x: (pw - w) / 2, y: (ph - h) / 2, width: w, height: h };
}

/** One PDF with a page per photo. Refuses anything that is not a JPEG or PNG. */
export async function combinePhotos(photos: Blob[], title?: string): Promise<Blob> {
  if (photos.length === 0) throw new CombineError('No photos to combine');
  const { PDFDocument } = await import('./pdf-writer');
  const pdf = await PDFDocument.create();
  if (title) pdf.setTitle(title);
  pdf.setProducer('Steward');
  for (const [i, photo] of photos.entries()) {
    const kind = await imageKind(photo);
    if (!kind) throw new CombineError(`Photo ${i + 1} is not a JPEG or PNG image`);
    const bytes = new Uint8Array(await photo.arrayBuffer());
    let image;
    try {
      image = kind === 'jpg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
    } catch {
      throw new CombineError(`Photo ${i + 1} could not be read`);
    }
    const fit = fitToPage(image.width, image.height);
    pdf.addPage(fit.page).drawImage(image, { x: fit.x, y: fit.y, width: fit.width, height: fit.height });
  }
  const out = await pdf.save();
  return new Blob([out as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
