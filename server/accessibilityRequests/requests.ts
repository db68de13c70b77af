import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCESSIBILITY_ANSWER_DAYS,
  ACCESSIBILITY_REQUEST_MESSAGES as M,
  ACCESSIBILITY_REQUEST_STATUSES,
  OPEN_ACCESSIBILITY_STATUSES,
  type AccessibilityRequest,
  type AccessibilityRequestStatus,
} from '../../shared/accessibilityRequests.js';
import type { AccessibilityRequestInput } from '../../shared/schemas/accessibilityRequest.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { accessibilityRequests, users, type AccessibilityRequestRow } from '../db/schema.js';
import {
  anyOf,
  booleanFilterField,
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
import { accessibilityNoticeForAdmins, accessibilityReceiptMessage } from '../mail/accessibilityTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { isoTimestamp } from '../offers/queries.js';
import { portalIdentity } from '../settings/portalSettings.js';

/** Open and past its due date: the database's clock decides, as it set the due date. */
const overdueCondition = and(
  inArray(accessibilityRequests.status, [...OPEN_ACCESSIBILITY_STATUSES]),
  lt(accessibilityRequests.due_at, sql`now()`),
);
const isOverdue = sql<boolean>`coalesce(${overdueCondition}, false)`;

/**
 * Someone reports a page they cannot use (no account needed). The request, its receipt to the person and the notice
 * to the administrators are written in one transaction: all of them or none.
 */
export async function fileAccessibilityRequest(ctx: AppContext, input: AccessibilityRequestInput): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(accessibilityRequests)
      .values({
        page: input.page,
        problem: input.problem,
        alternative_format: input.alternative_format,
        email: input.email,
        phone: input.phone ?? null,
        due_at: sql`now() + make_interval(days => ${ACCESSIBILITY_ANSWER_DAYS})`,
      })
      .returning();
    const portal = await portalIdentity(tx);
    await sendEmailOnce(
      tx,
      `accessibility-receipt:${request.id}`,
      accessibilityReceiptMessage(portal, ctx.config.publicUrl, request),
    );
    await sendEmailOnce(
      tx,
      `accessibility-notice:${request.id}`,
      accessibilityNoticeForAdmins(portal, ctx.config.publicUrl, request),
    );
    return request.id;
  });
}

const SORTABLE = {
  created_at: accessibilityRequests.created_at,
  due_at: accessibilityRequests.due_at,
  status: accessibilityRequests.status,
};

const listFilter = z.strictObject({
  q: textFilterField,
  status: z.enum(ACCESSIBILITY_REQUEST_STATUSES).optional(),
  overdue: booleanFilterField,
  /** Not answered yet: the overview's count of open requests links here. */
  open: booleanFilterField,
  id: idsFilterField,
});

function selectRequests(db: Db) {
  return db
    .select({ request: accessibilityRequests, overdue: isOverdue, status_changed_by_email: users.email })
    .from(accessibilityRequests)
    .leftJoin(users, eq(users.id, accessibilityRequests.status_changed_by));
}

type RequestListRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toAccessibilityRequest({ request, overdue, status_changed_by_email }: RequestListRow): AccessibilityRequest {
  return {
    id: request.id,
    page: request.page,
    problem: request.problem,
    alternative_format: request.alternative_format,
    email: request.email,
    phone: request.phone,
    status: request.status,
    created_at: isoTimestamp(request.created_at),
    due_at: isoTimestamp(request.due_at),
    overdue: Boolean(overdue),
    status_changed_at: isoTimestamp(request.status_changed_at),
    status_changed_by_email,
    answered_at: isoTimestamp(request.answered_at),
  };
}

export async function accessibilityRequestView(db: Db, id: string): Promise<AccessibilityRequest> {
  const [row] = await selectRequests(db).where(eq(accessibilityRequests.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  return toAccessibilityRequest(row);
}

/** The back office's list: the requests with their due dates, filtered by status or to the overdue ones. */
export async function listAccessibilityRequests(db: Db, query: ListQuery): Promise<ListPage<AccessibilityRequest>> {
  const list = parseListQuery(query, SORTABLE, ['due_at', 'ASC'], accessibilityRequests.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q
      ? matchesText(filter.q, [
          sql`lower(f_unaccent(${accessibilityRequests.page}))`,
          sql`lower(f_unaccent(${accessibilityRequests.problem}))`,
          sql`lower(${accessibilityRequests.email})`,
        ])
      : undefined,
    filter.status ? eq(accessibilityRequests.status, filter.status) : undefined,
    // The back office's switches: on narrows the list, off shows everything.
    filter.overdue ? overdueCondition : undefined,
    filter.open ? inArray(accessibilityRequests.status, [...OPEN_ACCESSIBILITY_STATUSES]) : undefined,
    filter.id ? anyOf(accessibilityRequests.id, filter.id) : undefined,
  );
  const page = await listPage(
    db,
    list,
    selectRequests(db).where(where).$dynamic(),
    db.select({ id: accessibilityRequests.id }).from(accessibilityRequests).where(where),
  );
  return { ...page, rows: page.rows.map(toAccessibilityRequest) };
}

/** An administrator moves a request on (new, in progress, answered); the change is audited. */
export async function changeAccessibilityRequestStatus(
  db: Db,
  actor: AuthUser,
  id: string,
  status: AccessibilityRequestStatus,
): Promise<AccessibilityRequest> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(accessibilityRequests)
      .where(eq(accessibilityRequests.id, id))
      .for('update');
    if (!before) throw notFound(M.notFound);
    if (before.status === status) throw new HttpError(409, M.sameStatus);
    const [after] = await tx
      .update(accessibilityRequests)
      .set({
        status,
        status_changed_by: actor.id,
        status_changed_at: sql`now()`,
        answered_at: status === 'answered' ? sql`now()` : null,
      })
      .where(eq(accessibilityRequests.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'accessibility_request.status',
      entityType: 'accessibility_request',
      entityId: id,
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  return accessibilityRequestView(db, id);
}

/** The audit keeps what changed, not the person's contact details or their description of the problem. */
const auditedFields = (row: AccessibilityRequestRow) => ({
  status: row.status,
  due_at: row.due_at,
  answered_at: row.answered_at,
});

/** The overview's figures: requests not yet answered, and those of them past their due date. */
export async function accessibilityRequestCounts(db: Db): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${accessibilityRequests.due_at} < now())::int`,
    })
    .from(accessibilityRequests)
    .where(inArray(accessibilityRequests.status, [...OPEN_ACCESSIBILITY_STATUSES]));
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}
