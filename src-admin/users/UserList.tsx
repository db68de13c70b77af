import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { alpha, Button, CircularProgress, Typography, type Theme } from '@mui/material';
import { DataTable, List, TopToolbar, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { ROLE_LABELS } from '../../shared/roles';
import type { User } from '../../shared/types';
import { RESOURCES } from '../providers/dataProvider';
import { ListSearchInput } from '../common/ListSearchInput';
import { TableRegion } from '../common/TableRegion';
import { UserIdentityCell, UserStatusCell, UserVerifiedCell } from './UserCells';
import { UserDialogsProvider, useUserDialogs } from './UserDialogs';
import { UserRowActions } from './UserRowActions';

/** A tint of the mode's warning colour: pale on the light page, deep on the dark ones, the text legible on both. */
const SUPERADMIN_ROW = { backgroundColor: (theme: Theme) => alpha(theme.palette.warning.main, 0.12) };

function UserListActions() {
  const translate = useTranslate();
  const { openCreate } = useUserDialogs();
  const { canAccess } = useCanAccess({ resource: RESOURCES.users, action: 'create' });
  if (!canAccess) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={openCreate}>
        {translate('resources.users.actions.add')}
      </Button>
    </TopToolbar>
  );
}

function UsersTable() {
  const translate = useTranslate();
  const { isPending } = useListContext<User>();
  const field = (name: string) => `resources.users.fields.${name}`;
  if (isPending) {
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  }
  return (
    <TableRegion>
      <DataTable<User>
        bulkActionButtons={false}
        rowClick={false}
        rowSx={(user) => (user.role === 'superadmin' ? SUPERADMIN_ROW : {})}
        empty={<Typography sx={{ p: 2 }}>{translate('resources.users.empty')}</Typography>}
      >
        <DataTable.Col<User>
          source="full_name"
          label={field('user')}
          render={(user) => <UserIdentityCell user={user} />}
        />
        <DataTable.Col<User> source="role" label={field('role')} render={(user) => ROLE_LABELS[user.role]} />
        <DataTable.Col<User>
          source="banned_until"
          label={field('status')}
          render={(user) => <UserStatusCell user={user} />}
        />
        <DataTable.Col<User> source="organization_name" label={field('organization_name')} />
        <DataTable.Col<User>
          source="is_verified"
          label={field('is_verified')}
          render={(user) => <UserVerifiedCell user={user} />}
        />
        <DataTable.Col<User> label={field('actions')} disableSort render={(user) => <UserRowActions user={user} />} />
      </DataTable>
    </TableRegion>
  );
}

/** Użytkownicy: live server-side search, the six columns and the three dialogs. */
export default function UserList() {
  const translate = useTranslate();
  // After a delete the row is gone with its buttons: common/FocusKeeper takes focus to the next row or the heading.
  return (
    <UserDialogsProvider>
      <List
        title={translate('admin.layout.menu.users')}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={false}
        exporter={false}
        actions={<UserListActions />}
        filters={[<ListSearchInput key="q" placeholder="resources.users.search" alwaysOn />]}
      >
        <UsersTable />
      </List>
    </UserDialogsProvider>
  );
}
