// Sanity check of set D with the project's scorer: expected answers must all pass, and
// deliberately wrong answers must all fail.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
const SCORER = new URL('../../../shared/evals/agent/score.mjs', import.meta.url).pathname;
const cases = fs.readFileSync('../set-d/cases.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const fmt = (v, kind) => {
  const s = Math.abs(v).toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (kind === 'percent') return `${s}%`;
  if (kind === 'ratio') return s;
  return `${v < 0 ? '-' : ''}$${s}`;
};
const good = cases.map((c) => ({ id: c.id, answer: c.answer.type === 'number' ? `The answer is ${fmt(c.answer.value, c.kind)}. Details follow.` : c.answer.type === 'text' ? `The answer is ${c.answer.any[0]}. Details follow.` : 'I could not find that in your documents. Nothing mentions it.' }));
const bad = cases.map((c) => ({ id: c.id, answer: c.answer.type === 'number' ? `The answer is ${fmt(c.answer.value * 1.13 + 1, c.kind)}.` : c.answer.type === 'text' ? 'The answer is something else entirely.' : 'The total was $1,234.' }));
fs.writeFileSync('expected-answers.jsonl', good.map((a) => JSON.stringify(a)).join('\n') + '\n');
fs.writeFileSync('wrong-answers.jsonl', bad.map((a) => JSON.stringify(a)).join('\n') + '\n');
const run = (f) => execFileSync('node', [SCORER, '../set-d/cases.jsonl', f, '--verbose'], { encoding: 'utf8' });
const g = run('expected-answers.jsonl'), b = run('wrong-answers.jsonl');
console.log(g);
console.log('wrong answers file:', b.trim().split('\n').at(-1));
const ok = g.trim().endsWith(`${cases.length} passed, 0 failed`) && b.trim().endsWith(`0 passed, ${cases.length} failed`);
console.log(ok ? 'scorer check passed' : 'scorer check FAILED');
process.exit(ok ? 0 : 1);
