import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportFileName } from '../../shared/accountData.js';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES } from '../../shared/messages.js';
import { DEFAULT_PRIVACY, DEFAULT_TERMS } from '../../server/db/baseData.js';
import {
  appeals,
  auditLog,
  blogPosts,
  moderationDecisions,
  offers,
  portalSettings,
  reports,
  uploads,
  users,
  verificationRequests,
} from '../../server/db/schema.js';
import type { AccountExport } from '../../server/users/accountExport.js';
import { insertOffer, insertPost } from './adminFixtures.js';
import { pngImage } from './contentFixtures.js';
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
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const newEmail = (name: string) => `${name}.${(counter += 1)}.${Date.now()}@rodo.test`;
const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Zielony-Parasol-47',
  role: 'user',
  username: 'Nowa Osoba',
  ...extra,
});
const accountByEmail = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const legalVersion = async () =>
  (await ctx.db.select({ version: portalSettings.legal_version }).from(portalSettings))[0].version;

describe('consent to the terms and the privacy policy at sign-up', () => {
  it.each([
    ['left out', {}],
    ['false', { accept_terms: false }],
    ['the text "true"', { accept_terms: 'true' }],
    ['1', { accept_terms: 1 }],
  ])('refuses a sign-up whose accept_terms is %s with 422 on the field, storing nothing', async (_what, extra) => {
    const email = newEmail('bez.zgody');
    const response = await ctx.call('POST', '/api/v1/auth/signup', { json: signupBody(email, extra) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: ACCOUNT_DATA_MESSAGES.acceptTerms,
      errors: [{ field: 'accept_terms', message: ACCOUNT_DATA_MESSAGES.acceptTerms }],
    });
    expect(await accountByEmail(email)).toBeUndefined();
  });

  it('stores when the person accepted and which version of the texts', async () => {
    const email = newEmail('zgoda');
    const before = Date.now();
    const response = await ctx.call('POST', '/api/v1/auth/signup', { json: signupBody(email, { accept_terms: true }) });
    expect(response.statusCode).toBe(201);
    const row = await accountByEmail(email);
    expect(row.terms_version).toBe(await legalVersion());
    expect(new Date(row.terms_accepted_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row.terms_accepted_at!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('raises the version when an admin changes the terms or the privacy policy, and only then', async () => {
    const admin = await createUser(ctx, 'admin');
    const settings = (await ctx.call('GET', '/api/v1/admin/settings', { token: admin.token })).json();
    const version = await legalVersion();

    const renamed = await ctx.call('PUT', '/api/v1/admin/settings', {
      token: admin.token,
      json: { ...settings, portal_name: 'Portal z nową nazwą' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await legalVersion()).toBe(version);

    const changed = await ctx.call('PUT', '/api/v1/admin/settings', {
      token: admin.token,
      json: { ...settings, privacy_policy: `${settings.privacy_policy}\n\n12. Nowy punkt.` },
    });
    expect(changed.statusCode).toBe(200);
    expect(await legalVersion()).toBe(version + 1);

    const email = newEmail('po.zmianie');
    await ctx.call('POST', '/api/v1/auth/signup', { json: signupBody(email, { accept_terms: true }) });
    expect((await accountByEmail(email)).terms_version).toBe(version + 1);
    await ctx.call('PUT', '/api/v1/admin/settings', { token: admin.token, json: settings });
  });
});

describe('the default terms and privacy policy', () => {
  it('describe notices, reasons, appeals, verification, export, deletion, what is kept, and the contact', () => {
    for (const phrase of ['Zgłoś naruszenie', 'uzasadnienie', '6 miesięcy', 'weryfikacj', 'Kontakt']) {
      expect(DEFAULT_TERMS).toContain(phrase);
    }
    for (const phrase of [
      'Pobierz moje dane',
      'Usuń konto',
      'dziennika zdarzeń',
      'decyzje moderacyjne i odwołania',
      'DSA',
      'Zgłoś naruszenie',
      'NIP, REGON i KRS',
      'Prezesa Urzędu Ochrony Danych Osobowych',
      'Kontakt',
    ]) {
      expect(DEFAULT_PRIVACY).toContain(phrase);
    }
  });

  it('are what a new portal starts with', async () => {
    const response = await ctx.call('GET', '/api/v1/settings/public');
    expect(response.json()).toMatchObject({ terms_of_service: DEFAULT_TERMS, privacy_policy: DEFAULT_PRIVACY });
  });

  /** The last statement of migration 0013 replaces the first default texts; run again here on chosen rows. */
  const migration = readFileSync('server/db/migrations/0013_rodo.sql', 'utf8');
  const replaceOldTexts = migration.split('--> statement-breakpoint').at(-1)!;
  const oldText = (column: string) => {
    const found = replaceOldTexts.match(new RegExp(`CASE WHEN "${column}" = \\$legal\\$([\\s\\S]*?)\\$legal\\$`));
    return found![1];
  };

  it('replace the first defaults in an existing portal, but never a text its administrator edited', async () => {
    const [saved] = await ctx.db.select().from(portalSettings);
    const edited = 'Regulamin napisany przez administratora.';
    try {
      await ctx.db
        .update(portalSettings)
        .set({ terms_of_service: oldText('terms_of_service'), privacy_policy: edited, legal_version: 1 });
      await ctx.db.execute(sql.raw(replaceOldTexts));
      const [after] = await ctx.db.select().from(portalSettings);
      expect(after).toMatchObject({ terms_of_service: DEFAULT_TERMS, privacy_policy: edited, legal_version: 2 });

      await ctx.db
        .update(portalSettings)
        .set({ terms_of_service: oldText('terms_of_service'), privacy_policy: oldText('privacy_policy') });
      await ctx.db.execute(sql.raw(replaceOldTexts));
      const [both] = await ctx.db.select().from(portalSettings);
      // Both texts replaced at once make one new version.
      expect(both).toMatchObject({
        terms_of_service: DEFAULT_TERMS,
        privacy_policy: DEFAULT_PRIVACY,
        legal_version: 3,
      });

      await ctx.db.execute(sql.raw(replaceOldTexts));
      expect((await ctx.db.select().from(portalSettings))[0].legal_version).toBe(3);
    } finally {
      await ctx.db.update(portalSettings).set(saved);
    }
  });
});

/** Two organisations, each with an offer and an article, each reporting the other's offer; the admin decides on one. */
interface Person {
  account: TestUser;
  name: string;
  offerId: string;
  postId: string;
  reportText: string;
}

async function person(role: 'offeror' | 'ngo', name: string): Promise<Person> {
  const account = await createUser(ctx, role, { full_name: name, organization_name: `Fundacja ${name}` });
  const offerId = (await insertOffer(ctx, account.id, { status: 'active', title: `Wypożyczalnia sprzętu ${role}` })).id;
  const postId = (await insertPost(ctx, account.id, { title: `Poradnik ${role}` })).id;
  return { account, name, offerId, postId, reportText: `Zgłoszenie od osoby ${name}: oferta wygląda na oszustwo.` };
}

async function report(from: Person, about: Person): Promise<string> {
  const response = await ctx.call('POST', '/api/v1/reports', {
    token: from.account.token,
    json: {
      target_type: 'offer',
      target_id: about.offerId,
      reason: 'fraud',
      explanation: from.reportText,
      name: from.name,
      email: from.account.email,
      good_faith: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe("the person's own data: export and deletion", () => {
  let anna: Person;
  let bartek: Person;
  let admin: TestUser;
  let uploadUrl: string;
  let annaReportId: string;
  let bartekReportId: string;
  let decisionId: string;

  beforeAll(async () => {
    anna = await person('offeror', 'Anna Eksportowa');
    bartek = await person('ngo', 'Bartek Postronny');
    admin = await createUser(ctx, 'admin');
    await ctx.db
      .update(users)
      .set({ terms_accepted_at: sql`now()`, terms_version: 1 })
      .where(eq(users.id, anna.account.id));
    annaReportId = await report(anna, bartek);
    bartekReportId = await report(bartek, anna);
    const decided = await ctx.call('PATCH', `/api/v1/admin/reports/${bartekReportId}`, {
      token: admin.token,
      json: {
        decision: 'content_removed',
        statement: 'Oferta prosiła o przedpłatę na prywatne konto.',
        ground: 'terms',
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Anna's own notice decided too: its audit snapshot holds the moderator's account id in `decided_by`.
    const answered = await ctx.call('PATCH', `/api/v1/admin/reports/${annaReportId}`, {
      token: admin.token,
      json: { decision: 'no_action', statement: 'Oferta nie narusza regulaminu.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    [{ id: decisionId }] = await ctx.db
      .select({ id: moderationDecisions.id })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.report_id, bartekReportId));
    const appealed = await ctx.call('POST', '/api/v1/users/me/appeals', {
      token: anna.account.token,
      json: { decision_id: decisionId, explanation: 'Nie prosiłam o przedpłatę, to pomyłka moderatora.' },
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const edited = await ctx.call('PUT', `/api/v1/admin/users/${anna.account.id}`, {
      token: admin.token,
      json: { role: 'offeror', full_name: anna.name, organization_name: 'Fundacja Anny po zmianie' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A photo Anna uploaded, shown by one of her offers.
    uploadUrl = `/uploads/anna-${Date.now()}.png`;
    mkdirSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, uploadUrl), pngImage(2, 2));
    await ctx.db.insert(uploads).values({ path: uploadUrl, uploader_id: anna.account.id });
    await ctx.db
      .update(offers)
      .set({ image_urls: [uploadUrl] })
      .where(eq(offers.id, anna.offerId));
    await ctx.db
      .insert(verificationRequests)
      .values({ user_id: anna.account.id, organization_name: 'Fundacja Anny po zmianie', nip: '5260250274' });
  });

  it('refuses the export without a session', async () => {
    expect((await ctx.call('GET', '/api/v1/users/me/export')).statusCode).toBe(401);
  });

  it("exports everything held about the person in one JSON file, and nobody else's data", async () => {
    const response = await ctx.call('GET', '/api/v1/users/me/export', { token: anna.account.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${accountExportFileName()}"`);
    expect(accountExportFileName(new Date('2026-03-01T23:30:00Z'))).toBe('moje-dane-2026-03-02.json');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<AccountExport>();

    expect(data.profile).toMatchObject({ id: anna.account.id, email: anna.account.email, full_name: anna.name });
    expect(data.consents).toMatchObject({ terms_version: 1, terms_accepted_at: expect.any(String) });
    expect(data.offers.map((offer) => offer.id)).toEqual([anna.offerId]);
    expect(data.blog_posts.map((post) => post.id)).toEqual([anna.postId]);
    expect(data.uploads).toEqual([{ path: uploadUrl, created_at: expect.any(String) }]);
    expect(data.verification_requests).toEqual([expect.objectContaining({ nip: '5260250274', status: 'pending' })]);
    expect(data.reports_filed).toEqual([
      expect.objectContaining({ id: annaReportId, explanation: anna.reportText, email: anna.account.email }),
    ]);
    expect(data.reports_about_my_content).toEqual([
      expect.objectContaining({ id: bartekReportId, reason: 'fraud', decision: 'content_removed' }),
    ]);
    expect(data.decisions).toEqual([expect.objectContaining({ id: decisionId, appeal: expect.any(Object) })]);
    expect(data.appeals).toEqual([expect.objectContaining({ decision_id: decisionId, status: 'open' })]);
    const update = data.audit_entries.find((entry) => entry.action === 'user.update');
    expect(update).toMatchObject({ entity_id: anna.account.id, by_me: false });
    expect(update?.after).toMatchObject({ organization_name: 'Fundacja Anny po zmianie' });

    const text = response.body;
    // Nobody else: not the notifier of the report about her offer, not the admin, not Bartek's own content
    // (the offer Anna reported is named in her notice, which is hers).
    expect(data.audit_entries.find((entry) => entry.action === 'report.decide')?.after).toMatchObject({
      id: annaReportId,
      decision: 'no_action',
    });
    // No moderator's account either: `decided_by` and the other `*_by` fields of snapshots are left out.
    expect(text).not.toMatch(/_by(_[a-z]+)?"/);
    for (const foreign of [
      bartek.name,
      bartek.account.email,
      bartek.reportText,
      bartek.postId,
      admin.email,
      admin.id,
    ]) {
      expect(text).not.toContain(foreign);
    }
    for (const secret of ['password_hash', 'token_version', '$argon2', anna.account.token])
      expect(text).not.toContain(secret);
  });

  it('refuses a deletion with a wrong or missing password and changes nothing', async () => {
    const wrong = await ctx.call('DELETE', '/api/v1/users/me', {
      token: anna.account.token,
      json: { password: 'Nie-Moje-Haslo-2026' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: ACCOUNT_DATA_MESSAGES.wrongPassword });
    const missing = await ctx.call('DELETE', '/api/v1/users/me', { token: anna.account.token, json: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(ACCOUNT_DATA_MESSAGES.passwordRequired);
    expect((await ctx.call('DELETE', '/api/v1/users/me', { json: { password: TEST_PASSWORD } })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/v1/users/profile', { token: anna.account.token })).statusCode).toBe(200);
  });

  it('deletes the account and its content, keeps what the law needs without the person, revokes sessions and mails', async () => {
    const deleted = await ctx.call('DELETE', '/api/v1/users/me', {
      token: anna.account.token,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await ctx.db.select().from(users).where(eq(users.id, anna.account.id))).toEqual([]);
    expect(await ctx.db.select().from(offers).where(eq(offers.owner_id, anna.account.id))).toEqual([]);
    expect(await ctx.db.select().from(blogPosts).where(eq(blogPosts.author_id, anna.account.id))).toEqual([]);
    expect(await ctx.db.select().from(uploads).where(eq(uploads.path, uploadUrl))).toEqual([]);
    expect(
      await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.user_id, anna.account.id)),
    ).toEqual([]);
    expect(existsSync(path.join(ctx.config.dataDir, uploadUrl))).toBe(false);

    // The old token is refused, and the password no longer signs in.
    const old = await ctx.call('GET', '/api/v1/users/profile', { token: anna.account.token });
    expect([old.statusCode, old.json().detail]).toEqual([401, AUTH_MESSAGES.sessionExpired]);
    await expect(login(ctx, anna.account.email, TEST_PASSWORD)).rejects.toThrow(/401/);

    const [mail] = (await readOutbox(ctx)).filter(
      (sent) => sent.to.includes(anna.account.email) && /Konto usunięte/.test(sent.subject),
    );
    expect(mail.subject).toBe('Konto usunięte – Portal usług inkluzywnych');
    expect(mail.text).toContain(`Dzień dobry, ${anna.name}!`);
    expect(mail.text).toContain('wpisy dziennika zdarzeń, decyzje moderacyjne i odwołania');

    // The notice Anna filed keeps its content, not her identity; Bartek's notice about her offer keeps his.
    const [filed] = await ctx.db.select().from(reports).where(eq(reports.id, annaReportId));
    expect(filed).toMatchObject({ explanation: anna.reportText, reporter_id: null, name: null, email: null });
    const [about] = await ctx.db.select().from(reports).where(eq(reports.id, bartekReportId));
    expect(about).toMatchObject({ name: bartek.name, email: bartek.account.email, reporter_id: bartek.account.id });

    // The decision and the appeal stay (DSA), no longer linked to the account.
    const [decision] = await ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, decisionId));
    expect(decision.user_id).toBeNull();
    const [appeal] = await ctx.db.select().from(appeals).where(eq(appeals.decision_id, decisionId));
    expect(appeal.user_id).toBeNull();

    // Audit entries about her stay, anonymised: no address, no name, the states kept.
    // In the order they were written: the deletion rewrites the older entries, which moves their rows.
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, anna.account.id))
      .orderBy(auditLog.created_at);
    expect(entries.map((entry) => entry.action)).toEqual(['user.update', 'user.self_delete']);
    const kept = JSON.stringify(entries);
    for (const personal of [anna.account.email, anna.name, 'Fundacja Anny po zmianie'])
      expect(kept).not.toContain(personal);
    expect(entries[0].after).toMatchObject({ role: 'offeror' });
    expect(entries[0].actor_email).toBe(admin.email);
    expect(entries[1]).toMatchObject({ actor_id: null, actor_email: null });

    // Bartek and his content are untouched.
    expect(await ctx.db.select().from(offers).where(eq(offers.id, bartek.offerId))).toHaveLength(1);
    expect((await ctx.call('GET', '/api/v1/users/profile', { token: bartek.account.token })).statusCode).toBe(200);
  });

  it('never lets the last superadmin delete itself; one of two may', async () => {
    await ctx.db.delete(users).where(eq(users.role, 'superadmin'));
    const first = await createUser(ctx, 'superadmin');
    const refused = await ctx.call('DELETE', '/api/v1/users/me', {
      token: first.token,
      json: { password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ACCOUNT_DATA_MESSAGES.lastSuperadmin });
    expect(await ctx.db.select().from(users).where(eq(users.id, first.id))).toHaveLength(1);

    const second = await createUser(ctx, 'superadmin');
    const left = await ctx.call('DELETE', '/api/v1/users/me', {
      token: first.token,
      json: { password: TEST_PASSWORD },
    });
    expect(left.statusCode).toBe(204);
    const last = await ctx.call('DELETE', '/api/v1/users/me', {
      token: second.token,
      json: { password: TEST_PASSWORD },
    });
    expect([last.statusCode, last.json().detail]).toEqual([403, ACCOUNT_DATA_MESSAGES.lastSuperadmin]);
  });
});

describe('an account deleted by the superadmin', () => {
  it('is erased the same way: the audit entry of the deletion keeps no name or address, filed notices no reporter', async () => {
    const superadmin = await createUser(ctx, 'superadmin');
    const cezary = await person('offeror', 'Cezary Usuwany');
    const other = await person('ngo', 'Dorota Zgłaszana');
    const reportId = await report(cezary, other);
    const response = await ctx.call('DELETE', `/api/v1/admin/users/${cezary.account.id}`, { token: superadmin.token });
    expect(response.statusCode).toBe(204);

    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, cezary.account.id));
    expect(entries.map((entry) => [entry.action, entry.actor_email])).toEqual([['user.delete', superadmin.email]]);
    expect(entries[0].before).toMatchObject({ id: cezary.account.id, role: 'offeror' });
    for (const personal of [cezary.account.email, cezary.name]) expect(JSON.stringify(entries)).not.toContain(personal);
    const [filed] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(filed).toMatchObject({ explanation: cezary.reportText, reporter_id: null, name: null, email: null });
  });
});
