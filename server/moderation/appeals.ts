import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import {
  APPEAL_STATUSES,
  appealDeadline,
  mayDecideAppeal,
  restrictionSummary,
  type AdminAppeal,
  type AppealOutcome,
} from '../../shared/moderation.js';
import { actorKeyOf, recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { appeals, blogPosts, moderationDecisions, users, type AppealRow, type DecisionRow } from '../db/schema.js';
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
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { appealOutcomeMessage } from '../mail/moderationTemplates.js';
import { recipientColumns } from '../mail/templates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { targetPath } from './targets.js';
import { moderate, restoreTarget } from './transitions.js';

/*
 * Appeals (DSA art. 20): an author contests a decision about his content or account within six months; another
 * administrator upholds or reverses it, and the author is told the outcome.
 */

const SORTABLE = {
  created_at: appeals.created_at,
  status: appeals.status,
  decided_at: appeals.decided_at,
};

const listFilter = z.strictObject({
  q: textFilterField,
  status: z.enum(APPEAL_STATUSES).optional(),
  id: idsFilterField,
});

/** Files the author's appeal against a decision about him; answers its id. */
export async function fileAppeal(
  db: Db,
  author: Pick<AuthUser, 'id'>,
  { decision_id, explanation }: { decision_id: string; explanation: string },
): Promise<string> {
  const [decision] = await db
    .select()
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.id, decision_id), eq(moderationDecisions.user_id, author.id)))
    .limit(1);
  if (!decision) throw notFound(MODERATION_MESSAGES.decisionNotFound);
  if (appealDeadline(decision.created_at) <= new Date()) {
    throw new HttpError(422, MODERATION_MESSAGES.appealLate, [
      { field: 'decision_id', message: MODERATION_MESSAGES.appealLate },
    ]);
  }
  const [appeal] = await db
    .insert(appeals)
    .values({ decision_id, user_id: author.id, explanation })
    .onConflictDoNothing({ target: appeals.decision_id })
    .returning({ id: appeals.id });
  if (!appeal) throw new HttpError(409, MODERATION_MESSAGES.appealExists);
  return appeal.id;
}

const postSlug = alias(blogPosts, 'appealed_post');
const profile = alias(users, 'appealed_profile');
const appellant = alias(users, 'appellant');

/** Appeals with their decision, the appellant's name and the slug the target's public address needs. */
function selectAppeals(db: Db) {
  return db
    .select({
      appeal: appeals,
      decision: moderationDecisions,
      appellant: sql<
        string | null
      >`coalesce(${appellant.organization_name}, ${appellant.full_name}, ${appellant.email})`,
      slug: sql<string | null>`coalesce(${postSlug.slug}, ${profile.company_slug})`,
    })
    .from(appeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decision_id))
    .leftJoin(appellant, eq(appellant.id, appeals.user_id))
    .leftJoin(
      postSlug,
      and(eq(moderationDecisions.target_type, 'blog_post'), eq(postSlug.id, moderationDecisions.target_id)),
    )
    .leftJoin(
      profile,
      and(eq(moderationDecisions.target_type, 'profile'), eq(profile.id, moderationDecisions.target_id)),
    );
}
type AppealJoin = Awaited<ReturnType<ReturnType<typeof selectAppeals>['execute']>>[number];

/** Administrators who can act now: those not banned. */
async function activeAdminCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(
      and(
        inArray(users.role, ['admin', 'superadmin']),
        or(isNull(users.banned_until), lte(users.banned_until, sql`now()`)),
      ),
    );
  return row.value;
}

function toAdminAppeal(
  { appeal, decision, appellant, slug }: AppealJoin,
  actorId: string,
  admins: number,
): AdminAppeal {
  const type = decision.target_type;
  return {
    id: appeal.id,
    status: appeal.status,
    outcome: appeal.outcome,
    statement: appeal.statement,
    explanation: appeal.explanation,
    appellant,
    restored_status: appeal.restored_status,
    created_at: appeal.created_at,
    decided_at: appeal.decided_at,
    decision_id: decision.id,
    target_type: type,
    target_id: decision.target_id,
    target_title: decision.target_title,
    target_path: targetPath(type, decision.target_id, slug),
    decision_type: decision.decision_type,
    decision_summary: restrictionSummary(decision),
    decision_ground: decision.ground,
    decision_statement: decision.statement,
    decision_created_at: decision.created_at,
    can_decide: appeal.status === 'open' && mayDecideAppeal(actorId, decision.decided_by, admins),
  };
}

