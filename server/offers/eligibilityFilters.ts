import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FUNDING_ROUTES, type CertificateFilter, type FundingRoute } from '../../shared/eligibility.js';
import type { OfferSearchFacets } from '../../shared/types.js';

/** What the eligibility filters read of a search (docs/wyszukiwanie.md, „Warunki i dofinansowanie”). */
export interface EligibilityQuery {
  age?: number;
  certificate?: CertificateFilter;
  funding?: FundingRoute[];
}

/** The offer columns the eligibility filters read (all carried by offers_facets_idx, migration 0026). */
export interface EligibilityColumns {
  min_age: AnyColumn;
  max_age: AnyColumn;
  certificate_required: AnyColumn;
  funding_routes: AnyColumn;
}

export const ELIGIBILITY_FACETS = ['age', 'certificate', 'funding'] as const;
export type EligibilityFacet = (typeof ELIGIBILITY_FACETS)[number];
export const isEligibilityFacet = (facet: string): facet is EligibilityFacet =>
  (ELIGIBILITY_FACETS as readonly string[]).includes(facet);

/**
 * An eligibility filter that holds, or `true` when the visitor did not set it:
 * - `age`: the offer's range includes the age, or the offer names no limit on that side (no range at all included);
 * - `certificate=none`: the organisation said no orzeczenie is needed; an offer that did not say ('unknown') is left
 *   out, since the visitor asked for a certainty the offer does not give;
 * - `funding`: the offer names any of the routes.
 */
export function eligibilityFilter(query: EligibilityQuery, columns: EligibilityColumns, facet: EligibilityFacet): SQL {
  if (facet === 'age' && query.age !== undefined) {
    const age = sql`${query.age}::int`;
    return sql`((${columns.min_age} is null or ${columns.min_age} <= ${age})
      and (${columns.max_age} is null or ${columns.max_age} >= ${age}))`;
  }
  if (facet === 'certificate' && query.certificate) return sql`${columns.certificate_required} = 'none'`;
  if (facet === 'funding' && query.funding?.length) {
    return sql`${columns.funding_routes} && array[${sql.join(
      query.funding.map((route) => sql`${route}`),
      sql`, `,
    )}]::text[]`;
  }
  return sql`true`;
}

/** The funding facet from its counts per code: routes with offers, most first, in the vocabulary's order on a tie. */
export function eligibilityFacets(
  funding: Record<string, number> | null | undefined,
): Pick<OfferSearchFacets, 'funding'> {
  return {
    funding: FUNDING_ROUTES.map((value) => ({ value, count: Number(funding?.[value] ?? 0) }))
      .filter((item) => item.count > 0)
      .sort((a, b) => b.count - a.count || FUNDING_ROUTES.indexOf(a.value) - FUNDING_ROUTES.indexOf(b.value)),
  };
}
