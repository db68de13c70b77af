import { profileFieldsOf } from './organisationProfile.js';
import { and, eq, like, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { canSeeUser, type Account } from '../../shared/permissions.js';
import { slugify } from '../../shared/slug.js';
import type { User } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { users, type UserRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isoTimestamp } from '../offers/queries.js';

/** The API's user: never the password hash nor the token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    full_name: row.full_name,
    organization_name: row.organization_name,
    company_slug: row.company_slug,
    is_verified: row.is_verified,
    email_confirmed: row.email_confirmed_at !== null,
    banned_until: isoTimestamp(row.banned_until),
    created_at: isoTimestamp(row.created_at),
    ...profileFieldsOf(row),
  };
}

/**
 * canSeeUser as a WHERE clause, so that the list, its total and its paging never include a row the rule hides:
 * a superadmin sees everyone; an admin neither himself nor admin/superadmin accounts.
 */
export function visibleUsers(actor: Account): SQL | undefined {
  if (actor.role === 'superadmin') return undefined;
  return and(ne(users.id, actor.id), notInArray(users.role, ['admin', 'superadmin']));
}

/** The target of an admin call, or 404 when the actor may not see it (an admin never learns that an admin account exists). */
export async function findVisibleUser(db: Db, actor: Account, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row || !canSeeUser(actor, { id: row.id, role: row.role })) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return row;
}

/** The public profile address of an organisation: its name as a slug, with -2, -3 … when taken. */
export async function uniqueCompanySlug(db: Db, name: string): Promise<string> {
  const base = slugify(name) || 'organizacja';
  const taken = await db
    .select({ slug: users.company_slug })
    .from(users)
    .where(or(eq(users.company_slug, base), like(users.company_slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
