import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, auditLog, blogPosts, moderationDecisions, offers, users } from '../../server/db/schema.js';
import { MODERATION_MESSAGES, USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import type { AdminAppeal, MyDecision } from '../../shared/moderation.js';
import { createActors, insertOffer, insertPost, listUrl, totalOf, type Actors } from './adminFixtures.js';
import {
  createTestContext,
  createUser,
  login,
  readOutbox,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let otherOfferor: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  otherOfferor = await createUser(ctx, 'offeror', { organization_name: 'Inna Fundacja' });
});
afterAll(() => ctx.close());

const STATEMENT = 'Oferta prosi o przedpłatę na prywatne konto i podaje nieistniejący adres.';
const EXPLANATION = 'Przedpłata to kaucja za sprzęt opisana w regulaminie wypożyczalni, adres jest prawdziwy.';
const REVERSAL = 'Kaucja jest opisana w ofercie, a adres potwierdziliśmy w rejestrze – oferta wraca.';
const UPHOLDING = 'Artykuł nadal zawiera adres prywatnej osoby bez jej zgody.';

const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const appealOutcomeMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Rozpatrzyliśmy Twoje odwołanie'));
const decide = (id: string, token: string | undefined, json: unknown) =>
  ctx.call('PATCH', `/api/v1/admin/appeals/${id}`, { token, json });
const storedAppeal = async (id: string) => (await ctx.db.select().from(appeals).where(eq(appeals.id, id)))[0];

/** An admin rejects an offer of `owner` with a reason (through the API), and the owner appeals from the dashboard. */
async function appealedOffer(owner: TestUser, decidedBy: TestUser, title = 'Wózek za kaucją') {
  const offer = await insertOffer(ctx, owner.id, { status: 'active', title });
  const rejected = await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
    token: decidedBy.token,
    json: { status: 'rejected', reason: STATEMENT, ground: 'fraud' },
  });
  expect(rejected.statusCode).toBe(200);
  const [decision] = await ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.target_id, offer.id));
  const filed = await ctx.call('POST', '/api/v1/users/me/appeals', {
    token: owner.token,
    json: { decision_id: decision.id, explanation: EXPLANATION },
  });
  expect(filed.statusCode).toBe(201);
  return { offer, decision, appealId: filed.json<{ id: string }>().id };
}

describe('who may see and decide appeals', () => {
  it('refuses everyone but the administrators, changing nothing', async () => {
    const { appealId } = await appealedOffer(actors.offeror, actors.admin);
    const body = { outcome: 'reversed', statement: REVERSAL };
    expect((await ctx.call('GET', '/api/v1/admin/appeals')).statusCode).toBe(401);
    expect((await decide(appealId, undefined, body)).statusCode).toBe(401);
    for (const actor of [actors.user, actors.offeror, otherOfferor, actors.ngo]) {
      const list = await ctx.call('GET', '/api/v1/admin/appeals', { token: actor.token });
      expect(list.statusCode).toBe(403);
      const refused = await decide(appealId, actor.token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toEqual(expect.any(String));
    }
    expect(await storedAppeal(appealId)).toMatchObject({ status: 'open', outcome: null });
    for (const admin of [actors.admin, actors.superadmin]) {
      const list = await ctx.call('GET', '/api/v1/admin/appeals', { token: admin.token });
      expect(list.statusCode).toBe(200);
      expect(list.json<AdminAppeal[]>().map((row) => row.id)).toContain(appealId);
    }
  });

  it('lets only someone other than the decision’s author decide when there are several admins', async () => {
    const { offer, appealId } = await appealedOffer(actors.offeror, actors.admin);
    const shown = await ctx.call('GET', `/api/v1/admin/appeals/${appealId}`, { token: actors.admin.token });
    expect(shown.json<AdminAppeal>().can_decide).toBe(false);
    const own = await decide(appealId, actors.admin.token, { outcome: 'reversed', statement: REVERSAL });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: MODERATION_MESSAGES.appealOwnDecision });
    expect(await storedAppeal(appealId)).toMatchObject({ status: 'open' });
    const [unchanged] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(unchanged.status).toBe('rejected');
    const other = await ctx.call('GET', `/api/v1/admin/appeals/${appealId}`, { token: actors.superadmin.token });
    expect(other.json<AdminAppeal>().can_decide).toBe(true);
  });
});

