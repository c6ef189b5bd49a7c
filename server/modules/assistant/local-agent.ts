// The local analyst as an Agent: the analyst's reply, streamed as text deltas a few words at a
// time (so the browser renders it as it arrives, as it would a model's), with token counts
// estimated the way the model provider's are (about four characters a token). A clarifying
// reply's choices go to the chat through `extras`, which shows them as buttons.
import type { Agent, AgentContext, Analyst, Grounding, GroundingChoice, ReplyExtras, TokenUsage } from './agent';

export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** Splits a reply into pieces of a few words, keeping whitespace and line breaks with them. */
export function deltas(text: string, wordsPerDelta = 4): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerDelta) out.push(words.slice(i, i + wordsPerDelta).join(''));
  return out;
}

/** A clarifying question offers 2 to 4 choices (issue 16). */
export const MAX_CHOICES = 4;

/** The choices a reply offers: a clarifying reply's, when it has two or more; none otherwise. */
export function offeredChoices(grounding: Grounding): GroundingChoice[] | undefined {
  if (!grounding.clarifying || !grounding.choices || grounding.choices.length < 2) return undefined;
  return grounding.choices.slice(0, MAX_CHOICES).map((c) => ({ label: c.label, question: c.question }));
}

export function localAgent(analyst: Analyst): Agent {
  return {
    async *reply(question: string, context: AgentContext, usage?: TokenUsage, extras?: ReplyExtras) {
      const grounding = await analyst.analyse(question, context);
      if (extras) extras.choices = offeredChoices(grounding);
      if (usage) {
        usage.promptTokens = estimateTokens(question) + context.history.reduce((n, t) => n + estimateTokens(t.content), 0);
        usage.completionTokens = estimateTokens(grounding.answer);
      }
      for (const piece of deltas(grounding.answer)) {
        if (context.signal.aborted) return;
        yield piece;
      }
    },
  };
}
