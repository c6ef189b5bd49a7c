// A message as the chat screen shows it (spec part 2, section 3: id, type user/agent/system,
// content, feedback, usedForImprovement), made from the server's messages or added locally.
import type { Message, MessageChoice, MessageFeedback } from '../../../contracts/chat';

export type ChatMessageType = 'user' | 'agent' | 'system';

export interface ChatMessage {
  /** Stable for React; the server's id once known. */
  id: string;
  /** The server's message id (thumbs need it); null for local replies and until the stream's final event. */
  serverId: string | null;
  type: ChatMessageType;
  content: string;
  feedback: MessageFeedback | null;
  usedForImprovement: boolean;
  /** The answer is still arriving. */
  streaming?: boolean;
  /** The server stopped while it was being written: it ends where it is. */
  interrupted?: boolean;
  /** A clarifying answer's choices (issue 16): shown as buttons under the latest answer. */
  choices?: MessageChoice[];
}

let counter = 0;
/** A local id: a short hash of the content, the time and a counter (spec: "generated from a hash"). */
export function localId(content: string, now = Date.now()): string {
  let h = 2166136261;
  const text = `${content}|${now}|${++counter}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return `local-${(h >>> 0).toString(36)}-${counter.toString(36)}`;
}

export function fromServer(m: Message): ChatMessage {
  return {
    id: m.id,
    serverId: m.id,
    type: m.role === 'user' ? 'user' : m.role === 'assistant' ? 'agent' : 'system',
    content: m.content,
    feedback: m.feedback ?? null,
    usedForImprovement: m.used_for_improvement ?? false,
    ...(m.interrupted ? { interrupted: true } : {}),
    ...(m.choices?.length ? { choices: m.choices } : {}),
  };
}

export const localMessage = (type: ChatMessageType, content: string): ChatMessage => ({
  id: localId(content),
  serverId: null,
  type,
  content,
  feedback: null,
  usedForImprovement: false,
});

/** System messages with a 'View History' link (spec: containing 'improved' or 'switched'). */
export const mentionsHistory = (m: ChatMessage) => m.type === 'system' && /improved|switched/i.test(m.content);
/** System messages that need documents first (spec: mentioning upload). */
export const mentionsUpload = (m: ChatMessage) => m.type === 'system' && /upload/i.test(m.content);
