import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { geocodeAddress } from '../../server/places/location.js';
import { indexOffers, rowsOf } from '../../server/search/indexing.js';
import type { OfferSearchResult } from '../../shared/types.js';
import { categoryId, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

let ctx: TestContext;
const ids: Record<string, string> = {};

/** Offers by key; every one located by its city, as a save through the API locates it. */
const OFFERS = {
  speechKrakow: {
    title: 'Logopeda dla dzieci',
    short_description: 'Terapia mowy w gabinecie przy rynku.',
    address_city: 'Kraków',
    service_modes: ['on_site'],
  },
  speechOnline: {
    title: 'Logopeda dla dzieci przez internet',
    short_description: 'Terapia mowy na wideorozmowie, w całej Polsce.',
    address_city: 'Warszawa',
    service_modes: ['online'],
  },
  speechWarsaw: {
    title: 'Logopeda dla dorosłych',
    short_description: 'Terapia mowy po udarze.',
    address_city: 'Warszawa',
    service_modes: ['on_site'],
  },
  promotedWeak: {
    title: 'Fizjoterapia domowa',
    short_description: 'Ćwiczenia w domu pacjenta.',
    long_description: 'Na życzenie umówimy też konsultację z zaprzyjaźnionym logopedą, który dojeżdża do pacjentów.',
    address_city: 'Kraków',
    is_promoted: true,
  },
  neuro: {
    title: 'Neurologopeda po udarze',
    short_description: 'Przywracanie mowy dorosłym.',
    address_city: 'Łódź',
  },
  hippotherapy: {
    title: 'Hipoterapia dla dzieci',
    short_description: 'Zajęcia z końmi w stajni.',
    address_city: 'Opole',
  },
  occupational: {
    title: 'Terapia zajęciowa dla dorosłych',
    short_description: 'Zajęcia plastyczne i kulinarne.',
    address_city: 'Opole',
  },
  easyRead: {
    title: 'Informator o usługach gminy',
    short_description: 'Broszura o pomocy społecznej.',
    address_city: 'Lublin',
    accessibility_features: ['easy_read'],
  },
  signLanguage: {
    title: 'Spotkanie informacyjne w urzędzie',
    short_description: 'Jak złożyć wniosek o dodatek.',
    address_city: 'Lublin',
    accessibility_features: ['sign_language'],
  },
  inductionLoop: {
    title: 'Sala konferencyjna do wynajęcia',
    short_description: 'Sto miejsc, rzutnik, nagłośnienie.',
    address_city: 'Gdańsk',
    accessibility_features: ['induction_loop'],
  },
  stepFree: {
    title: 'Kawiarnia integracyjna',
    short_description: 'Kawa, ciasto i spotkania.',
    address_city: 'Gdańsk',
    accessibility_features: ['wheelchair_access'],
  },
  walkers: {
    title: 'Wypożyczamy chodziki na tygodnie',
    short_description: 'Sprzęt czysty i sprawdzony.',
    address_city: 'Poznań',
  },
  workshop: {
    title: 'Warsztat terapii zajęciowej',
    short_description: 'Pracownie dla dorosłych uczestników.',
    address_city: 'Poznań',
  },
} as const;

type Key = keyof typeof OFFERS;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Rankingu' });
  const category = await categoryId(ctx, 'rehabilitacja');
  for (const [key, offer] of Object.entries(OFFERS)) {
    ids[key] = await insertOffer(ctx, owner.id, {
      long_description: 'Zapraszamy do kontaktu telefonicznego albo przez formularz na stronie fundacji.',
      ...offer,
      service_modes: 'service_modes' in offer ? [...offer.service_modes] : ['on_site'],
      accessibility_features: 'accessibility_features' in offer ? [...offer.accessibility_features] : [],
      category_id: category,
      ...(await geocodeAddress(ctx.db, offer.address_city)),
    });
  }
});
afterAll(() => ctx.close());

