// The local analyst (DESIGN.md section 6; decision 021): answers finance questions from the
// organisation's own parsed documents, with no model and no network. A small pipeline:
//
//   question.ts   what is asked: operation, periods, budget or actual, subject words
//   model.ts      the documents as tables (periods and kinds of columns, sections, categories),
//                 sentences and receipts' fields, held in memory per organisation (cache.ts)
//   match.ts      rows and columns scored against the subject and periods; lines.ts over time
//   tables.ts     the operations (look up, sum, average, change, variance, share, ratio, extremes)
//   text-answers  passages, receipts, chart of accounts
//   analyse.ts    choosing among readings, 'not found', clarifying; format.ts and describe.ts
//                 write the answer (figure in the first sentence, then working and source)
import type { AgentContext, Analyst, Grounding } from '../agent';
import { analyseIndex } from './analyse';
import { createIndexCache, type IndexCacheOptions } from './cache';

export { analyseIndex } from './analyse';
export { buildIndex, type OrgData } from './model';

export function createLocalAnalyst(options: IndexCacheOptions = {}): Analyst {
  const cache = createIndexCache(options);
  return {
    async analyse(question: string, context: AgentContext): Promise<Grounding> {
      const index = await cache.get(context.db, context.organizationId);
      return analyseIndex(index, question, context.profile.fiscalYearStartMonth);
    },
  };
}
