/**
 * Light/dark theme (localStorage 'theme'; default from prefers-color-scheme),
 * applied as the class 'dark' on <html> — tailwind's dark variant is bound to
 * that class in index.css.
 */
import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { rawStorage } from './storage';
import { appStore } from './store';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function systemTheme(): Theme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const themeStorage = rawStorage<Theme>(
  (raw) => (isTheme(raw) ? raw : null),
  (v) => v,
);

/** null in storage means "not chosen": the atom then reads the system preference. */
const storedThemeAtom = atomWithStorage<Theme | null>(STORAGE_KEYS.theme, null, themeStorage, { getOnInit: true });

export function readTheme(): Theme {
  return appStore.get(storedThemeAtom) ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme; // native controls and scrollbars follow
}

/** Public setter: the theme toggle, the palette and (later) user settings all call this. */
export function setTheme(theme: Theme): void {
  appStore.set(storedThemeAtom, theme);
}

export function toggleTheme(): void {
  setTheme(readTheme() === 'dark' ? 'light' : 'dark');
}

/** Applies the theme now and whenever it changes (also from another tab). Call once at start-up. */
export function initTheme(): () => void {
  applyTheme(readTheme());
  return appStore.sub(storedThemeAtom, () => applyTheme(readTheme()));
}

export function useTheme(): { theme: Theme; setTheme: (t: Theme) => void; toggleTheme: () => void } {
  const [stored] = useAtom(storedThemeAtom);
  return { theme: stored ?? systemTheme(), setTheme, toggleTheme };
}
