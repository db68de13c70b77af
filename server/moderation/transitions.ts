import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { displayName } from '../../shared/displayName.js';
import { isBlogStatus } from '../../shared/labels/blog.js';
import { isOfferStatus } from '../../shared/labels/offers.js';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import type { DecisionType, ModerationTarget, ReportDecision, ReportReason } from '../../shared/moderation.js';
import { canBanUser, canSeeUser, isBanned } from '../../shared/permissions.js';
import {
  ACCOUNT_RESTRICTIONS,
  BLOG_STATUS_MACHINE,
  OFFER_STATUS_MACHINE,
  restrictionOf,
  type AccountStatus,
} from '../../shared/statusMachines.js';
import { recordAudit, type AuditEvent } from '../audit/audit.js';
import { publicationChanges } from '../blog/adminQueries.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import {
  blogPosts,
  offers,
  users,
  type BlogPostRow,
  type DecisionRow,
  type OfferRow,
  type UserRow,
} from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { indexBlogPosts, indexOffers } from '../search/indexing.js';
import { queueDecisionNotice, recordRestriction } from './decisions.js';
import { articleFingerprint, offerFingerprint } from './fingerprint.js';

/*
 * Every change an administrator makes to an offer, an article or an account goes through `transition`: lock the row,
 * work out the change from it as locked, write it, record the decision and its statement of reasons when the change
 * restricts the author's content, and write the audit entry, all in one transaction. `moderate` runs that
 * transaction and then sends each recorded decision's statement of reasons to its author.
 */

interface Rows {
  offer: OfferRow;
  blog_post: BlogPostRow;
  profile: UserRow;
}
interface ChangeSets {
  offer: PgUpdateSetSource<typeof offers>;
  blog_post: PgUpdateSetSource<typeof blogPosts>;
  profile: PgUpdateSetSource<typeof users>;
}

/** How one kind of target is locked, written and described. */
interface Target<Row, Changes> {
  audited: AuditEvent['entityType'];
  lock: (tx: Db, id: string) => Promise<Row | undefined>;
  write: (tx: Db, id: string, changes: Changes) => Promise<Row>;
  status: (row: Row) => string;
  restrictive: Partial<Record<string, DecisionType>>;
  author: (row: Row) => string;
  title: (row: Row) => string;
  /** What a decision about the target records of its content, for a reversal to compare (null: an account). */
  fingerprint: (row: Row) => string | null;
}

const accountStatus = (row: UserRow): AccountStatus => (isBanned(row.banned_until) ? 'banned' : 'active');

const TARGETS: { [T in ModerationTarget]: Target<Rows[T], ChangeSets[T]> } = {
  offer: {
    audited: 'offer',
    lock: async (tx, id) => (await tx.select().from(offers).where(eq(offers.id, id)).for('update'))[0],
    async write(tx, id, changes) {
      const [row] = await tx
        .update(offers)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(offers.id, id))
        .returning();
      // An administrator may change the text or the category, which the lexemes are made of.
      await indexOffers(tx, { ids: [id] });
      await announceChange(tx, 'search');
      return row;
    },
    status: (row) => row.status,
    restrictive: OFFER_STATUS_MACHINE.restrictive,
    author: (row) => row.owner_id,
    title: (row) => row.title,
    fingerprint: offerFingerprint,
  },
  blog_post: {
    audited: 'blog_post',
    lock: async (tx, id) => (await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'))[0],
    async write(tx, id, changes) {
      const [row] = await tx
        .update(blogPosts)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning();
      await indexBlogPosts(tx, { ids: [id] });
      // The search's cache also keeps each published article's answer (server/http/cachedJson.ts).
      await announceChange(tx, 'search');
      return row;
    },
    status: (row) => row.status,
    restrictive: BLOG_STATUS_MACHINE.restrictive,
    author: (row) => row.author_id,
    title: (row) => row.title,
    fingerprint: articleFingerprint,
  },
  profile: {
    audited: 'user',
    lock: async (tx, id) => (await tx.select().from(users).where(eq(users.id, id)).for('update'))[0],
    async write(tx, id, changes) {
      const [row] = await tx
        .update(users)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      // A ban hides the account's offers from the search.
      await announceChange(tx, 'search');
      return row;
    },
    status: accountStatus,
    restrictive: ACCOUNT_RESTRICTIONS,
    author: (row) => row.id,
    title: displayName,
    fingerprint: () => null,
  },
};

/** Why a change is made: an administrator's own statement of reasons, or the decision an appeal reversed. */
export type Grounds =
  { statement?: string; ground?: ReportReason; reportId?: string | null } | { reverses: DecisionRow };

