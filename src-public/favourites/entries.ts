import { ApiError } from '../../shared/errors';
import { MAX_LIST_OFFERS } from '../../shared/favourites';
import { API_V1 } from '../../shared/http';
import type { ListEntry } from '../../shared/schemas/responses';
import type { Offer } from '../../shared/types';
import { api } from '../api';
import type { MyListState } from './myList';

/** One offer of the browser's list, read like its page; a 404 is an offer no longer public ('Oferta niedostępna'). */
async function browserEntry(offerId: string, signal: AbortSignal): Promise<ListEntry> {
  try {
    const { long_description: _long, ...offer } = await api.get<Offer>(`${API_V1}/offers/${offerId}`, { signal });
    return { offer_id: offerId, offer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { offer_id: offerId, offer: null };
    throw error;
  }
}

/** The entries of `ids`: from the account's list, or offer by offer for the browser's. */
export async function loadEntries(mode: MyListState['mode'], ids: readonly string[], signal: AbortSignal) {
  if (mode === 'account') {
    return api.get<ListEntry[]>(`${API_V1}/users/me/favourites`, {
      query: { range: `[0,${MAX_LIST_OFFERS - 1}]` },
      signal,
    });
  }
  return Promise.all(ids.map((id) => browserEntry(id, signal)));
}
