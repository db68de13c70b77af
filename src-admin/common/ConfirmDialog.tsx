import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface ConfirmDialogProps {
  /** Translated texts. */
  title: string;
  content: string;
  confirmLabel: string;
  /** Deletes, rejects or restricts something: the dialog opens on 'Anuluj', so an Enter pressed too soon does nothing. */
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The back office's confirm prompt (before a status change, a feature toggle and a delete). Mounted while
 * open; on closing, focus goes back to the button that opened it, or where common/FocusKeeper takes it.
 */
export function ConfirmDialog({
  title,
  content,
  confirmLabel,
  destructive = false,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={destructive}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy}
          autoFocus={!destructive}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
