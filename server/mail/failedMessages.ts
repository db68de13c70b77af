import { count, desc, eq, sql } from 'drizzle-orm';
import type { FailedEmail } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { outboxMessages } from '../db/schema.js';
import { isoTimestamp } from '../offers/queries.js';

/** How many of the newest failed messages the back office's overview lists. */
export const RECENT_FAILED_EMAILS = 10;

/**
 * E-mails the outbox gave up on (server/mail/outbox.ts: after the last retry), for the administrator to act on:
 * how many there are and the newest of them, with the delivery's last error. Their text stays in the table.
 */
export async function failedEmails(db: Db): Promise<{ total: number; recent: FailedEmail[] }> {
  const failed = eq(outboxMessages.status, 'failed');
  const [[{ total }], recent] = await Promise.all([
    db.select({ total: count() }).from(outboxMessages).where(failed),
    db
      .select({
        id: outboxMessages.id,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        attempts: outboxMessages.attempts,
        last_error: outboxMessages.last_error,
        // Set with the 'failed' status; the message's own time stands in for a row written otherwise.
        failed_at: sql<string>`coalesce(${outboxMessages.failed_at}, ${outboxMessages.created_at})`,
      })
      .from(outboxMessages)
      .where(failed)
      .orderBy(sql`failed_at desc nulls last`, desc(outboxMessages.id))
      .limit(RECENT_FAILED_EMAILS),
  ]);
  return {
    total,
    recent: recent.map((row) => ({ ...row, failed_at: isoTimestamp(row.failed_at) })),
  };
}
