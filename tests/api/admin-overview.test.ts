import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users, verificationRequests } from '../../server/db/schema.js';
import { RECENT_FAILED_EMAILS } from '../../server/mail/failedMessages.js';
import { HIDDEN_ADMIN_EMAIL } from '../../shared/permissions.js';
import type { AdminStats, AuditEntry } from '../../shared/types.js';
import { createActors, insertOffer, insertPost, listUrl, totalOf, type Actors } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import type { Role } from '../../shared/roles.js';

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

const stats = async () =>
  (await ctx.call('GET', '/api/v1/admin/stats', { token: actors.admin.token })).json<AdminStats>();

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

async function insertAccount(role: Role, createdDaysAgo: number, isVerified = false) {
  await ctx.db.insert(users).values({
    email: `konto-${Math.random().toString(36).slice(2)}@example.pl`,
    password_hash: 'nieużywany',
    role,
    is_verified: isVerified,
    created_at: daysAgo(createdDaysAgo),
  });
}

describe('GET /admin/stats', () => {
  it('counts the actors created by the test as new accounts of this month', async () => {
    const body = await stats();
    expect(body).toEqual({
      totalUsers: 5,
      totalOffers: 0,
      pendingOffers: 0,
      totalBlogPosts: 0,
      pendingBlogPosts: 0,
      pendingVerifications: 0,
      pendingAppeals: 0,
      newUsersThisMonth: 5,
      newUsersPreviousMonth: 0,
      failedEmails: 0,
      recentFailedEmails: [],
      openAccessibilityRequests: 0,
      overdueAccessibilityRequests: 0,
      staleOffers: 0,
      pendingCorrections: 0,
    });
  });

  it('follows the database: offers, articles, waiting verification requests and the 30-day windows', async () => {
    const start = await stats();
    await insertOffer(ctx, actors.offeror.id, { status: 'pending_approval' });
    await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    await insertPost(ctx, actors.ngo.id, { status: 'pending_approval' });
    await insertPost(ctx, actors.ngo.id, { status: 'published' });
    await insertPost(ctx, actors.ngo.id, { status: 'draft' });
    await insertAccount('offeror', 10);
    await insertAccount('ngo', 45, true);
    await insertAccount('user', 45);
    await insertAccount('ngo', 90);
    for (const [actor, status] of [
      [actors.offeror, 'pending'],
      [actors.ngo, 'approved'],
    ] as const) {
      await ctx.db.insert(verificationRequests).values({ user_id: actor.id, organization_name: 'Fundacja', status });
    }
    expect(await stats()).toEqual({
      totalUsers: start.totalUsers + 4,
      totalOffers: start.totalOffers + 2,
      pendingOffers: start.pendingOffers + 1,
      totalBlogPosts: start.totalBlogPosts + 3,
      pendingBlogPosts: start.pendingBlogPosts + 1,
      pendingVerifications: start.pendingVerifications + 1,
      pendingAppeals: start.pendingAppeals,
      newUsersThisMonth: start.newUsersThisMonth + 1,
      newUsersPreviousMonth: start.newUsersPreviousMonth + 2,
      failedEmails: 0,
      recentFailedEmails: [],
      openAccessibilityRequests: start.openAccessibilityRequests,
      overdueAccessibilityRequests: start.overdueAccessibilityRequests,
      staleOffers: start.staleOffers,
      pendingCorrections: start.pendingCorrections,
    });
  });

  it('counts the e-mails that failed for good and lists the newest, without their text', async () => {
    const failed = Array.from({ length: RECENT_FAILED_EMAILS + 2 }, (_, index) => ({
      key: `test-failed:${index}`,
      recipient: `adresat${index}@example.pl`,
      subject: `Wiadomość ${index}`,
      body_text: 'Link: https://portal.test/reset-hasla?token=tajny',
      status: 'failed' as const,
      attempts: 9,
      last_error: 'Error: 550 5.1.1 mailbox unavailable',
      failed_at: daysAgo(index),
    }));
    await ctx.db
      .insert(outboxMessages)
      .values([
        ...failed,
        { key: 'test-sent', recipient: 'ok@example.pl', subject: 'Wysłana', status: 'sent', attempts: 1 },
        { key: 'test-pending', recipient: 'czeka@example.pl', subject: 'Czeka', status: 'pending', attempts: 2 },
      ]);
    const body = await stats();
    expect(body.failedEmails).toBe(failed.length);
    expect(body.recentFailedEmails).toHaveLength(RECENT_FAILED_EMAILS);
    expect(body.recentFailedEmails[0]).toEqual({
      id: expect.any(String),
      recipient: 'adresat0@example.pl',
      subject: 'Wiadomość 0',
      attempts: 9,
      last_error: 'Error: 550 5.1.1 mailbox unavailable',
      failed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(body.recentFailedEmails.map((email) => email.subject)).toEqual(
      failed.slice(0, RECENT_FAILED_EMAILS).map((email) => email.subject),
    );
    expect(JSON.stringify(body)).not.toContain('tajny');
  });
});

describe('GET /admin/audit-log', () => {
  it('lists admin actions newest first with actor, target, before and after', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id);
    await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'active' },
    });
    await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/promote`, {
      token: actors.superadmin.token,
      json: { is_promoted: true },
    });
    const response = await ctx.call('GET', listUrl('/api/v1/admin/audit-log', { range: [0, 1] }), {
      token: actors.admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    const [promote, status] = response.json<AuditEntry[]>();
    expect(promote).toMatchObject({
      action: 'offer.promote',
      entity_type: 'offer',
      entity_id: offer.id,
      actor_id: actors.superadmin.id,
      // A plain admin reads another administrator's address as 'Administrator' (docs/bezpieczenstwo.md).
      actor_email: HIDDEN_ADMIN_EMAIL,
    });
    expect(status).toMatchObject({
      action: 'offer.status',
      actor_email: actors.admin.email,
      before: { status: 'pending_approval' },
      after: { status: 'active' },
    });
    expect(promote.id).toBeGreaterThan(status.id);
    expect(promote.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(response.headers['content-range']).toBe(`items 0-1/${totalOf(response)}`);
  });

  it('filters by entity and refuses unknown sorts and filters', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id);
    await ctx.call('DELETE', `/api/v1/admin/offers/${offer.id}`, { token: actors.admin.token });
    const filtered = await ctx.call(
      'GET',
      listUrl('/api/v1/admin/audit-log', { filter: { entity_type: 'offer', entity_id: offer.id } }),
      { token: actors.admin.token },
    );
    expect(filtered.json<AuditEntry[]>().map((entry) => entry.action)).toEqual(['offer.delete']);
    const sort = await ctx.call('GET', listUrl('/api/v1/admin/audit-log', { sort: ['before', 'ASC'] }), {
      token: actors.admin.token,
    });
    expect([sort.statusCode, sort.json()]).toEqual([400, { detail: 'Nie można sortować po tym polu.' }]);
    const filter = await ctx.call('GET', listUrl('/api/v1/admin/audit-log', { filter: { entity_type: 'planet' } }), {
      token: actors.admin.token,
    });
    expect([filter.statusCode, filter.json()]).toEqual([400, { detail: 'Nieprawidłowy filtr listy.' }]);
  });

  it('shows a plain admin only entries about accounts he may see, in the list and by id; the superadmin sees all', async () => {
    const create = (role: string) =>
      ctx.call('POST', '/api/v1/admin/users', {
        token: actors.superadmin.token,
        json: {
          email: `audyt-${role}-${Date.now()}@example.pl`,
          password: 'Dlugie-Haslo-Audytu-7',
          full_name: 'Ktoś',
          role,
        },
      });
    const otherAdmin = (await create('admin')).json<{ id: string }>();
    const plainUser = (await create('user')).json<{ id: string }>();
    // The superadmin edits the admin's own account too: canSeeUser hides an admin's own record from him.
    await ctx.call('PUT', `/api/v1/admin/users/${actors.admin.id}`, {
      token: actors.superadmin.token,
      json: { role: 'admin', full_name: 'Administrator Zmieniony', organization_name: null },
    });
    const hiddenIds = [otherAdmin.id, actors.admin.id];
    const entriesOf = async (token: string, filter: Record<string, unknown> = {}) => {
      const response = await ctx.call('GET', listUrl('/api/v1/admin/audit-log', { filter, range: [0, 999] }), {
        token,
      });
      expect(response.statusCode).toBe(200);
      const entries = response.json<AuditEntry[]>();
      expect(totalOf(response)).toBe(entries.length);
      return entries;
    };
    const superadminSees = await entriesOf(actors.superadmin.token, { entity_type: 'user' });
    const hidden = superadminSees.filter((entry) => hiddenIds.includes(String(entry.entity_id)));
    expect(hidden.map((entry) => entry.action).sort()).toEqual(['user.create', 'user.update']);

    const adminSees = await entriesOf(actors.admin.token, { entity_type: 'user' });
    expect(adminSees.map((entry) => entry.entity_id)).toContain(plainUser.id);
    expect(adminSees.filter((entry) => hiddenIds.includes(String(entry.entity_id)))).toEqual([]);
    for (const entry of hidden) {
      expect(await entriesOf(actors.admin.token, { id: entry.id })).toEqual([]);
      expect(await entriesOf(actors.admin.token, { entity_id: entry.entity_id })).toEqual([]);
      expect((await entriesOf(actors.superadmin.token, { id: entry.id })).map((seen) => seen.id)).toEqual([entry.id]);
    }
  });
});
