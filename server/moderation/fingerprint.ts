import { createHash } from 'node:crypto';
import { ARTICLE_APPROVED_FIELDS, comparable, OFFER_APPROVED_FIELDS } from '../../shared/reapproval.js';
import type { BlogPostRow, OfferRow } from '../db/schema.js';

/**
 * A hash of what a moderator sees and approves (the approved fields of shared/reapproval.ts, each as the re-approval
 * rule compares it). Stored with every decision about an offer or article: an appeal's reversal restores the earlier
 * status only while the content still has this fingerprint, so an author cannot rewrite restricted content and have
 * the reversal publish text no one reviewed.
 */
function fingerprint(fields: readonly string[], row: Record<string, unknown>): string {
  const content = JSON.stringify(fields.map((field) => [field, comparable(row[field])]));
  return createHash('sha256').update(content).digest('hex');
}

export const offerFingerprint = (row: OfferRow): string => fingerprint(OFFER_APPROVED_FIELDS, row);

export const articleFingerprint = (row: BlogPostRow): string => fingerprint(ARTICLE_APPROVED_FIELDS, row);
