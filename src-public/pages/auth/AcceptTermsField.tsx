import { Link } from 'react-router-dom';
import { errorId, hintId, RequiredMarker } from '../../forms/fields';

interface AcceptTermsFieldProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/**
 * Consent to the terms and the privacy policy (RODO art. 7): never ticked in advance. The links sit in the hint, not
 * in the label, so that clicking the label only ticks the box; they open a new tab so the form keeps what was typed.
 */
export function AcceptTermsField({ id, checked, error, onChange }: AcceptTermsFieldProps) {
  const describedBy = [hintId(id), error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field-invalid' : 'form-field'}>
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          Akceptuję regulamin i politykę prywatności.
          <RequiredMarker />
        </label>
      </div>
      <p className="form-hint" id={hintId(id)}>
        Przeczytaj{' '}
        <Link to="/warunki-korzystania" target="_blank">
          regulamin (warunki korzystania, otwiera się w nowej karcie)
        </Link>{' '}
        i{' '}
        <Link to="/polityka-prywatnosci" target="_blank">
          politykę prywatności (otwiera się w nowej karcie)
        </Link>
        . Opisują one zgłaszanie naruszeń, decyzje moderatorów, odwołania oraz pobieranie danych i usuwanie konta.
      </p>
      {error && (
        <p className="form-error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
