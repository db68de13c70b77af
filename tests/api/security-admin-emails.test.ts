import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_ADMIN_EMAIL } from '../../shared/permissions.js';
import type { AuditEntry } from '../../shared/types.js';
import type { AdminVerification, VerificationRequest } from '../../shared/verification.js';
import { listUrl } from './adminFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/**
 * A plain admin does not see the accounts of other admins (docs/bezpieczenstwo.md), so he does not read their e-mail
 * addresses either: audit entries and decisions name them 'Administrator'; a superadmin reads the addresses.
 */
let ctx: TestContext;
let deciding: TestUser;
let otherAdmin: TestUser;
let superadmin: TestUser;
let organisation: TestUser;
let requestId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  deciding = await createUser(ctx, 'admin');
  otherAdmin = await createUser(ctx, 'admin');
  superadmin = await createUser(ctx, 'superadmin');
  organisation = await createUser(ctx, 'ngo', {
    organization_name: 'Fundacja Adresów',
    company_slug: `fundacja-adresow-${Date.now()}`,
  });
  const profile = await ctx.call('PUT', '/api/v1/users/profile', {
    token: organisation.token,
    json: { full_name: 'Anna Nowak', organization_name: 'Fundacja Adresów', nip: '5261040828' },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const asked = await ctx.call('POST', '/api/v1/users/me/verification-request', { token: organisation.token });
  requestId = asked.json<VerificationRequest>().id;
  const seen = await ctx.call('GET', `/api/v1/admin/verifications/${requestId}`, { token: deciding.token });
  const decided = await ctx.call('PATCH', `/api/v1/admin/verifications/${requestId}`, {
    token: deciding.token,
    json: { decision: 'approved', version: seen.json<AdminVerification>().version },
  });
  expect(decided.statusCode, decided.body).toBe(200);
});
afterAll(() => ctx.close());

const verification = async (viewer: TestUser) =>
  (
    await ctx.call('GET', `/api/v1/admin/verifications/${requestId}`, { token: viewer.token })
  ).json<AdminVerification>();
const listedVerification = async (viewer: TestUser) =>
  (
    await ctx.call('GET', listUrl('/api/v1/admin/verifications', { filter: { id: [requestId] } }), {
      token: viewer.token,
    })
  ).json<AdminVerification[]>()[0];
const decisionEntry = async (viewer: TestUser) => {
  const response = await ctx.call(
    'GET',
    listUrl('/api/v1/admin/audit-log', { filter: { action: 'verification.decide', entity_id: requestId } }),
    { token: viewer.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditEntry[]>()[0];
};

describe("an admin's e-mail address", () => {
  it("reads 'Administrator' to another plain admin, in the decision and in the audit entry", async () => {
    expect((await verification(otherAdmin)).decided_by_email).toBe(HIDDEN_ADMIN_EMAIL);
    expect((await listedVerification(otherAdmin)).decided_by_email).toBe(HIDDEN_ADMIN_EMAIL);
    const entry = await decisionEntry(otherAdmin);
    expect(entry.actor_email).toBe(HIDDEN_ADMIN_EMAIL);
    expect(JSON.stringify(entry)).not.toContain(deciding.email);
  });

  it('reads as it is to the admin himself and to a superadmin', async () => {
    for (const viewer of [deciding, superadmin]) {
      expect((await verification(viewer)).decided_by_email).toBe(deciding.email);
      expect((await listedVerification(viewer)).decided_by_email).toBe(deciding.email);
      expect((await decisionEntry(viewer)).actor_email).toBe(deciding.email);
    }
  });

  it("leaves the address of an account that is not an admin's as it is", async () => {
    const rename = await ctx.call('PUT', '/api/v1/users/profile', {
      token: organisation.token,
      json: { full_name: 'Anna Nowak', organization_name: 'Fundacja Adresów Nowych', nip: '5261040828' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const response = await ctx.call(
      'GET',
      listUrl('/api/v1/admin/audit-log', { filter: { action: 'verification.reset', entity_id: organisation.id } }),
      { token: otherAdmin.token },
    );
    expect(response.json<AuditEntry[]>()[0].actor_email).toBe(organisation.email);
  });
});
