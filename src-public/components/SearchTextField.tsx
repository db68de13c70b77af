import { useRef } from 'react';
import { API_V1 } from '../../shared/http';
import {
  SEARCH_SUGGESTION_KIND_LABELS,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_SUGGESTIONS_MIN_CHARS,
} from '../../shared/search';
import type { SearchSuggestion } from '../../shared/types';
import { api } from '../api';
import { Combobox, type ComboboxOption } from './Combobox';

/** Suggestions follow the typing after this pause; shorter pauses would ask for every letter. */
const DEBOUNCE_MS = 200;

interface SearchTextFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: the page opens the offer or searches by the category or the place. */
  onSuggestion: (suggestion: SearchSuggestion) => void;
  name?: string;
  'aria-describedby'?: string;
}

const optionId = (suggestion: SearchSuggestion) => `${suggestion.type}-${suggestion.value}`;

/**
 * The text field of the offer search boxes (home, /search), with suggestions while typing: categories, places and
 * offers (GET /search/suggestions). Enter without a highlighted suggestion submits the typed text, as without them.
 */
export function SearchTextField({ onSuggestion, ...field }: SearchTextFieldProps) {
  // The suggestions shown now, by option id: choosing one hands the whole suggestion to the page.
  const shown = useRef(new Map<string, SearchSuggestion>());
  const loadOptions = async (text: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    const { data } = await api.get<{ data: SearchSuggestion[] }>(`${API_V1}/search/suggestions`, {
      query: { q: text },
      signal,
    });
    shown.current = new Map(data.map((suggestion) => [optionId(suggestion), suggestion]));
    return data.map((suggestion) => ({
      id: optionId(suggestion),
      label: suggestion.label,
      kind: SEARCH_SUGGESTION_KIND_LABELS[suggestion.type],
    }));
  };
  return (
    <Combobox
      {...field}
      // Not type="search": its implicit role is searchbox, which role="combobox" must not override (IBM aria_role_valid).
      type="text"
      enterKeyHint="search"
      minChars={SEARCH_SUGGESTIONS_MIN_CHARS}
      maxOptions={SEARCH_SUGGESTIONS_MAX}
      debounceMs={DEBOUNCE_MS}
      loadOptions={loadOptions}
      onOptionSelect={(option) => {
        const suggestion = shown.current.get(option.id);
        if (suggestion) onSuggestion(suggestion);
      }}
    />
  );
}
