import { MenuItem, Stack, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { REPORT_REASONS, STATEMENT_MAX, type Justification, type ReportReason } from '../../shared/moderation';

export type { Justification };

export const EMPTY_JUSTIFICATION: Justification = { reason: '', ground: 'terms' };

interface DecisionReasonFieldsProps {
  value: Justification;
  onChange: (value: Justification) => void;
  /** The message under the reason field ('Podaj uzasadnienie decyzji.'), from the form or the server. */
  error?: string;
  reasonRef?: Ref<HTMLTextAreaElement>;
  /** Without a ground choice (an appeal's outcome has no ground of its own). */
  withoutGround?: boolean;
}

/** The statement of reasons and its ground, asked by every dialog that restricts content or an account. */
export function DecisionReasonFields({ value, onChange, error, reasonRef, withoutGround }: DecisionReasonFieldsProps) {
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
        error={Boolean(error)}
        helperText={error ?? t('reason_hint')}
        inputRef={reasonRef}
        slotProps={{ htmlInput: { maxLength: STATEMENT_MAX } }}
      />
      {!withoutGround && (
        <TextField
          select
          label={t('ground')}
          value={value.ground}
          onChange={(event) => onChange({ ...value, ground: event.target.value as ReportReason })}
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

/** The reason's own error when it is blank; the server answers the same message. */
export function reasonError(value: Justification): string | undefined {
  return value.reason.trim() ? undefined : 'admin.moderation.reason_required';
}
