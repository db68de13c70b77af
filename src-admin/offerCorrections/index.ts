import FactCheckIcon from '@mui/icons-material/FactCheck';
import { OfferCorrectionList } from './OfferCorrectionList';

export default {
  list: OfferCorrectionList,
  icon: FactCheckIcon,
  recordRepresentation: 'offer_title',
};
