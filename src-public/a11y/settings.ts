import { useSyncExternalStore } from 'react';
import {
  DEFAULT_A11Y_SETTINGS,
  FONT_SIZES,
  readStoredA11y,
  readStoredToggle,
  storeA11y,
  TOGGLE_KEYS,
  type A11ySettings,
  type FontSize,
  type ToggleKey,
} from '../../shared/a11ySettings';

/**
 * The accessibility settings (names and storage in shared/a11ySettings.ts) applied as classes on
 * <html>; src-public/a11y/a11y-init.js applies the same classes before the first paint, so keep the classes in step.
 */
export const TOGGLE_CLASSES: Record<ToggleKey, string> = {
  highContrast: 'high-contrast',
  darkMode: 'dark',
  reduceMotion: 'reduce-motion',
  readableFont: 'readable-font',
  underlineLinks: 'underline-links',
};

export function readA11ySettings(): A11ySettings {
  const size = readStoredA11y('fontSize');
  const settings: A11ySettings = {
    ...DEFAULT_A11Y_SETTINGS,
    fontSize: FONT_SIZES.find((step) => step === size) ?? 'base',
  };
  for (const key of TOGGLE_KEYS) settings[key] = readStoredToggle(key);
  return settings;
}

export function applyA11ySettings(settings: A11ySettings, root: HTMLElement = document.documentElement): void {
  for (const size of FONT_SIZES) root.classList.toggle(`font-size-${size}`, size === settings.fontSize);
  for (const key of TOGGLE_KEYS) root.classList.toggle(TOGGLE_CLASSES[key], settings[key]);
}

let current: A11ySettings = readA11ySettings();
const listeners = new Set<() => void>();

export function updateA11ySettings(change: Partial<A11ySettings>): void {
  current = { ...current, ...change };
  storeA11y(current);
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
