import { Box, Button, FormControl, FormLabel, Typography } from '@mui/material';
import { HOURS_EDITOR_TEXTS as T } from '../../shared/messagesHours';
import { WEEK_DAY_LABELS, type WeekDay } from '../../shared/openingHours';
import {
  canAddRange,
  focusAfterRemoval,
  rangesOfDay,
  withoutRange,
  withRangeAdded,
  withRangeTime,
} from '../../shared/openingHoursEdit';
import { HOURS_FIELDSET_SX, HOURS_ROW_SX, type HoursEditing } from './hoursEditing';
import { HoursTimeField } from './HoursTimeField';

/** One day of the week: its ranges ('Zamknięte' without any), each removable, and a button adding one more. */
export function HoursWeekDay({ day, hours, idOf, messageOf, edit }: HoursEditing & { day: WeekDay }) {
  const label = WEEK_DAY_LABELS[day];
  const ranges = rangesOfDay(hours, day);
  const addId = idOf(['add', day]);

  function remove(index: number, at: number) {
    const previous = focusAfterRemoval(index);
    edit(withoutRange(hours, at), {
      said: T.rangeRemoved(label),
      // The ranges before the removed one keep their places in the week.
      focus: previous === null ? addId : idOf(['weekly', ranges[previous].at, 'opens']),
    });
  }

  return (
    <FormControl component="fieldset" sx={HOURS_FIELDSET_SX}>
      <FormLabel component="legend">{label}</FormLabel>
      {ranges.length === 0 && <Typography variant="body2">{T.closedDay}</Typography>}
      {ranges.map(({ range, at }, index) => (
        <Box key={at} role="group" aria-label={T.rangeLabel(label, index + 1)} sx={HOURS_ROW_SX}>
          {(['opens', 'closes'] as const).map((field) => (
            <HoursTimeField
              key={field}
              id={idOf(['weekly', at, field])}
              label={field === 'opens' ? T.opens : T.closes}
              value={range[field]}
              error={messageOf(['weekly', at, field])}
              onChange={(time) => edit(withRangeTime(hours, at, field, time))}
            />
          ))}
          <Button variant="outlined" size="small" onClick={() => remove(index, at)}>
            {T.removeRange(label, index + 1)}
          </Button>
        </Box>
      ))}
      {canAddRange(hours, day) && (
        <Button
          id={addId}
          variant="outlined"
          size="small"
          sx={{ mt: 1 }}
          onClick={() =>
            edit(withRangeAdded(hours, day), {
              said: T.rangeAdded(label),
              focus: idOf(['weekly', hours.weekly.length, 'opens']),
            })
          }
        >
          {T.addRange(label)}
        </Button>
      )}
    </FormControl>
  );
}
