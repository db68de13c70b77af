import { useState } from 'react';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminOffer } from '../../shared/types';
import { ActionIconButton } from '../common/ActionIconButton';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useRowAction } from '../common/useRowAction';

/** The featured star (filled when featured); pressing it asks for confirmation before toggling. */
export function OfferPromoteButton() {
  const offer = useRecordContext<AdminOffer>();
  const translate = useTranslate();
  const { saving, run, announce } = useRowAction();
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  const promote = !offer.is_promoted;
  const mode = promote ? 'promote' : 'unpromote';

  async function apply(id: AdminOffer['id']) {
    await run(
      (provider) => provider.promoteOffer(id, promote),
      announce(`resources.offers.notifications.${mode}d`, { name: offer?.title }),
    );
    setOpen(false);
  }

  return (
    <>
      <ActionIconButton
        label={translate(`resources.offers.actions.${mode}`, { name: offer.title })}
        onClick={() => setOpen(true)}
      >
        {offer.is_promoted ? (
          <StarIcon sx={{ color: 'warning.main' }} />
        ) : (
          <StarBorderIcon sx={{ color: 'text.secondary' }} />
        )}
      </ActionIconButton>
      {open && (
        <ConfirmDialog
          title={translate(`resources.offers.promote_confirm.${mode}_title`)}
          content={translate(`resources.offers.promote_confirm.${mode}_content`, { name: offer.title })}
          confirmLabel={translate('ra.action.confirm')}
          busy={saving}
          onConfirm={() => void apply(offer.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
