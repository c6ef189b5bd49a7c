// The empty chat's suggested questions on the evaluation's development documents (riverbend:
// a budget workbook, monthly actuals, a statement of financial position, a chart of accounts, a
// grant agreement, two photographed receipts and a management letter), read by the product's own
// parsers. Every suggestion is asked of the analyst and must be answered with its figure, the
// figure the documents hold. Skipped when shared/ is not beside the repository; on PGlite only
// (no database is used: once is enough).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName } from '../../documents/checks';
import { RIVERBEND } from '../../documents/parse/fixtures/paths';
import { closeParsers, parseDocument } from '../../documents/parse/run';
import type { DocumentKind, ParsedDocument } from '../../documents/parse/types';
import { analyse } from './answer';
import { orgDataOf } from './eval/offline';
import { firstSentence } from './fixtures';
import { buildIndex, type OrgIndex } from './model';
import { suggestQuestions } from './suggest';

const present = existsSync(RIVERBEND);

/** The name the upload dialog gives each file by default (its category, '-FY' and the year it names). */
const DIALOG_NAMES: Record<string, string> = {
  'FY2025 Operating Budget.xlsx': 'Budgets-FY2025.xlsx',
  'Lindqvist Family Foundation Grant Agreement.docx': 'Grant Award Letters.docx',
  'Management Letter FY2024.pdf': 'Audits-FY2024.pdf',
  'Statement of Activities FY2025 monthly.csv': 'Profit & Loss Statements-FY2025.csv',
  'Statement of Financial Position FY2025.pdf': 'Balance Sheets-FY2025.pdf',
};

function expectEachAnswered(index: OrgIndex, expected: Array<[string, string]>) {
  // Riverbend's fiscal year starts in July (FY2025 is July 2024 to June 2025).
  const suggestions = suggestQuestions(index, 7);
  expect(suggestions.map((s) => s.question)).toEqual(expected.map(([q]) => q));
  expect(suggestions.map((s) => s.kind)).toEqual(['budget', 'month', 'balance', 'grant']);
  for (const [question, figure] of expected) {
    const g = analyse(index, question, 7);
    expect(g.found && !g.clarifying, question).toBe(true);
    expect(firstSentence(g.answer), question).toContain(figure);
  }
}

describe.skipIf(!present)('suggested questions on the riverbend documents', () => {
  const parsed: Array<{ id: string; name: string; doc: ParsedDocument }> = [];
  beforeAll(async () => {
    for (const [i, name] of (await readdir(RIVERBEND)).sort().entries()) {
      const kind = path.extname(name).slice(1).toLowerCase() as DocumentKind;
      parsed.push({ id: `riverbend-d${i}`, name, doc: await parseDocument(path.join(RIVERBEND, name), kind) });
    }
  }, 180_000);
  afterAll(async () => {
    await closeParsers();
  });

  it('are four, one from each kind of document, and the analyst answers each with the figure the documents hold', () => {
    const index = buildIndex(orgDataOf(parsed.map((p) => ({ id: p.id, fileName: displayName(p.name), doc: p.doc }))));
    expectEachAnswered(index, [
      ['What is our FY2025 budget for salaries and wages?', '$574,300'],
      ['How much did we spend on payroll taxes and benefits in June 2025?', '$16,185.22'],
      ['What was our cash balance at June 30, 2025?', '$445,035'],
      ['How much is the Lindqvist Family Foundation grant?', '$75,000'],
    ]);
  });

  it("name the grant's funder from the letter when the upload dialog has named the file by its category", () => {
    const index = buildIndex(orgDataOf(parsed.map((p) => ({ id: p.id, fileName: DIALOG_NAMES[p.name] ?? displayName(p.name), doc: p.doc }))));
    // 'How much is the Lindqvist Family Foundation grant?' is not answered with 'Grant Award
    // Letters.docx' as the letter's name; the funder's own word is.
    expect(analyse(index, 'How much is the Lindqvist Family Foundation grant?', 7).found).toBe(false);
    expectEachAnswered(index, [
      ['What is our FY2025 budget for salaries and wages?', '$574,300'],
      ['How much did we spend on payroll taxes and benefits in June 2025?', '$16,185.22'],
      ['What was our cash balance at June 30, 2025?', '$445,035'],
      ['How much is the Lindqvist grant award?', '$75,000'],
    ]);
  });
});
