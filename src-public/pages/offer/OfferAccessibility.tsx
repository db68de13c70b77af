import type { Offer } from '../../../shared/types';
import { DiscoveryList } from '../../discovery/DiscoveryList';

/** The 'Dostępność' section: what the place offers, who the offer is for and how it is delivered, as text. */
export function OfferAccessibility({ offer }: { offer: Offer }) {
  const travels = offer.service_modes.includes('at_home');
  return (
    <section aria-labelledby="offer-accessibility" className="card offer-section offer-accessibility">
      <h2 id="offer-accessibility">Dostępność</h2>
      <h3>Udogodnienia</h3>
      {offer.accessibility_features.length ? (
        <DiscoveryList kind="features" codes={offer.accessibility_features} />
      ) : (
        <p>Oferent nie podał udogodnień – zapytaj o nie w kontakcie.</p>
      )}
      <h3>Dla kogo</h3>
      {offer.target_groups.length ? (
        <DiscoveryList kind="groups" codes={offer.target_groups} />
      ) : (
        <p>Dla wszystkich zainteresowanych.</p>
      )}
      <h3>Sposób realizacji</h3>
      <DiscoveryList kind="modes" codes={offer.service_modes} />
      {travels && <p>Dojazd do domu w promieniu {offer.service_radius_km} km.</p>}
    </section>
  );
}
