// PDF tables in the table model: a statement made here whose column headings wrap over three
// lines and whose lines run on to a second page, and a real filing (Costco's third-quarter 2023
// earnings release, from the evaluation set beside the repository) whose headings wrap over two.
// Both are read by the product's PDF parser, then the library, as an upload would be.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from '../../../documents/parse/parse';
import { REPO_ROOT } from '../../../documents/parse/fixtures/paths';
import { describePeriod } from '../periods';
import { colOf, factOf, readDocument, rowOf, type Read } from './fixtures';

/** The table of a document that has a row so named (and is on that page, when given). */
function tableWith(reads: Read[], label: string, page?: number): Read {
  const found = reads.filter((r) => r.model.rows.some((row) => row.label === label) && (page === undefined || r.model.stored.page === page));
  if (found.length !== 1) throw new Error(`${found.length} tables with a row '${label}'\n\n${reads.map((r) => r.text).join('\n\n')}`);
  return found[0]!;
}

const when = (f: { periods: Array<Parameters<typeof describePeriod>[0]> }) => f.periods.map(describePeriod);

// ---------------------------------------------------------------------------------------------
// A statement of activities set the way filings set them: a centred title, '(in thousands)',
// each column headed 'Year Ended' / 'December 31,' / '2024' over three lines, figures set flush
// right, and the expenses running on to page 2 under no heading.

const SIZE = 9;
type StatementLine = [string] | [string, string, string];

async function statementPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const right = [400, 480];
  const width = (t: string) => font.widthOfTextAtSize(t, SIZE);
  const centred = (page: PDFPage, t: string, x: number, y: number) => page.drawText(t, { x: x - width(t) / 2, y, size: SIZE, font });
  const lines = (page: PDFPage, f: PDFFont, rows: StatementLine[], top: number) => {
    let y = top;
    for (const r of rows) {
      page.drawText(r[0], { x: r.length === 1 ? 60 : 72, y, size: SIZE, font: f });
      if (r.length === 3) r.slice(1).forEach((t, k) => page.drawText(t!, { x: right[k]! - width(t!), y, size: SIZE, font: f }));
      y -= 12;
    }
  };
  const first = pdf.addPage([612, 792]);
  centred(first, 'RIVERSTONE COMMUNITY TRUST', 306, 740);
  centred(first, 'STATEMENT OF ACTIVITIES', 306, 728);
  centred(first, '(in thousands)', 306, 716);
  ['Year Ended', 'December 31,'].forEach((t, i) => right.forEach((x) => centred(first, t, x - 20, 680 - i * 11)));
  right.forEach((x, k) => centred(first, ['2024', '2023'][k]!, x - 20, 658));
  lines(first, font, [['REVENUE'], ['Contributions', '1,250', '1,180'], ['Program fees', '310', '295'], ['Total revenue', '1,560', '1,475'], ['EXPENSES'], ['Program services', '1,100', '1,020'], ['Management and general', '180', '175']], 640);
  first.drawText('1', { x: 300, y: 40, size: SIZE, font });
  const second = pdf.addPage([612, 792]);
  lines(second, font, [['Fundraising', '95', '90'], ['Total expenses', '1,375', '1,285'], ['Change in net assets', '185', '190']], 740);
  return Buffer.from(await pdf.save());
}

