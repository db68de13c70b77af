import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/users/passwords.js';
import { locateAll } from '../../server/places/location.js';
import { ACCESSIBILITY_FEATURES, TARGET_GROUPS } from '../../shared/discovery.js';
import { CERTIFICATE_REQUIREMENTS } from '../../shared/eligibility.js';
import { FUNDING_ROUTES } from '../../shared/eligibilityCodes.js';
import { AVAILABILITY_STATES } from '../../shared/offerAvailability.js';
import { CONFIRMATION_REMINDER_DAYS } from '../../shared/freshness.js';

/** Password of the benchmark's admin account (bench-admin@bench.test). */
export const BENCH_ADMIN_PASSWORD = 'Bench-Haslo-2026';
export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.test';

/** Signs the benchmark administrator in on a running server. */
export async function benchAdminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

const CITIES = [
  'Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Szczecin', 'Bydgoszcz', 'Lublin', 'Białystok',
  'Katowice', 'Gdynia', 'Częstochowa', 'Radom', 'Toruń', 'Sosnowiec', 'Rzeszów', 'Kielce', 'Gliwice', 'Olsztyn',
  'Zielona Góra', 'Opole', 'Elbląg', 'Płock', 'Tarnów', 'Koszalin', 'Kalisz', 'Legnica', 'Słupsk', 'Nowy Sącz',
];
const SUBJECTS = [
  'Wózek inwalidzki aktywny', 'Wózek elektryczny', 'Łóżko rehabilitacyjne', 'Podnośnik transportowy', 'Chodzik z siedziskiem',
  'Rehabilitacja domowa', 'Fizjoterapia neurologiczna', 'Terapia zajęciowa', 'Logopeda dla dorosłych', 'Hipoterapia',
  'Szkolenie z języka migowego', 'Kurs obsługi czytnika ekranu', 'Porada prawna – orzeczenie o niepełnosprawności',
  'Pomoc w uzyskaniu dofinansowania PFRON', 'Audyt dostępności strony WWW', 'Audyt architektoniczny budynku',
  'Licencja programu powiększającego', 'Tworzenie dostępnej strony internetowej', 'Asystent osobisty',
  'Transport osób z niepełnosprawnościami', 'Warsztaty integracyjne', 'Turnus rehabilitacyjny', 'Konsultacja psychologiczna',
  'Opieka wytchnieniowa', 'Pętla indukcyjna – montaż', 'Tłumacz PJM na wydarzenie', 'Sprzęt brajlowski', 'Protezy i ortezy',
];
const ADJECTIVES = ['bezpłatnie', 'z dojazdem', 'dla dzieci', 'dla seniorów', 'od zaraz', 'w weekendy', 'online', 'z kaucją', 'krótkoterminowo', 'długoterminowo'];
const WORDS = [
  'dostępność', 'wsparcie', 'opieka', 'rodzina', 'opiekun', 'samodzielność', 'sprzęt', 'ćwiczenia', 'spotkanie', 'porada',
  'świadczenie', 'zdrowie', 'praca', 'edukacja', 'mieszkanie', 'transport', 'komunikacja', 'wózek', 'słuch', 'wzrok',
];
const ORG_PREFIXES = ['Fundacja', 'Stowarzyszenie', 'Centrum', 'Spółdzielnia Socjalna', 'Pracownia', 'Ośrodek'];
const ORG_NAMES = ['Razem', 'Dostępni', 'Otwarte Drzwi', 'Krok Dalej', 'Bez Barier', 'Nadzieja', 'Promyk', 'Integracja', 'Sprawni', 'Żurawie'];

/**
 * A pseudo-random, repeatable draw for row `i`, independent for each salt: category, city, price type and status
 * vary independently, as they do in real data, so every filter combination has offers.
 */
const draw = (salt: number) => sql.raw(`(hashint4(i # ${salt * 0x15555555}) & 2147483647)`);

/** More independent draws: draw() runs out of int4 salts after 6. */
const drawMore = (salt: number) => sql.raw(`(hashint4(i # ${salt * 104_729}) & 2147483647)`);

/** Each code of `codes` with a chance of 1 in `odds`, drawn independently per row: realistic, overlapping lists. */
const someOf = (codes: readonly string[], salt: number, odds: number) =>
  sql.raw(
    `ARRAY(SELECT code FROM unnest(ARRAY[${codes.map((code) => `'${code}'`).join(', ')}]) WITH ORDINALITY AS t(code, k) ` +
      `WHERE (hashint4(i # (k::int * 7919 + ${salt})) & 2147483647) % ${odds} = 0)::text[]`,
  );

