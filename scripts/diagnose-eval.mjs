// Development aid for the analyst: for each failed case of an evaluation run made with
// `npm run eval:fast -- SET --diagnose`, tells whether the expected figure was among the readings
// considered (a ranking or confidence problem) or not (the table or the question misunderstood),
// and whether the answer was a refusal or a wrong figure. Usage:
//   node scripts/diagnose-eval.mjs CASES.jsonl ANSWERS.jsonl [--odd|--even] [--show N]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [casesPath, answersPath, ...flags] = process.argv.slice(2);
const jsonl = (p) => readFileSync(p, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const cases = new Map(jsonl(casesPath).map((c) => [c.id, c]));
const answers = new Map(jsonl(answersPath).map((a) => [a.id, a.answer]));
const traces = new Map(jsonl(`${answersPath}.trace.jsonl`).map((t) => [t.id, t.trace]));
const scorer = [path.join(path.dirname(casesPath), 'score.mjs'), path.resolve(path.dirname(casesPath), '..', 'agent', 'score.mjs'), '../shared/evals/agent/score.mjs'].find((p) => existsSync(p));
const verdict = spawnSync(process.execPath, [scorer, casesPath, answersPath, '--verbose'], { encoding: 'utf8' }).stdout;
const failed = new Set([...verdict.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1]));
const half = flags.includes('--odd') ? 1 : flags.includes('--even') ? 0 : null;
const show = Number(flags[flags.indexOf('--show') + 1]) || 0;
const NEG = /(not find|n't find|could not find|cannot find|can't find|couldn't tell)/i;
const near = (v, want, tol) => typeof v === 'number' && [want.value, ...(want.alt ?? [])].some((w) => Math.abs(Math.abs(v) - Math.abs(w)) <= Math.max(Math.abs(w) * (tol ?? 0.01), 0.005) || Math.abs(Math.abs(v) * 100 - Math.abs(w)) <= Math.abs(w) * 0.01);
const buckets = new Map();
for (const [id, c] of cases) {
  if (!failed.has(id)) continue;
  const org = Number((c.org.match(/(\d+)$/) ?? [])[1]);
  if (half !== null && Number.isFinite(org) && org % 2 !== half) continue;
  const answer = answers.get(id) ?? '';
  const t = traces.get(id);
  const refused = NEG.test(answer.split('\n')[0]);
  let inReadings = 'n/a';
  if (c.answer.type === 'number' && t) {
    const i = t.readings.findIndex((r) => near(r.value, c.answer, c.answer.tolerance));
    inReadings = i < 0 ? 'absent' : i === 0 ? 'top' : 'lower';
  } else if (c.answer.type === 'text' && t) {
    const i = t.readings.findIndex((r) => c.answer.any.some((p) => String(r.value).toLowerCase().includes(String(p).toLowerCase()) || String(p).replace(/[^\d.]/g, '') === String(r.value)));
    inReadings = i < 0 ? 'absent' : i === 0 ? 'top' : 'lower';
  }
  const key = `${c.kind} ${refused ? 'refused' : 'answered'} expected:${inReadings}`;
  const list = buckets.get(key) ?? [];
  list.push({ id, q: c.question, want: c.answer.value ?? c.answer.any ?? 'notfound', got: answer.split('\n')[0].slice(0, 140), op: t?.op, top: t?.readings?.[0] });
  buckets.set(key, list);
}
for (const [k, v] of [...buckets].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${String(v.length).padStart(4)}  ${k}`);
  for (const x of v.slice(0, show)) console.log(`        ${x.id} [${x.op}] ${x.q}\n          want ${JSON.stringify(x.want)} got ${x.got}`);
}
