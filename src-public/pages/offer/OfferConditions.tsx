import {
  ageText,
  CERTIFICATE_REQUIREMENT_LABELS,
  ELIGIBILITY_TEXTS as T,
  FUNDING_ROUTE_LABELS,
  priceWithFunding,
  REQUIRED_DOCUMENT_LABELS,
} from '../../../shared/eligibility';
import type { Offer } from '../../../shared/types';
import { PlainText } from '../../components/PlainText';
import { formatDate, formatOfferPrice } from '../../format';

/** 'Dla kogo i na jakich warunkach': the ages, whether an orzeczenie is needed, and the documents to bring. */
export function OfferConditions({ offer }: { offer: Offer }) {
  return (
    <section aria-labelledby="offer-conditions" className="card offer-section offer-conditions">
      <h2 id="offer-conditions">{T.conditionsHeading}</h2>
      <p>{ageText(offer.min_age, offer.max_age)}</p>
      <p>
        {T.certificateFact}: {CERTIFICATE_REQUIREMENT_LABELS[offer.certificate_required]}
      </p>
      <h3>{T.documentsLabel}</h3>
      {offer.required_documents.length ? (
        <ul>
          {offer.required_documents.map((document) => (
            <li key={document}>{REQUIRED_DOCUMENT_LABELS[document]}</li>
          ))}
        </ul>
      ) : (
        <p>{T.noDocuments}</p>
      )}
    </section>
  );
}

/** 'Jak skorzystać': the first steps in the organisation's own words. */
export function OfferHowToStart({ offer }: { offer: Offer }) {
  return (
    <section aria-labelledby="offer-how-to-start" className="card offer-section">
      <h2 id="offer-how-to-start">{T.howToStartHeading}</h2>
      {offer.how_to_start ? <PlainText text={offer.how_to_start} /> : <p>{T.noHowToStart}</p>}
    </section>
  );
}

/** 'Koszt i dofinansowanie': the price beside the routes of funding, then each route by its full name. */
export function OfferCost({ offer }: { offer: Offer }) {
  return (
    <section aria-labelledby="offer-price" className="card offer-section">
      <h2 id="offer-price">{T.costHeading}</h2>
      <p className="offer-price">{priceWithFunding(formatOfferPrice(offer), offer.funding_routes)}</p>
      {offer.funding_routes.length > 0 && (
        <>
          <h3>{T.fundingListHeading}</h3>
          <ul>
            {offer.funding_routes.map((route) => (
              <li key={route}>{FUNDING_ROUTE_LABELS[route]}</li>
            ))}
          </ul>
        </>
      )}
      {offer.expires_at && (
        <p>
          Oferta ważna do <time dateTime={offer.expires_at}>{formatDate(offer.expires_at)}</time>.
        </p>
      )}
      <p className="muted">
        Dodano <time dateTime={offer.created_at}>{formatDate(offer.created_at)}</time>.
      </p>
    </section>
  );
}
