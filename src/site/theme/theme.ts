/**
 * Theme choice: follow the system, or force light or dark. The choice is kept in
 * localStorage under THEME_KEY; `public/theme-init.js` reads the same key before
 * first paint, so keep the two in step.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const THEME_KEY = 'koikoi:theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function readThemeChoice(storage: Pick<Storage, 'getItem'>): ThemeChoice {
  try {
    const value = storage.getItem(THEME_KEY);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system'; // storage blocked (private mode): fall back quietly
  }
}

export function saveThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'>, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage.removeItem(THEME_KEY);
    else storage.setItem(THEME_KEY, choice);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

/** `data-theme` is only set for an explicit choice; CSS follows the system otherwise. */
export function applyTheme(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
