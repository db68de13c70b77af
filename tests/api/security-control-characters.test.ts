import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalSettings } from '../../server/db/schema.js';
import { TEXT_MESSAGES } from '../../shared/messages.js';
import { firstCategoryId, insertPost } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import { databaseFingerprint, freshToken, insertAccount, type Account } from './securityFixtures.js';

/** A control character in an article title broke /blog/rss.xml. */
let ctx: TestContext;
let author: Account;
let admin: Account;
let categoryId: string;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await insertAccount(ctx, 'offeror');
  admin = await insertAccount(ctx, 'admin');
  categoryId = await firstCategoryId(ctx);
});
afterAll(() => ctx.close());

const post = (fields: Record<string, unknown>) => ({
  title: 'Dostępny urząd',
  slug: `dostepny-urzad-${(counter += 1)}`,
  content: '<p>Treść.</p>',
  article_type_category_id: 'article',
  status: 'draft',
  ...fields,
});
const offer = (fields: Record<string, unknown>) => ({
  title: 'Wypożyczenie wózka inwalidzkiego',
  short_description: 'Lekki wózek na krótkie wyjazdy.',
  long_description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
  category_id: categoryId,
  contact_email: 'kontakt@fundacja.pl',
  status: 'draft',
  ...fields,
});

async function refused(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  json: unknown,
  field: string,
  message: string,
) {
  const before = await databaseFingerprint(ctx.db);
  const response = await ctx.call(method, url, { token, json });
  expect([response.statusCode, response.json().detail]).toEqual([422, message]);
  expect(response.json().errors).toContainEqual({ field, message });
  expect(await databaseFingerprint(ctx.db)).toEqual(before);
}

describe('text fields refuse control characters with a Polish 422', () => {
  it.each([
    ['title', 'Tytuł\u0001z ukrytym znakiem'],
    ['title', 'Tytuł\nw dwóch wierszach'],
    ['title', 'Tytuł\tz tabulatorem'],
    ['meta_title', 'Meta\u001b[31m'],
  ])('an article %s holding %j', async (field, value) => {
    const token = await freshToken(ctx, author.id);
    await refused('POST', '/api/v1/blog-posts', token, post({ [field]: value }), field, TEXT_MESSAGES.oneLine);
  });

  it('an article excerpt with a C0 control, while its line breaks and tabs are kept', async () => {
    const token = await freshToken(ctx, author.id);
    await refused(
      'POST',
      '/api/v1/blog-posts',
      token,
      post({ excerpt: 'Zajawka\u000bz tabulacją pionową' }),
      'excerpt',
      TEXT_MESSAGES.controlCharacters,
    );
    const saved = await ctx.call('POST', '/api/v1/blog-posts', {
      token,
      json: post({ excerpt: 'Pierwszy wiersz\nDrugi wiersz\tz tabulatorem' }),
    });
    expect(saved.statusCode).toBe(201);
  });

  it('an article tag', async () => {
    const token = await freshToken(ctx, author.id);
    await refused(
      'POST',
      '/api/v1/blog-posts',
      token,
      post({ tags: ['ok', 'zł\u0000y'] }),
      'tags.1',
      TEXT_MESSAGES.oneLine,
    );
  });

  it.each([
    ['title', 'Wózek\u0007 aktywny', TEXT_MESSAGES.oneLine],
    ['address_city', 'Łódź\u0000', TEXT_MESSAGES.oneLine],
    ['contact_person_name', 'Anna\rNowak', TEXT_MESSAGES.oneLine],
    ['short_description', 'Lekki wózek\u0008 na wyjazdy.', TEXT_MESSAGES.controlCharacters],
  ])('an offer %s holding %j', async (field, value, message) => {
    const token = await freshToken(ctx, author.id);
    await refused('POST', '/api/offers/', token, offer({ [field]: value }), field, message);
  });

  it('an organisation profile city and description', async () => {
    const token = await freshToken(ctx, author.id);
    const profile = { full_name: 'Anna Nowak', organization_name: 'Fundacja Razem' };
    await refused(
      'PUT',
      '/api/v1/users/profile',
      token,
      { ...profile, address_city: 'Kraków\u001f' },
      'address_city',
      TEXT_MESSAGES.oneLine,
    );
    await refused(
      'PUT',
      '/api/v1/users/profile',
      token,
      { ...profile, description: 'Opis\u0002 fundacji' },
      'description',
      TEXT_MESSAGES.controlCharacters,
    );
  });

  it('a category name and a report’s name', async () => {
    await refused(
      'POST',
      '/api/v1/admin/categories',
      await freshToken(ctx, admin.id),
      { name: 'Nowa\u0085kategoria', slug: 'nowa-kategoria' },
      'name',
      TEXT_MESSAGES.oneLine,
    );
    await refused(
      'POST',
      '/api/v1/reports',
      undefined,
      {
        target_type: 'offer',
        target_id: '00000000-0000-4000-8000-000000000000',
        reason: 'fraud',
        explanation: 'To wygląda na oszustwo i spam.',
        name: 'Jan\u0000',
        good_faith: true,
      },
      'name',
      TEXT_MESSAGES.oneLine,
    );
  });
});

function parseXml(body: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(body, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('XML output', () => {
  it('drops the characters XML 1.0 forbids from rows saved before the forms refused them', async () => {
    await insertPost(ctx, author.id, {
      title: 'Stary\u0001 tytuł\u000c z\uFFFE kontrolkami',
      slug: 'stary-tytul-z-kontrolkami',
      excerpt: 'Zajawka\u0002 ze znakami\u0008 sterującymi i\nnowym wierszem',
      status: 'published',
      published_at: new Date().toISOString(),
    });
    await ctx.db.update(portalSettings).set({ portal_name: 'Portal\u0007 usług' });
    try {
      const feed = await ctx.call('GET', '/blog/rss.xml');
      expect(feed.statusCode).toBe(200);
      const document = parseXml(feed.body);
      const item = [...document.getElementsByTagName('item')].find((entry) =>
        entry.getElementsByTagName('link')[0].textContent?.endsWith('/stary-tytul-z-kontrolkami'),
      )!;
      expect(item.getElementsByTagName('title')[0].textContent).toBe('Stary tytuł z kontrolkami');
      expect(item.getElementsByTagName('description')[0].textContent).toContain('Zajawka ze znakami sterującymi i');
      expect(document.querySelector('channel > title')?.textContent).toMatch(/– Portal usług$/);

      const sitemap = await ctx.call('GET', '/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      parseXml(sitemap.body);
    } finally {
      await ctx.db.update(portalSettings).set({ portal_name: 'Portal usług inkluzywnych' });
    }
  });
});
