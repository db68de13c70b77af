import { Box, Button, Checkbox, FormControl, FormControlLabel, FormLabel, TextField } from '@mui/material';
import { HOURS_EDITOR_TEXTS as T } from '../../shared/messagesHours';
import { HOURS_LIMITS } from '../../shared/openingHours';
import {
  canAddException,
  focusAfterRemoval,
  withExceptionAdded,
  withExceptionChange,
  withoutException,
} from '../../shared/openingHoursEdit';
import { HOURS_FIELDSET_SX, HOURS_ROW_SX, type HoursEditing } from './hoursEditing';
import { HoursTimeField } from './HoursTimeField';

/** The dated exceptions: a day closed, or open at other hours, with an optional note. */
export function HoursExceptions({ hours, idOf, messageOf, edit }: HoursEditing) {
  const addId = idOf(['add', 'exception']);
  const change = (index: number, fields: Parameters<typeof withExceptionChange>[2]) =>
    edit(withExceptionChange(hours, index, fields));

  function remove(index: number) {
    const previous = focusAfterRemoval(index);
    edit(withoutException(hours, index), {
      said: T.exceptionRemoved,
      focus: previous === null ? addId : idOf(['exceptions', previous, 'date']),
    });
  }

  return (
    <FormControl component="fieldset" sx={HOURS_FIELDSET_SX}>
      <FormLabel component="legend">{T.exceptionsLegend}</FormLabel>
      {hours.exceptions.map((exception, index) => {
        const pathOf = (field: string) => ['exceptions', index, field];
        const dateError = messageOf(pathOf('date'));
        const noteError = messageOf(pathOf('note'));
        return (
          <Box key={index} role="group" aria-label={T.exceptionLabel(index + 1)} sx={HOURS_ROW_SX}>
            <TextField
              id={idOf(pathOf('date'))}
              type="date"
              label={T.exceptionDate}
              value={exception.date}
              onChange={(event) => change(index, { date: event.target.value })}
              error={Boolean(dateError)}
              helperText={dateError}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: '1 1 10rem' }}
            />
            <FormControlLabel
              label={T.exceptionClosed}
              control={
                <Checkbox
                  id={idOf(pathOf('closed'))}
                  checked={exception.closed}
                  onChange={(event) => change(index, { closed: event.target.checked })}
                />
              }
            />
            {!exception.closed &&
              (['opens', 'closes'] as const).map((field) => (
                <HoursTimeField
                  key={field}
                  id={idOf(pathOf(field))}
                  label={field === 'opens' ? T.opens : T.closes}
                  value={exception[field] ?? ''}
                  error={messageOf(pathOf(field))}
                  onChange={(time) => change(index, { [field]: time })}
                />
              ))}
            <TextField
              id={idOf(pathOf('note'))}
              label={T.exceptionNote}
              value={exception.note ?? ''}
              onChange={(event) => change(index, { note: event.target.value })}
              error={Boolean(noteError)}
              helperText={noteError}
              size="small"
              slotProps={{ htmlInput: { maxLength: HOURS_LIMITS.noteMax } }}
              sx={{ flex: '2 1 12rem' }}
            />
            <Button variant="outlined" size="small" onClick={() => remove(index)}>
              {T.removeException(index + 1)}
            </Button>
          </Box>
        );
      })}
      {canAddException(hours) && (
        <Button
          id={addId}
          variant="outlined"
          size="small"
          sx={{ mt: 1 }}
          onClick={() =>
            edit(withExceptionAdded(hours), {
              said: T.exceptionAdded,
              focus: idOf(['exceptions', hours.exceptions.length, 'date']),
            })
          }
        >
          {T.addException}
        </Button>
      )}
    </FormControl>
  );
}
