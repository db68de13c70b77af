import { DataTable } from 'react-admin';
import type { Category } from '../../shared/types';
import { EditableRecordList } from '../common/EditableRecordList';
import { CategoryCreateButton } from './CategoryCreateButton';
import { CategoryRowActions } from './CategoryRowActions';

const Column = DataTable.Col<Category>;

/** Kategorie: search, the table of name, slug, description and parent, the add/edit dialog and delete. */
export function CategoryList() {
  return (
    <EditableRecordList resource="categories" createButton={<CategoryCreateButton />} sortField="name">
      <Column source="name" />
      <Column source="slug" />
      <Column source="description" />
      <Column source="parent.name" label="resources.categories.fields.parent" />
      <Column label="resources.categories.fields.actions">
        <CategoryRowActions />
      </Column>
    </EditableRecordList>
  );
}
