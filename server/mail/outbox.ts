import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { jobs, outboxMessages } from '../db/schema.js';
import { defineJob, type RetryPolicy } from '../jobs/definition.js';
import { notifyJobQueued } from '../jobs/queue.js';
import type { MailMessage } from './mailer.js';

/** About 4 hours in all: 30 s, 1, 2, 4, 8, 16, 32 and 60 minutes between the attempts. */
const DELIVERY_RETRY: RetryPolicy = { attempts: 9, firstDelaySeconds: 30 };

/**
 * Sends this e-mail exactly once: writes it to the outbox with the job that delivers it (one statement), in the
 * caller's transaction when there is one. Committed, it is delivered (again after a crash, with retries); rolled
 * back, it never leaves. `key` names the message ('report-receipt:<id>'): a second call with the same key, from any
 * process, queues nothing and answers false. Build the message in the same transaction as the change it tells of.
 */
export async function sendEmailOnce(tx: Db, key: string, message: MailMessage): Promise<boolean> {
  // Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
  const queued: unknown = await tx.execute(sql`
    with message as (
      insert into ${outboxMessages} (key, recipient, subject, body_text, body_html, reply_to, link, headers)
      values (${key}, ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null},
        ${message.replyTo ?? null}, ${message.link ?? null},
        ${message.headers ? JSON.stringify(message.headers) : null}::jsonb)
      on conflict (key) do nothing
      returning id
    )
    insert into ${jobs} (name, key, payload, max_attempts)
    select ${deliverEmailJob.name}, message.id::text, jsonb_build_object('messageId', message.id),
      ${DELIVERY_RETRY.attempts}::integer
    from message
    returning ${jobs.id}`);
  if (!(queued as { rows: unknown[] }).rows.length) return false;
  await notifyJobQueued(tx, deliverEmailJob);
  return true;
}

/**
 * Delivers one message of the outbox through the mailer (SMTP, or an .eml file in DATA_DIR/outbox). The run holds
 * the message's job, so no other process sends it meanwhile; a delivered message is never sent again. The message
 * keeps its identity on every attempt (its Message-ID and its file name), so a retry after a crash between the mail
 * server's acceptance and the 'sent' mark replaces the same file and lets mail programs recognise the same message.
 */
export const deliverEmailJob = defineJob<{ messageId: string }>({
  name: 'email.deliver',
  retry: DELIVERY_RETRY,
  async run(ctx, job) {
    const [message] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, job.payload.messageId), eq(outboxMessages.status, 'pending')));
    if (!message) return;
    try {
      await ctx.mailer.send({
        id: message.id,
        createdAt: new Date(message.created_at),
        to: message.recipient,
        subject: message.subject,
        text: message.body_text ?? '',
        html: message.body_html ?? undefined,
        replyTo: message.reply_to ?? undefined,
        link: message.link ?? undefined,
        headers: message.headers ?? undefined,
      });
    } catch (error) {
      await ctx.db
        .update(outboxMessages)
        .set({ attempts: sql`${outboxMessages.attempts} + 1`, last_error: String(error).slice(0, 2000) })
        .where(eq(outboxMessages.id, message.id));
      throw error;
    }
    // Sent: the bodies (which may hold a one-time link) are no longer kept.
    await ctx.db
      .update(outboxMessages)
      .set({
        status: 'sent',
        sent_at: sql`now()`,
        attempts: sql`${outboxMessages.attempts} + 1`,
        last_error: null,
        body_text: null,
        body_html: null,
        link: null,
        headers: null,
      })
      .where(eq(outboxMessages.id, message.id));
  },
  async onGiveUp(ctx, job, error) {
    await ctx.db
      .update(outboxMessages)
      .set({ status: 'failed', failed_at: sql`now()`, last_error: error })
      .where(and(eq(outboxMessages.id, job.payload.messageId), eq(outboxMessages.status, 'pending')));
  },
});

/** Delivered messages are kept 30 days (what was sent to whom, without the text); failed ones 90 days. */
export const pruneOutboxJob = defineJob({
  name: 'email.prune',
  schedule: { everySeconds: 60 * 60 },
  async run(ctx) {
    await ctx.db
      .delete(outboxMessages)
      .where(
        or(
          and(eq(outboxMessages.status, 'sent'), lt(outboxMessages.sent_at, sql`now() - interval '30 days'`)),
          and(eq(outboxMessages.status, 'failed'), lt(outboxMessages.failed_at, sql`now() - interval '90 days'`)),
        ),
      );
  },
});
