import { eq, sql } from 'drizzle-orm';
import type { AccessibilityFeature, Voivodeship } from '../../shared/discovery.js';
import type { OrganisationProfileFields } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { users, type UserRow } from '../db/schema.js';
import { geocodeAddress, moveOwnerOffers } from '../places/location.js';

type ProfileColumns = Pick<UserRow, keyof OrganisationProfileFields>;

/** The organisation profile's part of an account row, as the API answers it. */
export function profileFieldsOf(row: ProfileColumns): OrganisationProfileFields {
  return {
    description: row.description,
    address_street: row.address_street,
    address_city: row.address_city,
    address_postal_code: row.address_postal_code,
    phone: row.phone,
    website: row.website,
    accessibility_features: row.accessibility_features as AccessibilityFeature[],
    voivodeship: row.voivodeship as Voivodeship | null,
    nip: row.nip,
    regon: row.regon,
    krs: row.krs,
  };
}

/** The columns of a profile update: the fields the request sent (undefined ones stay as they are). */
export type ProfileChanges = Partial<Omit<OrganisationProfileFields, 'voivodeship'>>;

/**
 * Writes the sent profile fields, inside the caller's transaction. A changed address is geocoded again, and the offers
 * that have no address of their own move with the organisation.
 */
export async function saveOrganisationProfile(tx: Db, current: UserRow, changes: ProfileChanges): Promise<void> {
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (!Object.keys(sent).length) return;
  const city = changes.address_city === undefined ? current.address_city : changes.address_city;
  const postal = changes.address_postal_code === undefined ? current.address_postal_code : changes.address_postal_code;
  const moved = city !== current.address_city || postal !== current.address_postal_code;
  const geo = moved ? await geocodeAddress(tx, city, postal) : undefined;
  await tx
    .update(users)
    .set({ ...sent, ...geo, updated_at: sql`now()` })
    .where(eq(users.id, current.id));
  if (geo) await moveOwnerOffers(tx, current.id, geo);
}
