import { CountText } from '../components/CountText';
import type { ShownCount } from '../counts';
import { errorId, hintId } from './fields';
import { Pictogram, type PictogramName } from '../components/Pictogram';

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
  /** A decorative pictogram shown before the label (never instead of it). */
  icon?: PictogramName;
  /** Shown after the label, e.g. how many offers have it. */
  count?: ShownCount;
}

interface CheckboxGroupProps<V extends string> {
  /** Id of the fieldset; each box gets `${idPrefix}-${value}`. */
  idPrefix: string;
  name: string;
  legend: string;
  options: readonly CheckboxOption<V>[];
  values: readonly V[];
  onChange: (values: V[]) => void;
  hint?: string;
  error?: string;
}

/** A group of checkboxes in a fieldset whose legend names the question; the hint and the error describe the group. */
export function CheckboxGroup<V extends string>({
  idPrefix,
  name,
  legend,
  options,
  values,
  onChange,
  hint,
  error,
}: CheckboxGroupProps<V>) {
  const describedBy = [hint ? hintId(idPrefix) : null, error ? errorId(idPrefix) : null].filter(Boolean).join(' ');
  const toggle = (value: V, checked: boolean) =>
    onChange(
      checked
        ? options.map((option) => option.value).filter((code) => code === value || values.includes(code))
        : values.filter((code) => code !== value),
    );
  return (
    <fieldset
      className={error ? 'fieldset checkbox-group form-field-invalid' : 'fieldset checkbox-group'}
      id={idPrefix}
      aria-describedby={describedBy || undefined}
    >
      <legend className="legend">{legend}</legend>
      {hint && (
        <p className="form-hint" id={hintId(idPrefix)}>
          {hint}
        </p>
      )}
      <div className="checkbox-columns">
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          // The count describes the box (as a GOV.UK item hint does) and stays out of its label: a box keeps its
          // name while counts change, and a name is what people using speech or screen readers find it by.
          const countId = option.count === undefined ? undefined : `${id}-count`;
          return (
            <div className="form-check" key={option.value}>
              <input
                type="checkbox"
                id={id}
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={countId}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={id}>
                {option.icon && (
                  <span className="discovery-icon">
                    <Pictogram name={option.icon} />
                  </span>
                )}
                {option.label}
              </label>
              {option.count !== undefined && (
                <span id={countId} className="form-check-count">
                  (<CountText count={option.count} />)
                </span>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p className="form-error" id={errorId(idPrefix)}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
