import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { HOURS_MESSAGES, HOURS_SEARCH_MESSAGES } from '../../shared/messagesHours.js';
import { AVAILABILITY_TEXTS } from '../../shared/offerAvailability.js';
import type { OpeningHours } from '../../shared/openingHours.js';
import type { Offer, OfferSearchResult } from '../../shared/types.js';
import { categoryId, offerForm } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
let category: string;
const ids: Record<string, string> = {};

const weekdays = (opens: string, closes: string) => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens, closes }));
const everyDay = (opens: string, closes: string) =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, opens, closes }));

const SCHEDULES: Record<string, OpeningHours | null> = {
  office: { weekly: weekdays('08:00', '16:00'), exceptions: [] },
  allDay: { weekly: everyDay('00:00', '24:00'), exceptions: [] },
  night: { weekly: everyDay('20:00', '06:00'), exceptions: [] },
  duty: {
    weekly: weekdays('09:00', '13:00'),
    exceptions: [
      { date: '2026-06-04', closed: false, opens: '10:00', closes: '12:00', note: 'Dyżur w Boże Ciało' },
      { date: '2026-03-13', closed: true, note: 'Szkolenie zespołu' },
    ],
  },
  none: null,
};

/** An admin's offer is public at once; the JSON body carries the schedule as an object. */
async function createOffer(token: string, title: string, hours: OpeningHours | null, status = 'active') {
  const form = offerForm(category, { title, status });
  const response = await ctx.call('POST', '/api/offers/', { token, json: { ...form, opening_hours: hours } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Offer>();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, 'admin');
  owner = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Godziny' });
  stranger = await createUser(ctx, 'ngo', { organization_name: 'Inna Fundacja' });
  category = await categoryId(ctx, 'tlumaczenie-pjm');
  for (const [key, hours] of Object.entries(SCHEDULES)) {
    ids[key] = (await createOffer(admin.token, `Oferta godzin ${key} z opisem`, hours)).id;
  }
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** Public reads at a frozen Warsaw moment (given in UTC). */
function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

async function search(query: string): Promise<OfferSearchResult> {
  const response = await ctx.call('GET', `/api/v1/offers?per_page=50&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferSearchResult>();
}

const openKeys = async (query = 'open_now=true') => {
  const found = new Set((await search(query)).items.map((item) => item.id));
  return Object.keys(ids)
    .filter((key) => found.has(ids[key]))
    .sort();
};

const statusOf = async (key: string) =>
  (await ctx.call('GET', `/api/v1/offers/${ids[key]}`)).json<Offer>().opening_status?.text;

describe('opening hours: open now, across midnight, DST and Polish holidays', () => {
  it.each<[string, string, string[], Record<string, string>]>([
    [
      'a Wednesday at 11:00 (winter time)',
      '2026-03-11T10:00:00Z',
      ['allDay', 'duty', 'office'],
      {
        office: 'Otwarte teraz · do 16:00',
        none: 'Godziny: zapytaj oferenta',
        night: 'Zamknięte · otwarcie dziś o 20:00',
      },
    ],
    [
      'a Wednesday at 1:00, after midnight',
      '2026-03-11T00:00:00Z',
      ['allDay', 'night'],
      { night: 'Otwarte teraz · do 6:00', office: 'Zamknięte · otwarcie dziś o 8:00' },
    ],
    [
      'a Friday evening',
      '2026-03-13T19:30:00Z',
      ['allDay', 'night'],
      { office: 'Zamknięte · otwarcie w poniedziałek o 8:00', duty: 'Zamknięte · otwarcie w poniedziałek o 9:00' },
    ],
    [
      'the exception closes a working Friday',
      '2026-03-13T10:00:00Z',
      ['allDay', 'office'],
      { duty: 'Zamknięte · otwarcie w poniedziałek o 9:00' },
    ],
    [
      'the night clocks go forward (5:30 summer time)',
      '2026-03-29T03:30:00Z',
      ['allDay', 'night'],
      { night: 'Otwarte teraz · do 6:00' },
    ],
    [
      'the night clocks go back (6:30 winter time)',
      '2026-10-25T05:30:00Z',
      ['allDay'],
      { night: 'Zamknięte · otwarcie dziś o 20:00' },
    ],
    [
      'Easter Monday at 10:00',
      '2026-04-06T08:00:00Z',
      [],
      { office: 'Zamknięte · otwarcie jutro o 8:00', allDay: 'Zamknięte · otwarcie jutro o 0:00' },
    ],
    [
      'Easter Monday just after midnight: the overnight range of Easter Sunday is closed too',
      '2026-04-05T22:30:00Z',
      [],
      { night: 'Zamknięte · otwarcie jutro o 20:00' },
    ],
    [
      'Corpus Christi at 11:00: only the exception opens',
      '2026-06-04T09:00:00Z',
      ['duty'],
      { duty: 'Otwarte teraz · do 12:00', office: 'Zamknięte · otwarcie jutro o 8:00' },
    ],
    ['11 November at 12:00', '2026-11-11T11:00:00Z', [], { office: 'Zamknięte · otwarcie jutro o 8:00' }],
    [
      'the night after 11 November (an ordinary day after a holiday)',
      '2026-11-11T23:00:00Z',
      ['allDay'],
      { night: 'Zamknięte · otwarcie dziś o 20:00' },
    ],
  ])('%s', async (_name, instant, open, texts) => {
    at(instant);
    expect(await openKeys()).toEqual(open);
    for (const [key, text] of Object.entries(texts)) expect(await statusOf(key)).toBe(text);
    // The card in the results says the same as the offer page.
    const card = (await search('')).items.find((item) => item.id === ids.office)!;
    expect(card.opening_status?.text).toBe(await statusOf('office'));
  });

  it.each<[string, string[]]>([
    ['2026-03-11', ['allDay', 'duty', 'night', 'office']],
    ['2026-03-14', ['allDay', 'night']],
    ['2026-03-13', ['allDay', 'night', 'office']],
    ['2026-04-06', []],
    ['2026-06-04', ['duty']],
    ['2026-11-11', []],
  ])('open_on=%s', async (date, open) => {
    at('2026-03-01T10:00:00Z');
    expect(await openKeys(`open_on=${date}`)).toEqual(open);
  });

  it('a relaxation names open_now when it alone empties the results', async () => {
    at('2026-11-11T11:00:00Z');
    const result = await search('open_now=true');
    expect(result.total).toBe(0);
    expect(result.relaxations.map((relaxation) => relaxation.filter)).toContain('open_now');
  });

  it.each([
    ['open_on=2026-02-30', HOURS_SEARCH_MESSAGES.openOn],
    ['open_on=jutro', HOURS_SEARCH_MESSAGES.openOn],
    ['available_by=30.04.2026', HOURS_SEARCH_MESSAGES.availableBy],
  ])('refuses %s with a Polish 400', async (query, detail) => {
    const response = await ctx.call('GET', `/api/v1/offers?${query}`);
    expect([response.statusCode, response.json().detail]).toEqual([400, detail]);
  });
});

describe('opening hours: saving', () => {
  it.each<[string, unknown, string]>([
    ['a day outside the week', { weekly: [{ day: 0, opens: '08:00', closes: '16:00' }] }, HOURS_MESSAGES.day],
    ['a time that is not one', { weekly: [{ day: 1, opens: '8.75', closes: '16:00' }] }, HOURS_MESSAGES.time],
    [
      'overlapping ranges',
      {
        weekly: [
          { day: 2, opens: '08:00', closes: '12:00' },
          { day: 2, opens: '10:00', closes: '14:00' },
        ],
      },
      HOURS_MESSAGES.overlap,
    ],
    [
      'a date that does not exist',
      { weekly: [], exceptions: [{ date: '2026-02-29', closed: true }] },
      HOURS_MESSAGES.date,
    ],
    ['text instead of a schedule', 'pon.–pt. 8–16', HOURS_MESSAGES.invalid],
  ])('refuses %s with a Polish 422 and saves nothing', async (_name, hours, message) => {
    const before = await ctx.db.$count(offers);
    const form = offerForm(category, { title: 'Oferta z błędnymi godzinami' });
    const response = await ctx.call('POST', '/api/offers/', {
      token: owner.token,
      json: { ...form, opening_hours: hours },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(message);
    expect(await ctx.db.$count(offers)).toBe(before);
  });

  it('reads the schedule sent as JSON text by the multipart form and the times as the editors read them', async () => {
    const weekly = [
      { day: 1, opens: '8:00', closes: '16:00' },
      { day: 2, opens: '800', closes: '20.30' },
    ];
    const form = offerForm(category, {
      title: 'Oferta z godzinami z formularza',
      opening_hours: JSON.stringify({ weekly, exceptions: [] }),
    });
    const response = await ctx.call('POST', '/api/offers/', { token: owner.token, json: form });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Offer>().opening_hours).toEqual({
      weekly: [
        { day: 1, opens: '08:00', closes: '16:00' },
        { day: 2, opens: '08:00', closes: '20:30' },
      ],
      exceptions: [],
    });
  });

  it('an edit rewrites the searched hours: an offer closed on Wednesdays is no longer open then', async () => {
    const offer = await createOffer(admin.token, 'Oferta zmieniająca godziny', SCHEDULES.office);
    const form = offerForm(category, { title: 'Oferta zmieniająca godziny', status: 'active' });
    const hours = { weekly: [{ day: 1, opens: '08:00', closes: '16:00' }], exceptions: [] };
    const edited = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: admin.token,
      json: { ...form, opening_hours: hours },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    at('2026-03-11T10:00:00Z');
    expect((await search('open_now=true')).items.map((item) => item.id)).not.toContain(offer.id);
    vi.useRealTimers();
    await ctx.call('DELETE', `/api/offers/${offer.id}`, { token: admin.token });
  });
});

describe('availability', () => {
  let own: Offer;
  beforeAll(async () => {
    own = await createOffer(owner.token, 'Oferta organizacji z miejscami', SCHEDULES.office, 'draft');
  });

  const setState = (token: string | undefined, body: unknown, id = own.id) =>
    ctx.call('PUT', `/api/v1/offers/${id}/availability`, { token, json: body });

  it('the owner sets it in one click; the offer keeps its status (no new approval)', async () => {
    const response = await setState(owner.token, { availability: 'waiting_list', next_available_date: '2027-01-15' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      availability: 'waiting_list',
      next_available_date: '2027-01-15',
      availability_view: { label: 'Lista oczekujących', detail: 'Najbliższy wolny termin: 15 stycznia 2027' },
    });
    const [row] = await ctx.db.select({ status: offers.status }).from(offers).where(eq(offers.id, own.id));
    expect(row.status).toBe('draft');
  });

  it('drops a date that does not belong to the state, and refuses bad input in Polish', async () => {
    const wrongDate = await setState(owner.token, { availability: 'full', next_available_date: '2027-01-15' });
    expect([wrongDate.statusCode, wrongDate.json().detail]).toEqual([422, AVAILABILITY_TEXTS.dateNotForState]);
    const unknown = await setState(owner.token, { availability: 'maybe' });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([422, AVAILABILITY_TEXTS.invalidState]);
    const badDate = await setState(owner.token, { availability: 'waiting_list', next_available_date: '15.01.2027' });
    expect([badDate.statusCode, badDate.json().detail]).toEqual([422, AVAILABILITY_TEXTS.invalidDate]);
  });

  it('only the owner or an administrator may set it', async () => {
    expect((await setState(undefined, { availability: 'full' })).statusCode).toBe(401);
    expect((await setState(stranger.token, { availability: 'full' })).statusCode).toBe(403);
    expect((await setState(admin.token, { availability: 'full' })).statusCode).toBe(200);
  });

  it('filters with available=true (a short waiting list counts), counts the facet, and forgets stale states', async () => {
    const now = Date.now();
    const day = 86_400_000;
    const set = (key: string, availability: string, next: string | null, updatedDaysAgo: number) =>
      ctx.db
        .update(offers)
        .set({
          availability: availability as 'available',
          next_available_date: next,
          availability_updated_at: new Date(now - updatedDaysAgo * day).toISOString(),
        })
        .where(eq(offers.id, ids[key]));
    const inDays = (days: number) => new Date(now + days * day).toISOString().slice(0, 10);
    await set('office', 'available', null, 2);
    await set('allDay', 'waiting_list', inDays(10), 3);
    await set('night', 'waiting_list', inDays(90), 3);
    await set('duty', 'full', null, 1);
    await set('none', 'available', null, 45);

    expect(await openKeys('available=true')).toEqual(['allDay', 'office']);
    expect(await openKeys(`available=true&available_by=${inDays(100)}`)).toEqual(['allDay', 'night', 'office']);
    expect(await openKeys(`available=true&available_by=${inDays(1)}`)).toEqual(['office']);
    const facets = (await search('available=true')).facets.availability;
    expect(facets).toEqual([
      { value: 'available', count: 1 },
      { value: 'waiting_list', count: 2 },
      { value: 'full', count: 1 },
    ]);
    const stale = (await ctx.call('GET', `/api/v1/offers/${ids.none}`)).json<Offer>();
    expect(stale.availability_view).toEqual({
      state: null,
      label: AVAILABILITY_TEXTS.unknown,
      as_of: null,
      detail: null,
    });
    const fresh = (await ctx.call('GET', `/api/v1/offers/${ids.office}`)).json<Offer>();
    expect(fresh.availability_view.label).toBe('Przyjmuje zgłoszenia');
    expect(fresh.availability_view.as_of).toMatch(/^stan z \d{1,2} [a-ząćęłńóśźż]+$/);
  });
});
