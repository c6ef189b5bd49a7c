// Checks a JPEG or PNG before @napi-rs/canvas decodes it. Its decoder (0.1.100, and still 1.0.x:
// Brooooooklyn/canvas#1309) crashes the whole process with SIGSEGV, which no worker thread
// contains, on images it cannot decode: a file cut off before its pixel data, damaged Huffman
// tables, a PNG chunk or zlib stream that is damaged. So the structure is checked here first, in
// JavaScript, and a file that fails is refused as damaged without being decoded:
//   PNG: signature, every chunk's CRC up to IEND, a sane IHDR, and the image data inflating to
//        exactly the size IHDR promises (bounded: never more than that is inflated).
//   JPEG: the markers up to the first scan: a frame header (SOF) with sane components, quantisation
//        and Huffman tables as libjpeg checks them, and a scan header (SOS) naming known components
//        and defined tables.
import { crc32, inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function imageLooksDecodable(bytes: Buffer): boolean {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngIsSound(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegIsSound(bytes);
  return false;
}

// ---------------------------------------------------------------------------------------------
// PNG

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** Bytes of filtered image data a PNG of this size and format inflates to (each row: a filter byte and its pixels). */
function pngDataSize(width: number, height: number, depth: number, colorType: number, interlaced: boolean): number {
  const bitsPerPixel = depth * CHANNELS[colorType]!;
  const rowBytes = (w: number) => (w === 0 ? 0 : 1 + Math.ceil((w * bitsPerPixel) / 8));
  if (!interlaced) return height * rowBytes(width);
  // Adam7: the seven passes' sub-images.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0!) / dx!);
    const h = Math.ceil((height - y0!) / dy!);
    if (w > 0 && h > 0) total += h * rowBytes(w);
  }
  return total;
}

function pngIsSound(bytes: Buffer): boolean {
  let i = 8;
  let header: { width: number; height: number; depth: number; colorType: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  let palette = false;
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    if (length > 0x7fffffff || i + 12 + length > bytes.length) return false;
    const type = bytes.subarray(i + 4, i + 8);
    const body = bytes.subarray(i + 8, i + 8 + length);
    if (crc32(body, crc32(type)) !== bytes.readUInt32BE(i + 8 + length)) return false;
    const name = type.toString('latin1');
    if (!header && name !== 'IHDR') return false;
    if (name === 'IHDR') {
      if (header || length !== 13) return false;
      const [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      const [depth, colorType, compression, filter, interlace] = [body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
      if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) return false;
      if (!DEPTHS[colorType]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
      header = { width, height, depth, colorType, interlaced: interlace === 1 };
    } else if (name === 'PLTE') {
      palette = length > 0 && length % 3 === 0 && length <= 768;
      if (!palette) return false;
    } else if (name === 'IDAT') {
      data.push(body);
    } else if (name === 'IEND') {
      if (!header || !data.length || (header.colorType === 3 && !palette)) return false;
      const expected = pngDataSize(header.width, header.height, header.depth, header.colorType, header.interlaced);
      try {
        // At most one byte more than promised is inflated: a stream that would give more is refused.
        const inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
        return inflated.length === expected;
      } catch {
        return false;
      }
    }
    i += 12 + length;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// JPEG

function jpegIsSound(bytes: Buffer): boolean {
  let i = 2;
  let components: number[] | null = null;
  const quantTables = new Set<number>();
  const huffman = new Set<string>();
  const componentTables: number[] = [];
  let progressive = false;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return false;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // Only the markers a baseline or progressive photo carries: APPn, COM, DQT, DHT, DRI, SOF0-2, SOS.
    if (!((marker >= 0xe0 && marker <= 0xef) || [0xfe, 0xdb, 0xc4, 0xdd, 0xc0, 0xc1, 0xc2, 0xda].includes(marker))) return false;
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > bytes.length) return false;
    const body = bytes.subarray(i + 4, i + 2 + length);
    if (marker === 0xdb) {
      // DQT: tables of 64 values, 8 or 16 bits each.
      let j = 0;
      if (!body.length) return false;
      while (j < body.length) {
        const precision = body[j]! >> 4;
        const id = body[j]! & 0x0f;
        if (precision > 1 || id > 3) return false;
        j += 1 + 64 * (precision + 1);
        if (j > body.length) return false;
        quantTables.add(id);
      }
    } else if (marker === 0xc4) {
      if (!huffmanTables(body, huffman)) return false;
    } else if (marker === 0xdd) {
      if (length !== 4) return false;
    } else if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      if (components) return false;
      progressive = marker === 0xc2;
      if (body.length < 6) return false;
      const precision = body[0]!;
      const height = body.readUInt16BE(1);
      const width = body.readUInt16BE(3);
      const count = body[5]!;
      if (precision !== 8 || !width || !height || ![1, 3, 4].includes(count) || body.length !== 6 + 3 * count) return false;
      components = [];
      for (let c = 0; c < count; c++) {
        const id = body[6 + c * 3]!;
        const sampling = body[7 + c * 3]!;
        const table = body[8 + c * 3]!;
        const [h, v] = [sampling >> 4, sampling & 0x0f];
        if (components.includes(id) || h < 1 || h > 4 || v < 1 || v > 4 || table > 3) return false;
        components.push(id);
        componentTables.push(table);
      }
    } else if (marker === 0xda) {
      // The first scan: its components are the frame's, its tables defined, its header whole.
      if (!components || !componentTables.every((t) => quantTables.has(t))) return false;
      const count = body[0] ?? 0;
      if (count < 1 || count > 4 || body.length !== 1 + 2 * count + 3) return false;
      const [ss, se, approx] = [body[1 + 2 * count]!, body[2 + 2 * count]!, body[3 + 2 * count]!];
      if (progressive) {
        if (ss > 63 || se > 63 || ss > se || approx >> 4 > 13 || (approx & 0x0f) > 13) return false;
      } else if (ss !== 0 || se !== 63 || approx !== 0) return false;
      for (let c = 0; c < count; c++) {
        const id = body[1 + c * 2]!;
        const [dc, ac] = [body[2 + c * 2]! >> 4, body[2 + c * 2]! & 0x0f];
        if (!components.includes(id)) return false;
        // A progressive scan codes DC coefficients (ss 0) or AC ones, with that kind of table only.
        const needsDc = !progressive || ss === 0;
        const needsAc = !progressive || ss > 0;
        if ((needsDc && !huffman.has(`0:${dc}`)) || (needsAc && !huffman.has(`1:${ac}`))) return false;
      }
      return i + 2 + length < bytes.length;
    }
    i += 2 + length;
  }
  return false;
}

/** A DHT segment's tables as libjpeg checks them: class and id, at most 256 codes, a code space not overfull, DC symbols up to 15. */
function huffmanTables(segment: Buffer, defined: Set<string>): boolean {
  let i = 0;
  if (!segment.length) return false;
  while (i < segment.length) {
    if (i + 17 > segment.length) return false;
    const tableClass = segment[i]! >> 4;
    const id = segment[i]! & 0x0f;
    if (tableClass > 1 || id > 3) return false;
    let total = 0;
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      const count = segment[i + length]!;
      total += count;
      code += count;
      // The codes of each length must fit in that many bits, the all-ones code excluded.
      if (code >= 1 << length) return false;
      code <<= 1;
    }
    if (!total || total > 256 || i + 17 + total > segment.length) return false;
    if (tableClass === 0) {
      for (let s = 0; s < total; s++) if (segment[i + 17 + s]! > 15) return false;
    }
    defined.add(`${tableClass}:${id}`);
    i += 17 + total;
  }
  return true;
}
