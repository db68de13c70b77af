import { Link } from 'react-router-dom';
import { loadLater } from '../../components/loadLater';

// Both are fetched once the offer has been shown, not while it renders: with React.lazy their code (the form's checks
// bring zod) was asked for before the offer's first paint and held back its largest text (docs/wydajnosc.md).
// Its vocabulary is shared with the dashboard: loaded apart, it stays out of every page's dependencies.
const OfferFreshness = loadLater(() => import('./OfferFreshness'));
// The form of 'Zapytaj o ofertę' and its checks load after the offer itself: the page's own chunk stays small.
const InquirySection = loadLater(() => import('./InquirySection'));
import { OFFER_STATUS_LABELS } from '../../../shared/labels/offers';
import type { Offer } from '../../../shared/types';
import { PageHeading } from '../../components/PageHeading';
import { VerifiedMark, verifiedText } from '../../components/VerifiedMark';
import { organisationName } from '../../format';
import { OfferContact } from './OfferContact';
import { OfferAccessibility } from './OfferAccessibility';
import { OfferEasyRead } from './OfferEasyRead';
import { OfferConditions, OfferCost, OfferHowToStart } from './OfferConditions';
import { OfferHours } from './OfferHours';
import { OfferNeedsMatch } from '../../needs/OfferNeedsMatch';
import { ONLINE_EVERYWHERE_LABEL, VOIVODESHIP_LABELS } from '../../../shared/discovery';
import { ReportButton } from '../../components/ReportButton';
import { PlainText } from '../../components/PlainText';
import { ShareButton } from '../../components/ShareButton';
import { FavouriteToggle } from '../../favourites/FavouriteToggle';

/** The offer's own address or, without one, its organisation's (where it takes place then). */
function addressLines(offer: Offer): string[] {
  const location = offer.location;
  if (!location) return [];
  const cityLine = [location.postal_code, location.city].filter(Boolean).join(' ');
  const voivodeship = location.voivodeship ? `woj. ${VOIVODESHIP_LABELS[location.voivodeship]}` : null;
  const country = location.from_organisation ? null : offer.address_country;
  return [location.street, cityLine, voivodeship, country].filter((line): line is string => Boolean(line));
}

export function OfferDetails({ offer }: { offer: Offer }) {
  const address = addressLines(offer);
  const image = offer.image_urls[0];
  return (
    <article className="offer-page">
      <div className="cluster offer-badges">
        {offer.is_promoted && <span className="badge badge-warning">Wyróżniona</span>}
        {offer.category && <span className="badge badge-info">{offer.category.name}</span>}
      </div>
      <PageHeading>{offer.title}</PageHeading>
      {offer.status !== 'active' && (
        <p className="notice notice-info">
          Ta oferta nie jest widoczna publicznie. Status: <strong>{OFFER_STATUS_LABELS[offer.status]}</strong>.
        </p>
      )}
      <p className="lead">{offer.short_description}</p>
      <OfferNeedsMatch offer={offer} />
      <div className="offer-layout">
        <div className="offer-main">
          <OfferEasyRead offer={offer} />
          {image && (
            <img className="offer-image" src={image} alt={offer.image_alt || `Zdjęcie do oferty: ${offer.title}`} />
          )}
          <OfferAccessibility offer={offer} />
          <OfferConditions offer={offer} />
          <OfferHours offer={offer} />
          <section aria-labelledby="offer-description">
            <h2 id="offer-description">Opis</h2>
            <div className="prose offer-description">
              <PlainText text={offer.long_description} />
            </div>
          </section>
          <OfferHowToStart offer={offer} />
          {offer.status === 'active' && <InquirySection offer={offer} />}
        </div>
        <div className="offer-side">
          <OfferCost offer={offer} />
          <section aria-labelledby="offer-location" className="card offer-section">
            <h2 id="offer-location">Lokalizacja</h2>
            {offer.service_modes.includes('online') && <p className="offer-online">{ONLINE_EVERYWHERE_LABEL}</p>}
            {offer.location?.from_organisation && <p className="muted">Adres organizacji:</p>}
            {address.length > 0 ? (
              <address>
                {address.map((line) => (
                  <span key={line} className="address-line">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p>Oferent nie podał adresu — miejsce ustalisz w kontakcie.</p>
            )}
          </section>
          <OfferContact offer={offer} />
          <OfferFreshness offer={offer} />
          <section aria-labelledby="offer-organisation" className="card offer-section">
            <h2 id="offer-organisation">Organizacja</h2>
            <p className="offer-organisation-name">
              {organisationName(offer.profile)}
              <VerifiedMark profile={offer.profile} decorative />
            </p>
            {offer.profile.is_verified ? (
              <p className="verified-text">{verifiedText(offer.profile)}</p>
            ) : (
              <p className="muted">Organizacja nie została jeszcze zweryfikowana przez portal.</p>
            )}
            {offer.profile.company_slug && (
              <p>
                <Link to={`/profil/${offer.profile.company_slug}`}>
                  Profil organizacji {organisationName(offer.profile)} i jej inne oferty
                </Link>
              </p>
            )}
          </section>
        </div>
      </div>
      {offer.status === 'active' && (
        <div className="cluster page-actions">
          <FavouriteToggle offerId={offer.id} title={offer.title} />
          <ShareButton title={offer.title} text={offer.short_description} />
          <ReportButton targetType="offer" targetId={offer.id} targetName={`ofertę „${offer.title}”`} />
        </div>
      )}
      <p>
        <Link to="/search">← Wróć do wyszukiwarki</Link>
      </p>
    </article>
  );
}
