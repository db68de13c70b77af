import { useDataProvider } from 'react-admin';
import { BLOG_STATUSES } from '../../shared/labels/blog';
import type { BlogPost } from '../../shared/types';
import { BLOG_STATUS_MACHINE } from '../../shared/statusMachines';
import type { AdminDataProvider } from '../providers/dataProvider';
import { restrictiveStatuses, StatusChangeDialog } from '../common/StatusChangeDialog';

/** Moves an article to any other status, `rejected` included (PATCH /admin/blog_posts/{id}/status), after a confirm step. */
export function BlogPostStatusDialog({ post, onClose }: { post: BlogPost; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <StatusChangeDialog
      resource="blog_posts"
      record={post}
      name={post.title}
      statuses={BLOG_STATUSES}
      restrictive={restrictiveStatuses(BLOG_STATUS_MACHINE.restrictive)}
      changeStatus={(...args) => dataProvider.changeBlogPostStatus(...args)}
      onClose={onClose}
    />
  );
}
