import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import type { OfferSearchResult } from '../../shared/types.js';
import { geocodeAddress } from '../../server/places/location.js';
import { categoryId, daysFromNow, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let fundacja: TestUser;

/** Five public offers and five that must never be found; titles are what the assertions compare. */
beforeAll(async () => {
  ctx = await createTestContext();
  fundacja = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Sprawni Razem',
    company_slug: 'fundacja-sprawni-razem',
    is_verified: true,
  });
  const stowarzyszenie = await createUser(ctx, 'ngo', {
    organization_name: 'Stowarzyszenie Dostępna Łódź',
    company_slug: 'stowarzyszenie-dostepna-lodz',
  });
  const banned = await createUser(ctx, 'offeror', { organization_name: 'Zablokowana Firma' });
  // Each offer is filed under its category and located by its city, as a save through the API locates it.
  const category = async (slug: string) => ({ category_id: await categoryId(ctx, slug) });
  const located = (city: string) => geocodeAddress(ctx.db, city);

  await insertOffer(ctx, fundacja.id, {
    title: 'Wózek inwalidzki do wypożyczenia',
    short_description: 'Lekki wózek aktywny.',
    long_description: 'Wypożyczamy wózki na dni i tygodnie, z dowozem do domu klienta.',
    address_city: 'Łódź',
    ...(await located('Łódź')),
    ...(await category('wypozyczalnia-sprzetu')),
    price_type: 'free',
    created_at: daysFromNow(-5),
  });
  await insertOffer(ctx, stowarzyszenie.id, {
    title: 'Rehabilitacja domowa',
    short_description: 'Fizjoterapeuta z dojazdem.',
    long_description: 'Pomoc w przesiadaniu na wózek i nauka samodzielności w domu pacjenta.',
    address_city: 'Warszawa',
    ...(await located('Warszawa')),
    ...(await category('rehabilitacja')),
    price_type: 'paid',
    price: 150,
    created_at: daysFromNow(-4),
  });
  await insertOffer(ctx, fundacja.id, {
    title: 'Sprzedaż wózków elektrycznych',
    short_description: 'Nowe i używane modele.',
    long_description: 'Serwis i gwarancja, dostawa na terenie całego kraju w ciągu tygodnia.',
    address_city: 'Kraków',
    ...(await located('Kraków')),
    ...(await category('sprzedaz-sprzetu')),
    price_type: 'paid',
    price: 3000,
    created_at: daysFromNow(-3),
  });
  await insertOffer(ctx, stowarzyszenie.id, {
    title: 'Audyt dostępności budynku',
    short_description: 'Audyt zgodny z ustawą.',
    long_description: 'Sprawdzimy wejścia, windy i toalety oraz przygotujemy raport z zaleceniami.',
    address_city: 'Łódź',
    ...(await located('Łódź')),
    ...(await category('audyty-dostepnosci')),
    price_type: 'deposit_required',
    price: 50,
    is_promoted: true,
    created_at: daysFromNow(-10),
  });
  await insertOffer(ctx, fundacja.id, {
    title: 'Transport osób z niepełnosprawnościami',
    short_description: 'Bus z rampą dla wózków.',
    long_description: 'Przewozy na wizyty lekarskie, zajęcia i wydarzenia kulturalne w Trójmieście.',
    address_city: 'Gdańsk',
    ...(await located('Gdańsk')),
    ...(await category('uslugi-zdrowotne')),
    price_type: 'free',
    expires_at: daysFromNow(30),
    created_at: daysFromNow(-1),
  });

  const hidden = { address_city: 'Łódź', ...(await category('wypozyczalnia-sprzetu')), is_promoted: true };
  await insertOffer(ctx, fundacja.id, {
    ...hidden,
    title: 'Wózek po terminie',
    status: 'active',
    expires_at: daysFromNow(-1),
  });
  await insertOffer(ctx, fundacja.id, { ...hidden, title: 'Wózek szkic', status: 'draft' });
  await insertOffer(ctx, fundacja.id, { ...hidden, title: 'Wózek oczekujący', status: 'pending_approval' });
  await insertOffer(ctx, fundacja.id, { ...hidden, title: 'Wózek wygasły', status: 'expired' });
  await insertOffer(ctx, banned.id, { ...hidden, title: 'Wózek zablokowanego konta', status: 'active' });
  await ctx.db
    .update(users)
    .set({ banned_until: daysFromNow(36_500) })
    .where(eq(users.id, banned.id));
});
afterAll(() => ctx.close());

