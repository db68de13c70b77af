import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, uploads } from '../../server/db/schema.js';
import type { AdminOffer, Offer } from '../../shared/types.js';
import {
  createAdminWorld,
  expectAudit,
  firstCategoryId,
  ids,
  insertOffer,
  listAs,
  totalOf,
  type Actors,
} from './adminFixtures.js';
import { createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let lodz: TestUser;

beforeAll(async () => {
  ({
    ctx,
    actors,
    owner: lodz,
  } = await createAdminWorld({
    organization_name: 'Stowarzyszenie Dostępna Łódź',
    company_slug: 'dostepna-lodz',
    is_verified: true,
  }));
});
afterAll(() => ctx.close());

const OFFERS = '/api/v1/admin/offers';
const list = (token: string, params: Record<string, unknown> = {}) => listAs(ctx, OFFERS, token, params);
const storedOffer = async (id: string) => (await ctx.db.select().from(offers).where(eq(offers.id, id)))[0];

describe('GET /admin/offers', () => {
  it('lists offers of every status with the owner profile and the category, newest first', async () => {
    const draft = await insertOffer(ctx, lodz.id, {
      status: 'draft',
      title: 'Wózek elektryczny – wypożyczenie',
      image_urls: ['/uploads/wozek.jpg'],
      image_alt: 'Czerwony wózek elektryczny na rampie przed wejściem',
    });
    const active = await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    const response = await list(actors.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    const body = response.json<AdminOffer[]>();
    expect(ids(body).slice(0, 2)).toEqual([active.id, draft.id]);
    expect(body.find((row) => row.id === draft.id)).toEqual({
      id: draft.id,
      title: 'Wózek elektryczny – wypożyczenie',
      status: 'draft',
      is_promoted: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      category_id: draft.category_id,
      owner_id: lodz.id,
      image_urls: ['/uploads/wozek.jpg'],
      image_alt: 'Czerwony wózek elektryczny na rampie przed wejściem',
      venue_features_confirmed: true,
      profile: {
        organization_name: 'Stowarzyszenie Dostępna Łódź',
        email: lodz.email,
        is_verified: true,
        company_slug: 'dostepna-lodz',
      },
      category: { name: 'Rehabilitacja' },
    });
    expect(response.headers['content-range']).toBe(`items 0-${body.length - 1}/${body.length}`);
  });

  it('finds offers by title or organisation ignoring case and Polish accents', async () => {
    const turtle = await insertOffer(ctx, actors.offeror.id, { title: 'Żółw – terapia z udziałem zwierząt' });
    const byTitle = await list(actors.admin.token, { filter: { q: 'zolw' } });
    expect(ids(byTitle.json())).toEqual([turtle.id]);
    expect(totalOf(byTitle)).toBe(1);
    const byOrganisation = await ctx.call('GET', `${OFFERS}?q=LODZ`, { token: actors.admin.token });
    const rows = byOrganisation.json<AdminOffer[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.profile.organization_name === 'Stowarzyszenie Dostępna Łódź')).toBe(true);
    expect(totalOf(byOrganisation)).toBe(rows.length);
  });

  it('filters by status (plain query or filter), featured flag, category and ids', async () => {
    const promoted = await insertOffer(ctx, lodz.id, {
      status: 'rejected',
      is_promoted: true,
      category_id: await firstCategoryId(ctx, 'szkolenia'),
    });
    const byStatus = await ctx.call('GET', `${OFFERS}?status=rejected`, { token: actors.admin.token });
    expect(byStatus.json<AdminOffer[]>().map((row) => row.status)).toEqual(['rejected']);
    const byFlag = await list(actors.admin.token, { filter: { is_promoted: true } });
    expect(ids(byFlag.json())).toEqual([promoted.id]);
    const byCategory = await list(actors.admin.token, { filter: { category_id: promoted.category_id } });
    expect(ids(byCategory.json())).toEqual([promoted.id]);
    const many = await list(actors.admin.token, { filter: { id: [promoted.id] } });
    expect(ids(many.json())).toEqual([promoted.id]);
  });

  it('sorts by the whitelisted columns only and pages with range', async () => {
    const byTitle = await list(actors.admin.token, { sort: ['title', 'ASC'], range: [0, 1] });
    expect(byTitle.json()).toHaveLength(2);
    expect(byTitle.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    expect((await list(actors.admin.token, { sort: ['profile.organization_name', 'DESC'] })).statusCode).toBe(200);
    const owner = await createUser(ctx, 'offeror', { organization_name: 'Sortowanie', company_slug: 'sortowanie' });
    for (const title of ['Zegar mówiący', 'Łóżko rehabilitacyjne', 'Lampa lupa'])
      await insertOffer(ctx, owner.id, { title });
    const polish = await list(actors.admin.token, { sort: ['title', 'ASC'], filter: { owner_id: owner.id } });
    expect(polish.json<AdminOffer[]>().map((row) => row.title)).toEqual([
      'Lampa lupa',
      'Łóżko rehabilitacyjne',
      'Zegar mówiący',
    ]);
    const bad = await list(actors.admin.token, { sort: ['long_description', 'ASC'] });
    expect([bad.statusCode, bad.json()]).toEqual([400, { detail: 'Nie można sortować po tym polu.' }]);
    const badStatus = await list(actors.admin.token, { filter: { status: 'published' } });
    expect([badStatus.statusCode, badStatus.json()]).toEqual([400, { detail: 'Nieprawidłowy filtr listy.' }]);
    const badRange = await ctx.call('GET', `${OFFERS}?range=[0]`, { token: actors.admin.token });
    expect([badRange.statusCode, badRange.json()]).toEqual([400, { detail: 'Nieprawidłowe parametry zapytania.' }]);
  });

  it('pages in the sort order of joined columns too: the pages put together are the whole list in order', async () => {
    for (const sort of [
      ['profile.organization_name', 'ASC'],
      ['category.name', 'DESC'],
      ['created_at', 'DESC'],
    ]) {
      const whole = await list(actors.admin.token, { sort });
      const total = whole.json<AdminOffer[]>().length;
      const pages: AdminOffer[] = [];
      for (let start = 0; start < total; start += 2)
        pages.push(...(await list(actors.admin.token, { sort, range: [start, start + 1] })).json<AdminOffer[]>());
      expect(total).toBeGreaterThan(4);
      expect(ids(pages)).toEqual(ids(whole.json()));
    }
  });
});

describe('GET /admin/offers/{id}', () => {
  it('returns the full offer with the owner e-mail, whatever its status', async () => {
    const offer = await insertOffer(ctx, lodz.id, {
      status: 'draft',
      price_type: 'paid',
      price: 25.5,
      address_city: 'Łódź',
    });
    const response = await ctx.call('GET', `${OFFERS}/${offer.id}`, { token: actors.superadmin.token });
    expect(response.json<Offer>()).toMatchObject({
      id: offer.id,
      long_description: offer.long_description,
      price: 25.5,
      address_city: 'Łódź',
      status: 'draft',
      profile: { organization_name: 'Stowarzyszenie Dostępna Łódź', email: lodz.email },
      category: { name: 'Rehabilitacja', slug: 'rehabilitacja' },
    });
  });

  it('answers 404 and 400 in Polish', async () => {
    const missing = await ctx.call('GET', `${OFFERS}/00000000-0000-4000-8000-000000000000`, {
      token: actors.admin.token,
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Nie znaleziono oferty.' }]);
    const malformed = await ctx.call('GET', `${OFFERS}/123`, { token: actors.admin.token });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { detail: 'Nieprawidłowy identyfikator.' }]);
  });
});

describe('PATCH /admin/offers/{id}/status and /promote', () => {
  it('moves an offer to any of the six statuses and logs each change', async () => {
    const offer = await insertOffer(ctx, lodz.id);
    for (const status of ['active', 'inactive', 'expired', 'rejected', 'draft', 'pending_approval']) {
      const response = await ctx.call('PATCH', `${OFFERS}/${offer.id}/status`, {
        token: actors.admin.token,
        // Rejecting or deactivating an offer restricts it: it carries a statement of reasons.
        json: { status, reason: 'Uzasadnienie decyzji testowej.', ground: 'terms' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Offer>().status).toBe(status);
      const entry = await expectAudit(ctx, actors.admin, offer.id, {
        action: 'offer.status',
        entityType: 'offer',
        before: 'record',
        after: 'record',
      });
      expect(entry.after).toMatchObject({ status });
    }
  });

  it('stores the schema name "published" as active and refuses unknown statuses', async () => {
    const offer = await insertOffer(ctx, lodz.id);
    const published = await ctx.call('PATCH', `${OFFERS}/${offer.id}/status`, {
      token: actors.superadmin.token,
      json: { status: 'published' },
    });
    expect(published.json().status).toBe('active');
    const unknown = await ctx.call('PATCH', `${OFFERS}/${offer.id}/status`, {
      token: actors.admin.token,
      json: { status: 'archived' },
    });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([422, 'Nieprawidłowy status oferty.']);
    expect((await storedOffer(offer.id)).status).toBe('active');
  });

  it('features and unfeatures an offer', async () => {
    const offer = await insertOffer(ctx, lodz.id);
    const on = await ctx.call('PATCH', `${OFFERS}/${offer.id}/promote`, {
      token: actors.admin.token,
      json: { is_promoted: true },
    });
    expect(on.json().is_promoted).toBe(true);
    const entry = await expectAudit(ctx, actors.admin, offer.id, {
      action: 'offer.promote',
      entityType: 'offer',
      before: 'record',
      after: 'record',
    });
    expect([entry.before, entry.after]).toMatchObject([{ is_promoted: false }, { is_promoted: true }]);
    const off = await ctx.call('PATCH', `${OFFERS}/${offer.id}/promote`, {
      token: actors.admin.token,
      json: { is_promoted: false },
    });
    expect(off.json().is_promoted).toBe(false);
    const bad = await ctx.call('PATCH', `${OFFERS}/${offer.id}/promote`, {
      token: actors.admin.token,
      json: { is_promoted: 'yes' },
    });
    expect([bad.statusCode, bad.json().detail]).toEqual([
      422,
      'Pole „is_promoted” musi być wartością logiczną (true lub false).',
    ]);
  });
});

describe('PUT /admin/offers/{id}', () => {
  it('edits chosen fields, in either naming set, and keeps the rest', async () => {
    const offer = await insertOffer(ctx, lodz.id, { address_city: 'Kraków', contact_phone: '600 100 200' });
    const response = await ctx.call('PUT', `${OFFERS}/${offer.id}`, {
      token: actors.admin.token,
      json: {
        title: 'Poprawiony tytuł oferty',
        offer_specific_address_city: 'Łódź',
        price_type: 'paid',
        price_amount: '12,50',
        price_unit: 'hour',
        currency: 'eur',
        contact_phone: null,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Offer>()).toMatchObject({
      title: 'Poprawiony tytuł oferty',
      address_city: 'Łódź',
      price: 12.5,
      price_unit: 'hour',
      currency: 'EUR',
      contact_phone: null,
      short_description: offer.short_description,
      status: 'pending_approval',
    });
    const entry = await expectAudit(ctx, actors.admin, offer.id, {
      action: 'offer.update',
      entityType: 'offer',
      before: 'record',
      after: 'record',
    });
    expect([entry.before, entry.after]).toMatchObject([{ address_city: 'Kraków' }, { address_city: 'Łódź' }]);
  });

  it('validates the whole merged offer with the messages of the offer form', async () => {
    const offer = await insertOffer(ctx, lodz.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'abc' }, 'Tytuł musi mieć co najmniej 5 znaków.'],
      [{ short_description: 'krótki' }, 'Krótki opis musi mieć co najmniej 10 znaków.'],
      [{ long_description: 'za krótki opis' }, 'Długi opis musi mieć co najmniej 50 znaków.'],
      [{ price_type: 'paid' }, 'Cena jest wymagana dla płatnych ofert.'],
      [{ price: -5 }, 'Cena musi być liczbą dodatnią.'],
      [{ currency: 'ZŁ' }, 'Wybierz walutę z listy: PLN, EUR, USD, GBP, CZK.'],
      [{ price_unit: 'year' }, 'Wybierz, za co jest cena: jednorazowo, za godzinę, za dzień, za tydzień, za miesiąc.'],
      [{ address_postal_code: '000-00' }, 'Nieprawidłowy format kodu pocztowego (np. 00-000).'],
      [{ contact_email: 'nie-email' }, 'Nieprawidłowy adres email.'],
      [{ category_id: 'abc' }, 'Musisz wybrać kategorię.'],
      [{ category_id: '00000000-0000-4000-8000-000000000000' }, 'Musisz wybrać kategorię.'],
    ];
    for (const [json, detail] of cases) {
      const response = await ctx.call('PUT', `${OFFERS}/${offer.id}`, { token: actors.admin.token, json });
      expect([response.statusCode, response.json().detail], JSON.stringify(json)).toEqual([422, detail]);
    }
    expect((await storedOffer(offer.id)).title).toBe(offer.title);
  });
});

describe('DELETE /admin/offers/{id}', () => {
  it('deletes the offer with its uploaded image and logs it', async () => {
    const image = path.join(ctx.config.dataDir, 'uploads', 'oferta-do-usuniecia.png');
    mkdirSync(path.dirname(image), { recursive: true });
    writeFileSync(image, 'png');
    await ctx.db.insert(uploads).values({ path: '/uploads/oferta-do-usuniecia.png', uploader_id: lodz.id });
    const offer = await insertOffer(ctx, lodz.id, { image_urls: ['/uploads/oferta-do-usuniecia.png'] });
    const response = await ctx.call('DELETE', `${OFFERS}/${offer.id}`, { token: actors.admin.token });
    expect(response.statusCode).toBe(204);
    expect(existsSync(image)).toBe(false);
    expect(await storedOffer(offer.id)).toBeUndefined();
    await expectAudit(ctx, actors.admin, offer.id, {
      action: 'offer.delete',
      entityType: 'offer',
      before: 'record',
      after: 'null',
    });
    const again = await ctx.call('DELETE', `${OFFERS}/${offer.id}`, { token: actors.admin.token });
    expect([again.statusCode, again.json()]).toEqual([404, { detail: 'Nie znaleziono oferty.' }]);
  });
});
