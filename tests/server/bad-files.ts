// Files that try to hurt the server, made in the test (nothing binary is committed): a truncated
// and an encrypted PDF, an .xlsx zip bomb, a workbook with `__proto__` in a comment, and a
// 10,000-row workbook.
import ExcelJS from 'exceljs';
import { deflateRawSync, constants as zlib, crc32 } from 'node:zlib';

/** A one-page PDF with text lines; with `encrypted`, an /Encrypt dictionary whose password is not empty. */
export function onePagePdf(lines: string[], options: { encrypted?: boolean } = {}): Buffer {
  const content = ['BT', '/F1 12 Tf', '72 720 Td', ...lines.flatMap((l, i) => [...(i ? ['0 -16 Td'] : []), `(${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (options.encrypted) objects.push(`<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'6f'.repeat(32)}> /U <${'a5'.repeat(32)}> /P -44 >>`);
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const id = '0123456789abcdef0123456789abcdef';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${options.encrypted ? ` /Encrypt ${objects.length} 0 R /ID [<${id}> <${id}>]` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The first `bytes` of a PDF: a download cut short. */
export const truncatedPdf = () => onePagePdf(['Statement of Financial Position', 'Cash 184,200']).subarray(0, 120);

function zipOf(entries: Array<{ name: string; data: Buffer; method: 0 | 8; size: number; crc: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const stored = (name: string, text: string) => {
  const data = Buffer.from(text);
  return { name, data, method: 0 as const, size: data.length, crc: crc32(data) };
};

/** An .xlsx whose sheet inflates to `megabytes` MB of zeros from about 1 KB per MB, declaring a small size. */
export function zipBombXlsx(megabytes = 1024): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.Z_FULL_FLUSH, level: 9 });
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
  return zipOf([
    stored('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    stored('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', data, method: 8, size: 4096, crc: 0 },
  ]);
}

/** A real workbook (ExcelJS) with `__proto__` and `constructor` in a cell comment, a cell and a sheet name. */
export async function protoCommentXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('__proto__');
  ws.addRow(['Account', 'FY2025 Budget']);
  ws.addRow(['__proto__', 100]);
  ws.addRow(['constructor', 200]);
  ws.getCell('A2').note = '{"__proto__": {"polluted": true}}';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A workbook of `rows` rows (label and two numbers). */
export async function bigWorkbook(rows = 10_000): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ledger');
  ws.addRow(['Line', 'Amount', 'Running total']);
  let total = 0;
  for (let i = 1; i <= rows; i += 1) {
    total += i;
    ws.addRow([`Entry ${i}`, i, total]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
