import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityRequests,
  appeals,
  auditLog,
  moderationDecisions,
  offerCorrections,
  reports,
  verificationRequests,
} from '../../server/db/schema.js';
import { requestVersion } from '../../server/verification/requests.js';
import { HIDDEN_ADMIN_EMAIL } from '../../shared/permissions.js';
import type { AuditEntry } from '../../shared/types.js';
import { firstCategoryId, insertOffer, insertPost } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import { databaseFingerprint, freshToken, insertAccount, routeCollector, type Account } from './securityFixtures.js';
import type { BlogStatus } from '../../shared/labels/blog.js';
import type { OfferStatus } from '../../shared/labels/offers.js';

/** Every admin action leaves one audit entry: who did it, to which record, and the record before and after. */
interface Call {
  url: string;
  json?: unknown;
  /** The record the action is about; for a create it is read from the answer. */
  entityId?: string;
}
interface AuditCase {
  method: string;
  route: string;
  actor: 'admin' | 'superadmin';
  call: () => Promise<Call>;
  action: string;
  entityType: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let ctx: TestContext;
const collector = routeCollector();
const actors = {} as Record<'admin' | 'superadmin' | 'offeror' | 'ngo', Account>;
let categoryId: string;
let unique = 0;
const next = () => `${Date.now()}-${(unique += 1)}`;

beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: collector.onRoute });
  for (const role of ['admin', 'superadmin', 'offeror', 'ngo'] as const) actors[role] = await insertAccount(ctx, role);
  categoryId = await firstCategoryId(ctx);
});
afterAll(() => ctx.close());

const target = async (fields = {}) => (await insertAccount(ctx, 'user', fields)).id;
const offer = async (status: OfferStatus = 'pending_approval') =>
  (await insertOffer(ctx, actors.offeror.id, { status, title: 'Tytuł przed zmianą' })).id;
const post = async (status: BlogStatus = 'pending_approval') =>
  (await insertPost(ctx, actors.ngo.id, { status, title: 'Tytuł przed zmianą' })).id;
const openReport = async () => {
  const [row] = await ctx.db
    .insert(reports)
    .values({
      target_type: 'offer',
      target_id: await offer('active'),
      target_title: 'Tytuł przed zmianą',
      reason: 'fraud',
      explanation: 'Oferta prosi o zaliczkę na prywatne konto.',
      good_faith: true,
    })
    .returning({ id: reports.id });
  return row.id;
};
const category = async () => {
  const response = await ctx.call('POST', '/api/v1/admin/categories', {
    token: await freshToken(ctx, actors.admin.id),
    json: { name: 'Przed zmianą', slug: `przed-${next()}` },
  });
  return response.json<{ id: string }>().id;
};
const synonymGroup = async () => {
  const response = await ctx.call('POST', '/api/v1/admin/search-synonyms', {
    token: await freshToken(ctx, actors.admin.id),
    json: { terms: ['ŚDS', `przed zmianą ${next()}`] },
  });
  return response.json<{ id: string }>().id;
};
const offerJson = {
  title: 'Tytuł po zmianie',
  short_description: 'Krótki opis oferty.',
  description: 'Długi opis oferty, który ma zdecydowanie więcej niż pięćdziesiąt znaków.',
  contact_email: 'k@example.pl',
  status: 'active',
};
const postJson = () => ({
  title: 'Tytuł po zmianie',
  slug: `po-zmianie-${next()}`,
  content: '<p>Treść</p>',
  article_type_category_id: 'article',
  status: 'published',
});
const VERIFIED_DATA = { organization_name: 'Fundacja do sprawdzenia', nip: '5261040828', regon: null, krs: null };
const pendingVerification = async () => {
  const [row] = await ctx.db
    .insert(verificationRequests)
    .values({ user_id: actors.ngo.id, ...VERIFIED_DATA })
    .returning({ id: verificationRequests.id });
  return row.id;
};

