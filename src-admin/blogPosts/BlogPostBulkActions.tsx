import PublishIcon from '@mui/icons-material/Publish';
import RejectIcon from '@mui/icons-material/HighlightOff';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BlogStatus } from '../../shared/labels/blog';
import type { Justification } from '../../shared/moderation';
import type { AdminDataProvider } from '../providers/dataProvider';
import { BulkStatusButton } from '../common/BulkStatusButton';

/** Bulk moderation of the selected articles: publish or reject. */
export function BlogPostBulkActions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  // Passed on as called: a change that restricts nothing sends no justification.
  const changeStatus = (...args: [Identifier, BlogStatus, Justification?]) =>
    dataProvider.changeBlogPostStatus(...args);
  return (
    <>
      <BulkStatusButton<BlogStatus>
        status="published"
        action="publish"
        icon={<PublishIcon />}
        changeStatus={changeStatus}
      />
      <BulkStatusButton<BlogStatus>
        status="rejected"
        action="reject"
        asksReason
        icon={<RejectIcon />}
        changeStatus={changeStatus}
      />
    </>
  );
}
