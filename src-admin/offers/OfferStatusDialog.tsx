import { useDataProvider } from 'react-admin';
import { OFFER_STATUSES } from '../../shared/labels/offers';
import type { AdminOffer } from '../../shared/types';
import { OFFER_STATUS_MACHINE } from '../../shared/statusMachines';
import type { AdminDataProvider } from '../providers/dataProvider';
import { restrictiveStatuses, StatusChangeDialog } from '../common/StatusChangeDialog';

/** Moves an offer to any of the other five statuses (PATCH /admin/offers/{id}/status) after a confirm step. */
export function OfferStatusDialog({ offer, onClose }: { offer: AdminOffer; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <StatusChangeDialog
      resource="offers"
      record={offer}
      name={offer.title}
      statuses={OFFER_STATUSES}
      restrictive={restrictiveStatuses(OFFER_STATUS_MACHINE.restrictive)}
      changeStatus={(...args) => dataProvider.changeOfferStatus(...args)}
      onClose={onClose}
    />
  );
}