describe('PATCH /admin/appeals/{id}', () => {
  it('reverses: the offer is public again, the reversal is recorded and the author told, once', async () => {
    const { offer, decision, appealId } = await appealedOffer(actors.offeror, actors.admin, 'Wózek aktywny za kaucją');
    expect((await ctx.call('GET', `/api/v1/offers/${offer.id}`)).statusCode).toBe(404);

    const listed = await ctx.call('GET', `/api/v1/admin/appeals/${appealId}`, { token: actors.superadmin.token });
    expect(listed.json<AdminAppeal>()).toMatchObject({
      status: 'open',
      explanation: EXPLANATION,
      decision_id: decision.id,
      target_type: 'offer',
      target_title: 'Wózek aktywny za kaucją',
      target_path: `/offer/${offer.id}`,
      decision_type: 'content_removed',
      decision_summary: expect.stringContaining('Usunięcie treści: status zmieniony z „Aktywna” na „Odrzucona”'),
      decision_ground: 'fraud',
      decision_statement: STATEMENT,
    });

    const noStatement = await decide(appealId, actors.superadmin.token, { outcome: 'reversed', statement: ' ' });
    expect(noStatement.statusCode).toBe(422);
    expect(noStatement.json()).toEqual({
      detail: MODERATION_MESSAGES.reasonRequired,
      errors: [{ field: 'statement', message: MODERATION_MESSAGES.reasonRequired }],
    });
    const badOutcome = await decide(appealId, actors.superadmin.token, { outcome: 'cancelled', statement: REVERSAL });
    expect(badOutcome.statusCode).toBe(422);
    expect(badOutcome.json().detail).toBe(MODERATION_MESSAGES.appealOutcome);
    expect(await appealOutcomeMails(actors.offeror.email)).toHaveLength(0);

    const reversed = await decide(appealId, actors.superadmin.token, { outcome: 'reversed', statement: REVERSAL });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json<AdminAppeal>()).toMatchObject({
      status: 'decided',
      outcome: 'reversed',
      statement: REVERSAL,
      restored_status: 'active',
      can_decide: false,
    });
    const [restored] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(restored.status).toBe('active');
    expect((await ctx.call('GET', `/api/v1/offers/${offer.id}`)).statusCode).toBe(200);

    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.decision_id, decision.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['appeal.decide', 'offer.status', 'offer.status']);
    expect(audit.find((entry) => entry.action === 'appeal.decide')).toMatchObject({
      actor_id: actors.superadmin.id,
      entity_id: appealId,
    });

    const [mail] = await appealOutcomeMails(actors.offeror.email);
    for (const element of [
      'Oferta „Wózek aktywny za kaucją”',
      'Rozstrzygnięcie: Decyzja zmieniona (cofnięta)',
      'przywróciliśmy poprzedni stan',
      REVERSAL,
    ]) {
      expect(mail.text).toContain(element);
    }

    const again = await decide(appealId, actors.superadmin.token, { outcome: 'upheld', statement: UPHOLDING });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.appealDecided });
    expect(await appealOutcomeMails(actors.offeror.email)).toHaveLength(1);

    const dashboard = await ctx.call('GET', '/api/v1/users/me/decisions', { token: actors.offeror.token });
    const shown = dashboard.json<MyDecision[]>().find((row) => row.id === decision.id);
    expect(shown?.appeal).toMatchObject({ status: 'decided', outcome: 'reversed', statement: REVERSAL });
  });

  it('upholds: the article stays archived and the author is told why', async () => {
    const post = await insertPost(ctx, actors.ngo.id, { status: 'published', title: 'Relacja z wizyty' });
    await ctx.call('PATCH', `/api/v1/admin/blog_posts/${post.id}/status`, {
      token: actors.admin.token,
      json: { status: 'archived', reason: 'Artykuł podaje adres prywatnej osoby.', ground: 'personal_data' },
    });
    const [decision] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.target_id, post.id));
    const filed = await ctx.call('POST', '/api/v1/users/me/appeals', {
      token: actors.ngo.token,
      json: { decision_id: decision.id, explanation: 'Osoba zgodziła się na podanie adresu w artykule.' },
    });
    const upheld = await decide(filed.json().id, actors.superadmin.token, { outcome: 'upheld', statement: UPHOLDING });
    expect(upheld.statusCode).toBe(200);
    expect(upheld.json()).toMatchObject({ outcome: 'upheld', restored_status: null });
    const [stored] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(stored.status).toBe('archived');
    const [mail] = await appealOutcomeMails(actors.ngo.email);
    expect(mail.text).toContain('Rozstrzygnięcie: Decyzja utrzymana');
    expect(mail.text).toContain('ograniczenie pozostaje w mocy');
    expect(mail.text).toContain(UPHOLDING);
  });

  it('reverses an article’s removal to its earlier status', async () => {
    const post = await insertPost(ctx, actors.ngo.id, { status: 'published', title: 'Dostępny teatr' });
    await ctx.call('PATCH', `/api/v1/admin/blog_posts/${post.id}/status`, {
      token: actors.admin.token,
      json: { status: 'rejected', reason: 'Artykuł reklamuje usługę płatną bez oznaczenia.', ground: 'terms' },
    });
    const [decision] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.target_id, post.id));
    const filed = await ctx.call('POST', '/api/v1/users/me/appeals', {
      token: actors.ngo.token,
      json: { decision_id: decision.id, explanation: 'To relacja ze spektaklu, nie reklama; nic nie sprzedajemy.' },
    });
    const reversed = await decide(filed.json().id, actors.superadmin.token, {
      outcome: 'reversed',
      statement: REVERSAL,
    });
    expect(reversed.json()).toMatchObject({ restored_status: 'published' });
    const [stored] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(stored.status).toBe('published');
  });

  it('leaves a target that changed since the decision as it is, and says so', async () => {
    const { offer, appealId } = await appealedOffer(otherOfferor, actors.admin, 'Oferta poprawiona przez autora');
    await ctx.db.update(offers).set({ status: 'draft' }).where(eq(offers.id, offer.id));
    const reversed = await decide(appealId, actors.superadmin.token, { outcome: 'reversed', statement: REVERSAL });
    expect(reversed.json()).toMatchObject({ outcome: 'reversed', restored_status: null });
    const [stored] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored.status).toBe('draft');
    expect((await appealOutcomeMails(otherOfferor.email)).at(-1)?.text).toContain('obecny stan pozostał bez zmian');
  });

  it('answers 404 for an unknown appeal and 400 for a malformed id', async () => {
    const missing = await decide('00000000-0000-4000-8000-000000000000', actors.superadmin.token, {
      outcome: 'upheld',
      statement: UPHOLDING,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MODERATION_MESSAGES.appealNotFound });
    expect(
      (await decide('nie-ma', actors.superadmin.token, { outcome: 'upheld', statement: UPHOLDING })).statusCode,
    ).toBe(400);
  });
});

