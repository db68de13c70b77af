import { AUTHOR_FIELD_HINTS } from '../../../shared/messagesAuthoring';
import { TextField } from '../../forms/fields';

export interface RegistryNumberValues {
  nip: string;
  regon: string;
  krs: string;
}

interface Props {
  values: RegistryNumberValues;
  onChange: (values: RegistryNumberValues) => void;
  errors: Record<string, string | undefined>;
  controlId: (field: string) => string;
}

const FIELDS = [
  { key: 'nip', label: 'NIP', hint: AUTHOR_FIELD_HINTS.nip },
  { key: 'regon', label: 'REGON', hint: AUTHOR_FIELD_HINTS.regon },
  { key: 'krs', label: 'Numer KRS', hint: AUTHOR_FIELD_HINTS.krs },
] as const;

/** The organisation's registry numbers: what an admin checks in the public registers before verifying it. */
export function RegistryNumberFields({ values, onChange, errors, controlId }: Props) {
  return (
    <fieldset className="fieldset">
      <legend className="legend">Numery rejestrowe</legend>
      <p className="form-hint">
        Potrzebne do weryfikacji organizacji: nazwa oraz NIP lub KRS. Możesz wpisać je ze spacjami lub myślnikami.
        Zmiana nazwy, NIP lub KRS zweryfikowanej organizacji zdejmuje znak weryfikacji do ponownego sprawdzenia.
      </p>
      {FIELDS.map(({ key, label, hint }) => (
        <TextField
          key={key}
          id={controlId(key)}
          label={label}
          hint={hint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values[key]}
          error={errors[key]}
          onChange={(event) => onChange({ ...values, [key]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
