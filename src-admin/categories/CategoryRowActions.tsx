import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Category } from '../../shared/types';
import { ActionIconButton } from '../common/ActionIconButton';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { CategoryFormDialog } from './CategoryFormDialog';

/** Edit (the same dialog as "add") and delete, whose prompt warns that offers and articles lose the category. */
export function CategoryRowActions() {
  const category = useRecordContext<Category>();
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  if (!category) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <ActionIconButton
        label={translate('resources.categories.actions.edit', { name: category.name })}
        onClick={() => setEditing(true)}
      >
        <EditIcon />
      </ActionIconButton>
      <DeleteRecordButton name={category.name} />
      {editing && <CategoryFormDialog category={category} onClose={() => setEditing(false)} />}
    </Box>
  );
}
