import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';
import { insertOffer } from './contentFixtures.js';

let ctx: TestContext;
let admin: TestUser;
let offeror: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ searchCacheSeconds: 60 });
  admin = await createUser(ctx, 'admin');
  offeror = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Pamięć Podręczna',
    company_slug: 'fundacja-pamiec',
  });
});
afterAll(() => ctx.close());

const search = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<{ total: number }>().total;

describe('cached public search', () => {
  it('shows an offer approved in the back office at once, despite the cache', async () => {
    const id = await insertOffer(ctx, offeror.id, {
      title: 'Kajak adaptowany dla osób z niepełnosprawnością',
      status: 'pending_approval',
    });
    expect(await search('kajak')).toBe(0);
    const approved = await ctx.call('PATCH', `/api/v1/admin/offers/${id}/status`, {
      token: admin.token,
      json: { status: 'active' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await search('kajak')).toBe(1);
  });
});
