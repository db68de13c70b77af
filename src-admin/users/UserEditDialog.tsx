import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { assignableRoles, canAssignRole } from '../../shared/permissions';
import { ROLE_LABELS, type Role } from '../../shared/roles';
import type { User } from '../../shared/types';
import { useNotifyError } from '../common/useNotifyError';
import { USER_ACTIONS } from '../providers/accessRules';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { useActor } from './useActor';
import { useUserToasts } from './useToasts';
import { userName } from './userName';

/** 'Edytuj użytkownika' (SPEC §2, §6): the role select is locked for superadmins, and for admins unless a superadmin edits. */
export function UserEditDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { refusal, success } = useUserToasts();
  const actor = useActor();
  const titleId = useId();
  const { canAccess: canChangeRole = false } = useCanAccess({
    resource: RESOURCES.users,
    action: USER_ACTIONS.changeRole,
    record: user,
  });
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const [organisation, setOrganisation] = useState(user.organization_name ?? '');
  const [role, setRole] = useState<Role>(user.role);
  const [verified, setVerified] = useState(user.is_verified);
  const [saving, setSaving] = useState(false);
  const field = (name: string) => translate(`resources.users.fields.${name}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!actor) return;
    const decision = canAssignRole(actor, user, role);
    if (!decision.allowed) return refusal(decision);
    setSaving(true);
    const data = {
      role,
      full_name: fullName.trim(),
      organization_name: organisation.trim() || null,
      is_verified: verified,
    };
    try {
      const { data: saved } = await dataProvider.update<User>(RESOURCES.users, {
        id: user.id,
        data,
        previousData: user,
      });
      success('updated', userName(saved ?? user));
      onClose();
      refresh();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  }

  const roles = actor ? assignableRoles(actor, user) : [user.role];
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('resources.users.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={field('full_name')}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
              autoFocus
            />
            <TextField
              label={field('organisation_name')}
              value={organisation}
              onChange={(e) => setOrganisation(e.target.value)}
            />
            <TextField
              select
              label={field('role')}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              disabled={!canChangeRole}
              slotProps={{ select: { native: true } }}
            >
              {(roles.includes(user.role) ? roles : [user.role, ...roles]).map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={verified} onChange={(event) => setVerified(event.target.checked)} />}
              label={field('verified_checkbox')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('resources.users.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('resources.users.edit.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
