import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationRequests } from '../../server/db/schema.js';
import { GENERIC_MESSAGES, VERIFICATION_MESSAGES as M } from '../../shared/messages.js';
import type { CompanyProfile, User } from '../../shared/types.js';
import type { AdminVerification, MyVerification, VerificationRequest } from '../../shared/verification.js';
import { createActors, expectAudit, insertOffer, listUrl, totalOf, type Actors } from './adminFixtures.js';
import { createTestContext, createUser, readOutbox, type TestContext, type TestUser } from './helpers.js';
import { databaseFingerprint } from './securityFixtures.js';

// Real numbers of Główny Urząd Statystyczny: NIP 526-104-08-28, REGON 000331501 (check digits pass).
const GUS_NIP = '5261040828';
const GUS_REGON = '000331501';
const KRS = '0000123456';

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

let counter = 0;
async function organisation(role: 'ngo' | 'offeror' = 'ngo'): Promise<TestUser> {
  counter += 1;
  return createUser(ctx, role, {
    organization_name: `Fundacja Weryfikowana ${counter}`,
    company_slug: `fundacja-weryfikowana-${counter}-${Date.now()}`,
  });
}
const putProfile = (token: string, json: Record<string, unknown>) =>
  ctx.call('PUT', '/api/v1/users/profile', { token, json: { full_name: 'Anna Nowak', ...json } });
const requestVerification = (token?: string) => ctx.call('POST', '/api/v1/users/me/verification-request', { token });
/** A decision as 'Weryfikacje' sends it: with the version of the request the admin has just read. */
async function decide(id: string, token: string, json: Record<string, unknown>) {
  const seen = await ctx.call('GET', `/api/v1/admin/verifications/${id}`, { token });
  const version = seen.statusCode === 200 ? seen.json<AdminVerification>().version : 'nieznana';
  return ctx.call('PATCH', `/api/v1/admin/verifications/${id}`, { token, json: { version, ...json } });
}
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.to.includes(email));
const stored = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

/** An organisation with a name and numbers whose request waits for an admin. */
async function pendingOrganisation(numbers: Record<string, string> = { krs: KRS, nip: GUS_NIP }) {
  const org = await organisation();
  const current = await stored(org.id);
  expect((await putProfile(org.token, { organization_name: current.organization_name, ...numbers })).statusCode).toBe(
    200,
  );
  const response = await requestVerification(org.token);
  expect(response.statusCode).toBe(201);
  return { org, request: response.json<VerificationRequest>() };
}

