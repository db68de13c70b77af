import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResult, OfferSearchResult } from '../../shared/types.js';
import { insertBlogPost, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Testowa' });
  await insertOffer(ctx, owner.id, {
    title: 'Wypożyczalnia wózków inwalidzkich',
    short_description: 'Wózkiem dojedziesz dalej, a my go dowieziemy.',
  });
  await insertOffer(ctx, owner.id, {
    title: 'Kurs polskiego języka migowego',
    short_description: 'Dla rodzin osób głuchych.',
  });
  const author = await createUser(ctx, 'user');
  await insertBlogPost(ctx, author.id, {
    slug: 'wozek-na-wakacje',
    title: 'Wózek na wakacje',
    excerpt: 'Jak wybrać wózki do podróży w Łodzi i nie tylko.',
  });
});
afterAll(() => ctx.close());

const offerSearch = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<OfferSearchResult>();

describe('highlight_words: the shown words the query matched', () => {
  it('names every form of the searched word in the titles and short descriptions, as written there', async () => {
    const found = await offerSearch('wózek dla dziecka');
    expect(found.partial).toBe(true);
    // 'inwalidzkich' through the seeded synonym 'wózek = wózek inwalidzki'; 'dla' is a stop word.
    expect(found.highlight_words.sort()).toEqual(['inwalidzkich', 'wózkiem', 'wózków']);
  });

  it('marks the words a prefix and the words without diacritics found', async () => {
    expect((await offerSearch('wypozycz inwalidzki')).highlight_words.sort()).toEqual([
      'inwalidzkich',
      'wypożyczalnia',
    ]);
  });

  it('marks the words found through a synonym, never stop words', async () => {
    const found = await offerSearch('PJM');
    expect(found.items.map((offer) => offer.title)).toEqual(['Kurs polskiego języka migowego']);
    expect(found.highlight_words.sort()).toEqual(['języka', 'migowego', 'polskiego']);
  });

  it('is empty without a text', async () => {
    expect((await ctx.call('GET', '/api/v1/offers')).json<OfferSearchResult>().highlight_words).toEqual([]);
  });

  it('names the words of the blog titles and excerpts too', async () => {
    const list = (await ctx.call('GET', '/api/v1/blog-posts?q=w%C3%B3zki%20w%20lodzi')).json<BlogListResult>();
    expect(list.items.map((post) => post.title)).toEqual(['Wózek na wakacje']);
    expect(list.highlight_words.sort()).toEqual(['wózek', 'wózki', 'łodzi']);
  });
});
