import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_MESSAGES } from '../../shared/messages.js';
import { DEFAULT_PRIVACY, DEFAULT_TERMS } from '../../server/db/baseData.js';
import { portalSettings, users } from '../../server/db/schema.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

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
