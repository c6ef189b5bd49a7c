// Every localStorage key the app uses, in one place.
export const TOKEN_KEY = 'steward_token';
export const THEME_KEY = 'vite-ui-theme';
