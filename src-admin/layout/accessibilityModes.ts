import { useSyncExternalStore } from 'react';
import {
  A11Y_STORAGE_PREFIX,
  readStoredToggle,
  storeA11y,
  type A11ySettings,
  type ToggleKey,
} from '../../shared/a11ySettings';

/** The public site's display modes the back office follows; the others (text size, font, links) are public CSS. */
export const ADMIN_MODES = ['highContrast', 'darkMode'] as const satisfies readonly ToggleKey[];
export type AdminMode = (typeof ADMIN_MODES)[number];
export type AdminModes = Pick<A11ySettings, AdminMode>;

let current: AdminModes = { highContrast: false, darkMode: false };

/** Read from storage at every render, so a test or another page that prepared it is followed; unchanged, the same object. */
function snapshot(): AdminModes {
  const stored = { highContrast: readStoredToggle('highContrast'), darkMode: readStoredToggle('darkMode') };
  if (ADMIN_MODES.some((mode) => stored[mode] !== current[mode])) current = stored;
  return current;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A change made on the public site or in the back office in another tab. */
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key.startsWith(A11Y_STORAGE_PREFIX)) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useAdminModes(): AdminModes {
  return useSyncExternalStore(subscribe, snapshot);
}

/** Stored under the public site's keys, so the portal shows the same mode. */
export function setAdminMode(mode: AdminMode, on: boolean): void {
  storeA11y({ [mode]: on });
  notify();
}
