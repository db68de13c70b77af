import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, offers, users } from '../../server/db/schema.js';
import { expireOffers, expireOffersJob } from '../../server/offers/expiry.js';
import type { Offer } from '../../shared/types.js';
import { categoryId, daysFromNow, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Sprawni Razem',
    company_slug: 'fundacja-sprawni-razem',
  });
  stranger = await createUser(ctx, 'user');
  admin = await createUser(ctx, 'superadmin');
  category = await categoryId(ctx, 'rehabilitacja');
});
afterAll(() => ctx.close());

const statusOf = async (id: string) =>
  (await ctx.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0].status;

describe('GET /api/v1/offers/{id}', () => {
  it('shows a public offer to everybody, with the organisation but without the login e-mail', async () => {
    const id = await insertOffer(ctx, owner.id, {
      title: 'Rehabilitacja w domu',
      category_id: category,
      address_city: 'Łódź',
    });
    const response = await ctx.call('GET', `/api/v1/offers/${id}`);
    expect(response.statusCode).toBe(200);
    const offer = response.json<Offer>();
    expect(offer).toMatchObject({
      id,
      title: 'Rehabilitacja w domu',
      status: 'active',
      category: { name: 'Rehabilitacja', slug: 'rehabilitacja' },
    });
    expect(offer.profile).toEqual({
      organization_name: 'Fundacja Sprawni Razem',
      company_slug: 'fundacja-sprawni-razem',
      is_verified: false,
      verification: null,
    });
    expect(offer.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it.each(['draft', 'pending_approval', 'inactive', 'expired', 'rejected'] as const)(
    'hides a %s offer from all but its owner and admins',
    async (status) => {
      const id = await insertOffer(ctx, owner.id, { status, category_id: category });
      for (const token of [undefined, stranger.token]) {
        const hidden = await ctx.call('GET', `/api/v1/offers/${id}`, { token });
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().detail).toBe('Nie znaleziono oferty.');
      }
      const own = await ctx.call('GET', `/api/v1/offers/${id}`, { token: owner.token });
      expect(own.statusCode).toBe(200);
      expect(own.json().profile.email).toBe(owner.email);
      expect((await ctx.call('GET', `/api/v1/offers/${id}`, { token: admin.token })).statusCode).toBe(200);
    },
  );

  it('hides an active offer as soon as its expiry passes, before any sweep', async () => {
    const id = await insertOffer(ctx, owner.id, { expires_at: daysFromNow(-0.01) });
    expect((await ctx.call('GET', `/api/v1/offers/${id}`)).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/v1/offers/${id}`, { token: owner.token })).statusCode).toBe(200);
    const listed = await ctx.call('GET', '/api/v1/offers?per_page=50');
    expect(listed.json().items.map((offer: Offer) => offer.id)).not.toContain(id);
  });

  it('hides the offers of a banned account', async () => {
    const banned = await createUser(ctx, 'offeror');
    const id = await insertOffer(ctx, banned.id);
    expect((await ctx.call('GET', `/api/v1/offers/${id}`)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ banned_until: daysFromNow(365) })
      .where(eq(users.id, banned.id));
    expect((await ctx.call('GET', `/api/v1/offers/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown offer and 400 for a malformed id', async () => {
    const unknown = await ctx.call('GET', '/api/v1/offers/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Nie znaleziono oferty.');
    const malformed = await ctx.call('GET', '/api/v1/offers/abc%00def');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Nieprawidłowy identyfikator.');
  });
});

describe('expiry sweep', () => {
  it('marks active offers past their expiry as expired and leaves the others alone', async () => {
    const past = await insertOffer(ctx, owner.id, { expires_at: daysFromNow(-2) });
    const future = await insertOffer(ctx, owner.id, { expires_at: daysFromNow(2) });
    const open = await insertOffer(ctx, owner.id, { expires_at: null });
    const draft = await insertOffer(ctx, owner.id, { status: 'draft', expires_at: daysFromNow(-2) });

    expect(await expireOffers(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(past)).toBe('expired');
    expect(await statusOf(future)).toBe('active');
    expect(await statusOf(open)).toBe('active');
    expect(await statusOf(draft)).toBe('draft');
    expect(await expireOffers(ctx.db)).toBe(0);
  });

  it('runs as a scheduled job of the server', async () => {
    const past = await insertOffer(ctx, owner.id, { expires_at: daysFromNow(-1) });
    await ctx.app.jobs.runDue();
    expect(await statusOf(past)).toBe('expired');
    const runs = await ctx.db.select().from(jobs).where(eq(jobs.name, expireOffersJob.name));
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.map((run) => run.status)).not.toContain('failed');
  });
});
