import { Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, useTranslate } from 'react-admin';
import { EmptyListText } from './EmptyListText';
import { RefreshActions } from './RefreshActions';
import { TableRegion } from './TableRegion';
import { FITTING_TABLE_SX } from './tableStyles';

/** The back office's work queues handled row by row, outside a decision dialog. */
export type WorkQueueResource = 'offer_corrections' | 'accessibility_requests';

interface WorkQueueListProps {
  /** Its texts are `admin.layout.menu.<resource>` and `resources.<resource>.intro|empty`. */
  resource: WorkQueueResource;
  filters: ReactElement[];
  /** The filter the queue opens on: what still waits for an admin. */
  filterDefaultValues: Record<string, unknown>;
  /** The most urgent row first: the oldest, or the nearest due date. */
  sortField: string;
  /** The table's columns. */
  children: ReactNode;
}

/**
 * A queue of things waiting for an admin, the most urgent first, with a sentence above the table saying what it holds.
 * Each row is handled in place; the list refreshes after it.
 */
export function WorkQueueList({ resource, filters, filterDefaultValues, sortField, children }: WorkQueueListProps) {
  const translate = useTranslate();
  return (
    <List
      title={translate(`admin.layout.menu.${resource}`)}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      actions={<RefreshActions />}
      sort={{ field: sortField, order: 'ASC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <Typography sx={{ px: 2, pt: 1 }}>{translate(`resources.${resource}.intro`)}</Typography>
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
