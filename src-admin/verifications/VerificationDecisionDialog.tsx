import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { RecordContextProvider, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { VERIFICATION_REASON_MAX } from '../../shared/schemas/verification';
import { VERIFICATION_DECISIONS, type AdminVerification, type VerificationDecision } from '../../shared/verification';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';
import { NumbersField, RegisterLinksField } from './RegisterLinks';

interface Props {
  request: AdminVerification;
  onClose: () => void;
  /** Called once the decision is saved, to move focus to what it changed. */
  onDecided: () => void;
}

/** The admin's answer to a verification request; a rejection carries its reason, which the organisation receives. */
export function VerificationDecisionDialog({ request, onClose, onDecided }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [decision, setDecision] = useState<VerificationDecision>('approved');
  const [reason, setReason] = useState('');
  const [reasonMessage, setReasonMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.verifications.${key}`, args);

  async function save() {
    setSaving(true);
    try {
      await dataProvider.decideVerification(request.id, { decision, reason: reason.trim() || undefined });
      notify(`resources.verifications.notifications.${decision}`, {
        type: 'success',
        messageArgs: { name: request.organization_name },
      });
      refresh();
      onDecided();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      // The list moves focus itself: the opening button is gone once the request is decided.
      disableRestoreFocus
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The server refuses a rejection without a reason with the same message.
          const missing = decision === 'rejected' && !reason.trim();
          setReasonMessage(missing ? t('reason_required') : undefined);
          if (missing) reasonRef.current?.focus();
          else void save();
        }}
      >
        <DialogTitle id={titleId}>{t('decide_dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('decide_dialog.intro', { name: request.organization_name, email: request.email })}
          </DialogContentText>
          <RecordContextProvider value={request}>
            <DialogContentText component="div" sx={{ mt: 1 }}>
              <NumbersField />
            </DialogContentText>
            <DialogContentText component="div" sx={{ mt: 1, mb: 2 }}>
              <RegisterLinksField />
            </DialogContentText>
          </RecordContextProvider>
          <FormControl>
            <FormLabel id={`${titleId}-decision`}>{t('decide_dialog.decision')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-decision`}
              value={decision}
              onChange={(event) => setDecision(event.target.value as VerificationDecision)}
            >
              {VERIFICATION_DECISIONS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`decide_dialog.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {decision === 'rejected' && (
            <TextField
              sx={{ mt: 2 }}
              fullWidth
              label={t('decide_dialog.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              multiline
              minRows={3}
              error={Boolean(reasonMessage)}
              helperText={reasonMessage ?? t('decide_dialog.reason_hint')}
              inputRef={reasonRef}
              slotProps={{ htmlInput: { maxLength: VERIFICATION_REASON_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('decide_dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
