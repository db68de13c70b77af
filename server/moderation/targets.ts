import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ModerationTarget } from '../../shared/moderation.js';
import type { Db } from '../db/index.js';
import { blogPosts, offers, users } from '../db/schema.js';
import { publicOfferCondition } from '../offers/queries.js';
import { publicProfileCondition } from '../users/profiles.js';

/** What a notice can point at: its title, its author and whether the public sees it now. */
export interface TargetInfo {
  title: string;
  ownerId: string;
  isPublic: boolean;
}

const notBanned = sql`(${users.banned_until} is null or ${users.banned_until} <= now())`;

/** The target of a notice or decision as stored now, or undefined when it no longer exists. */
export async function findTarget(db: Db, type: ModerationTarget, id: string): Promise<TargetInfo | undefined> {
  if (type === 'offer') {
    const [row] = await db
      .select({ title: offers.title, ownerId: offers.owner_id, isPublic: sql<boolean>`(${publicOfferCondition})` })
      .from(offers)
      .where(eq(offers.id, id))
      .limit(1);
    return row;
  }
  if (type === 'blog_post') {
    const [row] = await db
      .select({
        title: blogPosts.title,
        ownerId: blogPosts.author_id,
        isPublic: sql<boolean>`(${blogPosts.status} = 'published' and ${notBanned})`,
      })
      .from(blogPosts)
      .innerJoin(users, eq(users.id, blogPosts.author_id))
      .where(eq(blogPosts.id, id))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({
      title: sql<string>`coalesce(${users.organization_name}, ${users.full_name}, ${users.email})`,
      ownerId: users.id,
      isPublic: sql<boolean>`(${publicProfileCondition})`,
    })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.company_slug)))
    .limit(1);
  return row;
}

/** The public address of a target, for the back office's link ("/offer/…", "/blog/…", "/profil/…"). */
export function targetPath(type: ModerationTarget, id: string, slug: string | null): string | null {
  if (type === 'offer') return `/offer/${id}`;
  return slug ? `${type === 'blog_post' ? '/blog' : '/profil'}/${slug}` : null;
}

/**
 * The public address of a notice's target as stored now (the slug of an article or profile is read), for the
 * notifier's e-mail to link to; null when it has no public address any more.
 */
export async function publicPathOf(db: Db, type: ModerationTarget, id: string): Promise<string | null> {
  if (type === 'offer') return targetPath(type, id, null);
  const [row] =
    type === 'blog_post'
      ? await db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1)
      : await db.select({ slug: users.company_slug }).from(users).where(eq(users.id, id)).limit(1);
  return targetPath(type, id, row?.slug ?? null);
}
