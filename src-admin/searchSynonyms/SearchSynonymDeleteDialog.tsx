import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SearchSynonym } from '../../shared/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { focusAfterClose } from '../common/focusAfterClose';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES } from '../providers/dataProvider';
import { ADD_BUTTON_ID, groupName } from './searchSynonymForm';

/**
 * 'Potwierdź usunięcie': starts on 'Anuluj', so an Enter pressed too soon deletes nothing. The deleted row's button
 * is gone afterwards, so focus goes to 'Dodaj grupę synonimów'.
 */
export function SearchSynonymDeleteDialog({ group, onClose }: { group: SearchSynonym; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [deleting, setDeleting] = useState(false);
  const key = (name: string) => `resources.${RESOURCES.searchSynonyms}.${name}`;
  const name = groupName(group);

  async function confirm() {
    setDeleting(true);
    try {
      await dataProvider.delete(RESOURCES.searchSynonyms, { id: group.id, previousData: group });
      notify(key('notifications.deleted'), { type: 'success', messageArgs: { name } });
      onClose();
      refresh();
      focusAfterClose(ADD_BUTTON_ID);
    } catch (error) {
      notifyError(error);
      setDeleting(false);
    }
  }

  return (
    <ConfirmDialog
      title={translate(key('delete_confirm.title'))}
      content={translate(key('delete_confirm.content'), { name })}
      confirmLabel={translate(key('delete_confirm.submit'))}
      destructive
      busy={deleting}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
