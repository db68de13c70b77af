import { VENUE_TEXTS } from '../../../shared/venueFeatures';
import { hintId } from '../fields';

interface VenueConfirmFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Sprawdziłem dostępność tego miejsca': never ticked in advance, because only the author knows the place. */
export function VenueConfirmField({ checked, onChange }: VenueConfirmFieldProps) {
  const id = 'offer-venue_features_confirmed';
  return (
    <div className="form-field">
      <div className="form-check">
        <input
          id={id}
          name="venue_features_confirmed"
          type="checkbox"
          checked={checked}
          aria-describedby={hintId(id)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{VENUE_TEXTS.confirmLabel}</label>
      </div>
      <p className="form-hint" id={hintId(id)}>
        {VENUE_TEXTS.confirmHint}
      </p>
    </div>
  );
}
