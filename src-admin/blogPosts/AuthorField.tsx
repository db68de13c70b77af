import { useRecordContext } from 'react-admin';
import type { BlogPost } from '../../shared/types';
import { authorName } from '../../shared/displayName';

export function AuthorField() {
  const post = useRecordContext<BlogPost>();
  if (!post) return null;
  return <>{authorName(post.author)}</>;
}
