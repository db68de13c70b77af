import { DataTable, List, useTranslate } from 'react-admin';
import type { Category } from '../../shared/types';
import { TableRegion } from '../common/TableRegion';
import { EmptyListText } from '../common/EmptyListText';
import { ListSearchInput } from '../common/ListSearchInput';
import { RefreshActions } from '../common/RefreshActions';
import { FITTING_TABLE_SX } from '../common/tableStyles';
import { CategoryCreateButton } from './CategoryCreateButton';
import { CategoryRowActions } from './CategoryRowActions';

const Column = DataTable.Col<Category>;

const categoryFilters = [<ListSearchInput key="q" placeholder="resources.categories.filters.search" alwaysOn />];

/** Kategorie: search, the table of name, slug, description and parent, the add/edit dialog and delete. */
export function CategoryList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('admin.layout.menu.categories')}
      filters={categoryFilters}
      actions={
        <RefreshActions>
          <CategoryCreateButton />
        </RefreshActions>
      }
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      empty={false}
      exporter={false}
    >
      <TableRegion>
        <DataTable
          bulkActionButtons={false}
          empty={<EmptyListText message="resources.categories.empty" />}
          rowClick={false}
          sx={FITTING_TABLE_SX}
        >
          <Column source="name" />
          <Column source="slug" />
          <Column source="description" />
          <Column source="parent.name" label="resources.categories.fields.parent" />
          <Column label="resources.categories.fields.actions">
            <CategoryRowActions />
          </Column>
        </DataTable>
      </TableRegion>
    </List>
  );
}
