import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { MODERATION_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import {
  REPORT_EXPLANATION_MAX,
  REPORT_EXPLANATION_MIN,
  targetName,
  type MyDecision,
} from '../../../shared/moderation';
import { api } from '../../api';
import { Dialog } from '../../components/Dialog';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { TextAreaField } from '../../forms/fields';
import { focusControl } from '../../forms/RadioGroup';
import { useDraft } from '../../forms/useDraft';
import { useFormErrors } from '../../forms/useFormErrors';

const EXPLANATION_ID = 'appeal-explanation';
const NOTHING_WRITTEN = { explanation: '' };

interface AppealDialogProps {
  decision: MyDecision;
  /** The text typed so far: kept by the list, so that Escape or 'Anuluj' loses nothing. */
  explanation: string;
  onExplanation: (text: string) => void;
  onClose: () => void;
  onSent: () => void;
}

/**
 * 'Odwołanie od decyzji': closing it keeps the text (the list holds it), a draft keeps it across a sign-out, and a
 * refusal is listed in an error summary at the top, never only in a toast.
 */
export function AppealDialog({ decision, explanation, onExplanation, onClose, onSent }: AppealDialogProps) {
  const form = useFormErrors();
  const [sending, setSending] = useState(false);
  const values = { explanation };
  const draft = useDraft({
    formKey: `appeal:${decision.id}`,
    values,
    initial: NOTHING_WRITTEN,
    onRestore: (kept) => onExplanation(kept.explanation),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (explanation.trim().length < REPORT_EXPLANATION_MIN)
      return form.fail([{ field: 'explanation', message: MODERATION_MESSAGES.appealExplanation }]);
    setSending(true);
    try {
      await api.post(`${API_V1}/users/me/appeals`, { json: { decision_id: decision.id, explanation } });
      draft.discard();
      onSent();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && failure.detail && failure.fieldErrors.length === 0)
        form.fail([{ field: 'explanation', message: failure.detail }]);
      else form.failRequest(failure, USER_PANEL_MESSAGES.requestFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title="Odwołanie od decyzji"
      onClose={onClose}
      initialFocusSelector={draft.offered ? '.draft-restore' : `#${EXPLANATION_ID}`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          title={form.title}
          controlIdOf={(field) => (field === 'explanation' ? EXPLANATION_ID : null)}
          onSelect={() => focusControl(EXPLANATION_ID)}
        />
        {draft.notice}
        <p>
          Dotyczy: {targetName(decision.target_type, decision.target_title)}. Odwołanie rozpatrzy inny moderator niż
          autor decyzji; o wyniku poinformujemy Cię wiadomością email.
        </p>
        <TextAreaField
          id={EXPLANATION_ID}
          label="Dlaczego nie zgadzasz się z decyzją?"
          hint={`Od ${REPORT_EXPLANATION_MIN} do ${REPORT_EXPLANATION_MAX} znaków.`}
          required
          maxLength={REPORT_EXPLANATION_MAX}
          value={explanation}
          error={form.byField.explanation}
          onChange={(event) => onExplanation(event.target.value)}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Anuluj
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
            {sending ? 'Wysyłanie…' : 'Złóż odwołanie'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
