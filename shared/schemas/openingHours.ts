import { z } from 'zod';
import { HOURS_MESSAGES as M } from '../messagesHours.js';
import { HOURS_LIMITS, isCalendarDate, rangeMinutes, TIME_PATTERN, type WeekDay } from '../openingHours.js';
import { blankToUndefined } from './common.js';

/** '8:00' is read as '08:00', as people type it. */
const time = z.preprocess(
  (value) => (typeof value === 'string' && /^\d:\d\d$/.test(value.trim()) ? `0${value.trim()}` : value),
  z.string({ error: M.time }).trim().regex(TIME_PATTERN, M.time),
);

/** A date field left empty or half typed sends '': named as missing, not as a format the field does not show. */
const calendarDate = z
  .string({ error: M.date })
  .trim()
  .min(1, { error: M.dateMissing, abort: true })
  .refine(isCalendarDate, M.date);

const weeklyRange = z
  .object({
    day: z.coerce.number({ error: M.day }).int(M.day).min(1, M.day).max(7, M.day),
    opens: time,
    closes: time,
  })
  .refine((range) => range.opens !== range.closes, { message: M.sameTimes, path: ['closes'] })
  .transform((range) => ({ ...range, day: range.day as WeekDay }));

const hoursException = z
  .object({
    date: calendarDate,
    closed: z.boolean({ error: M.exceptionTimes }),
    opens: time.optional(),
    closes: time.optional(),
    note: z.preprocess(
      blankToUndefined,
      z.string({ error: M.note }).trim().max(HOURS_LIMITS.noteMax, M.note).optional(),
    ),
  })
  .superRefine((exception, ctx) => {
    if (exception.closed && (exception.opens || exception.closes)) {
      ctx.addIssue({ code: 'custom', path: ['opens'], message: M.closedWithTimes });
    }
    if (!exception.closed && (!exception.opens || !exception.closes)) {
      ctx.addIssue({ code: 'custom', path: ['opens'], message: M.exceptionTimes });
    }
    if (!exception.closed && exception.opens && exception.opens === exception.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: M.sameTimes });
    }
  });

/** A range of one day with its place in the sent list, so that a refusal points at the range the person wrote. */
interface PlacedRange {
  at: number;
  opens: string;
  closes: string;
}

/** The range that starts before another of the same day ends (an overnight one included), if any. */
function overlapping(ranges: PlacedRange[]): PlacedRange | undefined {
  const byStart = ranges
    .map((range) => ({ range, minutes: rangeMinutes(range.opens, range.closes) }))
    .sort((a, b) => a.minutes.opens - b.minutes.opens);
  return byStart.find((item, index) => index > 0 && item.minutes.opens < byStart[index - 1].minutes.closes)?.range;
}

export const openingHoursSchema = z
  .object(
    {
      weekly: z.array(weeklyRange, { error: M.invalid }).max(7 * HOURS_LIMITS.rangesPerDay, M.tooManyRanges),
      exceptions: z
        .array(hoursException, { error: M.invalid })
        .max(HOURS_LIMITS.exceptions, M.tooManyExceptions)
        .default([]),
    },
    { error: M.invalid },
  )
  .superRefine((hours, ctx) => {
    const weekly = hours.weekly.map((range, at) => ({ ...range, at }));
    for (let day = 1; day <= 7; day += 1) {
      const ranges = weekly.filter((range) => range.day === day);
      const clash = overlapping(ranges);
      if (ranges.length > HOURS_LIMITS.rangesPerDay) {
        const extra = ranges[HOURS_LIMITS.rangesPerDay].at;
        ctx.addIssue({ code: 'custom', path: ['weekly', extra, 'opens'], message: M.tooManyRanges });
      } else if (clash) {
        ctx.addIssue({ code: 'custom', path: ['weekly', clash.at, 'opens'], message: M.overlap });
      }
    }
    const exceptions = hours.exceptions.map((exception, at) => ({ ...exception, at }));
    for (const date of new Set(hours.exceptions.map((exception) => exception.date))) {
      const sameDay = exceptions.filter((exception) => exception.date === date);
      const open = sameDay.flatMap(({ at, closed, opens, closes }) =>
        !closed && opens && closes ? [{ at, opens, closes }] : [],
      );
      const clash = overlapping(open);
      if (sameDay.length > 1 && sameDay.some((exception) => exception.closed)) {
        ctx.addIssue({ code: 'custom', path: ['exceptions', sameDay[1].at, 'date'], message: M.closedWithTimes });
      } else if (open.length > HOURS_LIMITS.rangesPerDay) {
        const extra = open[HOURS_LIMITS.rangesPerDay].at;
        ctx.addIssue({ code: 'custom', path: ['exceptions', extra, 'date'], message: M.tooManyRanges });
      } else if (clash) {
        ctx.addIssue({ code: 'custom', path: ['exceptions', clash.at, 'opens'], message: M.overlap });
      }
    }
  });

/**
 * The offer's `opening_hours`: an object, or its JSON text (a multipart form sends text); null or '' – no hours
 * ('Godziny: zapytaj oferenta'), absent – none either on create, unchanged fields are sent again by the form.
 */
export const openingHoursField = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return M.invalid; // not an object: refused with the schema's own message
  }
}, openingHoursSchema.nullable());
