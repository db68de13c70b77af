/**
 * What a visitor with a disability asks first: the accessibility of the place, who an offer is for and how it is
 * delivered, and where. The codes are the API's contract; the labels are shown by the forms, filters, offer page,
 * back office and demo data alike.
 */

export const ACCESSIBILITY_FEATURES = [
  'wheelchair_access',
  'accessible_toilet',
  'accessible_parking',
  'induction_loop',
  'sign_language',
  'captions',
  'audio_description',
  'easy_read',
  'braille',
  'assistance_dog',
  'quiet_space',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

export const ACCESSIBILITY_FEATURE_LABELS: Record<AccessibilityFeature, string> = {
  wheelchair_access: 'Dostępne dla osób na wózkach',
  accessible_toilet: 'Toaleta dostosowana',
  accessible_parking: 'Miejsce parkingowe dla osób z niepełnosprawnościami',
  induction_loop: 'Pętla indukcyjna',
  sign_language: 'Tłumacz polskiego języka migowego (PJM)',
  captions: 'Napisy lub transkrypcja',
  audio_description: 'Audiodeskrypcja',
  easy_read: 'Tekst łatwy do czytania (ETR)',
  braille: 'Materiały w alfabecie Braille’a',
  assistance_dog: 'Pies asystujący mile widziany',
  quiet_space: 'Strefa wyciszenia',
};

export const TARGET_GROUPS = [
  'mobility',
  'visual',
  'hearing',
  'intellectual',
  'psychosocial',
  'autism',
  'chronic_illness',
  'seniors',
  'carers',
  'children',
] as const;
export type TargetGroup = (typeof TARGET_GROUPS)[number];

export const TARGET_GROUP_LABELS: Record<TargetGroup, string> = {
  mobility: 'Osoby z niepełnosprawnością ruchową',
  visual: 'Osoby niewidome i słabowidzące',
  hearing: 'Osoby głuche i słabosłyszące',
  intellectual: 'Osoby z niepełnosprawnością intelektualną',
  psychosocial: 'Osoby w kryzysie psychicznym',
  autism: 'Osoby w spektrum autyzmu',
  chronic_illness: 'Osoby z chorobami przewlekłymi',
  seniors: 'Seniorzy',
  carers: 'Rodziny i opiekunowie',
  children: 'Dzieci i młodzież',
};

export const SERVICE_MODES = ['on_site', 'online', 'at_home'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
export const DEFAULT_SERVICE_MODE: ServiceMode = 'on_site';

export const SERVICE_MODE_LABELS: Record<ServiceMode, string> = {
  on_site: 'Na miejscu',
  online: 'Online',
  at_home: 'Z dojazdem do domu',
};

/**
 * Words people search these codes by besides their labels: an offer tagged with a code is found by its label and
 * by these words ('winda' for step-free access, 'ETR' for easy-to-read texts), below a word of its own text.
 */
export const ACCESSIBILITY_FEATURE_SEARCH_WORDS: Record<AccessibilityFeature, readonly string[]> = {
  wheelchair_access: ['winda', 'podjazd', 'rampa', 'bez barier', 'bez progów'],
  accessible_toilet: ['toaleta dla niepełnosprawnych', 'WC'],
  accessible_parking: ['parking', 'koperta'],
  induction_loop: ['pętla słuchowa', 'aparat słuchowy'],
  sign_language: ['PJM', 'język migowy', 'tłumacz migowy'],
  captions: ['napisy', 'transkrypcja'],
  audio_description: ['opis dźwiękowy'],
  easy_read: ['ETR', 'łatwy język'],
  braille: ['brajl', 'pismo punktowe'],
  assistance_dog: ['pies przewodnik', 'pies asystent'],
  quiet_space: ['pokój wyciszenia', 'cicha strefa'],
};

export const TARGET_GROUP_SEARCH_WORDS: Record<TargetGroup, readonly string[]> = {
  mobility: ['niepełnosprawni ruchowo'],
  visual: ['wzrok', 'niedowidzący'],
  hearing: ['słuch', 'niesłyszący', 'niedosłyszący'],
  intellectual: [],
  psychosocial: ['zdrowie psychiczne'],
  autism: ['autyzm', 'ASD', 'Asperger'],
  chronic_illness: ['choroba przewlekła'],
  seniors: ['senior', 'osoby starsze'],
  carers: ['rodzina', 'opiekun', 'rodzic'],
  children: ['dziecko'],
};

export const SERVICE_MODE_SEARCH_WORDS: Record<ServiceMode, readonly string[]> = {
  on_site: ['stacjonarnie'],
  online: ['zdalnie', 'przez internet'],
  at_home: ['dojazd do domu', 'wizyta domowa'],
};

/** The label an offer delivered online carries wherever a place is shown or searched. */
export const ONLINE_EVERYWHERE_LABEL = 'Online – cała Polska';

/** The 16 voivodeships: URL slugs (lowercase ASCII) and their names. */
export const VOIVODESHIPS = [
  'dolnoslaskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'lodzkie',
  'malopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'slaskie',
  'swietokrzyskie',
  'warminsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;
export type Voivodeship = (typeof VOIVODESHIPS)[number];

export const VOIVODESHIP_LABELS: Record<Voivodeship, string> = {
  dolnoslaskie: 'dolnośląskie',
  'kujawsko-pomorskie': 'kujawsko-pomorskie',
  lubelskie: 'lubelskie',
  lubuskie: 'lubuskie',
  lodzkie: 'łódzkie',
  malopolskie: 'małopolskie',
  mazowieckie: 'mazowieckie',
  opolskie: 'opolskie',
  podkarpackie: 'podkarpackie',
  podlaskie: 'podlaskie',
  pomorskie: 'pomorskie',
  slaskie: 'śląskie',
  swietokrzyskie: 'świętokrzyskie',
  'warminsko-mazurskie': 'warmińsko-mazurskie',
  wielkopolskie: 'wielkopolskie',
  zachodniopomorskie: 'zachodniopomorskie',
};

/** `near` searches: the radius a visitor may choose, and the one used when he does not. */
export const RADIUS_KM_MIN = 1;
export const RADIUS_KM_MAX = 500;
export const DEFAULT_RADIUS_KM = 25;
/** The distances the search page offers in its select. */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50, 100] as const;

/** How far an offeror travels to a visitor's home (`at_home` offers). */
export const SERVICE_RADIUS_KM_MIN = 1;
export const SERVICE_RADIUS_KM_MAX = 200;
export const DEFAULT_SERVICE_RADIUS_KM = 30;

/** Limits of the organisation profile. */
export const PROFILE_DESCRIPTION_MAX = 5000;
/** The localities endpoint answers at most this many places. */
export const LOCALITY_LIMIT_MAX = 20;
export const LOCALITY_LIMIT_DEFAULT = 10;

/** '12 km od: Zgierz' on a result card of a `near` search. */
export function distanceLabel(km: number, place: string): string {
  const shown = km < 1 ? '< 1' : km < 10 ? km.toFixed(1).replace('.', ',') : String(Math.round(km));
  return `${shown} km od: ${place}`;
}

/** Folds a place name for comparison: lowercase, without Polish diacritics (ł is not decomposed by NFD). */
export function foldPlaceName(name: string): string {
  return name.trim().toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Great-circle distance in km (haversine); the server's SQL computes the same. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const EARTH_RADIUS_KM = 6371;