async function search(query: string): Promise<OfferSearchResult> {
  const response = await ctx.call('GET', `/api/v1/offers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferSearchResult>();
}

const titles = (result: OfferSearchResult) => result.items.map((offer) => offer.title);

describe('GET /api/v1/offers: text', () => {
  it.each(['wozek', 'WÓZEK', 'Wózek', 'wozek!'])('%s finds every form of the word, title matches first', async (q) => {
    const result = await search(`?q=${encodeURIComponent(q)}`);
    // 'wózek' in a title, 'wózków' in a title, then 'na wózek' and 'dla wózków' in descriptions.
    expect(titles(result).slice(0, 2)).toEqual(['Wózek inwalidzki do wypożyczenia', 'Sprzedaż wózków elektrycznych']);
    expect(titles(result).slice(2).sort()).toEqual(['Rehabilitacja domowa', 'Transport osób z niepełnosprawnościami']);
    expect(result.total).toBe(4);
  });

  it.each(['LODZ', 'łódź', 'Lodz', 'w Łodzi'])('%s is understood as the place: the offers in Łódź', async (q) => {
    const result = await search(`?q=${encodeURIComponent(q)}`);
    expect(titles(result).sort()).toEqual(['Audyt dostępności budynku', 'Wózek inwalidzki do wypożyczenia']);
    expect(result.understood_place).toEqual({ name: 'Łódź', voivodeship: 'lodzkie', radius_km: 25 });
    expect(result.near).toBeNull();
  });

  it('with everywhere=1 a town in the query is a word: offers filed under that city', async () => {
    const result = await search(`?q=lodz&everywhere=1`);
    expect(titles(result).sort()).toEqual(['Audyt dostępności budynku', 'Wózek inwalidzki do wypożyczenia']);
    expect(result.understood_place).toBeNull();
  });

  it('matches words by their beginning', async () => {
    const result = await search(`?q=${encodeURIComponent('wóz')}`);
    expect(titles(result).sort()).toEqual([
      'Rehabilitacja domowa',
      'Sprzedaż wózków elektrycznych',
      'Transport osób z niepełnosprawnościami',
      'Wózek inwalidzki do wypożyczenia',
    ]);
  });

  it('finds a part of a word inside a title', async () => {
    expect(titles(await search(`?q=${encodeURIComponent('ózk')}`))).toEqual(['Sprzedaż wózków elektrycznych']);
  });

  it('searches the other words near the town the query names', async () => {
    const result = await search('?q=wozek+lodz');
    expect(titles(result)).toEqual(['Wózek inwalidzki do wypożyczenia']);
    expect(result.understood_place?.name).toBe('Łódź');
  });

  it('treats operators and quotes as plain text', async () => {
    for (const q of ["wozek & !lodz | '", "'; drop table offers; --", '%', '_', '\\', ':*']) {
      const response = await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await search(`?q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it("shows the organisation but never the owner's login e-mail", async () => {
    const [offer] = (await search('?q=wozek')).items;
    expect(offer.profile).toEqual({
      organization_name: 'Fundacja Sprawni Razem',
      company_slug: 'fundacja-sprawni-razem',
      is_verified: true,
      // Verified by an admin's toggle before any number was recorded: the mark has nothing more to name.
      verification: { register: null, number: null, verified_at: null },
    });
    expect(JSON.stringify(offer)).not.toContain(fundacja.email);
    expect(offer.contact_email).toBe('kontakt@example.pl');
  });

  it('lists offers as cards: the short description, not the long one the offer page shows', async () => {
    const [offer] = (await search('?q=wozek')).items;
    expect(offer.short_description).toBe('Lekki wózek aktywny.');
    expect(offer).not.toHaveProperty('long_description');
  });
});

