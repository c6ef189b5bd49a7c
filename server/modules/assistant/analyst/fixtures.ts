// Small synthetic organisations for the analyst's tests: documents described compactly (tables
// as rows of cells, passages, receipt fields) and turned into what the parsers and the database
// give the analyst. Not used by the product.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredTable } from '../../documents';
import { parseFile } from '../../documents/parse/parse';
import type { CellValue, ParsedRow } from '../../documents/parse/types';
import type { Grounding } from '../agent';
import { analyse } from './answer';
import { orgDataOf } from './eval/offline';
import { buildIndex, type OrgData, type OrgIndex } from './model';

export interface TableSpec {
  name?: string;
  sheet?: string;
  page?: number;
  title?: string;
  units?: string;
  columns: string[];
  headerRows?: string[][];
  /** Cells per row, in column order. The label is the first text cell (after a code, when `codes`). */
  rows: CellValue[][];
  /** The first column holds account codes. */
  codes?: boolean;
}

export interface DocSpec {
  fileName: string;
  tables?: TableSpec[];
  passages?: Array<string | { text: string; page?: number; sheet?: string; heading?: string }>;
  fields?: Record<string, string | number>;
}

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function toRows(spec: TableSpec): ParsedRow[] {
  return spec.rows.map((cells, i) => {
    const start = spec.codes ? 1 : 0;
    const label = String(cells.slice(start).find((v) => typeof v === 'string' && v.trim() !== '') ?? '');
    const code = spec.codes && cells[0] !== null && cells[0] !== undefined && String(cells[0]).trim() ? String(cells[0]) : undefined;
    // (A dash printed for nothing is read as the parsers read it: no value, the print kept.)
    const dash = (v: CellValue) => typeof v === 'string' && /^[—–-]$/.test(v.trim());
    const text = cells.some(dash) ? cells.map((v) => (dash(v) ? String(v) : null)) : undefined;
    return {
      rowNumber: i + 2,
      label,
      ...(code ? { code } : {}),
      isSubtotal: /^(total|net|sum)\b/i.test(label),
      cells: text ? cells.map((v) => (dash(v) ? null : v)) : cells,
      ...(text ? { text } : {}),
    };
  });
}

export function orgData(docs: DocSpec[]): OrgData {
  const data: OrgData = { documents: [], tables: [], passages: [] };
  for (const d of docs) {
    const id = uuid();
    const kind = d.fileName.split('.').pop()!.toLowerCase();
    data.documents.push({ id, fileName: d.fileName, kind, fields: d.fields ?? {} });
    for (const p of d.passages ?? []) {
      const passage = typeof p === 'string' ? { text: p } : p;
      data.passages.push({ documentId: id, text: passage.text, page: passage.page ?? null, sheet: passage.sheet ?? null, heading: passage.heading ?? null });
    }
    (d.tables ?? []).forEach((t, ordinal) => {
      const table: StoredTable = {
        id: uuid(),
        documentId: id,
        fileName: d.fileName,
        ordinal,
        name: t.name ?? t.sheet ?? d.fileName.replace(/\.[a-z0-9]+$/i, ''),
        title: t.title ?? null,
        sheet: t.sheet ?? null,
        page: t.page ?? null,
        units: t.units ?? null,
        headerRows: t.headerRows ?? [t.columns],
        columns: t.columns,
        rows: toRows(t),
      };
      data.tables.push(table);
    });
  }
  return data;
}

export interface TestOrg {
  index: OrgIndex;
  ask(question: string): Grounding;
}

/** An organisation with these documents and this fiscal-year start month (1-12). */
export function organisation(fiscalYearStartMonth: number, ...docs: DocSpec[]): TestOrg {
  const index = buildIndex(orgData(docs));
  return { index, ask: (question) => analyse(index, question, fiscalYearStartMonth) };
}

/** The first sentence as the evaluation's scorer reads it (markdown marks removed). */
export function firstSentence(answer: string): string {
  const t = answer.replace(/[*_`#>|]/g, ' ').replace(/\s+/g, ' ').trim();
  const m = t.match(/^.*?[.!?](?=\s|$)(?<!\d\.(?=\d))/);
  return (m ? m[0] : t).slice(0, 300);
}

/** Twelve monthly columns from `startMonth` of `year` ('Jan 2024' ...). */
export function monthColumns(year: number, startMonth: number, style: 'short' | 'long' | 'dash' = 'short'): string[] {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const long = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    const m = (startMonth - 1 + i) % 12;
    const y = year + Math.floor((startMonth - 1 + i) / 12);
    out.push(style === 'short' ? `${names[m]} ${y}` : style === 'long' ? `${long[m]} ${y}` : `${names[m]}-${String(y).slice(2)}`);
  }
  return out;
}

/** An organisation of CSV files read by the product's own parser, beside documents described compactly. */
export async function withParsed(fiscalYearStartMonth: number, files: Record<string, string>, ...docs: DocSpec[]): Promise<TestOrg> {
  const dir = await mkdtemp(path.join(tmpdir(), 'steward-figures-'));
  try {
    const parsed = [];
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(dir, name), text);
      parsed.push({ id: randomUUID(), fileName: name, doc: await parseFile(path.join(dir, name), 'csv', { fileName: name }) });
    }
    const data = orgDataOf(parsed);
    const extra = orgData(docs);
    const index = buildIndex({ documents: [...data.documents, ...extra.documents], tables: [...data.tables, ...extra.tables], passages: [...data.passages, ...extra.passages] });
    return { index, ask: (q) => analyse(index, q, fiscalYearStartMonth) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
