import { and, desc, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../shared/messages.js';
import { isBanned } from '../../shared/permissions.js';
import type { CompanyProfile } from '../../shared/types.js';
import { verificationBadge } from '../../shared/verification.js';
import type { Db } from '../db/index.js';
import { offers, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isoTimestamp, publicOfferCondition, selectOffers, toOffer } from '../offers/queries.js';
import { profileFieldsOf } from './organisationProfile.js';

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
    .where(eq(users.company_slug, companySlug))
    .limit(1);
  if (!account?.company_slug || isBanned(account.banned_until)) throw notFound(PROFILE_MESSAGES.notFound);
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
