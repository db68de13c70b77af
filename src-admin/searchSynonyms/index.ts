import TranslateIcon from '@mui/icons-material/Translate';
import { SearchSynonymList } from './SearchSynonymList';

export default {
  list: SearchSynonymList,
  icon: TranslateIcon,
};
