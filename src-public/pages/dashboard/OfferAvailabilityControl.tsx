import { useId, useState } from 'react';
import { API_V1 } from '../../../shared/http';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATES,
  AVAILABILITY_TEXTS as T,
  AVAILABILITY_WITH_DATE,
  type AvailabilityState,
  type AvailabilityView,
} from '../../../shared/offerAvailability';
import type { Offer } from '../../../shared/types';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { api } from '../../api';
import { useToast } from '../../toast/ToastProvider';

interface SavedAvailability {
  availability: AvailabilityState;
  next_available_date: string | null;
  availability_view: AvailabilityView;
}

/**
 * The state of an offer's places on its row of the dashboard: choose and save, with no edit form and no new approval
 * (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca'). The focus stays on the button; the toast and the text
 * beside it say what was saved.
 */
export function OfferAvailabilityControl({ offer }: { offer: Offer }) {
  const id = useId();
  const { showToast } = useToast();
  const [state, setState] = useState<AvailabilityState>(offer.availability ?? 'available');
  const [date, setDate] = useState(offer.next_available_date ?? '');
  const [view, setView] = useState(offer.availability_view);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const withDate = AVAILABILITY_WITH_DATE.includes(state);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await api.put<SavedAvailability>(`${API_V1}/offers/${offer.id}/availability`, {
        json: { availability: state, ...(withDate && date ? { next_available_date: date } : {}) },
      });
      setView(saved.availability_view);
      showToast({ title: T.saved(AVAILABILITY_LABELS[saved.availability]), variant: 'success' });
    } catch (error) {
      setFailure(actionErrorText(error, T.invalidState));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="availability-control" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-state`} className="visually-hidden">
        {T.controlFor(offer.title)}
      </label>
      <p className="muted" aria-hidden="true">
        {T.control}
      </p>
      <div className="cluster">
        <select
          id={`${id}-state`}
          className="form-control form-control-sm"
          value={state}
          onChange={(event) => setState(event.target.value as AvailabilityState)}
        >
          {AVAILABILITY_STATES.map((code) => (
            <option key={code} value={code}>
              {AVAILABILITY_LABELS[code]}
            </option>
          ))}
        </select>
        {withDate && (
          <span className="form-field">
            <label htmlFor={`${id}-date`}>{T.dateField}</label>
            <input
              type="date"
              id={`${id}-date`}
              className="form-control form-control-sm"
              value={date}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDate(event.target.value)}
            />
            <span className="form-hint" id={`${id}-hint`}>
              {T.dateHint}
            </span>
          </span>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={saving || undefined}
          aria-describedby={failure ? `${id}-failure` : `${id}-current`}
          onClick={() => void save()}
        >
          {T.save}
        </button>
      </div>
      <p id={`${id}-current`} className="muted">
        {view.label}
        {view.as_of ? ` (${view.as_of})` : ''}
        {view.detail ? ` · ${view.detail}` : ''}
      </p>
      <ActionError id={`${id}-failure`} message={failure} />
    </div>
  );
}
