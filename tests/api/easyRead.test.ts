import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { offerFingerprint } from '../../server/moderation/fingerprint.js';
import { EASY_READ_SUMMARY_MAX, EASY_READ_TEXTS } from '../../shared/easyRead.js';
import type { Offer, OfferSearchResult } from '../../shared/types.js';
import {
  createOfferAuthors,
  insertOffer,
  insertOfferRow,
  multipart,
  offerForm,
  sendOfferForm,
} from './contentFixtures.js';
import type { TestContext, TestUser } from './helpers.js';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let category: string;

beforeAll(async () => {
  ({ ctx, owner, admin, category } = await createOfferAuthors('Fundacja Prosty Język', 'rehabilitacja'));
});
afterAll(() => ctx.close());

const SUMMARY = 'Pożyczamy wózek.\nWózek jest lekki.\nMożesz go złożyć.';
const save = (fields: Record<string, string>) => sendOfferForm(ctx, owner, category, fields);
const search = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<OfferSearchResult>();
const isPublic = async (id: string) => (await ctx.call('GET', `/api/v1/offers/${id}`)).statusCode === 200;

describe('easy_read_summary: the offer in easy-to-read Polish', () => {
  it('is saved with its line breaks (CRLF as typed in a browser), shown to visitors and exported', async () => {
    const created = await save({ easy_read_summary: ` ${SUMMARY.replace(/\n/g, '\r\n')} ` });
    expect(created.statusCode).toBe(201);
    const offer = created.json<Offer>();
    expect(offer.easy_read_summary).toBe(SUMMARY);
    const shown = await ctx.call('GET', `/api/v1/offers/${offer.id}`, { token: owner.token });
    expect(shown.json<Offer>().easy_read_summary).toBe(SUMMARY);
    const exported = await ctx.call('GET', '/api/v1/users/me/export', { token: owner.token });
    expect(exported.json<{ offers: Offer[] }>().offers.map((row) => row.easy_read_summary)).toContain(SUMMARY);
  });

  it('is optional: left empty it is null', async () => {
    const created = await save({ easy_read_summary: '  ' });
    expect([created.statusCode, created.json<Offer>().easy_read_summary]).toEqual([201, null]);
  });

  it(`takes ${EASY_READ_SUMMARY_MAX} characters and refuses one more with the Polish message, saving nothing`, async () => {
    const longest = await save({ easy_read_summary: 'a'.repeat(EASY_READ_SUMMARY_MAX) });
    expect(longest.statusCode).toBe(201);
    const before = await ctx.db.$count(offers);
    const tooLong = await save({ easy_read_summary: 'a'.repeat(EASY_READ_SUMMARY_MAX + 1) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toContainEqual({
      field: 'easy_read_summary',
      message: EASY_READ_TEXTS.summaryTooLong,
    });
    expect(await ctx.db.$count(offers)).toBe(before);
  });

  it('refuses control characters no keyboard types', async () => {
    const response = await save({ easy_read_summary: 'Pożyczamy wózek.\u0007' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['easy_read_summary']);
  });
});

describe('an active offer whose easy-to-read summary its owner changes', () => {
  const activeOffer = () =>
    insertOfferRow(ctx, owner.id, {
      title: 'Wypożyczenie wózka inwalidzkiego',
      short_description: 'Lekki wózek na krótkie i długie wyjazdy.',
      long_description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
      easy_read_summary: SUMMARY,
      category_id: category,
      contact_email: 'kontakt@fundacja.pl',
      address_city: 'Łódź',
      status: 'active',
    });
  const put = async (id: string, overrides: Record<string, string>) =>
    ctx.call('PUT', `/api/offers/${id}`, {
      token: owner.token,
      ...(await multipart(offerForm(category, { status: 'active', easy_read_summary: SUMMARY, ...overrides }))),
    });

  it('goes back to approval and is hidden, like after a change of the description', async () => {
    const row = await activeOffer();
    const response = await put(row.id, { easy_read_summary: 'Dajemy wózek za darmo. Oddaj go po miesiącu.' });
    expect(response.json<Offer>().status).toBe('pending_approval');
    expect(await isPublic(row.id)).toBe(false);
  });

  it('goes back to approval when the summary is removed', async () => {
    const row = await activeOffer();
    expect((await put(row.id, { easy_read_summary: '' })).json<Offer>().status).toBe('pending_approval');
  });

  it('stays active when the summary is sent unchanged', async () => {
    const row = await activeOffer();
    expect((await put(row.id, { contact_phone: '+48 600 100 200' })).json<Offer>().status).toBe('active');
  });

  it('is part of the fingerprint a moderation decision keeps', async () => {
    const row = await activeOffer();
    expect(offerFingerprint({ ...row, easy_read_summary: 'Inny tekst.' })).not.toBe(offerFingerprint(row));
  });
});

describe('search by the words of the easy-to-read summary', () => {
  it('finds an offer by a word only its summary holds, also after an administrator writes the summary', async () => {
    const id = await insertOffer(ctx, owner.id, {
      title: 'Pomoc w urzędzie',
      short_description: 'Idziemy z Tobą do urzędu.',
      long_description: 'Asystent pomaga wypełnić wniosek i czeka z Tobą w kolejce, także w sprawach dotyczących ZUS.',
      easy_read_summary: 'Pomagamy w urzędzie. Mamy pomarańczowy parasol.',
      category_id: category,
    });
    expect((await search('parasol')).items.map((item) => item.id)).toEqual([id]);
    const edited = await ctx.call('PUT', `/api/v1/admin/offers/${id}`, {
      token: admin.token,
      json: { easy_read_summary: 'Pomagamy w urzędzie. Czekamy przy zielonej latarni.' },
    });
    expect([edited.statusCode, edited.json<Offer>().easy_read_summary]).toEqual([
      200,
      'Pomagamy w urzędzie. Czekamy przy zielonej latarni.',
    ]);
    expect((await search('latarnia')).items.map((item) => item.id)).toEqual([id]);
    expect((await search('parasol')).items).toEqual([]);
  });

  it('finds an offer with the easy-to-read feature by the words people use for it', async () => {
    const id = await insertOffer(ctx, owner.id, {
      title: 'Informator o usługach gminy',
      short_description: 'Broszura o pomocy społecznej.',
      category_id: category,
      accessibility_features: ['easy_read'],
    });
    for (const q of ['ETR', 'tekst łatwy do czytania']) {
      expect(
        (await search(q)).items.map((item) => item.id),
        q,
      ).toContain(id);
    }
  });
});

describe('the back office', () => {
  it('sets, refuses and clears the summary with the same Polish message', async () => {
    const id = await insertOffer(ctx, owner.id, { category_id: category });
    const url = `/api/v1/admin/offers/${id}`;
    const set = await ctx.call('PUT', url, { token: admin.token, json: { easy_read_summary: SUMMARY } });
    expect([set.statusCode, set.json<Offer>().easy_read_summary]).toEqual([200, SUMMARY]);
    const tooLong = 'b'.repeat(EASY_READ_SUMMARY_MAX + 1);
    const wrong = await ctx.call('PUT', url, { token: admin.token, json: { easy_read_summary: tooLong } });
    expect([wrong.statusCode, wrong.json().detail]).toEqual([422, EASY_READ_TEXTS.summaryTooLong]);
    const [stored] = await ctx.db.select().from(offers).where(eq(offers.id, id));
    expect(stored.easy_read_summary).toBe(SUMMARY);
    const cleared = await ctx.call('PUT', url, { token: admin.token, json: { easy_read_summary: null } });
    expect([cleared.statusCode, cleared.json<Offer>().easy_read_summary]).toEqual([200, null]);
  });
});