describe('a PDF statement with headings wrapped over three lines, running on to a second page', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'steward-pdf-tables-'));
  let reads: Read[] = [];
  beforeAll(async () => {
    const file = path.join(dir, 'Statement of Activities 2024.pdf');
    writeFileSync(file, await statementPdf());
    reads = readDocument(await parseFile(file, 'pdf'), 'Statement of Activities 2024.pdf');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('each column’s three heading lines are one heading: the year ended December 31', () => {
    const { model, text } = tableWith(reads, 'Contributions');
    expect(model.cols.map((c) => c.label), text).toEqual(['Year Ended December 31, 2024', 'Year Ended December 31, 2023']);
    expect(colOf(model, 'Year Ended December 31, 2023').period, text).toMatchObject({ kind: 'date', year: 2023, month: 12, day: 31, ended: true });
    expect(model.title, text).toContain('STATEMENT OF ACTIVITIES');
    expect(model.kind, text).toBe('actual');
    const fees = factOf(model, 'Program fees', 'Year Ended December 31, 2023');
    expect(fees, text).toMatchObject({ value: 295, scale: 1000, scaleStated: true, unit: 'money' });
    expect(rowOf(model, 'Total revenue').path, text).toEqual(['REVENUE']);
  });

  it('the lines on page 2 keep the columns and headings of page 1', () => {
    const { model, text } = tableWith(reads, 'Fundraising', 2);
    expect(model.cols.map((c) => c.label), text).toEqual(['Year Ended December 31, 2024', 'Year Ended December 31, 2023']);
    expect(model.scale, text).toBe(1000);
    const total = factOf(model, 'Total expenses', 'Year Ended December 31, 2024');
    expect(total.value, text).toBe(1375);
    expect(when(total), text).toEqual(['December 31, 2024']);
    expect(rowOf(model, 'Total expenses').isTotal, text).toBe(true);
  });

  // Fails: the parser keeps the run-on as a second table (with the first one's header), so its
  // lines lose their section, and the first page's part, having no 'Total expenses', gets one made
  // up from its own two expense lines (1,280 where the statement prints 1,375; a net of 280 where it
  // prints 185). Joining a continued table to the one it continues (in pdf.ts, keeping each row's
  // page for citations) would fix both: a larger change than this test's.
  it.fails('a table continued on the next page is one table: its lines keep their section, and no total is made up from part of it', () => {
    const first = tableWith(reads, 'Contributions');
    const second = tableWith(reads, 'Fundraising', 2);
    expect(rowOf(second.model, 'Fundraising').path, second.text).toEqual(['EXPENSES']);
    // The lines the library adds up itself (rows it made: negative indexes).
    const madeUp = first.lines.filter((l) => l.rows[0]!.index < 0).map((l) => `${l.name}: ${l.facts.map((f) => f.value).join(', ')}`);
    expect(madeUp, first.text).toEqual([]);
  });
});

/** A statement's lines from `top` down: the label at the left margin, each figure set flush right at its column's edge. */
function drawLines(page: PDFPage, font: PDFFont, rows: Array<[string, ...string[]]>, right: number[], top: number): void {
  let y = top;
  for (const [label, ...values] of rows) {
    page.drawText(label, { x: 60, y, size: SIZE, font });
    values.forEach((t, k) => page.drawText(t, { x: right[k]! - font.widthOfTextAtSize(t, SIZE), y, size: SIZE, font }));
    y -= 12;
  }
}

// ---------------------------------------------------------------------------------------------
// A bilingual statement as Belgian and Québec accountants set it: four heading lines over four
// columns (the years on the first, beside 'Fonds de' / 'fonctionnement' / 'Operating' / 'Fund'),
// dashes for none, and labels in two languages cut after the '/' onto a second line.

async function bilingualPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const right = [330, 410, 490, 560];
  const width = (t: string) => font.widthOfTextAtSize(t, SIZE);
  const page = pdf.addPage([612, 792]);
  const centred = (t: string, x: number, y: number) => page.drawText(t, { x: x - width(t) / 2, y, size: SIZE, font });
  centred('MAISON DES JEUNES DU LAVEU', 306, 750);
  centred('Compte de résultats / Statement of Operations', 306, 738);
  centred('Exercice clos le 31 décembre 2025 / Year ended December 31, 2025', 306, 726);
  const heads = [
    ['Fonds de', 'Fonds', '2025', '2024'],
    ['fonctionnement', 'affectés', 'Total', 'Total'],
    ['Operating', 'Restricted', '', ''],
    ['Fund', 'Funds', '', ''],
  ];
  heads.forEach((row, i) => row.forEach((t, k) => t && centred(t, right[k]! - 22, 696 - i * 11)));
  const rows: Array<[string, ...string[]]> = [
    ['PRODUITS / REVENUE'],
    [' Fédération Wallonie-Bruxelles /'],
    ['  Wallonia-Brussels Federation', '84 000', '–', '84 000', '79 500'],
    [' Ville de Liège – projet Quartiers /'],
    ['  City of Liège – Neighbourhoods project', '–', '12 500', '12 500', '11 000'],
    [' Dons / Donations', '6 214', '–', '6 214', '5 870'],
    ['', '90 214', '12 500', '102 714', '96 370'],
    ['Property'],
    [' Buildings', '40 000', '–', '40 000', '41 500'],
    [' Fournitures et'],
    ['  Matériel pédagogique', '1 200', '–', '1 200', '900'],
  ];
  drawLines(page, font, rows, right, 640);
  return Buffer.from(await pdf.save());
}

