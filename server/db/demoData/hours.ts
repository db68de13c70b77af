import type { AvailabilityState } from '../../../shared/offerAvailability.js';
import type { HoursException, WeekDay, WeeklyRange } from '../../../shared/openingHours.js';

/**
 * When the demo offers are open and whether they have room (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne
 * miejsca'), looked up by title. Events keep their dates and have no hours; every other offer has a schedule: office
 * hours, some round the clock, some closed at weekends, one overnight. Exceptions are given in days from the seed, so
 * the offer page always shows some ahead.
 */
export interface DemoOfferHours {
  weekly: WeeklyRange[];
  /** Dated exceptions, `in_days` from the day the demo is seeded. */
  exceptions?: (Omit<HoursException, 'date'> & { in_days: number })[];
}

export interface DemoOfferAvailability {
  state: AvailabilityState;
  /** The waiting list's first free place or the day of return, in days from the seed. */
  next_in_days?: number;
  /** When the organisation last set it (older than 30 days: shown as unknown). */
  updated_days_ago: number;
}

const days = (list: readonly WeekDay[], opens: string, closes: string): WeeklyRange[] =>
  list.map((day) => ({ day, opens, closes }));
const WORKDAYS = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

const office = (opens = '08:00', closes = '16:00'): DemoOfferHours => ({ weekly: days(WORKDAYS, opens, closes) });

export const DEMO_OFFER_HOURS: Record<string, DemoOfferHours> = {
  'Rehabilitacja domowa po udarze – fizjoterapeuta z dojazdem': {
    weekly: [...days(WORKDAYS, '07:00', '19:00'), ...days([6], '08:00', '13:00')],
  },
  'Turnus rehabilitacyjny nad morzem z dofinansowaniem PFRON': { weekly: days(EVERY_DAY, '00:00', '24:00') },
  'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym': {
    weekly: [...days([1, 3, 5], '09:00', '17:00'), ...days([6], '10:00', '14:00')],
    exceptions: [{ in_days: 9, closed: true, note: 'Badania weterynaryjne koni' }],
  },
  'Logopeda dla dzieci i dorosłych – terapia stacjonarna i online': {
    weekly: [...days([1, 2, 3, 4], '12:00', '20:00'), ...days([5], '08:00', '14:00')],
  },
  'Bezpłatne konsultacje fizjoterapeutyczne dla osób z SM': { weekly: days([2, 4], '10:00', '18:00') },
  'Wsparcie psychologiczne dla rodziców dzieci z niepełnosprawnościami': {
    // A telephone line in the evening and the night: the range ends the next morning.
    weekly: [...days(WORKDAYS, '09:00', '15:00'), ...days(EVERY_DAY, '20:00', '02:00')],
  },
  'Pielęgniarka środowiskowa – opieka nad osobą leżącą w domu': { weekly: days(EVERY_DAY, '00:00', '24:00') },
  'Tłumacz PJM na miejscu i przez wideo – urząd, bank, spotkanie': {
    weekly: [...days(WORKDAYS, '08:00', '12:00'), ...days(WORKDAYS, '13:00', '18:00')],
  },
  'Opieka wytchnieniowa – asystent zostanie z Twoim bliskim': {
    weekly: [...days(WORKDAYS, '07:00', '21:00'), ...days([6, 7], '09:00', '17:00')],
  },
  'Konsultacja lekarska z tłumaczem polskiego języka migowego': office('09:00', '17:00'),
  'Dietetyk kliniczny dla osób z chorobami neurologicznymi': office('10:00', '18:00'),
  'Licencja programu powiększającego ekran z syntezą mowy': office('09:00', '17:00'),
  'Aplikacja do komunikacji alternatywnej (AAC) na tablet – licencja roczna': office('09:00', '17:00'),
  'Syntezator mowy w języku polskim – licencja dla szkół': office('08:00', '16:00'),
  'Sterowanie komputerem wzrokiem – bezpłatne wypożyczenie zestawu testowego': office('10:00', '16:00'),
  'Dostępna strona internetowa dla organizacji pozarządowej': office('09:00', '17:00'),
  'Tworzenie dostępnych stron WWW – freelancer': office('10:00', '18:00'),
  'Dostosowanie sklepu internetowego do Europejskiego aktu o dostępności': office('09:00', '17:00'),
  'Wózek inwalidzki aktywny – wypożyczenie': {
    weekly: [...days(WORKDAYS, '08:00', '16:00'), ...days([6], '09:00', '13:00')],
    exceptions: [
      { in_days: 5, closed: false, opens: '10:00', closes: '14:00', note: 'Krótszy dzień: inwentaryzacja' },
      { in_days: 12, closed: true, note: 'Szkolenie zespołu' },
    ],
  },
  'Wózek elektryczny – wypożyczenie krótkoterminowe': office('08:00', '16:00'),
  'Łóżko rehabilitacyjne z materacem przeciwodleżynowym': {
    weekly: [...days(WORKDAYS, '08:00', '18:00'), ...days([6], '09:00', '14:00')],
  },
  'Nowy punkt wypożyczalni w Zgierzu – sprzęt ortopedyczny': office('09:00', '15:00'),
  'Podnośnik transportowy dla opiekunów – wypożyczenie miesięczne': office('08:00', '16:00'),
  'Balkoniki i kule łokciowe – bezpłatnie dla seniorów': {
    weekly: days([1, 3, 5], '10:00', '14:00'),
  },
  'Sprzedam wózek inwalidzki ręczny, stan bardzo dobry': { weekly: days([6, 7], '10:00', '18:00') },
  'Wózek toaletowy z funkcją prysznica – nowy': office('09:00', '17:00'),
  'Powiększalnik elektroniczny dla osób słabowidzących': office('09:00', '17:00'),
  'Schodołaz gąsienicowy – używany, po serwisie': { weekly: days(EVERY_DAY, '08:00', '20:00') },
  'Rampa najazdowa aluminiowa składana': office('09:00', '17:00'),
  'Kurs polskiego języka migowego (PJM) – poziom A1': { weekly: days([2, 4], '17:00', '20:00') },
  'Szkolenie dla pracodawców: zatrudnianie osób z niepełnosprawnościami': office('09:00', '15:00'),
  'Kurs obsługi komputera z czytnikiem ekranu NVDA': { weekly: days([1, 3], '16:00', '19:00') },
  'Szkolenie z audiodeskrypcji dla pracowników muzeów': office('10:00', '16:00'),
  'Trening orientacji przestrzennej z białą laską': {
    weekly: [...days(WORKDAYS, '08:00', '12:00'), ...days([2, 4], '15:00', '18:00')],
  },
  'Bezpłatna porada prawna: orzeczenie o niepełnosprawności i odwołania': {
    weekly: [...days([1, 2, 3, 5], '09:00', '15:00'), ...days([4], '12:00', '19:00')],
  },
  'Pomoc w odwołaniu od decyzji ZUS i zespołu orzekającego': office('09:00', '16:00'),
  'Porady prawne online dla opiekunów osób niesamodzielnych': office('08:00', '20:00'),
  'Konsultacje w sprawie świadczenia wspierającego': { weekly: days([2, 4], '10:00', '14:00') },
  'Audyt dostępności cyfrowej strony internetowej (WCAG 2.1 AA)': office('09:00', '17:00'),
  'Audyt dostępności architektonicznej budynku': office('08:00', '16:00'),
  'Deklaracja dostępności – przygotowanie i weryfikacja': office('09:00', '17:00'),
  'Testy aplikacji mobilnej z udziałem osób z niepełnosprawnościami': office('10:00', '18:00'),
};

