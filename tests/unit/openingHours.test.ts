import { describe, expect, it } from 'vitest';
import { availabilityView } from '../../shared/offerAvailability';
import {
  easterSunday,
  openingStatus,
  polishHoliday,
  upcomingDays,
  warsawMoment,
  weeklyTable,
  type OpeningHours,
} from '../../shared/openingHours';
import { openingHoursSchema } from '../../shared/schemas/openingHours';
import { HOURS_MESSAGES } from '../../shared/messagesHours';

const weekdays = (opens: string, closes: string) => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens, closes }));

const office: OpeningHours = { weekly: weekdays('08:00', '16:00'), exceptions: [] };
const allWeek: OpeningHours = {
  weekly: ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, opens: '00:00', closes: '24:00' })),
  exceptions: [],
};
const nightShelter: OpeningHours = {
  weekly: ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, opens: '20:00', closes: '06:00' })),
  exceptions: [],
};
const withExceptions: OpeningHours = {
  weekly: weekdays('08:00', '16:00'),
  exceptions: [
    { date: '2026-06-04', closed: false, opens: '10:00', closes: '12:00', note: 'Dyżur w Boże Ciało' },
    { date: '2026-03-13', closed: true, note: 'Szkolenie zespołu' },
  ],
};

describe('Polish public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it.each([
    ['2026-04-06', 'Poniedziałek Wielkanocny'],
    ['2026-05-24', 'Zesłanie Ducha Świętego (Zielone Świątki)'],
    ['2026-06-04', 'Boże Ciało'],
    ['2026-11-11', 'Narodowe Święto Niepodległości'],
    ['2026-12-24', 'Wigilia Bożego Narodzenia'],
    ['2026-01-06', 'Święto Trzech Króli'],
    ['2024-12-24', null],
    ['2026-06-05', null],
  ])('%s is %s', (date, name) => {
    expect(polishHoliday(date)).toBe(name);
  });
});

describe('Warsaw wall clock', () => {
  it.each([
    // Winter time (UTC+1) and summer time (UTC+2), and the nights the clocks change.
    ['2026-01-15T07:00:00Z', '2026-01-15', 8 * 60],
    ['2026-07-15T06:00:00Z', '2026-07-15', 8 * 60],
    ['2026-03-29T00:59:00Z', '2026-03-29', 1 * 60 + 59],
    ['2026-03-29T01:00:00Z', '2026-03-29', 3 * 60],
    ['2026-10-25T00:30:00Z', '2026-10-25', 2 * 60 + 30],
    ['2026-10-25T01:30:00Z', '2026-10-25', 2 * 60 + 30],
    ['2026-12-31T23:30:00Z', '2027-01-01', 30],
  ])('%s is %s minute %i', (instant, date, minute) => {
    expect(warsawMoment(new Date(instant))).toMatchObject({ date, minute });
  });
});

describe('openingStatus', () => {
  it.each<[string, OpeningHours | null, string, string]>([
    ['no hours', null, '2026-03-11T10:00:00Z', 'Godziny: zapytaj oferenta'],
    ['office, Wednesday 11:00', office, '2026-03-11T10:00:00Z', 'Otwarte teraz · do 16:00'],
    ['office, Wednesday 17:00', office, '2026-03-11T16:00:00Z', 'Zamknięte · otwarcie jutro o 8:00'],
    ['office, Wednesday 6:30', office, '2026-03-11T05:30:00Z', 'Zamknięte · otwarcie dziś o 8:00'],
    ['office, Friday 18:00', office, '2026-03-13T17:00:00Z', 'Zamknięte · otwarcie w poniedziałek o 8:00'],
    ['office, Saturday', office, '2026-03-14T10:00:00Z', 'Zamknięte · otwarcie w poniedziałek o 8:00'],
    ['office, summer time 15:59', office, '2026-07-15T13:59:00Z', 'Otwarte teraz · do 16:00'],
    ['office, summer time 16:00', office, '2026-07-15T14:00:00Z', 'Zamknięte · otwarcie jutro o 8:00'],
    ['office, Easter Monday', office, '2026-04-06T09:00:00Z', 'Zamknięte · otwarcie jutro o 8:00'],
    ['office, before Easter', office, '2026-04-03T15:00:00Z', 'Zamknięte · otwarcie we wtorek o 8:00'],
    ['office, 11 November', office, '2026-11-11T09:00:00Z', 'Zamknięte · otwarcie jutro o 8:00'],
    ['office, Corpus Christi', office, '2026-06-04T09:00:00Z', 'Zamknięte · otwarcie jutro o 8:00'],
    ['exception opens on Corpus Christi', withExceptions, '2026-06-04T08:30:00Z', 'Otwarte teraz · do 12:00'],
    ['closed exception', withExceptions, '2026-03-13T09:00:00Z', 'Zamknięte · otwarcie w poniedziałek o 8:00'],
    ['24 hours', allWeek, '2026-03-11T10:00:00Z', 'Otwarte teraz · całą dobę'],
    ['24 hours on a holiday', allWeek, '2026-11-11T10:00:00Z', 'Zamknięte · otwarcie jutro o 0:00'],
    ['overnight, after midnight', nightShelter, '2026-03-11T04:00:00Z', 'Otwarte teraz · do 6:00'],
    ['overnight, before midnight', nightShelter, '2026-03-11T21:00:00Z', 'Otwarte teraz · do 6:00'],
    ['overnight, daytime', nightShelter, '2026-03-11T10:00:00Z', 'Zamknięte · otwarcie dziś o 20:00'],
    // The night of the change to summer time: 20:00–6:00 is one hour shorter, but still ends at 6:00 local time.
    ['overnight, DST night', nightShelter, '2026-03-29T03:30:00Z', 'Otwarte teraz · do 6:00'],
    ['overnight, DST night over', nightShelter, '2026-03-29T04:00:00Z', 'Zamknięte · otwarcie dziś o 20:00'],
    // The night of Easter Sunday to Monday starts on a holiday: closed; Monday is one too.
    ['overnight from a holiday', nightShelter, '2026-04-05T21:00:00Z', 'Zamknięte · otwarcie we wtorek o 20:00'],
    // Christmas: 24, 25, 26 December are holidays.
    ['office, Christmas', office, '2026-12-23T17:00:00Z', 'Zamknięte · otwarcie w poniedziałek o 8:00'],
  ])('%s', (_name, hours, instant, text) => {
    expect(openingStatus(hours, new Date(instant)).text).toBe(text);
  });

  it('a schedule of only closed days is no schedule', () => {
    const closedOnly: OpeningHours = { weekly: [], exceptions: [{ date: '2026-03-13', closed: true }] };
    expect(openingStatus(closedOnly, new Date('2026-03-11T10:00:00Z'))).toEqual({
      open: false,
      text: 'Godziny: zapytaj oferenta',
    });
  });
});

