import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { NAME_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '../../../shared/limits';
import { SIGNUP_TOAST_DURATION_MS } from '../../../shared/ui';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { isOrganisationRole, ROLE_LABELS, SIGNUP_ROLES, type SignupRole } from '../../../shared/roles';
import { fieldErrors } from '../../../shared/schemas/common';
import { signupSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { RequiredFieldsNote, TextField } from '../../forms/fields';
import '../../forms/forms.css';
import { PasswordField } from '../../forms/PasswordField';
import { focusControl, RadioGroup } from '../../forms/RadioGroup';
import { useFormErrors } from '../../forms/useFormErrors';
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
  const { showToast, showError } = useToast();
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
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const forOrganisation = isOrganisationRole(role);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = {
      email,
      password,
      role,
      username: fullName,
      organization_name: forOrganisation ? organisation : undefined,
      accept_terms: acceptTerms,
    };
    const parsed = signupSchema.safeParse(payload);
    if (!parsed.success) return form.fail(fieldErrors(parsed.error));
    form.reset();
    setBusy(true);
    try {
      await api.post(`${API_V1}/auth/signup`, { json: parsed.data });
      showToast({ ...USER_PANEL_MESSAGES.signupSent, variant: 'success', durationMs: SIGNUP_TOAST_DURATION_MS });
      void navigate('/registration-success', { state: { email: parsed.data.email } });
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.signupFailed);
      form.failRequest(error, USER_PANEL_MESSAGES.signupFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <PageHeading>{PUBLIC_PAGES.register.title}</PageHeading>
      <p>Załóż konto, aby dodawać oferty i artykuły. Rejestracja jest bezpłatna.</p>
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <RequiredFieldsNote />
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          headingLevel={2}
          title={form.title}
          controlIdOf={controlId}
          onSelect={(field) => focusControl(controlId(field))}
        />
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
        <TextField
          id={controlId('full_name')}
          label="Imię i nazwisko"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={fullName}
          error={form.byField.username}
          onChange={(event) => setFullName(event.target.value)}
        />
        {forOrganisation && (
          <TextField
            id={controlId('organization_name')}
            label="Nazwa organizacji"
            autoComplete="organization"
            maxLength={ORGANIZATION_NAME_MAX_LENGTH}
            hint="Pokażemy ją przy Twoich ofertach i na profilu organizacji."
            value={organisation}
            error={form.byField.organization_name}
            onChange={(event) => setOrganisation(event.target.value)}
          />
        )}
        <TextField
          id={controlId('email')}
          label="Adres email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={form.byField.email}
          onChange={(event) => setEmail(event.target.value)}
        />
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
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Zarejestruj się
          </button>
        </div>
        <p role="status" className="muted">
          {busy ? 'Zakładanie konta…' : ''}
        </p>
      </form>
      <p>
        Masz już konto? <Link to="/login">Zaloguj się</Link>
      </p>
    </div>
  );
}
