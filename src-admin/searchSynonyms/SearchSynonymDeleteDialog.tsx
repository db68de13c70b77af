import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SearchSynonym } from '../../shared/types';
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
  const titleId = useId();
  const contentId = useId();
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
    <Dialog
      open
      onClose={deleting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate(key('delete_confirm.title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{translate(key('delete_confirm.content'), { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={deleting}>
          {translate(key('delete_confirm.submit'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
