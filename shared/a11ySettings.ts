/**
 * The accessibility settings (docs/dostepnosc.md#panel-ułatwienia-dostępu), shared by the public site (its 'Ułatwienia
 * dostępu' panel) and the back office (same origin, so the same localStorage): a visitor's choice follows them into the
 * panel and back. src-public/a11y/a11y-init.js reads the same keys before the first paint and cannot import this
 * file: keep it in step.
 */
export const FONT_SIZES = ['base', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const TOGGLE_KEYS = ['highContrast', 'darkMode', 'reduceMotion', 'readableFont', 'underlineLinks'] as const;
export type ToggleKey = (typeof TOGGLE_KEYS)[number];

export type A11ySettings = { fontSize: FontSize } & Record<ToggleKey, boolean>;

export const DEFAULT_A11Y_SETTINGS: A11ySettings = {
  fontSize: 'base',
  highContrast: false,
  darkMode: false,
  reduceMotion: false,
  readableFont: false,
  underlineLinks: false,
};

/** Every key of these settings starts with it, so a `storage` event can be told apart from others. */
export const A11Y_STORAGE_PREFIX = 'accessibility-';

export const a11yStorageKey = (name: keyof A11ySettings) => `${A11Y_STORAGE_PREFIX}${name}`;

/** The stored value, or null when there is none or storage is unavailable (private mode): defaults apply. */
export function readStoredA11y(name: keyof A11ySettings): string | null {
  try {
    return localStorage.getItem(a11yStorageKey(name));
  } catch {
    return null;
  }
}

export function readStoredToggle(name: ToggleKey): boolean {
  return readStoredA11y(name) === 'true';
}

const SETTING_NAMES = ['fontSize', ...TOGGLE_KEYS] as const;

/** Stores the settings given; failing storage (private mode, full quota) only keeps them from lasting. */
export function storeA11y(change: Partial<A11ySettings>): void {
  try {
    for (const name of SETTING_NAMES) {
      const value = change[name];
      if (value !== undefined) localStorage.setItem(a11yStorageKey(name), String(value));
    }
  } catch (error) {
    console.warn('Nie udało się zapisać ustawień dostępności w przeglądarce.', error);
  }
}
