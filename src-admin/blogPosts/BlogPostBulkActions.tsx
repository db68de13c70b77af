import PublishIcon from '@mui/icons-material/Publish';
import RejectIcon from '@mui/icons-material/HighlightOff';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BlogStatus } from '../../shared/labels';
import type { AdminDataProvider } from '../providers/dataProvider';
import { BulkStatusButton } from '../common/BulkStatusButton';

/** Bulk moderation of the selected articles: publish or reject. */
export function BlogPostBulkActions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const changeStatus = (id: Identifier, status: BlogStatus) => dataProvider.changeBlogPostStatus(id, status);
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
        icon={<RejectIcon />}
        changeStatus={changeStatus}
      />
    </>
  );
}
