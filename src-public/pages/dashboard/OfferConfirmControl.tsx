import { useId, useState } from 'react';
import { API_V1 } from '../../../shared/http';
import { FRESHNESS_DASHBOARD_TEXTS as T, FRESHNESS_MESSAGES, FRESHNESS_TEXTS } from '../../../shared/freshness';
import type { Offer } from '../../../shared/types';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { api } from '../../api';
import { formatDate } from '../../format';
import { useToast } from '../../toast/ToastProvider';

type ConfirmFacts = Pick<Offer, 'id' | 'title' | 'confirmed_at' | 'data_may_be_outdated'>;

/**
 * 'Dane są aktualne' on an offer's row of the dashboard: one click confirms the data without opening the form. The
 * button stays where it was and keeps focus; the date beside it changes and the polite region below says so.
 */
export function OfferConfirmControl({ offer }: { offer: ConfirmFacts }) {
  const id = useId();
  const { showError } = useToast();
  const [confirmedAt, setConfirmedAt] = useState(offer.confirmed_at);
  const [outdated, setOutdated] = useState(offer.data_may_be_outdated);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    // Emptied first, so that a second confirmation is announced again.
    setMessage('');
    try {
      const saved = await api.post<Offer>(`${API_V1}/offers/${offer.id}/confirm`);
      setConfirmedAt(saved.confirmed_at);
      setOutdated(saved.data_may_be_outdated);
      setMessage(FRESHNESS_MESSAGES.confirmed);
    } catch (error) {
      showError(error, FRESHNESS_MESSAGES.confirmFailed);
      setFailure(actionErrorText(error, FRESHNESS_MESSAGES.confirmFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="freshness-control">
      <p id={`${id}-date`} className="muted">
        {outdated && <strong className="freshness-outdated">{FRESHNESS_TEXTS.mayBeOutdated}. </strong>}
        {T.confirmedOn} <time dateTime={confirmedAt}>{formatDate(confirmedAt)}</time>
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-label={T.confirmFor(offer.title)}
        aria-disabled={saving || undefined}
        aria-describedby={failure ? `${id}-failure` : `${id}-date`}
        onClick={() => void confirm()}
      >
        {FRESHNESS_TEXTS.confirmButton}
      </button>
      <p role="status" className="freshness-confirmed">
        {message}
      </p>
      <ActionError id={`${id}-failure`} message={failure} />
    </div>
  );
}