describe('a bilingual PDF statement: four heading lines, and labels cut after a slash', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'steward-pdf-bilingual-'));
  let reads: Read[] = [];
  beforeAll(async () => {
    const file = path.join(dir, 'Comptes 2025.pdf');
    writeFileSync(file, await bilingualPdf());
    reads = readDocument(await parseFile(file, 'pdf'), 'Comptes 2025.pdf');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the four heading lines as each column’s heading, the years with their totals', () => {
    const { model, text } = tableWith(reads, 'Dons / Donations');
    expect(model.cols.map((c) => c.label), text).toEqual(['Fonds de fonctionnement Operating Fund', 'Fonds affectés Restricted Funds', '2025 Total', '2024 Total']);
    expect(model.title, text).not.toMatch(/2025 2024/);
  });

  it('joins a label cut after its slash to the line that carries its figures', () => {
    const { model, text } = tableWith(reads, 'Dons / Donations');
    const labels = model.rows.map((r) => r.label);
    expect(labels, text).toContain('Fédération Wallonie-Bruxelles / Wallonia-Brussels Federation');
    expect(labels, text).toContain('Ville de Liège - projet Quartiers / City of Liège - Neighbourhoods project');
    expect(factOf(model, 'Fédération Wallonie-Bruxelles / Wallonia-Brussels Federation', '2024 Total').value, text).toBe(79500);
    // (Not a heading over the lines after it.)
    expect(rowOf(model, 'Dons / Donations').path, text).toEqual(['PRODUITS / REVENUE']);
    // (Nor is a heading that merely ends in 'y', 'et' or 'and' a label cut short: 'Property' heads 'Buildings'.)
    expect(labels, text).toContain('Buildings');
    expect(labels.some((l) => /Property Buildings/.test(l)), text).toBe(false);
    // ('Fournitures et' + 'Matériel pédagogique': one label cut after its 'et'.)
    expect(labels, text).toContain('Fournitures et Matériel pédagogique');
  });
});

// ---------------------------------------------------------------------------------------------
// An accountant's report as German firms set it: the column headings ('Geschäftsjahr 2025 EUR',
// 'Vorjahr 2024 EUR') under a title giving the period from its first day to its last, then the
// engagement paragraphs, and only then the lines with their figures.

async function reportPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const right = [430, 530];
  const width = (t: string) => font.widthOfTextAtSize(t, SIZE);
  const page = pdf.addPage([612, 792]);
  const centred = (t: string, x: number, y: number) => page.drawText(t, { x: x - width(t) / 2, y, size: SIZE, font });
  centred('Einnahmen-Überschuss-Rechnung', 306, 750);
  centred('vom 01.01.2025 bis 31.12.2025', 306, 738);
  [['Geschäftsjahr', 'Vorjahr'], ['2025', '2024'], ['EUR', 'EUR']].forEach((row, i) => row.forEach((t, k) => page.drawText(t, { x: right[k]! - width(t), y: 710 - i * 11, size: SIZE, font })));
  const prose = [
    'Der Vorstand hat uns beauftragt, auf der Grundlage der Buchführung des Vereins die Einnahmen-Überschuss-Rechnung',
    'für das Geschäftsjahr 2025 zu erstellen. Die Belege wurden uns vollständig zur Verfügung gestellt; die Vorjahreszahlen',
    'sind unserer Erstellung für 2024 entnommen.',
  ];
  prose.forEach((t, i) => page.drawText(t, { x: 60, y: 660 - i * 11, size: SIZE, font }));
  const rows: Array<[string, ...string[]]> = [['Einnahmen'], ['Mitgliedsbeiträge', '11.664,00', '10.728,00'], ['Spenden', '48.215,40', '41.876,15'], ['Summe Einnahmen', '59.879,40', '52.604,15']];
  drawLines(page, font, rows, right, 610);
  return Buffer.from(await pdf.save());
}

