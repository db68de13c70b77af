import { Checkbox, FormControlLabel } from '@mui/material';
import { TextInput, useCanAccess, useDataProvider, useInput, useRefresh, useTranslate } from 'react-admin';
import { USER_ADMIN_MESSAGES } from '../../shared/messages';
import { assignableRoles, canAssignRole } from '../../shared/permissions';
import { ROLE_LABELS, type Role } from '../../shared/roles';
import { adminUserUpdateSchema } from '../../shared/schemas/auth';
import type { User } from '../../shared/types';
import { FormDialog } from '../common/FormDialog';
import { schemaValidator, serverFieldErrors } from '../common/formValidation';
import { useNotifyError } from '../common/useNotifyError';
import { USER_ACTIONS } from '../providers/accessRules';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { useActor } from './useActor';
import { useUserToasts } from './useToasts';
import { personName } from '../../shared/displayName';

type UserEditValues = { full_name: string; organization_name: string; role: Role; is_verified: boolean };

const field = (name: string) => `resources.users.fields.${name}`;
const invalidToast = (message: string) => ({ title: USER_ADMIN_MESSAGES.createRequired.title, description: message });

/**
 * 'Edytuj użytkownika' (docs/zasady-produktu.md#role-i-uprawnienia): the role select is locked for superadmins, and for
 * admins unless a superadmin edits.
 */
export function UserEditDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { refusal, success } = useUserToasts();
  const actor = useActor();
  const { canAccess: canChangeRole = false } = useCanAccess({
    resource: RESOURCES.users,
    action: USER_ACTIONS.changeRole,
    record: user,
  });

  // A locked (disabled) select is left out of the form's values: the user keeps the role he has.
  const toPayload = (values: Partial<UserEditValues>) => ({
    role: values.role ?? user.role,
    full_name: values.full_name?.trim() ?? '',
    organization_name: values.organization_name?.trim() || null,
    is_verified: values.is_verified ?? user.is_verified,
  });

  async function save(values: UserEditValues) {
    if (!actor) return;
    const data = toPayload(values);
    const decision = canAssignRole(actor, user, data.role);
    if (!decision.allowed) {
      refusal(decision);
      return;
    }
    try {
      const { data: saved } = await dataProvider.update<User>(RESOURCES.users, {
        id: user.id,
        data,
        previousData: user,
      });
      success('updated', personName(saved ?? user));
      onClose();
      refresh();
    } catch (error) {
      notifyError(error);
      return serverFieldErrors(error);
    }
  }

  const roles = actor ? assignableRoles(actor, user) : [user.role];
  return (
    <FormDialog<UserEditValues>
      title={translate('resources.users.edit.title')}
      submitLabel="resources.users.edit.submit"
      defaultValues={{
        full_name: user.full_name ?? '',
        organization_name: user.organization_name ?? '',
        role: user.role,
        is_verified: user.is_verified,
      }}
      validate={schemaValidator(adminUserUpdateSchema, toPayload)}
      onSubmit={save}
      invalidToast={invalidToast}
      onClose={onClose}
    >
      <TextInput source="full_name" label={field('full_name')} autoFocus />
      <TextInput source="organization_name" label={field('organisation_name')} />
      <TextInput
        source="role"
        label={field('role')}
        select
        disabled={!canChangeRole}
        slotProps={{ select: { native: true } }}
      >
        {(roles.includes(user.role) ? roles : [user.role, ...roles]).map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </TextInput>
      <VerifiedCheckbox />
    </FormDialog>
  );
}

function VerifiedCheckbox() {
  const translate = useTranslate();
  const { field: input } = useInput<boolean>({ source: 'is_verified' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(input.value)}
          onChange={(event) => input.onChange(event.target.checked)}
          inputRef={input.ref}
        />
      }
      label={translate(field('verified_checkbox'))}
    />
  );
}
