// Runs the project's scorer on set V: ideal replies must all pass, wrong replies must all fail, and reworded ideal
// replies (currency codes, thousands, each accepted text phrase alone) must all pass, so the expected answers are not brittle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-v');
const SHARED = '/work/shared/evals/agent/score.mjs';
const LOCAL = path.join(here, 'score.mjs');
const scorer = fs.existsSync(SHARED) ? SHARED : LOCAL;
if (scorer === SHARED && fs.readFileSync(SHARED, 'utf8') !== fs.readFileSync(LOCAL, 'utf8')) console.log('note: local score.mjs differs from the shared scorer; using the shared one');
const casesFile = path.join(SET, 'cases.jsonl');
const cases = fs.readFileSync(casesFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const N = cases.length;
const CODE = { bellbird: 'AUD', pecanbend: 'USD' };
let bad = 0;
function run(file, cfile = casesFile) {
  const out = execFileSync('node', [scorer, cfile, file, '--verbose'], { encoding: 'utf8' });
  const [, p, f] = out.trim().split('\n').at(-1).match(/(\d+) passed, (\d+) failed/).map(Number);
  return { p, f, out };
}
function expectAll(file, label, wantPass, n = N, cfile = casesFile) {
  const r = run(file, cfile);
  const good = wantPass ? r.p === n : r.f === n;
  console.log(`${label}: ${r.p} passed, ${r.f} failed — ${good ? 'ok' : 'NOT OK'}`);
  if (!good) {
    bad++;
    if (wantPass) console.log(r.out.split('\n').filter((l) => /^FAIL|^ {2}/.test(l)).join('\n'));
    else { const failed = new Set([...r.out.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1])); console.log('  wrongly passed: ' + cases.filter((c) => !failed.has(c.id)).map((c) => c.id).join(', ')); }
  }
}
expectAll(path.join(SET, 'expected-answers.jsonl'), 'expected-answers.jsonl', true);
expectAll(path.join(SET, 'wrong-answers.jsonl'), 'wrong-answers.jsonl', false);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'set-v-'));
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const variants = {
  'currency codes and other phrasings': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      const v = Math.abs(a.value), dp = Number.isInteger(v) ? 0 : 2;
      if (c.kind === 'percent') return `It is ${f(v, dp)} per cent.`;
      return `${['percent', 'ratio', 'count'].includes(c.kind) ? '' : CODE[c.org] + ' '}${f(v, dp)} is the figure.`;
    }
    if (a.type === 'text') return `As the documents put it, ${a.any[a.any.length > 1 ? 1 : 0]}.`;
    return 'No such figure appears in the uploaded files.';
  },
  'thousands / fractions': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      if (c.kind === 'percent') return `A share of ${f(a.value / 100, 6)} of the whole.`;
      if (Math.abs(a.value) >= 100000 && Number.isInteger(a.value) && !['count'].includes(c.kind)) return `About $${f(a.value / 1000, 3)}k, per your files.`;
      return `The figure is ${f(a.value, Number.isInteger(a.value) ? 0 : 2)} for that line.`;
    }
    if (a.type === 'text') return `It is ${a.any.at(-1)}, per your files.`;
    return "I don't see that in your documents.";
  },
};
for (const [name, fn] of Object.entries(variants)) {
  const file = path.join(tmp, name.replace(/\W+/g, '_') + '.jsonl');
  fs.writeFileSync(file, cases.map((c) => JSON.stringify({ id: c.id, answer: fn(c) })).join('\n') + '\n');
  expectAll(file, `variant: ${name}`, true);
}
{
  const cs = [], as = [];
  for (const c of cases.filter((x) => x.answer.type === 'text')) c.answer.any.forEach((p, i) => { const id = `${c.id}#${i}`; cs.push({ ...c, id }); as.push({ id, answer: `It is ${p}.` }); });
  const cf = path.join(tmp, 'phrases-cases.jsonl'), af = path.join(tmp, 'phrases.jsonl');
  fs.writeFileSync(cf, cs.map((x) => JSON.stringify(x)).join('\n') + '\n');
  fs.writeFileSync(af, as.map((x) => JSON.stringify(x)).join('\n') + '\n');
  expectAll(af, `accepted text phrases on their own (${cs.length})`, true, cs.length, cf);
}
fs.rmSync(tmp, { recursive: true, force: true });
if (bad) { console.log('score check FAILED'); process.exit(1); }
console.log('score check passed');
