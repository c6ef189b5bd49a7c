// Role and onboarding values shared by the browser and the server. Plain constants, no zod,
// so the PWA can import them without carrying a schema library.
export const ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;
export type Role = (typeof ROLES)[number];

/** Claim values meaning "not onboarded": no product user yet, or a user without an organisation. */
export const NEW_USER = 'NEW_USER';
export const NO_ORGANIZATION = 'null';
