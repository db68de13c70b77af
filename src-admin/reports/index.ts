import ReportIcon from '@mui/icons-material/Flag';
import { ReportList } from './ReportList';

export default {
  list: ReportList,
  icon: ReportIcon,
  recordRepresentation: 'target_title',
};
