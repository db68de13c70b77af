import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationRequests } from '../../server/db/schema.js';
import { GENERIC_MESSAGES, VERIFICATION_MESSAGES as M } from '../../shared/messages.js';
import type { CompanyProfile, User } from '../../shared/types.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/**
 * The ✔ vouches for the name and numbers an admin checked. It must never outlive a change of them: not when the save
 * that renamed the organisation failed half-way, not when a request was waiting, and an admin's manual toggle does not
 * skip a waiting request.
 */
const GUS_NIP = '5261040828';
const OTHER_NIP = '5260250274';
const KRS = '0000123456';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

let counter = 0;
/** A verified NGO with a name, NIP and KRS, as an approved request leaves it. */
async function verifiedOrganisation(): Promise<TestUser & { name: string; slug: string }> {
  counter += 1;
  const name = `Fundacja Zaufana ${counter}`;
  const slug = `fundacja-zaufana-${counter}-${Date.now()}`;
  const org = await createUser(ctx, 'ngo', { organization_name: name, company_slug: slug, is_verified: true });
  await ctx.db
    .update(users)
    .set({ nip: GUS_NIP, krs: KRS, verified_at: new Date().toISOString() })
    .where(eq(users.id, org.id));
  return { ...org, name, slug };
}
const stored = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const requestsOf = (id: string) =>
  ctx.db.select().from(verificationRequests).where(eq(verificationRequests.user_id, id));
const putProfile = (token: string, json: Record<string, unknown>) =>
  ctx.call('PUT', '/api/v1/users/profile', { token, json: { full_name: 'Anna Nowak', ...json } });
const badgeOnProfile = async (slug: string) =>
  (await ctx.call('GET', `/api/v1/profiles/${slug}`)).json<CompanyProfile>().verification;

describe('a profile save is one transaction', () => {
  it('a rename refused by a later field is not stored, and the mark stays on the old name', async () => {
    const org = await verifiedOrganisation();
    // The pen test sent a NUL, which the schema refuses now (control characters, docs/bezpieczenstwo.md); a trigger stands in for the
    // database refusing the profile fields, which are written after the names.
    const refused = 'Opis, którego baza nie przyjmie';
    await ctx.db.execute(
      sql.raw(`create function refuse_description() returns trigger language plpgsql as $$
        begin
          if new.description = '${refused}' then raise exception 'odrzucony opis' using errcode = '22000'; end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql`create trigger refuse_description before update on users for each row execute function refuse_description()`,
    );
    try {
      const response = await putProfile(org.token, {
        organization_name: 'Polski Czerwony Krzyż',
        description: refused,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: GENERIC_MESSAGES.invalidData });
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_description on users`);
      await ctx.db.execute(sql`drop function refuse_description()`);
    }
    expect(await stored(org.id)).toMatchObject({
      organization_name: org.name,
      full_name: expect.not.stringMatching('Anna Nowak'),
      is_verified: true,
      description: null,
    });
    expect(await requestsOf(org.id)).toEqual([]);
  });
});

describe('the verified mark follows the name, NIP and KRS', () => {
  it.each([
    ['name', { organization_name: 'Polski Czerwony Krzyż', nip: GUS_NIP, krs: KRS }],
    ['NIP', { nip: OTHER_NIP, krs: KRS }],
    ['KRS', { nip: GUS_NIP, krs: '0000654321' }],
  ])('is cleared by a change of the %s while a request waits, which follows the new data', async (_what, change) => {
    const org = await verifiedOrganisation();
    const [waiting] = await ctx.db
      .insert(verificationRequests)
      .values({ user_id: org.id, organization_name: org.name, nip: GUS_NIP, krs: KRS })
      .returning();
    const response = await putProfile(org.token, { organization_name: org.name, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().is_verified).toBe(false);
    expect((await stored(org.id)).verified_at).toBeNull();
    expect(await badgeOnProfile(org.slug)).toBeNull();
    const requests = await requestsOf(org.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ id: waiting.id, status: 'pending', ...change });
  });

  it('is cleared by a rename without a waiting request, which opens one', async () => {
    const org = await verifiedOrganisation();
    const response = await putProfile(org.token, { organization_name: 'Polski Czerwony Krzyż' });
    expect(response.json<User>().is_verified).toBe(false);
    expect(await requestsOf(org.id)).toMatchObject([
      { status: 'pending', organization_name: 'Polski Czerwony Krzyż', nip: GUS_NIP, krs: KRS },
    ]);
  });

  it('stays when only other fields change', async () => {
    const org = await verifiedOrganisation();
    const response = await putProfile(org.token, {
      organization_name: org.name,
      description: 'Pomagamy osobom z niepełnosprawnościami.',
      phone: '600 100 200',
    });
    expect(response.json<User>().is_verified).toBe(true);
    expect(await requestsOf(org.id)).toEqual([]);
  });
});

describe("the admin's 'Konto zweryfikowane' toggle", () => {
  const toggle = (org: TestUser & { name: string }) =>
    ctx.call('PUT', `/api/v1/admin/users/${org.id}`, {
      token: admin.token,
      json: { role: 'ngo', full_name: 'Anna Nowak', organization_name: org.name, is_verified: true },
    });

  it("answers 409 and points to 'Weryfikacje' while the organisation's request waits", async () => {
    const org = await verifiedOrganisation();
    await ctx.db.update(users).set({ is_verified: false, verified_at: null }).where(eq(users.id, org.id));
    await ctx.db.insert(verificationRequests).values({ user_id: org.id, organization_name: org.name, krs: KRS });
    const response = await toggle(org);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: M.toggleWhilePending });
    expect(M.toggleWhilePending).toContain('Weryfikacje');
    expect(await stored(org.id)).toMatchObject({
      is_verified: false,
      verified_at: null,
      full_name: expect.any(String),
    });
  });

  it('verifies an account with no waiting request', async () => {
    const org = await verifiedOrganisation();
    await ctx.db.update(users).set({ is_verified: false, verified_at: null }).where(eq(users.id, org.id));
    const response = await toggle(org);
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().is_verified).toBe(true);
  });
});
