// The empty chat's suggested questions on the evaluation's development documents (riverbend:
// a budget workbook, monthly actuals, a statement of financial position, a chart of accounts, a
// grant agreement, two photographed receipts and a management letter), read by the product's own
// parsers. Every suggestion is asked of the analyst and must be answered with its figure, the
// figure the documents hold. Skipped when shared/ is not beside the repository; on PGlite only
// (no database is used: once is enough).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { displayName } from '../../documents/checks';
import { RIVERBEND } from '../../documents/parse/fixtures/paths';
import { closeParsers, parseDocument } from '../../documents/parse/run';
import type { DocumentKind, ParsedDocument } from '../../documents/parse/types';
import { analyse } from './answer';
import { orgDataOf } from './eval/offline';
import { firstSentence } from './fixtures';
import { buildIndex } from './model';
import { suggestQuestions } from './suggest';

const present = existsSync(RIVERBEND);

describe.skipIf(!present)('suggested questions on the riverbend documents', () => {
  afterAll(async () => {
    await closeParsers();
  });

  it('are four, one from each kind of document, and the analyst answers each with the figure the documents hold', { timeout: 180_000 }, async () => {
    const docs: Array<{ id: string; fileName: string; doc: ParsedDocument }> = [];
    for (const [i, name] of (await readdir(RIVERBEND)).sort().entries()) {
      const kind = path.extname(name).slice(1).toLowerCase() as DocumentKind;
      docs.push({ id: `riverbend-d${i}`, fileName: displayName(name), doc: await parseDocument(path.join(RIVERBEND, name), kind) });
    }
    const index = buildIndex(orgDataOf(docs));
    // Riverbend's fiscal year starts in July (FY2025 is July 2024 to June 2025).
    const suggestions = suggestQuestions(index, 7);
    const expected: Array<[string, string]> = [
      ['What is our FY2025 budget for salaries and wages?', '$574,300'],
      ['How much did we spend on payroll taxes and benefits in June 2025?', '$16,185.22'],
      ['How much cash did we have at June 30, 2025?', '$445,035'],
      ['How much is the Lindqvist Family Foundation grant?', '$75,000'],
    ];
    expect(suggestions.map((s) => s.question)).toEqual(expected.map(([q]) => q));
    expect(suggestions.map((s) => s.kind)).toEqual(['budget', 'month', 'balance', 'grant']);
    for (const [question, figure] of expected) {
      const g = analyse(index, question, 7);
      expect(g.found && !g.clarifying, question).toBe(true);
      expect(firstSentence(g.answer), question).toContain(figure);
    }
  });
});
