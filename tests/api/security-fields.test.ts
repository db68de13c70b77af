import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, offers, users } from '../../server/db/schema.js';
import { AUTH_MESSAGES, USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { firstCategoryId, insertOffer } from './adminFixtures.js';
import { createTestContext, findUser, type TestContext } from './helpers.js';
import { databaseFingerprint, freshToken, insertAccount, type Account } from './securityFixtures.js';

/** Field-level authorization: what a caller may not set, whatever he puts in the body, checked in the database. */
let ctx: TestContext;
let offeror: Account;
let otherOfferor: Account;
let admin: Account;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  offeror = await insertAccount(ctx, 'offeror');
  otherOfferor = await insertAccount(ctx, 'offeror');
  admin = await insertAccount(ctx, 'admin');
  categoryId = await firstCategoryId(ctx);
});
afterAll(() => ctx.close());

const offerBody = (fields: Record<string, unknown>) => ({
  title: 'Asystent osobisty na wydarzenia',
  short_description: 'Pomoc w dotarciu i udziale w wydarzeniu.',
  long_description:
    'Asystent pomaga dotrzeć na wydarzenie, towarzyszy w jego trakcie i odprowadza do domu lub na przystanek.',
  category_id: categoryId,
  contact_email: 'kontakt@example.pl',
  ...fields,
});
const privileged = {
  is_promoted: true,
  owner_id: '',
  is_verified: true,
  role: 'admin',
  created_at: '2000-01-01T00:00:00Z',
};

describe('accounts', () => {
  it('never lets sign-up choose an admin role, verification or a confirmed address', async () => {
    const before = await databaseFingerprint(ctx.db);
    for (const role of ['admin', 'superadmin']) {
      const refused = await ctx.call('POST', '/api/v1/auth/signup', {
        json: {
          email: `${role}@example.pl`,
          password: 'Bardzo-Trudne-Haslo-1',
          role,
          username: 'Ktoś',
          accept_terms: true,
        },
      });
      expect([refused.statusCode, refused.json().detail]).toEqual([422, AUTH_MESSAGES.roleNotAllowed]);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(before);

    const email = `sprytny-${Date.now()}@example.pl`;
    const body = {
      email,
      password: 'Bardzo-Trudne-Haslo-1',
      role: 'user',
      username: 'Sprytny',
      accept_terms: true,
      is_verified: true,
      email_confirmed_at: '2020-01-01',
      token_version: 99,
    };
    expect((await ctx.call('POST', '/api/v1/auth/signup', { json: body })).statusCode).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'user', is_verified: false, email_confirmed_at: null, token_version: 0 });
  });

  it('keeps role, e-mail, verification, ban and public address out of the own-profile update', async () => {
    const before = await findUser(ctx, offeror.id);
    const response = await ctx.call('PUT', '/api/v1/users/profile', {
      token: await freshToken(ctx, offeror.id),
      json: {
        full_name: 'Nowe Imię',
        organization_name: 'Fundacja',
        role: 'superadmin',
        email: 'przejete@example.pl',
        is_verified: true,
        banned_until: null,
        company_slug: 'przejety-profil',
      },
    });
    expect(response.statusCode).toBe(200);
    const after = await findUser(ctx, offeror.id);
    expect(after).toMatchObject({
      full_name: 'Nowe Imię',
      role: 'offeror',
      email: before.email,
      is_verified: false,
      company_slug: before.company_slug,
    });
  });

  it("refuses an admin's attempt to make someone an admin, and keeps the stored role", async () => {
    const target = await insertAccount(ctx, 'user');
    for (const role of ['admin', 'superadmin']) {
      const response = await ctx.call('PUT', `/api/v1/admin/users/${target.id}`, {
        token: await freshToken(ctx, admin.id),
        json: { role, full_name: 'Awans' },
      });
      expect([response.statusCode, response.json().detail]).toEqual([
        403,
        USER_ADMIN_MESSAGES.assignAdminForbidden.description,
      ]);
    }
    expect((await findUser(ctx, target.id)).role).toBe('user');
  });
});

