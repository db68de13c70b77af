import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { VERIFICATION_MESSAGES as M } from '../../shared/messages.js';
import { VERIFICATION_STATUSES, type AdminVerification, type VerificationDecision } from '../../shared/verification.js';
import type { Account } from '../../shared/permissions.js';
import { actorKeyOf, recordAudit } from '../audit/audit.js';
import { emailAsSeenBy } from '../audit/visibility.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { users, verificationRequests, type VerificationRequestRow } from '../db/schema.js';
import {
  anyOf,
  idsFilterField,
  matchesText,
  parseFilter,
  textFilterField,
  listPage,
  type ListPage,
} from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { queueVerificationOutcome, requestVersion, toVerificationRequest } from './requests.js';

const SORTABLE = {
  created_at: verificationRequests.created_at,
  status: verificationRequests.status,
  organization_name: verificationRequests.organization_name,
  decided_at: verificationRequests.decided_at,
};

const listFilter = z.strictObject({
  q: textFilterField,
  status: z.enum(VERIFICATION_STATUSES).optional(),
  id: idsFilterField,
});

const decider = alias(users, 'decider');

/** The requests with their organisation's account and the deciding admin's e-mail as the viewer may read it. */
function selectVerifications(db: Db, viewer: Account) {
  return db
    .select({
      request: verificationRequests,
      email: users.email,
      company_slug: users.company_slug,
      decided_by_email: emailAsSeenBy(viewer, decider.id, decider.email),
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.user_id))
    .leftJoin(decider, eq(decider.id, verificationRequests.decided_by));
}

type VerificationListRow = Awaited<ReturnType<ReturnType<typeof selectVerifications>['execute']>>[number];

/**
 * The requests as 'Weryfikacje' shows them, each with the other accounts whose profile has its NIP (one query for the
 * page): the admin is told that one NIP sits on several accounts before deciding.
 */
async function toAdminVerifications(db: Db, rows: VerificationListRow[]): Promise<AdminVerification[]> {
  const nips = [...new Set(rows.flatMap(({ request }) => (request.nip ? [request.nip] : [])))];
  const holders = nips.length
    ? await db
        .select({
          id: users.id,
          nip: users.nip,
          email: users.email,
          name: sql<string>`coalesce(${users.organization_name}, ${users.full_name}, ${users.email})`,
        })
        .from(users)
        .where(inArray(users.nip, nips))
        .orderBy(users.created_at, users.id)
    : [];
  return rows.map(({ request, ...account }) => ({
    ...toVerificationRequest(request),
    user_id: request.user_id,
    ...account,
    version: requestVersion(request),
    same_nip_accounts: holders
      .filter((holder) => holder.nip === request.nip && holder.id !== request.user_id)
      .map(({ id, name, email }) => ({ id, name, email })),
  }));
}

export async function verificationView(db: Db, viewer: Account, id: string): Promise<AdminVerification> {
  const rows = await selectVerifications(db, viewer).where(eq(verificationRequests.id, id)).limit(1);
  if (!rows.length) throw notFound(M.notFound);
  return (await toAdminVerifications(db, rows))[0];
}

/** The back office's 'Weryfikacje': one page of the organisations' requests, filtered and sorted. */
export async function listVerifications(
  db: Db,
  viewer: Account,
  query: ListQuery,
): Promise<ListPage<AdminVerification>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'DESC'], verificationRequests.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q
      ? matchesText(filter.q, [
          sql`lower(f_unaccent(${verificationRequests.organization_name}))`,
          sql`lower(${users.email})`,
          sql`coalesce(${verificationRequests.nip}, '') || ' ' || coalesce(${verificationRequests.krs}, '')`,
        ])
      : undefined,
    filter.status ? eq(verificationRequests.status, filter.status) : undefined,
    filter.id ? anyOf(verificationRequests.id, filter.id) : undefined,
  );
  const page = await listPage(
    db,
    list,
    selectVerifications(db, viewer).where(where).$dynamic(),
    db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .innerJoin(users, eq(users.id, verificationRequests.user_id))
      .where(where),
  );
  return { ...page, rows: await toAdminVerifications(db, page.rows) };
}

/**
 * An administrator approves a waiting request (the organisation gets the verified mark) or rejects it with a
 * reason; the organisation is told. Answers the request as decided.
 */
export async function decideVerification(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  { decision, reason, version }: { decision: VerificationDecision; reason?: string; version: string },
): Promise<AdminVerification> {
  if (decision === 'rejected' && !reason) {
    throw new HttpError(422, M.rejectionReason, [{ field: 'reason', message: M.rejectionReason }]);
  }
  const decided: VerificationRequestRow = await ctx.db.transaction(async (tx) => {
    // The organisation's row first, as a profile save takes it before its request: never the other way round.
    const [owner] = await tx
      .select({ id: verificationRequests.user_id })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    if (!owner) throw notFound(M.notFound);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
    const [before] = await tx.select().from(verificationRequests).where(eq(verificationRequests.id, id)).for('update');
    if (!before) throw notFound(M.notFound);
    if (before.status !== 'pending') throw new HttpError(409, M.decided);
    if (requestVersion(before) !== version) throw new HttpError(409, M.changed);
    const [after] = await tx
      .update(verificationRequests)
      .set({
        status: decision,
        reason: reason ?? null,
        decided_by: actor.id,
        decided_by_key: actorKeyOf(actor.id),
        decided_at: sql`now()`,
      })
      .where(eq(verificationRequests.id, before.id))
      .returning();
    const approved = decision === 'approved';
    await tx
      .update(users)
      .set({ is_verified: approved, verified_at: approved ? after.decided_at : null, updated_at: sql`now()` })
      .where(eq(users.id, before.user_id));
    // The results show the verified mark and filter on it.
    await announceChange(tx, 'search');
    await recordAudit(tx, actor, {
      action: 'verification.decide',
      entityType: 'verification',
      entityId: before.id,
      before,
      after,
    });
    await queueVerificationOutcome(tx, ctx.config, after);
    return after;
  });
  return verificationView(ctx.db, actor, decided.id);
}