export interface TransitionRequest<T extends ModerationTarget> {
  target: T;
  id: string;
  /** The audit log's name for the change ('offer.status', 'user.ban' …). */
  action: string;
  /** The changes, worked out from the row as locked (may refuse by throwing); null when there is nothing to do. */
  changesOf: (before: Rows[T], tx: Db) => ChangeSets[T] | null | Promise<ChangeSets[T] | null>;
  /** The refusal when the target does not exist; without one, a target that has gone is nothing to do. */
  missing?: () => HttpError;
  /** Required (a statement) when the change restricts the author's content. */
  grounds?: Grounds;
}

export interface TransitionResult<T extends ModerationTarget> {
  before: Rows[T];
  after: Rows[T];
  /** The decision recorded because the change restricts, with its statement of reasons. */
  decision: DecisionRow | null;
}

/** One change of an offer, an article or an account, in the caller's transaction; null when nothing was to be done. */
export async function transition<T extends ModerationTarget>(
  tx: Db,
  actor: AuthUser,
  request: TransitionRequest<T>,
): Promise<TransitionResult<T> | null> {
  const target = TARGETS[request.target];
  const before = await target.lock(tx, request.id);
  if (!before) {
    if (request.missing) throw request.missing();
    return null;
  }
  const changes = await request.changesOf(before, tx);
  if (!changes) return null;
  const after = await target.write(tx, request.id, changes);
  const grounds = request.grounds ?? {};
  const reverses = 'reverses' in grounds ? grounds.reverses : null;
  const restriction = restrictionOf(target.restrictive, target.status(before), target.status(after));
  const decision =
    restriction && !('reverses' in grounds)
      ? await recordRestriction(tx, actor, {
          targetType: request.target,
          targetId: request.id,
          targetTitle: target.title(after),
          fingerprint: target.fingerprint(after),
          userId: target.author(after),
          decisionType: restriction,
          previousStatus: target.status(before),
          newStatus: target.status(after),
          reason: grounds.statement,
          ground: grounds.ground,
          reportId: grounds.reportId,
        })
      : null;
  await recordAudit(tx, actor, {
    action: request.action,
    entityType: target.audited,
    entityId: request.id,
    before,
    after,
    decisionId: decision?.id ?? reverses?.id,
  });
  return { before, after, decision };
}

/** A moderation transaction: its transitions, and the transaction for the caller's own records. */
export interface Moderation {
  tx: Db;
  apply: <T extends ModerationTarget>(request: TransitionRequest<T>) => Promise<TransitionResult<T> | null>;
}

/**
 * Runs `work` in one transaction, which also queues each recorded decision's statement of reasons to its author:
 * committed, every author is told (once, by the outbox); rolled back, nobody is.
 */
export async function moderate<R>(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  work: (moderation: Moderation) => Promise<R>,
): Promise<R> {
  const decided: DecisionRow[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const value = await work({
      tx,
      async apply(request) {
        const done = await transition(tx, actor, request);
        if (done?.decision) decided.push(done.decision);
        return done;
      },
    });
    for (const decision of decided) await queueDecisionNotice(tx, ctx.config, decision);
    return value;
  });
  if (decided.length) {
    log.info(
      { decisions: decided.map((decision) => decision.id) },
      'decyzje zapisane, uzasadnienia czekają na wysłanie',
    );
  }
  return result;
}

/** One transition in its own moderation transaction, of a target that must exist. */
export function moderateOne<T extends ModerationTarget>(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  request: TransitionRequest<T> & {
    changesOf: (before: Rows[T], tx: Db) => ChangeSets[T] | Promise<ChangeSets[T]>;
    missing: () => HttpError;
  },
): Promise<TransitionResult<T>> {
  return moderate(ctx, actor, log, async ({ apply }) => {
    const done = await apply(request);
    // Never null: a missing target threw `missing`, and the change is never empty.
    if (!done) throw request.missing();
    return done;
  });
}

/** Banning and lifting a ban are the super administrator's, and never of a super administrator's account. */
function mayBan(actor: AuthUser, account: UserRow): void {
  const allowed = canBanUser(actor, { id: account.id, role: account.role });
  if (!allowed.allowed) throw forbidden(allowed.message);
}

/** A ban lasts until it is lifted: banned_until is set this far ahead. */
const BAN_YEARS = 100;

function banEnd(now = new Date()): string {
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + BAN_YEARS);
  return end.toISOString();
}

/** A ban bumps the token version, so that every session of the account ends at once. */
const banChanges = () => ({ banned_until: banEnd(), token_version: sql`${users.token_version} + 1` });

/**
 * The super administrator bans or unbans an account. An account the actor may not see answers as one that does not
 * exist. Banning a banned account renews the ban; only a ban of an active account is a decision.
 */
export function setBan(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  request: { id: string; ban: boolean; grounds: Grounds; notFound: () => HttpError },
): Promise<TransitionResult<'profile'>> {
  return moderateOne(ctx, actor, log, {
    target: 'profile',
    id: request.id,
    action: request.ban ? 'user.ban' : 'user.unban',
    changesOf: (account) => {
      if (!canSeeUser(actor, { id: account.id, role: account.role })) throw request.notFound();
      mayBan(actor, account);
      return request.ban ? banChanges() : { banned_until: null };
    },
    missing: request.notFound,
    grounds: request.grounds,
  });
}

