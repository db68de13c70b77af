import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ACCESSIBILITY_FEATURES,
  EARTH_RADIUS_KM,
  SERVICE_MODES,
  SERVICE_RADIUS_KM_MAX,
  TARGET_GROUPS,
  VOIVODESHIPS,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
  type Voivodeship,
} from '../../shared/discovery.js';
import type { OfferSearchFacets } from '../../shared/types.js';

/** What the discovery filters read of a search: its parameters and the place `near` was resolved to. */
export interface DiscoveryQuery {
  features?: AccessibilityFeature[];
  groups?: TargetGroup[];
  mode?: ServiceMode;
  voivodeship?: Voivodeship;
  radius_km: number;
  near_point?: NearPoint;
}

/** `near` resolved to a place of the gazetteer. */
export interface NearPoint {
  name: string;
  voivodeship: Voivodeship;
  lat: number;
  lon: number;
}

/** The offer columns the discovery filters read: the table's own, or the same columns of a CTE. */
export interface DiscoveryColumns {
  accessibility_features: AnyColumn;
  target_groups: AnyColumn;
  service_modes: AnyColumn;
  service_radius_km: AnyColumn;
  geo_lat: AnyColumn;
  geo_lon: AnyColumn;
  voivodeship: AnyColumn;
}

export const DISCOVERY_FACETS = ['features', 'groups', 'mode', 'voivodeship', 'near'] as const;
export type DiscoveryFacet = (typeof DISCOVERY_FACETS)[number];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
/** The offer is delivered this way. */
export const hasMode = (columns: DiscoveryColumns, mode: string) =>
  sql`${columns.service_modes} @> ${textArray([mode])}`;

/** Great-circle distance (haversine) in km between the row's coordinates and a point; null without coordinates. */
export function distanceSql(columns: DiscoveryColumns, point: NearPoint): SQL<number | null> {
  const lat = sql`${point.lat}::float8`;
  const lon = sql`${point.lon}::float8`;
  return sql<number | null>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${columns.geo_lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${columns.geo_lat})) * power(sin(radians(${columns.geo_lon} - ${lon}) / 2), 2)))))`;
}

/** A box around the point that holds the whole circle of `km`: it lets the coordinates index find the candidates. */
function boundingBox(columns: DiscoveryColumns, point: NearPoint, km: number): SQL {
  const latSpan = km / 111.045;
  const lonSpan = km / (111.045 * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return sql`${columns.geo_lat} between ${point.lat - latSpan} and ${point.lat + latSpan}
    and ${columns.geo_lon} between ${point.lon - lonSpan} and ${point.lon + lonSpan}`;
}

/**
 * An offer is near when it lies within the radius; one delivered online is near everybody; one that comes to
 * the visitor's home is near when the visitor lives within the distance its offeror travels.
 */
function nearCondition(columns: DiscoveryColumns, point: NearPoint, radiusKm: number): SQL {
  const distance = distanceSql(columns, point);
  return sql`((${boundingBox(columns, point, radiusKm)} and ${distance} <= ${radiusKm})
    or ${hasMode(columns, 'online')}
    or (${hasMode(columns, 'at_home')} and ${boundingBox(columns, point, SERVICE_RADIUS_KM_MAX)}
      and ${distance} <= ${columns.service_radius_km}))`;
}

const voivodeshipCondition = (columns: DiscoveryColumns, voivodeship: string) =>
  sql`(${columns.voivodeship} = ${voivodeship} or ${hasMode(columns, 'online')})`;

/** A discovery filter that holds, or `true` when the visitor did not set it. */
export function discoveryFilter(query: DiscoveryQuery, columns: DiscoveryColumns, facet: DiscoveryFacet): SQL {
  if (facet === 'features' && query.features?.length) {
    return sql`${columns.accessibility_features} @> ${textArray(query.features)}`;
  }
  if (facet === 'groups' && query.groups?.length) return sql`${columns.target_groups} && ${textArray(query.groups)}`;
  if (facet === 'mode' && query.mode) return hasMode(columns, query.mode);
  if (facet === 'voivodeship' && query.voivodeship) return voivodeshipCondition(columns, query.voivodeship);
  if (facet === 'near' && query.near_point) return nearCondition(columns, query.near_point, query.radius_km);
  return sql`true`;
}

/**
 * The distance a result is shown and sorted by: null for offers found only because they are online (they are
 * labelled 'Online – cała Polska' instead) and for every offer when no place was searched.
 */
export function matchDistanceSql(query: DiscoveryQuery, columns: DiscoveryColumns): SQL<number | null> {
  const point = query.near_point;
  if (!point) return sql<null>`null::float8`;
  const distance = distanceSql(columns, point);
  return sql<number | null>`case when ${distance} <= ${query.radius_km}
    or (${hasMode(columns, 'at_home')} and ${distance} <= ${columns.service_radius_km}) then ${distance} end`;
}

/** `sort=distance`: nearest first, offers found only as online last. */
export const distanceOrder = (query: DiscoveryQuery, columns: DiscoveryColumns): SQL =>
  sql`${matchDistanceSql(query, columns)} asc nulls last`;

export interface DiscoveryCounts {
  features: Record<string, number>;
  groups: Record<string, number>;
  modes: Record<string, number>;
  voivodeships: Record<string, number>;
}

type DiscoveryFacets = Pick<OfferSearchFacets, 'features' | 'groups' | 'modes' | 'voivodeships'>;

/** The discovery facets from their counts per code (searchSummary.ts): values with offers, most first, in the vocabulary's order on a tie. */
export function discoveryFacets(counts: DiscoveryCounts | null | undefined): DiscoveryFacets {
  const list = <T extends string>(found: Record<string, number> | undefined, codes: readonly T[], extra = 0) =>
    codes
      .map((value) => ({ value, count: Number(found?.[value] ?? 0) + extra }))
      .filter((item) => item.count > 0)
      .sort((a, b) => b.count - a.count || codes.indexOf(a.value) - codes.indexOf(b.value));
  return {
    features: list(counts?.features, ACCESSIBILITY_FEATURES),
    groups: list(counts?.groups, TARGET_GROUPS),
    modes: list(counts?.modes, SERVICE_MODES),
    voivodeships: list(counts?.voivodeships, VOIVODESHIPS, Number(counts?.voivodeships?.['*'] ?? 0)),
  };
}
