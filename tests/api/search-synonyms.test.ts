import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSynonyms } from '../../server/db/schema.js';
import { SYNONYM_MESSAGES } from '../../shared/messages.js';
import type { SearchSynonym } from '../../shared/types.js';
import { createActors, expectAudit, listUrl, totalOf, type Actors } from './adminFixtures.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  // A long search cache: a change of the thesaurus must still show at once.
  ctx = await createTestContext({ searchCacheSeconds: 60 });
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

const ADMIN = '/api/v1/admin/search-synonyms';
const create = (json: unknown, token = actors.admin.token) => ctx.call('POST', ADMIN, { token, json });
const update = (id: string, json: unknown, token = actors.admin.token) =>
  ctx.call('PUT', `${ADMIN}/${id}`, { token, json });
const searchTotal = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<{ total: number }>().total;

describe('GET /admin/search-synonyms', () => {
  it('lists the seeded groups to an admin, sorted by their words, with Content-Range', async () => {
    const response = await ctx.call('GET', ADMIN, { token: actors.admin.token });
    expect(response.statusCode).toBe(200);
    const groups = response.json<SearchSynonym[]>();
    expect(groups.map((group) => group.terms)).toContainEqual(['PJM', 'polski język migowy', 'tłumacz migowy']);
    expect(groups[0].terms).toEqual(['AAC', 'komunikacja alternatywna']);
    expect(response.headers['content-range']).toBe(`items 0-${groups.length - 1}/${groups.length}`);
  });

  it('searches every word of a group ignoring case and accents, and pages with range', async () => {
    const found = await ctx.call('GET', listUrl(ADMIN, { filter: { q: 'MIGOWY' } }), { token: actors.admin.token });
    expect(found.json<SearchSynonym[]>().map((group) => group.terms[0])).toEqual(['PJM']);
    const folded = await ctx.call('GET', listUrl(ADMIN, { filter: { q: 'sluchy' } }), { token: actors.admin.token });
    expect(folded.json<SearchSynonym[]>()).toEqual([]);
    const glusi = await ctx.call('GET', listUrl(ADMIN, { filter: { q: 'gluchy' } }), { token: actors.admin.token });
    expect(glusi.json<SearchSynonym[]>().map((group) => group.terms[0])).toEqual(['głuchy']);
    const sorted = async (range: [number, number]) =>
      ctx.call('GET', listUrl(ADMIN, { range, sort: ['terms', 'DESC'] }), { token: actors.admin.token });
    const page = await sorted([0, 1]);
    const everything = (await sorted([0, 99])).json<SearchSynonym[]>();
    // The order is the database's collation ('WTZ' and 'wózek' compare differently under C and ICU): the page is
    // the first two of the whole sorted list, whatever it is.
    expect(page.json<SearchSynonym[]>()).toEqual(everything.slice(0, 2));
    expect(totalOf(page)).toBeGreaterThanOrEqual(15);
  });

  it('refuses an unknown sort field and an unknown filter with 400', async () => {
    const sort = await ctx.call('GET', listUrl(ADMIN, { sort: ['password', 'ASC'] }), { token: actors.admin.token });
    expect(sort.statusCode).toBe(400);
    const filter = await ctx.call('GET', listUrl(ADMIN, { filter: { owner: 'x' } }), { token: actors.admin.token });
    expect(filter.statusCode).toBe(400);
  });

  it('is for admins and superadmins only', async () => {
    expect((await ctx.call('GET', ADMIN)).statusCode).toBe(401);
    for (const role of ['user', 'offeror', 'ngo'] as const) {
      expect((await ctx.call('GET', ADMIN, { token: actors[role].token })).statusCode).toBe(403);
      expect((await create({ terms: ['a1', 'b1'] }, actors[role].token)).statusCode).toBe(403);
    }
    expect((await ctx.call('GET', ADMIN, { token: actors.superadmin.token })).statusCode).toBe(200);
  });
});