export const DEMO_OFFER_AVAILABILITY: Record<string, DemoOfferAvailability> = {
  'Rehabilitacja domowa po udarze – fizjoterapeuta z dojazdem': {
    state: 'waiting_list',
    next_in_days: 21,
    updated_days_ago: 3,
  },
  'Turnus rehabilitacyjny nad morzem z dofinansowaniem PFRON': { state: 'full', updated_days_ago: 6 },
  'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym': {
    state: 'waiting_list',
    next_in_days: 95,
    updated_days_ago: 10,
  },
  'Bezpłatne konsultacje fizjoterapeutyczne dla osób z SM': { state: 'available', updated_days_ago: 2 },
  'Wsparcie psychologiczne dla rodziców dzieci z niepełnosprawnościami': { state: 'available', updated_days_ago: 1 },
  'Pielęgniarka środowiskowa – opieka nad osobą leżącą w domu': { state: 'waiting_list', updated_days_ago: 4 },
  'Tłumacz PJM na miejscu i przez wideo – urząd, bank, spotkanie': { state: 'available', updated_days_ago: 5 },
  'Opieka wytchnieniowa – asystent zostanie z Twoim bliskim': {
    state: 'waiting_list',
    next_in_days: 14,
    updated_days_ago: 2,
  },
  'Wózek inwalidzki aktywny – wypożyczenie': { state: 'available', updated_days_ago: 1 },
  'Wózek elektryczny – wypożyczenie krótkoterminowe': {
    state: 'temporarily_closed',
    next_in_days: 10,
    updated_days_ago: 3,
  },
  // Set long ago and never confirmed: shown as unknown.
  'Łóżko rehabilitacyjne z materacem przeciwodleżynowym': { state: 'available', updated_days_ago: 48 },
  'Balkoniki i kule łokciowe – bezpłatnie dla seniorów': { state: 'available', updated_days_ago: 8 },
  'Trening orientacji przestrzennej z białą laską': { state: 'waiting_list', next_in_days: 40, updated_days_ago: 12 },
  'Bezpłatna porada prawna: orzeczenie o niepełnosprawności i odwołania': { state: 'available', updated_days_ago: 7 },
  'Konsultacje w sprawie świadczenia wspierającego': { state: 'available', updated_days_ago: 15 },
  'Turniej koszykówki na wózkach – zapisy drużyn': { state: 'available', updated_days_ago: 4 },
};

const DAY_MS = 86_400_000;
const dateIn = (now: number, inDays: number) => new Date(now + inDays * DAY_MS).toISOString().slice(0, 10);

/** The offer's hours and places as columns, with the exceptions' and states' dates counted from `now`. */
export function demoHoursColumns(title: string, now: number) {
  const hours = DEMO_OFFER_HOURS[title];
  const places = DEMO_OFFER_AVAILABILITY[title];
  return {
    opening_hours: hours
      ? {
          weekly: hours.weekly,
          exceptions: (hours.exceptions ?? []).map(({ in_days: inDays, ...exception }) => ({
            ...exception,
            date: dateIn(now, inDays),
          })),
        }
      : null,
    availability: places?.state ?? null,
    next_available_date: places?.next_in_days === undefined ? null : dateIn(now, places.next_in_days),
    availability_updated_at: places ? new Date(now - places.updated_days_ago * DAY_MS).toISOString() : null,
  };
}
