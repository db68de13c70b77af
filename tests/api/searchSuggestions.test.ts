import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '../../shared/messages.js';
import type { SearchSuggestion } from '../../shared/types.js';
import { users } from '../../server/db/schema.js';
import { categoryId, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let wheelchairId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Testowa' });
  const banned = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Zbanowana' });
  await ctx.db
    .update(users)
    .set({ banned_until: sql`now() + interval '7 days'` })
    .where(sql`${users.id} = ${banned.id}`);
  const rental = await categoryId(ctx, 'wypozyczalnia-sprzetu');
  const rehabilitation = await categoryId(ctx, 'rehabilitacja');
  wheelchairId = await insertOffer(ctx, owner.id, {
    title: 'Wózek inwalidzki aktywny – wypożyczenie',
    address_city: 'Łódź',
    category_id: rental,
  });
  await insertOffer(ctx, owner.id, { title: 'Serwis wózków elektrycznych', address_city: 'Kraków' });
  await insertOffer(ctx, owner.id, { title: 'Wózek w szkicu', status: 'draft' });
  await insertOffer(ctx, banned.id, { title: 'Wózek od zbanowanego oferenta' });
  await insertOffer(ctx, owner.id, {
    title: 'Hipoterapia dla dzieci',
    address_city: 'Kraków',
    category_id: rehabilitation,
  });
});
afterAll(() => ctx.close());

async function suggestions(text: string): Promise<SearchSuggestion[]> {
  const response = await ctx.call('GET', `/api/v1/search/suggestions?q=${encodeURIComponent(text)}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SearchSuggestion[] }>().data;
}

const labels = (found: SearchSuggestion[], type: SearchSuggestion['type']) =>
  found.filter((suggestion) => suggestion.type === type).map((suggestion) => suggestion.label);

describe('GET /api/v1/search/suggestions', () => {
  it('suggests public offer titles by any form or the beginning of their words, with the id as value', async () => {
    const found = await suggestions('wózkiem');
    expect(labels(found, 'offer').sort()).toEqual([
      'Serwis wózków elektrycznych',
      'Wózek inwalidzki aktywny – wypożyczenie',
    ]);
    expect(found.find((suggestion) => suggestion.type === 'offer' && suggestion.label.startsWith('Wózek'))?.value).toBe(
      wheelchairId,
    );
    expect(labels(await suggestions('wozek inwal'), 'offer')).toEqual(['Wózek inwalidzki aktywny – wypożyczenie']);
  });

  it('never suggests a draft or an offer of a banned owner', async () => {
    const titles = labels(await suggestions('wózek'), 'offer');
    expect(titles).not.toContain('Wózek w szkicu');
    expect(titles).not.toContain('Wózek od zbanowanego oferenta');
  });

  it('suggests categories by the beginning or any form of their name, with the slug as value', async () => {
    expect((await suggestions('rehab')).filter((s) => s.type === 'category')).toEqual([
      { type: 'category', label: 'Rehabilitacja', value: 'rehabilitacja' },
    ]);
    expect(labels(await suggestions('rehabilitacji'), 'category')).toEqual(['Rehabilitacja']);
  });

  it('suggests places that have public offers, without diacritics too', async () => {
    expect((await suggestions('lodz')).filter((s) => s.type === 'place')).toEqual([
      { type: 'place', label: 'Łódź', value: 'Łódź' },
    ]);
    expect(labels(await suggestions('Krak'), 'place')).toEqual(['Kraków']);
    // Places of the gazetteer without any public offer would only lead to an empty search.
    expect(labels(await suggestions('Gdańsk'), 'place')).toEqual([]);
  });

  it('tolerates the typos the search corrects', async () => {
    expect(labels(await suggestions('rehabilitacjia'), 'category')).toEqual(['Rehabilitacja']);
    expect(labels(await suggestions('wózek inwalidzi'), 'offer')).toEqual(['Wózek inwalidzki aktywny – wypożyczenie']);
  });

  it('answers at most 8 suggestions', async () => {
    const owner = await createUser(ctx, 'offeror');
    for (let index = 0; index < 10; index += 1) await insertOffer(ctx, owner.id, { title: `Turnus numer ${index}` });
    expect(await suggestions('turnus')).toHaveLength(8);
  });

  it('answers an empty list for stop words and unknown text', async () => {
    expect(await suggestions('dla')).toEqual([]);
    expect(await suggestions('qqqxyz')).toEqual([]);
  });

  it.each(['', 'a', 'x'.repeat(101)])('refuses %j with a Polish message', async (text) => {
    const response = await ctx.call('GET', `/api/v1/search/suggestions?q=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(SEARCH_MESSAGES.suggestionsText);
  });

  it('is limited per address', async () => {
    const limited = await createTestContext({ suggestionsPerMinute: 2 });
    try {
      const codes = [];
      for (let index = 0; index < 3; index += 1) {
        codes.push((await limited.call('GET', '/api/v1/search/suggestions?q=wozek')).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
