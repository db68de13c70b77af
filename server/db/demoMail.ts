import type { Db } from './index.js';
import { outboxMessages } from './schema.js';

const HOUR_MS = 3_600_000;

/**
 * One e-mail the outbox gave up on (a typo in the address's domain), so that the back office's overview shows its
 * 'Niewysłane wiadomości e-mail' on a fresh start. It has no text: nothing would deliver it.
 */
export async function seedDemoFailedEmail(tx: Db, now: number): Promise<void> {
  await tx.insert(outboxMessages).values({
    key: 'demo:failed-confirmation',
    recipient: 'jan.nowak@exmaple.pl',
    subject: 'Potwierdź adres email',
    status: 'failed',
    attempts: 9,
    last_error: 'Error: 550 5.1.2 <jan.nowak@exmaple.pl>: Recipient address rejected: Domain not found',
    created_at: new Date(now - 5 * HOUR_MS).toISOString(),
    failed_at: new Date(now - HOUR_MS).toISOString(),
  });
}
