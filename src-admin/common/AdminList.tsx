import { Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { DataTable, FilterButton, List, useTranslate, type SortPayload } from 'react-admin';
import { EmptyListText } from './EmptyListText';
import { RefreshActions } from './RefreshActions';
import { SelectableDataTableBody } from './SelectableDataTableBody';
import { TableRegion } from './TableRegion';
import { FITTING_TABLE_SX } from './tableStyles';

interface AdminListProps {
  /** Its title is `admin.layout.menu.<resource>` unless `title` names another key; its intro `resources.<resource>.intro`. */
  resource: string;
  title?: string;
  filters: ReactElement[];
  /** The filter the list opens on, e.g. what still waits for an admin. */
  filterDefaultValues?: Record<string, unknown>;
  /** The toolbar's own buttons (e.g. 'Dodaj'), before 'Odśwież'. */
  buttons?: ReactNode;
  sort: SortPayload;
  perPage?: number;
  /** A sentence above the table says what the list holds. */
  intro?: boolean;
  children: ReactNode;
}

/** A back-office screen's list: searchable and filtered, paged, refreshed by hand, never exported. */
export function AdminList({
  resource,
  title = `admin.layout.menu.${resource}`,
  filters,
  filterDefaultValues,
  buttons,
  sort,
  perPage = 25,
  intro = false,
  children,
}: AdminListProps) {
  const translate = useTranslate();
  // Filters not always shown are added from the filter button.
  const togglable = filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <List
      title={translate(title)}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      actions={
        <RefreshActions>
          {buttons}
          {togglable && <FilterButton />}
        </RefreshActions>
      }
      sort={sort}
      perPage={perPage}
      empty={false}
      exporter={false}
    >
      {intro && <Typography sx={{ px: 2, pt: 1 }}>{translate(`resources.${resource}.intro`)}</Typography>}
      {children}
    </List>
  );
}

interface AdminTableProps {
  /** Its empty text is `resources.<resource>.empty`. */
  resource: string;
  /** The actions on the selected rows; without them the rows cannot be selected. */
  bulkActions?: ReactElement;
  /** The columns. */
  children: ReactNode;
}

/** The list's table, in a region that scrolls sideways on a narrow screen; a row does nothing when clicked. */
export function AdminTable({ resource, bulkActions, children }: AdminTableProps) {
  return (
    <TableRegion>
      <DataTable
        {...(bulkActions && { body: SelectableDataTableBody })}
        bulkActionButtons={bulkActions ?? false}
        empty={<EmptyListText message={`resources.${resource}.empty`} />}
        rowClick={false}
        sx={FITTING_TABLE_SX}
      >
        {children}
      </DataTable>
    </TableRegion>
  );
}
