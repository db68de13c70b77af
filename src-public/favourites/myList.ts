import { useSyncExternalStore } from 'react';
import { LIST_FULL_MESSAGE, LOCAL_LIST_KEY, MAX_LIST_OFFERS } from '../../shared/favouriteToggle';
import { API_V1 } from '../../shared/http';
import { api } from '../api';

/**
 * 'Moja lista' as the whole app sees it (docs/moja-lista.md): without an account the offers' ids in localStorage,
 * never sent; signed in the account's list, read once after sign-in and changed call by call. Kept tiny: the toggle
 * on every offer card is part of the first page.
 */
export interface MyListState {
  mode: 'local' | 'account';
  /** Offers' ids, newest first. */
  ids: readonly string[];
}

const ID = /^[0-9a-f-]{36}$/i;

function readLocal(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_LIST_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string' && ID.test(id)).slice(0, MAX_LIST_OFFERS)
      : [];
  } catch {
    return [];
  }
}

function writeLocal(ids: readonly string[]): void {
  if (ids.length) localStorage.setItem(LOCAL_LIST_KEY, JSON.stringify(ids));
  else localStorage.removeItem(LOCAL_LIST_KEY);
}

let state: MyListState = { mode: 'local', ids: readLocal() };
const listeners = new Set<() => void>();

function update(next: MyListState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useMyList = (): MyListState => useSyncExternalStore(subscribe, () => state);

const favouriteUrl = (offerId: string) => `${API_V1}/users/me/favourites/${offerId}`;

/**
 * After sign-in (and on every start of a signed-in session): the browser's list joins the account's and is then
 * cleared from the browser, so the account is the one list. Answers how many offers joined.
 */
export async function switchToAccountList(): Promise<number> {
  const local = readLocal();
  let added = 0;
  if (local.length) {
    added = (await api.post<{ added: number }>(`${API_V1}/users/me/favourites/merge`, { json: { offer_ids: local } }))
      .added;
    writeLocal([]);
  }
  const entries = await api.get<{ offer_id: string }[]>(`${API_V1}/users/me/favourites`, {
    query: { range: `[0,${MAX_LIST_OFFERS - 1}]` },
  });
  update({ mode: 'account', ids: entries.map((entry) => entry.offer_id) });
  return added;
}

/** Signed out: back to the browser's own list; the account's list is not left behind on a shared computer. */
export function switchToBrowserList(): void {
  update({ mode: 'local', ids: readLocal() });
}

/** Adds or removes one offer; answers whether the offer is now kept. A refused change is undone and thrown. */
export async function toggleOffer(offerId: string): Promise<boolean> {
  const kept = state.ids.includes(offerId);
  const ids = kept ? state.ids.filter((id) => id !== offerId) : [offerId, ...state.ids];
  const previous = state;
  if (state.mode === 'local') {
    if (ids.length > MAX_LIST_OFFERS) throw new Error(LIST_FULL_MESSAGE);
    writeLocal(ids);
    update({ ...state, ids });
    return !kept;
  }
  update({ ...state, ids });
  try {
    if (kept) await api.delete(favouriteUrl(offerId));
    else await api.put(favouriteUrl(offerId));
  } catch (error) {
    update(previous);
    throw error;
  }
  return !kept;
}

// Another tab of the same browser changed the list: show the same list here.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_LIST_KEY && state.mode === 'local') update({ mode: 'local', ids: readLocal() });
  });
