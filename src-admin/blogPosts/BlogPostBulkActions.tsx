import PublishIcon from '@mui/icons-material/Publish';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BlogStatus } from '../../shared/labels/blog';
import type { Justification } from '../../shared/moderation';
import type { AdminDataProvider } from '../providers/dataProvider';
import { ModerationBulkActions } from '../common/ModerationBulkActions';

/** Bulk moderation of the selected articles: publish or reject. */
export function BlogPostBulkActions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <ModerationBulkActions<BlogStatus>
      accept={{ status: 'published', action: 'publish', icon: <PublishIcon /> }}
      reject="rejected"
      // Passed on as called: a change that restricts nothing sends no justification.
      changeStatus={(...args: [Identifier, BlogStatus, Justification?]) => dataProvider.changeBlogPostStatus(...args)}
    />
  );
}