/** The super administrator rejected an offer and its author appealed: the plain admin decides (someone else). */
const openAppeal = async () => {
  const targetId = await offer('rejected');
  const [decision] = await ctx.db
    .insert(moderationDecisions)
    .values({
      target_type: 'offer',
      target_id: targetId,
      target_title: 'Tytuł przed zmianą',
      user_id: actors.offeror.id,
      decision_type: 'content_removed',
      previous_status: 'active',
      new_status: 'rejected',
      ground: 'fraud',
      statement: 'Oferta prosi o zaliczkę na prywatne konto.',
      decided_by: actors.superadmin.id,
    })
    .returning({ id: moderationDecisions.id });
  const [appeal] = await ctx.db
    .insert(appeals)
    .values({
      decision_id: decision.id,
      user_id: actors.offeror.id,
      explanation: 'Zaliczka jest zwrotną kaucją za sprzęt, opisaną w regulaminie wypożyczalni.',
    })
    .returning({ id: appeals.id });
  return appeal.id;
};

/** A request about the portal's accessibility, received today and still new. */
const newAccessibilityRequest = async () => {
  const [row] = await ctx.db
    .insert(accessibilityRequests)
    .values({
      page: '/search',
      problem: 'Filtry wyszukiwarki nie są odczytywane przez czytnik ekranu.',
      alternative_format: 'none',
      email: 'zglaszajacy@example.pl',
      due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    })
    .returning({ id: accessibilityRequests.id });
  return row.id;
};

/** A correction of an active offer that its organisation left unhandled for three weeks: it is in the admins' queue. */
const escalatedCorrection = async () => {
  const [row] = await ctx.db
    .insert(offerCorrections)
    .values({
      offer_id: await offer('active'),
      fields: ['phone'],
      note: 'Numer telefonu nie odpowiada od miesiąca.',
      created_at: new Date(Date.now() - 21 * 86_400_000).toISOString(),
    })
    .returning({ id: offerCorrections.id });
  return row.id;
};

const withId = async (make: () => Promise<string>, url: (id: string) => string, json?: unknown): Promise<Call> => {
  const id = await make();
  return { url: url(id), json, entityId: id };
};

