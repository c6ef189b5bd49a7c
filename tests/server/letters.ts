// Determination letters made in tests (server and end-to-end): a PDF with pdf-lib, a photo of one
// drawn with @napi-rs/canvas (slightly turned, on off-white paper, with specks), and a
// photographed shop receipt. No server code here, so Playwright specs can use it too.
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface LetterOptions {
  /** The name as printed (any case, with 'Inc.' or not). */
  name: string;
  /** Null: no EIN on the letter. */
  ein?: string | null;
  /** The date line, as printed. */
  date?: string;
  /** Leave out the IRS wording (a letter from someone else). */
  irs?: boolean;
}

export function letterLines({ name, ein = '12-3456789', date = 'Date: March 3, 2019', irs = true }: LetterOptions): string[] {
  return [
    ...(irs ? ['DEPARTMENT OF THE TREASURY', 'INTERNAL REVENUE SERVICE'] : ['COUNTY FOOD COALITION']),
    'P.O. BOX 2508',
    'CINCINNATI, OH 45201',
    '',
    date,
    ...(ein ? [`Employer Identification Number: ${ein}`] : []),
    'DLN: 17053123456789',
    'Contact Person: Customer Service',
    '',
    name,
    '123 MAIN ST',
    'SPRINGFIELD, IL 62701',
    '',
    'Dear Applicant:',
    ...(irs
      ? [
          'We are pleased to inform you that upon review of your application for tax',
          'exempt status we have determined that you are exempt from Federal income tax',
          'under section 501(c)(3) of the Internal Revenue Code. Contributions to you',
          'are deductible under section 170 of the Code.',
        ]
      : ['Thank you for your partnership this year. We look forward to working', 'with you again on the spring food drive.']),
    'Effective date of exemption: 01/05/2018',
  ];
}

/** A one-page letter as a PDF with a text layer; `padding` bytes of an unused stream make it bigger. */
export async function letterPdf(options: LetterOptions & { padding?: number }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  letterLines(options).forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 18, size: 12, font }));
  if (options.padding) doc.context.register(doc.context.stream(new Uint8Array(options.padding).fill(0x20)));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The letter PDF made exactly `size` bytes long. */
export async function letterPdfOfSize(size: number, options: LetterOptions): Promise<Buffer> {
  let padding = 0;
  for (let i = 0; i < 6; i++) {
    const bytes = await letterPdf({ ...options, padding });
    if (bytes.length === size) return bytes;
    padding += size - bytes.length;
  }
  throw new Error(`could not make a PDF of ${size} bytes`);
}

/** A phone photo of the printed letter: off-white paper, turned by `degrees`, with specks of noise. */
export function letterPhoto(options: LetterOptions & { format?: 'jpeg' | 'png'; degrees?: number }): Buffer {
  const width = 1700;
  const height = 2200;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#6b6358';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(((options.degrees ?? -1.2) * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#f3efe6';
  ctx.fillRect(60, 60, width - 120, height - 120);
  ctx.fillStyle = '#1d1d1f';
  ctx.font = '40px serif';
  letterLines(options).forEach((line, i) => ctx.fillText(line, 150, 200 + i * 64));
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // Specks, from a fixed seed so every run reads the same photo.
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < 6000; i++) {
    ctx.fillStyle = `rgba(0,0,0,${(random() * 0.2).toFixed(2)})`;
    ctx.fillRect(random() * width, random() * height, 2, 2);
  }
  return options.format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 85);
}

/** A photographed shop receipt. */
export function receiptPhoto(): Buffer {
  const canvas = createCanvas(900, 1400);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 900, 1400);
  ctx.fillStyle = '#111';
  ctx.font = '44px monospace';
  ['CORNER MARKET', '14 Elm Street', '03/14/2025 10:42', '', 'Apples 2 x 1.99   3.98', 'Bread            4.25', 'Milk             3.49', '', 'TOTAL           11.72', 'VISA ****1234', 'Thank you!'].forEach(
    (line, i) => ctx.fillText(line, 80, 160 + i * 80),
  );
  return canvas.toBuffer('image/jpeg', 85);
}
