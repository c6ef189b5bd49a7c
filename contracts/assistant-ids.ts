// The assistants' ids, shared by the browser catalogue (src/lib/assistants.ts) and the server.
export const ASSISTANT_IDS = ['tally', 'grant', 'penny', 'netta', 'clara'] as const;
export type AssistantId = (typeof ASSISTANT_IDS)[number];
/** Those not usable yet, for which people can ask to be notified. */
export const COMING_SOON_ASSISTANT_IDS = ['grant', 'penny', 'netta', 'clara'] as const;
