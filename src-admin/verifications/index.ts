import VerifiedIcon from '@mui/icons-material/Verified';
import { VerificationList } from './VerificationList';

export default {
  list: VerificationList,
  icon: VerifiedIcon,
  recordRepresentation: 'organization_name',
};
