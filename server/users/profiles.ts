import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../shared/messages.js';
import type { CompanyProfile } from '../../shared/types.js';
import { verificationBadge } from '../../shared/verification.js';
import type { Db } from '../db/index.js';
import { offers, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isoTimestamp, publicOfferCondition, selectOffers, toOffer } from '../offers/queries.js';
import { profileFieldsOf } from './organisationProfile.js';

/**
 * An organisation's profile is public (its page, its title and description in the page head, the sitemap) once it
 * has a company slug, its address is confirmed and it is not banned. Before the confirmation anyone could sign up
 * with any name, and the portal showed that name on its own page to whoever the link was sent to.
 */
export const publicProfileCondition = and(
  isNotNull(users.company_slug),
  isNotNull(users.email_confirmed_at),
  or(isNull(users.banned_until), sql`${users.banned_until} <= now()`),
)!;

/** A profile shows at most this many offers; the search lists the rest. */
const PROFILE_OFFER_LIMIT = 100;

/** The public page of an organisation: who it is and its public offers; 404 for a banned account or no such slug. */
export async function companyProfile(db: Db, companySlug: string): Promise<CompanyProfile> {
  const [account] = await db
    .select({
      id: users.id,
      organization_name: users.organization_name,
      full_name: users.full_name,
      company_slug: users.company_slug,
      role: users.role,
      is_verified: users.is_verified,
      banned_until: users.banned_until,
      created_at: users.created_at,
      description: users.description,
      address_street: users.address_street,
      address_city: users.address_city,
      address_postal_code: users.address_postal_code,
      phone: users.phone,
      website: users.website,
      accessibility_features: users.accessibility_features,
      voivodeship: users.voivodeship,
      nip: users.nip,
      regon: users.regon,
      krs: users.krs,
      verified_at: users.verified_at,
    })
    .from(users)
    .where(and(eq(users.company_slug, companySlug), publicProfileCondition))
    .limit(1);
  if (!account?.company_slug) throw notFound(PROFILE_MESSAGES.notFound);
  const rows = await selectOffers(db)
    .where(and(eq(offers.owner_id, account.id), publicOfferCondition))
    .orderBy(desc(offers.is_promoted), desc(offers.created_at), desc(offers.id))
    .limit(PROFILE_OFFER_LIMIT);
  return {
    id: account.id,
    organization_name: account.organization_name,
    full_name: account.full_name,
    company_slug: account.company_slug,
    role: account.role,
    is_verified: account.is_verified,
    verification: verificationBadge({ ...account, verified_at: isoTimestamp(account.verified_at) }),
    created_at: isoTimestamp(account.created_at),
    ...profileFieldsOf(account),
    offers: rows.map((row) => toOffer(row, { withOwnerEmail: false })),
  };
}
