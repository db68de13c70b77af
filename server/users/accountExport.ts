import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  MODERATION_TARGETS,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ModerationTarget,
} from '../../shared/moderation.js';
import {
  blogPostResponse,
  myDecisionResponse,
  offerResponse,
  userResponse,
  verificationRequestResponse,
} from '../../shared/schemas/responses.js';
import type { Db } from '../db/index.js';
import {
  appeals,
  auditLog,
  blogPosts,
  offers,
  portalSettings,
  reports,
  uploads,
  users,
  verificationRequests,
  type ReportRow,
} from '../db/schema.js';
import { selectBlogPosts, toBlogPost } from '../blog/queries.js';
import { selectOffers, toOffer } from '../offers/queries.js';
import { decisionsAbout } from '../moderation/myDecisions.js';
import { toVerificationRequest } from '../verification/requests.js';
import { savedSearchResponse } from '../../shared/schemas/savedSearch.js';
import { savedSearchesOfPerson } from '../savedSearches/savedSearches.js';
import { toUser } from './adminQueries.js';
import { allFavourites } from '../favourites/favourites.js';
import { allReceivedInquiries, allSentInquiries } from '../inquiries/inquiries.js';
import { receivedInquiryResponse } from '../../shared/schemas/inquiries.js';

const moment = z.string();

const reportFactsShape = z.object({
  id: z.string(),
  target_type: z.enum(MODERATION_TARGETS),
  target_id: z.string(),
  target_title: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  created_at: moment,
  decided_at: moment.nullable(),
});

/**
 * "Pobierz moje dane" (RODO art. 15 and 20): everything the portal holds about one person, in one JSON document.
 * Never a password hash or a token, and nothing about other people: notices about the person's content come without
 * the notifier, and entries of the audit log name no other actor.
 */
