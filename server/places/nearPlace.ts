import { desc, eq, sql } from 'drizzle-orm';
import type { Voivodeship } from '../../shared/discovery.js';
import { DISCOVERY_MESSAGES } from '../../shared/messages.js';
import type { Db } from '../db/index.js';
import { places } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { NearPoint } from '../offers/discoveryFilters.js';
import type { RunStatement } from '../offers/search.js';
import { suggestPlaces } from './geocode.js';

/**
 * The place a `near` search measures from: the most populous place of that name. An unknown name is the
 * visitor's mistake: a 400 whose detail suggests close names.
 */
export async function resolveNear(db: Db, name: string, run: RunStatement): Promise<NearPoint> {
  const [place] = await run(
    db
      .select({ name: places.name, voivodeship: places.voivodeship, lat: places.lat, lon: places.lon })
      .from(places)
      .where(eq(places.name_key, sql`lower(f_unaccent(${name}::text))`))
      .orderBy(desc(places.population))
      .limit(1),
  );
  if (!place) throw new HttpError(400, DISCOVERY_MESSAGES.unknownPlace(name, await suggestPlaces(db, name)));
  return { ...place, voivodeship: place.voivodeship as Voivodeship };
}