describe('the offer page tables', () => {
  it('lists every day, overnight ranges by their local times', () => {
    expect(weeklyTable(nightShelter)[0]).toEqual({ day: 1, label: 'Poniedziałek', hours: '20:00–6:00' });
    expect(weeklyTable(office)[6]).toEqual({ day: 7, label: 'Niedziela', hours: 'Zamknięte' });
  });

  it('lists the exceptions and holidays ahead', () => {
    expect(upcomingDays(withExceptions, '2026-06-01', 10)).toEqual([
      { date: '2026-06-04', label: '4 czerwca (czwartek)', hours: '10:00–12:00', note: 'Dyżur w Boże Ciało' },
    ]);
    expect(upcomingDays(office, '2026-11-01', 12).map((day) => [day.label, day.hours, day.note])).toEqual([
      ['1 listopada (niedziela)', 'Zamknięte', 'Wszystkich Świętych'],
      ['11 listopada (środa)', 'Zamknięte', 'Narodowe Święto Niepodległości'],
    ]);
  });
});

describe('availabilityView', () => {
  const now = new Date('2026-03-20T10:00:00Z');
  it.each([
    [
      {
        availability: 'available' as const,
        next_available_date: null,
        availability_updated_at: '2026-03-12T09:00:00Z',
      },
      'Przyjmuje zgłoszenia',
      'stan z 12 marca',
      null,
    ],
    [
      {
        availability: 'waiting_list' as const,
        next_available_date: '2026-05-04',
        availability_updated_at: '2026-03-01T09:00:00Z',
      },
      'Lista oczekujących',
      'stan z 1 marca',
      'Najbliższy wolny termin: 4 maja 2026',
    ],
    [
      {
        availability: 'temporarily_closed' as const,
        next_available_date: '2026-04-01',
        availability_updated_at: '2026-03-19T09:00:00Z',
      },
      'Czasowo nieczynne',
      'stan z 19 marca',
      'Ponowne otwarcie: 1 kwietnia 2026',
    ],
    [
      { availability: 'full' as const, next_available_date: null, availability_updated_at: '2026-02-10T09:00:00Z' },
      'Wolne miejsca: brak aktualnych informacji',
      null,
      null,
    ],
    [
      { availability: null, next_available_date: null, availability_updated_at: null },
      'Wolne miejsca: brak aktualnych informacji',
      null,
      null,
    ],
  ])('%o', (offer, label, asOf, detail) => {
    expect(availabilityView(offer, now)).toMatchObject({ label, as_of: asOf, detail });
  });
});

describe('openingHoursSchema', () => {
  const messageOf = (input: unknown) => openingHoursSchema.safeParse(input).error?.issues[0]?.message;
  it.each<[string, unknown, string | undefined]>([
    ['a valid week', { weekly: [{ day: 1, opens: '8:00', closes: '16:00' }], exceptions: [] }, undefined],
    ['an overnight range', { weekly: [{ day: 5, opens: '22:00', closes: '06:00' }] }, undefined],
    ['a day outside 1–7', { weekly: [{ day: 8, opens: '08:00', closes: '16:00' }] }, HOURS_MESSAGES.day],
    ['a bad time', { weekly: [{ day: 1, opens: '25:00', closes: '16:00' }] }, HOURS_MESSAGES.time],
    ['equal times', { weekly: [{ day: 1, opens: '08:00', closes: '08:00' }] }, HOURS_MESSAGES.sameTimes],
    [
      'overlapping ranges',
      {
        weekly: [
          { day: 1, opens: '08:00', closes: '12:00' },
          { day: 1, opens: '11:00', closes: '15:00' },
        ],
      },
      HOURS_MESSAGES.overlap,
    ],
    ['a bad date', { weekly: [], exceptions: [{ date: '2026-02-30', closed: true }] }, HOURS_MESSAGES.date],
    ['a date not given', { weekly: [], exceptions: [{ date: ' ', closed: true }] }, HOURS_MESSAGES.dateMissing],
    [
      'an open exception without times',
      { weekly: [], exceptions: [{ date: '2026-02-03', closed: false }] },
      HOURS_MESSAGES.exceptionTimes,
    ],
    ['not an object', 'pon-pt 8-16', HOURS_MESSAGES.invalid],
  ])('%s', (_name, input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});
