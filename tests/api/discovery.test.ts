import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import type { Locality, Offer, OfferSearchResult, User } from '../../shared/types.js';
import { categoryId, multipart } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Accessibility, target groups, service modes, organisation profiles, places and distance. */
let ctx: TestContext;
let lodzOrg: TestUser;
let krakowOrg: TestUser;
const ids: Record<string, string> = {};

async function saveOffer(owner: TestUser, key: string, fields: Record<string, unknown>): Promise<Offer> {
  const response = await ctx.call('POST', '/api/offers/', {
    token: owner.token,
    json: {
      title: `Oferta ${key}`,
      short_description: 'Krótki opis oferty do testów wyszukiwania.',
      long_description: 'Długi opis oferty do testów wyszukiwania według dostępności, grupy i odległości.',
      category_id: await categoryId(ctx, 'wydarzenia'),
      contact_email: 'kontakt@example.pl',
      status: 'draft',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const offer = response.json<Offer>();
  ids[key] = offer.id;
  return offer;
}

async function search(query: string): Promise<OfferSearchResult> {
  const response = await ctx.call('GET', `/api/v1/offers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferSearchResult>();
}

const titles = (result: OfferSearchResult) => result.items.map((offer) => offer.title).sort();
const named = (...keys: string[]) => keys.map((key) => `Oferta ${key}`).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  lodzOrg = await createUser(ctx, 'ngo', { organization_name: 'Stowarzyszenie Łódź', company_slug: 'stow-lodz' });
  krakowOrg = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Kraków', company_slug: 'fund-krakow' });
  const profile = await ctx.call('PUT', '/api/v1/users/profile', {
    token: lodzOrg.token,
    json: {
      full_name: 'Anna Nowak',
      organization_name: 'Stowarzyszenie Łódź',
      description: 'Pomagamy osobom głuchym w Łodzi.',
      address_street: 'ul. Piotrkowska 1',
      address_city: 'lodz',
      address_postal_code: '90-001',
      phone: '+48 42 000 00 00',
      website: 'https://stow-lodz.example.pl',
      accessibility_features: ['wheelchair_access', 'induction_loop'],
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);

  await saveOffer(lodzOrg, 'piknik', {
    title: 'Oferta piknik',
    long_description: 'Piknik integracyjny z tłumaczem PJM na scenie, dostępny dla osób na wózkach, w centrum Łodzi.',
    address_city: 'Łódź',
    accessibility_features: ['sign_language', 'wheelchair_access'],
    target_groups: ['hearing'],
    service_modes: ['on_site'],
  });
  await saveOffer(krakowOrg, 'online', {
    address_city: 'Kraków',
    category_id: await categoryId(ctx, 'porady-prawne'),
    accessibility_features: ['easy_read'],
    target_groups: ['carers'],
    service_modes: ['online'],
  });
  await saveOffer(krakowOrg, 'dom', {
    address_city: 'Kraków',
    target_groups: ['mobility'],
    service_modes: ['at_home'],
    service_radius_km: 40,
  });
  await saveOffer(krakowOrg, 'krakow', {
    address_city: 'Kraków',
    accessibility_features: ['sign_language'],
    target_groups: ['hearing'],
  });
  await saveOffer(lodzOrg, 'siedziba', {
    accessibility_features: ['quiet_space'],
    target_groups: ['autism'],
  });
  await saveOffer(lodzOrg, 'zgierz', {
    address_city: 'Zgierz',
    accessibility_features: ['wheelchair_access'],
    target_groups: ['mobility'],
  });
  await ctx.db
    .update(offers)
    .set({ status: 'active' })
    .where(inArray(offers.id, Object.values(ids)));
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/v1/localities', () => {
  it('finds places by the beginning of their name, accent-insensitive, most populous first', async () => {
    for (const q of ['łód', 'LOD', 'Lódz']) {
      const response = await ctx.call('GET', `/api/v1/localities?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      const [first] = response.json<Locality[]>();
      expect(first).toMatchObject({ name: 'Łódź', voivodeship: 'lodzkie', voivodeship_name: 'łódzkie' });
    }
    const zg = (await ctx.call('GET', '/api/v1/localities?q=zgie&limit=3')).json<Locality[]>();
    expect(zg[0].name).toBe('Zgierz');
    expect(zg.length).toBeLessThanOrEqual(3);
    const populations = zg.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('knows the capital by its Polish name and refuses an empty query in Polish', async () => {
    const [warszawa] = (await ctx.call('GET', '/api/v1/localities?q=warsz')).json<Locality[]>();
    expect(warszawa).toMatchObject({ name: 'Warszawa', voivodeship: 'mazowieckie' });
    const empty = await ctx.call('GET', '/api/v1/localities?q=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('Wpisz co najmniej jedną literę');
  });
});

describe('offers and profiles carry the lists and their place', () => {
  it('answers the three lists, geocodes the city and derives the voivodeship', async () => {
    const offer = (await ctx.call('GET', `/api/v1/offers/${ids.piknik}`)).json<Offer>();
    expect(offer.accessibility_features).toEqual(['sign_language', 'wheelchair_access']);
    expect(offer.target_groups).toEqual(['hearing']);
    expect(offer.service_modes).toEqual(['on_site']);
    expect(offer.service_radius_km).toBe(30);
    expect(offer.location).toMatchObject({ city: 'Łódź', voivodeship: 'lodzkie', from_organisation: false });
    expect(offer.location?.lat).toBeCloseTo(51.77, 1);
  });

  it('locates and shows an offer without an address at its organisation', async () => {
    const offer = (await ctx.call('GET', `/api/v1/offers/${ids.siedziba}`)).json<Offer>();
    expect(offer.address_city).toBeNull();
    expect(offer.service_modes).toEqual(['on_site']);
    expect(offer.location).toMatchObject({
      street: 'ul. Piotrkowska 1',
      city: 'lodz',
      voivodeship: 'lodzkie',
      from_organisation: true,
    });
    expect(titles(await search('near=Zgierz'))).toContain('Oferta siedziba');
  });

  it('shows the organisation profile on its public page', async () => {
    const response = await ctx.call('GET', '/api/v1/profiles/stow-lodz');
    expect(response.json()).toMatchObject({
      description: 'Pomagamy osobom głuchym w Łodzi.',
      address_city: 'lodz',
      phone: '+48 42 000 00 00',
      website: 'https://stow-lodz.example.pl',
      accessibility_features: ['wheelchair_access', 'induction_loop'],
      voivodeship: 'lodzkie',
    });
  });

  it('accepts repeated multipart fields from the form', async () => {
    const form = await multipart({
      title: 'Oferta multipart',
      short_description: 'Krótki opis oferty z formularza.',
      description: 'Długi opis oferty wysłanej formularzem z polami wyboru dostępności i grup odbiorców.',
      category_id: await categoryId(ctx, 'wydarzenia'),
      contact_email: 'kontakt@example.pl',
      offer_specific_address_city: 'Zgierz',
      accessibility_features: ['captions', 'braille'],
      target_groups: ['visual'],
      service_modes: ['on_site', 'online'],
    });
    const response = await ctx.call('POST', '/api/offers/', { token: lodzOrg.token, ...form });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Offer>()).toMatchObject({
      accessibility_features: ['captions', 'braille'],
      target_groups: ['visual'],
      service_modes: ['on_site', 'online'],
      location: { city: 'Zgierz', voivodeship: 'lodzkie' },
    });
  });

  it('refuses unknown codes and an empty list of modes with a Polish 422, writing nothing', async () => {
    const before = await ctx.db.select({ id: offers.id }).from(offers);
    for (const [fields, detail] of [
      [{ accessibility_features: ['teleport'] }, 'Nieznana cecha dostępności'],
      [{ target_groups: ['aliens'] }, 'Nieznana grupa odbiorców'],
      [{ service_modes: ['by_post'] }, 'Nieznany sposób realizacji'],
      [{ service_modes: [] }, 'Wybierz co najmniej jeden sposób realizacji.'],
      [
        { service_modes: ['at_home'], service_radius_km: 900 },
        'Zasięg dojazdu musi być liczbą całkowitą od 1 do 200 km.',
      ],
    ] as const) {
      const response = await ctx.call('POST', '/api/offers/', {
        token: lodzOrg.token,
        json: {
          title: 'Oferta błędna',
          short_description: 'Krótki opis oferty błędnej.',
          long_description: 'Długi opis oferty, która nie powinna zostać zapisana przez serwer portalu.',
          category_id: await categoryId(ctx, 'wydarzenia'),
          contact_email: 'kontakt@example.pl',
          ...fields,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain(detail);
    }
    expect(await ctx.db.select({ id: offers.id }).from(offers)).toHaveLength(before.length);
  });

  it('refuses a bad profile field in Polish and keeps the profile', async () => {
    const response = await ctx.call('PUT', '/api/v1/users/profile', {
      token: lodzOrg.token,
      json: { full_name: 'Anna Nowak', website: 'ftp://stow-lodz', accessibility_features: ['teleport'] },
    });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['accessibility_features', 'website']);
    const me = (await ctx.call('GET', '/api/v1/users/profile', { token: lodzOrg.token })).json<User>();
    expect(me.website).toBe('https://stow-lodz.example.pl');
  });
});

describe('GET /api/v1/offers with the discovery filters', () => {
  it('features: every one must hold', async () => {
    expect(titles(await search('features=sign_language'))).toEqual(named('piknik', 'krakow'));
    expect(titles(await search('features=sign_language,wheelchair_access'))).toEqual(named('piknik'));
  });

  it('groups: any may hold', async () => {
    expect(titles(await search('groups=hearing,autism'))).toEqual(named('piknik', 'krakow', 'siedziba'));
  });

  it('mode: one of the three', async () => {
    expect(titles(await search('mode=online'))).toEqual(named('online'));
    expect(titles(await search('mode=at_home'))).toEqual(named('dom'));
  });

  it('voivodeship: offers there and every online offer', async () => {
    expect(titles(await search('voivodeship=lodzkie'))).toEqual(named('piknik', 'siedziba', 'zgierz', 'online'));
    expect(titles(await search('voivodeship=malopolskie'))).toEqual(named('online', 'dom', 'krakow'));
  });

  it('near Zgierz within 25 km finds Łódź, not Kraków; online offers everywhere', async () => {
    const result = await search('near=Zgierz');
    expect(titles(result)).toEqual(named('piknik', 'siedziba', 'zgierz', 'online'));
    expect(result.near).toEqual({ name: 'Zgierz', voivodeship: 'lodzkie', radius_km: 25 });
    const fromKrakow = await search('near=krakow&radius_km=25');
    expect(titles(fromKrakow)).toEqual(named('online', 'dom', 'krakow'));
    expect(titles(fromKrakow)).not.toContain('Oferta piknik');
  });

  it('at_home offers are found when the visitor lives within the distance the offeror travels', async () => {
    // Wieliczka is ~13 km from Kraków: beyond a 5 km radius, within the 40 km the physiotherapist travels.
    expect(titles(await search('near=Wieliczka&radius_km=5'))).toEqual(named('online', 'dom'));
    expect(titles(await search('near=Tarnów&radius_km=5'))).toEqual(named('online'));
  });

  it('sort=distance: nearest first, online-only offers last with no distance', async () => {
    const result = await search('near=Zgierz&sort=distance');
    const order = result.items.map((offer) => offer.title);
    expect(order[0]).toBe('Oferta zgierz');
    expect(order.slice(1, 3).sort()).toEqual(named('piknik', 'siedziba'));
    expect(order[3]).toBe('Oferta online');
    const distances = result.items.map((offer) => offer.distance_km);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(5);
    expect(distances[2]).toBeGreaterThanOrEqual(distances[1]!);
    expect(distances[2]).toBeLessThan(15);
    expect(distances[3]).toBeNull();
  });

  it('combines with text, category and paging', async () => {
    expect(titles(await search('q=tłumaczem&features=sign_language&near=Zgierz'))).toEqual(named('piknik'));
    expect(titles(await search('category=wydarzenia&groups=hearing&voivodeship=malopolskie'))).toEqual(named('krakow'));
    const page2 = await search('groups=hearing,mobility,autism&per_page=2&page=2&sort=newest');
    // piknik and krakow (hearing), dom and zgierz (mobility), siedziba (autism).
    expect(page2.total).toBe(5);
    expect(page2.items).toHaveLength(2);
  });

  it('counts the new facets the disjunctive way', async () => {
    const { facets } = await search('features=sign_language&groups=hearing');
    const count = <T extends { value: string; count: number }>(list: T[], value: string) =>
      list.find((item) => item.value === value)?.count ?? 0;
    // Features are counted without the chosen feature, under the chosen group: piknik and krakow are for hearing.
    expect(count(facets.features, 'wheelchair_access')).toBe(1);
    expect(count(facets.features, 'sign_language')).toBe(2);
    // Groups are counted without the chosen group, under the chosen feature.
    expect(count(facets.groups, 'hearing')).toBe(2);
    expect(facets.modes).toEqual([{ value: 'on_site', count: 2 }]);
    expect(facets.voivodeships).toEqual(
      expect.arrayContaining([
        { value: 'lodzkie', count: 1 },
        { value: 'malopolskie', count: 1 },
      ]),
    );
  });

  it('answers 400 with a Polish detail for unknown codes, places and bad combinations', async () => {
    const cases: [string, string][] = [
      ['features=teleport', 'Nieznana cecha dostępności'],
      ['groups=aliens', 'Nieznana grupa odbiorców'],
      ['mode=by_post', 'Nieznany sposób realizacji'],
      ['voivodeship=bawaria', 'Nieznane województwo'],
      ['near=Zgierz&radius_km=0', 'Promień wyszukiwania musi być liczbą całkowitą od 1 do 500 km.'],
      ['near=Zgierz&radius_km=501', 'Promień wyszukiwania'],
      ['sort=distance', 'Sortowanie według odległości wymaga podania miejscowości'],
      ['near=Zgiersz', 'Nie znamy miejscowości „Zgiersz”. Czy chodziło o: '],
    ];
    for (const [query, detail] of cases) {
      const response = await ctx.call('GET', `/api/v1/offers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toContain(detail);
    }
    const unknown = await ctx.call('GET', `/api/v1/offers?near=${encodeURIComponent('Zgiersz')}`);
    expect(unknown.json().detail).toContain('Zgierz');
  });

  it('moves the offers without an address when the organisation moves', async () => {
    const moved = await ctx.call('PUT', '/api/v1/users/profile', {
      token: lodzOrg.token,
      json: { full_name: 'Anna Nowak', address_city: 'Kraków', address_postal_code: '30-001' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<User>().voivodeship).toBe('malopolskie');
    expect(titles(await search('near=Kraków'))).toContain('Oferta siedziba');
    expect(titles(await search('near=Zgierz'))).not.toContain('Oferta siedziba');
    const [piknik] = await ctx.db.select().from(offers).where(eq(offers.id, ids.piknik));
    expect(piknik.voivodeship).toBe('lodzkie');
  });
});