const textArray = (values: readonly string[]) => sql`${`{${values.map((value) => `"${value.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

/**
 * Bulk-inserts a realistic Polish data set in SQL (generate_series), not through the API:
 * one organisation per 20 offers, one plain user per 10 offers, one article per 50 offers.
 */
export async function seedBenchData(db: Db, offerCount: number): Promise<void> {
  const organisations = Math.max(10, Math.ceil(offerCount / 20));
  const plainUsers = Math.max(10, Math.ceil(offerCount / 10));
  const articles = Math.max(10, Math.ceil(offerCount / 50));
  const hash = await hashPassword(BENCH_ADMIN_PASSWORD);

  await db.execute(sql`
    INSERT INTO users (email, password_hash, role, full_name, email_confirmed_at)
    VALUES (${BENCH_ADMIN_EMAIL}, ${hash}, 'superadmin', 'Administrator Benchmarku', now())
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, role, full_name, organization_name, company_slug, is_verified, email_confirmed_at, created_at)
    SELECT 'org' || i || '@bench.test', ${hash}, CASE WHEN i % 3 = 0 THEN 'ngo' ELSE 'offeror' END,
      'Osoba Kontaktowa ' || i,
      (${textArray(ORG_PREFIXES)})[1 + i % ${ORG_PREFIXES.length}] || ' ' || (${textArray(ORG_NAMES)})[1 + (i / 7) % ${ORG_NAMES.length}] || ' ' || i,
      'organizacja-' || i, i % 4 <> 0, now(), now() - (i % 365) * interval '1 day'
    FROM generate_series(1, ${organisations}) AS i`);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, role, full_name, email_confirmed_at, created_at)
    SELECT 'uzytkownik' || i || '@bench.test', ${hash}, 'user', 'Użytkownik ' || i, now(), now() - (i % 365) * interval '1 day'
    FROM generate_series(1, ${plainUsers}) AS i`);

  await db.execute(sql`
    WITH owners AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role IN ('offeror', 'ngo')),
         cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories)
    INSERT INTO offers (owner_id, title, short_description, long_description, category_id, price_type, price, currency,
      address_city, address_country, contact_email, preferred_contact_method, status, is_promoted, expires_at, created_at, updated_at,
      accessibility_features, target_groups, service_modes, service_radius_km)
    SELECT owners.ids[1 + ${draw(1)} % array_length(owners.ids, 1)],
      (${textArray(SUBJECTS)})[1 + i % ${SUBJECTS.length}] || ' ' || (${textArray(ADJECTIVES)})[1 + (i / 3) % ${ADJECTIVES.length}],
      'Oferta nr ' || i || ': ' || (${textArray(WORDS)})[1 + i % ${WORDS.length}] || ' i ' || (${textArray(WORDS)})[1 + (i / 5) % ${WORDS.length}],
      'Szczegółowy opis oferty nr ' || i || '. Zapewniamy ' || (${textArray(WORDS)})[1 + (i / 11) % ${WORDS.length}]
        || ' oraz ' || (${textArray(WORDS)})[1 + (i / 13) % ${WORDS.length}] || ' dla osób z niepełnosprawnościami, ich rodzin i opiekunów.',
      cats.ids[1 + ${draw(2)} % array_length(cats.ids, 1)],
      (ARRAY['free', 'paid', 'deposit_required'])[1 + ${draw(3)} % 3],
      CASE WHEN ${draw(3)} % 3 = 1 THEN round((20 + (i % 480))::numeric, 2) ELSE NULL END,
      'PLN',
      (${textArray(CITIES)})[1 + ${draw(4)} % ${CITIES.length}],
      'Polska',
      'kontakt' || (i % 5000) || '@bench.test',
      (ARRAY['email', 'phone', 'sms'])[1 + i % 3],
      CASE WHEN ${draw(5)} % 10 < 7 THEN 'active' WHEN ${draw(5)} % 10 = 7 THEN 'pending_approval' WHEN ${draw(5)} % 10 = 8 THEN 'draft' ELSE 'inactive' END,
      i % 97 = 0,
      CASE WHEN i % 5 = 0 THEN now() + (i % 300) * interval '1 day' ELSE NULL END,
      now() - (i % 720) * interval '1 hour' - (i % 60) * interval '1 minute',
      now(),
      ${someOf(ACCESSIBILITY_FEATURES, 6, 3)},
      ${someOf(TARGET_GROUPS, 7, 4)},
      CASE WHEN ${drawMore(8)} % 100 < 12 THEN ARRAY['online'] WHEN ${drawMore(8)} % 100 < 20 THEN ARRAY['on_site', 'online']
        WHEN ${drawMore(8)} % 100 < 28 THEN ARRAY['at_home'] ELSE ARRAY['on_site'] END,
      10 + ${drawMore(9)} % 50
    FROM generate_series(1, ${offerCount}) AS i, owners, cats`);
  // Organisations sit in the same cities; offers are located by their city.
  await db.execute(sql`
    UPDATE users SET address_city = (${textArray(CITIES)})[1 + (hashint4(hashtext(email)) & 1023) % ${CITIES.length}]
    WHERE role IN ('offeror', 'ngo')`);
  await locateAll(db);
  await seedConditionsAndHours(db);

  await db.execute(sql`
    WITH authors AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role IN ('offeror', 'ngo'))
    INSERT INTO blog_posts (author_id, title, slug, content, excerpt, article_type_category_id, status, published_at, created_at, updated_at)
    SELECT authors.ids[1 + i % array_length(authors.ids, 1)],
      'Artykuł o ' || (${textArray(WORDS)})[1 + i % ${WORDS.length}] || ' nr ' || i,
      'artykul-' || i,
      '<p>Treść artykułu nr ' || i || ' o ' || (${textArray(WORDS)})[1 + i % ${WORDS.length}] || '.</p>',
      'Krótkie wprowadzenie do artykułu nr ' || i || '.',
      (ARRAY['article', 'scientific_article', 'column', 'research_reports', 'interviews', 'events', 'sponsored'])[1 + i % 7],
      CASE WHEN i % 5 = 0 THEN 'pending_approval' ELSE 'published' END,
      CASE WHEN i % 5 = 0 THEN NULL ELSE now() - i * interval '1 hour' END,
      now() - i * interval '1 hour', now()
    FROM generate_series(1, ${articles}) AS i, authors`);
}

