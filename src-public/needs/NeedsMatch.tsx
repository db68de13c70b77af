import { explainNeedsMatch, needsMatchSentence, parseNeeds, type NeedsOffer } from '../../shared/needs';

/**
 * What an offer meets of the person's needs, in one sentence. Plain text of the card or the page, not a live
 * region: a screen reader reads it once, with the rest of the card.
 */
export default function NeedsMatch({ offer, stored }: { offer: NeedsOffer; stored: string }) {
  const needs = parseNeeds(stored);
  const sentence = needs && needsMatchSentence(explainNeedsMatch(offer, needs));
  if (!sentence) return null;
  return <p className="needs-match">{sentence}</p>;
}
