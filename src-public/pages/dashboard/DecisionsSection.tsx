import { useRef, useState } from 'react';
import { MODERATION_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import {
  APPEAL_OUTCOME_LABELS,
  GROUND_LABELS,
  restrictionSummary,
  targetName,
  type MyDecision,
} from '../../../shared/moderation';
import { formatDate } from '../../format';
import { AsyncContent } from '../../components/AsyncContent';
import { useApiData } from '../../hooks/useApiData';
import { myDecisionsRequest } from '../../requests';
import { useToast } from '../../toast/ToastProvider';
import { focusInView } from '../../a11y/focus';
import { AppealDialog } from './AppealDialog';

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
  const { showToast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [appealing, setAppealing] = useState<MyDecision | null>(null);
  // What was typed per decision, kept while the dialog is closed and opened again.
  const [texts, setTexts] = useState<Record<string, string>>({});
  const headingId = `${DECISIONS_SECTION_ID}-heading`;

  const sent = (decision: MyDecision) => {
    setAppealing(null);
    setTexts(({ [decision.id]: _sent, ...others }) => others);
    showToast({ title: 'Odwołanie złożone', description: MODERATION_MESSAGES.appealSent, variant: 'success' });
    decisions.reload();
    // The button that opened the dialog is gone with the decision's new state: continue from the heading.
    requestAnimationFrame(() => focusInView(headingRef.current));
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
        <AppealDialog
          decision={appealing}
          explanation={texts[appealing.id] ?? ''}
          onExplanation={(text) => setTexts((current) => ({ ...current, [appealing.id]: text }))}
          onClose={() => setAppealing(null)}
          onSent={() => sent(appealing)}
        />
      )}
    </section>
  );
}
