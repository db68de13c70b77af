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
  { key: 'nip', label: 'NIP', hint: '10 cyfr, np. 526-104-08-28.' },
  { key: 'regon', label: 'REGON', hint: '9 lub 14 cyfr.' },
  {
    key: 'krs',
    label: 'Numer KRS',
    hint: '10 cyfr z zerami na początku, np. 0000123456. Tylko dla organizacji wpisanych do KRS.',
  },
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
