import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES, BLOG_MESSAGES, USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import type { BlogPost, Offer, User } from '../../shared/types.js';
import { findBlogPost, selectBlogPosts, toBlogPost } from '../blog/queries.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { blogPosts, offers, users } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { selectOffers, toOffer } from '../offers/queries.js';
import { releaseUploads } from '../uploads/uploads.js';
import { deleteOwnAccount } from './accountDeletion.js';
import { toUser } from './adminQueries.js';
import { verifyPassword } from './passwords.js';

/** The signed-in person's account. */
export async function ownAccount(db: Db, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return toUser(row);
}

/** The person's offers in every status, newest first. */
export async function ownOffers(db: Db, userId: string): Promise<Offer[]> {
  const rows = await selectOffers(db)
    .where(eq(offers.owner_id, userId))
    .orderBy(desc(offers.created_at), desc(offers.id));
  return rows.map((row) => toOffer(row, { withOwnerEmail: true }));
}

/** The person's articles in every status, newest first. */
export async function ownPosts(db: Db, userId: string): Promise<BlogPost[]> {
  const rows = await selectBlogPosts(db)
    .where(eq(blogPosts.author_id, userId))
    .orderBy(desc(blogPosts.created_at), desc(blogPosts.id));
  return rows.map((row) => toBlogPost(row, { withAuthorEmail: true }));
}

/** One of the person's articles in any status; someone else's is a 404 like one that does not exist. */
export async function ownPost(db: Db, userId: string, id: string): Promise<BlogPost> {
  const row = await findBlogPost(db, and(eq(blogPosts.id, id), eq(blogPosts.author_id, userId))!);
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return toBlogPost(row, { withAuthorEmail: true });
}

/**
 * Deletes the person's own account once the password is confirmed (403 otherwise) and releases the files; the
 * confirmation e-mail is queued in the deletion's own transaction (deleteOwnAccount).
 */
export async function deleteAccountWithPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const [account] = await ctx.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!(await verifyPassword(account.password_hash, password))) {
    throw new HttpError(403, ACCOUNT_DATA_MESSAGES.wrongPassword);
  }
  const deleted = await deleteOwnAccount(ctx.db, userId);
  await releaseUploads(ctx.db, ctx.config.dataDir, deleted.uploads, [userId]);
}
