import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moderationDecisions, offers, blogPosts, users } from '../../server/db/schema.js';
import { queueDecisionNotice } from '../../server/moderation/decisions.js';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import type { MyDecision } from '../../shared/moderation.js';
import { createActors, insertOffer, insertPost, type Actors } from './adminFixtures.js';
import { createTestContext, createUser, readOutbox, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let otherOfferor: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  otherOfferor = await createUser(ctx, 'offeror', { organization_name: 'Inna Fundacja' });
});
afterAll(() => ctx.close());

const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const decisionsAbout = (targetId: string) =>
  ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.target_id, targetId));
const reasonRefusal = {
  detail: MODERATION_MESSAGES.reasonRequired,
  errors: [{ field: 'reason', message: MODERATION_MESSAGES.reasonRequired }],
};
const STATEMENT = 'Oferta podaje nieprawdziwy adres i prosi o przedpłatę na prywatne konto.';

describe('a restriction needs a statement of reasons (DSA art. 17)', () => {
  it('refuses to reject an offer without a reason, changing nothing and sending nothing', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    const before = (await mailsTo(actors.offeror.email)).length;
    for (const body of [{ status: 'rejected' }, { status: 'inactive', reason: '   ' }]) {
      const response = await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
        token: actors.admin.token,
        json: body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(reasonRefusal);
    }
    const [stored] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored.status).toBe('active');
    expect(await decisionsAbout(offer.id)).toEqual([]);
    expect(await mailsTo(actors.offeror.email)).toHaveLength(before);
  });

  it('refuses a restriction whose ground the admin did not choose, instead of filling one in', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    const target = await createUser(ctx, 'offeror', { organization_name: 'Fundacja bez podstawy' });
    const calls = [
      { url: `/api/v1/admin/offers/${offer.id}/status`, json: { status: 'rejected', reason: STATEMENT } },
      { url: `/api/v1/admin/users/${target.id}/ban`, json: { ban: true, reason: STATEMENT } },
    ];
    for (const { url, json } of calls) {
      const response = await ctx.call('PATCH', url, { token: actors.superadmin.token, json });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: MODERATION_MESSAGES.groundRequired,
        errors: [{ field: 'ground', message: MODERATION_MESSAGES.groundRequired }],
      });
    }
    const [stored] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored.status).toBe('active');
    const [account] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(account.banned_until).toBeNull();
    expect(await decisionsAbout(offer.id)).toEqual([]);
  });

  it('records the decision, links it from the audit log and e-mails the author every element once', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active', title: 'Wózek za przedpłatą' });
    const response = await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'rejected', reason: STATEMENT, ground: 'fraud' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('rejected');
    const [decision] = await decisionsAbout(offer.id);
    expect(decision).toMatchObject({
      target_type: 'offer',
      user_id: actors.offeror.id,
      decision_type: 'content_removed',
      previous_status: 'active',
      new_status: 'rejected',
      ground: 'fraud',
      statement: STATEMENT,
      decided_by: actors.admin.id,
    });
    expect(decision.notified_at).not.toBeNull();
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.decision_id, decision.id));
    expect(audit).toMatchObject({ action: 'offer.status', entity_id: offer.id, actor_id: actors.admin.id });

    const mails = (await mailsTo(actors.offeror.email)).filter((mail) =>
      mail.subject.startsWith('Uzasadnienie decyzji'),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const element of [
      'Oferta „Wózek za przedpłatą”',
      'Usunięcie treści: status zmieniony z „Aktywna” na „Odrzucona”',
      STATEMENT,
      'Podstawa decyzji: przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia)',
      'z własnej inicjatywy moderatora',
      'Zautomatyzowane środki: nie zostały użyte',
      'Możesz złożyć odwołanie do',
      'http://portal.test/dashboard#decyzje-moderacyjne',
    ]) {
      expect(mail.text).toContain(element);
    }
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toContain('<dt style="font-weight:bold">Fakty i okoliczności</dt>');

    // A second attempt to queue the same statement finds it already queued: nothing more goes out.
    await ctx.db.transaction((tx) => queueDecisionNotice(tx, ctx.config, decision));
    expect(
      (await mailsTo(actors.offeror.email)).filter((m) => m.subject.startsWith('Uzasadnienie decyzji')),
    ).toHaveLength(1);
  });

  it('asks no reason for a change that restricts nothing', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id);
    const response = await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'active' },
    });
    expect(response.statusCode).toBe(200);
    expect(await decisionsAbout(offer.id)).toEqual([]);
  });

  it('refuses an admin edit that moves the offer to inactive without a reason', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    const refused = await ctx.call('PUT', `/api/v1/admin/offers/${offer.id}`, {
      token: actors.admin.token,
      json: { status: 'inactive' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(reasonRefusal);
    const accepted = await ctx.call('PUT', `/api/v1/admin/offers/${offer.id}`, {
      token: actors.admin.token,
      json: { status: 'inactive', reason: 'Oferta jest nieaktualna od miesiąca.', ground: 'terms' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await decisionsAbout(offer.id))[0]).toMatchObject({ decision_type: 'visibility_restricted' });
  });

  it('asks the same of articles moved to rejected or archived', async () => {
    const post = await insertPost(ctx, actors.ngo.id, { status: 'published', title: 'Artykuł z danymi' });
    const refused = await ctx.call('PATCH', `/api/v1/admin/blog_posts/${post.id}/status`, {
      token: actors.admin.token,
      json: { status: 'archived' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(reasonRefusal);
    const [unchanged] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(unchanged.status).toBe('published');

    const accepted = await ctx.call('PATCH', `/api/v1/admin/blog_posts/${post.id}/status`, {
      token: actors.superadmin.token,
      json: { status: 'archived', reason: 'Artykuł ujawnia adres prywatnej osoby.', ground: 'personal_data' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await decisionsAbout(post.id))[0]).toMatchObject({
      target_type: 'blog_post',
      decision_type: 'visibility_restricted',
      previous_status: 'published',
      new_status: 'archived',
    });
    const mail = (await mailsTo(actors.ngo.email)).find((m) => m.text.includes('Artykuł „Artykuł z danymi”'));
    expect(mail?.text).toContain('Ograniczenie widoczności');
  });

  it('asks a reason for a ban and none for lifting it', async () => {
    const target = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Oszustów' });
    const refused = await ctx.call('PATCH', `/api/v1/admin/users/${target.id}/ban`, {
      token: actors.superadmin.token,
      json: { ban: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(reasonRefusal);
    const [stillActive] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(stillActive.banned_until).toBeNull();

    const banned = await ctx.call('PATCH', `/api/v1/admin/users/${target.id}/ban`, {
      token: actors.superadmin.token,
      json: { ban: true, reason: 'Konto wyłudzało przedpłaty w kilku ofertach.', ground: 'fraud' },
    });
    expect(banned.statusCode).toBe(200);
    expect((await decisionsAbout(target.id))[0]).toMatchObject({
      target_type: 'profile',
      target_title: 'Fundacja Oszustów',
      decision_type: 'account_banned',
    });
    expect((await mailsTo(target.email)).at(-1)?.text).toContain('Zablokowanie konta');
    const unbanned = await ctx.call('PATCH', `/api/v1/admin/users/${target.id}/ban`, {
      token: actors.superadmin.token,
      json: { ban: false },
    });
    expect(unbanned.statusCode).toBe(200);
    expect(await decisionsAbout(target.id)).toHaveLength(1);
  });

  // The ban used to read the account before its transaction, unlocked: on PostgreSQL both requests saw it active and
  // each recorded a decision and e-mailed it (PGlite serves one connection, so there they never met).
  it('bans an account once when two bans arrive together: one decision, one statement of reasons', async () => {
    const target = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Podwójna' });
    const ban = () =>
      ctx.call('PATCH', `/api/v1/admin/users/${target.id}/ban`, {
        token: actors.superadmin.token,
        json: { ban: true, reason: 'Konto wyłudzało przedpłaty w kilku ofertach.', ground: 'fraud' },
      });
    const answers = await Promise.all([ban(), ban()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await decisionsAbout(target.id)).toHaveLength(1);
    expect((await mailsTo(target.email)).filter((mail) => mail.text.includes('Zablokowanie konta'))).toHaveLength(1);
    // The second ban saw the account already banned: its audit entry's "before" says so.
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, target.id));
    expect(
      entries.map((entry) => (entry.before as { banned_until: string | null }).banned_until !== null).sort(),
    ).toEqual([false, true]);
  });
});

describe('GET /users/me/decisions', () => {
  it('shows the author the decisions about his content, and nobody else', async () => {
    const offer = await insertOffer(ctx, otherOfferor.id, { status: 'active', title: 'Oferta innej fundacji' });
    await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'rejected', reason: STATEMENT, ground: 'terms' },
    });
    const own = await ctx.call('GET', '/api/v1/users/me/decisions', { token: otherOfferor.token });
    expect(own.statusCode).toBe(200);
    const [decision] = own.json<MyDecision[]>();
    expect(decision).toMatchObject({
      target_id: offer.id,
      target_title: 'Oferta innej fundacji',
      statement: STATEMENT,
      ground: 'terms',
      automated: false,
      from_report: false,
      can_appeal: true,
      appeal: null,
    });
    expect(new Date(decision.appeal_deadline).getTime()).toBeGreaterThan(Date.now() + 170 * 24 * 3600 * 1000);

    const others = await ctx.call('GET', '/api/v1/users/me/decisions', { token: actors.user.token });
    expect(others.json()).toEqual([]);
    expect((await ctx.call('GET', '/api/v1/users/me/decisions')).statusCode).toBe(401);
  });
});

describe('POST /users/me/appeals', () => {
  async function decisionFor(owner: TestUser) {
    const offer = await insertOffer(ctx, owner.id, { status: 'active' });
    await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'rejected', reason: STATEMENT, ground: 'terms' },
    });
    return (await decisionsAbout(offer.id))[0];
  }
  const appeal = (token: string | undefined, json: unknown) =>
    ctx.call('POST', '/api/v1/users/me/appeals', { token, json });
  const explanation = 'Adres jest prawdziwy, a przedpłata to kaucja za sprzęt opisana w ofercie.';

  it('lets the author appeal once, and nobody else', async () => {
    const decision = await decisionFor(actors.offeror);
    expect((await appeal(undefined, { decision_id: decision.id, explanation })).statusCode).toBe(401);
    const stranger = await appeal(otherOfferor.token, { decision_id: decision.id, explanation });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: MODERATION_MESSAGES.decisionNotFound });
    const adminAttempt = await appeal(actors.admin.token, { decision_id: decision.id, explanation });
    expect(adminAttempt.statusCode).toBe(404);

    const short = await appeal(actors.offeror.token, { decision_id: decision.id, explanation: 'Nie zgadzam się.' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe(MODERATION_MESSAGES.appealExplanation);

    const filed = await appeal(actors.offeror.token, { decision_id: decision.id, explanation });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toEqual({ id: expect.any(String), detail: MODERATION_MESSAGES.appealSent });
    const again = await appeal(actors.offeror.token, { decision_id: decision.id, explanation });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.appealExists });

    const listed = await ctx.call('GET', '/api/v1/users/me/decisions', { token: actors.offeror.token });
    const shown = listed.json<MyDecision[]>().find((row) => row.id === decision.id);
    expect(shown).toMatchObject({ can_appeal: false, appeal: { status: 'open', outcome: null } });
  });

  it('refuses an appeal after six months', async () => {
    const decision = await decisionFor(actors.offeror);
    await ctx.db
      .update(moderationDecisions)
      .set({ created_at: sql`now() - interval '6 months 1 day'` })
      .where(eq(moderationDecisions.id, decision.id));
    const late = await appeal(actors.offeror.token, { decision_id: decision.id, explanation });
    expect(late.statusCode).toBe(422);
    expect(late.json().detail).toBe(MODERATION_MESSAGES.appealLate);
  });
});
