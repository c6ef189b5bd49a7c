// Runs the shared scorer on the ideal replies (must score 100%) and the wrong ones (must score 0%).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const candidates = [path.resolve(here, '../../../shared/evals/agent/score.mjs'), '/work/shared/evals/agent/score.mjs'];
const scorer = candidates.find((p) => fs.existsSync(p));
if (!scorer) { console.log('score.mjs not found; skipped'); process.exit(0); }
const set = path.resolve(here, '../set-aj');
const run = (f) => execFileSync('node', [scorer, path.join(set, 'cases.jsonl'), path.join(set, f)], { encoding: 'utf8' });
const good = run('expected-answers.jsonl'), bad = run('wrong-answers.jsonl');
const acc = (s) => Number(s.match(/accuracy ([\d.]+)%/)[1]);
console.log(`expected answers ${acc(good)}%, wrong answers ${acc(bad)}%`);
if (acc(good) !== 100 || acc(bad) !== 0) process.exit(1);