export const accountExportResponse = z.object({
  exported_at: moment,
  profile: userResponse,
  consents: z.object({
    terms_accepted_at: moment.nullable(),
    terms_version: z.number().int().nullable(),
    current_terms_version: z.number().int(),
  }),
  offers: z.array(offerResponse),
  /** Alerts for new offers: the account's, and those its address saved without an account. */
  saved_searches: z.array(savedSearchResponse),
  blog_posts: z.array(blogPostResponse),
  uploads: z.array(z.object({ path: z.string(), created_at: moment })),
  /** 'Moja lista': the offers the person keeps (docs/moja-lista.md). */
  favourites: z.array(z.object({ offer_id: z.string(), added_at: moment })),
  /** 'Zapytaj o ofertę' (docs/zapytania.md): what the person asked, and what others asked about their offers. */
  inquiries_sent: z.array(receivedInquiryResponse),
  inquiries_received: z.array(receivedInquiryResponse),
  verification_requests: z.array(verificationRequestResponse),
  reports_filed: z.array(
    reportFactsShape.extend({
      explanation: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      good_faith: z.boolean(),
    }),
  ),
  reports_about_my_content: z.array(reportFactsShape),
  decisions: z.array(myDecisionResponse),
  appeals: z.array(
    z.object({
      id: z.string(),
      decision_id: z.string(),
      explanation: z.string(),
      status: z.enum(APPEAL_STATUSES),
      outcome: z.enum(APPEAL_OUTCOMES).nullable(),
      statement: z.string().nullable(),
      created_at: moment,
      decided_at: moment.nullable(),
    }),
  ),
  audit_entries: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      entity_type: z.string(),
      entity_id: z.string().nullable(),
      /** Whether the person did it; who else did is not theirs to know. */
      by_me: z.boolean(),
      before: z.unknown(),
      after: z.unknown(),
      created_at: moment,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportResponse>;

/** What an account's records are: its row, its offers and articles, the notices it filed and its appeals. */
export interface OwnRecords {
  offerIds: string[];
  postIds: string[];
  filedReportIds: string[];
  appealIds: string[];
  verificationIds: string[];
}

/** Notices the person filed: signed in, or anonymously from the address that is now theirs (proven by confirming it). */
export const filedBy = (account: { id: string; email: string }) =>
  or(eq(reports.reporter_id, account.id), sql`lower(${reports.email}) = ${account.email.toLowerCase()}`);

export async function ownRecords(db: Db, account: { id: string; email: string }): Promise<OwnRecords> {
  const [offerRows, postRows, reportRows, appealRows, verificationRows] = await Promise.all([
    db.select({ id: offers.id }).from(offers).where(eq(offers.owner_id, account.id)),
    db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.author_id, account.id)),
    db.select({ id: reports.id }).from(reports).where(filedBy(account)),
    db.select({ id: appeals.id }).from(appeals).where(eq(appeals.user_id, account.id)),
    db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(eq(verificationRequests.user_id, account.id)),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return {
    offerIds: ids(offerRows),
    postIds: ids(postRows),
    filedReportIds: ids(reportRows),
    appealIds: ids(appealRows),
    verificationIds: ids(verificationRows),
  };
}

/** Audit entries whose subject is the account or one of its records. */
export function auditAbout(userId: string, records: OwnRecords): SQL {
  const about = (type: string, ids: string[]) =>
    ids.length ? and(eq(auditLog.entity_type, type), inArray(auditLog.entity_id, ids)) : undefined;
  return or(
    about('user', [userId]),
    about('offer', records.offerIds),
    about('blog_post', records.postIds),
    about('report', records.filedReportIds),
    about('appeal', records.appealIds),
    about('verification', records.verificationIds),
  )!;
}

/** Notices about the person's content or organisation profile. */
function reportsAbout(userId: string, records: OwnRecords): SQL {
  const about = (type: ModerationTarget, ids: string[]) =>
    ids.length ? and(eq(reports.target_type, type), inArray(reports.target_id, ids)) : undefined;
  return or(about('offer', records.offerIds), about('blog_post', records.postIds), about('profile', [userId]))!;
}

/** What a notice is about and how it ended: the part of it both its notifier and the author may see. */
function reportFacts(row: ReportRow) {
  return {
    id: row.id,
    target_type: row.target_type,
    target_id: row.target_id,
    target_title: row.target_title,
    reason: row.reason,
    status: row.status,
    decision: row.decision,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

/** Keys of a record that name who acted on it (`decided_by`, `decided_by_key` …): another person's account. */
const namesAnActor = (key: string) => key.endsWith('_by') || key.includes('_by_');

/**
 * A record as the audit log keeps it (a report, an appeal, a verification request after a decision), without the
 * moderator's account: the person learns what was decided, not by whom (docs/moderacja-i-prawo.md).
 */
function withoutActors(snapshot: unknown): unknown {
  if (Array.isArray(snapshot)) return snapshot.map(withoutActors);
  if (snapshot === null || typeof snapshot !== 'object') return snapshot;
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([key]) => !namesAnActor(key))
      .map(([key, value]) => [key, withoutActors(value)]),
  );
}

export async function collectAccountExport(db: Db, userId: string): Promise<AccountExport> {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const records = await ownRecords(db, account);
  const [settings] = await db.select({ version: portalSettings.legal_version }).from(portalSettings).limit(1);
  const [
    offerRows,
    postRows,
    uploadRows,
    verificationRows,
    filed,
    about,
    decisions,
    appealRows,
    auditRows,
    favouriteRows,
    sentInquiryRows,
    receivedInquiryRows,
  ] = await Promise.all([
    selectOffers(db).where(eq(offers.owner_id, userId)).orderBy(desc(offers.created_at), desc(offers.id)),
    selectBlogPosts(db).where(eq(blogPosts.author_id, userId)).orderBy(desc(blogPosts.created_at), desc(blogPosts.id)),
    db
      .select({ path: uploads.path, created_at: uploads.created_at })
      .from(uploads)
      .where(eq(uploads.uploader_id, userId)),
    db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.user_id, userId))
      .orderBy(desc(verificationRequests.created_at)),
    db.select().from(reports).where(filedBy(account)).orderBy(desc(reports.created_at)),
    db.select().from(reports).where(reportsAbout(userId, records)).orderBy(desc(reports.created_at)),
    decisionsAbout(db, userId),
    db.select().from(appeals).where(eq(appeals.user_id, userId)).orderBy(desc(appeals.created_at)),
    db
      .select()
      .from(auditLog)
      .where(or(auditAbout(userId, records), eq(auditLog.actor_id, userId)))
      .orderBy(asc(auditLog.created_at), asc(auditLog.id)),
    allFavourites(db, userId),
    allSentInquiries(db, account),
    allReceivedInquiries(db, userId),
  ]);
  const aboutMe = new Set([
    userId,
    ...records.offerIds,
    ...records.postIds,
    ...records.filedReportIds,
    ...records.appealIds,
    ...records.verificationIds,
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile: toUser(account),
    consents: {
      terms_accepted_at: account.terms_accepted_at,
      terms_version: account.terms_version,
      current_terms_version: settings?.version ?? 1,
    },
    offers: offerRows.map((row) => toOffer(row, { withOwnerEmail: true })),
    saved_searches: await savedSearchesOfPerson(db, account),
    blog_posts: postRows.map((row) => toBlogPost(row, { withAuthorEmail: true })),
    uploads: uploadRows,
    favourites: favouriteRows,
    inquiries_sent: sentInquiryRows,
    inquiries_received: receivedInquiryRows,
    verification_requests: verificationRows.map(toVerificationRequest),
    reports_filed: filed.map((row) => ({
      ...reportFacts(row),
      explanation: row.explanation,
      name: row.name,
      email: row.email,
      good_faith: row.good_faith,
    })),
    // The notifier's identity and words stay with the notifier (DSA art. 16: the author learns the reason, not who).
    reports_about_my_content: about.map(reportFacts),
    decisions,
    appeals: appealRows.map((row) => ({
      id: row.id,
      decision_id: row.decision_id,
      explanation: row.explanation,
      status: row.status,
      outcome: row.outcome,
      statement: row.statement,
      created_at: row.created_at,
      decided_at: row.decided_at,
    })),
    audit_entries: auditRows.map((row) => {
      // An entry about someone else's record (an admin's own action) shows only what was done, not that record.
      const own = row.entity_id !== null && aboutMe.has(row.entity_id);
      return {
        id: row.id,
        action: row.action,
        entity_type: row.entity_type,
        entity_id: row.entity_id,
        by_me: row.actor_id === userId,
        before: own ? withoutActors(row.before) : null,
        after: own ? withoutActors(row.after) : null,
        created_at: row.created_at,
      };
    }),
  };
}
