// Every localStorage key the app uses, in one place.
export const TOKEN_KEY = 'steward_token';
export const THEME_KEY = 'vite-ui-theme';
/** The organisation created during onboarding, until the token carries it (spec: kept locally). */
export const ORGANIZATION_KEY = 'steward_organization_id';
