// Every localStorage key the app uses, in one place.
export const TOKEN_KEY = 'steward_token';
export const THEME_KEY = 'vite-ui-theme';
/** The organisation created during onboarding, until the token carries it (spec: kept locally). */
export const ORGANIZATION_KEY = 'steward_organization_id';

/** IndexedDB databases holding one signed-in person's data: emptied at sign-out (lib/user-data.ts). */
export const USER_DATABASES = {
  /** The composer's unsent text, per conversation (features/chat/drafts.ts). */
  drafts: { db: 'steward-drafts', store: 'drafts' },
  /** Conversations and messages already seen, readable offline (features/chat/offline-cache.ts). */
  chatCache: { db: 'steward-chat-cache', store: 'cache' },
} as const;
