// `npm run eval:fast -- SET_DIR [--cases FILE] [--out FILE] [--ids a,b] [--orgs a,b] [--verbose] [--describe]`
// The analyst on a whole evaluation set in one process (server/modules/assistant/analyst/eval/
// offline.ts): documents parsed once and cached under node_modules/.cache, every question answered,
// the replies scored by the set's scorer (score.mjs beside the cases, or ../shared/evals/agent's).
// `npm run eval:agent` asks the same questions through the chat's stream route.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { terminateOcr } from '../modules/documents/parse/ocr';
import { runOffline, type OrgSettings } from '../modules/assistant/analyst/eval/offline';
import { findScorer, readCases } from '../modules/assistant/analyst/eval/run';
import type { OrgIndex } from '../modules/assistant/analyst/model';
import { describeTable } from '../modules/assistant/analyst/table/describe';

/** Bumped whenever a parser changes what it reads, so cached documents are parsed again. */
const PARSER_VERSION = 'parse-85';

function args(argv: string[]): { positional: string[]; flags: Map<string, string> } {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [key, inline] = a.slice(2).split('=', 2);
    if (inline !== undefined) flags.set(key!, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags.set(key!, argv[++i]!);
    else flags.set(key!, 'true');
  }
  return { positional, flags };
}

async function main() {
  const { positional, flags } = args(process.argv.slice(2));
  const setDir = positional[0];
  if (!setDir) {
    process.stderr.write('usage: npm run eval:fast -- SET_DIR [--cases FILE] [--out FILE] [--ids a,b] [--orgs a,b] [--verbose]\n');
    process.exit(2);
  }
  const casesPath = flags.get('cases') ? path.resolve(flags.get('cases')!) : path.join(setDir, 'cases.jsonl');
  const all = readCases(await readFile(casesPath, 'utf8'));
  let cases = all;
  const ids = flags.get('ids');
  if (ids) {
    const wanted = new Set(ids.split(','));
    cases = cases.filter((c) => wanted.has(c.id));
  }
  const orgFilter = flags.get('orgs');
  if (orgFilter) {
    const wanted = new Set(orgFilter.split(','));
    cases = cases.filter((c) => wanted.has(c.org));
  }
  const orgsPath = flags.get('docs') ? path.join(path.dirname(path.resolve(flags.get('docs')!)), 'orgs.json') : path.join(path.dirname(casesPath), 'orgs.json');
  const orgs = existsSync(orgsPath) ? (JSON.parse(await readFile(orgsPath, 'utf8')) as Record<string, OrgSettings>) : undefined;
  const started = Date.now();
  let slowest = { org: '', ms: 0, tables: 0 };
  const answers = await runOffline({
    // `--describe`: what was understood of every table (shape, header paths, periods, units, rows).
    ...(flags.has('describe') ? { onBuilt: (org: string, index: OrgIndex) => process.stdout.write(`\n## ${org}\n${index.lib.tables.map((t) => describeTable(t, { rows: 200 })).join('\n')}\n`) } : {}),
    onIndex: (org, ms, tables) => {
      if (ms > slowest.ms) slowest = { org, ms, tables };
    },
    cases,
    docsDir: flags.get('docs') ? path.resolve(flags.get('docs')!) : path.join(path.dirname(casesPath), 'documents'),
    ...(orgs ? { orgs } : {}),
    defaultFiscalYearStart: flags.get('fiscal-year-start') ?? 'July',
    cacheDir: path.resolve('node_modules/.cache/steward-eval'),
    parserVersion: PARSER_VERSION,
    log: (l) => process.stdout.write(`${l}\n`),
  });
  const out = flags.get('out') ?? path.join(tmpdir(), `steward-eval-${path.basename(path.dirname(casesPath))}.jsonl`);
  await writeFile(out, answers.map((a) => JSON.stringify({ id: a.id, answer: a.answer })).join('\n') + '\n');
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const q = (p: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1) : '0');
  process.stdout.write(`${answers.length} answers in ${((Date.now() - started) / 1000).toFixed(1)} s (analysis median ${q(0.5)} ms, p95 ${q(0.95)} ms) → ${out}\n`);
  process.stdout.write(`slowest table model: ${slowest.ms.toFixed(1)} ms (${slowest.org}, ${slowest.tables} tables)\n`);
  if (flags.has('diagnose')) await writeFile(`${out}.trace.jsonl`, answers.map((a) => JSON.stringify({ id: a.id, trace: a.trace ?? null })).join('\n') + '\n');
  const scorer = findScorer(casesPath, flags.get('scorer'));
  if (!scorer) return;
  let scored = casesPath;
  if (cases.length !== all.length) {
    scored = path.join(tmpdir(), `steward-eval-cases-${process.pid}.jsonl`);
    await writeFile(scored, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
  }
  const result = spawnSync(process.execPath, [scorer, scored, out, ...(flags.has('verbose') ? ['--verbose'] : [])], { encoding: 'utf8' });
  if (scored !== casesPath) await rm(scored, { force: true });
  process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
}

await main();
await terminateOcr();
