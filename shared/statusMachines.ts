import { BLOG_STATUSES, type BlogStatus } from './labels/blog.js';
import { OFFER_STATUSES, type OfferInputStatus, type OfferStatus } from './labels/offers.js';
import type { DecisionType, ReportDecision } from './moderation.js';

/**
 * The life of an offer or an article, as data. An administrator moves content to any status. An author sets some
 * statuses himself, keeps the public one only while what a moderator approved stays the same, and any other request
 * of his waits for a moderator. The statuses that restrict an author's content are decisions, each with a statement
 * of reasons e-mailed to the author (server/moderation/transitions.ts carries them out).
 */
export interface StatusMachine<S extends string> {
  statuses: readonly S[];
  /** What the author may set himself at any time. */
  authorSets: readonly S[];
  /** The public status: the author keeps it while the approved content is unchanged, never reaches it alone. */
  publicStatus: S;
  /** What any other request of the author becomes. */
  awaitingReview: S;
  /** The statuses that, set by an administrator, restrict the author's content, and how. */
  restrictive: Partial<Record<S, DecisionType>>;
  /** The status a notice's decision moves the content to. */
  onNotice: Record<Exclude<ReportDecision, 'no_action'>, S>;
}

export const OFFER_STATUS_MACHINE: StatusMachine<OfferStatus> = {
  statuses: OFFER_STATUSES,
  authorSets: ['draft', 'pending_approval'],
  publicStatus: 'active',
  awaitingReview: 'pending_approval',
  restrictive: { rejected: 'content_removed', inactive: 'visibility_restricted' },
  onNotice: { content_removed: 'rejected', visibility_restricted: 'inactive' },
};

export const BLOG_STATUS_MACHINE: StatusMachine<BlogStatus> = {
  statuses: BLOG_STATUSES,
  // An author may take his own article out of the portal; the same status set by an administrator restricts it.
  authorSets: ['draft', 'pending_approval', 'archived'],
  publicStatus: 'published',
  awaitingReview: 'pending_approval',
  restrictive: { rejected: 'content_removed', archived: 'visibility_restricted' },
  onNotice: { content_removed: 'rejected', visibility_restricted: 'archived' },
};

/** An account is active or banned; a ban is the only restriction of an account. */
export const ACCOUNT_STATUSES = ['active', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_RESTRICTIONS: Partial<Record<AccountStatus, DecisionType>> = { banned: 'account_banned' };

/** The status a request ends in: as asked for an administrator, by the machine's rules for an author. */
export function resolveStatus<S extends string>(
  machine: StatusMachine<S>,
  requested: S,
  current: S | null,
  actorIsAdmin: boolean,
  changesApproved = false,
): S {
  if (actorIsAdmin || machine.authorSets.includes(requested)) return requested;
  const staysPublic = requested === machine.publicStatus && current === machine.publicStatus && !changesApproved;
  return staysPublic ? requested : machine.awaitingReview;
}

/** How a change from `before` to `after` restricts the content, or null when it does not. */
export function restrictionOf<S extends string>(
  restrictive: Partial<Record<S, DecisionType>>,
  before: S,
  after: S,
): DecisionType | null {
  return before === after ? null : (restrictive[after] ?? null);
}

/** An offer's status after a request; `published` is the offer schema's other name for `active`. */
export const resolveOfferStatus = (
  requested: OfferInputStatus,
  current: OfferStatus | null,
  actorIsAdmin: boolean,
  changesApproved = false,
): OfferStatus =>
  resolveStatus(
    OFFER_STATUS_MACHINE,
    requested === 'published' ? 'active' : requested,
    current,
    actorIsAdmin,
    changesApproved,
  );

export const resolveBlogStatus = (
  requested: BlogStatus,
  current: BlogStatus | null,
  actorIsAdmin: boolean,
  changesApproved = false,
): BlogStatus => resolveStatus(BLOG_STATUS_MACHINE, requested, current, actorIsAdmin, changesApproved);
