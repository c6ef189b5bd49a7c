// The evaluation harness's per-set settings: month names for the questionnaire, the scorer found
// without being named, and a set's orgs.json read when present.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScorer, monthName, readOrgs } from './run';

describe('evaluation settings', () => {
  it('reads a fiscal-year start as the questionnaire month', () => {
    expect(monthName('April')).toBe('April');
    expect(monthName('apr')).toBe('April');
    expect(monthName(10)).toBe('October');
    expect(monthName('1')).toBe('January');
    expect(() => monthName('Smarch')).toThrow(/not a month/);
    expect(() => monthName(13)).toThrow(/not a month/);
  });

  it("finds the scorer beside the cases, else the shared agent set's", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'steward-eval-set-'));
    try {
      const cases = path.join(dir, 'set', 'cases.jsonl');
      const own = path.join(dir, 'set', 'score.mjs');
      mkdirSync(path.dirname(cases), { recursive: true });
      writeFileSync(cases, '');
      const shared = findScorer(cases);
      // Without one beside it: the shared evaluations' scorer when the repository has them beside it, else none.
      if (shared) expect(shared).toMatch(/agent[\\/]score\.mjs$/);
      writeFileSync(own, '');
      expect(findScorer(cases)).toBe(own);
      expect(findScorer(cases, '/elsewhere/score.mjs')).toBe(own);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a set's orgs.json when there is one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'steward-eval-set-'));
    try {
      const cases = path.join(dir, 'cases.jsonl');
      expect(await readOrgs(cases)).toBeUndefined();
      writeFileSync(path.join(dir, 'orgs.json'), JSON.stringify({ harbour: { name: 'Harbour Lights Trust', fiscalYearStart: 'April' } }));
      expect(await readOrgs(cases)).toEqual({ harbour: { name: 'Harbour Lights Trust', fiscalYearStart: 'April' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
