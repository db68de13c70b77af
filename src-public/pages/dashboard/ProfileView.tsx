import { useState, type FormEvent } from 'react';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { isOrganisationRole, ROLE_LABELS } from '../../../shared/roles';
import type { z } from 'zod';
import { profileUpdateSchema } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/types';
import { api } from '../../api';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { FullNameField, OrganisationNameField, SubmitRow } from '../../forms/accountFields';
import { RequiredFieldsNote } from '../../forms/fields';
import '../../forms/forms.css';
import { useAccountSubmit } from '../../forms/useAccountSubmit';
import { sameValues } from '../../../shared/drafts';
import { useUnsavedChanges } from '../../forms/useUnsavedChanges';
import { useSession } from '../../session/SessionProvider';
import { useToast } from '../../toast/ToastProvider';
import { OrganisationProfileFields, organisationProfileValues } from './OrganisationProfileFields';

const controlId = (field: string) => `profile-${field}`;

/** The person's name and organisation name (PUT /users/profile); the e-mail and role are shown, not edited. */
export function ProfileView({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  // The form starts from the loaded profile: it is drawn once the session has it, never from an empty one.
  return user ? <ProfileForm user={user} onDone={onDone} /> : null;
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { refreshProfile } = useSession();
  const { showToast } = useToast();
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const [organisation, setOrganisation] = useState(user.organization_name ?? '');
  const [organisationProfile, setOrganisationProfile] = useState(() => organisationProfileValues(user));
  // What the form started from: the profile refreshed after saving must not make the saved values look unsaved.
  const [initial] = useState(() => ({ fullName, organisation, organisationProfile }));
  const guard = useUnsavedChanges(!sameValues({ fullName, organisation, organisationProfile }, initial));
  const { form, busy, submit, summaryProps } = useAccountSubmit();
  const forOrganisation = isOrganisationRole(user.role);

  const values = {
    full_name: fullName,
    organization_name: forOrganisation ? organisation : user.organization_name,
    ...(forOrganisation ? organisationProfile : {}),
  };
  const send = async (data: z.output<typeof profileUpdateSchema>) => {
    await api.put<User>(`${API_V1}/users/profile`, {
      json: { ...data, organization_name: data.organization_name ?? null },
    });
    await refreshProfile();
    showToast({ ...USER_PANEL_MESSAGES.profileSaved, variant: 'success' });
    guard.release(onDone);
  };
  const onSubmit = (event: FormEvent) =>
    void submit(event, {
      schema: profileUpdateSchema,
      values,
      send,
      failedTitle: USER_PANEL_MESSAGES.profileSaveFailed,
    });

  return (
    <form className="form profile-form" noValidate onSubmit={onSubmit}>
      <dl className="profile-facts">
        <dt>Adres email</dt>
        <dd>{user.email}</dd>
        <dt>Typ konta</dt>
        <dd>{ROLE_LABELS[user.role]}</dd>
      </dl>
      <RequiredFieldsNote />
      <ErrorSummary {...summaryProps(controlId)} headingLevel={2} />
      <FullNameField
        id={controlId('full_name')}
        value={fullName}
        error={form.byField.full_name}
        onChange={setFullName}
      />
      {forOrganisation && (
        <OrganisationNameField
          id={controlId('organization_name')}
          hint="Widoczna przy Twoich ofertach i na profilu organizacji."
          value={organisation}
          error={form.byField.organization_name}
          onChange={setOrganisation}
        />
      )}
      {forOrganisation && (
        <OrganisationProfileFields
          values={organisationProfile}
          onChange={setOrganisationProfile}
          errors={form.byField}
          controlId={controlId}
        />
      )}
      <SubmitRow label="Zapisz profil" busy={busy} busyText="Zapisywanie profilu…">
        <button type="button" className="btn btn-secondary" onClick={() => guard.leave(onDone)}>
          Wróć do listy
        </button>
      </SubmitRow>
      {guard.dialog}
    </form>
  );
}
