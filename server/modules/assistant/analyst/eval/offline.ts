// The analyst on an evaluation set without the app around it: each document parsed once by the
// product's parsers (cached on disk by content), turned into what the database would hold (tables,
// passages cut as the processor cuts them, receipt fields), and every question answered by the
// same analyst the chat uses. Minutes faster than `npm run eval:agent` for the large sets, so the
// analyst can be measured whole after every change; `eval:agent` stays the product's own path.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredTable } from '../../../documents';
import { parseFile } from '../../../documents/parse/parse';
import { DOCUMENT_KINDS, ParseFailure, type DocumentKind, type ParsedDocument } from '../../../documents/parse/types';
import { splitPassage } from '../../../documents/processor';
import { displayName } from '../../../documents/checks';
import type { ConversationTurn, Grounding } from '../../agent';
import { buildIndex, type OrgData, type OrgIndex } from '../model';
import { analyseIndex } from '../analyse';
import { analyse } from '../answer';
import { rulesFor } from '../instructions';
import type { EvalCase } from './run';

export interface OrgSettings {
  name?: string;
  /** Month name or number (1-12). */
  fiscalYearStart?: string | number;
  instructions?: string[];
}

export interface OfflineOptions {
  cases: EvalCase[];
  docsDir: string;
  orgs?: Record<string, OrgSettings>;
  defaultFiscalYearStart?: string | number;
  /** Where parsed documents are kept between runs. */
  cacheDir: string;
  /** The parsers' version: a change re-parses every document. */
  parserVersion: string;
  log?: (line: string) => void;
  /** Told how long each organisation's table model took to build, and of how many tables. */
  onIndex?: (org: string, ms: number, tables: number) => void;
  /** Told each organisation's index once built (`--describe` prints its table models). */
  onBuilt?: (org: string, index: OrgIndex) => void;
}

export interface OfflineAnswer {
  id: string;
  answer: string;
  grounding: Grounding;
  ms: number;
  /** The plan's operation and the readings' values and scores, best first (diagnostics). */
  trace?: { op: string; readings: Array<{ op: string; value: number | string; score: number; recall: number; weak: number; periodsFound: boolean; name: string }>; features?: unknown };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function monthOf(value: string | number | undefined, fallback = 7): number {
  if (typeof value === 'number') return value >= 1 && value <= 12 ? value : fallback;
  if (!value) return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= 12) return n;
  const i = MONTHS.findIndex((m) => m.startsWith(value.trim().toLowerCase().slice(0, 3)));
  return i >= 0 ? i + 1 : fallback;
}

async function parsed(file: string, options: OfflineOptions): Promise<ParsedDocument | { error: string }> {
  const bytes = await readFile(file);
  const key = createHash('sha256').update(options.parserVersion).update('\0').update(bytes).digest('hex').slice(0, 32);
  const cached = path.join(options.cacheDir, `${key}.json`);
  if (existsSync(cached)) return JSON.parse(await readFile(cached, 'utf8')) as ParsedDocument | { error: string };
  const ext = path.extname(file).slice(1).toLowerCase();
  let result: ParsedDocument | { error: string };
  if (!(DOCUMENT_KINDS as readonly string[]).includes(ext)) result = { error: 'not a document kind' };
  else {
    try {
      result = await parseFile(file, ext as DocumentKind, { fileName: displayName(path.basename(file)) });
    } catch (e) {
      result = { error: e instanceof ParseFailure ? e.reason : String(e) };
    }
  }
  await mkdir(options.cacheDir, { recursive: true });
  await writeFile(cached, JSON.stringify(result));
  return result;
}

/** What the database would give the analyst for these parsed documents. */
export function orgDataOf(docs: Array<{ id: string; fileName: string; doc: ParsedDocument }>): OrgData {
  const data: OrgData = { documents: [], tables: [], passages: [] };
  for (const { id, fileName, doc } of docs) {
    data.documents.push({ id, fileName, kind: doc.kind, fields: doc.fields ?? {} });
    for (const p of doc.passages ?? []) {
      for (const text of splitPassage(p.text ?? '')) data.passages.push({ documentId: id, text, page: p.page ?? null, sheet: p.sheet ?? null, heading: p.heading ?? null });
    }
    (doc.tables ?? []).forEach((t, ordinal) => {
      const stored: StoredTable = {
        id: `${id}-t${ordinal}`,
        documentId: id,
        fileName,
        ordinal,
        name: t.name || `Table ${ordinal + 1}`,
        title: t.title ?? null,
        sheet: t.sheet ?? null,
        page: t.page ?? null,
        units: t.units ?? null,
        headerRows: t.headerRows ?? [],
        columns: t.columns ?? [],
        rows: t.rows ?? [],
      };
      data.tables.push(stored);
    });
  }
  data.tables.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.ordinal - b.ordinal);
  return data;
}

export async function runOffline(options: OfflineOptions): Promise<OfflineAnswer[]> {
  const log = options.log ?? (() => {});
  const byOrg = new Map<string, EvalCase[]>();
  for (const c of options.cases) byOrg.set(c.org, [...(byOrg.get(c.org) ?? []), c]);
  const out: OfflineAnswer[] = [];
  for (const [org, cases] of byOrg) {
    const files = [...new Set(cases.flatMap((c) => c.documents))];
    const docs: Array<{ id: string; fileName: string; doc: ParsedDocument }> = [];
    for (const [i, f] of files.entries()) {
      const result = await parsed(path.join(options.docsDir, f), options);
      if ('error' in result) {
        log(`${org}: ${f} failed: ${result.error}`);
        continue;
      }
      docs.push({ id: `${org}-d${i}`, fileName: displayName(path.basename(f)), doc: result });
    }
    const settings = options.orgs?.[org] ?? {};
    const fyStart = monthOf(settings.fiscalYearStart ?? options.defaultFiscalYearStart);
    const rules = rulesFor(settings.instructions ?? []);
    let index: OrgIndex;
    try {
      const data = orgDataOf(docs);
      const built = performance.now();
      index = buildIndex(data);
      options.onIndex?.(org, performance.now() - built, data.tables.length);
      options.onBuilt?.(org, index);
    } catch (e) {
      log(`${org}: the index could not be built: ${(e as Error).stack}`);
      continue;
    }
    const history: ConversationTurn[] = [];
    for (const c of cases) {
      const started = performance.now();
      let grounding: Grounding;
      let trace: OfflineAnswer['trace'];
      try {
        grounding =
          process.env.ANALYST === 'old'
            ? analyseIndex(index, c.question, fyStart, rules)
            : analyse(index, c.question, fyStart, {
                rules,
                history,
                trace: ({ plan, readings, features }) => {
                  trace = {
                    op: plan.op,
                    features,
                    readings: readings.slice(0, 12).map((r) => ({ op: r.op, value: r.value, score: r.score, recall: r.recall, weak: r.weak.length, periodsFound: r.periodsFound, name: r.subjectText })),
                  };
                },
              });
      } catch (e) {
        grounding = { answer: `ERROR ${(e as Error).stack}`, found: false, clarifying: false, figures: [], passages: [] };
      }
      const ms = performance.now() - started;
      out.push({ id: c.id, answer: grounding.answer, grounding, ms, ...(trace ? { trace } : {}) });
      void history;
    }
  }
  return out;
}
