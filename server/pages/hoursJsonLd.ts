import { isAvailabilityFresh, type AvailabilityState } from '../../shared/offerAvailability.js';
import { SCHEMA_ORG_DAYS, hasHours, rangeMinutes, spokenTime, type OpeningHours } from '../../shared/openingHours.js';

/** 'HH:MM:SS' as schema.org's Time; a range past midnight closes at its time of the next day. */
const schemaTime = (minutes: number) => `${spokenTime(minutes % 1440).padStart(5, '0')}:00`;

/**
 * The offer's `hoursAvailable`: one OpeningHoursSpecification per weekly range and per dated exception (a closed day
 * opens and closes at 00:00, as schema.org describes a closed day).
 */
export function hoursAvailable(hours: OpeningHours | null): object[] | undefined {
  if (!hasHours(hours)) return undefined;
  const weekly = hours.weekly.map((range) => {
    const minutes = rangeMinutes(range.opens, range.closes);
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_ORG_DAYS[range.day],
      opens: schemaTime(minutes.opens),
      closes: minutes.closes === 1440 ? '23:59:59' : schemaTime(minutes.closes),
    };
  });
  const exceptions = hours.exceptions.map((exception) => {
    const minutes =
      exception.closed || !exception.opens || !exception.closes
        ? null
        : rangeMinutes(exception.opens, exception.closes);
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.date,
      validThrough: exception.date,
      opens: minutes ? schemaTime(minutes.opens) : '00:00:00',
      closes: minutes ? (minutes.closes === 1440 ? '23:59:59' : schemaTime(minutes.closes)) : '00:00:00',
    };
  });
  return [...weekly, ...exceptions];
}

const SCHEMA_AVAILABILITY: Record<AvailabilityState, string> = {
  available: 'https://schema.org/InStock',
  waiting_list: 'https://schema.org/BackOrder',
  full: 'https://schema.org/SoldOut',
  temporarily_closed: 'https://schema.org/OutOfStock',
};

/** The Offer's `availability`: the organisation's state while fresh, else simply offered. */
export function schemaAvailability(state: AvailabilityState | null, updatedAt: string | null): string {
  return state && isAvailabilityFresh(updatedAt, new Date())
    ? SCHEMA_AVAILABILITY[state]
    : SCHEMA_AVAILABILITY.available;
}
