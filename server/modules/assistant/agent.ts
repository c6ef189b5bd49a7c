// The assistant behind the chat (DESIGN.md section 6). An Agent replies to a question with a
// stream of text deltas; the chat's stream route forwards them as `data: {"type":"delta",...}`.
// Two agents: the local analyst (default; no model, no network) and the model provider (when
// LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set), which is given the analyst's grounding so
// its arithmetic stays exact. The eval (`npm run eval:agent`) asks through the same chat path.
import type { Db } from '../../db/client';
import type { OrganizationProfile } from '../organization/profile';

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AgentContext {
  db: Db;
  organizationId: string;
  agentId: string;
  userId: string;
  /** Name, fiscal-year start month (1-12) and accounting system, from the questionnaire. */
  profile: OrganizationProfile;
  /** Earlier turns of this conversation, oldest first (the question itself is not included). */
  history: ConversationTurn[];
  /** The organisation's active improvement instructions (issue 8); [] until there are any. */
  instructions: string[];
  /** Aborted when the person leaves or the request ends. */
  signal: AbortSignal;
}

/** A figure the analyst computed or read, with where it came from. */
export interface GroundingFigure {
  /** What it is: 'FY2025 Budget for Rent', 'Change FY2024 to FY2025'. */
  label: string;
  value: number;
  /** As the answer writes it: '$94,450', '8.25%'. */
  formatted: string;
  /** Document, sheet or page, row and column: 'FY2025 Operating Budget.xlsx, sheet Budget, row Rent, column FY2025 Budget'. */
  source: string;
}

export interface GroundingPassage {
  text: string;
  /** Document and page or sheet. */
  source: string;
}

/** What the analyst found for a question: its own answer, and the material behind it. */
export interface Grounding {
  /** The analyst's full reply (markdown): the figure in the first sentence, working, source. */
  answer: string;
  /** False when the documents do not hold the answer (the reply then says so). */
  found: boolean;
  /** True when the reply asks a clarifying question between candidate figures. */
  clarifying: boolean;
  figures: GroundingFigure[];
  passages: GroundingPassage[];
  /** With a clarifying reply: the choices, each a short label and the question it asks when tapped. */
  choices?: GroundingChoice[];
}

export interface GroundingChoice {
  label: string;
  question: string;
}

export interface Analyst {
  analyse(question: string, context: AgentContext): Promise<Grounding>;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** What a reply offers besides its words, filled in by the time the stream ends. */
export interface ReplyExtras {
  /** A clarifying reply's choices (the analyst's), which the chat shows as buttons. */
  choices?: GroundingChoice[];
}

export interface Agent {
  /** The reply as text deltas. `usage` and `extras` are filled in by the time the stream ends. */
  reply(question: string, context: AgentContext, usage?: TokenUsage, extras?: ReplyExtras): AsyncIterable<string>;
}
