const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export const SEARCH_TEXT = '/api/v1/offers?q=w%C3%B3zek';
export const SEARCH_FILTERS = `/api/v1/offers?category=rehabilitacja&city=${encodeURIComponent('Łódź')}&price_type=paid&sort=newest`;

/** Issue 14: what a person with a disability asks first — accessible, for whom, and near where. */
export const SEARCH_DISCOVERY = '/api/v1/offers?features=wheelchair_access&groups=mobility,seniors&near=Zgierz&radius_km=25';

export interface BenchEndpoint {
  name: string;
  path: string;
  /** Sent with the benchmark administrator's token. */
  admin: boolean;
}

/** What the benchmark loads: the public search and offer page, and the back office's heaviest lists. */
export function benchEndpoints(offerId: string): BenchEndpoint[] {
  return [
    { name: 'search: text', path: SEARCH_TEXT, admin: false },
    { name: 'search: filters', path: SEARCH_FILTERS, admin: false },
    { name: 'search: features, groups, near', path: SEARCH_DISCOVERY, admin: false },
    { name: 'offer by id', path: `/api/v1/offers/${offerId}`, admin: false },
    {
      name: 'admin offers: pending, newest',
      path: `/api/v1/admin/offers?filter=${json({ status: 'pending_approval' })}&sort=${json(['created_at', 'DESC'])}&range=${json([0, 24])}`,
      admin: true,
    },
    { name: 'admin offers: page 400', path: `/api/v1/admin/offers?sort=${json(['created_at', 'DESC'])}&range=${json([10_000, 10_024])}`, admin: true },
    { name: 'admin users: search', path: `/api/v1/admin/users?filter=${json({ q: 'fundacja' })}&range=${json([0, 24])}`, admin: true },
  ];
}
