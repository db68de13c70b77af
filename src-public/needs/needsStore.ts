import { useSyncExternalStore } from 'react';

/**
 * Where 'Moje potrzeby' are kept: this browser's localStorage only (docs/wyszukiwanie.md#moje-potrzeby). The store
 * holds the stored text; reading it (shared/needs.ts) is left to the lazily loaded screens, so the first page carries
 * no more than this.
 */
export const NEEDS_STORAGE_KEY = 'moje-potrzeby';

const listeners = new Set<() => void>();

export function readNeedsText(): string | null {
  try {
    return localStorage.getItem(NEEDS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saves the profile (null removes it) and tells every screen that shows it. */
export function writeNeedsText(text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(NEEDS_STORAGE_KEY);
    else localStorage.setItem(NEEDS_STORAGE_KEY, text);
  } finally {
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saved or cleared the profile.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored profile's text, null when none; the same string until it changes. */
export const useNeedsText = () => useSyncExternalStore(subscribe, readNeedsText, () => null);
