import { TextInput, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { USER_ADMIN_MESSAGES } from '../../shared/messages';
import { canCreateUser, creatableRoles } from '../../shared/permissions';
import { isOrganisationRole, ROLE_LABELS, type Role } from '../../shared/roles';
import { adminUserCreateSchema } from '../../shared/schemas/auth';
import { FormDialog } from '../common/FormDialog';
import { schemaValidator, serverFieldErrors } from '../common/formValidation';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { useActor } from './useActor';
import { useUserToasts } from './useToasts';

type UserCreateValues = { full_name: string; email: string; password: string; role: Role };

const EMPTY_FORM: UserCreateValues = { full_name: '', email: '', password: '', role: 'user' };

/** The account as the API takes it: an organisation's name is also its organisation name. */
const toPayload = (values: Partial<UserCreateValues>) => ({
  ...values,
  organization_name: values.role && isOrganisationRole(values.role) ? values.full_name?.trim() : undefined,
});

const validate = schemaValidator(adminUserCreateSchema, toPayload);
const invalidToast = (message: string) => ({ title: USER_ADMIN_MESSAGES.createRequired.title, description: message });
const field = (name: string) => `resources.users.fields.${name}`;

/** 'Dodaj nowego użytkownika': a superadmin's form, emptied with role `user` after each account made. */
export function UserCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { refusal, success } = useUserToasts();
  const actor = useActor();

  async function save(values: UserCreateValues) {
    if (!actor) return;
    const decision = canCreateUser(actor, values.role);
    if (!decision.allowed) {
      refusal(decision);
      return;
    }
    const data = adminUserCreateSchema.parse(toPayload(values));
    try {
      await dataProvider.create(RESOURCES.users, { data });
      success('created', data.full_name);
      onClose();
      refresh();
    } catch (error) {
      notifyError(error);
      return serverFieldErrors(error);
    }
  }

  if (!open) return null;
  const roles = actor ? creatableRoles(actor) : [];
  return (
    <FormDialog<UserCreateValues>
      title={translate('resources.users.create.title')}
      submitLabel="resources.users.create.submit"
      defaultValues={EMPTY_FORM}
      validate={validate}
      onSubmit={save}
      invalidToast={invalidToast}
      onClose={onClose}
    >
      <TextInput source="full_name" label={field('full_name_or_organisation')} isRequired autoFocus />
      <TextInput source="email" label={field('email')} type="email" autoComplete="off" isRequired />
      <TextInput source="password" label={field('password')} type="password" autoComplete="new-password" isRequired />
      <TextInput source="role" label={field('role')} select slotProps={{ select: { native: true } }}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </TextInput>
    </FormDialog>
  );
}
