import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '../../server/db/schema.js';
import type { AdminOffer, Offer } from '../../shared/types.js';
import { VENUE_TEXTS } from '../../shared/venueFeatures.js';
import { categoryId, multipart, offerForm } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/*
 * The venue accessibility an offer inherits from its organisation's profile: online-only offers claim none, an
 * inherited list is unconfirmed until the author checks it, and moderators see which ones are.
 */

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let rehab: string;
const PROFILE_FEATURES = ['wheelchair_access', 'accessible_toilet'];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Miejsce Dla Wszystkich' });
  admin = await createUser(ctx, 'admin');
  rehab = await categoryId(ctx, 'rehabilitacja');
  await ctx.db.update(users).set({ accessibility_features: PROFILE_FEATURES }).where(eq(users.id, owner.id));
});
afterAll(() => ctx.close());

async function postForm(fields: Record<string, string | string[]>) {
  return ctx.call('POST', '/api/offers/', { token: owner.token, ...(await multipart(fields)) });
}

async function storedFlag(id: string) {
  const [row] = await ctx.db
    .select({ confirmed: offers.venue_features_confirmed, features: offers.accessibility_features })
    .from(offers)
    .where(eq(offers.id, id));
  return row;
}

describe('venue accessibility of an offer', () => {
  it('refuses venue features on an online-only offer with a Polish detail, and saves nothing', async () => {
    const before = await ctx.db.select({ id: offers.id }).from(offers).where(eq(offers.owner_id, owner.id));
    const response = await postForm(
      offerForm(rehab, { service_modes: 'online', accessibility_features: PROFILE_FEATURES }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(VENUE_TEXTS.onlineOnlyRefused);
    expect(response.json().errors).toContainEqual({
      field: 'accessibility_features',
      message: VENUE_TEXTS.onlineOnlyRefused,
    });
    const after = await ctx.db.select({ id: offers.id }).from(offers).where(eq(offers.owner_id, owner.id));
    expect(after).toHaveLength(before.length);
  });

  it('keeps what holds online (PJM) on an online-only offer, confirmed: there is no place to check', async () => {
    const response = await postForm(
      offerForm(rehab, { service_modes: 'online', accessibility_features: ['sign_language'] }),
    );
    expect(response.statusCode).toBe(201);
    const offer = response.json<Offer>();
    expect(offer.accessibility_features).toEqual(['sign_language']);
    expect(offer.venue_features_confirmed).toBe(true);
  });

  it('marks the profile list taken over without the author checking it as unconfirmed', async () => {
    const response = await postForm(offerForm(rehab, { accessibility_features: PROFILE_FEATURES }));
    expect(response.statusCode).toBe(201);
    const offer = response.json<Offer>();
    expect(offer.venue_features_confirmed).toBe(false);
    expect(await storedFlag(offer.id)).toEqual({ confirmed: false, features: PROFILE_FEATURES });
  });

  it("counts the profile list as confirmed once the author ticks 'Sprawdziłem dostępność tego miejsca'", async () => {
    const response = await postForm(
      offerForm(rehab, { accessibility_features: PROFILE_FEATURES, venue_features_confirmed: 'true' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Offer>().venue_features_confirmed).toBe(true);
  });

  it('takes a list the author changed from the profile as his own', async () => {
    const response = await postForm(offerForm(rehab, { accessibility_features: ['wheelchair_access'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json<Offer>().venue_features_confirmed).toBe(true);
  });

  it('confirms an inherited list when the author edits the offer and ticks the box', async () => {
    const created = (await postForm(offerForm(rehab, { accessibility_features: PROFILE_FEATURES }))).json<Offer>();
    const response = await ctx.call('PUT', `/api/offers/${created.id}`, {
      token: owner.token,
      ...(await multipart(
        offerForm(rehab, { accessibility_features: PROFILE_FEATURES, venue_features_confirmed: 'true' }),
      )),
    });
    expect(response.statusCode).toBe(200);
    expect(await storedFlag(created.id)).toEqual({ confirmed: true, features: PROFILE_FEATURES });
  });

  it("shows moderators which offers carry the profile's list unconfirmed", async () => {
    const unconfirmed = (await postForm(offerForm(rehab, { accessibility_features: PROFILE_FEATURES }))).json<Offer>();
    const response = await ctx.call('GET', '/api/v1/admin/offers', { token: admin.token });
    expect(response.statusCode).toBe(200);
    const rows = response.json<AdminOffer[]>();
    expect(rows.find((row) => row.id === unconfirmed.id)?.venue_features_confirmed).toBe(false);
  });

  it("keeps an admin's edit from confirming the list in the author's name", async () => {
    const created = (await postForm(offerForm(rehab, { accessibility_features: PROFILE_FEATURES }))).json<Offer>();
    const response = await ctx.call('PUT', `/api/v1/admin/offers/${created.id}`, {
      token: admin.token,
      json: { title: 'Rehabilitacja w Łodzi – poprawiony tytuł' },
    });
    expect(response.statusCode).toBe(200);
    expect((await storedFlag(created.id)).confirmed).toBe(false);
  });
});
