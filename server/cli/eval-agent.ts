// `npm run eval:agent -- --cases FILE --docs DIR --out FILE [--limit N] [--ids a,b] [--fiscal-year-start July]`
// Asks every case's question of a fresh organisation holding the case's documents (see
// server/modules/assistant/analyst/eval/run.ts), each organisation named and onboarded with the
// fiscal year its set's `orgs.json` gives (beside the cases, optional), writes one {"id","answer"}
// line per case to --out, and prints the scorer's verdict (score.mjs beside the cases, the agent
// set's, ../shared/evals/agent/score.mjs, or --scorer FILE).
import { spawnSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findScorer, readCases, readOrgs, runEval } from '../modules/assistant/analyst/eval/run';

function args(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const [key, inline] = a.slice(2).split('=', 2);
    if (inline !== undefined) out.set(key!, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out.set(key!, argv[++i]!);
    else out.set(key!, 'true');
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};

async function main() {
  const a = args(process.argv.slice(2));
  const casesPath = a.get('cases');
  const docsDir = a.get('docs');
  const outPath = a.get('out');
  if (!casesPath || !docsDir || !outPath) {
    process.stderr.write('usage: npm run eval:agent -- --cases FILE --docs DIR --out FILE [--limit N] [--ids a,b] [--fiscal-year-start July] [--scorer FILE] [--verbose]\n');
    process.exit(2);
  }
  let cases = readCases(await readFile(casesPath, 'utf8'));
  const ids = a.get('ids');
  if (ids) {
    const wanted = new Set(ids.split(',').map((s) => s.trim()));
    cases = cases.filter((c) => wanted.has(c.id));
  }
  const limit = Number(a.get('limit'));
  if (Number.isInteger(limit) && limit > 0) cases = cases.slice(0, limit);
  process.stdout.write(`${cases.length} cases, ${new Set(cases.map((c) => c.org)).size} organisations\n`);

  const started = Date.now();
  const orgs = await readOrgs(casesPath);
  const answers = await runEval({
    cases,
    docsDir,
    ...(orgs ? { orgs } : {}),
    fiscalYearStart: a.get('fiscal-year-start') ?? 'July',
    log: (line) => process.stdout.write(`${line}\n`),
  });
  await writeFile(outPath, answers.map((x) => JSON.stringify({ id: x.id, answer: x.answer })).join('\n') + '\n');
  process.stdout.write(
    `\nwrote ${answers.length} answers to ${outPath} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `median reply ${median(answers.map((x) => x.ms)).toFixed(1)} ms, median analysis ${median(answers.map((x) => x.analysisMs)).toFixed(2)} ms\n\n`,
  );

  // The scorer's subset of cases: only those asked (so --limit and --ids score what ran).
  const script = findScorer(casesPath, a.get('scorer'));
  if (!script) {
    process.stdout.write('no scorer found beside the cases, in ../agent/ or in ../shared/evals/agent/\n');
    return;
  }
  let scoredCases = path.resolve(casesPath);
  const subset = cases.length !== readCases(await readFile(casesPath, 'utf8')).length;
  if (subset) {
    scoredCases = path.join(tmpdir(), `steward-eval-cases-${process.pid}.jsonl`);
    await writeFile(scoredCases, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
  }
  const result = spawnSync(process.execPath, [script, scoredCases, outPath, ...(a.has('verbose') ? ['--verbose'] : [])], { encoding: 'utf8' });
  if (subset) await rm(scoredCases, { force: true });
  process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`eval:agent failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
