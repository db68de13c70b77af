import { errorId, hintId, RequiredMarker } from './fields';

interface RadioGroupProps<V extends string> {
  /** Id of the fieldset; each radio gets `${idPrefix}-${value}`. */
  idPrefix: string;
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  hint?: string;
  error?: string;
  required?: boolean;
}

export function RadioGroup<V extends string>({
  idPrefix,
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  required,
}: RadioGroupProps<V>) {
  const describedBy = [hint ? hintId(idPrefix) : null, error ? errorId(idPrefix) : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="fieldset radio-group"
      id={idPrefix}
      role="radiogroup"
      aria-labelledby={`${idPrefix}-legend`}
      aria-required={required || undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="legend" id={`${idPrefix}-legend`}>
        {legend}
        {required && <RequiredMarker />}
      </legend>
      {hint && (
        <p className="form-hint" id={hintId(idPrefix)}>
          {hint}
        </p>
      )}
      {options.map((option) => (
        <div className="form-check" key={option.value}>
          <input
            type="radio"
            id={`${idPrefix}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${idPrefix}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error && (
        <p className="form-error" id={errorId(idPrefix)}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Focuses a control by id; for a group of radios, the chosen one (or the first). */
export function focusControl(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  // Two queries: one selector list would match whichever radio comes first in the document, chosen or not.
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>('input'))
      : element;
  target?.focus();
}