describe('registry numbers in PUT /users/profile', () => {
  it('accepts real numbers typed with spaces and dashes and keeps the digits', async () => {
    const org = await organisation();
    const response = await putProfile(org.token, {
      organization_name: 'Fundacja Numerowa',
      nip: '526-104-08-28',
      regon: '000 331 501',
      krs: '0000-123-456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({ nip: GUS_NIP, regon: GUS_REGON, krs: KRS });
    expect(await stored(org.id)).toMatchObject({ nip: GUS_NIP, regon: GUS_REGON, krs: KRS });
  });

  it.each([
    ['nip', '5261040829', M.nip],
    ['nip', '526104082', M.nip],
    ['nip', 'PL5261040828', M.nip],
    ['regon', '000331502', M.regon],
    ['regon', '12345', M.regon],
    ['krs', '123456', M.krs],
    ['krs', '00001234567', M.krs],
    ['krs', '000012345A', M.krs],
  ])('refuses %s %s with the Polish message and stores nothing', async (field, value, message) => {
    const org = await organisation();
    const response = await putProfile(org.token, { organization_name: 'Fundacja Błędna', [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: message, errors: [{ field, message }] });
    expect(await stored(org.id)).toMatchObject({ nip: null, regon: null, krs: null });
  });

  it('clears a number sent empty and leaves an absent one as it is', async () => {
    const org = await organisation();
    await putProfile(org.token, { organization_name: 'Fundacja', nip: GUS_NIP, krs: KRS });
    const response = await putProfile(org.token, { organization_name: 'Fundacja', krs: '' });
    expect(response.json<User>()).toMatchObject({ nip: GUS_NIP, krs: null });
  });
});

describe('POST /users/me/verification-request', () => {
  it('takes a request from an NGO with a name and a KRS, and shows it as waiting', async () => {
    const org = await organisation();
    await putProfile(org.token, { organization_name: 'Fundacja Krajowa', krs: KRS });
    const response = await requestVerification(org.token);
    expect(response.statusCode).toBe(201);
    expect(response.json<VerificationRequest>()).toMatchObject({
      status: 'pending',
      organization_name: 'Fundacja Krajowa',
      krs: KRS,
      nip: null,
    });
    const state = await ctx.call('GET', '/api/v1/users/me/verification-request', { token: org.token });
    expect(state.json<MyVerification>()).toMatchObject({ is_verified: false, request: { status: 'pending' } });
  });

  it('takes a request from an offeror with a NIP', async () => {
    const org = await organisation('offeror');
    await putProfile(org.token, { organization_name: 'Firma Usługowa', nip: GUS_NIP });
    expect((await requestVerification(org.token)).statusCode).toBe(201);
  });

  it('keeps one open request at a time (409) and refuses a verified organisation', async () => {
    const { org, request } = await pendingOrganisation();
    const second = await requestVerification(org.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: M.alreadyPending });
    await decide(request.id, actors.admin.token, { decision: 'approved' });
    const third = await requestVerification(org.token);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ detail: M.alreadyVerified });
  });

  it('needs the name and a NIP or KRS (422), a REGON alone is not enough', async () => {
    const org = await organisation();
    await putProfile(org.token, { organization_name: 'Fundacja', regon: GUS_REGON });
    const response = await requestVerification(org.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: M.needsNumbers, errors: [{ field: 'nip', message: M.needsNumbers }] });
    await putProfile(org.token, { organization_name: null, nip: GUS_NIP });
    expect((await requestVerification(org.token)).json()).toMatchObject({
      errors: [{ field: 'organization_name', message: M.needsNumbers }],
    });
    expect(await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.user_id, org.id))).toEqual(
      [],
    );
  });

  it('is for organisations only: anonymous 401, user and admins 403', async () => {
    expect((await requestVerification()).statusCode).toBe(401);
    for (const actor of [actors.user, actors.admin, actors.superadmin]) {
      const response = await requestVerification(actor.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: M.organisationsOnly });
    }
  });
});

