// Runs the project's scorer on set W: ideal replies must all pass, wrong replies must all fail, and reworded
// ideal replies (rounded figures, thousands, currency codes, each accepted text phrase alone) must all pass, so the
// expected answers are not brittle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-w');
const SHARED = '/work/shared/evals/agent/score.mjs';
const LOCAL = path.join(here, 'score.mjs');
const scorer = fs.existsSync(SHARED) ? SHARED : LOCAL;
if (scorer === SHARED && fs.readFileSync(SHARED, 'utf8') !== fs.readFileSync(LOCAL, 'utf8')) console.log('note: local score.mjs differs from the shared scorer; using the shared one');
const casesFile = path.join(SET, 'cases.jsonl');
const read = (f) => fs.readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const cases = read(casesFile);
const ideal = new Map(read(path.join(SET, 'expected-answers.jsonl')).map((a) => [a.id, a.answer]));
const N = cases.length;
const CODE = { marula: 'NAD', sliema: 'EUR' };
const SYM = { marula: 'N$', sliema: '€' };
let bad = 0;

function run(file, cfile = casesFile) {
  const out = execFileSync('node', [scorer, cfile, file, '--verbose'], { encoding: 'utf8' });
  const [, p, f] = out.trim().split('\n').at(-1).match(/(\d+) passed, (\d+) failed/).map(Number);
  return { p, f, out };
}
function expectAll(file, label, wantPass) {
  const r = run(file);
  const good = wantPass ? r.p === N : r.f === N;
  console.log(`${label}: ${r.p} passed, ${r.f} failed — ${good ? 'ok' : 'NOT OK'}`);
  if (!good) {
    bad++;
    if (wantPass) console.log(r.out.split('\n').filter((l) => /^FAIL|^ {2}/.test(l)).join('\n'));
    else { const failed = new Set([...r.out.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1])); console.log('  wrongly passed: ' + cases.filter((c) => !failed.has(c.id)).map((c) => c.id).join(', ')); }
  }
}
expectAll(path.join(SET, 'expected-answers.jsonl'), 'expected-answers.jsonl', true);
expectAll(path.join(SET, 'wrong-answers.jsonl'), 'wrong-answers.jsonl', false);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'set-w-'));
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const isMoney = (c) => /^(N\$|€)/.test(ideal.get(c.id));
const variants = {
  'rounded (whole units over 1,000, 1 dp percentages, 2-3 dp ratios)': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      const v = Math.abs(a.value);
      if (c.kind === 'percent') return `Roughly ${f(v, 1)}% on your figures.`;
      if (c.kind === 'ratio' && v < 10) return `That works out at ${f(v, v < 1 ? 3 : 2)}.`;
      return `It comes to ${isMoney(c) ? SYM[c.org] : ''}${f(v, v >= 1000 || Number.isInteger(v) ? 0 : 2)} on the documents.`;
    }
    if (a.type === 'text') return `According to the documents it is ${a.any.at(-1)}.`;
    return 'That is not in the documents you uploaded.';
  },
  'thousands / fractions / parentheses': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      if (c.kind === 'percent') return `A share of ${f(a.value / 100, 5)} of the whole.`;
      if (Math.abs(a.value) >= 100000 && isMoney(c)) return `About $${f(a.value / 1000, 1)}k, per your files.`;
      return `The figure is ${isMoney(c) ? '(' : ''}${f(a.value, Number.isInteger(a.value) ? 0 : 2)}${isMoney(c) ? ')' : ''} for that line.`;
    }
    if (a.type === 'text') return `It is ${a.any[Math.floor(a.any.length / 2)]}, per your files.`;
    return "I don't see that in your documents.";
  },
  'currency codes, per cent, other phrasings': (c) => {
    const a = c.answer;
    if (a.type === 'number') {
      const v = Math.abs(a.value);
      if (c.kind === 'percent') return `It is ${f(v, 2)} per cent.`;
      return `${isMoney(c) ? CODE[c.org] + ' ' : ''}${f(v, Number.isInteger(v) ? 0 : 2)} is the figure.`;
    }
    if (a.type === 'text') return `As the documents put it, ${a.any[a.any.length > 1 ? 1 : 0]}.`;
    return 'No such figure appears in the uploaded files.';
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
  const r = run(af, cf);
  const good = r.p === cs.length;
  console.log(`accepted text phrases on their own: ${r.p}/${cs.length} pass — ${good ? 'ok' : 'NOT OK'}`);
  if (!good) { bad++; console.log(r.out.split('\n').filter((l) => /^FAIL/.test(l)).join('\n')); }
}
fs.rmSync(tmp, { recursive: true, force: true });
if (bad) { console.log('score check FAILED'); process.exit(1); }
console.log('score check passed');
