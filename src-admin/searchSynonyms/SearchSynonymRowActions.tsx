import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SearchSynonym } from '../../shared/types';
import { ActionIconButton } from '../common/ActionIconButton';
import { RESOURCES } from '../providers/dataProvider';
import { groupName } from './searchSynonymForm';
import { SearchSynonymDeleteDialog } from './SearchSynonymDeleteDialog';
import { SearchSynonymFormDialog } from './SearchSynonymFormDialog';

export function SearchSynonymRowActions() {
  const group = useRecordContext<SearchSynonym>();
  const translate = useTranslate();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (!group) return null;
  const label = (action: string) =>
    translate(`resources.${RESOURCES.searchSynonyms}.actions.${action}`, { name: groupName(group) });
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <ActionIconButton label={label('edit')} onClick={() => setOpen('edit')}>
        <EditIcon />
      </ActionIconButton>
      <ActionIconButton label={label('delete')} onClick={() => setOpen('delete')} color="error">
        <DeleteIcon />
      </ActionIconButton>
      {open === 'edit' && <SearchSynonymFormDialog group={group} onClose={close} />}
      {open === 'delete' && <SearchSynonymDeleteDialog group={group} onClose={close} />}
    </Box>
  );
}
