// The local analyst (DESIGN.md section 6; decisions 021 and 035): answers finance questions from
// the organisation's own parsed documents, with no model and no network.
//
//   table/        every parsed table as one model: label/code/period/value columns, header paths,
//                 period axis (columns, rows, records), sections, categories, and each figure a Fact
//                 with its unit, scale, currency, periods and kind; lines.ts makes lines over time
//   library.ts    the lines indexed by word (model.ts builds it per organisation, cache.ts keeps it)
//   plan/         the question as a plan: operation, subject and operands, periods, measure,
//                 versions, rounding; abbreviations and idioms (lexicon.ts), follow-ups
//   ground.ts     which lines a phrase names, and their figure at a period
//   execute.ts    the plan's readings (lookups, sums, changes, ratios, shares, variances, extremes)
//   answer.ts     choosing a reading, asking which (with choices), or saying what was not found;
//                 passages.ts, receipts.ts, codes.ts answer from text, receipts and account codes;
//                 render.ts writes the figure first, then the working and the source
//   suggest.ts    suggested questions, each checked against its own answer
//   instructions  improvement instructions as rules; composite.ts answers the names they define
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
