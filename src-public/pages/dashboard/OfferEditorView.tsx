import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Spinner } from '../../components/Spinner';
import { OfferForm } from '../../forms/offer/OfferForm';
import { useApiData } from '../../hooks/useApiData';
import { offerRequest } from '../../requests';

interface OfferEditorViewProps {
  /** The offer to edit; without it a new offer is created. */
  offerId?: string;
  onDone: () => void;
}

export function OfferEditorView({ offerId, onDone }: OfferEditorViewProps) {
  if (!offerId) return <OfferForm onCancel={onDone} onSaved={onDone} />;
  return <EditOffer offerId={offerId} onDone={onDone} />;
}

function EditOffer({ offerId, onDone }: { offerId: string; onDone: () => void }) {
  const offer = useApiData(offerRequest(offerId));
  if (offer.state === 'loading') return <Spinner label="Wczytywanie oferty…" />;
  if (offer.state === 'error') {
    return (
      <>
        <ErrorNotice error={offer.error} title={USER_PANEL_MESSAGES.loadFailed} onRetry={offer.reload} />
        <p>
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Wróć do listy
          </button>
        </p>
      </>
    );
  }
  return <OfferForm offer={offer.data} onCancel={onDone} onSaved={onDone} />;
}
