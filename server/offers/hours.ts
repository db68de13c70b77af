import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AVAILABILITY_FRESH_DAYS } from '../../shared/offerAvailability.js';
import {
  addDays,
  MINUTES_PER_DAY,
  polishHoliday,
  rangeMinutes,
  weekDayOf,
  type OpeningHours,
  type WarsawMoment,
} from '../../shared/openingHours.js';
import type { Db } from '../db/index.js';
import { offerHoursExceptions, offerWeeklyHours } from '../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The offers' schedules as minutes in the two side tables (offer_weekly_hours, offer_hours_exceptions), rewritten
 * with the offer in its save transaction: the search's `open_now` and `open_on` read their indexes, so a search never
 * parses every offer's JSON (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca').
 */
export async function syncOfferHours(tx: Db | Tx, rows: { id: string; opening_hours: OpeningHours | null }[]) {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id);
  await tx.delete(offerWeeklyHours).where(inArray(offerWeeklyHours.offer_id, ids));
  await tx.delete(offerHoursExceptions).where(inArray(offerHoursExceptions.offer_id, ids));
  const weekly = rows.flatMap(({ id, opening_hours: hours }) =>
    (hours?.weekly ?? []).map((range) => {
      const minutes = rangeMinutes(range.opens, range.closes);
      return { offer_id: id, day: range.day, opens_minute: minutes.opens, closes_minute: minutes.closes };
    }),
  );
  const exceptions = rows.flatMap(({ id, opening_hours: hours }) =>
    (hours?.exceptions ?? []).map((exception) => {
      const minutes =
        !exception.closed && exception.opens && exception.closes
          ? rangeMinutes(exception.opens, exception.closes)
          : null;
      return {
        offer_id: id,
        on_date: exception.date,
        closed: !minutes,
        opens_minute: minutes?.opens ?? null,
        closes_minute: minutes?.closes ?? null,
      };
    }),
  );
  if (weekly.length) await tx.insert(offerWeeklyHours).values(weekly);
  if (exceptions.length) await tx.insert(offerHoursExceptions).values(exceptions);
}

/** The offers with a weekly range starting on `day` that holds `minute` of that day (above 1440: the next day). */
const weeklyHolds = (id: AnyColumn, day: number, minute: number) =>
  sql`${id} in (select w.offer_id from ${offerWeeklyHours} w
    where w.day = ${day} and w.opens_minute <= ${minute} and w.closes_minute > ${minute})`;

/** The offers with an exception on `date`: their weekly ranges do not apply that day. */
const hasException = (id: AnyColumn, date: string) =>
  sql`${id} in (select e.offer_id from ${offerHoursExceptions} e where e.on_date = ${date}::date)`;

const exceptionHolds = (id: AnyColumn, date: string, minute: number) =>
  sql`${id} in (select e.offer_id from ${offerHoursExceptions} e
    where e.on_date = ${date}::date and not e.closed and e.opens_minute <= ${minute} and e.closes_minute > ${minute})`;

/** Open at a minute counted from the start of `date`: by its exceptions, else (not on a holiday) by its week. */
function openByRangesOf(id: AnyColumn, date: string, minute: number): SQL {
  const weekly = polishHoliday(date)
    ? sql`false`
    : sql`(${weeklyHolds(id, weekDayOf(date), minute)} and not ${hasException(id, date)})`;
  return sql`(${weekly} or ${exceptionHolds(id, date, minute)})`;
}

/**
 * `open_now`: a range of today holds the minute, or an overnight range of yesterday still does. The same rules as
 * openingStatus in shared/openingHours.ts (tests/api/openingHours.test.ts compares them).
 */
export function openNowCondition(id: AnyColumn, now: WarsawMoment): SQL {
  const yesterday = addDays(now.date, -1);
  return sql`(${openByRangesOf(id, now.date, now.minute)}
    or ${openByRangesOf(id, yesterday, now.minute + MINUTES_PER_DAY)})`;
}

/** `open_on`: some range starts on that date. */
export function openOnCondition(id: AnyColumn, date: string): SQL {
  const weekly = polishHoliday(date)
    ? sql`false`
    : sql`(${id} in (select w.offer_id from ${offerWeeklyHours} w where w.day = ${weekDayOf(date)})
        and not ${hasException(id, date)})`;
  const exception = sql`${id} in (select e.offer_id from ${offerHoursExceptions} e
    where e.on_date = ${date}::date and not e.closed)`;
  return sql`(${weekly} or ${exception})`;
}

export interface AvailabilityColumns {
  availability: AnyColumn;
  next_available_date: AnyColumn;
  availability_updated_at: AnyColumn;
}

/** The state as the search counts it: null when not given or older than AVAILABILITY_FRESH_DAYS before `now`. */
export function freshAvailabilitySql(columns: AvailabilityColumns, now: Date): SQL<string | null> {
  const since = new Date(now.getTime() - AVAILABILITY_FRESH_DAYS * 86_400_000).toISOString();
  return sql<string | null>`case when ${columns.availability_updated_at} >= ${since}::timestamptz
    then ${columns.availability} end`;
}

/** `available=true`: taking people now, or a waiting list whose first free date is on or before `availableBy`. */
export function availableCondition(columns: AvailabilityColumns, now: Date, availableBy: string): SQL {
  const since = new Date(now.getTime() - AVAILABILITY_FRESH_DAYS * 86_400_000).toISOString();
  return sql`(${columns.availability_updated_at} >= ${since}::timestamptz and (${columns.availability} = 'available'
    or (${columns.availability} = 'waiting_list' and ${columns.next_available_date} <= ${availableBy}::date)))`;
}
