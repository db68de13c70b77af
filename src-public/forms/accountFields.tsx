import type { ReactNode } from 'react';
import { NAME_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '../../shared/limits';
import { TextField } from './fields';

/** A text field of an account form: its control's id, value and error. */
interface AccountFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The required 'Adres email' of the account forms, filled in by the browser. */
export function EmailField({ id, value, error, onChange }: AccountFieldProps) {
  return (
    <TextField
      id={id}
      label="Adres email"
      type="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The required 'Imię i nazwisko' of the account. */
export function FullNameField({ id, value, error, onChange }: AccountFieldProps) {
  return (
    <TextField
      id={id}
      label="Imię i nazwisko"
      autoComplete="name"
      required
      maxLength={NAME_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** 'Nazwa organizacji' of an offeror's or NGO's account; `hint` says where it is shown. */
export function OrganisationNameField({ hint, ...field }: AccountFieldProps & { hint: string }) {
  return (
    <TextField
      id={field.id}
      label="Nazwa organizacji"
      autoComplete="organization"
      maxLength={ORGANIZATION_NAME_MAX_LENGTH}
      hint={hint}
      value={field.value}
      error={field.error}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

interface SubmitRowProps {
  label: string;
  busy: boolean;
  /** Said while the request is under way ('Logowanie…'). */
  busyText: string;
  /** A plain polite live region rather than a status (the pages of the e-mail links and of the new password). */
  politeOnly?: boolean;
  /** Buttons before the submit one ('Wróć do listy'). */
  children?: ReactNode;
}

/** The form's submit button and the line that says the request is under way. */
export function SubmitRow({ label, busy, busyText, politeOnly, children }: SubmitRowProps) {
  const text = busy ? busyText : '';
  return (
    <>
      <div className="form-actions">
        {children}
        <button type="submit" className="btn btn-primary">
          {label}
        </button>
      </div>
      {politeOnly ? (
        <p className="muted" aria-live="polite">
          {text}
        </p>
      ) : (
        <p role="status" className="muted">
          {text}
        </p>
      )}
    </>
  );
}
