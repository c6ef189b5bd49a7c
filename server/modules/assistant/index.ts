// The assistant the chat talks to, chosen by the configuration: the local analyst on its own
// (default: no model, no network), or the model provider grounded by the analyst when
// LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set. Built once per app (server/app.ts).
import type { Config } from '../../config';
import type { Agent, Analyst } from './agent';
import { createLocalAnalyst } from './analyst';
import { localAgent } from './local-agent';
import { modelAgent } from './model-agent';

export type { Agent, AgentContext, Analyst, Grounding, GroundingChoice, ReplyExtras, TokenUsage } from './agent';
export { AgentError } from './model-agent';

export interface CreateAgentOptions {
  /** Replaces the local analyst (tests). */
  analyst?: Analyst;
  /** Replaces global fetch for the model provider (tests). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createAgent(config: Pick<Config, 'llm'>, options: CreateAgentOptions = {}): Agent {
  const analyst = options.analyst ?? createLocalAnalyst();
  if (!config.llm) return localAgent(analyst);
  return modelAgent({
    ...config.llm,
    analyst,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}
