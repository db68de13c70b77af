import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** What a control needs to be tied to its label, hint and error message. */
export interface ControlA11yProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Extra text under the control that belongs to its description, e.g. a live character count. */
  after?: ReactNode;
  children: (control: ControlA11yProps) => ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** A label, the control, its hint and its error, wired with aria-describedby and aria-invalid. */
export function FieldShell({ id, label, hint, error, required, after, children }: FieldShellProps) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field-invalid' : 'form-field'}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required && <RequiredMarker />}
      </label>
      {hint && (
        <p className="form-hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
      {after}
      {error && (
        <p className="form-error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The visible "*"; screen readers hear "required" from the control itself, and the form explains the star once. */
export function RequiredMarker() {
  return (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function RequiredFieldsNote() {
  return <p className="form-hint">Pola oznaczone gwiazdką (*) są wymagane.</p>;
}

type Common = { id: string; label: string; hint?: ReactNode; error?: string; required?: boolean; after?: ReactNode };

export function TextField({
  id,
  label,
  hint,
  error,
  required,
  after,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} after={after}>
      {(control) => <input ref={ref} className="input" type="text" {...input} {...control} />}
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  required,
  after,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} after={after}>
      {(control) => <textarea className="textarea" rows={5} {...textarea} {...control} />}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  after,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} after={after}>
      {(control) => (
        <select className="select" {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Turns a label map from shared/labels.ts into select options, in the order of `values`. */
export function labelledOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
