import { describe, expect, it } from 'vitest';
import { BLOG_STATUSES, type BlogStatus } from '../../shared/labels/blog.js';
import { OFFER_STATUSES, type OfferStatus } from '../../shared/labels/offers.js';
import type { DecisionType } from '../../shared/moderation.js';
import {
  ACCOUNT_RESTRICTIONS,
  BLOG_STATUS_MACHINE,
  OFFER_STATUS_MACHINE,
  authorAsksForDecision,
  authorChoices,
  resolveBlogStatus,
  resolveOfferStatus,
  restrictionOf,
} from '../../shared/statusMachines.js';

type Who = 'author' | 'admin';
/** [who asks, the status now (null: a new record), what he asks for, whether his edit changes approved content, what he gets] */
type Row<S extends string, R extends string = S> = [Who, S | null, R, boolean, S];

const OFFER_REQUESTS: Row<OfferStatus, OfferStatus | 'published'>[] = [
  ['author', null, 'draft', false, 'draft'],
  ['author', null, 'pending_approval', false, 'pending_approval'],
  ['author', null, 'active', false, 'pending_approval'],
  ['author', null, 'published', false, 'pending_approval'],
  ['author', 'draft', 'active', false, 'pending_approval'],
  ['author', 'active', 'active', false, 'active'],
  ['author', 'active', 'published', false, 'active'],
  ['author', 'active', 'active', true, 'pending_approval'],
  ['author', 'active', 'draft', false, 'draft'],
  ['author', 'active', 'inactive', false, 'pending_approval'],
  ['author', 'rejected', 'active', false, 'pending_approval'],
  ['author', 'rejected', 'rejected', false, 'pending_approval'],
  ['author', 'inactive', 'active', false, 'pending_approval'],
  ['author', 'expired', 'active', false, 'pending_approval'],
  ['author', 'pending_approval', 'expired', false, 'pending_approval'],
  ['admin', null, 'published', false, 'active'],
  ['admin', 'pending_approval', 'active', false, 'active'],
  ['admin', 'active', 'active', true, 'active'],
  ['admin', 'active', 'rejected', false, 'rejected'],
  ['admin', 'active', 'inactive', false, 'inactive'],
  ['admin', 'rejected', 'draft', false, 'draft'],
  ['admin', 'draft', 'expired', false, 'expired'],
];

const ARTICLE_REQUESTS: Row<BlogStatus>[] = [
  ['author', null, 'draft', false, 'draft'],
  ['author', null, 'published', false, 'pending_approval'],
  ['author', 'draft', 'published', false, 'pending_approval'],
  ['author', 'published', 'published', false, 'published'],
  ['author', 'published', 'published', true, 'pending_approval'],
  // The server refuses an author's own `archived` (authorAsksForDecision); resolved, it would wait for review.
  ['author', 'published', 'archived', false, 'pending_approval'],
  // An article a decision hid keeps its status whatever its author asks (authorLeavesRestriction: false).
  ['author', 'archived', 'published', false, 'archived'],
  ['author', 'archived', 'draft', true, 'archived'],
  ['author', 'rejected', 'published', false, 'rejected'],
  ['author', 'rejected', 'pending_approval', true, 'rejected'],
  ['author', 'published', 'rejected', false, 'pending_approval'],
  ['author', 'pending_approval', 'pending_approval', true, 'pending_approval'],
  ['admin', 'pending_approval', 'published', false, 'published'],
  ['admin', 'published', 'rejected', false, 'rejected'],
  ['admin', 'published', 'archived', false, 'archived'],
  ['admin', 'rejected', 'published', true, 'published'],
];

describe('what an offer status request ends in', () => {
  it.each(OFFER_REQUESTS)('%s: %s, asks %s (approved content changed: %s) → %s', (who, now, asked, changed, result) => {
    expect(resolveOfferStatus(asked, now, who === 'admin', changed)).toBe(result);
  });
});

