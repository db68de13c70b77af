import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SearchSynonym } from '../../shared/types';
import { ActionIconButton } from '../common/ActionIconButton';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { RESOURCES } from '../providers/dataProvider';
import { ADD_BUTTON_ID, groupName } from './searchSynonymForm';
import { SearchSynonymFormDialog } from './SearchSynonymFormDialog';

/** Edit (the same dialog as "add") and delete, after which focus goes to 'Dodaj grupę synonimów'. */
export function SearchSynonymRowActions() {
  const group = useRecordContext<SearchSynonym>();
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  if (!group) return null;
  const name = groupName(group);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <ActionIconButton
        label={translate(`resources.${RESOURCES.searchSynonyms}.actions.edit`, { name })}
        onClick={() => setEditing(true)}
      >
        <EditIcon />
      </ActionIconButton>
      <DeleteRecordButton name={name} focusAfterDelete={ADD_BUTTON_ID} />
      {editing && <SearchSynonymFormDialog group={group} onClose={() => setEditing(false)} />}
    </Box>
  );
}
