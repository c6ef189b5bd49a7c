import { Blob as NodeBlob } from 'node:buffer';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CombineError, combinePhotos, fitToPage, imageKind, isPhotoName } from './combine';

function photo(width: number, height: number, type: 'image/jpeg' | 'image/png'): Blob {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.font = '40px sans-serif';
  ctx.fillText('Page', 20, 60);
  const bytes = type === 'image/jpeg' ? canvas.toBuffer('image/jpeg', 80) : canvas.toBuffer('image/png');
  return new NodeBlob([bytes], { type }) as unknown as Blob;
}

describe('combining photos of a letter into one PDF', () => {
  it('makes one page per photo, in order, each the way round the photo is', async () => {
    const pdf = await combinePhotos([photo(1500, 2000, 'image/jpeg'), photo(800, 600, 'image/png'), photo(900, 1200, 'image/jpeg')], 'Letter-2025-03-14');
    expect(pdf.type).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [612, 792],
      [792, 612],
      [612, 792],
    ]);
    expect(doc.getTitle()).toBe('Letter-2025-03-14');
  });

  it('fits a photo inside the page margin, centred, keeping its proportions', () => {
    const fit = fitToPage(1500, 2000);
    expect(fit.width / fit.height).toBeCloseTo(0.75, 5);
    expect(fit.width).toBeLessThanOrEqual(612 - 36);
    expect(fit.height).toBeCloseTo(792 - 36, 5);
    expect(fit.x).toBeCloseTo((612 - fit.width) / 2, 5);
  });

  it('refuses a file that is not really an image, whatever its name', async () => {
    const fake = new NodeBlob(['MZ this is an executable']) as unknown as Blob;
    expect(await imageKind(fake)).toBeNull();
    await expect(combinePhotos([photo(100, 100, 'image/jpeg'), fake])).rejects.toThrow(new CombineError('Photo 2 is not a JPEG or PNG image'));
    await expect(combinePhotos([])).rejects.toThrow('No photos to combine');
  });

  it('knows photos by their names', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.pdf', 'e.csv'].map(isPhotoName)).toEqual([true, true, true, false, false]);
  });
});
