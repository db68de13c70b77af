import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, offers } from '../../server/db/schema.js';
import { OFFER_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import { categoryId, daysFromNow, insertOffer, multipart, offerForm, pngImage } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let owner: TestUser;
let otherOfferor: TestUser;
let admin: TestUser;
let rehab: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Sprawni Razem',
    company_slug: 'fundacja-sprawni-razem',
  });
  otherOfferor = await createUser(ctx, 'ngo', { organization_name: 'Stowarzyszenie Obok' });
  admin = await createUser(ctx, 'admin');
  rehab = await categoryId(ctx, 'rehabilitacja');
});
afterAll(() => ctx.close());

async function postForm(token: string | undefined, fields: Record<string, string | string[]>) {
  const body = await multipart(fields);
  return ctx.call('POST', '/api/offers/', { token, ...body });
}

async function putForm(token: string, id: string, fields: Record<string, string | string[]>) {
  return ctx.call('PUT', `/api/offers/${id}`, { token, ...(await multipart(fields)) });
}

describe('POST /api/offers/ (multipart)', () => {
  it('refuses an anonymous visitor', async () => {
    const response = await postForm(undefined, offerForm(rehab));
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Zaloguj się, aby kontynuować.');
  });

  it('saves the tab names under the schema names and answers 201 with the saved offer', async () => {
    const response = await postForm(owner.token, {
      ...offerForm(rehab),
      price_type: 'paid',
      price_amount: '49,50',
      price_currency: 'eur',
      offer_specific_address_street: 'ul. Piotrkowska 1',
      offer_specific_address_postal_code: '90-001',
      contact_person_name: 'Katarzyna Zielińska',
      preferred_contact_method: 'phone',
      contact_phone: '+48 600 100 200',
    });
    expect(response.statusCode).toBe(201);
    const offer = response.json<Offer>();
    expect(offer).toMatchObject({
      owner_id: owner.id,
      title: 'Wypożyczenie wózka inwalidzkiego',
      long_description: expect.stringContaining('Wózek aktywny'),
      category: { name: 'Rehabilitacja', slug: 'rehabilitacja' },
      price_type: 'paid',
      price: 49.5,
      currency: 'EUR',
      address_street: 'ul. Piotrkowska 1',
      address_city: 'Łódź',
      address_postal_code: '90-001',
      address_country: 'Polska',
      contact_person_name: 'Katarzyna Zielińska',
      preferred_contact_method: 'phone',
      status: 'draft',
      is_promoted: false,
      profile: {
        organization_name: 'Fundacja Sprawni Razem',
        company_slug: 'fundacja-sprawni-razem',
        email: owner.email,
      },
    });
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row.address_city).toBe('Łódź');
  });

  it('reads a Polish amount with its currency and unit, and returns them', async () => {
    const response = await postForm(owner.token, {
      ...offerForm(rehab),
      price_type: 'paid',
      price_amount: '1 200,00',
      price_currency: 'usd',
      price_unit: 'hour',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 1200, currency: 'USD', price_unit: 'hour' });
    const cents = await postForm(owner.token, { ...offerForm(rehab), price_type: 'paid', price_amount: '35,50' });
    expect(cents.json()).toMatchObject({ price: 35.5, currency: 'PLN', price_unit: 'once' });
  });

  it('changes the price unit in a JSON edit and keeps it in the public answer', async () => {
    const created = await ctx.call('POST', '/api/offers/', {
      token: owner.token,
      json: { ...offerForm(rehab), price_type: 'paid', price: 35.5, price_unit: 'day', currency: 'EUR' },
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json<Offer>();
    expect(offer).toMatchObject({ price: 35.5, price_unit: 'day', currency: 'EUR' });
    const updated = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: owner.token,
      json: { ...offerForm(rehab), price_type: 'paid', price: '35,50', price_unit: 'week', currency: 'PLN' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 35.5, price_unit: 'week', currency: 'PLN' });
    const refused = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: owner.token,
      json: { ...offerForm(rehab), price_type: 'paid', price: 10, currency: 'BTC' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContainEqual({ field: 'currency', message: OFFER_MESSAGES.unknownCurrency });
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ price_unit: 'week', currency: 'PLN' });
  });

  it('accepts a JSON body with the schema names', async () => {
    const response = await ctx.call('POST', '/api/offers', {
      token: owner.token,
      json: {
        title: 'Szkolenie z dostępności',
        short_description: 'Szkolenie dla urzędników.',
        long_description: 'Dwudniowe szkolenie z WCAG 2.2 i ustawy o dostępności cyfrowej dla urzędów.',
        category_id: rehab,
        price_type: 'deposit_required',
        price: 100,
        contact_email: 'szkolenia@fundacja.pl',
        image_urls: [],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      price_type: 'deposit_required',
      price: 100,
      image_urls: [],
    });
  });

  it('asks for the description of an image, kept or uploaded, and keeps it within 250 characters', async () => {
    const required = { field: 'image_alt', message: 'Dodaj opis zdjęcia dla osób niewidomych.' };
    const byUrl = await postForm(owner.token, offerForm(rehab, { image_urls: '/uploads/wozek.jpg', image_alt: '  ' }));
    expect(byUrl.statusCode).toBe(422);
    expect(byUrl.json().errors).toContainEqual(required);

    const uploaded = await multipart(offerForm(rehab, { image_alt: '' }), [
      { filename: 'wozek.png', type: 'image/png', bytes: pngImage() },
    ]);
    const byFile = await ctx.call('POST', '/api/offers', { token: owner.token, ...uploaded });
    expect(byFile.statusCode).toBe(422);
    expect(byFile.json().errors).toContainEqual(required);

    const tooLong = await postForm(
      owner.token,
      offerForm(rehab, { image_urls: '/uploads/wozek.jpg', image_alt: 'a'.repeat(251) }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toContainEqual({
      field: 'image_alt',
      message: 'Opis zdjęcia może mieć najwyżej 250 znaków.',
    });
  });

  it('keeps no description when the offer has no image', async () => {
    const response = await postForm(owner.token, offerForm(rehab, { image_alt: 'Opis zdjęcia, którego nie ma' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().image_alt).toBeNull();
  });

  it('answers 422 with the first Polish message and the per-field list', async () => {
    const response = await postForm(
      owner.token,
      offerForm(rehab, { title: 'Wóz', offer_specific_address_postal_code: '900-01' }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.detail).toBe('Tytuł musi mieć co najmniej 5 znaków.');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Tytuł musi mieć co najmniej 5 znaków.' },
        { field: 'address_postal_code', message: 'Nieprawidłowy format kodu pocztowego (np. 00-000).' },
      ]),
    );
  });

  it.each([
    [{ price_type: 'paid' }, 'Cena jest wymagana dla płatnych ofert.'],
    [{ price_type: 'paid', price_amount: '-5' }, 'Cena musi być liczbą dodatnią.'],
    [{ price_type: 'paid', price_amount: '35,505' }, OFFER_MESSAGES.priceFormat],
    [
      { price_type: 'paid', price_amount: '10', price_currency: 'XYZ' },
      'Wybierz walutę z listy: PLN, EUR, USD, GBP, CZK.',
    ],
    [{ price_type: 'paid', price_amount: '10', price_currency: 'złotych' }, OFFER_MESSAGES.unknownCurrency],
    [
      { price_type: 'paid', price_amount: '10', price_unit: 'year' },
      'Wybierz, za co jest cena: jednorazowo, za godzinę, za dzień, za tydzień, za miesiąc.',
    ],
    [{ short_description: 'Za krótki' }, 'Krótki opis musi mieć co najmniej 10 znaków.'],
    [{ description: 'Krótko.' }, 'Długi opis musi mieć co najmniej 50 znaków.'],
    [{ category_id: 'rehabilitacja' }, 'Musisz wybrać kategorię.'],
    [{ category_id: '00000000-0000-4000-8000-000000000000' }, 'Musisz wybrać kategorię.'],
    [{ contact_email: '' }, 'Adres email do kontaktu jest wymagany.'],
    [{ contact_email: 'nie-email' }, 'Nieprawidłowy adres email.'],
    [{ image_urls: 'javascript:alert(1)' }, UPLOAD_MESSAGES.notUploaded],
    [{ image_urls: 'https://example.org/wozek.jpg' }, UPLOAD_MESSAGES.notUploaded],
    [{ image_urls: ['/uploads/1.jpg', '/uploads/2.jpg'] }, 'Możesz dodać maksymalnie 1 zdjęcie.'],
    [{ status: 'promoted' }, 'Nieprawidłowy status oferty.'],
    [{ expires_at: 'jutro' }, 'Nieprawidłowa data wygaśnięcia.'],
  ])('refuses %o with %s', async (overrides, message) => {
    const response = await postForm(owner.token, offerForm(rehab, overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(message);
  });

  it.each([
    ['application/json', '[1,2,3]'],
    ['application/json', '"tekst"'],
    ['application/json', '{"title": {"$gt": ""}, "price": [1]}'],
    ['application/json', '{"title": '],
    ['text/plain', 'title=Oferta'],
  ])('answers malformed %s bodies with a Polish 4xx, never 500', async (type, payload) => {
    const response = await ctx.call('POST', '/api/offers/', {
      token: owner.token,
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().detail).toMatch(/[a-ząćęłńóśźż]/i);
  });
});

describe('status rules', () => {
  it.each([
    ['published', 'pending_approval'],
    ['active', 'pending_approval'],
    ['pending_approval', 'pending_approval'],
    ['draft', 'draft'],
  ])('a non-admin asking for %s gets %s', async (requested, stored) => {
    const response = await postForm(owner.token, offerForm(rehab, { status: requested }));
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe(stored);
  });

  it("stores an admin's 'published' as active", async () => {
    const response = await postForm(admin.token, offerForm(rehab, { status: 'published' }));
    expect(response.json().status).toBe('active');
  });

  it('keeps an active offer active when its owner changes only how to reach him, and sends a new title to approval', async () => {
    const form = offerForm(rehab, { status: 'published' });
    const id = await insertOffer(ctx, owner.id, {
      category_id: rehab,
      status: 'active',
      title: String(form.title),
      short_description: String(form.short_description),
      long_description: String(form.description),
    });
    const contact = await putForm(owner.token, id, { ...form, contact_email: 'nowy@fundacja.pl' });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({ status: 'active', contact_email: 'nowy@fundacja.pl' });
    const retitled = await putForm(owner.token, id, { ...form, title: 'Nowy tytuł oferty' });
    expect(retitled.json()).toMatchObject({ status: 'pending_approval', title: 'Nowy tytuł oferty' });
  });

  it('stores a past expiry date as an expired offer', async () => {
    const response = await postForm(admin.token, offerForm(rehab, { status: 'active', expires_at: daysFromNow(-1) }));
    expect(response.json().status).toBe('expired');
    const future = await postForm(
      admin.token,
      offerForm(rehab, { status: 'active', expires_at: daysFromNow(30).slice(0, 10) }),
    );
    expect(future.json()).toMatchObject({ status: 'active', expires_at: expect.stringMatching(/T23:59:59\.999Z$/) });
  });
});

describe('PUT and DELETE /api/offers/{id}', () => {
  it('lets only the owner or an admin change an offer', async () => {
    const id = await insertOffer(ctx, owner.id, { category_id: rehab, status: 'draft' });
    const stranger = await putForm(otherOfferor.token, id, offerForm(rehab, { title: 'Przejęta oferta' }));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().detail).toBe('Możesz edytować tylko własne oferty.');

    const byAdmin = await putForm(
      admin.token,
      id,
      offerForm(rehab, { title: 'Poprawione przez administratora', status: 'active' }),
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      title: 'Poprawione przez administratora',
      status: 'active',
      owner_id: owner.id,
    });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, id));
    expect(audit).toEqual([expect.objectContaining({ action: 'offer.update', actor_id: admin.id })]);
  });

  it('answers 404 for a missing offer and 400 for a malformed id', async () => {
    const missing = await putForm(owner.token, '00000000-0000-4000-8000-000000000000', offerForm(rehab));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Nie znaleziono oferty.');
    const malformed = await ctx.call('DELETE', "/api/offers/1'%20or%201=1", { token: owner.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Nieprawidłowy identyfikator.');
  });

  it('deletes for the owner and the admin only', async () => {
    const id = await insertOffer(ctx, owner.id, { category_id: rehab });
    expect((await ctx.call('DELETE', `/api/offers/${id}`)).statusCode).toBe(401);
    const stranger = await ctx.call('DELETE', `/api/offers/${id}`, { token: otherOfferor.token });
    expect(stranger.statusCode).toBe(403);
    const own = await ctx.call('DELETE', `/api/offers/${id}`, { token: owner.token });
    expect(own.statusCode).toBe(204);
    expect((await ctx.call('GET', `/api/v1/offers/${id}`, { token: owner.token })).statusCode).toBe(404);

    const second = await insertOffer(ctx, owner.id, { category_id: rehab });
    expect((await ctx.call('DELETE', `/api/offers/${second}`, { token: admin.token })).statusCode).toBe(204);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, second));
    expect(audit).toMatchObject({ action: 'offer.delete', actor_id: admin.id });
  });

  it('never lets an author move his offer to another owner or promote it', async () => {
    const id = await insertOffer(ctx, owner.id, { category_id: rehab, status: 'draft' });
    const response = await ctx.call('PUT', `/api/offers/${id}`, {
      token: owner.token,
      json: { ...offerForm(rehab), owner_id: otherOfferor.id, is_promoted: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ owner_id: owner.id, is_promoted: false });
  });

  it('stores an uploaded picture sent with an edit', async () => {
    const id = await insertOffer(ctx, owner.id, { category_id: rehab, status: 'draft' });
    const body = await multipart(offerForm(rehab), [{ filename: 'zdjecie.png', type: 'image/png', bytes: pngImage() }]);
    const response = await ctx.call('PUT', `/api/offers/${id}`, { token: owner.token, ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json().image_urls).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/)]);
  });
});
