import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import RejectIcon from '@mui/icons-material/HighlightOff';
import { useDataProvider, type Identifier } from 'react-admin';
import type { OfferStatus } from '../../shared/labels';
import type { AdminDataProvider } from '../providers/dataProvider';
import { BulkStatusButton } from '../common/BulkStatusButton';

/** Bulk moderation of the selected offers: approve (→ active) or reject (→ rejected). */
export function OfferBulkActions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const changeStatus = (id: Identifier, status: OfferStatus) => dataProvider.changeOfferStatus(id, status);
  return (
    <>
      <BulkStatusButton<OfferStatus>
        status="active"
        action="approve"
        icon={<ApproveIcon />}
        changeStatus={changeStatus}
      />
      <BulkStatusButton<OfferStatus>
        status="rejected"
        action="reject"
        icon={<RejectIcon />}
        changeStatus={changeStatus}
      />
    </>
  );
}
