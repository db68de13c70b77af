import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import type { AdminOffer } from '../../shared/types.js';
import { createActors, insertOffer, listUrl, type Actors } from './adminFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  owner = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Filtrów' });
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The ids of the admin list under a filter, limited to this file's organisation. */
async function listed(filter: Record<string, unknown>): Promise<string[]> {
  const response = await ctx.call(
    'GET',
    listUrl('/api/v1/admin/offers', { filter: { owner_id: owner.id, ...filter } }),
    {
      token: actors.admin.token,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOffer[]>().map((row) => row.id);
}

describe('GET /admin/offers filtered by the search parameters of age and fresh data', () => {
  it('age: offers whose range includes it, or that set no limit on that side', async () => {
    const children = await insertOffer(ctx, owner.id, { min_age: 3, max_age: 16 });
    const adults = await insertOffer(ctx, owner.id, { min_age: 18 });
    const anyone = await insertOffer(ctx, owner.id);
    expect(new Set(await listed({ age: 10 }))).toEqual(new Set([children.id, anyone.id]));
    expect(new Set(await listed({ age: '40' }))).toEqual(new Set([adults.id, anyone.id]));
    for (const age of ['121', 'dziecko', '2.5']) {
      const response = await ctx.call('GET', listUrl('/api/v1/admin/offers', { filter: { age } }), {
        token: actors.admin.token,
      });
      expect([response.statusCode, response.json().detail], age).toEqual([400, GENERIC_MESSAGES.invalidFilter]);
    }
  });

  it('fresh: confirmed in the last 180 days and not waiting for a confirmation an administrator asked for', async () => {
    const recent = await insertOffer(ctx, owner.id, { confirmed_at: daysAgo(10) });
    const older = await insertOffer(ctx, owner.id, { confirmed_at: daysAgo(200) });
    const asked = await insertOffer(ctx, owner.id, {
      confirmed_at: daysAgo(10),
      confirmation_requested_at: daysAgo(1),
    });
    const fresh = await listed({ fresh: true });
    expect([recent, older, asked].map((offer) => fresh.includes(offer.id))).toEqual([true, false, false]);
    const notFresh = await listed({ fresh: 'false' });
    expect([recent, older, asked].map((offer) => notFresh.includes(offer.id))).toEqual([false, true, true]);
  });
});