const targetGone = () => notFound(MODERATION_MESSAGES.reportTargetMissing);

/**
 * Carries out a notice's decision on its target: an offer or article moves to the decision's status, a profile's
 * account is banned. Null when the target was already restricted that way.
 */
export async function restrictOnNotice(
  apply: Moderation['apply'],
  actor: AuthUser,
  notice: {
    type: ModerationTarget;
    id: string;
    decision: Exclude<ReportDecision, 'no_action'>;
    grounds: { statement: string; ground: ReportReason | undefined; reportId: string };
  },
): Promise<DecisionRow | null> {
  const { type, id, decision, grounds } = notice;
  if (type === 'offer') {
    const status = OFFER_STATUS_MACHINE.onNotice[decision];
    const done = await apply({
      target: 'offer',
      id,
      action: 'offer.status',
      changesOf: (offer) => (offer.status === status ? null : { status }),
      missing: targetGone,
      grounds,
    });
    return done?.decision ?? null;
  }
  if (type === 'blog_post') {
    const status = BLOG_STATUS_MACHINE.onNotice[decision];
    const done = await apply({
      target: 'blog_post',
      id,
      action: 'blog_post.status',
      changesOf: (post) => (post.status === status ? null : { status }),
      missing: targetGone,
      grounds,
    });
    return done?.decision ?? null;
  }
  if (decision !== 'content_removed') {
    throw new HttpError(422, MODERATION_MESSAGES.profileRestriction, [
      { field: 'decision', message: MODERATION_MESSAGES.profileRestriction },
    ]);
  }
  const done = await apply({
    target: 'profile',
    id,
    action: 'user.ban',
    changesOf: (account) => {
      mayBan(actor, account);
      return isBanned(account.banned_until) ? null : banChanges();
    },
    missing: targetGone,
    grounds,
  });
  return done?.decision ?? null;
}

/** What a reversal did: the status given back, and whether the content had changed since the decision. */
export interface Restoration {
  status: string;
  contentChanged: boolean;
}

/**
 * The status a reversal gives content still in the decision's status: the one before the decision while the content
 * is what was decided on (its fingerprint matches), otherwise the machine's review status, so that text written after
 * the decision is approved before anyone sees it. A decision recorded without a fingerprint counts as changed.
 */
function reversedStatus<S extends string>(decision: DecisionRow, previous: S, review: S, fingerprintNow: string) {
  const unchanged = decision.content_fingerprint !== null && decision.content_fingerprint === fingerprintNow;
  return { status: unchanged ? previous : review, contentChanged: !unchanged };
}

/**
 * Undoes a decision reversed on appeal: the offer or article returns to the status it had before (or to review, when
 * its content changed since), a banned account is unbanned. Null when the target has gone or left the decision's
 * status since (then its present state is the author's or another administrator's later choice and is left alone).
 */
export async function restoreTarget(
  apply: Moderation['apply'],
  actor: AuthUser,
  decision: DecisionRow,
): Promise<Restoration | null> {
  const { target_id: id, previous_status: previous, new_status: restricted } = decision;
  const grounds = { reverses: decision };
  let contentChanged = false;
  if (decision.target_type === 'offer') {
    const done = await apply({
      target: 'offer',
      id,
      action: 'offer.status',
      changesOf: (offer) => {
        if (offer.status !== restricted || !isOfferStatus(previous)) return null;
        const review = OFFER_STATUS_MACHINE.awaitingReview;
        const reversed = reversedStatus(decision, previous, review, offerFingerprint(offer));
        contentChanged = reversed.contentChanged;
        return { status: reversed.status };
      },
      grounds,
    });
    return done ? { status: done.after.status, contentChanged } : null;
  }
  if (decision.target_type === 'blog_post') {
    const done = await apply({
      target: 'blog_post',
      id,
      action: 'blog_post.status',
      changesOf: (post) => {
        if (post.status !== restricted || !isBlogStatus(previous)) return null;
        const review = BLOG_STATUS_MACHINE.awaitingReview;
        const reversed = reversedStatus(decision, previous, review, articleFingerprint(post));
        contentChanged = reversed.contentChanged;
        return publicationChanges(post, reversed.status);
      },
      grounds,
    });
    return done ? { status: done.after.status, contentChanged } : null;
  }
  const done = await apply({
    target: 'profile',
    id,
    action: 'user.unban',
    changesOf: (account) => {
      mayBan(actor, account);
      return isBanned(account.banned_until) ? { banned_until: null } : null;
    },
    grounds,
  });
  return done ? { status: 'active', contentChanged: false } : null;
}
