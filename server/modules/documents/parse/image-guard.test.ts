// Damaged images are refused before @napi-rs/canvas decodes them (its decoder would crash the
// process): cut off before their pixel data, damaged Huffman tables, bad PNG chunks. Sound ones,
// including one with an EXIF block, pass.
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageLooksDecodable } from './image-guard';
import { REASONS } from './limits';
import { parseDocument } from './run';
import { ParseFailure } from './types';

function picture() {
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 300, 200);
  ctx.fillStyle = '#000';
  ctx.font = '30px sans-serif';
  ctx.fillText('hello', 20, 100);
  return { jpeg: canvas.toBuffer('image/jpeg', 85), png: canvas.toBuffer('image/png') };
}

const segments = (jpeg: Buffer) => {
  const out: Array<{ at: number; marker: number; length: number }> = [];
  let i = 2;
  while (i < jpeg.length) {
    const marker = jpeg[i + 1]!;
    const length = jpeg.readUInt16BE(i + 2);
    out.push({ at: i, marker, length });
    if (marker === 0xda) break;
    i += 2 + length;
  }
  return out;
};

describe('imageLooksDecodable', () => {
  const { jpeg, png } = picture();

  it('passes sound JPEGs and PNGs, with or without an EXIF block', () => {
    expect(imageLooksDecodable(jpeg)).toBe(true);
    expect(imageLooksDecodable(png)).toBe(true);
    const tiff = Buffer.from('4d4d002a000000080001011200030000000100060000' + '00000000', 'hex');
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 2 + 6 + tiff.length]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
    expect(imageLooksDecodable(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]))).toBe(true);
  });

  it('refuses images cut off before their pixel data', () => {
    const sos = segments(jpeg).find((s) => s.marker === 0xda)!;
    for (const n of [3, 4, 8, 20, sos.at, sos.at + 2 + sos.length]) expect(imageLooksDecodable(jpeg.subarray(0, n)), `jpeg ${n}`).toBe(false);
    expect(imageLooksDecodable(jpeg.subarray(0, sos.at + 2 + sos.length + 10))).toBe(true);
    for (const n of [6, 8, 30, 70, png.length - 13]) expect(imageLooksDecodable(png.subarray(0, n)), `png ${n}`).toBe(false);
  });

  it('refuses damaged Huffman tables, unknown markers and bad PNG chunks', () => {
    const dht = segments(jpeg).find((s) => s.marker === 0xc4)!;
    const overfull = Buffer.from(jpeg);
    overfull[dht.at + 5] = 2; // two codes of length 1 leave none for the rest
    expect(imageLooksDecodable(overfull)).toBe(false);
    const unknown = Buffer.from(jpeg);
    unknown[3] = 0x42;
    expect(imageLooksDecodable(unknown)).toBe(false);
    const crc = Buffer.from(png);
    crc[20] = crc[20]! ^ 0x40; // IHDR's width, its CRC no longer matching
    expect(imageLooksDecodable(crc)).toBe(false);
  });

  it('refuses what is not a JPEG or PNG', () => {
    expect(imageLooksDecodable(Buffer.from('GIF89a......'))).toBe(false);
    expect(imageLooksDecodable(Buffer.alloc(0))).toBe(false);
  });

  it('lets the parser fail a truncated photo as damaged, in one piece', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'steward-guard-'));
    const file = path.join(dir, 'cut.jpg');
    await writeFile(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]));
    const failure = await parseDocument(file, 'jpg').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ParseFailure);
    expect((failure as ParseFailure).reason).toBe(REASONS.imageDamaged);
  });
});