describe('writing groups', () => {
  it('creates, reads, edits and deletes a group, each write in the audit log', async () => {
    const created = await create({ terms: ['  ŚDS ', 'środowiskowy dom samopomocy', ''] });
    expect(created.statusCode).toBe(201);
    const group = created.json<SearchSynonym>();
    expect(group.terms).toEqual(['ŚDS', 'środowiskowy dom samopomocy']);
    await expectAudit(ctx, actors.admin, group.id, {
      action: 'search_synonym.create',
      entityType: 'search_synonym',
      before: 'null',
      after: 'record',
    });
    const read = await ctx.call('GET', `${ADMIN}/${group.id}`, { token: actors.admin.token });
    expect(read.json<SearchSynonym>().terms).toEqual(group.terms);

    const edited = await update(group.id, { terms: ['ŚDS', 'dom samopomocy'] }, actors.superadmin.token);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SearchSynonym>().terms).toEqual(['ŚDS', 'dom samopomocy']);
    await expectAudit(ctx, actors.superadmin, group.id, {
      action: 'search_synonym.update',
      entityType: 'search_synonym',
      before: 'record',
      after: 'record',
    });

    const deleted = await ctx.call('DELETE', `${ADMIN}/${group.id}`, { token: actors.admin.token });
    expect(deleted.statusCode).toBe(204);
    await expectAudit(ctx, actors.admin, group.id, {
      action: 'search_synonym.delete',
      entityType: 'search_synonym',
      before: 'record',
      after: 'null',
    });
    const gone = await ctx.call('GET', `${ADMIN}/${group.id}`, { token: actors.admin.token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: SYNONYM_MESSAGES.notFound });
  });

  it.each([
    ['one word', { terms: ['PJM'] }, SYNONYM_MESSAGES.tooFew],
    ['two forms of one word', { terms: ['pjm', 'PJM', ' '] }, SYNONYM_MESSAGES.tooFew],
    ['the same word twice', { terms: ['wózek', 'wózek', 'wózek inwalidzki'] }, SYNONYM_MESSAGES.duplicate],
    ['too long a phrase', { terms: ['a'.repeat(101), 'b'] }, SYNONYM_MESSAGES.termTooLong],
    ['too many words', { terms: Array.from({ length: 21 }, (_, i) => `słowo ${i}`) }, SYNONYM_MESSAGES.tooMany],
    ['no list', { terms: 'PJM, migowy' }, SYNONYM_MESSAGES.termsRequired],
    ['no terms', {}, SYNONYM_MESSAGES.termsRequired],
    ['a number among the words', { terms: ['PJM', 7] }, SYNONYM_MESSAGES.termsRequired],
  ])('refuses %s with 422 and a Polish message, saving nothing', async (_name, json, message) => {
    const before = await ctx.db.select().from(searchSynonyms);
    const response = await create(json);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toBe(message);
    expect(await ctx.db.select().from(searchSynonyms)).toHaveLength(before.length);
  });

  it('refuses a bad edit and leaves the group as it was', async () => {
    const [group] = await ctx.db
      .select()
      .from(searchSynonyms)
      .where(eq(searchSynonyms.terms, ['ETR', 'tekst łatwy do czytania']));
    const response = await update(group.id, { terms: ['ETR'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: SYNONYM_MESSAGES.tooFew, errors: [{ field: 'terms' }] });
    const [after] = await ctx.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, group.id));
    expect(after.terms).toEqual(['ETR', 'tekst łatwy do czytania']);
  });

  it('answers 404 in Polish for a group that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const edited = await update(missing, { terms: ['a1', 'b1'] });
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ detail: SYNONYM_MESSAGES.notFound });
    expect((await ctx.call('DELETE', `${ADMIN}/${missing}`, { token: actors.admin.token })).statusCode).toBe(404);
  });
});

describe('a change takes effect for search at once', () => {
  it('finds offers through a new group, and stops when the group is deleted', async () => {
    await insertOffer(ctx, actors.offeror.id, { title: 'Dom pomocy społecznej Promyk' });
    // Read once, so the thesaurus and the search are both cached before the change.
    expect(await searchTotal('DPS')).toBe(0);
    const created = await create({ terms: ['DPS', 'dom pomocy społecznej'] });
    expect(await searchTotal('DPS')).toBe(1);

    const id = created.json<SearchSynonym>().id;
    await update(id, { terms: ['DPS', 'warsztaty terapii zajęciowej'] });
    expect(await searchTotal('DPS')).toBe(0);
    await update(id, { terms: ['DPS', 'dom pomocy społecznej'] });
    expect(await searchTotal('DPS')).toBe(1);
    await ctx.call('DELETE', `${ADMIN}/${id}`, { token: actors.admin.token });
    expect(await searchTotal('DPS')).toBe(0);
  });
});