describe('GET /api/v1/offers: filters, order and pages', () => {
  it('lists only public offers, promoted first, newest next', async () => {
    const result = await search('');
    expect(titles(result)).toEqual([
      'Audyt dostępności budynku',
      'Transport osób z niepełnosprawnościami',
      'Sprzedaż wózków elektrycznych',
      'Rehabilitacja domowa',
      'Wózek inwalidzki do wypożyczenia',
    ]);
    expect(result).toMatchObject({ total: 5, page: 1, per_page: 12 });
  });

  it.each(['lodz', 'ŁÓDŹ', 'Łódź'])('filters by the city %s', async (city) => {
    expect(titles(await search(`?city=${encodeURIComponent(city)}`))).toEqual([
      'Audyt dostępności budynku',
      'Wózek inwalidzki do wypożyczenia',
    ]);
  });

  it('filters by category slug and price type', async () => {
    expect(titles(await search('?category=rehabilitacja'))).toEqual(['Rehabilitacja domowa']);
    expect(titles(await search('?price_type=paid'))).toEqual(['Sprzedaż wózków elektrycznych', 'Rehabilitacja domowa']);
    expect((await search('?category=nie-ma-takiej')).total).toBe(0);
  });

  it('sorts by price both ways, free offers counting as 0, promoted still first', async () => {
    expect(titles(await search('?sort=price_asc'))).toEqual([
      'Audyt dostępności budynku',
      'Transport osób z niepełnosprawnościami',
      'Wózek inwalidzki do wypożyczenia',
      'Rehabilitacja domowa',
      'Sprzedaż wózków elektrycznych',
    ]);
    expect(titles(await search('?sort=price_desc'))).toEqual([
      'Audyt dostępności budynku',
      'Sprzedaż wózków elektrycznych',
      'Rehabilitacja domowa',
      'Transport osób z niepełnosprawnościami',
      'Wózek inwalidzki do wypożyczenia',
    ]);
  });

  it('sorts a text search by date when asked', async () => {
    expect(titles(await search('?q=wozek&sort=newest'))).toEqual([
      'Transport osób z niepełnosprawnościami',
      'Sprzedaż wózków elektrycznych',
      'Rehabilitacja domowa',
      'Wózek inwalidzki do wypożyczenia',
    ]);
  });

  it('pages with a 1-based page number and keeps the total', async () => {
    const second = await search('?per_page=2&page=2');
    expect(titles(second)).toEqual(['Sprzedaż wózków elektrycznych', 'Rehabilitacja domowa']);
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(titles(await search('?per_page=2&page=3'))).toEqual(['Wózek inwalidzki do wypożyczenia']);
    expect(titles(await search('?per_page=2&page=4'))).toEqual([]);
  });

  it('combines text with filters, a price order and pages', async () => {
    // 'wóz' matches four offers; two of them are paid.
    expect(titles(await search(`?q=${encodeURIComponent('wóz')}&price_type=paid&sort=price_desc`))).toEqual([
      'Sprzedaż wózków elektrycznych',
      'Rehabilitacja domowa',
    ]);
    const second = await search(`?q=${encodeURIComponent('wóz')}&sort=price_asc&per_page=2&page=2`);
    expect(titles(second)).toEqual(['Rehabilitacja domowa', 'Sprzedaż wózków elektrycznych']);
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 2 });
    const pastTheEnd = await search(`?q=${encodeURIComponent('wóz')}&per_page=2&page=3`);
    expect(pastTheEnd).toMatchObject({ items: [], total: 4 });
    expect(await search('?q=nieznaneslowo')).toMatchObject({
      items: [],
      total: 0,
      facets: { categories: [], price_types: [], cities: [] },
    });
  });

  it('ignores unknown parameters and empty values', async () => {
    expect((await search('?foo=bar&category=&price_type=&page=')).total).toBe(5);
  });

  it.each([
    ['?per_page=51', 'Na stronie można wyświetlić od 1 do 50 wyników.'],
    ['?per_page=0', 'Na stronie można wyświetlić od 1 do 50 wyników.'],
    ['?page=0', 'Numer strony musi być liczbą całkowitą większą od zera.'],
    ['?page=abc', 'Numer strony musi być liczbą całkowitą większą od zera.'],
    ['?page=1.5', 'Numer strony musi być liczbą całkowitą większą od zera.'],
    ['?sort=cheapest', 'Nieprawidłowe sortowanie (dozwolone: relevance, newest, price_asc, price_desc).'],
    ['?price_type=gratis', 'Nieprawidłowy typ odpłatności.'],
    [`?q=${'a'.repeat(201)}`, 'Wyszukiwany tekst jest zbyt długi (najwyżej 200 znaków).'],
    ['?q=a&q=b', 'Nieprawidłowe parametry zapytania.'],
  ])('answers %s with 400 and a Polish detail', async (query, detail) => {
    const response = await ctx.call('GET', `/api/v1/offers${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });
});

describe('GET /api/v1/offers: facets', () => {
  it('counts categories, price types and cities of the public offers', async () => {
    const { facets } = await search('');
    expect(facets.price_types).toEqual([
      { value: 'free', count: 2 },
      { value: 'paid', count: 2 },
      { value: 'deposit_required', count: 1 },
    ]);
    expect(facets.cities).toEqual([
      { name: 'Łódź', count: 2 },
      { name: 'Gdańsk', count: 1 },
      { name: 'Kraków', count: 1 },
      { name: 'Warszawa', count: 1 },
    ]);
    expect(facets.categories).toHaveLength(5);
    expect(facets.categories).toContainEqual({ slug: 'rehabilitacja', name: 'Rehabilitacja', count: 1 });
  });

  it("counts over the query text and the other filters, but not the facet's own filter", async () => {
    const { facets, total } = await search('?city=lodz');
    expect(total).toBe(2);
    expect(facets.cities).toHaveLength(4);
    expect(facets.price_types).toEqual([
      { value: 'deposit_required', count: 1 },
      { value: 'free', count: 1 },
    ]);
    const textInLodz = await search('?q=wozek&city=lodz');
    expect(titles(textInLodz)).toEqual(['Wózek inwalidzki do wypożyczenia']);
    expect(textInLodz.total).toBe(1);
    expect(textInLodz.facets.cities).toEqual([
      { name: 'Gdańsk', count: 1 },
      { name: 'Kraków', count: 1 },
      { name: 'Łódź', count: 1 },
      { name: 'Warszawa', count: 1 },
    ]);
    expect(textInLodz.facets.price_types).toEqual([{ value: 'free', count: 1 }]);
    const text = await search('?q=wozek');
    expect(text.facets.categories.map((category) => category.slug).sort()).toEqual([
      'rehabilitacja',
      'sprzedaz-sprzetu',
      'uslugi-zdrowotne',
      'wypozyczalnia-sprzetu',
    ]);
    expect(text.facets.cities).toHaveLength(4);
  });
});
