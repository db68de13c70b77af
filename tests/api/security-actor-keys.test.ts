import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moderationDecisions, reports, users } from '../../server/db/schema.js';
import { ACCOUNT_DATA_MESSAGES } from '../../shared/messages.js';
import type { AuditEntry } from '../../shared/types.js';
import { insertOffer, listUrl } from './adminFixtures.js';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext, type TestUser } from './helpers.js';
import { databaseFingerprint } from './securityFixtures.js';

/** The penetration test's finding: an admin deleting their own account erased the attribution of every action. */
let ctx: TestContext;
let admin: TestUser;
let superadmin: TestUser;
let reportId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, 'admin');
  superadmin = await createUser(ctx, 'superadmin');
  const owner = await createUser(ctx, 'offeror');
  const offer = await insertOffer(ctx, owner.id, { status: 'active' });
  const filed = await ctx.call('POST', '/api/v1/reports', {
    json: {
      target_type: 'offer',
      target_id: offer.id,
      reason: 'fraud',
      explanation: 'Oferta prosi o przedpłatę na prywatne konto.',
      good_faith: true,
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  reportId = filed.json<{ id: string }>().id;
  const decided = await ctx.call('PATCH', `/api/v1/admin/reports/${reportId}`, {
    token: admin.token,
    json: { decision: 'content_removed', statement: 'Oferta wyłudza przedpłaty.', ground: 'terms' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
});
afterAll(() => ctx.close());

const keyOf = async (id: string) =>
  (await ctx.db.select({ key: users.actor_key }).from(users).where(eq(users.id, id)))[0].key;

describe('the pseudonymous actor key', () => {
  it('an admin cannot delete their own account: only a superadmin may', async () => {
    const before = await databaseFingerprint(ctx.db);
    const refused = await ctx.call('DELETE', '/api/v1/users/me', {
      token: admin.token,
      json: { password: TEST_PASSWORD },
    });
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: ACCOUNT_DATA_MESSAGES.adminBySuperadmin }]);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('keeps the attribution of audit entries and decisions after the superadmin deletes the admin', async () => {
    const key = await keyOf(admin.id);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(key).not.toBe(await keyOf(superadmin.id));

    const deleted = await ctx.call('DELETE', `/api/v1/admin/users/${admin.id}`, { token: superadmin.token });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.actor_key, key));
    expect(entries.map((entry) => entry.action)).toContain('report.decide');
    for (const entry of entries) expect(entry).toMatchObject({ actor_id: null, actor_email: null, actor_key: key });
    const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({ decided_by: null, decided_by_key: key });
    const [decision] = await ctx.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.report_id, reportId));
    expect(decision).toMatchObject({ decided_by: null, decided_by_key: key });

    // The superadmin's audit log shows the key, the same on every entry of the deleted account.
    const listed = await ctx.call('GET', listUrl('/api/v1/admin/audit-log', { filter: { entity_id: reportId } }), {
      token: superadmin.token,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<AuditEntry[]>()).toContainEqual(
      expect.objectContaining({ action: 'report.decide', actor_id: null, actor_email: null, actor_key: key }),
    );
    // The deletion itself is the superadmin's, under their own key.
    const [deletion] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, admin.id));
    expect(deletion).toMatchObject({ action: 'user.delete', actor_key: await keyOf(superadmin.id) });
  });
});
