import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { MODERATION_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import {
  APPEAL_OUTCOME_LABELS,
  GROUND_LABELS,
  REPORT_EXPLANATION_MAX,
  REPORT_EXPLANATION_MIN,
  restrictionSummary,
  targetName,
  type MyDecision,
} from '../../../shared/moderation';
import { Dialog } from '../../components/Dialog';
import { TextAreaField } from '../../forms/fields';
import { formatDate } from '../../format';
import { api } from '../../api';
import { AsyncContent } from '../../components/AsyncContent';
import { useApiData } from '../../hooks/useApiData';
import { myDecisionsRequest } from '../../requests';
import { useToast } from '../../toast/ToastProvider';
import { focusInView } from '../../a11y/focus';

export const DECISIONS_SECTION_ID = 'decyzje-moderacyjne';

function AppealState({ decision }: { decision: MyDecision }) {
  const { appeal } = decision;
  if (!appeal) {
    return decision.can_appeal ? (
      <>Możesz się odwołać do {formatDate(decision.appeal_deadline)}.</>
    ) : (
      <>Termin na odwołanie minął {formatDate(decision.appeal_deadline)}.</>
    );
  }
  if (appeal.status === 'open') return <>Odwołanie złożone {formatDate(appeal.created_at)} – czeka na rozpatrzenie.</>;
  return (
    <>
      {appeal.outcome ? APPEAL_OUTCOME_LABELS[appeal.outcome] : ''} ({formatDate(appeal.decided_at)}). Uzasadnienie:{' '}
      {appeal.statement}
    </>
  );
}

/** The statement of reasons of each decision about the person's content or account (DSA art. 17), and its appeal. */
export function DecisionsSection() {
  const decisions = useApiData(myDecisionsRequest);
  const { showToast, showError } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [appealing, setAppealing] = useState<MyDecision | null>(null);
  const [explanation, setExplanation] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const headingId = `${DECISIONS_SECTION_ID}-heading`;

  const close = () => {
    setAppealing(null);
    setExplanation('');
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!appealing || sending) return;
    if (explanation.trim().length < REPORT_EXPLANATION_MIN) {
      setError(MODERATION_MESSAGES.appealExplanation);
      document.getElementById('appeal-explanation')?.focus();
      return;
    }
    setSending(true);
    try {
      await api.post(`${API_V1}/users/me/appeals`, { json: { decision_id: appealing.id, explanation } });
      close();
      showToast({ title: 'Odwołanie złożone', description: MODERATION_MESSAGES.appealSent, variant: 'success' });
      decisions.reload();
      // The button that opened the dialog is gone with the decision's new state: continue from the heading.
      requestAnimationFrame(() => focusInView(headingRef.current));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setError(failure.detail);
        document.getElementById('appeal-explanation')?.focus();
      } else showError(failure, USER_PANEL_MESSAGES.requestFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="dashboard-section" id={DECISIONS_SECTION_ID} aria-labelledby={headingId}>
      <div className="dashboard-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Decyzje moderacyjne
          {decisions.state === 'success' && <span className="muted"> ({decisions.data.length})</span>}
        </h2>
      </div>
      <AsyncContent
        data={decisions}
        loadingLabel="Wczytywanie: decyzje moderacyjne…"
        errorTitle={USER_PANEL_MESSAGES.loadFailed}
        isEmpty={(items) => items.length === 0}
        empty={<p>Moderatorzy nie ograniczyli żadnej z Twoich treści ani Twojego konta.</p>}
      >
        {(items) => (
          <ul className="stack decision-list">
            {items.map((decision) => (
              <li key={decision.id}>
                <article className="card decision-card" aria-labelledby={`decision-${decision.id}`}>
                  <h3 id={`decision-${decision.id}`}>{targetName(decision.target_type, decision.target_title)}</h3>
                  <dl className="profile-facts">
                    <dt>Decyzja</dt>
                    <dd>{restrictionSummary(decision)}</dd>
                    <dt>Data</dt>
                    <dd>
                      <time dateTime={decision.created_at}>{formatDate(decision.created_at)}</time>
                    </dd>
                    <dt>Uzasadnienie</dt>
                    <dd>{decision.statement}</dd>
                    <dt>Podstawa</dt>
                    <dd>{GROUND_LABELS[decision.ground]}</dd>
                    <dt>Źródło</dt>
                    <dd>{decision.from_report ? 'zgłoszenie innej osoby' : 'z inicjatywy moderatora'}</dd>
                    <dt>Zautomatyzowane środki</dt>
                    <dd>nie – decyzję podjął moderator (człowiek)</dd>
                    <dt>Odwołanie</dt>
                    <dd>
                      <AppealState decision={decision} />
                    </dd>
                  </dl>
                  {decision.can_appeal && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Odwołaj się od decyzji: ${targetName(decision.target_type, decision.target_title)}`}
                      onClick={() => setAppealing(decision)}
                    >
                      Odwołaj się
                    </button>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
      {appealing && (
        <Dialog title="Odwołanie od decyzji" onClose={close} initialFocusSelector="#appeal-explanation">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <p>
              Dotyczy: {targetName(appealing.target_type, appealing.target_title)}. Odwołanie rozpatrzy inny moderator
              niż autor decyzji; o wyniku poinformujemy Cię wiadomością email.
            </p>
            <TextAreaField
              id="appeal-explanation"
              label="Dlaczego nie zgadzasz się z decyzją?"
              hint={`Od ${REPORT_EXPLANATION_MIN} do ${REPORT_EXPLANATION_MAX} znaków.`}
              required
              maxLength={REPORT_EXPLANATION_MAX}
              value={explanation}
              error={error}
              onChange={(event) => setExplanation(event.target.value)}
            />
            <div className="form-actions">
              <button type="button" className="btn btn-secondary" onClick={close}>
                Anuluj
              </button>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? 'Wysyłanie…' : 'Złóż odwołanie'}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
