import { DialogContentText, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { VERIFICATION_REASON_MAX } from '../../shared/schemas/verification';
import { VERIFICATION_DECISIONS, type AdminVerification } from '../../shared/verification';
import { DecisionDialog } from '../common/DecisionDialog';
import type { AdminDataProvider } from '../providers/dataProvider';
import { NumbersField, RegisterLinksField } from './RegisterLinks';

const NO_REASON = { reason: '' };

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
  const [statement, setStatement] = useState(NO_REASON);
  const { reason } = statement;
  const [reasonMessage, setReasonMessage] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.verifications.${key}`, args);

  return (
    <DecisionDialog
      resource="verifications"
      choices={VERIFICATION_DECISIONS}
      choicesLabel={t('decide_dialog.decision')}
      choiceLabel={(option) => t(`decide_dialog.${option}`)}
      context={
        <>
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
        </>
      }
      fields={(decision) =>
        decision === 'rejected' && (
          <TextField
            sx={{ mt: 2 }}
            fullWidth
            label={t('decide_dialog.reason')}
            value={reason}
            onChange={(event) => setStatement({ reason: event.target.value })}
            required
            multiline
            minRows={3}
            error={Boolean(reasonMessage)}
            helperText={reasonMessage ?? t('decide_dialog.reason_hint')}
            inputRef={reasonRef}
            slotProps={{ htmlInput: { maxLength: VERIFICATION_REASON_MAX } }}
          />
        )
      }
      problems={(decision) => {
        // The server refuses a rejection without a reason with the same message.
        const missing = decision === 'rejected' && !reason.trim() ? t('reason_required') : undefined;
        setReasonMessage(missing);
        return missing ? [{ message: missing, focus: () => reasonRef.current?.focus() }] : [];
      }}
      summary={(decision) => t(`decide_dialog.summary.${decision}`, { name: request.organization_name })}
      save={(decision) =>
        // The version of the name and numbers shown above: changed since, the server answers 409 and the list reloads.
        dataProvider.decideVerification(request.id, {
          decision,
          reason: reason.trim() || undefined,
          version: request.version,
        })
      }
      success={(decision) => ({
        message: `resources.verifications.notifications.${decision}`,
        args: { name: request.organization_name },
      })}
      onClose={onClose}
      onDecided={onDecided}
      statement={{ key: `verification:${request.id}`, value: statement, empty: NO_REASON, restore: setStatement }}
    />
  );
}
