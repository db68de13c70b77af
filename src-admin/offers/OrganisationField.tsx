import VerifiedIcon from '@mui/icons-material/Verified';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminOffer } from '../../shared/types';
import { displayName } from '../../shared/displayName';

/** The offering organisation, with a verified mark that screen readers announce as text. */
export function OrganisationField() {
  const offer = useRecordContext<AdminOffer>();
  const translate = useTranslate();
  if (!offer) return null;
  const { is_verified } = offer.profile;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      {displayName(offer.profile)}
      {is_verified && (
        <VerifiedIcon
          fontSize="small"
          titleAccess={translate('resources.offers.verified')}
          sx={{ color: 'primary.main' }}
        />
      )}
    </Box>
  );
}
