import { MenuItem, Stack, TextField } from '@mui/material';
import { useRef, useState, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { FormProblem } from './ErrorSummary';
import { REPORT_REASONS, STATEMENT_MAX, type Justification, type ReportReason } from '../../shared/moderation';

export type { Justification };

/** The statement as typed: no ground is chosen until the admin chooses one, never the reporter's reason. */
export interface JustificationDraft {
  reason: string;
  ground: ReportReason | '';
}

export const EMPTY_JUSTIFICATION: JustificationDraft = { reason: '', ground: '' };

/** The fields' own messages (translation keys), from the form or the server. */
export interface JustificationErrors {
  reason?: string;
  ground?: string;
}

interface DecisionReasonFieldsProps {
  value: JustificationDraft;
  onChange: (value: JustificationDraft) => void;
  /** Translated messages under the fields ('Podaj uzasadnienie decyzji.', 'Wybierz podstawę decyzji.'). */
  errors?: JustificationErrors;
  reasonRef?: Ref<HTMLTextAreaElement>;
  groundRef?: Ref<HTMLInputElement>;
  /** Without a ground choice (an appeal's outcome has no ground of its own). */
  withoutGround?: boolean;
}

/** The statement of reasons and its ground, asked by every dialog that restricts content or an account. */
export function DecisionReasonFields({
  value,
  onChange,
  errors = {},
  reasonRef,
  groundRef,
  withoutGround,
}: DecisionReasonFieldsProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`admin.moderation.${key}`);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        label={t('reason')}
        value={value.reason}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
        required
        multiline
        minRows={3}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? t('reason_hint')}
        inputRef={reasonRef}
        slotProps={{ htmlInput: { maxLength: STATEMENT_MAX } }}
      />
      {!withoutGround && (
        <TextField
          select
          required
          label={t('ground')}
          value={value.ground}
          onChange={(event) => onChange({ ...value, ground: event.target.value as ReportReason })}
          error={Boolean(errors.ground)}
          helperText={errors.ground ?? t('ground_hint')}
          inputRef={groundRef}
        >
          {REPORT_REASONS.map((ground) => (
            <MenuItem key={ground} value={ground}>
              {t(`grounds.${ground}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/** The fields' errors as translation keys; the server answers the same messages. */
export function justificationErrors(value: JustificationDraft, withoutGround = false): JustificationErrors {
  return {
    reason: value.reason.trim() ? undefined : 'admin.moderation.reason_required',
    ground: withoutGround || value.ground ? undefined : 'admin.moderation.ground_required',
  };
}

/** The statement to send, once complete. */
export function completeJustification(value: JustificationDraft): Justification | null {
  return value.ground && value.reason.trim() ? { reason: value.reason, ground: value.ground } : null;
}

/**
 * A dialog's statement as typed, its fields' messages and the check before saving: `problems` marks the fields and
 * answers what to list in the error summary, in the order of the fields.
 */
export function useJustification() {
  const translate = useTranslate();
  const [value, setValue] = useState<JustificationDraft>(EMPTY_JUSTIFICATION);
  const [errors, setErrors] = useState<JustificationErrors>({});
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const groundRef = useRef<HTMLInputElement>(null);

  function problems(withoutGround = false): FormProblem[] {
    const keys = justificationErrors(value, withoutGround);
    const shown = {
      ground: keys.ground && translate(keys.ground),
      reason: keys.reason && translate(keys.reason),
    };
    setErrors(shown);
    return [
      ...(shown.reason ? [{ message: shown.reason, focus: () => reasonRef.current?.focus() }] : []),
      ...(shown.ground ? [{ message: shown.ground, focus: () => groundRef.current?.focus() }] : []),
    ];
  }

  const reset = () => {
    setValue(EMPTY_JUSTIFICATION);
    setErrors({});
  };
  const fieldProps = { value, onChange: setValue, errors, reasonRef, groundRef };
  return { value, problems, reset, restore: setValue, fieldProps };
}
