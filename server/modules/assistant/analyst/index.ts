// The local analyst (DESIGN.md section 6). Being built (issue 6): this first version only says it
// found nothing, so the chat can be wired end to end while the analysis lands.
import type { Analyst, Grounding } from '../agent';

export function createLocalAnalyst(): Analyst {
  return {
    async analyse(): Promise<Grounding> {
      return { answer: "I couldn't find that in your documents.", found: false, clarifying: false, figures: [], passages: [] };
    },
  };
}
