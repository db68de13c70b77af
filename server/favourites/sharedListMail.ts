import { randomUUID } from 'node:crypto';
import { FAVOURITE_MESSAGES, SHARE_EMAILS_PER_LIST_PER_DAY } from '../../shared/favourites.js';
import type { AppContext } from '../context.js';
import { HOUR_MS, type LimitRule } from '../limits/limits.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { sharedListMessage } from '../mail/sharedListTemplates.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { findSharedList, sharedListView } from './favourites.js';

const sendingsPerAddress = (max: number): LimitRule => ({ name: 'shared-lists.email.ip', max, windowMs: HOUR_MS });
const sendingsPerList: LimitRule = {
  name: 'shared-lists.email.list',
  max: SHARE_EMAILS_PER_LIST_PER_DAY,
  windowMs: 24 * HOUR_MS,
};

/**
 * 'Wyślij e-mailem': one message per address through the outbox, all in one transaction (every address gets it, or
 * none). Both budgets are taken before the work: per sender's address (IP) and per list.
 */
export async function emailSharedList(ctx: AppContext, id: string, emails: string[], ip: string): Promise<number> {
  const row = await findSharedList(ctx.db, id);
  await ctx.limits.enforce(sendingsPerAddress(ctx.config.shareEmailsPerHour), ip, FAVOURITE_MESSAGES.tooManyEmails);
  await ctx.limits.enforce(sendingsPerList, id, FAVOURITE_MESSAGES.tooManyEmailsForList);
  const list = await sharedListView(ctx.db, ctx.config.publicUrl, row);
  const sending = randomUUID();
  await ctx.db.transaction(async (tx) => {
    const portal = await portalIdentity(tx);
    for (const email of emails) {
      await sendEmailOnce(tx, `shared-list:${id}:${sending}:${email}`, sharedListMessage(portal, email, list));
    }
  });
  return emails.length;
}
