import { eq } from 'drizzle-orm';
import { AVAILABILITY_WITH_DATE, availabilityView, type AvailabilityView } from '../../shared/offerAvailability.js';
import type { OfferAvailabilityInput } from '../../shared/schemas/offerAvailability.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import { offers } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { loadEditable } from './save.js';

export interface OfferAvailabilityAnswer {
  availability: OfferAvailabilityInput['availability'];
  next_available_date: string | null;
  availability_updated_at: string;
  availability_view: AvailabilityView;
}

/**
 * The organisation's one-click state of an offer's places. It is operational, like a phone number: it changes no
 * approved content, so the offer keeps its status and needs no new approval (docs/zasady-produktu.md). An
 * administrator changing another's offer is audited.
 */
export async function setOfferAvailability(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: OfferAvailabilityInput,
): Promise<OfferAvailabilityAnswer> {
  const current = await loadEditable(ctx, id, actor);
  // The application's clock, not the database's: the same one the search and the offer page read.
  const now = new Date();
  const values = {
    availability: input.availability,
    next_available_date: AVAILABILITY_WITH_DATE.includes(input.availability)
      ? (input.next_available_date ?? null)
      : null,
    availability_updated_at: now.toISOString(),
  };
  await ctx.db.transaction(async (tx) => {
    await tx.update(offers).set(values).where(eq(offers.id, current.id));
    if (current.owner_id !== actor.id) {
      await recordAudit(tx, actor, {
        action: 'offer.availability',
        entityType: 'offer',
        entityId: current.id,
        before: {
          availability: current.availability,
          next_available_date: current.next_available_date,
          availability_updated_at: current.availability_updated_at,
        },
        after: values,
      });
    }
    await announceChange(tx, 'search');
  });
  return { ...values, availability_view: availabilityView(values, now) };
}