describe('back office Weryfikacje', () => {
  it('lists the waiting requests with the pending filter, for admins only', async () => {
    const { request } = await pendingOrganisation();
    const url = listUrl('/api/v1/admin/verifications', { filter: { status: 'pending' } });
    const response = await ctx.call('GET', url, { token: actors.admin.token });
    expect(response.statusCode).toBe(200);
    const rows = response.json<AdminVerification[]>();
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(rows.find((row) => row.id === request.id)).toMatchObject({ krs: KRS, nip: GUS_NIP });
    expect(totalOf(response)).toBe(rows.length);
    expect((await ctx.call('GET', url)).statusCode).toBe(401);
    for (const actor of [actors.user, actors.offeror, actors.ngo]) {
      expect((await ctx.call('GET', url, { token: actor.token })).statusCode).toBe(403);
    }
    const bad = await ctx.call('GET', listUrl('/api/v1/admin/verifications', { filter: { status: 'maybe' } }), {
      token: actors.admin.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: GENERIC_MESSAGES.invalidFilter });
  });

  it('approves: the mark, its date, the audit entry and the e-mail; the owner cannot decide his own', async () => {
    const { org, request } = await pendingOrganisation();
    expect((await decide(request.id, org.token, { decision: 'approved' })).statusCode).toBe(403);
    const response = await decide(request.id, actors.superadmin.token, { decision: 'approved' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminVerification>()).toMatchObject({
      status: 'approved',
      decided_by_email: actors.superadmin.email,
    });
    const account = await stored(org.id);
    expect(account.is_verified).toBe(true);
    expect(account.verified_at).not.toBeNull();
    await expectAudit(ctx, actors.superadmin, request.id, {
      action: 'verification.decide',
      entityType: 'verification',
      before: 'record',
      after: 'record',
    });
    const [mail] = await mailsTo(org.email);
    expect(mail.subject).toContain('Organizacja zweryfikowana');
    expect(mail.text).toContain(`Numer KRS: ${KRS}`);
    expect(mail.html).toContain('<html lang="pl">');
    const again = await decide(request.id, actors.admin.token, { decision: 'rejected', reason: 'Za późno.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: M.decided });
  });

  it('rejects only with a reason, which the organisation reads in the e-mail and the dashboard', async () => {
    const { org, request } = await pendingOrganisation({ nip: GUS_NIP });
    const missing = await decide(request.id, actors.admin.token, { decision: 'rejected', reason: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      detail: M.rejectionReason,
      errors: [{ field: 'reason', message: M.rejectionReason }],
    });
    const wrong = await decide(request.id, actors.admin.token, { decision: 'maybe' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ detail: string }>().detail).toBe(M.decision);
    expect(
      (await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.id, request.id)))[0],
    ).toMatchObject({ status: 'pending' });
    const reason = 'NIP należy do innej organizacji w wykazie podatników VAT.';
    expect((await decide(request.id, actors.admin.token, { decision: 'rejected', reason })).statusCode).toBe(200);
    expect((await stored(org.id)).is_verified).toBe(false);
    const [mail] = await mailsTo(org.email);
    expect(mail.subject).toContain('Prośba o weryfikację odrzucona');
    expect(mail.text).toContain(reason);
    const state = await ctx.call('GET', '/api/v1/users/me/verification-request', { token: org.token });
    expect(state.json<MyVerification>().request).toMatchObject({ status: 'rejected', reason });
    expect((await requestVerification(org.token)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown request', async () => {
    const response = await decide('00000000-0000-4000-8000-000000000000', actors.admin.token, {
      decision: 'approved',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: M.notFound });
  });

  it('refuses a decision that does not say which version of the data was reviewed', async () => {
    const { org, request } = await pendingOrganisation();
    for (const version of [undefined, '']) {
      const response = await ctx.call('PATCH', `/api/v1/admin/verifications/${request.id}`, {
        token: actors.admin.token,
        json: { decision: 'approved', version },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: M.versionMissing,
        errors: [{ field: 'version', message: M.versionMissing }],
      });
    }
    expect((await stored(org.id)).is_verified).toBe(false);
  });

  it('answers 409 when the organisation changed its name or numbers after the admin read them', async () => {
    const { org, request } = await pendingOrganisation();
    const seen = (
      await ctx.call('GET', `/api/v1/admin/verifications/${request.id}`, { token: actors.admin.token })
    ).json<AdminVerification>();
    expect(seen).toMatchObject({ organization_name: expect.any(String), krs: KRS, version: expect.any(String) });
    // Between the admin's check in the registers and the click: another name and another KRS.
    expect(
      (await putProfile(org.token, { organization_name: 'Fundacja Podmieniona', krs: '0000654321' })).statusCode,
    ).toBe(200);
    const before = await databaseFingerprint(ctx.db);
    const stale = await ctx.call('PATCH', `/api/v1/admin/verifications/${request.id}`, {
      token: actors.admin.token,
      json: { decision: 'approved', version: seen.version },
    });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: M.changed }]);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
    expect((await stored(org.id)).is_verified).toBe(false);
    expect(await mailsTo(org.email)).toEqual([]);

    // Read again, the request shows the new data under a new version, and the decision goes through.
    const fresh = (
      await ctx.call('GET', `/api/v1/admin/verifications/${request.id}`, { token: actors.admin.token })
    ).json<AdminVerification>();
    expect(fresh).toMatchObject({ organization_name: 'Fundacja Podmieniona', krs: '0000654321' });
    expect(fresh.version).not.toBe(seen.version);
    const approved = await ctx.call('PATCH', `/api/v1/admin/verifications/${request.id}`, {
      token: actors.admin.token,
      json: { decision: 'approved', version: fresh.version },
    });
    expect(approved.statusCode).toBe(200);
    expect((await stored(org.id)).is_verified).toBe(true);
  });
});

