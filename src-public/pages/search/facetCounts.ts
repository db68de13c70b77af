import { shownCount, type ShownCount } from '../../counts';
import type { OfferSearchResult, SearchFacetList } from '../../../shared/types';

/** The facets of a search and which of their lists are estimates. */
export type SearchFacetCounts = Pick<OfferSearchResult, 'facets' | 'estimated_facets'>;

/**
 * How many offers a facet value has, as shown: exact ('(12)', '(0)' when none has it) or estimated ('(~1 200)'). An
 * estimated list names only the values its sample held, so a value missing from it shows no number rather than a
 * '(0)' that could be wrong. Undefined while the search's facets are not known.
 */
export function facetCount<L extends SearchFacetList>(
  counts: SearchFacetCounts | undefined,
  list: L,
  matches: (item: OfferSearchResult['facets'][L][number]) => boolean,
): ShownCount | undefined {
  if (!counts) return undefined;
  const estimated = counts.estimated_facets.includes(list);
  const items = counts.facets[list] as OfferSearchResult['facets'][L][number][];
  const found = items.find(matches)?.count;
  if (found === undefined) return estimated ? undefined : shownCount(0);
  return shownCount(found, estimated ? 'approximate' : 'exact');
}

/** A select option's text with its count, and the same as read out when they differ ('~' is not read). */
export function optionWithCount(label: string, count: ShownCount | undefined): { text: string; spoken?: string } {
  if (!count) return { text: label };
  const text = `${label} (${count.shown})`;
  return count.spoken === count.shown ? { text } : { text, spoken: `${label} (${count.spoken})` };
}
