import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_MESSAGES } from '../../shared/messagesHours.js';
import type { OpeningHours } from '../../shared/openingHours.js';
import type { Offer, OfferSearchResult } from '../../shared/types.js';
import { createActors, insertOffer, type Actors } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

const OFFERS = '/api/v1/admin/offers';
const edit = (id: string, json: Record<string, unknown>) =>
  ctx.call('PUT', `${OFFERS}/${id}`, { token: actors.admin.token, json });
const hoursOf = async (id: string) =>
  (await ctx.call('GET', `${OFFERS}/${id}`, { token: actors.admin.token })).json<Offer>().opening_hours;

/** Whether the public search's `open_on` finds the offer: it reads the hours' index, not the offer's JSON. */
async function openOn(id: string, date: string): Promise<boolean> {
  const response = await ctx.call('GET', `/api/v1/offers?per_page=50&open_on=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferSearchResult>().items.some((item) => item.id === id);
}

// 2026-12-05 is a Saturday, 2026-12-01 a Tuesday, 2026-12-24 a Thursday.
const HOURS = {
  weekly: [
    { day: 1, opens: '8:00', closes: '12:00' },
    { day: 1, opens: '13:00', closes: '16:00' },
    { day: 6, opens: '22:00', closes: '06:00' },
  ],
  exceptions: [
    { date: '2026-12-24', closed: false, opens: '9:00', closes: '12:00', note: 'Wigilia – krócej' },
    { date: '2026-12-31', closed: true },
  ],
};
const SAVED: OpeningHours = {
  weekly: [
    { day: 1, opens: '08:00', closes: '12:00' },
    { day: 1, opens: '13:00', closes: '16:00' },
    { day: 6, opens: '22:00', closes: '06:00' },
  ],
  exceptions: [
    { date: '2026-12-24', closed: false, opens: '09:00', closes: '12:00', note: 'Wigilia – krócej' },
    { date: '2026-12-31', closed: true },
  ],
};

describe('PUT /admin/offers/{id} with opening_hours', () => {
  it('saves the week with several and overnight ranges and the exceptions, which the search then reads', async () => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    const response = await edit(offer.id, { opening_hours: HOURS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Offer>().opening_hours).toEqual(SAVED);
    expect(await hoursOf(offer.id)).toEqual(SAVED);
    expect([await openOn(offer.id, '2026-12-05'), await openOn(offer.id, '2026-12-01')]).toEqual([true, false]);
    expect(await openOn(offer.id, '2026-12-24')).toBe(true);

    // An edit of another field keeps the hours and their index.
    const renamed = await edit(offer.id, { title: 'Wypożyczalnia czynna także nocą' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Offer>().opening_hours).toEqual(SAVED);
    expect(await openOn(offer.id, '2026-12-05')).toBe(true);

    // null clears them: 'Godziny: zapytaj oferenta', never open.
    const cleared = await edit(offer.id, { opening_hours: null });
    expect(cleared.json<Offer>().opening_hours).toBeNull();
    expect(await openOn(offer.id, '2026-12-05')).toBe(false);
  });

  it.each<[string, unknown, string, string]>([
    [
      'an unreadable time',
      { weekly: [{ day: 1, opens: '25:00', closes: '16:00' }], exceptions: [] },
      HOURS_MESSAGES.time,
      'opening_hours.weekly.0.opens',
    ],
    [
      'the same opening and closing time',
      { weekly: [{ day: 2, opens: '08:00', closes: '8:00' }], exceptions: [] },
      HOURS_MESSAGES.sameTimes,
      'opening_hours.weekly.0.closes',
    ],
    [
      'overlapping ranges of one day',
      {
        weekly: [
          { day: 1, opens: '08:00', closes: '12:00' },
          { day: 3, opens: '08:00', closes: '12:00' },
          { day: 1, opens: '11:00', closes: '15:00' },
        ],
        exceptions: [],
      },
      HOURS_MESSAGES.overlap,
      'opening_hours.weekly.2.opens',
    ],
    [
      'an open exception without its hours',
      { weekly: [], exceptions: [{ date: '2026-12-24', closed: false, opens: '09:00' }] },
      HOURS_MESSAGES.exceptionTimes,
      'opening_hours.exceptions.0.opens',
    ],
    [
      'a day that does not exist',
      { weekly: [], exceptions: [{ date: '2026-02-30', closed: true }] },
      HOURS_MESSAGES.date,
      'opening_hours.exceptions.0.date',
    ],
    [
      'a closed date given again with hours',
      {
        weekly: [],
        exceptions: [
          { date: '2026-12-24', closed: true },
          { date: '2026-12-24', closed: false, opens: '09:00', closes: '12:00' },
        ],
      },
      HOURS_MESSAGES.closedWithTimes,
      'opening_hours.exceptions.1.date',
    ],
    ['text that is not a schedule', 'pon-pt 8-16', HOURS_MESSAGES.invalid, 'opening_hours'],
  ])('refuses %s with the Polish detail and changes nothing', async (_, hours, detail, field) => {
    const offer = await insertOffer(ctx, actors.offeror.id, { status: 'active' });
    expect((await edit(offer.id, { opening_hours: HOURS })).statusCode).toBe(200);
    const response = await edit(offer.id, { opening_hours: hours, title: 'Tytuł, który się nie zapisze' });
    expect([response.statusCode, response.json().detail]).toEqual([422, detail]);
    expect(response.json().errors).toContainEqual({ field, message: detail });
    const stored = (await ctx.call('GET', `${OFFERS}/${offer.id}`, { token: actors.admin.token })).json<Offer>();
    expect([stored.title, stored.opening_hours]).toEqual([offer.title, SAVED]);
    expect(await openOn(offer.id, '2026-12-05')).toBe(true);
  });
});
