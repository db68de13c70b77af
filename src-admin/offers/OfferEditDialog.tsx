import { Box } from '@mui/material';
import { NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { PRICE_TYPES } from '../../shared/labels';
import type { Offer } from '../../shared/types';
import { ImageAltInput } from '../common/ImageAltInput';
import { RecordEditDialog } from '../common/RecordEditDialog';
import { toOfferChanges, validateOffer } from './offerPayload';

const priceTypeChoices = PRICE_TYPES.map((type) => ({ id: type, name: `resources.offers.price_types.${type}` }));
const grid = (columns: string) => ({ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: columns } });

/** The admin's edit of an offer's content (PUT /admin/offers/{id}), validated with the shared offer schema. */
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
      <ReferenceInput source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} perPage={1000}>
        <SelectInput optionText="name" fullWidth />
      </ReferenceInput>
      <Box sx={grid('2fr 1fr 1fr')}>
        <SelectInput source="price_type" choices={priceTypeChoices} />
        <NumberInput source="price" min={0.01} step={0.01} />
        <TextInput source="currency" slotProps={{ htmlInput: { maxLength: 3 } }} />
      </Box>
      <Box sx={grid('1fr 1fr')}>
        <TextInput source="address_street" />
        <TextInput source="address_city" />
        <TextInput source="address_postal_code" />
        <TextInput source="address_country" />
        <TextInput source="contact_person_name" />
        <TextInput source="contact_email" type="email" />
        <TextInput source="contact_phone" type="tel" />
      </Box>
      <ImageAltInput source="image_alt" imageOf={(offer) => (offer as Offer).image_urls[0] ?? null} />
    </RecordEditDialog>
  );
}
