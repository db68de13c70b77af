import { z } from 'zod';
import { HOURS_MESSAGES as M } from '../messagesHours.js';
import { HOURS_LIMITS, isCalendarDate, rangeMinutes, TIME_PATTERN, type WeekDay } from '../openingHours.js';
import { blankToUndefined } from './common.js';

/** '8:00' is read as '08:00', as people type it. */
const time = z.preprocess(
  (value) => (typeof value === 'string' && /^\d:\d\d$/.test(value.trim()) ? `0${value.trim()}` : value),
  z.string({ error: M.time }).trim().regex(TIME_PATTERN, M.time),
);

const calendarDate = z.string({ error: M.date }).trim().refine(isCalendarDate, M.date);

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

/** Two ranges starting the same day may not share a minute (an overnight one included). */
function overlaps(ranges: { opens: string; closes: string }[]): boolean {
  const minutes = ranges.map((range) => rangeMinutes(range.opens, range.closes)).sort((a, b) => a.opens - b.opens);
  return minutes.some((range, index) => index > 0 && range.opens < minutes[index - 1].closes);
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
    for (let day = 1; day <= 7; day += 1) {
      const ranges = hours.weekly.filter((range) => range.day === day);
      if (ranges.length > HOURS_LIMITS.rangesPerDay)
        ctx.addIssue({ code: 'custom', path: ['weekly'], message: M.tooManyRanges });
      else if (overlaps(ranges)) ctx.addIssue({ code: 'custom', path: ['weekly'], message: M.overlap });
    }
    const dates = new Set(hours.exceptions.map((exception) => exception.date));
    for (const date of dates) {
      const sameDay = hours.exceptions.filter((exception) => exception.date === date);
      const open = sameDay.flatMap(({ closed, opens, closes }) =>
        !closed && opens && closes ? [{ opens, closes }] : [],
      );
      if (sameDay.length > 1 && sameDay.some((exception) => exception.closed)) {
        ctx.addIssue({ code: 'custom', path: ['exceptions'], message: M.closedWithTimes });
      } else if (open.length > HOURS_LIMITS.rangesPerDay) {
        ctx.addIssue({ code: 'custom', path: ['exceptions'], message: M.tooManyRanges });
      } else if (overlaps(open)) {
        ctx.addIssue({ code: 'custom', path: ['exceptions'], message: M.overlap });
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