describe('column headings set apart from their lines by prose, under a title giving a period by its two days', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'steward-pdf-report-'));
  let reads: Read[] = [];
  beforeAll(async () => {
    const file = path.join(dir, 'EÜR 2025.pdf');
    writeFileSync(file, await reportPdf());
    reads = readDocument(await parseFile(file, 'pdf'), 'EÜR 2025.pdf');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('heads the columns with the headings above the prose, and dates them by the period’s last day', () => {
    const { model, text } = tableWith(reads, 'Spenden');
    expect(model.cols.map((c) => c.label), text).toEqual(['Geschäftsjahr 2025 EUR', 'Vorjahr 2024 EUR']);
    expect(when(factOf(model, 'Spenden', 'Geschäftsjahr 2025 EUR')), text).toEqual(['December 31, 2025']);
    expect(factOf(model, 'Spenden', 'Vorjahr 2024 EUR').value, text).toBe(41876.15);
  });
});

// ---------------------------------------------------------------------------------------------
// A real filing. Its pages as `pdftotext -layout` shows them:
//   p.3                              12 Weeks Ended                  36 Weeks Ended
//                                May 7, 2023 May 8, 2022        May 7, 2023 May 8, 2022
//       REVENUE
//         Net sales          $    52,604      $    51,612    $     160,280     $       151,966
//   ...                                                              May 7, 2023       August 28,
//                                                                                        2022
//       CURRENT ASSETS
//         Cash and cash equivalents                           $      12,493         $    10,203
//   p.4 (the balance sheet runs on, under no heading)
//         Total current assets                                      34,289        32,696

const COSTCO = path.resolve(REPO_ROOT, '../shared/evals/real/documents/costco/COSTCO_2023Q3_EARNINGS.pdf');
const present = existsSync(COSTCO);
if (!present) console.warn(`the real filings are not at ${COSTCO}: skipping the test that reads one`);

describe.skipIf(!present)('a real filing: Costco’s third-quarter 2023 earnings release', () => {
  let reads: Read[] = [];
  beforeAll(async () => {
    reads = readDocument(await parseFile(COSTCO, 'pdf', { fileName: 'COSTCO_2023Q3_EARNINGS.pdf' }), 'COSTCO_2023Q3_EARNINGS.pdf');
  }, 60_000);

  it('the income statement: ‘12 Weeks Ended’ over two dates, on the line above them, heads each', () => {
    const { model, text } = tableWith(reads, 'Net sales', 3);
    expect(model.cols.map((c) => c.path), text).toEqual([['12 Weeks Ended May 7, 2023'], ['12 Weeks Ended May 8, 2022'], ['36 Weeks Ended May 7, 2023'], ['36 Weeks Ended May 8, 2022']]);
    expect(colOf(model, '36 Weeks Ended May 7, 2023').period, text).toMatchObject({ kind: 'span', weeks: 36, year: 2023, month: 5, day: 7 });
    expect(model.scale, text).toBe(1e6);
    expect(model.scaleStated, text).toBe(true);

    const sales = factOf(model, 'Net sales', '12 Weeks Ended May 7, 2023');
    expect(sales, text).toMatchObject({ value: 52604, unit: 'money', currency: '$', scale: 1e6, kind: 'value' });
    expect(when(sales), text).toEqual(['the 12 weeks ended May 7, 2023']);
    expect(rowOf(model, 'Total revenue').path, text).toEqual(['REVENUE']);
    expect(rowOf(model, 'Total revenue').isTotal, text).toBe(true);
    expect(factOf(model, 'Total revenue', '36 Weeks Ended May 8, 2022').value, text).toBe(154863);
    expect(factOf(model, 'Interest expense', '36 Weeks Ended May 8, 2022').value, text).toBe(-110);
    expect(factOf(model, 'NET INCOME ATTRIBUTABLE TO COSTCO', '36 Weeks Ended May 7, 2023').value, text).toBe(4132);
    // '—' where the 2023 figure would be: nothing, not a number.
    const nci = rowOf(model, 'Net income attributable to noncontrolling interests');
    expect([nci.cells[1], nci.source.text?.[1]], text).toEqual([null, '—']);
  });

  it('the income statement’s per-share figures and share counts in thousands', () => {
    const { model, text } = tableWith(reads, 'Net sales', 3);
    const diluted = model.rows.filter((r) => r.label === 'Diluted');
    expect(diluted, text).toHaveLength(2);
    expect(factOf(model, diluted[0]!, '12 Weeks Ended May 7, 2023'), text).toMatchObject({ value: 2.93, unit: 'perShare', scale: 1 });
    expect(factOf(model, diluted[1]!, '12 Weeks Ended May 7, 2023'), text).toMatchObject({ value: 444360, unit: 'count', scale: 1000 });
  });

  it('the balance sheet: ‘August 28,’ over ‘2022’ is one date, and the page 4 lines keep the columns', () => {
    const start = tableWith(reads, 'Cash and cash equivalents', 3);
    expect(start.model.cols.map((c) => c.label), start.text).toEqual(['May 7, 2023', 'August 28, 2022']);
    expect(colOf(start.model, 'August 28, 2022').period, start.text).toMatchObject({ kind: 'date', year: 2022, month: 8, day: 28 });
    expect(factOf(start.model, 'Cash and cash equivalents', 'August 28, 2022').value, start.text).toBe(10203);
    expect(rowOf(start.model, 'Cash and cash equivalents').path, start.text).toEqual(['ASSETS', 'CURRENT ASSETS']);

    const rest = tableWith(reads, 'Total current assets', 4);
    expect(rest.model.cols.map((c) => c.label), rest.text).toEqual(['May 7, 2023', 'August 28, 2022']);
    expect(factOf(rest.model, 'Total current assets', 'May 7, 2023'), rest.text).toMatchObject({ value: 34289, scale: 1e6 });
    expect(factOf(rest.model, 'Total current liabilities', 'May 7, 2023').value, rest.text).toBe(31708);
    expect(factOf(rest.model, 'TOTAL ASSETS', 'August 28, 2022').value, rest.text).toBe(64166);
    expect(rowOf(rest.model, 'Accounts payable').category, rest.text).toBe('liability');
  });
});

