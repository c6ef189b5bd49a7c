// Runs the shared scorer on set B's ideal replies (must all pass) and on its wrong replies (must all fail).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-b');
const candidates = [process.env.SCORE_MJS, path.resolve(here, '../../../shared/evals/agent/score.mjs'), '/work/shared/evals/agent/score.mjs'].filter(Boolean);
const scorer = candidates.find((p) => fs.existsSync(p));
if (!scorer) { console.error('score.mjs not found (set SCORE_MJS)'); process.exit(2); }
const run = (answers) => execFileSync(process.execPath, [scorer, path.join(SET, 'cases.jsonl'), path.join(SET, answers), '--verbose'], { encoding: 'utf8' });
const result = (out) => { const m = out.match(/(\d+) passed, (\d+) failed\s*$/); return m ? { passed: +m[1], failed: +m[2] } : null; };
let ok = true;
const good = run('expected-answers.jsonl');
const g = result(good);
if (!g || g.failed !== 0) { ok = false; console.log(good); }
console.log(`expected answers: ${g?.passed} passed, ${g?.failed} failed`);
const bad = run('wrong-answers.jsonl');
const b = result(bad);
if (!b || b.passed !== 0) { ok = false; console.log(bad.split('\n').filter((l) => !l.startsWith('FAIL') && !l.startsWith('  ')).join('\n')); }
console.log(`wrong answers: ${b?.passed} passed, ${b?.failed} failed`);
if (!ok) { console.log('check-score: FAILED'); process.exit(1); }
console.log('check-score: expected answers score 100%, wrong answers 0%');
