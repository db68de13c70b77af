import { useEffect, useState, type ReactNode } from 'react';
import { foldPlaceName } from '../../shared/discovery';
import { API_V1 } from '../../shared/http';
import type { Locality } from '../../shared/types';
import { api } from '../api';
import { errorId, FieldShell, hintId } from '../forms/fields';
import { Combobox, type ComboboxOption } from './Combobox';

const SUGGESTIONS = 8;

export function loadPlaces(text: string, signal?: AbortSignal): Promise<Locality[]> {
  return api.get<Locality[]>(`${API_V1}/localities`, { query: { q: text, limit: SUGGESTIONS }, signal });
}

const toOption = (place: Locality): ComboboxOption => ({
  id: `${place.name}-${place.voivodeship}-${place.lat}`,
  label: place.name,
  kind: place.voivodeship_name,
});

interface PlaceComboboxProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** Said when the typed name is not in the list of places (the form still accepts it). */
  notListedMessage?: string;
}

/**
 * A town or village field with suggestions from the list of Polish places (GET /localities). Any text is kept;
 * with `notListedMessage` the field says, politely, when the typed name is not a place the search can measure from.
 */
export function PlaceCombobox({ id, name, label, value, onChange, hint, error, notListedMessage }: PlaceComboboxProps) {
  const [notListed, setNotListed] = useState(false);
  useEffect(() => {
    const text = value.trim();
    if (!notListedMessage || text.length < 2) {
      setNotListed(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadPlaces(text, controller.signal).then(
        (places) => setNotListed(!places.some((place) => foldPlaceName(place.name) === foldPlaceName(text))),
        () => setNotListed(false),
      );
    }, 600);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, notListedMessage]);

  const noticeId = `${id}-not-listed`;
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      after={
        <p id={noticeId} className="form-hint" aria-live="polite">
          {notListed ? notListedMessage : ''}
        </p>
      }
    >
      {(control) => (
        <Combobox
          {...control}
          aria-describedby={
            [hint ? hintId(id) : null, error ? errorId(id) : null, notListed ? noticeId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          name={name}
          value={value}
          onChange={onChange}
          loadOptions={async (text, signal) => (await loadPlaces(text, signal)).map(toOption)}
        />
      )}
    </FieldShell>
  );
}
