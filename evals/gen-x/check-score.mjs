// Runs the shared scorer on the ideal replies (must pass 100%) and on the wrong replies (must pass 0%).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCORER = '/work/shared/evals/agent/score.mjs';
const SET = path.join(here, '..', 'set-x');
const run = (answers) => execFileSync('node', [SCORER, path.join(SET, 'cases.jsonl'), path.join(SET, answers), '--verbose'], { encoding: 'utf8' });
const last = (out) => out.trim().split('\n').at(-1);
const good = run('expected-answers.jsonl');
const bad = run('wrong-answers.jsonl');
console.log(`expected answers: ${last(good)}`);
console.log(`wrong answers:    ${last(bad)}`);
const m1 = last(good).match(/^(\d+) passed, (\d+) failed$/), m2 = last(bad).match(/^(\d+) passed, (\d+) failed$/);
if (!m1 || m1[2] !== '0') { console.log(good); throw new Error('expected answers must all pass'); }
if (!m2 || m2[1] !== '0') { console.log(bad); throw new Error('wrong answers must all fail'); }
console.log('score check passed');
