// The local analyst (DESIGN.md section 6; decision 021): answers finance questions from the
// organisation's own parsed documents, with no model and no network. A small pipeline:
//
//   question.ts   what is asked: operation, periods, budget or actual, subject words
//   model.ts      the documents as tables (periods and kinds of columns, sections, categories),
//                 sentences and receipts' fields, held in memory per organisation (cache.ts)
//   match.ts      rows and columns scored against the subject and periods; lines.ts over time
//   tables.ts     the operations (look up, sum, average, change, variance, share, ratio, extremes)
//   text-answers  passages, receipts, chart of accounts
//   instructions  the organisation's improvement instructions read as rules; composite.ts
//                 answers the names they define (the sum of the lines named, or of an account range)
//   analyse.ts    choosing among readings, 'not found', clarifying; format.ts and describe.ts
//                 write the answer (figure in the first sentence, then working and source)
import type { AgentContext, Analyst, Grounding } from '../agent';
import { analyse } from './answer';
import { createIndexCache, type IndexCacheOptions } from './cache';
import { rulesFor } from './instructions';

export { analyse } from './answer';
export { buildIndex, type OrgData } from './model';
export { compileInstructions, parseInstruction, rulesFor, type AnalystRules, type ParsedInstruction } from './instructions';

export function createLocalAnalyst(options: IndexCacheOptions = {}): Analyst {
  const cache = createIndexCache(options);
  return {
    async analyse(question: string, context: AgentContext): Promise<Grounding> {
      // The cache holds the documents only; the instructions are applied per question.
      const index = await cache.get(context.db, context.organizationId);
      return analyse(index, question, context.profile.fiscalYearStartMonth, { rules: rulesFor(context.instructions), history: context.history });
    },
  };
}
