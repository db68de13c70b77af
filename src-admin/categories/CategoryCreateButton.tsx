import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CategoryFormDialog } from './CategoryFormDialog';

export function CategoryCreateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('resources.categories.actions.add')}
      </Button>
      {open && <CategoryFormDialog onClose={() => setOpen(false)} />}
    </>
  );
}
