import { and, eq, gt, isNull, like, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { canSeeUser, type Account } from '../../shared/permissions.js';
import { ROLES } from '../../shared/roles.js';
import { slugify } from '../../shared/slug.js';
import type { User } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { users, type UserRow } from '../db/schema.js';
import {
  anyOf,
  booleanFilterField,
  foldedText,
  idsFilterField,
  matchesText,
  parseFilter,
  textFilterField,
  listPage,
  type ListPage,
} from '../http/adminList.js';
import { notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { isoTimestamp } from '../offers/queries.js';
import { profileFieldsOf } from './organisationProfile.js';

const SORTABLE = {
  email: users.email,
  full_name: foldedText(users.full_name),
  organization_name: foldedText(users.organization_name),
  role: users.role,
  is_verified: users.is_verified,
  banned_until: users.banned_until,
  created_at: users.created_at,
};

const roleFilter = z.enum(ROLES);
const listFilter = z.strictObject({
  q: textFilterField,
  role: z.union([roleFilter, z.array(roleFilter)]).optional(),
  is_verified: booleanFilterField,
  banned: booleanFilterField,
  id: idsFilterField,
});

const bannedNow = (banned: boolean) =>
  banned ? gt(users.banned_until, sql`now()`) : or(isNull(users.banned_until), lte(users.banned_until, sql`now()`));

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

/** The back office's 'Użytkownicy': one page of the accounts the actor may see, filtered and sorted. */
export async function listUsers(db: Db, actor: Account, query: ListQuery): Promise<ListPage<User>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'DESC'], users.id);
  const filter = parseFilter(listFilter, list.filter);
  const roles = filter.role === undefined ? undefined : [filter.role].flat();
  const where = and(
    visibleUsers(actor),
    filter.q ? matchesText(filter.q, [users.search_text]) : undefined,
    roles ? anyOf(users.role, roles) : undefined,
    filter.is_verified === undefined ? undefined : eq(users.is_verified, filter.is_verified),
    filter.banned === undefined ? undefined : bannedNow(filter.banned),
    filter.id ? anyOf(users.id, filter.id) : undefined,
  );
  const page = await listPage(
    db,
    list,
    db.select().from(users).where(where).$dynamic(),
    db.select({ id: users.id }).from(users).where(where),
  );
  return { ...page, rows: page.rows.map(toUser) };
}
