import { DataTable } from 'react-admin';
import type { Category } from '../../shared/types';
import { AdminList, AdminTable } from '../common/AdminList';
import { ListSearchInput } from '../common/ListSearchInput';
import { CategoryCreateButton } from './CategoryCreateButton';
import { CategoryRowActions } from './CategoryRowActions';

const Column = DataTable.Col<Category>;

const filters = [<ListSearchInput key="q" placeholder="resources.categories.filters.search" alwaysOn />];

/** Kategorie: search, the table of name, slug, description and parent, the add/edit dialog and delete. */
export function CategoryList() {
  return (
    <AdminList
      resource="categories"
      filters={filters}
      buttons={<CategoryCreateButton />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <AdminTable resource="categories">
        <Column source="name" />
        <Column source="slug" />
        <Column source="description" />
        <Column source="parent.name" label="resources.categories.fields.parent" />
        <Column label="resources.categories.fields.actions">
          <CategoryRowActions />
        </Column>
      </AdminTable>
    </AdminList>
  );
}
