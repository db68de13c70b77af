import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { BlogPost } from '../../shared/types';

/** The article's type (its "kategoria artykułu") and, below it, the service category it is filed under, if any. */
export function BlogCategoryField() {
  const post = useRecordContext<BlogPost>();
  const translate = useTranslate();
  if (!post) return null;
  return (
    <>
      {translate(`resources.blog_posts.article_types.${post.article_type_category_id}`)}
      {post.category && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {post.category.name}
        </Typography>
      )}
    </>
  );
}
