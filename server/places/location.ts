import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { offers, places, users, type PlaceRow } from '../db/schema.js';
import { geocodeCity } from './geocode.js';

/** The columns that place a row (an offer or an organisation) on the map; all null for an unknown city. */
export interface GeoValues {
  geo_lat: number | null;
  geo_lon: number | null;
  voivodeship: string | null;
}

/** A transaction or the database itself. */
type Executor = Pick<Db, 'select' | 'update'>;

export const geoOf = (place: PlaceRow | undefined): GeoValues => ({
  geo_lat: place?.lat ?? null,
  geo_lon: place?.lon ?? null,
  voivodeship: place?.voivodeship ?? null,
});

/** Where a city (with its postal code, when given) lies; nowhere when there is no city or it is not a known place. */
export async function geocodeAddress(db: Db, city: string | null | undefined, postalCode?: string | null) {
  return geoOf(city ? await geocodeCity(db, city, postalCode) : undefined);
}

/**
 * Where an offer is searched (its own address when it has one, else its organisation's:
 * docs/zasady-produktu.md#pola-i-nazwy-w-api): its own city, else its owner's.
 */
export async function offerGeo(db: Executor & Db, ownerId: string, city: string | undefined, postalCode?: string) {
  if (city) return geocodeAddress(db, city, postalCode);
  const [owner] = await db
    .select({ geo_lat: users.geo_lat, geo_lon: users.geo_lon, voivodeship: users.voivodeship })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return owner ?? geoOf(undefined);
}

/** After an organisation moved: its offers without an address of their own move with it. */
export async function moveOwnerOffers(db: Executor, ownerId: string, geo: GeoValues): Promise<void> {
  await db
    .update(offers)
    .set(geo)
    .where(and(eq(offers.owner_id, ownerId), isNull(offers.address_city)));
}

/** The most populous place of each name, for locating many rows at once by name. */
const placeByName = sql`(select distinct on (name_key) name_key, lat, lon, voivodeship from ${places} order by name_key, population desc)`;

/**
 * Locates every organisation and offer by its city name in bulk (demo data, benchmark seeding); offers without a
 * city take their owner's place. Saves through the API use the finer geocodeCity (postal code) instead.
 */
export async function locateAll(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`update ${users} u set geo_lat = p.lat, geo_lon = p.lon, voivodeship = p.voivodeship
    from ${placeByName} p where p.name_key = lower(f_unaccent(u.address_city))`);
  await db.execute(sql`update ${offers} o set geo_lat = p.lat, geo_lon = p.lon, voivodeship = p.voivodeship
    from ${placeByName} p where o.address_city is not null and p.name_key = o.city_key`);
  await db.execute(sql`update ${offers} o set geo_lat = u.geo_lat, geo_lon = u.geo_lon, voivodeship = u.voivodeship
    from ${users} u where o.address_city is null and u.id = o.owner_id`);
}
