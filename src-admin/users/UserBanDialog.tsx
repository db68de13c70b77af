import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Justification } from '../../shared/moderation';
import { DecisionReasonFields, EMPTY_JUSTIFICATION, reasonError } from '../common/DecisionReasonFields';

interface UserBanDialogProps {
  name: string;
  busy: boolean;
  onBan: (justification: Justification) => void;
  onClose: () => void;
}

/** A ban restricts an account: it asks for the statement of reasons the person receives (DSA art. 17). */
export function UserBanDialog({ name, busy, onBan, onClose }: UserBanDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [justification, setJustification] = useState<Justification>(EMPTY_JUSTIFICATION);
  const [reasonMessage, setReasonMessage] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`admin.moderation.${key}`, args);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const missing = reasonError(justification);
          setReasonMessage(missing && translate(missing));
          if (missing) reasonRef.current?.focus();
          else onBan(justification);
        }}
      >
        <DialogTitle id={titleId}>{t('ban_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('ban_intro', { name })}</DialogContentText>
          <DecisionReasonFields
            value={justification}
            onChange={setJustification}
            error={reasonMessage}
            reasonRef={reasonRef}
          />
        </DialogContent>
        <DialogActions>
          {/* A ban restricts an account: the dialog opens on 'Anuluj'. */}
          <Button onClick={onClose} disabled={busy} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('ban_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
