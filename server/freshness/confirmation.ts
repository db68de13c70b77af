import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { CONFIRMATION_REMINDER_DAYS } from '../../shared/freshness.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db, Tx } from '../db/index.js';
import { offers, users } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { defineJob } from '../jobs/definition.js';
import { confirmationReminderMessage } from '../mail/freshnessTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { recipientColumns } from '../mail/templates.js';
import { findOffer, publicOfferCondition, toOffer } from '../offers/queries.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { CONFIRMED_NOW, daysAgo, staleCondition } from './conditions.js';

/*
 * The organisation confirms that an offer's data is still true (docs/zasady-produktu.md#aktualność-danych): every
 * save of its own and 'Dane są aktualne' set `confirmed_at`. Half a year later it is reminded once; a year later, or
 * once an administrator asks for a confirmation, the offer reads 'Dane mogą być nieaktualne' and ranks lower.
 */

/** 'Dane są aktualne': the owner (only the owner: an administrator cannot vouch for an organisation) confirms. */
export async function confirmOffer(ctx: AppContext, actor: AuthUser, id: string): Promise<Offer> {
  const current = await findOffer(ctx.db, id);
  if (!current) throw notFound(OFFER_MESSAGES.notFound);
  if (current.owner_id !== actor.id) throw new HttpError(403, OFFER_MESSAGES.notOwner);
  await ctx.db.transaction(async (tx) => {
    await tx.update(offers).set(CONFIRMED_NOW).where(eq(offers.id, id));
    // The offer page and the ranking read the date: every process drops its copies.
    await announceChange(tx, 'search');
  });
  return toOffer((await findOffer(ctx.db, id))!, { withOwnerEmail: true });
}

/** Offers reminded per transaction: a long backlog (a portal's first run) is worked through batch by batch. */
const REMINDER_BATCH = 100;

/**
 * The next batch of public offers whose confirmation reminder is due, oldest confirmation first, locked for this
 * transaction (another process takes the next ones). Read through offers_due_reminder_idx, so a batch reads only due
 * offers, however many were reminded before it.
 */
export function dueReminders(db: Db | Tx) {
  return db
    .select({
      id: offers.id,
      title: offers.title,
      confirmed_at: offers.confirmed_at,
      owner: recipientColumns,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.owner_id))
    .where(
      and(
        publicOfferCondition,
        lt(offers.confirmed_at, daysAgo(CONFIRMATION_REMINDER_DAYS)),
        or(isNull(offers.reminded_for_confirmation_at), lt(offers.reminded_for_confirmation_at, offers.confirmed_at)),
      ),
    )
    .orderBy(asc(offers.confirmed_at), asc(offers.id))
    .limit(REMINDER_BATCH)
    .for('update', { of: offers, skipLocked: true });
}

/**
 * Queues the reminder of every public offer confirmed more than CONFIRMATION_REMINDER_DAYS ago and not yet reminded
 * for that confirmation. The e-mail's key names the confirmation, so two runs at once (two processes, a retry after a
 * crash) send it once; a later confirmation opens a new period with a reminder of its own. Answers how many it sent.
 */
export async function remindToConfirm(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await dueReminders(tx);
      if (!due.length) return 0;
      const portal = await portalIdentity(tx);
      for (const offer of due) {
        const key = `offer-confirmation-reminder:${offer.id}:${new Date(offer.confirmed_at).toISOString()}`;
        const message = confirmationReminderMessage(portal, ctx.config.publicUrl, offer.owner, offer);
        if (await sendEmailOnce(tx, key, message)) sent += 1;
        await tx
          .update(offers)
          .set({ reminded_for_confirmation_at: offer.confirmed_at })
          .where(eq(offers.id, offer.id));
      }
      return due.length;
    });
    if (batch < REMINDER_BATCH) return sent;
  }
}

/** Once an hour, in one of the server processes. */
export const confirmationReminderJob = defineJob({
  name: 'offers.confirmation-reminder',
  schedule: { everySeconds: 60 * 60 },
  async run(ctx) {
    const count = await remindToConfirm(ctx);
    if (count) ctx.log.info({ count }, 'przypomnienia o potwierdzeniu danych ofert');
  },
});

/** Offers that read 'Dane mogą być nieaktualne' among the public ones: the back office's overview counts them. */
export async function countStaleOffers(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(publicOfferCondition, staleCondition(offers)));
  return row?.count ?? 0;
}
