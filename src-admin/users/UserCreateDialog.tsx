import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { USER_ADMIN_MESSAGES } from '../../shared/messages';
import { canCreateUser, creatableRoles } from '../../shared/permissions';
import { isOrganisationRole, ROLE_LABELS, type Role } from '../../shared/roles';
import { adminUserCreateSchema } from '../../shared/schemas/auth';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES, type AdminDataProvider } from '../providers/dataProvider';
import { fieldErrorsOf, type FieldErrors } from '../common/fieldErrors';
import { useActor } from './useActor';
import { useUserToasts } from './useToasts';

const EMPTY_FORM = { full_name: '', email: '', password: '', role: 'user' as Role };

/** 'Dodaj nowego użytkownika' (SPEC §2): a superadmin's form, emptied with role `user` after each account made. */
export function UserCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const { refusal, showRule, success } = useUserToasts();
  const actor = useActor();
  const titleId = useId();
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const field = (name: string) => translate(`resources.users.fields.${name}`);
  const change = (name: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!actor) return;
    if (!form.email.trim() || !form.password || !form.full_name.trim()) {
      return showRule(USER_ADMIN_MESSAGES.createRequired);
    }
    const decision = canCreateUser(actor, form.role);
    if (!decision.allowed) return refusal(decision);
    const organization_name = isOrganisationRole(form.role) ? form.full_name.trim() : undefined;
    const parsed = adminUserCreateSchema.safeParse({ ...form, organization_name });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    setSaving(true);
    try {
      await dataProvider.create(RESOURCES.users, { data: parsed.data });
      success('created', parsed.data.full_name);
      setForm(EMPTY_FORM);
      onClose();
      refresh();
    } catch (error) {
      setErrors(fieldErrorsOf((error as { body?: { errors?: unknown } }).body?.errors));
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  const roles = actor ? creatableRoles(actor) : [];
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('resources.users.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={field('full_name_or_organisation')}
              value={form.full_name}
              onChange={change('full_name')}
              error={!!errors.full_name}
              helperText={errors.full_name}
              autoFocus
              required
            />
            <TextField
              label={field('email')}
              type="email"
              value={form.email}
              onChange={change('email')}
              error={!!errors.email}
              helperText={errors.email}
              autoComplete="off"
              required
            />
            <TextField
              label={field('password')}
              type="password"
              value={form.password}
              onChange={change('password')}
              error={!!errors.password}
              helperText={errors.password}
              autoComplete="new-password"
              required
            />
            <TextField
              select
              label={field('role')}
              value={form.role}
              onChange={change('role')}
              slotProps={{ select: { native: true } }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('resources.users.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('resources.users.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
