import type { AccessibilityFeature } from '../../../shared/discovery';
import { DISCOVERY_MESSAGES } from '../../../shared/messages';
import type { User } from '../../../shared/types';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { featureOptions } from '../../discovery/options';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import { TextAreaField, TextField } from '../../forms/fields';
import { RegistryNumberFields } from './RegistryNumberFields';
import { OFFER_LIMITS } from '../../../shared/limits';

/** The organisation profile's fields as the form edits them (PUT /users/profile sends them as they are). */
export interface OrganisationProfileValues {
  description: string;
  address_street: string;
  address_city: string;
  address_postal_code: string;
  phone: string;
  website: string;
  accessibility_features: AccessibilityFeature[];
  nip: string;
  regon: string;
  krs: string;
}

export function organisationProfileValues(user: User): OrganisationProfileValues {
  return {
    description: user.description ?? '',
    address_street: user.address_street ?? '',
    address_city: user.address_city ?? '',
    address_postal_code: user.address_postal_code ?? '',
    phone: user.phone ?? '',
    website: user.website ?? '',
    accessibility_features: user.accessibility_features,
    nip: user.nip ?? '',
    regon: user.regon ?? '',
    krs: user.krs ?? '',
  };
}

interface Props {
  values: OrganisationProfileValues;
  onChange: (values: OrganisationProfileValues) => void;
  errors: Record<string, string | undefined>;
  controlId: (field: string) => string;
}

/** What an organisation tells about itself: description, address, contact and the accessibility of its premises. */
export function OrganisationProfileFields({ values, onChange, errors, controlId }: Props) {
  const set = <K extends keyof OrganisationProfileValues>(key: K, value: OrganisationProfileValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <TextAreaField
        id={controlId('description')}
        label="Opis organizacji"
        hint="Czym się zajmujecie i dla kogo; widoczny na profilu organizacji."
        rows={5}
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <fieldset className="fieldset">
        <legend className="legend">Adres siedziby</legend>
        <p className="form-hint">Oferty bez własnego adresu są wyszukiwane i pokazywane pod tym adresem.</p>
        <TextField
          id={controlId('address_street')}
          label="Ulica i numer"
          autoComplete="address-line1"
          value={values.address_street}
          error={errors.address_street}
          onChange={(event) => set('address_street', event.target.value)}
        />
        <div className="cluster">
          <TextField
            id={controlId('address_postal_code')}
            label="Kod pocztowy"
            hint="Format 00-000."
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={OFFER_LIMITS.postalCodeLength}
            value={values.address_postal_code}
            error={errors.address_postal_code}
            onChange={(event) => set('address_postal_code', event.target.value)}
          />
          <PlaceCombobox
            id={controlId('address_city')}
            label="Miejscowość"
            value={values.address_city}
            error={errors.address_city}
            notListedMessage={DISCOVERY_MESSAGES.profilePlaceNotListed}
            onChange={(city) => set('address_city', city)}
          />
        </div>
      </fieldset>
      <TextField
        id={controlId('phone')}
        label="Telefon"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errors.phone}
        onChange={(event) => set('phone', event.target.value)}
      />
      <TextField
        id={controlId('website')}
        label="Strona internetowa"
        type="url"
        autoComplete="url"
        hint="Pełny adres, np. https://fundacja.pl"
        value={values.website}
        error={errors.website}
        onChange={(event) => set('website', event.target.value)}
      />
      <CheckboxGroup
        idPrefix={controlId('accessibility_features')}
        name="accessibility_features"
        legend="Dostępność siedziby"
        hint="Nowe oferty dostaną tę listę jako punkt wyjścia."
        options={featureOptions()}
        values={values.accessibility_features}
        error={errors.accessibility_features}
        onChange={(codes) => set('accessibility_features', codes)}
      />
      <RegistryNumberFields
        values={values}
        onChange={(numbers) => onChange({ ...values, ...numbers })}
        errors={errors}
        controlId={controlId}
      />
    </>
  );
}
