import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { AccessibilityRequestList } from './AccessibilityRequestList';

export default {
  list: AccessibilityRequestList,
  icon: AccessibilityNewIcon,
  recordRepresentation: 'page',
};
