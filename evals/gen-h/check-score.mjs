// Runs the project's scorer on set H: the ideal replies must all pass, the wrong replies must all fail,
// and reworded ideal replies (dollars instead of thousands, the table's own figure, millions and billions,
// rounded percentages and ratios, fractions for percentages, "x" multiples, each accepted text phrase on
// its own) must all pass, so the expected answers are not brittle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-h');
const LOCAL = path.join(here, 'score.mjs');
const SHARED = '/work/shared/evals/agent/score.mjs';
if (fs.existsSync(SHARED) && fs.readFileSync(SHARED, 'utf8') !== fs.readFileSync(LOCAL, 'utf8')) console.log('note: local score.mjs differs from the shared scorer; using the shared one');
const scorer = fs.existsSync(SHARED) ? SHARED : LOCAL;
const casesFile = path.join(SET, 'cases.jsonl');
const cases = fs.readFileSync(casesFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const N = cases.length;
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

// what unit a number case is in, read from the case itself: alt = value x 1000 (thousands), x 1e6 (millions),
// / 100 (a ratio stated as a percentage)
const unitOf = (c) => {
  const a = c.answer, x = a.alt?.[0];
  if (x === undefined) return c.kind === 'percent' ? 'pct' : c.kind === 'ratio' ? 'ratio' : 'plain';
  if (Math.abs(x - a.value * 1000) < 1e-6 * Math.abs(x)) return 'k';
  if (Math.abs(x - a.value * 1e6) < 1e-6 * Math.abs(x)) return 'm';
  if (Math.abs(x - a.value / 100) < 1e-9) return 'pctratio';
  return 'pctlookup';
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'set-h-'));
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const isMoney = (c) => /\$|dollar|spend|cost|revenue|sales|paid|paying|earn|bring in|compensation|balance|refund|debt|invest|equity|expenses|cash|principal|pledges|assets|appropriated|result|taxes|bonds/i.test(c.question);
const variants = {
  'in dollars (thousands and millions written out), 1 dp percentages, 2 dp ratios': (c) => {
    const a = c.answer, u = unitOf(c), v = Math.abs(a.value);
    if (a.type === 'number') {
      if (u === 'k' || u === 'm') return `It was $${f(a.alt[0], 0)} per the documents.`;
      if (u === 'pctratio') return `About ${f(v, 1)}% on those figures.`;
      if (u === 'pct' || u === 'pctlookup') return `It is ${f(v, 1)}% on those figures.`;
      if (u === 'ratio') return `That works out at ${f(v, 2)} times.`;
      return `It comes to ${isMoney(c) ? '$' : ''}${f(v, Number.isInteger(v) ? 0 : 1)} in total.`;
    }
    if (a.type === 'text') return `According to the documents it is ${a.any.at(-1)}.`;
    return 'That is not in the documents you uploaded.';
  },
  "the table's own figure, fractions for percentages, x multiples, parentheses": (c) => {
    const a = c.answer, u = unitOf(c), v = a.value;
    if (a.type === 'number') {
      if (u === 'k') return `The statement shows ${v < 0 ? '(' : ''}${f(v, 0)}${v < 0 ? ')' : ''} (in thousands).`;
      if (u === 'm') return `The summary shows ${f(v, 1)} ($ in the table's units).`;
      if (u === 'pct') return `A change of ${v < 0 ? '-' : ''}${f(v / 100, 4)} on the earlier figure.`;
      if (u === 'pctratio') return `The ratio is ${f(v / 100, 2)} for the year.`;
      if (u === 'ratio') return `It stands at ${f(v, 2)}x for that date.`;
      return `The figure is ${f(v, Number.isInteger(v) ? 0 : 1)} per the file.`;
    }
    if (a.type === 'text') return `It is ${a.any[Math.floor(a.any.length / 2)]}, per your files.`;
    return "I don't see that in your documents.";
  },
  'millions and billions in words': (c) => {
    const a = c.answer, u = unitOf(c);
    if (a.type === 'number' && (u === 'k' || u === 'm')) {
      const d = Math.abs(a.alt[0]);
      if (d >= 1e9) return `Roughly $${f(d / 1e9, 4)} billion on the figures given.`;
      if (d >= 1e6) return `Roughly $${f(d / 1e6, 3)} million on the figures given.`;
      return `Roughly $${f(d / 1e3, 0)}k on the figures given.`;
    }
    if (a.type === 'number') return `The answer is ${f(a.value, Number.isInteger(a.value) ? 0 : 2)}${c.kind === 'percent' || u === 'pctratio' || u === 'pctlookup' ? '%' : ''}.`;
    if (a.type === 'text') return `That would be ${a.any[0]}.`;
    return 'None of the documents include that figure.';
  },
};
for (const [name, fn] of Object.entries(variants)) {
  const file = path.join(tmp, name.replace(/\W+/g, '_').slice(0, 60) + '.jsonl');
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
