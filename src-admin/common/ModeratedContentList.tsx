import type { ReactElement, ReactNode } from 'react';
import { DataTable, FilterButton, List, useTranslate } from 'react-admin';
import { EmptyListText } from './EmptyListText';
import { RefreshActions } from './RefreshActions';
import { SelectableDataTableBody } from './SelectableDataTableBody';
import { TableRegion } from './TableRegion';
import { FITTING_TABLE_SX } from './tableStyles';

interface ModeratedContentListProps {
  /** Its empty text is `resources.<resource>.empty`. */
  resource: 'offers' | 'blog_posts';
  /** The list's title, a message key. */
  title: string;
  filters: ReactElement[];
  /** The actions on the selected rows. */
  bulkActions: ReactElement;
  /** The table's columns, the row's actions last. */
  children: ReactNode;
}

/** What authors publish (offers, articles), the newest first, moderated row by row or the selected rows at once. */
export function ModeratedContentList({ resource, title, filters, bulkActions, children }: ModeratedContentListProps) {
  const translate = useTranslate();
  // Filters not always shown are added from the filter button.
  const togglable = filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <List
      title={translate(title)}
      filters={filters}
      actions={<RefreshActions>{togglable && <FilterButton />}</RefreshActions>}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <TableRegion>
        <DataTable
          body={SelectableDataTableBody}
          bulkActionButtons={bulkActions}
          empty={<EmptyListText message={`resources.${resource}.empty`} />}
          rowClick={false}
          sx={FITTING_TABLE_SX}
        >
          {children}
        </DataTable>
      </TableRegion>
    </List>
  );
}
