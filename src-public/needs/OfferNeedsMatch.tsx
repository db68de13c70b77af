import type { NeedsOffer } from '../../shared/needs';
import NeedsMatch from './NeedsMatch';
import { useNeedsText } from './needsStore';

/** The offer page's sentence of what meets the person's 'Moje potrzeby'; nothing when none are stored. */
export function OfferNeedsMatch({ offer }: { offer: NeedsOffer }) {
  const stored = useNeedsText();
  return stored ? <NeedsMatch offer={offer} stored={stored} /> : null;
}
