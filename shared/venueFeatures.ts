import type { AccessibilityFeature, ServiceMode } from './discovery.js';

/*
 * The accessibility of the place where an offer happens. A new offer starts with the list from its organisation's
 * profile; only the author knows whether that place is the organisation's, so an inherited list counts as checked
 * once the author says so. An offer delivered only online has no place, so it claims no features of one; what it
 * says about communication (PJM, captions, ETR…) still holds online.
 */

/** Features of a building or room: they describe a place, so only an offer with a place can claim them. */
export const VENUE_FEATURES = [
  'wheelchair_access',
  'accessible_toilet',
  'accessible_parking',
  'induction_loop',
  'assistance_dog',
  'quiet_space',
] as const satisfies readonly AccessibilityFeature[];

export const isVenueFeature = (feature: AccessibilityFeature): boolean =>
  (VENUE_FEATURES as readonly AccessibilityFeature[]).includes(feature);

/** An offer delivered only online: nobody comes to a place, so it has no venue features. */
export const isOnlineOnly = (modes: readonly ServiceMode[]): boolean =>
  modes.length > 0 && modes.every((mode) => mode === 'online');

export const VENUE_TEXTS = {
  confirmLabel: 'Sprawdziłem dostępność tego miejsca',
  confirmHint:
    'Lista pochodzi z profilu organizacji. Zaznacz, jeśli oferta odbywa się w tym miejscu i lista jest prawdziwa; jeśli nie, popraw ją w kroku „Lokalizacja”.',
  unconfirmed: 'odziedziczone, niepotwierdzone',
  onlineOnly:
    'Oferta realizowana tylko online nie ma miejsca, więc nie podaje cech budynku. Zaznacz, co zapewniasz w kontakcie online.',
  onlineOnlyRefused:
    'Oferta realizowana tylko online nie ma miejsca: usuń cechy budynku (np. dostęp dla wózków, toaleta, parking) albo dodaj inny sposób realizacji niż online.',
  noFeatures: 'Nie podano',
} as const;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The features are exactly the organisation profile's list: they were inherited, not chosen for this place. */
export const featuresInherited = (
  features: readonly AccessibilityFeature[],
  profileFeatures: readonly AccessibilityFeature[],
): boolean => features.length > 0 && sameSet(features, profileFeatures);

/**
 * Whether the claims stand on the author's word: nothing to check (none, or online only), a list the author changed
 * from the profile's, or an inherited list the author confirmed.
 */
export function venueFeaturesConfirmed(offer: {
  features: readonly AccessibilityFeature[];
  modes: readonly ServiceMode[];
  profileFeatures: readonly AccessibilityFeature[];
  confirmed: boolean;
}): boolean {
  if (isOnlineOnly(offer.modes) || offer.features.length === 0) return true;
  return offer.confirmed || !featuresInherited(offer.features, offer.profileFeatures);
}
