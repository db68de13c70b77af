import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { canBanUser, canDeleteUser, canResetPassword, isBanned } from '../../shared/permissions';
import type { User } from '../../shared/types';
import { RowActionsMenu, useRowActionFocus } from '../common/RowActionsMenu';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { useActor } from './useActor';
import { UserBanDialog } from './UserBanDialog';
import { useUserDialogs } from './UserDialogs';
import { useUserToasts } from './useToasts';
import { personName } from '../../shared/displayName';

/**
 * Edit, delete, ban toggle and password reset of one row, in its 'Działania' menu. Edit is disabled where the rules say so
 * (docs/zasady-produktu.md#role-i-uprawnienia); the others stay available and answer a refused rule with its toast, as
 * the server would.
 */
export function UserRowActions({ user }: { user: User }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { refusal, success } = useUserToasts();
  const { openEdit, openDelete } = useUserDialogs();
  const actor = useActor();
  const { canAccess: canEdit = false } = useCanAccess({ resource: RESOURCES.users, action: 'edit', record: user });
  const [busy, setBusy] = useState(false);
  const [banning, setBanning] = useState(false);
  const { buttonRef, returnFocus } = useRowActionFocus();
  const name = personName(user);
  const banned = isBanned(user.banned_until);
  const label = (action: string) => translate(`resources.users.actions.${action}`, { name });

  const closeBan = () => {
    setBanning(false);
    returnFocus();
  };

  async function run(action: () => Promise<void>, successKey: string, saved?: () => void) {
    setBusy(true);
    try {
      await action();
      saved?.();
      success(successKey, name);
      if (banning) closeBan();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    const decision = actor && canDeleteUser(actor, user);
    if (decision && !decision.allowed) return refusal(decision);
    openDelete(user);
  }
  function toggleBan() {
    const decision = actor && canBanUser(actor, user);
    if (!decision || !decision.allowed) return decision && refusal(decision);
    if (banned) void run(() => dataProvider.banUser(user.id, false), 'unbanned');
    else setBanning(true);
  }
  function resetPassword() {
    const decision = actor && canResetPassword(actor);
    if (!decision || !decision.allowed) return decision && refusal(decision);
    void run(() => dataProvider.sendPasswordReset(user.id), 'reset_sent');
  }

  return (
    <>
      <RowActionsMenu
        name={name}
        buttonRef={buttonRef}
        actions={[
          { label: label('edit'), icon: <EditIcon />, onSelect: () => openEdit(user), disabled: !canEdit },
          { label: label('delete'), icon: <DeleteIcon />, onSelect: remove, disabled: busy, destructive: true },
          {
            label: label(banned ? 'unban' : 'ban'),
            icon: banned ? <LockOpenIcon /> : <BlockIcon />,
            onSelect: toggleBan,
            disabled: busy,
          },
          { label: label('reset_password'), icon: <LockResetIcon />, onSelect: resetPassword, disabled: busy },
        ]}
      />
      {banning && (
        <UserBanDialog
          userId={user.id}
          name={name}
          busy={busy}
          onBan={(justification, saved) =>
            void run(() => dataProvider.banUser(user.id, true, justification), 'banned', saved)
          }
          onClose={closeBan}
        />
      )}
    </>
  );
}
