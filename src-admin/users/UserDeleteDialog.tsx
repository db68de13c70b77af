import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { User } from '../../shared/types';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { useUserToasts } from './useToasts';
import { personName } from '../../shared/displayName';

/** 'Potwierdź usunięcie' (SPEC §2): the last step before an account and everything it published are gone. */
interface UserDeleteDialogProps {
  user: User;
  onClose: () => void;
}

export function UserDeleteDialog({ user, onClose }: UserDeleteDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { success } = useUserToasts();
  const titleId = useId();
  const contentId = useId();
  const [deleting, setDeleting] = useState(false);
  const name = personName(user);

  async function confirm() {
    setDeleting(true);
    try {
      await dataProvider.delete<User>(RESOURCES.users, { id: user.id, previousData: user });
      success('deleted', name);
      onClose();
      refresh();
    } catch (error) {
      notifyError(error);
      setDeleting(false);
    }
  }

  return (
    <Dialog
      open
      onClose={deleting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate('resources.users.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{translate('resources.users.delete.content', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          {translate('resources.users.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={deleting}>
          {translate('resources.users.delete.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
