import {
  HOURS_LIMITS,
  type HoursException,
  type OpeningHours,
  type WeekDay,
  type WeeklyRange,
} from './openingHours.js';

/*
 * What the two hours editors (the offer form's and the back office's) do to a schedule, one place for both. Times
 * typed but not yet valid stay as typed, so that the shared schema's message can point at them; every range keeps
 * its place in `weekly`, which is the place the schema's and the server's messages name (weekly.N.opens).
 */

/** What 'Podaję godziny otwarcia' starts with: Monday to Friday, 8:00–16:00, to adjust per day. */
export const OFFICE_HOURS: OpeningHours = {
  weekly: ([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens: '08:00', closes: '16:00' })),
  exceptions: [],
};

/** A day's ranges in the order they were written, each with its place in `weekly`. */
export function rangesOfDay(hours: OpeningHours, day: WeekDay): { range: WeeklyRange; at: number }[] {
  return hours.weekly.flatMap((range, at) => (range.day === day ? [{ range, at }] : []));
}

export const canAddRange = (hours: OpeningHours, day: WeekDay) =>
  rangesOfDay(hours, day).length < HOURS_LIMITS.rangesPerDay;

export const canAddException = (hours: OpeningHours) => hours.exceptions.length < HOURS_LIMITS.exceptions;

export function withRangeTime(hours: OpeningHours, at: number, field: 'opens' | 'closes', time: string): OpeningHours {
  return { ...hours, weekly: hours.weekly.map((range, index) => (index === at ? { ...range, [field]: time } : range)) };
}

/** A new empty range at the end of `weekly`: the day's last. */
export function withRangeAdded(hours: OpeningHours, day: WeekDay): OpeningHours {
  return { ...hours, weekly: [...hours.weekly, { day, opens: '', closes: '' }] };
}

export function withoutRange(hours: OpeningHours, at: number): OpeningHours {
  return { ...hours, weekly: hours.weekly.filter((_, index) => index !== at) };
}

/** A closed exception has no times (the schema refuses them); one opened again starts with empty times. */
export function withExceptionChange(hours: OpeningHours, index: number, change: Partial<HoursException>): OpeningHours {
  const exceptions = hours.exceptions.map((exception, at) => {
    if (at !== index) return exception;
    const next = { ...exception, ...change };
    if (next.closed) return { date: next.date, closed: true, ...(next.note ? { note: next.note } : {}) };
    return { ...next, opens: next.opens ?? '', closes: next.closes ?? '' };
  });
  return { ...hours, exceptions };
}

/** A new exception closes a day, the most common one (a holiday, a break); its date is still to be given. */
export function withExceptionAdded(hours: OpeningHours): OpeningHours {
  return { ...hours, exceptions: [...hours.exceptions, { date: '', closed: true }] };
}

export function withoutException(hours: OpeningHours, index: number): OpeningHours {
  return { ...hours, exceptions: hours.exceptions.filter((_, at) => at !== index) };
}

/**
 * Where the focus goes after an item of a list was removed: the item before it (its index among the rest), or null
 * for the list's add button when the first one went.
 */
export const focusAfterRemoval = (index: number): number | null => (index > 0 ? index - 1 : null);
