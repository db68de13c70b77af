import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PROFILE_MESSAGES } from '../../shared/messages.js';
import { isBanned } from '../../shared/permissions.js';
import { verificationBadge } from '../../shared/verification.js';
import type { CompanyProfile } from '../../shared/types.js';
import { companyProfileResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { offers, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { profileFieldsOf } from './organisationProfile.js';
import { isoTimestamp, publicOfferCondition, selectOffers, toOffer } from '../offers/queries.js';

/** A profile shows at most this many offers; the search lists the rest. */
const PROFILE_OFFER_LIMIT = 100;

const params = z.object({ companySlug: z.string().min(1).max(200) });

/** The public page of an organisation (/profil/{companySlug}): who it is and its public offers. */
const routes: RouteModule = (app, { db }) => {
  app.get(
    '/:companySlug',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Profil organizacji i jej aktywne oferty',
        params,
        response: { 200: companyProfileResponse },
      },
    },
    async (request): Promise<CompanyProfile> => {
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
        .where(eq(users.company_slug, request.params.companySlug))
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
    },
  );
};

export default routes;
