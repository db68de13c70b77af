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
  /**
   * Whether the author's own save moves content out of a restrictive status (to review, or a draft). When not, the
   * content keeps the decision's status until an administrator or an appeal changes it; the author may still edit it.
   */
  authorLeavesRestriction: boolean;
  /** The status a notice's decision moves the content to. */
  onNotice: Record<Exclude<ReportDecision, 'no_action'>, S>;
}

export const OFFER_STATUS_MACHINE: StatusMachine<OfferStatus> = {
  statuses: OFFER_STATUSES,
  authorSets: ['draft', 'pending_approval'],
  publicStatus: 'active',
  awaitingReview: 'pending_approval',
  restrictive: { rejected: 'content_removed', inactive: 'visibility_restricted' },
  // A rejected or hidden offer the author corrects goes back to a moderator's review.
  authorLeavesRestriction: true,
  onNotice: { content_removed: 'rejected', visibility_restricted: 'inactive' },
};

export const BLOG_STATUS_MACHINE: StatusMachine<BlogStatus> = {
  statuses: BLOG_STATUSES,
  // `archived` is what 'restrict visibility' sets, so it is not the author's: he takes an article down as a draft. An
  // author who could archive, or edit an archived article keeping the status, had his rewrite look like the article a
  // decision hid, and an appeal's reversal published it.
  authorSets: ['draft', 'pending_approval'],
  publicStatus: 'published',
  awaitingReview: 'pending_approval',
  restrictive: { rejected: 'content_removed', archived: 'visibility_restricted' },
  authorLeavesRestriction: false,
  onNotice: { content_removed: 'rejected', visibility_restricted: 'archived' },
};

/** An account is active or banned; a ban is the only restriction of an account. */
export const ACCOUNT_STATUSES = ['active', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_RESTRICTIONS: Partial<Record<AccountStatus, DecisionType>> = { banned: 'account_banned' };

/** Content in a decision's status that its author may not move out of (the machine's authorLeavesRestriction). */
export function heldByDecision<S extends string>(machine: StatusMachine<S>, current: S | null): boolean {
  return current !== null && !machine.authorLeavesRestriction && current in machine.restrictive;
}

/**
 * Whether an author's request is refused outright rather than resolved: asking for a restrictive status of a machine
 * whose restrictions bind the author (an article's `archived`) is asking for a moderator's decision.
 */
export function authorAsksForDecision<S extends string>(machine: StatusMachine<S>, requested: S, current: S | null) {
  return !machine.authorLeavesRestriction && !heldByDecision(machine, current) && requested in machine.restrictive;
}

/** The statuses an author chooses among in the form: what he sets himself and the public one (via review). */
export const authorChoices = <S extends string>(machine: StatusMachine<S>): S[] => [
  ...machine.authorSets,
  machine.publicStatus,
];

/** The status a request ends in: as asked for an administrator, by the machine's rules for an author. */
export function resolveStatus<S extends string>(
  machine: StatusMachine<S>,
  requested: S,
  current: S | null,
  actorIsAdmin: boolean,
  changesApproved = false,
): S {
  if (actorIsAdmin) return requested;
  if (current !== null && heldByDecision(machine, current)) return current;
  if (machine.authorSets.includes(requested)) return requested;
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