// ---------------------------------------------------------------------------------------------
// A report to date against budget whose long title is centred over its columns, right above the
// column headings: the title is the table's title, not a heading of each column.

async function ytdReportPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const right = [330, 410, 490, 570];
  const width = (t: string) => font.widthOfTextAtSize(t, SIZE);
  const page = pdf.addPage([612, 792]);
  const centred = (t: string, x: number, y: number) => page.drawText(t, { x: x - width(t) / 2, y, size: SIZE, font });
  centred('Maple Lane Housing Co-operative Inc.', 420, 740);
  centred('Statement of Operations – Actual vs Budget, year to date', 420, 728);
  centred('Six months ended March 31, 2026 (FY2026: October 1, 2025 – September 30, 2026)', 420, 716);
  ['Actual YTD', 'Budget YTD', 'Variance $', 'Annual Budget'].forEach((t, k) => page.drawText(t, { x: right[k]! - width(t), y: 700, size: SIZE, font }));
  let y = 684;
  for (const r of [['REVENUE'], ['Housing charges', '355,880', '357,120', '(1,240)', '719,520'], ['Parking', '9,540', '9,360', '180', '18,720'], ['EXPENSES'], ['Insurance', '32,400', '29,250', '(3,150)', '58,500'], ['Property taxes', '35,868', '35,880', '12', '71,760']]) {
    page.drawText(r[0]!, { x: r.length === 1 ? 60 : 72, y, size: SIZE, font });
    r.slice(1).forEach((t, k) => page.drawText(t, { x: right[k]! - width(t), y, size: SIZE, font }));
    y -= 12;
  }
  return Buffer.from(await pdf.save());
}

describe('a PDF report whose long title is centred right above its column headings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'steward-pdf-ytd-'));
  let reads: Read[] = [];
  beforeAll(async () => {
    const file = path.join(dir, 'YTD Actual vs Budget - March 2026.pdf');
    writeFileSync(file, await ytdReportPdf());
    reads = readDocument(await parseFile(file, 'pdf'), 'YTD Actual vs Budget - March 2026.pdf');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('heads each column by its own heading, and the months the title says it covers', () => {
    const { model, text } = tableWith(reads, 'Insurance');
    expect(model.cols.map((c) => c.label), text).toEqual(['Actual YTD', 'Budget YTD', 'Variance $', 'Annual Budget']);
    expect(model.title, text).toContain('Statement of Operations');
    expect(when(factOf(model, 'Insurance', 'Budget YTD')), text).toEqual(['the six months ended March 31, 2026']);
    // (The annual budget is the whole year's, not the six months'.)
    expect(when(factOf(model, 'Insurance', 'Annual Budget')), text).not.toContain('the six months ended March 31, 2026');
  });
});
