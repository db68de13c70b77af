import { eq } from 'drizzle-orm';
import type { AccessibilityFeature } from '../../shared/discovery.js';
import type { OfferData } from '../../shared/schemas/offer.js';
import { venueFeaturesConfirmed } from '../../shared/venueFeatures.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';

/**
 * Whether the saved offer's venue features stand on its author's word: the owner's profile list counts as inherited
 * until the author confirms it (shared/venueFeatures.ts).
 */
export async function venueConfirmation(
  db: Db,
  ownerId: string,
  data: Pick<OfferData, 'accessibility_features' | 'service_modes' | 'venue_features_confirmed'>,
): Promise<boolean> {
  const [owner] = await db
    .select({ features: users.accessibility_features })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return venueFeaturesConfirmed({
    features: data.accessibility_features,
    modes: data.service_modes,
    profileFeatures: (owner?.features ?? []) as AccessibilityFeature[],
    confirmed: data.venue_features_confirmed,
  });
}
