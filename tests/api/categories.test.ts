import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseData } from '../../server/db/baseData.js';
import { blogPosts, categories, offers } from '../../server/db/schema.js';
import { CATEGORY_MESSAGES } from '../../shared/messages.js';
import type { Category } from '../../shared/types.js';
import { createActors, expectAudit, insertOffer, insertPost, listUrl, totalOf, type Actors } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

const PUBLIC = '/api/v1/categories';
const ADMIN = '/api/v1/admin/categories';
const create = (json: Record<string, unknown>, token = actors.admin.token) => ctx.call('POST', ADMIN, { token, json });
const update = (id: string, json: Record<string, unknown>, token = actors.admin.token) =>
  ctx.call('PUT', `${ADMIN}/${id}`, { token, json });

describe('GET /categories (public)', () => {
  it('lists the twelve base categories by name without a session, with Content-Range', async () => {
    const response = await ctx.call('GET', PUBLIC);
    expect(response.statusCode).toBe(200);
    const body = response.json<Category[]>();
    expect(body.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Rehabilitacja', 'Wypożyczalnia sprzętu', 'Audyty dostępności']),
    );
    const names = body.map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
    expect(body[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      description: expect.any(String),
      parent_id: null,
      parent_category_id: null,
      parent: null,
    });
    expect(response.headers['content-range']).toBe(`items 0-${body.length - 1}/${body.length}`);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('offers PJM interpreting and respite care, and adds them to a database that lacks them at the next start', async () => {
    const wanted = {
      'tlumaczenie-pjm': 'Tłumaczenie PJM i wsparcie w komunikacji',
      'opieka-wytchnieniowa': 'Opieka wytchnieniowa i asystencja',
    };
    const listed = async () =>
      Object.fromEntries(
        (await ctx.call('GET', PUBLIC))
          .json<Category[]>()
          .filter((category) => category.slug in wanted)
          .map((category) => [category.slug, category.name]),
      );
    expect(await listed()).toEqual(wanted);
    // A database in use before these categories existed: nothing refers to them yet.
    await ctx.db.delete(categories).where(inArray(categories.slug, Object.keys(wanted)));
    expect(await listed()).toEqual({});
    await ensureBaseData(ctx.db);
    await ensureBaseData(ctx.db);
    expect(await listed()).toEqual(wanted);
    const found = await ctx.call('GET', `${PUBLIC}?q=${encodeURIComponent('tlumaczenie pjm')}`);
    expect(found.json<Category[]>().map((category) => category.slug)).toEqual(['tlumaczenie-pjm']);
  });

  it('searches names ignoring case and Polish accents', async () => {
    const response = await ctx.call('GET', listUrl(PUBLIC, { filter: { q: 'WYPOZYCZALNIA' } }));
    expect(response.json<Category[]>().map((category) => category.name)).toEqual(['Wypożyczalnia sprzętu']);
    expect(totalOf(response)).toBe(1);
    const plain = await ctx.call('GET', `${PUBLIC}?q=${encodeURIComponent('dostępności')}`);
    expect(plain.json<Category[]>().map((category) => category.slug)).toEqual(['audyty-dostepnosci']);
  });

  it('pages, and refuses unknown sorts and filters', async () => {
    const page = await ctx.call('GET', listUrl(PUBLIC, { range: [2, 4], sort: ['slug', 'DESC'] }));
    expect(page.json()).toHaveLength(3);
    expect(page.headers['content-range']).toMatch(/^items 2-4\/\d+$/);
    const sort = await ctx.call('GET', listUrl(PUBLIC, { sort: ['id; drop table categories', 'ASC'] }));
    expect([sort.statusCode, sort.json()]).toEqual([400, { detail: 'Nie można sortować po tym polu.' }]);
    const filter = await ctx.call('GET', listUrl(PUBLIC, { filter: { owner: 'x' } }));
    expect([filter.statusCode, filter.json()]).toEqual([400, { detail: 'Nieprawidłowy filtr listy.' }]);
  });

  it('answers one category by id, 404 and 400 in Polish', async () => {
    const [first] = (await ctx.call('GET', PUBLIC)).json<Category[]>();
    expect((await ctx.call('GET', `${PUBLIC}/${first.id}`)).json()).toEqual(first);
    const missing = await ctx.call('GET', `${PUBLIC}/00000000-0000-4000-8000-000000000000`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Nie znaleziono kategorii.' }]);
    expect((await ctx.call('GET', `${PUBLIC}/x`)).json()).toEqual({ detail: 'Nieprawidłowy identyfikator.' });
  });
});

describe('admin categories', () => {
  it('creates a subcategory with its parent name and logs it', async () => {
    const parent = (
      await create({ name: 'Sport', slug: 'sport', description: 'Sport osób z niepełnosprawnościami' })
    ).json<Category>();
    const response = await create({
      name: 'Koszykówka na wózkach',
      slug: 'koszykowka-na-wozkach',
      parent_id: parent.id,
      description: '',
    });
    expect(response.statusCode).toBe(201);
    const child = response.json<Category>();
    expect(child).toEqual({
      id: expect.any(String),
      name: 'Koszykówka na wózkach',
      slug: 'koszykowka-na-wozkach',
      description: null,
      parent_id: parent.id,
      // The documented name is parent_category_id; parent_id is what the forms send, both are answered.
      parent_category_id: parent.id,
      parent: { name: 'Sport' },
    });
    await expectAudit(ctx, actors.admin, child.id, {
      action: 'category.create',
      entityType: 'category',
      before: 'null',
      after: 'record',
    });
    const filtered = await ctx.call('GET', listUrl(PUBLIC, { filter: { parent_id: parent.id } }));
    expect(filtered.json<Category[]>().map((category) => category.id)).toEqual([child.id]);
    expect((await ctx.call('GET', `${ADMIN}/${child.id}`, { token: actors.superadmin.token })).json()).toEqual(child);
  });

  it('requires name and slug', async () => {
    for (const json of [{ name: '', slug: 'x' }, { name: 'X', slug: '' }, {}]) {
      const response = await create(json);
      expect([response.statusCode, response.json().detail], JSON.stringify(json)).toEqual([
        422,
        'Nazwa i slug kategorii są wymagane.',
      ]);
    }
  });

  it('says what is wrong with a slug in the wrong format', async () => {
    const response = await create({ name: 'X', slug: 'Zły slug' });
    expect([response.statusCode, response.json().detail]).toEqual([422, CATEGORY_MESSAGES.slugFormat]);
    expect(response.json().errors).toEqual([{ field: 'slug', message: CATEGORY_MESSAGES.slugFormat }]);
  });

  it('keeps slugs unique', async () => {
    const response = await create({ name: 'Druga rehabilitacja', slug: 'rehabilitacja' });
    expect([response.statusCode, response.json().detail]).toEqual([409, 'Kategoria o takim slugu już istnieje.']);
    const existing = (await create({ name: 'Turystyka', slug: 'turystyka' })).json<Category>();
    const clash = await update(existing.id, { name: 'Turystyka', slug: 'szkolenia' });
    expect([clash.statusCode, clash.json().detail]).toEqual([409, 'Kategoria o takim slugu już istnieje.']);
    expect((await update(existing.id, { name: 'Turystyka dostępna', slug: 'turystyka' })).statusCode).toBe(200);
  });

  it('refuses a missing parent, the category itself and its descendants as parent', async () => {
    const root = (await create({ name: 'Kultura', slug: 'kultura' })).json<Category>();
    const child = (await create({ name: 'Teatr', slug: 'teatr', parent_id: root.id })).json<Category>();
    const grandchild = (
      await create({ name: 'Audiodeskrypcja', slug: 'audiodeskrypcja', parent_id: child.id })
    ).json<Category>();
    const cases: [string | null, string, string][] = [
      [null, '00000000-0000-4000-8000-000000000000', 'Wybrana kategoria nadrzędna nie istnieje.'],
      [root.id, root.id, 'Kategoria nie może być swoim własnym rodzicem.'],
      [root.id, child.id, 'Kategoria nadrzędna nie może być jej własną podkategorią.'],
      [root.id, grandchild.id, 'Kategoria nadrzędna nie może być jej własną podkategorią.'],
    ];
    for (const [id, parentId, detail] of cases) {
      const json = { name: 'Kultura', slug: id ? 'kultura' : 'nowa-kultura', parent_id: parentId };
      const response = id ? await update(id, json) : await create(json);
      expect([response.statusCode, response.json()]).toEqual([
        422,
        { detail, errors: [{ field: 'parent_id', message: detail }] },
      ]);
    }
    const moved = await update(grandchild.id, { name: 'Audiodeskrypcja', slug: 'audiodeskrypcja', parent_id: root.id });
    expect(moved.json()).toMatchObject({ parent_id: root.id, parent: { name: 'Kultura' } });
    const entry = await expectAudit(ctx, actors.admin, grandchild.id, {
      action: 'category.update',
      entityType: 'category',
      before: 'record',
      after: 'record',
    });
    expect([entry.before, entry.after]).toMatchObject([{ parent_id: child.id }, { parent_id: root.id }]);
  });

  it('deletes a category; its offers, articles and subcategories stay without it', async () => {
    const doomed = (await create({ name: 'Do usunięcia', slug: 'do-usuniecia' })).json<Category>();
    const sub = (await create({ name: 'Podkategoria', slug: 'podkategoria', parent_id: doomed.id })).json<Category>();
    const offer = await insertOffer(ctx, actors.offeror.id, { category_id: doomed.id });
    const post = await insertPost(ctx, actors.ngo.id, { category_id: doomed.id });
    const response = await ctx.call('DELETE', `${ADMIN}/${doomed.id}`, { token: actors.superadmin.token });
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, doomed.id))).toEqual([]);
    expect((await ctx.db.select().from(offers).where(eq(offers.id, offer.id)))[0].category_id).toBeNull();
    expect((await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0].category_id).toBeNull();
    expect((await ctx.call('GET', `${PUBLIC}/${sub.id}`)).json()).toMatchObject({ parent_id: null, parent: null });
    await expectAudit(ctx, actors.superadmin, doomed.id, {
      action: 'category.delete',
      entityType: 'category',
      before: 'record',
      after: 'null',
    });
    const again = await ctx.call('DELETE', `${ADMIN}/${doomed.id}`, { token: actors.superadmin.token });
    expect([again.statusCode, again.json()]).toEqual([404, { detail: 'Nie znaleziono kategorii.' }]);
  });

  it("renaming or deleting a category re-analyses its offers and its subcategories' offers for search", async () => {
    const found = async (q: string) =>
      (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    const parent = (await create({ name: 'Zajęcia ogólne', slug: 'zajecia-ogolne' })).json<Category>();
    const child = (
      await create({ name: 'Zajęcia w wodzie', slug: 'zajecia-w-wodzie', parent_id: parent.id })
    ).json<Category>();
    const direct = await insertOffer(ctx, actors.offeror.id, { category_id: parent.id, status: 'active' });
    const nested = await insertOffer(ctx, actors.offeror.id, { category_id: child.id, status: 'active' });
    expect(await found('hipoterapia')).toEqual([]);

    await update(parent.id, { name: 'Hipoterapia', slug: 'zajecia-ogolne' });
    await ctx.app.backgroundTasks.idle();
    expect(await found('hipoterapii')).toEqual(expect.arrayContaining([direct.id, nested.id]));

    await ctx.call('DELETE', `${ADMIN}/${parent.id}`, { token: actors.admin.token });
    await ctx.app.backgroundTasks.idle();
    expect(await found('hipoterapia')).not.toContain(direct.id);
    expect(await found('hipoterapia')).not.toContain(nested.id);
  });
});
