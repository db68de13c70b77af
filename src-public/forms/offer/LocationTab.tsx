import { TextField } from '../fields';
import type { OfferTabProps } from './tabProps';

/** The offer's own address is optional: it is only needed when it differs from the organisation's. */
export function LocationTab({ values, errors, setField }: OfferTabProps) {
  return (
    <div className="stack">
      <p className="form-hint" id="offer-location-hint">
        Wszystkie pola są opcjonalne. Wypełnij je, jeśli oferta jest realizowana pod innym adresem niż adres Twojej
        organizacji.
      </p>
      <TextField
        id="offer-address_street"
        name="offer_specific_address_street"
        label="Ulica i numer"
        autoComplete="street-address"
        value={values.offer_specific_address_street}
        error={errors.address_street}
        onChange={(event) => setField('offer_specific_address_street', event.target.value)}
      />
      <div className="cluster">
        <TextField
          id="offer-address_postal_code"
          name="offer_specific_address_postal_code"
          label="Kod pocztowy"
          hint="Format 00-000."
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          value={values.offer_specific_address_postal_code}
          error={errors.address_postal_code}
          onChange={(event) => setField('offer_specific_address_postal_code', event.target.value)}
        />
        <TextField
          id="offer-address_city"
          name="offer_specific_address_city"
          label="Miasto"
          autoComplete="address-level2"
          value={values.offer_specific_address_city}
          error={errors.address_city}
          onChange={(event) => setField('offer_specific_address_city', event.target.value)}
        />
      </div>
      <TextField
        id="offer-address_country"
        name="offer_specific_address_country"
        label="Kraj"
        autoComplete="country-name"
        value={values.offer_specific_address_country}
        error={errors.address_country}
        onChange={(event) => setField('offer_specific_address_country', event.target.value)}
      />
    </div>
  );
}
