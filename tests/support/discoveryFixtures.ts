import type { Offer, OfferSearchFacets, OrganisationProfileFields } from '../../shared/types.js';

/** An account without an organisation profile. */
export const NO_PROFILE: OrganisationProfileFields = {
  description: null,
  address_street: null,
  address_city: null,
  address_postal_code: null,
  phone: null,
  website: null,
  accessibility_features: [],
  voivodeship: null,
  nip: null,
  regon: null,
  krs: null,
};

/**
 * An offer that says nothing about accessibility, audience, conditions of use, hours or room, delivered on
 * site, with no known place.
 */
export const NO_DISCOVERY: Pick<
  Offer,
  | 'accessibility_features'
  | 'venue_features_confirmed'
  | 'target_groups'
  | 'service_modes'
  | 'service_radius_km'
  | 'location'
  | 'min_age'
  | 'max_age'
  | 'certificate_required'
  | 'required_documents'
  | 'how_to_start'
  | 'funding_routes'
  | 'opening_hours'
  | 'opening_status'
  | 'availability'
  | 'next_available_date'
  | 'availability_updated_at'
  | 'availability_view'
> = {
  accessibility_features: [],
  venue_features_confirmed: true,
  target_groups: [],
  service_modes: ['on_site'],
  service_radius_km: 30,
  location: null,
  min_age: null,
  max_age: null,
  certificate_required: 'unknown',
  required_documents: [],
  how_to_start: null,
  funding_routes: [],
  opening_hours: null,
  opening_status: { open: false, text: 'Godziny: zapytaj oferenta' },
  availability: null,
  next_available_date: null,
  availability_updated_at: null,
  availability_view: { state: null, label: 'Wolne miejsca: brak aktualnych informacji', as_of: null, detail: null },
};

export const NO_DISCOVERY_FACETS: Pick<
  OfferSearchFacets,
  'features' | 'groups' | 'modes' | 'voivodeships' | 'funding' | 'availability'
> = {
  availability: [],
  features: [],
  groups: [],
  modes: [],
  voivodeships: [],
  funding: [],
};
