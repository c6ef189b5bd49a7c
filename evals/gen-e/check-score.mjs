// Runs the project's scorer on the ideal replies (all must pass) and on the wrong replies (all must
// fail), plus reworded ideal replies (one-decimal percentages, figures in thousands, every accepted
// text phrase on its own) to make sure the expected answers are not brittle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-e');
const SCORER = path.join(here, 'score.mjs');
const SHARED = '/work/shared/evals/agent/score.mjs';
if (fs.existsSync(SHARED) && fs.readFileSync(SHARED, 'utf8') !== fs.readFileSync(SCORER, 'utf8')) {
  console.log('note: score.mjs differs from the shared scorer; using the shared one');
}
const scorer = fs.existsSync(SHARED) ? SHARED : SCORER;
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const N = cases.length;
let bad = 0;

function score(answersFile, label) {
  const out = execFileSync('node', [scorer, path.join(SET, 'cases.jsonl'), answersFile, '--verbose'], { encoding: 'utf8' });
  const last = out.trim().split('\n').at(-1);
  const [, p, f] = last.match(/(\d+) passed, (\d+) failed/).map(Number);
  return { p, f, out, label };
}
function expect(r, wantPass) {
  const ok = wantPass ? r.f === 0 && r.p === N : r.p === 0 && r.f === N;
  console.log(`${r.label}: ${r.p} passed, ${r.f} failed — ${ok ? 'ok' : 'NOT OK'}`);
  if (!ok) { bad++; console.log(r.out.split('\n').filter((l) => wantPass ? /^FAIL|^ {2}/.test(l) : false).join('\n')); }
  if (!ok && !wantPass) {
    // list the wrong replies that passed
    const failed = new Set([...r.out.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1]));
    console.log('  wrongly passed: ' + cases.filter((c) => !failed.has(c.id)).map((c) => c.id).join(', '));
  }
}

expect(score(path.join(SET, 'expected-answers.jsonl'), 'expected-answers.jsonl'), true);
expect(score(path.join(SET, 'wrong-answers.jsonl'), 'wrong-answers.jsonl'), false);

// reworded ideal replies
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'set-e-'));
const fmt = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const variants = {
  'one-decimal / rounded': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      const v = Math.abs(a.value);
      if (c.kind === 'ratio' && v < 10) return `It is ${fmt(v, 2)} (two decimals, as asked).`;
      if (c.kind === 'percent' || (!Number.isInteger(v) && v < 100)) return `It is ${fmt(v, 1)}${c.kind === 'percent' ? '%' : ''} (rounded).`.replace(/(\d)\.(\d)\)/, '$1.$2)');
      return `It comes to $${fmt(v, Number.isInteger(v) ? 0 : 2)} in total.`;
    }
    if (a.type === 'text') return `Per the documents it is ${a.any.at(-1)}.`;
    return 'That information is not in the documents you uploaded.';
  },
  'thousands / fractions': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      if (a.alt) return `About ${a.alt[0] < 1 ? fmt(a.alt[0], 4) : `$${fmt(a.alt[0], 0)}k`} according to the file.`;
      if (c.kind === 'percent') return `That is ${fmt(Math.abs(a.value) / 100, 4)} of the total.`;
      return `The figure is ${a.value < 0 ? '(' : ''}$${fmt(a.value, Number.isInteger(a.value) ? 0 : 2)}${a.value < 0 ? ')' : ''} for that line.`;
    }
    if (a.type === 'text') return `It is ${a.any[Math.floor(a.any.length / 2)]}, per your files.`;
    return "I don't see that in your documents.";
  },
};
for (const [name, f] of Object.entries(variants)) {
  const file = path.join(tmp, name.replace(/\W+/g, '_') + '.jsonl');
  fs.writeFileSync(file, cases.map((c) => JSON.stringify({ id: c.id, answer: f(c) })).join('\n') + '\n');
  expect(score(file, `variant: ${name}`), true);
}
// every accepted text phrase on its own
{
  let n = 0, ok = 0;
  for (const c of cases.filter((x) => x.answer.type === 'text')) {
    for (const p of c.answer.any) {
      n++;
      const file = path.join(tmp, 'phrase.jsonl');
      const casesFile = path.join(tmp, 'one.jsonl');
      fs.writeFileSync(casesFile, JSON.stringify(c) + '\n');
      fs.writeFileSync(file, JSON.stringify({ id: c.id, answer: `It is ${p}.` }) + '\n');
      const out = execFileSync('node', [scorer, casesFile, file], { encoding: 'utf8' });
      if (/1 passed, 0 failed/.test(out)) ok++; else console.log(`  phrase failed: ${c.id} "${p}"`);
    }
  }
  console.log(`accepted text phrases: ${ok}/${n} pass on their own — ${ok === n ? 'ok' : 'NOT OK'}`);
  if (ok !== n) bad++;
}
fs.rmSync(tmp, { recursive: true, force: true });
if (bad) { console.log('score check FAILED'); process.exit(1); }
console.log('score check passed');
