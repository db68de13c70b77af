import { useState } from 'react';
import { TextField } from './fields';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
  required?: boolean;
}

/** A password input with a "show password" switch, so nobody has to type blind. */
export function PasswordField({ id, label, value, onChange, autoComplete, hint, error, required }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField
        id={id}
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        hint={hint}
        error={error}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="form-check">
        <input
          id={`${id}-show`}
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        <label htmlFor={`${id}-show`}>Pokaż hasło</label>
      </div>
    </div>
  );
}