describe('what an article status request ends in', () => {
  it.each(ARTICLE_REQUESTS)(
    '%s: %s, asks %s (approved content changed: %s) → %s',
    (who, now, asked, changed, result) => {
      expect(resolveBlogStatus(asked, now, who === 'admin', changed)).toBe(result);
    },
  );
});

describe('what an author may ask for', () => {
  it("refuses an author's own 'archived', except on an article a decision already hid", () => {
    expect(authorAsksForDecision(BLOG_STATUS_MACHINE, 'archived', 'published')).toBe(true);
    expect(authorAsksForDecision(BLOG_STATUS_MACHINE, 'archived', null)).toBe(true);
    expect(authorAsksForDecision(BLOG_STATUS_MACHINE, 'archived', 'archived')).toBe(false);
    expect(authorAsksForDecision(BLOG_STATUS_MACHINE, 'draft', 'published')).toBe(false);
    // An offer's restrictive request resolves to review, as before.
    expect(authorAsksForDecision(OFFER_STATUS_MACHINE, 'inactive', 'active')).toBe(false);
  });

  it("offers an article's author draft, review and publication only", () => {
    expect(authorChoices(BLOG_STATUS_MACHINE)).toEqual(['draft', 'pending_approval', 'published']);
  });
});

/** Every move between two statuses and the restriction it is: the statement-of-reasons duty, cell by cell. */
function restrictionTable<S extends string>(statuses: readonly S[], restrictive: Partial<Record<S, DecisionType>>) {
  return statuses.flatMap((before) =>
    statuses.map((after) => [before, after, restrictionOf(restrictive, before, after)]),
  );
}

describe('which status changes are decisions about the author’s content', () => {
  it('offers: moving to rejected removes, to inactive restricts visibility', () => {
    const decisions = restrictionTable(OFFER_STATUSES, OFFER_STATUS_MACHINE.restrictive)
      .filter(([, , decision]) => decision !== null)
      .map((row) => row.join(' → '));
    expect(decisions).toEqual([
      'draft → inactive → visibility_restricted',
      'draft → rejected → content_removed',
      'pending_approval → inactive → visibility_restricted',
      'pending_approval → rejected → content_removed',
      'active → inactive → visibility_restricted',
      'active → rejected → content_removed',
      'inactive → rejected → content_removed',
      'expired → inactive → visibility_restricted',
      'expired → rejected → content_removed',
      'rejected → inactive → visibility_restricted',
    ]);
  });

  it('articles: moving to rejected removes, to archived restricts visibility', () => {
    const decisions = restrictionTable(BLOG_STATUSES, BLOG_STATUS_MACHINE.restrictive)
      .filter(([, , decision]) => decision !== null)
      .map((row) => row.join(' → '));
    expect(decisions).toEqual([
      'draft → rejected → content_removed',
      'draft → archived → visibility_restricted',
      'pending_approval → rejected → content_removed',
      'pending_approval → archived → visibility_restricted',
      'published → rejected → content_removed',
      'published → archived → visibility_restricted',
      'rejected → archived → visibility_restricted',
      'archived → rejected → content_removed',
    ]);
  });

  it('accounts: only a ban of an active account is a decision', () => {
    expect(restrictionTable(['active', 'banned'] as const, ACCOUNT_RESTRICTIONS)).toEqual([
      ['active', 'active', null],
      ['active', 'banned', 'account_banned'],
      ['banned', 'active', null],
      ['banned', 'banned', null],
    ]);
  });

  it('a notice’s decision moves content to a status that is that same restriction', () => {
    for (const machine of [OFFER_STATUS_MACHINE, BLOG_STATUS_MACHINE] as const) {
      for (const [decision, status] of Object.entries(machine.onNotice)) {
        expect((machine.restrictive as Record<string, DecisionType>)[status]).toBe(decision);
      }
    }
  });
});
