import { MONTHS_GENITIVE } from './polishMonths.js';

/**
 * When an offer is open: a weekly schedule, dated exceptions and the Polish public holidays, all in Europe/Warsaw
 * (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca'). The server computes the status shown on cards and
 * on the offer page, so none of this reaches the public first page.
 *
 * Rules, one place for the server's filters (server/offers/hoursFilters.ts) and the texts:
 * - a range belongs to the day it starts on; `closes` at or before `opens` ends the next day (overnight);
 *   '00:00'–'24:00' is the whole day;
 * - a date with exceptions uses them instead of its weekly ranges (`closed: true` – closed all day);
 * - a Polish public holiday without an exception is closed;
 * - an offer without hours is never open.
 */

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  1: 'Poniedziałek',
  2: 'Wtorek',
  3: 'Środa',
  4: 'Czwartek',
  5: 'Piątek',
  6: 'Sobota',
  7: 'Niedziela',
};

/** 'otwarcie w poniedziałek', 'we wtorek': the day after its preposition. */
const WEEK_DAY_AFTER_PREPOSITION: Record<WeekDay, string> = {
  1: 'w poniedziałek',
  2: 'we wtorek',
  3: 'w środę',
  4: 'w czwartek',
  5: 'w piątek',
  6: 'w sobotę',
  7: 'w niedzielę',
};

export interface WeeklyRange {
  day: WeekDay;
  /** 'HH:MM' */
  opens: string;
  /** 'HH:MM' ('24:00' ends the day); at or before `opens` it is the next day's time. */
  closes: string;
}

export interface HoursException {
  /** 'YYYY-MM-DD' in Europe/Warsaw. */
  date: string;
  closed: boolean;
  opens?: string;
  closes?: string;
  note?: string;
}

export interface OpeningHours {
  weekly: WeeklyRange[];
  exceptions: HoursException[];
}

/** Limits of the editor and the schema. */
export const HOURS_LIMITS = { rangesPerDay: 4, exceptions: 60, noteMax: 120 } as const;

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The hour, then two digits of minutes after ':', '.', ',' or spaces, or right after it ('800'); or the hour alone. */
const TYPED_TIME = /^(\d{1,2})(?:\s*[:.,]?\s*(\d{2}))?$/;

/**
 * A time as people type it, as 'HH:MM': '8', '800', '0800', '8.00', '8,00', '8 00' and '8:00' are '08:00'. A phone's
 * numeric keypad has no ':', so both hours editors keep it and read the time when the field is left, and the shared
 * schema reads it the same way for what is sent without leaving the field. What cannot be a time ('25', '7:75')
 * stays as typed, for the schema's message to name.
 */
export function typedTime(typed: string): string {
  const parts = TYPED_TIME.exec(typed.trim());
  if (!parts) return typed;
  const time = `${parts[1].padStart(2, '0')}:${parts[2] ?? '00'}`;
  return TIME_PATTERN.test(time) ? time : typed;
}
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const MINUTES_PER_DAY = 1440;

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A range as minutes of the day it starts on: `closes` above 1440 runs into the next day. */
export function rangeMinutes(opens: string, closes: string): { opens: number; closes: number } {
  const start = minutesOf(opens);
  const end = minutesOf(closes);
  return { opens: start, closes: end > start ? end : end + MINUTES_PER_DAY };
}

/** '8:00', '16:30', '24:00': how a time is said and written in Polish texts. */
export function spokenTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

// ---- Dates as plain calendar days (no time zone involved) ----

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

function dateOfDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** 1 = Monday … 7 = Sunday. */
export function weekDayOf(date: string): WeekDay {
  const sundayZero = new Date(dayNumber(date) * 86_400_000).getUTCDay();
  return (sundayZero === 0 ? 7 : sundayZero) as WeekDay;
}

export { isCalendarDate } from './calendarDate.js';

