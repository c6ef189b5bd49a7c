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
//   suggest.ts    the empty chat's suggested questions, each asked of the analyst before it is kept
import type { AgentContext, Analyst, Grounding } from '../agent';
import { analyse } from './answer';
import { createIndexCache, type IndexCacheOptions } from './cache';
import { rulesFor } from './instructions';
import type { OrgIndex } from './model';
import { suggestQuestionsInTurns, type Suggestion } from './suggest';

export { analyse } from './answer';
export { buildIndex, type OrgData } from './model';
export { compileInstructions, parseInstruction, rulesFor, type AnalystRules, type ParsedInstruction } from './instructions';

export type { Suggestion } from './suggest';

export type SuggestContext = Pick<AgentContext, 'db' | 'organizationId' | 'profile' | 'instructions'>;

export interface LocalAnalyst extends Analyst {
  /**
   * The empty chat's suggested questions for the organisation's ready documents, answered as its
   * fiscal-year start and active instructions make the chat answer them.
   */
  suggest(context: SuggestContext): Promise<Suggestion[]>;
}

/** Fiscal-year starts and instruction versions kept per index (an organisation has one or two at a time). */
const SUGGESTION_VARIANTS = 4;

export function createLocalAnalyst(options: IndexCacheOptions = {}): LocalAnalyst {
  const cache = createIndexCache(options);
  // Suggestions hang on the index they were verified on: when the documents change, the cache
  // builds a new index and the old one's suggestions go with it. Keyed by what else changes an
  // answer (the fiscal-year start, the instructions), as a switch of version would change it.
  const suggested = new WeakMap<OrgIndex, Map<string, Promise<Suggestion[]>>>();
  return {
    async analyse(question: string, context: AgentContext): Promise<Grounding> {
      // The cache holds the documents only; the instructions are applied per question.
      const index = await cache.get(context.db, context.organizationId);
      return analyse(index, question, context.profile.fiscalYearStartMonth, { rules: rulesFor(context.instructions), history: context.history });
    },
    async suggest(context: SuggestContext): Promise<Suggestion[]> {
      const index = await cache.get(context.db, context.organizationId);
      let held = suggested.get(index);
      if (!held) suggested.set(index, (held = new Map()));
      const key = JSON.stringify([context.profile.fiscalYearStartMonth, context.instructions]);
      let found = held.get(key);
      if (!found) {
        const variants = held;
        // Concurrent requests share one computation; a failed one is not kept.
        found = suggestQuestionsInTurns(index, context.profile.fiscalYearStartMonth, { rules: rulesFor(context.instructions) });
        const made = found;
        made.catch(() => {
          if (variants.get(key) === made) variants.delete(key);
        });
        variants.set(key, made);
        if (variants.size > SUGGESTION_VARIANTS) variants.delete(variants.keys().next().value!);
      }
      return found;
    },
  };
}
