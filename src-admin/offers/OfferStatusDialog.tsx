import { useDataProvider } from 'react-admin';
import { OFFER_STATUSES } from '../../shared/labels';
import type { AdminOffer } from '../../shared/types';
import type { AdminDataProvider } from '../providers/dataProvider';
import { StatusChangeDialog } from '../common/StatusChangeDialog';

/** Moves an offer to any of the other five statuses (PATCH /admin/offers/{id}/status) after a confirm step. */
export function OfferStatusDialog({ offer, onClose }: { offer: AdminOffer; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <StatusChangeDialog
      resource="offers"
      record={offer}
      name={offer.title}
      statuses={OFFER_STATUSES}
      changeStatus={(id, status) => dataProvider.changeOfferStatus(id, status)}
      onClose={onClose}
    />
  );
}
