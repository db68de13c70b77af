import { useRecordContext } from 'react-admin';
import type { BlogPost } from '../../shared/types';

/** The author as SPEC §3 names him: full name, else organisation name, else the login e-mail. */
export function AuthorField() {
  const post = useRecordContext<BlogPost>();
  if (!post) return null;
  const { full_name, organization_name, email } = post.author;
  return <>{full_name || organization_name || email}</>;
}
