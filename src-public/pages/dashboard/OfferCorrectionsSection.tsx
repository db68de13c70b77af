import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_STATUS_LABELS,
  FRESHNESS_DASHBOARD_TEXTS as T,
  FRESHNESS_MESSAGES,
  FRESHNESS_TEXTS,
  type CorrectionStatus,
} from '../../../shared/freshness';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import type { OfferCorrection } from '../../../shared/types';
import { api } from '../../api';
import { focusInView } from '../../a11y/focus';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { AsyncContent } from '../../components/AsyncContent';
import { formatDate } from '../../format';
import type { ApiRequest } from '../../hooks/earlyRequests';
import { useApiData } from '../../hooks/useApiData';
import { useToast } from '../../toast/ToastProvider';
import { viewSearch } from './dashboardView';

const CORRECTIONS_PATH = `${API_V1}/users/me/offer-corrections`;

// Kept here, not in requests.ts: only this lazily loaded page reads it.
const correctionsRequest: ApiRequest<OfferCorrection[]> = {
  key: CORRECTIONS_PATH,
  load: (signal) => api.get<OfferCorrection[]>(CORRECTIONS_PATH, { signal }),
};

const STATUS_TONES: Record<CorrectionStatus, string> = {
  open: 'warning',
  resolved: 'success',
  confirmation_requested: 'danger',
};

const SECTION_ID = 'zgloszone-nieaktualne-dane';

/**
 * 'Zgłoszone nieaktualne dane': what visitors reported about the account's offers (never who reported it), with a
 * link to the offer's form and 'Oznacz jako załatwione'. After the click the button is gone, so focus moves to the
 * correction's state, which now reads 'Załatwione'; the polite region says what happened.
 */
export function OfferCorrectionsSection() {
  const corrections = useApiData(correctionsRequest);
  const { showError } = useToast();
  // The answers of resolved corrections, shown until the list is read again.
  const [resolved, setResolved] = useState<Record<string, OfferCorrection>>({});
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<{ id: string; text: string }>();
  const [message, setMessage] = useState('');
  const stateRefs = useRef(new Map<string, HTMLElement>());
  const headingId = `${SECTION_ID}-heading`;

  const resolve = async (correction: OfferCorrection) => {
    if (busy) return;
    setBusy(correction.id);
    setFailure(undefined);
    setMessage('');
    try {
      const after = await api.post<OfferCorrection>(`${CORRECTIONS_PATH}/${correction.id}/resolve`);
      setResolved((current) => ({ ...current, [after.id]: after }));
      setMessage(FRESHNESS_MESSAGES.correctionResolved);
      requestAnimationFrame(() => focusInView(stateRefs.current.get(correction.id)));
    } catch (error) {
      showError(error, T.resolveFailed);
      setFailure({ id: correction.id, text: actionErrorText(error, T.resolveFailed) });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="dashboard-section" id={SECTION_ID} aria-labelledby={headingId}>
      <div className="dashboard-section-header">
        <h2 id={headingId}>
          {T.correctionsHeading}
          {corrections.state === 'success' && (
            <span className="muted">
              {' '}
              ({T.openCount(corrections.data.filter((c) => (resolved[c.id] ?? c).status === 'open').length)})
            </span>
          )}
        </h2>
      </div>
      <p>{T.correctionsIntro}</p>
      <p role="status" className="freshness-confirmed">
        {message}
      </p>
      <AsyncContent
        data={corrections}
        loadingLabel={T.correctionsLoading}
        errorTitle={USER_PANEL_MESSAGES.loadFailed}
        isEmpty={(items) => items.length === 0}
        empty={<p>{T.correctionsEmpty}</p>}
      >
        {(items) => (
          <ul className="stack decision-list">
            {items.map((item) => {
              const correction = resolved[item.id] ?? item;
              const titleId = `correction-${correction.id}`;
              const failureId = `${titleId}-failure`;
              return (
                <li key={correction.id}>
                  <article className="card decision-card" aria-labelledby={titleId}>
                    <h3 id={titleId}>
                      <Link to={`/offer/${correction.offer_id}`}>{correction.offer_title}</Link>
                    </h3>
                    <dl className="profile-facts">
                      <dt>{T.fieldsLabel}</dt>
                      <dd>{correction.fields.map((field) => CORRECTION_FIELD_LABELS[field]).join(', ')}</dd>
                      <dt>{T.noteLabel}</dt>
                      <dd className="correction-note">{correction.note}</dd>
                      <dt>{T.reportedLabel}</dt>
                      <dd>
                        <time dateTime={correction.created_at}>{formatDate(correction.created_at)}</time>
                      </dd>
                      <dt>{T.statusLabel}</dt>
                      <dd>
                        <span
                          className={`badge badge-${STATUS_TONES[correction.status]}`}
                          tabIndex={-1}
                          ref={(element) => {
                            if (element) stateRefs.current.set(correction.id, element);
                            else stateRefs.current.delete(correction.id);
                          }}
                        >
                          {CORRECTION_STATUS_LABELS[correction.status]}
                        </span>
                        {correction.handled_at && (
                          <>
                            {' '}
                            <time dateTime={correction.handled_at}>{formatDate(correction.handled_at)}</time>
                          </>
                        )}
                      </dd>
                    </dl>
                    <div className="cluster">
                      <Link
                        to={{
                          pathname: '/dashboard',
                          search: viewSearch({ kind: 'edit-offer', id: correction.offer_id }),
                        }}
                        className="btn btn-secondary btn-sm"
                        aria-label={T.editOfferFor(correction.offer_title)}
                      >
                        {T.editOffer}
                      </Link>
                      {correction.status === 'open' && (
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          aria-label={T.resolveFor(correction.offer_title)}
                          aria-disabled={busy === correction.id || undefined}
                          aria-describedby={failure?.id === correction.id ? failureId : undefined}
                          onClick={() => void resolve(correction)}
                        >
                          {FRESHNESS_TEXTS.resolveButton}
                        </button>
                      )}
                    </div>
                    <ActionError id={failureId} message={failure?.id === correction.id ? failure.text : undefined} />
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
