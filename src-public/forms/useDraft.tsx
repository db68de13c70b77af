import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DRAFT_MESSAGES as M } from '../../shared/messagesSession';
import { useDraftState, type DraftOptions } from '../../shared/useDraftState';

export interface Draft {
  /** The question 'Przywrócić niezapisaną wersję z 14:32?' while a kept draft waits for an answer, then its outcome. */
  notice: ReactNode;
  /** Whether the question waits (a dialog starts on 'Przywróć' then, not on its first field). */
  offered: boolean;
  /** The form was saved or sent: its draft is no longer needed. */
  discard: () => void;
}

/** The form's draft kept in this browser (shared/useDraftState.ts) and its question in the public app's notice. */
export function useDraft<T extends object>(options: DraftOptions<T>): Draft {
  const { kept, outcome, answer, discard } = useDraftState(options);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const notice: ReactNode = kept ? (
    <section className="notice notice-info draft-notice" aria-labelledby={questionId}>
      <p id={questionId} className="notice-title">
        {M.question(kept.savedAt)}
      </p>
      <p>{M.explanation}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-primary draft-restore" onClick={() => answer(true)}>
          {M.restore}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => answer(false)}>
          {M.discard}
        </button>
      </div>
    </section>
  ) : (
    outcome && (
      <p ref={outcomeRef} className="notice notice-success" role="status" tabIndex={-1}>
        {outcome}
      </p>
    )
  );

  return { notice, offered: kept !== null, discard };
}
