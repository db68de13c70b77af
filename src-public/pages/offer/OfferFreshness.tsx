import { FRESHNESS_TEXTS } from '../../../shared/freshness';
import type { Offer } from '../../../shared/types';
import { formatDate } from '../../format';

/** When the organisation last confirmed the data and, a year on or when asked to confirm, a plain warning. */
export function OfferFreshness({ offer }: { offer: Pick<Offer, 'confirmed_at' | 'data_may_be_outdated'> }) {
  return (
    <div className="offer-freshness">
      {offer.data_may_be_outdated && (
        <div className="notice notice-info">
          <p>
            <strong>{FRESHNESS_TEXTS.mayBeOutdated}</strong>
          </p>
          <p>{FRESHNESS_TEXTS.mayBeOutdatedHint}</p>
        </div>
      )}
      <p className="muted">
        {FRESHNESS_TEXTS.confirmedBy} <time dateTime={offer.confirmed_at}>{formatDate(offer.confirmed_at)}</time>
      </p>
    </div>
  );
}
