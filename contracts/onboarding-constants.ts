// Onboarding constants shared by the browser and the server. Plain values, no zod, so the PWA
// can import them without carrying a schema library (the schemas are in onboarding.ts).

/** The question that creates the organisation; it is never stored as an answer. */
export const ORGANIZATION_NAME_QUESTION_ID = 'organization-name';
/** The choice that opens the 'Please specify...' box. */
export const OTHER_CHOICE = 'Other';
export const MAX_ORGANIZATION_NAME = 200;
export const MAX_FREE_TEXT = 2000;
export const MAX_OTHER_TEXT = 200;
/** The code (and a word in the detail) of the 400 a second initialisation answers. */
export const AGENTS_EXIST = 'agents_exist';
