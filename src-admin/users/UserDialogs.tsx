import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '../../shared/types';
import { UserCreateDialog } from './UserCreateDialog';
import { UserDeleteDialog } from './UserDeleteDialog';
import { UserEditDialog } from './UserEditDialog';

interface UserDialogsApi {
  openCreate: () => void;
  openEdit: (user: User) => void;
  openDelete: (user: User) => void;
}

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; user: User } | null;

const UserDialogsContext = createContext<UserDialogsApi | null>(null);

export function useUserDialogs(): UserDialogsApi {
  const api = useContext(UserDialogsContext);
  if (!api) throw new Error('useUserDialogs wymaga UserDialogsProvider');
  return api;
}

/**
 * The three dialogs of the users screen. The create dialog stays mounted so that a cancelled draft survives
 * reopening; it is emptied only after a successful create.
 */
export function UserDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const api = useMemo<UserDialogsApi>(
    () => ({
      openCreate: () => setOpen({ kind: 'create' }),
      openEdit: (user) => setOpen({ kind: 'edit', user }),
      openDelete: (user) => setOpen({ kind: 'delete', user }),
    }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <UserDialogsContext.Provider value={api}>
      {children}
      <UserCreateDialog open={open?.kind === 'create'} onClose={close} />
      {open?.kind === 'edit' && <UserEditDialog user={open.user} onClose={close} />}
      {open?.kind === 'delete' && <UserDeleteDialog user={open.user} onClose={close} />}
    </UserDialogsContext.Provider>
  );
}
