import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moderationDecisions, offers, reports, users } from '../../server/db/schema.js';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import type { AdminReport } from '../../shared/moderation.js';
import { createActors, insertOffer, insertPost, listUrl, totalOf, type Actors } from './adminFixtures.js';
import { createTestContext, createUser, readOutbox, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  owner = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Zgłaszana',
    company_slug: 'fundacja-zglaszana',
  });
});
afterAll(() => ctx.close());

const EXPLANATION = 'Oferta prosi o przelew zaliczki na prywatne konto, a adres nie istnieje.';
const report = (json: Record<string, unknown>, token?: string) => ctx.call('POST', '/api/v1/reports', { json, token });
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const storedReports = (targetId: string) => ctx.db.select().from(reports).where(eq(reports.target_id, targetId));

describe('POST /reports', () => {
  it('takes an anonymous notice about a public offer and confirms its receipt once', async () => {
    const offer = await insertOffer(ctx, owner.id, { status: 'active', title: 'Wózek za zaliczką' });
    const response = await report({
      target_type: 'offer',
      target_id: offer.id,
      reason: 'fraud',
      explanation: EXPLANATION,
      name: 'Jan Czujny',
      email: 'jan.czujny@example.pl',
      good_faith: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), detail: MODERATION_MESSAGES.reportSent });
    const [stored] = await storedReports(offer.id);
    expect(stored).toMatchObject({ reporter_id: null, status: 'open', target_title: 'Wózek za zaliczką' });
    const receipts = await mailsTo('jan.czujny@example.pl');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toContain('Potwierdzenie przyjęcia zgłoszenia');
    // No text the author or the notifier wrote (tests/api/security-report-relay.test.ts): the kind, number and link.
    expect(receipts[0].text).not.toContain('Wózek za zaliczką');
    expect(receipts[0].text).toContain('Rodzaj zgłoszonej treści: Oferta');
    expect(receipts[0].text).toContain(`Numer zgłoszenia: ${stored.id}`);
    expect(receipts[0].text).toContain(`http://portal.test/offer/${offer.id}`);
    expect(receipts[0].text).toContain('Oszustwo lub próba wyłudzenia');
    expect(receipts[0].html).toContain('<html lang="pl">');
  });

  it('links a signed-in notifier, and needs no address (then sends nothing)', async () => {
    const post = await insertPost(ctx, actors.ngo.id, { status: 'published' });
    const before = (await readOutbox(ctx)).length;
    const response = await report(
      {
        target_type: 'blog_post',
        target_id: post.id,
        reason: 'discrimination',
        explanation: EXPLANATION,
        good_faith: true,
      },
      actors.user.token,
    );
    expect(response.statusCode).toBe(201);
    expect((await storedReports(post.id))[0].reporter_id).toBe(actors.user.id);
    expect(await readOutbox(ctx)).toHaveLength(before);
  });

  it('takes notices about organisation profiles', async () => {
    const response = await report({
      target_type: 'profile',
      target_id: owner.id,
      reason: 'misleading',
      explanation: EXPLANATION,
      good_faith: true,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ reason: 'spam' }, 'reason', MODERATION_MESSAGES.reportReason],
    [{ explanation: 'Za krótko.' }, 'explanation', MODERATION_MESSAGES.reportExplanationShort],
    [{ explanation: 'x'.repeat(2001) }, 'explanation', MODERATION_MESSAGES.reportExplanationLong],
    [{ good_faith: false }, 'good_faith', MODERATION_MESSAGES.goodFaith],
    [{ good_faith: undefined }, 'good_faith', MODERATION_MESSAGES.goodFaith],
    [{ email: 'nie-adres' }, 'email', 'Podaj prawidłowy adres email.'],
    [{ target_type: 'user' }, 'target_type', MODERATION_MESSAGES.reportTarget],
  ])('refuses %o with a Polish message on %s and stores nothing', async (change, field, message) => {
    const offer = await insertOffer(ctx, owner.id, { status: 'active' });
    const response = await report({
      target_type: 'offer',
      target_id: offer.id,
      reason: 'fraud',
      explanation: EXPLANATION,
      good_faith: true,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await storedReports(offer.id)).toEqual([]);
  });

  it('refuses a notice about content the public cannot see', async () => {
    const draft = await insertOffer(ctx, owner.id, { status: 'draft' });
    const response = await report({
      target_type: 'offer',
      target_id: draft.id,
      reason: 'fraud',
      explanation: EXPLANATION,
      good_faith: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(MODERATION_MESSAGES.reportTargetMissing);
  });

  it('is rate-limited per IP address', async () => {
    const limited = await createTestContext({ rateLimits: { authPerMinute: 2, failedLoginsPerAccount: 10 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.call('POST', '/api/v1/reports', {
          json: {
            target_type: 'offer',
            target_id: owner.id,
            reason: 'fraud',
            explanation: EXPLANATION,
            good_faith: true,
          },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('admin reports', () => {
  async function openReport(fields: Record<string, unknown> = {}) {
    const offer = await insertOffer(ctx, owner.id, { status: 'active', title: 'Zgłoszona oferta' });
    const response = await report({
      target_type: 'offer',
      target_id: offer.id,
      reason: 'fraud',
      explanation: EXPLANATION,
      email: 'zglaszajacy@example.pl',
      good_faith: true,
      ...fields,
    });
    return { offerId: offer.id, reportId: response.json<{ id: string }>().id };
  }
  const decide = (id: string, token: string, json: unknown) =>
    ctx.call('PATCH', `/api/v1/admin/reports/${id}`, { token, json });

  it('lists notices to admins only, filtered by status and reason, with the target and its link', async () => {
    const { offerId, reportId } = await openReport({ reason: 'illegal' });
    expect((await ctx.call('GET', '/api/v1/admin/reports')).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/v1/admin/reports', { token: owner.token })).statusCode).toBe(403);
    const response = await ctx.call(
      'GET',
      listUrl('/api/v1/admin/reports', { filter: { status: 'open', reason: 'illegal' }, range: [0, 9] }),
      { token: actors.admin.token },
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<AdminReport[]>();
    expect(rows.map((row) => row.id)).toContain(reportId);
    expect(rows.every((row) => row.reason === 'illegal' && row.status === 'open')).toBe(true);
    expect(totalOf(response)).toBe(rows.length);
    expect(rows.find((row) => row.id === reportId)).toMatchObject({
      target_path: `/offer/${offerId}`,
      target_title: 'Zgłoszona oferta',
      email: 'zglaszajacy@example.pl',
    });
    const one = await ctx.call('GET', `/api/v1/admin/reports/${reportId}`, { token: actors.superadmin.token });
    expect(one.json()).toMatchObject({ id: reportId, status: 'open' });
  });

  it('removes the offer, sends the author the statement of reasons and tells the notifier', async () => {
    const { offerId, reportId } = await openReport();
    expect((await decide(reportId, owner.token, { decision: 'no_action', statement: 'x' })).statusCode).toBe(403);
    const missing = await decide(reportId, actors.admin.token, { decision: 'content_removed', statement: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(MODERATION_MESSAGES.reasonRequired);
    const reasons = 'Oferta wyłudza zaliczki: adres nie istnieje, a konto bankowe należy do osoby prywatnej.';
    // The notice says 'fraud'; the ground is never taken from it: without one the decision is refused, unsaved.
    const withoutGround = await decide(reportId, actors.admin.token, {
      decision: 'content_removed',
      statement: reasons,
    });
    expect(withoutGround.statusCode).toBe(422);
    expect(withoutGround.json()).toMatchObject({
      detail: MODERATION_MESSAGES.groundRequired,
      errors: [{ field: 'ground', message: MODERATION_MESSAGES.groundRequired }],
    });
    const [untouched] = await ctx.db.select().from(offers).where(eq(offers.id, offerId));
    expect(untouched.status).toBe('active');

    const response = await decide(reportId, actors.admin.token, {
      decision: 'content_removed',
      statement: reasons,
      ground: 'misleading',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'decided', decision: 'content_removed' });
    const [offer] = await ctx.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer.status).toBe('rejected');
    const [decision] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.report_id, reportId));
    expect(decision).toMatchObject({ ground: 'misleading', decision_type: 'content_removed', user_id: owner.id });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.decision_id, decision.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['offer.status', 'report.decide']);

    const statement = (await mailsTo(owner.email)).find((mail) => mail.text.includes(decision.id));
    expect(statement?.text).toContain('ze zgłoszenia naruszenia złożonego przez inną osobę');
    const outcome = (await mailsTo('zglaszajacy@example.pl')).filter((mail) =>
      mail.subject.startsWith('Rozpatrzyliśmy'),
    );
    expect(outcome).toHaveLength(1);
    expect(outcome[0].text).toContain('Decyzja: Treść usunięta');

    const again = await decide(reportId, actors.superadmin.token, { decision: 'no_action', statement: 'Inaczej.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.reportDecided });
  });

  it('closes a notice without action, leaving the target as it was', async () => {
    const { offerId, reportId } = await openReport();
    const response = await decide(reportId, actors.admin.token, {
      decision: 'no_action',
      statement: 'Oferta jest zgodna z regulaminem: zaliczka jest kaucją opisaną w ofercie.',
    });
    expect(response.statusCode).toBe(200);
    const [offer] = await ctx.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer.status).toBe('active');
    expect(await ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.report_id, reportId))).toEqual(
      [],
    );
    expect((await mailsTo('zglaszajacy@example.pl')).at(-1)?.text).toContain('Decyzja: Bez działań');
  });

  it('bans a reported profile only when the admin may ban (superadmin only)', async () => {
    const reported = await createUser(ctx, 'ngo', { organization_name: 'Fałszywa Fundacja', company_slug: 'falszywa' });
    const filed = await report({
      target_type: 'profile',
      target_id: reported.id,
      reason: 'fraud',
      explanation: EXPLANATION,
      good_faith: true,
    });
    const id = filed.json<{ id: string }>().id;
    const restricted = await decide(id, actors.superadmin.token, {
      decision: 'visibility_restricted',
      statement: 'Profil podszywa się pod znaną fundację.',
      ground: 'fraud',
    });
    expect(restricted.statusCode).toBe(422);
    expect(restricted.json().detail).toBe(MODERATION_MESSAGES.profileRestriction);
    const byAdmin = await decide(id, actors.admin.token, {
      decision: 'content_removed',
      statement: 'Profil podszywa się pod znaną fundację.',
      ground: 'fraud',
    });
    expect(byAdmin.statusCode).toBe(403);
    const bySuperadmin = await decide(id, actors.superadmin.token, {
      decision: 'content_removed',
      statement: 'Profil podszywa się pod znaną fundację.',
      ground: 'fraud',
    });
    expect(bySuperadmin.statusCode).toBe(200);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, reported.id));
    expect(account.banned_until).not.toBeNull();
  });

  it('answers unknown notices with a Polish 404', async () => {
    const response = await decide('00000000-0000-4000-8000-000000000000', actors.admin.token, {
      decision: 'no_action',
      statement: 'Brak.',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MODERATION_MESSAGES.reportNotFound });
  });
});
