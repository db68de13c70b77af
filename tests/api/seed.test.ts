import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPES } from '../../shared/labels/blog.js';
import { BASE_CATEGORIES } from '../../shared/labels/categories.js';
import { blogPostSchema } from '../../shared/schemas/blog.js';
import { offerSchema } from '../../shared/schemas/offer.js';
import { profileUpdateSchema } from '../../shared/schemas/auth.js';
import { slugify } from '../../shared/slug.js';
import type { AdminCorrection, AdminStats, OfferCorrection, OfferSearchResult } from '../../shared/types.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts.js';
import {
  appeals,
  blogPosts,
  categories,
  moderationDecisions,
  offers,
  reports,
  users,
  verificationRequests,
} from '../../server/db/schema.js';
import { DEMO_JUST_APPROVED } from '../../server/db/demoSavedSearches.js';
import { seedDemoContent, type DemoAccount } from '../../server/db/seedDemo.js';
import { sendDueDigests } from '../../server/savedSearches/digest.js';
import { digestRunReport } from '../../server/savedSearches/digestReport.js';
import { verifyPassword } from '../../server/users/passwords.js';
import { ANALYSIS_VERSION } from '../../server/search/indexing.js';
import { createTestContext, login, readOutbox, type TestContext } from './helpers.js';

let ctx: TestContext;
let printed: DemoAccount[];
beforeAll(async () => {
  ctx = await createTestContext();
  printed = await seedDemoContent(ctx.db);
});
afterAll(() => ctx.close());