/** '12 marca', with the year when asked ('12 marca 2026'). */
export function polishDate(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS_GENITIVE[m - 1]}${withYear ? ` ${y}` : ''}`;
}

// ---- Europe/Warsaw ----

const warsawFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the wall clock in Warsaw shows it (summer and winter time alike). */
export interface WarsawMoment {
  date: string;
  day: WeekDay;
  /** Minutes since the local midnight. */
  minute: number;
}

/** The last minute asked for: a page of results asks for the same minute once per offer, and Intl is slow. */
let lastMoment: { minuteKey: number; moment: WarsawMoment } | undefined;

export function warsawMoment(instant: Date): WarsawMoment {
  // Every time zone offset is a whole number of minutes, so the wall clock's minute changes only with the UTC minute.
  const minuteKey = Math.floor(instant.getTime() / 60_000);
  if (lastMoment?.minuteKey === minuteKey) return lastMoment.moment;
  const parts = Object.fromEntries(warsawFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const moment = Object.freeze({ date, day: weekDayOf(date), minute: Number(parts.hour) * 60 + Number(parts.minute) });
  lastMoment = { minuteKey, moment };
  return moment;
}

// ---- Polish public holidays (Ustawa o dniach wolnych od pracy) ----

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS: [string, string][] = [
  ['01-01', 'Nowy Rok'],
  ['01-06', 'Święto Trzech Króli'],
  ['05-01', 'Święto Pracy'],
  ['05-03', 'Święto Konstytucji 3 Maja'],
  ['08-15', 'Wniebowzięcie Najświętszej Maryi Panny'],
  ['11-01', 'Wszystkich Świętych'],
  ['11-11', 'Narodowe Święto Niepodległości'],
  ['12-25', 'Boże Narodzenie (pierwszy dzień)'],
  ['12-26', 'Boże Narodzenie (drugi dzień)'],
];

/** Christmas Eve is a public holiday from 2025 on (the amendment of December 2024). */
const CHRISTMAS_EVE_FROM = 2025;

const holidaysByYear = new Map<number, Map<string, string>>();

/** The public holidays of a year: date → name. */
export function polishHolidays(year: number): Map<string, string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const holidays = new Map<string, string>(FIXED_HOLIDAYS.map(([day, name]) => [`${year}-${day}`, name]));
  holidays.set(easter, 'Wielkanoc');
  holidays.set(addDays(easter, 1), 'Poniedziałek Wielkanocny');
  holidays.set(addDays(easter, 49), 'Zesłanie Ducha Świętego (Zielone Świątki)');
  holidays.set(addDays(easter, 60), 'Boże Ciało');
  if (year >= CHRISTMAS_EVE_FROM) holidays.set(`${year}-12-24`, 'Wigilia Bożego Narodzenia');
  const sorted = new Map([...holidays].sort(([a], [b]) => a.localeCompare(b)));
  holidaysByYear.set(year, sorted);
  return sorted;
}

/** The holiday's name, or null on a working day. */
export function polishHoliday(date: string): string | null {
  return polishHolidays(Number(date.slice(0, 4))).get(date) ?? null;
}

// ---- The schedule of a day and the status now ----

const weeklyOn = (hours: OpeningHours, day: WeekDay) => hours.weekly.filter((range) => range.day === day);

/** A calendar day as the schedule reads it. */
interface CalendarDay {
  date: string;
  day: WeekDay;
  holiday: boolean;
}

const calendarDay = (date: string): CalendarDay => ({ date, day: weekDayOf(date), holiday: polishHoliday(date) !== null });

function rangesOnDay(hours: OpeningHours, { date, day, holiday }: CalendarDay): { opens: number; closes: number }[] {
  const exceptions = hours.exceptions.filter((exception) => exception.date === date);
  const ranges = exceptions.length
    ? exceptions.filter((exception) => !exception.closed && exception.opens && exception.closes)
    : holiday
      ? []
      : weeklyOn(hours, day);
  return ranges.map((range) => rangeMinutes(range.opens!, range.closes!)).sort((a, b) => a.opens - b.opens);
}

/** The ranges that start on a date, as minutes of that date (sorted). */
export function rangesOn(hours: OpeningHours, date: string): { opens: number; closes: number }[] {
  return rangesOnDay(hours, calendarDay(date));
}

/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

/**
 * The days a status looks at, from the day before `start`'s day on. The last window asked for is kept: every offer
 * of a page asks for the same one, and dates through Date objects cost more than the rest of the status.
 */
let lastWindow: { start: string; days: CalendarDay[] } | undefined;
function windowFrom(start: string): CalendarDay[] {
  if (lastWindow?.start !== start) {
    const days = Array.from({ length: LOOKAHEAD_DAYS + 2 }, (_, offset) => calendarDay(addDays(start, offset)));
    lastWindow = { start, days };
  }
  return lastWindow.days;
}

export interface OpeningStatus {
  open: boolean;
  /** 'Otwarte teraz · do 16:00', 'Zamknięte · otwarcie jutro o 8:00', 'Godziny: zapytaj oferenta'. */
  text: string;
}

/** Events keep their dates: without hours of their own they have no open/closed line at all. */
export const EVENT_CATEGORY_SLUG = 'wydarzenia';

export const HOURS_TEXTS = {
  unknown: 'Godziny: zapytaj oferenta',
  openNow: 'Otwarte teraz',
  closed: 'Zamknięte',
  allDay: 'całą dobę',
} as const;

/** Whether the schedule says anything at all (no ranges and no exceptions is the same as no hours). */
export const hasHours = (hours: OpeningHours | null | undefined): hours is OpeningHours =>
  !!hours && (hours.weekly.length > 0 || hours.exceptions.some((exception) => !exception.closed));

/**
 * Open or closed at an instant, and until when or from when, in the words cards and the offer page use.
 * Minutes are counted from the local midnight of the day before (index 0), so overnight ranges of yesterday and
 * openings of the next two weeks are on one line.
 */
export function openingStatus(hours: OpeningHours | null | undefined, instant: Date): OpeningStatus {
  if (!hasHours(hours)) return { open: false, text: HOURS_TEXTS.unknown };
  const now = warsawMoment(instant);
  const intervals: { from: number; to: number }[] = [];
  for (const [offset, day] of windowFrom(addDays(now.date, -1)).entries()) {
    for (const range of rangesOnDay(hours, day)) {
      intervals.push({ from: offset * MINUTES_PER_DAY + range.opens, to: offset * MINUTES_PER_DAY + range.closes });
    }
  }
  intervals.sort((a, b) => a.from - b.from);
  const at = MINUTES_PER_DAY + now.minute;
  const current = intervals.find((interval) => interval.from <= at && at < interval.to);
  if (current) {
    // Ranges that meet or overlap (Monday 0:00–24:00, Tuesday 0:00–24:00…) are one opening.
    let end = current.to;
    for (const interval of intervals) if (interval.from <= end && interval.to > end) end = interval.to;
    if (end - at >= MINUTES_PER_DAY) return { open: true, text: `${HOURS_TEXTS.openNow} · ${HOURS_TEXTS.allDay}` };
    return { open: true, text: `${HOURS_TEXTS.openNow} · do ${spokenTime(end % MINUTES_PER_DAY || MINUTES_PER_DAY)}` };
  }
  const next = intervals.find((interval) => interval.from > at);
  if (!next) return { open: false, text: HOURS_TEXTS.closed };
  const dayOffset = Math.floor(next.from / MINUTES_PER_DAY) - 1;
  const time = spokenTime(next.from % MINUTES_PER_DAY);
  const date = addDays(now.date, dayOffset);
  const when =
    dayOffset === 0
      ? 'dziś'
      : dayOffset === 1
        ? 'jutro'
        : dayOffset < 7
          ? WEEK_DAY_AFTER_PREPOSITION[weekDayOf(date)]
          : polishDate(date);
  return { open: false, text: `${HOURS_TEXTS.closed} · otwarcie ${when} o ${time}` };
}

/** A day of the exceptions list on the offer page: an exception the offeror gave, or a holiday. */
export interface UpcomingDay {
  date: string;
  /** '11 listopada (wtorek)' */
  label: string;
  /** 'Zamknięte', '10:00–14:00' */
  hours: string;
  /** The offeror's note or the holiday's name. */
  note: string | null;
}

/** The exceptions and holidays of the next `days` days, in date order. */
export function upcomingDays(hours: OpeningHours, today: string, days = 60): UpcomingDay[] {
  const last = addDays(today, days);
  const dates = new Set<string>();
  for (const exception of hours.exceptions)
    if (exception.date >= today && exception.date <= last) dates.add(exception.date);
  for (let year = Number(today.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    for (const date of polishHolidays(year).keys()) if (date >= today && date <= last) dates.add(date);
  }
  return [...dates].sort().map((date) => {
    const ranges = rangesOn(hours, date);
    const notes = hours.exceptions.filter((exception) => exception.date === date && exception.note);
    return {
      date,
      label: `${polishDate(date)} (${WEEK_DAY_LABELS[weekDayOf(date)].toLowerCase()})`,
      hours: ranges.length ? ranges.map(rangeText).join(', ') : HOURS_TEXTS.closed,
      note: notes.map((exception) => exception.note).join(' ') || polishHoliday(date),
    };
  });
}

/** '8:00–16:00'; an overnight range ends the next day ('22:00–6:00'). */
export function rangeText(range: { opens: number; closes: number }): string {
  return `${spokenTime(range.opens)}–${spokenTime(range.closes > MINUTES_PER_DAY ? range.closes - MINUTES_PER_DAY : range.closes)}`;
}

/** The weekly table of the offer page: per day its ranges, or 'Zamknięte'. */
export function weeklyTable(hours: OpeningHours): { day: WeekDay; label: string; hours: string }[] {
  return WEEK_DAYS.map((day) => {
    const ranges = hours.weekly
      .filter((range) => range.day === day)
      .map((range) => rangeMinutes(range.opens, range.closes))
      .sort((a, b) => a.opens - b.opens);
    return {
      day,
      label: WEEK_DAY_LABELS[day],
      hours: ranges.length ? ranges.map(rangeText).join(', ') : HOURS_TEXTS.closed,
    };
  });
}

/** schema.org's day names for `OpeningHoursSpecification.dayOfWeek`. */
export const SCHEMA_ORG_DAYS: Record<WeekDay, string> = {
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
  7: 'https://schema.org/Sunday',
};
