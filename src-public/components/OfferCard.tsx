import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import type { OfferSummary } from '../../shared/types';
import { formatOfferPrice, organisationName } from '../format';
import { Highlighted } from './Highlighted';
import { VerifiedMark } from './VerifiedMark';
import { distanceLabel, ONLINE_EVERYWHERE_LABEL } from '../../shared/discovery';
import { DiscoveryList } from '../discovery/DiscoveryList';
import { OfferCardStatus } from './OfferCardStatus';
import { loadLater } from './loadLater';
import { ageRangeText, ELIGIBILITY_CARD_LABELS as CARD, fundingShortText } from '../../shared/eligibility';
import { useNeedsText } from '../needs/needsStore';

// Only people who set 'Moje potrzeby' load the explanation, once for all cards (the first page's script budget).
const NeedsMatch = lazy(() => import('../needs/NeedsMatch'));

// Shared by every card of a list, loaded once after the cards render.
const FavouriteToggle = loadLater(() => import('../favourites/FavouriteToggle'));

interface OfferCardProps {
  offer: OfferSummary;
  headingLevel?: 2 | 3;
  /** The place a `near` search measured from: the card says how far the offer is. */
  nearName?: string;
  /** Words of the title and the short description the search matched, marked (lower case). */
  highlight?: ReadonlySet<string>;
}

/** Where the offer is, as a visitor weighs it: how far from the searched place, online, or its city. */
function placeText(offer: OfferSummary, nearName: string | undefined): string | null {
  if (nearName && offer.distance_km != null) return distanceLabel(offer.distance_km, nearName);
  if (offer.service_modes.includes('online') && (nearName || !offer.location)) return ONLINE_EVERYWHERE_LABEL;
  return offer.location?.city ?? null;
}

/** One offer in a list: the title is the link, everything else helps to decide whether to open it. */
export function OfferCard({ offer, headingLevel = 3, nearName, highlight }: OfferCardProps) {
  const place = placeText(offer, nearName);
  const age = ageRangeText(offer.min_age, offer.max_age);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Each card is named by its own title: a list of unnamed articles reads as identical regions.
  const headingId = useId();
  const image = offer.image_urls[0];
  const needs = useNeedsText();
  return (
    <article aria-labelledby={headingId} className="card offer-card">
      {image && <img className="offer-card-image" src={image} alt={offer.image_alt ?? ''} loading="lazy" />}
      <div className="offer-card-body">
        {/* The badge is part of the heading, so the card's name (and a headings list) says it, not only the eye. */}
        <Heading id={headingId} className="card-title">
          {offer.is_promoted && (
            <>
              <span className="badge badge-warning offer-card-badge">Wyróżniona</span>{' '}
            </>
          )}
          <Link to={`/offer/${offer.id}`}>
            <Highlighted text={offer.title} words={highlight} />
          </Link>
        </Heading>
        <p className="card-meta">
          {organisationName(offer.profile)}
          <VerifiedMark profile={offer.profile} />
        </p>
        <p>
          <Highlighted text={offer.short_description} words={highlight} />
        </p>
        {needs && (
          <Suspense fallback={null}>
            <NeedsMatch offer={offer} stored={needs} />
          </Suspense>
        )}
        <dl className="offer-facts">
          <div>
            <dt>Cena</dt>
            <dd>{formatOfferPrice(offer)}</dd>
          </div>
          {age && (
            <div>
              <dt>{CARD.age}</dt>
              <dd>{age}</dd>
            </div>
          )}
          {offer.funding_routes.length > 0 && (
            <div>
              <dt>{CARD.funding}</dt>
              <dd>{fundingShortText(offer.funding_routes)}</dd>
            </div>
          )}
          {place && (
            <div>
              <dt>Miejscowość</dt>
              <dd>{place}</dd>
            </div>
          )}
          {offer.category && (
            <div>
              <dt>Kategoria</dt>
              <dd>{offer.category.name}</dd>
            </div>
          )}
        </dl>
        <OfferCardStatus offer={offer} />
        <DiscoveryList kind="features" codes={offer.accessibility_features} compact labelled />
        <DiscoveryList kind="groups" codes={offer.target_groups} compact labelled />
        <FavouriteToggle offerId={offer.id} title={offer.title} />
      </div>
    </article>
  );
}