/** One page of the back office's 'Odwołania', each saying whether the signed-in admin may decide it. */
export async function listAppeals(db: Db, actor: AuthUser, query: ListQuery): Promise<ListPage<AdminAppeal>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'DESC'], appeals.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q ? matchesText(filter.q, [sql`lower(f_unaccent(${moderationDecisions.target_title}))`]) : undefined,
    filter.status ? eq(appeals.status, filter.status) : undefined,
    filter.id ? anyOf(appeals.id, filter.id) : undefined,
  );
  const [page, admins] = await Promise.all([
    listPage(
      db,
      list,
      selectAppeals(db).where(where).$dynamic(),
      db
        .select({ id: appeals.id })
        .from(appeals)
        .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decision_id))
        .where(where),
    ),
    activeAdminCount(db),
  ]);
  return { ...page, rows: page.rows.map((row) => toAdminAppeal(row, actor.id, admins)) };
}

export async function appealView(db: Db, id: string, actor: AuthUser): Promise<AdminAppeal> {
  const [row] = await selectAppeals(db).where(eq(appeals.id, id)).limit(1);
  if (!row) throw notFound(MODERATION_MESSAGES.appealNotFound);
  return toAdminAppeal(row, actor.id, await activeAdminCount(db));
}

/** Tells the author the outcome (DSA art. 20 ust. 5), whichever way it went: queued with the outcome itself. */
async function queueAppealOutcome(tx: Db, appeal: AppealRow, decision: DecisionRow): Promise<void> {
  if (!appeal.user_id) return;
  const [author] = await tx.select(recipientColumns).from(users).where(eq(users.id, appeal.user_id));
  if (!author) return;
  const message = appealOutcomeMessage(await portalIdentity(tx), author, appeal, decision);
  if (!(await sendEmailOnce(tx, `appeal-outcome:${appeal.id}`, message))) return;
  await tx
    .update(appeals)
    .set({ outcome_sent_at: sql`now()` })
    .where(eq(appeals.id, appeal.id));
}

/**
 * Another administrator than the decision's author (unless he is the only one) upholds the decision or reverses it,
 * which gives the target back its status; the author is told the outcome. Answers the appeal as decided.
 */
export async function decideAppeal(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  { outcome, statement }: { outcome: AppealOutcome; statement: string },
  log: FastifyBaseLogger,
): Promise<AdminAppeal> {
  await moderate(ctx, actor, log, async ({ tx, apply }) => {
    const [before] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update');
    if (!before) throw notFound(MODERATION_MESSAGES.appealNotFound);
    if (before.status !== 'open') throw new HttpError(409, MODERATION_MESSAGES.appealDecided);
    const [decision] = await tx
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, before.decision_id));
    if (!mayDecideAppeal(actor.id, decision.decided_by, await activeAdminCount(tx))) {
      throw forbidden(MODERATION_MESSAGES.appealOwnDecision);
    }
    const restored = outcome === 'reversed' ? await restoreTarget(apply, actor, decision) : null;
    const [after] = await tx
      .update(appeals)
      .set({
        status: 'decided',
        outcome,
        statement,
        restored_status: restored?.status ?? null,
        content_changed: restored?.contentChanged ?? false,
        decided_by: actor.id,
        decided_by_key: actorKeyOf(actor.id),
        decided_at: sql`now()`,
      })
      .where(eq(appeals.id, before.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'appeal.decide',
      entityType: 'appeal',
      entityId: before.id,
      before,
      after,
      decisionId: decision.id,
    });
    await queueAppealOutcome(tx, after, decision);
  });
  return appealView(ctx.db, id, actor);
}
