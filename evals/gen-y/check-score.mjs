// Runs the shared scorer on the ideal replies (must pass 100%) and the wrong replies (must pass 0%).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-y');
const SCORER = '/work/shared/evals/agent/score.mjs';
const run = (answers) => execFileSync('node', [SCORER, path.join(SET, 'cases.jsonl'), path.join(SET, answers), '--verbose'], { encoding: 'utf8' });
const last = (out) => out.trim().split('\n').at(-1);
const good = run('expected-answers.jsonl');
const bad = run('wrong-answers.jsonl');
const g = last(good).match(/^(\d+) passed, (\d+) failed$/), b = last(bad).match(/^(\d+) passed, (\d+) failed$/);
let ok = true;
if (!g || g[2] !== '0') { console.log(good); console.error('expected answers: not all pass'); ok = false; }
if (!b || b[1] !== '0') { console.log(bad.split('\n').filter((l) => !l.startsWith('FAIL') && !l.startsWith('  ')).join('\n')); console.error('wrong answers: some pass'); ok = false; }
console.log(`check-score: expected ${last(good)}; wrong ${last(bad)}`);
if (!ok) process.exit(1);
