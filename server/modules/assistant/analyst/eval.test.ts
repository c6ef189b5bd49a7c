// A fixed subset of both development sets, end to end through `npm run eval:agent`'s own code:
// a fresh organisation signed up and onboarded through the app, its documents uploaded and
// processed by the product's parsers, every question asked through the chat's stream route, the
// replies scored by the evaluation's scorer. The chat must answer word for word as the analyst
// does in `npm run eval:fast` (so the fast figures are the product's), and the riverbend questions
// must all pass. (The full sets run in `npm run bench`.)
// Skipped when shared/ is not beside the repository; on PGlite only (the database is not what
// is under test here).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/server/harness';
import { REPO_ROOT } from '../../documents/parse/fixtures/paths';
import { runOffline } from './eval/offline';
import { readCases, runEval, type EvalCase } from './eval/run';

const EVALS = path.resolve(REPO_ROOT, '../shared/evals');
const SCORER = path.join(EVALS, 'agent/score.mjs');
const present = existsSync(SCORER);

const SUBSET: Record<string, string[]> = {
  agent: ['riverbend-001', 'riverbend-009', 'riverbend-010', 'riverbend-013', 'riverbend-018', 'riverbend-022', 'riverbend-025', 'riverbend-029'],
  'tatqa-dev': [
    'tatqa-dev-004-7ff2e4fb',
    'tatqa-dev-004-9f7000b0',
    'tatqa-dev-004-6514b16b',
    'tatqa-dev-004-a1631baf',
    'tatqa-dev-006-d5efb038',
    'tatqa-dev-006-c29f8c45',
    'tatqa-dev-006-cf67e41d',
    'tatqa-dev-006-0b835494',
  ],
};

function score(cases: EvalCase[], answers: Array<{ id: string; answer: string }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'steward-eval-test-'));
  try {
    writeFileSync(path.join(dir, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
    writeFileSync(path.join(dir, 'answers.jsonl'), answers.map((a) => JSON.stringify({ id: a.id, answer: a.answer })).join('\n') + '\n');
    const run = spawnSync(process.execPath, [SCORER, path.join(dir, 'cases.jsonl'), path.join(dir, 'answers.jsonl'), '--verbose'], { encoding: 'utf8' });
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!present)('eval:agent on a subset of the development sets', () => {
  it('answers 8 riverbend and 8 TAT-QA questions through the chat as the analyst does offline, and passes the riverbend ones', { timeout: 180_000 }, async () => {
    const cases: EvalCase[] = [];
    for (const [set, ids] of Object.entries(SUBSET)) {
      const all = readCases(readFileSync(path.join(EVALS, set, 'cases.jsonl'), 'utf8'));
      cases.push(...all.filter((c) => ids.includes(c.id)).map((c) => ({ ...c, documents: c.documents.map((d) => path.join(set, 'documents', d)) })));
    }
    expect(cases).toHaveLength(16);
    const lines: string[] = [];
    const answers = await runEval({ cases, docsDir: EVALS, database: await testDatabase(), log: (l) => lines.push(l) });
    expect(lines[0]).toContain('chat stream');
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'steward-eval-cache-'));
    try {
      const offline = await runOffline({ cases, docsDir: EVALS, cacheDir, parserVersion: 'eval-test' });
      for (const c of cases) {
        expect(answers.find((a) => a.id === c.id)?.answer, c.id).toBe(offline.find((a) => a.id === c.id)?.answer);
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
    const riverbend = cases.filter((c) => c.id.startsWith('riverbend'));
    const verdict = score(riverbend, answers);
    expect(verdict, `${verdict}\n${lines.join('\n')}`).toContain('8 passed, 0 failed');
  });
});