describe('offers', () => {
  it('stores a new offer as waiting for approval, unpromoted and owned by its author, whatever the body says', async () => {
    for (const status of ['active', 'published']) {
      const response = await ctx.call('POST', '/api/offers/', {
        token: await freshToken(ctx, offeror.id),
        json: offerBody({ ...privileged, owner_id: otherOfferor.id, status }),
      });
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.db.select().from(offers).where(eq(offers.id, response.json().id));
      expect(row).toMatchObject({ status: 'pending_approval', is_promoted: false, owner_id: offeror.id });
      expect(row.created_at.startsWith('2000')).toBe(false);
    }
  });

  it('keeps an edited offer out of public view until an admin approves it, an approved one included', async () => {
    const pending = await insertOffer(ctx, offeror.id, { status: 'pending_approval' });
    const token = await freshToken(ctx, offeror.id);
    await ctx.call('PUT', `/api/offers/${pending.id}`, { token, json: offerBody({ ...privileged, status: 'active' }) });
    const [stillPending] = await ctx.db.select().from(offers).where(eq(offers.id, pending.id));
    expect(stillPending).toMatchObject({ status: 'pending_approval', is_promoted: false, owner_id: offeror.id });

    const rejected = await insertOffer(ctx, offeror.id, { status: 'rejected' });
    await ctx.call('PUT', `/api/offers/${rejected.id}`, { token, json: offerBody({ status: 'published' }) });
    expect((await ctx.db.select().from(offers).where(eq(offers.id, rejected.id)))[0].status).toBe('pending_approval');

    const active = await insertOffer(ctx, offeror.id, { status: 'active' });
    // The body's title and descriptions differ from the approved ones (an edit that keeps them: security-reapproval).
    await ctx.call('PUT', `/api/offers/${active.id}`, { token, json: offerBody({ status: 'active' }) });
    expect((await ctx.db.select().from(offers).where(eq(offers.id, active.id)))[0].status).toBe('pending_approval');
  });

  it("never moves an offer to another owner, even the owner's own edit", async () => {
    const offer = await insertOffer(ctx, offeror.id, { status: 'draft' });
    const response = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: await freshToken(ctx, offeror.id),
      json: offerBody({ owner_id: otherOfferor.id, status: 'draft' }),
    });
    expect(response.statusCode).toBe(200);
    expect((await ctx.db.select().from(offers).where(eq(offers.id, offer.id)))[0].owner_id).toBe(offeror.id);
  });
});

describe('articles', () => {
  it('stores a non-admin article as waiting for approval, unpublished and by its author', async () => {
    const author = await insertAccount(ctx, 'ngo');
    const response = await ctx.call('POST', '/api/v1/blog-posts', {
      token: await freshToken(ctx, author.id),
      json: {
        title: 'Dostępna kultura',
        slug: `dostepna-kultura-${Date.now()}`,
        content: '<p>Treść</p>',
        article_type_category_id: 'article',
        status: 'published',
        author_id: admin.id,
        published_at: '2020-01-01T00:00:00Z',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, response.json().id));
    expect(row).toMatchObject({ status: 'pending_approval', author_id: author.id, published_at: null });
  });

  it('lets an admin publish directly (the rule is about who, not what)', async () => {
    const response = await ctx.call('POST', '/api/v1/blog-posts', {
      token: await freshToken(ctx, admin.id),
      json: {
        title: 'Komunikat',
        slug: `komunikat-${Date.now()}`,
        content: '<p>Treść</p>',
        article_type_category_id: 'article',
        status: 'published',
      },
    });
    expect(response.json()).toMatchObject({ status: 'published', published_at: expect.any(String) });
  });
});

describe('the admin users list (role rules)', () => {
  it("shows an admin neither his own account nor any admin's, and a superadmin everyone", async () => {
    const ids = async (account: Account) => {
      const response = await ctx.call('GET', '/api/v1/admin/users?range=[0,999]', {
        token: await freshToken(ctx, account.id),
      });
      return response.json<{ id: string; role: string }[]>();
    };
    const seenByAdmin = await ids(admin);
    expect(seenByAdmin.some((row) => row.id === admin.id || row.role === 'admin' || row.role === 'superadmin')).toBe(
      false,
    );
    const superadmin = await insertAccount(ctx, 'superadmin');
    const seenBySuperadmin = await ids(superadmin);
    expect(seenBySuperadmin.map((row) => row.id)).toEqual(
      expect.arrayContaining([admin.id, superadmin.id, offeror.id]),
    );
  });
});
