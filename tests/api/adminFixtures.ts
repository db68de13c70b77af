import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, blogPosts, offers } from '../../server/db/schema.js';
import { categoryId, insertOfferRow } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Rows the admin tests moderate, inserted straight through Drizzle as the brief of the admin API asks. */

export const firstCategoryId = (ctx: TestContext, slug = 'rehabilitacja') => categoryId(ctx, slug);

let counter = 0;

/** An offer awaiting moderation, with a title of its own. */
export async function insertOffer(ctx: TestContext, ownerId: string, fields: Partial<typeof offers.$inferInsert> = {}) {
  counter += 1;
  return insertOfferRow(ctx, ownerId, {
    title: `Oferta testowa numer ${counter}`,
    category_id: await firstCategoryId(ctx),
    status: 'pending_approval',
    ...fields,
  });
}

export async function insertPost(
  ctx: TestContext,
  authorId: string,
  fields: Partial<typeof blogPosts.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await ctx.db
    .insert(blogPosts)
    .values({
      author_id: authorId,
      title: `Artykuł testowy numer ${counter}`,
      slug: `artykul-testowy-${counter}-${Date.now()}`,
      content: '<p>Treść artykułu testowego.</p>',
      status: 'pending_approval',
      ...fields,
    })
    .returning();
  return row;
}

/** The newest audit entry about one record. */
export async function lastAudit(ctx: TestContext, entityId: string) {
  const [entry] = await ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity_id, entityId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

/** Checks that an admin call left its trace: who did what to which record, with the record before and after. */
export async function expectAudit(
  ctx: TestContext,
  actor: TestUser,
  entityId: string,
  expected: { action: string; entityType: string; before: 'null' | 'record'; after: 'null' | 'record' },
) {
  const entry = await lastAudit(ctx, entityId);
  expect(entry).toMatchObject({
    action: expected.action,
    entity_type: expected.entityType,
    actor_id: actor.id,
    actor_email: actor.email,
  });
  for (const side of ['before', 'after'] as const) {
    if (expected[side] === 'null') expect(entry[side]).toBeNull();
    else expect(entry[side]).toEqual(expect.any(Object));
  }
  expect(JSON.stringify(entry)).not.toContain('password_hash');
  return entry;
}

export interface Actors {
  superadmin: TestUser;
  admin: TestUser;
  user: TestUser;
  offeror: TestUser;
  ngo: TestUser;
}

export async function createActors(ctx: TestContext): Promise<Actors> {
  return {
    superadmin: await createUser(ctx, 'superadmin'),
    admin: await createUser(ctx, 'admin'),
    user: await createUser(ctx, 'user'),
    offeror: await createUser(ctx, 'offeror', {
      organization_name: 'Fundacja Testowa',
      company_slug: `fundacja-testowa-${Date.now()}`,
    }),
    ngo: await createUser(ctx, 'ngo', {
      organization_name: 'Stowarzyszenie Testowe',
      company_slug: `stowarzyszenie-testowe-${Date.now()}`,
    }),
  };
}

/** The Content-Range total of a list answer. */
export function totalOf(response: { headers: Record<string, unknown> }): number {
  return Number(String(response.headers['content-range']).split('/')[1]);
}

export const listUrl = (path: string, params: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])))}`;

/** The ids of a list answer's rows, in order. */
export const ids = (body: { id: string }[]) => body.map((row) => row.id);

/** A GET of the admin list at `path` as `token`, with react-admin's JSON query parameters. */
export const listAs = (ctx: TestContext, path: string, token: string, params: Record<string, unknown> = {}) =>
  ctx.call('GET', listUrl(path, params), { token });

/** An admin test file's world: a fresh database, the usual actors and one organisation of its own. */
export async function createAdminWorld(organisation: Parameters<typeof createUser>[2]) {
  const ctx = await createTestContext();
  const actors = await createActors(ctx);
  const owner = await createUser(ctx, 'ngo', organisation);
  return { ctx, actors, owner };
}
