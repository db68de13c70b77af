import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RESOURCES } from '../providers/dataProvider';
import { ADD_BUTTON_ID } from './searchSynonymForm';
import { SearchSynonymFormDialog } from './SearchSynonymFormDialog';

export function SearchSynonymCreateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button id={ADD_BUTTON_ID} variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate(`resources.${RESOURCES.searchSynonyms}.actions.add`)}
      </Button>
      {open && <SearchSynonymFormDialog onClose={() => setOpen(false)} />}
    </>
  );
}
