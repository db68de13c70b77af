import { TextField } from '../fields';
import { CheckboxGroup } from '../CheckboxGroup';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { featureOptions } from '../../discovery/options';
import { DISCOVERY_MESSAGES } from '../../../shared/messages';
import type { OfferTabProps } from './tabProps';
import { OFFER_LIMITS } from '../../../shared/limits';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { VenueConfirmField } from './VenueConfirmField';
import type { AccessibilityFeature } from '../../../shared/discovery';
import { featuresInherited, isOnlineOnly, isVenueFeature, VENUE_TEXTS } from '../../../shared/venueFeatures';
import { OFFER_FIELD_LABELS as L } from '../../../shared/messagesAuthoring';

interface LocationTabProps extends OfferTabProps {
  /** The organisation profile's list, which a new offer starts with. */
  profileFeatures: readonly AccessibilityFeature[];
  /** Editing asks for the confirmation here; creating asks for it on 'Sprawdź i opublikuj'. */
  confirmHere: boolean;
}

/** The offer's own address is optional: it is only needed when it differs from the organisation's. */
export function LocationTab({ values, errors, setField, profileFeatures, confirmHere }: LocationTabProps) {
  const onlineOnly = isOnlineOnly(values.service_modes);
  const options = featureOptions().filter((option) => !onlineOnly || !isVenueFeature(option.value));
  return (
    <div className="stack">
      <p className="form-hint" id="offer-location-hint">
        Wszystkie pola są opcjonalne. Wypełnij je, jeśli oferta jest realizowana pod innym adresem niż adres Twojej
        organizacji.
      </p>
      <TextField
        id="offer-address_street"
        name="offer_specific_address_street"
        label={L.street}
        autoComplete="address-line1"
        value={values.offer_specific_address_street}
        error={errors.address_street}
        onChange={(event) => setField('offer_specific_address_street', event.target.value)}
      />
      <div className="cluster">
        <TextField
          id="offer-address_postal_code"
          name="offer_specific_address_postal_code"
          label={L.postalCode}
          hint="Format 00-000."
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={OFFER_LIMITS.postalCodeLength}
          value={values.offer_specific_address_postal_code}
          error={errors.address_postal_code}
          onChange={(event) => setField('offer_specific_address_postal_code', event.target.value)}
        />
        <PlaceCombobox
          id="offer-address_city"
          name="offer_specific_address_city"
          label={L.city}
          hint="Wybierz z podpowiedzi: po miejscowości z listy ofertę znajdą osoby szukające w pobliżu."
          value={values.offer_specific_address_city}
          error={errors.address_city}
          notListedMessage={DISCOVERY_MESSAGES.placeNotListed}
          onChange={(city) => setField('offer_specific_address_city', city)}
        />
      </div>
      <TextField
        id="offer-address_country"
        name="offer_specific_address_country"
        label={L.country}
        autoComplete="country-name"
        value={values.offer_specific_address_country}
        error={errors.address_country}
        onChange={(event) => setField('offer_specific_address_country', event.target.value)}
      />
      <CheckboxGroup
        idPrefix="offer-accessibility_features"
        name="accessibility_features"
        legend={L.features}
        hint={
          onlineOnly
            ? VENUE_TEXTS.onlineOnly
            : 'Co zapewniasz na miejscu. Nowa oferta dostaje listę z profilu organizacji – popraw ją, jeśli to miejsce się różni.'
        }
        options={options}
        values={values.accessibility_features}
        error={errors.accessibility_features}
        onChange={(codes) => setField('accessibility_features', codes)}
      />
      {confirmHere && !onlineOnly && featuresInherited(values.accessibility_features, profileFeatures) && (
        <VenueConfirmField
          checked={values.venue_features_confirmed}
          onChange={(checked) => setField('venue_features_confirmed', checked)}
        />
      )}
      <OpeningHoursEditor
        value={values.opening_hours}
        error={errors.opening_hours}
        onChange={(hours) => setField('opening_hours', hours)}
      />
    </div>
  );
}
