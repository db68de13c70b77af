import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES, VERIFICATION_MESSAGES as M } from '../../shared/messages.js';
import { isOrganisationRole } from '../../shared/roles.js';
import type { MyVerification, VerificationRequest } from '../../shared/verification.js';
import { recordAudit } from '../audit/audit.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { users, verificationRequests, type UserRow, type VerificationRequestRow } from '../db/schema.js';
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { verificationOutcomeMessage } from '../mail/verificationTemplates.js';
import { recipientColumns } from '../mail/templates.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { isoTimestamp } from '../offers/queries.js';

export function toVerificationRequest(row: VerificationRequestRow): VerificationRequest {
  return {
    id: row.id,
    status: row.status,
    organization_name: row.organization_name,
    nip: row.nip,
    regon: row.regon,
    krs: row.krs,
    reason: row.reason,
    decided_at: isoTimestamp(row.decided_at),
    created_at: isoTimestamp(row.created_at),
  };
}

/** What the admin checks: the name and numbers on the profile now. */
export function snapshotOf(user: UserRow) {
  return {
    organization_name: user.organization_name ?? user.full_name ?? user.email,
    nip: user.nip,
    regon: user.regon,
    krs: user.krs,
  };
}

/**
 * The version of what a request asks the admin to check: a SHA-256 of its name and numbers. An organisation that
 * edits its profile while the request waits changes them (reviewAfterProfileEdit), so a decision made on what the
 * admin saw before is refused instead of vouching for data nobody checked. A hash rather than a counter: the same
 * data again is the same version, and no column has to be kept in step.
 */
export function requestVersion(request: Pick<VerificationRequestRow, 'organization_name' | 'nip' | 'regon' | 'krs'>) {
  const reviewed = [request.organization_name, request.nip, request.regon, request.krs];
  return createHash('sha256').update(JSON.stringify(reviewed)).digest('base64url');
}

export async function pendingRequest(db: Db, userId: string): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.user_id, userId), eq(verificationRequests.status, 'pending')))
    .limit(1);
  return row;
}

/** An organisation's verification as its dashboard shows it: the mark and its latest request. */
export async function verificationOf(db: Db, userId: string): Promise<MyVerification> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound);
  const [latest] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.user_id, user.id))
    .orderBy(desc(verificationRequests.created_at), desc(verificationRequests.id))
    .limit(1);
  return {
    is_verified: user.is_verified,
    verified_at: isoTimestamp(user.verified_at),
    request: latest ? toVerificationRequest(latest) : null,
  };
}

/**
 * An organisation asks for a check of its name and numbers: refused for other roles (403), without a name and a
 * NIP or KRS (422), when verified already or while a request waits (409).
 */
export async function requestVerification(db: Db, id: string): Promise<VerificationRequestRow> {
  // The account's row is held: an admin's manual toggle cannot verify it in between, nor a profile save change it.
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!account) throw notFound(USER_ADMIN_MESSAGES.notFound);
    if (!isOrganisationRole(account.role)) throw forbidden(M.organisationsOnly);
    const missing = !account.organization_name ? 'organization_name' : !(account.nip || account.krs) ? 'nip' : null;
    if (missing) throw new HttpError(422, M.needsNumbers, [{ field: missing, message: M.needsNumbers }]);
    if (account.is_verified) throw new HttpError(409, M.alreadyVerified);
    if (await pendingRequest(tx, account.id)) throw new HttpError(409, M.alreadyPending);
    const [row] = await tx
      .insert(verificationRequests)
      .values({ user_id: account.id, ...snapshotOf(account) })
      .returning();
    return row;
  });
}

/**
 * After an organisation edits its profile, inside the save's transaction (which holds the account's row): a waiting
 * request follows the new name and numbers, and a verified organisation that changed its name, NIP or KRS loses the
 * mark whether or not a request waits (it vouches for data no one has checked); without a waiting request one is
 * opened for a new check.
 */
export async function reviewAfterProfileEdit(
  tx: Db,
  before: Pick<UserRow, 'id' | 'organization_name' | 'nip' | 'krs'>,
): Promise<void> {
  const [after] = await tx.select().from(users).where(eq(users.id, before.id));
  const waiting = await pendingRequest(tx, after.id);
  if (waiting)
    await tx.update(verificationRequests).set(snapshotOf(after)).where(eq(verificationRequests.id, waiting.id));
  const changed =
    after.organization_name !== before.organization_name || after.nip !== before.nip || after.krs !== before.krs;
  if (!after.is_verified || !changed) return;
  const [cleared] = await tx
    .update(users)
    .set({ is_verified: false, verified_at: null, updated_at: sql`now()` })
    .where(eq(users.id, after.id))
    .returning();
  const [request] = waiting
    ? [waiting]
    : await tx
        .insert(verificationRequests)
        .values({ user_id: after.id, ...snapshotOf(after) })
        .returning();
  await recordAudit(tx, after, {
    action: 'verification.reset',
    entityType: 'user',
    entityId: after.id,
    before: { is_verified: true, organization_name: before.organization_name, nip: before.nip, krs: before.krs },
    after: { is_verified: cleared.is_verified, verification_request_id: request.id },
  });
}

/** Tells the organisation the admin's decision, queued in the transaction that records it. */
export async function queueVerificationOutcome(
  tx: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  request: VerificationRequestRow,
): Promise<void> {
  const [organisation] = await tx.select(recipientColumns).from(users).where(eq(users.id, request.user_id)).limit(1);
  if (!organisation) return;
  const message = verificationOutcomeMessage(await portalIdentity(tx), config.publicUrl, organisation, request);
  await sendEmailOnce(tx, `verification-outcome:${request.id}`, message);
}
