import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FRESH_DAYS, STALE_AFTER_DAYS } from '../../shared/freshness.js';

/*
 * The conditions of an offer's freshness (docs/zasady-produktu.md#aktualność-danych), read by the offer queries, the
 * search and the reminders alike.
 */

/** The offer's two columns: the table's own, or the same columns named in a raw statement. */
interface ConfirmationColumns {
  confirmed_at: AnyColumn | SQL;
  confirmation_requested_at: AnyColumn | SQL;
}

export const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/** The offer may be out of date: not confirmed for a year, or an administrator asked for a confirmation. */
export function staleCondition(columns: ConfirmationColumns): SQL {
  return sql`(${columns.confirmed_at} < ${daysAgo(STALE_AFTER_DAYS)} or ${columns.confirmation_requested_at} is not null)`;
}

/** `fresh=true`: confirmed within FRESH_DAYS (and not waiting for a confirmation an administrator asked for). */
export function freshCondition(columns: ConfirmationColumns): SQL {
  return sql`(${columns.confirmed_at} >= ${daysAgo(FRESH_DAYS)} and ${columns.confirmation_requested_at} is null)`;
}

/** What a save or a confirmation by the organisation writes: the data is confirmed now. */
export const CONFIRMED_NOW = { confirmed_at: sql`now()`, confirmation_requested_at: null } as const;
