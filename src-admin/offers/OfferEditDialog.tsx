import { Box } from '@mui/material';
import { CheckboxGroupInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import {
  ACCESSIBILITY_FEATURES,
  SERVICE_MODES,
  SERVICE_RADIUS_KM_MAX,
  SERVICE_RADIUS_KM_MIN,
  TARGET_GROUPS,
} from '../../shared/discovery';
import { EASY_READ_SUMMARY_MAX } from '../../shared/easyRead';
import { PRICE_TYPES } from '../../shared/labels/offers';
import { CURRENCIES, PRICE_UNITS } from '../../shared/price';
import type { Offer } from '../../shared/types';
import { ImageAltInput } from '../common/ImageAltInput';
import { OfferAvailabilityInput } from './OfferAvailabilityInput';
import { OfferConditionsInputs } from './OfferConditionsInputs';
import { OpeningHoursInput } from './OpeningHoursInput';
import { PriceInput } from './PriceInput';
import { RecordEditDialog } from '../common/RecordEditDialog';
import { toOfferChanges, validateOffer } from './offerPayload';

const priceTypeChoices = PRICE_TYPES.map((type) => ({ id: type, name: `resources.offers.price_types.${type}` }));
const choicesOf = (codes: readonly string[], group: string) =>
  codes.map((code) => ({ id: code, name: `resources.offers.${group}.${code}` }));
const grid = (columns: string) => ({ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: columns } });

/**
 * The admin's edit of an offer's content (PUT /admin/offers/{id}), validated with the shared offer schema, and of the
 * state of its places, saved on its own.
 */
export function OfferEditDialog({ id, onClose }: { id: Offer['id']; onClose: () => void }) {
  return (
    <RecordEditDialog<Offer>
      resource="offers"
      id={id}
      validate={validateOffer}
      toChanges={toOfferChanges}
      onClose={onClose}
    >
      <TextInput source="title" fullWidth />
      <TextInput source="short_description" fullWidth multiline />
      <TextInput source="long_description" fullWidth multiline minRows={4} />
      <TextInput
        source="easy_read_summary"
        fullWidth
        multiline
        minRows={3}
        helperText="resources.offers.easy_read_summary_hint"
        slotProps={{ htmlInput: { maxLength: EASY_READ_SUMMARY_MAX } }}
      />
      <ReferenceInput source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} perPage={1000}>
        <SelectInput optionText="name" fullWidth />
      </ReferenceInput>
      <Box sx={grid('2fr 1fr 1fr 1fr')}>
        <SelectInput source="price_type" choices={priceTypeChoices} />
        <PriceInput />
        <SelectInput source="currency" choices={choicesOf(CURRENCIES, 'currencies')} />
        <SelectInput source="price_unit" choices={choicesOf(PRICE_UNITS, 'price_units')} />
      </Box>
      <Box sx={grid('1fr 1fr')}>
        <TextInput source="address_street" />
        <TextInput source="address_city" />
        <TextInput source="address_postal_code" />
        <TextInput source="address_country" />
        <TextInput source="contact_person_name" />
        <TextInput source="contact_email" type="email" />
        <TextInput source="contact_phone" type="tel" />
        <TextInput source="contact_video_url" type="url" />
      </Box>
      <CheckboxGroupInput source="target_groups" choices={choicesOf(TARGET_GROUPS, 'groups')} />
      <Box sx={grid('2fr 1fr')}>
        <CheckboxGroupInput source="service_modes" choices={choicesOf(SERVICE_MODES, 'modes')} />
        <NumberInput source="service_radius_km" min={SERVICE_RADIUS_KM_MIN} max={SERVICE_RADIUS_KM_MAX} step={1} />
      </Box>
      <CheckboxGroupInput source="accessibility_features" choices={choicesOf(ACCESSIBILITY_FEATURES, 'features')} />
      <OfferConditionsInputs />
      <OpeningHoursInput />
      <OfferAvailabilityInput />
      <ImageAltInput source="image_alt" imageOf={(offer) => (offer as Offer).image_urls[0] ?? null} />
    </RecordEditDialog>
  );
}
