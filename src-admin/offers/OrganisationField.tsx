import VerifiedIcon from '@mui/icons-material/Verified';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminOffer } from '../../shared/types';

/** The offering organisation, with a verified mark that screen readers announce as text. */
export function OrganisationField() {
  const offer = useRecordContext<AdminOffer>();
  const translate = useTranslate();
  if (!offer) return null;
  const { organization_name, email, is_verified } = offer.profile;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      {organization_name || email}
      {is_verified && (
        <VerifiedIcon fontSize="small" titleAccess={translate('resources.offers.verified')} sx={{ color: '#1d4ed8' }} />
      )}
    </Box>
  );
}
