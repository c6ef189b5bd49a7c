// The theme: System (follows the OS, live), Light or Dark; persisted under vite-ui-theme.
// public/theme-boot.js applies the stored choice before first paint, so there is no flash.
import { atom } from 'jotai';
import { appStore } from './store';
import { THEME_KEY } from './storage-keys';

export type Theme = 'system' | 'light' | 'dark';
const THEMES: Theme[] = ['system', 'light', 'dark'];

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return THEMES.includes(value as Theme) ? (value as Theme) : 'system';
  } catch {
    return 'system';
  }
}

export const themeAtom = atom<Theme>(storedTheme());

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // The browser chrome follows the chosen theme, not only the OS's.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = dark ? '#0b1220' : '#0f766e';
  }
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // private mode: the choice lasts for this visit
  }
  appStore.set(themeAtom, theme);
  applyTheme(theme);
}

/** Follows the OS preference live while the choice is System. */
export function watchSystemTheme(): () => void {
  const query = darkQuery();
  const onChange = () => {
    if (appStore.get(themeAtom) === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
