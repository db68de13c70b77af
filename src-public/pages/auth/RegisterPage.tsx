import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { SIGNUP_TOAST_DURATION_MS } from '../../../shared/ui';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { isOrganisationRole, ROLE_LABELS, SIGNUP_ROLES, type SignupRole } from '../../../shared/roles';
import type { z } from 'zod';
import { signupSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { EmailField, FullNameField, OrganisationNameField, SubmitRow } from '../../forms/accountFields';
import { RequiredFieldsNote } from '../../forms/fields';
import '../../forms/forms.css';
import { PasswordField } from '../../forms/PasswordField';
import { RadioGroup } from '../../forms/RadioGroup';
import { useAccountSubmit } from '../../forms/useAccountSubmit';
import { useToast } from '../../toast/ToastProvider';
import { AcceptTermsField } from './AcceptTermsField';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const controlId = (field: string) => `register-${field === 'username' ? 'full_name' : field}`;

function initialRole(type: string | null): SignupRole {
  return (SIGNUP_ROLES as readonly string[]).includes(type ?? '') ? (type as SignupRole) : 'user';
}

export default function RegisterPage() {
  useDocumentTitle(PUBLIC_PAGES.register.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const typeParam = params.get('type');
  const [role, setRole] = useState<SignupRole>(() => initialRole(typeParam));
  // The footer's "create an offeror profile" link may be followed while this page is already open.
  useEffect(() => {
    setRole(initialRole(typeParam));
  }, [typeParam]);
  const [fullName, setFullName] = useState('');
  const [organisation, setOrganisation] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const { form, busy, submit, summaryProps } = useAccountSubmit();
  const forOrganisation = isOrganisationRole(role);

  const values = {
    email,
    password,
    role,
    username: fullName,
    organization_name: forOrganisation ? organisation : undefined,
    accept_terms: acceptTerms,
  };
  const send = async (data: z.output<typeof signupSchema>) => {
    await api.post(`${API_V1}/auth/signup`, { json: data });
    showToast({ ...USER_PANEL_MESSAGES.signupSent, variant: 'success', durationMs: SIGNUP_TOAST_DURATION_MS });
    void navigate('/registration-success', { state: { email: data.email } });
  };
  const onSubmit = (event: FormEvent) =>
    void submit(event, { schema: signupSchema, values, send, failedTitle: USER_PANEL_MESSAGES.signupFailed });

  return (
    <div className="auth-page">
      <PageHeading>{PUBLIC_PAGES.register.title}</PageHeading>
      <p>Załóż konto, aby dodawać oferty i artykuły. Rejestracja jest bezpłatna.</p>
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <RequiredFieldsNote />
        <ErrorSummary {...summaryProps(controlId)} headingLevel={2} />
        <RadioGroup<SignupRole>
          idPrefix="register-role"
          name="role"
          legend="Typ konta"
          required
          value={role}
          onChange={setRole}
          hint="Oferent i organizacja NGO mają publiczny profil organizacji przy swoich ofertach."
          options={SIGNUP_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          error={form.byField.role}
        />
        <FullNameField
          id={controlId('full_name')}
          value={fullName}
          error={form.byField.username}
          onChange={setFullName}
        />
        {forOrganisation && (
          <OrganisationNameField
            id={controlId('organization_name')}
            hint="Pokażemy ją przy Twoich ofertach i na profilu organizacji."
            value={organisation}
            error={form.byField.organization_name}
            onChange={setOrganisation}
          />
        )}
        <EmailField id={controlId('email')} value={email} error={form.byField.email} onChange={setEmail} />
        <PasswordField
          id={controlId('password')}
          label="Hasło"
          autoComplete="new-password"
          required
          hint="Od 8 do 128 znaków. Najbezpieczniejsze jest kilka słów, których nie łączy nic oczywistego."
          value={password}
          error={form.byField.password}
          onChange={setPassword}
        />
        <AcceptTermsField
          id={controlId('accept_terms')}
          checked={acceptTerms}
          error={form.byField.accept_terms}
          onChange={setAcceptTerms}
        />
        <SubmitRow label="Zarejestruj się" busy={busy} busyText="Zakładanie konta…" />
      </form>
      <p>
        Masz już konto? <Link to="/login">Zaloguj się</Link>
      </p>
    </div>
  );
}