describe('a ban reversed on appeal', () => {
  it('is lifted by a super administrator only; the account can sign in again', async () => {
    const banned = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Zablokowana' });
    const ban = await ctx.call('PATCH', `/api/v1/admin/users/${banned.id}/ban`, {
      token: actors.superadmin.token,
      json: { ban: true, reason: 'Konto wyłudzało przedpłaty.', ground: 'fraud' },
    });
    expect(ban.statusCode).toBe(200);
    const [decision] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.target_id, banned.id));
    // A banned account cannot sign in: its appeal comes by e-mail and is entered for it.
    const [appeal] = await ctx.db
      .insert(appeals)
      .values({ decision_id: decision.id, user_id: banned.id, explanation: EXPLANATION })
      .returning();

    const byAdmin = await decide(appeal.id, actors.admin.token, { outcome: 'reversed', statement: REVERSAL });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: USER_ADMIN_MESSAGES.banForbidden.description });
    expect(await storedAppeal(appeal.id)).toMatchObject({ status: 'open' });

    const secondSuperadmin = await createUser(ctx, 'superadmin');
    const reversed = await decide(appeal.id, secondSuperadmin.token, { outcome: 'reversed', statement: REVERSAL });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ restored_status: 'active', target_type: 'profile' });
    const [account] = await ctx.db.select().from(users).where(eq(users.id, banned.id));
    expect(account.banned_until).toBeNull();
    expect(await login(ctx, banned.email, TEST_PASSWORD)).toEqual(expect.any(String));
    expect(await appealOutcomeMails(banned.email)).toHaveLength(1);
  });
});

describe('GET /admin/appeals', () => {
  it('lists the react-admin way, filtered by status', async () => {
    const open = await ctx.call(
      'GET',
      listUrl('/api/v1/admin/appeals', { filter: { status: 'open' }, range: [0, 99] }),
      {
        token: actors.superadmin.token,
      },
    );
    expect(open.statusCode).toBe(200);
    const rows = open.json<AdminAppeal[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'open')).toBe(true);
    expect(totalOf(open)).toBe(rows.length);
    const decided = await ctx.call('GET', listUrl('/api/v1/admin/appeals', { filter: { status: 'decided' } }), {
      token: actors.superadmin.token,
    });
    expect(decided.json<AdminAppeal[]>().every((row) => row.status === 'decided' && row.outcome !== null)).toBe(true);
    const badFilter = await ctx.call('GET', listUrl('/api/v1/admin/appeals', { filter: { status: 'lost' } }), {
      token: actors.superadmin.token,
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('counts pending appeals on the overview', async () => {
    const stats = await ctx.call('GET', '/api/v1/admin/stats', { token: actors.admin.token });
    const pending = (await ctx.db.select().from(appeals).where(eq(appeals.status, 'open'))).length;
    expect(stats.json().pendingAppeals).toBe(pending);
  });
});

describe('a sole administrator', () => {
  it('decides appeals against his own decisions', async () => {
    const solo = await createTestContext();
    try {
      const superadmin = await createUser(solo, 'superadmin');
      const owner = await createUser(solo, 'offeror', { organization_name: 'Fundacja Jedyna' });
      const offer = await insertOffer(solo, owner.id, { status: 'active' });
      await solo.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
        token: superadmin.token,
        json: { status: 'inactive', reason: STATEMENT, ground: 'terms' },
      });
      const [decision] = await solo.db
        .select()
        .from(moderationDecisions)
        .where(eq(moderationDecisions.target_id, offer.id));
      const filed = await solo.call('POST', '/api/v1/users/me/appeals', {
        token: owner.token,
        json: { decision_id: decision.id, explanation: EXPLANATION },
      });
      const reversed = await solo.call('PATCH', `/api/v1/admin/appeals/${filed.json().id}`, {
        token: superadmin.token,
        json: { outcome: 'reversed', statement: REVERSAL },
      });
      expect(reversed.statusCode).toBe(200);
      expect(reversed.json()).toMatchObject({ restored_status: 'active' });
    } finally {
      await solo.close();
    }
  });
});
