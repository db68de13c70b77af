import type { ReactNode } from 'react';
import { TextField } from './fields';

interface EmailFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The required 'Adres email' of the account forms, filled in by the browser. */
export function EmailField({ id, value, error, onChange }: EmailFieldProps) {
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
