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
import type { Db, Tx } from '../db/index.js';
import { offerHoursExceptions, offers } from '../db/schema.js';

/** Each day of the week's lane in `weekly_lanes`: two days of minutes, since a range may run past midnight. */
const LANE_MINUTES = 2 * MINUTES_PER_DAY;

const laneStart = (day: number) => (day - 1) * LANE_MINUTES;

/** The weekly ranges as the int4multirange text of `offers.weekly_lanes`; null without hours (never open). */
export function weeklyLanes(hours: OpeningHours | null): string | null {
  if (!hours?.weekly.length) return null;
  const ranges = hours.weekly.map((range) => {
    const minutes = rangeMinutes(range.opens, range.closes);
    return `[${laneStart(range.day) + minutes.opens},${laneStart(range.day) + minutes.closes})`;
  });
  return `{${ranges.join(',')}}`;
}

/**
 * The offers' schedules as minutes, rewritten with the offer in its save transaction: the weekly ranges in the
 * offer's own `weekly_lanes`, the dated exceptions in offer_hours_exceptions. The search's `open_now` and `open_on`
 * read these, so a search never parses every offer's JSON (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca').
 */
export async function syncOfferHours(tx: Db | Tx, rows: { id: string; opening_hours: OpeningHours | null }[]) {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id);
  await tx.execute(sql`
    update ${offers} as o set weekly_lanes = v.lanes::int4multirange
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(rows.map((row) => weeklyLanes(row.opening_hours)))}::text[]) as v(id, lanes)
    where o.id = v.id`);
  await tx.delete(offerHoursExceptions).where(inArray(offerHoursExceptions.offer_id, ids));
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
  if (exceptions.length) await tx.insert(offerHoursExceptions).values(exceptions);
}

/** The columns the hours conditions read. */
export interface HoursColumns {
  id: AnyColumn;
  weekly_lanes: AnyColumn;
  weekly_slots: AnyColumn;
}

/** The hour of the week a lane minute falls in, as `weekly_slots` holds them (migration 0038). */
const slotOf = (laneMinute: number) => Math.floor(laneMinute / 60);

const slotsArray = (slots: number[]) =>
  sql`array[${sql.join(
    [...new Set(slots)].map((slot) => sql`${slot}`),
    sql`, `,
  )}]::smallint[]`;

/** A weekly range starting on `day` holds `minute` of that day (above 1440: the next day). */
const weeklyHolds = (columns: HoursColumns, day: number, minute: number) =>
  sql`${columns.weekly_lanes} @> ${laneStart(day) + minute}::int`;

/** The offers with an exception on `date`: their weekly ranges do not apply that day. */
const hasException = (id: AnyColumn, date: string) =>
  sql`${id} in (select e.offer_id from ${offerHoursExceptions} e where e.on_date = ${date}::date)`;

/** A moment as a day whose schedule applies and the minute counted from that day's start (above 1440: the next day). */
interface DayMinute {
  date: string;
  minute: number;
}

/**
 * Open by some moment of `moments`: by an exception of its day, else (not on a holiday) by a weekly range. Written
 * so that PostgreSQL can serve each side from an index: the weekly side by the GIN index of `weekly_slots` (the
 * moments' hours of the week; the exact test of each day's minute follows it), the exception side as a list of ids
 * (an `= any(array(…))` is read through the primary key, an `in (select …)` would be a filter on every row). Read as a
 * filter of every public offer instead, a rare moment (a Friday night) made the search read all of them.
 */
function openAtAny(columns: HoursColumns, moments: DayMinute[]): SQL {
  const working = moments.filter(({ date }) => !polishHoliday(date));
  const lanes = working.map(({ date, minute }) => laneStart(weekDayOf(date)) + minute);
  const weekly = working.length
    ? sql`(${columns.weekly_lanes} is not null
        and ${columns.weekly_slots} && ${slotsArray(lanes.map(slotOf))}
        and (${sql.join(
          working.map(
            ({ date, minute }) =>
              sql`(${weeklyHolds(columns, weekDayOf(date), minute)} and not ${hasException(columns.id, date)})`,
          ),
          sql` or `,
        )}))`
    : sql`false`;
  const exceptionHolds = sql.join(
    moments.map(
      ({ date, minute }) =>
        sql`(e.on_date = ${date}::date and not e.closed and e.opens_minute <= ${minute} and e.closes_minute > ${minute})`,
    ),
    sql` or `,
  );
  return sql`(${weekly} or ${columns.id} = any(array(select e.offer_id from ${offerHoursExceptions} e
    where ${exceptionHolds})))`;
}

/**
 * `open_now`: a range of today holds the minute, or an overnight range of yesterday still does. The same rules as
 * openingStatus in shared/openingHours.ts (tests/api/openingHours.test.ts compares them).
 */
export function openNowCondition(columns: HoursColumns, now: WarsawMoment): SQL {
  return openAtAny(columns, [
    { date: now.date, minute: now.minute },
    { date: addDays(now.date, -1), minute: now.minute + MINUTES_PER_DAY },
  ]);
}

/** `open_on`: some range starts on that date. */
export function openOnCondition(columns: HoursColumns, date: string): SQL {
  const start = laneStart(weekDayOf(date));
  const weekly = polishHoliday(date)
    ? sql`false`
    : sql`(${columns.weekly_lanes} is not null
        and ${columns.weekly_slots} && ${slotsArray(Array.from({ length: LANE_MINUTES / 60 }, (_, hour) => slotOf(start) + hour))}
        and not ${hasException(columns.id, date)})`;
  const exception = sql`${columns.id} = any(array(select e.offer_id from ${offerHoursExceptions} e
    where e.on_date = ${date}::date and not e.closed))`;
  return sql`(${weekly} or ${exception})`;
}

export interface AvailabilityColumns {
  availability: AnyColumn;
  next_available_date: AnyColumn;
  availability_updated_at: AnyColumn;
}

/** The oldest moment a room state may have been set and still count (AVAILABILITY_FRESH_DAYS before `now`). */
const freshStateSince = (now: Date) => new Date(now.getTime() - AVAILABILITY_FRESH_DAYS * 86_400_000).toISOString();

/** The state as the search counts it: null when not given or older than AVAILABILITY_FRESH_DAYS before `now`. */
export function freshAvailabilitySql(columns: AvailabilityColumns, now: Date): SQL<string | null> {
  const since = freshStateSince(now);
  return sql<string | null>`case when ${columns.availability_updated_at} >= ${since}::timestamptz
    then ${columns.availability} end`;
}

/**
 * `available=true`: taking people now, or a waiting list whose first free date is on or before `availableBy`. Each
 * state is written with its own freshness test so that the first two columns of offers_availability_idx bound each arm: the
 * offers read are those with a fresh state, not every offer with a state.
 */
export function availableCondition(columns: AvailabilityColumns, now: Date, availableBy: string): SQL {
  const since = freshStateSince(now);
  const freshSince = sql`${columns.availability_updated_at} >= ${since}::timestamptz`;
  return sql`((${columns.availability} = 'available' and ${freshSince})
    or (${columns.availability} = 'waiting_list' and ${freshSince} and ${columns.next_available_date} <= ${availableBy}::date))`;
}
