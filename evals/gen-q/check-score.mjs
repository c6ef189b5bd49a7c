// Runs the project's scorer on set Q: the ideal replies must all pass, the wrong replies must all fail,
// and reworded ideal replies (rounded percentages and ratios, fractions for shares, thousands, negatives in
// parentheses, each accepted text phrase on its own) must all pass, so the expected answers are not brittle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-q');
const LOCAL = path.join(here, 'score.mjs');
const SHARED = '/work/shared/evals/agent/score.mjs';
if (fs.existsSync(SHARED) && fs.readFileSync(SHARED, 'utf8') !== fs.readFileSync(LOCAL, 'utf8')) console.log('note: local score.mjs differs from the shared scorer; using the shared one');
const scorer = fs.existsSync(SHARED) ? SHARED : LOCAL;
const casesFile = path.join(SET, 'cases.jsonl');
const cases = fs.readFileSync(casesFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const orgs = { kowhai: '$', bluestem: '$' };
const codes = { kowhai: 'NZD ', bluestem: 'USD ' };
const sym = (c) => orgs[c.org];
const code = (c) => codes[c.org];
const N = cases.length;
if (!cases.every((c) => orgs[c.org])) throw new Error('unknown organisation in cases');
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
    const failed = new Set([...r.out.matchAll(/^FAIL (\S+)/gm)].map((m) => m[1]));
    if (wantPass) console.log(r.out.split('\n').filter((l) => /^FAIL|^ {2}/.test(l)).join('\n'));
    else console.log('  wrongly passed: ' + cases.filter((c) => !failed.has(c.id)).map((c) => c.id).join(', '));
  }
}

expectAll(path.join(SET, 'expected-answers.jsonl'), 'expected-answers.jsonl', true);
expectAll(path.join(SET, 'wrong-answers.jsonl'), 'wrong-answers.jsonl', false);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'set-q-'));
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const variants = {
  'rounded (1 dp percentages, 2 dp ratios, whole currency)': (c) => {
    const a = c.answer, s = sym(c);
    if (a.type === 'number') {
      const v = Math.abs(a.value);
      if (c.kind === 'ratio' && v < 10) return `That works out at ${f(v, v < 1 ? 3 : 2)}.`;
      if (!Number.isInteger(v) && v < 100 && c.kind === 'percent') return `Roughly ${f(v, 1)}% on the figures you uploaded.`;
      return `It comes to ${s}${f(v, Number.isInteger(v) || v < 1000 ? (Number.isInteger(v) ? 0 : 2) : 0)} in total.`;
    }
    if (a.type === 'text') return `According to the documents it is ${a.any.at(-1)}.`;
    return 'That is not in the documents you uploaded.';
  },
  'fractions / thousands / parentheses': (c) => {
    const a = c.answer, s = sym(c);
    if (a.type === 'number') {
      if (a.alt) return `About ${f(a.alt[0], 4)} of the total.`;
      if (c.kind === 'percent') return `A change of ${a.value < 0 ? '-' : ''}${f(a.value / 100, 4)} on the earlier figure.`;
      if (Math.abs(a.value) >= 100000) return `About ${s}${f(a.value / 1000, 1)}k, per your files.`;
      return `The figure is ${a.value < 0 ? '(' : ''}${s}${f(a.value, Number.isInteger(a.value) ? 0 : 2)}${a.value < 0 ? ')' : ''} for that line.`;
    }
    if (a.type === 'text') return `It is ${a.any[Math.floor(a.any.length / 2)]}, per your files.`;
    return "I don't see that in your documents.";
  },
};
// currency written out (NOK / USD), percentages as "per cent", dates and names as the other accepted phrasings
variants['NZD / USD codes, per cent, other phrasings'] = (c) => {
  const a = c.answer;
  if (a.type === 'number') {
    const v = Math.abs(a.value);
    if (c.kind === 'percent' || a.unit === 'pct') return `It is ${f(v, 1)} per cent.`;
    const dp = Number.isInteger(v) ? 0 : 2;
    return `${code(c)}${v.toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp })} is the figure.`;
  }
  if (a.type === 'text') return `As the documents put it, ${a.any[a.any.length > 1 ? 1 : 0]}.`;
  return 'No such figure appears in the uploaded files.';
};
// large amounts in millions to two decimals ("$2.90 million"), as a treasurer would say them
variants['millions for large amounts'] = (c) => {
  const a = c.answer;
  if (a.type === 'number' && !a.alt && Math.abs(a.value) >= 2e6) return `Roughly ${sym(c)}${(Math.abs(a.value) / 1e6).toFixed(2)} million.`;
  return variants['rounded (1 dp percentages, 2 dp ratios, whole currency)'](c);
};
for (const [name, fn] of Object.entries(variants)) {
  const file = path.join(tmp, name.replace(/\W+/g, '_') + '.jsonl');
  fs.writeFileSync(file, cases.map((c) => JSON.stringify({ id: c.id, answer: fn(c) })).join('\n') + '\n');
  expectAll(file, `variant: ${name}`, true);
}
// every accepted text phrase on its own, in one run
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
