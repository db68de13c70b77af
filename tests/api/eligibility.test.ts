import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { ELIGIBILITY_MESSAGES as M, HOW_TO_START_MAX } from '../../shared/eligibility.js';
import type { AdminOffer, Offer, OfferSearchResult } from '../../shared/types.js';
import { listUrl } from './adminFixtures.js';
import { categoryId, insertOffer, multipart, offerForm } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Who an offer is for and how to get it: the fields, their validation, re-approval, export, back office and search. */
let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Krok po Kroku' });
  admin = await createUser(ctx, 'admin');
  category = await categoryId(ctx, 'rehabilitacja');
});
afterAll(() => ctx.close());

const save = async (fields: Record<string, string | string[]>) =>
  ctx.call('POST', '/api/offers/', { token: owner.token, ...(await multipart(offerForm(category, fields))) });

const CONDITIONS = {
  min_age: '3',
  max_age: '16',
  certificate_required: 'moderate',
  required_documents: ['certificate', 'medical_referral'],
  how_to_start: 'Zadzwoń i umów pierwszą wizytę.\nWeź orzeczenie i skierowanie.',
  funding_routes: ['pfron', 'nfz'],
};

describe('the conditions of an offer', () => {
  it('are saved, answered to the owner, the public, the admin and in the RODO export', async () => {
    const created = await save({ ...CONDITIONS, status: 'pending_approval' });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json<Offer>();
    const expected = {
      min_age: 3,
      max_age: 16,
      certificate_required: 'moderate',
      required_documents: ['certificate', 'medical_referral'],
      how_to_start: 'Zadzwoń i umów pierwszą wizytę.\nWeź orzeczenie i skierowanie.',
      // In the order the author ticked them.
      funding_routes: ['pfron', 'nfz'],
    };
    expect(offer).toMatchObject(expected);
    await ctx.db
      .update(offers)
      .set({ status: 'active' })
      .where(inArray(offers.id, [offer.id]));
    const shown = await ctx.call('GET', `/api/v1/offers/${offer.id}`);
    expect(shown.json<Offer>()).toMatchObject(expected);
    const asAdmin = await ctx.call('GET', `/api/v1/admin/offers/${offer.id}`, { token: admin.token });
    expect(asAdmin.json<Offer>()).toMatchObject(expected);
    const exported = await ctx.call('GET', '/api/v1/users/me/export', { token: owner.token });
    expect(exported.json<{ offers: Offer[] }>().offers.find((row) => row.id === offer.id)).toMatchObject(expected);
  });

  it('default to unknown and nothing when the form leaves them empty', async () => {
    const created = await save({ min_age: '', max_age: '', how_to_start: '  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Offer>()).toMatchObject({
      min_age: null,
      max_age: null,
      certificate_required: 'unknown',
      required_documents: [],
      how_to_start: null,
      funding_routes: [],
    });
  });

  it.each([
    ['a negative age', { min_age: '-1' }, 'min_age', M.age],
    ['an age over 120', { max_age: '121' }, 'max_age', M.age],
    ['a fraction of a year', { min_age: '2,5' }, 'min_age', M.age],
    ['words for an age', { max_age: 'szesnaście' }, 'max_age', M.age],
    ['a lower age above the upper one', { min_age: '16', max_age: '3' }, 'max_age', M.ageOrder],
    ['an unknown certificate degree', { certificate_required: 'light' }, 'certificate_required', M.unknownCertificate],
    [
      'an unknown document',
      { required_documents: ['certificate', 'passport'] },
      'required_documents',
      M.unknownDocument,
    ],
    ['an unknown funding route', { funding_routes: ['pfron', 'bank'] }, 'funding_routes', M.unknownFunding],
    ['first steps too long', { how_to_start: 'a'.repeat(HOW_TO_START_MAX + 1) }, 'how_to_start', M.howToStartTooLong],
  ])('refuses %s with the Polish message (422) and saves nothing', async (_case, fields, field, message) => {
    const before = await ctx.db.$count(offers);
    const response = await save(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await ctx.db.$count(offers)).toBe(before);
  });

  it('accepts the bounds 0 and 120 and a single age (from = to)', async () => {
    const wide = await save({ min_age: '0', max_age: '120' });
    expect(wide.json<Offer>()).toMatchObject({ min_age: 0, max_age: 120 });
    const single = await save({ min_age: '7', max_age: '7' });
    expect(single.json<Offer>()).toMatchObject({ min_age: 7, max_age: 7 });
  });
});

describe('an active offer whose conditions its owner changes', () => {
  const activeOffer = () =>
    insertOffer(ctx, owner.id, {
      title: 'Wypożyczenie wózka inwalidzkiego',
      short_description: 'Lekki wózek na krótkie i długie wyjazdy.',
      long_description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
      category_id: category,
      contact_email: 'kontakt@fundacja.pl',
      address_city: 'Łódź',
      status: 'active',
    });
  const put = async (id: string, overrides: Record<string, string | string[]>, token = owner.token) =>
    ctx.call('PUT', `/api/offers/${id}`, {
      token,
      ...(await multipart(offerForm(category, { status: 'active', ...overrides }))),
    });

  it.each([
    ['age', { max_age: '12' }],
    ['certificate', { certificate_required: 'significant' }],
    ['documents', { required_documents: ['income_statement'] }],
    ['first steps', { how_to_start: 'Zadzwoń do nas.' }],
    ['funding', { funding_routes: ['project'] }],
  ])('goes back to approval when the %s changes', async (_field, change) => {
    const id = await activeOffer();
    const response = await put(id, change);
    expect(response.json<Offer>().status).toBe('pending_approval');
    expect((await ctx.call('GET', `/api/v1/offers/${id}`)).statusCode).toBe(404);
  });

  it('stays active when saved with the same conditions, and when an admin changes them', async () => {
    const id = await activeOffer();
    expect((await put(id, {})).json<Offer>().status).toBe('active');
    expect((await put(id, { funding_routes: ['nfz'] }, admin.token)).json<Offer>().status).toBe('active');
  });
});