/** Database rows carry null where a form sends nothing. */
function withoutNulls(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

const DAY_MS = 86_400_000;

describe('demo content on an empty database', () => {
  it('returns the five demo accounts, each confirmed and signing in with the demo password', async () => {
    expect(printed).toEqual(Object.values(DEMO_ACCOUNTS).map(({ email, role }) => ({ email, role })));
    for (const account of printed) {
      const [row] = await ctx.db.select().from(users).where(eq(users.email, account.email));
      expect(row.role).toBe(account.role);
      expect(row.email_confirmed_at).not.toBeNull();
      expect(row.terms_accepted_at).toBe(row.created_at);
      expect(row.terms_version).toBe(1);
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    const login = await ctx.call('POST', '/api/v1/auth/login', {
      json: { email: DEMO_ACCOUNTS.offeror.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('creates organisations with unique profile slugs, some still waiting for verification', async () => {
    const organisations = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.role} in ('offeror', 'ngo')`);
    expect(organisations.length).toBeGreaterThanOrEqual(5);
    for (const organisation of organisations) {
      expect(organisation.company_slug).toBe(slugify(organisation.organization_name ?? ''));
    }
    expect(new Set(organisations.map((o) => o.company_slug)).size).toBe(organisations.length);
    expect(organisations.filter((o) => o.is_verified).length).toBeGreaterThanOrEqual(2);
    expect(organisations.filter((o) => !o.is_verified).length).toBeGreaterThanOrEqual(1);
  });

  it('gives the verified organisations numbers that pass the profile form, a date of approval, and one waiting request', async () => {
    const organisations = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.role} in ('offeror', 'ngo')`);
    const verified = organisations.filter((o) => o.is_verified);
    expect(verified.length).toBeGreaterThanOrEqual(2);
    for (const organisation of verified) {
      const { nip, regon, krs } = organisation;
      expect(
        profileUpdateSchema.safeParse({ full_name: 'Demo', organization_name: 'Demo', nip, regon, krs }).success,
      ).toBe(true);
      expect(nip ?? krs).not.toBeNull();
      expect(organisation.verified_at).not.toBeNull();
    }
    const requests = await ctx.db.select().from(verificationRequests);
    const pending = requests.filter((request) => request.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(organisations.find((o) => o.id === pending[0].user_id)?.is_verified).toBe(false);
    expect(requests.filter((request) => request.status === 'approved')).toHaveLength(verified.length);
  });

  it('seeds about forty offers in all twelve categories and many cities, each valid for the offer form', async () => {
    const rows = await ctx.db.select().from(offers);
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(rows.length).toBeLessThanOrEqual(50);
    const used = await ctx.db
      .selectDistinct({ slug: categories.slug })
      .from(offers)
      .innerJoin(categories, eq(categories.id, offers.category_id));
    expect(used.map((c) => c.slug).sort()).toEqual(BASE_CATEGORIES.map((c) => c.slug).sort());
    expect(new Set(rows.map((o) => o.address_city)).size).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      const result = offerSchema.safeParse(withoutNulls(row));
      expect(result.success, `${row.title}: ${result.error?.message}`).toBe(true);
    }
    expect(new Set(rows.map((o) => o.price_type))).toEqual(new Set(['free', 'paid', 'deposit_required']));
  });

  it('gives the administrators offers to moderate and shows every status', async () => {
    const rows = await ctx.db.select().from(offers);
    const byStatus = (status: string) => rows.filter((o) => o.status === status);
    expect(byStatus('pending_approval').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('active').length).toBeGreaterThanOrEqual(25);
    for (const status of ['draft', 'rejected', 'inactive', 'expired'])
      expect(byStatus(status).length).toBeGreaterThanOrEqual(1);
    for (const expired of byStatus('expired')) expect(Date.parse(expired.expires_at ?? '')).toBeLessThan(Date.now());
    for (const row of byStatus('active')) {
      if (row.expires_at) expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now());
    }
    expect(rows.filter((o) => o.is_promoted).every((o) => o.status === 'active')).toBe(true);
    expect(rows.filter((o) => o.is_promoted).length).toBeGreaterThanOrEqual(3);
  });

  it('shows moderation on a fresh start: notices, decisions about restricted offers and one appeal waiting', async () => {
    const notices = await ctx.db.select().from(reports);
    expect(notices.filter((row) => row.status === 'open').length).toBeGreaterThanOrEqual(1);
    expect(notices.filter((row) => row.status === 'decided').length).toBeGreaterThanOrEqual(2);
    const decisions = await ctx.db
      .select({ decision: moderationDecisions, status: offers.status })
      .from(moderationDecisions)
      .innerJoin(offers, eq(offers.id, moderationDecisions.target_id));
    expect(decisions.length).toBeGreaterThanOrEqual(2);
    // Each decision describes its offer as it is: the offer stands in the status the decision gave it.
    for (const { decision, status } of decisions) expect(status).toBe(decision.new_status);
    const waiting = await ctx.db.select().from(appeals).where(eq(appeals.status, 'open'));
    expect(waiting).toHaveLength(1);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    // Decided by the demo admin, so the demo super administrator is the one who may decide the appeal.
    const [contested] = decisions.filter(({ decision }) => decision.id === waiting[0].decision_id);
    expect(contested.decision.decided_by).toBe(admin.id);
  });

  it("shows one e-mail that failed for good in the admin overview's 'Niewysłane wiadomości e-mail'", async () => {
    const token = await login(ctx, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const stats = (await ctx.call('GET', '/api/v1/admin/stats', { token })).json<AdminStats>();
    expect(stats.failedEmails).toBe(1);
    expect(stats.recentFailedEmails[0]).toMatchObject({ subject: 'Potwierdź adres email', attempts: 9 });
  });

  it('finds the wheelchair offers in Łódź by searching without diacritics, in any form', async () => {
    for (const q of ['wozek lodz', 'wózkiem w Łodzi', 'wozki inwalidzkie']) {
      const response = await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}&per_page=50`);
      const titles = response.json<OfferSearchResult>().items.map((offer) => offer.title);
      expect(titles, q).toContain('Wózek inwalidzki aktywny – wypożyczenie');
    }
  });

  it('analyses every seeded offer and article for the search', async () => {
    for (const table of [offers, blogPosts]) {
      const [pending] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${table.search_vector} is null or ${table.search_version} is distinct from ${ANALYSIS_VERSION}`);
      expect(pending.count).toBe(0);
    }
  });

  it('seeds about ten articles of all seven types, each valid for the article form', async () => {
    const rows = await ctx.db.select().from(blogPosts);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.map((p) => p.article_type_category_id))).toEqual(new Set(ARTICLE_TYPES));
    for (const row of rows) {
      const result = blogPostSchema.safeParse(withoutNulls(row));
      expect(result.success, `${row.title}: ${result.error?.message}`).toBe(true);
      expect(row.content).toMatch(/<h2>.*<\/h2>/);
      expect(row.published_at !== null).toBe(row.status === 'published');
    }
    const pending = rows.filter((p) => p.status === 'pending_approval');
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.length).toBeLessThanOrEqual(2);
  });

  it('spreads creation dates over the last two months', async () => {
    const [range] = await ctx.db
      .select({ oldest: sql<string>`min(${offers.created_at})`, newest: sql<string>`max(${offers.created_at})` })
      .from(offers);
    expect(Date.now() - Date.parse(range.oldest)).toBeGreaterThan(50 * DAY_MS);
    expect(Date.now() - Date.parse(range.newest)).toBeLessThan(7 * DAY_MS);
    const recentUsers = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.created_at} > now() - interval '30 days'`);
    const olderUsers = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.created_at} <= now() - interval '30 days'`);
    expect(recentUsers.length).toBeGreaterThan(0);
    expect(olderUsers.length).toBeGreaterThan(0);
  });

  it("shows data freshness on a fresh start: stale offers, reminders due, corrections and 'Poprawki danych'", async () => {
    const admin = await login(ctx, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const stats = (await ctx.call('GET', '/api/v1/admin/stats', { token: admin })).json<AdminStats>();
    expect(stats.staleOffers).toBeGreaterThanOrEqual(3);
    expect(stats.pendingCorrections).toBeGreaterThanOrEqual(2);
    const queue = (await ctx.call('GET', '/api/v1/admin/offer-corrections', { token: admin })).json<
      AdminCorrection[]
    >();
    expect(queue.filter((item) => item.status === 'open').length).toBeGreaterThanOrEqual(2);
    expect(queue.some((item) => item.status === 'confirmation_requested')).toBe(true);
    const due = await ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        sql`${offers.status} = 'active' and ${offers.confirmed_at} < now() - interval '180 days' and ${offers.reminded_for_confirmation_at} is null`,
      );
    expect(due.length).toBeGreaterThanOrEqual(2);
    const rows = await ctx.db.select().from(offers);
    for (const row of rows) expect(Date.parse(row.confirmed_at)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
    expect(rows.filter((row) => row.availability === 'waiting_list').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.funding_routes.includes('pfron')).length).toBeGreaterThanOrEqual(2);
    const organisation = await login(ctx, DEMO_ACCOUNTS.offeror.email, DEMO_PASSWORD);
    const own = (await ctx.call('GET', '/api/v1/users/me/offer-corrections', { token: organisation })).json<
      OfferCorrection[]
    >();
    expect(new Set(own.map((item) => item.status))).toEqual(new Set(['open', 'resolved']));
  });

  it("delivers the demo user's digest at the first `npm run alerts -- --now`, after the fresh server's hourly job", async () => {
    // The server's hourly job runs as soon as it starts: the demo alerts are not due yet, so it sends nothing …
    const morning = new Date(Date.UTC(2031, 0, 6, 9));
    expect(await sendDueDigests(ctx.db, ctx.config, { now: morning, force: false })).toMatchObject({
      sent: 0,
      checked: 0,
    });
    // … and the command docs/powiadomienia.md tells a newcomer to run then finds the offers approved since the last digest.
    await readOutbox(ctx);
    const before = (await readOutbox(ctx)).length;
    const outcome = await sendDueDigests(ctx.db, ctx.config, { now: morning, force: true });
    expect(outcome).toMatchObject({ sent: 2, checked: 2, withoutNews: 0, alreadySent: 0 });
    const digests = (await readOutbox(ctx)).slice(before).filter((mail) => mail.to === DEMO_ACCOUNTS.user.email);
    expect(digests).toHaveLength(2);
    const text = digests.map((mail) => mail.text).join('\n');
    expect(text).toContain('Rehabilitacja w Łodzi i okolicy');
    expect(text).toContain('Tłumacz PJM');
    for (const title of DEMO_JUST_APPROVED) expect(text).toContain(title);

    // Run again, nothing is new: the command says why.
    const again = await sendDueDigests(ctx.db, ctx.config, { now: morning, force: true });
    expect(again).toMatchObject({ sent: 0, checked: 2, withoutNews: 2 });
    expect(digestRunReport(again, { force: true })).toContain(
      'Żadne z 2 sprawdzonych powiadomień nie ma nowych pasujących ofert od poprzedniego zestawienia.',
    );
  });

  it('leaves a database that already has users untouched', async () => {
    const count = async () => (await ctx.db.select({ id: offers.id }).from(offers)).length;
    const before = await count();
    expect(await seedDemoContent(ctx.db)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
