import { useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/errors';
import { API_V1 } from '../../shared/http';
import { MODERATION_MESSAGES, USER_PANEL_MESSAGES } from '../../shared/messages';
import {
  REPORT_EXPLANATION_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ModerationTarget,
  type ReportReason,
} from '../../shared/moderation';
import type { FieldError } from '../../shared/schemas/common';
import { reportSchema } from '../../shared/schemas/moderation';
import { fieldErrors } from '../../shared/schemas/common';
import { api } from '../api';
import {
  errorId,
  labelledOptions,
  RequiredFieldsNote,
  RequiredMarker,
  TextAreaField,
  TextField,
} from '../forms/fields';
import { focusControl, RadioGroup } from '../forms/RadioGroup';
import { useSession } from '../session/SessionProvider';
import { useToast } from '../toast/ToastProvider';
import { Dialog } from './Dialog';

interface ReportButtonProps {
  targetType: ModerationTarget;
  targetId: string;
  /** What is reported, for the dialog's text ("ofertę „Wózek”"). */
  targetName: string;
}

const FIELD_IDS: Record<string, string> = {
  reason: 'report-reason',
  explanation: 'report-explanation',
  name: 'report-name',
  email: 'report-email',
  good_faith: 'report-good-faith',
};

/**
 * 'Zgłoś naruszenie' (DSA art. 16): anyone, signed in or not, reports illegal or harmful content in an accessible
 * dialog. The same shared schema checks the form here and the notice on the server.
 */
export function ReportButton({ targetType, targetId, targetName }: ReportButtonProps) {
  const { user } = useSession();
  const { showToast, showError } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const openDialog = () => {
    // Prefilled from the account when signed in; the person may still change or clear them.
    setName(user?.full_name ?? '');
    setEmail(user?.email ?? '');
    setErrors({});
    setOpen(true);
  };

  const showErrors = (list: readonly FieldError[]) => {
    const byField: Record<string, string> = {};
    for (const { field, message } of list) byField[field] ??= message;
    setErrors(byField);
    const first = Object.keys(FIELD_IDS).find((field) => byField[field]);
    if (first) focusControl(FIELD_IDS[first]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const payload = {
      target_type: targetType,
      target_id: targetId,
      reason: reason || undefined,
      explanation,
      name,
      email,
      good_faith: goodFaith,
    };
    const checked = reportSchema.safeParse(payload);
    if (!checked.success) return showErrors(fieldErrors(checked.error));
    setSending(true);
    try {
      await api.post(`${API_V1}/reports`, { json: payload });
      setOpen(false);
      setReason('');
      setExplanation('');
      setGoodFaith(false);
      showToast({ title: 'Zgłoszenie wysłane', description: MODERATION_MESSAGES.reportSent, variant: 'success' });
    } catch (failure) {
      const list = failure instanceof ApiError ? failure.fieldErrors : [];
      if (list.length) showErrors(list);
      else showError(failure, USER_PANEL_MESSAGES.requestFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm report-button" onClick={openDialog}>
        Zgłoś naruszenie
      </button>
      {open && (
        <Dialog title="Zgłoś naruszenie" onClose={() => setOpen(false)}>
          <form onSubmit={(event) => void submit(event)} noValidate className="stack">
            <p>
              Zgłaszasz: {targetName}. Zgłoszenie rozpatrzy moderator portalu; jeśli podasz adres email, potwierdzimy
              jego przyjęcie i poinformujemy Cię o decyzji.
            </p>
            <RequiredFieldsNote />
            <RadioGroup<ReportReason | ''>
              idPrefix={FIELD_IDS.reason}
              name="reason"
              legend="Powód zgłoszenia"
              options={labelledOptions(REPORT_REASONS, REPORT_REASON_LABELS)}
              value={reason}
              onChange={setReason}
              error={errors.reason}
              required
            />
            <TextAreaField
              id={FIELD_IDS.explanation}
              label="Opis naruszenia"
              hint="Napisz, co narusza prawo lub regulamin i dlaczego (od 20 do 2000 znaków)."
              required
              maxLength={REPORT_EXPLANATION_MAX}
              value={explanation}
              error={errors.explanation}
              onChange={(event) => setExplanation(event.target.value)}
            />
            <TextField
              id={FIELD_IDS.name}
              label="Imię i nazwisko (nieobowiązkowo)"
              autoComplete="name"
              value={name}
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              id={FIELD_IDS.email}
              label="Adres email (nieobowiązkowo)"
              hint="Na ten adres wyślemy potwierdzenie i informację o decyzji."
              type="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className={errors.good_faith ? 'form-field form-field-invalid' : 'form-field'}>
              <div className="form-check">
                <input
                  id={FIELD_IDS.good_faith}
                  type="checkbox"
                  checked={goodFaith}
                  required
                  aria-invalid={errors.good_faith ? true : undefined}
                  aria-describedby={errors.good_faith ? errorId(FIELD_IDS.good_faith) : undefined}
                  onChange={(event) => setGoodFaith(event.target.checked)}
                />
                <label htmlFor={FIELD_IDS.good_faith}>
                  Oświadczam, że zgłoszenie jest zgodne z prawdą i składam je w dobrej wierze.
                  <RequiredMarker />
                </label>
              </div>
              {errors.good_faith && (
                <p className="form-error" id={errorId(FIELD_IDS.good_faith)}>
                  {errors.good_faith}
                </p>
              )}
            </div>
            <div className="form-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
                Anuluj
              </button>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? 'Wysyłanie…' : 'Wyślij zgłoszenie'}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
