import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import { useDataProvider, type Identifier } from 'react-admin';
import type { OfferStatus } from '../../shared/labels/offers';
import type { Justification } from '../../shared/moderation';
import type { AdminDataProvider } from '../providers/dataProvider';
import { ModerationBulkActions } from '../common/ModerationBulkActions';

/** Bulk moderation of the selected offers: approve (→ active) or reject (→ rejected). */
export function OfferBulkActions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <ModerationBulkActions<OfferStatus>
      accept={{ status: 'active', action: 'approve', icon: <ApproveIcon /> }}
      reject="rejected"
      // Passed on as called: a change that restricts nothing sends no justification.
      changeStatus={(...args: [Identifier, OfferStatus, Justification?]) => dataProvider.changeOfferStatus(...args)}
    />
  );
}
