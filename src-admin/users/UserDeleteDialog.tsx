import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { User } from '../../shared/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { useUserToasts } from './useToasts';
import { personName } from '../../shared/displayName';

/** 'Potwierdź usunięcie': the last step before an account and everything it published are gone. */
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
    <ConfirmDialog
      title={translate('resources.users.delete.title')}
      content={translate('resources.users.delete.content', { name })}
      confirmLabel={translate('resources.users.delete.submit')}
      destructive
      busy={deleting}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
