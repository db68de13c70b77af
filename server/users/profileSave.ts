import { eq, sql } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { isOrganisationRole } from '../../shared/roles.js';
import type { Db } from '../db/index.js';
import { announceChange } from '../db/cacheChanges.js';
import { users, type UserRow } from '../db/schema.js';
import { isUniqueViolation } from '../http/adminList.js';
import { notFound } from '../http/errors.js';
import { reviewAfterProfileEdit } from '../verification/requests.js';
import { uniqueCompanySlug } from './adminQueries.js';
import { saveOrganisationProfile, type ProfileChanges } from './organisationProfile.js';

export interface ProfileSave extends ProfileChanges {
  full_name: string;
  organization_name?: string | null;
}

/**
 * An organisation keeps the slug it has (its public address stays stable); one without gets a free one. Two
 * organisations taking the same free slug at once: the loser tries again in a savepoint, its transaction goes on.
 */
async function saveNames(tx: Db, current: UserRow, fullName: string, organisationName: string | null): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const company_slug =
      current.company_slug ??
      (isOrganisationRole(current.role) ? await uniqueCompanySlug(tx, organisationName ?? fullName) : null);
    try {
      await tx.transaction((savepoint) =>
        savepoint
          .update(users)
          .set({ full_name: fullName, organization_name: organisationName, company_slug, updated_at: sql`now()` })
          .where(eq(users.id, current.id)),
      );
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/**
 * One's own profile save, all of it or nothing: the names, the organisation's fields and what they mean for its
 * verification. A save refused half-way (a value the database rejects) must not leave a new name behind that kept
 * the verified mark because the review after it never ran.
 */
export async function saveProfile(db: Db, userId: string, input: ProfileSave): Promise<void> {
  const { full_name, organization_name, ...organisation } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound(USER_ADMIN_MESSAGES.notFound);
    await saveNames(tx, before, full_name, organization_name ?? null);
    await saveOrganisationProfile(tx, before, organisation);
    await reviewAfterProfileEdit(tx, before);
    // The results show the organisation's name and mark, and place its offers that have no address of their own.
    await announceChange(tx, 'search');
  });
}
