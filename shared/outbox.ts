/** An e-mail of the outbox: waiting for (another) delivery attempt, delivered, or given up after its last attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
