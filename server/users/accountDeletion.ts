import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES } from '../../shared/messages.js';
import { mayDeleteOwnAccount } from '../../shared/permissions.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { auditLog, moderationDecisions, reports, uploads, users, type UserRow } from '../db/schema.js';
import { recordAudit } from '../audit/audit.js';
import { accountDeletedMessage } from '../mail/accountTemplates.js';
import { deleteSavedSearchesOfAddress } from '../savedSearches/savedSearches.js';
import { deleteInquiriesOfAsker } from '../inquiries/inquiries.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { HttpError } from '../http/errors.js';
import { auditAbout, filedBy, ownRecords } from './accountExport.js';

/** What an audit entry about a deleted account keeps of the records it shows: states, never names or contents. */
const KEPT_AUDIT_KEYS = [
  'id',
  'role',
  'status',
  'is_verified',
  'is_promoted',
  'banned_until',
  'reason',
  'decision',
  'outcome',
  'target_type',
  'created_at',
  'published_at',
  'expires_at',
];
const keptKeys = sql.raw(`(${KEPT_AUDIT_KEYS.map((key) => `'${key}'`).join(', ')})`);
const anonymised = (column: typeof auditLog.before | typeof auditLog.after) =>
  sql`case when jsonb_typeof(${column}) = 'object' then (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
    from jsonb_each(${column}) where key in ${keptKeys}) else null end`;

/** A decision about an organisation's profile is kept (DSA), but no longer under the deleted organisation's name. */
const DELETED_PROFILE_TITLE = 'Usunięte konto';

export interface DeletedAccount {
  /** Files the account uploaded, to be released once its content is gone. */
  uploads: string[];
}

/**
 * Deletes an account (RODO art. 17), whoever asked: its offers, articles, e-mail tokens and verification requests go
 * with its row (ON DELETE CASCADE), and so do its sessions, which need the row. What must be kept stays without the
 * person: audit entries (the deletion's own entry too, written before this runs) lose the actor's address and the
 * personal fields of the records; notices it filed lose its name and address; decisions and appeals (DSA) lose the
 * link to it. Answers the files the account uploaded, to be released once the transaction is committed.
 */
export async function eraseAccount(tx: Db, account: UserRow): Promise<string[]> {
  const records = await ownRecords(tx, account);
  const uploaded = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.uploader_id, account.id));
  await tx
    .update(auditLog)
    .set({ before: anonymised(auditLog.before), after: anonymised(auditLog.after) })
    .where(auditAbout(account.id, records));
  await tx.update(auditLog).set({ actor_email: null }).where(eq(auditLog.actor_id, account.id));
  await tx.update(reports).set({ reporter_id: null, name: null, email: null }).where(filedBy(account));
  await tx
    .update(reports)
    .set({ target_title: DELETED_PROFILE_TITLE })
    .where(and(eq(reports.target_type, 'profile'), eq(reports.target_id, account.id)));
  await tx
    .update(moderationDecisions)
    .set({ target_title: DELETED_PROFILE_TITLE })
    .where(and(eq(moderationDecisions.target_type, 'profile'), eq(moderationDecisions.target_id, account.id)));
  await deleteSavedSearchesOfAddress(tx, account.email);
  // Inquiries it sent from its confirmed address without signing in; those sent signed in go with the row.
  await deleteInquiriesOfAsker(tx, account);
  await tx.delete(users).where(eq(users.id, account.id));
  // The account's offers and alerts went with it (ON DELETE CASCADE).
  await announceChange(tx, 'search');
  return uploaded.map((row) => row.path);
}

/** 'Usuń konto': the person deletes their own account; the last superadmin may not leave. */
export async function deleteOwnAccount(db: Db, userId: string): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!mayDeleteOwnAccount(account)) throw new HttpError(403, ACCOUNT_DATA_MESSAGES.adminBySuperadmin);
    if (account.role === 'superadmin') {
      // Locked, so that the last two superadmins leaving at once cannot both pass.
      const superadmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'superadmin'))
        .for('update');
      if (superadmins.length <= 1) throw new HttpError(403, ACCOUNT_DATA_MESSAGES.lastSuperadmin);
    }
    await recordAudit(tx, account, {
      action: 'user.self_delete',
      entityType: 'user',
      entityId: userId,
      before: null,
      after: null,
    });
    const files = await eraseAccount(tx, account);
    // The confirmation goes with the deletion: committed together, or neither.
    const message = accountDeletedMessage(await portalIdentity(tx), account);
    await sendEmailOnce(tx, `account-deleted:${account.id}`, message);
    return { uploads: files };
  });
}