async function search(query: string): Promise<OfferSearchResult> {
  const response = await ctx.call('GET', `/api/v1/offers?${query}&per_page=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferSearchResult>();
}

const find = (q: string, more = '') => search(`q=${encodeURIComponent(q)}${more}`);
const keysOf = (result: OfferSearchResult) =>
  result.items.map((item) => (Object.keys(ids) as Key[]).find((key) => ids[key] === item.id));

describe('GET /api/v1/offers: ranking', () => {
  it('never lifts a promoted offer above clearly better matches', async () => {
    const found = keysOf(await find('logopeda'));
    expect(found).toContain('promotedWeak');
    for (const better of ['speechKrakow', 'speechOnline', 'speechWarsaw'] as const) {
      expect(found.indexOf(better)).toBeLessThan(found.indexOf('promotedWeak'));
    }
  });

  it('lets question words decide nothing', async () => {
    const plain = keysOf(await find('logopeda dla dzieci'));
    const asked = await find('gdzie szukam logopedy dla dzieci?');
    expect(keysOf(asked).slice(0, 2)).toEqual(plain.slice(0, 2));
    expect(asked.partial).toBe(false);
  });

  it('ranks offers with most words, and says when none has them all', async () => {
    const some = await find('logopeda syntezator');
    expect(some.partial).toBe(true);
    expect(keysOf(some)).toContain('speechWarsaw');
    expect((await find('logopeda dla dorosłych')).partial).toBe(false);
    expect(keysOf(await find('logopeda dla dorosłych'))[0]).toBe('speechWarsaw');
  });

  it('understands a town in the words as a place: local offers first, online after them, others left out', async () => {
    const result = await find('logopeda krakow');
    expect(result.understood_place).toEqual({ name: 'Kraków', voivodeship: 'malopolskie', radius_km: 25 });
    const found = keysOf(result);
    expect(found[0]).toBe('speechKrakow');
    expect(found.indexOf('speechOnline')).toBeGreaterThan(found.indexOf('speechKrakow'));
    expect(found).not.toContain('speechWarsaw');
    for (const q of ['logopeda w Krakowie', 'Logopeda Kraków']) {
      expect((await find(q)).understood_place?.name, q).toBe('Kraków');
    }
  });

  it('with near, ranks an offer in the town above an online one of the same text', async () => {
    const result = await find('logopeda dla dzieci', '&near=Krak%C3%B3w');
    expect(result.understood_place).toBeNull();
    expect(result.near?.name).toBe('Kraków');
    expect(keysOf(result).slice(0, 2)).toEqual(['speechKrakow', 'speechOnline']);
  });

  it('finds offers by the words of their accessibility features and their synonyms', async () => {
    expect(keysOf(await find('ETR'))[0]).toBe('easyRead');
    expect(keysOf(await find('tekst łatwy do czytania'))[0]).toBe('easyRead');
    expect(keysOf(await find('PJM'))[0]).toBe('signLanguage');
    expect(keysOf(await find('pętla indukcyjna'))[0]).toBe('inductionLoop');
    expect(keysOf(await find('winda'))[0]).toBe('stepFree');
  });

  it('matches compounds and their parts below the word itself', async () => {
    expect(keysOf(await find('neurologopeda'))[0]).toBe('neuro');
    const speech = keysOf(await find('logopeda'));
    expect(speech).toContain('neuro');
    expect(speech.indexOf('neuro')).toBeGreaterThan(speech.indexOf('speechWarsaw'));
    const therapy = keysOf(await find('terapia'));
    expect(therapy).toContain('hippotherapy');
    expect(therapy.indexOf('occupational')).toBeLessThan(therapy.indexOf('hippotherapy'));
  });

  it('matches the other aspect of a verb, and the default synonyms', async () => {
    expect(keysOf(await find('wypożyczyć chodzik'))[0]).toBe('walkers');
    expect(keysOf(await find('balkonik'))[0]).toBe('walkers');
    expect(keysOf(await find('WTZ'))[0]).toBe('workshop');
  });

  it('corrects a word the portal does not know, and says so; exact=1 does not', async () => {
    const result = await find('logopeta dla dzieci');
    expect(result.corrected_query).toBe('logopeda dla dzieci');
    expect(keysOf(result)[0]).toMatch(/^speech/);
    const exact = await find('logopeta', '&exact=1');
    expect(exact.total).toBe(0);
    expect(exact.corrected_query).toBeNull();
  });
});

describe('document frequencies', () => {
  /** search_terms must always equal a recount of every analysed offer's keys, and the totals their number. */
  async function expectCountsInStep() {
    const recount = await rowsOf<{ lexeme: string; df: number }>(
      ctx.db,
      sql`select lexeme, count(*)::int as df from offers, unnest(tsvector_to_array(search_vector)) as lexeme
        group by lexeme order by lexeme`,
    );
    const kept = await rowsOf<{ lexeme: string; df: number }>(
      ctx.db,
      sql`select lexeme, df from search_terms where df <> 0 order by lexeme`,
    );
    expect(kept).toEqual(recount);
    const [stats] = await rowsOf<{ documents: number; analysed: number }>(
      ctx.db,
      sql`select documents, (select count(*)::int from offers where search_vector is not null) as analysed
        from search_stats`,
    );
    expect(stats.documents).toBe(stats.analysed);
  }

  it('are kept by every save and every delete', async () => {
    await expectCountsInStep();
    await ctx.db.update(offers).set({ title: 'Logopeda i neurologopeda' }).where(eq(offers.id, ids.hippotherapy));
    await indexOffers(ctx.db, { ids: [ids.hippotherapy] });
    await expectCountsInStep();
    await ctx.db.delete(offers).where(eq(offers.id, ids.hippotherapy));
    await expectCountsInStep();
    expect(keysOf(await find('hipoterapia'))).not.toContain('hippotherapy');
  });
});
