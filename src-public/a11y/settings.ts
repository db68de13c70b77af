import { useSyncExternalStore } from 'react';

/**
 * The accessibility settings of SPEC §1/§4. They live only in this browser: localStorage keys `accessibility-…`
 * (read before the first paint by public/a11y-init.js, so keep the keys and classes in step) and classes on <html>.
 */
export const FONT_SIZES = ['base', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const TOGGLE_KEYS = ['highContrast', 'darkMode', 'reduceMotion', 'readableFont', 'underlineLinks'] as const;
export type ToggleKey = (typeof TOGGLE_KEYS)[number];

export type A11ySettings = { fontSize: FontSize } & Record<ToggleKey, boolean>;

export const TOGGLE_CLASSES: Record<ToggleKey, string> = {
  highContrast: 'high-contrast',
  darkMode: 'dark',
  reduceMotion: 'reduce-motion',
  readableFont: 'readable-font',
  underlineLinks: 'underline-links',
};

export const DEFAULT_A11Y_SETTINGS: A11ySettings = {
  fontSize: 'base',
  highContrast: false,
  darkMode: false,
  reduceMotion: false,
  readableFont: false,
  underlineLinks: false,
};

const storageKey = (name: keyof A11ySettings) => `accessibility-${name}`;

function readStored(name: keyof A11ySettings): string | null {
  try {
    return localStorage.getItem(storageKey(name));
  } catch {
    return null;
  }
}

export function readA11ySettings(): A11ySettings {
  const size = readStored('fontSize');
  const settings: A11ySettings = {
    ...DEFAULT_A11Y_SETTINGS,
    fontSize: FONT_SIZES.find((step) => step === size) ?? 'base',
  };
  for (const key of TOGGLE_KEYS) settings[key] = readStored(key) === 'true';
  return settings;
}

function store(settings: A11ySettings): void {
  try {
    localStorage.setItem(storageKey('fontSize'), settings.fontSize);
    for (const key of TOGGLE_KEYS) localStorage.setItem(storageKey(key), String(settings[key]));
  } catch (error) {
    console.warn('Nie udało się zapisać ustawień dostępności w przeglądarce.', error);
  }
}

export function applyA11ySettings(settings: A11ySettings, root: HTMLElement = document.documentElement): void {
  for (const size of FONT_SIZES) root.classList.toggle(`font-size-${size}`, size === settings.fontSize);
  for (const key of TOGGLE_KEYS) root.classList.toggle(TOGGLE_CLASSES[key], settings[key]);
}

let current: A11ySettings = readA11ySettings();
const listeners = new Set<() => void>();

export function updateA11ySettings(change: Partial<A11ySettings>): void {
  current = { ...current, ...change };
  store(current);
  applyA11ySettings(current);
  listeners.forEach((listener) => listener());
}

export function resetA11ySettings(): void {
  updateA11ySettings(DEFAULT_A11Y_SETTINGS);
}

/** Re-reads storage (another tab changed it, or a test prepared it). */
export function reloadA11ySettings(): void {
  current = readA11ySettings();
  applyA11ySettings(current);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useA11ySettings(): A11ySettings {
  return useSyncExternalStore(subscribe, () => current);
}

export function stepFontSize(size: FontSize, direction: 1 | -1): FontSize {
  const index = Math.min(FONT_SIZES.length - 1, Math.max(0, FONT_SIZES.indexOf(size) + direction));
  return FONT_SIZES[index];
}