/**
 * Who each offer is for, what it costs and when it is open, drawn per row like the rest: an age
 * range on one offer in three, an orzeczenie rule, funding routes, a room state (some of it older than the state's
 * freshness), a confirmation up to two years old (with its reminder sent on the day it fell due, as a live portal
 * did: else the server's first start would send hundreds of thousands of them during the measurement), and weekday hours (a late shift on one in five, Saturday mornings
 * on one in four) on three offers in four, written to the JSON and to the lanes `open_now` reads, as a save does (server/offers/hours.ts).
 */
export async function seedConditionsAndHours(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE offers SET
      min_age = CASE WHEN ${rowDraw(11)} % 3 = 0 THEN (ARRAY[0, 3, 7, 16, 18, 60])[1 + ${rowDraw(12)} % 6] END,
      max_age = CASE WHEN ${rowDraw(11)} % 3 = 0 THEN (ARRAY[6, 18, 26, 65, 99, 120])[1 + ${rowDraw(12)} % 6] END,
      certificate_required = (${textArray(CERTIFICATE_REQUIREMENTS)})[1 + ${rowDraw(13)} % ${CERTIFICATE_REQUIREMENTS.length}],
      funding_routes = ${someOfRow(FUNDING_ROUTES, 14, 4)},
      availability = CASE WHEN ${rowDraw(15)} % 5 = 0 THEN NULL
        ELSE (${textArray(AVAILABILITY_STATES)})[1 + ${rowDraw(16)} % ${AVAILABILITY_STATES.length}] END,
      availability_updated_at = now() - (${rowDraw(17)} % 90) * interval '1 day',
      next_available_date = CASE WHEN ${rowDraw(16)} % ${AVAILABILITY_STATES.length} = 1
        THEN current_date + (${rowDraw(18)} % 60)::int END,
      confirmed_at = now() - (${rowDraw(19)} % 540) * interval '1 day',
      reminded_for_confirmation_at = CASE WHEN ${rowDraw(19)} % 540 >= ${CONFIRMATION_REMINDER_DAYS}::int
        THEN now() - (${rowDraw(19)} % 540 - ${CONFIRMATION_REMINDER_DAYS}::int) * interval '1 day' END,
      opening_hours = CASE WHEN ${rowDraw(20)} % 4 <> 0 THEN jsonb_build_object(
        'weekly', (SELECT jsonb_agg(jsonb_build_object('day', d, 'opens', '08:00',
            'closes', CASE WHEN ${rowDraw(21)} % 5 = 0 THEN '20:00' ELSE '16:00' END)) FROM generate_series(1, 5) d)
          || CASE WHEN ${rowDraw(22)} % 4 = 0 THEN '[{"day": 6, "opens": "09:00", "closes": "13:00"}]'::jsonb ELSE '[]'::jsonb END,
        'exceptions', '[]'::jsonb) END`);
  await db.execute(sql`
    UPDATE offers o SET weekly_lanes = (
      SELECT range_agg(int4range(((r->>'day')::int - 1) * 2880 + ${minutes(sql`r->>'opens'`)}, ((r->>'day')::int - 1) * 2880 + ${minutes(sql`r->>'closes'`)}))
      FROM jsonb_array_elements(o.opening_hours->'weekly') r)
    WHERE o.opening_hours IS NOT NULL`);
}

/** A draw per existing row, keyed by its id (the rows are already written). */
const rowDraw = (salt: number) => sql.raw(`(hashint4(hashtext(id::text) # ${salt * 104_729}) & 2147483647)`);

/** Like someOf, for existing rows. */
const someOfRow = (codes: readonly string[], salt: number, odds: number) =>
  sql.raw(
    `ARRAY(SELECT code FROM unnest(ARRAY[${codes.map((code) => `'${code}'`).join(', ')}]) WITH ORDINALITY AS t(code, k) ` +
      `WHERE (hashint4(hashtext(id::text) # (k::int * 7919 + ${salt})) & 2147483647) % ${odds} = 0)::text[]`,
  );

/** 'HH:MM' as minutes of the day, as shared/openingHours.ts rangeMinutes counts them (these ranges end the same day). */
const minutes = (time: SQL) => sql`(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
