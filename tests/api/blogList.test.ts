import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResult } from '../../shared/types.js';
import { categoryId, daysFromNow, insertBlogPost } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let author: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createUser(ctx, 'ngo', {
    organization_name: 'Stowarzyszenie Dostępna Łódź',
    company_slug: 'stowarzyszenie-dostepna-lodz',
  });
  const events = await categoryId(ctx, 'wydarzenia');
  await insertBlogPost(ctx, author.id, {
    slug: 'targi',
    title: 'Targi rehabilitacyjne w Łodzi',
    article_type_category_id: 'events',
    category_id: events,
    published_at: daysFromNow(-1),
  });
  await insertBlogPost(ctx, author.id, {
    slug: 'wywiad',
    title: 'Rozmowa z trenerką para-sportu',
    article_type_category_id: 'interviews',
    published_at: daysFromNow(-3),
  });
  await insertBlogPost(ctx, author.id, {
    slug: 'raport',
    title: 'Raport o dostępności urzędów',
    article_type_category_id: 'research_reports',
    excerpt: 'Badanie stron www w województwie łódzkim.',
    published_at: daysFromNow(-2),
  });
  await insertBlogPost(ctx, author.id, {
    slug: 'felieton',
    title: 'Felieton o schodach',
    article_type_category_id: 'column',
    published_at: daysFromNow(-5),
  });
  for (const status of ['draft', 'pending_approval', 'rejected', 'archived'] as const) {
    await insertBlogPost(ctx, author.id, {
      slug: `ukryty-${status}`,
      title: `Ukryty artykuł w Łodzi (${status})`,
      status,
      published_at: daysFromNow(0),
    });
  }
});
afterAll(() => ctx.close());

async function list(query = ''): Promise<BlogListResult> {
  const response = await ctx.call('GET', `/api/v1/blog-posts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BlogListResult>();
}
const slugs = (result: BlogListResult) => result.items.map((post) => post.slug);

describe('GET /api/v1/blog-posts', () => {
  it('lists published articles only, newest publication first, without the author e-mail', async () => {
    const result = await list();
    expect(slugs(result)).toEqual(['targi', 'raport', 'wywiad', 'felieton']);
    expect(result).toMatchObject({ total: 4, page: 1, per_page: 12 });
    expect(result.items[0].author).toEqual({
      full_name: expect.any(String),
      organization_name: 'Stowarzyszenie Dostępna Łódź',
      company_slug: 'stowarzyszenie-dostepna-lodz',
    });
    expect(result.items[0].category).toEqual({ name: 'Wydarzenia' });
  });

  it('filters by article type and category', async () => {
    expect(slugs(await list('?article_type=interviews'))).toEqual(['wywiad']);
    expect(slugs(await list('?category=wydarzenia'))).toEqual(['targi']);
  });

  it('searches title and excerpt ignoring case and Polish letters', async () => {
    expect(slugs(await list('?q=LODZ'))).toEqual(['targi', 'raport']);
    expect(slugs(await list('?q=w+LODZI'))).toEqual(['targi']);
    expect(slugs(await list(`?q=${encodeURIComponent('łódzkim')}`))).toEqual(['raport']);
    expect(slugs(await list('?q=SCHODACH'))).toEqual(['felieton']);
  });

  /** [query, articles it must find, articles it must not find] – any form of a word finds the article. */
  const BLOG_TABLE: [string, string[], string[]][] = [
    ['targi rehabilitacyjne', ['targi'], ['wywiad']],
    ['targów', ['targi'], ['raport']],
    ['w Łodzi', ['targi'], ['wywiad', 'ukryty-draft']],
    ['rozmowy z trenerką', ['wywiad'], ['targi']],
    ['trenerki', ['wywiad'], ['felieton']],
    ['raporty', ['raport'], ['targi']],
    ['urząd', ['raport'], ['felieton']],
    ['dostępność urzędu', ['raport'], ['wywiad']],
    ['schody', ['felieton'], ['raport']],
    ['felietony', ['felieton'], ['wywiad']],
    ['wydarzenie', ['targi'], ['raport']],
    ['ukryty', [], ['ukryty-draft', 'ukryty-archived']],
  ];

  it.each(BLOG_TABLE)('finds articles by any form of a word: %s', async (q, must, mustNot) => {
    const found = slugs(await list(`?q=${encodeURIComponent(q)}`));
    for (const slug of must) expect(found, q).toContain(slug);
    for (const slug of mustNot) expect(found, q).not.toContain(slug);
  });

  it('pages', async () => {
    const second = await list('?per_page=3&page=2');
    expect(slugs(second)).toEqual(['felieton']);
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
  });

  it.each([
    ['?article_type=plotki', 'Nieprawidłowy rodzaj artykułu.'],
    ['?per_page=500', 'Na stronie można wyświetlić od 1 do 50 wyników.'],
    ['?page=-1', 'Numer strony musi być liczbą całkowitą większą od zera.'],
  ])('answers %s with 400 and a Polish detail', async (query, detail) => {
    const response = await ctx.call('GET', `/api/v1/blog-posts${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it('answers an unknown slug with a Polish 404', async () => {
    const response = await ctx.call('GET', '/api/v1/blog-posts/nie-ma-takiego');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Nie znaleziono artykułu.');
  });
});
