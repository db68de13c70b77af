import { Box } from '@mui/material';
import { CheckboxGroupInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import {
  AGE_MAX,
  AGE_MIN,
  CERTIFICATE_REQUIREMENTS,
  FUNDING_ROUTES,
  HOW_TO_START_MAX,
  REQUIRED_DOCUMENTS,
} from '../../shared/eligibility';

const choicesOf = (codes: readonly string[], group: string) =>
  codes.map((code) => ({ id: code, name: `resources.offers.${group}.${code}` }));

/** Who the offer is for and how to get it (shared/eligibility.ts), in the admin's offer edit dialog. */
export function OfferConditionsInputs() {
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
        <NumberInput source="min_age" min={AGE_MIN} max={AGE_MAX} step={1} />
        <NumberInput source="max_age" min={AGE_MIN} max={AGE_MAX} step={1} />
        <SelectInput source="certificate_required" choices={choicesOf(CERTIFICATE_REQUIREMENTS, 'certificates')} />
      </Box>
      <CheckboxGroupInput source="required_documents" choices={choicesOf(REQUIRED_DOCUMENTS, 'documents')} />
      <TextInput
        source="how_to_start"
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: HOW_TO_START_MAX } }}
      />
      <CheckboxGroupInput source="funding_routes" choices={choicesOf(FUNDING_ROUTES, 'funding')} />
    </>
  );
}
