import type { Offer } from '../../shared/types.js';

/** An offer its organisation confirmed recently: nothing says its data may be out of date. */
export const RECENTLY_CONFIRMED: Pick<Offer, 'confirmed_at' | 'data_may_be_outdated'> = {
  confirmed_at: '2026-03-12T10:00:00.000Z',
  data_may_be_outdated: false,
};
