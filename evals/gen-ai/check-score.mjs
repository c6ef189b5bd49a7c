// Runs the shared scorer on the ideal replies (every case must pass) and on the wrong replies (every case must fail).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ai');
const SCORER = '/work/shared/evals/agent/score.mjs';
const run = (answers) => execFileSync('node', [SCORER, path.join(SET, 'cases.jsonl'), path.join(SET, answers), '--verbose'], { encoding: 'utf8' });
let bad = 0;
const ideal = run('expected-answers.jsonl');
if (!/accuracy 100% \(100\/100\)/.test(ideal)) { console.error(ideal); console.error('check-score: the expected answers do not all pass'); bad++; }
const wrong = run('wrong-answers.jsonl');
if (!/accuracy 0% \(0\/100\)/.test(wrong)) { console.error(wrong); console.error('check-score: some wrong answers pass'); bad++; }
if (!/wrong answers 100% \(100\/100\)/.test(wrong)) { console.error(wrong); console.error('check-score: every wrong answer should count as a wrong answer'); bad++; }
if (bad) process.exit(1);
console.log('check-score: expected answers 100/100, wrong answers 0/100');
