import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { OfferForm } from '../../forms/offer/OfferForm';
import { useApiData } from '../../hooks/useApiData';
import { offerRequest } from '../../requests';
import { AsyncContent } from '../../components/AsyncContent';

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
  return (
    <AsyncContent
      data={offer}
      loadingLabel="Wczytywanie oferty…"
      errorTitle={USER_PANEL_MESSAGES.loadFailed}
      errorActions={
        <p>
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Wróć do listy
          </button>
        </p>
      }
    >
      {(loaded) => <OfferForm offer={loaded} onCancel={onDone} onSaved={onDone} />}
    </AsyncContent>
  );
}
