import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, useTranslate } from 'react-admin';
import { EmptyListText } from './EmptyListText';
import { ListSearchInput } from './ListSearchInput';
import { RefreshActions } from './RefreshActions';
import { TableRegion } from './TableRegion';
import { FITTING_TABLE_SX } from './tableStyles';

/** The back office's dictionaries an admin edits row by row in dialogs. */
export type EditableResource = 'categories' | 'search_synonyms';

interface EditableRecordListProps {
  /** Its texts are `admin.layout.menu.<resource>` and `resources.<resource>.filters.search|empty`. */
  resource: EditableResource;
  /** The button that opens the 'add' dialog, beside 'Odśwież'. */
  createButton: ReactElement;
  /** The column the rows are sorted by, A to Z. */
  sortField: string;
  /** The table's columns, the row's actions last. */
  children: ReactNode;
}

/** A searchable table of the records, fifty a page, each row edited or deleted through its own buttons. */
export function EditableRecordList({ resource, createButton, sortField, children }: EditableRecordListProps) {
  const translate = useTranslate();
  return (
    <List
      title={translate(`admin.layout.menu.${resource}`)}
      filters={[<ListSearchInput key="q" placeholder={`resources.${resource}.filters.search`} alwaysOn />]}
      actions={<RefreshActions>{createButton}</RefreshActions>}
      sort={{ field: sortField, order: 'ASC' }}
      perPage={50}
      empty={false}
      exporter={false}
    >
      <TableRegion>
        <DataTable
          bulkActionButtons={false}
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
