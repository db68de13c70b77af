import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VOIVODESHIPS, type Voivodeship } from '../../shared/discovery.js';
import type { Db } from '../db/index.js';
import { places } from '../db/schema.js';

// In shared/: the public app reads the same file for 'W pobliżu mnie'.
const DATA_FILE = path.join(import.meta.dirname, '..', '..', 'shared', 'places', 'places-pl.tsv');
const BATCH = 500;

type PlaceInput = typeof places.$inferInsert;

/** The shipped gazetteer (see shared/places/README.md): one place a line after the header. */
export function readPlacesFile(file = DATA_FILE): PlaceInput[] {
  const [, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [id, name, voivodeship, lat, lon, population] = line.split('\t');
    if (!VOIVODESHIPS.includes(voivodeship as Voivodeship)) throw new Error(`places-pl.tsv: ${line}`);
    return { id: Number(id), name, voivodeship, lat: Number(lat), lon: Number(lon), population: Number(population) };
  });
}

/** Fills the places table from the shipped file when it is empty; safe to run at every start. */
export async function ensurePlaces(db: Db): Promise<void> {
  const [present] = await db.select({ id: places.id }).from(places).limit(1);
  if (present) return;
  const rows = readPlacesFile();
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(places)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing({ target: places.id });
  }
}
