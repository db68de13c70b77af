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
 * An offer that says nothing about accessibility, audience or conditions of use, delivered on site, with no known
 * place.
 */
export const NO_DISCOVERY: Pick<
  Offer,
  | 'accessibility_features'
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
> = {
  accessibility_features: [],
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
};

export const NO_DISCOVERY_FACETS: Pick<
  OfferSearchFacets,
  'features' | 'groups' | 'modes' | 'voivodeships' | 'funding'
> = {
  features: [],
  groups: [],
  modes: [],
  voivodeships: [],
  funding: [],
};
