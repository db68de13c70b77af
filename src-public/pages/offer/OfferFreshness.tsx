import { FRESHNESS_TEXTS } from '../../../shared/freshness';
import type { Offer } from '../../../shared/types';
import { formatDate } from '../../format';
import { CorrectionButton } from './CorrectionButton';

type FreshnessFacts = Pick<Offer, 'id' | 'title' | 'status' | 'confirmed_at' | 'data_may_be_outdated'>;

/**
 * When the organisation last confirmed the data, a plain warning a year on (or when asked to confirm), and
 * 'Zgłoś nieaktualne dane' on public offers. Loaded with the offer page's content, after its first paint: the
 * vocabulary it reads is shared with the dashboard and the back office, not with every page.
 */
export default function OfferFreshness({ offer }: { offer: FreshnessFacts }) {
  return (
    <section aria-labelledby="offer-freshness" className="card offer-section offer-freshness">
      <h2 id="offer-freshness">Aktualność danych</h2>
      {offer.data_may_be_outdated && (
        <div className="notice notice-info">
          <p>
            <strong>{FRESHNESS_TEXTS.mayBeOutdated}</strong>
          </p>
          <p>{FRESHNESS_TEXTS.mayBeOutdatedHint}</p>
        </div>
      )}
      <p>
        {FRESHNESS_TEXTS.confirmedBy} <time dateTime={offer.confirmed_at}>{formatDate(offer.confirmed_at)}</time>
      </p>
      {offer.status === 'active' && <CorrectionButton offerId={offer.id} offerTitle={offer.title} />}
    </section>
  );
}
