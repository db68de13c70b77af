import { asc, desc, eq, like, sql } from 'drizzle-orm';
import { VOIVODESHIP_LABELS, type Voivodeship } from '../../shared/discovery.js';
import type { Locality } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { places, type PlaceRow } from '../db/schema.js';
import { foldedLikePattern } from '../http/list.js';

/**
 * The first digit of a Polish postal code names a postal region, which covers one or two voivodeships. Between
 * places of the same name it picks the right one (there are two Olsztyns, a dozen Nowa Wieś).
 */
const POSTAL_REGIONS: Record<string, Voivodeship[]> = {
  '0': ['mazowieckie'],
  '1': ['podlaskie', 'warminsko-mazurskie'],
  '2': ['lubelskie', 'swietokrzyskie', 'mazowieckie'],
  '3': ['malopolskie', 'podkarpackie'],
  '4': ['slaskie', 'opolskie'],
  '5': ['dolnoslaskie'],
  '6': ['wielkopolskie', 'lubuskie'],
  '7': ['zachodniopomorskie', 'lubuskie'],
  '8': ['pomorskie', 'kujawsko-pomorskie', 'warminsko-mazurskie'],
  '9': ['lodzkie', 'kujawsko-pomorskie'],
};

const folded = (text: string) => sql`lower(f_unaccent(${text}::text))`;

export function toLocality(row: PlaceRow): Locality {
  const voivodeship = row.voivodeship as Voivodeship;
  return {
    name: row.name,
    voivodeship,
    voivodeship_name: VOIVODESHIP_LABELS[voivodeship],
    population: row.population,
    lat: row.lat,
    lon: row.lon,
  };
}

/** Places whose name starts with `prefix` (accent- and case-insensitive), most populous first. */
export async function findLocalities(db: Db, prefix: string, limit: number): Promise<Locality[]> {
  const pattern = foldedLikePattern(prefix, 'prefix');
  const rows = await db
    .select()
    .from(places)
    .where(like(places.name_key, pattern))
    .orderBy(desc(places.population), asc(places.name))
    .limit(limit);
  return rows.map(toLocality);
}

/**
 * The place a city name means: the same name (accent- and case-insensitive), in the postal code's region when
 * one is given, else the most populous of that name. Undefined when the name is not in the gazetteer.
 */
export async function geocodeCity(db: Db, city: string, postalCode?: string | null): Promise<PlaceRow | undefined> {
  const rows = await db
    .select()
    .from(places)
    .where(eq(places.name_key, folded(city.trim())))
    .orderBy(desc(places.population));
  const region = postalCode ? POSTAL_REGIONS[postalCode.trim()[0]] : undefined;
  return rows.find((row) => region?.includes(row.voivodeship as Voivodeship)) ?? rows[0];
}

/** Close names for a place the gazetteer does not know: similar spelling (trigrams), else the same beginning. */
export async function suggestPlaces(db: Db, name: string, limit = 5): Promise<string[]> {
  const similarity = sql`similarity(${places.name_key}, ${folded(name)})`;
  const similar = await db
    .select({ name: places.name })
    .from(places)
    .where(sql`${similarity} > 0.3`)
    .orderBy(desc(similarity), desc(places.population))
    .limit(limit);
  const prefix = [...name.trim()].slice(0, 3).join('');
  const names = similar.length || !prefix ? similar : await findLocalities(db, prefix, limit);
  return [...new Set(names.map((place) => place.name))];
}
