import { memo, useCallback, type MouseEvent, type ReactNode } from 'react';
import { Checkbox, TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
} from 'react-admin';

interface SelectableRowProps {
  children?: ReactNode;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * react-admin's row checkbox puts its aria-label on the wrapping <span>, which leaves the <input>
 * itself without a name (an axe "label" violation). This row names the input after its record,
 * e.g. "Zaznacz ofertę „Wózek”", so a screen reader says which row it selects.
 */
const SelectableRow = memo(function SelectableRow({ children, className, sx }: SelectableRowProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource);
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const id = record?.id;
  const selectable = !!record && (!isRowSelectable || isRowSelectable(record));

  const toggle = useCallback(
    (event: MouseEvent) => {
      if (!selectable || !handleToggleItem || id === undefined) return;
      handleToggleItem(id, event);
      event.stopPropagation();
    },
    [handleToggleItem, id, selectable],
  );

  if (!record) return null;
  const shown = representation(record);
  // A representation rendered as an element has no text to put in the checkbox's label: the id names the row then.
  const name = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : String(record.id);
  const label = translate(`resources.${resource}.select_row`, { name, _: translate('ra.action.select_row') });
  return (
    <TableRow
      hover={hover}
      sx={sx}
      className={[className, selectable && DataTableClasses.selectable].filter(Boolean).join(' ')}
    >
      {hasBulkActions && handleToggleItem && (
        <TableCell padding="checkbox">
          <Checkbox
            slotProps={{ input: { 'aria-label': label } }}
            className={`select-item ${DataTableClasses.checkbox}`}
            checked={selectable && !!selectedIds?.includes(record.id)}
            onClick={toggle}
            disabled={!selectable}
          />
        </TableCell>
      )}
      {children}
    </TableRow>
  );
});

/** Pass as `<DataTable body={SelectableDataTableBody}>` to get named row checkboxes. */
export function SelectableDataTableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={SelectableRow} />;
}
