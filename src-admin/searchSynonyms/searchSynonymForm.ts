import type { SearchSynonym } from '../../shared/types';

/** The dialog edits a group as text, one word or phrase a line: a plain labelled textarea, easy by keyboard and reader. */
export type SearchSynonymFormValues = { terms: string };

export const initialSearchSynonymForm = (group?: SearchSynonym): SearchSynonymFormValues => ({
  terms: group ? group.terms.join('\n') : '',
});

/** The lines as the API's list; the shared schema trims them and leaves out blank ones. */
export const termsOf = (values: Partial<SearchSynonymFormValues>): string[] => (values.terms ?? '').split('\n');

/** How toasts and button names refer to a group. */
export const groupName = (group: Pick<SearchSynonym, 'terms'>): string => group.terms.join(', ');

/** Where focus goes when the row whose button had it is gone. */
export const ADD_BUTTON_ID = 'search-synonyms-add';
