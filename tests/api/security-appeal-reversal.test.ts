import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, moderationDecisions, offers } from '../../server/db/schema.js';
import { BLOG_MESSAGES } from '../../shared/messages.js';
import type { AdminAppeal } from '../../shared/moderation.js';
import type { BlogPost } from '../../shared/types.js';
import { createActors, insertOffer, insertPost, type Actors } from './adminFixtures.js';
import { createTestContext, readOutbox, type TestContext, type TestUser } from './helpers.js';

/**
 * An appeal's reversal gives back what was decided on, never what the author wrote since: every decision stores a
 * fingerprint of the content's approved fields, a reversal of changed content sends it to approval instead of
 * public, and an author cannot move an article into or out of the status a moderation decision sets.
 */
let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

const REASON = 'Artykuł podaje adres prywatnej osoby bez jej zgody.';
const REVERSAL = 'Osoba zgodziła się na podanie adresu – decyzja cofnięta.';

const decisionsAbout = (id: string) =>
  ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.target_id, id));
const storedPost = async (id: string) => (await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
const appealOutcomeMails = async (email: string) =>
  (await readOutbox(ctx)).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Rozpatrzyliśmy Twoje odwołanie'),
  );

/** The author's own form, as the public app sends it. */
const authorSave = (author: TestUser, post: { id: string; slug: string }, fields: Record<string, unknown>) =>
  ctx.call('PUT', `/api/v1/blog-posts/${post.id}`, {
    token: author.token,
    json: {
      title: 'Relacja z wizyty w urzędzie',
      slug: post.slug,
      content: '<p>Urząd ma podjazd i pętlę indukcyjną.</p>',
      article_type_category_id: 'article',
      tags: [],
      status: 'published',
      ...fields,
    },
  });

/** A published article an admin hides with a reason, and the author's appeal against it. */
async function restrictedArticle(status: 'archived' | 'rejected' = 'archived') {
  const post = await insertPost(ctx, actors.ngo.id, {
    status: 'published',
    published_at: new Date().toISOString(),
    title: 'Relacja z wizyty w urzędzie',
    content: '<p>Urząd ma podjazd i pętlę indukcyjną.</p>',
  });
  const restricted = await ctx.call('PATCH', `/api/v1/admin/blog_posts/${post.id}/status`, {
    token: actors.admin.token,
    json: { status, reason: REASON, ground: 'personal_data' },
  });
  expect(restricted.statusCode).toBe(200);
  const [decision] = await decisionsAbout(post.id);
  return { post, decision };
}

async function appealAndReverse(decisionId: string) {
  const filed = await ctx.call('POST', '/api/v1/users/me/appeals', {
    token: actors.ngo.token,
    json: { decision_id: decisionId, explanation: 'Osoba wyraziła zgodę na piśmie, mamy ją w biurze.' },
  });
  expect(filed.statusCode).toBe(201);
  const reversed = await ctx.call('PATCH', `/api/v1/admin/appeals/${filed.json<{ id: string }>().id}`, {
    token: actors.superadmin.token,
    json: { outcome: 'reversed', statement: REVERSAL },
  });
  expect(reversed.statusCode).toBe(200);
  return reversed.json<AdminAppeal>();
}

