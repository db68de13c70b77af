import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import type { CompanyProfile } from '../../shared/types.js';
import { daysFromNow, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let organisation: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  organisation = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Sprawni Razem',
    full_name: 'Katarzyna Zielińska',
    company_slug: 'fundacja-sprawni-razem',
    is_verified: true,
  });
  await insertOffer(ctx, organisation.id, { title: 'Starsza oferta', created_at: daysFromNow(-3) });
  await insertOffer(ctx, organisation.id, { title: 'Nowsza oferta', created_at: daysFromNow(-1) });
  await insertOffer(ctx, organisation.id, {
    title: 'Wyróżniona oferta',
    is_promoted: true,
    created_at: daysFromNow(-9),
  });
  await insertOffer(ctx, organisation.id, { title: 'Szkic', status: 'draft' });
  await insertOffer(ctx, organisation.id, { title: 'Po terminie', expires_at: daysFromNow(-1) });
});
afterAll(() => ctx.close());

describe('GET /api/v1/profiles/{companySlug}', () => {
  it('shows the organisation and its public offers, promoted first', async () => {
    const response = await ctx.call('GET', '/api/v1/profiles/fundacja-sprawni-razem');
    expect(response.statusCode).toBe(200);
    const profile = response.json<CompanyProfile>();
    expect(profile).toMatchObject({
      organization_name: 'Fundacja Sprawni Razem',
      full_name: 'Katarzyna Zielińska',
      company_slug: 'fundacja-sprawni-razem',
      role: 'offeror',
      is_verified: true,
    });
    expect(profile.offers.map((offer) => offer.title)).toEqual([
      'Wyróżniona oferta',
      'Nowsza oferta',
      'Starsza oferta',
    ]);
    expect(JSON.stringify(profile)).not.toContain(organisation.email);
  });

  it('answers 404 for an unknown organisation', async () => {
    const response = await ctx.call('GET', '/api/v1/profiles/nie-ma-takiej');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Nie znaleziono profilu organizacji.');
  });

  it('answers 404 while the account is banned', async () => {
    const banned = await createUser(ctx, 'ngo', {
      organization_name: 'Zablokowane Stowarzyszenie',
      company_slug: 'zablokowane',
    });
    await ctx.db
      .update(users)
      .set({ banned_until: daysFromNow(365) })
      .where(eq(users.id, banned.id));
    const response = await ctx.call('GET', '/api/v1/profiles/zablokowane');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Nie znaleziono profilu organizacji.');
  });
});
