const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The broadest text query: 'wózek' matches one offer in four. */
export const TEXT_QUERY = 'wózek';
export const SEARCH_TEXT = `/api/v1/offers?q=${encodeURIComponent(TEXT_QUERY)}`;
export const SEARCH_FILTERS = `/api/v1/offers?category=rehabilitacja&city=${encodeURIComponent('Łódź')}&price_type=paid&sort=newest`;

/** What a person with a disability asks first — accessible, for whom, and near where. */
export const SEARCH_DISCOVERY = '/api/v1/offers?features=wheelchair_access&groups=mobility,seniors&near=Zgierz&radius_km=25';

/** Whether a person can use it now (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca'): an eight-year-old, a PFRON or NFZ route, open now, with room, confirmed data. */
export const SEARCH_CONDITIONS = '/api/v1/offers?age=8&funding=pfron,nfz&open_now=true&available=true&fresh=true';

/** The public searches, each measured with and without the result cache, and on the floor. */
export const SEARCHES = [
  { name: 'search: text', path: SEARCH_TEXT },
  { name: 'search: filters', path: SEARCH_FILTERS },
  { name: 'search: features, groups, near', path: SEARCH_DISCOVERY },
  { name: 'search: age, funding, open now, room', path: SEARCH_CONDITIONS },
] as const;

export interface BenchEndpoint {
  name: string;
  path: string;
  /** Sent with the benchmark administrator's token. */
  admin: boolean;
  /** A hot public read: measured again on the server without its cache, for the ratio the cache gives. */
  hot?: boolean;
}

/** What the benchmark loads: the public search and offer page, and the back office's heaviest lists. */
export function benchEndpoints(offerId: string): BenchEndpoint[] {
  return [
    ...SEARCHES.map((search) => ({ ...search, admin: false })),
    { name: 'offer by id', path: `/api/v1/offers/${offerId}`, admin: false, hot: true },
    // seedBench.ts publishes every article but each fifth, and names organisations 'organizacja-<n>'.
    { name: 'article', path: '/api/v1/blog-posts/artykul-1', admin: false, hot: true },
    { name: 'profile', path: '/api/v1/profiles/organizacja-1', admin: false, hot: true },
    { name: 'categories', path: '/api/v1/categories', admin: false, hot: true },
    {
      name: 'admin offers: pending, newest',
      path: `/api/v1/admin/offers?filter=${json({ status: 'pending_approval' })}&sort=${json(['created_at', 'DESC'])}&range=${json([0, 24])}`,
      admin: true,
    },
    { name: 'admin offers: page 400', path: `/api/v1/admin/offers?sort=${json(['created_at', 'DESC'])}&range=${json([10_000, 10_024])}`, admin: true },
    { name: 'admin users: search', path: `/api/v1/admin/users?filter=${json({ q: 'fundacja' })}&range=${json([0, 24])}`, admin: true },
  ];
}

/**
 * Saving an offer analyses its text (lemmas, stop words) before writing it. The benchmark administrator saves
 * one offer again and again with a full, valid form (long description included), one request at a time: the time
 * of a save, not a queue of writers waiting for the same row's lock.
 */
export function saveOfferBody(offer: { category_id: string | null }): string {
  return JSON.stringify({
    title: 'Wypożyczenie wózka inwalidzkiego aktywnego dla dzieci i dorosłych',
    short_description: 'Lekki wózek aktywny na krótkie i długie wyjazdy, z dowozem do domu.',
    description: Array.from(
      { length: 12 },
      () =>
        'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące; ' +
        'pomagamy dobrać rozmiar, uczymy bezpiecznego przesiadania się i dowozimy sprzęt do domu w Łodzi i okolicach.',
    ).join(' '),
    category_id: offer.category_id,
    price_type: 'free',
    contact_email: 'kontakt@fundacja.pl',
    offer_specific_address_city: 'Łódź',
    status: 'active',
  });
}