describe('a reversal restores only the content that was decided on', () => {
  it('sends an article rewritten since the decision to approval, not back to the blog, and the e-mail says so', async () => {
    const { post, decision } = await restrictedArticle();
    expect(decision.content_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // The author rewrites the hidden article, keeping the status the form shows, and appeals.
    const rewritten = await authorSave(actors.ngo, post, {
      status: 'archived',
      title: 'Odbierz zwrot podatku – kliknij',
      content: '<p><a href="https://zwrot-podatku.example.com">Zaloguj się do banku</a></p>',
    });
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.json<BlogPost>().status).toBe('archived');
    const before = (await appealOutcomeMails(actors.ngo.email)).length;

    const appeal = await appealAndReverse(decision.id);
    expect(appeal).toMatchObject({ outcome: 'reversed', restored_status: 'pending_approval' });
    expect(await storedPost(post.id)).toMatchObject({
      status: 'pending_approval',
      title: 'Odbierz zwrot podatku – kliknij',
    });
    expect((await ctx.call('GET', `/api/v1/blog-posts/${post.slug}`)).statusCode).toBe(404);
    const mails = await appealOutcomeMails(actors.ngo.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('czeka na ponowną akceptację administratora');
  });

  it('gives an unchanged article back its earlier status', async () => {
    const { post, decision } = await restrictedArticle('rejected');
    expect(await appealAndReverse(decision.id)).toMatchObject({ restored_status: 'published' });
    expect((await storedPost(post.id)).status).toBe('published');
    expect((await appealOutcomeMails(actors.ngo.email)).at(-1)?.text).toContain('przywróciliśmy poprzedni stan');
  });

  it('sends an offer changed since the decision to approval', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active', title: 'Wypożyczalnia wózków' });
    const restricted = await ctx.call('PATCH', `/api/v1/admin/offers/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'inactive', reason: 'Oferta podaje nieistniejący adres.', ground: 'fraud' },
    });
    expect(restricted.statusCode).toBe(200);
    const [decision] = await decisionsAbout(offer.id);
    expect(decision.content_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // Whoever changed it (here straight in the database), the reversal must not publish text no one reviewed.
    await ctx.db.update(offers).set({ title: 'Wypożyczalnia – przedpłata na konto' }).where(eq(offers.id, offer.id));
    const filed = await ctx.call('POST', '/api/v1/users/me/appeals', {
      token: actors.offeror.token,
      json: { decision_id: decision.id, explanation: 'Adres jest prawdziwy, to nasza siedziba od lat.' },
    });
    const reversed = await ctx.call('PATCH', `/api/v1/admin/appeals/${filed.json<{ id: string }>().id}`, {
      token: actors.superadmin.token,
      json: { outcome: 'reversed', statement: 'Adres potwierdzony w rejestrze.' },
    });
    expect(reversed.json<AdminAppeal>().restored_status).toBe('pending_approval');
    expect((await ctx.db.select().from(offers).where(eq(offers.id, offer.id)))[0].status).toBe('pending_approval');
  });

  it('stores the fingerprint with decisions taken on a notice too', async () => {
    const post = await insertPost(ctx, actors.ngo.id, { status: 'published', published_at: new Date().toISOString() });
    const filed = await ctx.call('POST', '/api/v1/reports', {
      json: {
        target_type: 'blog_post',
        target_id: post.id,
        reason: 'personal_data',
        explanation: 'Artykuł podaje mój adres domowy bez mojej zgody.',
        good_faith: true,
      },
    });
    expect(filed.statusCode).toBe(201);
    const decided = await ctx.call('PATCH', `/api/v1/admin/reports/${filed.json<{ id: string }>().id}`, {
      token: actors.admin.token,
      json: { decision: 'visibility_restricted', statement: REASON, ground: 'terms' },
    });
    expect(decided.statusCode).toBe(200);
    const [decision] = await decisionsAbout(post.id);
    expect(decision.content_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a moderation decision's status is not the author's to set", () => {
  it("refuses an author's 'archived' with a Polish 422 and changes nothing", async () => {
    const post = await insertPost(ctx, actors.ngo.id, {
      status: 'published',
      published_at: new Date().toISOString(),
      title: 'Relacja z wizyty w urzędzie',
      content: '<p>Urząd ma podjazd i pętlę indukcyjną.</p>',
    });
    const response = await authorSave(actors.ngo, post, { status: 'archived' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: BLOG_MESSAGES.archiveIsModeration,
      errors: [{ field: 'status', message: BLOG_MESSAGES.archiveIsModeration }],
    });
    expect((await storedPost(post.id)).status).toBe('published');
    const created = await ctx.call('POST', '/api/v1/blog-posts', {
      token: actors.ngo.token,
      json: {
        title: 'Nowy artykuł',
        slug: `nowy-artykul-${Date.now()}`,
        content: '<p>Treść.</p>',
        article_type_category_id: 'article',
        status: 'archived',
      },
    });
    expect(created.statusCode).toBe(422);
  });

  it.each(['draft', 'pending_approval', 'published'])(
    'keeps a hidden article hidden when its author saves it as %s',
    async (status) => {
      const { post } = await restrictedArticle();
      const response = await authorSave(actors.ngo, post, { status, title: 'Relacja z wizyty – poprawiona' });
      expect(response.statusCode).toBe(200);
      expect(await storedPost(post.id)).toMatchObject({ status: 'archived', title: 'Relacja z wizyty – poprawiona' });
    },
  );

  it('leaves the status to an admin, who may still archive and restore', async () => {
    const { post } = await restrictedArticle();
    const restored = await ctx.call('PATCH', `/api/v1/admin/blog_posts/${post.id}/status`, {
      token: actors.admin.token,
      json: { status: 'published' },
    });
    expect(restored.statusCode).toBe(200);
    expect((await storedPost(post.id)).status).toBe('published');
  });
});