describe('the verified mark', () => {
  it('explains itself on the profile and the offers: the KRS (or NIP) and the date of approval', async () => {
    const { org, request } = await pendingOrganisation();
    await decide(request.id, actors.admin.token, { decision: 'approved' });
    const account = await stored(org.id);
    await insertOffer(ctx, org.id, { status: 'active' });
    const profile = (await ctx.call('GET', `/api/v1/profiles/${account.company_slug}`)).json<CompanyProfile>();
    expect(profile.verification).toEqual({
      register: 'krs',
      number: KRS,
      verified_at: new Date(account.verified_at!).toISOString(),
    });
    expect(profile.offers[0].profile.verification).toEqual(profile.verification);
    const other = await pendingOrganisation({ nip: GUS_NIP });
    await decide(other.request.id, actors.admin.token, { decision: 'approved' });
    const slug = (await stored(other.org.id)).company_slug;
    const nipProfile = (await ctx.call('GET', `/api/v1/profiles/${slug}`)).json<CompanyProfile>();
    expect(nipProfile.verification).toMatchObject({ register: 'nip', number: GUS_NIP });
  });

  it.each([
    ['name', { organization_name: 'Nowa Nazwa Fundacji', krs: KRS, nip: GUS_NIP }],
    ['NIP', { nip: '5260250274', krs: KRS }],
  ])('is cleared by a change of the %s, which opens a new request', async (_what, change) => {
    const { org, request } = await pendingOrganisation();
    await decide(request.id, actors.admin.token, { decision: 'approved' });
    const before = await stored(org.id);
    const response = await putProfile(org.token, { organization_name: before.organization_name, ...change });
    expect(response.json<User>().is_verified).toBe(false);
    expect((await stored(org.id)).verified_at).toBeNull();
    const state = (
      await ctx.call('GET', '/api/v1/users/me/verification-request', { token: org.token })
    ).json<MyVerification>();
    expect(state.request).toMatchObject({ status: 'pending', nip: response.json<User>().nip });
    expect(state.request?.id).not.toBe(request.id);
    const offers = await ctx.call('GET', `/api/v1/profiles/${before.company_slug}`);
    expect(offers.json<CompanyProfile>().verification).toBeNull();
  });

  it('stays when the organisation edits other fields, and a waiting request follows the new numbers', async () => {
    const { org, request } = await pendingOrganisation();
    const before = await stored(org.id);
    await putProfile(org.token, {
      organization_name: before.organization_name,
      nip: '5260250274',
      phone: '600 100 200',
    });
    const [waiting] = await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.id, request.id));
    expect(waiting).toMatchObject({ status: 'pending', nip: '5260250274' });
    await decide(request.id, actors.admin.token, { decision: 'approved' });
    const response = await putProfile(org.token, {
      organization_name: before.organization_name,
      description: 'Pomagamy osobom z niepełnosprawnościami.',
    });
    expect(response.json<User>().is_verified).toBe(true);
    expect(response.json<User>()).toMatchObject({ nip: '5260250274' });
  });
});

describe("'Ten NIP ma także: …' in 'Weryfikacje'", () => {
  it('lists the other accounts whose profile has the same NIP, in the view and in the list, never the requester', async () => {
    // A NIP of its own (valid check digit) so that accounts of other tests do not share it.
    const nip = '1234563218';
    const { org, request } = await pendingOrganisation({ nip });
    const twin = await organisation('offeror');
    const twinName = (await stored(twin.id)).organization_name;
    expect((await putProfile(twin.token, { organization_name: twinName, nip })).statusCode).toBe(200);
    const alone = await pendingOrganisation({ krs: KRS });

    const view = await ctx.call('GET', `/api/v1/admin/verifications/${request.id}`, { token: actors.admin.token });
    expect(view.json<AdminVerification>().same_nip_accounts).toEqual([
      { id: twin.id, name: twinName, email: twin.email },
    ]);
    const list = await ctx.call(
      'GET',
      listUrl('/api/v1/admin/verifications', { filter: { id: [request.id, alone.request.id] } }),
      { token: actors.admin.token },
    );
    const rows = list.json<AdminVerification[]>();
    expect(rows.find((row) => row.id === request.id)?.same_nip_accounts.map((account) => account.id)).toEqual([
      twin.id,
    ]);
    expect(rows.find((row) => row.id === alone.request.id)?.same_nip_accounts).toEqual([]);
    expect(JSON.stringify(rows)).not.toContain(`"id":"${org.id}"`);
  });
});
