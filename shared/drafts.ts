import { decodeToken } from './token.js';

/**
 * Drafts of forms being written, kept in this browser's localStorage per account and never sent to the server: when
 * a session ends (idle, closed tab, crash) the form offers its unsaved version back the next time it opens for the
 * same account. A draft is removed when the form is saved or the draft discarded, and forgotten after DRAFT_MAX_AGE_MS.
 */

/** Every draft's key starts with it: `draft:<account>:<form>` ('Polityka cookies' names it). */
export const DRAFT_KEY_PREFIX = 'draft:';
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export interface StoredDraft<T> {
  savedAt: number;
  values: T;
}

/** Web storage as the drafts need it (localStorage in the apps, a Map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Whether a form's values are those it started from: plain data (texts, lists), compared as JSON. */
export function sameValues<T extends object>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const keyOf = (account: string, form: string) => `${DRAFT_KEY_PREFIX}${account}:${form}`;

/** The account the shared session token belongs to, or null without one. */
export function draftAccount(token: string | null): string | null {
  return decodeToken(token ?? '')?.sub ?? null;
}

export function saveDraft<T>(storage: DraftStorage, account: string, form: string, values: T, now = Date.now()): void {
  const draft: StoredDraft<T> = { savedAt: now, values };
  try {
    storage.setItem(keyOf(account, form), JSON.stringify(draft));
  } catch (error) {
    // A full or disabled storage loses the draft, never the form.
    console.warn('Nie udało się zapisać wersji roboczej w przeglądarce.', error);
  }
}

export function readDraft<T>(
  storage: DraftStorage,
  account: string,
  form: string,
  now = Date.now(),
): StoredDraft<T> | null {
  const raw = storage.getItem(keyOf(account, form));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (typeof draft.savedAt === 'number' && now - draft.savedAt <= DRAFT_MAX_AGE_MS && draft.values !== undefined)
      return draft;
  } catch {
    /* unreadable: dropped below */
  }
  storage.removeItem(keyOf(account, form));
  return null;
}

export function removeDraft(storage: DraftStorage, account: string, form: string): void {
  storage.removeItem(keyOf(account, form));
}

/** Whether the account has any draft kept (the login page says so after an idle sign-out). */
export function hasDrafts(storage: DraftStorage, account: string, now = Date.now()): boolean {
  const prefix = keyOf(account, '');
  const forms: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) forms.push(key.slice(prefix.length));
  }
  // Read after listing: reading drops an outdated draft, which would shift the indices.
  return forms.filter((form) => readDraft(storage, account, form, now)).length > 0;
}
