import type { OfferSummary } from '../../shared/types';

/**
 * A card's 'Otwarte teraz · do 16:00' and, when the organisation set it within the last 30 days, the state of its
 * places with its date. Only the server's words: the computation stays out of the first page's code.
 */
export function OfferCardStatus({ offer }: { offer: OfferSummary }) {
  const view = offer.availability_view;
  if (!offer.opening_status && !view.state) return null;
  return (
    <p className="offer-card-status">
      {offer.opening_status && <span>{offer.opening_status.text}</span>}
      {offer.opening_status && view.state && <span aria-hidden="true"> · </span>}
      {view.state && (
        <span>
          {view.label}
          {view.as_of && ` (${view.as_of})`}
        </span>
      )}
    </p>
  );
}