const CASES: AuditCase[] = [
  {
    method: 'PATCH',
    route: '/api/v1/admin/accessibility-requests/:id',
    actor: 'admin',
    action: 'accessibility_request.status',
    entityType: 'accessibility_request',
    before: { status: 'new' },
    after: { status: 'in_progress' },
    call: () =>
      withId(newAccessibilityRequest, (id) => `/api/v1/admin/accessibility-requests/${id}`, { status: 'in_progress' }),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/offer-corrections/:id/request-confirmation',
    actor: 'admin',
    action: 'offer.confirmation_requested',
    entityType: 'offer',
    before: { status: 'open' },
    after: { status: 'confirmation_requested' },
    call: async () => {
      const id = await escalatedCorrection();
      const [row] = await ctx.db.select().from(offerCorrections).where(eq(offerCorrections.id, id));
      return { url: `/api/v1/admin/offer-corrections/${id}/request-confirmation`, entityId: row.offer_id };
    },
  },
  {
    method: 'POST',
    route: '/api/v1/admin/users',
    actor: 'superadmin',
    action: 'user.create',
    entityType: 'user',
    before: null,
    after: { role: 'ngo', full_name: 'Nowa Organizacja' },
    call: async () => ({
      url: '/api/v1/admin/users',
      json: {
        email: `nowe-${next()}@example.pl`,
        password: 'Bardzo-Trudne-Haslo-1',
        full_name: 'Nowa Organizacja',
        role: 'ngo',
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/users/:id',
    actor: 'admin',
    action: 'user.update',
    entityType: 'user',
    before: { role: 'user', is_verified: false },
    after: { role: 'offeror', is_verified: true },
    call: () =>
      withId(target, (id) => `/api/v1/admin/users/${id}`, {
        role: 'offeror',
        full_name: 'Zmieniona',
        is_verified: true,
      }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/users/:id',
    actor: 'superadmin',
    action: 'user.delete',
    entityType: 'user',
    before: { role: 'user' },
    after: null,
    call: () => withId(target, (id) => `/api/v1/admin/users/${id}`),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/users/:id/ban',
    actor: 'superadmin',
    action: 'user.ban',
    entityType: 'user',
    before: { banned_until: null },
    after: { banned_until: expect.any(String) },
    call: () =>
      withId(target, (id) => `/api/v1/admin/users/${id}/ban`, {
        ban: true,
        reason: 'Konto rozsyłało spam.',
        ground: 'terms',
      }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/users/:id/ban',
    actor: 'superadmin',
    action: 'user.unban',
    entityType: 'user',
    before: { banned_until: expect.any(String) },
    after: { banned_until: null },
    call: () =>
      withId(
        () => target({ banned_until: new Date(Date.now() + 86_400_000).toISOString() }),
        (id) => `/api/v1/admin/users/${id}/ban`,
        { ban: false },
      ),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/users/:id/reset-password',
    actor: 'superadmin',
    action: 'user.reset_password',
    entityType: 'user',
    before: null,
    after: { reset_link_sent_to: expect.any(String) },
    call: () => withId(target, (id) => `/api/v1/admin/users/${id}/reset-password`),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/offers/:id',
    actor: 'admin',
    action: 'offer.update',
    entityType: 'offer',
    before: { title: 'Tytuł przed zmianą' },
    after: { title: 'Tytuł po zmianie' },
    call: () => withId(offer, (id) => `/api/v1/admin/offers/${id}`, { title: 'Tytuł po zmianie' }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/offers/:id/status',
    actor: 'admin',
    action: 'offer.status',
    entityType: 'offer',
    before: { status: 'pending_approval' },
    after: { status: 'rejected' },
    call: () =>
      withId(offer, (id) => `/api/v1/admin/offers/${id}/status`, {
        status: 'rejected',
        reason: 'Oferta wprowadza w błąd co do ceny.',
        ground: 'misleading',
      }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/offers/:id/promote',
    actor: 'admin',
    action: 'offer.promote',
    entityType: 'offer',
    before: { is_promoted: false },
    after: { is_promoted: true },
    call: () =>
      withId(
        () => offer('active'),
        (id) => `/api/v1/admin/offers/${id}/promote`,
        { is_promoted: true },
      ),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/offers/:id',
    actor: 'admin',
    action: 'offer.delete',
    entityType: 'offer',
    before: { title: 'Tytuł przed zmianą' },
    after: null,
    call: () => withId(offer, (id) => `/api/v1/admin/offers/${id}`),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/blog_posts/:id',
    actor: 'admin',
    action: 'blog_post.update',
    entityType: 'blog_post',
    before: { title: 'Tytuł przed zmianą' },
    after: { title: 'Tytuł po zmianie' },
    call: () => withId(post, (id) => `/api/v1/admin/blog_posts/${id}`, { title: 'Tytuł po zmianie' }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/blog_posts/:id/status',
    actor: 'admin',
    action: 'blog_post.status',
    entityType: 'blog_post',
    before: { status: 'pending_approval' },
    after: { status: 'published' },
    call: () => withId(post, (id) => `/api/v1/admin/blog_posts/${id}/status`, { status: 'published' }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/blog_posts/:id',
    actor: 'admin',
    action: 'blog_post.delete',
    entityType: 'blog_post',
    before: { title: 'Tytuł przed zmianą' },
    after: null,
    call: () => withId(post, (id) => `/api/v1/admin/blog_posts/${id}`),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/categories',
    actor: 'admin',
    action: 'category.create',
    entityType: 'category',
    before: null,
    after: { name: 'Nowa kategoria' },
    call: async () => ({ url: '/api/v1/admin/categories', json: { name: 'Nowa kategoria', slug: `nowa-${next()}` } }),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/categories/:id',
    actor: 'admin',
    action: 'category.update',
    entityType: 'category',
    before: { name: 'Przed zmianą' },
    after: { name: 'Po zmianie' },
    call: () =>
      withId(category, (id) => `/api/v1/admin/categories/${id}`, { name: 'Po zmianie', slug: `po-${next()}` }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/categories/:id',
    actor: 'admin',
    action: 'category.delete',
    entityType: 'category',
    before: { name: 'Przed zmianą' },
    after: null,
    call: () => withId(category, (id) => `/api/v1/admin/categories/${id}`),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/search-synonyms',
    actor: 'admin',
    action: 'search_synonym.create',
    entityType: 'search_synonym',
    before: null,
    after: { terms: ['ŚDS', 'środowiskowy dom samopomocy'] },
    call: async () => ({
      url: '/api/v1/admin/search-synonyms',
      json: { terms: ['ŚDS', 'środowiskowy dom samopomocy'] },
    }),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/search-synonyms/:id',
    actor: 'superadmin',
    action: 'search_synonym.update',
    entityType: 'search_synonym',
    before: { terms: [expect.any(String), expect.stringContaining('przed zmianą')] },
    after: { terms: ['ŚDS', 'dom samopomocy'] },
    call: () =>
      withId(synonymGroup, (id) => `/api/v1/admin/search-synonyms/${id}`, { terms: ['ŚDS', 'dom samopomocy'] }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/search-synonyms/:id',
    actor: 'admin',
    action: 'search_synonym.delete',
    entityType: 'search_synonym',
    before: { terms: [expect.any(String), expect.stringContaining('przed zmianą')] },
    after: null,
    call: () => withId(synonymGroup, (id) => `/api/v1/admin/search-synonyms/${id}`),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/settings',
    actor: 'admin',
    action: 'settings.update',
    entityType: 'settings',
    before: { portal_name: expect.any(String) },
    after: { portal_name: 'Nowa nazwa portalu' },
    call: async () => ({
      url: '/api/v1/admin/settings',
      json: { portal_name: 'Nowa nazwa portalu', contact_email: 'kontakt@example.pl' },
    }),
  },
  // An admin changing someone else's content through the authors' own routes is an admin action too.
  {
    method: 'PUT',
    route: '/api/offers/:id',
    actor: 'admin',
    action: 'offer.update',
    entityType: 'offer',
    before: { title: 'Tytuł przed zmianą' },
    after: { title: 'Tytuł po zmianie', status: 'active' },
    call: () => withId(offer, (id) => `/api/offers/${id}`, { ...offerJson, category_id: categoryId }),
  },
  {
    method: 'DELETE',
    route: '/api/offers/:id',
    actor: 'admin',
    action: 'offer.delete',
    entityType: 'offer',
    before: { title: 'Tytuł przed zmianą' },
    after: null,
    call: () => withId(offer, (id) => `/api/offers/${id}`),
  },
  {
    method: 'PUT',
    route: '/api/v1/blog-posts/:id',
    actor: 'superadmin',
    action: 'blog_post.update',
    entityType: 'blog_post',
    before: { title: 'Tytuł przed zmianą' },
    after: { title: 'Tytuł po zmianie', status: 'published' },
    call: () => withId(post, (id) => `/api/v1/blog-posts/${id}`, postJson()),
  },
  {
    method: 'DELETE',
    route: '/api/v1/blog-posts/:id',
    actor: 'superadmin',
    action: 'blog_post.delete',
    entityType: 'blog_post',
    before: { title: 'Tytuł przed zmianą' },
    after: null,
    call: () => withId(post, (id) => `/api/v1/blog-posts/${id}`),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/reports/:id',
    actor: 'admin',
    action: 'report.decide',
    entityType: 'report',
    before: { status: 'open', decision: null },
    after: { status: 'decided', decision: 'no_action' },
    call: () =>
      withId(openReport, (id) => `/api/v1/admin/reports/${id}`, {
        decision: 'no_action',
        statement: 'Oferta jest zgodna z regulaminem.',
      }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/verifications/:id',
    actor: 'admin',
    action: 'verification.decide',
    entityType: 'verification',
    before: { status: 'pending', reason: null },
    after: { status: 'rejected', reason: 'NIP należy do innej organizacji.' },
    call: () =>
      withId(pendingVerification, (id) => `/api/v1/admin/verifications/${id}`, {
        decision: 'rejected',
        reason: 'NIP należy do innej organizacji.',
        version: requestVersion(VERIFIED_DATA),
      }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/appeals/:id',
    actor: 'admin',
    action: 'appeal.decide',
    entityType: 'appeal',
    before: { status: 'open', outcome: null },
    after: { status: 'decided', outcome: 'upheld' },
    call: () =>
      withId(openAppeal, (id) => `/api/v1/admin/appeals/${id}`, {
        outcome: 'upheld',
        statement: 'Kaucja nie jest opisana w ofercie; decyzja zostaje utrzymana.',
      }),
  },
];

const newestId = async () =>
  (await ctx.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

describe('audit log', () => {
  it('has a case for every admin write the API registers', () => {
    const adminWrites = collector
      .routes()
      .filter((route) => route.url.startsWith('/api/v1/admin') && route.method !== 'GET');
    const covered = new Set(CASES.map((entry) => `${entry.method} ${entry.route}`));
    expect(adminWrites.map((route) => `${route.method} ${route.url}`).filter((route) => !covered.has(route))).toEqual(
      [],
    );
  });

  it.each(CASES.map((entry) => [`${entry.action} via ${entry.method} ${entry.route}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const { url, json, entityId } = await entry.call();
      const since = await newestId();
      const actor = actors[entry.actor];
      const response = await ctx.call(entry.method, url, { token: await freshToken(ctx, actor.id), json });
      expect(response.statusCode, response.body).toBeLessThan(300);
      const written = await ctx.db.select().from(auditLog).where(gt(auditLog.id, since));
      expect(written).toHaveLength(1);
      const [logged] = written;
      expect(logged).toMatchObject({
        actor_id: actor.id,
        actor_email: actor.email,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityType === 'settings' ? null : (entityId ?? response.json<{ id: string }>().id),
      });
      for (const side of ['before', 'after'] as const) {
        if (entry[side] === null) expect(logged[side], side).toBeNull();
        else expect(logged[side], side).toMatchObject(entry[side]);
      }
      expect(JSON.stringify(logged)).not.toMatch(/"password_hash"|"token_version"|\$argon2/);

      const listed = await ctx.call('GET', '/api/v1/admin/audit-log?range=[0,0]', {
        token: await freshToken(ctx, actors.admin.id),
      });
      // The reader is a plain admin: another administrator's address reads 'Administrator' (docs/bezpieczenstwo.md).
      expect(listed.json<AuditEntry[]>()[0]).toMatchObject({
        id: logged.id,
        action: entry.action,
        actor_email: entry.actor === 'admin' ? actor.email : HIDDEN_ADMIN_EMAIL,
      });
    },
  );

  it('records nothing for an author changing his own content, nor for a refused admin call', async () => {
    const own = await offer('draft');
    const before = await newestId();
    await ctx.call('PUT', `/api/offers/${own}`, {
      token: await freshToken(ctx, actors.offeror.id),
      json: { ...offerJson, category_id: categoryId, status: 'draft' },
    });
    await ctx.call('DELETE', `/api/offers/${own}`, { token: await freshToken(ctx, actors.offeror.id) });
    expect(await newestId()).toBe(before);

    const fingerprint = await databaseFingerprint(ctx.db);
    const refused = await ctx.call('DELETE', `/api/v1/admin/users/${actors.offeror.id}`, {
      token: await freshToken(ctx, actors.admin.id),
    });
    expect(refused.statusCode).toBe(403);
    expect(await databaseFingerprint(ctx.db)).toEqual(fingerprint);
  });
});
