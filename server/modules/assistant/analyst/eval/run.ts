// The evaluation behind `npm run eval:agent` (and its fast subset in the tests): for each
// organisation of the cases, a fresh organisation in a temporary embedded database, created and
// onboarded through the real app, its documents uploaded through the upload route and processed
// by the product's parsers, then each question asked through the chat's stream route (the same
// path as the PWA) — or, if an app without it is given, straight to the agent the chat uses.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type StewardApp } from '../../../../app';
import { loadConfig } from '../../../../config';
import { openDatabase, type Database } from '../../../../db/client';
import { closeDefaultParsers } from '../../../documents/processor';
import { organizationProfile } from '../../../organization/profile';
import type { Analyst } from '../../agent';
import { localAgent } from '../../local-agent';
import { createLocalAnalyst } from '..';
import { askChat, hasChatStream, onboardedOrganisation, upload, waitForDocuments, type Identity, type Organisation } from './client';

export interface EvalCase {
  id: string;
  org: string;
  kind: string;
  question: string;
  answer: unknown;
  documents: string[];
}

export interface EvalAnswer {
  id: string;
  answer: string;
  /** Milliseconds from asking to the whole reply. */
  ms: number;
  /** Milliseconds of the analyst's own work for this question (its cache warm). */
  analysisMs: number;
}

export interface EvalOptions {
  cases: EvalCase[];
  /** Folder the cases' `documents` paths are relative to. */
  docsDir: string;
  /** The fiscal-year start month answered in onboarding (July by default). */
  fiscalYearStart?: string;
  /** Per organisation of the cases (a set's `orgs.json`): its name and fiscal-year start. */
  orgs?: Record<string, { name?: string; fiscalYearStart?: string | number }>;
  /** A database to use instead of a new embedded one (the tests' own); it is not closed. */
  database?: Database;
  /** Time allowed for an organisation's documents to be processed. */
  processingTimeoutMs?: number;
  log?: (line: string) => void;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'april', 'Apr', 4 or '4' as the questionnaire's month name ('April'). */
export function monthName(value: string | number): string {
  const n = typeof value === 'number' ? value : /^\d{1,2}$/.test(value.trim()) ? Number(value) : NaN;
  if (n >= 1 && n <= 12) return MONTH_NAMES[n - 1]!;
  const text = String(value).trim().toLowerCase();
  const found = MONTH_NAMES.find((m) => text.length >= 3 && m.toLowerCase().startsWith(text.slice(0, 3)));
  if (!found) throw new Error(`not a month: ${String(value)}`);
  return found;
}

/**
 * The scorer for a cases file: the one given, `score.mjs` beside the cases, the agent set's beside
 * their folder, or the shared evaluations' (`../shared/evals/agent/score.mjs` from the repository).
 */
export function findScorer(casesPath: string, explicit?: string): string | null {
  const dir = path.dirname(path.resolve(casesPath));
  const candidates = [explicit, path.join(dir, 'score.mjs'), path.resolve(dir, '..', 'agent', 'score.mjs'), path.resolve('..', 'shared', 'evals', 'agent', 'score.mjs')];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}

/** A set's `orgs.json` beside its cases, when there is one. */
export async function readOrgs(casesPath: string): Promise<EvalOptions['orgs']> {
  const file = path.join(path.dirname(path.resolve(casesPath)), 'orgs.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as EvalOptions['orgs']) : undefined;
}

export function readCases(text: string): EvalCase[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalCase);
}

const PUBLIC_URL = 'http://localhost:8080';

/**
 * Asks one question the way the chat does. With the chat's stream route registered, through it;
 * otherwise through the agent the chat would use (the local analyst), with a real context.
 */
async function ask(app: StewardApp, org: Organisation, question: string, fallback: Analyst): Promise<string> {
  if (hasChatStream(app)) return askChat(app, org, question);
  const db = app.steward.database.db;
  const profile = await organizationProfile(db, org.orgId);
  if (!profile) throw new Error('the organisation has no profile');
  const context = { db, organizationId: org.orgId, agentId: org.agentId, userId: org.userId, profile, history: [], instructions: [], signal: new AbortController().signal };
  let reply = '';
  for await (const delta of localAgent(fallback).reply(question, context)) reply += delta;
  return reply;
}

export async function runEval(options: EvalOptions): Promise<EvalAnswer[]> {
  const log = options.log ?? (() => {});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'steward-eval-'));
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, STEWARD_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const ownDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ kind: 'pglite', dir: null }));
  let app: StewardApp | null = null;
  try {
    app = await buildApp({
      config,
      database: ownDatabase ? database : { ...database, close: async () => {} },
      identityRateLimits: {
        loginPerIp: { limit: 100_000, windowSeconds: 60 },
        signupPerIp: { limit: 100_000, windowSeconds: 60 },
        tokenPerIp: { limit: 100_000, windowSeconds: 60 },
      },
      documents: { pollMs: 25, backoffMs: [200, 500] },
    });
    await app.ready();
    if (config.identity.kind !== 'embedded') throw new Error('the evaluation needs the embedded sign-in');
    const idp: Identity = { clientId: config.identity.clientId, audience: config.identity.audience, publicUrl: config.publicUrl };
    log(hasChatStream(app) ? 'asking through the chat stream (POST /api/chat/{thread_id}/messages/stream)' : 'asking the local agent directly (no chat stream route)');

    const byOrg = new Map<string, EvalCase[]>();
    for (const c of options.cases) byOrg.set(c.org, [...(byOrg.get(c.org) ?? []), c]);
    const answers: EvalAnswer[] = [];
    // A second analyst, only to time the analysis on its own (the chat's is inside the app).
    const timing = createLocalAnalyst();
    const fallback = createLocalAnalyst();
    for (const [orgName, cases] of byOrg) {
      const settings = options.orgs?.[orgName] ?? {};
      const org = await onboardedOrganisation(app, idp, settings.name ?? orgName, monthName(settings.fiscalYearStart ?? options.fiscalYearStart ?? 'July'));
      const files = [...new Set(cases.flatMap((c) => c.documents))];
      for (const f of files) await upload(app, org, path.basename(f), await readFile(path.join(options.docsDir, f)));
      const docs = await waitForDocuments(app, org, options.processingTimeoutMs ?? 180_000);
      const failed = docs.filter((d) => d.status !== 'ready');
      log(`${orgName}: ${docs.length - failed.length}/${files.length} documents ready${failed.length ? ` (${failed.map((d) => `${d.file_name}: ${d.status}${d.error ? ` — ${d.error}` : ''}`).join('; ')})` : ''}`);
      const db = app.steward.database.db;
      const profile = (await organizationProfile(db, org.orgId))!;
      const context = { db, organizationId: org.orgId, agentId: org.agentId, userId: org.userId, profile, history: [], instructions: [], signal: new AbortController().signal };
      for (const c of cases) {
        const started = performance.now();
        let answer: string;
        try {
          answer = await ask(app, org, c.question, fallback);
        } catch (err) {
          answer = `ERROR ${(err as Error).message}`;
        }
        const ms = performance.now() - started;
        await timing.analyse(c.question, context);
        const t0 = performance.now();
        await timing.analyse(c.question, context);
        answers.push({ id: c.id, answer, ms, analysisMs: performance.now() - t0 });
        log(`  ${c.id} (${Math.round(ms)} ms): ${answer.split('\n')[0]!.slice(0, 140)}`);
      }
    }
    return answers;
  } finally {
    await app?.close().catch(() => undefined);
    await closeDefaultParsers().catch(() => undefined);
    if (ownDatabase) await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}
