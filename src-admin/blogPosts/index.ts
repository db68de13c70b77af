import ArticleIcon from '@mui/icons-material/Article';
import { BlogPostList } from './BlogPostList';

export default {
  list: BlogPostList,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
