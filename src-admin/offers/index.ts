import OfferIcon from '@mui/icons-material/LocalOffer';
import { OfferList } from './OfferList';

export default {
  list: OfferList,
  icon: OfferIcon,
  recordRepresentation: 'title',
};
