import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import RejectIcon from '@mui/icons-material/HighlightOff';
import { useDataProvider, type Identifier } from 'react-admin';
import type { OfferStatus } from '../../shared/labels/offers';
import type { Justification } from '../../shared/moderation';
import type { AdminDataProvider } from '../providers/dataProvider';
import { BulkStatusButton } from '../common/BulkStatusButton';

/** Bulk moderation of the selected offers: approve (→ active) or reject (→ rejected). */
export function OfferBulkActions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  // Passed on as called: a change that restricts nothing sends no justification.
  const changeStatus = (...args: [Identifier, OfferStatus, Justification?]) => dataProvider.changeOfferStatus(...args);
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
        asksReason
        icon={<RejectIcon />}
        changeStatus={changeStatus}
      />
    </>
  );
}