describe('the back office', () => {
  it('sets, refuses and clears the conditions of an offer', async () => {
    const offer = (await save({})).json<Offer>();
    const url = `/api/v1/admin/offers/${offer.id}`;
    const set = await ctx.call('PUT', url, {
      token: admin.token,
      json: { min_age: 18, certificate_required: 'none', funding_routes: ['social_welfare'], how_to_start: 'Zadzwoń.' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Offer>()).toMatchObject({
      min_age: 18,
      max_age: null,
      certificate_required: 'none',
      funding_routes: ['social_welfare'],
      how_to_start: 'Zadzwoń.',
    });
    const wrong = await ctx.call('PUT', url, { token: admin.token, json: { max_age: 10 } });
    expect([wrong.statusCode, wrong.json().detail]).toEqual([422, M.ageOrder]);
    const cleared = await ctx.call('PUT', url, {
      token: admin.token,
      json: { min_age: null, how_to_start: null, funding_routes: [] },
    });
    expect(cleared.json<Offer>()).toMatchObject({ min_age: null, how_to_start: null, funding_routes: [] });
  });

  it('filters the offer list by funding and by the certificate required', async () => {
    const funded = (
      await save({ funding_routes: ['local_government'], certificate_required: 'significant' })
    ).json<Offer>();
    const list = async (filter: Record<string, unknown>) => {
      const response = await ctx.call('GET', listUrl('/api/v1/admin/offers', { filter }), { token: admin.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminOffer[]>().map((row) => row.id);
    };
    expect(await list({ funding_routes: ['local_government'] })).toEqual([funded.id]);
    const significant = await list({ certificate_required: ['significant', 'moderate'] });
    expect(significant).toContain(funded.id);
    const stored = await ctx.db.select().from(offers).where(inArray(offers.id, significant));
    expect(new Set(stored.map((row) => row.certificate_required))).toEqual(new Set(['significant', 'moderate']));
    const refused = await ctx.call('GET', listUrl('/api/v1/admin/offers', { filter: { funding_routes: 'bank' } }), {
      token: admin.token,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('search by age, certificate and funding', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const specs: Record<string, Record<string, string | string[]>> = {
      dzieci: { min_age: '3', max_age: '16', certificate_required: 'any', funding_routes: ['pfron', 'nfz'] },
      dorosli: { min_age: '18', certificate_required: 'none', funding_routes: ['nfz'] },
      maluchy: { max_age: '6', certificate_required: 'none' },
      wszyscy: { funding_routes: ['project'] },
    };
    for (const [key, fields] of Object.entries(specs)) {
      const response = await save({ title: `Terapia warunki ${key}`, ...fields });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json<Offer>().id;
    }
    await ctx.db
      .update(offers)
      .set({ status: 'active' })
      .where(inArray(offers.id, Object.values(ids)));
  });

  const search = async (query: string) => {
    const response = await ctx.call('GET', `/api/v1/offers?q=warunki&sort=newest&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OfferSearchResult>();
  };
  const keys = (result: OfferSearchResult) =>
    result.items.map((item) => item.title.replace('Terapia warunki ', '')).sort();

  it('age: offers whose range includes it, and those without a range', async () => {
    expect(keys(await search('age=5'))).toEqual(['dzieci', 'maluchy', 'wszyscy']);
    expect(keys(await search('age=16'))).toEqual(['dzieci', 'wszyscy']);
    expect(keys(await search('age=40'))).toEqual(['dorosli', 'wszyscy']);
    expect(keys(await search('age=0'))).toEqual(['maluchy', 'wszyscy']);
  });

  it('certificate=none: only offers that say no orzeczenie is needed (not those that did not say)', async () => {
    expect(keys(await search('certificate=none'))).toEqual(['dorosli', 'maluchy']);
  });

  it('funding: any of the routes, repeated or comma-separated, with a facet counted under the other filters', async () => {
    expect(keys(await search('funding=pfron&funding=project'))).toEqual(['dzieci', 'wszyscy']);
    expect(keys(await search('funding=nfz,project'))).toEqual(['dorosli', 'dzieci', 'wszyscy']);
    const result = await search('funding=project&age=10');
    expect(keys(result)).toEqual(['wszyscy']);
    // The facet ignores its own filter: the other routes still show how many offers the age leaves.
    expect(result.facets.funding).toEqual([
      { value: 'nfz', count: 1 },
      { value: 'pfron', count: 1 },
      { value: 'project', count: 1 },
    ]);
    expect(result.estimated_facets).not.toContain('funding');
  });

  it('suggests dropping a filter when together they find nothing', async () => {
    const result = await search('age=40&certificate=none&funding=project');
    expect(result.total).toBe(0);
    expect(result.relaxations.map((relaxation) => relaxation.filter).sort()).toEqual(['certificate', 'funding']);
  });

  it.each([
    ['age=dziesięć', M.searchAge],
    ['age=-1', M.searchAge],
    ['age=121', M.searchAge],
    ['age=4.5', M.searchAge],
    ['certificate=any', M.searchCertificate],
    ['funding=bank', M.unknownFunding],
    ['funding=pfron&funding=zus', M.unknownFunding],
  ])('refuses %s with 400 and the Polish message', async (query, message) => {
    const response = await ctx.call('GET', `/api/v1/offers?${query}`);
    expect([response.statusCode, response.json().detail]).toEqual([400, message]);
  });
});
